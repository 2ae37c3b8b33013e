#include "core/engine/capacitygovernor.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// A governor for a plan of `plan` threads (the cap too) with the polled tasks of `polled` and the lost answer's task
// `ghost` (a submit of its job whose answer was lost).
CapacityGovernor tasksAndAGhost(int plan, const QList<qint64> &polled, const UnpolledTask &ghost)
{
    CapacityGovernor g;
    g.setUserCap(plan);
    g.setPlanThreads(plan);
    for (qint64 id : polled) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    g.beginSubmit(ghost.jobId);
    g.orphan(ghost.jobId, 1'000'000, ghost);
    return g;
}

} // namespace

TEST(CapacityGovernor, EffectiveCapIsUserCapClampedToPlanThreads)
{
    CapacityGovernor g;
    g.setUserCap(10);
    EXPECT_EQ(g.effectiveCap(), 10); // plan unknown yet
    g.setPlanThreads(5);
    EXPECT_EQ(g.effectiveCap(), 5);
    g.setUserCap(3);
    EXPECT_EQ(g.effectiveCap(), 3);
    g.setUserCap(0);
    EXPECT_EQ(g.userCap(), 1); // a cap below one would stall the queue silently
}

TEST(CapacityGovernor, CountsSubmitsAndTasksUntilReleased)
{
    CapacityGovernor g;
    g.setUserCap(2);
    EXPECT_EQ(g.freeSlots(0), 2);
    g.beginSubmit(1);
    g.beginSubmit(2);
    EXPECT_EQ(g.threadsHeld(), 2);
    EXPECT_EQ(g.freeSlots(0), 0);
    g.submitted(1);
    EXPECT_EQ(g.threadsHeld(), 2);
    g.release(2); // refused
    EXPECT_EQ(g.threadsHeld(), 1);
    g.release(1); // collected
    EXPECT_EQ(g.threadsHeld(), 0);
    g.release(1); // twice is harmless
    EXPECT_EQ(g.threadsHeld(), 0);
}

TEST(CapacityGovernor, LoweringTheCapAdmitsNothingUntilBelowIt)
{
    CapacityGovernor g;
    g.setUserCap(4);
    for (qint64 id = 1; id <= 4; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    g.setUserCap(2);
    EXPECT_EQ(g.freeSlots(0), 0);
    g.release(1);
    g.release(2);
    EXPECT_EQ(g.freeSlots(0), 0);
    g.release(3);
    EXPECT_EQ(g.freeSlots(0), 1);
}

TEST(CapacityGovernor, ThreadsInfoShowingFewerBusyThreadsFreesSlotsEarly)
{
    CapacityGovernor g;
    g.setUserCap(5);
    for (qint64 id = 1; id <= 5; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    EXPECT_EQ(g.freeSlots(0), 0);
    const int probe = g.beginProbe(0);
    g.applyProbe(probe, 3); // the server has only 3 threads busy: 2 of ours are done, not yet collected
    EXPECT_EQ(g.credits(), 2);
    EXPECT_EQ(g.threadsHeld(), 3);
    EXPECT_EQ(g.freeSlots(0), 2);
    // Collecting one of them may consume a credit: the count never drops below what is safe.
    g.release(1);
    EXPECT_EQ(g.threadsHeld(), 3);
}

TEST(CapacityGovernor, ProbeIgnoresTasksSubmittedAfterItAndReleasedDuringIt)
{
    CapacityGovernor g;
    g.setUserCap(10);
    for (qint64 id = 1; id <= 4; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    const int probe = g.beginProbe(0);
    g.beginSubmit(7);
    g.submitted(7); // after the probe went out: it knows nothing about task 7
    g.release(1);   // collected while the probe was out
    g.applyProbe(probe, 1);
    // Of the 3 tasks the probe knew and we still count, at most 1 is busy.
    EXPECT_EQ(g.credits(), 2);
    EXPECT_EQ(g.threadsHeld(), 4 - 2);
}

TEST(CapacityGovernor, ProbeWithMoreBusyThreadsThanOursGivesNoCredit)
{
    CapacityGovernor g;
    for (qint64 id = 1; id <= 3; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    g.applyProbe(g.beginProbe(0), 9); // someone else uses the key too
    EXPECT_EQ(g.credits(), 0);
    EXPECT_EQ(g.threadsHeld(), 3);
}

TEST(CapacityGovernor, CanceledTaskKeepsCountingUntilItsDeadline)
{
    CapacityGovernor g;
    g.setUserCap(1);
    g.beginSubmit(1);
    g.submitted(1);
    g.orphan(1, 1'000);
    EXPECT_EQ(g.threadsHeld(), 1);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 1'000);
    // A retry of the same job submits a new task while the old one still counts.
    g.beginSubmit(1);
    g.submitted(1);
    EXPECT_EQ(g.threadsHeld(), 2);
    EXPECT_FALSE(g.expireOrphans(999));
    EXPECT_TRUE(g.expireOrphans(1'000));
    EXPECT_EQ(g.threadsHeld(), 1);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 0);
}

TEST(CapacityGovernor, CapacityRefusalHoldsAdmissionUntilTheBackoffEnds)
{
    CapacityGovernor g;
    g.setUserCap(5);
    g.beginSubmit(1);
    g.submitted(1);
    g.beginSubmit(2);
    g.release(2); // refused: ERROR_ZERO_BALANCE
    g.noteCapacityRefusal(5'000);
    EXPECT_EQ(g.freeSlots(1'000), 0);
    EXPECT_EQ(g.ceilingEndsAtMs(1'000), 5'000);
    g.release(1); // a thread of ours frees: one may go
    EXPECT_EQ(g.freeSlots(1'000), 1);
    EXPECT_EQ(g.freeSlots(5'000), 5);
    EXPECT_EQ(g.ceilingEndsAtMs(5'000), 0);
}

TEST(CapacityGovernor, AcceptedSpeculativeSubmitCountsAsOneUnseenFinish)
{
    CapacityGovernor g;
    g.setUserCap(2);
    g.setPlanThreads(2);
    for (qint64 id = 1; id <= 2; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    EXPECT_EQ(g.freeSlots(0), 0);
    // A submit sent while every counted thread was busy, and accepted: one of tasks 1 and 2 has finished.
    g.beginSubmit(3);
    EXPECT_EQ(g.threadsHeld(), 3);
    g.submitted(3);
    g.noteUnseenFinish();
    EXPECT_EQ(g.credits(), 1);
    EXPECT_EQ(g.threadsHeld(), 2);
    EXPECT_EQ(g.freeSlots(0), 0);
    // Credits never outnumber the tasks they stand for.
    for (int i = 0; i < 5; ++i) {
        g.noteUnseenFinish();
    }
    EXPECT_EQ(g.credits(), 3);
    g.release(1);
    g.release(2);
    g.release(3);
    EXPECT_EQ(g.threadsHeld(), 0);
    EXPECT_EQ(g.credits(), 0);
}

TEST(CapacityGovernor, OrphanFromAnEarlierRunCountsUntilItsTime)
{
    CapacityGovernor g;
    g.setUserCap(3);
    g.addOrphan(10'000);
    g.addOrphan(20'000);
    EXPECT_EQ(g.orphans(), 2);
    EXPECT_EQ(g.threadsHeld(), 2);
    EXPECT_EQ(g.freeSlots(0), 1);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 10'000);

    EXPECT_FALSE(g.expireOrphans(9'999));
    EXPECT_EQ(g.threadsHeld(), 2);
    EXPECT_TRUE(g.expireOrphans(10'000));
    EXPECT_EQ(g.orphans(), 1);
    EXPECT_EQ(g.threadsHeld(), 1);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 20'000);

    EXPECT_FALSE(g.expireOrphans(15'000));
    EXPECT_TRUE(g.expireOrphans(25'000));
    EXPECT_EQ(g.threadsHeld(), 0);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 0);
    EXPECT_EQ(g.freeSlots(25'000), 3);
}

TEST(CapacityGovernor, OrphansFromEarlierRunsNeverCollideWithJobIds)
{
    CapacityGovernor g;
    g.setUserCap(5);
    g.addOrphan(10'000);
    g.beginSubmit(1);
    g.submitted(1);
    g.release(1);
    EXPECT_EQ(g.threadsHeld(), 1); // the orphan still counts after job 1 is released
    g.beginSubmit(2);
    g.submitted(2);
    g.orphan(2, 5'000); // a canceled job: its own orphan key
    EXPECT_EQ(g.orphans(), 2);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 5'000);
    EXPECT_TRUE(g.expireOrphans(5'000));
    EXPECT_EQ(g.orphans(), 1);
    EXPECT_EQ(g.threadsHeld(), 1);
}

TEST(CapacityGovernor, ProbeSentAfterAnOrphanIsAddedCanFreeIt)
{
    CapacityGovernor g;
    g.setUserCap(2);
    g.addOrphan(600'000);
    g.beginSubmit(1);
    g.submitted(1);
    EXPECT_EQ(g.freeSlots(0), 0);
    const int probe = g.beginProbe(0);
    g.applyProbe(probe, 1); // one of the two we count is busy
    EXPECT_EQ(g.credits(), 1);
    EXPECT_EQ(g.threadsHeld(), 1);
    EXPECT_EQ(g.freeSlots(0), 1);
}

TEST(CapacityGovernor, ClearForgetsOrphans)
{
    CapacityGovernor g;
    g.addOrphan(10'000);
    g.clear();
    EXPECT_EQ(g.orphans(), 0);
    EXPECT_EQ(g.threadsHeld(), 0);
    EXPECT_EQ(g.nextOrphanExpiryMs(), 0);
    EXPECT_FALSE(g.expireOrphans(20'000));
}

TEST(CapacityGovernor, ReleasedTasksCountEveryTaskThatStoppedCounting)
{
    CapacityGovernor g;
    g.setUserCap(3);
    g.beginSubmit(1);
    g.submitted(1);
    g.beginSubmit(2);
    g.release(2); // a submit refused: never a task at the server
    EXPECT_EQ(g.releasedTasks(), 0);
    g.release(1); // its token collected
    EXPECT_EQ(g.releasedTasks(), 1);
    g.release(1); // twice is once
    EXPECT_EQ(g.releasedTasks(), 1);
}

TEST(CapacityGovernor, AnUnseenFinishAfterAThreadsInfoGoesWithTheTaskCollectedNext)
{
    CapacityGovernor g;
    g.setUserCap(2);
    g.setPlanThreads(2);
    for (qint64 id = 1; id <= 2; ++id) {
        g.beginSubmit(id);
        g.submitted(id);
    }
    g.applyProbe(g.beginProbe(0), 2, 100); // both busy: no credit
    EXPECT_EQ(g.credits(), 0);
    // A speculative submit is accepted: task 1 or 2 finished after that threadsinfo.
    g.beginSubmit(3);
    g.submitted(3);
    g.noteUnseenFinish();
    EXPECT_EQ(g.freeSlots(0), 0);
    // Task 1 is collected: it may have been the unseen finish, so its credit goes with it and no slot opens.
    g.release(1);
    EXPECT_EQ(g.credits(), 0);
    EXPECT_EQ(g.freeSlots(0), 0);
}

TEST(CapacityGovernor, AThreadsInfoFreesAGhostOnceEveryTaskItCouldNotTellBusyIsShownFinished)
{
    CapacityGovernor g;
    g.setUserCap(2);
    g.setPlanThreads(2);
    g.beginSubmit(1);
    g.submitted(1);
    g.beginSubmit(2);
    g.orphan(2, 1'000'000, UnpolledTask{2, Method::Turnstile, 0, true}); // its answer was lost
    EXPECT_EQ(g.freeSlots(0), 0);
    g.applyProbe(g.beginProbe(10), 1, 20); // one of the two busy: which is unknown
    EXPECT_EQ(g.orphans(), 1);
    EXPECT_EQ(g.freeSlots(20), 1);
    g.noteStillSolving(1, 15); // a poll sent before the answer came proves nothing
    EXPECT_EQ(g.orphans(), 1);
    g.noteStillSolving(1, 30); // sent after it: task 1 was the busy one, so the ghost is gone
    EXPECT_EQ(g.orphans(), 0);
    const QList<FreedTask> freed = g.takeFreedTasks();
    ASSERT_EQ(freed.size(), 1);
    EXPECT_EQ(freed.first().task.jobId, 2);
    EXPECT_EQ(g.freeSlots(30), 1);
}

TEST(CapacityGovernor, ATaskSurelyBusyWhenTheThreadsInfoWasSentLeavesTheFinishToTheGhost)
{
    CapacityGovernor g;
    g.setUserCap(2);
    g.setPlanThreads(2);
    g.beginSubmit(1);
    g.submitted(1);
    g.beginSubmit(2);
    g.orphan(2, 1'000'000, UnpolledTask{2, Method::RecaptchaV2, 0, true}); // its answer was lost
    g.applyProbe(g.beginProbe(10), 1, 20);                                 // one of the two busy: which is unknown
    EXPECT_EQ(g.orphans(), 1);
    // Task 1 was submitted moments before: no solve is that quick, so it was the busy one.
    g.noteBusyWhenProbed(1);
    EXPECT_EQ(g.orphans(), 0);
    const QList<FreedTask> freed = g.takeFreedTasks();
    ASSERT_EQ(freed.size(), 1);
    EXPECT_EQ(freed.first().task.jobId, 2);
    // Collected later, task 1 takes no credit with it: it was never one of the finished.
    g.release(1);
    EXPECT_EQ(g.freeSlots(30), 2);
}

TEST(CapacityGovernor, ASurelyBusyTaskFreesNothingWhileAnotherUnknownTaskCouldBeTheFinishedOne)
{
    CapacityGovernor g = tasksAndAGhost(3, {1, 2}, UnpolledTask{3, Method::RecaptchaV2, 0, true});
    g.applyProbe(g.beginProbe(10), 2, 20);
    g.noteBusyWhenProbed(1);
    EXPECT_EQ(g.orphans(), 1) << "task 2 or the ghost finished: still unknown which";
    EXPECT_EQ(g.freeSlots(20), 1) << "the finish is a credit all the same";
}

// Issue 38: a ghost is possible from its loss; an answer below what we count gives its slot back at once (a credit),
// before anyone knows which task finished.
TEST(CapacityGovernor, AGhostsSlotComesBackWhenThreadsInfoShowsFewerWorkingThreads)
{
    CapacityGovernor g = tasksAndAGhost(3, {1, 2}, UnpolledTask{3, Method::Turnstile, 5, true});
    EXPECT_EQ(g.freeSlots(10), 0);
    g.applyProbe(g.beginProbe(10), 2, 20); // the lost answer made no task
    EXPECT_EQ(g.freeSlots(20), 1) << "given back at once";
    EXPECT_EQ(g.lostAnswerTasks().first().knownBusyAtMs, 0) << "still a possible ghost";
    // Both polled tasks shown busy by polls sent after the answer: the ghost is the one, and it is forgotten.
    g.noteStillSolving(1, 30);
    g.noteStillSolving(2, 30);
    EXPECT_EQ(g.lostAnswerOrphans(), 0);
    ASSERT_EQ(g.takeFreedTasks().size(), 1);
    EXPECT_EQ(g.freeSlots(30), 1);
}

TEST(CapacityGovernor, AGhostBecomesKnownWhenThreadsInfoShowsEveryCountedTaskWorking)
{
    CapacityGovernor g = tasksAndAGhost(3, {1}, UnpolledTask{2, Method::RecaptchaV2, 5, true});
    g.applyProbe(g.beginProbe(10), 2, 20); // both working: the lost answer's task exists
    ASSERT_EQ(g.lostAnswerTasks().size(), 1);
    EXPECT_EQ(g.lostAnswerTasks().first().knownBusyAtMs, 10);
    EXPECT_EQ(g.freeSlots(20), 1) << "a known ghost holds its thread";
    // Later the account shows one fewer working and the polled task is shown busy: the known ghost is done.
    g.applyProbe(g.beginProbe(40), 1, 50);
    g.noteStillSolving(1, 60);
    EXPECT_EQ(g.lostAnswerOrphans(), 0);
    const QList<FreedTask> freed = g.takeFreedTasks();
    ASSERT_EQ(freed.size(), 1);
    EXPECT_EQ(freed.first().task.knownBusyAtMs, 10) << "released as known: it was a paid task";
}

// The engine's trace of why due jobs wait (SubmitPipeline, debug): what the count against the cap is made of.
TEST(CapacityGovernor, HoldingsSayWhatHoldsTheThreads)
{
    CapacityGovernor g = tasksAndAGhost(3, {1}, UnpolledTask{2, Method::Turnstile, 0, true});
    g.beginSubmit(3);
    g.applyProbe(g.beginProbe(10), 1, 20);
    const CapacityGovernor::Holdings h = g.holdings(20);
    EXPECT_EQ(h.submitting, 1);
    EXPECT_EQ(h.tasks, 1);
    EXPECT_EQ(h.ghosts, 1);
    EXPECT_EQ(h.credits, 1);
    EXPECT_EQ(h.text(), QStringLiteral("cap 3, held 2: submits 1, tasks 1, ghosts 1, other unpolled 0, credits 1"));
    EXPECT_EQ(g.threadsHeld(), 2);
}
