#pragma once

#include "gateway/gatewayengine.h"

#include <QMutex>
#include <QPointer>

namespace SolveDeck {
class EngineHost;
}

namespace SolveDeck::Gateway {

// GatewayEngine over an EngineHost, safe to call from any thread. Make it in the host's thread (it lives there):
// commands from another thread are queued to that thread (QMetaObject::invokeMethod, Qt::QueuedConnection), from
// the same thread they run at once (`serve`); a cancel's answer runs in the caller's context thread (EngineHost
// sends it there); the snapshot is kept under a mutex and refreshed from the host's signals in the host's thread.
// The host is not owned; once it is gone commands are dropped and a cancel answers NOT_OPEN.
class HostedEngine : public GatewayEngine
{
    Q_OBJECT

public:
    explicit HostedEngine(EngineHost *host, QObject *parent = nullptr);

    void wake() override;
    void cancelJob(qint64 id, QObject *context, std::function<void(const Result<void> &)> done) override;
    Snapshot snapshot() const override;
    void reportAnswer(qint64 jobId, const QString &taskId, bool good) override;

private:
    // Runs `fn` in this object's thread: now when called there, else queued.
    void inOwnThread(std::function<void()> fn);

    QPointer<EngineHost> m_host;
    mutable QMutex m_mutex;
    Snapshot m_snapshot; // guarded by m_mutex
};

} // namespace SolveDeck::Gateway
