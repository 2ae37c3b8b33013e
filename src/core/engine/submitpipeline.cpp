#include "submitpipeline.h"

#include "core/engine/enginelogging.h"
#include "core/protocol/responseparser.h"
#include "core/store/claims.h"

#include <algorithm>
#include <limits>

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
        c.waitingForThreadSinceWallMs = 0; // waiting for a resume, a key or the plan, not for a thread
        return;
    }
    // A database that cannot take what the server answers must not be given more to keep (the engine's journal
    // retry finds out when it takes writes again).
    if (c.journal.failingSinceMs() > 0) {
        return;
    }
    send(c.governor.freeSlots(nowMs), nowMs);
    refreshNextQueued();
    // Jobs still due after the claim wait for a free thread (for the waiting reasons and the dock).
    const bool stillDue = (m_nextQueuedAtWallMs > 0 && m_nextQueuedAtWallMs <= c.dueWallNow())
                       || m_resends.ready(c.apiAnswers) > 0;
    if (!stillDue) {
        c.waitingForThreadSinceWallMs = 0;
    } else if (c.waitingForThreadSinceWallMs == 0) {
        c.waitingForThreadSinceWallMs = c.wallNow();
    }
    traceHeld(stillDue, nowMs);
}

void SubmitPipeline::traceHeld(bool stillDue, qint64 nowMs)
{
    // The engine's own trace of why due jobs are not submitted (debug): what the governor counts against the cap.
    if (!lcEngine().isDebugEnabled()) {
        return;
    }
    const QString trace = stillDue ? c.governor.holdings(nowMs).text()
                                         + QStringLiteral("; re-sends held %1 (ready %2)")
                                               .arg(m_resends.size())
                                               .arg(m_resends.ready(c.apiAnswers))
                                   : QString();
    if (trace != m_lastHeldTrace) {
        m_lastHeldTrace = trace;
        qCDebug(lcEngine).noquote() << (trace.isEmpty() ? QStringLiteral("no job waits for a thread")
                                                        : QStringLiteral("jobs wait for a thread: ") + trace);
    }
}

void SubmitPipeline::trySubmit(qint64 nowMs)
{
    if (!hooks.trafficAllowed() || !hooks.planChecked() || c.journal.failingSinceMs() > 0) {
        return;
    }
    send(std::min(1, c.governor.freeSlots(nowMs)), nowMs);
}

void SubmitPipeline::send(int room, qint64 nowMs)
{
    releaseResends(room, nowMs);
    if (room <= 0) {
        return;
    }
    for (const Job &job : claim(room, false)) {
        submit(job, false);
    }
}

void SubmitPipeline::releaseResends(int room, qint64 nowMs)
{
    // A held re-send goes back to the queue at the place it had (its due moment when it was first claimed: before
    // every job not yet tried) and is claimed with the others, so it keeps the claim's bookkeeping (attempt,
    // submit time) and goes first.
    for (const ResendQueue::Entry &held : m_resends.take(std::max(0, room), c.apiAnswers)) {
        QString detail = QStringLiteral("re-sending now, %1 s after the answer was lost: the service answered since")
                             .arg(secondsText(nowMs - held.lostAtMs));
        if (held.waitedForThread) {
            detail += QStringLiteral(" and a thread came free");
        }
        requeueAtWall(held.job.id, placeOf(held.job), EventKind::Backoff, detail);
    }
}

qint64 SubmitPipeline::placeOf(const Job &job) const
{
    const qint64 place = job.nextAttemptAtMs > 0 ? job.nextAttemptAtMs : job.createdAtMs;
    return place > 0 ? place : c.wallNow();
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
    Claims claims(*c.store);
    const Result<QList<Job>> claimed = claims.claimDue(request);
    c.journal.noteResult(claimed ? Result<void>{} : Result<void>{claimed.error()}, c.now());
    if (!claimed) {
        qCWarning(lcEngine) << "no jobs claimed:" << claimed.error().code << claimed.error().message;
        hooks.rearm(); // the journal's retry finds out when the database takes writes again
        return {};
    }
    for (const MaybeAliveTask &earlier : claims.earlierSendsTaken()) {
        // Another engine's send of this job may still hold a thread: this engine counts it now.
        const qint64 until = c.toMono(earlier.submitSentAtMs) + c.policy.deadlineAfterSubmitMs(earlier.method);
        if (until > c.now()) {
            c.governor.addOrphan(until);
        }
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
    InFlight inFlight;
    inFlight.job = job;
    inFlight.sentAtMs = c.now();
    inFlight.request = c.api->submit(job.spec, [this, id](const ApiResult<SubmitOk> &answer) {
        onAnswer(id, answer);
    });
    ++c.stats.submits;
    if (speculative) {
        inFlight.speculativeSentAtMs = inFlight.sentAtMs;
        inFlight.releasedTasksAtSend = c.governor.releasedTasks();
        ++c.stats.speculativeSubmits;
    }
    m_submits.insert(id, inFlight);
    qCDebug(lcEngine) << "job" << id << (speculative ? "submitting speculatively" : "submitting");
}

void SubmitPipeline::onAnswer(qint64 jobId, const ApiResult<SubmitOk> &answer)
{
    const InFlight sent = m_submits.take(jobId);
    const qint64 nowMs = c.now();
    const qint64 speculativeAt = sent.speculativeSentAtMs;
    if (answer.ok()) {
        hooks.noteApiAnswer();
        c.lostAnswers.noteAnswered(jobId);
        c.lostAnswers.forget(jobId);
        hooks.noteSubmitAnswered();
        onSubmitted(jobId, sent.job.spec.method, answer.value->taskId, nowMs);
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
        c.lostAnswers.noteAnswered(jobId);
        hooks.noteSubmitAnswered();
        onSpeculativeRefusal(sent.job, answer.failure, speculativeAt);
    } else {
        onFailed(sent, answer.failure, nowMs);
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
// job goes back to the queue at the place it had (due now would put it behind every job queued since, to be sent
// last: a long solve begun at the end of a batch is its tail), and the answer is evidence that our tasks were all
// still solving.
void SubmitPipeline::onSpeculativeRefusal(const Job &job, const ApiFailure &failure, qint64 sentAtMs)
{
    const qint64 jobId = job.id;
    c.governor.release(jobId);
    ++m_speculativeRefusals;
    ++c.stats.speculativeRefusals;
    poller.noteAllSolvingAt(sentAtMs);
    hooks.planDirty();
    requeueAtWall(jobId,
                  placeOf(job),
                  EventKind::Backoff,
                  QStringLiteral("%1: a thread was likely free but was not yet; waiting for the next one")
                      .arg(failure.code));
}

void SubmitPipeline::onFailed(const InFlight &sent, const ApiFailure &failure, qint64 nowMs)
{
    const qint64 jobId = sent.job.id;
    const ErrorAction action = errorAction(failure.errorClass, RequestKind::Submit);
    if (failure.uncertain && action == ErrorAction::RetryLater) {
        onLost(sent, failure, action, nowMs);
        return;
    }
    c.governor.release(jobId);
    hooks.noteFailure(failure, action);
    if (!ResponseParser::isTransportCode(failure.code)) {
        // The service answered, if with a refusal: its answers are not lost.
        c.lostAnswers.noteAnswered(jobId);
        hooks.noteSubmitAnswered();
    }
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
        // Nothing reached the server (a refused connection) or it answered an error: no task, a plain back-off.
        const qint64 backoff = c.policy.transientBackoffMs(++retry.transientFailures, c.jitter());
        requeue(jobId,
                nowMs + backoff,
                EventKind::Backoff,
                QStringLiteral("%1: retry in %2 s").arg(failure.code, secondsText(backoff)));
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

void SubmitPipeline::onLost(const InFlight &sent, const ApiFailure &failure, ErrorAction action, qint64 nowMs)
{
    const qint64 jobId = sent.job.id;
    const Method method = sent.job.spec.method;
    // The request may have made a task, which holds a thread until it is solved: count it until the account shows
    // it free (threadsinfo), or, when threadsinfo cannot say (no working_threads), for about as long as the method
    // takes to solve; its deadline is the last bound. Where the server guards the cap, also no longer than the
    // method's solves surely take.
    qint64 hold = c.policy.deadlineAfterSubmitMs(method);
    if (!c.workingThreadsKnown) {
        hold = c.oracle.lostTaskHoldMs(method);
    } else if (c.oracle.adaptive() && c.serverGuardsTheCap()) {
        hold = std::min(hold, c.oracle.lostTaskDoneMs(method));
    }
    c.governor.orphan(jobId, nowMs + hold, UnpolledTask{jobId, method, sent.sentAtMs, true});
    m_retries.remove(jobId);
    c.lostAnswers.noteLost(jobId, c.apiAnswers);
    hooks.noteFailure(failure, action);
    hooks.noteSubmitLost(); // most answers lost: submits pause
    const int lost = c.lostAnswers.lostSubmits(jobId);
    const int bound = c.lostAnswers.boundFor(jobId);
    // Why the bound is what it is, for the timeline: the evidence it rests on.
    const QString evidence = c.lostAnswers.othersMostlyAnswered(jobId)
                               ? QStringLiteral("the provider answers most other submits")
                               : QStringLiteral("most recent submits lost their answers, or too few to tell");
    if (lost >= bound) {
        // Each lost answer may be a paid task: the job ends here, so that nothing waits on it for ever; the operator
        // (or the program that queued it) retries it.
        c.lostAnswers.forget(jobId);
        fail(jobId,
             QStringLiteral("SUBMIT_ANSWERS_LOST"),
             QStringLiteral("The provider accepted requests but its answers are lost: %1 submits of this job got no "
                            "answer (last %2; bound %3: %4), and each may have made a task, a paid solve. It is not "
                            "sent again; retry the job once the provider answers again.")
                 .arg(lost)
                 .arg(failure.code)
                 .arg(bound)
                 .arg(evidence));
        return;
    }
    m_resends.hold(sent.job, nowMs, c.apiAnswers);
    QString detail = QStringLiteral("%1: the answer was lost, a task may exist (lost answers of this job: %2 of %3, "
                                    "%4). ")
                         .arg(failure.code)
                         .arg(lost)
                         .arg(bound)
                         .arg(evidence);
    if (!hooks.submitsAllowed()) {
        detail += QStringLiteral("Submits are paused: it is re-sent first when they resume.");
    } else if (c.governor.freeSlots(nowMs) == 0) {
        detail += QStringLiteral("Re-sent ahead of jobs not yet tried once the service answers again; waiting for a "
                                 "thread the lost task may hold.");
    } else {
        detail += QStringLiteral("Re-sent ahead of jobs not yet tried as soon as the service answers again.");
    }
    recordEvent(jobId, EventKind::UncertainSubmit, detail);
    qCInfo(lcEngine) << "job" << jobId << "submit answer lost (" << lost << "of" << bound << "):" << failure.code;
    // threadsinfo shows whether the lost task holds a thread (its slot comes free at once if not), and its answer
    // proves the service is up.
    hooks.askThreadsInfoSoon();
}

void SubmitPipeline::noteFreedTasks()
{
    for (const FreedTask &freed : c.governor.takeFreedTasks()) {
        const UnpolledTask &task = freed.task;
        if (!task.lostAnswer || task.knownBusyAtMs > 0 || task.jobId == 0
            || c.lostAnswers.lostSubmits(task.jobId) == 0) {
            continue; // a known ghost was made: a paid task
        }
        // Free sooner after its submit than almost any task of its method solves: it was never made.
        if (freed.freeAtMs - task.sentAtMs < c.oracle.quickestSolveMs(task.method)) {
            c.lostAnswers.noteHarmless(task.jobId);
            qCDebug(lcEngine) << "job" << task.jobId << "lost submit made no task (threadsinfo)";
        }
    }
}

void SubmitPipeline::requeue(qint64 jobId, qint64 atMs, const char *kind, const QString &detail)
{
    requeueAtWall(jobId, atMs > 0 ? c.toWall(atMs) : 0, kind, detail);
}

void SubmitPipeline::requeueAtWall(qint64 jobId, qint64 atWall, const char *kind, const QString &detail)
{
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

void SubmitPipeline::recordEvent(qint64 jobId, const char *kind, const QString &detail)
{
    JobStore *store = c.store;
    const QString eventKind = QString::fromLatin1(kind);
    c.persist(jobId, QStringLiteral("timeline"), [store, jobId, eventKind, detail] {
        return store->recordEvent(jobId, eventKind, detail);
    });
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
    // Adaptive polling, the server guarding the cap (alone on the account: with other engines, "every counted
    // thread busy" says nothing of theirs), every counted thread believed busy, no submit in flight, no refusal
    // ceiling, jobs waiting, and refusals within their share of the in.php budget.
    return c.oracle.adaptive() && hooks.submitsAllowed() && hooks.planChecked() && c.serverGuardsTheCap()
        && c.governor.freeSlots(nowMs) == 0 && c.governor.credits() == 0 && m_submits.isEmpty()
        && c.governor.ceilingEndsAtMs(nowMs) == 0 && m_nextQueuedAtWallMs > 0 && c.schedule.size() > 0
        && c.schedule.size() <= c.oracle.tuning().maxPlannedTasks && !c.journal.hasPending()
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
    releaseResends(1, nowMs); // a lost submit goes first here too
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
    m_resends.remove(jobId);
}

void SubmitPipeline::forget(qint64 jobId)
{
    m_retries.remove(jobId);
    c.lostAnswers.forget(jobId);
}

void SubmitPipeline::requeueHeld()
{
    for (const ResendQueue::Entry &held : m_resends.take(m_resends.size(), std::numeric_limits<quint64>::max())) {
        requeueAtWall(held.job.id,
                      placeOf(held.job),
                      EventKind::Backoff,
                      QStringLiteral("the engine stopped before the re-send: queued again at its place"));
    }
}

void SubmitPipeline::clear()
{
    m_submits.clear();
    m_retries.clear();
    m_resends.clear();
    m_nextSpeculativeAtMs = 0;
    m_speculativeRefusals = 0;
    m_nextQueuedAtWallMs = 0;
}

} // namespace SolveDeck
