#pragma once

#include "core/engine/batchplanner.h"
#include "core/engine/enginecontext.h"
#include "core/engine/multiiddetector.h"
#include "core/model/job.h"

#include <QString>

namespace SolveDeck {

// Polls every submitted task (res.php action=get) on the schedule the planner gives, collects tokens and fails
// tasks past their deadline. A task found past its deadline gets one last poll first: after a suspend or a
// stopped process the deadline passes while nothing could poll, and the token may well be waiting.
class Poller
{
public:
    Poller(EngineContext &context, EngineHooks &hooks);

    // in.php answered with `taskId` at `submittedAtMs` (engine time).
    void track(qint64 jobId, const QString &taskId, Method method, qint64 submittedAtMs);
    // After a restart: resume polling a stored submitted job from its stored submit time.
    void resume(const Job &job);
    // Sends the polls that are due; fails tasks whose last poll after the deadline found them still solving.
    void pollDue(qint64 nowMs);
    // When the next poll is due: the schedule's earliest task, or with batched polls the planned batch (planned
    // again after invalidatePlan()). 0 = none.
    qint64 nextDueAtMs();

    // Answers, submits or evidence changed what is known: the batch moment is planned again at the next arm.
    void invalidatePlan() { m_batchPlanned = false; }

    // Batched polls planned by the BatchPlanner: ids= works and polling is adaptive. With the fixed schedule,
    // ids= only joins the polls due at the same moment.
    bool batching() const;
    // threadsinfo (or an accepted speculative submit) says `finished` of the tasks submitted before
    // `probeSentAtMs` are done: poll the likeliest at once, or as soon as their interval allows.
    // Every task submitted before `atMs` was still solving then (threadsinfo showed none finished, or the account
    // refused a submit for want of a thread).
    void noteAllSolvingAt(qint64 atMs);
    void pollOnEvidence(int finished, qint64 probeSentAtMs, qint64 nowMs);
    // The key was fixed: tasks whose poll met the bad key are due again.
    void resumeAfterPause(qint64 nowMs);
    // Stops polling a job (canceled or retried); aborts its poll in flight.
    void forget(qint64 jobId);

    // Single polls or res.php ids= polls of every due task in one request: decided at start (and again after an
    // endpoint change or a malformed ids= answer) by the detector.
    MultiIdDetector &multiId() { return m_multiId; }

private:
    void sendPoll(const PolledTask &task, qint64 nowMs);
    void sendBatch(const QStringList &taskIds, const QList<qint64> &jobIds, qint64 nowMs);
    void sendPlannedBatch(qint64 nowMs);
    void planBatch(qint64 nowMs);
    void noteSent(qint64 plannedAtMs, qint64 nowMs);
    void noteAnswered(qint64 sentAtMs);
    void onAnswer(qint64 jobId, const QString &taskId, const ApiResult<PollOk> &answer);
    void onSolved(const PolledTask &task, const QString &token, qint64 nowMs);
    void onFailed(const PolledTask &task, const ApiFailure &failure, qint64 nowMs);
    void failDeadline(const PolledTask &task, qint64 nowMs);

    // A malformed ids= answer: single polls from now on; the batch's tasks are polled again singly at once (no
    // answer came for them, so no token is lost and no deadline is decided on it).
    void onMalformedBatch(const QList<qint64> &jobIds, const QStringList &taskIds, qint64 nowMs);

    EngineContext &c;
    EngineHooks &hooks;
    MultiIdDetector m_multiId;
    BatchPlanner m_batches;
    bool m_batchPlanned = false;
    qint64 m_nextBatchAtMs = 0;
    qint64 m_lastBatchSentAtMs = 0;
};

} // namespace SolveDeck
