# Fails the build when a layer includes what it must not:
# - src/core: no QtGui / QtWidgets / QtCharts headers, nothing from src/gui, src/app or src/gateway;
# - src/sim: nothing from src/core, src/gui, src/app or src/gateway (it is the independent witness of the client);
# - src/gui: nothing from src/app;
# - src/gateway: no GUI headers, nothing from src/gui, src/app or src/sim (it sits on the core, beside the GUI);
# - src/app/cli (solvedeck-cli): no QtGui / QtWidgets headers, nothing from src/gui or src/sim (it links the core
#   and the gateway only, and runs where there is no display).
# Run as: cmake -DSOURCE_DIR=<repo>/src -P check_layering.cmake
if(NOT SOURCE_DIR)
    message(FATAL_ERROR "check_layering.cmake: pass -DSOURCE_DIR=<repo>/src")
endif()

set(_failures "")

function(_check_dir dir pattern why)
    file(GLOB_RECURSE _files "${SOURCE_DIR}/${dir}/*.h" "${SOURCE_DIR}/${dir}/*.cpp")
    foreach(_f IN LISTS _files)
        file(STRINGS "${_f}" _hits REGEX "${pattern}")
        if(_hits)
            file(RELATIVE_PATH _rel "${SOURCE_DIR}/.." "${_f}")
            list(GET _hits 0 _first)
            string(STRIP "${_first}" _first)
            set(_failures "${_failures}\n  ${_rel}: ${_first}  (${why})")
        endif()
    endforeach()
    set(_failures "${_failures}" PARENT_SCOPE)
endfunction()

set(_gui_headers "^[ \t]*#[ \t]*include[ \t]*[<\"](QtGui|QtWidgets|QtCharts|QtSvg|QtOpenGL)/")
set(_gui_classes "^[ \t]*#[ \t]*include[ \t]*[<\"](QWidget|QApplication|QGuiApplication|QClipboard|QPixmap|QIcon|QImage|QColor|QFont|QPainter)>")

_check_dir(core "${_gui_headers}" "solvedeck_core must not use QtGui/QtWidgets")
_check_dir(core "${_gui_classes}" "solvedeck_core must not use QtGui/QtWidgets")
_check_dir(core "^[ \t]*#[ \t]*include[ \t]*[<\"](gui|app|sim|gateway)/" "core depends on no other layer")
_check_dir(sim "^[ \t]*#[ \t]*include[ \t]*[<\"](core|gui|app|gateway)/" "the simulator shares no code with the client")
_check_dir(gui "^[ \t]*#[ \t]*include[ \t]*[<\"](app|sim)/" "gui sits below the executables")
_check_dir(app/cli "${_gui_headers}" "solvedeck-cli links no GUI")
_check_dir(app/cli "^[ \t]*#[ \t]*include[ \t]*[<\"](gui|sim)/" "solvedeck-cli links the core only")
_check_dir(gateway "^[ \t]*#[ \t]*include[ \t]*[<\"](gui|app|sim)/" "the gateway sits on the core, beside the GUI")
_check_dir(gateway "${_gui_headers}" "solvedeck_gateway must not use QtGui/QtWidgets")
_check_dir(gateway "${_gui_classes}" "solvedeck_gateway must not use QtGui/QtWidgets")

if(_failures)
    message(FATAL_ERROR "Layering violations:${_failures}")
endif()
