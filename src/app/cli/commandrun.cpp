#include "commandrun.h"

#include "console.h"
#include "core/store/jobstore.h"
#include "exitcode.h"

namespace SolveDeck::Cli {

namespace {

// The commands that only read the database (an export writes its audit entry when it can): they still work on a
// database that cannot be written (a read-only file or mount, a full disk).
bool onlyReads(Invocation::Command command)
{
    switch (command) {
    case Invocation::Command::List:
    case Invocation::Command::Show:
    case Invocation::Command::Export:
    case Invocation::Command::Audit:
    case Invocation::Command::HostsList:
        return true;
    default:
        return false;
    }
}

} // namespace

CommandRun onOpenDatabase(int (*execute)(JobStore &store, const Invocation &inv))
{
    return CommandRun{true,
                      [execute](const Invocation &inv,
                                const DatabaseAccess &database,
                                QObject *,
                                const CommandRun::Finished &finished) {
        int exitCode = ExitConfiguration;
        {
            JobStore store;
            const StoreAccess access = onlyReads(inv.command) ? StoreAccess::Reading : StoreAccess::ReadWrite;
            if (const Result<void> opened = database.open(store, access); !opened) {
                Console::error(QStringLiteral("solvedeck-cli: ") + opened.error().message + QLatin1Char('\n'));
            } else {
                if (store.isReadOnly()) {
                    Console::note(QStringLiteral("solvedeck-cli: note: %1 is open read-only (the file or its folder "
                                                 "cannot be written, or the disk is full)\n")
                                      .arg(store.label()));
                }
                exitCode = execute(store, inv);
            }
        } // closed before the process ends
        finished(exitCode);
                      }};
}

CommandRun withoutDatabase(int (*execute)(const Invocation &inv))
{
    return CommandRun{false,
                      [execute](const Invocation &inv,
                                const DatabaseAccess &,
                                QObject *,
                                const CommandRun::Finished &finished) {
        finished(execute(inv));
                      }};
}

} // namespace SolveDeck::Cli
