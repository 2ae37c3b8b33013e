// The engine's logic, exact and instant: a FakeApi answers each request when the test says so, and a
// ManualScheduler moves time. No sockets, no sleeps. The simulator tests in tests/integration/engine check the
// same engine against a real HTTP peer.

#include "core/engine/engine.h"
#include "core/engine/leasepolicy.h"
#include "core/engine/multiidprobe.h"
#include "core/engine/scheduler.h"
#include "core/store/accounts.h"
#include "core/store/endpointcapabilities.h"
#include "core/store/jobstore.h"
#include "core/store/learnedsolvetimes.h"
#include "core/store/leases.h"
#include "core/store/queuecontrol.h"
#include "enginelogicfixture.h"
#include "fakeapi.h"
#include "support/testhosts.h"
#include "support/teststore.h"

#include <QCoreApplication>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QSysInfo>
#include <QTemporaryDir>
#include <QUuid>
#include <gtest/gtest.h>

#include <memory>

using namespace SolveDeck;
using namespace SolveDeckTest;

namespace {

using Kind = FakeApi::Kind;

} // namespace

TEST_F(EngineLogic, WakeDispatchesAtOnceWithoutWaitingForTheStoreCheck)
{
    startWithPlan(5);
    enqueue(Method::Turnstile, 1);
    scheduler.runDue();
    EXPECT_EQ(api.count(Kind::Submit), 0) << "nothing told the engine yet";
    engine->wake();
    scheduler.runDue(); // no time passes
    EXPECT_EQ(api.count(Kind::Submit), 1);

    // Without wake() the store check finds it, one check interval later.
    enqueue(Method::Turnstile, 2);
    scheduler.advance(policy.storeCheckMs - 1);
    EXPECT_EQ(api.count(Kind::Submit), 1);
    scheduler.advance(1);
    EXPECT_EQ(api.count(Kind::Submit), 2);
}

TEST_F(EngineLogic, ChangesAreHandedOverAtTheHundredMillisecondTick)
{
    startWithPlan(5);
    scheduler.advance(1000); // whatever start changed is out
    QSignalSpy changed(engine.get(), &Engine::jobsChanged);
    const qint64 c = enqueue(Method::Turnstile, 3);
    const qint64 a = enqueue(Method::Turnstile, 1);
    const qint64 b = enqueue(Method::Turnstile, 2);
    scheduler.advance(99);
    EXPECT_EQ(changed.size(), 0);
    scheduler.advance(1);
    ASSERT_EQ(changed.size(), 1);
    QList<qint64> expected{a, b, c};
    std::sort(expected.begin(), expected.end());
    EXPECT_EQ(changed.at(0).at(0).value<QList<qint64>>(), expected);
}

TEST_F(EngineLogic, AnOutageIsRetriedForManyAttemptsThenPausesWithoutFailingAJob)
{
    startWithPlan(5);
    const qint64 first = enqueue(Method::Turnstile, 1);
    const qint64 second = enqueue(Method::RecaptchaV2, 2);
    engine->wake();
    scheduler.runDue();
    const qint64 outageStart = clock.monotonicMs();
    const ApiFailure refused = FakeApi::failure(QStringLiteral("CONNECTION_REFUSED"));
    while (clock.monotonicMs() - outageStart < policy.unreachableGiveUpMs - 2'000) {
        api.failAll(refused);
        scheduler.advance(1'000);
        ASSERT_EQ(engine->state(), Engine::State::Running)
            << "paused after " << (clock.monotonicMs() - outageStart) << " ms";
    }
    // Back-off doubles to a minute: a ten-minute outage is many attempts per job, and none gives up. (A job may be
    // mid-submit at this instant, depending on the jitter of its back-off.)
    EXPECT_GE(api.submits, 20);
    for (const qint64 id : {first, second}) {
        EXPECT_TRUE(job(id).state == JobState::Queued || job(id).state == JobState::Submitting)
            << jobStateName(job(id).state).toStdString();
    }

    ASSERT_TRUE(advanceUntil(
        [&] {
        api.failAll(refused);
        return engine->state() == Engine::State::EndpointProblem;
        },
        120'000,
        1'000));
    EXPECT_TRUE(engine->stateReason().contains(QStringLiteral("CONNECTION_REFUSED")));
    EXPECT_EQ(job(first).state, JobState::Queued);
    EXPECT_EQ(job(second).state, JobState::Queued);

    // The service is back: the next check resumes the queue.
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::ThreadsInfo) > 0;
        },
        policy.endpointRecheckMs + 1'000));
    ASSERT_TRUE(api.answerThreadsInfo(5, 0));
    scheduler.runDue();
    EXPECT_EQ(engine->state(), Engine::State::Running);
    EXPECT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::Submit) == 2;
        },
        120'000));
}

TEST_F(EngineLogic, AnAddressThatIsNotTheApiPausesAtOnceAndIsCheckedAgain)
{
    engine->start();
    scheduler.runDue();
    ASSERT_TRUE(api.failThreadsInfo(FakeApi::failure(QStringLiteral("HTTP_404"))));
    scheduler.runDue();
    EXPECT_EQ(engine->state(), Engine::State::EndpointProblem);
    EXPECT_TRUE(engine->stateReason().contains(QStringLiteral("does not speak the CaptchaAI API")));
    const qint64 id = enqueue();
    engine->wake();
    scheduler.advance(policy.endpointRecheckMs - 1);
    EXPECT_EQ(api.count(Kind::Submit), 0);
    EXPECT_EQ(api.count(Kind::ThreadsInfo), 0);
    scheduler.advance(1);
    EXPECT_EQ(api.count(Kind::ThreadsInfo), 1);
    EXPECT_EQ(job(id).state, JobState::Queued);
}

TEST_F(EngineLogic, WebPagesInARowPauseTheEndpoint)
{
    startWithPlan(5);
    for (int i = 0; i < 3; ++i) {
        enqueue(Method::Turnstile, i);
    }
    engine->wake();
    scheduler.runDue();
    ASSERT_EQ(api.count(Kind::Submit), 3);
    const ApiFailure page = FakeApi::failure(QStringLiteral("HTML_RESPONSE"));
    ASSERT_TRUE(api.failSubmit(page));
    ASSERT_TRUE(api.failSubmit(page));
    EXPECT_EQ(engine->state(), Engine::State::Running) << "two pages may be a hiccup";
    ASSERT_TRUE(api.failSubmit(page));
    EXPECT_EQ(engine->state(), Engine::State::EndpointProblem);
}

TEST_F(EngineLogic, ATaskPastItsDeadlineAfterASuspendGetsOneLastPollAndIsCollected)
{
    startWithPlan(5);
    const qint64 id = enqueue();
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    scheduler.runDue();
    // The machine sleeps (or the process is stopped) for twice the deadline: no timer runs meanwhile.
    clock.advanceMs(2 * policy.deadlineMs);
    scheduler.runDue();
    EXPECT_EQ(job(id).state, JobState::Submitted) << "no failure before the last poll has answered";
    ASSERT_EQ(api.count(Kind::Poll), 1);
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true, QStringLiteral("late-token")));
    scheduler.runDue();
    EXPECT_EQ(job(id).state, JobState::Solved);
    EXPECT_EQ(job(id).token, QStringLiteral("late-token"));
}

TEST_F(EngineLogic, ATaskStillSolvingAtItsLastPollFailsWithTheDeadline)
{
    startWithPlan(5);
    const qint64 id = enqueue();
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    // Every poll says "not ready" until the deadline has passed and a last poll has said it too.
    ASSERT_TRUE(advanceUntil(
        [&] {
        while (api.answerPoll(QStringLiteral("T1"), false)) {
        }
        return job(id).state == JobState::Failed;
        },
        policy.deadlineMs + 30'000));
    const Job failed = job(id);
    EXPECT_EQ(failed.errorCode, QStringLiteral("DEADLINE_EXCEEDED"));
    EXPECT_GE(failed.finishedAtMs - failed.submittedAtMs, policy.deadlineMs);
    // The stored detail says what only this failure knows; the code is not repeated in it.
    EXPECT_FALSE(failed.errorDetail.startsWith(QStringLiteral("DEADLINE_EXCEEDED")));
}

TEST_F(EngineLogic, TheWallClockGoingBackAnHourStallsNothing)
{
    startWithPlan(5);
    const qint64 id = enqueue();
    clock.jumpWallMs(-3'600'000);
    engine->wake();
    scheduler.runDue();
    ASSERT_EQ(api.count(Kind::Submit), 1) << "a job enqueued before the jump is still due";
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::Poll) > 0;
        },
        30'000));
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true));
    scheduler.runDue();
    EXPECT_EQ(job(id).state, JobState::Solved);
}

TEST_F(EngineLogic, ATokenTheDatabaseCannotTakeIsKeptUntilItCan)
{
    startWithPlan(5);
    ASSERT_TRUE(store.setBusyTimeout(20).ok());
    const qint64 id = enqueue();
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::Poll) > 0;
        },
        30'000));
    {
        OtherConnection other(path);
        ASSERT_TRUE(other.exec(QStringLiteral("BEGIN IMMEDIATE")));
        ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true, QStringLiteral("kept-token")));
        EXPECT_EQ(engine->pendingStoreWrites(), 1);
        EXPECT_EQ(job(id).state, JobState::Submitted);
        scheduler.advance(policy.storeErrorAfterMs + policy.storeRetryMs);
        EXPECT_EQ(engine->state(), Engine::State::StoreError);
        EXPECT_TRUE(engine->stateReason().contains(QStringLiteral("does not take writes")));
        EXPECT_EQ(engine->pendingStoreWrites(), 1);
        EXPECT_FALSE(engine->isIdle()) << "a kept answer is unfinished work";
        ASSERT_TRUE(other.exec(QStringLiteral("ROLLBACK")));
    }
    scheduler.advance(policy.storeRetryMs);
    EXPECT_EQ(engine->pendingStoreWrites(), 0);
    EXPECT_EQ(engine->state(), Engine::State::Running);
    EXPECT_EQ(job(id).state, JobState::Solved);
    EXPECT_EQ(job(id).token, QStringLiteral("kept-token"));
}

TEST_F(EngineLogic, ADatabaseThatRefusesTheClaimStopsDispatchAndSaysSo)
{
    startWithPlan(5);
    ASSERT_TRUE(store.setBusyTimeout(20).ok());
    const qint64 id = enqueue();
    {
        OtherConnection other(path);
        ASSERT_TRUE(other.exec(QStringLiteral("BEGIN IMMEDIATE")));
        engine->wake();
        scheduler.runDue();
        EXPECT_EQ(api.count(Kind::Submit), 0) << "nothing is sent before the claim is stored";
        scheduler.advance(policy.storeErrorAfterMs + policy.storeRetryMs);
        EXPECT_EQ(engine->state(), Engine::State::StoreError);
        ASSERT_TRUE(other.exec(QStringLiteral("ROLLBACK")));
    }
    scheduler.advance(policy.storeRetryMs);
    EXPECT_EQ(engine->state(), Engine::State::Running);
    EXPECT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::Submit) == 1;
        },
        5'000));
    EXPECT_EQ(job(id).state, JobState::Submitting);
}

TEST_F(EngineLogic, ARefusedSpeculativeSubmitKeepsItsPlaceInTheQueue)
{
    // Adaptive timing with the cap at the plan: once the one task is likely done, the next job goes speculatively.
    startWithPlan(1, 1);
    enqueue(Method::Turnstile, 1);
    const qint64 second = enqueue(Method::Turnstile, 2);
    clock.advanceMs(1'000); // queued later: due after the second job
    const qint64 third = enqueue(Method::Turnstile, 3);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    scheduler.runDue();
    // Every answer says the task is still solving, until a speculative submit goes.
    ASSERT_TRUE(advanceUntil(
        [&] {
        while (api.answerPoll(QStringLiteral("T1"), false) || api.answerThreadsInfo(1, 1)) {
        }
        scheduler.runDue();
        return api.count(Kind::Submit) > 0;
        },
        policy.deadlineMs))
        << "no speculative submit";
    const auto pendingUrl = [&] {
        return api.pending.at(*api.oldest(Kind::Submit)).spec.pageurl;
    };
    ASSERT_EQ(pendingUrl(), QStringLiteral("https://example.test/login/2"));
    ASSERT_TRUE(api.failSubmit(FakeApi::failure(QStringLiteral("ERROR_NO_SLOT_AVAILABLE"))));
    scheduler.runDue();
    EXPECT_EQ(job(second).state, JobState::Queued);
    EXPECT_LT(job(second).nextAttemptAtMs, job(third).nextAttemptAtMs)
        << "refused for want of a thread, as a guess may be, it keeps its turn ahead of later jobs";
    // The thread comes free: the refused job goes, not the one queued after it.
    ASSERT_TRUE(advanceUntil(
        [&] {
        while (api.answerPoll(QStringLiteral("T1"), true) || api.answerThreadsInfo(1, 0)) {
        }
        scheduler.runDue();
        return api.count(Kind::Submit) > 0;
        },
        policy.deadlineMs));
    EXPECT_EQ(pendingUrl(), QStringLiteral("https://example.test/login/2"));
    EXPECT_EQ(job(third).state, JobState::Queued);
}

// Failed polls: a fault of one poll's own is asked again on the method's spacing; failures with no answer to any
// request between them are an outage and back off.
class EnginePollFailures : public EngineLogic
{
protected:
    // Two Turnstile tasks on the fixed schedule (no threadsinfo evidence or speculation in between). The first
    // task's polls fail twice; `answerBetween` says whether the service answers the second task's polls meanwhile.
    // Returns how long after its second failed poll the first task is polled again; -1 if it is not.
    qint64 gapAfterTwoFailedPolls(bool answerBetween)
    {
        engine->setAdaptivePolling(false);
        startWithPlan(5, 5);
        enqueue(Method::Turnstile, 1);
        enqueue(Method::Turnstile, 2);
        engine->wake();
        scheduler.runDue();
        if (!api.acceptSubmit(QStringLiteral("T1")) || !api.acceptSubmit(QStringLiteral("T2"))) {
            return -1;
        }
        scheduler.runDue();
        const ApiFailure pageError = FakeApi::failure(QStringLiteral("HTTP_500"));
        const auto pollPending = [&](const QString &task) {
            return advanceUntil(
                [&] {
                return api.oldest(Kind::Poll, task).has_value();
                },
                120'000);
        };
        qint64 failedAt = 0;
        for (int round = 0; round < 2; ++round) {
            if (!pollPending(QStringLiteral("T1")) || !pollPending(QStringLiteral("T2"))) {
                return -1;
            }
            api.failPoll(QStringLiteral("T1"), pageError);
            if (answerBetween) {
                api.answerPoll(QStringLiteral("T2"), false);
            } else {
                api.failPoll(QStringLiteral("T2"), pageError);
            }
            failedAt = clock.monotonicMs();
        }
        return pollPending(QStringLiteral("T1")) ? clock.monotonicMs() - failedAt : -1;
    }
};

TEST_F(EnginePollFailures, AFailedPollIsAskedAgainOnTheSpacingWhileTheServiceAnswersOtherRequests)
{
    const qint64 gap = gapAfterTwoFailedPolls(true);
    ASSERT_GE(gap, 0) << "no poll";
    EXPECT_LE(gap, policy.pollIntervalMs + 100)
        << "the service answered the other task's poll between: a fault of this poll's own, asked again on the spacing";
}

TEST_F(EnginePollFailures, FailedPollsInARowWithNoAnswerBetweenBackOff)
{
    const qint64 gap = gapAfterTwoFailedPolls(false);
    ASSERT_GE(gap, 0) << "no poll";
    EXPECT_GE(gap, policy.transientBackoffMs(1, 0.0)) << "nothing answered: an outage's back-off";
}

TEST_F(EngineLogic, ThreadsInfoWithoutWorkingThreadsFreesNoThread)
{
    // The fixed schedule: no speculative submit may fill the thread while the test waits for threadsinfo.
    engine->setAdaptivePolling(false);
    startWithPlan(1, 1);
    enqueue(Method::Turnstile, 1);
    enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_EQ(engine->status().inFlight, 1);
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::ThreadsInfo) > 0;
        },
        30'000));
    ASSERT_TRUE(api.answerThreadsInfo(1, 0, false));
    scheduler.runDue();
    EXPECT_EQ(engine->status().inFlight, 1) << "unknown is not zero";
    EXPECT_EQ(api.count(Kind::Submit), 0);
    // A known zero frees the thread at once (polls meanwhile find the task still solving).
    ASSERT_TRUE(advanceUntil(
        [&] {
        while (api.answerPoll(QStringLiteral("T1"), false)) {
        }
        return api.count(Kind::ThreadsInfo) > 0;
        },
        60'000));
    EXPECT_EQ(api.count(Kind::Submit), 0);
    ASSERT_TRUE(api.answerThreadsInfo(1, 0, true));
    scheduler.runDue();
    EXPECT_EQ(api.count(Kind::Submit), 1);
}

TEST_F(EngineLogic, AfterARestartTasksThatMayStillBeSolvingKeepCountingUntilTheirDeadline)
{
    // An earlier run lost the answer of this submit: a task may exist at the server.
    const qint64 earlier = enqueue(Method::Turnstile, 1);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, earlier).ok());
    ASSERT_TRUE(
        store.requeue(earlier, 0, QString::fromLatin1(EventKind::UncertainSubmit), QStringLiteral("lost")).ok());
    ASSERT_TRUE(store.cancel(earlier).ok());
    const qint64 next = enqueue(Method::Turnstile, 2);

    engine->setThreadCap(1);
    engine->start();
    scheduler.runDue();
    ASSERT_TRUE(api.answerThreadsInfo(5, 1));
    scheduler.runDue();
    EXPECT_EQ(engine->status().inFlight, 1);
    EXPECT_EQ(api.count(Kind::Submit), 0) << "the old task holds the only thread of the cap";
    scheduler.advance(policy.deadlineMs);
    EXPECT_EQ(api.count(Kind::Submit), 1);
    EXPECT_EQ(job(next).state, JobState::Submitting);
}

TEST_F(EngineLogic, TheSecondRunStartsFromWhatTheFirstLearned)
{
    auto firstPollDelay = [&](int n) -> qint64 {
        const qint64 id = enqueue(Method::RecaptchaV3, n);
        engine->wake();
        scheduler.runDue();
        EXPECT_TRUE(api.acceptSubmit(QStringLiteral("T%1").arg(n)));
        const qint64 submittedAt = clock.monotonicMs();
        EXPECT_TRUE(advanceUntil(
            [&] {
            return api.count(Kind::Poll) > 0;
            },
            60'000,
            50));
        const qint64 delay = clock.monotonicMs() - submittedAt;
        EXPECT_TRUE(api.answerPoll(QStringLiteral("T%1").arg(n), true));
        scheduler.runDue();
        EXPECT_EQ(job(id).state, JobState::Solved);
        // Threadsinfo requests come and go; answer them so they do not pile up.
        while (api.answerThreadsInfo(5, 0)) {
        }
        return delay;
    };
    startWithPlan(5);
    const qint64 cold = firstPollDelay(0);
    for (int n = 1; n < 30; ++n) {
        firstPollDelay(n);
    }
    engine->stop();
    EXPECT_EQ(LearnedSolveTimes(store).load().value(Method::RecaptchaV3).size(), 30);

    makeEngine();
    startWithPlan(5);
    const qint64 warm = firstPollDelay(100);
    // Every token was ready at the first poll: the solves are learned as quicker than the documented prior (v3: a
    // method whose learned first poll comes before the fixed one).
    EXPECT_LT(warm, cold);
}

TEST_F(EngineLogic, AFailedJobStoresOnlyWhatTheFailureItselfSaid)
{
    startWithPlan(5);
    const qint64 bare = enqueue(Method::Turnstile, 1);
    const qint64 told = enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.failSubmit(FakeApi::failure(QStringLiteral("ERROR_PAGEURL"))));
    ASSERT_TRUE(api.failSubmit(FakeApi::failure(QStringLiteral("ERROR_PAGEURL"), QStringLiteral("pageurl is empty"))));
    scheduler.runDue();
    EXPECT_EQ(job(bare).state, JobState::Failed);
    EXPECT_EQ(job(bare).errorCode, QStringLiteral("ERROR_PAGEURL"));
    EXPECT_EQ(job(bare).errorDetail, QString());
    EXPECT_EQ(job(told).errorDetail, QStringLiteral("pageurl is empty"));
}

// ---- the operator's pause (QueueControl) and the readings for the console ---------------------------------------

TEST_F(EngineLogic, APausedQueueSubmitsNothingButTasksAtTheServerAreStillPolledAndCollected)
{
    startWithPlan(5);
    const qint64 first = enqueue(Method::Turnstile, 1);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    scheduler.runDue();
    ASSERT_EQ(job(first).state, JobState::Submitted);

    // Another process pauses: the claim itself refuses at once, the engine learns of it at its next store check.
    ASSERT_TRUE(QueueControl(store).pause().ok());
    const qint64 second = enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    EXPECT_EQ(api.count(Kind::Submit), 0);
    scheduler.advance(policy.storeCheckMs);
    EXPECT_TRUE(engine->status().queuePaused);

    // The task at the server is polled and its token collected; nothing new is sent meanwhile.
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::Poll) > 0;
        },
        60'000));
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true));
    scheduler.runDue();
    EXPECT_EQ(job(first).state, JobState::Solved);
    scheduler.advance(30'000);
    EXPECT_EQ(api.submits, 1);
    EXPECT_EQ(job(second).state, JobState::Queued);
    EXPECT_FALSE(engine->isIdle()) << "a paused queue with jobs in it is not idle";

    // Resumed by another process: the next store check dispatches.
    ASSERT_TRUE(QueueControl(store).resume().ok());
    scheduler.advance(policy.storeCheckMs);
    scheduler.runDue();
    EXPECT_EQ(api.submits, 2);
    EXPECT_FALSE(engine->status().queuePaused);
}

TEST_F(EngineLogic, APauseThroughThisProcessIsHonouredWithoutWaitingForTheStoreCheck)
{
    startWithPlan(5);
    ASSERT_TRUE(QueueControl(store).pause().ok());
    engine->queuePauseChanged();
    EXPECT_TRUE(engine->status().queuePaused);
    enqueue(Method::Turnstile, 1);
    engine->wake();
    scheduler.runDue();
    EXPECT_EQ(api.submits, 0);
    ASSERT_TRUE(QueueControl(store).resume().ok());
    engine->queuePauseChanged();
    scheduler.runDue();
    EXPECT_EQ(api.submits, 1);
}

TEST_F(EngineLogic, AnIdleEngineRefreshesThreadsInfoOnlyOnTheSlowTimer)
{
    startWithPlan(5);
    const int afterStart = api.threadsInfos;
    // Ten minutes with nothing queued and nothing in flight: one threadsinfo per idleReadingsMs (30 s), not one per
    // threadsInfoIntervalMs (10 s).
    for (qint64 t = 0; t < 600'000; t += 1'000) {
        scheduler.advance(1'000);
        while (api.answerThreadsInfo(5, 0)) {
        }
    }
    const int asked = api.threadsInfos - afterStart;
    EXPECT_GE(asked, int(600'000 / policy.idleReadingsMs) - 1);
    EXPECT_LE(asked, int(600'000 / policy.idleReadingsMs) + 1);
    EXPECT_GT(engine->status().accountAtMs, 0);
    EXPECT_EQ(engine->status().accountThreads, 5);
}

TEST_F(EngineLogic, WithOtherEnginesOnTheAccountItsTotalIsReadPerChangeBatchNotPerAnswer)
{
    // With another engine on the account, the account's total beside this engine's share is the database's count.
    // Answers that change no job (a task not ready yet) must not read it: only a change batch does (and the lease
    // renewal, which reads the account's row whether or not other engines run). The fixed schedule keeps the
    // requests of two equal stretches of time equal, so the statements of the two can be compared.
    engine->setMultiIdPolling(false);
    engine->setAdaptivePolling(false);
    const qint64 startedAt = clock.monotonicMs();
    startWithPlan(5, 2);
    const qint64 id = enqueue(Method::RecaptchaV2, 1);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    const qint64 renewalMs = LeasePolicy{}.heartbeatMs;
    const qint64 stretchMs = 2 * policy.threadsInfoIntervalMs; // a whole number of renewals, polls and threadsinfo
    ASSERT_EQ(stretchMs % renewalMs, 0);
    int answers = 0;
    auto run = [&](qint64 forMs) {
        for (qint64 t = 0; t < forMs; t += 100) {
            scheduler.advance(100);
            while (api.answerPoll(QStringLiteral("T1"), false)) {
                ++answers;
            }
            while (api.answerThreadsInfo(5, 1)) {
            }
        }
    };
    // Past the first poll, and just after a renewal.
    run(policy.firstPollRecaptchaMs + renewalMs - (clock.monotonicMs() - startedAt) % renewalMs + 50);
    QSignalSpy changed(engine.get(), &Engine::jobsChanged);
    const qint64 aloneFrom = JobStore::statementsRun();
    answers = 0;
    run(stretchMs);
    const qint64 alone = JobStore::statementsRun() - aloneFrom;
    const int answersAlone = answers;

    EngineInfo other;
    other.id = QStringLiteral("another engine");
    other.host = QSysInfo::machineHostName();
    other.pid = QCoreApplication::applicationPid(); // alive: its lease holds
    ASSERT_TRUE(Leases(store).registerEngine(other).ok());
    run(renewalMs); // the next renewal finds it
    ASSERT_EQ(engine->status().engines, 2);
    const qint64 withOtherFrom = JobStore::statementsRun();
    answers = 0;
    run(stretchMs);
    const qint64 withOther = JobStore::statementsRun() - withOtherFrom;

    ASSERT_GE(answersAlone, 3);
    EXPECT_EQ(answers, answersAlone);
    EXPECT_EQ(changed.size(), 0) << "a task not ready changes no job";
    // accountCapacity is three queries; read with every answer it would be three per answer and per step.
    EXPECT_LE(withOther - alone, 3 * changed.size())
        << alone << " statements alone, " << withOther << " with another engine";
    EXPECT_EQ(job(id).state, JobState::Submitted);
}

TEST_F(EngineLogic, StartingWithACapMakesItTheAccountsOverOneChosenEarlier)
{
    // Another engine of the account chose 7 earlier; this one starts with 3, which is choosing one: 3 holds, here
    // and for the others, from the start (not 7 until the next lease renewal).
    ASSERT_TRUE(Accounts(store).setCap(QString(), 7).ok());
    QSignalSpy capChanged(engine.get(), &Engine::threadCapChanged);
    startWithPlan(5, 3);
    EXPECT_EQ(engine->threadCap(), 3);
    EXPECT_TRUE(capChanged.isEmpty()) << "followed " << capChanged.value(0).value(0).toInt();
    EXPECT_EQ(Accounts(store).capacity(QString()).threadCap, 3);
    scheduler.advance(LeasePolicy{}.heartbeatMs);
    EXPECT_EQ(engine->threadCap(), 3);
    EXPECT_EQ(engine->status().effectiveCap, 3);
}

TEST_F(EngineLogic, TheStatusSaysSinceWhenDueJobsWaitForAFreeThread)
{
    startWithPlan(1, 1);
    enqueue(Method::Turnstile, 1);
    enqueue(Method::Turnstile, 2);
    QSignalSpy status(engine.get(), &Engine::statusChanged);
    engine->wake();
    scheduler.runDue();
    ASSERT_EQ(api.count(Kind::Submit), 1);
    const EngineStatus s = engine->status();
    EXPECT_EQ(s.inFlight, 1);
    EXPECT_EQ(s.effectiveCap, 1);
    EXPECT_GT(s.waitingForThreadSinceMs, 0) << "the second job waits for the one thread";
    EXPECT_GT(status.size(), 0);

    // A pause ends the wait, and a resume starts it again: a twenty-ninth trial read "waiting for a free thread since"
    // a time from before a pause during which every thread was free.
    const qint64 before = s.waitingForThreadSinceMs;
    scheduler.advance(5'000);
    ASSERT_TRUE(QueueControl(store).pause().ok());
    engine->queuePauseChanged();
    EXPECT_EQ(engine->status().waitingForThreadSinceMs, 0);
    scheduler.advance(10'000);
    ASSERT_TRUE(QueueControl(store).resume().ok());
    engine->queuePauseChanged();
    scheduler.runDue();
    EXPECT_GE(engine->status().waitingForThreadSinceMs, before + 15'000);
}

// --- multi-id polling: the probe at start, the remembered answer, the fallback on a malformed ids= answer ---

namespace {

ApiResult<PollOk> readyWith(const QString &token)
{
    ApiResult<PollOk> a;
    a.value = PollOk{true, token};
    return a;
}

ApiResult<PollOk> stillSolving()
{
    ApiResult<PollOk> a;
    a.value = PollOk{false, {}};
    return a;
}

ApiResult<PollOk> badResponse()
{
    ApiResult<PollOk> a;
    a.failure = ResponseParser::transportFailure(QStringLiteral("BAD_RESPONSE"), QStringLiteral("garbage"), true);
    return a;
}

} // namespace

TEST_F(EngineLogic, AtStartOneProbeFindsIdsWorkingAndDueTasksArePolledInOneRequest)
{
    startWithPlan(5);
    ASSERT_EQ(api.probes, 1);
    ASSERT_EQ(api.count(Kind::Probe), 1);
    EXPECT_FALSE(api.multiIdPoll()) << "single polls until the probe has answered";
    ASSERT_TRUE(api.answerProbe("ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"));
    scheduler.runDue();
    EXPECT_TRUE(api.multiIdPoll());
    const auto known = EndpointCapabilities(store).find(api.endpointLabel());
    ASSERT_TRUE(known.ok() && known.value().has_value());
    EXPECT_EQ(known.value()->multiId, EndpointCapability::MultiId::Supported);
    EXPECT_EQ(known.value()->envelope, QStringLiteral("plain"));

    const qint64 a = enqueue(Method::Turnstile, 1);
    const qint64 b = enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T2")));
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::PollMany) > 0;
        },
        60'000));
    EXPECT_EQ(api.count(Kind::Poll), 0) << "no single poll while ids= works";
    ASSERT_TRUE(api.answerPollMany([](const QString &taskId) {
        return readyWith(QStringLiteral("tok-") + taskId);
    }));
    scheduler.runDue();
    EXPECT_EQ(job(a).state, JobState::Solved);
    EXPECT_EQ(job(a).token, QStringLiteral("tok-T1"));
    EXPECT_EQ(job(b).token, QStringLiteral("tok-T2"));
}

TEST_F(EngineLogic, BatchedPollsAskAboutEveryLikelyTaskSoonerThanThePollInterval)
{
    startWithPlan(5);
    ASSERT_TRUE(api.answerProbe("ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"));
    scheduler.runDue();
    ASSERT_TRUE(api.multiIdPoll());
    const qint64 a = enqueue(Method::Turnstile, 1);
    const qint64 b = enqueue(Method::Turnstile, 2);
    const qint64 c = enqueue(Method::Turnstile, 3);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T2")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T3")));
    const qint64 submittedAt = clock.monotonicMs();

    // The first batch: when the solve times (the prior: Turnstile typically 10 s) expect about one of the three
    // done, and no later than the fixed first poll.
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::PollMany) > 0;
        },
        policy.firstPollTurnstileMs));
    const qint64 firstAt = clock.monotonicMs();
    EXPECT_GT(firstAt - submittedAt, policy.firstPollTurnstileMs / 2) << "not before a token is likely";
    QStringList asked;
    ASSERT_TRUE(api.answerPollMany([&](const QString &taskId) {
        asked.append(taskId);
        return stillSolving();
    }));
    scheduler.runDue();
    EXPECT_EQ(asked, (QStringList{QStringLiteral("T1"), QStringLiteral("T2"), QStringLiteral("T3")}));

    // The next one is set by the expected completions, well inside the per-task interval of single polls; it finds
    // one token, the others are asked about again later.
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::PollMany) > 0;
        },
        policy.pollIntervalMs));
    EXPECT_LT(clock.monotonicMs() - firstAt, policy.pollIntervalMs);
    ASSERT_TRUE(api.answerPollMany([](const QString &taskId) {
        return taskId == QLatin1String("T2") ? readyWith(QStringLiteral("tok-T2")) : stillSolving();
    }));
    scheduler.runDue();
    EXPECT_EQ(job(b).state, JobState::Solved);
    EXPECT_EQ(job(b).token, QStringLiteral("tok-T2"));
    EXPECT_EQ(job(a).state, JobState::Submitted);
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::PollMany) > 0;
        },
        policy.pollIntervalMs));
    asked.clear();
    ASSERT_TRUE(api.answerPollMany([&](const QString &taskId) {
        asked.append(taskId);
        return readyWith(QStringLiteral("tok-") + taskId);
    }));
    scheduler.runDue();
    EXPECT_EQ(asked, (QStringList{QStringLiteral("T1"), QStringLiteral("T3")}));
    EXPECT_EQ(job(c).token, QStringLiteral("tok-T3"));
    EXPECT_EQ(api.count(Kind::Poll), 0) << "no single poll while ids= works";
    EXPECT_EQ(api.polls, 0);
}

TEST_F(EngineLogic, AProviderWithoutIdsKeepsSinglePollsAndTheNextStartDoesNotAskAgain)
{
    startWithPlan(5);
    ASSERT_TRUE(api.answerProbe("ERROR_WRONG_ID_FORMAT"));
    scheduler.runDue();
    EXPECT_FALSE(api.multiIdPoll());
    const auto known = EndpointCapabilities(store).find(api.endpointLabel());
    ASSERT_TRUE(known.ok() && known.value().has_value());
    EXPECT_EQ(known.value()->multiId, EndpointCapability::MultiId::Unsupported);

    engine->stop();
    makeEngine();
    engine->start();
    scheduler.runDue();
    EXPECT_EQ(api.probes, 1) << "the remembered answer holds: no second probe";
    EXPECT_FALSE(api.multiIdPoll());
}

TEST_F(EngineLogic, TurnedOffItNeverProbesAndPollsSingly)
{
    engine->setMultiIdPolling(false);
    startWithPlan(5);
    EXPECT_EQ(api.probes, 0);
    EXPECT_FALSE(api.multiIdPoll());
    // It stays off: no probe later either (an inconclusive probe would be asked again after five minutes).
    scheduler.advance(10 * 60'000);
    EXPECT_EQ(api.probes, 0);
    EXPECT_FALSE(api.multiIdPoll());
}

TEST_F(EngineLogic, AMalformedIdsAnswerFallsBackToSinglePollsAtOnceWithoutLosingAToken)
{
    startWithPlan(5);
    ASSERT_TRUE(api.answerProbe(R"({"status":1,"request":"ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_CAPTCHA_ID"})"));
    scheduler.runDue();
    ASSERT_TRUE(api.multiIdPoll());
    const qint64 a = enqueue(Method::Turnstile, 1);
    const qint64 b = enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T2")));
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::PollMany) > 0;
        },
        60'000));
    ASSERT_TRUE(api.answerPollManyAll(badResponse()));
    scheduler.runDue();
    EXPECT_FALSE(api.multiIdPoll()) << "single polls from the malformed answer on";
    EXPECT_EQ(api.count(Kind::Poll), 2) << "both tasks polled again singly at once";
    EXPECT_EQ(job(a).state, JobState::Submitted);
    const auto known = EndpointCapabilities(store).find(api.endpointLabel());
    ASSERT_TRUE(known.ok() && known.value().has_value());
    EXPECT_EQ(known.value()->multiId, EndpointCapability::MultiId::Unsupported);
    EXPECT_EQ(known.value()->note, QString(MultiIdPolicy::kMalformedNote));
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true, QStringLiteral("tok-1")));
    ASSERT_TRUE(api.answerPoll(QStringLiteral("T2"), true, QStringLiteral("tok-2")));
    scheduler.runDue();
    EXPECT_EQ(job(a).state, JobState::Solved);
    EXPECT_EQ(job(a).token, QStringLiteral("tok-1"));
    EXPECT_EQ(job(b).token, QStringLiteral("tok-2"));
    // The endpoint is checked again, once, after the re-check delay.
    const int probesBefore = api.probes;
    clock.advanceMs(MultiIdPolicy::kRecheckAfterMalformedMs);
    const qint64 c3 = enqueue(Method::Turnstile, 3);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T3")));
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.probes > probesBefore;
        },
        60'000));
    EXPECT_EQ(api.probes, probesBefore + 1);
    EXPECT_EQ(job(c3).state, JobState::Submitted);
}

TEST_F(EngineLogic, SinglePollsOfOneTaskStayAPollIntervalApartWhenIdsIsOff)
{
    engine->setMultiIdPolling(false);
    startWithPlan(5);
    enqueue(Method::Turnstile, 1);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    QList<qint64> pollTimes;
    ASSERT_TRUE(advanceUntil(
        [&] {
        if (api.count(Kind::Poll) > 0) {
            pollTimes << clock.nowMs();
            api.answerPoll(QStringLiteral("T1"), false);
        }
        return pollTimes.size() >= 4;
        },
        120'000));
    for (qsizetype i = 1; i < pollTimes.size(); ++i) {
        EXPECT_GE(pollTimes.at(i) - pollTimes.at(i - 1), policy.pollIntervalMs) << "poll " << i;
    }
}

// Issue 28: the status says what this database's engines may have held while threadsinfo was asked, so a task
// collected while the request was on its way is not taken for another client's thread.
TEST_F(EngineLogic, ATaskCollectedWhileThreadsInfoWasAskedIsNotAnotherClient)
{
    engine->setAdaptivePolling(false);
    startWithPlan(2, 2);
    enqueue(Method::Turnstile, 1);
    enqueue(Method::Turnstile, 2);
    engine->wake();
    scheduler.runDue();
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T2")));
    ASSERT_EQ(engine->status().inFlight, 2);
    // threadsinfo leaves while both tasks are solving...
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.count(Kind::ThreadsInfo) > 0;
        },
        60'000));
    // ...and T1's token is collected before it answers: the server counted T1 working when it answered.
    ASSERT_TRUE(advanceUntil(
        [&] {
        return api.answerPoll(QStringLiteral("T1"), true);
        },
        60'000));
    scheduler.runDue();
    ASSERT_EQ(engine->status().inFlight, 1);
    ASSERT_TRUE(api.answerThreadsInfo(2, 2));
    scheduler.runDue();
    const EngineStatus status = engine->status();
    EXPECT_EQ(status.accountWorking, 2);
    EXPECT_GE(status.databaseThreadsAtReading, 2) << "T1 was ours while the request was on its way";
}
