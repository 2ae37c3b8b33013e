#pragma once

#include "commandrun.h"
#include "invocation.h"

#include <QObject>

namespace SolveDeck::Cli {

// Runs one parsed command from the event loop: for a command that uses the database, first the team database's
// password from the keychain (DatabaseAccess::prepare), then the command where its entry says it runs. Emits
// finished(exitCode) once.
class CommandSession : public QObject
{
    Q_OBJECT

public:
    CommandSession(Invocation inv, CommandRun run, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void launch(const DatabaseAccess &database);

    Invocation m_inv;
    CommandRun m_run;
};

} // namespace SolveDeck::Cli
