#include "mailbox.h"

#include <QMetaObject>
#include <QMutexLocker>
#include <QThread>

namespace SolveDeck {

class Mailbox::Receiver : public QObject
{
};

std::shared_ptr<Mailbox> Mailbox::open(QObject *owner)
{
    std::shared_ptr<Mailbox> mailbox(new Mailbox);
    mailbox->m_self = mailbox;
    mailbox->m_receiver = new Receiver;
    if (owner != nullptr) {
        Q_ASSERT(owner->thread() == QThread::currentThread());
        std::weak_ptr<Mailbox> weak = mailbox;
        // Direct: the owner dies in this thread, and nothing posted may run in its place afterwards.
        QObject::connect(
            owner,
            &QObject::destroyed,
            mailbox->m_receiver,
            [weak] {
            if (const std::shared_ptr<Mailbox> alive = weak.lock()) {
                alive->close();
            }
            },
            Qt::DirectConnection);
    }
    return mailbox;
}

std::shared_ptr<Mailbox> Mailbox::openIn(QThread *thread)
{
    std::shared_ptr<Mailbox> mailbox(new Mailbox);
    mailbox->m_self = mailbox;
    mailbox->m_receiver = new Receiver;
    mailbox->m_receiver->moveToThread(thread);
    return mailbox;
}

Mailbox::~Mailbox()
{
    close();
}

bool Mailbox::post(std::function<void()> fn)
{
    const QMutexLocker lock(&m_mutex);
    if (m_closed || m_lastPosted) {
        return false;
    }
    return postLocked(std::move(fn));
}

bool Mailbox::postLast(std::function<void()> fn)
{
    const QMutexLocker lock(&m_mutex);
    if (m_closed || m_lastPosted) {
        return false;
    }
    m_lastPosted = true;
    return postLocked(std::move(fn));
}

bool Mailbox::postLocked(std::function<void()> fn)
{
    // Under the lock: close() cannot delete the receiver between the check and the post. A closure checks again
    // when it runs (a close in between drops it), except the last one, which runs after the others whatever comes.
    const bool last = m_lastPosted;
    std::weak_ptr<Mailbox> weak = m_self;
    return QMetaObject::invokeMethod(
        m_receiver,
        [weak, last, fn = std::move(fn)] {
        const std::shared_ptr<Mailbox> self = weak.lock();
        if (!self) {
            return;
        }
        if (self->isClosed()) {
            return;
        }
        fn();
        if (last) {
            self->close();
        }
        },
        Qt::QueuedConnection);
}

void Mailbox::close()
{
    Receiver *receiver = nullptr;
    {
        const QMutexLocker lock(&m_mutex);
        if (m_closed) {
            return;
        }
        m_closed = true;
        receiver = m_receiver;
        m_receiver = nullptr;
    }
    // Its thread deletes it (with the closures still queued to it), or its thread's end does.
    if (receiver != nullptr) {
        receiver->deleteLater();
    }
}

bool Mailbox::isClosed() const
{
    const QMutexLocker lock(&m_mutex);
    return m_closed;
}

} // namespace SolveDeck
