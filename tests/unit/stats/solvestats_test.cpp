// The console's statistics with fixed job histories and a manual clock: an empty window, one method, a restart in
// the middle (the history is read back from a store), a day of data, and the memory bound.
#include "core/clock.h"
#include "core/stats/solvestats.h"
#include "core/stats/statsloader.h"
#include "core/store/jobstore.h"
#include "support/teststore.h"

#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <cmath>

using namespace SolveDeck;

namespace {

constexpr qint64 kMin = 60'000;
// A whole hour, so buckets line up with the numbers below.
constexpr qint64 kNow = 1'780'000'000'000LL - (1'780'000'000'000LL % (60 * kMin)) + 30 * kMin;

double sum(const QVector<double> &v)
{
    double s = 0;
    for (double x : v) {
        if (!std::isnan(x)) {
            s += x;
        }
    }
    return s;
}

TEST(SolveStats, AnEmptyWindowHasZeroSolvesAndNoTimes)
{
    SolveStats stats;
    const StatsSeries s = stats.compute(kNow, 15 * kMin);
    EXPECT_EQ(s.buckets, 15);
    EXPECT_EQ(s.bucketMs, kMin);
    EXPECT_EQ(s.solvesInWindow, 0);
    ASSERT_EQ(s.solvesPerMinute.size(), 4); // every method, so the bars stack
    for (const auto &series : s.solvesPerMinute) {
        EXPECT_EQ(sum(series), 0.0);
    }
    for (const auto &series : s.timeToTokenP50) {
        for (double v : series) {
            EXPECT_TRUE(std::isnan(v));
        }
    }
    EXPECT_EQ(sum(s.ourBusy), 0.0);
    for (double v : s.accountBusy) {
        EXPECT_TRUE(std::isnan(v));
    }
}

TEST(SolveStats, OneMethodCountsPerMinuteAndTimeToTokenPercentiles)
{
    SolveStats stats;
    // Ten Turnstile solves collected in the minute before now's minute, taking 1..10 s.
    const qint64 minuteStart = kNow - kNow % kMin - kMin;
    for (int i = 1; i <= 10; ++i) {
        const qint64 collected = minuteStart + i * 5'000;
        stats.addSolve(SolveRecord{i, Method::Turnstile, collected - i * 1000, collected});
    }
    stats.addSolve(SolveRecord{3, Method::Turnstile, 0, minuteStart + 1}); // the same job again: ignored
    const StatsSeries s = stats.compute(kNow, 15 * kMin);
    EXPECT_EQ(s.solvesInWindow, 10);
    const int b = int((minuteStart - s.startMs) / s.bucketMs);
    EXPECT_EQ(s.solvesPerMinute[Method::Turnstile][b], 10.0);
    EXPECT_EQ(sum(s.solvesPerMinute[Method::Turnstile]), 10.0);
    EXPECT_EQ(sum(s.solvesPerMinute[Method::RecaptchaV2]), 0.0);
    EXPECT_DOUBLE_EQ(s.timeToTokenP50[Method::Turnstile][b], 5.5);
    EXPECT_NEAR(s.timeToTokenP95[Method::Turnstile][b], 9.55, 1e-9);
    EXPECT_TRUE(std::isnan(s.timeToTokenP50[Method::RecaptchaV2][b]));
    // Busy: 55 thread-seconds inside that minute -> 55/60 threads on average.
    EXPECT_NEAR(s.ourBusy[b], 55.0 / 60.0, 1e-9);
}

TEST(SolveStats, BusyThreadsCountTasksStillAtTheServiceAndTheAccountReadings)
{
    SolveStats stats;
    const qint64 minuteStart = kNow - kNow % kMin; // now's minute, 30 min into the hour: 0 s elapsed
    const qint64 now = minuteStart + 30'000;
    stats.setInFlight({InFlightRecord{1, minuteStart}, InFlightRecord{2, minuteStart + 15'000}});
    stats.addAccountReading(minuteStart + 10'000, 4);
    stats.addAccountReading(minuteStart + 20'000, 6);
    stats.addAccountReading(minuteStart + 25'000, -1); // unknown: ignored
    const StatsSeries s = stats.compute(now, 15 * kMin);
    const int b = s.buckets - 1;
    ASSERT_EQ(s.startMs + qint64(b) * s.bucketMs, minuteStart);
    // 30 s + 15 s busy in the 30 s passed of this minute: 1.5 threads.
    EXPECT_NEAR(s.ourBusy[b], 1.5, 1e-9);
    EXPECT_NEAR(s.accountBusy[b], 5.0, 1e-9);
    EXPECT_TRUE(std::isnan(s.accountBusy[b - 1]));
}

TEST(SolveStats, ADayOfDataIn96BucketsOfFifteenMinutes)
{
    SolveStats stats;
    // One reCAPTCHA v2 solve per minute for 24 h, each 40 s.
    qint64 id = 0;
    for (qint64 t = kNow - SolveStats::kMaxWindowMs + kMin; t <= kNow; t += kMin) {
        stats.addSolve(SolveRecord{++id, Method::RecaptchaV2, t - 40'000, t});
    }
    const StatsSeries day = stats.compute(kNow, SolveStats::kMaxWindowMs);
    EXPECT_EQ(day.buckets, 96);
    EXPECT_EQ(day.bucketMs, 15 * kMin);
    // Full buckets show one solve per minute; p50 = p95 = 40 s.
    EXPECT_NEAR(day.solvesPerMinute[Method::RecaptchaV2][day.buckets / 2], 1.0, 1e-9);
    EXPECT_NEAR(day.timeToTokenP50[Method::RecaptchaV2][day.buckets / 2], 40.0, 1e-9);
    EXPECT_NEAR(day.timeToTokenP95[Method::RecaptchaV2][day.buckets / 2], 40.0, 1e-9);
    EXPECT_NEAR(day.ourBusy[day.buckets / 2], 40.0 / 60.0, 1e-9);

    const StatsSeries hour = stats.compute(kNow, 60 * kMin);
    EXPECT_EQ(hour.buckets, 60);
    EXPECT_EQ(hour.bucketMs, kMin);
    EXPECT_NEAR(hour.solvesPerMinute[Method::RecaptchaV2][30], 1.0, 1e-9);
}

TEST(SolveStats, MemoryStaysBoundedHoweverLongItRuns)
{
    SolveStats stats(100);
    qint64 id = 0;
    // Three days of one solve a minute, pruned as a console would at each refresh.
    for (qint64 t = kNow - 3 * SolveStats::kMaxWindowMs; t <= kNow; t += kMin) {
        stats.addSolve(SolveRecord{++id, Method::Image, t - 1000, t});
        stats.addAccountReading(t, 1);
        stats.prune(t);
    }
    EXPECT_LE(stats.recordCount(), int(SolveStats::kMaxWindowMs / kMin) + 1);
    EXPECT_EQ(stats.readingCount(), 100);
}

TEST(SolveStats, ARestartInTheMiddleReadsTheHistoryBackFromTheStore)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("jobs.sqlite"));
    ManualClock clock;
    clock.setNowMs(kNow - 20 * kMin);
    QList<qint64> ids;
    {
        JobStore store(clock);
        ASSERT_TRUE(store.openSqlite(path).ok());
        TaskSpec spec;
        spec.method = Method::Turnstile;
        spec.sitekey = QStringLiteral("0x4AAAAAAAstatsTest0000");
        for (int i = 0; i < 6; ++i) {
            spec.pageurl = QStringLiteral("https://shop.test/stats/%1").arg(i);
            const auto added = store.enqueue(spec);
            ASSERT_TRUE(added.ok());
            const qint64 id = added->jobId;
            ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
            clock.advanceMs(4'000);
            if (i < 4) { // two stay at the service
                ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), clock.nowMs() + 120'000).ok());
            }
            clock.advanceMs(kMin);
            ids << id;
        }
        SolveStats before;
        EXPECT_EQ(StatsLoader::refresh(store, before, clock.nowMs()), 4);
        EXPECT_EQ(before.compute(clock.nowMs(), 15 * kMin).solvesInWindow, 4);
    }
    // "Restart": a new store and new statistics see the same history.
    JobStore reopened(clock);
    ASSERT_TRUE(reopened.openSqlite(path).ok());
    SolveStats after;
    EXPECT_EQ(StatsLoader::refresh(reopened, after, kNow), 4);
    const StatsSeries s = after.compute(kNow, 60 * kMin);
    EXPECT_EQ(s.solvesInWindow, 4);
    EXPECT_EQ(sum(s.solvesPerMinute[Method::Turnstile]), 4.0);
    for (int b = 0; b < s.buckets; ++b) {
        if (!std::isnan(s.timeToTokenP50[Method::Turnstile][b])) {
            EXPECT_NEAR(s.timeToTokenP50[Method::Turnstile][b], 4.0, 0.01);
        }
    }
    EXPECT_GT(sum(s.ourBusy), 0.0) << "the two tasks still at the service count as busy";
    // A second refresh reads nothing new and counts nothing twice.
    StatsLoader::refresh(reopened, after, kNow);
    EXPECT_EQ(after.compute(kNow, 60 * kMin).solvesInWindow, 4);
}

} // namespace
