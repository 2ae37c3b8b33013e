#include "core/engine/pollschedule.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

PolledTask task(qint64 id, qint64 nextPollAt, qint64 deadlineAt)
{
    PolledTask t;
    t.jobId = id;
    t.taskId = QString::number(1000 + id);
    t.nextPollAtMs = nextPollAt;
    t.deadlineAtMs = deadlineAt;
    return t;
}

} // namespace

TEST(PollSchedule, OrdersTasksByNextDueMoment)
{
    PollSchedule s;
    EXPECT_EQ(s.nextDueAtMs(), 0);
    s.add(task(1, 300, 10'000));
    s.add(task(2, 100, 10'000));
    s.add(task(3, 200, 150)); // its deadline comes first
    EXPECT_EQ(s.nextDueAtMs(), 100);
    EXPECT_EQ(s.dueAt(99), QList<qint64>{});
    EXPECT_EQ(s.dueAt(160), (QList<qint64>{2, 3}));
    EXPECT_EQ(s.dueAt(1'000), (QList<qint64>{2, 3, 1}));
}

TEST(PollSchedule, TaskBeingPolledIsNotDueUntilRescheduled)
{
    PollSchedule s;
    s.add(task(1, 100, 10'000));
    s.markPolling(1, 100, 42);
    EXPECT_EQ(s.nextDueAtMs(), 0);
    EXPECT_TRUE(s.dueAt(5'000).isEmpty());
    ASSERT_NE(s.find(1), nullptr);
    EXPECT_EQ(s.find(1)->polls, 1);
    EXPECT_EQ(s.find(1)->lastPollAtMs, 100);
    EXPECT_EQ(s.find(1)->requestId, 42u);
    s.schedule(1, 5'100);
    EXPECT_EQ(s.nextDueAtMs(), 5'100);
    s.remove(1);
    EXPECT_EQ(s.size(), 0);
    EXPECT_EQ(s.nextDueAtMs(), 0);
}

TEST(PollSchedule, ReAddingReplacesTheTask)
{
    PollSchedule s;
    s.add(task(1, 100, 10'000));
    s.add(task(1, 700, 10'000));
    EXPECT_EQ(s.size(), 1);
    EXPECT_EQ(s.nextDueAtMs(), 700);
}

TEST(PollSchedule, DeadlineMakesATaskDueUntilAPollGoesOutAtOrAfterIt)
{
    PollSchedule s;
    s.add(task(1, 5'000, 3'000));
    EXPECT_EQ(s.nextDueAtMs(), 3'000); // the deadline comes first: its last poll

    // A poll sent before the deadline: the deadline still makes it due.
    s.markPolling(1, 2'999, 1);
    s.schedule(1, 7'999);
    EXPECT_EQ(s.nextDueAtMs(), 3'000);

    // The last poll went out at the deadline and failed: only the retry makes it due now, not the past deadline
    // (which would make it due at once, over and over).
    s.markPolling(1, 3'000, 2);
    s.schedule(1, 8'000);
    EXPECT_EQ(s.nextDueAtMs(), 8'000);
    EXPECT_TRUE(s.dueAt(7'999).isEmpty());
    EXPECT_EQ(s.dueAt(8'000), QList<qint64>{1});
}

TEST(PollSchedule, PollAfterTheDeadlineLeavesOnlyTheNextPollDue)
{
    PollSchedule s;
    s.add(task(1, 5'000, 3'000));
    s.add(task(2, 6'000, 10'000));
    s.markPolling(1, 4'000, 1); // late: the timer fired after the deadline
    s.schedule(1, 9'000);
    EXPECT_EQ(s.dueAt(8'999), QList<qint64>{2});
    EXPECT_EQ(s.dueAt(9'000), (QList<qint64>{2, 1}));
    s.remove(1);
    EXPECT_EQ(s.nextDueAtMs(), 6'000); // the index forgets the task under its past-deadline key too
}

TEST(PollSchedule, NoDeadlineMeansOnlyThePollMakesATaskDue)
{
    PollSchedule s;
    s.add(task(1, 5'000, 0));
    EXPECT_EQ(s.nextDueAtMs(), 5'000);
    s.markPolling(1, 5'000, 1);
    s.schedule(1, 10'000);
    EXPECT_EQ(s.nextDueAtMs(), 10'000);
    ASSERT_NE(s.find(1), nullptr);
    EXPECT_EQ(s.find(1)->previousPollAtMs, 0);
    s.markPolling(1, 10'000, 2);
    EXPECT_EQ(s.find(1)->previousPollAtMs, 5'000);
    EXPECT_EQ(s.find(1)->polls, 2);
}

TEST(PollSchedule, AProofOfSolvingCountsAsAPollForTheSpacing)
{
    PollSchedule s;
    PolledTask polled = task(1, 21'000, 60'000); // polled at 16 s, next at 21 s
    polled.submittedAtMs = 1'000;
    polled.lastPollAtMs = 16'000;
    PolledTask unpolled = task(2, 18'000, 60'000); // its first poll, timed by its method
    unpolled.submittedAtMs = 3'000;
    PolledTask later = task(3, 30'000, 60'000); // already due after the proof's spacing
    later.submittedAtMs = 2'000;
    later.lastPollAtMs = 25'000;
    PolledTask newer = task(4, 22'000, 60'000); // submitted after the proof was sent
    newer.submittedAtMs = 20'000;
    newer.lastPollAtMs = 21'500;
    for (const PolledTask &t : {polled, unpolled, later, newer}) {
        s.add(t);
    }
    s.deferPollsAfterProof(20'000, 5'000, {Method::RecaptchaV2});
    EXPECT_EQ(s.find(1)->nextPollAtMs, 25'000);
    EXPECT_EQ(s.find(2)->nextPollAtMs, 18'000);
    EXPECT_EQ(s.find(3)->nextPollAtMs, 30'000);
    EXPECT_EQ(s.find(4)->nextPollAtMs, 22'000);
    // The index follows: the first poll is the earliest due, the deferred one is not due before its new moment.
    EXPECT_EQ(s.nextDueAtMs(), 18'000);
    EXPECT_EQ(s.dueAt(24'999), (QList<qint64>{2, 4}));
    EXPECT_EQ(s.dueAt(25'000), (QList<qint64>{2, 4, 1}));

    // A method left out (solved within the interval) keeps its polls.
    PolledTask image = task(5, 21'000, 60'000);
    image.method = Method::Image;
    image.submittedAtMs = 15'000;
    image.lastPollAtMs = 16'000;
    s.add(image);
    s.deferPollsAfterProof(20'000, 5'000, {Method::RecaptchaV2});
    EXPECT_EQ(s.find(5)->nextPollAtMs, 21'000);
}

TEST(PollSchedule, AllSolvingAtMarksOnlyTasksSubmittedBeforeIt)
{
    PollSchedule s;
    PolledTask early = task(1, 20'000, 60'000);
    early.submittedAtMs = 1'000;
    PolledTask late = task(2, 20'000, 60'000);
    late.submittedAtMs = 5'000;
    s.add(early);
    s.add(late);
    s.noteAllSolvingAt(5'000);
    EXPECT_EQ(s.find(1)->solvingAtMs, 5'000);
    EXPECT_EQ(s.find(2)->solvingAtMs, 0); // submitted at the moment: not known solving
    s.noteAllSolvingAt(4'000);            // an older proof does not move it back
    EXPECT_EQ(s.find(1)->solvingAtMs, 5'000);
    s.setFailures(2, 3);
    EXPECT_EQ(s.find(2)->failures, 3);
}
