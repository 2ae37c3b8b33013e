#include "pollplanner.h"

#include <algorithm>
#include <cmath>

namespace SolveDeck {

PollPlanner::PollPlanner(const TimingPolicy &policy)
    : m_policy(policy)
{
}

void PollPlanner::observeSolved(Method method, qint64 notReadyElapsedMs, qint64 readyElapsedMs)
{
    const qint64 upper = std::max<qint64>(0, readyElapsedMs);
    const qint64 lower = std::clamp<qint64>(notReadyElapsedMs, 0, upper);
    QList<qint64> &samples = m_samples[int(method)];
    samples.append((lower + upper) / 2);
    if (samples.size() > kWindow) {
        samples.removeFirst();
    }
    resort(method);
}

void PollPlanner::resort(Method method)
{
    QList<qint64> sorted = m_samples.value(int(method));
    std::sort(sorted.begin(), sorted.end());
    m_sorted.insert(int(method), sorted);
}

double PollPlanner::readyLikelihood(Method method, qint64 elapsedMs) const
{
    const QList<qint64> sorted = m_sorted.value(int(method));
    if (sorted.size() < kMinObservations) {
        return std::clamp(double(elapsedMs) / double(2 * m_policy.firstPollDelayMs(method)), 0.0, 1.0);
    }
    const auto atOrBelow = std::upper_bound(sorted.begin(), sorted.end(), elapsedMs) - sorted.begin();
    return double(atOrBelow) / double(sorted.size());
}

qint64 PollPlanner::expectedSolveMs(Method method) const
{
    if (observations(method) < kMinObservations) {
        return m_policy.firstPollDelayMs(method);
    }
    return std::max<qint64>(1, quantileMs(method, 0.5));
}

int PollPlanner::observations(Method method) const
{
    return int(m_samples.value(int(method)).size());
}

qint64 PollPlanner::quantileMs(Method method, double q) const
{
    const QList<qint64> sorted = m_sorted.value(int(method));
    if (sorted.isEmpty()) {
        return -1;
    }
    const auto index = qsizetype(std::llround(std::clamp(q, 0.0, 1.0) * double(sorted.size() - 1)));
    return sorted.at(std::clamp<qsizetype>(index, 0, sorted.size() - 1));
}

qint64 PollPlanner::firstPollDelayMs(Method method) const
{
    const qint64 fixed = m_policy.firstPollDelayMs(method);
    if (!m_adaptive || observations(method) < kMinObservations) {
        return fixed;
    }
    const qint64 learned = quantileMs(method, kFirstPollQuantile);
    return std::max(m_policy.adaptiveFirstPollFloorMs, learned);
}

qint64 PollPlanner::nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const
{
    Q_UNUSED(method);
    Q_UNUSED(submittedAtMs);
    // Never less than the per-task minimum interval (docs: "poll every ~5 seconds"). Adaptive, the scheduled polls
    // after the first are a safety net every kBackstopIntervals intervals: threadsinfo evidence points polls at
    // finished tasks in between (Engine), so a token is rarely left waiting for this one.
    const int intervals = m_adaptive ? kBackstopIntervals : 1;
    return lastPollAtMs + intervals * m_policy.pollIntervalMs;
}

} // namespace SolveDeck
