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
