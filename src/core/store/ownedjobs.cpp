#include "ownedjobs.h"

#include "core/store/jobrow.h"
#include "core/store/jobstore.h"

#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

OwnedJobs::OwnedJobs(const JobStore &store)
    : m_store(store)
{
}

std::optional<Job> OwnedJobs::job(qint64 id, qint64 owner) const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1 FROM jobs WHERE id = ? AND owner = ?").arg(JobRow::columns()),
                        {id, owner})
        || !q.next()) {
        return std::nullopt;
    }
    return JobRow::fromQuery(q);
}

QList<std::optional<Job>> OwnedJobs::jobs(const QList<qint64> &ids, qint64 owner) const
{
    QList<std::optional<Job>> found(ids.size());
    if (ids.isEmpty()) {
        return found;
    }
    QString marks;
    QVariantList binds{owner};
    for (const qint64 id : ids) {
        marks += marks.isEmpty() ? QStringLiteral("?") : QStringLiteral(", ?");
        binds << id;
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1 FROM jobs WHERE owner = ? AND id IN (%2)")
                            .arg(JobRow::columns(), marks),
                        binds)) {
        return found;
    }
    while (q.next()) {
        const Job job = JobRow::fromQuery(q);
        for (qsizetype i = 0; i < ids.size(); ++i) {
            if (ids[i] == job.id) {
                found[i] = job;
            }
        }
    }
    return found;
}

Result<OwnedCapacity> OwnedJobs::capacity(qint64 owner) const
{
    QSqlQuery q = m_store.readQuery();
    // The owner's open jobs through its index (owner, state, ...).
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT COALESCE(SUM(CASE WHEN state = ? THEN 1 ELSE 0 END), 0), COUNT(*)"
                                       " FROM jobs WHERE owner = ? AND state IN (%1)")
                            .arg(openJobStatesSql()),
                        {jobStateName(JobState::Queued), owner})
        || !q.next()) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     QStringLiteral("Could not count the jobs of %1: %2").arg(m_store.label(), q.lastError().text())};
    }
    return OwnedCapacity{q.value(0).toInt(), q.value(1).toInt()};
}

} // namespace SolveDeck
