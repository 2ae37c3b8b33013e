#pragma once

#include "core/clock.h"

#include <QHash>
#include <QObject>

#include <functional>
#include <map>
#include <memory>
#include <utility>

namespace SolveDeck {

// When the engine's work happens. Times are on the monotonic clock (Clock::monotonicMs): a wall clock that jumps
// back an hour must not stall the queue for an hour, and one that jumps forward must not expire every deadline.
// Production runs callbacks from the event loop (QtScheduler); tests move a ManualClock and run them at once
// (ManualScheduler), so engine logic is tested exactly, without sockets or sleeps.
class Scheduler
{
public:
    // One restartable single-shot call, made once for its owner (a ScheduledCall) and armed again for every use:
    // the engine re-arms its calls after every answer, and arming allocates nothing.
    class Timer
    {
    public:
        virtual ~Timer() = default;
        // Runs the timer's function once, from the event loop, no earlier than `atMs`; replaces a pending start.
        virtual void start(qint64 atMs) = 0;
        virtual void stop() = 0;
    };

    virtual ~Scheduler() = default;
    virtual qint64 nowMs() const = 0;
    // The timer runs `fn`; the scheduler must outlive it.
    virtual std::unique_ptr<Timer> createTimer(std::function<void()> fn) = 0;
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

    bool isActive() const { return m_active; }

    qint64 dueAtMs() const { return m_active ? m_atMs : 0; }

private:
    Scheduler *m_scheduler;
    std::function<void()> m_fn;
    std::unique_ptr<Scheduler::Timer> m_timer;
    bool m_active = false;
    qint64 m_atMs = 0;
};

// The event loop's scheduler: one precise single-shot QTimer per ScheduledCall, created with it and re-armed for
// every start, in the thread the scheduler lives in.
class QtScheduler final
    : public QObject
    , public Scheduler
{
    Q_OBJECT
public:
    explicit QtScheduler(const Clock &clock = Clock::system(), QObject *parent = nullptr);

    qint64 nowMs() const override { return m_clock.monotonicMs(); }

    std::unique_ptr<Timer> createTimer(std::function<void()> fn) override;

private:
    const Clock &m_clock;
};

// For tests: time stands still until advance() moves the ManualClock, running every call that falls due, in time
// order (calls scheduled by a call run too when they fall within the advance). Calls due at the same moment run in
// the order they were scheduled.
class ManualScheduler final : public Scheduler
{
public:
    using CallId = quint64;

    explicit ManualScheduler(ManualClock &clock)
        : m_clock(clock)
    {
    }

    qint64 nowMs() const override { return m_clock.monotonicMs(); }

    std::unique_ptr<Timer> createTimer(std::function<void()> fn) override;

    // Runs `fn` once, no earlier than `atMs` (a time in the past is now). Returns an id for cancel().
    CallId callAt(qint64 atMs, std::function<void()> fn);
    void cancel(CallId id);

    // Moves the clock by `ms`, running what falls due on the way. Returns how many calls ran.
    int advance(qint64 ms);

    // Runs what is due now (calls for "now" that a call or a test scheduled).
    int runDue() { return advance(0); }

    // The earliest pending call; 0 if none.
    qint64 nextDueAtMs() const { return m_calls.empty() ? 0 : m_calls.begin()->first.first; }

    int pending() const { return int(m_calls.size()); }

private:
    ManualClock &m_clock;
    CallId m_lastId = 0;
    std::map<std::pair<qint64, CallId>, std::function<void()>> m_calls;
    QHash<CallId, qint64> m_due;
};

} // namespace SolveDeck
