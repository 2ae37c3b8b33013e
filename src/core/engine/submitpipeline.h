#pragma once

#include "core/engine/enginecontext.h"
#include "core/engine/poller.h"
#include "core/engine/resendqueue.h"

#include <QHash>

namespace SolveDeck {

// The safety path of a job: claim a free thread, persist, submit, record the answer.
//   dispatch: while this engine (the governor) and the account (every engine on the database) have room, claim
//             due queued jobs, oldest due first; the claim marks them submitting for this engine and attempt;
//   submit:   the claim is committed before in.php is sent (found so after a crash: an uncertain submit);
//   answer:   a task id is recorded before its first poll (Poller::track); a refusal is decided by the error
//             policy (wait for a thread, retry later, pause, fail the job).
// A submit whose answer was lost (uncertain) keeps its claim: the job waits in the ResendQueue and goes again before
// any job not yet tried, once the service has answered since and a thread is free; its lost task counts against the
// cap until the account shows it free (CapacityGovernor). At LostAnswerPolicy's bound (which rests on how other jobs'
// submits fared) the job ends, failed with SUBMIT_ANSWERS_LOST.
// One RetryState per job carries its back-off counts between attempts.
class SubmitPipeline
{
public:
    SubmitPipeline(EngineContext &context, EngineHooks &hooks, Poller &poller);

    void dispatch(qint64 nowMs);
    // Submits are held because their answers are lost: send one job (a held one first) to see whether answers come
    // back.
    void trySubmit(qint64 nowMs);

    // Earliest next attempt among queued jobs (wall clock, as stored); 0 = none queued. Refreshed at each dispatch
    // and store check.
    qint64 nextQueuedAtWallMs() const { return m_nextQueuedAtWallMs; }

    void refreshNextQueued();

    // Speculation: when the user's cap is the plan's size and every counted thread is busy, send the next job's
    // in.php the moment a thread is likely free (AdaptiveOracle); the server refuses one that comes early.
    void planSpeculativeSubmit(qint64 nowMs);

    qint64 nextSpeculativeAtMs() const { return m_nextSpeculativeAtMs; }

    void submitSpeculatively(qint64 nowMs);

    bool hasSubmitsInFlight() const { return !m_submits.isEmpty() || !m_resends.isEmpty(); }

    // Jobs whose lost submit waits to go again, and of them those the service has answered since (they wait for a
    // thread).
    int resendsHeld() const { return m_resends.size(); }

    int resendsReady() const { return m_resends.ready(c.apiAnswers); }

    int speculativeInFlight() const;
    // Stops a job's submit in flight (canceled by the user): its answer is ignored.
    void abort(qint64 jobId);

    // Back-off and lost-answer counts start afresh (the user retried the job).
    void forget(qint64 jobId);

    // Lost tasks the account showed free (CapacityGovernor::takeFreedTasks): one shown free sooner than its method
    // solves after its submit was never made, and does not count towards the job's bound.
    void noteFreedTasks();

    // The engine stops: jobs held for a re-send are queued again at their place (their claim ends with this run).
    void requeueHeld();

    void clear();

private:
    struct InFlight
    {
        ApiService::RequestId request = 0;
        Job job;
        qint64 sentAtMs = 0;
        qint64 speculativeSentAtMs = 0; // 0 = an ordinary submit
        int releasedTasksAtSend = 0;    // CapacityGovernor::releasedTasks() when it was sent
    };

    // What a job's earlier attempts ran into, for the next back-off. In memory only: a restart starts afresh,
    // which only makes the next wait shorter, never the cap looser.
    struct RetryState
    {
        int capacityRefusals = 0;
        qint64 capacityWaitSinceMs = 0; // 0 = not waiting for a thread
        int transientFailures = 0;
    };

    bool speculationAllowed(qint64 nowMs) const;
    // Logs (debug) what holds the threads while due jobs wait, when it changed.
    void traceHeld(bool stillDue, qint64 nowMs);
    // Sends up to `room` jobs: held re-sends first (queued again at their place, ahead of jobs not yet tried), then
    // the queue's due jobs, in one claim.
    void send(int room, qint64 nowMs);
    // Puts up to `room` held re-sends whose loss the service has answered since back at their place in the queue.
    void releaseResends(int room, qint64 nowMs);
    // Claims up to `limit` due jobs for this engine (empty: none due, no free thread, or the database failed).
    QList<Job> claim(int limit, bool beyondAccountCap);
    // Sends in.php for a job this engine claimed.
    void submit(const Job &job, bool speculative);
    void onAnswer(qint64 jobId, const ApiResult<SubmitOk> &answer);
    void onSubmitted(qint64 jobId, Method method, const QString &taskId, qint64 nowMs);
    void onSpeculativeRefusal(const Job &job, const ApiFailure &failure, qint64 sentAtMs);
    // Where a job claimed earlier goes back in the queue to keep its turn: the due moment it was claimed at (wall).
    qint64 placeOf(const Job &job) const;
    void onFailed(const InFlight &sent, const ApiFailure &failure, qint64 nowMs);
    // The answer was lost: the task may exist. Held for a re-send, or at the bound failed for the operator.
    void onLost(const InFlight &sent, const ApiFailure &failure, ErrorAction action, qint64 nowMs);
    // Back to the queue, due at `atMs` (engine time; 0 = at once), with a timeline event.
    void requeue(qint64 jobId, qint64 atMs, const char *kind, const QString &detail);
    void requeueAtWall(qint64 jobId, qint64 atWallMs, const char *kind, const QString &detail);
    void fail(qint64 jobId, const QString &code, const QString &detail);
    void recordEvent(qint64 jobId, const char *kind, const QString &detail);

    EngineContext &c;
    EngineHooks &hooks;
    Poller &poller;
    QHash<qint64, InFlight> m_submits;
    QHash<qint64, RetryState> m_retries;
    ResendQueue m_resends;
    qint64 m_nextQueuedAtWallMs = 0;
    qint64 m_nextSpeculativeAtMs = 0;
    int m_speculativeRefusals = 0;
    QString m_lastHeldTrace;
};

} // namespace SolveDeck
