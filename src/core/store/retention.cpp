#include "retention.h"

#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::Retention", "SolveDeck::RetentionPolicy", "SolveDeck")

namespace {

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

const QString &finishedStates()
{
    static const QString states = QStringLiteral("('solved', 'failed', 'canceled')");
    return states;
}

} // namespace

QString RetentionPolicy::describe() const
{
    QStringList parts;
    if (olderThanMs > 0) {
        const qint64 hours = olderThanMs / 3600'000;
        parts << (hours % 24 == 0 ? tr("finished more than %n day(s) ago", nullptr, int(hours / 24))
                                  : tr("finished more than %n hour(s) ago", nullptr, int(hours)));
    }
    if (keepNewest >= 0) {
        parts << tr("beyond the newest %1 finished").arg(keepNewest);
    }
    return parts.isEmpty() ? tr("nothing (no retention limit set)") : parts.join(tr(", "));
}

Retention::Retention(JobStore &store, const Clock &clock)
    : m_store(store)
    , m_clock(clock)
{
}

Result<QList<qint64>> Retention::candidates(const RetentionPolicy &policy) const
{
    if (policy.isEmpty()) {
        return QList<qint64>{};
    }
    QString sql = QStringLiteral("SELECT id FROM jobs WHERE state IN %1").arg(finishedStates());
    QVariantList binds;
    if (policy.olderThanMs > 0) {
        // finished_at is set by every finishing transition; a row without it (from an old version) counts by its
        // creation.
        sql += QStringLiteral(" AND (CASE WHEN finished_at > 0 THEN finished_at ELSE created_at END) < ?");
        binds << m_clock.nowMs() - policy.olderThanMs;
    }
    if (policy.keepNewest >= 0) {
        // The id of the newest kept job's successor boundary: every finished job below the Nth newest goes.
        sql += QStringLiteral(" AND id NOT IN (SELECT id FROM jobs WHERE state IN %1 ORDER BY id DESC%2)")
                   .arg(finishedStates(), m_store.dialect().limitOffset(policy.keepNewest, 0));
        binds << policy.keepNewest;
    }
    sql += QStringLiteral(" ORDER BY id");
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, sql, binds)) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     tr("Could not read which jobs to purge from %1: %2. Check that the database is reachable and "
                        "try again.")
                         .arg(m_store.label(), q.lastError().text())};
    }
    QList<qint64> ids;
    while (q.next()) {
        ids.append(q.value(0).toLongLong());
    }
    return ids;
}

Result<Retention::Outcome> Retention::purge(const RetentionPolicy &policy,
                                            const std::function<bool(qint64, qint64)> &progress,
                                            int batchSize)
{
    const Result<QList<qint64>> found = candidates(policy);
    if (!found) {
        return found.error();
    }
    const QList<qint64> &ids = found.value();
    batchSize = std::clamp(batchSize, 1, 500); // one IN list per batch: under every backend's parameter limit
    Outcome outcome;
    const QString about = policy.describe();
    for (qsizetype start = 0; start < ids.size(); start += batchSize) {
        const QList<qint64> chunk = ids.mid(start, batchSize);
        QVariantList binds;
        for (qint64 id : chunk) {
            binds << id;
        }
        const QString in = placeholders(chunk.size());
        qint64 deleted = 0;
        const Result<void> written = m_store.write(tr("purge finished jobs (%1)").arg(about), [&](QSqlQuery &q) {
            // Still finished: a job retried since it was counted stays.
            if (!JobStore::exec(q,
                                QStringLiteral("DELETE FROM job_events WHERE job_id IN (SELECT id FROM jobs WHERE id "
                                               "IN (%1) AND state IN %2)")
                                    .arg(in, finishedStates()),
                                binds)) {
                return false;
            }
            if (!JobStore::exec(q,
                                QStringLiteral("DELETE FROM jobs WHERE id IN (%1) AND state IN %2")
                                    .arg(in, finishedStates()),
                                binds)) {
                return false;
            }
            deleted = q.numRowsAffected();
            return AuditLog(m_store)
                .append(q,
                        QStringLiteral("jobs.purge"),
                        QStringLiteral("%1 purged (%2)").arg(auditCount(deleted, "finished job"), about));
        });
        if (!written) {
            return written.error();
        }
        outcome.purged += deleted;
        if (progress && !progress(start + chunk.size(), ids.size())) {
            break;
        }
    }
    if (!m_store.isPostgres() && outcome.purged > 0) {
        // Outside any transaction: hands the free pages back to the file system, a bounded number per statement
        // so a concurrent writer waits at most one step. A no-op on files without incremental auto-vacuum.
        auto freePages = [this]() -> qint64 {
            QSqlQuery q = m_store.readQuery();
            return q.exec(QStringLiteral("PRAGMA freelist_count")) && q.next() ? q.value(0).toLongLong() : -1;
        };
        const qint64 before = freePages();
        qint64 now = before;
        while (now > 0) {
            QSqlQuery vacuum = m_store.readQuery();
            if (!vacuum.exec(QStringLiteral("PRAGMA incremental_vacuum(1000)"))) {
                break;
            }
            while (vacuum.next()) {
            }
            const qint64 after = freePages();
            if (after < 0 || after >= now) {
                break; // no auto-vacuum on this file: its free pages stay for reuse
            }
            now = after;
        }
        outcome.pagesFreed = before > 0 ? before - now : 0;
    }
    return outcome;
}

} // namespace SolveDeck
