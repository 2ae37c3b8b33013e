#include "enqueuebatcher.h"

#include "core/store/jobstore.h"
#include "core/store/storelogging.h"

#include <QHash>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <future>

namespace SolveDeck {

// The worker thread's side: the connection and the idle checkpoint.
class EnqueueBatcher::Worker : public QObject
{
public:
    JobStore store;
    QTimer checkpointTimer{this}; // a child, so it moves to the worker thread with the worker
    bool committedSinceCheckpoint = false;

    // SQLite: a PASSIVE checkpoint copies what the WAL holds into the database file without waiting for readers
    // or blocking writers; run between batches, its fsyncs never hold a request's answer.
    void checkpointIfIdle()
    {
        if (!committedSinceCheckpoint || !store.isOpen()) {
            return;
        }
        committedSinceCheckpoint = false;
        QSqlQuery q = store.readQuery();
        if (!q.exec(QStringLiteral("PRAGMA wal_checkpoint(PASSIVE)"))) {
            qCWarning(lcStore) << "enqueue batcher: checkpoint failed:" << q.lastError().text();
        }
    }
};

EnqueueBatcher::EnqueueBatcher(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("solvedeck-enqueue"));
}

EnqueueBatcher::~EnqueueBatcher()
{
    stop();
}

Result<void> EnqueueBatcher::open(const QString &location, const QString &password)
{
    if (m_worker != nullptr) {
        return Error{QStringLiteral("DB_OPEN_FAILED"), QStringLiteral("the enqueue batcher is open already")};
    }
    m_worker = new Worker;
    m_worker->moveToThread(&m_thread);
    connect(&m_thread, &QThread::finished, m_worker, &QObject::deleteLater);
    m_thread.start();
    std::promise<Result<void>> opened;
    std::future<Result<void>> answer = opened.get_future();
    Worker *worker = m_worker;
    QMetaObject::invokeMethod(
        worker,
        [worker, location, password, &opened] {
        Result<void> result = worker->store.open(location, password);
        if (result && !worker->store.isPostgres()) {
            QSqlQuery q = worker->store.readQuery();
            if (!q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0"))) {
                qCWarning(lcStore) << "enqueue batcher: automatic checkpoints stay on:" << q.lastError().text();
            }
            // Once a second at most, and only after commits: a checkpoint of an idle WAL costs nothing anyway.
            worker->checkpointTimer.setInterval(1000);
            QObject::connect(&worker->checkpointTimer, &QTimer::timeout, worker, [worker] {
                worker->checkpointIfIdle();
            });
            worker->checkpointTimer.start();
        }
        opened.set_value(result);
        },
        Qt::QueuedConnection);
    Result<void> result = answer.get();
    if (!result) {
        m_thread.quit();
        m_thread.wait();
        m_worker = nullptr;
        return result;
    }
    m_open = true;
    return {};
}

void EnqueueBatcher::stop()
{
    if (m_worker == nullptr) {
        return;
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_stopped = true;
    }
    // What was handed in before the stop is committed and answered, then the worker ends.
    QMetaObject::invokeMethod(
        m_worker,
        [this] {
        drain();
        m_worker->checkpointTimer.stop();
        m_worker->store.close();
        QThread::currentThread()->quit();
        },
        Qt::QueuedConnection);
    m_thread.wait();
    m_worker = nullptr;
    m_open = false;
}

void EnqueueBatcher::scheduleLocked()
{
    if (m_scheduled || m_worker == nullptr) {
        return;
    }
    m_scheduled = true;
    QMetaObject::invokeMethod(
        m_worker,
        [this] {
        drain();
        },
        Qt::QueuedConnection);
}

void EnqueueBatcher::submit(EnqueueRequest request, QObject *context, Done done)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (!m_stopped && m_open) {
            m_pending.append(Pending{std::move(request), context, std::move(done)});
            scheduleLocked();
            return;
        }
    }
    const EnqueueOutcome refused{EnqueueOutcome::Kind::Failed,
                                 0,
                                 0,
                                 Error{QStringLiteral("STOPPING"), QStringLiteral("the gateway is stopping")}};
    QMetaObject::invokeMethod(
        context,
        [done = std::move(done), refused] {
        done(refused);
        },
        Qt::QueuedConnection);
}

void EnqueueBatcher::touch(qint64 clientId, qint64 atMs)
{
    const QMutexLocker lock(&m_mutex);
    if (m_stopped || !m_open) {
        return;
    }
    m_touches.append({clientId, atMs});
    scheduleLocked();
}

void EnqueueBatcher::drain()
{
    while (true) {
        QList<Pending> batch;
        QList<std::pair<qint64, qint64>> touches;
        {
            const QMutexLocker lock(&m_mutex);
            if (m_pending.isEmpty() && m_touches.isEmpty()) {
                m_scheduled = false;
                return;
            }
            batch.swap(m_pending);
            touches.swap(m_touches);
        }
        QList<EnqueueRequest> requests;
        requests.reserve(batch.size());
        for (const Pending &pending : std::as_const(batch)) {
            requests.append(pending.request);
        }
        const QList<EnqueueOutcome> outcomes = BatchEnqueue(m_worker->store).commit(requests, touches);
        m_worker->committedSinceCheckpoint = true;
        ++m_batches;
        m_requests += batch.size();

        // One queued call per receiving thread's object, not one per request.
        QHash<QObject *, QList<std::pair<Done, EnqueueOutcome>>> answers;
        QList<QObject *> order;
        QList<qint64> created;
        for (qsizetype i = 0; i < batch.size(); ++i) {
            QObject *context = batch[i].context.data();
            if (outcomes[i].kind == EnqueueOutcome::Kind::Created) {
                created << outcomes[i].jobId;
            }
            if (context == nullptr) {
                continue;
            }
            if (!answers.contains(context)) {
                order << context;
            }
            answers[context].append({std::move(batch[i].done), outcomes[i]});
        }
        if (!created.isEmpty()) {
            Q_EMIT committed(created);
        }
        for (QObject *context : std::as_const(order)) {
            QMetaObject::invokeMethod(
                context,
                [answered = std::move(answers[context])] {
                for (const auto &[done, outcome] : answered) {
                    done(outcome);
                }
                },
                Qt::QueuedConnection);
        }
    }
}

} // namespace SolveDeck
