#include "commandsession.h"

#include "core/model/consoleplaces.h"
#include "core/store/jobstore.h"

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
    // The commands messages name act on the database this one uses (--db when it is not the default).
    ConsolePlaces::setCliDatabase(database.location() == JobStore::defaultDatabasePath() ? QString()
                                                                                         : database.location());
    m_run.start(m_inv, database, this, [this](int exitCode) {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
