// solvedeck: the operator console.
#include "app/consolesession.h"
#include "core/appinfo.h"
#include "gui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLabel>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <cstring>

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

} // namespace

int main(int argc, char *argv[])
{
    // --version and --help must work on a machine with no display, before QApplication needs one.
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--version") == 0 || std::strcmp(argv[i], "-v") == 0) {
            std::printf("solvedeck %s\n", SOLVEDECK_VERSION);
            return 0;
        }
    }
    if (!hasDisplay()) {
        std::fprintf(stderr,
                     "solvedeck: no display found (DISPLAY and WAYLAND_DISPLAY are unset).\n"
                     "  Run it inside a desktop session, or headless under Xvfb:\n"
                     "    xvfb-run -a -s \"-screen 0 1280x800x24\" build/bin/solvedeck --demo\n"
                     "  or with QT_QPA_PLATFORM=offscreen for a window nobody sees.\n");
        return 1;
    }

    QApplication app(argc, argv);
    SolveDeck::setApplicationIdentity();

    // Translations are compiled into the binary under :/i18n (translations/*.ts); Qt's own under its path.
    QTranslator qtTranslator;
    if (qtTranslator.load(QLocale(),
                          QStringLiteral("qtbase"),
                          QStringLiteral("_"),
                          QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
        QApplication::installTranslator(&qtTranslator);
    }
    QTranslator appTranslator;
    if (appTranslator.load(QLocale(), QStringLiteral("solvedeck"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
        QApplication::installTranslator(&appTranslator);
    }
    QApplication::setApplicationDisplayName(QStringLiteral("SolveDeck"));

    QCommandLineParser parser;
    parser.setApplicationDescription(
        QApplication::
            translate("main",
                      "Operator console for CAPTCHA solve jobs on the CaptchaAI API (for sites you own or may test)."));
    parser.addHelpOption();
    parser.addVersionOption();
    const QCommandLineOption
        demoOption(QStringLiteral("demo"),
                   QApplication::
                       translate("main",
                                 "Run against the built-in simulator: no API key, nothing leaves this machine."));
    parser.addOption(demoOption);
    const QCommandLineOption dbOption(QStringLiteral("db"),
                                      QApplication::translate("main", "Job database file (default: %1).")
                                          .arg(QStringLiteral("<app data>/solvedeck.sqlite")),
                                      QStringLiteral("file"));
    parser.addOption(dbOption);
    parser.process(app);

    SolveDeck::ConsoleSession::Options sessionOptions;
    sessionOptions.demo = parser.isSet(demoOption);
    sessionOptions.databasePath = parser.value(dbOption);
    SolveDeck::ConsoleSession session(sessionOptions);

    SolveDeck::MainWindow::Options options;
    options.demo = sessionOptions.demo;
    SolveDeck::MainWindow window(options);
    if (!session.start(&window)) {
        return 1;
    }
    window.connectionLabel()->setText(QApplication::translate("main", "Endpoint: %1").arg(session.endpointLabel()));
    window.show();
    return QApplication::exec();
}
