// Opening a database: a new one gets its whole schema once, also when two stores open it at the same moment (on
// PostgreSQL the migration's advisory lock makes the second wait and find it made); numbers read back exactly on
// both backends; and on PostgreSQL, each way a connection fails says what to do.
#include "core/store/accounts.h"
#include "core/store/postgreslocation.h"
#include "core/store/sqldialect.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/testhosts.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QSqlDatabase>
#include <QTcpServer>
#include <QUuid>
#include <gtest/gtest.h>

#include <latch>
#include <thread>

using namespace SolveDeckStoreTest;

namespace {

class JobStoreOpenTest : public ::testing::TestWithParam<Backend>
{
};

INSTANTIATE_TEST_SUITE_P(Backends, JobStoreOpenTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(JobStoreOpenTest, ANewDatabaseGetsTheWholeSchema)
{
    TestDatabase db(GetParam());
    ASSERT_TRUE(db.ready()) << db.error().toStdString();
    JobStore store;
    const Result<void> opened = store.open(db.location());
    ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    EXPECT_EQ(store.isPostgres(), GetParam() == Backend::PostgreSql);
    EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    EXPECT_TRUE(StoreSchema::checkIntegrity(store).ok());

    RawConnection raw(db);
    ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
    const QString indexNames = QStringLiteral(
        "('jobs_state_next_attempt', 'jobs_created_at', 'job_events_job_at', 'jobs_account_state')");
    const QString indexes = GetParam() == Backend::Sqlite
                              ? QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name IN %1")
                              : QStringLiteral("SELECT COUNT(*) FROM pg_indexes WHERE indexname IN %1");
    EXPECT_EQ(raw.scalar(indexes.arg(indexNames)).toInt(), 4);
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(), kMigrationCount);
    if (GetParam() == Backend::PostgreSql) {
        // The change feed's triggers: NOTIFY at each commit that touches jobs or their events.
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM pg_trigger WHERE tgname IN ('jobs_notify_insert',"
                                            " 'jobs_notify_update', 'jobs_notify_delete', 'job_events_notify_insert')"))
                      .toInt(),
                  4);
    }
}

// Two consoles opening one new database at the same moment: both open, the schema is made once. Several rounds,
// so that the two really overlap in at least some of them.
TEST_P(JobStoreOpenTest, TwoStoresOpeningOneNewDatabaseAtOnceBothSucceed)
{
    for (int round = 0; round < 4; ++round) {
        SCOPED_TRACE(round);
        TestDatabase db(GetParam());
        ASSERT_TRUE(db.ready()) << db.error().toStdString();

        struct Outcome
        {
            bool ok = false;
            QString message;
            int version = 0;
        };

        Outcome outcomes[2];
        std::latch start(2);
        auto open = [&db, &start](Outcome &outcome) {
            JobStore store; // made, used and destroyed in this thread, as a connection must be
            start.arrive_and_wait();
            const Result<void> opened = store.open(db.location());
            outcome.ok = opened.ok();
            outcome.message = opened.ok() ? QString() : opened.error().message;
            outcome.version = StoreSchema::version(store);
        };
        std::thread first(open, std::ref(outcomes[0]));
        std::thread second(open, std::ref(outcomes[1]));
        first.join();
        second.join();
        for (const Outcome &outcome : outcomes) {
            EXPECT_TRUE(outcome.ok) << outcome.message.toStdString();
            EXPECT_EQ(outcome.version, kLatestSchema);
        }
        RawConnection raw(db);
        // One row per version: a second migration of the same version would have failed on its primary key.
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(), kMigrationCount);
        // Each secret made once: the fingerprints' (schema 4) and the client tokens' (schema 9).
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM store_meta")).toInt(), 2);
    }
}

class JobStoreNumbersTest : public BackendStoreTest
{
};

INSTANTIATE_TEST_SUITE_P(Backends, JobStoreNumbersTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

// PostgreSQL hands BIGINT columns and COUNT(*) back as qlonglong, INTEGER ones as int, SQLite everything as
// qlonglong: the store's reads give the same numbers on both, also past 32 bits.
TEST_P(JobStoreNumbersTest, TimesCountsAndIdsReadBackExactly)
{
    // Only jobs for authorised hosts are due for engines (AuthorisedHosts).
    ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store));
    clock.setNowMs(4'102'444'800'123); // 2100-01-01, far past 2^32 ms
    const qint64 id = enqueueOne();
    for (int attempt = 1; attempt <= 3; ++attempt) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.requeue(id, clock.nowMs() + 86'400'000LL * 365, QStringLiteral("backoff"), {}).ok());
    }
    const std::optional<Job> job = store.job(id);
    ASSERT_TRUE(job.has_value());
    EXPECT_EQ(job->createdAtMs, 4'102'444'800'123);
    EXPECT_EQ(job->nextAttemptAtMs, 4'102'444'800'123 + 86'400'000LL * 365);
    EXPECT_EQ(job->attempts, 3);
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), job->nextAttemptAtMs);
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 1);
    EXPECT_EQ(store.events(id).size(), 7);
    EXPECT_EQ(store.events(id).constLast().atMs, 4'102'444'800'123);
    ASSERT_TRUE(Accounts(store).setCap(QStringLiteral("acct-numbers"), 7).ok());
    ASSERT_TRUE(Accounts(store).setPlan(QStringLiteral("acct-numbers"), 12).ok());
    EXPECT_EQ(Accounts(store).capacity(QStringLiteral("acct-numbers")).effectiveCap(), 7);
    EXPECT_EQ(Accounts(store).heldByOtherEngines(QStringLiteral("acct-numbers"), QStringLiteral("e"), 0), 0);
}

// ---- PostgreSQL only: how a connection fails ---------------------------------------------------------------------

class JobStorePostgresTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        const auto parsed = PostgresLocation::parse(db.location());
        ASSERT_TRUE(parsed.ok());
        server = parsed.value();
    }

    // The test server's address with one part changed.
    QString address(const std::function<void(PostgresLocation &)> &change) const
    {
        PostgresLocation l = server;
        change(l);
        return l.label();
    }

    TestDatabase db{Backend::PostgreSql};
    PostgresLocation server;
};

// label() is what people see; location() is what a worker thread (an export, a purge, the text index) opens its own
// connection with, and keeps every connection option the address was given.
TEST_F(JobStorePostgresTest, TheLabelNamesTheDatabaseAndTheLocationKeepsItsConnectionOptions)
{
    JobStore store;
    const QString given = QStringLiteral("postgres://%1@%2:%3/%4?sslmode=disable&connect_timeout=7")
                              .arg(server.user, server.host)
                              .arg(server.port)
                              .arg(server.database);
    const Result<void> opened = store.open(given);
    ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    EXPECT_TRUE(store.isPostgres());
    EXPECT_EQ(store.label(), server.label());
    EXPECT_TRUE(store.label().startsWith(QStringLiteral("postgresql://")));

    const Result<PostgresLocation> location = PostgresLocation::parse(store.location());
    ASSERT_TRUE(location.ok()) << store.location().toStdString();
    EXPECT_EQ(location->sslMode, QStringLiteral("disable"));
    EXPECT_EQ(location->connectTimeoutSeconds, 7);

    // A worker's connection, opened as the console's workers open theirs, is to the same database with the same
    // options.
    JobStore worker;
    const Result<void> reopened = worker.open(store.location());
    ASSERT_TRUE(reopened.ok()) << reopened.error().message.toStdString();
    EXPECT_EQ(worker.location(), store.location());
    EXPECT_EQ(worker.label(), store.label());
    const Result<JobStore::Enqueued> added = store.enqueue(recaptchaSpec());
    ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    EXPECT_TRUE(worker.job(added->jobId).has_value());
}

TEST_F(JobStorePostgresTest, APasswordInTheAddressIsRefusedBeforeAnyConnection)
{
    JobStore store;
    const Result<void> opened = store.open(QStringLiteral("postgresql://%1:hunter2@%2:%3/%4")
                                               .arg(server.user, server.host)
                                               .arg(server.port)
                                               .arg(server.database));
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_LOCATION_INVALID"));
    EXPECT_FALSE(opened.error().message.contains(QStringLiteral("hunter2")));
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("PGPASSWORD")));
    EXPECT_FALSE(store.isOpen());
    EXPECT_TRUE(store.connectionName().isEmpty());
}

TEST_F(JobStorePostgresTest, AMalformedAddressSaysWhatIsWrong)
{
    JobStore store;
    const Result<void> opened = store.open(QStringLiteral("postgresql://ci@127.0.0.1:54x2/jobs"));
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_LOCATION_INVALID"));
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("port '54x2'"))) << opened.error().message.toStdString();
}

TEST_F(JobStorePostgresTest, AServerThatIsNotThereIsReportedAsUnreachable)
{
    // A port nothing listens on: bound a moment ago, released now.
    quint16 port = 0;
    {
        QTcpServer probe;
        ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    JobStore store;
    QElapsedTimer elapsed;
    elapsed.start();
    const Result<void> opened = store.open(address([port](PostgresLocation &l) {
        l.port = port;
    }));
    ASSERT_FALSE(opened.ok());
    EXPECT_LT(elapsed.elapsed(), 5000); // refused at once, not a hang
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_OPEN_FAILED"));
    const QString message = opened.error().message;
    EXPECT_TRUE(message.contains(QStringLiteral("Could not reach the PostgreSQL server at 127.0.0.1:%1").arg(port)))
        << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("running"))) << message.toStdString();
    EXPECT_FALSE(store.isOpen());
    EXPECT_TRUE(store.connectionName().isEmpty());
}

TEST_F(JobStorePostgresTest, AMissingDatabaseSaysToCreateIt)
{
    JobStore store;
    const QString missing = QStringLiteral("solvedeck_missing_%1").arg(QUuid::createUuid().toString(QUuid::Id128));
    const Result<void> opened = store.open(address([&missing](PostgresLocation &l) {
        l.database = missing;
    }));
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_OPEN_FAILED"));
    const QString message = opened.error().message;
    EXPECT_TRUE(message.contains(QStringLiteral("has no database %1").arg(missing))) << message.toStdString();
    EXPECT_TRUE(message.contains(QStringLiteral("CREATE DATABASE"))) << message.toStdString();
}

TEST_F(JobStorePostgresTest, AnUnknownUserSaysSo)
{
    JobStore store;
    const Result<void> opened = store.open(address([](PostgresLocation &l) {
        l.user = QStringLiteral("nobody_here");
    }));
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("has no user (role) nobody_here")))
        << opened.error().message.toStdString();
}

TEST_F(JobStorePostgresTest, TheSchemaOfANewerSolveDeckIsRefused)
{
    {
        JobStore first;
        ASSERT_TRUE(first.open(db.location()).ok());
    }
    {
        RawConnection raw(db);
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO schema_version (version, applied_at) VALUES (99, 0)")));
    }
    JobStore store;
    const Result<void> opened = store.open(db.location());
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("newer SolveDeck")));
    EXPECT_TRUE(opened.error().message.contains(db.location()));
}

TEST_F(JobStorePostgresTest, IntegrityCheckNamesAMissingTable)
{
    JobStore store;
    ASSERT_TRUE(store.open(db.location()).ok());
    EXPECT_TRUE(StoreSchema::checkIntegrity(store).ok());
    RawConnection raw(db);
    ASSERT_TRUE(raw.exec(QStringLiteral("DROP TABLE learned_solve_times")));
    const Result<void> checked = StoreSchema::checkIntegrity(store);
    ASSERT_FALSE(checked.ok());
    EXPECT_TRUE(checked.error().message.contains(QStringLiteral("table learned_solve_times is missing")))
        << checked.error().message.toStdString();
}

} // namespace
