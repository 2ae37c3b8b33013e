#include "core/engine/pollplanner.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

TEST(PollPlanner, FixedScheduleUsesThePolicy)
{
    PollPlanner planner;
    planner.setAdaptive(false);
    for (int i = 0; i < 50; ++i) {
        planner.observeSolved(Method::Turnstile, 8'000, 8'000);
    }
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 10'000);
    EXPECT_EQ(planner.firstPollDelayMs(Method::RecaptchaV2), 15'000);
    EXPECT_EQ(planner.nextPollAtMs(Method::Turnstile, 0, 10'000), 15'000);
}

TEST(PollPlanner, AdaptiveKeepsTheFixedDelayUntilEnoughObservations)
{
    PollPlanner planner;
    for (int i = 0; i < PollPlanner::kMinObservations - 1; ++i) {
        planner.observeSolved(Method::Turnstile, 8'000, 8'000);
    }
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 10'000);
    planner.observeSolved(Method::Turnstile, 8'000, 8'000);
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 8'000);
}

TEST(PollPlanner, AdaptiveFirstPollFollowsEachMethodAndNeverGoesBelowTheFloor)
{
    PollPlanner planner;
    for (int i = 0; i < 100; ++i) {
        planner.observeSolved(Method::RecaptchaV2, 30'000 + i * 100, 30'000 + i * 100); // 30..40 s
        planner.observeSolved(Method::Image, 600, 600);
    }
    const qint64 v2 = planner.firstPollDelayMs(Method::RecaptchaV2);
    EXPECT_GT(v2, 30'000); // later than the fixed 15 s: fewer wasted polls
    EXPECT_LT(v2, 40'000);
    EXPECT_EQ(planner.firstPollDelayMs(Method::Image), TimingPolicy::defaults().adaptiveFirstPollFloorMs);
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 10'000); // nothing learned for it
}

TEST(PollPlanner, NeverPollsATaskMoreOftenThanTheInterval)
{
    PollPlanner planner(TimingPolicy::defaults().scaled(0.1));
    for (int i = 0; i < 100; ++i) {
        planner.observeSolved(Method::RecaptchaV3, 100 + i, 100 + i);
    }
    // Adaptive: the scheduled polls after the first are a sparser safety net; fixed: every interval.
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV3, 0, 1'000), 1'000 + PollPlanner::kBackstopIntervals * 500);
    EXPECT_GE(planner.nextPollAtMs(Method::RecaptchaV3, 0, 1'000), 1'500);
    planner.setAdaptive(false);
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV3, 0, 1'000), 1'500);
}

TEST(PollPlanner, WindowForgetsOldObservations)
{
    PollPlanner planner;
    for (int i = 0; i < PollPlanner::kWindow; ++i) {
        planner.observeSolved(Method::Turnstile, 60'000, 60'000);
    }
    for (int i = 0; i < PollPlanner::kWindow; ++i) {
        planner.observeSolved(Method::Turnstile, 9'000, 9'000);
    }
    EXPECT_EQ(planner.observations(Method::Turnstile), PollPlanner::kWindow);
    EXPECT_EQ(planner.quantileMs(Method::Turnstile, 0.99), 9'000);
}

TEST(PollPlanner, LearnsTheMidpointBetweenTheLastMissAndTheHit)
{
    PollPlanner planner;
    for (int i = 0; i < 20; ++i) {
        planner.observeSolved(Method::Image, 0, 3'000); // found at the first poll, 3 s after submit
    }
    EXPECT_EQ(planner.quantileMs(Method::Image, 0.5), 1'500);
    EXPECT_DOUBLE_EQ(planner.readyLikelihood(Method::Image, 1'499), 0.0);
    EXPECT_DOUBLE_EQ(planner.readyLikelihood(Method::Image, 1'500), 1.0);
    EXPECT_EQ(planner.expectedSolveMs(Method::Image), 1'500);
}

TEST(PollPlanner, PriorRanksByElapsedTimeBeforeAnythingIsLearned)
{
    PollPlanner planner;
    EXPECT_LT(planner.readyLikelihood(Method::RecaptchaV2, 5'000),
              planner.readyLikelihood(Method::RecaptchaV2, 20'000));
    EXPECT_DOUBLE_EQ(planner.readyLikelihood(Method::Image, 60'000), 1.0);
    EXPECT_EQ(planner.expectedSolveMs(Method::Turnstile), 10'000);
}
