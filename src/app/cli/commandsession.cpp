#include "commandsession.h"

#include <utility>

namespace SolveDeck::Cli {

CommandSession::CommandSession(Invocation inv, CommandRun run, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
    , m_run(std::move(run))
{
}

void CommandSession::start()
{
    if (!m_run.usesDatabase) {
        launch(DatabaseAccess(m_inv.databaseLocation));
        return;
    }
    DatabaseAccess::prepare(m_inv.databaseLocation, this, [this](const DatabaseAccess &database) {
        launch(database);
    });
}

void CommandSession::launch(const DatabaseAccess &database)
{
    m_run.start(m_inv, database, this, [this](int exitCode) {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
