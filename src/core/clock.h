#pragma once

#include <QDateTime>

#include <chrono>

namespace SolveDeck {

// Where "now" comes from. Production uses the system clock; tests inject a ManualClock and move it by hand.
// Timestamps are UTC milliseconds since the epoch everywhere below the GUI (and in the database).
// Two readings: the wall clock, for what is stored and shown, and a monotonic clock, for what is waited for. The
// wall clock jumps (NTP, a user setting the time, a resume from suspend); a schedule kept on it would stall for
// an hour after the clock went back an hour. The monotonic clock only moves forward, at a steady rate.
class Clock
{
public:
    virtual ~Clock() = default;
    virtual qint64 nowMs() const = 0;
    // Milliseconds on a clock that never jumps (its origin is arbitrary): only differences mean anything.
    virtual qint64 monotonicMs() const = 0;

    QDateTime now() const { return QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC); }

    // The process-wide system clock.
    static const Clock &system();
};

class SystemClock final : public Clock
{
public:
    qint64 nowMs() const override { return QDateTime::currentMSecsSinceEpoch(); }

    qint64 monotonicMs() const override
    {
        using namespace std::chrono;
        return duration_cast<milliseconds>(steady_clock::now().time_since_epoch()).count();
    }
};

class ManualClock final : public Clock
{
public:
    explicit ManualClock(qint64 startMs = 1'767'225'600'000) // 2026-01-01T00:00:00Z
        : m_now(startMs)
    {
    }

    qint64 nowMs() const override { return m_now; }

    qint64 monotonicMs() const override { return m_monotonic; }

    // Both clocks move by the same amount, as time passing does.
    void advanceMs(qint64 ms)
    {
        m_now += ms;
        m_monotonic += ms;
    }

    // The wall clock alone is set: as NTP or a user changing the time does.
    void setNowMs(qint64 ms) { m_now = ms; }

    void jumpWallMs(qint64 ms) { m_now += ms; }

private:
    qint64 m_now;
    qint64 m_monotonic = 1'000'000;
};

inline const Clock &Clock::system()
{
    static const SystemClock clock;
    return clock;
}

} // namespace SolveDeck
