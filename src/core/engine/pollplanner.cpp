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

QMap<Method, QList<qint64>> PollPlanner::samples() const
{
    QMap<Method, QList<qint64>> all;
    for (auto it = m_samples.cbegin(); it != m_samples.cend(); ++it) {
        if (!it.value().isEmpty()) {
            all.insert(Method(it.key()), it.value());
        }
    }
    return all;
}

void PollPlanner::restoreSamples(const QMap<Method, QList<qint64>> &samples)
{
    for (auto it = samples.cbegin(); it != samples.cend(); ++it) {
        QList<qint64> kept = it.value();
        if (kept.size() > kWindow) {
            kept = kept.mid(kept.size() - kWindow);
        }
        kept.removeIf([](qint64 ms) {
            return ms < 0;
        });
        m_samples.insert(int(it.key()), kept);
        resort(it.key());
    }
}

void PollPlanner::resort(Method method)
{
    QList<qint64> sorted = m_samples.value(int(method));
    std::sort(sorted.begin(), sorted.end());
    m_sorted.insert(int(method), sorted);
}

double PollPlanner::priorLikelihood(Method method, qint64 elapsedMs) const
{
    if (elapsedMs <= 0) {
        return 0.0;
    }
    // Lognormal through the typical (median) and slow (95th percentile) solve times of the policy.
    const double median = double(std::max<qint64>(1, m_policy.typicalSolveMs(method)));
    const double slow = std::max(median * 1.01, double(m_policy.slowSolveMs(method)));
    const double sigma = std::log(slow / median) / 1.6448536;
    const double z = std::log(double(elapsedMs) / median) / sigma;
    return 0.5 * std::erfc(-z / std::sqrt(2.0));
}

double PollPlanner::readyLikelihood(Method method, qint64 elapsedMs) const
{
    // The prior counts as kPriorWeight observations: it guides the first polls and fades as real ones come.
    const auto found = m_sorted.constFind(int(method));
    const qsizetype n = found == m_sorted.cend() ? 0 : found->size();
    const double prior = priorLikelihood(method, elapsedMs);
    if (n == 0) {
        return prior;
    }
    const auto atOrBelow = std::upper_bound(found->cbegin(), found->cend(), elapsedMs) - found->cbegin();
    return (kPriorWeight * prior + double(atOrBelow)) / (kPriorWeight + double(n));
}

qint64 PollPlanner::likelyReadyByMs(Method method, double q) const
{
    // The readyLikelihood() quantile, by bisection (it only grows with time).
    const double target = std::clamp(q, 0.0, 1.0);
    qint64 lo = 0;
    qint64 hi = std::max<qint64>(1, 8 * m_policy.slowSolveMs(method));
    const auto found = m_sorted.constFind(int(method));
    if (found != m_sorted.cend() && !found->isEmpty()) {
        hi = std::max(hi, found->last());
    }
    if (readyLikelihood(method, hi) < target) {
        return hi;
    }
    while (hi - lo > 1) {
        const qint64 mid = lo + (hi - lo) / 2;
        if (readyLikelihood(method, mid) >= target) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    return hi;
}

qint64 PollPlanner::expectedSolveMs(Method method) const
{
    return std::max<qint64>(1, likelyReadyByMs(method, 0.5));
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
    if (!m_adaptive) {
        return fixed;
    }
    // Earlier than the fixed first poll where the learned times say most tokens are ready by then (v3 and images
    // against a 15 s / 5 s first poll). Later only past the moment almost no token is ready by
    // (kEarliestTokenQuantile): a later first poll leaves early tokens waiting, which the fixed schedule does not
    // (issue 13), so only the 2 % that come sooner wait, and the polls that find none ready are saved.
    const qint64 quick = std::min(fixed,
                                  std::max(m_policy.adaptiveFirstPollFloorMs,
                                           likelyReadyByMs(method, kQuickFirstPollQuantile)));
    return std::max(quick, likelyReadyByMs(method, kEarliestTokenQuantile));
}

qint64 PollPlanner::nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const
{
    Q_UNUSED(method);
    Q_UNUSED(submittedAtMs);
    // Every interval, never less (docs: "poll every ~5 seconds"). Sparser polls relying on threadsinfo evidence to
    // point at the finished tasks delivered later than the fixed schedule on every method measured.
    return lastPollAtMs + m_policy.pollIntervalMs;
}

} // namespace SolveDeck
