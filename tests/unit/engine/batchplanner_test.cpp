#include "core/engine/batchplanner.h"
#include "oracletestsupport.h"

#include <gtest/gtest.h>

using namespace SolveDeck;
using SolveDeckTest::steppedOracle;

namespace {

PolledTask task(qint64 id, Method method, qint64 submittedAt)
{
    return SolveDeckTest::polledTask(id, method, submittedAt);
}

// Every observed solve of `method` took `ms`, and the observations outweigh the prior 25 to 1.
AdaptiveOracle constantOracle(Method method, qint64 ms)
{
    AdaptiveOracle oracle;
    oracle.planner().restoreSamples({{method, QList<qint64>(200, ms)}});
    return oracle;
}

} // namespace

TEST(BatchPlanner, FixedPollsPerSolveIsTheFixedScheduleOverTheLearnedSolveTimes)
{
    // Solved within the 15 s first poll: one poll each; at 37 s: 15, 20, 25, 30, 35, 40.
    const AdaptiveOracle quick = constantOracle(Method::Turnstile, 12'000);
    EXPECT_NEAR(BatchPlanner(quick).fixedPollsPerSolve(Method::Turnstile), 1.0, 1e-9);
    const AdaptiveOracle slow = constantOracle(Method::RecaptchaV2, 37'000);
    EXPECT_NEAR(BatchPlanner(slow).fixedPollsPerSolve(Method::RecaptchaV2), 6.0, 1e-9);
}

TEST(BatchPlanner, CompletionsPerBatchIsOneOverTheBudgetPerCompletionAtTheAim)
{
    const AdaptiveOracle quick = constantOracle(Method::Turnstile, 12'000);
    const BatchPlanner planner(quick);
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));
    schedule.add(task(2, Method::Turnstile, 0));
    // One fixed poll per solve, 90 % of it spent by batches: a batch per 1 / 0.9 expected completions.
    EXPECT_NEAR(planner.completionsPerBatch(schedule, 0), 1.0 / 0.9, 1e-9);

    // reCAPTCHA v2 at 37 s would be polled six times: 1 / (0.9 * 6) = 0.185, below the floor of a quarter.
    const AdaptiveOracle slow = constantOracle(Method::RecaptchaV2, 37'000);
    PollSchedule slowSchedule;
    slowSchedule.add(task(1, Method::RecaptchaV2, 0));
    EXPECT_DOUBLE_EQ(BatchPlanner(slow).completionsPerBatch(slowSchedule, 0), 0.25);
}

TEST(BatchPlanner, CompletionsPerBatchRiseOnceTheSpendingRunsAboveTheAim)
{
    AdaptiveOracle oracle = constantOracle(Method::Turnstile, 12'000);
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));
    for (int i = 0; i < 10; ++i) {
        oracle.noteCollected(12'000); // one fixed poll each: a budget of 10
    }
    for (int i = 0; i < 8; ++i) {
        oracle.noteResRequest();
    }
    // 80 % of the budget spent: under the aim, no change.
    EXPECT_NEAR(planner.completionsPerBatch(schedule, 0), 1.0 / 0.9, 1e-9);
    oracle.noteResRequest();
    oracle.noteResRequest();
    // 100 %: 1 + 10 * (1.0 - 0.9) = 2 times as many per batch.
    EXPECT_NEAR(planner.completionsPerBatch(schedule, 0), 2.0 / 0.9, 1e-9);
}

TEST(BatchPlanner, BackstopIsTheFixedFirstPollThenOneIntervalAfterTheLastPoll)
{
    const AdaptiveOracle oracle;
    const BatchPlanner planner(oracle);
    const TimingPolicy &policy = oracle.policy();
    PolledTask t = task(1, Method::Turnstile, 1'000);
    EXPECT_EQ(planner.backstopAtMs(t), 1'000 + policy.firstPollTurnstileMs);
    t.lastPollAtMs = 4'000;
    EXPECT_EQ(planner.backstopAtMs(t), 4'000 + policy.pollIntervalMs);
    // The deadline comes first: the last poll is due then.
    t.deadlineAtMs = 6'000;
    EXPECT_EQ(planner.backstopAtMs(t), 6'000);
    // After a failed poll, its back-off.
    t.failures = 1;
    t.nextPollAtMs = 30'000;
    EXPECT_EQ(planner.backstopAtMs(t), 30'000);
    // A poll in flight: none.
    t.polling = true;
    EXPECT_EQ(planner.backstopAtMs(t), 0);
}

TEST(BatchPlanner, NextBatchWhenTheExpectedCompletionsReachTheWanted)
{
    const AdaptiveOracle oracle = steppedOracle();
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));
    schedule.add(task(2, Method::Turnstile, 0));
    // Fixed polls per solve over the deciles: five at 2 s and four at 6 s take one each, the last (near 100 s) 18.
    EXPECT_NEAR(planner.fixedPollsPerSolve(Method::Turnstile), 2.7, 1e-9);
    const double wanted = planner.completionsPerBatch(schedule, 0);
    EXPECT_NEAR(wanted, 1.0 / (0.9 * 2.7), 1e-9);
    // Nothing is likely before 2 s; at 2 s, 0.46 each: the batch goes then (to the bisection's 25 ms).
    const qint64 next = planner.nextBatchAtMs(schedule, 0, 0);
    EXPECT_GE(next, 2'000);
    EXPECT_LE(next, 2'025);
    EXPECT_EQ(planner.members(schedule, next), (QList<qint64>{1, 2}));
    EXPECT_TRUE(planner.members(schedule, 1'900).isEmpty()) << "nothing is likely ready yet";
}

TEST(BatchPlanner, NextBatchAtTheSteadyCadenceWhenFewAreLikely)
{
    const AdaptiveOracle oracle = steppedOracle();
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    PolledTask a = task(1, Method::Turnstile, 0);
    PolledTask b = task(2, Method::Turnstile, 0);
    // Both were asked about at 2.5 s and still solving: the next likely moment is 6 s.
    a.lastPollAtMs = b.lastPollAtMs = 2'500;
    schedule.add(a);
    schedule.add(b);
    const double wanted = planner.completionsPerBatch(schedule, 2'500);
    // Two tasks of a 6 s median complete at 1 / 3 s: `wanted` of them take wanted * 3 s.
    const qint64 cadence = qint64(wanted / (2.0 / 6'000.0));
    ASSERT_LT(2'500 + cadence, 6'000);
    EXPECT_EQ(planner.nextBatchAtMs(schedule, 2'500, 2'500), 2'500 + cadence);
}

TEST(BatchPlanner, NeverSoonerThanTheMinimumIntervalNorLaterThanTheBackstop)
{
    const AdaptiveOracle oracle = steppedOracle();
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));
    schedule.add(task(2, Method::Turnstile, 0));
    // Already likely at 3 s, but the last batch went at 2.9 s.
    EXPECT_EQ(planner.nextBatchAtMs(schedule, 3'000, 2'900), 2'900 + planner.tuning().minIntervalMs);

    // A task nothing says is likely (a slow prior) is still asked about at its fixed first poll.
    const AdaptiveOracle plain;
    const BatchPlanner fresh(plain);
    PollSchedule one;
    one.add(task(7, Method::RecaptchaV2, 0));
    const qint64 at = fresh.nextBatchAtMs(one, 0, 0);
    EXPECT_LE(at, plain.policy().firstPollRecaptchaMs);
    EXPECT_EQ(fresh.members(one, plain.policy().firstPollRecaptchaMs), QList<qint64>{7});
}

TEST(BatchPlanner, MembersLeaveOutTasksBeingPolledOrBackingOff)
{
    const AdaptiveOracle oracle = steppedOracle();
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    schedule.add(task(1, Method::Turnstile, 0));
    PolledTask backingOff = task(2, Method::Turnstile, 0);
    backingOff.failures = 2;
    backingOff.nextPollAtMs = 20'000;
    schedule.add(backingOff);
    schedule.add(task(3, Method::Turnstile, 0));
    schedule.markPolling(3, 1'000, 77);
    EXPECT_EQ(planner.members(schedule, 3'000), QList<qint64>{1});
    EXPECT_EQ(planner.members(schedule, 20'000), (QList<qint64>{1, 2}));
    // Nothing to plan for when every task has a poll in flight.
    PollSchedule busy;
    busy.add(task(4, Method::Turnstile, 0));
    busy.markPolling(4, 1'000, 78);
    EXPECT_EQ(planner.nextBatchAtMs(busy, 2'000, 1'000), 0);
}

TEST(BatchPlanner, AStragglerPastEverySolveSeenCountsOneCompletionPerInterval)
{
    const AdaptiveOracle oracle = constantOracle(Method::Turnstile, 12'000);
    const BatchPlanner planner(oracle);
    PolledTask t = task(1, Method::Turnstile, 0);
    t.lastPollAtMs = 200'000; // far past every solve seen (and the prior's slow end)
    const qint64 interval = oracle.policy().pollIntervalMs;
    EXPECT_NEAR(planner.finishedUnseen(t, 200'000 + interval / 2), 0.5, 1e-9);
    EXPECT_NEAR(planner.finishedUnseen(t, 200'000 + 2 * interval), 1.0, 1e-9);
    // Within the learned times it is the conditional likelihood.
    PolledTask young = task(2, Method::Turnstile, 0);
    EXPECT_NEAR(planner.finishedUnseen(young, 11'000), oracle.finishedSince(young, 0, 11'000), 1e-12);
    EXPECT_DOUBLE_EQ(planner.finishedUnseen(young, 0), 0.0);
}

TEST(BatchPlanner, PastThePlannedTaskLimitTheSteadyCadenceAlone)
{
    const AdaptiveOracle oracle = steppedOracle();
    const BatchPlanner planner(oracle);
    PollSchedule schedule;
    const int count = oracle.tuning().maxPlannedTasks + 1;
    for (int i = 1; i <= count; ++i) {
        PolledTask t = task(i, Method::Turnstile, 0);
        t.lastPollAtMs = 2'500; // as in NextBatchAtTheSteadyCadenceWhenFewAreLikely: nothing likely before 6 s
        schedule.add(t);
    }
    const double wanted = planner.completionsPerBatch(schedule, 2'500);
    const qint64 cadence = std::max(planner.tuning().minIntervalMs, qint64(wanted / (double(count) / 6'000.0)));
    EXPECT_EQ(planner.nextBatchAtMs(schedule, 2'500, 2'500), 2'500 + cadence);
    EXPECT_TRUE(planner.members(schedule, 2'500 + cadence).isEmpty()) << "none likely yet: nothing is asked";
}
