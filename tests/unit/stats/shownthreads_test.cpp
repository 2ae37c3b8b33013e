// The threads in use are shown with the first job counts read after the engine said so: the gauge never counts a
// job the sidebar does not show yet, nor drops one the sidebar still counts as solving.
#include "core/stats/shownthreads.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// One engine alone on the account: its threads are the account's.
ShownThreads::Threads T(int here)
{
    return {here, here};
}

TEST(ShownThreads, AChangeWaitsForCountsReadAfterIt)
{
    ShownThreads shown;
    shown.setCountsRead(true);
    shown.engineSaid(T(0), 1, 1000);
    EXPECT_EQ(shown.value(1000).here, 0);
    // A claim: the engine counts it before a read has seen the job.
    shown.engineSaid(T(1), 5, 1100);
    EXPECT_EQ(shown.value(1100).here, 0);
    EXPECT_TRUE(shown.holding(1100));
    shown.countsShown(4);
    EXPECT_EQ(shown.value(1150).here, 0) << "read 4 began before the claim was told";
    shown.countsShown(5);
    EXPECT_EQ(shown.value(1200).here, 1);
    EXPECT_FALSE(shown.holding(1200));
    // A collect: the gauge keeps the thread while the sidebar still shows the job solving.
    shown.engineSaid(T(0), 9, 1300);
    EXPECT_EQ(shown.value(1300).here, 1);
    shown.countsShown(9);
    EXPECT_EQ(shown.value(1300).here, 0);
}

TEST(ShownThreads, SeveralChangesWaitForOneReadAfterTheLast)
{
    ShownThreads shown;
    shown.setCountsRead(true);
    shown.engineSaid(T(2), 3, 0);
    shown.engineSaid(T(3), 3, 10);
    shown.engineSaid(T(4), 4, 20);
    EXPECT_EQ(shown.value(30).here, 0);
    shown.countsShown(3);
    EXPECT_EQ(shown.value(30).here, 0) << "read 3 may not have seen the last claim";
    shown.countsShown(4);
    EXPECT_EQ(shown.value(30).here, 4);
}

TEST(ShownThreads, BackToWhatIsShownEndsTheWait)
{
    ShownThreads shown;
    shown.setCountsRead(true);
    shown.engineSaid(T(2), 1, 0);
    shown.countsShown(1);
    shown.engineSaid(T(3), 2, 10);
    shown.engineSaid(T(2), 2, 20);
    EXPECT_FALSE(shown.holding(20));
    EXPECT_EQ(shown.value(20).here, 2);
}

TEST(ShownThreads, NoReadWithinTheBoundShowsTheEnginesCount)
{
    ShownThreads shown;
    shown.setCountsRead(true);
    shown.engineSaid(T(3), 7, 5000);
    EXPECT_EQ(shown.value(5000 + ShownThreads::kMaxHoldMs - 1).here, 0);
    EXPECT_EQ(shown.value(5000 + ShownThreads::kMaxHoldMs).here, 3);
    // A later change waits on its own, from its own arrival.
    shown.engineSaid(T(4), 8, 7000);
    EXPECT_EQ(shown.value(7000).here, 3);
    shown.countsShown(8);
    EXPECT_EQ(shown.value(7000).here, 4);
}

TEST(ShownThreads, WithoutCountsEachChangeShowsAtOnce)
{
    ShownThreads shown;
    shown.engineSaid(T(3), 1, 0);
    EXPECT_EQ(shown.value(0).here, 3);
    shown.setCountsRead(true);
    shown.engineSaid(T(4), 1, 10);
    EXPECT_EQ(shown.value(10).here, 3);
    shown.setCountsRead(false);
    EXPECT_EQ(shown.value(10).here, 4);
}

TEST(ShownThreads, AnotherEnginesClaimWaitsToo)
{
    ShownThreads shown;
    shown.setCountsRead(true);
    shown.engineSaid({1, 1}, 1, 0);
    shown.countsShown(1);
    // Another engine on the database claimed a job: the account's count grew, this console's did not.
    shown.engineSaid({1, 2}, 2, 10);
    EXPECT_TRUE(shown.holding(10));
    EXPECT_EQ(shown.value(10), (ShownThreads::Threads{1, 1}));
    shown.countsShown(2);
    EXPECT_EQ(shown.value(10), (ShownThreads::Threads{1, 2}));
}

} // namespace
