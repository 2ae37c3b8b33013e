#include "core/clock.h"
#include "core/engine/scheduler.h"
#include "support/testutil.h"

#include <QCoreApplication>
#include <QTimer>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace std::chrono_literals;

TEST(ManualScheduler, RunsCallsInTimeOrderAndMovesTheClockToEach)
{
    ManualClock clock;
    ManualScheduler s(clock);
    const qint64 t0 = s.nowMs();
    QList<QPair<int, qint64>> ran; // (call, clock when it ran)
    s.callAt(t0 + 300, [&] {
        ran.append({3, s.nowMs() - t0});
    });
    s.callAt(t0 + 100, [&] {
        ran.append({1, s.nowMs() - t0});
    });
    s.callAt(t0 + 200, [&] {
        ran.append({2, s.nowMs() - t0});
    });
    s.callAt(t0 + 100, [&] {
        ran.append({4, s.nowMs() - t0}); // same time as call 1: runs after it (scheduled later)
    });
    EXPECT_EQ(s.pending(), 4);
    EXPECT_EQ(s.nextDueAtMs(), t0 + 100);

    EXPECT_EQ(s.advance(250), 3);
    EXPECT_EQ(ran, (QList<QPair<int, qint64>>{{1, 100}, {4, 100}, {2, 200}}));
    EXPECT_EQ(s.nowMs(), t0 + 250);
    EXPECT_EQ(clock.monotonicMs(), t0 + 250);
    EXPECT_EQ(s.pending(), 1);

    EXPECT_EQ(s.advance(50), 1);
    EXPECT_EQ(ran.last(), (QPair<int, qint64>{3, 300}));
    EXPECT_EQ(s.nextDueAtMs(), 0);
    EXPECT_EQ(s.advance(1'000), 0);
}

TEST(ManualScheduler, CallsScheduledByCallsRunWhenTheyFallWithinTheAdvance)
{
    ManualClock clock;
    ManualScheduler s(clock);
    const qint64 t0 = s.nowMs();
    QList<qint64> ran;
    std::function<void()> tick = [&] {
        ran.append(s.nowMs() - t0);
        s.callAt(s.nowMs() + 40, tick);
    };
    s.callAt(t0 + 40, tick);
    EXPECT_EQ(s.advance(130), 3);
    EXPECT_EQ(ran, (QList<qint64>{40, 80, 120}));
    EXPECT_EQ(s.nextDueAtMs(), t0 + 160);
}

TEST(ManualScheduler, PastTimesRunNowAndCancelRemovesACall)
{
    ManualClock clock;
    ManualScheduler s(clock);
    const qint64 t0 = s.nowMs();
    int past = 0;
    int canceled = 0;
    s.callAt(t0 - 5'000, [&] {
        ++past;
    });
    const ManualScheduler::CallId id = s.callAt(t0 + 10, [&] {
        ++canceled;
    });
    EXPECT_EQ(s.nextDueAtMs(), t0); // a time in the past is "now"
    EXPECT_EQ(s.runDue(), 1);
    EXPECT_EQ(past, 1);
    EXPECT_EQ(s.nowMs(), t0);

    s.cancel(id);
    s.cancel(id); // twice is harmless
    s.cancel(9'999);
    EXPECT_EQ(s.pending(), 0);
    EXPECT_EQ(s.advance(100), 0);
    EXPECT_EQ(canceled, 0);
}

TEST(ScheduledCall, StartStopAndRestart)
{
    ManualClock clock;
    ManualScheduler s(clock);
    const qint64 t0 = s.nowMs();
    int fired = 0;
    ScheduledCall call(&s, [&] {
        ++fired;
    });
    EXPECT_FALSE(call.isActive());
    EXPECT_EQ(call.dueAtMs(), 0);

    call.startIn(100);
    EXPECT_TRUE(call.isActive());
    EXPECT_EQ(call.dueAtMs(), t0 + 100);
    call.startAt(t0 + 100); // same moment: kept, not duplicated
    EXPECT_EQ(s.pending(), 1);

    call.startIn(300); // restart replaces the pending call
    EXPECT_EQ(s.pending(), 1);
    EXPECT_EQ(s.advance(299), 0);
    EXPECT_EQ(fired, 0);
    EXPECT_EQ(s.advance(1), 1);
    EXPECT_EQ(fired, 1);
    EXPECT_FALSE(call.isActive()); // single shot
    EXPECT_EQ(call.dueAtMs(), 0);

    call.startIn(-50); // a negative delay means now
    EXPECT_EQ(call.dueAtMs(), s.nowMs());
    call.stop();
    EXPECT_FALSE(call.isActive());
    EXPECT_EQ(s.pending(), 0);
    s.advance(1'000);
    EXPECT_EQ(fired, 1);
}

TEST(ScheduledCall, CanRestartItselfFromItsCallback)
{
    ManualClock clock;
    ManualScheduler s(clock);
    int fired = 0;
    ScheduledCall *self = nullptr;
    ScheduledCall call(&s, [&] {
        if (++fired < 3) {
            self->startIn(10);
        }
    });
    self = &call;
    call.startIn(10);
    EXPECT_EQ(s.advance(100), 3);
    EXPECT_EQ(fired, 3);
    EXPECT_FALSE(call.isActive());
}

TEST(ScheduledCall, DestroyingItCancelsThePendingCall)
{
    ManualClock clock;
    ManualScheduler s(clock);
    int fired = 0;
    {
        ScheduledCall call(&s, [&] {
            ++fired;
        });
        call.startIn(10);
        EXPECT_EQ(s.pending(), 1);
    }
    EXPECT_EQ(s.pending(), 0);
    s.advance(100);
    EXPECT_EQ(fired, 0);
}

TEST(QtScheduler, FiresFromTheEventLoopAndSkipsStoppedCalls)
{
    QtScheduler s;
    QList<int> ran;
    ScheduledCall stopped(&s, [&] {
        ran.append(0);
    });
    ScheduledCall later(&s, [&] {
        ran.append(2);
    });
    ScheduledCall past(&s, [&] {
        ran.append(1); // in the past: runs at the next turn of the loop
    });
    stopped.startAt(s.nowMs());
    later.startAt(s.nowMs() + 20);
    past.startAt(s.nowMs() - 1'000);
    stopped.stop();
    EXPECT_TRUE(ran.isEmpty()); // nothing runs inside startAt
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return ran.size() >= 2;
    }));
    EXPECT_EQ(ran, (QList<int>{1, 2}));
}

TEST(QtScheduler, OneTimerPerCallForItsWholeLife)
{
    // The engine re-arms its calls after every answer: arming again reuses the call's one QTimer instead of
    // allocating one per start.
    QtScheduler s;
    int fired = 0;
    ScheduledCall call(&s, [&] {
        ++fired;
    });
    ScheduledCall other(&s, [] {});
    EXPECT_EQ(s.findChildren<QTimer *>().size(), 2);
    for (int i = 0; i < 100; ++i) {
        call.startIn(1'000 + i);
        other.startIn(1'000 + i);
        call.stop();
    }
    call.startIn(1);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return fired == 1;
    }));
    call.startIn(1);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return fired == 2;
    }));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
    EXPECT_EQ(s.findChildren<QTimer *>().size(), 2);
}

TEST(QtScheduler, ScheduledCallOnTheEventLoop)
{
    QtScheduler s;
    int fired = 0;
    ScheduledCall call(&s, [&] {
        ++fired;
    });
    call.startIn(5);
    EXPECT_TRUE(call.isActive());
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return fired == 1;
    }));
    EXPECT_FALSE(call.isActive());
}

TEST(QtScheduler, NeverRunsACallBeforeItsTimeOnItsClock)
{
    // The timer's delay is cut to int's range (about 24.8 days); a call due later must wait for the rest. A
    // ManualClock that does not move stands for the far-off moment: the timer fires, the call must not run.
    ManualClock clock;
    QtScheduler s(clock);
    int fired = 0;
    ScheduledCall call(&s, [&] {
        ++fired;
    });
    call.startAt(clock.monotonicMs() + 20);
    EXPECT_FALSE(SolveDeckTest::waitUntil(
        [&] {
        return fired > 0;
        },
        200ms));
    EXPECT_TRUE(call.isActive());
    clock.advanceMs(20);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return fired > 0;
    }));
    EXPECT_EQ(fired, 1);
    EXPECT_FALSE(call.isActive());
}
