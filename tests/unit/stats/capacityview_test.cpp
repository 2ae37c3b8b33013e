// What the dock and the tray show, from the engine's status: the gauge, the account's reading and its age, the
// balance, the engine's state in words, and another client on the same plan.
#include "core/stats/capacityview.h"

#include <QDateTime>
#include <QLocale>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

const qint64 kNow = QDateTime(QDate(2026, 12, 3), QTime(14, 0, 0)).toMSecsSinceEpoch();

EngineStatus running()
{
    EngineStatus s;
    s.state = int(Engine::State::Running);
    s.inFlight = 4;
    s.effectiveCap = 5;
    s.planThreads = 5;
    s.accountInFlight = 4;
    s.accountThreads = 5;
    s.accountWorking = 4;
    s.accountAtMs = kNow - 12'000;
    return s;
}

TEST(CapacityView, GaugeAccountAndTooltip)
{
    const CapacityView v = describeCapacity(running(), QueueCounts{2, 1, 6}, kNow);
    EXPECT_EQ(v.gaugeValue, 4);
    EXPECT_EQ(v.gaugeMaximum, 5);
    EXPECT_EQ(v.gaugeText, QStringLiteral("4 / 5"));
    EXPECT_EQ(v.accountText, QStringLiteral("4 of 5 threads working, 1 free"));
    EXPECT_EQ(v.accountTimeText, QStringLiteral("read 12\u00A0s ago"));
    EXPECT_FALSE(v.accountStale);
    EXPECT_EQ(v.balanceText, QStringLiteral("not read yet"));
    EXPECT_EQ(v.engineText, QStringLiteral("Running"));
    EXPECT_EQ(v.otherClientThreads, 0);
    EXPECT_TRUE(v.otherClientText.isEmpty());
    EXPECT_EQ(v.solving, 6);
    EXPECT_EQ(v.solvingText, QStringLiteral("6 job(s) at the service")); // no catalogue here: the plural's source
    EXPECT_EQ(v.trayToolTip,
              QStringLiteral("Solving 6 · 4 thread(s) in use · cap 5 (plan) · 2 queued · 1 failed today"));
}

TEST(CapacityView, AnotherClientOnThePlanAndAStaleReading)
{
    EngineStatus s = running();
    s.inFlight = 2;
    s.accountInFlight = 2;
    s.accountWorking = 5;
    s.databaseThreadsAtReading = 2;
    s.accountAtMs = kNow - 5 * 60'000;
    const CapacityView v = describeCapacity(s, {}, kNow);
    EXPECT_EQ(v.otherClientThreads, 3);
    EXPECT_EQ(v.otherClientText, QStringLiteral("Another client is using 3 threads of this plan"));
    EXPECT_TRUE(v.accountStale);
    EXPECT_EQ(v.accountTimeText, QStringLiteral("read 5\u00A0min ago (stale)"));

    // What this database's engines may have held while the reading was taken (the other engines, a submit whose
    // answer was on its way, a task collected since) is not "another client".
    s.databaseThreadsAtReading = 5;
    EXPECT_EQ(describeCapacity(s, {}, kNow).otherClientThreads, 0);
    // Today's count is not compared with an older reading: one of our tasks collected since it was taken would
    // show as someone else's thread.
    s.inFlight = 0;
    EXPECT_EQ(describeCapacity(s, {}, kNow).otherClientThreads, 0);
    // Without the database's count at the reading, nothing is claimed.
    s.databaseThreadsAtReading = -1;
    EXPECT_EQ(describeCapacity(s, {}, kNow).otherClientThreads, 0);
    // Unknown working threads claim nothing.
    s.databaseThreadsAtReading = 2;
    s.accountWorking = -1;
    EXPECT_EQ(describeCapacity(s, {}, kNow).otherClientThreads, 0);
    EXPECT_EQ(describeCapacity(s, {}, kNow).accountText, QStringLiteral("plan of 5 threads (working not reported)"));
}

// The status bar's figures and the tray's tooltip: the jobs solving from the counts read with the table (issue 39),
// the threads in use and the cap from the same status as the gauge; each figure once, with one meaning.
TEST(CapacityView, StatusBarTrayAndGaugeSayTheSameNumbers)
{
    EngineStatus s = running();
    CapacityView v = describeCapacity(s, QueueCounts{2, 0, 7}, kNow);
    EXPECT_EQ(v.statusText, QStringLiteral("Solving 7 · 4 thread(s) in use · cap 5 (plan)"));
    EXPECT_EQ(v.gaugeText, QStringLiteral("4 / 5"));
    EXPECT_TRUE(v.trayToolTip.startsWith(v.statusText + QStringLiteral(" ·"))) << v.trayToolTip.toStdString();
    // Counts not read yet: no "Solving" rather than a wrong one.
    EXPECT_EQ(describeCapacity(s, {}, kNow).statusText, QStringLiteral("4 thread(s) in use · cap 5 (plan)"));
    s.planThreads = 0;
    EXPECT_EQ(describeCapacity(s, QueueCounts{0, 0, 4}, kNow).statusText,
              QStringLiteral("Solving 4 · 4 thread(s) in use · cap: the plan's threads (not read yet)"));
    // The gauge names no cap while the status bar names none: the engine's starting figure is nobody's cap.
    EXPECT_EQ(describeCapacity(s, {}, kNow).gaugeMaximum, 0);
    EXPECT_EQ(describeCapacity(s, {}, kNow).gaugeText, QStringLiteral("4 (plan not read yet)"));
    // Issue 37: a cap an operator set says so.
    s.capSetByOperator = true;
    EXPECT_EQ(describeCapacity(s, QueueCounts{0, 0, 4}, kNow).statusText,
              QStringLiteral("Solving 4 · 4 thread(s) in use · cap 5 (set by operator; plan not read yet)"));
    EXPECT_EQ(describeCapacity(s, {}, kNow).gaugeText, QStringLiteral("4 / 5"));
    // Team mode: this engine's share beside the account's.
    s.planThreads = 5;
    s.engines = 2;
    s.accountInFlight = 5;
    EXPECT_EQ(describeCapacity(s, QueueCounts{0, 0, 9}, kNow).statusText,
              QStringLiteral("Solving 9 · threads in use: 4 here, 5 on the account (2 engines) · cap 5 (set by "
                             "operator; plan 5)"));
    // No engine status yet: no cap to show, and the gauge says it has not started.
    EXPECT_EQ(describeCapacity(EngineStatus{}, {}, kNow).gaugeText, QStringLiteral("0 (not started)"));
}

TEST(CapacityView, TheEngineInWords)
{
    EngineStatus s = running();
    s.waitingForThreadSinceMs = QDateTime(QDate(2026, 12, 3), QTime(13, 58, 2)).toMSecsSinceEpoch();
    EXPECT_EQ(describeCapacity(s, {}, kNow).engineText,
              QStringLiteral("Running; waiting for a free thread since 13:58:02"));
    s.queuePaused = true;
    s.queuePausedBy = QStringLiteral("ana@lab-3");
    s.queuePausedAtMs = QDateTime(QDate(2026, 12, 3), QTime(13, 59, 0)).toMSecsSinceEpoch();
    const CapacityView paused = describeCapacity(s, {}, kNow);
    EXPECT_TRUE(paused.engineText.startsWith(QStringLiteral("Paused by ana@lab-3 at 13:59:00")));
    // The status bar's short words say the pause too, never "Running".
    EXPECT_EQ(paused.engineStatusText, QStringLiteral("Queue paused by ana@lab-3 at 13:59:00"));
    EXPECT_TRUE(paused.queuePaused);
    EXPECT_TRUE(paused.trayToolTip.endsWith(QStringLiteral("paused")));
    s.queuePaused = false;
    s.state = int(Engine::State::Banned);
    s.banUntilMs = QDateTime(QDate(2026, 12, 3), QTime(14, 3, 12)).toMSecsSinceEpoch();
    EXPECT_EQ(describeCapacity(s, {}, kNow).engineText, QStringLiteral("Banned until 14:03:12"));
    s.state = int(Engine::State::PausedForKey);
    EXPECT_TRUE(describeCapacity(s, {}, kNow).engineText.startsWith(QStringLiteral("Paused for the key")));
    s.state = int(Engine::State::EndpointProblem);
    EXPECT_TRUE(describeCapacity(s, {}, kNow).engineText.startsWith(QStringLiteral("Endpoint problem")));
    s.state = int(Engine::State::Stopped);
    EXPECT_EQ(describeCapacity(s, {}, kNow).engineText, QStringLiteral("Stopped"));
}

TEST(CapacityView, TheBalanceWithItsAge)
{
    EngineStatus s = running();
    s.balance = 3.5;
    s.balanceAtMs = kNow - 2 * 3600'000;
    const QLocale before;
    QLocale::setDefault(QLocale::c());
    {
        // A thread plan's balance is 0: the text says why (the tenth first-hour trial read "0.00" as a fault).
        EngineStatus plan = s;
        plan.balance = 0.0;
        EXPECT_TRUE(describeCapacity(plan, {}, kNow).balanceText.startsWith(QStringLiteral("0.00 (thread plan; read ")))
            << describeCapacity(plan, {}, kNow).balanceText.toStdString();
    }
    EXPECT_EQ(describeCapacity(s, {}, kNow).balanceText, QStringLiteral("3.50 (read 2\u00A0h ago)"));
    // In the locale's own digits: a German console says 3,50.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    EXPECT_TRUE(describeCapacity(s, {}, kNow).balanceText.startsWith(QStringLiteral("3,50 ")));
    QLocale::setDefault(before);
}

} // namespace

// The gauge (threads held here now) above the account's working threads (its last reading): the dock says why, once,
// and says nothing when they agree or another engine shares the account (issue 39's second trial).
TEST(CapacityView, ThreadsHeldHereThatTheServiceHadNotCountedAreExplained)
{
    EngineStatus s = running();
    EXPECT_TRUE(describeCapacity(s, {}, kNow).uncountedText.isEmpty()); // 4 held, 4 working

    s.inFlight = 5;
    s.accountWorking = 3;
    const CapacityView v = describeCapacity(s, {}, kNow);
    EXPECT_EQ(v.uncountedText, QStringLiteral("2 held here, not counted by the service yet"));
    EXPECT_TRUE(v.uncountedToolTip.contains(QStringLiteral("before the service has the task")));

    s.inFlight = 2; // fewer held than working, more working than this database held: the other client's note
    s.databaseThreadsAtReading = 2;
    EXPECT_TRUE(describeCapacity(s, {}, kNow).uncountedText.isEmpty());
    // Every working thread of the reading was this console's: one has finished since.
    s.databaseThreadsAtReading = 3;
    EXPECT_EQ(describeCapacity(s, {}, kNow).uncountedText,
              QStringLiteral("1 finished here since the account was read"));

    s.inFlight = 5;
    s.engines = 2; // the account's figure holds the other engine's threads too: no claim
    EXPECT_TRUE(describeCapacity(s, {}, kNow).uncountedText.isEmpty());

    s.engines = 1;
    s.accountWorking = -1; // not reported
    EXPECT_TRUE(describeCapacity(s, {}, kNow).uncountedText.isEmpty());
}

// Solving above the threads in use (a fourth trial: "Solving 1 · 0 threads in use" with nothing on screen saying why):
// the dock says which jobs those are.
TEST(CapacityView, SolvingAboveTheThreadsInUseIsExplained)
{
    EngineStatus s = running(); // 4 in use, 4 working
    EXPECT_TRUE(describeCapacity(s, QueueCounts{0, 0, 4}, kNow).uncountedText.isEmpty());
    s.inFlight = 3;
    s.accountWorking = 3;
    const CapacityView v = describeCapacity(s, QueueCounts{0, 0, 5}, kNow);
    EXPECT_EQ(v.uncountedText,
              QStringLiteral("2 solving with no thread held: finished at the service, answer still to be collected"));
    EXPECT_EQ(v.uncountedToolTip, v.statusToolTip);
    s.engines = 2; // Solving counts the other engine's jobs too: no claim
    EXPECT_TRUE(describeCapacity(s, QueueCounts{0, 0, 5}, kNow).uncountedText.isEmpty());
}

// Threads in use above Solving (a fifth trial: "Solving 1 · 2 threads in use" after a cancel, with no word on screen).
TEST(CapacityView, ThreadsInUseAboveSolvingAreExplained)
{
    EngineStatus s = running(); // 4 in use, 4 working
    const CapacityView v = describeCapacity(s, QueueCounts{0, 0, 2}, kNow);
    EXPECT_EQ(v.uncountedText,
              QStringLiteral("2 thread(s) held for no Solving job: a submit on its way, or a canceled task the service "
                             "is still solving")); // no catalogue here: the plural's source
    s.engines = 2;
    EXPECT_TRUE(describeCapacity(s, QueueCounts{0, 0, 2}, kNow).uncountedText.isEmpty());
}
