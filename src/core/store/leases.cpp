#include "leases.h"

#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

Leases::Leases(const JobStore &store)
    : m_store(store)
{
}

Result<void> Leases::registerEngine(const EngineInfo &engine)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "register engine %1").arg(engine.id);
    const qint64 now = m_store.clock().nowMs();
    StoreTransaction tx(m_store);
    if (!tx.active()) {
        return m_store.writeError(what, tx.error());
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {engine.id})
        || !JobStore::exec(q,
                           QStringLiteral(
                               "INSERT INTO engines (id, host, pid, operator, account, started_at, heartbeat_at)"
                               " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                           {engine.id,
                            engine.host,
                            engine.pid,
                            engine.operatorName,
                            engine.account,
                            engine.startedAtMs > 0 ? engine.startedAtMs : now,
                            now})) {
        return m_store.writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return m_store.writeError(what, tx.error());
    }
    return {};
}

Result<void> Leases::heartbeat(const QString &engineId, const QString &account)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    QSqlQuery q = m_store.readQuery();
    // One statement: its own short write transaction.
    if (!JobStore::exec(q,
                        QStringLiteral("UPDATE engines SET heartbeat_at = ?, account = ? WHERE id = ?"),
                        {m_store.clock().nowMs(), account, engineId})) {
        return m_store.writeError(QCoreApplication::translate("JobStore", "renew the lease of engine %1").arg(engineId),
                                  q.lastError());
    }
    if (q.numRowsAffected() == 0) {
        return Error{QStringLiteral("NOT_FOUND"),
                     QCoreApplication::translate("JobStore",
                                                 "Engine %1 is no longer registered: its lease lapsed and "
                                                 "another engine took over its jobs.")
                         .arg(engineId)};
    }
    return {};
}

Result<void> Leases::unregisterEngine(const QString &engineId)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {engineId})) {
        return m_store.writeError(QCoreApplication::translate("JobStore", "unregister engine %1").arg(engineId),
                                  q.lastError());
    }
    return {};
}

QList<EngineInfo> Leases::engines() const
{
    QList<EngineInfo> result;
    if (!m_store.isOpen()) {
        return result;
    }
    QSqlQuery q = m_store.readQuery();
    if (!q.exec(QStringLiteral("SELECT id, host, pid, operator, account, started_at, heartbeat_at FROM engines"
                               " ORDER BY started_at, id"))) {
        qCWarning(lcStore) << "engines query failed:" << q.lastError().text();
        return result;
    }
    while (q.next()) {
        EngineInfo e;
        e.id = q.value(0).toString();
        e.host = q.value(1).toString();
        e.pid = q.value(2).toLongLong();
        e.operatorName = q.value(3).toString();
        e.account = q.value(4).toString();
        e.startedAtMs = q.value(5).toLongLong();
        e.heartbeatAtMs = q.value(6).toLongLong();
        result << e;
    }
    return result;
}

} // namespace SolveDeck
