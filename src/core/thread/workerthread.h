#pragma once

#include "core/thread/mailbox.h"

#include <QString>
#include <QThread>

#include <atomic>
#include <functional>
#include <future>
#include <memory>
#include <optional>

namespace SolveDeck {

// A thread that runs closures: the one way SolveDeck keeps long-lived objects on a thread of their own (the engine
// host, the gateway's group commit, the console's database workers, the console's gateway). KeePassXC's AsyncTask is
// the model, with one lifetime rule for all of them:
//
// - what lives in the worker is made in the worker (a closure posted after start()) and destroyed there (the closure
//   given to stop()), so no object is ever used by two threads;
// - post() may be called from any thread, at any time: before start() and after stop() it drops the closure and
//   says so (false); between, closures run in the order posted;
// - stop() runs its last closure after every closure posted before it, none after, then ends the thread and joins
//   it. Nothing posted later runs, so a caller can never reach an object stop() destroyed;
// - answers go back through the asker's own Mailbox (the asker closes it before it goes), never through a QPointer
//   checked in the worker.
//
// The WorkerThread object itself lives in (and is started and stopped from) its owner's thread.
class WorkerThread
{
public:
    explicit WorkerThread(const QString &name);
    // stop() without a last closure, if the owner did not stop it.
    ~WorkerThread();
    WorkerThread(const WorkerThread &) = delete;
    WorkerThread &operator=(const WorkerThread &) = delete;

    // Starts the thread (once; later calls do nothing).
    void start();

    // Any thread: runs `fn` in the worker. False when the worker is not running (not started, stopping, stopped).
    bool post(std::function<void()> fn);

    // Runs `fn` in the worker and waits for its result: for the few steps the caller cannot go on without (opening a
    // connection). Not from the worker itself. nullopt when the worker is not running.
    template<typename T>
    std::optional<T> call(std::function<T()> fn)
    {
        Q_ASSERT(!isCurrent());
        auto promise = std::make_shared<std::promise<T>>();
        std::future<T> result = promise->get_future();
        if (!post([promise, fn = std::move(fn)] {
                promise->set_value(fn());
            })) {
            return std::nullopt;
        }
        return result.get();
    }

    // Runs `last` in the worker after every closure posted before this call and none after, ends the thread and
    // joins it. Idempotent; not from the worker itself.
    void stop(std::function<void()> last = {});

    // From the worker itself, when it decides it is done (a graceful stop that needed the worker's event loop, such
    // as the gateway's): nothing posted from now on runs, and the thread ends once this closure returns. The owner
    // then joins it with wait() (or stop(), which then only joins).
    void finishFromWorker();

    // Joins a worker that finished (finishFromWorker) or is stopping. Not from the worker itself.
    void wait();

    bool isRunning() const;

    // Called from the worker thread.
    bool isCurrent() const;

    QThread *thread() { return &m_thread; }

private:
    QThread m_thread;
    std::shared_ptr<Mailbox> m_mailbox; // made in the worker; closed by its last closure
    std::atomic<bool> m_started{false};
    std::atomic<bool> m_stopped{false};
};

} // namespace SolveDeck
