#include "core/engine/timingpolicy.h"

#include <gtest/gtest.h>

#include <limits>

using namespace SolveDeck;

TEST(TimingPolicy, DefaultsFollowTheArchitectureTable)
{
    const TimingPolicy p = TimingPolicy::defaults();
    EXPECT_EQ(p.firstPollDelayMs(Method::RecaptchaV2), 15'000);
    EXPECT_EQ(p.firstPollDelayMs(Method::RecaptchaV3), 15'000);
    EXPECT_EQ(p.firstPollDelayMs(Method::Turnstile), 10'000);
    EXPECT_EQ(p.firstPollDelayMs(Method::Image), 5'000);
    EXPECT_EQ(p.pollIntervalMs, 5'000);
    EXPECT_EQ(p.deadlineAfterSubmitMs(Method::RecaptchaV2), 180'000);
    EXPECT_EQ(p.deadlineAfterSubmitMs(Method::Turnstile), 120'000);
    EXPECT_EQ(p.ipBanMs, 300'000);
    EXPECT_EQ(p.capacityGiveUpMs, 600'000);
    EXPECT_EQ(p.tokenLifeMs(Method::RecaptchaV3), 120'000);
    EXPECT_EQ(p.tokenLifeMs(Method::Turnstile), 300'000);
    EXPECT_EQ(p.tokenLifeMs(Method::Image), 0);
    EXPECT_DOUBLE_EQ(p.scale, 1.0);
}

TEST(TimingPolicy, ScaledMultipliesEveryIntervalAndCompounds)
{
    const TimingPolicy p = TimingPolicy::defaults().scaled(0.1);
    EXPECT_EQ(p.firstPollDelayMs(Method::RecaptchaV2), 1'500);
    EXPECT_EQ(p.pollIntervalMs, 500);
    EXPECT_EQ(p.httpTimeoutMs, 3'000);
    EXPECT_EQ(p.ipBanMs, 30'000);
    EXPECT_EQ(p.storeCheckMs, 100);
    EXPECT_EQ(p.tokenLifeMs(Method::Turnstile), 30'000);
    const TimingPolicy twice = p.scaled(0.5);
    EXPECT_EQ(twice.pollIntervalMs, 250);
    EXPECT_DOUBLE_EQ(twice.scale, 0.05);
}

TEST(TimingPolicy, CapacityBackoffGrowsFromTwoToThirtySecondsWithJitter)
{
    const TimingPolicy p = TimingPolicy::defaults();
    // Jitter 1.0 gives the full exponential value, 0.0 half of it.
    EXPECT_EQ(p.capacityBackoffMs(1, 1.0), 2'000);
    EXPECT_EQ(p.capacityBackoffMs(2, 1.0), 4'000);
    EXPECT_EQ(p.capacityBackoffMs(4, 1.0), 16'000);
    EXPECT_EQ(p.capacityBackoffMs(5, 1.0), 30'000);
    EXPECT_EQ(p.capacityBackoffMs(50, 1.0), 30'000);
    EXPECT_EQ(p.capacityBackoffMs(1, 0.0), 1'000);
    for (int n = 1; n < 10; ++n) {
        for (double j : {0.0, 0.3, 0.99}) {
            const qint64 ms = p.capacityBackoffMs(n, j);
            EXPECT_GE(ms, 1'000);
            EXPECT_LE(ms, 30'000);
        }
    }
}

TEST(TimingPolicy, TransientBackoffStartsNearTenSeconds)
{
    const TimingPolicy p = TimingPolicy::defaults();
    EXPECT_EQ(p.transientBackoffMs(1, 1.0), 10'000);
    EXPECT_EQ(p.transientBackoffMs(1, 0.0), 7'500);
    EXPECT_EQ(p.transientBackoffMs(2, 1.0), 20'000);
    EXPECT_EQ(p.transientBackoffMs(10, 1.0), 60'000);
}

namespace {

// Every interval field of the policy, to check them all after scaling.
QList<qint64> intervals(const TimingPolicy &p)
{
    return {p.firstPollRecaptchaMs,
            p.firstPollTurnstileMs,
            p.firstPollImageMs,
            p.pollIntervalMs,
            p.deadlineMs,
            p.deadlineRecaptchaV2Ms,
            p.httpTimeoutMs,
            p.capacityBackoffMinMs,
            p.capacityBackoffMaxMs,
            p.capacityGiveUpMs,
            p.transientRetryMs,
            p.transientRetryMaxMs,
            p.ipBanMs,
            p.tokenLifeRecaptchaMs,
            p.tokenLifeTurnstileMs,
            p.adaptiveFirstPollFloorMs,
            p.typicalSolveRecaptchaV2Ms,
            p.slowSolveRecaptchaV2Ms,
            p.typicalSolveRecaptchaV3Ms,
            p.slowSolveRecaptchaV3Ms,
            p.typicalSolveTurnstileMs,
            p.slowSolveTurnstileMs,
            p.typicalSolveImageMs,
            p.slowSolveImageMs,
            p.threadsInfoIntervalMs,
            p.threadsInfoMinIntervalMs,
            p.threadsInfoWhileBatchingMs,
            p.storeCheckMs,
            p.endpointRecheckMs,
            p.unreachableGiveUpMs,
            p.storeRetryMs,
            p.storeErrorAfterMs,
            p.idleReadingsMs};
}

} // namespace

TEST(TimingPolicy, HugeScaleSaturatesInsteadOfOverflowing)
{
    const TimingPolicy p = TimingPolicy::defaults().scaled(1e30);
    for (qint64 ms : intervals(p)) {
        EXPECT_EQ(ms, qint64(1e15)); // "practically never", still positive
    }
    // Compounding a saturated policy stays saturated.
    const TimingPolicy again = p.scaled(1e30);
    EXPECT_EQ(again.pollIntervalMs, qint64(1e15));
    EXPECT_GT(again.deadlineMs, 0);
}

TEST(TimingPolicy, TinyScaleKeepsEveryPositiveIntervalAtLeastOneMillisecond)
{
    const TimingPolicy p = TimingPolicy::defaults().scaled(1e-9);
    for (qint64 ms : intervals(p)) {
        EXPECT_EQ(ms, 1); // never 0: a zero wait would be a busy loop
    }
    EXPECT_DOUBLE_EQ(p.scale, 1e-9);
    // Rounding to the nearest millisecond otherwise: 5 s * 0.0001 = 0.5 ms -> 1, 15 s * 0.0001 = 1.5 ms -> 2.
    const TimingPolicy q = TimingPolicy::defaults().scaled(0.0001);
    EXPECT_EQ(q.pollIntervalMs, 1);
    EXPECT_EQ(q.firstPollRecaptchaMs, 2);
    EXPECT_EQ(q.deadlineMs, 12);
}

TEST(TimingPolicy, ZeroIntervalStaysZeroWhenScaled)
{
    TimingPolicy p = TimingPolicy::defaults();
    p.tokenLifeTurnstileMs = 0;
    EXPECT_EQ(p.scaled(1e-9).tokenLifeTurnstileMs, 0);
    EXPECT_EQ(p.scaled(1e30).tokenLifeTurnstileMs, 0);
}

TEST(TimingPolicy, InvalidFactorChangesNothing)
{
    for (double factor :
         {0.0, -2.0, std::numeric_limits<double>::quiet_NaN(), std::numeric_limits<double>::infinity()}) {
        const TimingPolicy p = TimingPolicy::defaults().scaled(factor);
        EXPECT_EQ(intervals(p), intervals(TimingPolicy::defaults())) << factor;
        EXPECT_DOUBLE_EQ(p.scale, 1.0) << factor; // the recorded scale matches the unchanged intervals
    }
}
