#pragma once

#include "core/engine/engine.h"
#include "core/engine/timingpolicy.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobstore.h"

#include <QObject>
#include <QPointer>
#include <QThread>
#include <QUrl>

#include <functional>

namespace SolveDeck {

class ApiClient;

// Runs an Engine, its own store connection and the API client on a worker thread, so that an fsync, a database
// held busy by another process or a burst of answers never freezes the window. The window keeps a read connection
// of its own and talks to the engine only through this object: commands are queued to the worker, the engine's
// state comes back through queued signals and is cached here for reading at any time.
// Lives in (and must be used from) the thread that created it, normally the GUI thread.
class EngineHost : public QObject
{
    Q_OBJECT
public:
    struct Config
    {
        QString databasePath;     // a file, or postgresql://user@host:port/dbname (JobStore::open)
        QString databasePassword; // PostgreSQL only, from the keychain; empty: PGPASSWORD or ~/.pgpass
        QUrl endpoint;
        QString apiKey;
        TimingPolicy policy = TimingPolicy::defaults();
        int threadCap = 5;
        bool adaptivePolling = true;
        bool multiIdPolling = true; // Engine::setMultiIdPolling: detect and use res.php ids=
    };

    explicit EngineHost(QObject *parent = nullptr);
    ~EngineHost() override; // stops the engine and joins the worker

    // Starts the worker thread and opens the store and the client there. Waits for that (a local file open and no
    // network): the Error says what to do when the database or the endpoint is unusable.
    Result<void> open(const Config &config);

    bool isOpen() const { return m_open; }

    // Queued to the worker; they return at once.
    void start();
    void stop(); // waits for the engine to stop (aborting requests in flight), then for the worker to end
    void setApiKey(const QString &key);
    void setThreadCap(int cap);
    void wake();
    void resumeAfterKeyChange();
    // Accepted at once; a refusal comes back through actionFailed (the job changed meanwhile).
    Result<void> cancelJob(qint64 id);
    Result<void> retryJob(qint64 id);
    // Stores the job through the worker's connection, then wakes the engine; `done` runs in this thread.
    void enqueue(const TaskSpec &spec,
                 const QString &idempotencyKey,
                 std::function<void(const Result<JobStore::Enqueued> &)> done);

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

    // Timeline events written by the worker's connection (a report, a pause of the whole queue): the window's
    // connection only reads. A failure is logged.
    void recordEvent(qint64 id, const QString &kind, const QString &detail);
    void recordEventForState(JobState state, const QString &kind, const QString &detail);

    // The operator's pause of the whole queue (QueueControl, stored in the database, recorded in the audit log),
    // written by the worker's connection; the engine notices at once, other engines at their next store check.
    // A refusal comes back through actionFailed.
    void setQueuePaused(bool paused);

    // Everything the engine reported last (the dock, the tray, the waiting reasons).
    EngineStatus status() const { return m_status; }

    // Runs `fn` with the engine in the worker thread and waits for it: for tests and benchmarks only.
    void runInWorker(const std::function<void(Engine &)> &fn);

Q_SIGNALS:
    void stateChanged(SolveDeck::Engine::State state, const QString &reason);
    void capacityChanged(int inFlight, int effectiveCap, int planThreads);
    void accountChanged(int accountInFlight, int engines);
    // Another console or script set the account's cap (or it follows the plan's threads).
    void threadCapChanged(int cap);
    void jobsChanged(const QList<qint64> &ids);
    void idle();
    void statusChanged(const SolveDeck::EngineStatus &status);
    void actionFailed(const QString &message);

private:
    struct Worker;
    void post(std::function<void(Worker &)> fn);
    // Runs a job action on the engine; a refusal comes back as actionFailed.
    void postJobAction(qint64 id, Result<void> (Engine::*action)(qint64));

    QThread m_thread;
    QObject *m_context = nullptr; // lives in the worker thread; queued calls run in its thread
    Worker *m_worker = nullptr;   // created and destroyed in the worker thread
    bool m_open = false;
    Engine::State m_state = Engine::State::Stopped;
    QString m_reason;
    int m_threadCap = 5;
    int m_effectiveCap = 5;
    int m_planThreads = 0;
    int m_inFlight = 0;
    int m_accountInFlight = 0;
    int m_engines = 0;
    EngineStatus m_status;
};

} // namespace SolveDeck
