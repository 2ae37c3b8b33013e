#include "engine.h"

#include "core/engine/accountprobe.h"
#include "core/engine/changebatcher.h"
#include "core/engine/enginecontext.h"
#include "core/engine/enginelogging.h"
#include "core/engine/poller.h"
#include "core/engine/submitpipeline.h"
#include "core/protocol/responseparser.h"

#include <algorithm>
#include <limits>

namespace SolveDeck {

namespace {

// jobsChanged is emitted at most once per tick (ChangeBatcher).
constexpr qint64 kChangeBatchMs = 100;
// So many web pages in a row where API answers belong, with no API answer between, and the endpoint is not the
// API: a maintenance page comes with a 5xx status (HTTP_5xx, transient), a page with 200 is a wrong address.
constexpr int kNonApiAnswersBeforePause = 3;
// The learned solve times are saved after this many new observations (and at stop).
constexpr int kSaveLearningEvery = 20;

} // namespace

class Engine::Private final : public EngineHooks
{
public:
    Private(Engine *engine, JobStore *store, ApiService *api, Scheduler *scheduler, const Clock &clock)
        : q(engine)
        , ownScheduler(scheduler ? nullptr : std::make_unique<QtScheduler>(clock))
        , c(store, api, scheduler ? scheduler : ownScheduler.get(), clock)
        , poller(c, *this)
        , pipeline(c, *this, poller)
        , probe(c, *this, poller)
        , batcher(
              c.scheduler,
              kChangeBatchMs,
              [this](const QList<qint64> &ids) {
        flushChanges(ids);
              })
    , action(
          c.scheduler,
          [this] {
        process();
          })
    , storeCheck(
          c.scheduler,
          [this] {
        onStoreCheck();
          })
    , journalRetry(c.scheduler, [this] {
        onJournalRetry();
    })
    {
    }

    Engine *q;
    std::unique_ptr<QtScheduler> ownScheduler;
    EngineContext c;
    Poller poller;
    SubmitPipeline pipeline;
    AccountProbe probe;
    ChangeBatcher batcher;
    IdleDetector idleDetector;
    ScheduledCall action;       // the one call for the next due step of any kind
    ScheduledCall storeCheck;   // notices jobs enqueued by another process
    ScheduledCall journalRetry; // writes the answers the database did not take

    State state = State::Stopped;
    QString reason;
    qint64 banUntilMs = 0;
    qint64 endpointRecheckAtMs = 0;
    bool dispatchRequested = false;
    bool inProcess = false;
    bool planIsDirty = false;
    // The outage clock: since when requests have failed without any API answer, and how many web pages in a row.
    qint64 failingSinceMs = 0;
    int nonApiAnswers = 0;
    QString lastTransportFailure;
    int savedLearningAt = 0;

    int lastReportedInFlight = -1;
    int lastReportedCap = -1;
    int lastReportedPlan = -1;

    // ---- EngineHooks ----------------------------------------------------------------------------------------

    bool trafficAllowed() const override { return state == State::Running; }

    bool planChecked() const override { return probe.answeredOnce(); }

    void requestDispatch() override
    {
        dispatchRequested = true;
        if (!inProcess && state != State::Stopped) {
            action.startAt(c.now());
        }
    }

    void rearm() override
    {
        if (!inProcess) {
            arm();
        }
        reportCapacity();
    }

    void planDirty() override { planIsDirty = true; }

    void noteApiAnswer() override
    {
        failingSinceMs = 0;
        nonApiAnswers = 0;
        if (state == State::EndpointProblem) {
            setState(State::Running, {});
            poller.resumeAfterPause(c.now());
            probe.askSoon(c.now());
            requestDispatch();
        }
    }

    void noteFailure(RequestKind kind, const ApiFailure &failure, ErrorAction action) override
    {
        Q_UNUSED(kind)
        const qint64 nowMs = c.now();
        switch (action) {
        case ErrorAction::PauseForKey:
            pauseForKey(failure);
            return;
        case ErrorAction::PauseForBan:
            enterBan(failure, nowMs);
            return;
        case ErrorAction::PauseEndpoint:
            pauseEndpoint(describeError(failure.code).cause);
            return;
        default:
            break;
        }
        if (!ResponseParser::isTransportCode(failure.code)) {
            noteApiAnswer(); // an error code the API sent: the endpoint speaks the API
            return;
        }
        if (failingSinceMs == 0) {
            failingSinceMs = nowMs;
        }
        lastTransportFailure = failure.code;
        if (failure.code == QLatin1String("HTML_RESPONSE") && ++nonApiAnswers >= kNonApiAnswersBeforePause) {
            pauseEndpoint(describeError(failure.code).cause);
            return;
        }
        if (nowMs - failingSinceMs >= c.policy.unreachableGiveUpMs) {
            const ErrorInfo info = describeError(failure.code);
            pauseEndpoint(QStringLiteral("No request has had an API answer for %1 s (last: %2, %3).")
                              .arg(secondsText(nowMs - failingSinceMs), failure.code, info.cause));
        }
    }

    // ---- state ------------------------------------------------------------------------------------------------

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
        action.stop();
    }

    void enterBan(const ApiFailure &failure, qint64 nowMs)
    {
        if (state == State::Stopped || state == State::PausedForKey) {
            return;
        }
        const qint64 until = nowMs + c.policy.ipBanMs;
        if (state == State::Banned && banUntilMs >= until - 1000) {
            return;
        }
        banUntilMs = until;
        setState(State::Banned,
                 QStringLiteral("The server banned this IP address (%1), usually after repeated requests with a "
                                "wrong key. All traffic stops for %2 s; check the API key meanwhile.")
                     .arg(failure.code, secondsText(c.policy.ipBanMs)));
        rearm();
    }

    void pauseEndpoint(const QString &cause)
    {
        if (state == State::Stopped || state == State::PausedForKey || state == State::Banned) {
            return;
        }
        const qint64 nowMs = c.now();
        endpointRecheckAtMs = nowMs + c.policy.endpointRecheckMs;
        setState(State::EndpointProblem,
                 QStringLiteral("This endpoint does not speak the CaptchaAI API: %1 %2 The queue is paused (no job "
                                "fails meanwhile) and the address is checked again every %3 s. Check the API address "
                                "(--endpoint, or the console's settings).")
                     .arg(c.api->endpointLabel(), cause, secondsText(c.policy.endpointRecheckMs)));
        rearm();
    }

    // ---- the one timer ----------------------------------------------------------------------------------------

    void arm()
    {
        if (state == State::Stopped) {
            action.stop();
            return;
        }
        checkJournal();
        const qint64 nowMs = c.now();
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
        if (state == State::EndpointProblem) {
            consider(endpointRecheckAtMs);
        }
        const qint64 nextQueuedWall = pipeline.nextQueuedAtWallMs();
        if (trafficAllowed()) {
            if (planIsDirty) {
                planIsDirty = false;
                pipeline.planSpeculativeSubmit(nowMs);
                probe.plan(nowMs);
            }
            consider(c.schedule.nextDueAtMs());
            if (!probe.inFlight()) {
                consider(probe.nextAtMs()); // one in flight answers first: arming for it would spin
            }
            consider(pipeline.nextSpeculativeAtMs());
            // A queued job due later (back-off). One due now but not taken waits for a free slot, whose release
            // requests a dispatch, or for the store check: arming for it would spin.
            const qint64 nextQueued = nextQueuedWall > 0 ? c.toMono(nextQueuedWall) : 0;
            if (nextQueued > nowMs && c.governor.freeSlots(nowMs) > 0) {
                consider(nextQueued);
            }
            if (nextQueuedWall > 0) {
                consider(c.governor.ceilingEndsAtMs(nowMs));
            }
        }
        consider(c.governor.nextOrphanExpiryMs());
        if (next == std::numeric_limits<qint64>::max()) {
            action.stop();
            return;
        }
        action.startAt(std::max(next, nowMs));
    }

    void process()
    {
        if (state == State::Stopped) {
            return;
        }
        inProcess = true;
        const qint64 nowMs = c.now();
        dispatchRequested = false;
        if (c.governor.expireOrphans(nowMs)) {
            dispatchRequested = true;
        }
        if (state == State::Banned && nowMs >= banUntilMs) {
            banUntilMs = 0;
            setState(State::Running, {});
            poller.resumeAfterPause(nowMs);
            probe.askSoon(nowMs);
        }
        if (state == State::EndpointProblem && nowMs >= endpointRecheckAtMs) {
            endpointRecheckAtMs = nowMs + c.policy.endpointRecheckMs;
            probe.askIfDue(nowMs, true);
        }
        if (trafficAllowed()) {
            poller.pollDue(nowMs);
            probe.askIfDue(nowMs);
            dispatchRequested = false;
            pipeline.dispatch(nowMs);
            if (pipeline.nextSpeculativeAtMs() > 0 && pipeline.nextSpeculativeAtMs() <= nowMs) {
                pipeline.submitSpeculatively(nowMs);
            }
        }
        inProcess = false;
        arm();
        reportCapacity();
    }

    void onStoreCheck()
    {
        storeCheck.startIn(std::max<qint64>(1, c.policy.storeCheckMs));
        pipeline.refreshNextQueued();
        const qint64 next = pipeline.nextQueuedAtWallMs();
        if (trafficAllowed() && next > 0 && next <= c.dueWallNow()) {
            requestDispatch();
        } else if (!inProcess) {
            arm();
        }
        checkIdle();
    }

    // ---- the journal of answers the database did not take --------------------------------------------------

    void checkJournal()
    {
        const qint64 since = c.journal.failingSinceMs();
        if (since == 0) {
            return;
        }
        if (!journalRetry.isActive()) {
            journalRetry.startIn(c.policy.storeRetryMs);
        }
        if (state != State::StoreError && state != State::Stopped && c.now() - since >= c.policy.storeErrorAfterMs) {
            setState(State::StoreError,
                     QStringLiteral("The job database does not take writes (%1). What the server answered is kept "
                                    "and written as soon as it can be; the queue is paused meanwhile. Free disk "
                                    "space, or close the program that holds the database locked.")
                         .arg(c.journal.lastError()));
        }
    }

    void onJournalRetry()
    {
        const qint64 nowMs = c.now();
        bool drained = c.journal.retry(nowMs);
        if (drained && c.journal.failingSinceMs() > 0) {
            // Nothing kept, but writes failed (a submit could not be marked): try a write of our own.
            const Result<void> probed = c.store->probeWrite();
            c.journal.noteResult(probed, nowMs);
            drained = bool(probed);
        }
        if (drained && state == State::StoreError) {
            setState(State::Running, {});
            poller.resumeAfterPause(nowMs);
            probe.askSoon(nowMs);
            requestDispatch();
        }
        rearm();
        checkIdle();
    }

    // ---- reporting ----------------------------------------------------------------------------------------------

    void flushChanges(const QList<qint64> &ids)
    {
        if (!ids.isEmpty()) {
            Q_EMIT q->jobsChanged(ids);
        }
        reportCapacity();
        checkIdle();
        if (c.oracle.solvedSinceStart() - savedLearningAt >= kSaveLearningEvery) {
            saveLearning();
        }
    }

    void saveLearning()
    {
        savedLearningAt = c.oracle.solvedSinceStart();
        const Result<void> saved = c.store->saveLearnedSolveTimes(c.oracle.planner().samples());
        if (!saved) {
            qCWarning(lcEngine) << "learned solve times not saved:" << saved.error().message;
        }
    }

    // What the capacity gauge shows: the governor's count without speculative submits in flight. Those are sent
    // while every counted thread is busy and hold a thread only if one of the counted tasks has freed it.
    int shownInFlight() const { return c.governor.inFlight() - pipeline.speculativeInFlight(); }

    void reportCapacity()
    {
        const int inFlight = shownInFlight();
        const int cap = c.governor.effectiveCap();
        const int plan = c.governor.planThreads();
        if (inFlight != lastReportedInFlight || cap != lastReportedCap || plan != lastReportedPlan) {
            lastReportedInFlight = inFlight;
            lastReportedCap = cap;
            lastReportedPlan = plan;
            Q_EMIT q->capacityChanged(inFlight, cap, plan);
        }
    }

    bool computeIdle() const
    {
        return !pipeline.hasSubmitsInFlight() && c.schedule.size() == 0 && !c.journal.hasPending()
            && c.store->nextQueuedAttemptAtMs() == 0;
    }

    void checkIdle()
    {
        if (state == State::Stopped) {
            return;
        }
        if (idleDetector.update(computeIdle())) {
            Q_EMIT q->idle();
        }
    }

    // ---- start ----------------------------------------------------------------------------------------------

    // Tasks of an earlier run that may still hold threads: count them until their deadline.
    void countTasksMaybeAlive()
    {
        const qint64 longest = std::max(c.policy.deadlineMs, c.policy.deadlineRecaptchaV2Ms);
        const qint64 nowMs = c.now();
        for (const JobStore::MaybeAliveTask &task : c.store->tasksMaybeAlive(c.wallNow() - longest)) {
            const qint64 until = c.toMono(task.submitSentAtMs) + c.policy.deadlineAfterSubmitMs(task.method);
            if (until > nowMs) {
                c.governor.addOrphan(until);
            }
        }
    }
};

Engine::Engine(JobStore *store, ApiService *api, const Clock &clock, QObject *parent)
    : Engine(store, api, nullptr, clock, parent)
{
}

Engine::Engine(JobStore *store, ApiService *api, Scheduler *scheduler, const Clock &clock, QObject *parent)
    : QObject(parent)
    , d(std::make_unique<Private>(this, store, api, scheduler, clock))
{
    connect(store, &JobStore::jobsChanged, this, [this](const QList<qint64> &ids) {
        for (qint64 id : ids) {
            d->batcher.note(id);
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
    d->c.policy = policy;
    d->c.oracle.setPolicy(policy);
    d->c.api->setTransferTimeout(std::chrono::milliseconds(policy.httpTimeoutMs));
}

const TimingPolicy &Engine::timingPolicy() const
{
    return d->c.policy;
}

void Engine::setThreadCap(int cap)
{
    d->c.governor.setUserCap(cap);
    qCInfo(lcEngine) << "thread cap" << d->c.governor.userCap() << "effective" << d->c.governor.effectiveCap();
    d->reportCapacity();
    // A larger cap admits more now; a smaller one lets the tasks in flight finish and admits none until below it.
    if (d->state != State::Stopped) {
        d->requestDispatch();
    }
}

int Engine::threadCap() const
{
    return d->c.governor.userCap();
}

int Engine::effectiveCap() const
{
    return d->c.governor.effectiveCap();
}

int Engine::planThreads() const
{
    return d->c.governor.planThreads();
}

int Engine::inFlight() const
{
    return d->shownInFlight();
}

void Engine::setAdaptivePolling(bool on)
{
    d->c.oracle.planner().setAdaptive(on);
}

bool Engine::adaptivePolling() const
{
    return d->c.oracle.adaptive();
}

void Engine::start()
{
    if (d->state != State::Stopped) {
        return;
    }
    const Result<int> recovered = d->c.store->recoverAfterRestart();
    if (!recovered) {
        qCWarning(lcEngine) << "recovery failed:" << recovered.error().code << recovered.error().message;
    } else if (recovered.value() > 0) {
        qCInfo(lcEngine) << recovered.value() << "job(s) caught mid-submit requeued as uncertain submits";
    }
    d->c.governor.clear();
    d->c.schedule.clear();
    d->c.journal.clear();
    d->pipeline.clear();
    d->probe.reset();
    d->c.oracle.resetRun();
    d->c.oracle.planner().restoreSamples(d->c.store->learnedSolveTimes());
    d->savedLearningAt = 0;
    d->c.stats = {};
    d->c.lastProbeSentAtMs = 0;
    d->failingSinceMs = 0;
    d->nonApiAnswers = 0;
    d->countTasksMaybeAlive();
    for (const Job &job : d->c.store->inFlight()) {
        if (job.state == JobState::Submitted && !job.taskId.isEmpty()) {
            d->poller.resume(job);
        }
    }
    d->idleDetector.markBusy();
    d->setState(State::Running, {});
    const qint64 nowMs = d->c.now();
    d->probe.askSoon(nowMs);
    d->storeCheck.startIn(std::max<qint64>(1, d->c.policy.storeCheckMs));
    d->pipeline.refreshNextQueued();
    d->requestDispatch();
    d->reportCapacity();
}

void Engine::stop()
{
    if (d->state == State::Stopped) {
        return;
    }
    d->action.stop();
    d->storeCheck.stop();
    d->journalRetry.stop();
    d->c.api->abortAll();
    // Answers the database has not taken get one last try; what still fails is recovered at the next start
    // (a job left submitting is requeued as uncertain, a submitted one is polled again).
    d->c.journal.retry(d->c.now());
    if (d->c.oracle.solvedSinceStart() > d->savedLearningAt) {
        d->saveLearning();
    }
    d->pipeline.clear();
    d->probe.reset();
    d->c.schedule.clear();
    d->c.governor.clear();
    d->dispatchRequested = false;
    d->banUntilMs = 0;
    d->setState(State::Stopped, {});
    d->batcher.flushNow();
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
    const qint64 nowMs = d->c.now();
    d->probe.askSoon(nowMs);
    // Tasks whose poll met the bad key are due again now.
    d->poller.resumeAfterPause(nowMs);
    d->requestDispatch();
}

Result<void> Engine::cancelJob(qint64 id)
{
    const std::optional<Job> job = d->c.store->job(id);
    if (!job) {
        return Error{QStringLiteral("NOT_FOUND"), QStringLiteral("There is no job %1.").arg(id)};
    }
    Result<void> canceled = d->c.store->cancel(id);
    if (!canceled) {
        return canceled;
    }
    const qint64 nowMs = d->c.now();
    d->pipeline.abort(id);
    d->poller.forget(id);
    if (d->c.governor.isCounting(id)) {
        // The server keeps solving a canceled task: its thread stays busy until it is done, so it keeps counting
        // until its deadline (or until threadsinfo shows the threads free).
        const qint64 submittedAt = job->submittedAtMs > 0 ? std::min(nowMs, d->c.toMono(job->submittedAtMs)) : nowMs;
        d->c.governor.orphan(id, submittedAt + d->c.policy.deadlineAfterSubmitMs(job->spec.method));
    }
    d->rearm();
    return {};
}

Result<void> Engine::retryJob(qint64 id)
{
    Result<void> retried = d->c.store->retry(id);
    if (!retried) {
        return retried;
    }
    d->pipeline.forget(id);
    if (d->state != State::Stopped) {
        d->idleDetector.markBusy();
        d->pipeline.refreshNextQueued();
        d->requestDispatch();
    }
    return {};
}

void Engine::wake()
{
    if (d->state == State::Stopped) {
        return;
    }
    d->idleDetector.markBusy();
    d->pipeline.refreshNextQueued();
    d->requestDispatch();
}

bool Engine::isIdle() const
{
    return d->computeIdle();
}

Engine::Stats Engine::stats() const
{
    return d->c.stats;
}

ThreadsInfo Engine::accountInfo() const
{
    return d->probe.lastInfo();
}

qint64 Engine::accountInfoAtMs() const
{
    return d->probe.lastAnswerAtWallMs();
}

int Engine::pendingStoreWrites() const
{
    return d->c.journal.pending();
}

} // namespace SolveDeck
