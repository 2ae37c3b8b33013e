// What the gateway's event streams read: EventLog on both backends (events after an id for every owner at once, one
// owner's between two ids, with the job's owner, token and error), and EventHorizon, which keeps delivery in id
// order on PostgreSQL, where ids do not commit in order: a row behind a gap waits until the gap is final.
#include "core/store/batchenqueue.h"
#include "core/store/clientregistry.h"
#include "core/store/eventhorizon.h"
#include "core/store/eventlog.h"
#include "storefixture.h"
#include "support/testutil.h"

#include <QSqlQuery>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class EventLogTest : public BackendStoreTest
{
protected:
    GatewayClient addClient(const QString &name)
    {
        auto added = ClientRegistry(store).add(name, 0, {});
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->client : GatewayClient{};
    }

    qint64 enqueueFor(const GatewayClient &client)
    {
        return BatchEnqueue(store)
            .commit({EnqueueRequest{client.id, client.jobCreator(), recaptchaSpec(), {}}})
            .constFirst()
            .jobId;
    }
};

TEST_P(EventLogTest, ReadsEveryOwnersEventsAfterAnIdWithTheJobsTokenAndError)
{
    const GatewayClient a = addClient(QStringLiteral("a"));
    const auto start = EventLog(store).latest();
    ASSERT_TRUE(start.ok());
    const qint64 solved = enqueueFor(a);
    const qint64 failed = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, solved).ok());
    ASSERT_TRUE(store.markSubmitted(solved, QStringLiteral("T1")).ok());
    ASSERT_TRUE(store.markSolved(solved, QStringLiteral("the-token"), clock.nowMs() + 60'000).ok());
    ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_PAGEURL"), QStringLiteral("no page")).ok());

    const auto page = EventLog(store).after(start->id, 100);
    ASSERT_TRUE(page.ok()) << page.error().message.toStdString();
    QStringList seen;
    qint64 previous = start->id;
    for (const OwnedJobEvent &e : page->events) {
        EXPECT_GT(e.id, previous);
        previous = e.id;
        seen << QStringLiteral("%1:%2:%3")
                    .arg(e.jobId == solved ? QStringLiteral("s") : QStringLiteral("f"), e.kind)
                    .arg(e.owner);
        if (e.kind == QLatin1String("solved")) {
            EXPECT_EQ(e.token, QStringLiteral("the-token"));
            EXPECT_EQ(e.jobState, JobState::Solved);
        }
        if (e.kind == QLatin1String("failed")) {
            EXPECT_EQ(e.errorCode, QStringLiteral("ERROR_PAGEURL"));
        }
    }
    const QString owner = QString::number(a.id);
    EXPECT_EQ(seen,
              (QStringList{QStringLiteral("s:enqueued:") + owner,
                           QStringLiteral("f:enqueued:0"),
                           QStringLiteral("s:submitting:") + owner,
                           QStringLiteral("s:submitted:") + owner,
                           QStringLiteral("s:solved:") + owner,
                           QStringLiteral("f:failed:0")}));
    EXPECT_EQ(EventLog(store).after(start->id, 2)->events.size(), 2);
    if (backend() == SolveDeckTest::Backend::PostgreSql) {
        EXPECT_GT(page->snapshotXmax, 0);
        EXPECT_LE(page->snapshotXmin, page->snapshotXmax);
    }
}

TEST_P(EventLogTest, OneOwnersEventsBetweenTwoIds)
{
    const GatewayClient a = addClient(QStringLiteral("a"));
    const GatewayClient b = addClient(QStringLiteral("b"));
    const qint64 first = enqueueFor(a);
    enqueueFor(b);
    const qint64 second = enqueueFor(a);
    const qint64 upTo = EventLog(store).latest()->id;
    enqueueFor(a); // after the bound
    const auto mine = EventLog(store).ofOwner(a.id, 0, upTo, 100);
    ASSERT_TRUE(mine.ok());
    ASSERT_EQ(mine->size(), 2);
    EXPECT_EQ(mine->at(0).jobId, first);
    EXPECT_EQ(mine->at(1).jobId, second);
    EXPECT_EQ(EventLog(store).ofOwner(a.id, mine->at(0).id, upTo, 100)->size(), 1);
    EXPECT_TRUE(EventLog(store).ofOwner(a.id, 0, upTo, 0)->isEmpty());
}

// PostgreSQL: a transaction that drew a lower id commits after a higher one was visible. The horizon holds the
// higher one back until the lower one is there, so a stream gets both, in order.
TEST_P(EventLogTest, OnPostgresARowBehindAnUncommittedLowerIdWaits)
{
    if (backend() != SolveDeckTest::Backend::PostgreSql) {
        // SQLite has one writer at a time: nothing to hold back, checked by the pure cases below.
        EventHorizon horizon(true);
        horizon.start(5, 0);
        EXPECT_EQ(horizon.take({6, 9}, 0, 0), 2);
        EXPECT_EQ(horizon.cursor(), 9);
        return;
    }
    const qint64 job = enqueueOne();
    const auto start = EventLog(store).latest();
    ASSERT_TRUE(start.ok());
    EventHorizon horizon(false);
    horizon.start(start->id, start->snapshotXmax);
    // The start settles once the transactions running then (on the whole server: other tests' too) have ended.
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        const auto look = EventLog(store).after(horizon.cursor(), 100);
        return look.ok() && horizon.take({}, look->snapshotXmin, look->snapshotXmax) == 0 && horizon.isSettled();
    }));

    RawConnection slow(*db);
    ASSERT_TRUE(slow.ok());
    ASSERT_TRUE(slow.exec(QStringLiteral("BEGIN")));
    ASSERT_TRUE(slow.exec(QStringLiteral("UPDATE jobs SET label = 'x' WHERE id = %1").arg(job)));
    ASSERT_TRUE(slow.exec(QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (%1, 1,"
                                         " 'slow', '')")
                              .arg(job)));
    ASSERT_TRUE(store.recordEvent(job, QStringLiteral("fast"), {}).ok()); // a higher id, committed first

    auto ids = [](const EventPage &page) {
        QList<qint64> out;
        for (const OwnedJobEvent &e : page.events) {
            out << e.id;
        }
        return out;
    };
    auto page = EventLog(store).after(horizon.cursor(), 100);
    ASSERT_TRUE(page.ok());
    ASSERT_EQ(page->events.size(), 1);
    EXPECT_EQ(page->events[0].kind, QStringLiteral("fast"));
    EXPECT_EQ(horizon.take(ids(*page), page->snapshotXmin, page->snapshotXmax), 0);
    page = EventLog(store).after(horizon.cursor(), 100);
    EXPECT_EQ(horizon.take(ids(*page), page->snapshotXmin, page->snapshotXmax), 0); // still running: still held
    EXPECT_TRUE(horizon.isWaiting());

    ASSERT_TRUE(slow.exec(QStringLiteral("COMMIT")));
    page = EventLog(store).after(horizon.cursor(), 100);
    ASSERT_EQ(page->events.size(), 2);
    EXPECT_EQ(page->events[0].kind, QStringLiteral("slow"));
    EXPECT_EQ(horizon.take(ids(*page), page->snapshotXmin, page->snapshotXmax), 2);
    EXPECT_FALSE(horizon.isWaiting());
}

TEST_P(EventLogTest, OnPostgresAGapOfARolledBackInsertIsPassedOnceFinal)
{
    if (backend() != SolveDeckTest::Backend::PostgreSql) {
        // SQLite rolls its ids back with the transaction: no gap to pass.
        EventHorizon horizon(true);
        horizon.start(1, 0);
        EXPECT_EQ(horizon.take({2}, 0, 0), 1);
        return;
    }
    const qint64 job = enqueueOne();
    const auto start = EventLog(store).latest();
    EventHorizon horizon(false);
    horizon.start(start->id, start->snapshotXmax);
    RawConnection aborted(*db);
    ASSERT_TRUE(aborted.exec(QStringLiteral("BEGIN")));
    ASSERT_TRUE(aborted.exec(
        QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (%1, 1, 'never', '')").arg(job)));
    ASSERT_TRUE(aborted.exec(QStringLiteral("ROLLBACK")));
    ASSERT_TRUE(store.recordEvent(job, QStringLiteral("after"), {}).ok());
    // Each look may advance the wait by one step, as the server's transactions end.
    int delivered = 0;
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        const auto page = EventLog(store).after(horizon.cursor(), 100);
        QList<qint64> ids;
        for (const OwnedJobEvent &e : page->events) {
            ids << e.id;
        }
        delivered += horizon.take(ids, page->snapshotXmin, page->snapshotXmax);
        return delivered > 0;
    }));
    EXPECT_EQ(delivered, 1);
    EXPECT_EQ(horizon.cursor(), EventLog(store).latest()->id);
}

INSTANTIATE_TEST_SUITE_P(Backends, EventLogTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST(EventHorizonTest, HoldsRowsBehindAGapUntilTwoLooksPastTheTransactionsThatCouldFillIt)
{
    EventHorizon horizon(false);
    horizon.start(10, 100);
    EXPECT_FALSE(horizon.isSettled());
    EXPECT_EQ(horizon.take({11}, 99, 101), 0);  // a transaction from before the start still runs
    EXPECT_EQ(horizon.take({11}, 100, 102), 0); // first step passed; the second takes xmax 102
    EXPECT_EQ(horizon.take({11}, 102, 103), 1); // settled, and 11 follows 10
    EXPECT_EQ(horizon.cursor(), 11);

    EXPECT_EQ(horizon.take({12, 14, 15}, 103, 110), 1); // 13 is missing: wait
    EXPECT_EQ(horizon.cursor(), 12);
    EXPECT_TRUE(horizon.isWaiting());
    EXPECT_EQ(horizon.take({14, 15}, 105, 111), 0);
    EXPECT_EQ(horizon.take({13, 14, 15}, 105, 111), 3); // 13 committed: all three in order
    EXPECT_EQ(horizon.cursor(), 15);
    EXPECT_FALSE(horizon.isWaiting());

    EXPECT_EQ(horizon.take({17}, 111, 120), 0); // 16 missing
    EXPECT_EQ(horizon.take({17}, 119, 121), 0); // xmin not past 120 yet
    EXPECT_EQ(horizon.take({17}, 120, 122), 0); // first step passed; second waits for 122
    EXPECT_EQ(horizon.take({17}, 122, 122), 1); // 16 is final: passed
    EXPECT_EQ(horizon.cursor(), 17);
}

TEST(EventHorizonTest, InCommitOrderEverythingSeenIsFinal)
{
    EventHorizon horizon(true);
    horizon.start(3, 0);
    EXPECT_TRUE(horizon.isSettled());
    EXPECT_EQ(horizon.take({4, 7, 8}, 0, 0), 3);
    EXPECT_EQ(horizon.cursor(), 8);
    EXPECT_FALSE(horizon.isWaiting());
}

} // namespace
