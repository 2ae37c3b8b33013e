#pragma once

#include "core/result.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <functional>
#include <memory>

namespace SolveDeck {

class JobStore;
class Mailbox;
class WorkerThread;

// The console's one pattern for database work that must not hold up the window (the sidebar's counts, the retention
// purge, the text index, an export): a worker thread of its own that runs the jobs given to it in order, with a
// connection of its own to the window's database, opened in that thread on the first job that asks for it (a Qt SQL
// connection belongs to the thread that opened it). A job answers through answer(), which runs in the owner's thread
// and is dropped once the worker is gone. Jobs check stopping() between small steps (a batch of rows, a page): the
// destructor raises it and waits only for the step under way, so quitting never waits for a whole run.
// Lives in (and must be used from) the thread that made it, normally the GUI thread. The thread is a WorkerThread
// (the core's one worker-thread helper); answers come back through this object's Mailbox.
class DatabaseWorker : public QObject
{
    Q_OBJECT

public:
    // What a job sees in the worker thread.
    class Context
    {
    public:
        // The worker's connection, opened on first use; an Error when the database cannot be opened.
        Result<JobStore *> store();
        // The worker is going away (or cancel() was called): stop after the current step.
        bool stopping() const;
        const QString &location() const;
        const QString &password() const;

        struct Data; // the worker thread's connection and flags (databaseworker.cpp)

    private:
        friend class DatabaseWorker;
        explicit Context(Data *data);
        Data *d;
    };

    using Job = std::function<void(Context &context)>;

    // `name` names the thread (for debuggers and `top -H`).
    explicit DatabaseWorker(const QString &name, QObject *parent = nullptr);
    ~DatabaseWorker() override;

    // The database the jobs' connection opens (a file or a PostgreSQL address, and its password). A change reopens
    // it before the next job that asks for it.
    void setDatabase(const QString &location, const QString &password);

    // Where a worker finds `store`'s database (its address without the password, for opening it again).
    static QString locationOf(const JobStore &store);

    // Queues `job`; it runs after the jobs before it.
    void run(Job job);
    // Runs `fn` in the owner's thread (called from a job); dropped if the worker is gone by then.
    void answer(std::function<void()> fn);

    // Jobs queued or running.
    int pendingJobs() const { return m_pending; }

    // Asks the job under way (and those queued before this call) to stop after their current step.
    void cancel();

Q_SIGNALS:
    // Every queued job has run (in the owner's thread, after their answers).
    void drained();

private:
    struct Shared;
    std::shared_ptr<Shared> m_shared;
    std::unique_ptr<WorkerThread> m_worker;
    std::unique_ptr<Context::Data> m_state; // made, used and destroyed in the worker thread only
    std::shared_ptr<Mailbox> m_answers;     // this object's thread
    int m_pending = 0;
};

} // namespace SolveDeck
