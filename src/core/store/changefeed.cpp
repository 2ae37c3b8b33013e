#include "changefeed.h"

#include "core/store/jobstore.h"
#include "core/store/sqldialect.h"
#include "core/store/storelogging.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace SolveDeck {

ChangeFeed::ChangeFeed(JobStore &store, QObject *parent)
    : QObject(parent)
    , m_store(store)
{
    connect(&m_timer, &QTimer::timeout, this, &ChangeFeed::pollSqlite);
}

ChangeFeed::~ChangeFeed()
{
    stop();
}

Result<void> ChangeFeed::start(int intervalMs)
{
    stop();
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "follow the changes of other connections");
    if (m_store.isPostgres()) {
        QSqlDriver *driver = QSqlDatabase::database(m_store.connectionName(), false).driver();
        m_notifications = connect(driver,
                                  &QSqlDriver::notification,
                                  this,
                                  [this](const QString &name,
                                         QSqlDriver::NotificationSource source,
                                         const QVariant &payload) {
            onNotification(name, int(source), payload);
        });
        if (!driver->subscribeToNotification(QLatin1String(SqlDialect::changeChannel))) {
            const QSqlError error = driver->lastError();
            disconnect(m_notifications);
            return m_store.writeError(what, error);
        }
        m_running = true;
        return {};
    }
    // Start from now: what other connections commit from here on is news.
    QSqlQuery q = m_store.readQuery();
    if (!q.exec(m_store.dialect().dataVersionQuery()) || !q.next()) {
        return m_store.writeError(what, q.lastError());
    }
    m_seenDataVersion = q.value(0).toLongLong();
    q = m_store.readQuery();
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM job_events")) || !q.next()) {
        return m_store.writeError(what, q.lastError());
    }
    m_seenEventId = q.value(0).toLongLong();
    m_timer.start(std::max(10, intervalMs));
    m_running = true;
    return {};
}

void ChangeFeed::stop()
{
    if (!m_running) {
        return;
    }
    m_running = false;
    m_timer.stop();
    if (m_notifications) {
        disconnect(m_notifications);
        const QSqlDatabase db = QSqlDatabase::database(m_store.connectionName(), false);
        if (QSqlDriver *driver = db.driver(); driver && db.isOpen()) {
            driver->unsubscribeFromNotification(QLatin1String(SqlDialect::changeChannel));
        }
    }
}

void ChangeFeed::onNotification(const QString &name, int source, const QVariant &payload)
{
    // Our own commits were announced when they were made.
    if (name != QLatin1String(SqlDialect::changeChannel) || source == int(QSqlDriver::SelfSource)) {
        return;
    }
    QList<qint64> ids;
    for (const QString &part : payload.toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (ok && id > 0) {
            ids.append(id);
        }
    }
    if (!ids.isEmpty()) {
        Q_EMIT jobsChanged(ids);
    }
}

void ChangeFeed::pollSqlite()
{
    if (!m_store.isOpen()) {
        return;
    }
    QSqlQuery q = m_store.readQuery();
    if (!q.exec(m_store.dialect().dataVersionQuery()) || !q.next()) {
        qCWarning(lcStore) << "change check failed:" << q.lastError().text();
        return;
    }
    const qint64 version = q.value(0).toLongLong();
    if (version == m_seenDataVersion) {
        return; // nobody else committed: nothing to read
    }
    m_seenDataVersion = version;
    q = m_store.readQuery();
    // Event ids grow in commit order on SQLite (one writer at a time), so "newer than the last seen" misses none.
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT id, job_id FROM job_events WHERE id > ? ORDER BY id"),
                        {m_seenEventId})) {
        qCWarning(lcStore) << "change check failed:" << q.lastError().text();
        return;
    }
    QList<qint64> ids;
    QSet<qint64> seen;
    while (q.next()) {
        m_seenEventId = q.value(0).toLongLong();
        const qint64 jobId = q.value(1).toLongLong();
        if (!seen.contains(jobId)) {
            seen.insert(jobId);
            ids.append(jobId);
        }
    }
    if (!ids.isEmpty()) {
        Q_EMIT jobsChanged(ids);
    }
}

} // namespace SolveDeck
