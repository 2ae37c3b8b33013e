#pragma once

#include <QMutex>
#include <QObject>

#include <functional>
#include <memory>

namespace SolveDeck {

// Where closures posted from any thread run: the thread of the mailbox's receiver, in its event loop, in the order
// posted, until the mailbox is closed. It is how every worker answers whoever asked it (the gateway, the window):
// the asker owns a mailbox and closes it before anything the answers touch goes away, so no thread ever posts to an
// object another thread is deleting (a QPointer checked on one thread cannot promise that; the mailbox's lock can).
//
// Shared (std::shared_ptr): the askers' answers hold it, and may outlive the receiver. Made with open(), in the
// thread whose event loop runs the closures.
class Mailbox
{
public:
    // A mailbox whose closures run in the calling thread. `owner` (optional) lives in that thread: its destruction
    // closes the mailbox, so an owner need not remember to.
    static std::shared_ptr<Mailbox> open(QObject *owner = nullptr);
    // A mailbox whose closures run in `thread` (a worker's, before or after it started).
    static std::shared_ptr<Mailbox> openIn(QThread *thread);

    ~Mailbox();
    Mailbox(const Mailbox &) = delete;
    Mailbox &operator=(const Mailbox &) = delete;

    // Any thread. False (and `fn` dropped) once the mailbox is closed.
    bool post(std::function<void()> fn);

    // Closes the mailbox: later posts are dropped, and closures posted earlier that have not run yet never run.
    // Idempotent. Call it in the receiver's thread (a closure running there then cannot be midway), or from any
    // thread once that thread no longer runs (its loop ended).
    void close();

    // Closes the mailbox for every post but this last one, which runs after everything posted before it: the end of
    // a worker (destroy what was made in its thread, then quit). False when it was closed already.
    bool postLast(std::function<void()> fn);

    bool isClosed() const;

private:
    class Receiver;
    Mailbox() = default;
    bool postLocked(std::function<void()> fn);

    mutable QMutex m_mutex;
    Receiver *m_receiver = nullptr; // lives in the mailbox's thread; deleted there (or with its thread)
    bool m_closed = false;
    bool m_lastPosted = false;
    std::weak_ptr<Mailbox> m_self;
};

} // namespace SolveDeck
