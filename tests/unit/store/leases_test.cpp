// Many engines on one database, on both backends: claims against one cap per account (also from two connections at
// once), attempt-guarded transitions that a late answer cannot move, heartbeats, and the reaping of a dead engine's
// jobs (its submitting jobs queued again, its submitted tasks adopted, never submitted again).
#include "core/store/accounts.h"
#include "core/store/claims.h"
#include "core/store/leases.h"
#include "storefixture.h"
#include "support/testhosts.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QSet>
#include <gtest/gtest.h>

#include <latch>
#include <thread>

using namespace SolveDeckStoreTest;

namespace {

const QString kAccount = QStringLiteral("acct-leases-test");

QList<qint64> idsOf(const QList<Job> &jobs)
{
    QList<qint64> ids;
    for (const Job &j : jobs) {
        ids << j.id;
    }
    return ids;
}

class LeaseTest : public BackendStoreTest
{
protected:
    void SetUp() override
    {
        BackendStoreTest::SetUp();
        QString error;
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store, &error)) << error.toStdString();
    }

    ClaimRequest claimFor(const QString &engineId, int limit) const
    {
        ClaimRequest r;
        r.engineId = engineId;
        r.account = kAccount;
        r.dueAtMs = clock.nowMs();
        r.limit = limit;
        return r;
    }

    EngineInfo engine(const QString &id) const
    {
        EngineInfo e;
        e.id = id;
        e.host = QStringLiteral("host-%1").arg(id);
        e.pid = 4242;
        e.operatorName = QStringLiteral("ops");
        e.account = kAccount;
        return e;
    }

    // Claims exactly `id`'s turn: the due jobs are claimed one at a time, earliest first.
    Job claimOne(const QString &engineId)
    {
        const auto claimed = Claims(store).claimDue(claimFor(engineId, 1));
        EXPECT_TRUE(claimed.ok()) << (claimed.ok() ? std::string() : claimed.error().message.toStdString());
        EXPECT_EQ(claimed.ok() ? claimed->size() : 0, 1);
        return claimed.ok() && !claimed->isEmpty() ? claimed->constFirst() : Job{};
    }

    // A new job `engineId` claimed and whose submit's answer it then lost: queued again and due 10 ms later, its send
    // (at `sentAt`) maybe holding a thread still.
    Job claimedThenLost(const QString &engineId, qint64 &sentAt)
    {
        enqueueOne();
        const Job job = claimOne(engineId);
        sentAt = clock.nowMs();
        EXPECT_TRUE(store
                        .requeue(job.id,
                                 clock.nowMs(),
                                 QLatin1String(EventKind::UncertainSubmit),
                                 QStringLiteral("lost"),
                                 JobClaim{engineId, 1})
                        .ok());
        clock.advanceMs(10);
        return job;
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, LeaseTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(LeaseTest, ClaimDueTakesTheEarliestDueJobsUpToTheAccountsFreeThreads)
{
    QList<qint64> due;
    for (int i = 0; i < 4; ++i) {
        due << enqueueOne();
        clock.advanceMs(10);
    }
    const qint64 later = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, later).ok());
    ASSERT_TRUE(store.requeue(later, clock.nowMs() + 60'000, QStringLiteral("backoff"), {}).ok());
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 3).ok());

    QSignalSpy changed(&store, &JobStore::jobsChanged);
    const auto claimed = Claims(store).claimDue(claimFor(QStringLiteral("engine-a"), 10));
    ASSERT_TRUE(claimed.ok()) << claimed.error().message.toStdString();
    EXPECT_EQ(idsOf(*claimed), due.mid(0, 3)); // the cap, not the engine's own room, bounds it
    for (const Job &job : *claimed) {
        EXPECT_EQ(job.state, JobState::Submitting);
        EXPECT_EQ(job.attempts, 1);
        EXPECT_EQ(job.claimedBy, QStringLiteral("engine-a"));
        EXPECT_EQ(store.events(job.id).constLast().kind, QLatin1String(EventKind::Submitting));
        EXPECT_EQ(store.events(job.id).constLast().detail, QStringLiteral("attempt 1"));
    }
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).value<QList<qint64>>(), due.mid(0, 3));
    // The claimant counts its own (ownBusy); every other engine finds them in the database.
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-a"), 0), 0);
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-b"), 0), 3);
    EXPECT_EQ(Accounts(store).capacity(kAccount).busy, 3);

    // Full: nothing more for either engine, unless the server is to be the judge (a speculative submit).
    ClaimRequest again = claimFor(QStringLiteral("engine-a"), 10);
    again.ownBusy = 3;
    EXPECT_TRUE(Claims(store).claimDue(again)->isEmpty());
    EXPECT_TRUE(Claims(store).claimDue(claimFor(QStringLiteral("engine-b"), 10))->isEmpty());
    ClaimRequest speculative = claimFor(QStringLiteral("engine-a"), 1);
    speculative.ownBusy = 3;
    speculative.beyondAccountCap = true;
    EXPECT_EQ(idsOf(*Claims(store).claimDue(speculative)), QList<qint64>{due[3]});
    // Not due yet: never claimed early.
    speculative.limit = 5;
    EXPECT_TRUE(Claims(store).claimDue(speculative)->isEmpty());
}

// Two engines claiming at the same moment, each on its own connection: together they never hold more of the
// account's threads than its cap, and no job is claimed twice.
TEST_P(LeaseTest, TwoClaimersNeverExceedTheAccountCap)
{
    for (int i = 0; i < 12; ++i) {
        enqueueOne();
    }
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 5).ok());
    for (int round = 0; round < 3; ++round) {
        SCOPED_TRACE(round);

        struct Outcome
        {
            QList<qint64> ids;
            QString error;
        };

        Outcome outcomes[2];
        std::latch start(2);
        auto claim = [this, &start](const QString &engineId, Outcome &outcome) {
            JobStore own(clock); // its own connection, in its own thread
            if (const Result<void> opened = own.open(location); !opened) {
                outcome.error = opened.error().message;
                start.arrive_and_wait();
                return;
            }
            start.arrive_and_wait();
            ClaimRequest r = claimFor(engineId, 4);
            // Submits are never lost here: the retried jobs of an earlier round hold no thread.
            r.maybeAliveSinceMs = clock.nowMs() + 1;
            const auto claimed = Claims(own).claimDue(r);
            if (!claimed) {
                outcome.error = claimed.error().message;
                return;
            }
            outcome.ids = idsOf(*claimed);
        };
        std::thread a(claim, QStringLiteral("engine-a"), std::ref(outcomes[0]));
        std::thread b(claim, QStringLiteral("engine-b"), std::ref(outcomes[1]));
        a.join();
        b.join();
        ASSERT_TRUE(outcomes[0].error.isEmpty()) << outcomes[0].error.toStdString();
        ASSERT_TRUE(outcomes[1].error.isEmpty()) << outcomes[1].error.toStdString();
        const QSet<qint64> union_ = QSet<qint64>(outcomes[0].ids.cbegin(), outcomes[0].ids.cend())
                                  + QSet<qint64>(outcomes[1].ids.cbegin(), outcomes[1].ids.cend());
        EXPECT_EQ(union_.size(), outcomes[0].ids.size() + outcomes[1].ids.size()) << "a job was claimed twice";
        EXPECT_EQ(Accounts(store).capacity(kAccount).busy, 5);
        EXPECT_EQ(store.countsByState().value(JobState::Submitting), 5);
        // Free every thread for the next round: the claimed jobs are done.
        for (const Job &job : store.jobsInFlight()) {
            ASSERT_TRUE(store.markFailed(job.id, QStringLiteral("X"), {}, JobClaim{job.claimedBy, job.attempts}).ok());
        }
        for (const Job &job : store.jobs({{JobState::Failed}})) {
            ASSERT_TRUE(store.retry(job.id).ok());
        }
    }
}

TEST_P(LeaseTest, ALateAnswerOfAStaleClaimChangesNothing)
{
    const qint64 id = enqueueOne();
    const Job first = claimOne(QStringLiteral("engine-a"));
    ASSERT_EQ(first.id, id);
    const JobClaim stale{QStringLiteral("engine-a"), 1};
    // engine-a's answer was lost: the job is queued again and engine-b claims attempt 2.
    ASSERT_TRUE(store.requeue(id, 0, QLatin1String(EventKind::UncertainSubmit), QStringLiteral("lost"), stale).ok());
    const Job second = claimOne(QStringLiteral("engine-b"));
    ASSERT_EQ(second.attempts, 2);
    const JobClaim current{QStringLiteral("engine-b"), 2};

    const auto eventsBefore = store.events(id).size();
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    const Result<void> late = store.markSubmitted(id, QStringLiteral("T-old"), stale);
    ASSERT_FALSE(late.ok());
    EXPECT_EQ(late.error().code, QStringLiteral("INVALID_TRANSITION"));
    EXPECT_TRUE(late.error().message.contains(QStringLiteral("no longer attempt 1 of engine engine-a")))
        << late.error().message.toStdString();
    EXPECT_FALSE(store.markFailed(id, QStringLiteral("ERROR_X"), {}, stale).ok());
    EXPECT_FALSE(store.requeue(id, 0, QStringLiteral("backoff"), {}, stale).ok());
    Job job = *store.job(id);
    EXPECT_EQ(job.state, JobState::Submitting);
    EXPECT_EQ(job.claimedBy, QStringLiteral("engine-b"));
    EXPECT_EQ(job.attempts, 2);
    EXPECT_TRUE(job.taskId.isEmpty());
    EXPECT_EQ(store.events(id).size(), eventsBefore);
    EXPECT_EQ(changed.count(), 0);

    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("T-new"), current).ok());
    EXPECT_FALSE(store.markSolved(id, QStringLiteral("old-token"), 0, stale).ok());
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("new-token"), 0, current).ok());
    job = *store.job(id);
    EXPECT_EQ(job.taskId, QStringLiteral("T-new"));
    EXPECT_EQ(job.token, QStringLiteral("new-token"));
}

TEST_P(LeaseTest, ReapingADeadEngineRequeuesItsSubmittingJobsAndAdoptsItsSubmittedOnes)
{
    for (const QString &id : {QStringLiteral("dead"), QStringLiteral("reaper"), QStringLiteral("living")}) {
        ASSERT_TRUE(Leases(store).registerEngine(engine(id)).ok());
    }
    const qint64 midSubmit = enqueueOne();
    const qint64 atServer = enqueueOne();
    const qint64 othersJob = enqueueOne();
    const qint64 untouched = enqueueOne();
    ASSERT_EQ(claimOne(QStringLiteral("dead")).id, midSubmit);
    ASSERT_EQ(claimOne(QStringLiteral("dead")).id, atServer);
    ASSERT_TRUE(store.markSubmitted(atServer, QStringLiteral("T-77"), JobClaim{QStringLiteral("dead"), 1}).ok());
    ASSERT_EQ(claimOne(QStringLiteral("living")).id, othersJob);
    clock.advanceMs(120'000);

    QSignalSpy changed(&store, &JobStore::jobsChanged);
    const auto reaped = Claims(store).reapEngines(QStringLiteral("reaper"), {QStringLiteral("dead")});
    ASSERT_TRUE(reaped.ok()) << reaped.error().message.toStdString();
    EXPECT_EQ(reaped->requeued, QList<qint64>{midSubmit});
    EXPECT_EQ(idsOf(reaped->adopted), QList<qint64>{atServer});
    ASSERT_EQ(changed.count(), 1);

    Job job = *store.job(midSubmit);
    EXPECT_EQ(job.state, JobState::Queued);
    EXPECT_EQ(job.claimedBy, QStringLiteral("reaper"));
    EXPECT_EQ(job.attempts, 1); // the lost submit still counts
    EXPECT_EQ(job.nextAttemptAtMs, clock.nowMs());
    EXPECT_EQ(store.events(midSubmit).constLast().kind, QLatin1String(EventKind::UncertainSubmit));
    EXPECT_TRUE(store.events(midSubmit).constLast().detail.contains(QStringLiteral("engine dead")));

    job = *store.job(atServer);
    EXPECT_EQ(job.state, JobState::Submitted); // polled to its end, never submitted again
    EXPECT_EQ(job.taskId, QStringLiteral("T-77"));
    EXPECT_EQ(job.claimedBy, QStringLiteral("reaper"));
    EXPECT_EQ(store.events(atServer).constLast().kind, QLatin1String(EventKind::Adopted));

    // A living engine's job and a queued one are left alone; the dead engine's row is gone.
    EXPECT_EQ(store.job(othersJob)->claimedBy, QStringLiteral("living"));
    EXPECT_EQ(store.job(othersJob)->state, JobState::Submitting);
    EXPECT_TRUE(store.job(untouched)->claimedBy.isEmpty());
    QStringList alive;
    for (const EngineInfo &e : Leases(store).engines()) {
        alive << e.id;
    }
    alive.sort();
    EXPECT_EQ(alive, (QStringList{QStringLiteral("living"), QStringLiteral("reaper")}));

    // The dead engine's late answer changes nothing; the adopter's answer for the same attempt does.
    EXPECT_FALSE(store.markSolved(atServer, QStringLiteral("late"), 0, JobClaim{QStringLiteral("dead"), 1}).ok());
    ASSERT_TRUE(store.markSolved(atServer, QStringLiteral("tok"), 0, JobClaim{QStringLiteral("reaper"), 1}).ok());

    // Reaping again finds nothing more.
    const auto again = Claims(store).reapEngines(QStringLiteral("reaper"), {QStringLiteral("dead")});
    ASSERT_TRUE(again.ok());
    EXPECT_TRUE(again->requeued.isEmpty());
    EXPECT_TRUE(again->adopted.isEmpty());
}

TEST_P(LeaseTest, AHeartbeatRenewsTheLeaseUntilAnotherEngineReapsIt)
{
    ASSERT_TRUE(Leases(store).registerEngine(engine(QStringLiteral("e1"))).ok());
    ASSERT_EQ(Leases(store).engines().size(), 1);
    EXPECT_EQ(Leases(store).engines().constFirst().heartbeatAtMs, clock.nowMs());
    EXPECT_EQ(Leases(store).engines().constFirst().startedAtMs, clock.nowMs());
    EXPECT_EQ(Leases(store).engines().constFirst().pid, 4242);
    const qint64 started = clock.nowMs();

    clock.advanceMs(5'000);
    ASSERT_TRUE(Leases(store).heartbeat(QStringLiteral("e1"), QStringLiteral("acct-other")).ok());
    EngineInfo info = Leases(store).engines().constFirst();
    EXPECT_EQ(info.heartbeatAtMs, clock.nowMs());
    EXPECT_EQ(info.startedAtMs, started);
    EXPECT_EQ(info.account, QStringLiteral("acct-other"));

    ASSERT_TRUE(Claims(store).reapEngines(QStringLiteral("e2"), {QStringLiteral("e1")}).ok());
    const Result<void> lapsed = Leases(store).heartbeat(QStringLiteral("e1"), kAccount);
    ASSERT_FALSE(lapsed.ok());
    EXPECT_EQ(lapsed.error().code, QStringLiteral("NOT_FOUND"));
    // It registers again and carries on; a clean stop removes its row.
    ASSERT_TRUE(Leases(store).registerEngine(engine(QStringLiteral("e1"))).ok());
    ASSERT_TRUE(Leases(store).heartbeat(QStringLiteral("e1"), kAccount).ok());
    ASSERT_TRUE(Leases(store).unregisterEngine(QStringLiteral("e1")).ok());
    EXPECT_TRUE(Leases(store).engines().isEmpty());
}

TEST_P(LeaseTest, TheAccountCapIsSharedAndOthersTasksThatMayStillRunCount)
{
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 5).ok());
    ASSERT_TRUE(Accounts(store).setPlan(kAccount, 3).ok());
    ASSERT_TRUE(Leases(store).registerEngine(engine(QStringLiteral("engine-a"))).ok());
    ASSERT_TRUE(Leases(store).registerEngine(engine(QStringLiteral("engine-b"))).ok());
    AccountCapacity capacity = Accounts(store).capacity(kAccount);
    EXPECT_EQ(capacity.threadCap, 5);
    EXPECT_EQ(capacity.planThreads, 3);
    EXPECT_EQ(capacity.effectiveCap(), 3); // never above the plan
    EXPECT_EQ(capacity.liveEngines, 2);
    EXPECT_EQ(capacity.busy, 0);
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 0).ok()); // at least 1
    EXPECT_EQ(Accounts(store).capacity(kAccount).threadCap, 1);
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 5).ok());

    // engine-a's submit answer was lost: the task may hold a thread until its deadline.
    enqueueOne();
    const qint64 sentAt = clock.nowMs();
    const Job uncertain = claimOne(QStringLiteral("engine-a"));
    ASSERT_TRUE(store
                    .requeue(uncertain.id,
                             clock.nowMs() + 60'000,
                             QLatin1String(EventKind::UncertainSubmit),
                             QStringLiteral("lost"),
                             JobClaim{QStringLiteral("engine-a"), 1})
                    .ok());
    // Another engine counts it; engine-a counts it itself, from threadsinfo; past the window nobody does.
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-b"), sentAt), 1);
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-a"), sentAt), 0);
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-b"), sentAt + 1), 0);
    EXPECT_EQ(Claims(store).tasksMaybeAlive(sentAt, QStringLiteral("engine-a")).size(), 1);

    // So engine-b, with 3 threads, claims 2.
    for (int i = 0; i < 4; ++i) {
        enqueueOne();
    }
    ClaimRequest r = claimFor(QStringLiteral("engine-b"), 10);
    r.maybeAliveSinceMs = sentAt;
    const auto claimed = Claims(store).claimDue(r);
    ASSERT_TRUE(claimed.ok());
    EXPECT_EQ(claimed->size(), 2);
    EXPECT_EQ(Accounts(store).capacity(kAccount).busy, 2);
}

// A submit whose answer was lost and that its engine sent again (or that an engine taking over a killed one's jobs
// sent again) may have two tasks at the service: the first may still hold a thread until its deadline. Its engine
// counts both; the other engines counted only the row (a team test saw 4 threads busy under a shared cap of 3).
TEST_P(LeaseTest, AnEarlierSendOfAJobSentAgainStillCountsForTheOthers)
{
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 3).ok());
    qint64 lostAt = 0;
    const Job first = claimedThenLost(QStringLiteral("engine-a"), lostAt);
    Claims claims(store);
    const auto claimedAgain = claims.claimDue(claimFor(QStringLiteral("engine-a"), 1));
    ASSERT_TRUE(claimedAgain.ok() && claimedAgain->size() == 1);
    const Job again = claimedAgain->constFirst();
    ASSERT_EQ(again.id, first.id);
    ASSERT_EQ(again.state, JobState::Submitting);
    EXPECT_EQ(again.attempts, 2);
    EXPECT_TRUE(claims.earlierSendsTaken().isEmpty()) << "engine-a counts its own lost send already";
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-b"), lostAt), 2)
        << "the send before the lost answer may still hold a thread";
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-a"), lostAt), 0);
    // Past the window of tasks that may be alive, only the task in flight counts.
    EXPECT_EQ(Accounts(store).heldByOtherEngines(kAccount, QStringLiteral("engine-b"), lostAt + 1), 1);

    // So engine-b, with 3 threads, claims 1.
    for (int i = 0; i < 3; ++i) {
        enqueueOne();
    }
    ClaimRequest r = claimFor(QStringLiteral("engine-b"), 10);
    r.maybeAliveSinceMs = lostAt;
    const auto claimed = Claims(store).claimDue(r);
    ASSERT_TRUE(claimed.ok());
    EXPECT_EQ(claimed->size(), 1);
}

// The same earlier send, when another engine sends the job again: that engine is told, so it counts the thread the
// first send may hold, as the engine that lost the answer did.
TEST_P(LeaseTest, AnEngineSendingAgainAJobAnotherLostIsToldOfTheEarlierSend)
{
    ASSERT_TRUE(Accounts(store).setCap(kAccount, 3).ok());
    qint64 sentAt = 0;
    const Job first = claimedThenLost(QStringLiteral("engine-a"), sentAt);
    Claims claims(store);
    ClaimRequest r = claimFor(QStringLiteral("engine-b"), 1);
    r.maybeAliveSinceMs = sentAt;
    const auto claimed = claims.claimDue(r);
    ASSERT_TRUE(claimed.ok() && claimed->size() == 1);
    EXPECT_EQ(claimed->constFirst().id, first.id);
    EXPECT_EQ(claimed->constFirst().attempts, 2);
    const QList<MaybeAliveTask> earlier = claims.earlierSendsTaken();
    ASSERT_EQ(earlier.size(), 1);
    EXPECT_EQ(earlier.constFirst().jobId, first.id);
    EXPECT_EQ(earlier.constFirst().submitSentAtMs, sentAt);
    EXPECT_EQ(earlier.constFirst().method, first.spec.method);

    // Past the window, nothing is left to count.
    ASSERT_TRUE(store
                    .requeue(first.id,
                             clock.nowMs(),
                             QLatin1String(EventKind::UncertainSubmit),
                             QStringLiteral("lost again"),
                             JobClaim{QStringLiteral("engine-b"), 2})
                    .ok());
    ClaimRequest late = claimFor(QStringLiteral("engine-a"), 1);
    late.maybeAliveSinceMs = clock.nowMs() + 1;
    ASSERT_TRUE(claims.claimDue(late).ok());
    EXPECT_TRUE(claims.earlierSendsTaken().isEmpty());
}

} // namespace
