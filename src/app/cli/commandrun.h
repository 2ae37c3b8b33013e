#pragma once

#include "databaseaccess.h"
#include "invocation.h"

#include <QObject>

#include <functional>

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// Where a parsed command runs, as its entry in the command table says. Every command starts from the event loop
// (CommandSession), after the keychain gave the password of a team database if it uses the database, and reports its
// exit code exactly once through `finished`. The only event loop is main()'s: no command waits in one of its own.
struct CommandRun
{
    using Finished = std::function<void(int exitCode)>;
    using Start = std::function<void(const Invocation &, const DatabaseAccess &, QObject *owner, Finished finished)>;

    bool usesDatabase = false; // read a team database's password from the keychain before it starts
    Start start;
};

// On the open job database, synchronously: `execute` gets the open store and returns the exit code. A database
// that does not open is a configuration error (exit 3) with its reason.
CommandRun onOpenDatabase(int (*execute)(JobStore &store, const Invocation &inv));

// Synchronously, without the database: `execute` returns the exit code (help, version).
CommandRun withoutDatabase(int (*execute)(const Invocation &inv));

// An asynchronous command object: constructed as AsyncCommand(Invocation, QObject *parent), then start(); it ends
// with its finished(int) signal (the API requests of threads and balance).
template<typename AsyncCommand>
CommandRun onEventLoop()
{
    return CommandRun{false,
                      [](const Invocation &inv, const DatabaseAccess &, QObject *owner, CommandRun::Finished finished) {
        auto *command = new AsyncCommand(inv, owner);
        QObject::connect(command, &AsyncCommand::finished, owner, std::move(finished));
        command->start();
                      }};
}

// The same for a command that opens the database itself, when and if it needs it (run, report, key):
// AsyncCommand(Invocation, DatabaseAccess, QObject *parent). `passwordFirst` false: a team database's password is
// not read from the keychain before the command starts (key: it asks DatabaseAccess::prepare itself, later).
template<typename AsyncCommand>
CommandRun onEventLoopWithDatabase(bool passwordFirst = true)
{
    return CommandRun{passwordFirst,
                      [](const Invocation &inv,
                         const DatabaseAccess &database,
                         QObject *owner,
                         CommandRun::Finished finished) {
        auto *command = new AsyncCommand(inv, database, owner);
        QObject::connect(command, &AsyncCommand::finished, owner, std::move(finished));
        command->start();
                      }};
}

} // namespace SolveDeck::Cli
