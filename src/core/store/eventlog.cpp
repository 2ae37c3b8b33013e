#include "eventlog.h"

#include "core/store/jobstore.h"

#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

namespace {

constexpr auto kColumns = "e.id, e.job_id, e.at, e.kind, e.detail, j.owner, j.state, j.token, j.token_expires_at,"
                          " j.error_code, j.error_detail";

OwnedJobEvent eventFromRow(const QSqlQuery &q)
{
    OwnedJobEvent event;
    event.id = q.value(0).toLongLong();
    event.jobId = q.value(1).toLongLong();
    event.atMs = q.value(2).toLongLong();
    event.kind = q.value(3).toString();
    event.detail = q.value(4).toString();
    event.owner = q.value(5).toLongLong();
    event.jobState = jobStateFromName(q.value(6).toString()).value_or(JobState::Queued);
    event.token = q.value(7).toString();
    event.tokenExpiresAtMs = q.value(8).toLongLong();
    event.errorCode = q.value(9).toString();
    event.errorDetail = q.value(10).toString();
    return event;
}

Error readError(const JobStore &store, const QSqlQuery &q)
{
    return Error{QStringLiteral("DB_READ_FAILED"),
                 QStringLiteral("Could not read the job events of %1: %2").arg(store.label(), q.lastError().text())};
}

// The reader's snapshot bounds, read in the same statement as the rows (PostgreSQL 13 and later).
QString snapshotColumns(const JobStore &store)
{
    return store.isPostgres() ? QStringLiteral(", pg_snapshot_xmin(pg_current_snapshot())::text::bigint,"
                                               " pg_snapshot_xmax(pg_current_snapshot())::text::bigint")
                              : QStringLiteral(", 0, 0");
}

} // namespace

EventLog::EventLog(const JobStore &store)
    : m_store(store)
{
}

Result<EventPage> EventLog::after(qint64 afterId, int limit) const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1%2 FROM job_events e JOIN jobs j ON j.id = e.job_id WHERE e.id > ?"
                                       " ORDER BY e.id LIMIT ?")
                            .arg(QLatin1String(kColumns), snapshotColumns(m_store)),
                        {afterId, limit})) {
        return readError(m_store, q);
    }
    EventPage page;
    while (q.next()) {
        page.events << eventFromRow(q);
        page.snapshotXmin = q.value(11).toLongLong();
        page.snapshotXmax = q.value(12).toLongLong();
    }
    if (page.events.isEmpty() && m_store.isPostgres()) {
        const Result<Latest> now = latest();
        if (!now) {
            return now.error();
        }
        page.snapshotXmin = now->snapshotXmin;
        page.snapshotXmax = now->snapshotXmax;
    }
    return page;
}

Result<QList<OwnedJobEvent>> EventLog::ofOwner(qint64 owner, qint64 afterId, qint64 upToId, int limit) const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1 FROM job_events e JOIN jobs j ON j.id = e.job_id"
                                       " WHERE e.id > ? AND e.id <= ? AND j.owner = ? ORDER BY e.id LIMIT ?")
                            .arg(QLatin1String(kColumns)),
                        {afterId, upToId, owner, limit})) {
        return readError(m_store, q);
    }
    QList<OwnedJobEvent> events;
    while (q.next()) {
        events << eventFromRow(q);
    }
    return events;
}

Result<EventLog::Latest> EventLog::latest() const
{
    QSqlQuery q = m_store.readQuery();
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0)%1 FROM job_events").arg(snapshotColumns(m_store)))
        || !q.next()) {
        return readError(m_store, q);
    }
    return Latest{q.value(0).toLongLong(), q.value(1).toLongLong(), q.value(2).toLongLong()};
}

} // namespace SolveDeck
