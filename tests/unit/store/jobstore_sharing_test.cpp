// Several writers on one database: two stores on one file, another process's lock, commits and crashes. What one
// store alone does is in jobstore_test.cpp.
#include "core/clock.h"
#include "core/store/claims.h"
#include "core/store/jobstore.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/testdatabase.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlQuery>
#include <QThread>
#include <QTimer>
#include <gtest/gtest.h>

#include <atomic>
#include <csignal>
#include <cstdlib>

using namespace SolveDeck;
using SolveDeckTest::Backend;
using SolveDeckTest::RawConnection;
using SolveDeckTest::TestDatabase;
using namespace SolveDeckStoreTest;

namespace {

class JobStoreSharingTest : public BackendStoreTest
{
};

INSTANTIATE_TEST_SUITE_P(Backends, JobStoreSharingTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

// What only an SQLite file has: other processes forking on it.
class JobStoreProcessSqliteTest : public SqliteStoreTest
{
};

TEST_P(JobStoreSharingTest, TwoStoresOnOneFileSeeEachOthersWrites)
{
    JobStore cli(clock); // as the CLI process would
    ASSERT_TRUE(cli.open(location).ok());
    const qint64 fromGui = enqueueOne(QStringLiteral("gui"));
    auto fromCli = cli.enqueue(recaptchaSpec(), QStringLiteral("cli"));
    ASSERT_TRUE(fromCli.ok());
    EXPECT_TRUE(cli.job(fromGui).has_value());
    EXPECT_TRUE(store.job(fromCli->jobId).has_value());
    EXPECT_NE(fromGui, fromCli->jobId);
    // Same key through the other store: one job.
    auto again = cli.enqueue(recaptchaSpec(), QStringLiteral("gui"));
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(again->created);
    EXPECT_EQ(again->jobId, fromGui);

    ASSERT_TRUE(cli.cancel(fromGui).ok());
    EXPECT_EQ(store.job(fromGui)->state, JobState::Canceled);
    // The GUI store acting on stale knowledge is refused, not silently applied.
    auto stale = store.markSubmitted(fromGui, QStringLiteral("4711"));
    EXPECT_EQ(stale.error().code, QStringLiteral("INVALID_TRANSITION"));
    EXPECT_EQ(cli.countsByState()[JobState::Canceled], 1);
}

// Another writer (the other process, played by a thread with its own connection) holds the write lock and commits
// a moment later.
class LockHolder : public QThread
{
public:
    explicit LockHolder(const TestDatabase &database)
        : m_database(database)
    {
    }

    std::atomic<bool> locked{false};
    std::atomic<bool> committed{false};

protected:
    void run() override
    {
        const QString name = QStringLiteral("lockholder");
        {
            QSqlDatabase db = m_database.addConnection(name);
            if (db.open()) {
                QSqlQuery q(db);
                if (m_database.isPostgres()) {
                    q.exec(QStringLiteral("BEGIN"));
                    q.exec(QStringLiteral("LOCK TABLE jobs IN EXCLUSIVE MODE"));
                } else {
                    q.exec(QStringLiteral("BEGIN IMMEDIATE"));
                }
                q.exec(QStringLiteral("INSERT INTO jobs (idempotency_key, method, state, created_at)"
                                      " VALUES ('other-process', 'recaptcha_v2', 'queued', 1)"));
                locked = true;
                QObject context;
                // 300 ms: long enough for the main thread to be inside the wait for the lock (SQLite's busy wait,
                // PostgreSQL's lock queue), far below the store's 5 s busy timeout.
                QTimer::singleShot(300, &context, [this, &db] {
                    QSqlQuery commit(db);
                    committed = commit.exec(QStringLiteral("COMMIT"));
                    quit();
                });
                exec();
            }
            db.close();
        }
        QSqlDatabase::removeDatabase(name);
    }

private:
    const TestDatabase &m_database;
};

// The CLI as a separate process: its own store on the same file, dying right after marking a job submitting.
void otherProcessEnqueuesAndDiesMidSubmit(const QString &path)
{
    ManualClock childClock(2'000'000'000'000);
    JobStore cli(childClock);
    int code = 0;
    if (!cli.openSqlite(path)) {
        code = 2;
    } else if (auto r = cli.enqueue(recaptchaSpec(), QStringLiteral("from-child")); !r) {
        code = 3;
    } else if (!SolveDeckTest::claimJob(cli, r->jobId)) {
        code = 4;
    }
    std::_Exit(code); // no clean-up, as in a crash
}

TEST_F(JobStoreProcessSqliteTest, AnotherProcessesWritesAreSeenAndItsInterruptedSubmitRecovered)
{
    GTEST_FLAG_SET(death_test_style, "fast"); // fork here: the child inherits `path`
    const qint64 mine = enqueueOne(QStringLiteral("from-parent"));
    EXPECT_EXIT(otherProcessEnqueuesAndDiesMidSubmit(path), testing::ExitedWithCode(0), "");
    const auto theirs = store.jobByIdempotencyKey(QStringLiteral("from-child"));
    ASSERT_TRUE(theirs.has_value());
    EXPECT_EQ(theirs->state, JobState::Submitting);
    EXPECT_EQ(theirs->createdAtMs, 2'000'000'000'000);
    EXPECT_NE(theirs->id, mine);
    auto recovered = Claims(store).reapEngines(QStringLiteral("parent-engine"), {});
    ASSERT_TRUE(recovered.ok());
    EXPECT_EQ(recovered->requeued, QList<qint64>{theirs->id});
    EXPECT_EQ(store.job(theirs->id)->state, JobState::Queued);
    EXPECT_EQ(eventKinds(store.events(theirs->id)),
              (QStringList{QStringLiteral("enqueued"),
                           QStringLiteral("submitting"),
                           QStringLiteral("uncertain_submit")}));
    EXPECT_TRUE(StoreSchema::checkIntegrity(store).ok());
}

TEST_P(JobStoreSharingTest, WriteWaitsForAnotherWritersTransaction)
{
    LockHolder other(*db);
    other.start();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&other] {
        return other.locked.load();
    }));
    const qint64 id = enqueueOne(QStringLiteral("this-process")); // blocks until the other side commits
    EXPECT_GT(id, 0);
    ASSERT_TRUE(other.wait(10'000));
    EXPECT_TRUE(other.committed.load());
    EXPECT_TRUE(store.jobByIdempotencyKey(QStringLiteral("other-process")).has_value());
    EXPECT_TRUE(store.jobByIdempotencyKey(QStringLiteral("this-process")).has_value());
}

TEST_P(JobStoreSharingTest, UncommittedTransactionOfAClosedConnectionLeavesNoTrace)
{
    const qint64 kept = enqueueOne(QStringLiteral("kept"));
    {
        RawConnection raw(*db);
        ASSERT_TRUE(
            raw.exec(SqlDialect(backend() == Backend::Sqlite ? SqlDialect::Kind::Sqlite : SqlDialect::Kind::PostgreSql)
                         .beginWriteTransaction()));
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO jobs (idempotency_key, method, state, created_at) VALUES "
                                            "('ghost', 'recaptcha_v2', 'queued', 1)")));
        ASSERT_TRUE(raw.exec(QStringLiteral("UPDATE jobs SET state = 'failed'")));
        // Closed without COMMIT.
    }
    EXPECT_FALSE(store.jobByIdempotencyKey(QStringLiteral("ghost")).has_value());
    EXPECT_EQ(store.job(kept)->state, JobState::Queued);
    EXPECT_TRUE(StoreSchema::checkIntegrity(store).ok());
    EXPECT_TRUE(SolveDeckTest::claimJob(store, kept).ok()); // and the store still writes
}

// A process killed in the middle of a large transaction (pages already spilled to the WAL): after it, the file is
// intact and holds exactly the committed jobs.
void writeThenDieMidTransaction(const QString &path)
{
    RawConnection raw(path);
    raw.exec(QStringLiteral("PRAGMA cache_size=10")); // spill dirty pages to the WAL early
    raw.exec(QStringLiteral("BEGIN IMMEDIATE"));
    QSqlQuery q(raw.db());
    q.prepare(QStringLiteral("INSERT INTO jobs (idempotency_key, method, state, created_at, params) "
                             "VALUES (?, 'recaptcha_v2', 'queued', 1, ?)"));
    const QString padding(2000, QLatin1Char('p'));
    for (int i = 0; i < 3000; ++i) {
        q.addBindValue(QStringLiteral("doomed-%1").arg(i));
        q.addBindValue(padding);
        q.exec();
    }
    std::raise(SIGKILL);
}

TEST_F(JobStoreProcessSqliteTest, ProcessKilledMidTransactionLeavesTheDatabaseConsistent)
{
    GTEST_FLAG_SET(death_test_style, "fast"); // fork at this point: the child inherits `path`
    const qint64 kept = jobIn(JobState::Submitted);
    const auto walBefore = QFileInfo(path + QStringLiteral("-wal")).size();
    EXPECT_EXIT(writeThenDieMidTransaction(path), testing::KilledBySignal(SIGKILL), "");
    EXPECT_GT(QFileInfo(path + QStringLiteral("-wal")).size(), walBefore); // the child did write, uncommitted

    store.close();
    ASSERT_TRUE(store.openSqlite(path).ok());
    EXPECT_TRUE(StoreSchema::checkIntegrity(store).ok());
    EXPECT_EQ(store.jobs().size(), 1);
    EXPECT_EQ(store.job(kept)->state, JobState::Submitted);
    EXPECT_TRUE(store.markSolved(kept, QStringLiteral("t"), 1).ok());
}

TEST_P(JobStoreSharingTest, ProbeWriteFailsWhileAnotherConnectionHoldsTheWriteLock)
{
    ASSERT_TRUE(store.probeWrite().ok());
    ASSERT_TRUE(store.setBusyTimeout(200).ok()); // fail after 200 ms rather than the default 5 s
    {
        RawConnection raw(*db);
        ASSERT_TRUE(holdWriteLock(raw, backend())) << raw.lastError().toStdString();
        const Result<void> blocked = store.probeWrite();
        ASSERT_FALSE(blocked.ok());
        EXPECT_EQ(blocked.error().code, QStringLiteral("DB_WRITE_FAILED"));
        ASSERT_TRUE(raw.exec(QStringLiteral("ROLLBACK")));
    }
    EXPECT_TRUE(store.probeWrite().ok());
}

// A command that only reads (list, show) opens the database while another program holds its write lock.
TEST_P(JobStoreSharingTest, AnUpToDateDatabaseOpensWhileAnotherConnectionHoldsTheWriteLock)
{
    const qint64 id = enqueueOne();
    store.close();
    RawConnection raw(*db);
    ASSERT_TRUE(holdWriteLock(raw, backend())) << raw.lastError().toStdString();
    JobStore reader{clock};
    const Result<void> opened = reader.open(location);
    ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    EXPECT_TRUE(reader.job(id).has_value());
    ASSERT_TRUE(raw.exec(QStringLiteral("ROLLBACK")));
}

} // namespace
