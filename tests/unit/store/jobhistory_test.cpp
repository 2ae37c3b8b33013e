// Job history on both backends (issue 11): filtered pages, bulk actions that act on exactly the jobs counted while
// another connection changes states, retention, exports that leave no file when canceled, and export -> import
// round trips of every field.
#include "core/io/jobexport.h"
#include "core/io/jobimport.h"
#include "core/io/jobjson.h"
#include "core/store/auditlog.h"
#include "core/store/jobhistory.h"
#include "core/store/retention.h"
#include "storefixture.h"
#include "support/teststore.h"

#include <QBuffer>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>

namespace SolveDeckStoreTest {
namespace {

using Action = JobHistory::BulkAction;

class JobHistoryTest : public BackendStoreTest
{
protected:
    JobHistory history() { return JobHistory(store, clock); }

    // A job with a key and a label that begin with formula characters, solved with a token.
    qint64 richSolvedJob(const QString &key)
    {
        TaskSpec spec = recaptchaSpec(QStringLiteral("https://example.com/%1").arg(key));
        spec.label = QStringLiteral("@label ") + key;
        // Quotes and a comma (CSV quoting); no line break: validation refuses control characters in data-s.
        spec.params.insert(QStringLiteral("data-s"), QStringLiteral("-login, \"quoted\""));
        auto added = store.enqueue(spec, key);
        EXPECT_TRUE(added.ok());
        const qint64 id = added->jobId;
        clock.advanceMs(1000);
        EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        EXPECT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
        clock.advanceMs(1500);
        EXPECT_TRUE(store.markSolved(id, QStringLiteral("=token-%1").arg(id), clock.nowMs() + 120'000).ok());
        return id;
    }

    QList<AuditEntry> audit(const QString &action)
    {
        AuditQuery q;
        q.action = action;
        auto entries = AuditLog(store).entries(q);
        EXPECT_TRUE(entries.ok());
        return entries.ok() ? entries.value() : QList<AuditEntry>{};
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, JobHistoryTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(JobHistoryTest, PagesCoverExactlyTheFilteredJobsInIdOrder)
{
    QList<qint64> solved;
    for (int i = 0; i < 7; ++i) {
        solved << jobIn(JobState::Solved);
        jobIn(JobState::Queued);
    }
    const qint64 cutoff = clock.nowMs();
    clock.advanceMs(10);
    const qint64 late = jobIn(JobState::Solved);
    JobFilter filter;
    filter.states = {JobState::Solved};
    EXPECT_EQ(history().count(filter).value(), 8);
    QList<qint64> seen;
    int pages = 0;
    auto read = history().forEachPage(filter, 3, [&](const QList<Job> &jobs) {
        ++pages;
        EXPECT_LE(jobs.size(), 3);
        for (const Job &j : jobs) {
            EXPECT_EQ(j.state, JobState::Solved);
            seen << j.id;
        }
        return true;
    });
    ASSERT_TRUE(read.ok());
    EXPECT_EQ(read.value(), 8);
    EXPECT_EQ(pages, 3);
    EXPECT_EQ(seen, solved + QList<qint64>{late});

    filter.sinceMs = cutoff + 1;
    EXPECT_EQ(history().count(filter).value(), 1);
    JobFilter text;
    text.text = QStringLiteral("EXAMPLE.com/LOG");
    EXPECT_EQ(history().count(text).value(), 15);
    text.text = QStringLiteral("100%_");
    EXPECT_EQ(history().count(text).value(), 0) << "% and _ match themselves";

    // Stopping in the middle is reported as such.
    auto stopped = history().forEachPage(filter, 1, [](const QList<Job> &) {
        return false;
    });
    ASSERT_FALSE(stopped.ok());
    EXPECT_EQ(stopped.error().code, QStringLiteral("CANCELED"));
}

TEST_P(JobHistoryTest, ABulkActionActsOnExactlyTheCountedJobsThatAreStillEligible)
{
    QList<qint64> queued;
    for (int i = 0; i < 6; ++i) {
        queued << jobIn(JobState::Queued);
    }
    const qint64 finished = jobIn(JobState::Solved);
    JobFilter filter;
    filter.states = {JobState::Queued};
    const auto counted = history().eligible(Action::Cancel, filter);
    ASSERT_TRUE(counted.ok());
    ASSERT_EQ(counted.value(), queued);

    // Meanwhile an engine on another connection moves two of them on, and a new job arrives.
    JobStore engine(clock);
    ASSERT_TRUE(engine.open(location).ok());
    ASSERT_TRUE(SolveDeckTest::claimJob(engine, queued[1]).ok());
    ASSERT_TRUE(engine.markSubmitted(queued[1], QStringLiteral("T1")).ok());
    ASSERT_TRUE(SolveDeckTest::claimJob(engine, queued[2]).ok());
    ASSERT_TRUE(engine.markSubmitted(queued[2], QStringLiteral("T2")).ok());
    ASSERT_TRUE(engine.markSolved(queued[2], QStringLiteral("tok"), clock.nowMs() + 1000).ok());
    const qint64 newcomer = engine.enqueue(recaptchaSpec()).value().jobId;

    const auto done = history().apply(Action::Cancel, counted.value() + QList<qint64>{finished}, filter.describe());
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    // queued[1] is submitted now: still cancelable; queued[2] is solved: skipped; the newcomer was never counted.
    EXPECT_EQ(done->acted, (QList<qint64>{queued[0], queued[1], queued[3], queued[4], queued[5]}));
    EXPECT_EQ(done->skipped, (QList<qint64>{queued[2], finished}));
    EXPECT_EQ(store.job(queued[2])->state, JobState::Solved);
    EXPECT_EQ(store.job(newcomer)->state, JobState::Queued);
    EXPECT_EQ(store.job(queued[1])->state, JobState::Canceled);
    EXPECT_EQ(store.events(queued[0]).constLast().kind, QStringLiteral("canceled"));
    const QList<AuditEntry> entries = audit(QStringLiteral("jobs.cancel"));
    ASSERT_EQ(entries.size(), 1);
    EXPECT_TRUE(entries[0].detail.startsWith(QStringLiteral("5 jobs of 7"))) << entries[0].detail.toStdString();
}

TEST_P(JobHistoryTest, ByFilterTheCountReportedIsTheCountChanged)
{
    for (int i = 0; i < 4; ++i) {
        jobIn(JobState::Failed);
        jobIn(JobState::Canceled);
        jobIn(JobState::Queued);
    }
    JobFilter filter;
    filter.states = {JobState::Failed, JobState::Canceled, JobState::Queued};
    EXPECT_EQ(history().eligible(Action::Retry, filter).value().size(), 8);
    const auto done = history().applyMatching(Action::Retry, filter);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_EQ(done->acted.size(), 8);
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 12);
    int retriedEvents = 0;
    for (const Job &j : store.jobs()) {
        retriedEvents += int(eventKinds(store.events(j.id)).count(QStringLiteral("retried")));
    }
    EXPECT_EQ(retriedEvents, 8);
    ASSERT_EQ(audit(QStringLiteral("jobs.retry")).size(), 1);
}

TEST_P(JobHistoryTest, DeleteTakesFinishedJobsOnlyWithTheirTimelines)
{
    const qint64 solved = jobIn(JobState::Solved);
    const qint64 failed = jobIn(JobState::Failed);
    const qint64 queued = jobIn(JobState::Queued);
    const qint64 submitted = jobIn(JobState::Submitted);
    const auto done = history().applyMatching(Action::Delete, JobFilter{});
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_EQ(done->acted, (QList<qint64>{solved, failed}));
    EXPECT_FALSE(store.job(solved).has_value());
    EXPECT_TRUE(store.events(solved).isEmpty());
    EXPECT_TRUE(store.job(queued).has_value());
    EXPECT_TRUE(store.job(submitted).has_value());
    RawConnection raw(*db);
    EXPECT_EQ(raw.scalar(
                     QStringLiteral("SELECT COUNT(*) FROM job_events WHERE job_id IN (%1, %2)").arg(solved).arg(failed))
                  .toInt(),
              0);
}

TEST_P(JobHistoryTest, RetentionPurgesOldFinishedJobsBeyondTheNewestKept)
{
    const qint64 day = 86400'000;
    QList<qint64> old;
    for (int i = 0; i < 5; ++i) {
        old << jobIn(JobState::Solved);
    }
    const qint64 oldQueued = jobIn(JobState::Queued);
    clock.advanceMs(40 * day);
    const qint64 recent = jobIn(JobState::Failed);
    Retention retention(store, clock);

    RetentionPolicy byAge;
    byAge.olderThanMs = 30 * day;
    EXPECT_EQ(retention.candidates(byAge).value(), old);

    RetentionPolicy both = byAge;
    both.keepNewest = 3; // keeps recent + the two newest old ones
    EXPECT_EQ(retention.candidates(both).value(), old.mid(0, 3));

    RetentionPolicy none;
    EXPECT_TRUE(retention.candidates(none).value().isEmpty());

    const auto purged = retention.purge(both, {}, 2);
    ASSERT_TRUE(purged.ok()) << purged.error().message.toStdString();
    EXPECT_EQ(purged->purged, 3);
    EXPECT_FALSE(store.job(old[0]).has_value());
    EXPECT_TRUE(store.job(old[3]).has_value());
    EXPECT_TRUE(store.job(oldQueued).has_value()) << "queued jobs are never purged";
    EXPECT_TRUE(store.job(recent).has_value());
    EXPECT_EQ(audit(QStringLiteral("jobs.purge")).size(), 2) << "one entry per batch";
}

TEST_P(JobHistoryTest, ACanceledExportLeavesNoFileAndAnOlderFileUntouched)
{
    for (int i = 0; i < 10; ++i) {
        jobIn(JobState::Solved);
    }
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString path = dir.filePath(QStringLiteral("jobs.csv"));
    ExportOptions options;
    options.pageSize = 2;
    int calls = 0;
    auto canceled = JobExporter::writeFile(store, path, options, [&](qint64, qint64) {
        return ++calls < 3;
    });
    ASSERT_FALSE(canceled.ok());
    EXPECT_EQ(canceled.error().code, QStringLiteral("CANCELED"));
    EXPECT_FALSE(QFile::exists(path));
    EXPECT_EQ(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 0) << "no temporary file left";

    QFile older(path);
    ASSERT_TRUE(older.open(QIODevice::WriteOnly));
    older.write("older export\n");
    older.close();
    options.format = ExportFormat::Json;
    calls = 0;
    ASSERT_FALSE(JobExporter::writeFile(store, path, options, [&](qint64, qint64) {
                     return ++calls < 2;
                 }).ok());
    ASSERT_TRUE(older.open(QIODevice::ReadOnly));
    EXPECT_EQ(older.readAll(), QByteArray("older export\n"));
    older.close();

    auto written = JobExporter::writeFile(store, path, options);
    ASSERT_TRUE(written.ok()) << written.error().message.toStdString();
    EXPECT_EQ(written.value(), 10);
    ASSERT_TRUE(older.open(QIODevice::ReadOnly));
    const QJsonObject doc = QJsonDocument::fromJson(older.readAll()).object();
    EXPECT_EQ(doc.value(QStringLiteral("schema")).toInt(), 1);
    EXPECT_EQ(doc.value(QStringLiteral("count")).toInt(), 10);
    EXPECT_EQ(doc.value(QStringLiteral("jobs")).toArray().size(), 10);
    EXPECT_FALSE(doc.value(QStringLiteral("app_version")).toString().isEmpty());
    EXPECT_EQ(audit(QStringLiteral("jobs.export")).size(), 1) << "only the finished export is recorded";
}

// Exports a store and imports the file into a fresh database of the other kind of file: every field survives.
TEST_P(JobHistoryTest, EveryFormatRoundTripsEveryFieldThroughImport)
{
    const qint64 a = richSolvedJob(QStringLiteral("=first"));
    const qint64 b = richSolvedJob(QStringLiteral("+second"));
    ASSERT_TRUE(
        store.markFailed(jobIn(JobState::Queued), QStringLiteral("ERROR_PAGEURL"), QStringLiteral("-bad")).ok());
    jobIn(JobState::Queued);
    jobIn(JobState::Canceled);
    Q_UNUSED(a)
    Q_UNUSED(b)
    const QList<Job> original = store.jobs();

    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Ndjson}) {
        ExportOptions options;
        options.format = format;
        options.includeTokens = true;
        options.includeEvents = true;
        options.bom = format == ExportFormat::Csv;
        QBuffer buffer;
        ASSERT_TRUE(buffer.open(QIODevice::WriteOnly));
        ASSERT_TRUE(JobExporter::write(store, buffer, options).ok());
        buffer.close();
        ASSERT_TRUE(buffer.open(QIODevice::ReadOnly));

        TestDatabase fresh(backend());
        ASSERT_TRUE(fresh.ready()) << fresh.error().toStdString();
        JobStore target;
        ASSERT_TRUE(target.open(fresh.location()).ok());
        auto imported = importJobs(target,
                                   buffer,
                                   format == ExportFormat::Csv ? JobFileFormat::Csv : JobFileFormat::Jsonl);
        ASSERT_TRUE(imported.ok()) << imported.error().message.toStdString();
        EXPECT_EQ(imported->created, original.size());

        const QList<Job> copies = target.jobs();
        ASSERT_EQ(copies.size(), original.size());
        for (qsizetype i = 0; i < copies.size(); ++i) {
            // Fresh database, jobs in id order: the same ids; and every other field as JSON.
            EXPECT_EQ(JobJson::toJson(copies[i]), JobJson::toJson(original[i]))
                << "format " << int(format) << " job " << i;
            const QList<JobEvent> before = store.events(original[i].id);
            const QList<JobEvent> after = target.events(copies[i].id);
            ASSERT_EQ(after.size(), before.size());
            for (qsizetype e = 0; e < after.size(); ++e) {
                EXPECT_EQ(after[e].kind, before[e].kind);
                EXPECT_EQ(after[e].atMs, before[e].atMs);
                EXPECT_EQ(after[e].detail, before[e].detail);
            }
        }
        // Imported again into the same database: every key is already there, nothing new.
        buffer.seek(0);
        auto again = importJobs(target,
                                buffer,
                                format == ExportFormat::Csv ? JobFileFormat::Csv : JobFileFormat::Jsonl);
        ASSERT_TRUE(again.ok());
        EXPECT_EQ(again->created, 0);
        EXPECT_EQ(again->existed, original.size());
        EXPECT_EQ(target.jobs().size(), original.size());
    }
}

TEST_P(JobHistoryTest, ExportsLeaveTokensOutUnlessAskedAndNeutraliseFormulas)
{
    richSolvedJob(QStringLiteral("@key"));
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Json, ExportFormat::Ndjson}) {
        ExportOptions options;
        options.format = format;
        QBuffer buffer;
        ASSERT_TRUE(buffer.open(QIODevice::WriteOnly));
        ASSERT_TRUE(JobExporter::write(store, buffer, options).ok());
        EXPECT_FALSE(buffer.data().contains("token-")) << int(format);
        QBuffer withTokens;
        ASSERT_TRUE(withTokens.open(QIODevice::WriteOnly));
        options.includeTokens = true;
        ASSERT_TRUE(JobExporter::write(store, withTokens, options).ok());
        EXPECT_TRUE(withTokens.data().contains("token-")) << int(format);
        if (format == ExportFormat::Csv) {
            EXPECT_TRUE(withTokens.data().contains(",'@key,")) << withTokens.data().toStdString();
            EXPECT_TRUE(withTokens.data().contains(",'=token-")) << withTokens.data().toStdString();
        }
    }
}

TEST_P(JobHistoryTest, AnImportWithABadRowStoresNothingAndRepeatedKeysAreAlreadyQueued)
{
    const qint64 existing = enqueueOne(QStringLiteral("known"));
    const QByteArray good = "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://example.com/";
    QBuffer bad;
    bad.setData("method,sitekey,pageurl,idempotency_key\n" + good + ",a\n" + good + ",b\nhcaptcha,x,https://x/,c\n");
    ASSERT_TRUE(bad.open(QIODevice::ReadOnly));
    auto failed = importJobs(store, bad, JobFileFormat::Csv);
    ASSERT_FALSE(failed.ok());
    EXPECT_TRUE(failed.error().message.startsWith(QStringLiteral("line 4: method: \"hcaptcha\" is not known")))
        << failed.error().message.toStdString();
    EXPECT_EQ(store.jobs().size(), 1) << "nothing from the file was stored";

    QBuffer repeated;
    repeated.setData("method,sitekey,pageurl,idempotency_key\n" + good + ",known\n" + good + ",new\n" + good
                     + ",new\n");
    ASSERT_TRUE(repeated.open(QIODevice::ReadOnly));
    QBuffer ids;
    ASSERT_TRUE(ids.open(QIODevice::WriteOnly));
    auto done = importJobs(store, repeated, JobFileFormat::Csv, &ids);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_EQ(done->created, 1);
    EXPECT_EQ(done->existed, 2);
    EXPECT_EQ(done->repeated, 1); // "new" twice: one of the two not added was never in the database
    ASSERT_EQ(done->existing.size(), 2);
    EXPECT_EQ(done->existing[0].jobId, existing);
    EXPECT_EQ(done->existing[1].line, 4);
    const QList<QByteArray> printed = ids.data().trimmed().split('\n');
    ASSERT_EQ(printed.size(), 3);
    EXPECT_EQ(printed[0].toLongLong(), existing);
    EXPECT_EQ(printed[1], printed[2]);
    EXPECT_EQ(store.jobs().size(), 2);
    // A key found again takes no id: the next job follows the imported one (a twenty-fifth trial saw 32 follow 30).
    EXPECT_EQ(enqueueOne(QStringLiteral("after")), printed[1].toLongLong() + 1);
}

TEST(JobHistorySqlite, AnImportPutsTheConnectionsTempStoreBackWhetherItSucceedsOrFails)
{
    // The import keeps SQLite's statement journals in memory while it runs (PRAGMA temp_store=MEMORY); the
    // connection's own setting must be back afterwards, after a good file and after a bad one.
    SolveDeckTest::TestDatabase db(Backend::Sqlite);
    ASSERT_TRUE(db.ready());
    JobStore store;
    ASSERT_TRUE(store.open(db.location()).ok());
    auto tempStore = [&] {
        QSqlQuery q = store.readQuery();
        return q.exec(QStringLiteral("PRAGMA temp_store")) && q.next() ? q.value(0).toInt() : -1;
    };
    QSqlQuery set = store.readQuery();
    ASSERT_TRUE(set.exec(QStringLiteral("PRAGMA temp_store=FILE")));
    ASSERT_EQ(tempStore(), 1) << "1 = FILE";
    const QByteArray good = "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://example.com/";
    QBuffer file;
    file.setData("method,sitekey,pageurl,idempotency_key\n" + good + ",a\n" + good + ",b\n");
    ASSERT_TRUE(file.open(QIODevice::ReadOnly));
    auto done = importJobs(store, file, JobFileFormat::Csv);
    ASSERT_TRUE(done.ok()) << done.error().message.toStdString();
    EXPECT_EQ(done->created, 2);
    EXPECT_EQ(tempStore(), 1);
    QBuffer bad;
    bad.setData("method,sitekey,pageurl,idempotency_key\n" + good + ",c\nhcaptcha,x,https://x/,d\n");
    ASSERT_TRUE(bad.open(QIODevice::ReadOnly));
    EXPECT_FALSE(importJobs(store, bad, JobFileFormat::Csv).ok());
    EXPECT_EQ(tempStore(), 1);
    EXPECT_EQ(store.jobs().size(), 2) << "nothing from the bad file was stored";
}

TEST(JobHistorySqlite, ANewDatabaseHasIncrementalVacuumAndPurgeGivesPagesBack)
{
    SolveDeckTest::TestDatabase db(Backend::Sqlite);
    ASSERT_TRUE(db.ready());
    JobStore store;
    ASSERT_TRUE(store.open(db.location()).ok());
    RawConnection raw(db);
    EXPECT_EQ(raw.scalar(QStringLiteral("PRAGMA auto_vacuum")).toInt(), 2) << "2 = INCREMENTAL";
    QList<std::pair<TaskSpec, QString>> items;
    for (int i = 0; i < 3000; ++i) {
        TaskSpec spec = recaptchaSpec();
        spec.label = QString(200, QLatin1Char('x'));
        items.append({spec, QString()});
    }
    ASSERT_TRUE(store.enqueueBatch(items).ok());
    JobHistory history(store);
    ASSERT_EQ(history.applyMatching(JobHistory::BulkAction::Cancel, JobFilter{}).value().acted.size(), 3000);
    RetentionPolicy all;
    all.keepNewest = 0;
    const auto purged = Retention(store).purge(all);
    ASSERT_TRUE(purged.ok()) << purged.error().message.toStdString();
    EXPECT_EQ(purged->purged, 3000);
    EXPECT_GT(purged->pagesFreed, 0);
}

} // namespace
} // namespace SolveDeckStoreTest
