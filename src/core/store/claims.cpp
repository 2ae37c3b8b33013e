#include "claims.h"

#include "core/store/accounts.h"
#include "core/store/authorisedhosts.h"
#include "core/store/fairshare.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "core/store/storelogging.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

namespace {

// The queued jobs an engine may claim now: due, and for an authorised host (AuthorisedHosts), with their owner
// bound as the first value and the due time as the second.
QString dueJobsOfOwner()
{
    // 'queued' is written out (not bound) so that SQLite can use the partial index of uncertain re-sends.
    return QStringLiteral("jobs.owner = ? AND jobs.state = 'queued' AND jobs.next_attempt_at <= ? AND %1")
        .arg(AuthorisedHosts::sqlClaimableCondition());
}

} // namespace

Claims::Claims(JobStore &store)
    : m_store(store)
{
}

Result<QList<Job>> Claims::claimDue(const ClaimRequest &r)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    if (r.limit <= 0) {
        return QList<Job>{};
    }
    const QString what = QCoreApplication::translate("JobStore", "claim jobs to submit");
    const qint64 now = m_store.clock().nowMs();
    QList<qint64> ids;
    QList<MaybeAliveTask> earlierSends;
    m_earlierSends.clear();
    {
        StoreTransaction tx(m_store);
        if (!tx.active()) {
            return m_store.writeError(what, tx.error());
        }
        QSqlQuery q = m_store.readQuery();
        // The operator's pause (QueueControl) holds every engine on the database: nothing is claimed while it lasts.
        bool paused = false;
        if (!QueueControl::readPaused(q, paused)) {
            return m_store.writeError(what, q.lastError());
        }
        if (paused) {
            return QList<Job>{};
        }
        if (!Accounts::ensureRow(q, r.account, now)) {
            return m_store.writeError(what, q.lastError());
        }
        // Claimers of one account queue here (PostgreSQL: the row lock; SQLite: the write lock already held), so
        // each counts the others' claims once they are committed.
        int cap = 0;
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT thread_cap, plan_threads FROM accounts WHERE fingerprint = ?%1")
                                .arg(m_store.dialect().lockRows()),
                            {r.account})
            || !q.next()) {
            return m_store.writeError(what, q.lastError());
        }
        {
            AccountCapacity capacity;
            capacity.threadCap = q.value(0).toInt();
            capacity.planThreads = q.value(1).toInt();
            cap = capacity.effectiveCap();
        }
        q.finish();
        int room = r.limit;
        if (!r.beyondAccountCap && cap > 0) {
            room = std::min(room,
                            cap - r.ownBusy
                                - Accounts(m_store).heldByOtherEngines(r.account, r.engineId, r.maybeAliveSinceMs));
        }
        if (room <= 0) {
            return QList<Job>{};
        }
        // Fair between owners (the operator and each gateway client): FairShare picks whose job comes next.
        const int weightOfUnlimited = cap > 0 ? cap : room;
        if (!pickFairly(q, r.dueAtMs, room, weightOfUnlimited, ids)) {
            return m_store.writeError(what, q.lastError());
        }
        QSqlQuery update = m_store.readQuery();
        if (!update.prepare(QStringLiteral("UPDATE jobs SET state = ?, attempts = attempts + 1, submit_sent_at = ?,"
                                           " claimed_by = ?, account = ? WHERE id = ? AND state = ?"))) {
            return m_store.writeError(what, update.lastError());
        }
        JobEventWriter events(m_store);
        const QString detail = QCoreApplication::translate("JobStore", "attempt %1");
        QList<qint64> claimed;
        QSqlQuery before = m_store.readQuery();
        for (qint64 id : std::as_const(ids)) {
            // What the claim replaces: the attempt, and an earlier send that may still hold a thread at the service
            // (a lost answer, a crash mid-submit) when another engine counted it.
            if (!JobStore::exec(before,
                                QStringLiteral("SELECT attempts, claimed_by, submit_sent_at, method FROM jobs"
                                               " WHERE id = ?"),
                                {id})
                || !before.next()) {
                return m_store.writeError(what, before.lastError());
            }
            const int attempt = before.value(0).toInt() + 1;
            MaybeAliveTask earlier;
            earlier.jobId = id;
            earlier.method = methodFromName(before.value(3).toString()).value_or(Method::RecaptchaV2);
            earlier.submitSentAtMs = before.value(2).toLongLong();
            const bool countedElsewhere = before.value(1).toString() != r.engineId;
            before.finish();
            if (!JobStore::run(update,
                               {jobStateName(JobState::Submitting),
                                now,
                                r.engineId,
                                r.account,
                                id,
                                jobStateName(JobState::Queued)})) {
                return m_store.writeError(what, update.lastError());
            }
            if (update.numRowsAffected() != 1) {
                continue;
            }
            if (!events.append(id, now, QString::fromLatin1(EventKind::Submitting), detail.arg(attempt))) {
                return m_store.writeError(what, events.lastError());
            }
            if (countedElsewhere && earlier.submitSentAtMs > 0 && earlier.submitSentAtMs >= r.maybeAliveSinceMs) {
                earlierSends << earlier;
            }
            claimed << id;
        }
        ids = claimed;
        if (!tx.commit()) {
            return m_store.writeError(what, tx.error());
        }
        m_earlierSends = earlierSends;
    }
    if (ids.isEmpty()) {
        return QList<Job>{};
    }
    m_store.announceChanges(ids);
    return m_store.jobsByIds(ids);
}

bool Claims::pickFairly(QSqlQuery &q, qint64 dueAtMs, int room, int weightOfUnlimited, QList<qint64> &ids)
{
    // Every owner with a due, claimable job: the operator (0) and the clients, with its jobs in flight, its limit
    // and whether its next job is an uncertain re-send. One statement; each part is a seek on jobs_owner_queue.
    const QString perOwner = dueJobsOfOwner().replace(QStringLiteral("jobs.owner = ?"),
                                                      QStringLiteral("jobs.owner = o.id"));
    if (!JobStore::exec(q,
                        QStringLiteral(
                            "SELECT o.id, o.max_in_flight, o.due,"
                            " (SELECT COUNT(*) FROM jobs WHERE jobs.owner = o.id AND jobs.state IN (?, ?)),"
                            " CASE WHEN EXISTS (SELECT 1 FROM jobs WHERE %1 AND jobs.submit_sent_at > 0) THEN 1"
                            " ELSE 0 END"
                            " FROM (SELECT c.id, c.max_in_flight, (SELECT jobs.next_attempt_at FROM jobs WHERE %2"
                            " ORDER BY jobs.next_attempt_at LIMIT 1) AS due"
                            " FROM (SELECT 0 AS id, 0 AS max_in_flight UNION ALL SELECT id, max_in_flight FROM clients)"
                            " AS c) AS o WHERE o.due IS NOT NULL")
                            .arg(perOwner,
                                 QString(perOwner).replace(QStringLiteral("jobs.owner = o.id"),
                                                           QStringLiteral("jobs.owner = c.id"))),
                        {jobStateName(JobState::Submitting), jobStateName(JobState::Submitted), dueAtMs, dueAtMs})) {
        return false;
    }
    QList<OwnerDemand> demands;
    while (q.next()) {
        OwnerDemand demand;
        demand.owner = q.value(0).toLongLong();
        demand.limit = q.value(1).toInt();
        demand.dueAtMs = q.value(2).toLongLong();
        demand.running = q.value(3).toInt();
        demand.resend = q.value(4).toInt() != 0;
        // A limit beyond the cap means no more than the cap.
        demand.weight = demand.limit > 0 ? std::min(demand.limit, weightOfUnlimited) : weightOfUnlimited;
        demands << demand;
    }
    q.finish();

    // Each owner's due jobs are read once, the uncertain re-sends first, then by due time and id.
    FairShare share(demands);
    QHash<qint64, QList<qint64>> queued;
    auto fetch = [&](qint64 owner, int count, const QString &which, QList<qint64> &into) {
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT jobs.id FROM jobs WHERE %1 AND %2 ORDER BY jobs.next_attempt_at,"
                                           " jobs.id LIMIT ?%3")
                                .arg(dueJobsOfOwner(), which, m_store.dialect().lockRowsSkipLocked()),
                            {owner, dueAtMs, count})) {
            return false;
        }
        while (q.next()) {
            into << q.value(0).toLongLong();
        }
        q.finish();
        return true;
    };
    while (ids.size() < room) {
        const std::optional<qint64> owner = share.next();
        if (!owner) {
            break;
        }
        if (!queued.contains(*owner)) {
            const int wanted = room - int(ids.size());
            QList<qint64> &jobs = queued[*owner];
            if (!fetch(*owner, wanted, QStringLiteral("jobs.submit_sent_at > 0"), jobs)
                || (jobs.size() < wanted
                    && !fetch(*owner, wanted - int(jobs.size()), QStringLiteral("jobs.submit_sent_at <= 0"), jobs))) {
                return false;
            }
        }
        QList<qint64> &jobs = queued[*owner];
        if (jobs.isEmpty()) {
            share.exhausted(*owner);
            continue;
        }
        ids << jobs.takeFirst();
        share.take(*owner);
    }
    return true;
}

Result<Claims::Reaped> Claims::reapEngines(const QString &engineId, const QStringList &deadEngineIds)
{
    if (!m_store.isOpen()) {
        return m_store.notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "take over the jobs of stopped engines");
    const qint64 now = m_store.clock().nowMs();
    Reaped reaped;
    QList<qint64> adoptedIds;
    QList<qint64> changed;
    {
        StoreTransaction tx(m_store);
        if (!tx.active()) {
            return m_store.writeError(what, tx.error());
        }
        QSqlQuery q = m_store.readQuery();
        for (const QString &dead : deadEngineIds) {
            if (dead == engineId) {
                continue;
            }
            if (!JobStore::exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {dead})) {
                return m_store.writeError(what, q.lastError());
            }
        }

        // Jobs whose claimant has no row: a dead engine reaped just now or earlier, one that stopped, or a job
        // from before leases (claimed_by ''). The row locks of PostgreSQL and the write lock of SQLite make two
        // engines reaping at once take each job once: the second finds claimed_by already a live engine.
        struct Orphan
        {
            qint64 id;
            JobState state;
            QString claimant;
        };

        QList<Orphan> orphans;
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT id, state, claimed_by FROM jobs WHERE (state IN (?, ?)"
                                           " OR (state IN (?, ?) AND submit_sent_at > 0))"
                                           " AND claimed_by <> ? AND claimed_by NOT IN (SELECT id FROM engines)"
                                           " ORDER BY id%1")
                                .arg(m_store.dialect().lockRows()),
                            {jobStateName(JobState::Submitting),
                             jobStateName(JobState::Submitted),
                             jobStateName(JobState::Queued),
                             jobStateName(JobState::Canceled),
                             engineId})) {
            return m_store.writeError(what, q.lastError());
        }
        while (q.next()) {
            orphans << Orphan{q.value(0).toLongLong(),
                              jobStateFromName(q.value(1).toString()).value_or(JobState::Failed),
                              q.value(2).toString()};
        }
        q.finish();
        QSqlQuery update = m_store.readQuery();
        JobEventWriter events(m_store);
        const QString gone = QCoreApplication::translate("JobStore", "engine %1 stopped or its lease lapsed");
        for (const Orphan &o : orphans) {
            const QString claimant = o.claimant.isEmpty() ? QCoreApplication::translate("JobStore", "an earlier run")
                                                          : o.claimant;
            if (o.state == JobState::Submitting) {
                if (!JobStore::exec(update,
                                    QStringLiteral("UPDATE jobs SET state = ?, task_id = '', next_attempt_at = ?,"
                                                   " claimed_by = ? WHERE id = ? AND state = ? AND claimed_by = ?"),
                                    {jobStateName(JobState::Queued),
                                     now,
                                     engineId,
                                     o.id,
                                     jobStateName(JobState::Submitting),
                                     o.claimant})) {
                    return m_store.writeError(what, update.lastError());
                }
                if (update.numRowsAffected() == 1) {
                    if (!events.append(o.id,
                                       now,
                                       QString::fromLatin1(EventKind::UncertainSubmit),
                                       gone.arg(claimant)
                                           + QCoreApplication::translate("JobStore",
                                                                         " while submitting: the submit may or "
                                                                         "may not have reached the service; "
                                                                         "queued again"))) {
                        return m_store.writeError(what, events.lastError());
                    }
                    reaped.requeued << o.id;
                    changed << o.id;
                }
                continue;
            }
            if (!JobStore::exec(update,
                                QStringLiteral(
                                    "UPDATE jobs SET claimed_by = ? WHERE id = ? AND state = ? AND claimed_by = ?"),
                                {engineId, o.id, jobStateName(o.state), o.claimant})) {
                return m_store.writeError(what, update.lastError());
            }
            if (update.numRowsAffected() == 1 && o.state == JobState::Submitted) {
                if (!events.append(o.id,
                                   now,
                                   QString::fromLatin1(EventKind::Adopted),
                                   gone.arg(claimant)
                                       + QCoreApplication::translate("JobStore", "; polled by engine %1 from now on")
                                             .arg(engineId))) {
                    return m_store.writeError(what, events.lastError());
                }
                adoptedIds << o.id;
                changed << o.id;
            }
        }
        if (!tx.commit()) {
            return m_store.writeError(what, tx.error());
        }
    }
    reaped.adopted = m_store.jobsByIds(adoptedIds);
    if (!changed.isEmpty()) {
        qCInfo(lcStore) << "engine" << engineId << "requeued" << reaped.requeued.size() << "and adopted"
                        << reaped.adopted.size() << "jobs of stopped engines";
        m_store.announceChanges(changed);
    }
    return reaped;
}

QList<MaybeAliveTask> Claims::tasksMaybeAlive(qint64 sentSinceMs, const QString &claimedBy) const
{
    QList<MaybeAliveTask> tasks;
    if (!m_store.isOpen()) {
        return tasks;
    }
    QSqlQuery q = m_store.readQuery();
    QVariantList binds{sentSinceMs, jobStateName(JobState::Queued), jobStateName(JobState::Canceled)};
    if (!claimedBy.isEmpty()) {
        binds << claimedBy;
    }
    if (!JobStore::exec(q,
                        QStringLiteral(
                            "SELECT id, method, submit_sent_at FROM jobs"
                            " WHERE submit_sent_at >= ? AND submit_sent_at > 0 AND state IN (?, ?)%1 ORDER BY id")
                            .arg(claimedBy.isEmpty() ? QString() : QStringLiteral(" AND claimed_by = ?")),
                        binds)) {
        qCWarning(lcStore) << "tasksMaybeAlive failed:" << q.lastError().text();
        return tasks;
    }
    while (q.next()) {
        MaybeAliveTask task;
        task.jobId = q.value(0).toLongLong();
        task.method = methodFromName(q.value(1).toString()).value_or(Method::RecaptchaV2);
        task.submitSentAtMs = q.value(2).toLongLong();
        tasks.append(task);
    }
    return tasks;
}

} // namespace SolveDeck
