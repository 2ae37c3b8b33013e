#include "scheduler.h"

#include <QTimer>

#include <algorithm>
#include <limits>

namespace SolveDeck {

ScheduledCall::ScheduledCall(Scheduler *scheduler, std::function<void()> fn)
    : m_scheduler(scheduler)
    , m_fn(std::move(fn))
{
}

ScheduledCall::~ScheduledCall()
{
    stop();
}

void ScheduledCall::startAt(qint64 atMs)
{
    if (m_id != 0 && m_atMs == atMs) {
        return;
    }
    stop();
    m_atMs = atMs;
    m_id = m_scheduler->callAt(atMs, [this] {
        m_id = 0;
        m_fn();
    });
}

void ScheduledCall::startIn(qint64 delayMs)
{
    startAt(m_scheduler->nowMs() + std::max<qint64>(0, delayMs));
}

void ScheduledCall::stop()
{
    if (m_id != 0) {
        m_scheduler->cancel(std::exchange(m_id, 0));
    }
}

QtScheduler::QtScheduler(const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
{
}

QtScheduler::~QtScheduler()
{
    qDeleteAll(m_timers);
}

Scheduler::TimerId QtScheduler::callAt(qint64 atMs, std::function<void()> fn)
{
    const TimerId id = ++m_lastId;
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    timer->setTimerType(Qt::PreciseTimer);
    connect(timer, &QTimer::timeout, this, [this, id, atMs, fn = std::move(fn)] {
        QTimer *due = m_timers.value(id);
        if (due == nullptr) {
            return;
        }
        if (atMs > nowMs()) {
            // A delay past int's range (about 24.8 days, e.g. a saturated TimingPolicy) was cut short, or the clock
            // lags the timer: wait for the rest, never run early.
            due->start(int(std::min<qint64>(atMs - nowMs(), std::numeric_limits<int>::max())));
            return;
        }
        m_timers.remove(id);
        due->deleteLater();
        fn();
    });
    m_timers.insert(id, timer);
    const qint64 delay = std::clamp<qint64>(atMs - nowMs(), 0, std::numeric_limits<int>::max());
    timer->start(int(delay));
    return id;
}

void QtScheduler::cancel(TimerId id)
{
    if (QTimer *timer = m_timers.take(id)) {
        timer->stop();
        timer->deleteLater();
    }
}

Scheduler::TimerId ManualScheduler::callAt(qint64 atMs, std::function<void()> fn)
{
    const TimerId id = ++m_lastId;
    const qint64 at = std::max(atMs, nowMs());
    m_calls.emplace(std::make_pair(at, id), std::move(fn));
    m_due.insert(id, at);
    return id;
}

void ManualScheduler::cancel(TimerId id)
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
