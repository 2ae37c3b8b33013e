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

Result<OwnedCapacity> OwnedJobs::capacity(qint64 owner) const
{
    QSqlQuery q = m_store.readQuery();
    const QString queued = jobStateName(JobState::Queued);
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT COALESCE(SUM(CASE WHEN state = ? THEN 1 ELSE 0 END), 0),"
                                       " COALESCE(SUM(CASE WHEN owner = ? THEN 1 ELSE 0 END), 0)"
                                       " FROM jobs WHERE state IN (?, ?, ?)"),
                        {queued, owner, queued, jobStateName(JobState::Submitting), jobStateName(JobState::Submitted)})
        || !q.next()) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     QStringLiteral("Could not count the jobs of %1: %2").arg(m_store.label(), q.lastError().text())};
    }
    return OwnedCapacity{q.value(0).toInt(), q.value(1).toInt()};
}

} // namespace SolveDeck
