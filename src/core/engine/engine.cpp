#include "engine.h"

#include "core/engine/capacitygovernor.h"
#include "core/engine/enginelogging.h"
#include "core/engine/pollplanner.h"
#include "core/engine/pollschedule.h"
#include "core/net/apiclient.h"
#include "core/store/jobstore.h"

#include <QHash>
#include <QPointer>
#include <QRandomGenerator>
#include <QSet>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace SolveDeck {

namespace {

// jobsChanged is emitted at most once per this many ms: a table repaint per tick looks live to a person, and
// one per job would flood the GUI when hundreds of polls answer at once (qBittorrent batches the same way).
constexpr int kChangeBatchMs = 100;

// Adaptive threadsinfo is asked when kCompletionsPerThreadsInfo of our tasks are expected to have finished unseen
// since the last answer (planThreadsInfo): each answer frees those threads at once and points polls at them. The
// engine keeps its res.php requests within what the fixed schedule would have sent for the same solves (the
// issue's budget), so the spacing follows the spending: once spent / budget passes kBudgetAim, each 0.1 more
// adds one kCompletionsPerThreadsInfo, up to kMaxCompletionsPerThreadsInfo times it. The aim
// leaves a margin because the budget is only estimated (the solve times are known to lie between two polls).
// Until kBudgetWarmUpSolves are collected there is no budget to compare with, and it waits for two completions.
// The figures were tuned with bench-engine_throughput (docs/benchmarks.md): below 0.7 the budget runs out
// before the end of the run; above it, threads stay idle longer.
constexpr double kCompletionsPerThreadsInfo = 0.7;
constexpr double kBudgetAim = 0.85;
// Past this share of the budget no threadsinfo is asked until polls alone bring the spending back under it (the
// budget is an estimate, so the ceiling keeps a margin).
constexpr double kBudgetCeiling = 0.97;
constexpr double kMaxCompletionsPerThreadsInfo = 8.0;
constexpr double kWarmUpCompletionsPerThreadsInfo = 2.0;
constexpr int kBudgetWarmUpSolves = 10;
// Evidence polls go only to tasks at least this likely to be among the finished ones (see pollOnEvidence): a
// wrong guess locks that task out of polling for a whole interval, which costs more than waiting for the next
// answer when the task was about to finish.
constexpr double kMinEvidenceLikelihood = 0.7;
// Planning threadsinfo over the solve-time distributions walks every task in flight a dozen times; past this many
// tasks the engine falls back to the completion-rate interval (which needs one walk).
constexpr qsizetype kMaxPlannedTasks = 256;
// Speculative submits (see planSpeculativeSubmit) are sent when a thread is at least this likely to be free.
// Their refusals are bounded by Engine::kSpeculativeRefusal*, which keeps in.php within the 1.25 requests per
// solve the issue allows.
constexpr double kSpeculativeLikelihood = 0.75;

QString seconds(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

QString describe(const ApiFailure &failure)
{
    const ErrorInfo info = describeError(failure.code);
    QString text = failure.code;
    if (!info.cause.isEmpty()) {
        text += QStringLiteral(": ") + info.cause;
    }
    if (!info.fix.isEmpty()) {
        text += QStringLiteral(" ") + info.fix;
    }
    if (!failure.detail.isEmpty() && failure.detail != failure.code) {
        text += QStringLiteral(" (") + failure.detail + QStringLiteral(")");
    }
    return text;
}

} // namespace

class Engine::Private
{
public:
    Private(Engine *engine, JobStore *store, ApiClient *client, const Clock &clock)
        : q(engine)
        , store(store)
        , client(client)
        , clock(clock)
        , random(QRandomGenerator::global()->generate())
    {
    }

    Engine *q;
    JobStore *store;
    ApiClient *client;
    const Clock &clock;
    QRandomGenerator random;

    TimingPolicy policy = TimingPolicy::defaults();
    CapacityGovernor governor;
    PollSchedule schedule;
    PollPlanner planner;

    State state = State::Stopped;
    QString reason;
    qint64 banUntilMs = 0;

    QTimer actionTimer;     // the one timer for the next due action of any kind
    QTimer storeCheckTimer; // notices jobs enqueued by another process
    QTimer batchTimer;      // flushes changedIds
    QSet<qint64> changedIds;
    bool dispatchRequested = false;
    bool inProcess = false;
    bool wasIdle = true;

    // Submits in flight: job id -> request id.
    QHash<qint64, ApiClient::RequestId> submits;
    // Speculative submits among them: job id -> when it was sent.
    QHash<qint64, qint64> speculativeSentAtMs;
    qint64 nextSpeculativeAtMs = 0;
    int speculativeRefusals = 0;
    Stats stats;
    // Per job, for back-off: consecutive capacity refusals and when the first came; consecutive transient
    // submit failures. In memory only: a restart starts the count afresh, which only makes the wait longer.
    QHash<qint64, int> capacityRefusals;
    QHash<qint64, qint64> capacityWaitSinceMs;
    QHash<qint64, int> transientSubmitFailures;
    // Earliest next_attempt_at among queued jobs, refreshed at each dispatch and store check; 0 = none queued.
    qint64 nextQueuedAtMs = 0;

    qint64 nextThreadsInfoAtMs = 0;
    ApiClient::RequestId threadsInfoRequest = 0;
    int threadsInfoProbe = 0;
    qint64 threadsInfoSentAtMs = 0;
    qint64 lastProbeSentAtMs = 0; // when the last answered threadsinfo was sent: every task older is accounted for
    bool probePlanDirty = false;  // evidence changed since nextThreadsInfoAtMs was planned
    int threadsInfoFailures = 0;
    bool planChecked = false; // threadsinfo answered (or failed) since start

    // res.php requests sent since start (polls and threadsinfo) and what the fixed schedule would have sent for
    // the tasks collected since start: the adaptive threadsinfo spacing keeps the first within the second.
    double resSpent = 0;
    double resBudget = 0;
    int solvedSinceStart = 0;

    int lastReportedInFlight = -1;
    int lastReportedCap = -1;
    int lastReportedPlan = -1;

    qint64 now() const { return clock.nowMs(); }

    bool trafficAllowed() const { return state == State::Running; }

    double jitter() { return random.generateDouble(); }

    void setState(State next, const QString &why)
    {
        if (state == next && reason == why) {
            return;
        }
        state = next;
        reason = why;
        qCInfo(lcEngine) << "state" << next << why;
        Q_EMIT q->stateChanged(next, why);
    }

    void noteChanged(qint64 id)
    {
        changedIds.insert(id);
        if (!batchTimer.isActive()) {
            batchTimer.start();
        }
    }

    void flushChanges()
    {
        if (!changedIds.isEmpty()) {
            QList<qint64> ids(changedIds.cbegin(), changedIds.cend());
            std::sort(ids.begin(), ids.end());
            changedIds.clear();
            Q_EMIT q->jobsChanged(ids);
        }
        reportCapacity();
        checkIdle();
    }

    // What the capacity gauge shows: the governor's count without speculative submits in flight. Those are sent
    // while every counted thread is busy and hold a thread only if one of the counted tasks has freed it.
    int shownInFlight() const { return governor.inFlight() - int(speculativeSentAtMs.size()); }

    void reportCapacity()
    {
        const int inFlight = shownInFlight();
        const int cap = governor.effectiveCap();
        const int plan = governor.planThreads();
        if (inFlight != lastReportedInFlight || cap != lastReportedCap || plan != lastReportedPlan) {
            lastReportedInFlight = inFlight;
            lastReportedCap = cap;
            lastReportedPlan = plan;
            Q_EMIT q->capacityChanged(inFlight, cap, plan);
        }
    }

    bool computeIdle() const
    {
        return submits.isEmpty() && schedule.size() == 0 && store->nextQueuedAttemptAtMs() == 0;
    }

    void checkIdle()
    {
        if (state == State::Stopped) {
            return;
        }
        const bool idleNow = computeIdle();
        if (idleNow && !wasIdle) {
            wasIdle = true;
            Q_EMIT q->idle();
        } else if (!idleNow) {
            wasIdle = false;
        }
    }

    void requestDispatch()
    {
        dispatchRequested = true;
        if (!inProcess) {
            actionTimer.start(0);
        }
    }

    // ---- the one timer ----------------------------------------------------------------------------------

    void arm()
    {
        if (state == State::Stopped) {
            actionTimer.stop();
            return;
        }
        const qint64 nowMs = now();
        qint64 next = std::numeric_limits<qint64>::max();
        auto consider = [&next](qint64 at) {
            if (at > 0) {
                next = std::min(next, at);
            }
        };
        if (dispatchRequested) {
            consider(nowMs);
        }
        if (state == State::Banned) {
            consider(banUntilMs);
        }
        if (trafficAllowed()) {
            if (probePlanDirty) {
                planThreadsInfo(nowMs);
            }
            consider(schedule.nextDueAtMs());
            consider(nextThreadsInfoAtMs);
            consider(nextSpeculativeAtMs);
            // A queued job due later (back-off). One due now but not taken waits for a free slot, whose release
            // requests a dispatch, or for the store check: arming for it would spin.
            if (nextQueuedAtMs > nowMs && governor.freeSlots(nowMs) > 0) {
                consider(nextQueuedAtMs);
            }
        }
        consider(governor.nextOrphanExpiryMs());
        if (trafficAllowed() && nextQueuedAtMs > 0) {
            consider(governor.ceilingEndsAtMs(nowMs));
        }
        if (next == std::numeric_limits<qint64>::max()) {
            actionTimer.stop();
            return;
        }
        const qint64 delay = std::clamp<qint64>(next - nowMs, 0, std::numeric_limits<int>::max());
        actionTimer.start(int(delay));
    }

    void process()
    {
        if (state == State::Stopped) {
            return;
        }
        inProcess = true;
        const qint64 nowMs = now();
        dispatchRequested = false;
        if (governor.expireOrphans(nowMs)) {
            dispatchRequested = true;
        }
        if (state == State::Banned && nowMs >= banUntilMs) {
            banUntilMs = 0;
            setState(State::Running, {});
            nextThreadsInfoAtMs = nowMs;
        }
        if (trafficAllowed()) {
            pollDue(nowMs);
            if (nextThreadsInfoAtMs > 0 && nextThreadsInfoAtMs <= nowMs) {
                askThreadsInfo();
            }
            dispatchRequested = false;
            dispatch(nowMs);
            if (nextSpeculativeAtMs > 0 && nextSpeculativeAtMs <= nowMs) {
                nextSpeculativeAtMs = 0;
                submitSpeculatively(nowMs);
            }
        }
        inProcess = false;
        arm();
        reportCapacity();
    }

    // ---- dispatch ---------------------------------------------------------------------------------------

    void refreshNextQueued() { nextQueuedAtMs = store->nextQueuedAttemptAtMs(); }

    void dispatch(qint64 nowMs)
    {
        // Until threadsinfo has answered once, the plan's size is unknown and the user's cap may be above it:
        // submitting then would only collect refusals.
        if (!trafficAllowed() || !planChecked) {
            return;
        }
        int free = governor.freeSlots(nowMs);
        if (free > 0) {
            const QList<Job> due = store->dueQueued(nowMs, free);
            for (const Job &job : due) {
                if (!trafficAllowed() || governor.freeSlots(nowMs) <= 0) {
                    break;
                }
                submit(job);
            }
        }
        refreshNextQueued();
    }

    void submit(const Job &job, bool speculative = false)
    {
        // Persist before acting: found submitting after a crash, the job is requeued as an uncertain submit.
        const Result<void> marked = store->markSubmitting(job.id);
        if (!marked) {
            qCWarning(lcEngine) << "job" << job.id << "not submitted:" << marked.error().code << marked.error().message;
            return;
        }
        governor.beginSubmit(job.id);
        const qint64 id = job.id;
        const Method method = job.spec.method;
        const ApiClient::RequestId request = client->submit(job.spec,
                                                            [this, id, method](const ApiResult<SubmitOk> &answer) {
            onSubmitAnswer(id, method, answer);
        });
        submits.insert(id, request);
        ++stats.submits;
        if (speculative) {
            speculativeSentAtMs.insert(id, now());
            ++stats.speculativeSubmits;
        }
        qCDebug(lcEngine) << "job" << id << (speculative ? "submitting speculatively" : "submitting");
    }

    void onSubmitAnswer(qint64 id, Method method, const ApiResult<SubmitOk> &answer)
    {
        submits.remove(id);
        const qint64 nowMs = now();
        const qint64 speculativeAt = speculativeSentAtMs.take(id);
        if (speculativeAt > 0 && answer.ok()) {
            onSubmitted(id, method, answer.value->taskId, nowMs);
            // Accepted while every thread we count was busy: one of our tasks had finished unseen. Free its slot
            // and look for its token. (Credits now can only come from a threadsinfo answer since the send, which
            // already counted that finish: counting it twice would free a slot the server does not have.)
            if (governor.credits() == 0) {
                governor.noteUnseenFinish();
            }
            if (trafficAllowed()) {
                pollOnEvidence(governor.credits(), speculativeAt, nowMs);
            }
        } else if (speculativeAt > 0 && answer.failure.errorClass == ErrorClass::Capacity) {
            onSpeculativeRefusal(id, answer.failure, speculativeAt, nowMs);
        } else if (answer.ok()) {
            onSubmitted(id, method, answer.value->taskId, nowMs);
        } else {
            onSubmitFailed(id, answer.failure, nowMs, method);
        }
        requestDispatch();
    }

    // A speculative submit found every thread busy, as it might: nothing is wrong, so no back-off and no ceiling.
    // The job goes back to the queue due now, and the answer is evidence that our tasks were all still solving.
    void onSpeculativeRefusal(qint64 id, const ApiFailure &failure, qint64 sentAtMs, qint64 nowMs)
    {
        governor.release(id);
        ++speculativeRefusals;
        ++stats.speculativeRefusals;
        schedule.noteAllSolvingAt(sentAtMs);
        probePlanDirty = true;
        requeue(id,
                nowMs,
                QLatin1String(EventKind::Backoff),
                QStringLiteral("%1: a thread was likely free but was not yet; waiting for the next one")
                    .arg(failure.code));
    }

    // Whether a speculative submit may be planned: adaptive polling, the user's cap at the plan's size (so the
    // server, not this console, is what refuses the submit beyond the plan), every counted thread believed busy,
    // no submit in flight, no refusal ceiling, jobs waiting, and refusals within their share of the in.php budget.
    bool speculationAllowed(qint64 nowMs) const
    {
        const int plan = governor.planThreads();
        return planner.adaptive() && trafficAllowed() && planChecked && plan > 0 && governor.userCap() >= plan
            && governor.freeSlots(nowMs) == 0 && governor.credits() == 0 && submits.isEmpty()
            && governor.ceilingEndsAtMs(nowMs) == 0 && nextQueuedAtMs > 0 && schedule.size() > 0
            && schedule.size() <= kMaxPlannedTasks
            && speculativeRefusals < Engine::kSpeculativeRefusalAllowance
                                         + int(Engine::kSpeculativeRefusalsPerSolve * double(solvedSinceStart));
    }

    // The likelihood that at least one of our tasks has finished unseen by `atMs`.
    double anyUnseenCompletion(qint64 atMs) const
    {
        double noneFinished = 1.0;
        for (const PolledTask &task : schedule.tasks()) {
            if (!task.polling) {
                noneFinished *= 1.0 - finishedSince(task, knownSolvingAtMs(task), atMs);
            }
        }
        return 1.0 - noneFinished;
    }

    void planSpeculativeSubmit(qint64 nowMs)
    {
        nextSpeculativeAtMs = 0;
        if (!speculationAllowed(nowMs)) {
            return;
        }
        const qint64 from = std::max(nowMs, nextQueuedAtMs);
        const qint64 until = from + policy.threadsInfoIntervalMs;
        const qint64 at = firstMomentAtLeast(from, until, kSpeculativeLikelihood, [this](qint64 t) {
            return anyUnseenCompletion(t);
        });
        nextSpeculativeAtMs = anyUnseenCompletion(at) >= kSpeculativeLikelihood ? at : 0;
    }

    // The first moment in [fromMs, untilMs] at which `grows` (which only grows with time) reaches `wanted`, to a
    // twentieth of the threadsinfo minimum interval; untilMs if it never does.
    template<typename Grows>
    qint64 firstMomentAtLeast(qint64 fromMs, qint64 untilMs, double wanted, const Grows &grows) const
    {
        if (grows(fromMs) >= wanted) {
            return fromMs;
        }
        qint64 lo = fromMs;
        qint64 hi = untilMs;
        const qint64 resolution = std::max<qint64>(1, policy.threadsInfoMinIntervalMs / 20);
        while (hi - lo > resolution) {
            const qint64 mid = lo + (hi - lo) / 2;
            if (grows(mid) >= wanted) {
                hi = mid;
            } else {
                lo = mid;
            }
        }
        return hi;
    }

    void submitSpeculatively(qint64 nowMs)
    {
        if (!speculationAllowed(nowMs)) {
            return;
        }
        const QList<Job> due = store->dueQueued(nowMs, 1);
        if (!due.isEmpty()) {
            submit(due.first(), true);
        }
    }

    void onSubmitted(qint64 id, Method method, const QString &taskId, qint64 nowMs)
    {
        capacityRefusals.remove(id);
        capacityWaitSinceMs.remove(id);
        transientSubmitFailures.remove(id);
        // The task id is committed before the first poll is scheduled: a restart resumes polling it.
        const Result<void> stored = store->markSubmitted(id, taskId);
        if (!stored) {
            // The task exists at the server but we could not record it (database error, or the job was changed by
            // another process). Keep counting it for its deadline so the cap holds, and leave the job to the store.
            qCWarning(lcEngine) << "job" << id << "task" << taskId << "not recorded:" << stored.error().code
                                << stored.error().message;
            governor.submitted(id);
            governor.orphan(id, nowMs + policy.deadlineAfterSubmitMs(method));
            return;
        }
        governor.submitted(id);
        PolledTask task;
        task.jobId = id;
        task.taskId = taskId;
        task.method = method;
        task.submittedAtMs = nowMs;
        task.deadlineAtMs = nowMs + policy.deadlineAfterSubmitMs(method);
        task.nextPollAtMs = nowMs + planner.firstPollDelayMs(method);
        schedule.add(task);
        probePlanDirty = true;
        qCDebug(lcEngine) << "job" << id << "submitted as task" << taskId;
    }

    void onSubmitFailed(qint64 id, const ApiFailure &failure, qint64 nowMs, Method method)
    {
        if (failure.uncertain
            && (failure.errorClass == ErrorClass::Transient || failure.errorClass == ErrorClass::NotReady)) {
            // A task may exist at the server and hold a thread we cannot see: count it like a canceled task (until
            // the deadline it would have had), so the cap holds; threadsinfo frees the slot early if the server
            // shows no such thread busy.
            governor.orphan(id, nowMs + policy.deadlineAfterSubmitMs(method));
        } else {
            governor.release(id);
        }
        switch (failure.errorClass) {
        case ErrorClass::Capacity: {
            const int refusals = ++capacityRefusals[id];
            const qint64 since = capacityWaitSinceMs.value(id, 0);
            if (since == 0) {
                capacityWaitSinceMs.insert(id, nowMs);
            } else if (nowMs - since >= policy.capacityGiveUpMs) {
                fail(id,
                     QStringLiteral("CAPACITY_WAIT_EXCEEDED"),
                     QStringLiteral("No free thread for %1 s (last answer %2). Lower the number of jobs other "
                                    "programs run on this key, or add threads to the plan, then retry the job.")
                         .arg(seconds(nowMs - since), failure.code));
                capacityRefusals.remove(id);
                capacityWaitSinceMs.remove(id);
                return;
            }
            const qint64 backoff = policy.capacityBackoffMs(refusals, jitter());
            governor.noteCapacityRefusal(nowMs + backoff);
            requeue(id,
                    nowMs + backoff,
                    QLatin1String(EventKind::Backoff),
                    QStringLiteral("%1: no free thread; retry in %2 s").arg(failure.code, seconds(backoff)));
            return;
        }
        case ErrorClass::Transient:
        case ErrorClass::NotReady: {
            const int failures = ++transientSubmitFailures[id];
            const qint64 backoff = policy.transientBackoffMs(failures, jitter());
            if (failure.uncertain) {
                // The request may have reached the server and created a task: re-send anyway (a dropped job
                // costs the operator; a duplicate costs a thread for a while) and say so in the timeline.
                requeue(id,
                        nowMs + backoff,
                        QLatin1String(EventKind::UncertainSubmit),
                        QStringLiteral("%1: the answer was lost, a task may exist; re-sending in %2 s")
                            .arg(failure.code, seconds(backoff)));
            } else {
                requeue(id,
                        nowMs + backoff,
                        QLatin1String(EventKind::Backoff),
                        QStringLiteral("%1: retry in %2 s").arg(failure.code, seconds(backoff)));
            }
            return;
        }
        case ErrorClass::AuthPause:
            // The job loses nothing: back to the queue, due as soon as the key is fixed.
            requeue(id,
                    0,
                    QLatin1String(EventKind::Backoff),
                    failure.code + QStringLiteral(": waiting for a valid key"));
            pauseForKey(failure);
            return;
        case ErrorClass::BanPause:
            enterBan(failure, nowMs);
            requeue(id,
                    banUntilMs,
                    QLatin1String(EventKind::Backoff),
                    failure.code + QStringLiteral(": waiting for the ban to end"));
            return;
        case ErrorClass::JobFailure:
        case ErrorClass::ClientBug:
            if (failure.errorClass == ErrorClass::ClientBug) {
                qCCritical(lcEngine) << "job" << id << "submit refused as a client bug:" << failure.code
                                     << failure.detail;
            }
            transientSubmitFailures.remove(id);
            capacityRefusals.remove(id);
            capacityWaitSinceMs.remove(id);
            fail(id, failure.code, describe(failure));
            return;
        }
    }

    void requeue(qint64 id, qint64 atMs, const QString &kind, const QString &detail)
    {
        const Result<void> r = store->requeue(id, atMs, kind, detail);
        if (!r) {
            qCWarning(lcEngine) << "job" << id << "requeue failed:" << r.error().code << r.error().message;
        }
        if (atMs > 0 && (nextQueuedAtMs == 0 || atMs < nextQueuedAtMs)) {
            nextQueuedAtMs = atMs;
        }
    }

    void fail(qint64 id, const QString &code, const QString &detail) const
    {
        const Result<void> r = store->markFailed(id, code, detail);
        if (!r) {
            qCWarning(lcEngine) << "job" << id << "markFailed failed:" << r.error().code << r.error().message;
        }
        qCInfo(lcEngine) << "job" << id << "failed:" << code;
    }

    // ---- polling ----------------------------------------------------------------------------------------

    void pollDue(qint64 nowMs)
    {
        const QList<qint64> due = schedule.dueAt(nowMs);
        QStringList batchIds;
        QList<qint64> batchJobs;
        for (qint64 id : due) {
            const PolledTask *task = schedule.find(id);
            if (!task) {
                continue;
            }
            if (nowMs >= task->deadlineAtMs) {
                const qint64 waited = nowMs - task->submittedAtMs;
                schedule.remove(id);
                governor.release(id);
                fail(id,
                     QStringLiteral("DEADLINE_EXCEEDED"),
                     QStringLiteral("No answer %1 s after submit. The provider may be overloaded; retry the job.")
                         .arg(seconds(waited)));
                requestDispatch();
                continue;
            }
            if (task->nextPollAtMs > nowMs) {
                continue;
            }
            if (client->multiIdPoll()) {
                batchIds.append(task->taskId);
                batchJobs.append(id);
                continue;
            }
            sendPoll(*task, nowMs);
        }
        if (!batchJobs.isEmpty()) {
            const ApiClient::RequestId request = client->pollMany(batchIds,
                                                                  [this, batchJobs, batchIds](
                                                                      const QList<ApiResult<PollOk>> &answers) {
                for (qsizetype i = 0; i < batchJobs.size(); ++i) {
                    ApiResult<PollOk> answer;
                    if (i < answers.size()) {
                        answer = answers.at(i);
                    } else {
                        answer.failure = ApiFailure{ErrorClass::Transient,
                                                    QStringLiteral("BAD_RESPONSE"),
                                                    QStringLiteral("fewer answers than ids"),
                                                    false};
                    }
                    onPollAnswer(batchJobs.at(i), batchIds.at(i), answer);
                }
            });
            for (qint64 id : batchJobs) {
                schedule.markPolling(id, nowMs, request);
            }
            resSpent += 1;
            ++stats.polls;
        }
    }

    void sendPoll(const PolledTask &task, qint64 nowMs)
    {
        const qint64 id = task.jobId;
        const QString taskId = task.taskId;
        const ApiClient::RequestId request = client->poll(taskId, [this, id, taskId](const ApiResult<PollOk> &answer) {
            onPollAnswer(id, taskId, answer);
        });
        schedule.markPolling(id, nowMs, request);
        resSpent += 1;
        ++stats.polls;
    }

    // threadsinfo said `finished` of the tasks it knew about are done at the server, tokens waiting. Point polls at
    // the tasks most likely to be those: now if their last poll is an interval old, else as soon as it is.
    void pollOnEvidence(int finished, qint64 probeSentAtMs, qint64 nowMs)
    {
        struct Candidate
        {
            double likelihood;
            qint64 jobId;
        };

        QList<Candidate> candidates;
        int alreadyPolling = 0;
        for (qint64 id : schedule.jobIds()) {
            const PolledTask *task = schedule.find(id);
            if (!task || task->submittedAtMs >= probeSentAtMs) {
                continue;
            }
            if (task->polling) {
                ++alreadyPolling; // its answer may be one of the tokens
                continue;
            }
            // Ready by the probe, given it was still solving at its last poll or the last answer that proved it.
            const qint64 known = std::max({task->submittedAtMs, task->lastPollAtMs, task->solvingAtMs});
            candidates.append({finishedSince(*task, known, probeSentAtMs), id});
        }
        int wanted = finished - alreadyPolling;
        if (wanted <= 0 || candidates.isEmpty()) {
            return;
        }
        std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
            return a.likelihood > b.likelihood;
        });
        for (const Candidate &c : candidates) {
            // A guess below this is more likely wrong than right, and a wrong poll locks that task out of polling
            // for an interval: leave it to the scheduled polls.
            if (wanted-- <= 0 || c.likelihood < kMinEvidenceLikelihood) {
                break;
            }
            const PolledTask task = *schedule.find(c.jobId);
            const qint64 earliest = task.lastPollAtMs > 0 ? task.lastPollAtMs + policy.pollIntervalMs : 0;
            qCDebug(lcEngine) << "evidence" << finished << "job" << c.jobId << "likelihood" << c.likelihood
                              << "earliest in" << (earliest - nowMs);
            if (earliest <= nowMs && nowMs < task.deadlineAtMs) {
                sendPoll(task, nowMs);
            } else if (earliest < task.nextPollAtMs) {
                schedule.schedule(c.jobId, earliest);
            }
        }
    }

    // What the fixed schedule (first poll at the reCAPTCHA delay, 15 s unscaled, then every interval) would have
    // sent for a task that solved in `solveMs`.
    double fixedSchedulePolls(qint64 solveMs) const
    {
        const qint64 first = policy.firstPollRecaptchaMs;
        if (solveMs <= first || policy.pollIntervalMs <= 0) {
            return 1.0;
        }
        // Whole polls after the first: an integer ceiling division on purpose.
        const qint64 laterPolls = (solveMs - first + policy.pollIntervalMs - 1) / policy.pollIntervalMs;
        return 1.0 + double(laterPolls);
    }

    // What the fixed schedule would have sent by `nowMs`: the whole count for the tasks collected, and for the tasks
    // still in flight the polls already due on it (first at the reCAPTCHA delay, then every interval).
    double budgetSoFar(qint64 nowMs) const
    {
        double budget = resBudget;
        const qint64 first = policy.firstPollRecaptchaMs;
        for (const PolledTask &task : schedule.tasks()) {
            const qint64 elapsed = nowMs - task.submittedAtMs;
            if (elapsed >= first && policy.pollIntervalMs > 0) {
                const qint64 laterPolls = (elapsed - first) / policy.pollIntervalMs; // whole intervals only
                budget += 1.0 + double(laterPolls);
            }
        }
        return budget;
    }

    bool overBudget() const
    {
        return solvedSinceStart >= kBudgetWarmUpSolves && resSpent >= kBudgetCeiling * budgetSoFar(now());
    }

    double completionsPerThreadsInfo() const
    {
        if (solvedSinceStart < kBudgetWarmUpSolves || resBudget <= 0) {
            return kWarmUpCompletionsPerThreadsInfo;
        }
        // Both sides count the tasks still in flight: spent their polls so far, the budget the polls the fixed
        // schedule would have sent them by now.
        const double ratio = resSpent / budgetSoFar(now());
        return kCompletionsPerThreadsInfo
             * std::clamp(1.0 + 10.0 * (ratio - kBudgetAim), 1.0, kMaxCompletionsPerThreadsInfo);
    }

    // The likelihood that `task` finished by `atMs`, given that it was known to be solving at `knownAtMs` (its
    // last poll that found it not ready, the last threadsinfo answer that could speak about it, or its submit):
    // (F(at) - F(known)) / (1 - F(known)) over the learned solve-time distribution F of its method.
    double finishedSince(const PolledTask &task, qint64 knownAtMs, qint64 atMs) const
    {
        const double byAt = planner.readyLikelihood(task.method, atMs - task.submittedAtMs);
        const double byKnown = planner.readyLikelihood(task.method, knownAtMs - task.submittedAtMs);
        if (byKnown >= 1.0) {
            return 1.0; // older than every solve seen: it should be done any moment
        }
        return std::clamp((byAt - byKnown) / (1.0 - byKnown), 0.0, 1.0);
    }

    // When each task was last known to be solving: its last not-ready poll, or the last threadsinfo answer sent
    // after its submit (that answer counted it among the busy or the finished ones, and the finished ones are
    // credits already), or its submit.
    qint64 knownSolvingAtMs(const PolledTask &task) const
    {
        qint64 known = std::max({task.submittedAtMs, task.lastPollAtMs, task.solvingAtMs});
        if (lastProbeSentAtMs > task.submittedAtMs) {
            known = std::max(known, lastProbeSentAtMs);
        }
        return known;
    }

    // How many of our tasks are expected to have finished at the server by `atMs` without any answer telling us.
    double expectedUnseenCompletions(qint64 atMs) const
    {
        double expected = 0;
        for (const PolledTask &task : schedule.tasks()) {
            if (!task.polling) {
                expected += finishedSince(task, knownSolvingAtMs(task), atMs);
            }
        }
        return expected;
    }

    // Adaptive: ask threadsinfo when about completionsPerThreadsInfo() tasks are expected to have finished unseen
    // since the last answer, found by bisection over the learned distributions (the expectation only grows with
    // time). Each answer frees those threads at once and points the next polls at the finished tasks.
    void planThreadsInfo(qint64 nowMs)
    {
        probePlanDirty = false;
        planSpeculativeSubmit(nowMs);
        if (threadsInfoRequest != 0 || !trafficAllowed() || threadsInfoFailures > 0) {
            return; // asking now, paused, or backing off after a failed answer (onThreadsInfo set the time)
        }
        const qint64 earliest = std::max(nowMs, threadsInfoSentAtMs + policy.threadsInfoMinIntervalMs);
        const qint64 latest = std::max(earliest, threadsInfoSentAtMs + policy.threadsInfoIntervalMs);
        if (!planner.adaptive() || schedule.size() == 0 || schedule.size() > kMaxPlannedTasks) {
            nextThreadsInfoAtMs = std::max(earliest, threadsInfoSentAtMs + threadsInfoIntervalMs());
            return;
        }
        if (overBudget()) {
            // Polls alone until the spending is back within the budget.
            nextThreadsInfoAtMs = latest;
            return;
        }
        nextThreadsInfoAtMs = firstMomentAtLeast(earliest, latest, completionsPerThreadsInfo(), [this](qint64 t) {
            return expectedUnseenCompletions(t);
        });
    }

    qint64 threadsInfoIntervalMs() const
    {
        if (!planner.adaptive() || schedule.size() == 0) {
            return policy.threadsInfoIntervalMs;
        }
        // About completionsPerThreadsInfo() expected completions per request: the completion rate is the sum over
        // tasks of 1 / expected solve time (counted per method: the expectation is a search of its own).
        QHash<int, int> perMethod;
        for (const PolledTask &task : schedule.tasks()) {
            ++perMethod[int(task.method)];
        }
        double perMs = 0;
        for (auto it = perMethod.cbegin(); it != perMethod.cend(); ++it) {
            perMs += double(it.value()) / double(planner.expectedSolveMs(Method(it.key())));
        }
        const qint64 interval = perMs > 0 ? qint64(completionsPerThreadsInfo() / perMs) : policy.threadsInfoIntervalMs;
        return std::clamp(interval, policy.threadsInfoMinIntervalMs, policy.threadsInfoIntervalMs);
    }

    void onPollAnswer(qint64 id, const QString &taskId, const ApiResult<PollOk> &answer)
    {
        const PolledTask *found = schedule.find(id);
        if (!found || found->taskId != taskId) {
            return; // canceled or retried meanwhile
        }
        const PolledTask task = *found;
        const qint64 nowMs = now();
        probePlanDirty = true;
        if (answer.ok() && answer.value->ready) {
            schedule.remove(id);
            governor.release(id);
            const qint64 lowerMs = std::max(task.polls > 1 ? task.previousPollAtMs - task.submittedAtMs : 0,
                                            task.solvingAtMs - task.submittedAtMs);
            planner.observeSolved(task.method, lowerMs, nowMs - task.submittedAtMs);
            ++solvedSinceStart;
            resBudget += fixedSchedulePolls((lowerMs + nowMs - task.submittedAtMs) / 2);
            const qint64 life = policy.tokenLifeMs(task.method);
            const Result<void> r = store->markSolved(id, answer.value->token, life > 0 ? nowMs + life : 0);
            if (!r) {
                qCWarning(lcEngine) << "job" << id << "markSolved failed:" << r.error().code << r.error().message;
            }
            requestDispatch();
        } else if (answer.ok()) {
            schedule.setFailures(id, 0);
            schedule.schedule(id, planner.nextPollAtMs(task.method, task.submittedAtMs, task.lastPollAtMs));
        } else {
            onPollFailed(task, answer.failure, nowMs);
        }
        if (!inProcess) {
            arm();
        }
    }

    void onPollFailed(const PolledTask &task, const ApiFailure &failure, qint64 nowMs)
    {
        switch (failure.errorClass) {
        case ErrorClass::NotReady:
            schedule.schedule(task.jobId, planner.nextPollAtMs(task.method, task.submittedAtMs, task.lastPollAtMs));
            return;
        case ErrorClass::Transient:
        case ErrorClass::Capacity: {
            // The task is still at the server: keep polling later, never fail it for this.
            const int failures = task.failures + 1;
            schedule.setFailures(task.jobId, failures);
            const qint64 at = std::max(nowMs + policy.transientBackoffMs(failures, jitter()),
                                       task.lastPollAtMs + policy.pollIntervalMs);
            schedule.schedule(task.jobId, at);
            qCDebug(lcEngine) << "job" << task.jobId << "poll failed:" << failure.code << "next in" << (at - nowMs);
            return;
        }
        case ErrorClass::AuthPause:
            schedule.schedule(task.jobId, nowMs + policy.pollIntervalMs);
            pauseForKey(failure);
            return;
        case ErrorClass::BanPause:
            enterBan(failure, nowMs);
            schedule.schedule(task.jobId, banUntilMs);
            return;
        case ErrorClass::JobFailure:
        case ErrorClass::ClientBug:
            if (failure.errorClass == ErrorClass::ClientBug) {
                qCCritical(lcEngine) << "job" << task.jobId << "poll refused as a client bug:" << failure.code
                                     << failure.detail;
            }
            schedule.remove(task.jobId);
            governor.release(task.jobId);
            fail(task.jobId, failure.code, describe(failure));
            requestDispatch();
            return;
        }
    }

    // ---- threadsinfo ------------------------------------------------------------------------------------

    void askThreadsInfo()
    {
        if (threadsInfoRequest != 0) {
            return;
        }
        nextThreadsInfoAtMs = 0;
        threadsInfoProbe = governor.beginProbe();
        threadsInfoSentAtMs = now();
        resSpent += 1;
        ++stats.threadsInfoRequests;
        threadsInfoRequest = client->threadsInfo([this](const ApiResult<ThreadsInfo> &answer) {
            onThreadsInfo(answer);
        });
    }

    void onThreadsInfo(const ApiResult<ThreadsInfo> &answer)
    {
        threadsInfoRequest = 0;
        planChecked = true;
        const int probe = std::exchange(threadsInfoProbe, 0);
        const qint64 nowMs = now();
        if (answer.ok()) {
            threadsInfoFailures = 0;
            const ThreadsInfo &info = *answer.value;
            if (info.threads > 0) {
                governor.setPlanThreads(info.threads);
            }
            governor.applyProbe(probe, info.workingThreads);
            if (governor.credits() == 0) {
                schedule.noteAllSolvingAt(threadsInfoSentAtMs);
            }
            if (planner.adaptive() && trafficAllowed() && governor.credits() > 0) {
                pollOnEvidence(governor.credits(), threadsInfoSentAtMs, nowMs);
            }
            lastProbeSentAtMs = threadsInfoSentAtMs;
            planThreadsInfo(nowMs);
            requestDispatch();
        } else {
            governor.abandonProbe(probe);
            switch (answer.failure.errorClass) {
            case ErrorClass::AuthPause:
                pauseForKey(answer.failure);
                break;
            case ErrorClass::BanPause:
                enterBan(answer.failure, nowMs);
                break;
            default:
                // The plan size stays as last known; ask again later.
                ++threadsInfoFailures;
                nextThreadsInfoAtMs = nowMs + policy.transientBackoffMs(threadsInfoFailures, jitter());
                break;
            }
        }
        if (!inProcess) {
            arm();
        }
        reportCapacity();
    }

    // ---- pauses -----------------------------------------------------------------------------------------

    void pauseForKey(const ApiFailure &failure)
    {
        if (state == State::PausedForKey || state == State::Stopped) {
            return;
        }
        const ErrorInfo info = describeError(failure.code);
        QString why = QStringLiteral("The server rejected the API key (%1).").arg(failure.code);
        if (!info.fix.isEmpty()) {
            why += QStringLiteral(" ") + info.fix;
        }
        why += QStringLiteral(" All jobs stay queued; set a valid key to resume.");
        setState(State::PausedForKey, why);
        actionTimer.stop();
    }

    void enterBan(const ApiFailure &failure, qint64 nowMs)
    {
        if (state == State::Stopped) {
            return;
        }
        const qint64 until = nowMs + policy.ipBanMs;
        if (state == State::Banned && banUntilMs >= until - 1000) {
            return;
        }
        banUntilMs = until;
        setState(State::Banned,
                 QStringLiteral("The server banned this IP address (%1), usually after repeated requests with a "
                                "wrong key. All traffic stops for %2 s; check the API key meanwhile.")
                     .arg(failure.code, seconds(policy.ipBanMs)));
        if (!inProcess) {
            arm();
        }
    }

    // ---- start / stop -----------------------------------------------------------------------------------

    void resumeSubmitted(qint64 nowMs)
    {
        for (const Job &job : store->inFlight()) {
            if (job.state != JobState::Submitted || job.taskId.isEmpty()) {
                continue;
            }
            governor.submitted(job.id);
            PolledTask task;
            task.jobId = job.id;
            task.taskId = job.taskId;
            task.method = job.spec.method;
            // Resume from the stored submit time: the deadline and first poll keep their original moments.
            task.submittedAtMs = job.submittedAtMs > 0 ? job.submittedAtMs : nowMs;
            task.deadlineAtMs = task.submittedAtMs + policy.deadlineAfterSubmitMs(job.spec.method);
            task.nextPollAtMs = std::max(nowMs, task.submittedAtMs + planner.firstPollDelayMs(job.spec.method));
            schedule.add(task);
        }
    }
};

Engine::Engine(JobStore *store, ApiClient *client, const Clock &clock, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, store, client, clock))
{
    d->actionTimer.setSingleShot(true);
    d->actionTimer.setTimerType(Qt::PreciseTimer);
    connect(&d->actionTimer, &QTimer::timeout, this, [this] {
        d->process();
    });
    d->storeCheckTimer.setInterval(int(d->policy.storeCheckMs));
    connect(&d->storeCheckTimer, &QTimer::timeout, this, [this] {
        d->refreshNextQueued();
        if (d->trafficAllowed() && d->nextQueuedAtMs > 0 && d->nextQueuedAtMs <= d->now()) {
            d->requestDispatch();
        } else if (!d->inProcess) {
            d->arm();
        }
        d->checkIdle();
    });
    d->batchTimer.setSingleShot(true);
    d->batchTimer.setInterval(kChangeBatchMs);
    connect(&d->batchTimer, &QTimer::timeout, this, [this] {
        d->flushChanges();
    });
    connect(store, &JobStore::jobsChanged, this, [this](const QList<qint64> &ids) {
        for (qint64 id : ids) {
            d->noteChanged(id);
        }
    });
}

Engine::~Engine()
{
    if (d->state != State::Stopped) {
        stop();
    }
}

void Engine::setTimingPolicy(const TimingPolicy &policy)
{
    d->policy = policy;
    d->planner.setPolicy(policy);
    d->client->setTransferTimeout(std::chrono::milliseconds(policy.httpTimeoutMs));
    d->storeCheckTimer.setInterval(int(std::max<qint64>(1, policy.storeCheckMs)));
}

const TimingPolicy &Engine::timingPolicy() const
{
    return d->policy;
}

void Engine::setThreadCap(int cap)
{
    d->governor.setUserCap(cap);
    qCInfo(lcEngine) << "thread cap" << d->governor.userCap() << "effective" << d->governor.effectiveCap();
    d->reportCapacity();
    // A larger cap admits more now; a smaller one lets the tasks in flight finish and admits none until below it.
    if (d->state != State::Stopped) {
        d->requestDispatch();
    }
}

int Engine::threadCap() const
{
    return d->governor.userCap();
}

int Engine::effectiveCap() const
{
    return d->governor.effectiveCap();
}

int Engine::planThreads() const
{
    return d->governor.planThreads();
}

int Engine::inFlight() const
{
    return d->shownInFlight();
}

void Engine::setAdaptivePolling(bool on)
{
    d->planner.setAdaptive(on);
}

bool Engine::adaptivePolling() const
{
    return d->planner.adaptive();
}

void Engine::start()
{
    if (d->state != State::Stopped) {
        return;
    }
    const qint64 nowMs = d->now();
    const Result<int> recovered = d->store->recoverAfterRestart();
    if (!recovered) {
        qCWarning(lcEngine) << "recovery failed:" << recovered.error().code << recovered.error().message;
    } else if (recovered.value() > 0) {
        qCInfo(lcEngine) << recovered.value() << "job(s) caught mid-submit requeued as uncertain submits";
    }
    d->governor.clear();
    d->schedule.clear();
    d->resumeSubmitted(nowMs);
    d->planChecked = false;
    d->resSpent = 0;
    d->resBudget = 0;
    d->solvedSinceStart = 0;
    d->speculativeRefusals = 0;
    d->stats = {};
    d->wasIdle = false;
    d->setState(State::Running, {});
    d->nextThreadsInfoAtMs = nowMs;
    d->storeCheckTimer.start();
    d->requestDispatch();
    d->reportCapacity();
}

void Engine::stop()
{
    if (d->state == State::Stopped) {
        return;
    }
    d->actionTimer.stop();
    d->storeCheckTimer.stop();
    d->client->abortAll();
    d->submits.clear();
    d->speculativeSentAtMs.clear();
    d->nextSpeculativeAtMs = 0;
    d->threadsInfoRequest = 0;
    d->threadsInfoProbe = 0;
    d->schedule.clear();
    d->governor.clear();
    d->dispatchRequested = false;
    d->banUntilMs = 0;
    d->setState(State::Stopped, {});
    d->flushChanges();
}

Engine::State Engine::state() const
{
    return d->state;
}

QString Engine::stateReason() const
{
    return d->reason;
}

void Engine::resumeAfterKeyChange()
{
    if (d->state != State::PausedForKey) {
        return;
    }
    d->setState(State::Running, {});
    const qint64 nowMs = d->now();
    d->nextThreadsInfoAtMs = nowMs;
    // Tasks whose poll met the bad key are due again now.
    for (qint64 id : d->schedule.jobIds()) {
        const PolledTask *task = d->schedule.find(id);
        if (task && !task->polling && task->nextPollAtMs > nowMs) {
            d->schedule.schedule(id, std::max(nowMs, task->lastPollAtMs + d->policy.pollIntervalMs));
        }
    }
    d->requestDispatch();
}

Result<void> Engine::cancelJob(qint64 id)
{
    const std::optional<Job> job = d->store->job(id);
    if (!job) {
        return Error{QStringLiteral("NOT_FOUND"), QStringLiteral("There is no job %1.").arg(id)};
    }
    Result<void> canceled = d->store->cancel(id);
    if (!canceled) {
        return canceled;
    }
    const qint64 nowMs = d->now();
    if (const auto submit = d->submits.constFind(id); submit != d->submits.cend()) {
        d->client->abort(submit.value());
        d->submits.erase(submit);
        d->speculativeSentAtMs.remove(id);
    }
    if (const PolledTask *task = d->schedule.find(id)) {
        if (task->polling && !d->client->multiIdPoll()) {
            d->client->abort(task->requestId);
        }
        d->schedule.remove(id);
    }
    if (d->governor.isCounting(id)) {
        // The server keeps solving a canceled task: its thread stays busy until it is done, so it keeps counting
        // until its deadline (or until threadsinfo shows the threads free).
        const qint64 submittedAt = job->submittedAtMs > 0 ? job->submittedAtMs : nowMs;
        d->governor.orphan(id, submittedAt + d->policy.deadlineAfterSubmitMs(job->spec.method));
    }
    d->capacityRefusals.remove(id);
    d->capacityWaitSinceMs.remove(id);
    d->transientSubmitFailures.remove(id);
    if (!d->inProcess) {
        d->arm();
    }
    d->reportCapacity();
    return {};
}

Result<void> Engine::retryJob(qint64 id)
{
    Result<void> retried = d->store->retry(id);
    if (!retried) {
        return retried;
    }
    d->capacityRefusals.remove(id);
    d->capacityWaitSinceMs.remove(id);
    d->transientSubmitFailures.remove(id);
    if (d->state != State::Stopped) {
        d->wasIdle = false;
        d->requestDispatch();
    }
    return {};
}

void Engine::wake()
{
    if (d->state == State::Stopped) {
        return;
    }
    d->wasIdle = false;
    d->refreshNextQueued();
    d->requestDispatch();
}

bool Engine::isIdle() const
{
    return d->computeIdle();
}

Engine::Stats Engine::stats() const
{
    return d->stats;
}

} // namespace SolveDeck
