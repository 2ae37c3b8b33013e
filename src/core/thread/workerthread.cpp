#include "workerthread.h"

namespace SolveDeck {

WorkerThread::WorkerThread(const QString &name)
{
    m_thread.setObjectName(name);
}

WorkerThread::~WorkerThread()
{
    stop();
}

void WorkerThread::start()
{
    if (m_started || m_stopped) {
        return;
    }
    m_started = true;
    m_mailbox = Mailbox::openIn(&m_thread);
    m_thread.start();
}

bool WorkerThread::post(std::function<void()> fn)
{
    // The mailbox is set once in start() and never replaced, so reading the pointer needs no lock; it does its own.
    const std::shared_ptr<Mailbox> mailbox = m_mailbox;
    return mailbox && mailbox->post(std::move(fn));
}

void WorkerThread::stop(std::function<void()> last)
{
    Q_ASSERT(!isCurrent());
    if (m_stopped) {
        wait(); // finished from the worker, or stopped before: joined either way
        return;
    }
    m_stopped = true;
    if (!m_started) {
        return;
    }
    // Everything posted before runs first, then `last`, then the loop ends; nothing posted afterwards runs.
    m_mailbox->postLast([last = std::move(last)] {
        if (last) {
            last();
        }
        QThread::currentThread()->quit();
    });
    m_thread.wait();
    // The mailbox closed itself after the last closure; its receiver was deleted as the thread finished.
}

void WorkerThread::finishFromWorker()
{
    Q_ASSERT(isCurrent());
    m_stopped = true;
    m_mailbox->close();
    m_thread.quit();
}

void WorkerThread::wait()
{
    Q_ASSERT(!isCurrent());
    if (m_started) {
        m_thread.wait();
    }
}

bool WorkerThread::isRunning() const
{
    return m_started && !m_stopped;
}

bool WorkerThread::isCurrent() const
{
    return QThread::currentThread() == &m_thread;
}

} // namespace SolveDeck
