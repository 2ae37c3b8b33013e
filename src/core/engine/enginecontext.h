#pragma once

// The engine's parts share this: what each of them reads and the few things they ask of the engine itself.
// Internal to src/core/engine.

#include "core/clock.h"
#include "core/engine/adaptiveoracle.h"
#include "core/engine/capacitygovernor.h"
#include "core/engine/engine.h"
#include "core/engine/errorpolicy.h"
#include "core/engine/lostanswers.h"
#include "core/engine/pollschedule.h"
#include "core/engine/scheduler.h"
#include "core/engine/storejournal.h"
#include "core/engine/timingpolicy.h"
#include "core/net/apiservice.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"

#include <QHash>
#include <QRandomGenerator>

#include <algorithm>

namespace SolveDeck {

class Metrics;

// A duration for people, in the engine's reasons and timeline events: "12.5".
inline QString secondsText(qint64 ms)
{
    return QString::number(double(ms) / 1000.0, 'f', 1);
}

struct EngineContext
{
    EngineContext(JobStore *jobStore, ApiService *apiService, Scheduler *engineScheduler, const Clock &wallClock)
        : store(jobStore)
        , api(apiService)
        , scheduler(engineScheduler)
        , clock(wallClock)
        , random(QRandomGenerator::global()->generate())
    {
    }

    JobStore *store;
    ApiService *api;
    Scheduler *scheduler;
    const Clock &clock;
    QRandomGenerator random;

    TimingPolicy policy = TimingPolicy::defaults();
    CapacityGovernor governor;
    PollSchedule schedule;
    AdaptiveOracle oracle;
    StoreJournal journal;
    EngineStats stats;
    Metrics *metrics = nullptr; // serve's /metrics (Engine::setMetrics); null: none
    // When the last answered threadsinfo was sent: every task submitted before it is accounted for.
    qint64 lastProbeSentAtMs = 0;
    // The last threadsinfo answer had a usable working_threads: the account can show lost tasks free.
    bool workingThreadsKnown = false;
    // API answers (to any request, error codes included) since start: proof that the service is up.
    quint64 apiAnswers = 0;
    // Submits whose answers were lost, per job and of late (LostAnswerPolicy).
    LostAnswers lostAnswers;

    // This engine on the database (LeaseKeeper): its id while registered ('' when stopped), the account it runs
    // with (a fingerprint of the key; '' = the unnamed account of engines given no key), and the attempt of each
    // job it holds. Every write of an answer names the claim, so it lands only while the claim is still ours.
    QString engineId;
    QString account;
    QHash<qint64, int> attempts;
    // Other engines running with this account now (from the last lease renewal).
    int peerEngines = 0;
    // The user's cap is one an operator set, here or for the account elsewhere (SharedThreadCap); false: the plan's.
    bool capSetByOperator = false;

    // The server guards the cap: the user's cap is the plan's size (so the account, not this engine, refuses a
    // submit beyond it) and no other engine shares the account. Rules that rest on a guess (speculative submits,
    // a task counted busy by its likelihood) apply only then: a wrong guess costs a refused submit.
    bool serverGuardsTheCap() const
    {
        return governor.planThreads() > 0 && governor.userCap() >= governor.planThreads() && peerEngines == 0;
    }

    // Due queued jobs have waited for a free thread (this engine's cap or the account's) since then (wall clock).
    qint64 waitingForThreadSinceWallMs = 0;
    // The operator's pause of the queue (QueueControl), as last read from the database.
    QueuePause queuePause;

    JobClaim claimOf(qint64 jobId) const { return JobClaim{engineId, attempts.value(jobId)}; }

    // Tasks that may hold a thread although no job waits for them are counted by their claimant until the longest
    // deadline after their submit.
    qint64 maybeAliveSinceWallMs() const
    {
        return wallNow() - std::max(policy.deadlineMs, policy.deadlineRecaptchaV2Ms);
    }

    // Engine time: the monotonic clock. Every moment the engine waits for is on it.
    qint64 now() const { return scheduler->nowMs(); }

    // Stored and shown times: the wall clock.
    qint64 wallNow() const { return clock.nowMs(); }

    // The wall clock for "is this queued job due": never earlier than a reading already seen, so a clock set back an
    // hour does not leave every job queued before the change waiting for an hour.
    qint64 dueWallNow()
    {
        m_latestWallMs = std::max(m_latestWallMs, wallNow());
        return m_latestWallMs;
    }

    qint64 toWall(qint64 monoMs) const { return wallNow() + (monoMs - now()); }

    qint64 toMono(qint64 wallMs) const { return now() + (wallMs - wallNow()); }

    double jitter() { return random.generateDouble(); }

    qint64 m_latestWallMs = 0;

    // Records what the server answered; kept and retried when the database cannot take it now. `taskId`: the task id
    // the write records (a submit's answer), which the journal then names while it holds it.
    void persist(qint64 jobId, const QString &what, StoreJournal::Write write, const QString &taskId = {})
    {
        journal.write(jobId, what, std::move(write), now(), taskId);
    }
};

// What the parts ask of the engine's state machine.
class EngineHooks
{
public:
    virtual ~EngineHooks() = default;
    // Polls and threadsinfo may go: running, or submits held because their answers are lost.
    virtual bool trafficAllowed() const = 0;
    // Running and the operator has not paused the queue (QueueControl): polls go on while paused.
    virtual bool submitsAllowed() const = 0;
    // Nothing in flight and nothing queued: threadsinfo is asked only every TimingPolicy::idleReadingsMs then.
    virtual bool idleForReadings() const = 0;
    // threadsinfo has answered since start: the plan's size is known.
    virtual bool planChecked() const = 0;
    virtual void requestDispatch() = 0;
    // Timing or counts changed: re-arm the engine's timer (its own step arms when it ends) and report the capacity.
    virtual void rearm() = 0;
    // Evidence changed: plan threadsinfo and speculation again before the next arm.
    virtual void planDirty() = 0;
    // Any request got an API answer (even an error code): the endpoint speaks the API.
    virtual void noteApiAnswer() = 0;
    // A submit lost its answer, or got one (LostAnswers has it): most answers lost pauses submits, an answer ends that
    // pause.
    virtual void noteSubmitLost() = 0;
    virtual void noteSubmitAnswered() = 0;
    // Ask threadsinfo as soon as its allowance lets: it shows whether a lost submit's task holds a thread.
    virtual void askThreadsInfoSoon() = 0;
    // A request failed; pauses (key, ban, endpoint) and the outage clock are the engine's business.
    virtual void noteFailure(const ApiFailure &failure, ErrorAction action) = 0;
};

} // namespace SolveDeck
