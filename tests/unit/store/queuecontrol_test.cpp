// The operator's pause of the queue on both backends: stored (another connection and a restart see it), recorded in
// the audit log once per change, and honoured by the claim itself (JobStore::claimDue claims nothing while paused).
#include "core/store/auditlog.h"
#include "core/store/claims.h"
#include "core/store/queuecontrol.h"
#include "storefixture.h"
#include "support/testhosts.h"

#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class QueueControlTest : public BackendStoreTest
{
protected:
    ClaimRequest claimRequest(int limit = 5)
    {
        ClaimRequest r;
        r.engineId = QStringLiteral("host/1/1/1");
        r.account = QStringLiteral("acct-test");
        r.dueAtMs = clock.nowMs() + 1;
        r.limit = limit;
        return r;
    }

    QStringList actions()
    {
        QStringList out;
        const auto entries = AuditLog(store).entries(); // kept: a range over a temporary's member would dangle
        for (const AuditEntry &e : entries.value()) {
            out << e.action;
        }
        return out;
    }
};

TEST_P(QueueControlTest, NotPausedUntilSomeonePauses)
{
    const QueuePause pause = QueueControl(store).state();
    EXPECT_FALSE(pause.paused);
    EXPECT_TRUE(pause.by.isEmpty());
    EXPECT_EQ(pause.atMs, 0);
}

TEST_P(QueueControlTest, APauseIsStoredForEveryConnectionAndSurvivesAReopen)
{
    store.setCreatedBy(QStringLiteral("ana@lab-3"));
    ASSERT_TRUE(QueueControl(store).pause().ok());

    JobStore other;
    ASSERT_TRUE(other.open(location).ok());
    const QueuePause seen = QueueControl(other).state();
    EXPECT_TRUE(seen.paused);
    EXPECT_EQ(seen.by, QStringLiteral("ana@lab-3"));
    EXPECT_GT(seen.atMs, 0);

    store.close();
    ASSERT_TRUE(store.open(location).ok());
    EXPECT_TRUE(QueueControl(store).state().paused);

    ASSERT_TRUE(QueueControl(other).resume().ok());
    EXPECT_FALSE(QueueControl(store).state().paused);
    EXPECT_TRUE(QueueControl(store).state().by.isEmpty());
}

TEST_P(QueueControlTest, PauseAndResumeAreAuditedOncePerChange)
{
    QueueControl control(store);
    ASSERT_TRUE(control.pause().ok());
    ASSERT_TRUE(control.pause().ok()); // already paused: nothing changes, nothing recorded
    ASSERT_TRUE(control.resume().ok());
    ASSERT_TRUE(control.resume().ok());
    EXPECT_EQ(actions(), (QStringList{QStringLiteral("queue.pause"), QStringLiteral("queue.resume")}));
}

TEST_P(QueueControlTest, TheClaimTakesNothingWhilePausedAndEverythingDueAfter)
{
    ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store)); // so that only the pause holds the jobs back
    const qint64 a = enqueueOne();
    const qint64 b = enqueueOne();
    ASSERT_TRUE(QueueControl(store).pause().ok());
    const auto none = Claims(store).claimDue(claimRequest());
    ASSERT_TRUE(none.ok()) << none.error().message.toStdString();
    EXPECT_TRUE(none->isEmpty());
    EXPECT_EQ(store.job(a)->state, JobState::Queued);
    EXPECT_EQ(store.job(b)->state, JobState::Queued);

    ASSERT_TRUE(QueueControl(store).resume().ok());
    const auto claimed = Claims(store).claimDue(claimRequest());
    ASSERT_TRUE(claimed.ok()) << claimed.error().message.toStdString();
    EXPECT_EQ(claimed->size(), 2);
    EXPECT_EQ(store.job(a)->state, JobState::Submitting);
}

TEST_P(QueueControlTest, APausedQueueStillRecordsAnswersOfTasksAtTheServer)
{
    const qint64 id = jobIn(JobState::Submitted);
    ASSERT_TRUE(QueueControl(store).pause().ok());
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), clock.nowMs() + 120'000).ok());
    EXPECT_EQ(store.job(id)->state, JobState::Solved);
}

INSTANTIATE_TEST_SUITE_P(Backends, QueueControlTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
