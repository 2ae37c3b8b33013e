#pragma once

#include "core/engine/enginestatus.h"
#include "core/result.h"

#include <QObject>

#include <functional>

namespace SolveDeck::Gateway {

// What the gateway asks of the engine, callable from any thread: the gateway runs on the main thread in `serve` and
// on a worker thread of its own in the console, while the engine's EngineHost must be used from the thread that made
// it. HostedEngine implements it over an EngineHost; tests may fake it.
class GatewayEngine : public QObject
{
    Q_OBJECT

public:
    // The engine's figures as last reported (the capacity answer, the compat balance).
    struct Snapshot
    {
        int planThreads = 0;
        int effectiveCap = 0;
        int accountInFlight = 0;
        EngineStatus status;
    };

    using QObject::QObject;

    // New jobs are stored: claim them now. Returns at once.
    virtual void wake() = 0;
    // Cancels a job; `done` runs in `context`'s thread with the engine's answer (dropped when `context` is gone).
    virtual void cancelJob(qint64 id, QObject *context, std::function<void(const Result<void> &)> done) = 0;
    // A copy, consistent in itself, of what the engine last reported.
    virtual Snapshot snapshot() const = 0;
    // res.php reportgood / reportbad for a solved job; the engine records an accepted report in its timeline.
    virtual void reportAnswer(qint64 jobId, const QString &taskId, bool good) = 0;

Q_SIGNALS:
    // The engine changed jobs (sent in the implementation's thread: connect with the default connection type and a
    // receiver in another thread hears it queued).
    void jobsChanged();
};

} // namespace SolveDeck::Gateway
