#pragma once

// What the store suites share: a fresh database of one backend with a store open on it (StoreFixture), the
// parameterised base (BackendStoreTest: INSTANTIATE_TEST_SUITE_P(Backends, X, SolveDeckTest::allBackends(),
// SolveDeckTest::backendName)), and small helpers.

#include "core/clock.h"
#include "core/store/jobstore.h"
#include "support/testdatabase.h"
#include "support/teststore.h"

#include <QString>
#include <QStringList>
#include <gtest/gtest.h>

#include <algorithm>
#include <memory>

namespace SolveDeckStoreTest {

using namespace SolveDeck;
using SolveDeckTest::Backend;
using SolveDeckTest::RawConnection;
using SolveDeckTest::TestDatabase;

// The schema version a new database gets (JobStore's migrations).
constexpr int kLatestSchema = 11;
// How many migrations a new database records (one schema_version row each, versions 1 to kLatestSchema).
constexpr int kMigrationCount = kLatestSchema;

inline TaskSpec recaptchaSpec(const QString &page = QStringLiteral("https://example.com/login"))
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = page;
    spec.params.insert(QStringLiteral("invisible"), QStringLiteral("1"));
    return spec;
}

inline QStringList eventKinds(const QList<JobEvent> &events)
{
    QStringList kinds;
    for (const JobEvent &e : events) {
        kinds << e.kind;
    }
    return kinds;
}

// Takes the lock a writer holds for its whole transaction: SQLite's write lock on the file; on PostgreSQL, locks on
// the tables every write of the store touches (EXCLUSIVE: others may read, not write). Ends with ROLLBACK or COMMIT.
inline bool holdWriteLock(RawConnection &raw, Backend backend)
{
    if (backend == Backend::Sqlite) {
        return raw.exec(QStringLiteral("BEGIN IMMEDIATE"));
    }
    return raw.exec(QStringLiteral("BEGIN"))
        && raw.exec(QStringLiteral("LOCK TABLE schema_version, jobs, job_events IN EXCLUSIVE MODE"));
}

// Takes a database of the latest schema back to version 7, as an older SolveDeck left it: without schema 9's
// clients, owners and their indexes, without schema 8's text index (SQLite), its triggers and the Elapsed indexes.
// The next open migrates it again.
inline bool downgradeToSchemaSeven(RawConnection &raw, Backend backend)
{
    // Schema 11 only changed data; schema 10 only added columns to clients, which goes with schema 9.
    QStringList statements{QStringLiteral("DELETE FROM schema_version WHERE version = 11"),
                           QStringLiteral("DELETE FROM schema_version WHERE version = 10"),
                           QStringLiteral("DROP TABLE clients"),
                           QStringLiteral("DROP INDEX jobs_owner_queue"),
                           QStringLiteral("DROP INDEX jobs_uncertain_resend"),
                           QStringLiteral("ALTER TABLE jobs DROP COLUMN owner"),
                           QStringLiteral("DELETE FROM store_meta WHERE name = 'client_token_secret'"),
                           QStringLiteral("DELETE FROM schema_version WHERE version = 9")};
    if (backend == Backend::Sqlite) {
        statements << QStringLiteral("DROP TRIGGER jobs_text_delete") << QStringLiteral("DROP TRIGGER jobs_text_update")
                   << QStringLiteral("DROP TABLE jobs_text") << QStringLiteral("DROP TABLE jobs_text_upto");
    }
    statements << QStringLiteral("DROP INDEX jobs_view_elapsed") << QStringLiteral("DROP INDEX jobs_view_unfinished")
               << QStringLiteral("DELETE FROM schema_version WHERE version = 8");
    return std::all_of(statements.cbegin(), statements.cend(), [&raw](const QString &sql) {
        return raw.exec(sql);
    });
}

// A fresh database of one backend and a store open on it.
class StoreFixture
{
protected:
    void openFresh(Backend backend)
    {
        db = std::make_unique<TestDatabase>(backend);
        ASSERT_TRUE(db->ready()) << db->error().toStdString();
        location = db->location();
        auto opened = store.open(location);
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    }

    qint64 enqueueOne(const QString &key = {})
    {
        auto r = store.enqueue(recaptchaSpec(), key);
        EXPECT_TRUE(r.ok()) << (r.ok() ? std::string() : r.error().message.toStdString());
        return r.ok() ? r->jobId : 0;
    }

    // Moves a new job to `state` through the allowed transitions.
    qint64 jobIn(JobState state)
    {
        const qint64 id = enqueueOne();
        switch (state) {
        case JobState::Queued:
            break;
        case JobState::Submitting:
            EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            break;
        case JobState::Submitted:
            EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            EXPECT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
            break;
        case JobState::Solved:
            EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            EXPECT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
            EXPECT_TRUE(store.markSolved(id, QStringLiteral("token"), clock.nowMs() + 120'000).ok());
            break;
        case JobState::Failed:
            EXPECT_TRUE(store.markFailed(id, QStringLiteral("ERROR_PAGEURL"), QStringLiteral("bad page")).ok());
            break;
        case JobState::Canceled:
            EXPECT_TRUE(store.cancel(id).ok());
            break;
        }
        EXPECT_EQ(store.job(id)->state, state);
        return id;
    }

    // Declared first, so it is dropped after the store has closed its connection.
    std::unique_ptr<TestDatabase> db;
    QString location; // the file path, or the PostgreSQL URL
    ManualClock clock;
    JobStore store{clock};
};

class BackendStoreTest
    : public StoreFixture
    , public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override { openFresh(GetParam()); }

    Backend backend() const { return GetParam(); }
};

// A store on a fresh SQLite file, for what only a file has (its mode, other processes on it); `path` is the file.
class SqliteStoreTest
    : public StoreFixture
    , public ::testing::Test
{
protected:
    void SetUp() override
    {
        openFresh(Backend::Sqlite);
        path = location;
    }

    QString path;
};

} // namespace SolveDeckStoreTest
