#include "core/engine/adaptiveoracle.h"
#include "oracletestsupport.h"

#include <gtest/gtest.h>

using namespace SolveDeck;
using SolveDeckTest::steppedOracle;

namespace {

PolledTask task(qint64 id, Method method, qint64 submittedAt)
{
    return SolveDeckTest::polledTask(id, method, submittedAt);
}

} // namespace

TEST(AdaptiveOracle, FixedSchedulePollsForASolveTime)
{
    const AdaptiveOracle oracle; // first poll 15 s, then every 5 s
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(3'000), 1.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(15'000), 1.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(15'001), 2.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(16'000), 2.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(20'000), 2.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(20'001), 3.0);
    EXPECT_DOUBLE_EQ(oracle.fixedSchedulePolls(37'000), 6.0); // 15, 20, 25, 30, 35, 40
}

TEST(AdaptiveOracle, BudgetSoFarCountsCollectedTasksAndThePollsDueOnThoseInFlight)
{
    AdaptiveOracle oracle;
    oracle.noteCollected(16'000); // 2 polls
    oracle.noteCollected(37'000); // 6 polls
    EXPECT_EQ(oracle.solvedSinceStart(), 2);
    PollSchedule schedule;
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 0), 8.0);

    schedule.add(task(1, Method::RecaptchaV2, 0));
    schedule.add(task(2, Method::RecaptchaV2, 10'000));
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 14'999), 8.0);
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 15'000), 9.0);  // task 1: its first poll
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 19'999), 9.0);  // whole intervals only
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 25'000), 12.0); // task 1: 3 polls, task 2: 1

    oracle.noteResRequest();
    EXPECT_DOUBLE_EQ(oracle.resSpent(), 1.0);
    oracle.resetRun();
    EXPECT_DOUBLE_EQ(oracle.resSpent(), 0.0);
    EXPECT_EQ(oracle.solvedSinceStart(), 0);
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(PollSchedule{}, 0), 0.0);
}

TEST(AdaptiveOracle, CompletionsPerThreadsInfoWarmsUpThenFollowsTheSpending)
{
    AdaptiveOracle oracle;
    const PollSchedule empty;
    for (int i = 0; i < 9; ++i) {
        oracle.noteCollected(16'000);
    }
    EXPECT_DOUBLE_EQ(oracle.completionsPerThreadsInfo(empty, 0), 2.0); // 9 solves: still warming up
    oracle.noteCollected(16'000);                                      // 10 solves, budget 20 polls

    const auto spend = [&oracle](int requests) {
        while (oracle.resSpent() < requests) {
            oracle.noteResRequest();
        }
    };
    spend(10); // ratio 0.5: below the aim
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(empty, 0), 0.7, 1e-9);
    spend(17); // ratio 0.85: at the aim
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(empty, 0), 0.7, 1e-9);
    spend(19); // ratio 0.95: 0.7 * (1 + 10 * 0.1)
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(empty, 0), 1.4, 1e-9);
    spend(20); // ratio 1.0: 0.7 * 2.5
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(empty, 0), 1.75, 1e-9);
    spend(100); // ratio 5: capped at 8 times
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(empty, 0), 5.6, 1e-9);

    // A task in flight adds its due polls to the budget: 100 / (20 + 3) is still past the cap.
    PollSchedule schedule;
    schedule.add(task(1, Method::RecaptchaV2, 0));
    EXPECT_DOUBLE_EQ(oracle.budgetSoFar(schedule, 25'000), 23.0);
    EXPECT_NEAR(oracle.completionsPerThreadsInfo(schedule, 25'000), 5.6, 1e-9);
}

TEST(AdaptiveOracle, OverBudgetPastTheCeilingOnceWarmedUp)
{
    AdaptiveOracle oracle;
    const PollSchedule empty;
    for (int i = 0; i < 20; ++i) {
        oracle.noteResRequest();
    }
    for (int i = 0; i < 9; ++i) {
        oracle.noteCollected(16'000);
    }
    EXPECT_FALSE(oracle.overBudget(empty, 0)); // 20 of 18, but only 9 solves
    oracle.noteCollected(16'000);
    EXPECT_TRUE(oracle.overBudget(empty, 0)); // 20 >= 0.97 * 20
    oracle.noteCollected(16'000);
    EXPECT_FALSE(oracle.overBudget(empty, 0)); // 20 < 0.97 * 22 = 21.34
}

TEST(AdaptiveOracle, FinishedSinceIsTheConditionalLikelihood)
{
    const AdaptiveOracle oracle = steppedOracle();
    const PolledTask t = task(1, Method::Turnstile, 10'000);
    EXPECT_NEAR(oracle.planner().readyLikelihood(Method::Turnstile, 3'000), 0.46, 1e-9);
    EXPECT_NEAR(oracle.planner().readyLikelihood(Method::Turnstile, 7'000), 0.92, 1e-9);
    // Known solving at submit: plain F(at).
    EXPECT_NEAR(oracle.finishedSince(t, 10'000, 17'000), 0.92, 1e-9);
    // Known solving 3 s after submit: (0.92 - 0.46) / (1 - 0.46).
    EXPECT_NEAR(oracle.finishedSince(t, 13'000, 17'000), 0.46 / 0.54, 1e-9);
    // Nothing changes between 7 s and 50 s: no chance it finished in between.
    EXPECT_NEAR(oracle.finishedSince(t, 17'000, 60'000), 0.0, 1e-9);
    // A time before the known moment is no evidence of anything.
    EXPECT_DOUBLE_EQ(oracle.finishedSince(t, 17'000, 12'000), 0.0);
    // Older than every solve seen and than the prior: due any moment.
    EXPECT_DOUBLE_EQ(oracle.finishedSince(t, 10'000 + 400'000, 10'000 + 400'001), 1.0);
}

TEST(AdaptiveOracle, KnownSolvingAtIsTheLatestProofOfSolving)
{
    PolledTask t = task(1, Method::Turnstile, 1'000);
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 0), 1'000);
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 500), 1'000);   // a probe before the submit says nothing
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 3'000), 3'000); // a probe after it counted the task
    t.lastPollAtMs = 5'000;
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 3'000), 5'000);
    t.solvingAtMs = 7'000;
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 3'000), 7'000);
    EXPECT_EQ(AdaptiveOracle::knownSolvingAtMs(t, 9'000), 9'000);
}

TEST(AdaptiveOracle, UnseenCompletionsSkipTasksBeingPolled)
{
    const AdaptiveOracle oracle = steppedOracle();
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));     // known solving at the probe (3 s): 0.46 / 0.54 by 10 s
    schedule.add(task(2, Method::Turnstile, 5'000)); // submitted after the probe: F(5 s) = 0.46
    PolledTask polling = task(3, Method::Turnstile, 0);
    polling.polling = true; // its answer is on the way: not unseen
    schedule.add(polling);
    EXPECT_NEAR(oracle.expectedUnseenCompletions(schedule, 3'000, 10'000), 0.46 / 0.54 + 0.46, 1e-9);
    // At least one: 1 - (1 - 0.46 / 0.54) * (1 - 0.46) = 1 - 0.08.
    EXPECT_NEAR(oracle.anyUnseenCompletion(schedule, 3'000, 10'000), 0.92, 1e-9);
    EXPECT_NEAR(oracle.expectedUnseenCompletions(PollSchedule{}, 3'000, 10'000), 0.0, 1e-12);
}

TEST(AdaptiveOracle, FirstMomentAtLeastBisectsToTheResolution)
{
    const AdaptiveOracle oracle; // threadsinfo minimum 500 ms: resolution 25 ms
    const auto linear = [](qint64 t) {
        return double(t) / 1'000.0;
    };
    const qint64 at = oracle.firstMomentAtLeast(0, 10'000, 3.31, linear);
    EXPECT_GE(at, 3'310);
    EXPECT_LE(at, 3'310 + 25);
    EXPECT_EQ(oracle.firstMomentAtLeast(4'000, 10'000, 3.31, linear), 4'000); // already there
    EXPECT_EQ(oracle.firstMomentAtLeast(0, 2'000, 3.31, linear), 2'000);      // never within: the end

    TimingPolicy fine = TimingPolicy::defaults();
    fine.threadsInfoMinIntervalMs = 20; // resolution 1 ms
    EXPECT_EQ(AdaptiveOracle(fine).firstMomentAtLeast(0, 10'000, 3.31, linear), 3'310);
}

TEST(AdaptiveOracle, ThreadsInfoIntervalFollowsTheCompletionRate)
{
    const AdaptiveOracle oracle;
    PollSchedule schedule;
    EXPECT_EQ(oracle.threadsInfoIntervalMs(schedule, 0), 10'000); // nothing in flight: the fixed interval
    // Four Turnstile tasks, each expected in 10 s: 2 completions (warm-up) take about 5 s.
    for (qint64 id = 1; id <= 4; ++id) {
        schedule.add(task(id, Method::Turnstile, 0));
    }
    EXPECT_NEAR(double(oracle.threadsInfoIntervalMs(schedule, 0)), 5'000.0, 1.0);
    // Four images (0.5 s each) would ask every 250 ms: held at the 500 ms minimum.
    PollSchedule images;
    for (qint64 id = 1; id <= 4; ++id) {
        images.add(task(id, Method::Image, 0));
    }
    EXPECT_EQ(oracle.threadsInfoIntervalMs(images, 0), 500);
    // One reCAPTCHA v2 (37 s) would wait 74 s: held at the 10 s maximum.
    PollSchedule v2;
    v2.add(task(1, Method::RecaptchaV2, 0));
    EXPECT_EQ(oracle.threadsInfoIntervalMs(v2, 0), 10'000);
}

TEST(AdaptiveOracle, NextThreadsInfoWhenTheExpectedCompletionsAreReached)
{
    const AdaptiveOracle oracle;
    PollSchedule schedule;
    // Four images submitted at 100 s: each finished by its median 0.5 s with likelihood 0.5, so the warm-up's 2
    // expected completions are reached at 100.5 s.
    for (qint64 id = 1; id <= 4; ++id) {
        schedule.add(task(id, Method::Image, 100'000));
    }
    const qint64 at = oracle.nextThreadsInfoAtMs(schedule, 100'000, 99'000, 0);
    EXPECT_GE(at, 100'500);
    EXPECT_LE(at, 100'525);
    // Never earlier than the minimum interval after the last request.
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(schedule, 100'000, 100'400, 0), 100'900);
    // One image can never make 2 completions: the latest moment, the fixed interval after the last request.
    PollSchedule one;
    one.add(task(1, Method::Image, 100'000));
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(one, 100'000, 99'000, 0), 109'000);
}

TEST(AdaptiveOracle, NextThreadsInfoFixedWhenNotAdaptiveOrIdle)
{
    AdaptiveOracle oracle;
    PollSchedule schedule;
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(schedule, 20'000, 15'000, 0), 25'000);
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(schedule, 20'000, 0, 0), 20'000); // overdue: now
    schedule.add(task(1, Method::Image, 20'000));
    oracle.planner().setAdaptive(false);
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(schedule, 20'000, 15'000, 0), 25'000);
}

TEST(AdaptiveOracle, NextThreadsInfoAtTheLatestWhenOverBudget)
{
    AdaptiveOracle oracle;
    PollSchedule schedule;
    for (qint64 id = 1; id <= 4; ++id) {
        schedule.add(task(id, Method::Image, 100'000));
    }
    for (int i = 0; i < 10; ++i) {
        oracle.noteCollected(16'000); // budget 20
    }
    for (int i = 0; i < 20; ++i) {
        oracle.noteResRequest();
    }
    ASSERT_TRUE(oracle.overBudget(schedule, 100'000));
    EXPECT_EQ(oracle.nextThreadsInfoAtMs(schedule, 100'000, 99'000, 0), 109'000);
}

TEST(AdaptiveOracle, SpeculativeSubmitWhenAThreadIsLikelyFree)
{
    const AdaptiveOracle oracle;
    EXPECT_EQ(oracle.speculativeSubmitAtMs(PollSchedule{}, 0, 0), 0); // nothing to finish
    PollSchedule schedule;
    for (qint64 id = 1; id <= 4; ++id) {
        schedule.add(task(id, Method::Image, 100'000));
    }
    const qint64 at = oracle.speculativeSubmitAtMs(schedule, 100'000, 0);
    // 1 - (1 - F)^4 >= 0.75 needs F >= 0.293, before the images' median of 0.5 s.
    EXPECT_GT(at, 100'000);
    EXPECT_LT(at, 100'500);
    EXPECT_GE(oracle.anyUnseenCompletion(schedule, 0, at), 0.75);
    // One reCAPTCHA v2 just submitted is not 75 % likely done within 10 s.
    PollSchedule v2;
    v2.add(task(1, Method::RecaptchaV2, 100'000));
    EXPECT_EQ(oracle.speculativeSubmitAtMs(v2, 100'000, 0), 0);
}

TEST(AdaptiveOracle, SpeculativeRefusalsAllowTwoPlusFifteenPercentPerSolve)
{
    AdaptiveOracle oracle;
    EXPECT_TRUE(oracle.speculativeRefusalAllowed(0));
    EXPECT_TRUE(oracle.speculativeRefusalAllowed(1));
    EXPECT_FALSE(oracle.speculativeRefusalAllowed(2));
    for (int i = 0; i < 10; ++i) {
        oracle.noteCollected(10'000);
    }
    EXPECT_TRUE(oracle.speculativeRefusalAllowed(2)); // 2 + 1.5 -> 3
    EXPECT_FALSE(oracle.speculativeRefusalAllowed(3));
    for (int i = 0; i < 10; ++i) {
        oracle.noteCollected(10'000);
    }
    EXPECT_TRUE(oracle.speculativeRefusalAllowed(4)); // 2 + 3
    EXPECT_FALSE(oracle.speculativeRefusalAllowed(5));
}

TEST(AdaptiveOracle, EvidencePollsPickTheLikeliestFinishedTasks)
{
    const AdaptiveOracle oracle = steppedOracle();
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 5'000)); // 5 s solving at the probe: 0.46
    PolledTask polledAt3s = task(2, Method::Turnstile, 0);
    polledAt3s.lastPollAtMs = 3'000; // (0.92 - 0.46) / 0.54 = 0.85
    schedule.add(polledAt3s);
    schedule.add(task(3, Method::Turnstile, 0)); // 10 s: 0.92
    PolledTask polling = task(4, Method::Turnstile, 0);
    polling.polling = true;
    schedule.add(polling);
    PolledTask pollingLater = task(5, Method::Turnstile, 10'000); // submitted at the probe: not its business
    pollingLater.polling = true;
    schedule.add(pollingLater);
    schedule.add(task(6, Method::Turnstile, 12'000));

    const qint64 probe = 10'000;
    EXPECT_EQ(oracle.evidencePolls(schedule, 1, probe), QList<qint64>{});       // task 4's poll may be it
    EXPECT_EQ(oracle.evidencePolls(schedule, 2, probe), QList<qint64>{3});      // likeliest first
    EXPECT_EQ(oracle.evidencePolls(schedule, 3, probe), (QList<qint64>{3, 2})); // then 0.85
    EXPECT_EQ(oracle.evidencePolls(schedule, 5, probe), (QList<qint64>{3, 2})); // 0.46 is below 0.7
    EXPECT_EQ(oracle.evidencePolls(schedule, 0, probe), QList<qint64>{});
}

TEST(AdaptiveOracle, EvidencePollsBreakTiesByJobId)
{
    const AdaptiveOracle oracle = steppedOracle();
    PollSchedule schedule;
    schedule.add(task(9, Method::Turnstile, 0));
    schedule.add(task(4, Method::Turnstile, 0));
    schedule.add(task(7, Method::Turnstile, 0));
    EXPECT_EQ(oracle.evidencePolls(schedule, 2, 10'000), (QList<qint64>{4, 7}));
}

TEST(AdaptiveOracle, EvidencePollsRespectTheTunedThreshold)
{
    TimingPolicy policy = TimingPolicy::defaults();
    policy.typicalSolveTurnstileMs = 100'000;
    policy.slowSolveTurnstileMs = 100'000;
    AdaptiveTuning strict;
    strict.minEvidenceLikelihood = 0.95;
    AdaptiveOracle oracle(policy, strict);
    QList<qint64> samples;
    for (int i = 0; i < 46; ++i) {
        samples << 2'000 << 6'000;
    }
    oracle.planner().restoreSamples({{Method::Turnstile, samples}});
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0)); // 0.92 < 0.95
    EXPECT_TRUE(oracle.evidencePolls(schedule, 1, 10'000).isEmpty());
}

TEST(AdaptiveOracle, SurelyBusyAtNamesTheTasksTooYoungToHaveFinished)
{
    const AdaptiveOracle oracle;
    PollSchedule schedule;
    // A threadsinfo sent at 100 s. reCAPTCHA v2 solves take 37 s typical, 60 s slow: one submitted 5 s before had
    // no chance to finish, one submitted 40 s before may well have.
    schedule.add(task(1, Method::RecaptchaV2, 95'000));
    schedule.add(task(2, Method::RecaptchaV2, 60'000));
    // Submitted 30 s before (a fifth of v2 solves are done by then) but found solving by a poll 10 ms before the
    // probe: next to no chance of finishing between.
    PolledTask polled = task(3, Method::RecaptchaV2, 70'000);
    polled.lastPollAtMs = 99'990;
    schedule.add(polled);
    // The same, but its poll is still in flight (its answer may be the token): known solving only at submit.
    PolledTask inFlight = polled;
    inFlight.jobId = 4;
    inFlight.polling = true;
    schedule.add(inFlight);
    // The same, but that poll failed: it proved nothing.
    PolledTask failed = polled;
    failed.jobId = 5;
    failed.failures = 1;
    schedule.add(failed);
    // Submitted after the probe was sent: it could not be counted.
    schedule.add(task(6, Method::RecaptchaV2, 100'500));
    EXPECT_GT(oracle.finishedSince(*schedule.find(3), 70'000, 100'000), 0.1);
    EXPECT_LT(oracle.finishedSince(*schedule.find(3), 99'990, 100'000), oracle.tuning().surelyBusyLikelihood);
    EXPECT_EQ(oracle.surelyBusyAt(schedule, 100'000), (QList<qint64>{1, 3}));
}
