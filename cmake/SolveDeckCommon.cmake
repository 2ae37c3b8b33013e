# One INTERFACE target carries what every SolveDeck target shares: the language standard, the warnings and
# the Qt guard defines (after qBittorrent's cmake/Modules/CommonConfig.cmake). Link it PRIVATE everywhere.
add_library(solvedeck_common INTERFACE)
add_library(SolveDeck::common ALIAS solvedeck_common)

target_compile_features(solvedeck_common INTERFACE cxx_std_20)

target_compile_options(solvedeck_common INTERFACE
    -Wall -Wextra -Wpedantic
    -Wcast-align -Wnon-virtual-dtor -Woverloaded-virtual
    # A local that hides another local or a parameter. GCC only: Clang has no such level of -Wshadow and would
    # warn about an unknown option (an error under -Werror).
    $<$<CXX_COMPILER_ID:GNU>:-Wshadow=local>
    $<$<BOOL:${SOLVEDECK_WERROR}>:-Werror>)

target_compile_definitions(solvedeck_common INTERFACE
    # Every QString from a char* must say its encoding (QStringLiteral, QLatin1String, QString::fromUtf8).
    QT_NO_CAST_FROM_ASCII
    QT_NO_CAST_TO_ASCII
    QT_NO_CAST_FROM_BYTEARRAY
    # A connect() without a context object outlives its receiver: refuse it at compile time.
    QT_NO_CONTEXTLESS_CONNECT
    QT_NO_NARROWING_CONVERSIONS_IN_CONNECT
    QT_NO_URL_CAST_FROM_STRING
    QT_USE_QSTRINGBUILDER
    QT_NO_KEYWORDS
    QT_DISABLE_DEPRECATED_UP_TO=0x060400
    SOLVEDECK_VERSION="${PROJECT_VERSION}")

if(SOLVEDECK_SANITIZE)
    target_compile_options(solvedeck_common INTERFACE -fsanitize=address,undefined -fno-omit-frame-pointer
                                                      -fno-sanitize-recover=undefined)
    target_link_options(solvedeck_common INTERFACE -fsanitize=address,undefined)
endif()

# solvedeck_glob_sources(<out> <dir>): every .cpp and .h under <dir> (recursively) into the variable <out>, for a
# layer's add_library(). Globbing with CONFIGURE_DEPENDS lets several people add files to different layers without
# editing the same CMakeLists.txt; CMake re-checks the glob on every build.
function(solvedeck_glob_sources out dir)
    file(GLOB_RECURSE _srcs CONFIGURE_DEPENDS
        "${dir}/*.cpp" "${dir}/*.h")
    set(${out} ${_srcs} PARENT_SCOPE)
endfunction()

# solvedeck_autogen_follows_sources(<target>): make AUTOMOC re-run when a globbed header appears.
# With Ninja, CMake 3.25's autogen step depends only on the files its previous run saw (its depfile), not on
# the target's source list: a header added later (a new class, or a `git pull`) is never moc'ed and the link
# fails on a missing vtable. Depending on the generated AutogenInfo.json, which CMake rewrites whenever the
# source list changes, closes that gap.
function(solvedeck_autogen_follows_sources target)
    set_property(TARGET ${target} APPEND PROPERTY AUTOGEN_TARGET_DEPENDS
        "${CMAKE_CURRENT_BINARY_DIR}/CMakeFiles/${target}_autogen.dir/AutogenInfo.json")
endfunction()
