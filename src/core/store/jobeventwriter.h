#pragma once

#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

namespace SolveDeck {

class JobStore;

// The one writer of job_events, a job's timeline: every event the store, the history's bulk actions and the
// importer append goes through here, so the row has one author (and its ids, which grow in commit order on SQLite,
// one place that makes them). Used inside the caller's write transaction, on the store's connection.
class JobEventWriter
{
public:
    explicit JobEventWriter(const JobStore &store);

    // One event of one job. The statement is prepared at the first call and reused, so a batch (an import, a claim
    // of many jobs) prepares it once. False on failure, with the cause in lastError().
    bool append(qint64 jobId, qint64 atMs, const QString &kind, const QString &detail);

    QSqlError lastError() const { return m_append.lastError(); }

    // The same event on every job `jobsWhere` picks (an SQL condition on jobs, with its positional `binds`), in one
    // statement run with q: false with the cause in q.lastError(); q.numRowsAffected() says how many were appended
    // (0 when no job matched).
    static bool appendToJobs(QSqlQuery &q,
                             const QString &jobsWhere,
                             const QVariantList &binds,
                             qint64 atMs,
                             const QString &kind,
                             const QString &detail);

private:
    QSqlQuery m_append;
    bool m_prepared = false;
};

} // namespace SolveDeck
