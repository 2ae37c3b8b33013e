// solvedeck-cli: the headless interface to the same engine and database as the console. Its command line, output
// and exit codes are a contract scripts rely on: README.md ("solvedeck-cli") documents them.
#include "cli/accountcommand.h"
#include "cli/commandline.h"
#include "cli/console.h"
#include "cli/exitcode.h"
#include "cli/hostscommand.h"
#include "cli/jobcommands.h"
#include "cli/keycommand.h"
#include "cli/reportcommand.h"
#include "cli/runcommand.h"
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

namespace {

// Runs an asynchronous command (one with start() and finished(int)) to its end and returns its exit code.
template<typename AsyncCommand>
int runToEnd(const Invocation &inv)
{
    AsyncCommand command(inv);
    QObject::connect(&command, &AsyncCommand::finished, QCoreApplication::instance(), [](int exitCode) {
        QCoreApplication::exit(exitCode);
    });
    QTimer::singleShot(0, &command, [&command] {
        command.start();
    });
    return QCoreApplication::exec();
}

} // namespace

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

    const Result<Invocation> parsed = CommandLine::parse(QCoreApplication::arguments());
    if (!parsed) {
        Console::error(parsed.error().message);
        return ExitUsage;
    }
    const Invocation &inv = *parsed;
    Console::setQuiet(inv.quiet);

    switch (inv.command) {
    case Invocation::Command::Help:
        Console::out(CommandLine::help(inv.helpTopic));
        return ExitOk;
    case Invocation::Command::Version:
        Console::out(CommandLine::versionText());
        return ExitOk;
    case Invocation::Command::Enqueue:
    case Invocation::Command::List:
    case Invocation::Command::Show:
    case Invocation::Command::Cancel:
    case Invocation::Command::Retry:
    case Invocation::Command::Pause:
    case Invocation::Command::Resume:

    case Invocation::Command::Delete:
    case Invocation::Command::Export:
    case Invocation::Command::Purge:
        return JobCommands::execute(inv);
    case Invocation::Command::Run:
        return runToEnd<RunCommand>(inv);
    case Invocation::Command::Threads:
    case Invocation::Command::Balance:
        return runToEnd<AccountCommand>(inv);
    case Invocation::Command::Report:
        return runToEnd<ReportCommand>(inv);
    case Invocation::Command::KeySet:
    case Invocation::Command::KeyClear:
        return runToEnd<KeyCommand>(inv);
    case Invocation::Command::HostsList:
    case Invocation::Command::HostsAllow:
    case Invocation::Command::HostsRevoke:
    case Invocation::Command::HostsEnforcement:
    case Invocation::Command::Audit:
        return HostsCommand::execute(inv);
    }
    return ExitUsage;
}
