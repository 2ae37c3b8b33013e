#pragma once

#include <QDateTime>

namespace SolveDeck {

// Where "now" comes from. Production uses the system clock; tests inject a ManualClock and move it by hand.
// Timestamps are UTC milliseconds since the epoch everywhere below the GUI (and in the database).
class Clock
{
public:
    virtual ~Clock() = default;
    virtual qint64 nowMs() const = 0;

    QDateTime now() const { return QDateTime::fromMSecsSinceEpoch(nowMs(), Qt::UTC); }

    // The process-wide system clock.
    static const Clock &system();
};

class SystemClock final : public Clock
{
public:
    qint64 nowMs() const override { return QDateTime::currentMSecsSinceEpoch(); }
};

class ManualClock final : public Clock
{
public:
    explicit ManualClock(qint64 startMs = 1'767'225'600'000) // 2026-01-01T00:00:00Z
        : m_now(startMs)
    {
    }

    qint64 nowMs() const override { return m_now; }

    void setNowMs(qint64 ms) { m_now = ms; }

    void advanceMs(qint64 ms) { m_now += ms; }

private:
    qint64 m_now;
};

inline const Clock &Clock::system()
{
    static const SystemClock clock;
    return clock;
}

} // namespace SolveDeck
