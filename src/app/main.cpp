// solvedeck: the operator console.
#include "app/consolesession.h"
#include "core/appinfo.h"
#include "core/model/consoleplaces.h"
#include "core/programlanguage.h"
#include "core/secrets/keyvault.h"
#include "core/secrets/processhardening.h"
#include "core/store/auditlog.h"
#include "gui/colourscheme.h"
#include "gui/consolesettings.h"
#include "gui/mainwindow.h"

#include <QApplication>
#include <QCommandLineParser>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <algorithm>
#include <cstdio>
#include <cstring>
#include <initializer_list>
#include <memory>
#include <vector>

namespace {

bool hasDisplay()
{
    return !qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY")
        || !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY");
}

bool isOneOf(const char *arg, std::initializer_list<const char *> names)
{
    return std::ranges::any_of(names, [arg](const char *name) {
        return std::strcmp(arg, name) == 0;
    });
}

// The language asked for with --lang CODE or --lang=CODE, read before the application parses its options (the
// translators must be in place for --help); empty when not given.
QString languageArgument(int argc, char *argv[])
{
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--lang") == 0 && i + 1 < argc) {
            return QString::fromLocal8Bit(argv[i + 1]);
        }
        if (std::strncmp(argv[i], "--lang=", 7) == 0) {
            return QString::fromLocal8Bit(argv[i] + 7);
        }
    }
    return {};
}

// Qt's translations and ours (compiled into the binary under :/i18n); installed once an application exists. The
// language: --lang, else the one chosen in Preferences, else the system's.
class Translations
{
public:
    void install(const QString &requested)
    {
        const QString code = requested.isEmpty() ? SolveDeck::ConsoleSettings::language() : requested;
        const QLocale locale = code.isEmpty() ? QLocale::system() : QLocale(code);
        QLocale::setDefault(locale);
        auto app = std::make_unique<QTranslator>();
        if (locale.language() == QLocale::English || locale.language() == QLocale::C) {
            // The source language: only its plural forms ("1 job", "2 jobs" for "%n job(s)").
            if (app->load(QStringLiteral("solvedeck_en"), QStringLiteral(":/i18n"))) {
                installWrapped(std::move(app));
            }
            return;
        }
        auto qt = std::make_unique<QTranslator>();
        if (qt->load(locale,
                     QStringLiteral("qtbase"),
                     QStringLiteral("_"),
                     QLibraryInfo::path(QLibraryInfo::TranslationsPath))) {
            installWrapped(std::move(qt));
        }
        if (app->load(locale, QStringLiteral("solvedeck"), QStringLiteral("_"), QStringLiteral(":/i18n"))) {
            installWrapped(std::move(app));
        } else if (!requested.isEmpty()) {
            std::fprintf(stderr,
                         "solvedeck: no translation for --lang %s; available: de, es (English is built in)\n",
                         qPrintable(requested));
        }
    }

private:
    // Wrapped so the gateway's thread, which answers programs, keeps English (ProgramLanguage).
    void installWrapped(std::unique_ptr<QTranslator> translator)
    {
        m_installed.push_back(std::make_unique<SolveDeck::ProgramLanguage::Translator>(std::move(translator)));
        QCoreApplication::installTranslator(m_installed.back().get());
    }

    std::vector<std::unique_ptr<SolveDeck::ProgramLanguage::Translator>> m_installed;
};

// The console's command line. --help prints it, and the man page is generated from that output at build time
// (packaging/CMakeLists.txt runs help2man), so this is the one place the options are described.
struct ConsoleOptions
{
    QCommandLineOption demo{QStringLiteral("demo"),
                            QCoreApplication::translate("main",
                                                        "Run against the built-in simulator: no API key, nothing "
                                                        "leaves this machine.")};
    QCommandLineOption db{QStringLiteral("db"),
                          QCoreApplication::translate("main",
                                                      "Job database: a file, or a team database on PostgreSQL as "
                                                      "postgresql://USER@HOST:PORT/DATABASE (its password comes from "
                                                      "the keychain, set in %2, or from ~/.pgpass or PGPASSWORD; "
                                                      "never put it in the address). Comes before the choice saved "
                                                      "in %2 (default: %1).")
                              .arg(QStringLiteral("<app data>/solvedeck.sqlite"),
                                   SolveDeck::ConsolePlaces::path(SolveDeck::ConsolePlaces::Place::JobDatabase)),
                          QStringLiteral("file|url")};
    QCommandLineOption lang{QStringLiteral("lang"),
                            QCoreApplication::translate("main",
                                                        "Language of the console for this run: en, de or es "
                                                        "(default: the one chosen in %1, else the system's).")
                                .arg(SolveDeck::ConsolePlaces::path(
                                    SolveDeck::ConsolePlaces::Place::PreferencesAppearance)),
                            QStringLiteral("code")};
    QCommandLineOption colorScheme{QStringLiteral("color-scheme"),
                                   QCoreApplication::translate("main",
                                                               "Colours of the console for this run: light, dark, "
                                                               "or system to follow the desktop (default: the one "
                                                               "chosen in %1, else system).")
                                       .arg(SolveDeck::ConsolePlaces::path(
                                           SolveDeck::ConsolePlaces::Place::PreferencesAppearance)),
                                   QStringLiteral("scheme")};

    explicit ConsoleOptions(QCommandLineParser &parser)
    {
        parser.setApplicationDescription(
            QCoreApplication::translate("main",
                                        "Operator console for CAPTCHA solve jobs on the CaptchaAI API (for sites you "
                                        "own or may test)."));
        parser.addHelpOption();
        parser.addVersionOption();
        parser.addOption(demo);
        parser.addOption(db);
        parser.addOption(lang);
        parser.addOption(colorScheme);
    }
};

} // namespace

int main(int argc, char *argv[])
{
    // Issue 15: no core dump and no ptrace by other processes (the key and tokens live in this memory), and the key
    // out of the environment before anything could pass it on.
    SolveDeck::ProcessHardening::disableCoreDumps();
    SolveDeck::KeyVault::takeEnvironmentKey();
    // --version and --help must work on a machine with no display, before QApplication needs one.
    for (int i = 1; i < argc; ++i) {
        if (isOneOf(argv[i], {"--version", "-v"})) {
            std::printf("solvedeck %s\n", SOLVEDECK_VERSION);
            return 0;
        }
    }
    for (int i = 1; i < argc; ++i) {
        if (isOneOf(argv[i], {"--help", "-h", "-?", "--help-all"})) {
            // A QCoreApplication is enough to print the help (QCommandLineParser exits after printing it).
            QCoreApplication app(argc, argv);
            SolveDeck::setApplicationIdentity();
            Translations translations;
            translations.install(languageArgument(argc, argv));
            QCommandLineParser parser;
            const ConsoleOptions commandLine(parser);
            parser.process(app);
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

    SolveDeck::KeyVault::preventBusAutolaunch();
    // Fractional scale factors (150 %) are used as they are, not rounded: the icons are SVG and stay sharp.
    QGuiApplication::setHighDpiScaleFactorRoundingPolicy(Qt::HighDpiScaleFactorRoundingPolicy::PassThrough);
    QApplication app(argc, argv);
    SolveDeck::setApplicationIdentity();
    // The audit log names the interface an action came through.
    SolveDeck::AuditLog::setApplication(QStringLiteral("console"));

    // The Wayland app id and the desktop entry the shell matches the window with (X11 uses WM_CLASS, which Qt
    // takes from the application name: StartupWMClass=SolveDeck in packaging/io.solvedeck.SolveDeck.desktop).
    QGuiApplication::setDesktopFileName(QStringLiteral("io.solvedeck.SolveDeck"));
    Translations translations;
    translations.install(languageArgument(argc, argv));
    QApplication::setApplicationDisplayName(QStringLiteral("SolveDeck"));

    QCommandLineParser parser;
    const ConsoleOptions commandLine(parser);
    parser.process(app);

    // The colour scheme: --color-scheme for this run, else the one saved in Preferences; "system" leaves the
    // platform's palette alone.
    const QString schemeName = parser.isSet(commandLine.colorScheme) ? parser.value(commandLine.colorScheme)
                                                                     : SolveDeck::ConsoleSettings::colorScheme();
    const auto scheme = SolveDeck::ColourScheme::fromName(schemeName);
    if (!scheme) {
        std::fprintf(stderr,
                     "solvedeck: unknown --color-scheme \"%s\"; use light, dark or system.\n",
                     qPrintable(schemeName));
        return 1;
    }
    if (*scheme != SolveDeck::ColourScheme::Scheme::System) {
        SolveDeck::ColourScheme::apply(*scheme);
    }

    SolveDeck::ConsoleSession::Options sessionOptions;
    sessionOptions.demo = parser.isSet(commandLine.demo);
    sessionOptions.databaseLocation = parser.value(commandLine.db);
    SolveDeck::ConsoleSession session(sessionOptions);

    SolveDeck::MainWindow::Options options;
    options.demo = sessionOptions.demo;
    SolveDeck::MainWindow window(options);
    if (!session.start(&window)) {
        return 1;
    }
    window.setEndpointLabel(session.endpointLabel());
    window.show();
    return QApplication::exec();
}
