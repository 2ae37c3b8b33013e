#include "jobhistory.h"

#include "core/store/auditlog.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QStringList>

#include <algorithm>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::JobHistory", "SolveDeck")

namespace {

// Placeholders for IN lists are built from the count only; the values are always bound. 500 stays well under
// SQLite's and PostgreSQL's bound-parameter limits (as JobStore's own chunks).
constexpr int kIdsPerStatement = 500;

QString placeholders(qsizetype count)
{
    QStringList marks;
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

Error readError(const JobStore &store, const QSqlQuery &q)
{
    qCWarning(lcStore) << "history read failed:" << q.lastError().text();
    return Error{QStringLiteral("DB_READ_FAILED"),
                 tr("Could not read the job history from %1: %2. Check that the database is reachable and try "
                    "again.")
                     .arg(store.label(), q.lastError().text())};
}

QVariantList stateBinds(const QList<JobState> &states)
{
    QVariantList binds;
    for (JobState s : states) {
        binds << jobStateName(s);
    }
    return binds;
}

} // namespace

JobHistory::JobHistory(JobStore &store, const Clock &clock)
    : m_store(store)
    , m_clock(clock)
{
}

Result<qint64> JobHistory::count(const JobFilter &filter) const
{
    QVariantList binds;
    const QString where = filter.sqlCondition(binds);
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT COUNT(*) FROM jobs WHERE ") + where, binds) || !q.next()) {
        return readError(m_store, q);
    }
    return q.value(0).toLongLong();
}

Result<qint64> JobHistory::forEachPage(const JobFilter &filter,
                                       int pageSize,
                                       const std::function<bool(const QList<Job> &)> &page) const
{
    pageSize = std::max(pageSize, 1);
    QVariantList filterBinds;
    const QString where = filter.sqlCondition(filterBinds);
    const QString sql = QStringLiteral("SELECT %1 FROM jobs WHERE id > ? AND %2 ORDER BY id%3")
                            .arg(JobRow::columns(), where, m_store.dialect().limitOffset(pageSize, 0));
    qint64 lastId = 0;
    qint64 read = 0;
    QList<Job> jobs;
    jobs.reserve(pageSize);
    while (true) {
        QSqlQuery q = m_store.readQuery();
        QVariantList binds{lastId};
        binds += filterBinds;
        binds << pageSize;
        if (!JobStore::exec(q, sql, binds)) {
            return readError(m_store, q);
        }
        jobs.clear();
        while (q.next()) {
            jobs.append(JobRow::fromQuery(q));
        }
        q.finish();
        if (jobs.isEmpty()) {
            return read;
        }
        read += jobs.size();
        lastId = jobs.constLast().id;
        if (!page(jobs)) {
            return Error{QStringLiteral("CANCELED"), tr("Canceled after %n job(s).", nullptr, int(read))};
        }
        if (jobs.size() < pageSize) {
            return read;
        }
    }
}

Result<QHash<qint64, QList<JobEvent>>> JobHistory::eventsOf(const QList<qint64> &ids) const
{
    QHash<qint64, QList<JobEvent>> byJob;
    for (qsizetype start = 0; start < ids.size(); start += kIdsPerStatement) {
        const QList<qint64> chunk = ids.mid(start, kIdsPerStatement);
        QVariantList binds;
        for (qint64 id : chunk) {
            binds << id;
        }
        QSqlQuery q = m_store.readQuery();
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT id, job_id, at, kind, detail FROM job_events WHERE job_id IN (%1)"
                                           " ORDER BY job_id, id")
                                .arg(placeholders(chunk.size())),
                            binds)) {
            return readError(m_store, q);
        }
        while (q.next()) {
            JobEvent e;
            e.id = q.value(0).toLongLong();
            e.jobId = q.value(1).toLongLong();
            e.atMs = q.value(2).toLongLong();
            e.kind = q.value(3).toString();
            e.detail = q.value(4).toString();
            byJob[e.jobId].append(e);
        }
    }
    return byJob;
}

QList<JobState> JobHistory::allowedStates(BulkAction action)
{
    switch (action) {
    case BulkAction::Cancel:
        return {JobState::Queued, JobState::Submitting, JobState::Submitted};
    case BulkAction::Retry:
        return {JobState::Failed, JobState::Canceled};
    case BulkAction::Delete:
        return {JobState::Solved, JobState::Failed, JobState::Canceled};
    }
    return {};
}

QString JobHistory::actionName(BulkAction action)
{
    switch (action) {
    case BulkAction::Cancel:
        return QStringLiteral("cancel");
    case BulkAction::Retry:
        return QStringLiteral("retry");
    case BulkAction::Delete:
        return QStringLiteral("delete");
    }
    return {};
}

Result<QList<qint64>> JobHistory::eligible(BulkAction action, const JobFilter &filter) const
{
    QVariantList binds;
    const QString where = filter.sqlCondition(binds);
    const QList<JobState> allowed = allowedStates(action);
    binds += stateBinds(allowed);
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT id FROM jobs WHERE %1 AND state IN (%2) ORDER BY id")
                            .arg(where, placeholders(allowed.size())),
                        binds)) {
        return readError(m_store, q);
    }
    QList<qint64> ids;
    while (q.next()) {
        ids.append(q.value(0).toLongLong());
    }
    return ids;
}

Result<JobHistory::BulkOutcome> JobHistory::apply(BulkAction action, const QList<qint64> &ids, const QString &about)
{
    const QList<JobState> allowed = allowedStates(action);
    const QString lock = m_store.dialect().lockRows();
    return act(
        action,
        about,
        [&](QSqlQuery &q, QList<qint64> &acting) {
        // Which of the given jobs are still in an allowed state, read inside the write transaction (and locked on
        // PostgreSQL), so nothing changes them between this look and the update.
        for (qsizetype start = 0; start < ids.size(); start += kIdsPerStatement) {
            const QList<qint64> chunk = ids.mid(start, kIdsPerStatement);
            QVariantList binds;
            for (qint64 id : chunk) {
                binds << id;
            }
            binds += stateBinds(allowed);
            if (!JobStore::exec(q,
                                QStringLiteral("SELECT id FROM jobs WHERE id IN (%1) AND state IN (%2) ORDER BY id%3")
                                    .arg(placeholders(chunk.size()), placeholders(allowed.size()), lock),
                                binds)) {
                return false;
            }
            while (q.next()) {
                acting.append(q.value(0).toLongLong());
            }
        }
        std::sort(acting.begin(), acting.end());
        return true;
        },
        ids);
}

Result<JobHistory::BulkOutcome> JobHistory::applyMatching(BulkAction action, const JobFilter &filter)
{
    const QList<JobState> allowed = allowedStates(action);
    return act(
        action,
        filter.describe(),
        [&](QSqlQuery &q, QList<qint64> &acting) {
        QVariantList binds;
        const QString where = filter.sqlCondition(binds);
        binds += stateBinds(allowed);
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT id FROM jobs WHERE %1 AND state IN (%2) ORDER BY id%3")
                                .arg(where, placeholders(allowed.size()), m_store.dialect().lockRows()),
                            binds)) {
            return false;
        }
        while (q.next()) {
            acting.append(q.value(0).toLongLong());
        }
        return true;
        },
        {});
}

Result<JobHistory::BulkOutcome> JobHistory::act(BulkAction action,
                                                const QString &about,
                                                const std::function<bool(QSqlQuery &, QList<qint64> &)> &pick,
                                                const QList<qint64> &given)
{
    BulkOutcome outcome;
    const qint64 now = m_clock.nowMs();
    const QString name = actionName(action);
    const QString what = tr("%1 jobs (%2)").arg(name, about);
    Result<void> written = m_store.write(what, [&](QSqlQuery &q) {
        outcome.acted.clear();
        if (!pick(q, outcome.acted)) {
            return false;
        }
        const QString kind = action == BulkAction::Cancel ? QString::fromLatin1(EventKind::Canceled)
                                                          : QString::fromLatin1(EventKind::Retried);
        const QString detail = tr("bulk %1: %2").arg(name, about);
        for (qsizetype start = 0; start < outcome.acted.size(); start += kIdsPerStatement) {
            const QList<qint64> chunk = outcome.acted.mid(start, kIdsPerStatement);
            QVariantList idBinds;
            for (qint64 id : chunk) {
                idBinds << id;
            }
            const QString in = placeholders(chunk.size());
            bool ok = true;
            switch (action) {
            case BulkAction::Cancel:
                // As JobStore::cancel: the engine stops polling a canceled task when it hears of the change.
                ok = JobStore::exec(q,
                                    QStringLiteral("UPDATE jobs SET state = ?, finished_at = ? WHERE id IN (%1)")
                                        .arg(in),
                                    QVariantList{jobStateName(JobState::Canceled), now} + idBinds);
                break;
            case BulkAction::Retry:
                // As JobStore::retry: a new task from scratch, due at once.
                ok = JobStore::exec(q,
                                    QStringLiteral(
                                        "UPDATE jobs SET state = ?, task_id = '', token = '', token_expires_at = 0,"
                                        " error_code = '', error_detail = '', submitted_at = 0, ready_at = 0,"
                                        " collected_at = 0, finished_at = 0, next_attempt_at = ? WHERE id IN (%1)")
                                        .arg(in),
                                    QVariantList{jobStateName(JobState::Queued), now} + idBinds);
                break;
            case BulkAction::Delete:
                ok = JobStore::exec(q, QStringLiteral("DELETE FROM job_events WHERE job_id IN (%1)").arg(in), idBinds)
                  && JobStore::exec(q, QStringLiteral("DELETE FROM jobs WHERE id IN (%1)").arg(in), idBinds);
                break;
            }
            if (!ok) {
                return false;
            }
            if (action == BulkAction::Delete) {
                continue;
            }
            // The acted-on rows of this chunk, now in their new state: one timeline event each.
            if (!JobEventWriter::appendToJobs(q, QStringLiteral("id IN (%1)").arg(in), idBinds, now, kind, detail)) {
                return false;
            }
        }
        return AuditLog(m_store).append(q,
                                        QStringLiteral("jobs.") + name,
                                        QStringLiteral("%1 of %2 matching: %3")
                                            .arg(auditCount(outcome.acted.size(), "job"))
                                            .arg(given.isEmpty() ? outcome.acted.size() : given.size())
                                            .arg(about));
    });
    if (!written) {
        return written.error();
    }
    if (!given.isEmpty()) {
        // Given but not acted on: changed state (or deleted) since they were counted.
        QSet<qint64> acted(outcome.acted.cbegin(), outcome.acted.cend());
        for (qint64 id : given) {
            if (!acted.contains(id)) {
                outcome.skipped.append(id);
            }
        }
    }
    if (!outcome.acted.isEmpty()) {
        m_store.announceChanges(outcome.acted);
    }
    return outcome;
}

} // namespace SolveDeck
