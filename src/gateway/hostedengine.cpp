#include "hostedengine.h"

#include "core/engine/enginehost.h"

#include <QMutexLocker>
#include <QThread>

namespace SolveDeck::Gateway {

HostedEngine::HostedEngine(EngineHost *host, QObject *parent)
    : GatewayEngine(parent)
    , m_host(host)
{
    if (!host) {
        return;
    }
    m_snapshot.planThreads = host->planThreads();
    m_snapshot.effectiveCap = host->effectiveCap();
    m_snapshot.accountInFlight = host->accountInFlight();
    m_snapshot.status = host->status();
    // The host sends these in its thread, which is this object's: the lambdas run there, one at a time.
    connect(host, &EngineHost::capacityChanged, this, [this](int /*inFlight*/, int cap, int plan) {
        const QMutexLocker lock(&m_mutex);
        m_snapshot.effectiveCap = cap;
        m_snapshot.planThreads = plan;
    });
    connect(host, &EngineHost::accountChanged, this, [this](int accountInFlight, int /*engines*/) {
        const QMutexLocker lock(&m_mutex);
        m_snapshot.accountInFlight = accountInFlight;
    });
    connect(host, &EngineHost::statusChanged, this, [this](const EngineStatus &status) {
        const QMutexLocker lock(&m_mutex);
        m_snapshot.status = status;
    });
    connect(host, &EngineHost::jobsChanged, this, &GatewayEngine::jobsChanged);
}

void HostedEngine::inOwnThread(std::function<void()> fn)
{
    if (QThread::currentThread() == thread()) {
        fn();
        return;
    }
    // Dropped by Qt when this object is gone by then.
    QMetaObject::invokeMethod(this, std::move(fn), Qt::QueuedConnection);
}

void HostedEngine::wake()
{
    inOwnThread([this] {
        if (m_host) {
            m_host->wake();
        }
    });
}

void HostedEngine::cancelJob(qint64 id, QObject *context, std::function<void(const Result<void> &)> done)
{
    // Taken in the caller's thread, where `context` lives: the answer is dropped should it be gone.
    QPointer<QObject> receiver(context);
    inOwnThread([this, id, receiver, done = std::move(done)]() mutable {
        if (!receiver) {
            return;
        }
        if (!m_host) {
            QMetaObject::invokeMethod(
                receiver.get(),
                [done = std::move(done)] {
                done(Error{QStringLiteral("NOT_OPEN"), QStringLiteral("The engine is not running.")});
                },
                Qt::QueuedConnection);
            return;
        }
        m_host->cancelJob(id, receiver.get(), std::move(done));
    });
}

GatewayEngine::Snapshot HostedEngine::snapshot() const
{
    const QMutexLocker lock(&m_mutex);
    return m_snapshot;
}

void HostedEngine::reportAnswer(qint64 jobId, const QString &taskId, bool good)
{
    inOwnThread([this, jobId, taskId, good] {
        if (m_host) {
            m_host->reportAnswer(jobId, taskId, good);
        }
    });
}

} // namespace SolveDeck::Gateway
