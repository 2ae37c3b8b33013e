#include "engine.h"

#include "core/engine/accountprobe.h"
#include "core/engine/enginecontext.h"
#include "core/engine/enginehealth.h"
#include "core/engine/enginelease.h"
#include "core/engine/enginelogging.h"
#include "core/engine/enginereporter.h"
#include "core/engine/poller.h"
#include "core/engine/sharedthreadcap.h"
#include "core/engine/submitpipeline.h"
#include "core/metrics/metrics.h"
#include "core/protocol/responseparser.h"
#include "core/store/learnedsolvetimes.h"
#include "core/store/queuecontrol.h"

#include <algorithm>
#include <limits>
#include <optional>

namespace SolveDeck {

namespace {

// The learned solve times are saved after this many new observations (and at stop).
constexpr int kSaveLearningEvery = 20;

} // namespace

// The wiring: the state machine, the engine's timers and the order in which its parts act. What each part does is
// in its own class: SubmitPipeline, Poller, AccountProbe, EngineHealth (the pauses), EngineLease, SharedThreadCap
// and EngineReporter.
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
        , health(c)
        , cap(*engine, c, *this)
        , lease(c, *this, poller, pipeline)
        , reporter(
              *engine,
              c,
              *this,
              pipeline,
              probe,
              health,
              [this] {
        saveLearningIfDue();
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
    , journalRetry(
          c.scheduler,
          [this] {
        onJournalRetry();
          })
    , leaseRenewal(c.scheduler, [this] {
        onLeaseRenewal();
    })
    {
    }

    Engine *q;
    std::unique_ptr<QtScheduler> ownScheduler;
    EngineContext c;
    Poller poller;
    SubmitPipeline pipeline;
    AccountProbe probe;
    EngineHealth health;
    SharedThreadCap cap;
    EngineLease lease;
    EngineReporter reporter;
    ScheduledCall action;       // the one call for the next due step of any kind
    ScheduledCall storeCheck;   // notices jobs enqueued by another process
    ScheduledCall journalRetry; // writes the answers the database did not take
    ScheduledCall leaseRenewal; // keeps this engine's lease and takes over the jobs of engines gone

    State state = State::Stopped;
    QString reason;
    bool dispatchRequested = false;
    bool inProcess = false;
    bool planIsDirty = false;
    int savedLearningAt = 0;

    // While the database does not take writes (StoreError) requests go on: the tasks already at the service are
    // polled and their answers kept in the journal (a task id not yet written among them). While answers of submits
    // are lost (EndpointProblem, health.holdsSubmitsOnly) polls go on too. Only submits stop in both.
    bool trafficAllowed() const override
    {
        return state == State::Running || state == State::StoreError || health.holdsSubmitsOnly(state);
    }

    bool submitsAllowed() const override { return state == State::Running && !c.queuePause.paused; }

    bool idleForReadings() const override
    {
        return c.schedule.size() == 0 && !pipeline.hasSubmitsInFlight() && pipeline.nextQueuedAtWallMs() == 0;
    }

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
        pipeline.noteFreedTasks();
        if (!inProcess) {
            arm();
        }
        reportCapacity();
    }

    void planDirty() override
    {
        planIsDirty = true;
        poller.invalidatePlan();
    }

    void noteApiAnswer() override
    {
        ++c.apiAnswers;
        enter(health.noteApiAnswer(state));
        answeredSinceLoss();
    }

    void noteFailure(const ApiFailure &failure, ErrorAction decided) override
    {
        if (!ResponseParser::isTransportCode(failure.code)) {
            ++c.apiAnswers; // the service's own code: it is up
        }
        enter(health.noteFailure(state, failure, decided));
        if (!ResponseParser::isTransportCode(failure.code)) {
            answeredSinceLoss();
        }
    }

    // The service answered: jobs whose submit lost its answer may go again, and losses that came while it answered
    // other requests may be most of the recent submits.
    void answeredSinceLoss()
    {
        if (pipeline.resendsHeld() > 0) {
            requestDispatch();
        }
        noteSubmitLost();
    }

    void noteSubmitLost() override
    {
        const LostAnswers &lost = c.lostAnswers;
        if (state == State::Running && lost.mostlyLost(c.apiAnswers)) {
            enter(health.noteAnswersLost(state, lost.recentLost(), lost.recentSubmits()));
        }
    }

    void noteSubmitAnswered() override
    {
        if (const auto change = health.noteSubmitAnswered(state)) {
            c.lostAnswers.forgetRecent(); // the next pause looks at submits from now on
            enter(change);
        }
    }

    void askThreadsInfoSoon() override
    {
        probe.askWithinAllowance(c.now());
        rearm();
    }

    void setState(State next, const QString &why)
    {
        if (state == next && reason == why) {
            return;
        }
        state = next;
        reason = why;
        qCInfo(lcEngine) << "state" << next << why;
        Q_EMIT q->stateChanged(next, why);
        reporter.reportStatus();
    }

    // A change health asked for. A pause stops traffic; the key's pause also stops the engine's step (only a new key
    // ends it), the others re-arm for their end or their re-check. Running resumes traffic.
    void enter(const std::optional<EngineHealth::Change> &change)
    {
        if (!change) {
            return;
        }
        if (change->state == State::Running) {
            resume();
            return;
        }
        setState(change->state, change->reason);
        if (change->state == State::PausedForKey) {
            action.stop();
        } else {
            rearm();
        }
    }

    // Back to Running after a pause: the polls that met it are due again, threadsinfo soon, dispatch now.
    void resume()
    {
        const qint64 nowMs = c.now();
        setState(State::Running, {});
        poller.resumeAfterPause(nowMs);
        probe.askSoon(nowMs);
        requestDispatch();
    }

    // What changed the capacity is told: with nobody's cap on the account, the cap follows the plan first.
    void reportCapacity()
    {
        cap.followPlan();
        reporter.reportCapacity();
    }

    // Reads the pause from the database (every store check: another process may have paused or resumed).
    void readQueuePause()
    {
        const QueuePause read = QueueControl(*c.store).state();
        const QueuePause &known = c.queuePause;
        if (read.paused == known.paused && read.by == known.by && read.atMs == known.atMs) {
            return;
        }
        const bool resumed = known.paused && !read.paused;
        c.queuePause = read;
        // A paused queue waits for no thread; after a resume the wait starts again (a twenty-ninth trial read a time
        // from before the pause).
        c.waitingForThreadSinceWallMs = 0;
        qCInfo(lcEngine) << (read.paused ? "queue paused by" : "queue resumed") << read.by;
        if (resumed && state != State::Stopped) {
            pipeline.refreshNextQueued();
            requestDispatch();
        }
        reporter.reportStatus();
    }

    // The one timer: armed for the earliest next step of any kind.
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
        consider(health.nextStepAtMs(state));
        const qint64 nextQueuedWall = pipeline.nextQueuedAtWallMs();
        if (trafficAllowed()) {
            if (planIsDirty) {
                planIsDirty = false;
                pipeline.planSpeculativeSubmit(nowMs);
                probe.plan(nowMs);
            }
            consider(poller.nextDueAtMs());
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

    // The step: orphans past their deadline stop counting, a pause that ended resumes, then polls, threadsinfo,
    // dispatch and a speculative submit, each when due.
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
        enter(health.banOver(state, nowMs));
        if (health.takeEndpointRecheck(state, nowMs)) {
            probe.askIfDue(nowMs, true);
        }
        if (health.takeSubmitTrial(state, nowMs)) {
            pipeline.trySubmit(nowMs); // do answers come back?
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
        pipeline.noteFreedTasks();
        arm();
        reportCapacity();
    }

    void onStoreCheck()
    {
        storeCheck.startIn(std::max<qint64>(1, c.policy.storeCheckMs));
        readQueuePause();
        pipeline.refreshNextQueued();
        const qint64 next = pipeline.nextQueuedAtWallMs();
        if (submitsAllowed() && next > 0 && next <= c.dueWallNow()) {
            requestDispatch();
        } else if (!inProcess) {
            arm();
        }
        reporter.checkIdle();
    }

    // Answers the database did not take: retried on their own timer; StoreError once that lasted.
    void checkJournal()
    {
        const qint64 since = c.journal.failingSinceMs();
        if (since == 0) {
            return;
        }
        if (!journalRetry.isActive()) {
            journalRetry.startIn(c.policy.storeRetryMs);
        }
        const int held = int(c.journal.unstoredTaskIds().size());
        if (const auto change = health.noteStoreFailing(state, since, c.journal.lastError(), held)) {
            qCWarning(lcEngine) << "the database does not take writes;" << held
                                << "task id(s) held in memory, their tasks still polled:" << unstoredText();
            setState(change->state, change->reason);
        } else if (state == State::StoreError) {
            // The reason names how many task ids are held: it follows the count.
            setState(state, EngineHealth::storeFailingReason(c.journal.lastError(), held));
        }
    }

    // "job 12 task 7371, job 13 task 7372": for the log and the CLI's stderr.
    QString unstoredText() const
    {
        QStringList parts;
        for (const UnstoredTaskId &id : c.journal.unstoredTaskIds()) {
            parts << QStringLiteral("job %1 task %2").arg(id.jobId).arg(id.taskId);
        }
        return parts.join(QStringLiteral(", "));
    }

    void onJournalRetry()
    {
        const qint64 nowMs = c.now();
        if (!c.journal.unstoredTaskIds().isEmpty()) {
            // The lease first: the moment the database takes writes again, this engine's heartbeat is fresh before
            // its task ids are written, so that no other engine takes their jobs for a dead engine's meanwhile.
            followAccount(lease.renew());
        }
        bool drained = c.journal.retry(nowMs);
        if (drained && c.journal.failingSinceMs() > 0) {
            // Nothing kept, but writes failed (a submit could not be marked): try a write of our own.
            const Result<void> probed = c.store->probeWrite();
            c.journal.noteResult(probed, nowMs);
            drained = bool(probed);
        }
        if (drained) {
            enter(EngineHealth::noteStoreWorking(state));
        }
        rearm();
        reporter.checkIdle();
    }

    void onLeaseRenewal()
    {
        leaseRenewal.startIn(lease.heartbeatMs());
        followAccount(lease.renew());
        rearm();
    }

    // The account's row as the lease read it: another engine's cap holds here too; the account's total is reported.
    void followAccount(const std::optional<AccountCapacity> &account)
    {
        if (account) {
            cap.follow(account->threadCap);
            reporter.reportAccount(*account);
        }
    }

    void saveLearningIfDue()
    {
        if (c.oracle.solvedSinceStart() - savedLearningAt >= kSaveLearningEvery) {
            saveLearning();
        }
    }

    void saveLearning()
    {
        savedLearningAt = c.oracle.solvedSinceStart();
        const Result<void> saved = LearnedSolveTimes(*c.store).save(c.oracle.planner().samples());
        if (!saved) {
            qCWarning(lcEngine) << "learned solve times not saved:" << saved.error().message;
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
    d->c.schedule.setMinGapMs(d->c.policy.pollIntervalMs);
    connect(store, &JobStore::jobsChanged, this, [this](const QList<qint64> &ids) {
        for (qint64 id : ids) {
            d->reporter.noteJobChanged(id);
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
    d->c.schedule.setMinGapMs(policy.pollIntervalMs);
    d->c.oracle.setPolicy(policy);
    d->c.api->setTransferTimeout(std::chrono::milliseconds(policy.httpTimeoutMs));
    d->c.api->setReadTimeout(std::chrono::milliseconds(policy.readTimeoutMs));
}

void Engine::setThreadCap(int cap)
{
    d->cap.choose(cap, d->state != State::Stopped);
    d->reportCapacity();
    // A larger cap admits more now; a smaller one lets the tasks in flight finish and admits none until below it.
    if (d->state != State::Stopped) {
        d->requestDispatch();
    }
}

void Engine::setAccount(const QString &fingerprint)
{
    if (fingerprint == d->c.account) {
        return;
    }
    d->c.account = fingerprint;
    if (d->state != State::Stopped) {
        d->cap.saveChosen();
        d->onLeaseRenewal();
    }
}

QString Engine::engineId() const
{
    return d->c.engineId;
}

int Engine::threadCap() const
{
    return d->c.governor.userCap();
}

void Engine::setAdaptivePolling(bool on)
{
    d->c.oracle.planner().setAdaptive(on);
}

void Engine::setMultiIdPolling(bool on)
{
    d->poller.multiId().setEnabled(on);
}

void Engine::start()
{
    if (d->state != State::Stopped) {
        return;
    }
    d->c.governor.clear();
    d->c.schedule.clear();
    d->c.journal.clear();
    d->pipeline.clear();
    d->probe.reset();
    d->health.reset();
    d->c.oracle.resetRun();
    d->c.oracle.planner().restoreSamples(LearnedSolveTimes(*d->c.store).load());
    d->savedLearningAt = 0;
    d->c.stats = {};
    d->c.lastProbeSentAtMs = 0;
    d->c.workingThreadsKnown = false;
    d->c.apiAnswers = 0;
    d->c.lostAnswers.clear();
    d->c.attempts.clear();
    d->c.waitingForThreadSinceWallMs = 0;
    d->c.queuePause = QueueControl(*d->c.store).state();
    // Starting with a cap is choosing one: it becomes the account's, for every engine on the database. Saved before
    // the lease reads the account's row, so that an older choice read there does not replace it.
    d->cap.saveChosen();
    d->followAccount(d->lease.begin());
    d->lease.resumeJobsTakenOver();
    d->reporter.markBusy();
    d->setState(State::Running, {});
    d->leaseRenewal.startIn(d->lease.heartbeatMs());
    const qint64 nowMs = d->c.now();
    d->poller.multiId().start(nowMs);
    d->probe.askSoon(nowMs);
    d->storeCheck.startIn(std::max<qint64>(1, d->c.policy.storeCheckMs));
    d->reporter.start();
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
    d->leaseRenewal.stop();
    d->poller.multiId().stop();
    d->c.api->abortAll();
    // Jobs held for a re-send go back to the queue at their place, as before the loss.
    d->pipeline.requeueHeld();
    // Answers the database has not taken get one last try; what still fails is recovered at the next start
    // (a job left submitting is requeued as uncertain, a submitted one is polled again). A task id still held is
    // named in the log (and by unstoredTaskIds(), for the CLI's stderr): its job would be submitted again.
    d->c.journal.retry(d->c.now());
    if (!d->c.journal.unstoredTaskIds().isEmpty()) {
        qCWarning(lcEngine) << "stopping with task ids the database did not take (their jobs stay submitting and are "
                               "queued again as uncertain submits at the next start):"
                            << d->unstoredText();
    }
    if (d->c.oracle.solvedSinceStart() > d->savedLearningAt) {
        d->saveLearning();
    }
    d->pipeline.clear();
    d->probe.reset();
    d->c.schedule.clear();
    d->c.governor.clear();
    // The row goes: other engines take over at once what is left (a job still submitting is queued again).
    d->lease.end();
    d->c.attempts.clear();
    d->dispatchRequested = false;
    d->health.reset();
    d->setState(State::Stopped, {});
    d->reporter.stop();
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
    // Tasks whose poll met the bad key are due again now.
    d->resume();
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
        d->reporter.markBusy();
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
    d->reporter.markBusy();
    d->pipeline.refreshNextQueued();
    d->requestDispatch();
}

bool Engine::isIdle() const
{
    return d->reporter.isIdle();
}

EngineStats Engine::stats() const
{
    return d->c.stats;
}

void Engine::setMetrics(Metrics *metrics)
{
    d->c.metrics = metrics;
    ApiService::RequestObserver observer;
    if (metrics) {
        observer = [metrics](const QString &path, const QString &action, const ApiFailure *failure) {
            metrics->countUpstreamRequest(path, action, failure);
        };
    }
    d->c.api->setRequestObserver(std::move(observer));
}

int Engine::pendingStoreWrites() const
{
    return d->c.journal.pending();
}

QList<UnstoredTaskId> Engine::unstoredTaskIds() const
{
    return d->c.journal.unstoredTaskIds();
}

bool Engine::hasSubmitsInFlight() const
{
    return d->pipeline.hasSubmitsInFlight();
}

EngineStatus Engine::status() const
{
    return d->reporter.status();
}

void Engine::queuePauseChanged()
{
    if (d->state != State::Stopped) {
        d->readQueuePause();
    }
}

} // namespace SolveDeck
