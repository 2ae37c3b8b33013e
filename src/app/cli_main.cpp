// solvedeck-cli: the headless interface to the same engine and database as the console. Its command line, output
// and exit codes are a contract scripts rely on: docs/cli.md documents them.
#include "cli/commandline.h"
#include "cli/commandsession.h"
#include "cli/console.h"
#include "cli/exitcode.h"
#include "core/appinfo.h"
#include "core/net/keyredaction.h"
#include "core/secrets/keyvault.h"
#include "core/secrets/processhardening.h"
#include "core/store/auditlog.h"

#include <QCoreApplication>
#include <QLoggingCategory>
#include <QTimer>

using namespace SolveDeck;
using namespace SolveDeck::Cli;

// The only throwing call tidy sees is std::get inside Result::value(), made after checking ok().
int main(int argc, char *argv[]) // NOLINT(bugprone-exception-escape)
{
    // Issue 15: no core dump and no ptrace by other processes (the key and tokens live in this memory), and the key
    // out of the environment before anything could pass it on.
    SolveDeck::ProcessHardening::disableCoreDumps();
    SolveDeck::KeyVault::takeEnvironmentKey();
    if (const auto key = SolveDeck::KeyVault::environmentKey()) {
        SolveDeck::registerSecret(*key); // masked in every message and log line, also of commands with no client
    }
    KeyVault::preventBusAutolaunch();
    QCoreApplication app(argc, argv);
    setApplicationIdentity();
    // The audit log names the interface an action came through.
    AuditLog::setApplication(QStringLiteral("cli"));
    // stderr belongs to the user's messages and the progress line: the library's informational logging stays off
    // unless asked for (QT_LOGGING_RULES, which overrides this, e.g. "solvedeck.*.info=true").
    QLoggingCategory::setFilterRules(QStringLiteral("solvedeck.*.info=false"));

    const Result<CommandLine::Parsed> parsed = CommandLine::parse(QCoreApplication::arguments());
    if (!parsed) {
        Console::error(parsed.error().message);
        return ExitUsage;
    }
    Console::setQuiet(parsed->invocation.quiet);

    // Every command runs from this one event loop, where its entry in the command table says (commandtable.cpp).
    CommandSession session(parsed->invocation, parsed->run);
    QObject::connect(&session, &CommandSession::finished, &app, [](int exitCode) {
        QCoreApplication::exit(exitCode);
    });
    QTimer::singleShot(0, &session, &CommandSession::start);
    return QCoreApplication::exec();
}
