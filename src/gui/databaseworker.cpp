#include "databaseworker.h"

#include "core/store/jobstore.h"
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"

#include <QMutex>
#include <QMutexLocker>

namespace SolveDeck {

// What the owner and the worker thread share: the database to open and the stop flags.
struct DatabaseWorker::Shared
{
    QMutex mutex;
    QString location;
    QString password;
    quint64 databaseGeneration = 0; // bumped by setDatabase: the worker reopens
    std::atomic<bool> closing{false};
    std::atomic<quint64> cancelGeneration{0};
};

// Worker-thread state: the connection and which database it is on.
struct DatabaseWorker::Context::Data
{
    std::shared_ptr<DatabaseWorker::Shared> shared;
    std::unique_ptr<JobStore> store;
    quint64 openGeneration = 0;
    QString location;
    QString password;
    quint64 cancelSeen = 0; // the cancel generation when the current job started
};

DatabaseWorker::Context::Context(Data *data)
    : d(data)
{
}

Result<JobStore *> DatabaseWorker::Context::store()
{
    {
        QMutexLocker lock(&d->shared->mutex);
        if (d->store && d->openGeneration == d->shared->databaseGeneration) {
            return d->store.get();
        }
        d->openGeneration = d->shared->databaseGeneration;
        d->location = d->shared->location;
        d->password = d->shared->password;
    }
    d->store = std::make_unique<JobStore>();
    if (Result<void> opened = d->store->open(d->location, d->password); !opened) {
        d->store.reset();
        return opened.error();
    }
    return d->store.get();
}

bool DatabaseWorker::Context::stopping() const
{
    return d->shared->closing.load() || d->shared->cancelGeneration.load() != d->cancelSeen;
}

const QString &DatabaseWorker::Context::location() const
{
    return d->location;
}

const QString &DatabaseWorker::Context::password() const
{
    return d->password;
}

DatabaseWorker::DatabaseWorker(const QString &name, QObject *parent)
    : QObject(parent)
    , m_shared(std::make_shared<Shared>())
    , m_worker(std::make_unique<WorkerThread>(name))
    , m_answers(Mailbox::open(this))
{
    m_worker->start();
    // The worker-thread state (and the connection a job opens) is made in the worker and ends there.
    m_worker->post([this] {
        m_state = std::make_unique<Context::Data>();
        m_state->shared = m_shared;
    });
}

DatabaseWorker::~DatabaseWorker()
{
    // The job under way sees stopping() and ends after its step; queued jobs are skipped; the connection closes in
    // the thread that opened it.
    m_shared->closing.store(true);
    m_worker->stop([this] {
        m_state.reset();
    });
    m_answers->close();
}

void DatabaseWorker::setDatabase(const QString &location, const QString &password)
{
    QMutexLocker lock(&m_shared->mutex);
    if (location == m_shared->location && password == m_shared->password) {
        return;
    }
    m_shared->location = location;
    m_shared->password = password;
    ++m_shared->databaseGeneration;
}

QString DatabaseWorker::locationOf(const JobStore &store)
{
    return store.location();
}

void DatabaseWorker::run(Job job)
{
    ++m_pending;
    // A cancel() after this call stops the job, even before it starts.
    const quint64 cancelSeen = m_shared->cancelGeneration.load();
    m_worker->post([this, cancelSeen, job = std::move(job)] {
        Context::Data &data = *m_state;
        data.cancelSeen = cancelSeen;
        // A canceled job still runs (it answers its owner), but sees stopping() at once.
        if (!data.shared->closing.load()) {
            Context context(&data);
            job(context);
        }
        // Dropped once this object is gone (its mailbox closes with it).
        m_answers->post([this] {
            if (--m_pending == 0) {
                Q_EMIT drained();
            }
        });
    });
}

void DatabaseWorker::answer(std::function<void()> fn)
{
    m_answers->post(std::move(fn));
}

void DatabaseWorker::cancel()
{
    m_shared->cancelGeneration.fetch_add(1);
}

} // namespace SolveDeck
