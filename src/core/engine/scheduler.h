#pragma once

#include "core/clock.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <map>
#include <utility>

QT_BEGIN_NAMESPACE
class QTimer;
QT_END_NAMESPACE

namespace SolveDeck {

// When the engine's work happens. Times are on the monotonic clock (Clock::monotonicMs): a wall clock that jumps
// back an hour must not stall the queue for an hour, and one that jumps forward must not expire every deadline.
// Production runs callbacks from the event loop (QtScheduler); tests move a ManualClock and run them at once
// (ManualScheduler), so engine logic is tested exactly, without sockets or sleeps.
class Scheduler
{
public:
    using TimerId = quint64;

    virtual ~Scheduler() = default;
    virtual qint64 nowMs() const = 0;
    // Runs `fn` once, from the event loop, no earlier than `atMs`. Returns an id for cancel().
    virtual TimerId callAt(qint64 atMs, std::function<void()> fn) = 0;
    virtual void cancel(TimerId id) = 0;
};

// A restartable single-shot call on a Scheduler: what QTimer is to the event loop.
class ScheduledCall
{
public:
    ScheduledCall(Scheduler *scheduler, std::function<void()> fn);
    ~ScheduledCall();
    ScheduledCall(const ScheduledCall &) = delete;
    ScheduledCall &operator=(const ScheduledCall &) = delete;

    void startAt(qint64 atMs);
    void startIn(qint64 delayMs);
    void stop();

    bool isActive() const { return m_id != 0; }

    qint64 dueAtMs() const { return m_id != 0 ? m_atMs : 0; }

private:
    Scheduler *m_scheduler;
    std::function<void()> m_fn;
    Scheduler::TimerId m_id = 0;
    qint64 m_atMs = 0;
};

// The event loop's scheduler: one precise single-shot QTimer per pending call, in the thread it lives in.
class QtScheduler final
    : public QObject
    , public Scheduler
{
    Q_OBJECT
public:
    explicit QtScheduler(const Clock &clock = Clock::system(), QObject *parent = nullptr);
    ~QtScheduler() override;

    qint64 nowMs() const override { return m_clock.monotonicMs(); }

    TimerId callAt(qint64 atMs, std::function<void()> fn) override;
    void cancel(TimerId id) override;

private:
    const Clock &m_clock;
    TimerId m_lastId = 0;
    QHash<TimerId, QTimer *> m_timers;
};

// For tests: time stands still until advance() moves the ManualClock, running every call that falls due, in time
// order (calls scheduled by a call run too when they fall within the advance).
class ManualScheduler final : public Scheduler
{
public:
    explicit ManualScheduler(ManualClock &clock)
        : m_clock(clock)
    {
    }

    qint64 nowMs() const override { return m_clock.monotonicMs(); }

    TimerId callAt(qint64 atMs, std::function<void()> fn) override;
    void cancel(TimerId id) override;

    // Moves the clock by `ms`, running what falls due on the way. Returns how many calls ran.
    int advance(qint64 ms);

    // Runs what is due now (calls for "now" that a call or a test scheduled).
    int runDue() { return advance(0); }

    // The earliest pending call; 0 if none.
    qint64 nextDueAtMs() const { return m_calls.empty() ? 0 : m_calls.begin()->first.first; }

    int pending() const { return int(m_calls.size()); }

private:
    ManualClock &m_clock;
    TimerId m_lastId = 0;
    std::map<std::pair<qint64, TimerId>, std::function<void()>> m_calls;
    QHash<TimerId, qint64> m_due;
};

} // namespace SolveDeck
