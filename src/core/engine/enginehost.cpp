#include "enginehost.h"

#include "core/engine/enginelogging.h"
#include "core/net/apiclient.h"
#include "core/store/accounts.h"
#include "core/store/queuecontrol.h"

#include <QMetaObject>

#include <algorithm>

namespace SolveDeck {

struct EngineHost::Worker
{
    JobStore store;
    ApiClient client;
    std::unique_ptr<Engine> engine;
};

class EngineHost::WorkerContext : public QObject
{
public:
    ~WorkerContext() override
    {
        if (worker && worker->engine) {
            worker->engine->stop();
        }
    }

    std::unique_ptr<Worker> worker; // made, used and destroyed in the worker thread
};

EngineHost::EngineHost(QObject *parent)
    : QObject(parent)
{
    m_thread.setObjectName(QStringLiteral("solvedeck-engine"));
}

EngineHost::~EngineHost()
{
    stop();
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
    m_context = new WorkerContext;
    m_context->moveToThread(&m_thread);
    // The context, and the engine, store and client it owns, end in the worker thread that made them.
    connect(&m_thread, &QThread::finished, m_context, &QObject::deleteLater);
    m_thread.start();
    // The host outlives the worker (stop() joins the thread), so the worker may use `host`; a call queued back to it
    // is dropped by Qt should it be gone.
    EngineHost *host = this;
    WorkerContext *context = m_context;
    QMetaObject::invokeMethod(
        m_context,
        [host, context, config] {
        // Connecting and migrating may take a while (a server slow to answer, a lock held by another process):
        // only this thread waits.
        auto worker = std::make_unique<Worker>();
        Result<void> opened = worker->store.open(config.databaseLocation, config.databasePassword);
        if (opened && !config.endpoint.isEmpty()) {
            opened = worker->client.setEndpoint(config.endpoint);
        }
        QString engineId;
        if (opened) {
            if (!config.apiKey.isEmpty()) {
                worker->client.setApiKey(config.apiKey);
            }
            worker->engine = std::make_unique<Engine>(&worker->store, &worker->client);
            if (!config.apiKey.isEmpty()) {
                worker->engine->setAccount(Accounts(worker->store).fingerprint(config.apiKey));
            }
            worker->engine->setTimingPolicy(config.policy);
            worker->engine->setAdaptivePolling(config.adaptivePolling);
            worker->engine->setMultiIdPolling(config.multiIdPolling);
            worker->engine->setMetrics(config.metrics);
            if (config.threadCap > 0) {
                worker->engine->setThreadCap(config.threadCap);
            }
            engineId = worker->engine->engineId();
            // Queued to the host's thread: the cached values are only ever touched there.
            Engine *engine = worker->engine.get();
            connect(engine, &Engine::stateChanged, host, [host](Engine::State state, const QString &reason) {
                host->m_state = state;
                host->m_reason = reason;
                Q_EMIT host->stateChanged(state, reason);
            });
            connect(engine, &Engine::capacityChanged, host, [host](int inFlight, int cap, int plan) {
                host->m_inFlight = inFlight;
                host->m_effectiveCap = cap;
                host->m_planThreads = plan;
                Q_EMIT host->capacityChanged(inFlight, cap, plan);
            });
            connect(engine, &Engine::accountChanged, host, [host](int accountInFlight, int engines) {
                host->m_accountInFlight = accountInFlight;
                host->m_engines = engines;
                Q_EMIT host->accountChanged(accountInFlight, engines);
            });
            connect(engine, &Engine::threadCapChanged, host, [host](int cap) {
                host->m_threadCap = cap;
                Q_EMIT host->threadCapChanged(cap);
            });
            connect(engine, &Engine::jobsChanged, host, &EngineHost::jobsChanged);
            connect(engine, &Engine::idle, host, &EngineHost::idle);
            connect(engine, &Engine::statusChanged, host, [host](const EngineStatus &status) {
                host->m_status = status;
                host->m_statusReported = true;
                Q_EMIT host->statusChanged(status);
            });
            context->worker = std::move(worker);
        }
        QMetaObject::invokeMethod(
            host,
            [host, opened, engineId] {
            host->openFinished(opened, engineId);
            },
            Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void EngineHost::openFinished(const Result<void> &result, const QString &engineId)
{
    if (!m_opening) {
        return; // stopped meanwhile
    }
    m_opening = false;
    if (!result) {
        // Nothing was made in the worker: end it (quickly: its only task is done).
        m_thread.quit();
        m_thread.wait();
        m_context = nullptr;
        Q_EMIT opened(false, result.error().message);
        return;
    }
    m_open = true;
    m_engineId = engineId;
    Q_EMIT opened(true, {});
}

void EngineHost::post(std::function<void(Worker &)> fn)
{
    if (!m_open) {
        return;
    }
    WorkerContext *context = m_context;
    QMetaObject::invokeMethod(
        m_context,
        [context, fn = std::move(fn)] {
        if (context->worker) {
            fn(*context->worker);
        }
        },
        Qt::QueuedConnection);
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
    // The worker ends after what it is doing now (one engine step, or an open still waiting for its server); its
    // context then stops the engine (aborting requests in flight) and is deleted in that thread.
    m_thread.quit();
    m_thread.wait();
    m_context = nullptr;
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
    QPointer<EngineHost> self(this);
    post([self, id, action](Worker &w) {
        const Result<void> done = (w.engine.get()->*action)(id);
        if (!done) {
            const QString message = done.error().message;
            QMetaObject::invokeMethod(
                self,
                [self, message] {
                Q_EMIT self->actionFailed(message);
                },
                Qt::QueuedConnection);
        }
    });
}

void EngineHost::cancelJob(qint64 id)
{
    postJobAction(id, &Engine::cancelJob);
}

void EngineHost::cancelJob(qint64 id, QObject *context, std::function<void(const Result<void> &)> done)
{
    if (!m_open) {
        QMetaObject::invokeMethod(
            context,
            [done = std::move(done)] {
            done(Error{QStringLiteral("NOT_OPEN"), QStringLiteral("The engine is not running.")});
            },
            Qt::QueuedConnection);
        return;
    }
    QPointer<QObject> receiver(context);
    post([receiver, id, done = std::move(done)](Worker &w) {
        const Result<void> canceled = w.engine->cancelJob(id);
        if (receiver) {
            QMetaObject::invokeMethod(
                receiver.get(),
                [canceled, done] {
                done(canceled);
                },
                Qt::QueuedConnection);
        }
    });
}

void EngineHost::retryJob(qint64 id)
{
    postJobAction(id, &Engine::retryJob);
}

void EngineHost::enqueue(const TaskSpec &spec,
                         const QString &idempotencyKey,
                         std::function<void(const Result<JobStore::Enqueued> &)> done)
{
    QPointer<EngineHost> self(this);
    post([self, spec, idempotencyKey, done = std::move(done)](Worker &w) {
        const Result<JobStore::Enqueued> added = w.store.enqueue(spec, idempotencyKey);
        if (added) {
            w.engine->wake();
        }
        QMetaObject::invokeMethod(
            self,
            [self, added, done] {
            if (self && done) {
                done(added);
            }
            },
            Qt::QueuedConnection);
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
    EngineHost *host = this;
    post([host, jobId, taskId, good](Worker &w) {
        JobStore *store = &w.store;
        w.client.report(taskId, good, [host, store, jobId, good](const ApiResult<bool> &answer) {
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
            QMetaObject::invokeMethod(
                host,
                [host, jobId, good, accepted, code] {
                Q_EMIT host->answerReported(jobId, good, accepted, code);
                },
                Qt::QueuedConnection);
        });
    });
}

void EngineHost::setQueuePaused(bool paused)
{
    post([this, paused](Worker &w) {
        QueueControl control(w.store);
        const Result<void> done = paused ? control.pause() : control.resume();
        if (!done) {
            const QString message = done.error().message;
            QMetaObject::invokeMethod(
                this,
                [this, message] {
                Q_EMIT actionFailed(message);
                },
                Qt::QueuedConnection);
            return;
        }
        w.engine->queuePauseChanged();
    });
}

} // namespace SolveDeck
