#pragma once

#include "core/engine/engine.h"
#include "core/engine/enginecontrol.h"
#include "core/engine/timingpolicy.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobstore.h"

#include <QMutex>
#include <QObject>
#include <QUrl>

#include <functional>
#include <memory>

namespace SolveDeck {

class ApiClient;
class Mailbox;
class Metrics;
class WorkerThread;

// Runs an Engine, its own store connection and the API client on a worker thread, so that an fsync, a database
// held busy by another process, a server that is slow to answer a connect or a burst of answers never freezes the
// window. The window keeps a read connection of its own and talks to the engine only through this object: commands
// are queued to the worker, answers and the engine's state come back through queued signals and are cached here for
// reading at any time. Even opening is asynchronous: open() returns at once and opened() answers.
// Lives in the thread that created it, normally the GUI thread: open(), stop(), the cached getters and the signals
// belong to that thread. The EngineControl calls (wake, cancelJob with a mailbox, snapshot, reportAnswer) and the
// commands that only post to the worker may come from any thread while the host is open: the console's gateway never
// waits on the GUI thread. The worker (WorkerThread) and the objects in it are owned here: the engine, its
// connection and its client are made and destroyed in that thread.
class EngineHost : public EngineControl
{
    Q_OBJECT
public:
    struct Config
    {
        QString databaseLocation; // a file, or postgresql://user@host:port/dbname (JobStore::open)
        QString databasePassword; // PostgreSQL only, from the keychain; empty: PGPASSWORD or ~/.pgpass
        QUrl endpoint;
        QString apiKey;
        TimingPolicy policy = TimingPolicy::defaults();
        // An operator's cap (the console's box, --threads): it becomes the account's. 0: none given, the engine
        // follows the account's cap, or the plan's threads when nobody set one (issue 37).
        int threadCap = 0;
        bool adaptivePolling = true;
        bool multiIdPolling = true; // Engine::setMultiIdPolling: detect and use res.php ids=
        Metrics *metrics = nullptr; // Engine::setMetrics; must outlive the host (serve owns it)
    };

    explicit EngineHost(QObject *parent = nullptr);
    // Stops the engine and joins the worker. An open still under way (a server that does not answer) is waited for:
    // at most the store's connect timeout.
    ~EngineHost() override;

    // Starts the worker thread and opens the store (connect and migrate) and the client there; returns at once.
    // opened() answers in this thread: the message says what to do when the database or the endpoint is unusable.
    // Commands given before that answer are dropped.
    void open(const Config &config);

    // The worker's store is open and its schema current (opened(true) was sent).
    bool isOpen() const { return m_open; }

    // open() was called and opened() has not answered yet.
    bool isOpening() const { return m_opening; }

    // Queued to the worker; they return at once.
    void start();
    void stop(); // waits for the engine to stop (aborting requests in flight), then for the worker to end
    void setApiKey(const QString &key);
    void setThreadCap(int cap);
    void wake() override;
    void resumeAfterKeyChange();
    // Queued to the engine; a refusal comes back through actionFailed (the job changed meanwhile).
    void cancelJob(qint64 id);
    // The same, answered through `answers` (the gateway's DELETE). Any thread.
    void cancelJob(qint64 id,
                   const std::shared_ptr<Mailbox> &answers,
                   std::function<void(const Result<void> &)> done) override;
    EngineStatus snapshot() const override;
    void retryJob(qint64 id);
    // Stores the job through the worker's connection, then wakes the engine; `done` runs in this thread.
    // `createdBy`, when given, is who the job is recorded as added by (the demo's feed), instead of the operator.
    void enqueue(const TaskSpec &spec,
                 const QString &idempotencyKey,
                 std::function<void(const Result<JobStore::Enqueued> &)> done,
                 const QString &createdBy = {});

    // The engine as last reported.
    Engine::State state() const { return m_state; }

    QString stateReason() const { return m_reason; }

    int threadCap() const { return m_threadCap; }

    int effectiveCap() const { return m_effectiveCap; }

    int planThreads() const { return m_planThreads; }

    int inFlight() const { return m_inFlight; }

    // Every engine of this key on the database: their solves at the server, and how many engines (this one too).
    int accountInFlight() const { return m_accountInFlight; }

    int engines() const { return m_engines; }

    // Timeline events written by the worker's connection (a pause of the whole queue): the window's connection only
    // reads. A failure is logged.
    void recordEvent(qint64 id, const QString &kind, const QString &detail);
    void recordEventForState(JobState state, const QString &kind, const QString &detail);

    // Tells the service whether a solved job's answer was right (res.php reportgood / reportbad) through the
    // worker's client; an accepted report is recorded in the job's timeline by the worker's connection.
    // answerReported() answers.
    void reportAnswer(qint64 jobId, const QString &taskId, bool good) override;

    // The engine's id in the engines table (known once open).
    QString engineId() const { return m_engineId; }

    // The thread the engine, its connection and its client live in (running from open() until stop(); null before).
    const QThread *workerThread() const;

    // The operator's pause of the whole queue (QueueControl, stored in the database, recorded in the audit log),
    // written by the worker's connection; the engine notices at once, other engines at their next store check.
    // A refusal comes back through actionFailed.
    void setQueuePaused(bool paused);

    // Everything the engine reported last (the dock, the tray, the waiting reasons).
    EngineStatus status() const { return m_status; }

Q_SIGNALS:
    // open() finished: the engine is ready to start, or `message` says why not.
    void opened(bool ok, const QString &message);
    void stateChanged(SolveDeck::Engine::State state, const QString &reason);
    void capacityChanged(int inFlight, int effectiveCap, int planThreads);
    void accountChanged(int accountInFlight, int engines);
    // Another console or script set the account's cap (or it follows the plan's threads).
    void threadCapChanged(int cap);
    void jobsChanged(const QList<qint64> &ids);
    void idle();
    void statusChanged(const SolveDeck::EngineStatus &status);
    // jobId: the job a job action was for (0 for the queue's pause); code: the refusal's (INVALID_TRANSITION: the
    // job had changed meanwhile), so an interface can word it in its own terms.
    void actionFailed(qint64 jobId, const QString &code, const QString &message);
    // A report of reportAnswer(): accepted (and recorded), or refused with the service's error code.
    void answerReported(qint64 jobId, bool good, bool accepted, const QString &errorCode);

private:
    struct Worker;
    // Runs `fn` in the worker with its engine, once open (dropped when the host is not open). Any thread.
    void post(std::function<void(Worker &)> fn);
    void openFinished(const Result<void> &result, const QString &engineId);
    // Runs a job action on the engine; a refusal comes back as actionFailed.
    void postJobAction(qint64 id, Result<void> (Engine::*action)(qint64));
    // In the worker: connects the engine's reports to this host's caches and signals, and to the snapshot.
    void connectEngine(Engine *engine);
    // Tells this host's thread (dropped once the host is gone).
    void tellHost(std::function<void()> fn);

    // Replaced only by open() in the host's thread, while no other thread may call (the host is not open);
    // guarded all the same, since post() reads it from any thread.
    mutable QMutex m_workerMutex;
    std::unique_ptr<WorkerThread> m_worker;
    std::unique_ptr<Worker> m_work;     // made, used and destroyed in the worker thread only
    std::shared_ptr<Mailbox> m_answers; // the host's own thread: answers from the worker to the cached state
    mutable QMutex m_snapshotMutex;
    EngineStatus m_snapshot; // guarded by m_snapshotMutex; written in the worker, read anywhere
    bool m_open = false;
    bool m_opening = false;
    QString m_engineId;
    Engine::State m_state = Engine::State::Stopped;
    QString m_reason;
    int m_threadCap = 0;
    int m_effectiveCap = 0;
    int m_planThreads = 0;
    int m_inFlight = 0;
    int m_accountInFlight = 0;
    int m_engines = 0;
    EngineStatus m_status;
    bool m_statusReported = false; // the engine sent a status (until then m_status holds the cap it starts with)
};

} // namespace SolveDeck
