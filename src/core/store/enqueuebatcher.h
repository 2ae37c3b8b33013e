#pragma once

#include "core/result.h"
#include "core/store/batchenqueue.h"

#include <QList>
#include <QMutex>
#include <QObject>
#include <QPointer>
#include <QThread>

#include <atomic>
#include <functional>
#include <memory>
#include <utility>

namespace SolveDeck {

// The gateway's durable enqueue with group commit: a worker thread with a connection of its own commits the
// requests handed to it (BatchEnqueue: one transaction, one fsync per batch). Leader/follower, no tick: a request
// that finds the worker idle is committed at once (one client alone pays one commit and nothing else); requests
// that arrive while a commit runs are taken together by the next one. Durable = committed with the database's own
// durability (SQLite: WAL, synchronous=FULL; PostgreSQL: its commit). On SQLite this connection never checkpoints
// inside a commit (wal_autocheckpoint off: a checkpoint's fsyncs would land on one request's answer); it
// checkpoints (PASSIVE) from a timer while idle, and the engine's connection keeps its own automatic checkpoints.
//
// submit() and touch() may be called from any thread; answers come back on the thread of the `context` given.
class EnqueueBatcher : public QObject
{
    Q_OBJECT

public:
    explicit EnqueueBatcher(QObject *parent = nullptr);
    // Commits what was handed in, then ends the worker.
    ~EnqueueBatcher() override;

    // Starts the worker and opens its connection there (JobStore::open: `location` as the user names it);
    // returns when it is open or failed (no event loop runs meanwhile; a PostgreSQL server that does not answer
    // is waited for up to its connect timeout).
    Result<void> open(const QString &location, const QString &password = {});

    // Commits what is still queued and ends the worker; later submits are answered Failed at once.
    void stop();

    bool isOpen() const { return m_open; }

    using Done = std::function<void(const EnqueueOutcome &)>;

    // Hands one request in. `done` runs once, in `context`'s thread, after the commit that stored it (or refused
    // it); never when `context` is gone by then.
    void submit(EnqueueRequest request, QObject *context, Done done);

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
    class Worker;

    struct Pending
    {
        EnqueueRequest request;
        QPointer<QObject> context;
        Done done;
    };

    // In the worker: commits everything queued, again and again until nothing is.
    void drain();
    void scheduleLocked();

    QThread m_thread;
    Worker *m_worker = nullptr; // lives in m_thread, deleted there
    bool m_open = false;

    QMutex m_mutex; // guards the three below
    QList<Pending> m_pending;
    QList<std::pair<qint64, qint64>> m_touches;
    bool m_scheduled = false; // a drain is queued or running: new requests wait for it
    bool m_stopped = false;

    std::atomic<qint64> m_batches{0};
    std::atomic<qint64> m_requests{0};
};

} // namespace SolveDeck
