#include "core/stats/solvestats.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace SolveDeck {

namespace {

constexpr qint64 kMinuteMs = 60'000;
const double kNaN = std::numeric_limits<double>::quiet_NaN();

} // namespace

SolveStats::SolveStats(int maxReadings)
    : m_maxReadings(std::max(1, maxReadings))
{
}

void SolveStats::addSolve(const SolveRecord &record)
{
    if (record.collectedAtMs <= 0 || m_seen.contains(record.jobId)) {
        return;
    }
    m_seen.insert(record.jobId, record.collectedAtMs);
    // Usually the newest: append; otherwise keep the order.
    if (m_solves.empty() || m_solves.back().collectedAtMs <= record.collectedAtMs) {
        m_solves.push_back(record);
    } else {
        const auto at = std::upper_bound(m_solves.begin(),
                                         m_solves.end(),
                                         record.collectedAtMs,
                                         [](qint64 t, const SolveRecord &r) {
            return t < r.collectedAtMs;
        });
        m_solves.insert(at, record);
    }
    m_newestCollectedMs = std::max(m_newestCollectedMs, record.collectedAtMs);
}

void SolveStats::setInFlight(const QList<InFlightRecord> &tasks)
{
    m_inFlight = tasks;
}

void SolveStats::addAccountReading(qint64 atMs, int workingThreads)
{
    if (workingThreads < 0) {
        return;
    }
    if (!m_readings.empty() && m_readings.back().atMs == atMs) {
        m_readings.back().working = workingThreads;
        return;
    }
    m_readings.push_back(Reading{atMs, workingThreads});
    while (int(m_readings.size()) > m_maxReadings) {
        m_readings.pop_front();
    }
}

void SolveStats::prune(qint64 nowMs)
{
    const qint64 oldest = nowMs - kMaxWindowMs;
    // A solve whose task started before the oldest window still shows as busy time inside it: keep those whose
    // collection is inside the longest window.
    while (!m_solves.empty() && m_solves.front().collectedAtMs < oldest) {
        m_seen.remove(m_solves.front().jobId);
        m_solves.pop_front();
    }
    while (!m_readings.empty() && m_readings.front().atMs < oldest) {
        m_readings.pop_front();
    }
}

void SolveStats::clear()
{
    m_solves.clear();
    m_seen.clear();
    m_inFlight.clear();
    m_readings.clear();
    m_newestCollectedMs = 0;
}

double SolveStats::percentile(const QVector<double> &sorted, double p)
{
    if (sorted.isEmpty()) {
        return kNaN;
    }
    const double rank = std::clamp(p, 0.0, 1.0) * double(sorted.size() - 1);
    const auto lo = qsizetype(std::floor(rank));
    const auto hi = qsizetype(std::ceil(rank));
    return sorted.at(lo) + (sorted.at(hi) - sorted.at(lo)) * (rank - double(lo));
}

StatsSeries SolveStats::compute(qint64 nowMs, qint64 windowMs, int maxBuckets) const
{
    StatsSeries s;
    windowMs = std::clamp<qint64>(windowMs, kMinuteMs, kMaxWindowMs);
    maxBuckets = std::max(1, maxBuckets);
    // Whole minutes per bucket, enough of them to cover the window in at most maxBuckets.
    const qint64 minutes = windowMs / kMinuteMs;
    const qint64 perBucket = std::max<qint64>(1, (minutes + maxBuckets - 1) / maxBuckets);
    s.bucketMs = perBucket * kMinuteMs;
    s.buckets = int((windowMs + s.bucketMs - 1) / s.bucketMs);
    // Buckets end at the next whole bucket boundary after now, so they stay put as time passes.
    const qint64 end = (nowMs / s.bucketMs + 1) * s.bucketMs;
    s.startMs = end - qint64(s.buckets) * s.bucketMs;

    QMap<Method, QVector<QVector<double>>> tokenTimes;
    for (const Method m : allMethods()) {
        s.solvesPerMinute.insert(m, QVector<double>(s.buckets, 0.0));
        s.timeToTokenP50.insert(m, QVector<double>(s.buckets, kNaN));
        s.timeToTokenP95.insert(m, QVector<double>(s.buckets, kNaN));
        tokenTimes.insert(m, QVector<QVector<double>>(s.buckets));
    }
    s.ourBusy = QVector<double>(s.buckets, 0.0);
    s.accountBusy = QVector<double>(s.buckets, kNaN);

    const auto bucketOf = [&](qint64 t) -> int {
        if (t < s.startMs || t >= end) {
            return -1;
        }
        return int((t - s.startMs) / s.bucketMs);
    };
    // Busy time of an interval spread over the buckets it overlaps (average threads = busy ms / bucket ms).
    const auto addBusy = [&](qint64 from, qint64 to) {
        from = std::max(from, s.startMs);
        to = std::min(to, std::min(end, nowMs));
        if (from <= 0 || to <= from) {
            return;
        }
        for (int b = bucketOf(from); b >= 0 && b < s.buckets; ++b) {
            const qint64 bStart = s.startMs + qint64(b) * s.bucketMs;
            const qint64 bEnd = bStart + s.bucketMs;
            if (bStart >= to) {
                break;
            }
            s.ourBusy[b] += double(std::min(to, bEnd) - std::max(from, bStart));
        }
    };

    for (const SolveRecord &r : m_solves) {
        if (r.submittedAtMs > 0) {
            addBusy(r.submittedAtMs, r.collectedAtMs);
        }
        const int b = bucketOf(r.collectedAtMs);
        if (b < 0) {
            continue;
        }
        ++s.solvesInWindow;
        s.solvesPerMinute[r.method][b] += 1.0;
        if (r.submittedAtMs > 0 && r.collectedAtMs >= r.submittedAtMs) {
            tokenTimes[r.method][b].append(double(r.collectedAtMs - r.submittedAtMs) / 1000.0);
        }
    }
    for (const InFlightRecord &t : m_inFlight) {
        addBusy(t.submittedAtMs, nowMs);
    }
    // Busy ms -> average threads over the part of the bucket that has passed.
    for (int b = 0; b < s.buckets; ++b) {
        const qint64 bStart = s.startMs + qint64(b) * s.bucketMs;
        const qint64 elapsed = std::clamp<qint64>(nowMs - bStart, 0, s.bucketMs);
        s.ourBusy[b] = elapsed > 0 ? s.ourBusy[b] / double(elapsed) : 0.0;
    }
    const double minutesPerBucket = double(s.bucketMs) / double(kMinuteMs);
    for (const Method m : allMethods()) {
        for (int b = 0; b < s.buckets; ++b) {
            s.solvesPerMinute[m][b] /= minutesPerBucket;
            QVector<double> &times = tokenTimes[m][b];
            if (!times.isEmpty()) {
                std::sort(times.begin(), times.end());
                s.timeToTokenP50[m][b] = percentile(times, 0.50);
                s.timeToTokenP95[m][b] = percentile(times, 0.95);
            }
        }
    }
    QVector<double> readingSum(s.buckets, 0.0);
    QVector<int> readingCount(s.buckets, 0);
    for (const Reading &r : m_readings) {
        const int b = bucketOf(r.atMs);
        if (b >= 0) {
            readingSum[b] += double(r.working);
            ++readingCount[b];
        }
    }
    for (int b = 0; b < s.buckets; ++b) {
        if (readingCount[b] > 0) {
            s.accountBusy[b] = readingSum[b] / double(readingCount[b]);
        }
    }
    return s;
}

} // namespace SolveDeck
