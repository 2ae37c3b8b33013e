// JobPages (the console's paged, SQL-filtered and -sorted job table) against a reference computed here from every
// job in memory: for each order and filter, the count, every page, each job's position and the filter's verdict
// must equal it, on both backends.
#include "core/store/jobpages.h"
#include "storefixture.h"
#include "support/teststore.h"

#include <QSqlError>

#include <algorithm>

using namespace SolveDeckStoreTest;

namespace {

class JobPagesTest : public BackendStoreTest
{
protected:
    void SetUp() override
    {
        BackendStoreTest::SetUp();
        if (HasFatalFailure()) {
            return;
        }
        // 48 jobs: every state, every method, three creators, repeated site keys and pages (ties broken by id),
        // error codes, token expiries, and creation times that do not follow the ids everywhere.
        const QList<JobState> states{JobState::Queued,
                                     JobState::Submitting,
                                     JobState::Submitted,
                                     JobState::Solved,
                                     JobState::Failed,
                                     JobState::Canceled};
        const QList<Method> methods = allMethods();
        for (int n = 0; n < 48; ++n) {
            store.setCreatedBy(QStringLiteral("op%1@host").arg(n % 3));
            TaskSpec spec;
            spec.method = methods.at(n % methods.size());
            spec.sitekey = QStringLiteral("key-%1").arg(QChar(QLatin1Char(char('a' + (n * 7) % 5))));
            spec.pageurl = QStringLiteral("https://site%1.example/page%2").arg(n % 4).arg((n * 11) % 13);
            if (spec.method == Method::Image) {
                // Image jobs have neither: empty text sorts first.
                spec.sitekey.clear();
                spec.pageurl.clear();
                spec.params.insert(QStringLiteral("body"), QStringLiteral("aGVsbG8="));
            }
            clock.advanceMs(n % 5 == 0 ? -3'000 : 1'000);
            auto added = store.enqueue(spec);
            ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
            const qint64 id = added->jobId;
            clock.advanceMs(500 + (n * 37) % 900);
            switch (states.at(n % states.size())) {
            case JobState::Queued:
                break;
            case JobState::Submitting:
                ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
                break;
            case JobState::Submitted:
                ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
                ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
                break;
            case JobState::Solved:
                ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
                ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
                ASSERT_TRUE(store.markSolved(id, QStringLiteral("tok"), clock.nowMs() + (n * 13'000) % 90'000).ok());
                break;
            case JobState::Failed:
                ASSERT_TRUE(store
                                .markFailed(id,
                                            n % 2 ? QStringLiteral("ERROR_PAGEURL") : QStringLiteral("ERROR_ZERO"),
                                            QStringLiteral("x"))
                                .ok());
                break;
            case JobState::Canceled:
                ASSERT_TRUE(store.cancel(id).ok());
                break;
            }
        }
        all = store.jobs();
        ASSERT_EQ(all.size(), 48);
    }

    // The reference: the jobs the view shows, in its order, computed from every job in memory.
    QList<qint64> reference(const JobView &view) const
    {
        QList<Job> shown;
        for (const Job &job : all) {
            if (!view.states.isEmpty() && !view.states.contains(job.state)) {
                continue;
            }
            if (!view.createdBy.isEmpty() && job.createdBy != view.createdBy) {
                continue;
            }
            if (!view.text.isEmpty()) {
                const bool text = job.spec.pageurl.contains(view.text, Qt::CaseInsensitive)
                               || job.spec.sitekey.contains(view.text, Qt::CaseInsensitive)
                               || job.errorCode.contains(view.text, Qt::CaseInsensitive)
                               || QString::number(job.id).contains(view.text, Qt::CaseInsensitive)
                               || view.textMethods.contains(job.spec.method);
                if (!text) {
                    continue;
                }
            }
            shown << job;
        }
        auto key = [&view](const Job &job) -> QVariant {
            switch (view.sortKey) {
            case JobSortKey::Id:
                return job.id;
            case JobSortKey::State:
                return jobStateName(job.state);
            case JobSortKey::Method:
                return methodName(job.spec.method);
            case JobSortKey::Site:
                return job.spec.sitekey;
            case JobSortKey::PageUrl:
                return job.spec.pageurl;
            case JobSortKey::Created:
                return job.createdAtMs;
            case JobSortKey::Elapsed:
                return (job.finishedAtMs > 0 ? job.finishedAtMs : view.nowMs) - job.createdAtMs;
            case JobSortKey::TokenExpiry:
                return job.tokenExpiresAtMs;
            case JobSortKey::Error:
                return job.errorCode;
            }
            return {};
        };
        std::stable_sort(shown.begin(), shown.end(), [&](const Job &a, const Job &b) {
            const QPartialOrdering order = QVariant::compare(key(a), key(b));
            const bool less = order == QPartialOrdering::Less || (order == QPartialOrdering::Equivalent && a.id < b.id);
            const bool greater = order == QPartialOrdering::Greater
                              || (order == QPartialOrdering::Equivalent && a.id > b.id);
            return view.descending ? greater : less;
        });
        QList<qint64> ids;
        for (const Job &job : shown) {
            ids << job.id;
        }
        return ids;
    }

    // Every question JobPages answers, against the reference.
    void expectMatchesReference(const JobView &view)
    {
        SCOPED_TRACE(QStringLiteral("key %1 %2 states %3 text '%4' by '%5'")
                         .arg(int(view.sortKey))
                         .arg(view.descending ? QStringLiteral("desc") : QStringLiteral("asc"))
                         .arg(view.states.size())
                         .arg(view.text, view.createdBy)
                         .toStdString());
        const JobPages pages(store, view);
        const QList<qint64> expected = reference(view);
        EXPECT_EQ(pages.count(), expected.size());
        EXPECT_EQ(pages.idsAt(0, 1000), expected);
        // Pages of 7 put together are the whole order.
        QList<qint64> paged;
        for (qint64 offset = 0; offset < expected.size(); offset += 7) {
            paged += pages.idsAt(offset, 7);
        }
        EXPECT_EQ(paged, expected);
        QList<qint64> pagedJobs;
        for (const Job &job : pages.jobsAt(3, 5)) {
            pagedJobs << job.id;
        }
        EXPECT_EQ(pagedJobs, expected.mid(3, 5));
        QList<qint64> allIds;
        for (const Job &job : all) {
            allIds << job.id;
            EXPECT_EQ(pages.positionOf(job.id), expected.indexOf(job.id)) << "job " << job.id;
        }
        const QSet<qint64> shown(expected.cbegin(), expected.cend());
        EXPECT_EQ(pages.matching(allIds), shown);
    }

    QList<Job> all;
};

} // namespace

TEST_P(JobPagesTest, EveryOrderEqualsTheReference)
{
    for (JobSortKey key : {JobSortKey::Id,
                           JobSortKey::State,
                           JobSortKey::Method,
                           JobSortKey::Site,
                           JobSortKey::PageUrl,
                           JobSortKey::Created,
                           JobSortKey::Elapsed,
                           JobSortKey::TokenExpiry,
                           JobSortKey::Error}) {
        for (bool descending : {false, true}) {
            JobView view;
            view.sortKey = key;
            view.descending = descending;
            view.nowMs = clock.nowMs() + 5'000;
            expectMatchesReference(view);
        }
    }
}

TEST_P(JobPagesTest, FiltersEqualTheReference)
{
    JobView view;
    view.sortKey = JobSortKey::PageUrl;
    view.descending = true;

    view.states = {JobState::Solved, JobState::Failed};
    expectMatchesReference(view);
    view.states = {JobState::Queued, JobState::Submitting, JobState::Submitted};
    expectMatchesReference(view);

    view.states.clear();
    view.createdBy = QStringLiteral("op1@host");
    expectMatchesReference(view);

    view.createdBy.clear();
    // Upper case finds lower-case text; the page URL, the error code and the id are searched.
    view.text = QStringLiteral("SITE2");
    expectMatchesReference(view);
    view.text = QStringLiteral("pageurl");
    expectMatchesReference(view);
    view.text = QStringLiteral("1");
    expectMatchesReference(view);
    // A method's shown name, given by the caller, matches as well.
    view.text = QStringLiteral("turn");
    view.textMethods = {Method::Turnstile};
    expectMatchesReference(view);
    // LIKE's wildcards are literal text here: '%' is in no job, '_' only in the error codes.
    view.textMethods.clear();
    view.text = QStringLiteral("%");
    EXPECT_EQ(JobPages(store, view).count(), 0);
    view.text = QStringLiteral("_");
    expectMatchesReference(view);
    EXPECT_EQ(JobPages(store, view).count(), 8); // the failed jobs
    view.text = QStringLiteral("!");
    EXPECT_EQ(JobPages(store, view).count(), 0); // the escape character itself

    // Everything at once.
    view.text = QStringLiteral("example/page1");
    view.states = {JobState::Solved, JobState::Canceled, JobState::Queued};
    view.createdBy = QStringLiteral("op0@host");
    view.sortKey = JobSortKey::Site;
    expectMatchesReference(view);
    view.descending = false;
    expectMatchesReference(view);
}

TEST_P(JobPagesTest, AnswersForJobsOutsideTheViewAndPastTheEnd)
{
    JobView view;
    view.states = {JobState::Canceled};
    const JobPages pages(store, view);
    const qint64 queued = all.constFirst().id; // n = 0: queued
    ASSERT_EQ(all.constFirst().state, JobState::Queued);
    EXPECT_EQ(pages.positionOf(queued), -1);
    EXPECT_EQ(pages.positionOf(999'999), -1);
    EXPECT_TRUE(pages.idsAt(1000, 10).isEmpty());
    EXPECT_EQ(pages.maxId(), all.constLast().id);
}

TEST_P(JobPagesTest, SchemaNineIndexesTheViewColumns)
{
    // The indexes the view's SQL relies on exist (a missing one would make a million-row sort a full scan).
    QSqlQuery q = store.readQuery();
    const QString sql = backend() == Backend::Sqlite
                          ? QStringLiteral("SELECT name FROM sqlite_master WHERE type = 'index' AND name LIKE "
                                           "'jobs_view_%' ORDER BY name")
                          : QStringLiteral("SELECT indexname FROM pg_indexes WHERE indexname LIKE 'jobs_view_%' "
                                           "ORDER BY indexname");
    ASSERT_TRUE(JobStore::exec(q, sql)) << q.lastError().text().toStdString();
    QStringList names;
    while (q.next()) {
        names << q.value(0).toString();
    }
    QStringList expected{QStringLiteral("jobs_view_created_by"),
                         QStringLiteral("jobs_view_elapsed"),
                         QStringLiteral("jobs_view_error"),
                         QStringLiteral("jobs_view_method"),
                         QStringLiteral("jobs_view_pageurl"),
                         QStringLiteral("jobs_view_sitekey"),
                         QStringLiteral("jobs_view_state"),
                         QStringLiteral("jobs_view_token_expires"),
                         QStringLiteral("jobs_view_unfinished")};
    if (backend() == Backend::PostgreSql) {
        expected << QStringLiteral("jobs_view_created");
        expected.sort();
    }
    EXPECT_EQ(names, expected);
}

INSTANTIATE_TEST_SUITE_P(Backends, JobPagesTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);
