#pragma once

#include "core/clock.h"
#include "core/engine/enginestatus.h"
#include "core/engine/storejournal.h"
#include "core/engine/timingpolicy.h"
#include "core/result.h"

#include <QList>
#include <QObject>
#include <QString>

#include <memory>

namespace SolveDeck {

class JobStore;
class ApiService;
class Metrics;
class Scheduler;

// Runs the queue: submits queued jobs while fewer of this console's tasks than the cap are solving at the
// server, polls every submitted task on one timer, and turns every API answer into a stored transition.
// Persist before acting: a job is marked submitting before in.php is sent and its task id is recorded before
// the first poll, so a process killed at any instant loses no job (see start()).
// A small state machine that wires its parts, each with one job: SubmitPipeline (the safety path), Poller (polls
// and deadlines), AccountProbe (threadsinfo), AdaptiveOracle (pure timing decisions), the error-policy table,
// EngineHealth (why traffic pauses, and the words for it), StoreJournal (answers kept until the database has them),
// EngineLease (this engine on the database, and the jobs of engines gone), SharedThreadCap (the account's cap) and
// EngineReporter (the signals below).
// Single-threaded: lives in the thread of the store and the client (EngineHost runs it on a worker thread for
// the console); every call returns at once.
class Engine : public QObject
{
    Q_OBJECT
public:
    enum class State {
        Stopped,
        Running,
        PausedForKey, // the server rejected the API key: no traffic, jobs stay queued, until resumeAfterKeyChange()
        Banned,       // IP_BANNED: no traffic until the ban ends (TimingPolicy::ipBanMs), then Running again
        // The endpoint does not speak the API (3xx/401/403/404/405, web pages), or nothing has answered as the
        // API for TimingPolicy::unreachableGiveUpMs: no traffic but a threadsinfo now and then, which resumes.
        EndpointProblem,
        // The database has not taken the engine's writes for TimingPolicy::storeErrorAfterMs: no traffic; what the
        // server answered is kept in memory and written when the database takes writes again.
        StoreError,
    };
    Q_ENUM(State)

    // `store` and `api` must outlive the engine. Timers run on the event loop of the engine's thread.
    Engine(JobStore *store, ApiService *api, const Clock &clock = Clock::system(), QObject *parent = nullptr);
    // Timers run on `scheduler` (tests: a ManualScheduler), which must outlive the engine.
    Engine(JobStore *store, ApiService *api, Scheduler *scheduler, const Clock &clock, QObject *parent = nullptr);
    ~Engine() override;

    void setTimingPolicy(const TimingPolicy &policy);

    // The user's cap, live; effective cap = min(user cap, plan threads once threadsinfo answered). It is the
    // account's: every engine on the database running with the same key claims against it (the last one set, by
    // any console or script, holds; threadCapChanged tells when another one set it). Without a call, the engine
    // follows the account's cap, or the plan's threads when nobody set one.
    void setThreadCap(int cap);
    // The account this engine works for: Accounts::fingerprint of its API key (never the key). Engines of one
    // account share its cap. Set it whenever the key changes.
    void setAccount(const QString &fingerprint);
    // This engine's id on the database while it runs ('' when stopped): host/pid/start/sequence.
    QString engineId() const;
    // The user's cap as it holds now (set here, or by another engine of the account); status() has the effective
    // cap, the plan's threads and the solves in flight.
    int threadCap() const;
    // Default on: learn each method's solve times and place polls where tokens are likely ready.
    // Off: the fixed schedule (first poll per method, then every poll interval), for comparison.
    void setAdaptivePolling(bool on);
    // Default on: at start (and after an endpoint change) find out whether the provider answers res.php ids= (the
    // store remembers it per endpoint; else one cheap probe) and poll every due task in one request when it does.
    // Off (`run --no-multi-id`, the console's setting): single polls only, no probe.
    void setMultiIdPolling(bool on);

    // Registers the engine on the database (a lease renewed every LeasePolicy::heartbeatMs), takes over the jobs of
    // engines gone (jobs caught mid-submit are requeued with an uncertain_submit event; submitted ones are polled
    // from their stored submit time), asks threadsinfo, dispatches.
    void start();
    // Stops timers and aborts requests in flight; stored state stays valid (a job left submitting is recovered
    // at the next start).
    void stop();

    State state() const;
    QString stateReason() const; // for people: why paused or banned, and what to do
    // The user set a new key: leave PausedForKey and dispatch.
    void resumeAfterKeyChange();

    // Queued or in flight; stops polling it.
    Result<void> cancelJob(qint64 id);
    // Failed or canceled -> queued (a new attempt, a new task).
    Result<void> retryJob(qint64 id);
    // Jobs were enqueued: dispatch now instead of at the next store check.
    void wake();
    // Nothing queued (due or backing off) and nothing in flight, by this engine or any other on the database.
    bool isIdle() const;

    // Requests sent since start(), for benchmarks, tests and diagnostics.
    EngineStats stats() const;
    // Also records into `metrics` (issue 37: every request to the provider, and each token's solve and delivery
    // times), from this engine's thread; null stops. It must outlive the engine.
    void setMetrics(Metrics *metrics);

    // Answers the database has not taken yet (kept and retried).
    int pendingStoreWrites() const;
    // Task ids the server gave that the database has not taken yet (disk full, locked): held in memory, their tasks
    // polled, the writes retried. Still there after stop(): those jobs would be submitted again by the next engine
    // (the CLI names them on stderr).
    QList<UnstoredTaskId> unstoredTaskIds() const;
    // A submit was sent and its answer has not come yet (its task id may come next).
    bool hasSubmitsInFlight() const;
    // The whole picture now (statusChanged sends it when it changed).
    EngineStatus status() const;
    // The operator paused or resumed the queue through this process (QueueControl): look now instead of at the next
    // store check. Other processes' changes are noticed at the store check (TimingPolicy::storeCheckMs).
    void queuePauseChanged();

Q_SIGNALS:
    // Batched: at most one emission per 100 ms tick (a table repaint per tick is smooth; per job it would
    // flood the GUI when hundreds of polls answer at once).
    void jobsChanged(const QList<qint64> &ids);
    void stateChanged(SolveDeck::Engine::State state, const QString &reason);
    void capacityChanged(int inFlight, int effectiveCap, int planThreads);
    // The account's solves at the server by every engine on the database, and how many engines run it.
    void accountChanged(int accountInFlight, int engines);
    // The cap changed by another engine of the account (or to the plan's threads when nobody chose one).
    void threadCapChanged(int cap);
    void idle(); // became idle
    // Only when something in it changed: at a change of state, of the counts (after answers and steps), of a
    // reading or of the operator's pause.
    void statusChanged(const SolveDeck::EngineStatus &status);

private:
    class Private;
    friend class Private;
    std::unique_ptr<Private> d;
};

} // namespace SolveDeck
