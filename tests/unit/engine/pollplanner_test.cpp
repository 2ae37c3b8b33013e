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

TEST(PollPlanner, PriorPlacesTheFirstPollsBeforeAnythingIsLearned)
{
    PollPlanner planner;
    const TimingPolicy policy = TimingPolicy::defaults();
    // Turnstile's documented times (90% done between 10 and 15 s) are no sooner than its fixed first poll: kept.
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), policy.firstPollTurnstileMs);
    // v3 is done in seconds: polled where 90% are done, long before the fixed 15 s.
    const qint64 v3 = planner.firstPollDelayMs(Method::RecaptchaV3);
    EXPECT_GT(v3, policy.typicalSolveRecaptchaV3Ms);
    EXPECT_LT(v3, policy.slowSolveRecaptchaV3Ms);
    // Images are done in under a second: the floor holds.
    EXPECT_EQ(planner.firstPollDelayMs(Method::Image), policy.adaptiveFirstPollFloorMs);
    // reCAPTCHA v2 (37 s typical, 60 s slow) is almost never done by its fixed first poll at 15 s, nor by the one
    // after it at 20 s: the first poll waits for the moment 2 % are done, about 21 s.
    const qint64 v2 = planner.firstPollDelayMs(Method::RecaptchaV2);
    EXPECT_GT(v2, policy.firstPollRecaptchaMs + policy.pollIntervalMs);
    EXPECT_LT(v2, policy.typicalSolveRecaptchaV2Ms * 2 / 3);
    EXPECT_NEAR(planner.readyLikelihood(Method::RecaptchaV2, v2), PollPlanner::kEarliestTokenQuantile, 0.001);
}

TEST(PollPlanner, AdaptiveFirstPollFollowsWhatItLearns)
{
    PollPlanner planner;
    for (int i = 0; i < 100; ++i) {
        planner.observeSolved(Method::Turnstile, 8'000, 8'000);
        planner.observeSolved(Method::RecaptchaV2, 9'000, 9'000);
        planner.observeSolved(Method::Image, 600, 600);
        planner.observeSolved(Method::RecaptchaV3, 40'000, 40'000);
    }
    // 100 observations outweigh the prior's 8: every Turnstile so far was done at 8 s.
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 8'000);
    // A provider that solves reCAPTCHA v2 in 9 s gets it polled then.
    EXPECT_LE(planner.firstPollDelayMs(Method::RecaptchaV2), 9'000);
    EXPECT_EQ(planner.firstPollDelayMs(Method::Image), TimingPolicy::defaults().adaptiveFirstPollFloorMs);
    // A provider slow on v3 (40 s) keeps the fixed 15 s: the prior, weighing 8 observations, still puts 7 % of
    // the tokens before it.
    EXPECT_EQ(planner.firstPollDelayMs(Method::RecaptchaV3), TimingPolicy::defaults().firstPollRecaptchaMs);
    // The fixed schedule ignores all of it.
    planner.setAdaptive(false);
    EXPECT_EQ(planner.firstPollDelayMs(Method::Turnstile), 10'000);
}

TEST(PollPlanner, FirstPollPassesTheFixedOneOnlyWhereAlmostNoTokenIsReadyByThen)
{
    PollPlanner planner;
    const TimingPolicy policy = TimingPolicy::defaults();
    // A provider whose reCAPTCHA v2 solves all take 44-46 s: the first poll moves past the fixed 15 s and the
    // poll after it, to where 2 % of the tokens are ready (the prior, weighing 8 of 208 observations, keeps it
    // before the first token seen).
    for (int i = 0; i < PollPlanner::kWindow; ++i) {
        planner.observeSolved(Method::RecaptchaV2, 44'000, 46'000);
    }
    const qint64 v2 = planner.firstPollDelayMs(Method::RecaptchaV2);
    EXPECT_GT(v2, policy.firstPollRecaptchaMs + policy.pollIntervalMs);
    EXPECT_LT(v2, 45'000) << "not past the first token seen";
    EXPECT_LE(planner.readyLikelihood(Method::RecaptchaV2, v2 - 1), PollPlanner::kEarliestTokenQuantile);
}

TEST(PollPlanner, PollsEveryIntervalAfterTheFirst)
{
    PollPlanner planner(TimingPolicy::defaults().scaled(0.1));
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV3, 0, 1'000), 1'500);
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV2, 0, 4'000), 4'500);
    planner.setAdaptive(false);
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV3, 0, 1'000), 1'500);
    EXPECT_EQ(planner.nextPollAtMs(Method::RecaptchaV2, 0, 4'000), 4'500);
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
    // The blend: the 20 observations all come in at 1.5 s, the prior's weight of 8 is spread around 0.5 s.
    const double below = planner.readyLikelihood(Method::Image, 1'499);
    const double at = planner.readyLikelihood(Method::Image, 1'500);
    EXPECT_NEAR(at - below, 20.0 / (20.0 + PollPlanner::kPriorWeight), 1e-4); // plus the prior over 1 ms
    EXPECT_NEAR(below, PollPlanner::kPriorWeight / (20.0 + PollPlanner::kPriorWeight), 0.01);
    EXPECT_EQ(planner.expectedSolveMs(Method::Image), 1'500);
}

TEST(PollPlanner, PriorRanksByElapsedTimeBeforeAnythingIsLearned)
{
    PollPlanner planner;
    EXPECT_LT(planner.readyLikelihood(Method::RecaptchaV2, 5'000),
              planner.readyLikelihood(Method::RecaptchaV2, 20'000));
    EXPECT_DOUBLE_EQ(planner.readyLikelihood(Method::Image, 0), 0.0);
    EXPECT_NEAR(planner.readyLikelihood(Method::Image, 60'000), 1.0, 1e-9);
    // The prior's median and 95th percentile are the policy's typical and slow times.
    EXPECT_EQ(planner.expectedSolveMs(Method::Turnstile), TimingPolicy::defaults().typicalSolveTurnstileMs);
    EXPECT_NEAR(planner.readyLikelihood(Method::Turnstile, TimingPolicy::defaults().slowSolveTurnstileMs), 0.95, 1e-3);
}

TEST(PollPlanner, SamplesRoundTripThroughRestore)
{
    PollPlanner planner;
    planner.observeSolved(Method::Turnstile, 4'000, 6'000); // midpoint 5 s
    planner.observeSolved(Method::Turnstile, 8'000, 8'000);
    planner.observeSolved(Method::Image, 0, 800); // 0.4 s
    const QMap<Method, QList<qint64>> saved = planner.samples();
    ASSERT_EQ(saved.size(), 2);
    EXPECT_EQ(saved.value(Method::Turnstile), (QList<qint64>{5'000, 8'000}));
    EXPECT_EQ(saved.value(Method::Image), QList<qint64>{400});
    EXPECT_FALSE(saved.contains(Method::RecaptchaV2)); // nothing observed: not saved

    PollPlanner restored;
    restored.restoreSamples(saved);
    EXPECT_EQ(restored.samples(), saved);
    EXPECT_EQ(restored.observations(Method::Turnstile), 2);
    EXPECT_EQ(restored.quantileMs(Method::Turnstile, 1.0), 8'000);
    EXPECT_EQ(restored.firstPollDelayMs(Method::Turnstile), planner.firstPollDelayMs(Method::Turnstile));
    EXPECT_DOUBLE_EQ(restored.readyLikelihood(Method::Image, 400), planner.readyLikelihood(Method::Image, 400));
}

TEST(PollPlanner, RestoreKeepsTheNewestWindowInOrder)
{
    QList<qint64> many;
    for (qint64 ms = 1; ms <= PollPlanner::kWindow + 50; ++ms) {
        many.append(ms * 100); // oldest first: 100 ... 25,000
    }
    PollPlanner planner;
    planner.restoreSamples({{Method::RecaptchaV3, many}});
    EXPECT_EQ(planner.observations(Method::RecaptchaV3), PollPlanner::kWindow);
    const QList<qint64> kept = planner.samples().value(Method::RecaptchaV3);
    ASSERT_EQ(kept.size(), PollPlanner::kWindow);
    EXPECT_EQ(kept.first(), 5'100); // the 50 oldest are gone
    EXPECT_EQ(kept.last(), 25'000);
    EXPECT_EQ(planner.quantileMs(Method::RecaptchaV3, 0.0), 5'100);

    // A new observation pushes the oldest restored one out.
    planner.observeSolved(Method::RecaptchaV3, 1'000, 1'000);
    const QList<qint64> after = planner.samples().value(Method::RecaptchaV3);
    EXPECT_EQ(after.size(), PollPlanner::kWindow);
    EXPECT_EQ(after.first(), 5'200);
    EXPECT_EQ(after.last(), 1'000);
}

TEST(PollPlanner, RestoreDropsNegativeSamplesAndReplacesThatMethodOnly)
{
    PollPlanner planner;
    planner.observeSolved(Method::Image, 0, 600);
    planner.observeSolved(Method::Turnstile, 9'000, 9'000);
    planner.restoreSamples({{Method::Turnstile, {-5, 7'000}}});
    EXPECT_EQ(planner.samples().value(Method::Turnstile), QList<qint64>{7'000});
    EXPECT_EQ(planner.samples().value(Method::Image), QList<qint64>{300});
}
