#include "commandrun.h"

#include "console.h"
#include "core/store/jobstore.h"
#include "exitcode.h"

namespace SolveDeck::Cli {

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
            if (const Result<void> opened = database.open(store); !opened) {
                Console::error(QStringLiteral("solvedeck-cli: ") + opened.error().message + QLatin1Char('\n'));
            } else {
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
