#include "engine.h"

#include "core/engine/accountprobe.h"
#include "core/engine/changebatcher.h"
#include "core/engine/enginecontext.h"
#include "core/engine/enginelogging.h"
#include "core/engine/leasekeeper.h"
#include "core/engine/poller.h"
#include "core/engine/submitpipeline.h"
#include "core/protocol/responseparser.h"
#include "core/store/accounts.h"
#include "core/store/claims.h"
#include "core/store/learnedsolvetimes.h"
#include "core/store/queuecontrol.h"

#include <algorithm>
#include <cstdlib>
#include <limits>
#include <optional>

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
    , journalRetry(
          c.scheduler,
          [this] {
        onJournalRetry();
          })
    , lease(c)
    , leaseRenewal(
          c.scheduler,
          [this] {
        onLeaseRenewal();
          })
    , idleReadings(c.scheduler, [this] {
        onIdleReadings();
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
    LeaseKeeper lease;
    ScheduledCall leaseRenewal; // keeps this engine's lease and takes over the jobs of engines gone
    bool capGiven = false;      // setThreadCap was called: this engine sets the account's shared cap at start
    int sharedCap = 0;          // the account's cap as last read (0: nobody set one)
    QHash<qint64, qint64> countedMaybeAlive; // job -> submit_sent_at of the task counted by countTasksMaybeAlive
    int lastReportedAccountBusy = -1;
    int lastReportedEngines = -1;

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

    ScheduledCall idleReadings; // keeps threadsinfo and the balance fresh for people while nothing is in flight
    QueuePause queuePause;      // the operator's pause, as last read from the database
    double balance = 0;
    qint64 balanceAtWallMs = 0;
    ApiService::RequestId balanceRequest = 0;
    EngineStatus lastStatus;
    int lastReportedInFlight = -1;
    int lastReportedCap = -1;
    int lastReportedPlan = -1;

    // ---- EngineHooks ----------------------------------------------------------------------------------------

    bool trafficAllowed() const override { return state == State::Running; }

    bool submitsAllowed() const override { return trafficAllowed() && !queuePause.paused; }

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
        reportStatus();
    }

    // ---- the operator's pause, the readings for people, the status --------------------------------------------

    // Reads the pause from the database (every store check: another process may have paused or resumed).
    void readQueuePause()
    {
        const QueuePause read = QueueControl(*c.store).state();
        if (read.paused == queuePause.paused && read.by == queuePause.by && read.atMs == queuePause.atMs) {
            return;
        }
        const bool resumed = queuePause.paused && !read.paused;
        queuePause = read;
        qCInfo(lcEngine) << (read.paused ? "queue paused by" : "queue resumed") << read.by;
        if (resumed && state != State::Stopped) {
            pipeline.refreshNextQueued();
            requestDispatch();
        }
        reportStatus();
    }

    void onIdleReadings()
    {
        idleReadings.startIn(std::max<qint64>(1, c.policy.idleReadingsMs));
        // threadsinfo keeps its own (idle: slow) schedule; the balance is asked only while nothing is in flight, so
        // a working engine sends no extra requests.
        if (state != State::Running || !idleForReadings()) {
            return;
        }
        askBalance();
    }

    void askBalance()
    {
        if (balanceRequest != 0 || !trafficAllowed()) {
            return;
        }
        balanceRequest = c.api->balance([this](const ApiResult<double> &answer) {
            balanceRequest = 0;
            if (answer.ok()) {
                balance = *answer.value;
                balanceAtWallMs = c.wallNow();
                reportStatus();
            } else {
                qCInfo(lcEngine) << "getbalance:" << answer.failure.code;
            }
        });
    }

    EngineStatus currentStatus() const
    {
        EngineStatus s;
        s.state = int(state);
        s.reason = reason;
        s.inFlight = shownInFlight();
        s.effectiveCap = c.governor.effectiveCap();
        s.planThreads = c.governor.planThreads();
        s.accountInFlight = std::max(0, lastReportedAccountBusy);
        s.engines = std::max(0, lastReportedEngines);
        const ThreadsInfo info = probe.lastInfo();
        s.accountThreads = info.threads;
        s.accountWorking = info.workingThreadsKnown ? info.workingThreads : -1;
        s.accountAtMs = probe.lastAnswerAtWallMs();
        s.balance = balance;
        s.balanceAtMs = balanceAtWallMs;
        s.queuePaused = queuePause.paused;
        s.queuePausedBy = queuePause.by;
        s.queuePausedAtMs = queuePause.atMs;
        s.waitingForThreadSinceMs = submitsAllowed() ? c.waitingForThreadSinceWallMs : 0;
        s.banUntilMs = state == State::Banned ? c.toWall(banUntilMs) : 0;
        return s;
    }

    void reportStatus()
    {
        EngineStatus now = currentStatus();
        // The ban's end moves with the wall clock's reading by a few ms each time: compare it by the second.
        if (std::abs(now.banUntilMs - lastStatus.banUntilMs) < 1000) {
            now.banUntilMs = lastStatus.banUntilMs;
        }
        if (now == lastStatus) {
            return;
        }
        lastStatus = now;
        Q_EMIT q->statusChanged(now);
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
        readQueuePause();
        pipeline.refreshNextQueued();
        const qint64 next = pipeline.nextQueuedAtWallMs();
        if (submitsAllowed() && next > 0 && next <= c.dueWallNow()) {
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
        const Result<void> saved = LearnedSolveTimes(*c.store).save(c.oracle.planner().samples());
        if (!saved) {
            qCWarning(lcEngine) << "learned solve times not saved:" << saved.error().message;
        }
    }

    // What the capacity gauge shows: the governor's count without speculative submits in flight. Those are sent
    // while every counted thread is busy and hold a thread only if one of the counted tasks has freed it.
    int shownInFlight() const { return c.governor.inFlight() - pipeline.speculativeInFlight(); }

    void reportCapacity()
    {
        // Nobody chose a cap for this account: the plan's threads are the cap, as soon as threadsinfo tells them.
        if (!capGiven && sharedCap == 0 && c.governor.planThreads() > 0
            && c.governor.userCap() != c.governor.planThreads()) {
            c.governor.setUserCap(c.governor.planThreads());
            Q_EMIT q->threadCapChanged(c.governor.userCap());
        }
        const int inFlight = shownInFlight();
        const int cap = c.governor.effectiveCap();
        const int plan = c.governor.planThreads();
        if (inFlight != lastReportedInFlight || cap != lastReportedCap || plan != lastReportedPlan) {
            lastReportedInFlight = inFlight;
            lastReportedCap = cap;
            lastReportedPlan = plan;
            Q_EMIT q->capacityChanged(inFlight, cap, plan);
        }
        reportAccount();
        reportStatus();
    }

    // The account's total beside this engine's share: alone on the account they are the same; with other
    // engines, the database's count (one indexed query, at most once per change batch or renewal).
    void reportAccount(const std::optional<AccountCapacity> &read = std::nullopt)
    {
        int busy = shownInFlight();
        int engines = state == State::Stopped ? 0 : 1 + c.peerEngines;
        if (read) {
            engines = std::max(1, read->liveEngines);
            busy = c.peerEngines > 0 ? read->busy : busy;
        } else if (c.peerEngines > 0) {
            busy = Accounts(*c.store).capacity(c.account).busy;
        }
        if (busy != lastReportedAccountBusy || engines != lastReportedEngines) {
            lastReportedAccountBusy = busy;
            lastReportedEngines = engines;
            Q_EMIT q->accountChanged(busy, engines);
        }
    }

    // ---- the lease ----------------------------------------------------------------------------------------------

    void applyLease(const LeaseKeeper::Outcome &outcome, bool resumeAdopted)
    {
        if (!outcome.ok) {
            c.journal.noteResult(Result<void>{outcome.error}, c.now());
            return;
        }
        if (outcome.lost) {
            dropJobsNoLongerOurs();
        }
        if (resumeAdopted) {
            for (const Job &job : outcome.adopted) {
                if (!c.schedule.contains(job.id) && job.state == JobState::Submitted && !job.taskId.isEmpty()) {
                    qCInfo(lcEngine) << "job" << job.id << "adopted from an engine gone; polling task" << job.taskId;
                    poller.resume(job);
                }
            }
        }
        if (!outcome.requeued.isEmpty() || !outcome.adopted.isEmpty()) {
            // A gone engine's submit in flight may have created a task that still holds a thread: ours to count now.
            countTasksMaybeAlive();
        }
        if (!outcome.requeued.isEmpty()) {
            pipeline.refreshNextQueued();
            requestDispatch();
        }
        applySharedCap(outcome.account.threadCap);
        reportAccount(outcome.account);
    }

    void applySharedCap(int cap)
    {
        sharedCap = cap;
        if (cap > 0 && cap != c.governor.userCap()) {
            c.governor.setUserCap(cap);
            qCInfo(lcEngine) << "thread cap" << cap << "set for the account elsewhere";
            Q_EMIT q->threadCapChanged(c.governor.userCap());
            if (state != State::Stopped) {
                requestDispatch();
            }
        }
    }

    // After a lost lease another engine may hold what we still poll: keep only what the database says is ours.
    void dropJobsNoLongerOurs()
    {
        const QList<Job> held = c.store->jobsByIds(c.schedule.jobIds());
        for (const Job &job : held) {
            if (job.claimedBy != c.engineId || job.state != JobState::Submitted) {
                qCInfo(lcEngine) << "job" << job.id << "is no longer ours (" << job.claimedBy << "); stop polling";
                poller.forget(job.id);
                c.governor.release(job.id);
            }
        }
    }

    void onLeaseRenewal()
    {
        leaseRenewal.startIn(lease.policy().heartbeatMs);
        applyLease(lease.renew(), true);
        rearm();
    }

    bool computeIdle() const
    {
        // Also the jobs other engines on the database hold: should one of them die, this engine takes them over.
        return !pipeline.hasSubmitsInFlight() && c.schedule.size() == 0 && !c.journal.hasPending()
            && c.store->nextQueuedAttemptAtMs() == 0 && !c.store->hasJobsInFlight();
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

    // Tasks of an earlier run, or of an engine gone whose jobs this one took over, that may still hold threads:
    // count each once, until its deadline.
    void countTasksMaybeAlive()
    {
        const qint64 nowMs = c.now();
        for (const MaybeAliveTask &task : Claims(*c.store).tasksMaybeAlive(c.maybeAliveSinceWallMs(), c.engineId)) {
            const qint64 until = c.toMono(task.submitSentAtMs) + c.policy.deadlineAfterSubmitMs(task.method);
            const auto counted = countedMaybeAlive.constFind(task.jobId);
            if (until > nowMs && (counted == countedMaybeAlive.cend() || *counted != task.submitSentAtMs)) {
                countedMaybeAlive.insert(task.jobId, task.submitSentAtMs);
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
    d->capGiven = true;
    const bool changed = std::max(1, cap) != d->c.governor.userCap() || d->sharedCap != std::max(1, cap);
    d->c.governor.setUserCap(cap);
    if (d->state != State::Stopped && changed) {
        // Every engine on this account claims against this cap from now on.
        d->sharedCap = d->c.governor.userCap();
        if (const Result<void> saved = Accounts(*d->c.store).setCap(d->c.account, d->sharedCap); !saved) {
            qCWarning(lcEngine) << "thread cap not saved for the account:" << saved.error().message;
        }
    }
    qCInfo(lcEngine) << "thread cap" << d->c.governor.userCap() << "effective" << d->c.governor.effectiveCap();
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
        if (d->capGiven) {
            if (const Result<void> saved = Accounts(*d->c.store).setCap(fingerprint, d->c.governor.userCap()); !saved) {
                qCWarning(lcEngine) << "thread cap not saved for the account:" << saved.error().message;
            }
        }
        d->onLeaseRenewal();
    }
}

QString Engine::account() const
{
    return d->c.account;
}

QString Engine::engineId() const
{
    return d->c.engineId;
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

void Engine::setMultiIdPolling(bool on)
{
    d->poller.multiId().setEnabled(on);
}

bool Engine::multiIdPolling() const
{
    return d->poller.multiId().enabled();
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
    d->c.oracle.resetRun();
    d->c.oracle.planner().restoreSamples(LearnedSolveTimes(*d->c.store).load());
    d->savedLearningAt = 0;
    d->c.stats = {};
    d->c.lastProbeSentAtMs = 0;
    d->failingSinceMs = 0;
    d->nonApiAnswers = 0;
    d->c.attempts.clear();
    d->countedMaybeAlive.clear();
    d->c.waitingForThreadSinceWallMs = 0;
    d->queuePause = QueueControl(*d->c.store).state();
    // Register, and take over what engines gone left: jobs caught mid-submit are queued again as uncertain
    // submits; submitted jobs are polled from their stored submit time by this engine.
    const LeaseKeeper::Outcome leased = d->lease.begin();
    if (d->capGiven) {
        // Starting with a cap is choosing one: it becomes the account's, for every engine on the database.
        if (const Result<void> saved = Accounts(*d->c.store).setCap(d->c.account, d->c.governor.userCap()); !saved) {
            qCWarning(lcEngine) << "thread cap not saved for the account:" << saved.error().message;
        }
    }
    d->applyLease(leased, false);
    d->countTasksMaybeAlive();
    for (const Job &job : d->c.store->jobsInFlight()) {
        if (job.state == JobState::Submitted && !job.taskId.isEmpty() && job.claimedBy == d->c.engineId) {
            d->poller.resume(job);
        }
    }
    d->idleDetector.markBusy();
    d->setState(State::Running, {});
    d->leaseRenewal.startIn(d->lease.policy().heartbeatMs);
    const qint64 nowMs = d->c.now();
    d->poller.multiId().start(nowMs);
    d->probe.askSoon(nowMs);
    d->storeCheck.startIn(std::max<qint64>(1, d->c.policy.storeCheckMs));
    d->idleReadings.startIn(std::max<qint64>(1, d->c.policy.idleReadingsMs));
    d->askBalance();
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
    d->idleReadings.stop();
    d->poller.multiId().stop();
    d->c.api->abortAll();
    d->balanceRequest = 0;
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
    // The row goes: other engines take over at once what is left (a job still submitting is queued again).
    d->lease.end();
    d->c.attempts.clear();
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

EngineStatus Engine::status() const
{
    return d->currentStatus();
}

void Engine::queuePauseChanged()
{
    if (d->state != State::Stopped) {
        d->readQueuePause();
    }
}

} // namespace SolveDeck
