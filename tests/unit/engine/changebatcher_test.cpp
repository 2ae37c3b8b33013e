#include "core/clock.h"
#include "core/engine/changebatcher.h"
#include "core/engine/scheduler.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

struct Batching
{
    ManualClock clock;
    ManualScheduler scheduler{clock};
    QList<QList<qint64>> flushes;
    ChangeBatcher batcher{&scheduler, 100, [this](const QList<qint64> &ids) {
                              flushes.append(ids);
                          }};
};

} // namespace

TEST(ChangeBatcher, FlushesOnceAtTheTickWithSortedUniqueIds)
{
    Batching b;
    b.batcher.note(7);
    b.batcher.note(3);
    b.batcher.note(7);
    b.batcher.note(5);
    EXPECT_EQ(b.scheduler.pending(), 1) << "one tick for all of them";
    EXPECT_EQ(b.scheduler.nextDueAtMs(), b.clock.monotonicMs() + 100);

    EXPECT_EQ(b.scheduler.advance(99), 0);
    EXPECT_TRUE(b.flushes.isEmpty());

    EXPECT_EQ(b.scheduler.advance(1), 1);
    ASSERT_EQ(b.flushes.size(), 1);
    EXPECT_EQ(b.flushes.first(), (QList<qint64>{3, 5, 7}));
    EXPECT_EQ(b.scheduler.pending(), 0);

    // Nothing noted: no further flush however long we wait.
    b.scheduler.advance(10'000);
    EXPECT_EQ(b.flushes.size(), 1);
}

TEST(ChangeBatcher, TickStartsWithTheFirstChangeAfterAFlush)
{
    Batching b;
    b.batcher.note(2);
    b.scheduler.advance(60);
    b.batcher.note(1); // within the same tick: does not push the flush back
    b.scheduler.advance(39);
    EXPECT_TRUE(b.flushes.isEmpty());
    b.scheduler.advance(1);
    ASSERT_EQ(b.flushes.size(), 1);
    EXPECT_EQ(b.flushes.at(0), (QList<qint64>{1, 2}));

    b.scheduler.advance(500);
    b.batcher.note(9); // a new tick starts here, 100 ms from now
    b.scheduler.advance(99);
    EXPECT_EQ(b.flushes.size(), 1);
    b.scheduler.advance(1);
    ASSERT_EQ(b.flushes.size(), 2);
    EXPECT_EQ(b.flushes.at(1), QList<qint64>{9});
}

TEST(ChangeBatcher, FlushNowHandsOverAtOnceAndCancelsTheTick)
{
    Batching b;
    b.batcher.note(4);
    b.batcher.flushNow();
    ASSERT_EQ(b.flushes.size(), 1);
    EXPECT_EQ(b.flushes.at(0), QList<qint64>{4});
    EXPECT_EQ(b.scheduler.pending(), 0) << "the tick is cancelled";
    b.scheduler.advance(200);
    EXPECT_EQ(b.flushes.size(), 1);

    // With nothing pending it still reports (the engine's capacity and idleness ride on it).
    b.batcher.flushNow();
    ASSERT_EQ(b.flushes.size(), 2);
    EXPECT_TRUE(b.flushes.at(1).isEmpty());
}

TEST(IdleDetector, ReportsTheEdgeFromBusyToIdleOnce)
{
    IdleDetector d;
    EXPECT_TRUE(d.idle());
    EXPECT_FALSE(d.update(true)); // idle from the start is no news
    EXPECT_FALSE(d.update(false));
    EXPECT_FALSE(d.idle());
    EXPECT_TRUE(d.update(true));
    EXPECT_FALSE(d.update(true));
    EXPECT_TRUE(d.idle());
}

TEST(IdleDetector, MarkBusyMakesTheNextIdleNewsAgain)
{
    IdleDetector d;
    d.markBusy();
    EXPECT_FALSE(d.idle());
    EXPECT_TRUE(d.update(true));
    EXPECT_FALSE(d.update(true));
}
