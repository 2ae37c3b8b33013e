#include "pollplanner.h"

#include <algorithm>
#include <cmath>

namespace SolveDeck {

PollPlanner::PollPlanner(const TimingPolicy &policy)
    : m_policy(policy)
{
}

void PollPlanner::observeSolved(Method method, qint64 elapsedMs)
{
    QList<qint64> &samples = m_samples[int(method)];
    samples.append(std::max<qint64>(0, elapsedMs));
    if (samples.size() > kWindow) {
        samples.removeFirst();
    }
}

int PollPlanner::observations(Method method) const
{
    return int(m_samples.value(int(method)).size());
}

qint64 PollPlanner::quantileMs(Method method, double q) const
{
    QList<qint64> sorted = m_samples.value(int(method));
    if (sorted.isEmpty()) {
        return -1;
    }
    std::sort(sorted.begin(), sorted.end());
    const auto index = qsizetype(std::clamp(q, 0.0, 1.0) * double(sorted.size() - 1) + 0.5);
    return sorted.at(std::clamp<qsizetype>(index, 0, sorted.size() - 1));
}

qint64 PollPlanner::firstPollDelayMs(Method method) const
{
    const qint64 fixed = m_policy.firstPollDelayMs(method);
    if (!m_adaptive || observations(method) < kMinObservations) {
        return fixed;
    }
    // Observed times are upper bounds (the token was ready somewhere in the interval before the poll that found
    // it), so a quantile of them alone could only ever move the first poll later. Aiming half an interval
    // earlier lets it come back down: it settles where about kFirstPollQuantile of tasks are ready at it.
    const qint64 learned = quantileMs(method, kFirstPollQuantile) - m_policy.pollIntervalMs / 2;
    return std::max(m_policy.adaptiveFirstPollFloorMs, learned);
}

qint64 PollPlanner::nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const
{
    Q_UNUSED(method);
    Q_UNUSED(submittedAtMs);
    // Never less than the per-task minimum interval (docs: "poll every ~5 seconds").
    return lastPollAtMs + m_policy.pollIntervalMs;
}

} // namespace SolveDeck
