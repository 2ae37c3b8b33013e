#pragma once

#include "core/result.h"
#include "core/store/batchenqueue.h"

#include <QList>
#include <QMutex>
#include <QObject>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace SolveDeck {

class Mailbox;
class WorkerThread;

// The gateway's durable enqueue with group commit: a worker thread with a connection of its own commits the
// requests handed to it (BatchEnqueue: one transaction, one fsync per batch). Leader/follower, no tick: a request
// that finds the worker idle is committed at once (one client alone pays one commit and nothing else); requests
// that arrive while a commit runs are taken together by the next one. Durable = committed with the database's own
// durability (SQLite: WAL, synchronous=FULL; PostgreSQL: its commit). On SQLite this connection never checkpoints
// inside a commit (wal_autocheckpoint off: a checkpoint's fsyncs would land on one request's answer); it
// checkpoints (PASSIVE) from a timer while idle, and the engine's connection keeps its own automatic checkpoints.
//
// submit() and touch() may be called from any thread; each answer goes to the asker's Mailbox (dropped when it is
// closed). The worker is a WorkerThread: stop() commits and answers what was handed in, then ends it; the asker
// stops the batcher before it closes its mailbox, so no answer is lost and none reaches an object that went.
class EnqueueBatcher : public QObject
{
    Q_OBJECT

public:
    explicit EnqueueBatcher(QObject *parent = nullptr);
    // Commits what was handed in, then ends the worker.
    ~EnqueueBatcher() override;

    // Starts the worker and opens its connection there (JobStore::open: `location` as the user names it);
    // returns when it is open or failed (no event loop runs meanwhile; a PostgreSQL server that does not answer
    // is waited for up to its connect timeout). `englishOnly`: the worker's messages are in English whatever the
    // application's language (what programs read).
    Result<void> open(const QString &location, const QString &password = {}, bool englishOnly = false);

    // Commits what is still queued and ends the worker; later submits are answered Failed at once.
    void stop();

    bool isOpen() const { return m_open; }

    using Done = std::function<void(const EnqueueOutcome &)>;

    // Hands one request in. `done` runs once, through `answers` (in its thread), after the commit that stored it (or
    // refused it); never once `answers` is closed.
    void submit(EnqueueRequest request, const std::shared_ptr<Mailbox> &answers, Done done);

    // The client used the gateway at `atMs`: written with the next commit (or on its own while idle).
    void touch(qint64 clientId, qint64 atMs);

    // Batches committed and requests in them, since open(): for benchmarks.
    qint64 batches() const { return m_batches.load(); }

    qint64 requests() const { return m_requests.load(); }

Q_SIGNALS:
    // After each commit that stored new jobs (from the worker thread: connect with a queued connection, or let Qt
    // pick one for a receiver in another thread).
    void committed(const QList<qint64> &createdJobIds);

private:
    struct Worker;

    struct Pending
    {
        EnqueueRequest request;
        std::shared_ptr<Mailbox> answers;
        Done done;
    };

    // In the worker: commits everything queued, again and again until nothing is.
    void drain();
    void scheduleLocked();

    std::unique_ptr<WorkerThread> m_thread;
    std::unique_ptr<Worker> m_worker; // made, used and destroyed in m_thread
    bool m_open = false;

    QMutex m_mutex; // guards the four below
    QList<Pending> m_pending;
    QList<std::pair<qint64, qint64>> m_touches;
    bool m_scheduled = false; // a drain is queued or running: new requests wait for it
    bool m_stopped = false;

    std::atomic<qint64> m_batches{0};
    std::atomic<qint64> m_requests{0};
};

} // namespace SolveDeck
