// The waiting-reason mapping, every cause: the stable names scripts rely on (list --json, show --json) and the words
// people read, and which cause wins when several hold.
#include "core/engine/waitingreason.h"

#include <QDateTime>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// 2026-12-03 14:00:00 local time: the texts below show local times.
qint64 at(int h, int m, int s)
{
    return QDateTime(QDate(2026, 12, 3), QTime(h, m, s)).toMSecsSinceEpoch();
}

WaitingFacts queued()
{
    WaitingFacts f;
    f.nowMs = at(14, 0, 0);
    f.state = JobState::Queued;
    f.nextAttemptAtMs = f.nowMs - 1000;
    f.engineKnown = true;
    f.engine = WaitingFacts::Engine::Running;
    f.inFlight = 2;
    f.effectiveCap = 5;
    f.planThreads = 5;
    f.accountWorking = 2;
    return f;
}

TEST(WaitingReason, FinishedJobsDoNotWait)
{
    for (const JobState state : {JobState::Solved, JobState::Failed, JobState::Canceled}) {
        WaitingFacts f = queued();
        f.state = state;
        f.queuePaused = true;
        EXPECT_TRUE(waitingReason(f).isNull()) << jobStateName(state).toStdString();
    }
}

TEST(WaitingReason, NextInLineWhenNothingHoldsIt)
{
    const WaitingReason r = waitingReason(queued());
    EXPECT_EQ(r.name, QStringLiteral("next_in_line"));
    EXPECT_FALSE(r.text.isEmpty());
}

TEST(WaitingReason, PausedNamesWhoAndWhenAndWinsOverAllButAnUnauthorisedHost)
{
    WaitingFacts f = queued();
    f.queuePaused = true;
    f.queuePausedBy = QStringLiteral("ana@lab-3");
    f.queuePausedAtMs = at(13, 58, 7);
    f.engine = WaitingFacts::Engine::Banned;
    f.nextAttemptAtMs = f.nowMs + 60'000;
    f.inFlight = 5;
    const WaitingReason r = waitingReason(f);
    EXPECT_EQ(r.name, QStringLiteral("paused"));
    EXPECT_TRUE(r.text.startsWith(QStringLiteral("paused")));
    EXPECT_TRUE(r.text.contains(QStringLiteral("ana@lab-3"))) << r.text.toStdString();
    EXPECT_TRUE(r.text.contains(QStringLiteral("13:58:07"))) << r.text.toStdString();

    f.queuePausedBy.clear();
    f.queuePausedAtMs = 0;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("paused"));
}

TEST(WaitingReason, TargetHostNotAuthorised)
{
    WaitingFacts f = queued();
    f.hostAuthorised = false;
    f.targetHost = QStringLiteral("shop.example");
    f.engine = WaitingFacts::Engine::PausedForKey;
    const WaitingReason r = waitingReason(f);
    EXPECT_EQ(r.name, QStringLiteral("host_not_authorised"));
    EXPECT_TRUE(r.text.startsWith(QStringLiteral("target host not authorised: shop.example"))) << r.text.toStdString();

    f.targetHost.clear();
    EXPECT_TRUE(waitingReason(f).text.contains(QStringLiteral("no host"))) << waitingReason(f).text.toStdString();
}

// A resume alone would not let the job be submitted, so the host comes first even in a paused queue.
TEST(WaitingReason, AnUnauthorisedHostWinsOverThePause)
{
    WaitingFacts f = queued();
    f.queuePaused = true;
    f.queuePausedBy = QStringLiteral("ana@lab-3");
    f.queuePausedAtMs = at(13, 58, 7);
    f.hostAuthorised = false;
    f.targetHost = QStringLiteral("shop.example");
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("host_not_authorised"));
    f.hostAuthorised = true;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("paused"));
}

TEST(WaitingReason, TheEnginesPauses)
{
    WaitingFacts f = queued();
    f.engine = WaitingFacts::Engine::PausedForKey;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("paused_for_key"));
    EXPECT_TRUE(waitingReason(f).text.startsWith(QStringLiteral("paused: key rejected")));

    f.engine = WaitingFacts::Engine::Banned;
    f.banUntilMs = at(14, 3, 12);
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("banned"));
    EXPECT_EQ(waitingReason(f).text, QStringLiteral("banned until 14:03:12"));
    f.banUntilMs = 0;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("banned"));

    f.engine = WaitingFacts::Engine::EndpointProblem;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("endpoint_problem"));
    f.engine = WaitingFacts::Engine::StoreError;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("store_error"));
    f.engine = WaitingFacts::Engine::Stopped;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("no_engine"));
}

TEST(WaitingReason, BackingOffSaysUntilWhenAndAfterWhat)
{
    WaitingFacts f = queued();
    f.nextAttemptAtMs = at(14, 3, 12);
    f.inFlight = 5; // a back-off is the more specific reason
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("backing_off"));
    EXPECT_EQ(waitingReason(f).text, QStringLiteral("backing off until 14:03:12"));
    f.backoffCause = QStringLiteral("ERROR_ZERO_BALANCE");
    EXPECT_EQ(waitingReason(f).text, QStringLiteral("backing off until 14:03:12 after ERROR_ZERO_BALANCE"));

    // Another day: the date is shown.
    f.nextAttemptAtMs = QDateTime(QDate(2026, 12, 4), QTime(9, 0, 0)).toMSecsSinceEpoch();
    EXPECT_TRUE(waitingReason(f).text.contains(QStringLiteral("2026-12-04 09:00:00")))
        << waitingReason(f).text.toStdString();
}

TEST(WaitingReason, CapFullAndAccountBusy)
{
    WaitingFacts f = queued();
    f.inFlight = 5;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("cap_full"));
    EXPECT_EQ(waitingReason(f).text,
              QStringLiteral("cap full (5/5); submitted as soon as one of these threads is free"));
    f.effectiveCap = 3; // an operator's cap below the plan's 5
    f.inFlight = 3;
    EXPECT_EQ(waitingReason(f).text,
              QStringLiteral("cap full (3/3); submitted as soon as one of these threads is free, or raise the cap (the "
                             "plan has 5 threads)"));
    f.effectiveCap = 5;

    f.inFlight = 3;
    f.accountWorking = 5; // another client uses the rest of the plan
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("account_busy"));
    EXPECT_EQ(waitingReason(f).text,
              QStringLiteral("account threads busy (plan 5, 5 working); submitted as soon as the account has a free "
                             "thread"));

    f.accountWorking = -1; // not known: not claimed busy
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("next_in_line"));
}

TEST(WaitingReason, FromTheDatabaseAloneNoEngineRunning)
{
    WaitingFacts f = queued();
    f.engineKnown = false;
    f.liveEngines = 0;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("no_engine"));
    f.liveEngines = 1;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("next_in_line"));
    f.liveEngines = -1; // not known
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("next_in_line"));
}

TEST(WaitingReason, JobsAtTheServiceShowTheNextPoll)
{
    WaitingFacts f = queued();
    f.state = JobState::Submitted;
    f.queuePaused = true; // a pause does not stop polls
    f.nextPollAtMs = at(14, 0, 15);
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("next_poll"));
    EXPECT_TRUE(waitingReason(f).text.contains(QStringLiteral("14:00:15")));
    f.nextPollAtMs = 0;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("solving"));

    f.state = JobState::Submitting;
    EXPECT_EQ(waitingReason(f).name, QStringLiteral("submitting"));
}

} // namespace
