#include "jobeventwriter.h"

#include "core/store/jobstore.h"

namespace SolveDeck {

JobEventWriter::JobEventWriter(const JobStore &store)
    : m_append(store.readQuery())
{
}

bool JobEventWriter::append(qint64 jobId, qint64 atMs, const QString &kind, const QString &detail)
{
    if (!m_prepared) {
        m_prepared = m_append.prepare(
            QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (?, ?, ?, ?)"));
        if (!m_prepared) {
            return false;
        }
    }
    return JobStore::run(m_append, {jobId, atMs, kind, detail});
}

bool JobEventWriter::appendToJobs(QSqlQuery &q,
                                  const QString &jobsWhere,
                                  const QVariantList &binds,
                                  qint64 atMs,
                                  const QString &kind,
                                  const QString &detail)
{
    // The casts give PostgreSQL the values' types, which it cannot infer for bound values in a select list.
    return JobStore::exec(q,
                          QStringLiteral(
                              "INSERT INTO job_events (job_id, at, kind, detail) SELECT id, CAST(? AS BIGINT),"
                              " CAST(? AS TEXT), CAST(? AS TEXT) FROM jobs WHERE %1")
                              .arg(jobsWhere),
                          QVariantList{atMs, kind, detail} + binds);
}

} // namespace SolveDeck
