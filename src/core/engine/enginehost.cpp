#include "enginehost.h"

#include "core/engine/enginelogging.h"
#include "core/net/apiclient.h"
#include "core/store/accounts.h"
#include "core/store/queuecontrol.h"
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"

#include <QMetaObject>
#include <QMutexLocker>

#include <algorithm>

namespace SolveDeck {

struct EngineHost::Worker
{
    JobStore store;
    ApiClient client;
    std::unique_ptr<Engine> engine;
};

EngineHost::EngineHost(QObject *parent)
    : EngineControl(parent)
    , m_answers(Mailbox::open(this))
{
}

EngineHost::~EngineHost()
{
    stop();
}

const QThread *EngineHost::workerThread() const
{
    const QMutexLocker lock(&m_workerMutex);
    return m_worker ? m_worker->thread() : nullptr;
}

void EngineHost::tellHost(std::function<void()> fn)
{
    m_answers->post(std::move(fn));
}

void EngineHost::open(const Config &config)
{
    if (m_open || m_opening) {
        return;
    }
    m_opening = true;
    m_threadCap = config.threadCap;
    m_effectiveCap = config.threadCap;
    // Until the engine reports, its status says the cap it will start with (the plan is not known yet).
    m_status = EngineStatus{};
    m_status.effectiveCap = std::max(0, config.threadCap);
    m_status.capSetByOperator = config.threadCap > 0;
    {
        const QMutexLocker lock(&m_snapshotMutex);
        m_snapshot = m_status;
    }
    auto worker = std::make_unique<WorkerThread>(QStringLiteral("solvedeck-engine"));
    worker->start();
    {
        const QMutexLocker lock(&m_workerMutex);
        m_worker = std::move(worker);
    }
    // The host outlives the worker (stop() joins it before anything of the host goes), so the worker's closures
    // may use `this`; what they tell the host's thread goes through m_answers.
    m_worker->post([this, config] {
        // Connecting and migrating may take a while (a server slow to answer, a lock held by another process):
        // only this thread waits.
        auto state = std::make_unique<Worker>();
        Result<void> opened = state->store.open(config.databaseLocation, config.databasePassword);
        if (opened && !config.endpoint.isEmpty()) {
            opened = state->client.setEndpoint(config.endpoint);
        }
        QString engineId;
        if (opened) {
            if (!config.apiKey.isEmpty()) {
                state->client.setApiKey(config.apiKey);
            }
            state->engine = std::make_unique<Engine>(&state->store, &state->client);
            if (!config.apiKey.isEmpty()) {
                state->engine->setAccount(Accounts(state->store).fingerprint(config.apiKey));
            }
            state->engine->setTimingPolicy(config.policy);
            state->engine->setAdaptivePolling(config.adaptivePolling);
            state->engine->setMultiIdPolling(config.multiIdPolling);
            state->engine->setMetrics(config.metrics);
            if (config.threadCap > 0) {
                state->engine->setThreadCap(config.threadCap);
            }
            engineId = state->engine->engineId();
            connectEngine(state->engine.get());
            m_work = std::move(state);
        }
        tellHost([this, opened, engineId] {
            openFinished(opened, engineId);
        });
    });
}

void EngineHost::connectEngine(Engine *engine)
{
    // Queued to the host's thread (the host lives there): the cached values are only ever touched there.
    connect(engine, &Engine::stateChanged, this, [this](Engine::State state, const QString &reason) {
        m_state = state;
        m_reason = reason;
        Q_EMIT stateChanged(state, reason);
    });
    connect(engine, &Engine::capacityChanged, this, [this](int inFlight, int cap, int plan) {
        m_inFlight = inFlight;
        m_effectiveCap = cap;
        m_planThreads = plan;
        Q_EMIT capacityChanged(inFlight, cap, plan);
    });
    connect(engine, &Engine::accountChanged, this, [this](int accountInFlight, int engines) {
        m_accountInFlight = accountInFlight;
        m_engines = engines;
        Q_EMIT accountChanged(accountInFlight, engines);
    });
    connect(engine, &Engine::threadCapChanged, this, [this](int cap) {
        m_threadCap = cap;
        Q_EMIT threadCapChanged(cap);
    });
    connect(engine, &Engine::jobsChanged, this, &EngineHost::jobsChanged);
    connect(engine, &Engine::idle, this, &EngineHost::idle);
    connect(engine, &Engine::statusChanged, this, [this](const EngineStatus &status) {
        m_status = status;
        m_statusReported = true;
        Q_EMIT statusChanged(status);
    });
    // Direct, in the worker thread: whoever reads the snapshot or hears of changed jobs from another thread (the
    // gateway) never waits on the host's thread.
    connect(
        engine,
        &Engine::statusChanged,
        engine,
        [this](const EngineStatus &status) {
        const QMutexLocker lock(&m_snapshotMutex);
        m_snapshot = status;
        },
        Qt::DirectConnection);
    connect(
        engine,
        &Engine::jobsChanged,
        engine,
        [this] {
        Q_EMIT jobsChangedInEngine();
        },
        Qt::DirectConnection);
}

void EngineHost::openFinished(const Result<void> &result, const QString &engineId)
{
    if (!m_opening) {
        return; // stopped meanwhile
    }
    m_opening = false;
    if (!result) {
        // Nothing was made in the worker: end it (quickly: its only task is done).
        std::unique_ptr<WorkerThread> worker;
        {
            const QMutexLocker lock(&m_workerMutex);
            worker = std::move(m_worker);
        }
        worker->stop();
        Q_EMIT opened(false, result.error().message);
        return;
    }
    m_open = true;
    m_engineId = engineId;
    Q_EMIT opened(true, {});
}

void EngineHost::post(std::function<void(Worker &)> fn)
{
    const QMutexLocker lock(&m_workerMutex);
    if (!m_worker) {
        return;
    }
    m_worker->post([this, fn = std::move(fn)] {
        if (m_work && m_work->engine) {
            fn(*m_work);
        }
    });
}

EngineStatus EngineHost::snapshot() const
{
    const QMutexLocker lock(&m_snapshotMutex);
    return m_snapshot;
}

void EngineHost::start()
{
    post([](Worker &w) {
        w.engine->start();
    });
}

void EngineHost::stop()
{
    if (!m_open && !m_opening) {
        return;
    }
    m_open = false;
    m_opening = false;
    // The worker ends after what it is doing now (one engine step, or an open still waiting for its server): then
    // the engine stops (aborting requests in flight) and it, its connection and its client end in that thread.
    std::unique_ptr<WorkerThread> worker;
    {
        const QMutexLocker lock(&m_workerMutex);
        worker = std::move(m_worker);
    }
    if (worker) {
        worker->stop([this] {
            if (m_work && m_work->engine) {
                m_work->engine->stop();
            }
            m_work.reset();
        });
    }
    m_state = Engine::State::Stopped;
}

void EngineHost::setApiKey(const QString &key)
{
    post([key](Worker &w) {
        w.client.setApiKey(key);
        w.engine->setAccount(Accounts(w.store).fingerprint(key));
    });
}

void EngineHost::setThreadCap(int cap)
{
    m_threadCap = std::max(1, cap);
    if (!m_statusReported) {
        m_status.effectiveCap = m_threadCap;
        m_status.capSetByOperator = true;
        const QMutexLocker lock(&m_snapshotMutex);
        m_snapshot.effectiveCap = m_threadCap;
        m_snapshot.capSetByOperator = true;
    }
    post([cap](Worker &w) {
        w.engine->setThreadCap(cap);
    });
}

void EngineHost::wake()
{
    post([](Worker &w) {
        w.engine->wake();
    });
}

void EngineHost::resumeAfterKeyChange()
{
    post([](Worker &w) {
        w.engine->resumeAfterKeyChange();
    });
}

void EngineHost::postJobAction(qint64 id, Result<void> (Engine::*action)(qint64))
{
    post([this, id, action](Worker &w) {
        const Result<void> done = (w.engine.get()->*action)(id);
        if (!done) {
            const Error error = done.error();
            tellHost([this, id, error] {
                Q_EMIT actionFailed(id, error.code, error.message);
            });
        }
    });
}

void EngineHost::cancelJob(qint64 id)
{
    postJobAction(id, &Engine::cancelJob);
}

void EngineHost::cancelJob(qint64 id,
                           const std::shared_ptr<Mailbox> &answers,
                           std::function<void(const Result<void> &)> done)
{
    // Runs once: in the worker with the engine's answer, or here at once when there is no engine to ask.
    auto once = std::make_shared<std::function<void(const Result<void> &)>>(std::move(done));
    bool posted = false;
    {
        const QMutexLocker lock(&m_workerMutex);
        posted = m_worker && m_worker->post([this, id, answers, once] {
            const Result<void> canceled = m_work && m_work->engine
                                            ? m_work->engine->cancelJob(id)
                                            : Result<void>(Error{QStringLiteral("NOT_OPEN"),
                                                                 QStringLiteral("The engine is not running.")});
            answers->post([once, canceled] {
                (*once)(canceled);
            });
        });
    }
    if (!posted) {
        answers->post([once] {
            (*once)(Error{QStringLiteral("NOT_OPEN"), QStringLiteral("The engine is not running.")});
        });
    }
}

void EngineHost::retryJob(qint64 id)
{
    postJobAction(id, &Engine::retryJob);
}

void EngineHost::enqueue(const TaskSpec &spec,
                         const QString &idempotencyKey,
                         std::function<void(const Result<JobStore::Enqueued> &)> done,
                         const QString &createdBy)
{
    post([this, spec, idempotencyKey, done = std::move(done), createdBy](Worker &w) {
        const QString operatorAtMachine = w.store.createdBy();
        if (!createdBy.isEmpty()) {
            w.store.setCreatedBy(createdBy);
        }
        const Result<JobStore::Enqueued> added = w.store.enqueue(spec, idempotencyKey);
        w.store.setCreatedBy(operatorAtMachine);
        if (added) {
            w.engine->wake();
        }
        tellHost([added, done] {
            if (done) {
                done(added);
            }
        });
    });
}

void EngineHost::recordEvent(qint64 id, const QString &kind, const QString &detail)
{
    post([id, kind, detail](Worker &w) {
        if (const Result<void> recorded = w.store.recordEvent(id, kind, detail); !recorded) {
            qCWarning(lcEngine) << "job" << id << kind << "event not recorded:" << recorded.error().message;
        }
    });
}

void EngineHost::recordEventForState(JobState state, const QString &kind, const QString &detail)
{
    post([state, kind, detail](Worker &w) {
        if (const Result<int> recorded = w.store.recordEventForState(state, kind, detail); !recorded) {
            qCWarning(lcEngine) << kind << "events not recorded:" << recorded.error().message;
        }
    });
}

void EngineHost::reportAnswer(qint64 jobId, const QString &taskId, bool good)
{
    post([this, jobId, taskId, good](Worker &w) {
        JobStore *store = &w.store;
        w.client.report(taskId, good, [this, store, jobId, good](const ApiResult<bool> &answer) {
            // Runs in the worker thread (the client's): the store is still the worker's.
            if (answer.ok()) {
                const QString kind = good ? QStringLiteral("reported_good") : QStringLiteral("reported_bad");
                const QString detail = good ? tr("Reported to the service as correct")
                                            : tr("Reported to the service as wrong");
                if (const Result<void> recorded = store->recordEvent(jobId, kind, detail); !recorded) {
                    qCWarning(lcEngine) << "job" << jobId << "report not recorded:" << recorded.error().message;
                }
            }
            const bool accepted = answer.ok();
            const QString code = accepted ? QString() : answer.failure.code;
            tellHost([this, jobId, good, accepted, code] {
                Q_EMIT answerReported(jobId, good, accepted, code);
            });
        });
    });
}

void EngineHost::setQueuePaused(bool paused)
{
    post([this, paused](Worker &w) {
        QueueControl control(w.store);
        const Result<void> done = paused ? control.pause() : control.resume();
        if (!done) {
            const Error error = done.error();
            tellHost([this, error] {
                Q_EMIT actionFailed(0, error.code, error.message);
            });
            return;
        }
        w.engine->queuePauseChanged();
    });
}

} // namespace SolveDeck
