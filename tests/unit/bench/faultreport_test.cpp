// What bench-engine_throughput reports under faults (issue 26): the ideal run and where idle thread time went.
#include "../../../bench/support/faultreport.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QJsonValue>
#include <gtest/gtest.h>

namespace {

QJsonObject task(const QString &id, double submitted, double ready, const QJsonValue &collected)
{
    return QJsonObject{{QStringLiteral("id"), id},
                       {QStringLiteral("submittedAtMs"), submitted},
                       {QStringLiteral("readyAtMs"), ready},
                       {QStringLiteral("firstCollectedAtMs"), collected},
                       {QStringLiteral("minPollGapMs"), QJsonValue::Null}};
}

// Two threads. A (0 -> ready 10, collected 12) and B (0 -> 20, collected at once); the ghost G (a lost submit's
// task: 12 -> 15, never collected); C (16 -> 30, collected 31), the last submit that answered a job.
QJsonObject twoThreadRun()
{
    const QJsonArray tasks{task(QStringLiteral("A"), 0, 10, 12),
                           task(QStringLiteral("B"), 0, 20, 20),
                           task(QStringLiteral("G"), 12, 15, QJsonValue::Null),
                           task(QStringLiteral("C"), 16, 30, 31)};
    return QJsonObject{{QStringLiteral("tasks"), tasks}, {QStringLiteral("nowMs"), 40}};
}

TEST(BenchFaultReport, TheIdealRunsTheAnsweringTasksBackToBackOnThePlansThreads)
{
    const SolveDeckBench::FaultReport r = SolveDeckBench::faultReport(twoThreadRun(),
                                                                      QStringLiteral("key"),
                                                                      {QStringLiteral("A"),
                                                                       QStringLiteral("B"),
                                                                       QStringLiteral("C")},
                                                                      2);
    EXPECT_DOUBLE_EQ(r.idealMs, 24); // A 0-10 then C 10-24 on one thread, B 0-20 on the other
    EXPECT_DOUBLE_EQ(r.idealSumMs, 22);
    EXPECT_EQ(r.tasks, 4);
    EXPECT_EQ(r.jobsWithTask, 3);
    EXPECT_EQ(r.duplicates, 1);
    EXPECT_EQ(r.neverCollected, 1);
}

TEST(BenchFaultReport, IdleThreadTimeIsSplitIntoWaitingForACollectionAndTheRest)
{
    const SolveDeckBench::IdleReport r = SolveDeckBench::idleReport(twoThreadRun(), 2);
    // 10-12: A's token waits to be collected while its thread is free. 15-16: the ghost finished, nothing started.
    // Until C's submit at 16 only: after it no job was left to start.
    EXPECT_DOUBLE_EQ(r.deliveryIdleMs, 2);
    EXPECT_DOUBLE_EQ(r.otherIdleMs, 1);
    EXPECT_DOUBLE_EQ(r.ghostBusyMs, 3);
}

TEST(BenchFaultReport, AGhostStillSolvingHoldsItsThreadUntilTheSimulatorsNow)
{
    const QJsonArray tasks{task(QStringLiteral("A"), 0, 10, 11),
                           QJsonObject{{QStringLiteral("id"), QStringLiteral("G")},
                                       {QStringLiteral("submittedAtMs"), 5},
                                       {QStringLiteral("readyAtMs"), QJsonValue::Null},
                                       {QStringLiteral("firstCollectedAtMs"), QJsonValue::Null}},
                           task(QStringLiteral("B"), 11, 20, 21)};
    const SolveDeckBench::IdleReport r = SolveDeckBench::idleReport(QJsonObject{{QStringLiteral("tasks"), tasks},
                                                                                {QStringLiteral("nowMs"), 25}},
                                                                    2);
    EXPECT_DOUBLE_EQ(r.ghostBusyMs, 20);
    // 0-5 one thread free (other), 5-10 none, 10-11 A waits for its collection on a free thread.
    EXPECT_DOUBLE_EQ(r.otherIdleMs, 5);
    EXPECT_DOUBLE_EQ(r.deliveryIdleMs, 1);
}

// Issue 38: the ideal without ghosts adds the thread time ghosts held during the run (from the engine's start to the
// last job finished), not after it.
TEST(BenchFaultReport, GhostThreadTimeCountsOnlyWithinTheRun)
{
    // G 12 -> 15 (within), H 25 -> 45 (5 of it before the run's end at 30), I still solving from 35 (after it).
    QJsonArray tasks = twoThreadRun().value(QStringLiteral("tasks")).toArray();
    tasks.append(task(QStringLiteral("H"), 25, 45, QJsonValue::Null));
    tasks.append(QJsonObject{{QStringLiteral("id"), QStringLiteral("I")},
                             {QStringLiteral("submittedAtMs"), 35},
                             {QStringLiteral("readyAtMs"), QJsonValue::Null},
                             {QStringLiteral("firstCollectedAtMs"), QJsonValue::Null}});
    const QJsonObject stats{{QStringLiteral("tasks"), tasks}, {QStringLiteral("nowMs"), 50}};
    EXPECT_DOUBLE_EQ(SolveDeckBench::ghostThreadMsWithin(stats, 0, 30), 8);
    EXPECT_DOUBLE_EQ(SolveDeckBench::ghostThreadMsWithin(stats, 0, 50), 3 + 20 + 15);
    // Ideal 24 on two threads, ghosts held 8 of the threads' time: (24 + 8 / 2) / 32.
    EXPECT_DOUBLE_EQ(SolveDeckBench::throughputWithoutGhosts(24, 8, 32, 2), 28.0 / 32.0);
}

TEST(BenchFaultReport, TheMostTasksForOneJobCountsTasksByPage)
{
    QJsonArray tasks;
    const auto onPage = [](const QString &id, const QString &page) {
        QJsonObject t = task(id, 0, 1, 1);
        t.insert(QStringLiteral("pageurl"), page);
        return t;
    };
    tasks.append(onPage(QStringLiteral("1"), QStringLiteral("https://example.test/a")));
    tasks.append(onPage(QStringLiteral("2"), QStringLiteral("https://example.test/b")));
    tasks.append(onPage(QStringLiteral("3"), QStringLiteral("https://example.test/a")));
    tasks.append(onPage(QStringLiteral("4"), QStringLiteral("https://example.test/a")));
    tasks.append(onPage(QStringLiteral("5"), QString())); // an image task: no page
    tasks.append(onPage(QStringLiteral("6"), QString()));
    const SolveDeckBench::FaultReport r = SolveDeckBench::faultReport(QJsonObject{{QStringLiteral("tasks"), tasks}},
                                                                      QStringLiteral("key"),
                                                                      {},
                                                                      2);
    EXPECT_EQ(r.mostTasksForOneJob, 3);
}

} // namespace
