#pragma once

#include "core/engine/enginestatus.h"
#include "core/result.h"

#include <QObject>

#include <functional>
#include <memory>

namespace SolveDeck {

class Mailbox;

// What a client of the core running on another thread may ask of a running engine (the gateway: on the main thread
// in `serve`, on a thread of its own in the console): every call may come from any thread and returns at once;
// nothing waits on the thread that owns the engine's host (the console's GUI thread). EngineHost implements it; tests
// fake it.
class EngineControl : public QObject
{
    Q_OBJECT

public:
    using QObject::QObject;

    // New jobs are stored: claim them now.
    virtual void wake() = 0;

    // Cancels a job; `done` runs through `answers` (in its thread) with the engine's answer, or not at all once
    // `answers` is closed.
    virtual void cancelJob(qint64 id,
                           const std::shared_ptr<Mailbox> &answers,
                           std::function<void(const Result<void> &)> done) = 0;

    // The engine's status as last reported (a copy, consistent in itself); before the engine reports, the cap it
    // starts with.
    virtual EngineStatus snapshot() const = 0;

    // res.php reportgood / reportbad for a solved job; an accepted report is recorded in its timeline.
    virtual void reportAnswer(qint64 jobId, const QString &taskId, bool good) = 0;

Q_SIGNALS:
    // The engine changed jobs. Sent in the engine's own thread: a receiver in any other thread hears it queued.
    void jobsChangedInEngine();
};

} // namespace SolveDeck
