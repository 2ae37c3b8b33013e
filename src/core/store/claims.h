#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QSqlQuery>
#include <QString>
#include <QStringList>

namespace SolveDeck {

class JobStore;

// What Claims::claimDue takes: who claims, for which account, how many at most.
struct ClaimRequest
{
    QString engineId;
    QString account;
    qint64 dueAtMs = 0;           // queued jobs with next_attempt_at <= this
    int limit = 0;                // this engine's own room
    int ownBusy = 0;              // the threads this engine counts as held by its own tasks
    qint64 maybeAliveSinceMs = 0; // see Accounts::heldByOtherEngines
    bool beyondAccountCap = false;
};

// A task the server may still be solving although no job here waits for it: the last submit of a job that is
// queued again after its answer was lost (or after a crash mid-submit), or of a job canceled in flight. Such a task
// holds a thread of the plan until its deadline.
struct MaybeAliveTask
{
    qint64 jobId = 0;
    Method method = Method::RecaptchaV2;
    qint64 submitSentAtMs = 0;
};

// Claim before submit (docs/architecture.md "Leases"): the only way a queued job becomes submitting, so every
// engine on the database honours the operator's pause, the authorised hosts and the account's shared cap. The
// transitions that follow carry the claim (JobClaim) and change nothing once another engine holds the job. The
// claims of engines gone (their lease lapsed, Leases) are taken over by reapEngines. Changed jobs are announced on
// the store's jobsChanged.
class Claims
{
public:
    explicit Claims(JobStore &store);

    // One transaction: claims up to `limit` due queued jobs for `engineId`, and no
    // more than the account's free threads (effective cap minus ownBusy minus Accounts::heldByOtherEngines) unless
    // `beyondAccountCap` (a speculative submit: the server, not the count, is the arbiter then). Nothing while the
    // queue is paused (QueueControl); only jobs for authorised hosts (AuthorisedHosts). Each claimed job: queued ->
    // submitting, attempts + 1, claimed_by = engineId, account, submit_sent_at = now, with its event; announced on
    // the store's jobsChanged. PostgreSQL: the account row is locked (FOR UPDATE) and the jobs are picked FOR UPDATE
    // SKIP LOCKED; SQLite: the write transaction serializes. The order: fair between the jobs' owners (the operator
    // and the gateway's clients: FairShare, weighted by each client's limit, each client never past its own limit),
    // and within one owner the uncertain re-sends first, then the earliest due, then by id.
    Result<QList<Job>> claimDue(const ClaimRequest &request);

    // Of the jobs the last claimDue claimed, those whose earlier send may still hold a thread at the service
    // (submit_sent_at at or after the request's maybeAliveSinceMs) and was counted by another engine, which claimed
    // them last (a lost answer, a crash mid-submit): the claimer counts that thread from now on, as the engine whose
    // answer was lost counts its own. A clean-clone CI's team test saw 4 threads busy under a shared cap of 3.
    QList<MaybeAliveTask> earlierSendsTaken() const { return m_earlierSends; }

    // The tasks that may still hold a thread: submitted at or after `sentSinceMs` and now queued or canceled (and
    // claimed by `claimedBy`, when given), in id order.
    QList<MaybeAliveTask> tasksMaybeAlive(qint64 sentSinceMs, const QString &claimedBy = {}) const;

    // What reapEngines did: submitting jobs queued again (their submit's fate is unknown) and submitted jobs that
    // the caller now polls (they keep their task id and attempt; they are never submitted again).
    struct Reaped
    {
        QList<qint64> requeued;
        QList<Job> adopted;
    };

    // One transaction: removes the rows of `deadEngineIds`, then every job claimed by an engine that has no row
    // (dead, stopped, or from before leases) goes to `engineId`: submitting -> queued with an uncertain_submit
    // event; submitted -> claimed_by = engineId with an adopted event; queued or canceled with a task that may still
    // be alive (submit_sent_at > 0) -> claimed_by = engineId, so that engine counts the thread it may hold.
    Result<Reaped> reapEngines(const QString &engineId, const QStringList &deadEngineIds);

private:
    // Inside the claim's transaction: up to `room` due jobs, shared fairly between their owners (FairShare; the
    // operator and unlimited clients weigh `weightOfUnlimited`), appended to `ids` in claim order. False with
    // q.lastError() on a failed read.
    bool pickFairly(QSqlQuery &q, qint64 dueAtMs, int room, int weightOfUnlimited, QList<qint64> &ids);

    QList<MaybeAliveTask> m_earlierSends;

    JobStore &m_store;
};

} // namespace SolveDeck
