#include "storetransaction.h"

#include "core/io/sqlitereader.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"

#include <QSqlQuery>

namespace SolveDeck {

StoreTransaction::StoreTransaction(const JobStore &store)
    : m_db(QSqlDatabase::database(store.connectionName(), false))
{
    QSqlQuery q(m_db);
    JobStore::countStatement();
    m_active = q.exec(store.dialect().beginWriteTransaction());
    if (!m_active) {
        m_error = q.lastError();
    }
}

StoreTransaction::~StoreTransaction()
{
    // A statement or the commit that failed for want of disk (SQLITE_FULL, SQLITE_IOERR) has already rolled the
    // transaction back in SQLite: a ROLLBACK now would only fail with "no transaction is active".
    if (m_active && SqliteReader::inTransaction(m_db.driver()) != false) {
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("ROLLBACK"))) {
            qCWarning(lcStore) << "rollback failed:" << q.lastError().text();
        }
    }
}

bool StoreTransaction::commit()
{
    JobStore::countStatement();
    QSqlQuery q(m_db);
    if (!q.exec(QStringLiteral("COMMIT"))) {
        m_error = q.lastError();
        return false; // still active: the destructor rolls back
    }
    m_active = false;
    return true;
}

} // namespace SolveDeck
