// The live change feed (JobStore::setWatchChanges) on both backends: a watching store hears, within a second, what
// another connection commits (PostgreSQL: the triggers' NOTIFY and LISTEN; SQLite: PRAGMA data_version and the new
// job_events rows), large batches whole, nothing of a rolled-back transaction, and nothing once it stops watching.
// The other connection is a second store in this process, as the engine's worker is for the console window; the
// CLI suite has the same across processes.
#include "storefixture.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QSet>
#include <QSignalSpy>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

constexpr int kWithinMs = 1000; // the promise: another process's change reaches a watching console within 1 s

QSet<qint64> heardIds(const QSignalSpy &spy)
{
    QSet<qint64> ids;
    for (const QList<QVariant> &args : spy) {
        for (qint64 id : args.at(0).value<QList<qint64>>()) {
            ids.insert(id);
        }
    }
    return ids;
}

// Waits (running the event loop, never sleeping) until the spy has heard every id of `expected`, at most
// `timeoutMs`. Returns whether it did.
bool heardAllWithin(QSignalSpy &spy, const QSet<qint64> &expected, int timeoutMs)
{
    QElapsedTimer waited;
    waited.start();
    while (!heardIds(spy).contains(expected)) {
        const qint64 left = timeoutMs - waited.elapsed();
        if (left <= 0 || !spy.wait(int(left))) {
            return heardIds(spy).contains(expected);
        }
    }
    return true;
}

class ChangeFeedTest : public BackendStoreTest
{
protected:
    void SetUp() override
    {
        BackendStoreTest::SetUp();
        if (HasFatalFailure()) {
            return;
        }
        const Result<void> opened = other.open(location);
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    }

    JobStore other{clock}; // another connection: the engine's worker, or another process
};

INSTANTIATE_TEST_SUITE_P(Backends, ChangeFeedTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(ChangeFeedTest, AnotherConnectionsChangesReachAWatchingStoreWithinASecond)
{
    ASSERT_TRUE(store.setWatchChanges(true).ok());
    EXPECT_TRUE(store.watchesChanges());
    QSignalSpy spy(&store, &JobStore::jobsChanged);

    const auto added = other.enqueue(recaptchaSpec());
    ASSERT_TRUE(added.ok());
    const qint64 id = added->jobId;
    EXPECT_TRUE(heardAllWithin(spy, {id}, kWithinMs)) << "enqueue";

    // Every kind of change: transitions, and an event alone (the timeline grows, the row does not change).
    const QList<std::pair<const char *, std::function<bool()>>> changes{
        {"claim",
         [&] {
        return SolveDeckTest::claimJob(other, id).ok();
         }},
        {"recordEvent",
         [&] {
        return other.recordEvent(id, QStringLiteral("note"), QStringLiteral("from the other side")).ok();
         }},
        {"markSubmitted",
         [&] {
        return other.markSubmitted(id, QStringLiteral("4711")).ok();
         }},
        {"cancel",
         [&] {
        return other.cancel(id).ok();
         }},
        };
    for (const auto &[name, change] : changes) {
        SCOPED_TRACE(name);
        spy.clear();
        ASSERT_TRUE(change());
        EXPECT_TRUE(heardAllWithin(spy, {id}, kWithinMs));
    }
    EXPECT_EQ(store.job(id)->state, JobState::Canceled); // and a re-read sees it
}

TEST_P(ChangeFeedTest, LargeChangesArriveWhole)
{
    ASSERT_TRUE(store.setWatchChanges(true, 50).ok());
    QSignalSpy spy(&store, &JobStore::jobsChanged);
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < 1200; ++i) {
        items.append({recaptchaSpec(), QString()});
    }
    const auto added = other.enqueueBatch(items); // one transaction
    ASSERT_TRUE(added.ok());
    QSet<qint64> expected;
    for (const JobStore::Enqueued &e : added.value()) {
        expected.insert(e.jobId);
    }
    ASSERT_EQ(expected.size(), 1200);
    EXPECT_TRUE(heardAllWithin(spy, expected, kWithinMs)) << heardIds(spy).size() << " of 1200 heard";

    // One statement that changes 1200 jobs: more ids than one NOTIFY payload holds (8000 bytes), so the trigger
    // sends them in chunks.
    spy.clear();
    const Result<int> paused = other.recordEventForState(JobState::Queued, QStringLiteral("paused"), {});
    ASSERT_TRUE(paused.ok());
    ASSERT_EQ(*paused, 1200);
    EXPECT_TRUE(heardAllWithin(spy, expected, kWithinMs)) << heardIds(spy).size() << " of 1200 heard";
    if (backend() == Backend::PostgreSql) {
        EXPECT_GE(spy.count(), 4); // 350 ids a payload at most
    }
}

TEST_P(ChangeFeedTest, ARolledBackWriteIsNotAnnounced)
{
    ASSERT_TRUE(store.setWatchChanges(true, 50).ok());
    QSignalSpy spy(&store, &JobStore::jobsChanged);
    {
        RawConnection raw(*db);
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        ASSERT_TRUE(raw.exec(QStringLiteral("BEGIN")));
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO jobs (idempotency_key, method, state, created_at)"
                                            " VALUES ('ghost', 'recaptcha_v2', 'queued', 1)")));
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO job_events (job_id, at, kind)"
                                            " SELECT id, 1, 'enqueued' FROM jobs WHERE idempotency_key = 'ghost'")));
        ASSERT_TRUE(raw.exec(QStringLiteral("ROLLBACK")));
    }
    // A committed change after it: once that is heard, anything of the rolled-back one would have been too.
    const auto added = other.enqueue(recaptchaSpec());
    ASSERT_TRUE(added.ok());
    ASSERT_TRUE(heardAllWithin(spy, {added->jobId}, kWithinMs));
    EXPECT_EQ(heardIds(spy), QSet<qint64>{added->jobId});
}

TEST_P(ChangeFeedTest, AStoreThatStoppedWatchingHearsNothing)
{
    // A second watcher tells when the change has gone round: the first, no longer watching, must not have heard it.
    JobStore witness{clock};
    ASSERT_TRUE(witness.open(location).ok());
    ASSERT_TRUE(witness.setWatchChanges(true, 50).ok());
    QSignalSpy witnessed(&witness, &JobStore::jobsChanged);

    ASSERT_TRUE(store.setWatchChanges(true, 50).ok());
    ASSERT_TRUE(store.setWatchChanges(false).ok());
    EXPECT_FALSE(store.watchesChanges());
    QSignalSpy spy(&store, &JobStore::jobsChanged);

    const auto added = other.enqueue(recaptchaSpec());
    ASSERT_TRUE(added.ok());
    ASSERT_TRUE(heardAllWithin(witnessed, {added->jobId}, kWithinMs));
    // The witness's second change goes round after the first; by then the first is long delivered or dropped.
    witnessed.clear();
    ASSERT_TRUE(other.cancel(added->jobId).ok());
    ASSERT_TRUE(heardAllWithin(witnessed, {added->jobId}, kWithinMs));
    EXPECT_EQ(spy.count(), 0);

    // Closing ends watching too; a closed store cannot start.
    ASSERT_TRUE(witness.setWatchChanges(true).ok());
    witness.close();
    EXPECT_FALSE(witness.watchesChanges());
    const Result<void> refused = witness.setWatchChanges(true);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("DB_WRITE_FAILED"));
}

TEST_P(ChangeFeedTest, OwnWritesAreAnnouncedWhenMadeAsBefore)
{
    ASSERT_TRUE(store.setWatchChanges(true, 50).ok());
    QSignalSpy spy(&store, &JobStore::jobsChanged);
    const qint64 mine = enqueueOne();
    ASSERT_EQ(spy.count(), 1); // at once, from the store itself
    EXPECT_EQ(spy.at(0).at(0).value<QList<qint64>>(), QList<qint64>{mine});
    // Then another connection's change is heard as well.
    const auto theirs = other.enqueue(recaptchaSpec());
    ASSERT_TRUE(theirs.ok());
    EXPECT_TRUE(heardAllWithin(spy, {theirs->jobId}, kWithinMs));
}

} // namespace
