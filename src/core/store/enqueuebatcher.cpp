#include "enqueuebatcher.h"

#include "core/programlanguage.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"

#include <QMutexLocker>
#include <QSqlError>
#include <QSqlQuery>
#include <QTimer>

#include <algorithm>

namespace SolveDeck {

// The worker thread's side: the connection and the idle checkpoint. Made and destroyed in the worker.
struct EnqueueBatcher::Worker
{
    JobStore store;
    QTimer checkpointTimer;
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
}

EnqueueBatcher::~EnqueueBatcher()
{
    stop();
}

Result<void> EnqueueBatcher::open(const QString &location, const QString &password, bool englishOnly)
{
    if (m_thread) {
        return Error{QStringLiteral("DB_OPEN_FAILED"), QStringLiteral("the enqueue batcher is open already")};
    }
    m_thread = std::make_unique<WorkerThread>(QStringLiteral("solvedeck-enqueue"));
    m_thread->start();
    const std::optional<Result<void>> opened = m_thread->call<Result<void>>([this, location, password, englishOnly] {
        if (englishOnly) {
            ProgramLanguage::useEnglishOnThisThread();
        }
        auto worker = std::make_unique<Worker>();
        Result<void> result = worker->store.open(location, password);
        if (result && !worker->store.isPostgres()) {
            QSqlQuery q = worker->store.readQuery();
            if (!q.exec(QStringLiteral("PRAGMA wal_autocheckpoint=0"))) {
                qCWarning(lcStore) << "enqueue batcher: automatic checkpoints stay on:" << q.lastError().text();
            }
            // Once a second at most, and only after commits: a checkpoint of an idle WAL costs nothing anyway.
            Worker *w = worker.get();
            worker->checkpointTimer.setInterval(1000);
            QObject::connect(&worker->checkpointTimer, &QTimer::timeout, &worker->checkpointTimer, [w] {
                w->checkpointIfIdle();
            });
            worker->checkpointTimer.start();
        }
        if (result) {
            m_worker = std::move(worker);
        }
        return result;
    });
    const Result<void> result = opened.value_or(
        Result<void>(Error{QStringLiteral("DB_OPEN_FAILED"), QStringLiteral("the enqueue worker did not start")}));
    if (!result) {
        m_thread->stop();
        m_thread.reset();
        return result;
    }
    m_open = true;
    return {};
}

void EnqueueBatcher::stop()
{
    if (!m_thread) {
        return;
    }
    {
        const QMutexLocker lock(&m_mutex);
        m_stopped = true;
    }
    // What was handed in before the stop is committed and answered, then the connection closes in its thread.
    m_thread->stop([this] {
        drain();
        if (m_worker) {
            m_worker->checkpointTimer.stop();
            m_worker->store.close();
        }
        m_worker.reset();
    });
    m_thread.reset();
    m_open = false;
}

void EnqueueBatcher::scheduleLocked()
{
    if (m_scheduled || !m_thread) {
        return;
    }
    m_scheduled = m_thread->post([this] {
        drain();
    });
}

void EnqueueBatcher::submit(EnqueueRequest request, const std::shared_ptr<Mailbox> &answers, Done done)
{
    {
        const QMutexLocker lock(&m_mutex);
        if (!m_stopped && m_open) {
            m_pending.append(Pending{std::move(request), answers, std::move(done)});
            scheduleLocked();
            return;
        }
    }
    const EnqueueOutcome refused{EnqueueOutcome::Kind::Failed,
                                 0,
                                 0,
                                 Error{QStringLiteral("STOPPING"), QStringLiteral("the gateway is stopping")}};
    answers->post([done = std::move(done), refused] {
        done(refused);
    });
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
        QList<EnqueueOutcome> outcomes;
        if (m_worker) {
            outcomes = BatchEnqueue(m_worker->store).commit(requests, touches);
            m_worker->committedSinceCheckpoint = true;
        } else {
            outcomes.fill(EnqueueOutcome{EnqueueOutcome::Kind::Failed,
                                         0,
                                         0,
                                         Error{QStringLiteral("STOPPING"), QStringLiteral("the gateway is stopping")}},
                          requests.size());
        }
        ++m_batches;
        m_requests += batch.size();

        // One post per asker's mailbox, not one per request.
        QList<std::pair<std::shared_ptr<Mailbox>, QList<std::pair<Done, EnqueueOutcome>>>> answers;
        QList<qint64> created;
        for (qsizetype i = 0; i < batch.size(); ++i) {
            if (outcomes[i].kind == EnqueueOutcome::Kind::Created) {
                created << outcomes[i].jobId;
            }
            auto it = std::find_if(answers.begin(), answers.end(), [&](const auto &entry) {
                return entry.first == batch[i].answers;
            });
            if (it == answers.end()) {
                answers.append({batch[i].answers, {}});
                it = std::prev(answers.end());
            }
            it->second.append({std::move(batch[i].done), outcomes[i]});
        }
        if (!created.isEmpty()) {
            Q_EMIT committed(created);
        }
        for (auto &[mailbox, answered] : answers) {
            mailbox->post([answered = std::move(answered)] {
                for (const auto &[done, outcome] : answered) {
                    done(outcome);
                }
            });
        }
    }
}

} // namespace SolveDeck
