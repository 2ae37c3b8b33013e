#pragma once

#include <QtGlobal>

#include <algorithm>
#include <cmath>

namespace SolveDeck {

// A token bucket for one kind of request: one request's worth accrues every interval, at most `burst` are kept.
// Adaptive threadsinfo with single polls spends from one of these at the fixed schedule's rate, so it may ask
// at better moments than every 10 s, but not more often on average: its polls are the fixed schedule's, and
// anything more would make res.php per solve worse than the fixed schedule's. Pure: the caller supplies the time.
class RequestAllowance
{
public:
    explicit RequestAllowance(double burst = 2.0)
        : m_burst(burst)
        , m_tokens(burst)
    {
    }

    // A new run: the whole burst is available.
    void reset(qint64 nowMs)
    {
        m_tokens = m_burst;
        m_atMs = nowMs;
    }

    // A request went out at `nowMs` (may go below zero: a forced request is spent all the same).
    void spend(qint64 nowMs, qint64 intervalMs)
    {
        m_tokens = tokensAt(nowMs, intervalMs) - 1.0;
        m_atMs = nowMs;
    }

    double tokensAt(qint64 nowMs, qint64 intervalMs) const
    {
        if (intervalMs <= 0) {
            return m_burst;
        }
        return std::min(m_burst, m_tokens + double(std::max<qint64>(0, nowMs - m_atMs)) / double(intervalMs));
    }

    // The first moment from `nowMs` on at which a request is within the allowance.
    qint64 availableAtMs(qint64 nowMs, qint64 intervalMs) const
    {
        const double tokens = tokensAt(nowMs, intervalMs);
        if (tokens >= 1.0) {
            return nowMs;
        }
        return nowMs + qint64(std::ceil((1.0 - tokens) * double(intervalMs)));
    }

private:
    double m_burst;
    double m_tokens;
    qint64 m_atMs = 0;
};

} // namespace SolveDeck
