#include "enginehost.h"

#include "core/engine/enginelogging.h"
#include "core/net/apiclient.h"
#include "core/store/accounts.h"
#include "core/store/queuecontrol.h"

#include <QMetaObject>

namespace SolveDeck {

struct EngineHost::Worker
{
    JobStore store;
    ApiClient client;
    std::unique_ptr<Engine> engine;
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

Result<void> EngineHost::open(const Config &config)
{
    if (m_open) {
        return {};
    }
    m_thread.start();
    m_context = new QObject;
    m_context->moveToThread(&m_thread);
    Result<void> opened;
    QMetaObject::invokeMethod(
        m_context,
        [this, &config, &opened] {
        auto worker = std::make_unique<Worker>();
        opened = worker->store.open(config.databasePath, config.databasePassword);
        if (!opened) {
            return;
        }
        if (!config.endpoint.isEmpty()) {
            opened = worker->client.setEndpoint(config.endpoint);
            if (!opened) {
                return;
            }
        }
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
        worker->engine->setThreadCap(config.threadCap);
        Engine *engine = worker->engine.get();
        // Queued to this object's thread: the cached values are only ever touched there.
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
            Q_EMIT statusChanged(status);
        });
        m_worker = worker.release();
        },
        Qt::BlockingQueuedConnection);
    if (!opened) {
        delete m_context;
        m_context = nullptr;
        m_thread.quit();
        m_thread.wait();
        return opened;
    }
    m_open = true;
    m_threadCap = config.threadCap;
    m_effectiveCap = config.threadCap;
    return {};
}

void EngineHost::post(std::function<void(Worker &)> fn)
{
    if (!m_open) {
        return;
    }
    QMetaObject::invokeMethod(
        m_context,
        [this, fn = std::move(fn)] {
        if (m_worker) {
            fn(*m_worker);
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
    if (!m_open) {
        return;
    }
    m_open = false;
    QMetaObject::invokeMethod(
        m_context,
        [this] {
        m_worker->engine->stop();
        delete m_worker;
        m_worker = nullptr;
        },
        Qt::BlockingQueuedConnection);
    m_context->deleteLater();
    m_context = nullptr;
    m_thread.quit();
    m_thread.wait();
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

Result<void> EngineHost::cancelJob(qint64 id)
{
    postJobAction(id, &Engine::cancelJob);
    return {};
}

Result<void> EngineHost::retryJob(qint64 id)
{
    postJobAction(id, &Engine::retryJob);
    return {};
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

void EngineHost::runInWorker(const std::function<void(Engine &)> &fn)
{
    if (!m_open) {
        return;
    }
    QMetaObject::invokeMethod(
        m_context,
        [this, &fn] {
        fn(*m_worker->engine);
        },
        Qt::BlockingQueuedConnection);
}

} // namespace SolveDeck
