#include "poller.h"

#include "core/engine/enginelogging.h"
#include "core/metrics/metrics.h"

#include <algorithm>

namespace SolveDeck {

Poller::Poller(EngineContext &context, EngineHooks &engineHooks)
    : c(context)
    , hooks(engineHooks)
    , m_multiId(context)
    , m_batches(context.oracle)
{
}

void Poller::track(qint64 jobId, const QString &taskId, Method method, qint64 submittedAtMs)
{
    PolledTask task;
    task.jobId = jobId;
    task.taskId = taskId;
    task.method = method;
    task.submittedAtMs = submittedAtMs;
    task.deadlineAtMs = submittedAtMs + c.policy.deadlineAfterSubmitMs(method);
    task.nextPollAtMs = submittedAtMs + c.oracle.planner().firstPollDelayMs(method);
    c.schedule.add(task);
    hooks.planDirty();
}

void Poller::resume(const Job &job)
{
    const qint64 nowMs = c.now();
    // Stored times are wall-clock; the schedule runs on engine time. A submit time in the future (the wall clock
    // went back since) counts as now.
    const qint64 submittedAt = job.submittedAtMs > 0 ? std::min(nowMs, c.toMono(job.submittedAtMs)) : nowMs;
    c.governor.submitted(job.id);
    c.attempts.insert(job.id, job.attempts);
    PolledTask task;
    task.jobId = job.id;
    task.taskId = job.taskId;
    task.method = job.spec.method;
    // Resume from the stored submit time: the deadline and first poll keep their original moments.
    task.submittedAtMs = submittedAt;
    task.deadlineAtMs = submittedAt + c.policy.deadlineAfterSubmitMs(job.spec.method);
    task.nextPollAtMs = std::max(nowMs, submittedAt + c.oracle.planner().firstPollDelayMs(job.spec.method));
    c.schedule.add(task);
}

bool Poller::batching() const
{
    return c.api->multiIdPoll() && c.oracle.adaptive();
}

qint64 Poller::nextDueAtMs()
{
    if (!batching()) {
        m_batchPlanned = false;
        return c.schedule.nextDueAtMs();
    }
    if (!m_batchPlanned) {
        planBatch(c.now());
    }
    return m_nextBatchAtMs;
}

void Poller::planBatch(qint64 nowMs)
{
    m_batchPlanned = true;
    m_nextBatchAtMs = m_batches.nextBatchAtMs(c.schedule, nowMs, m_lastBatchSentAtMs);
}

void Poller::sendPlannedBatch(qint64 nowMs)
{
    const qint64 planned = m_nextBatchAtMs;
    m_lastBatchSentAtMs = nowMs;
    QList<qint64> jobIds = m_batches.members(c.schedule, nowMs);
    QStringList taskIds;
    taskIds.reserve(jobIds.size());
    for (qint64 id : std::as_const(jobIds)) {
        taskIds.append(c.schedule.find(id)->taskId);
    }
    if (!jobIds.isEmpty()) {
        noteSent(planned, nowMs);
        sendBatch(taskIds, jobIds, nowMs);
    }
    planBatch(nowMs);
}

void Poller::noteSent(qint64 plannedAtMs, qint64 nowMs)
{
    const qint64 late = std::max<qint64>(0, nowMs - plannedAtMs);
    c.stats.pollLateMaxMs = std::max(c.stats.pollLateMaxMs, late);
    c.stats.pollLateTotalMs += late;
}

void Poller::noteAnswered(qint64 sentAtMs)
{
    const qint64 roundTrip = std::max<qint64>(0, c.now() - sentAtMs);
    c.stats.pollRoundTripMaxMs = std::max(c.stats.pollRoundTripMaxMs, roundTrip);
    c.stats.pollRoundTripTotalMs += roundTrip;
    ++c.stats.pollsAnswered;
}

void Poller::pollDue(qint64 nowMs)
{
    m_multiId.tick(nowMs);
    if (batching()) {
        if (!m_batchPlanned) {
            planBatch(nowMs);
        }
        if (m_nextBatchAtMs > 0 && nowMs >= m_nextBatchAtMs) {
            sendPlannedBatch(nowMs);
        }
        return;
    }
    QStringList batchIds;
    QList<qint64> batchJobs;
    for (qint64 id : c.schedule.dueAt(nowMs)) {
        const PolledTask *task = c.schedule.find(id);
        if (!task) {
            continue;
        }
        const qint64 dueAt = PollSchedule::dueOf(*task, c.policy.pollIntervalMs);
        if (nowMs < dueAt) {
            continue;
        }
        // At or past the deadline: this is the last poll (its answer decides), unless one already went out after it.
        noteSent(dueAt, nowMs);
        if (c.api->multiIdPoll()) {
            batchIds.append(task->taskId);
            batchJobs.append(id);
            continue;
        }
        sendPoll(*task, nowMs);
    }
    if (!batchJobs.isEmpty()) {
        sendBatch(batchIds, batchJobs, nowMs);
    }
}

void Poller::sendPoll(const PolledTask &task, qint64 nowMs)
{
    const qint64 id = task.jobId;
    const QString taskId = task.taskId;
    const ApiService::RequestId request = c.api->poll(taskId,
                                                      [this, id, taskId, nowMs](const ApiResult<PollOk> &answer) {
        noteAnswered(nowMs);
        onAnswer(id, taskId, answer);
    });
    c.schedule.markPolling(id, nowMs, request);
    c.oracle.noteResRequest();
    ++c.stats.polls;
}

void Poller::sendBatch(const QStringList &taskIds, const QList<qint64> &jobIds, qint64 nowMs)
{
    const ApiService::RequestId request = c.api->pollMany(taskIds,
                                                          [this, jobIds, taskIds, nowMs](
                                                              const QList<ApiResult<PollOk>> &answers) {
        noteAnswered(nowMs);
        if (MultiIdProbe::batchIsMalformed(answers)) {
            onMalformedBatch(jobIds, taskIds, c.now());
            return;
        }
        for (qsizetype i = 0; i < jobIds.size(); ++i) {
            ApiResult<PollOk> answer;
            if (i < answers.size()) {
                answer = answers.at(i);
            } else {
                answer.failure = ApiFailure{ErrorClass::Transient,
                                            QStringLiteral("BAD_RESPONSE"),
                                            QStringLiteral("fewer answers than ids"),
                                            false};
            }
            onAnswer(jobIds.at(i), taskIds.at(i), answer);
        }
    });
    for (qint64 id : jobIds) {
        c.schedule.markPolling(id, nowMs, request);
    }
    // The client sends a batch of more than kMaxIdsPerRequest ids in chunks, each a res.php request.
    const auto chunks = int((jobIds.size() + ApiService::kMaxIdsPerRequest - 1) / ApiService::kMaxIdsPerRequest);
    for (int i = 0; i < chunks; ++i) {
        c.oracle.noteResRequest();
    }
    c.stats.polls += chunks;
    c.stats.batchedPolls += chunks;
    c.stats.batchedTasks += jobIds.size();
}

void Poller::onMalformedBatch(const QList<qint64> &jobIds, const QStringList &taskIds, qint64 nowMs)
{
    qCWarning(lcEngine) << "a res.php ids= answer for" << jobIds.size() << "tasks was malformed: single polls";
    m_multiId.noteMalformed(nowMs);
    for (qsizetype i = 0; i < jobIds.size(); ++i) {
        const PolledTask *task = c.schedule.find(jobIds.at(i));
        if (task && task->taskId == taskIds.at(i)) {
            c.schedule.schedule(task->jobId, nowMs);
        }
    }
    hooks.planDirty();
    hooks.rearm();
}

void Poller::noteAllSolvingAt(qint64 atMs)
{
    c.schedule.noteAllSolvingAt(atMs);
    // Adaptive single polls only: batches ask about every task likely ready anyway, and the fixed schedule is the
    // seed's, kept as it is to compare with.
    if (c.oracle.adaptive() && !batching()) {
        QSet<Method> slow;
        for (Method method : allMethods()) {
            if (c.oracle.planner().expectedSolveMs(method) > c.policy.pollIntervalMs) {
                slow.insert(method);
            }
        }
        c.schedule.deferPollsAfterProof(atMs, c.policy.pollIntervalMs, slow);
        hooks.planDirty();
    }
}

void Poller::pollOnEvidence(int finished, qint64 probeSentAtMs, qint64 nowMs)
{
    if (batching()) {
        return; // the batches ask about every task likely ready anyway
    }
    for (qint64 id : c.oracle.evidencePolls(c.schedule, finished, probeSentAtMs)) {
        const PolledTask task = *c.schedule.find(id);
        const qint64 earliest = task.lastPollAtMs > 0 ? task.lastPollAtMs + c.policy.pollIntervalMs : 0;
        // Only a poll that fits before the scheduled one, which stays where it is (onAnswer): moving the schedule
        // to a guess delivered later than the fixed schedule whenever the guess was wrong.
        const bool fits = earliest <= nowMs && nowMs + c.policy.pollIntervalMs <= task.nextPollAtMs;
        qCDebug(lcEngine) << "evidence" << finished << "job" << id << (fits ? "polled" : "left to its schedule");
        if (fits && nowMs < task.deadlineAtMs) {
            sendPoll(task, nowMs);
        }
    }
}

void Poller::resumeAfterPause(qint64 nowMs)
{
    for (qint64 id : c.schedule.jobIds()) {
        const PolledTask *task = c.schedule.find(id);
        if (task && !task->polling && task->nextPollAtMs > nowMs) {
            c.schedule.schedule(id, std::max(nowMs, task->lastPollAtMs + c.policy.pollIntervalMs));
        }
    }
}

void Poller::forget(qint64 jobId)
{
    if (const PolledTask *task = c.schedule.find(jobId)) {
        if (task->polling && !c.api->multiIdPoll()) {
            c.api->abort(task->requestId);
        }
        c.schedule.remove(jobId);
    }
}

void Poller::onAnswer(qint64 jobId, const QString &taskId, const ApiResult<PollOk> &answer)
{
    const PolledTask *found = c.schedule.find(jobId);
    if (!found || found->taskId != taskId) {
        return; // canceled or retried meanwhile
    }
    const PolledTask task = *found;
    const qint64 nowMs = c.now();
    hooks.planDirty();
    if (answer.ok()) {
        hooks.noteApiAnswer();
        if (answer.value->ready) {
            onSolved(task, answer.value->token, nowMs);
        } else if (task.lastPollAtMs >= task.deadlineAtMs) {
            failDeadline(task, nowMs);
        } else {
            // Solving when the poll went out: busy for every threadsinfo sent before it.
            c.governor.noteStillSolving(jobId, task.lastPollAtMs);
            c.schedule.setFailures(jobId, 0);
            // An evidence poll went out before the scheduled one: that one still comes.
            c.schedule.schedule(jobId,
                                std::max(task.nextPollAtMs,
                                         c.oracle.planner().nextPollAtMs(task.method,
                                                                         task.submittedAtMs,
                                                                         task.lastPollAtMs)));
        }
    } else {
        onFailed(task, answer.failure, nowMs);
    }
    hooks.rearm();
}

void Poller::onSolved(const PolledTask &task, const QString &token, qint64 nowMs)
{
    c.schedule.remove(task.jobId);
    c.governor.release(task.jobId);
    // The token came between the poll before this one (or the last proof the task was solving) and this poll.
    const qint64 lowerMs = std::max(task.polls > 1 ? task.previousPollAtMs - task.submittedAtMs : 0,
                                    task.solvingAtMs - task.submittedAtMs);
    const qint64 upperMs = nowMs - task.submittedAtMs;
    // A poll after a suspend says nothing about how long the solve took: learn only from polls on time.
    if (task.lastPollAtMs < task.deadlineAtMs) {
        c.oracle.planner().observeSolved(task.method, lowerMs, upperMs);
    }
    c.oracle.noteCollected((lowerMs + upperMs) / 2);
    if (c.metrics) {
        // Submit to this poll's answer, and from the middle of the window the token became ready in to now.
        c.metrics->observeSolve(task.method, upperMs, (upperMs - lowerMs) / 2);
    }
    const qint64 life = c.policy.tokenLifeMs(task.method);
    const qint64 expiresAt = life > 0 ? c.wallNow() + life : 0;
    const qint64 id = task.jobId;
    JobStore *store = c.store;
    const JobClaim claim = c.claimOf(id);
    c.persist(id, QStringLiteral("token"), [store, id, token, expiresAt, claim] {
        return store->markSolved(id, token, expiresAt, claim);
    });
    hooks.requestDispatch();
}

void Poller::failDeadline(const PolledTask &task, qint64 nowMs)
{
    c.schedule.remove(task.jobId);
    c.governor.release(task.jobId);
    const qint64 waited = nowMs - task.submittedAtMs;
    const qint64 id = task.jobId;
    const QString detail = QStringLiteral("No token %1 s after submit (a last poll after the deadline found the task "
                                          "still solving). The provider may be overloaded; retry the job.")
                               .arg(secondsText(waited));
    JobStore *store = c.store;
    const JobClaim claim = c.claimOf(id);
    c.persist(id, QStringLiteral("failure"), [store, id, detail, claim] {
        return store->markFailed(id, QStringLiteral("DEADLINE_EXCEEDED"), detail, claim);
    });
    qCInfo(lcEngine) << "job" << id << "failed: DEADLINE_EXCEEDED";
    hooks.requestDispatch();
}

void Poller::onFailed(const PolledTask &task, const ApiFailure &failure, qint64 nowMs)
{
    const ErrorAction action = errorAction(failure.errorClass, RequestKind::Poll);
    hooks.noteFailure(failure, action);
    switch (action) {
    case ErrorAction::PollAgain:
        if (task.lastPollAtMs >= task.deadlineAtMs) {
            failDeadline(task, nowMs);
            return;
        }
        c.schedule.schedule(task.jobId,
                            c.oracle.planner().nextPollAtMs(task.method, task.submittedAtMs, task.lastPollAtMs));
        return;
    case ErrorAction::RetryLater:
    case ErrorAction::WaitForThread: {
        // The task is still at the server: keep polling later, never fail it for this. A failed poll is asked again
        // on the method's spacing, as a "not ready" would be (one more request, not one sooner); failures in a row
        // with no answer to any request between them back off as an outage would (the poll after them is the
        // transient back-off of the ones before). Where the service answered other requests since this task's last
        // failure, this one is a fault of its own, as the first was: backing off then held a solved task's token
        // (and its thread's next job) 10 s or more under a few per cent of faults.
        const bool answeredSince = task.failures > 0 && c.apiAnswers > task.answersAtFailure;
        const int failures = answeredSince ? 1 : task.failures + 1;
        c.schedule.setFailures(task.jobId, failures, c.apiAnswers);
        qint64 at = std::max(task.nextPollAtMs,
                             c.oracle.planner().nextPollAtMs(task.method, task.submittedAtMs, task.lastPollAtMs));
        if (failures > 1) {
            at = std::max(at, nowMs + c.policy.transientBackoffMs(failures - 1, c.jitter()));
        }
        c.schedule.schedule(task.jobId, at);
        qCDebug(lcEngine) << "job" << task.jobId << "poll failed:" << failure.code << "next in" << (at - nowMs);
        return;
    }
    case ErrorAction::PauseForKey:
    case ErrorAction::PauseForBan:
    case ErrorAction::PauseEndpoint:
        // Polled again when traffic resumes (resumeAfterPause); a pause never fails a task.
        c.schedule.schedule(task.jobId, nowMs + c.policy.pollIntervalMs);
        return;
    case ErrorAction::FailJob:
    case ErrorAction::FailJobLoudly: {
        if (action == ErrorAction::FailJobLoudly) {
            qCCritical(lcEngine) << "job" << task.jobId << "poll refused as a client bug:" << failure.code
                                 << failure.detail;
        }
        c.schedule.remove(task.jobId);
        c.governor.release(task.jobId);
        const qint64 id = task.jobId;
        const QString code = failure.code;
        // The stored detail is what only this failure knows (the server's words); code, cause and fix are the
        // catalogue's, shown beside it.
        const QString detail = failure.detail == failure.code ? QString() : failure.detail;
        JobStore *store = c.store;
        const JobClaim claim = c.claimOf(id);
        c.persist(id, QStringLiteral("failure"), [store, id, code, detail, claim] {
            return store->markFailed(id, code, detail, claim);
        });
        qCInfo(lcEngine) << "job" << id << "failed:" << code;
        hooks.requestDispatch();
        return;
    }
    }
}

} // namespace SolveDeck
