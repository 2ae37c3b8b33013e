#include "submitpipeline.h"

#include "core/engine/enginelogging.h"
#include "core/store/claims.h"

#include <algorithm>

namespace SolveDeck {

SubmitPipeline::SubmitPipeline(EngineContext &context, EngineHooks &engineHooks, Poller &jobPoller)
    : c(context)
    , hooks(engineHooks)
    , poller(jobPoller)
{
}

void SubmitPipeline::refreshNextQueued()
{
    m_nextQueuedAtWallMs = c.store->nextQueuedAttemptAtMs();
}

void SubmitPipeline::dispatch(qint64 nowMs)
{
    // Until threadsinfo has answered once, the plan's size is unknown and the user's cap may be above it:
    // submitting then would only collect refusals.
    if (!hooks.submitsAllowed() || !hooks.planChecked()) {
        return;
    }
    // A database that cannot take what the server answers must not be given more to keep (the engine's journal
    // retry finds out when it takes writes again).
    if (c.journal.failingSinceMs() > 0) {
        return;
    }
    const int room = c.governor.freeSlots(nowMs);
    if (room > 0) {
        for (const Job &job : claim(room, false)) {
            submit(job, false);
        }
    }
    refreshNextQueued();
    // Jobs still due after the claim wait for a free thread (for the waiting reasons and the dock).
    const bool stillDue = m_nextQueuedAtWallMs > 0 && m_nextQueuedAtWallMs <= c.dueWallNow();
    if (!stillDue) {
        c.waitingForThreadSinceWallMs = 0;
    } else if (c.waitingForThreadSinceWallMs == 0) {
        c.waitingForThreadSinceWallMs = c.wallNow();
    }
}

QList<Job> SubmitPipeline::claim(int limit, bool beyondAccountCap)
{
    // Persist before acting: the claim marks the jobs submitting for this engine (found so after a crash, or after
    // this engine's lease lapsed, a job is queued again as an uncertain submit), within the account's free threads
    // shared by every engine on the database.
    ClaimRequest request;
    request.engineId = c.engineId;
    request.account = c.account;
    request.dueAtMs = c.dueWallNow();
    request.limit = limit;
    request.ownBusy = c.governor.threadsHeld();
    request.maybeAliveSinceMs = c.maybeAliveSinceWallMs();
    request.beyondAccountCap = beyondAccountCap;
    const Result<QList<Job>> claimed = Claims(*c.store).claimDue(request);
    c.journal.noteResult(claimed ? Result<void>{} : Result<void>{claimed.error()}, c.now());
    if (!claimed) {
        qCWarning(lcEngine) << "no jobs claimed:" << claimed.error().code << claimed.error().message;
        hooks.rearm(); // the journal's retry finds out when the database takes writes again
        return {};
    }
    return claimed.value();
}

void SubmitPipeline::submit(const Job &job, bool speculative)
{
    c.attempts.insert(job.id, job.attempts);
    if (!hooks.trafficAllowed()) {
        // An answer of a submit sent a moment ago paused the queue (a rejected key): this claim goes back unsent.
        requeue(job.id, 0, EventKind::Backoff, QStringLiteral("not sent: the queue paused"));
        return;
    }
    c.governor.beginSubmit(job.id);
    const qint64 id = job.id;
    const Method method = job.spec.method;
    InFlight inFlight;
    inFlight.request = c.api->submit(job.spec, [this, id, method](const ApiResult<SubmitOk> &answer) {
        onAnswer(id, method, answer);
    });
    ++c.stats.submits;
    if (speculative) {
        inFlight.speculativeSentAtMs = c.now();
        inFlight.releasedTasksAtSend = c.governor.releasedTasks();
        ++c.stats.speculativeSubmits;
    }
    m_submits.insert(id, inFlight);
    qCDebug(lcEngine) << "job" << id << (speculative ? "submitting speculatively" : "submitting");
}

void SubmitPipeline::onAnswer(qint64 jobId, Method method, const ApiResult<SubmitOk> &answer)
{
    const InFlight sent = m_submits.take(jobId);
    const qint64 nowMs = c.now();
    const qint64 speculativeAt = sent.speculativeSentAtMs;
    if (answer.ok()) {
        hooks.noteApiAnswer();
        onSubmitted(jobId, method, answer.value->taskId, nowMs);
        if (speculativeAt > 0) {
            // Accepted while every thread we count was busy: one of our tasks had finished unseen. Free its slot
            // and look for its token. (Credits now can only come from a threadsinfo answer since the send, which
            // already counted that finish: counting it twice would free a slot the server does not have. Nor after a
            // task was released since the send: the release freed the slot this submit took.)
            if (c.governor.credits() == 0 && c.governor.releasedTasks() == sent.releasedTasksAtSend) {
                c.governor.noteUnseenFinish();
            }
            if (hooks.trafficAllowed()) {
                poller.pollOnEvidence(c.governor.credits(), speculativeAt, nowMs);
            }
        }
    } else if (speculativeAt > 0 && answer.failure.errorClass == ErrorClass::Capacity) {
        hooks.noteApiAnswer();
        onSpeculativeRefusal(jobId, answer.failure, speculativeAt, nowMs);
    } else {
        onFailed(jobId, method, answer.failure, nowMs);
    }
    hooks.requestDispatch();
}

void SubmitPipeline::onSubmitted(qint64 jobId, Method method, const QString &taskId, qint64 nowMs)
{
    m_retries.remove(jobId);
    c.governor.submitted(jobId);
    // The task id is recorded before the first poll is scheduled: a restart resumes polling it. Should the database
    // not take it now, the journal keeps it and polling goes on (the token is kept the same way).
    JobStore *store = c.store;
    const JobClaim claim = c.claimOf(jobId);
    c.persist(
        jobId,
        QStringLiteral("task id"),
        [store, jobId, taskId, claim] {
        return store->markSubmitted(jobId, taskId, claim);
        },
        taskId);
    poller.track(jobId, taskId, method, nowMs);
    qCDebug(lcEngine) << "job" << jobId << "submitted as task" << taskId;
}

// A speculative submit found every thread busy, as it might: nothing is wrong, so no back-off and no ceiling. The
// job goes back to the queue due now, and the answer is evidence that our tasks were all still solving.
void SubmitPipeline::onSpeculativeRefusal(qint64 jobId, const ApiFailure &failure, qint64 sentAtMs, qint64 nowMs)
{
    c.governor.release(jobId);
    ++m_speculativeRefusals;
    ++c.stats.speculativeRefusals;
    c.schedule.noteAllSolvingAt(sentAtMs);
    hooks.planDirty();
    requeue(jobId,
            nowMs,
            EventKind::Backoff,
            QStringLiteral("%1: a thread was likely free but was not yet; waiting for the next one").arg(failure.code));
}

void SubmitPipeline::onFailed(qint64 jobId, Method method, const ApiFailure &failure, qint64 nowMs)
{
    const ErrorAction action = errorAction(failure.errorClass, RequestKind::Submit);
    if (failure.uncertain && action == ErrorAction::RetryLater) {
        // A task may exist at the server and hold a thread we cannot see: count it like a canceled task (until the
        // deadline it would have had), so the cap holds; threadsinfo frees the slot early if the server shows no
        // such thread busy.
        c.governor.orphan(jobId, nowMs + c.policy.deadlineAfterSubmitMs(method));
    } else {
        c.governor.release(jobId);
    }
    hooks.noteFailure(failure, action);
    RetryState &retry = m_retries[jobId];
    switch (action) {
    case ErrorAction::WaitForThread: {
        ++retry.capacityRefusals;
        if (retry.capacityWaitSinceMs == 0) {
            retry.capacityWaitSinceMs = nowMs;
        } else if (nowMs - retry.capacityWaitSinceMs >= c.policy.capacityGiveUpMs) {
            const qint64 waited = nowMs - retry.capacityWaitSinceMs;
            m_retries.remove(jobId);
            fail(jobId,
                 QStringLiteral("CAPACITY_WAIT_EXCEEDED"),
                 QStringLiteral("No free thread for %1 s (last answer %2). Lower the number of jobs other programs "
                                "run on this key, or add threads to the plan, then retry the job.")
                     .arg(secondsText(waited), failure.code));
            return;
        }
        const qint64 backoff = c.policy.capacityBackoffMs(retry.capacityRefusals, c.jitter());
        c.governor.noteCapacityRefusal(nowMs + backoff);
        requeue(jobId,
                nowMs + backoff,
                EventKind::Backoff,
                QStringLiteral("%1: no free thread; retry in %2 s").arg(failure.code, secondsText(backoff)));
        return;
    }
    case ErrorAction::PollAgain:
    case ErrorAction::RetryLater: {
        const qint64 backoff = c.policy.transientBackoffMs(++retry.transientFailures, c.jitter());
        if (failure.uncertain) {
            // The request may have reached the server and created a task: re-send anyway (a dropped job costs the
            // operator; a duplicate costs a thread for a while) and say so in the timeline.
            requeue(jobId,
                    nowMs + backoff,
                    EventKind::UncertainSubmit,
                    QStringLiteral("%1: the answer was lost, a task may exist; re-sending in %2 s")
                        .arg(failure.code, secondsText(backoff)));
        } else {
            requeue(jobId,
                    nowMs + backoff,
                    EventKind::Backoff,
                    QStringLiteral("%1: retry in %2 s").arg(failure.code, secondsText(backoff)));
        }
        return;
    }
    case ErrorAction::PauseForKey:
        // The job loses nothing: back to the queue, due as soon as the key is fixed.
        requeue(jobId, 0, EventKind::Backoff, failure.code + QStringLiteral(": waiting for a valid key"));
        return;
    case ErrorAction::PauseForBan:
        requeue(jobId,
                nowMs + c.policy.ipBanMs,
                EventKind::Backoff,
                failure.code + QStringLiteral(": waiting for the ban to end"));
        return;
    case ErrorAction::PauseEndpoint:
        requeue(jobId, 0, EventKind::Backoff, failure.code + QStringLiteral(": waiting for a working API address"));
        return;
    case ErrorAction::FailJob:
    case ErrorAction::FailJobLoudly:
        if (action == ErrorAction::FailJobLoudly) {
            qCCritical(lcEngine) << "job" << jobId << "submit refused as a client bug:" << failure.code
                                 << failure.detail;
        }
        m_retries.remove(jobId);
        // The stored detail is what only this failure knows (the server's words); code, cause and fix are the
        // catalogue's, shown beside it.
        fail(jobId, failure.code, failure.detail == failure.code ? QString() : failure.detail);
        return;
    }
}

void SubmitPipeline::requeue(qint64 jobId, qint64 atMs, const char *kind, const QString &detail)
{
    const qint64 atWall = atMs > 0 ? c.toWall(atMs) : 0;
    JobStore *store = c.store;
    const QString eventKind = QString::fromLatin1(kind);
    const JobClaim claim = c.claimOf(jobId);
    c.persist(jobId, QStringLiteral("requeue"), [store, jobId, atWall, eventKind, detail, claim] {
        return store->requeue(jobId, atWall, eventKind, detail, claim);
    });
    const qint64 dueWall = atWall > 0 ? atWall : c.wallNow();
    if (m_nextQueuedAtWallMs == 0 || dueWall < m_nextQueuedAtWallMs) {
        m_nextQueuedAtWallMs = dueWall;
    }
}

void SubmitPipeline::fail(qint64 jobId, const QString &code, const QString &detail)
{
    JobStore *store = c.store;
    const JobClaim claim = c.claimOf(jobId);
    c.persist(jobId, QStringLiteral("failure"), [store, jobId, code, detail, claim] {
        return store->markFailed(jobId, code, detail, claim);
    });
    qCInfo(lcEngine) << "job" << jobId << "failed:" << code;
}

int SubmitPipeline::speculativeInFlight() const
{
    return int(std::count_if(m_submits.cbegin(), m_submits.cend(), [](const InFlight &s) {
        return s.speculativeSentAtMs > 0;
    }));
}

bool SubmitPipeline::speculationAllowed(qint64 nowMs) const
{
    // Adaptive polling, the user's cap at the plan's size (so the server, not this console, is what refuses the
    // submit beyond the plan), every counted thread believed busy, no submit in flight, no refusal ceiling, jobs
    // waiting, and refusals within their share of the in.php budget.
    const int plan = c.governor.planThreads();
    // Alone on the account: with other engines, "every counted thread busy" says nothing of theirs.
    return c.oracle.adaptive() && hooks.submitsAllowed() && hooks.planChecked() && plan > 0 && c.peerEngines == 0
        && c.governor.userCap() >= plan && c.governor.freeSlots(nowMs) == 0 && c.governor.credits() == 0
        && m_submits.isEmpty() && c.governor.ceilingEndsAtMs(nowMs) == 0 && m_nextQueuedAtWallMs > 0
        && c.schedule.size() > 0 && c.schedule.size() <= c.oracle.tuning().maxPlannedTasks && !c.journal.hasPending()
        && c.oracle.speculativeRefusalAllowed(m_speculativeRefusals);
}

void SubmitPipeline::planSpeculativeSubmit(qint64 nowMs)
{
    m_nextSpeculativeAtMs = 0;
    if (!speculationAllowed(nowMs)) {
        return;
    }
    const qint64 from = std::max(nowMs, c.toMono(m_nextQueuedAtWallMs));
    m_nextSpeculativeAtMs = c.oracle.speculativeSubmitAtMs(c.schedule, from, c.lastProbeSentAtMs);
}

void SubmitPipeline::submitSpeculatively(qint64 nowMs)
{
    m_nextSpeculativeAtMs = 0;
    if (!speculationAllowed(nowMs)) {
        return;
    }
    const QList<Job> claimed = claim(1, true);
    if (!claimed.isEmpty()) {
        submit(claimed.first(), true);
    }
}

void SubmitPipeline::abort(qint64 jobId)
{
    const auto it = m_submits.constFind(jobId);
    if (it != m_submits.cend()) {
        c.api->abort(it->request);
        m_submits.erase(it);
    }
    m_retries.remove(jobId);
}

void SubmitPipeline::clear()
{
    m_submits.clear();
    m_retries.clear();
    m_nextSpeculativeAtMs = 0;
    m_speculativeRefusals = 0;
    m_nextQueuedAtWallMs = 0;
}

} // namespace SolveDeck
