// The fast export path (rows as stored, params copied when already in the exported form, times from a day cache)
// must write exactly the bytes of the Job-based reference path, on both backends, for every format and option,
// including rows the fast path cannot take its shortcuts with (params in other JSON shapes, unknown names, times
// at day boundaries and past year 9999).
#include "core/io/jobexport.h"
#include "core/io/sqlitereader.h"
#include "core/store/jobeventwriter.h"
#include "storefixture.h"
#include "support/teststore.h"

#include <QBuffer>
#include <QRegularExpression>

namespace SolveDeckStoreTest {
namespace {

class JobExportReferenceTest : public BackendStoreTest
{
protected:
    void setColumn(qint64 id, const QString &column, const QVariant &value)
    {
        auto written = store.write(QStringLiteral("set a column"), [&](QSqlQuery &q) {
            return JobStore::exec(q, QStringLiteral("UPDATE jobs SET %1 = ? WHERE id = ?").arg(column), {value, id});
        });
        ASSERT_TRUE(written.ok()) << written.error().message.toStdString();
    }

    // The two paths' output for these options; the JSON header's "exported_at" (the time of writing) blanked.
    std::pair<QByteArray, QByteArray> both(const ExportOptions &options)
    {
        QBuffer fast;
        QBuffer reference;
        fast.open(QIODevice::WriteOnly);
        reference.open(QIODevice::WriteOnly);
        const Result<qint64> a = JobExporter::write(store, fast, options);
        const Result<qint64> b = JobExporter::writeReference(store, reference, options);
        EXPECT_TRUE(a.ok()) << (a.ok() ? std::string() : a.error().message.toStdString());
        EXPECT_TRUE(b.ok()) << (b.ok() ? std::string() : b.error().message.toStdString());
        EXPECT_EQ(a.ok() ? a.value() : -1, b.ok() ? b.value() : -2);
        static const QRegularExpression exportedAt(QStringLiteral("\"exported_at\":\"[^\"]*\""));
        auto blank = [](QByteArray data) {
            return QString::fromUtf8(data).replace(exportedAt, QStringLiteral("\"exported_at\":\"\"")).toUtf8();
        };
        return {blank(fast.data()), blank(reference.data())};
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, JobExportReferenceTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(JobExportReferenceTest, TheFastPathWritesTheReferenceBytesForEveryFormatAndOption)
{
    // Ordinary jobs through the store, with text that needs escaping, quoting and neutralising.
    TaskSpec spec = recaptchaSpec(QStringLiteral("https://example.com/a,b?q=x"));
    spec.label = QStringLiteral("=SUM(A1) caf\u00e9");
    // data-s takes printable ASCII only (validation); non-ASCII params are set below, past validation.
    spec.params.insert(QStringLiteral("data-s"), QStringLiteral("-line one, \"q\" \\ cafe"));
    spec.params.insert(QStringLiteral("cookies"), QStringLiteral("a=1; b=2"));
    const auto added = store.enqueue(spec, QStringLiteral("+key,1"));
    ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    const qint64 rich = added->jobId;
    clock.advanceMs(1234);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, rich).ok());
    ASSERT_TRUE(store.markSubmitted(rich, QStringLiteral("T1")).ok());
    ASSERT_TRUE(store.markSolved(rich, QStringLiteral("@token,\"with\" quotes"), clock.nowMs() + 120'000).ok());
    // Text the store's validation would not let in through enqueue, as another writer may have left it.
    setColumn(rich, QStringLiteral("label"), QStringLiteral("-tab\there \u0001 \u007f \U0001F600 \"q\""));
    setColumn(rich, QStringLiteral("params"), QStringLiteral("{\"a\":\"x\\ny\\t\\u0001 \u00e9\"}"));
    const qint64 queued = jobIn(JobState::Queued);
    const qint64 failed = jobIn(JobState::Failed);
    jobIn(JobState::Canceled);
    jobIn(JobState::Submitted);

    // Rows as another writer (or an older version) may have left them: the fast path must fall back for each.
    const QStringList storedParams{
        QStringLiteral("{\"b\":\"1\",\"a\":\"2\"}"),           // keys out of order
        QStringLiteral("{\"a\": \"x\"}"),                      // a space
        QStringLiteral("{\"n\":5,\"t\":true}"),                // not strings
        QStringLiteral("not json"),                            // unreadable
        QStringLiteral("{\"k\":\"\\u0041\\/\"}"),              // escapes the export does not write
        QStringLiteral("{\"k\":\"\\u001F\"}"),                 // uppercase hex
        QStringLiteral("{\"k\":\"\\u001f\\u0000\"}"),          // the export's own form
        QStringLiteral("{\"\u00e9\":\"x\",\"a\":\"\u00e9\"}"), // a non-ASCII key
        QStringLiteral("{\"a\":\"1\",\"a\":\"2\"}"),           // a repeated key
        QStringLiteral("{}"),
        QStringLiteral(""),
        QStringLiteral("{\"a\":\"x\"} "), // trailing space
    };
    for (const QString &params : storedParams) {
        const qint64 id = jobIn(JobState::Solved);
        setColumn(id, QStringLiteral("params"), params);
    }
    const qint64 alias = jobIn(JobState::Solved);
    setColumn(alias, QStringLiteral("method"), QStringLiteral("userrecaptcha"));
    const qint64 unknownMethod = jobIn(JobState::Solved);
    setColumn(unknownMethod, QStringLiteral("method"), QStringLiteral("no_such_method"));

    // Times: day boundaries, the last millisecond before year 10000 and after it, none, negative.
    const QList<qint64> times{1,
                              86'399'999,
                              86'400'000,
                              1'764'720'000'000,
                              1'764'806'399'999,
                              253'402'300'799'999,
                              253'402'300'800'000,
                              0,
                              -5};
    for (qint64 t : times) {
        const qint64 id = jobIn(JobState::Solved);
        setColumn(id, QStringLiteral("created_at"), t);
        setColumn(id, QStringLiteral("token_expires_at"), t);
        setColumn(id, QStringLiteral("next_attempt_at"), t); // not queued: never written
    }
    setColumn(queued, QStringLiteral("next_attempt_at"), qint64(1'764'806'399'999));
    setColumn(failed, QStringLiteral("error_detail"), QStringLiteral("-bad, \"page\"\r\nand more"));
    // Timeline events, which the fast path reads by a query of its own: text to escape, no time, a time past year
    // 9999, jobs on different pages.
    const QList<std::tuple<qint64, qint64, QString, QString>> timeline{
        {rich, 0, QStringLiteral("note"), QStringLiteral("\"q\" \\ \u0001\n caf\u00e9 \U0001F600")},
        {rich, 253'402'300'800'000, QStringLiteral("k\u00e9nd"), QString()},
        {failed, 86'400'000, QStringLiteral("note"), QStringLiteral("=1+1, \"x\"")},
        {unknownMethod, -1, QStringLiteral("note"), QStringLiteral("last")},
    };
    for (const auto &[job, at, kind, detail] : timeline) {
        auto written = store.write(QStringLiteral("add an event"), [&](QSqlQuery &) {
            JobEventWriter events(store);
            const bool appended = events.append(job, at, kind, detail);
            EXPECT_TRUE(appended) << events.lastError().text().toStdString();
            return appended;
        });
        ASSERT_TRUE(written.ok()) << written.error().message.toStdString();
    }
    if (backend() == SolveDeckTest::Backend::Sqlite) {
        // Bytes that are not UTF-8, as a writer other than SolveDeck may leave them: the fast path reads text as
        // bytes and must write what QSqlQuery's UTF-16 reading of them gives.
        auto written = store.write(QStringLiteral("odd bytes"), [&](QSqlQuery &q) {
            return JobStore::exec(q,
                                  QStringLiteral("UPDATE jobs SET label = CAST(X'FF41C328' AS TEXT), "
                                                 "error_detail = CAST(X'2D80' AS TEXT) WHERE id = ?"),
                                  {alias});
        });
        ASSERT_TRUE(written.ok()) << written.error().message.toStdString();
    }

    int compared = 0;
    for (const ExportFormat format : {ExportFormat::Csv, ExportFormat::Json, ExportFormat::Ndjson}) {
        for (const bool tokens : {false, true}) {
            for (const bool events : {false, true}) {
                ExportOptions options;
                options.format = format;
                options.includeTokens = tokens;
                options.includeEvents = events;
                options.bom = tokens;
                options.pageSize = 4; // several pages
                const auto [fast, reference] = both(options);
                SCOPED_TRACE(exportFormatName(format).toStdString() + (tokens ? " tokens" : "")
                             + (events ? " events" : ""));
                ASSERT_GT(reference.size(), 1000);
                EXPECT_EQ(fast, reference);
                ++compared;
            }
        }
    }
    EXPECT_EQ(compared, 12);
    // The options with a filter: the same rows either way, and the timelines of those jobs only (the fast path reads
    // them by another query when there is a filter).
    ExportOptions filtered;
    filtered.format = ExportFormat::Ndjson;
    filtered.filter.states = {JobState::Queued, JobState::Failed};
    filtered.includeEvents = true;
    filtered.pageSize = 1;
    const auto [fast, reference] = both(filtered);
    EXPECT_EQ(fast.count('\n'), 2);
    EXPECT_TRUE(fast.contains("=1+1")); // the failed job's event
    EXPECT_EQ(fast, reference);
}

TEST_P(JobExportReferenceTest, OnSqliteTheFastPathReadsTheConnectionDirectly)
{
    // Otherwise the comparison above would only exercise the QSqlQuery fallback on SQLite: the direct reader must
    // be what a SQLite export uses here (Qt's driver links the system libsqlite3), and never on PostgreSQL.
    sqlite3 *const db = SqliteReader::connectionOf(store.readQuery().driver());
    if (backend() == SolveDeckTest::Backend::Sqlite) {
        ASSERT_NE(db, nullptr);
        const qint64 id = jobIn(JobState::Solved);
        SqliteReader reader(db, QStringLiteral("SELECT id, state, ? FROM jobs WHERE id = ?"));
        ASSERT_TRUE(reader.isValid()) << reader.errorString().toStdString();
        ASSERT_TRUE(reader.bind({QString(), id}));
        ASSERT_TRUE(reader.next());
        EXPECT_EQ(reader.integer(0), id);
        EXPECT_EQ(reader.text(1), QByteArrayView("solved"));
        EXPECT_EQ(reader.text(2), QByteArrayView("")); // a null QString binds as '', as JobStore::exec does
        EXPECT_FALSE(reader.next());
        EXPECT_FALSE(reader.failed());
        SqliteReader bad(db, QStringLiteral("SELECT no_such_column FROM jobs"));
        EXPECT_FALSE(bad.isValid());
        EXPECT_TRUE(bad.errorString().contains(QStringLiteral("no_such_column"))) << bad.errorString().toStdString();
    } else {
        EXPECT_EQ(db, nullptr);
    }
}

} // namespace
} // namespace SolveDeckStoreTest
