// JobStore on both backends (JobStoreTest: parameterised over SQLite and PostgreSQL; each test gets a fresh database
// from support/testdatabase.h): migrations, every transition and its event, refusals, idempotency, batches,
// dispatcher queries, recovery. What only a file has (its mode, a path that cannot be a database) is in
// JobStoreSqliteTest; several writers on one database (held locks, other processes, crashes mid-write) are in
// jobstore_sharing_test.cpp.
#include "core/clock.h"
#include "core/store/claims.h"
#include "core/store/jobstore.h"
#include "core/store/learnedsolvetimes.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/testdatabase.h"
#include "support/testhosts.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QSignalSpy>
#include <QSqlDatabase>
#include <QUuid>
#include <gtest/gtest.h>

#include <sys/stat.h>

#include <functional>
#include <memory>

using namespace SolveDeck;
using SolveDeckTest::Backend;
using SolveDeckTest::RawConnection;
using namespace SolveDeckStoreTest;

namespace {

TaskSpec invalidSpec()
{
    TaskSpec spec = recaptchaSpec();
    spec.pageurl = QStringLiteral("example.com/no-scheme");
    return spec;
}

int fileMode(const QString &path)
{
    struct stat st
    {
    };

    if (::stat(QFile::encodeName(path).constData(), &st) != 0) {
        return -1;
    }
    return static_cast<int>(st.st_mode & 0777);
}

class JobStoreTest : public BackendStoreTest
{
};

INSTANTIATE_TEST_SUITE_P(Backends, JobStoreTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

// What only an SQLite file has.
class JobStoreSqliteTest : public SqliteStoreTest
{
};

TEST_F(JobStoreSqliteTest, FreshFileIsCreatedOwnerOnlyAndMigrated)
{
    EXPECT_TRUE(store.isOpen());
    EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    EXPECT_EQ(fileMode(path), 0600);
    enqueueOne(); // makes SQLite write its -wal file, which takes the database file's mode
    EXPECT_TRUE(QFile::exists(path + QStringLiteral("-wal")));
    EXPECT_EQ(fileMode(path + QStringLiteral("-wal")), 0600);

    RawConnection raw(path);
    EXPECT_EQ(raw.scalar(QStringLiteral("PRAGMA journal_mode")).toString(), QStringLiteral("wal"));
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM sqlite_master WHERE type = 'index' AND name IN "
                                        "('jobs_state_next_attempt', 'jobs_created_at', 'job_events_job_at', "
                                        "'jobs_account_state')"))
                  .toInt(),
              4);
}

TEST_F(JobStoreSqliteTest, ExistingWorldReadableFileIsTightenedTo0600)
{
    store.close();
    ASSERT_TRUE(QFile::setPermissions(path,
                                      QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ReadGroup
                                          | QFileDevice::ReadOther));
    ASSERT_EQ(fileMode(path), 0644);
    ASSERT_TRUE(store.openSqlite(path).ok());
    EXPECT_EQ(fileMode(path), 0600);
}

TEST_P(JobStoreTest, ReopeningKeepsDataAndDoesNotMigrateAgain)
{
    const qint64 id = enqueueOne(QStringLiteral("keep-me"));
    store.close();
    EXPECT_FALSE(store.isOpen());
    ASSERT_TRUE(store.open(location).ok());
    EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    ASSERT_TRUE(store.job(id).has_value());
    EXPECT_EQ(store.job(id)->idempotencyKey, QStringLiteral("keep-me"));
    RawConnection raw(*db);
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM schema_version")).toInt(), kMigrationCount);
}

TEST_P(JobStoreTest, DatabaseFromANewerVersionIsRefusedWithAnExplanation)
{
    store.close();
    {
        RawConnection raw(*db);
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO schema_version (version, applied_at) VALUES (99, 0)")));
    }
    auto r = store.open(location);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("newer SolveDeck"))) << r.error().message.toStdString();
    EXPECT_FALSE(store.isOpen());
}

TEST_F(JobStoreSqliteTest, NonDatabaseFileIsRefusedWithPathAndFix)
{
    const QString junk = QDir(db->folder()).filePath(QStringLiteral("junk.sqlite"));
    QFile f(junk);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.write(QByteArray(4096, 'x'));
    f.close();
    JobStore other(clock);
    auto r = other.openSqlite(junk);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(r.error().message.contains(junk)) << r.error().message.toStdString();
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("choose another location")));
    EXPECT_FALSE(other.isOpen());
    EXPECT_TRUE(other.connectionName().isEmpty());
}

TEST_F(JobStoreSqliteTest, UncreatableFolderIsReportedWithWhatToDo)
{
    // A regular file where the folder should be: fails even for root, unlike a chmod.
    const QString blocker = QDir(db->folder()).filePath(QStringLiteral("blocker"));
    QFile f(blocker);
    ASSERT_TRUE(f.open(QIODevice::WriteOnly));
    f.close();
    JobStore other(clock);
    auto r = other.openSqlite(blocker + QStringLiteral("/sub/solvedeck.sqlite"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(r.error().message.contains(blocker)) << r.error().message.toStdString();
}

TEST_P(JobStoreTest, EachStoreHasItsOwnConnectionRemovedOnCloseAndDestruction)
{
    auto second = std::make_unique<JobStore>(clock);
    ASSERT_TRUE(second->open(location).ok());
    const QString a = store.connectionName();
    const QString b = second->connectionName();
    EXPECT_NE(a, b);
    EXPECT_TRUE(QSqlDatabase::contains(a));
    EXPECT_TRUE(QSqlDatabase::contains(b));
    second.reset();
    EXPECT_FALSE(QSqlDatabase::contains(b));
    store.close();
    EXPECT_FALSE(QSqlDatabase::contains(a));
    EXPECT_TRUE(store.connectionName().isEmpty());
}

TEST_F(JobStoreSqliteTest, DefaultPathIsInAppDataAndNamedSolvedeckSqlite)
{
    EXPECT_TRUE(JobStore::defaultDatabasePath().endsWith(QStringLiteral("/solvedeck.sqlite")));
}

// openSqlite is for files; a PostgreSQL address given to it is refused, and creates no folders named "postgresql:".
TEST_F(JobStoreSqliteTest, OpenSqliteRefusesAPostgresAddressAndCreatesNothing)
{
    const QString cwd = QDir::currentPath();
    ASSERT_TRUE(QDir::setCurrent(db->folder()));
    JobStore other(clock);
    const Result<void> r = other.openSqlite(QStringLiteral("postgresql://ops:secret@db.example.com/jobs"));
    QDir::setCurrent(cwd);
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("PostgreSQL address"))) << r.error().message.toStdString();
    EXPECT_FALSE(r.error().message.contains(QStringLiteral("secret")));
    EXPECT_FALSE(QFileInfo::exists(QDir(db->folder()).filePath(QStringLiteral("postgresql:"))));
    EXPECT_FALSE(other.isOpen());
}

TEST_P(JobStoreTest, EnqueueStoresTheSpecQueuedDueNowWithAnEvent)
{
    TaskSpec spec = recaptchaSpec();
    spec.params.insert(QStringLiteral("data-s"), QStringLiteral("abc=\"quoted\"; DROP TABLE jobs;--"));
    auto r = store.enqueue(spec, QStringLiteral("k1"));
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    EXPECT_TRUE(r->created);
    const auto job = store.job(r->jobId);
    ASSERT_TRUE(job.has_value());
    EXPECT_EQ(job->spec, spec);
    EXPECT_EQ(job->state, JobState::Queued);
    EXPECT_EQ(job->idempotencyKey, QStringLiteral("k1"));
    EXPECT_EQ(job->createdAtMs, clock.nowMs());
    EXPECT_EQ(job->nextAttemptAtMs, clock.nowMs());
    EXPECT_EQ(job->attempts, 0);
    const auto events = store.events(r->jobId);
    ASSERT_EQ(events.size(), 1);
    EXPECT_EQ(events[0].kind, QLatin1String(EventKind::Enqueued));
    EXPECT_EQ(events[0].atMs, clock.nowMs());
    EXPECT_EQ(events[0].jobId, r->jobId);
}

TEST_P(JobStoreTest, EnqueueRefusesAnInvalidSpecAndStoresNothing)
{
    auto r = store.enqueue(invalidSpec());
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("INVALID_SPEC"));
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("pageurl")));
    EXPECT_TRUE(store.jobs().isEmpty());
}

TEST_P(JobStoreTest, SameIdempotencyKeyReturnsTheSameJobOnce)
{
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    auto first = store.enqueue(recaptchaSpec(), QStringLiteral("order-42"));
    auto second = store.enqueue(recaptchaSpec(QStringLiteral("https://example.com/other")), QStringLiteral("order-42"));
    ASSERT_TRUE(first.ok());
    ASSERT_TRUE(second.ok());
    EXPECT_TRUE(first->created);
    EXPECT_FALSE(second->created);
    EXPECT_EQ(first->jobId, second->jobId);
    EXPECT_EQ(store.jobs().size(), 1);
    EXPECT_EQ(store.events(first->jobId).size(), 1);
    EXPECT_EQ(changed.count(), 1); // nothing changed the second time
    EXPECT_EQ(store.jobByIdempotencyKey(QStringLiteral("order-42"))->id, first->jobId);
    EXPECT_FALSE(store.jobByIdempotencyKey(QStringLiteral("order-43")).has_value());
}

TEST_P(JobStoreTest, EmptyKeyGetsAFreshUuid)
{
    const qint64 a = enqueueOne();
    const qint64 b = enqueueOne();
    EXPECT_NE(a, b);
    const QString key = store.job(a)->idempotencyKey;
    EXPECT_FALSE(QUuid::fromString(key).isNull()) << key.toStdString();
    EXPECT_NE(key, store.job(b)->idempotencyKey);
}

TEST_P(JobStoreTest, BatchIsAllOrNothing)
{
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    auto r = store.enqueueBatch({{recaptchaSpec(), QStringLiteral("a")},
                                 {invalidSpec(), QStringLiteral("b")},
                                 {recaptchaSpec(), QStringLiteral("c")}});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error().code, QStringLiteral("INVALID_SPEC"));
    EXPECT_TRUE(r.error().message.startsWith(QStringLiteral("job 2 of 3: pageurl"))) << r.error().message.toStdString();
    EXPECT_TRUE(store.jobs().isEmpty());
    EXPECT_EQ(changed.count(), 0);
}

TEST_P(JobStoreTest, BatchStoresEverythingInOrderAndHonoursExistingKeys)
{
    const qint64 existing = enqueueOne(QStringLiteral("b"));
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    auto r = store.enqueueBatch({{recaptchaSpec(), QStringLiteral("a")},
                                 {recaptchaSpec(), QStringLiteral("b")},
                                 {recaptchaSpec(), QStringLiteral("a")},
                                 {recaptchaSpec(), QString()}});
    ASSERT_TRUE(r.ok()) << r.error().message.toStdString();
    ASSERT_EQ(r->size(), 4);
    EXPECT_TRUE(r->at(0).created);
    EXPECT_FALSE(r->at(1).created);
    EXPECT_EQ(r->at(1).jobId, existing);
    EXPECT_FALSE(r->at(2).created);
    EXPECT_EQ(r->at(2).jobId, r->at(0).jobId);
    EXPECT_TRUE(r->at(3).created);
    EXPECT_EQ(store.jobs().size(), 3);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).value<QList<qint64>>(), (QList<qint64>{r->at(0).jobId, r->at(3).jobId}));
}

TEST_P(JobStoreTest, HappyPathStampsTimesAndRecordsEachEvent)
{
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    const qint64 id = enqueueOne();
    const qint64 t0 = clock.nowMs();
    clock.advanceMs(100);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    EXPECT_EQ(store.job(id)->state, JobState::Submitting);
    EXPECT_EQ(store.job(id)->attempts, 1);
    clock.advanceMs(400);
    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("73400123")).ok());
    auto job = store.job(id);
    EXPECT_EQ(job->state, JobState::Submitted);
    EXPECT_EQ(job->taskId, QStringLiteral("73400123"));
    EXPECT_EQ(job->submittedAtMs, t0 + 500);
    clock.advanceMs(20'000);
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("03AGdBq2-token"), t0 + 140'500).ok());
    job = store.job(id);
    EXPECT_EQ(job->state, JobState::Solved);
    EXPECT_EQ(job->token, QStringLiteral("03AGdBq2-token"));
    EXPECT_EQ(job->tokenExpiresAtMs, t0 + 140'500);
    EXPECT_EQ(job->readyAtMs, t0 + 20'500);
    EXPECT_EQ(job->collectedAtMs, t0 + 20'500);
    EXPECT_EQ(job->finishedAtMs, t0 + 20'500);
    EXPECT_EQ(job->createdAtMs, t0);

    const auto events = store.events(id);
    EXPECT_EQ(eventKinds(events),
              (QStringList{QStringLiteral("enqueued"),
                           QStringLiteral("submitting"),
                           QStringLiteral("submitted"),
                           QStringLiteral("solved")}));
    EXPECT_EQ(events[1].detail, QStringLiteral("attempt 1"));
    EXPECT_TRUE(events[2].detail.contains(QStringLiteral("73400123")));
    EXPECT_FALSE(events[3].detail.contains(QStringLiteral("03AGdBq2"))); // the timeline never shows the token
    EXPECT_EQ(events[3].atMs, t0 + 20'500);
    EXPECT_EQ(changed.count(), 4);
    for (const auto &args : changed) {
        EXPECT_EQ(args.at(0).value<QList<qint64>>(), QList<qint64>{id});
    }
}

TEST_P(JobStoreTest, RequeueClearsTheSubmitAndSchedulesTheNextAttempt)
{
    const qint64 id = jobIn(JobState::Submitting);
    const qint64 later = clock.nowMs() + 30'000;
    ASSERT_TRUE(store.requeue(id, later, QLatin1String(EventKind::Backoff), QStringLiteral("ERROR_ZERO_BALANCE")).ok());
    auto job = store.job(id);
    EXPECT_EQ(job->state, JobState::Queued);
    EXPECT_TRUE(job->taskId.isEmpty());
    EXPECT_EQ(job->submittedAtMs, 0);
    EXPECT_EQ(job->nextAttemptAtMs, later);
    EXPECT_EQ(job->attempts, 1);
    const auto events = store.events(id);
    EXPECT_EQ(events.constLast().kind, QStringLiteral("backoff"));
    EXPECT_EQ(events.constLast().detail, QStringLiteral("ERROR_ZERO_BALANCE"));

    // With the caller's event kind; a second submit counts a second attempt.
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    EXPECT_EQ(store.job(id)->attempts, 2);
    ASSERT_TRUE(store.requeue(id, 0, QLatin1String(EventKind::UncertainSubmit), QStringLiteral("timeout")).ok());
    EXPECT_EQ(store.job(id)->nextAttemptAtMs, clock.nowMs()); // 0 = as soon as possible, stored as now
    EXPECT_EQ(store.events(id).constLast().kind, QStringLiteral("uncertain_submit"));
}

TEST_P(JobStoreTest, ASubmittedJobIsNeverQueuedAgain)
{
    // Its task id says a task exists at the server: submitting the job again would start a second one.
    const qint64 id = jobIn(JobState::Submitted);
    const auto refused = store.requeue(id, 0, QLatin1String(EventKind::Backoff), QStringLiteral("late"));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("INVALID_TRANSITION"));
    EXPECT_EQ(store.job(id)->state, JobState::Submitted);
    EXPECT_FALSE(store.job(id)->taskId.isEmpty());
}

TEST_P(JobStoreTest, FailCancelAndRetry)
{
    const qint64 failed = jobIn(JobState::Submitted);
    clock.advanceMs(1000);
    ASSERT_TRUE(
        store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QStringLiteral("workers gave up")).ok());
    auto job = store.job(failed);
    EXPECT_EQ(job->state, JobState::Failed);
    EXPECT_EQ(job->errorCode, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    EXPECT_EQ(job->errorDetail, QStringLiteral("workers gave up"));
    EXPECT_EQ(job->finishedAtMs, clock.nowMs());
    EXPECT_EQ(store.events(failed).constLast().kind, QStringLiteral("failed"));
    EXPECT_TRUE(store.events(failed).constLast().detail.contains(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")));

    clock.advanceMs(1000);
    ASSERT_TRUE(store.retry(failed).ok());
    job = store.job(failed);
    EXPECT_EQ(job->state, JobState::Queued);
    EXPECT_TRUE(job->taskId.isEmpty());
    EXPECT_TRUE(job->errorCode.isEmpty());
    EXPECT_TRUE(job->errorDetail.isEmpty());
    EXPECT_TRUE(job->token.isEmpty());
    EXPECT_EQ(job->finishedAtMs, 0);
    EXPECT_EQ(job->nextAttemptAtMs, clock.nowMs());
    EXPECT_EQ(job->attempts, 1);
    EXPECT_EQ(store.events(failed).constLast().kind, QStringLiteral("retried"));

    for (JobState from : {JobState::Queued, JobState::Submitting, JobState::Submitted}) {
        const qint64 id = jobIn(from);
        ASSERT_TRUE(store.cancel(id).ok()) << jobStateName(from).toStdString();
        EXPECT_EQ(store.job(id)->state, JobState::Canceled);
        EXPECT_EQ(store.job(id)->finishedAtMs, clock.nowMs());
        EXPECT_EQ(store.events(id).constLast().kind, QStringLiteral("canceled"));
        ASSERT_TRUE(store.retry(id).ok());
        EXPECT_EQ(store.job(id)->state, JobState::Queued);
    }
    const qint64 queuedThenFailed = jobIn(JobState::Failed);
    EXPECT_EQ(store.job(queuedThenFailed)->errorCode, QStringLiteral("ERROR_PAGEURL"));
}

struct Refusal
{
    const char *name;
    JobState from;
    std::function<Result<void>(JobStore &, qint64)> attempt;
};

TEST_P(JobStoreTest, RefusedTransitionsChangeNothingAndSaySo)
{
    const QList<Refusal> refusals{
        {"submitted twice",
         JobState::Submitted,
         [](JobStore &s, qint64 id) {
        return s.markSubmitted(id, QStringLiteral("2"));
         }},
        {"submitted without submitting",
         JobState::Queued,
         [](JobStore &s, qint64 id) {
        return s.markSubmitted(id, QStringLiteral("1"));
         }},
        {"solve a queued job",
         JobState::Queued,
         [](JobStore &s, qint64 id) {
        return s.markSolved(id, QStringLiteral("t"), 1);
         }},
        {"solve a canceled job",
         JobState::Canceled,
         [](JobStore &s, qint64 id) {
        return s.markSolved(id, QStringLiteral("t"), 1);
         }},
        {"requeue a queued job",
         JobState::Queued,
         [](JobStore &s, qint64 id) {
        return s.requeue(id, 1, QStringLiteral("backoff"), {});
         }},
        {"requeue a solved job",
         JobState::Solved,
         [](JobStore &s, qint64 id) {
        return s.requeue(id, 1, QStringLiteral("backoff"), {});
         }},
        {"fail a solved job",
         JobState::Solved,
         [](JobStore &s, qint64 id) {
        return s.markFailed(id, QStringLiteral("X"), {});
         }},
        {"fail a canceled job",
         JobState::Canceled,
         [](JobStore &s, qint64 id) {
        return s.markFailed(id, QStringLiteral("X"), {});
         }},
        {"cancel a solved job",
         JobState::Solved,
         [](JobStore &s, qint64 id) {
        return s.cancel(id);
         }},
        {"cancel a failed job",
         JobState::Failed,
         [](JobStore &s, qint64 id) {
        return s.cancel(id);
         }},
        {"retry a queued job",
         JobState::Queued,
         [](JobStore &s, qint64 id) {
        return s.retry(id);
         }},
        {"retry a solved job",
         JobState::Solved,
         [](JobStore &s, qint64 id) {
        return s.retry(id);
         }},
        {"retry a submitted job",
         JobState::Submitted,
         [](JobStore &s, qint64 id) {
        return s.retry(id);
         }},
        };
    for (const Refusal &refusal : refusals) {
        SCOPED_TRACE(refusal.name);
        const qint64 id = jobIn(refusal.from);
        const Job before = *store.job(id);
        const auto eventsBefore = store.events(id).size();
        QSignalSpy changed(&store, &JobStore::jobsChanged);
        clock.advanceMs(10);
        auto r = refusal.attempt(store, id);
        ASSERT_FALSE(r.ok());
        EXPECT_EQ(r.error().code, QStringLiteral("INVALID_TRANSITION"));
        EXPECT_TRUE(r.error().message.contains(QStringLiteral("Job %1 is %2").arg(id).arg(jobStateName(refusal.from))))
            << r.error().message.toStdString();
        const Job after = *store.job(id);
        EXPECT_EQ(after.state, before.state);
        EXPECT_EQ(after.attempts, before.attempts);
        EXPECT_EQ(after.taskId, before.taskId);
        EXPECT_EQ(after.token, before.token);
        EXPECT_EQ(after.finishedAtMs, before.finishedAtMs);
        EXPECT_EQ(after.nextAttemptAtMs, before.nextAttemptAtMs);
        EXPECT_EQ(store.events(id).size(), eventsBefore);
        EXPECT_EQ(changed.count(), 0);
    }
}

TEST_P(JobStoreTest, UnknownJobIsNotFound)
{
    EXPECT_EQ(store.markSubmitted(999, QStringLiteral("1")).error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_EQ(store.cancel(999).error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_EQ(store.recordEvent(999, QStringLiteral("note"), {}).error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_FALSE(store.job(999).has_value());
    EXPECT_TRUE(store.events(999).isEmpty());
}

TEST_P(JobStoreTest, RecordEventAppendsToTheTimeline)
{
    const qint64 id = enqueueOne();
    clock.advanceMs(5);
    ASSERT_TRUE(store.recordEvent(id, QStringLiteral("poll"), QStringLiteral("CAPCHA_NOT_READY")).ok());
    const auto events = store.events(id);
    ASSERT_EQ(events.size(), 2);
    EXPECT_EQ(events[1].kind, QStringLiteral("poll"));
    EXPECT_EQ(events[1].detail, QStringLiteral("CAPCHA_NOT_READY"));
    EXPECT_EQ(events[1].atMs, clock.nowMs());
    EXPECT_EQ(store.job(id)->state, JobState::Queued);
}

TEST_P(JobStoreTest, RecordEventForStateReachesEveryJobInThatStateOnly)
{
    const qint64 a = enqueueOne();
    const qint64 b = enqueueOne();
    const qint64 running = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, running).ok());
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    const Result<int> recorded = store.recordEventForState(JobState::Queued,
                                                           QStringLiteral("paused"),
                                                           QStringLiteral("no key"));
    ASSERT_TRUE(recorded.ok());
    EXPECT_EQ(*recorded, 2);
    for (qint64 id : {a, b}) {
        const auto events = store.events(id);
        ASSERT_FALSE(events.isEmpty());
        EXPECT_EQ(events.last().kind, QStringLiteral("paused"));
        EXPECT_EQ(events.last().detail, QStringLiteral("no key"));
    }
    EXPECT_NE(store.events(running).last().kind, QStringLiteral("paused"));
    ASSERT_EQ(changed.size(), 1);
    EXPECT_EQ(changed.first().first().value<QList<qint64>>(), (QList<qint64>{a, b}));
    EXPECT_EQ(*store.recordEventForState(JobState::Solved, QStringLiteral("paused"), {}), 0);
}

TEST_P(JobStoreTest, ClosedStoreRefusesWritesAndAnswersEmpty)
{
    const qint64 id = enqueueOne();
    store.close();
    EXPECT_EQ(store.cancel(id).error().code, QStringLiteral("DB_WRITE_FAILED"));
    EXPECT_EQ(store.enqueue(recaptchaSpec()).error().code, QStringLiteral("DB_WRITE_FAILED"));
    EXPECT_FALSE(store.job(id).has_value());
    EXPECT_TRUE(store.jobs().isEmpty());
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), 0);
}

TEST_P(JobStoreTest, DueJobsAreClaimedByNextAttemptThenId)
{
    // Only jobs for authorised hosts are due for engines (AuthorisedHosts).
    ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store));
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), 0);
    const qint64 t0 = clock.nowMs();
    const qint64 a = enqueueOne();
    clock.advanceMs(10);
    const qint64 b = enqueueOne();
    const qint64 c = enqueueOne(); // same time as b: id breaks the tie
    clock.advanceMs(10);
    const qint64 backedOff = jobIn(JobState::Submitting);
    ASSERT_TRUE(store.requeue(backedOff, t0 + 5'000, QStringLiteral("backoff"), {}).ok());
    jobIn(JobState::Submitted); // not queued: never due

    EXPECT_EQ(store.nextQueuedAttemptAtMs(), t0);
    auto ids = [](const QList<Job> &jobs) {
        QList<qint64> out;
        for (const Job &j : jobs) {
            out << j.id;
        }
        return out;
    };
    auto claim = [this, &ids](qint64 dueAtMs, int limit) {
        ClaimRequest request;
        request.engineId = QStringLiteral("engine");
        request.account = QStringLiteral("acct-test");
        request.dueAtMs = dueAtMs;
        request.limit = limit;
        const Result<QList<Job>> claimed = Claims(store).claimDue(request);
        EXPECT_TRUE(claimed.ok()) << (claimed.ok() ? std::string() : claimed.error().message.toStdString());
        return claimed.ok() ? ids(*claimed) : QList<qint64>{-1};
    };
    EXPECT_EQ(claim(t0, 10), (QList<qint64>{a}));
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), t0 + 10);
    EXPECT_EQ(claim(clock.nowMs(), 1), (QList<qint64>{b}));
    EXPECT_EQ(claim(t0 + 4'999, 10), (QList<qint64>{c}));
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), t0 + 5'000);
    EXPECT_TRUE(claim(t0 + 4'999, 10).isEmpty());
    EXPECT_EQ(claim(t0 + 5'000, 10), (QList<qint64>{backedOff}));
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), 0);
    EXPECT_EQ(ids(store.jobsInFlight()).size(), 5); // a, b, c, backedOff submitting + one submitted
    EXPECT_TRUE(store.hasJobsInFlight());
}

// A store taking over from a run that is gone (Claims::reapEngines): the jobs it left submitting are queued again
// (their submit's fate is unknown), the submitted ones are polled on, the queued ones stay as they are.
TEST_P(JobStoreTest, TakingOverRequeuesOnlySubmittingJobs)
{
    const qint64 s1 = jobIn(JobState::Submitting);
    const qint64 s2 = jobIn(JobState::Submitting);
    const qint64 submitted = jobIn(JobState::Submitted);
    const qint64 queued = jobIn(JobState::Queued);
    clock.advanceMs(60'000);
    QSignalSpy changed(&store, &JobStore::jobsChanged);
    auto r = Claims(store).reapEngines(QStringLiteral("engine-after-restart"), {});
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r->requeued, (QList<qint64>{s1, s2}));
    for (qint64 id : {s1, s2}) {
        const auto job = store.job(id);
        EXPECT_EQ(job->state, JobState::Queued);
        EXPECT_EQ(job->nextAttemptAtMs, clock.nowMs());
        EXPECT_EQ(job->attempts, 1); // the lost submit still counts
        EXPECT_EQ(store.events(id).constLast().kind, QStringLiteral("uncertain_submit"));
    }
    EXPECT_EQ(store.job(submitted)->state, JobState::Submitted); // polling resumes with its task id
    EXPECT_FALSE(store.job(submitted)->taskId.isEmpty());
    EXPECT_EQ(store.job(queued)->state, JobState::Queued);
    ASSERT_EQ(changed.count(), 1);
    EXPECT_EQ(changed.at(0).at(0).value<QList<qint64>>(), (QList<qint64>{s1, s2, submitted}));
    EXPECT_TRUE(Claims(store).reapEngines(QStringLiteral("engine-after-restart"), {})->requeued.isEmpty());
}

TEST_P(JobStoreTest, CountsByStateListsEveryState)
{
    auto counts = store.countsByState();
    EXPECT_EQ(counts.size(), allJobStates().size());
    for (JobState s : allJobStates()) {
        EXPECT_EQ(counts.value(s, -1), 0);
    }
    jobIn(JobState::Queued);
    jobIn(JobState::Queued);
    jobIn(JobState::Solved);
    jobIn(JobState::Failed);
    counts = store.countsByState();
    EXPECT_EQ(counts.size(), allJobStates().size());
    EXPECT_EQ(counts[JobState::Queued], 2);
    EXPECT_EQ(counts[JobState::Solved], 1);
    EXPECT_EQ(counts[JobState::Failed], 1);
    EXPECT_EQ(counts[JobState::Submitting], 0);
    EXPECT_EQ(counts[JobState::Canceled], 0);
}

TEST_P(JobStoreTest, JobsQueryFiltersPagesAndOrders)
{
    QList<qint64> all;
    for (int i = 0; i < 5; ++i) {
        all << jobIn(i % 2 == 0 ? JobState::Queued : JobState::Failed);
    }
    EXPECT_EQ(store.jobs().size(), 5);
    JobStore::Query q;
    q.states = {JobState::Failed};
    EXPECT_EQ(store.jobs(q).size(), 2);
    q.states = {JobState::Queued, JobState::Failed};
    q.newestFirst = true;
    q.limit = 2;
    auto page = store.jobs(q);
    ASSERT_EQ(page.size(), 2);
    EXPECT_EQ(page[0].id, all[4]);
    EXPECT_EQ(page[1].id, all[3]);
    q.offset = 4;
    page = store.jobs(q);
    ASSERT_EQ(page.size(), 1);
    EXPECT_EQ(page[0].id, all[0]);
    JobStore::Query offsetOnly;
    offsetOnly.offset = 3;
    page = store.jobs(offsetOnly);
    ASSERT_EQ(page.size(), 2);
    EXPECT_EQ(page[0].id, all[3]);

    const auto byIds = store.jobsByIds({all[3], 999, all[1]});
    ASSERT_EQ(byIds.size(), 2);
    EXPECT_EQ(byIds[0].id, all[3]);
    EXPECT_EQ(byIds[1].id, all[1]);
}
} // namespace

// A task whose submit's fate is unknown, or whose job was canceled in flight, may hold a plan thread until its
// deadline, also across a restart: the store keeps when it was sent.
TEST_P(JobStoreTest, TasksMaybeAliveAreTheUncertainAndTheCanceledInFlight)
{
    const qint64 uncertain = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, uncertain).ok());
    const qint64 sentAt = clock.nowMs();
    ASSERT_TRUE(
        store.requeue(uncertain, 0, QString::fromLatin1(EventKind::UncertainSubmit), QStringLiteral("lost")).ok());

    const qint64 refused = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, refused).ok());
    ASSERT_TRUE(store.requeue(refused, 0, QString::fromLatin1(EventKind::Backoff), QStringLiteral("no thread")).ok());

    const qint64 canceled = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, canceled).ok());
    ASSERT_TRUE(store.markSubmitted(canceled, QStringLiteral("77")).ok());
    ASSERT_TRUE(store.cancel(canceled).ok());

    const qint64 solved = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, solved).ok());
    ASSERT_TRUE(store.markSubmitted(solved, QStringLiteral("78")).ok());
    ASSERT_TRUE(store.markSolved(solved, QStringLiteral("tok"), 0).ok());

    const qint64 crashed = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, crashed).ok());
    ASSERT_TRUE(Claims(store).reapEngines(QStringLiteral("engine-after-restart"), {}).ok());

    QList<qint64> ids;
    for (const MaybeAliveTask &task : Claims(store).tasksMaybeAlive(sentAt)) {
        ids.append(task.jobId);
        EXPECT_EQ(task.submitSentAtMs, sentAt);
        EXPECT_EQ(task.method, Method::RecaptchaV2);
    }
    EXPECT_EQ(ids, (QList<qint64>{uncertain, canceled, crashed}));
    // Sent before the window: no longer counted.
    EXPECT_TRUE(Claims(store).tasksMaybeAlive(sentAt + 1).isEmpty());
    // A new attempt that is answered ends the old doubt.
    ASSERT_TRUE(SolveDeckTest::claimJob(store, uncertain).ok());
    ASSERT_TRUE(store.markSubmitted(uncertain, QStringLiteral("79")).ok());
    ASSERT_TRUE(store.markSolved(uncertain, QStringLiteral("tok"), 0).ok());
    EXPECT_EQ(Claims(store).tasksMaybeAlive(sentAt).size(), 2);
}

TEST_P(JobStoreTest, LearnedSolveTimesSurviveAReopen)
{
    EXPECT_TRUE(LearnedSolveTimes(store).load().isEmpty());
    QMap<Method, QList<qint64>> learned;
    learned.insert(Method::Turnstile, {9'000, 12'000, 11'500});
    learned.insert(Method::Image, {400});
    ASSERT_TRUE(LearnedSolveTimes(store).save(learned).ok());
    learned.insert(Method::Image, {450, 500}); // replaces, never appends
    ASSERT_TRUE(LearnedSolveTimes(store).save(learned).ok());
    store.close();
    ASSERT_TRUE(store.open(location).ok());
    EXPECT_EQ(LearnedSolveTimes(store).load(), learned);
}

TEST_P(JobStoreTest, ALabelIsKeptWithTheJobAndKeptAsOneShortLine)
{
    TaskSpec spec = recaptchaSpec();
    spec.label = QStringLiteral("checkout form, staging");
    const auto added = store.enqueue(spec);
    ASSERT_TRUE(added.ok());
    EXPECT_EQ(store.job(added->jobId)->spec.label, QStringLiteral("checkout form, staging"));
    spec.label = QStringLiteral("two\nlines");
    const auto refused = store.enqueue(spec);
    ASSERT_FALSE(refused.ok());
    EXPECT_TRUE(refused.error().message.startsWith(QStringLiteral("label:"))) << refused.error().message.toStdString();
    spec.label = QString(201, QLatin1Char('x'));
    EXPECT_FALSE(store.enqueue(spec).ok());
}
