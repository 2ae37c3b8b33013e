#include "scheduler.h"

#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace SolveDeck {

namespace {

// A QtScheduler's timer: one QTimer, a child of the scheduler (so it lives and moves with the scheduler's thread),
// armed again for every start.
class QtTimer final : public Scheduler::Timer
{
public:
    QtTimer(QtScheduler *scheduler, std::function<void()> fn)
        : m_scheduler(scheduler)
        , m_fn(std::move(fn))
        , m_timer(new QTimer(scheduler))
    {
        m_timer->setSingleShot(true);
        m_timer->setTimerType(Qt::PreciseTimer);
        QObject::connect(m_timer, &QTimer::timeout, m_timer, [this] {
            onTimeout();
        });
    }

    ~QtTimer() override
    {
        if (m_timer) { // null when the scheduler went first and took its children
            // Later: the owner may go from inside this timer's own timeout.
            m_timer->stop();
            m_timer->disconnect();
            m_timer->deleteLater();
        }
    }

    QtTimer(const QtTimer &) = delete;
    QtTimer &operator=(const QtTimer &) = delete;

    void start(qint64 atMs) override
    {
        m_atMs = atMs;
        m_armed = true;
        m_timer->start(delayUntil(atMs));
    }

    void stop() override
    {
        m_armed = false;
        m_timer->stop();
    }

private:
    // Qt's timers take an int of milliseconds (about 24.8 days at most).
    int delayUntil(qint64 atMs) const
    {
        return int(std::clamp<qint64>(atMs - m_scheduler->nowMs(), 0, std::numeric_limits<int>::max()));
    }

    void onTimeout()
    {
        if (!m_armed) {
            return;
        }
        if (m_atMs > m_scheduler->nowMs()) {
            // A delay past int's range (e.g. a saturated TimingPolicy) was cut short, or the clock lags the timer:
            // wait for the rest, never run early.
            m_timer->start(delayUntil(m_atMs));
            return;
        }
        m_armed = false;
        m_fn();
    }

    const QtScheduler *m_scheduler;
    std::function<void()> m_fn;
    QPointer<QTimer> m_timer;
    qint64 m_atMs = 0;
    bool m_armed = false;
};

// A ManualScheduler's timer: each start is one call on the scheduler, so calls keep the order they were started in.
class ManualTimer final : public Scheduler::Timer
{
public:
    ManualTimer(ManualScheduler *scheduler, std::function<void()> fn)
        : m_scheduler(scheduler)
        , m_fn(std::move(fn))
    {
    }

    ~ManualTimer() override { stop(); }

    ManualTimer(const ManualTimer &) = delete;
    ManualTimer &operator=(const ManualTimer &) = delete;

    void start(qint64 atMs) override
    {
        stop();
        m_id = m_scheduler->callAt(atMs, [this] {
            m_id = 0;
            m_fn();
        });
    }

    void stop() override
    {
        if (m_id != 0) {
            m_scheduler->cancel(std::exchange(m_id, 0));
        }
    }

private:
    ManualScheduler *m_scheduler;
    std::function<void()> m_fn;
    ManualScheduler::CallId m_id = 0;
};

} // namespace

ScheduledCall::ScheduledCall(Scheduler *scheduler, std::function<void()> fn)
    : m_scheduler(scheduler)
    , m_fn(std::move(fn))
    , m_timer(scheduler->createTimer([this] {
        m_active = false;
        m_fn();
    }))
{
}

ScheduledCall::~ScheduledCall()
{
    stop();
}

void ScheduledCall::startAt(qint64 atMs)
{
    if (m_active && m_atMs == atMs) {
        return;
    }
    m_atMs = atMs;
    m_active = true;
    m_timer->start(atMs);
}

void ScheduledCall::startIn(qint64 delayMs)
{
    startAt(m_scheduler->nowMs() + std::max<qint64>(0, delayMs));
}

void ScheduledCall::stop()
{
    if (m_active) {
        m_active = false;
        m_timer->stop();
    }
}

QtScheduler::QtScheduler(const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
{
}

std::unique_ptr<Scheduler::Timer> QtScheduler::createTimer(std::function<void()> fn)
{
    return std::make_unique<QtTimer>(this, std::move(fn));
}

std::unique_ptr<Scheduler::Timer> ManualScheduler::createTimer(std::function<void()> fn)
{
    return std::make_unique<ManualTimer>(this, std::move(fn));
}

ManualScheduler::CallId ManualScheduler::callAt(qint64 atMs, std::function<void()> fn)
{
    const CallId id = ++m_lastId;
    const qint64 at = std::max(atMs, nowMs());
    m_calls.emplace(std::make_pair(at, id), std::move(fn));
    m_due.insert(id, at);
    return id;
}

void ManualScheduler::cancel(CallId id)
{
    const auto due = m_due.constFind(id);
    if (due != m_due.cend()) {
        m_calls.erase(std::make_pair(due.value(), id));
        m_due.erase(due);
    }
}

int ManualScheduler::advance(qint64 ms)
{
    const qint64 target = nowMs() + std::max<qint64>(0, ms);
    int ran = 0;
    while (!m_calls.empty() && m_calls.begin()->first.first <= target) {
        auto first = m_calls.begin();
        const qint64 at = first->first.first;
        std::function<void()> fn = std::move(first->second);
        m_due.remove(first->first.second);
        m_calls.erase(first);
        if (at > nowMs()) {
            m_clock.advanceMs(at - nowMs());
        }
        fn();
        ++ran;
    }
    if (target > nowMs()) {
        m_clock.advanceMs(target - nowMs());
    }
    return ran;
}

} // namespace SolveDeck
