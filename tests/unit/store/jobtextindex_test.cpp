// The console's text filter through the trigram index (schema 8, SQLite) against the scan it replaces: for every
// pattern (mixed case, non-ASCII, LIKE's wildcards typed as text, 1-2 characters that stay a scan) JobPages must find
// exactly the rows the old LIKE/ILIKE scan finds, after every kind of write (insert, import, a failure's error code,
// a retry that clears it, delete, retention purge), and in a database migrated from schema 7. The Elapsed order is
// checked here too with unfinished jobs present and ties, through its two indexed parts. Both backends.
#include "core/io/jobimport.h"
#include "core/store/jobfilter.h"
#include "core/store/jobhistory.h"
#include "core/store/jobpages.h"
#include "core/store/jobtextindex.h"
#include "core/store/retention.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/teststore.h"

#include <QBuffer>
#include <QSqlError>

#include <algorithm>

namespace SolveDeckStoreTest {
namespace {

class JobTextIndexTest : public BackendStoreTest
{
protected:
    qint64 add(const QString &page, const QString &sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-"))
    {
        TaskSpec spec = recaptchaSpec(page);
        spec.sitekey = sitekey;
        auto added = store.enqueue(spec);
        EXPECT_TRUE(added.ok()) << page.toStdString() << ": "
                                << (added.ok() ? std::string() : added.error().message.toStdString());
        clock.advanceMs(1000);
        return added.ok() ? added->jobId : 0;
    }

    // The scan the index replaces, as JobPages wrote it before schema 8: LIKE (ASCII letters case-insensitive) on
    // SQLite, ILIKE on PostgreSQL, '!' escaping the wildcards, over the page URL, site key, error code and id.
    QList<qint64> scanned(const QString &text)
    {
        QString pattern = text;
        pattern.replace(QLatin1Char('!'), QStringLiteral("!!"));
        pattern.replace(QLatin1Char('%'), QStringLiteral("!%"));
        pattern.replace(QLatin1Char('_'), QStringLiteral("!_"));
        pattern = QLatin1Char('%') + pattern + QLatin1Char('%');
        const QString like = backend() == Backend::PostgreSql ? QStringLiteral("ILIKE") : QStringLiteral("LIKE");
        QStringList any;
        QVariantList binds;
        for (const char *column : {"pageurl", "sitekey", "error_code", "CAST(id AS TEXT)"}) {
            any << QStringLiteral("%1 %2 ? ESCAPE '!'").arg(QLatin1String(column), like);
            binds << pattern;
        }
        QSqlQuery q = store.readQuery();
        EXPECT_TRUE(JobStore::exec(q,
                                   QStringLiteral("SELECT id FROM jobs WHERE %1 ORDER BY id")
                                       .arg(any.join(QStringLiteral(" OR "))),
                                   binds))
            << q.lastError().text().toStdString();
        QList<qint64> ids;
        while (q.next()) {
            ids << q.value(0).toLongLong();
        }
        return ids;
    }

    QList<qint64> allIds()
    {
        QList<qint64> ids;
        for (const Job &job : store.jobs()) {
            ids << job.id;
        }
        std::sort(ids.begin(), ids.end());
        return ids;
    }

    // JobPages' answers for `text` (count, pages in both directions, positions, matching) against the scan.
    void expectSameAsScan(const QString &text)
    {
        SCOPED_TRACE(QStringLiteral("text '%1'").arg(text).toStdString());
        const QList<qint64> expected = scanned(text);
        JobView view;
        view.text = text;
        const JobPages pages(store, view);
        EXPECT_EQ(pages.count(), expected.size());
        EXPECT_EQ(pages.idsAt(0, 10'000), expected);
        QList<qint64> paged;
        for (qint64 offset = 0; offset < expected.size() + 3; offset += 3) {
            paged += pages.idsAt(offset, 3);
        }
        EXPECT_EQ(paged, expected);
        const QList<qint64> everyone = allIds();
        for (qint64 id : everyone) {
            EXPECT_EQ(pages.positionOf(id), expected.indexOf(id)) << "job " << id;
        }
        EXPECT_EQ(pages.matching(everyone), QSet<qint64>(expected.cbegin(), expected.cend()));

        view.descending = true;
        QList<qint64> reversed = expected;
        std::reverse(reversed.begin(), reversed.end());
        EXPECT_EQ(JobPages(store, view).idsAt(0, 10'000), reversed);
        for (qint64 id : everyone) {
            EXPECT_EQ(JobPages(store, view).positionOf(id), reversed.indexOf(id)) << "job " << id << " descending";
        }
        // With another filter and another order the index is one condition among others.
        view.states = {JobState::Queued, JobState::Failed};
        view.sortKey = JobSortKey::PageUrl;
        QList<qint64> narrowed;
        for (const Job &job : store.jobsByIds(expected)) {
            if (view.states.contains(job.state)) {
                narrowed << job.id;
            }
        }
        EXPECT_EQ(JobPages(store, view).count(), narrowed.size());
        QList<qint64> got = JobPages(store, view).idsAt(0, 10'000);
        std::sort(got.begin(), got.end());
        EXPECT_EQ(got, narrowed);
    }

    // Patterns of every kind. After fill() (`filled`), the patterns meant to find rows are checked to find some.
    void expectEveryPatternSameAsScan(bool filled = false)
    {
        for (const QString &text : {QStringLiteral("checkout/7"),
                                    QStringLiteral("CHECKOUT/7"),
                                    QStringLiteral("ChEcKoUt"),
                                    QStringLiteral("100%"),
                                    QStringLiteral("0%2"),
                                    QStringLiteral("%25_off"),
                                    QStringLiteral("_OFF"),
                                    QStringLiteral("a_b"),
                                    QStringLiteral("axb"),
                                    QStringLiteral("!x!"),
                                    QStringLiteral("\"quoted\""),
                                    QStringLiteral("unsolvable"),
                                    QStringLiteral("UNSOLVABLE"),
                                    QStringLiteral("échec"),
                                    QStringLiteral("ÉCHEC"),
                                    QStringLiteral("Échec"),
                                    QStringLiteral("ünï"),
                                    QStringLiteral("ÜNÏ"),
                                    QStringLiteral("\u212Aelvin"), // KELVIN SIGN: folds to 'k' in Unicode, not in LIKE
                                    QStringLiteral("kelvin"),
                                    QStringLiteral("😀ok"),
                                    QStringLiteral("😀"),
                                    QStringLiteral("ex"),
                                    QStringLiteral("EX"),
                                    QStringLiteral("%"),
                                    QStringLiteral("_"),
                                    QStringLiteral("1"),
                                    QStringLiteral("12"),
                                    QStringLiteral("or p"),
                                    QStringLiteral("nothing-like-this")}) {
            expectSameAsScan(text);
        }
        if (!filled) {
            return;
        }
        // Not vacuous: the patterns above do find rows.
        EXPECT_GE(scanned(QStringLiteral("checkout/7")).size(), 2);
        EXPECT_GE(scanned(QStringLiteral("%25_off")).size(), 1);
        EXPECT_GE(scanned(QStringLiteral("unsolvable")).size(), 1);
        EXPECT_GE(scanned(QStringLiteral("échec")).size(), 1);
        EXPECT_GE(scanned(QStringLiteral("😀ok")).size(), 1);
    }

    void fill()
    {
        add(QStringLiteral("https://shop.example/checkout/7"));
        add(QStringLiteral("https://Shop.Example/CHECKOUT/77"));
        add(QStringLiteral("https://shop.example/sale/100%25_OFF"));
        add(QStringLiteral("https://shop.example/a_b/axb/x!x!y"));
        add(QStringLiteral("https://shop.example/kelvin"));
        add(QStringLiteral("https://shop.example/"), QStringLiteral("key-with-\"quoted\"-part"));
        const qint64 failed = add(QStringLiteral("https://other.example/form"));
        ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QStringLiteral("x")).ok());
        const qint64 unicode = add(QStringLiteral("https://other.example/unicode"));
        ASSERT_TRUE(store.markFailed(unicode, QStringLiteral("ÉCHEC_ünïcode_\u212Aelvin_😀ok"), QString()).ok());
        const qint64 lower = add(QStringLiteral("https://other.example/lower"));
        ASSERT_TRUE(store.markFailed(lower, QStringLiteral("échec_ÜNÏ"), QString()).ok());
        // Imported rows are written by the import's own INSERT.
        QBuffer csv;
        csv.setData("method,sitekey,pageurl,idempotency_key\n"
                    "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://imported.example/Checkout/71,i1\n"
                    "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://imported.example/or%20p,i2\n");
        ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
        const auto imported = importJobs(store, csv, JobFileFormat::Csv);
        ASSERT_TRUE(imported.ok()) << imported.error().message.toStdString();
        ASSERT_EQ(imported->created, 2);
    }

    // How many jobs the index itself finds (SQLite).
    qint64 indexedMatches(const QString &text)
    {
        QSqlQuery q = store.readQuery();
        EXPECT_TRUE(JobStore::exec(q,
                                   QStringLiteral("SELECT COUNT(*) FROM jobs_text WHERE jobs_text MATCH ?"),
                                   {JobTextIndex::matchQuery(text)}))
            << q.lastError().text().toStdString();
        return q.next() ? q.value(0).toLongLong() : -1;
    }

    bool planReadsTheIndex(const QString &text)
    {
        QSqlQuery q = store.readQuery();
        // The same condition JobPages writes, explained (SQLite only).
        EXPECT_TRUE(JobStore::exec(q,
                                   QStringLiteral("EXPLAIN QUERY PLAN SELECT id FROM jobs WHERE state = 'failed' AND ")
                                       + JobTextIndex::indexedCondition(),
                                   {JobTextIndex::matchQuery(text)}))
            << q.lastError().text().toStdString();
        QString plan;
        while (q.next()) {
            plan += q.value(3).toString() + QLatin1Char('\n');
        }
        return plan.contains(QStringLiteral("jobs_text VIRTUAL TABLE"));
    }
};

} // namespace

TEST_P(JobTextIndexTest, FindsExactlyWhatTheScanFindsAfterEveryKindOfWrite)
{
    fill();
    if (HasFatalFailure()) {
        return;
    }
    // Nothing indexed yet (a new database): every job is matched by LIKE on the ids past the index.
    expectEveryPatternSameAsScan(true);
    if (backend() == Backend::Sqlite) {
        EXPECT_EQ(indexedMatches(QStringLiteral("checkout/7")), 0);
        // Part of them indexed, the rest not: the two halves together.
        const auto left = JobTextIndex::catchUp(store, 5);
        ASSERT_TRUE(left.ok()) << left.error().message.toStdString();
        EXPECT_EQ(left.value(), qint64(allIds().size()) - 5);
        EXPECT_EQ(indexedMatches(QStringLiteral("checkout/7")), 2);
        expectEveryPatternSameAsScan(true);
    }
    const auto caughtUp = JobTextIndex::catchUp(store);
    ASSERT_TRUE(caughtUp.ok()) << caughtUp.error().message.toStdString();
    EXPECT_EQ(caughtUp.value(), 0);
    expectEveryPatternSameAsScan(true);
    // Jobs added after it, and changed or deleted before it catches up again.
    const qint64 late = add(QStringLiteral("https://late.example/checkout/7-late"));
    const qint64 lateFailed = add(QStringLiteral("https://late.example/failing"));
    ASSERT_TRUE(store.markFailed(lateFailed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
    expectEveryPatternSameAsScan(true);
    ASSERT_TRUE(store.retry(lateFailed).ok());
    expectSameAsScan(QStringLiteral("unsolvable"));
    ASSERT_TRUE(store.cancel(late).ok());
    ASSERT_TRUE(JobHistory(store, clock).apply(JobHistory::BulkAction::Delete, {late}, QStringLiteral("test")).ok());
    EXPECT_FALSE(store.job(late).has_value());
    expectEveryPatternSameAsScan(true);
    ASSERT_TRUE(JobTextIndex::catchUp(store).ok());
    expectEveryPatternSameAsScan(true);

    // A retry clears the error code: the job no longer matches it, nor any text only the code held.
    const QList<qint64> unsolvable = scanned(QStringLiteral("UNSOLVABLE"));
    ASSERT_EQ(unsolvable.size(), 1);
    ASSERT_TRUE(store.retry(unsolvable.constFirst()).ok());
    EXPECT_TRUE(scanned(QStringLiteral("UNSOLVABLE")).isEmpty());
    expectSameAsScan(QStringLiteral("UNSOLVABLE"));
    // ... and a new failure sets another one.
    ASSERT_TRUE(store.markFailed(unsolvable.constFirst(), QStringLiteral("ERROR_ZERO_BALANCE"), QString()).ok());
    EXPECT_EQ(scanned(QStringLiteral("zero_bal")), unsolvable);
    expectSameAsScan(QStringLiteral("zero_bal"));
    expectSameAsScan(QStringLiteral("UNSOLVABLE"));

    // Deleted jobs leave the index (bulk delete takes finished jobs: the failed ones).
    const QList<qint64> beforeDelete = scanned(QStringLiteral("échec"));
    ASSERT_FALSE(beforeDelete.isEmpty());
    JobFilter failedOnly;
    failedOnly.states = {JobState::Failed};
    failedOnly.text = QStringLiteral("unicode");
    const auto deleted = JobHistory(store, clock).applyMatching(JobHistory::BulkAction::Delete, failedOnly);
    ASSERT_TRUE(deleted.ok()) << deleted.error().message.toStdString();
    EXPECT_EQ(deleted->acted.size(), 1);
    expectEveryPatternSameAsScan();

    // Purged jobs too: cancel the CHECKOUT ones, age them, purge.
    for (qint64 id : scanned(QStringLiteral("checkout"))) {
        ASSERT_TRUE(store.cancel(id).ok());
    }
    clock.advanceMs(40LL * 86400'000);
    add(QStringLiteral("https://shop.example/checkout/after-the-purge"));
    RetentionPolicy policy;
    policy.olderThanMs = 30LL * 86400'000;
    const auto purged = Retention(store, clock).purge(policy, {}, 100);
    ASSERT_TRUE(purged.ok()) << purged.error().message.toStdString();
    EXPECT_GE(purged->purged, 4);
    EXPECT_EQ(scanned(QStringLiteral("checkout")).size(), 1);
    expectEveryPatternSameAsScan();

    if (backend() == Backend::Sqlite) {
        EXPECT_TRUE(planReadsTheIndex(QStringLiteral("checkout/7")));
        EXPECT_TRUE(JobTextIndex::covers(store.dialect(), QStringLiteral("abc")));
        EXPECT_FALSE(JobTextIndex::covers(store.dialect(), QStringLiteral("ab")));
        EXPECT_FALSE(JobTextIndex::covers(store.dialect(), QStringLiteral("😀😀"))); // two characters, four units
        EXPECT_TRUE(JobTextIndex::covers(store.dialect(), QStringLiteral("😀😀😀")));
    } else {
        EXPECT_FALSE(JobTextIndex::covers(store.dialect(), QStringLiteral("abc")));
    }
}

TEST_P(JobTextIndexTest, SchemaEightIndexesTheJobsStoredBefore)
{
    fill();
    if (HasFatalFailure()) {
        return;
    }
    store.close();
    {
        RawConnection raw(*db);
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        ASSERT_TRUE(downgradeToSchemaSeven(raw, backend())) << raw.lastError().toStdString();
    }
    ASSERT_TRUE(store.open(location).ok());
    EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    if (backend() == Backend::Sqlite) {
        // Filled by the migration: every job stored before is in the index.
        EXPECT_EQ(indexedMatches(QStringLiteral("checkout/7")), 3);
        EXPECT_EQ(JobTextIndex::catchUp(store).value(), 0);
    }
    expectEveryPatternSameAsScan(true);
    // Writes after the migration keep it in step.
    add(QStringLiteral("https://shop.example/checkout/79"));
    expectSameAsScan(QStringLiteral("checkout/7"));
    EXPECT_EQ(scanned(QStringLiteral("checkout/7")).size(), 4);
}

TEST_P(JobTextIndexTest, ElapsedOrderWithUnfinishedJobsAndTiesIsTheFormulasOrder)
{
    // Finished jobs with equal elapsed times (ties broken by id), unfinished ones that overtake some of them as the
    // clock moves, and jobs created out of id order.
    QList<qint64> ids;
    for (int n = 0; n < 30; ++n) {
        clock.advanceMs(n % 7 == 0 ? -4'000 : 1'000);
        const qint64 id = add(QStringLiteral("https://shop.example/checkout/%1").arg(n));
        ids << id;
        clock.advanceMs((n % 3) * 1'000);
        switch (n % 5) {
        case 0:
            break; // queued: unfinished
        case 1:
            ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            break;
        case 2:
            ASSERT_TRUE(store.markFailed(id, QStringLiteral("ERROR_X"), QString()).ok());
            break;
        default:
            ASSERT_TRUE(store.cancel(id).ok());
            break;
        }
    }
    const QList<Job> jobs = store.jobs();
    for (qint64 nowOffset : {0LL, 3'000LL, 60'000LL}) {
        if (nowOffset == 60'000) {
            // The text through the index from here on (before: LIKE on the jobs newer than it).
            ASSERT_TRUE(JobTextIndex::catchUp(store).ok());
        }
        for (bool descending : {false, true}) {
            // Texts matching many jobs (the Elapsed index walked, ids checked against the matches) and one job
            // (the matches read by id and sorted).
            for (const QString &text :
                 {QString(), QStringLiteral("checkout/1"), QStringLiteral("1"), QStringLiteral("checkout/17")}) {
                JobView view;
                view.sortKey = JobSortKey::Elapsed;
                view.descending = descending;
                view.nowMs = clock.nowMs() + nowOffset;
                view.text = text;
                SCOPED_TRACE(QStringLiteral("now +%1 %2 '%3'")
                                 .arg(nowOffset)
                                 .arg(descending ? QStringLiteral("desc") : QStringLiteral("asc"), text)
                                 .toStdString());
                QList<Job> shown;
                for (const Job &job : jobs) {
                    if (text.isEmpty() || job.spec.pageurl.contains(text) || QString::number(job.id).contains(text)) {
                        shown << job;
                    }
                }
                auto elapsed = [&view](const Job &job) {
                    return (job.finishedAtMs > 0 ? job.finishedAtMs : view.nowMs) - job.createdAtMs;
                };
                std::sort(shown.begin(), shown.end(), [&](const Job &a, const Job &b) {
                    const auto ka = std::make_pair(elapsed(a), a.id);
                    const auto kb = std::make_pair(elapsed(b), b.id);
                    return descending ? kb < ka : ka < kb;
                });
                QList<qint64> expected;
                for (const Job &job : shown) {
                    expected << job.id;
                }
                const JobPages pages(store, view);
                EXPECT_EQ(pages.idsAt(0, 1000), expected);
                QList<qint64> paged;
                for (qint64 offset = 0; offset < expected.size(); offset += 4) {
                    paged += pages.idsAt(offset, 4);
                }
                EXPECT_EQ(paged, expected);
                for (qint64 id : ids) {
                    EXPECT_EQ(pages.positionOf(id), expected.indexOf(id)) << "job " << id;
                }
            }
        }
    }
    // Not vacuous: there are ties, and unfinished jobs among the finished ones.
    QSet<qint64> elapsedTimes;
    int unfinished = 0;
    for (const Job &job : jobs) {
        if (job.finishedAtMs > 0) {
            elapsedTimes.insert(job.finishedAtMs - job.createdAtMs);
        } else {
            ++unfinished;
        }
    }
    EXPECT_LT(elapsedTimes.size(), jobs.size() - unfinished);
    EXPECT_GE(unfinished, 10);
}

INSTANTIATE_TEST_SUITE_P(Backends, JobTextIndexTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace SolveDeckStoreTest
