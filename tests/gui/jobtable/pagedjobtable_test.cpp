// The paged job table (issue 11: a million rows): the model reads pages from the store, sorts and filters in SQL,
// and follows the store's changes, checked by QAbstractItemModelTester and against references computed here.
#include "core/store/jobstore.h"
#include "gui/itemdataroles.h"
#include "gui/jobtablemodel.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAbstractItemModelTester>
#include <QItemSelectionModel>
#include <QSqlError>
#include <QTemporaryDir>

#include <algorithm>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

TaskSpec specFor(int n)
{
    TaskSpec spec;
    spec.method = n % 3 == 0 ? Method::Turnstile : Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("sitekey-%1").arg(n % 7);
    spec.pageurl = QStringLiteral("https://site.example/p%1").arg((n * 31) % 97);
    return spec;
}

class PagedJobTableTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        const Result<void> opened = store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        model.setCoalesceInterval(0);
    }

    // `count` queued jobs in one transaction; their ids, oldest first.
    QList<qint64> enqueueMany(int count, int first = 0)
    {
        QList<std::pair<TaskSpec, QString>> items;
        for (int n = first; n < first + count; ++n) {
            items.append({specFor(n), QString()});
        }
        const auto added = store.enqueueBatch(items);
        EXPECT_TRUE(added.ok());
        QList<qint64> ids;
        if (added.ok()) {
            for (const auto &e : *added) {
                ids << e.jobId;
            }
        }
        return ids;
    }

    static QList<qint64> shownIds(const QAbstractItemModel &m)
    {
        QList<qint64> ids;
        for (int row = 0; row < m.rowCount(); ++row) {
            ids << m.index(row, 0).data(JobIdRole).toLongLong();
        }
        return ids;
    }

    // The reference order: every job from the store, filtered and sorted here by the column's typed value.
    QList<qint64> reference(int column, Qt::SortOrder order, const QList<JobState> &states = {}) const
    {
        QList<Job> jobs = store.jobs();
        jobs.removeIf([&](const Job &job) {
            return !states.isEmpty() && !states.contains(job.state);
        });
        auto key = [column](const Job &job) -> QVariant {
            switch (column) {
            case JobTableModel::StateColumn:
                return jobStateName(job.state);
            case JobTableModel::MethodColumn:
                return methodName(job.spec.method);
            case JobTableModel::SiteColumn:
                return job.spec.sitekey;
            case JobTableModel::PageUrlColumn:
                return job.spec.pageurl;
            default:
                return job.id;
            }
        };
        std::sort(jobs.begin(), jobs.end(), [&](const Job &a, const Job &b) {
            const QPartialOrdering c = QVariant::compare(key(a), key(b));
            const bool less = c == QPartialOrdering::Less || (c == QPartialOrdering::Equivalent && a.id < b.id);
            const bool greater = c == QPartialOrdering::Greater || (c == QPartialOrdering::Equivalent && a.id > b.id);
            return order == Qt::DescendingOrder ? greater : less;
        });
        QList<qint64> ids;
        for (const Job &job : jobs) {
            ids << job.id;
        }
        return ids;
    }

    QTemporaryDir dir;
    JobStore store;
    JobTableModel model;
};

} // namespace

TEST_F(PagedJobTableTest, ReadsPagesLazilyAndPassesTheModelTester)
{
    const QList<qint64> ids = enqueueMany(1000);
    ASSERT_EQ(ids.size(), 1000);
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    EXPECT_EQ(model.rowCount(), 1000);
    // Only what was asked for is read: the tester's look at the first rows, then one page around row 700.
    EXPECT_LE(model.loadedRowCount(), 2 * JobTableModel::pageSize);
    EXPECT_EQ(model.index(700, 0).data(JobIdRole).toLongLong(), ids.at(700));
    EXPECT_LE(model.loadedRowCount(), 3 * JobTableModel::pageSize);
    EXPECT_EQ(model.rowOfJob(ids.at(950)), 950); // not loaded: its row comes from a query
    EXPECT_EQ(model.jobById(ids.at(950))->spec.pageurl, specFor(950).pageurl);
    // Every row, in id order (the model's own order before any sort).
    EXPECT_EQ(shownIds(model), ids);
    EXPECT_LE(model.loadedRowCount(), JobTableModel::maxLoadedRows);
}

TEST_F(PagedJobTableTest, SortingAndFilteringEqualAReference)
{
    enqueueMany(600);
    const QList<Job> all = store.jobs();
    for (int i = 0; i < all.size(); i += 5) {
        ASSERT_TRUE(store.cancel(all.at(i).id).ok());
    }
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    for (int column : {int(JobTableModel::IdColumn),
                       int(JobTableModel::StateColumn),
                       int(JobTableModel::MethodColumn),
                       int(JobTableModel::SiteColumn),
                       int(JobTableModel::PageUrlColumn)}) {
        for (Qt::SortOrder order : {Qt::AscendingOrder, Qt::DescendingOrder}) {
            SCOPED_TRACE(column);
            SCOPED_TRACE(int(order));
            model.setStates({});
            model.sort(column, order);
            EXPECT_EQ(shownIds(model), reference(column, order));
            model.setStates({JobState::Canceled});
            EXPECT_EQ(shownIds(model), reference(column, order, {JobState::Canceled}));
        }
    }
    model.setStates({});
    model.sort(JobTableModel::IdColumn, Qt::DescendingOrder);
    model.setText(QStringLiteral("SITEKEY-3")); // the text search ignores case
    QList<qint64> withKey3;
    for (const Job &job : store.jobs()) {
        if (job.spec.sitekey == QStringLiteral("sitekey-3")) {
            withKey3 << job.id;
        }
    }
    std::sort(withKey3.begin(), withKey3.end(), std::greater<>());
    EXPECT_EQ(shownIds(model), withKey3);
}

TEST_F(PagedJobTableTest, FollowsChangesOnVisibleRowsAndKeepsTheSelection)
{
    const QList<qint64> ids = enqueueMany(1000);
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    model.sort(JobTableModel::IdColumn, Qt::DescendingOrder);
    QItemSelectionModel selection(&model);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);

    // Row 5 is the sixth newest job; select it.
    const qint64 selected = ids.at(994);
    ASSERT_EQ(model.index(5, 0).data(JobIdRole).toLongLong(), selected);
    selection.setCurrentIndex(model.index(5, 0), QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);

    // A visible row changes in place: same row, new state.
    const qint64 third = ids.at(996);
    ASSERT_TRUE(store.cancel(third).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.index(3, JobTableModel::StateColumn).data().toString() == QStringLiteral("Canceled");
        },
        5s));
    EXPECT_EQ(model.index(3, 0).data(JobIdRole).toLongLong(), third);
    EXPECT_EQ(model.rowCount(), 1000);

    // A new job goes where the order puts it: the top; the selection moves down with its job.
    const qint64 newest = enqueueMany(1, 5000).constFirst();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.rowCount() == 1001;
        },
        5s));
    EXPECT_EQ(model.index(0, 0).data(JobIdRole).toLongLong(), newest);
    EXPECT_EQ(selection.currentIndex().row(), 6);
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);

    // A filter keeps the selection on its job, at the job's new row.
    model.setStates({JobState::Queued});
    EXPECT_EQ(model.rowCount(), 1000); // 1001 minus the canceled one
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);
    EXPECT_EQ(selection.currentIndex().row(), 5);
    // So does a sort.
    model.sort(JobTableModel::IdColumn, Qt::AscendingOrder);
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);
    EXPECT_EQ(selection.currentIndex().row(), 1000 - 1 - 5);
    model.sort(JobTableModel::IdColumn, Qt::DescendingOrder);

    // A loaded job that leaves the filter leaves the table.
    ASSERT_TRUE(store.cancel(ids.at(999)).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.rowCount() == 999;
        },
        5s));
    EXPECT_EQ(model.rowOfJob(ids.at(999)), -1);
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);

    // A job far down (its page not loaded) that leaves the filter: the table re-reads its layout.
    ASSERT_LT(model.loadedRowCount(), 900);
    ASSERT_TRUE(store.cancel(ids.at(10)).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.rowCount() == 998;
        },
        5s));
    EXPECT_EQ(shownIds(model), reference(JobTableModel::IdColumn, Qt::DescendingOrder, {JobState::Queued}));
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);

    // A change that moves a loaded job in a state order: it leaves its row for its new place.
    model.setStates({});
    model.sort(JobTableModel::StateColumn, Qt::AscendingOrder);
    EXPECT_EQ(shownIds(model), reference(JobTableModel::StateColumn, Qt::AscendingOrder));
    ASSERT_TRUE(SolveDeckTest::claimJob(store, selected).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.index(model.rowCount() - 1, 0).data(JobIdRole).toLongLong() == selected;
        },
        5s));
    EXPECT_EQ(shownIds(model), reference(JobTableModel::StateColumn, Qt::AscendingOrder));
    EXPECT_EQ(selection.currentIndex().data(JobIdRole).toLongLong(), selected);
    EXPECT_EQ(resets.count(), 0);
}

TEST_F(PagedJobTableTest, AHundredThousandRowsSmoke)
{
    // Filled with multi-row INSERTs in one transaction (enqueue validates each job; this is about reading).
    constexpr int total = 100'000;
    constexpr int perStatement = 500;
    const Result<void> filled = store.write(QStringLiteral("fill"), [&](QSqlQuery &q) {
        const QString row = QStringLiteral("(?, ?, ?, ?, ?, ?, ?, ?)");
        QStringList rows;
        for (int i = 0; i < perStatement; ++i) {
            rows << row;
        }
        const QString sql = QStringLiteral("INSERT INTO jobs (idempotency_key, method, sitekey, pageurl, state, "
                                           "created_at, finished_at, token) VALUES ")
                          + rows.join(QStringLiteral(", "));
        // Prepared once, bound per batch (preparing thousands of placeholders each time costs more than the insert).
        if (!q.prepare(sql)) {
            return false;
        }
        for (int first = 0; first < total; first += perStatement) {
            int position = 0;
            for (int n = first; n < first + perStatement; ++n) {
                const QVariantList values{QStringLiteral("smoke-%1").arg(n),
                                          QStringLiteral("turnstile"),
                                          QStringLiteral("0x4AAAAAAA%1").arg(n % 50),
                                          QStringLiteral("https://big.example/%1").arg(n),
                                          n % 10 == 0 ? QStringLiteral("failed") : QStringLiteral("solved"),
                                          qint64(1'767'225'600'000) + n,
                                          qint64(1'767'225'600'000) + n + 9'000,
                                          QStringLiteral("tok%1").arg(n)};
                for (const QVariant &value : values) {
                    q.bindValue(position++, value);
                }
            }
            if (!q.exec()) {
                return false;
            }
        }
        return true;
    });
    ASSERT_TRUE(filled.ok()) << filled.error().message.toStdString();

    model.setStore(&store);
    model.sort(JobTableModel::IdColumn, Qt::DescendingOrder);
    ASSERT_EQ(model.rowCount(), total);
    // Any row answers without reading the rows before it.
    for (int row : {0, 70'000, 99'999, 31'337}) {
        EXPECT_EQ(model.index(row, JobTableModel::PageUrlColumn).data(Qt::ToolTipRole).toString(),
                  QStringLiteral("https://big.example/%1").arg(total - 1 - row));
    }
    EXPECT_LE(model.loadedRowCount(), 4 * JobTableModel::pageSize);

    model.setStates({JobState::Failed});
    ASSERT_EQ(model.rowCount(), total / 10);
    EXPECT_EQ(model.index(0, JobTableModel::PageUrlColumn).data(Qt::ToolTipRole).toString(),
              QStringLiteral("https://big.example/%1").arg(total - 10));
    model.setStates({});
    model.setText(QStringLiteral("big.example/9999"));
    EXPECT_EQ(model.rowCount(), 11); // 9999 and 99990..99999
    model.setText({});
    model.sort(JobTableModel::PageUrlColumn, Qt::AscendingOrder);
    EXPECT_EQ(model.index(0, JobTableModel::PageUrlColumn).data(Qt::ToolTipRole).toString(),
              QStringLiteral("https://big.example/0"));
    EXPECT_EQ(model.index(total - 1, JobTableModel::PageUrlColumn).data(Qt::ToolTipRole).toString(),
              QStringLiteral("https://big.example/99999"));

    // A new job still shows up where the order puts it.
    model.sort(JobTableModel::IdColumn, Qt::DescendingOrder);
    TaskSpec spec = specFor(1);
    const auto added = store.enqueue(spec);
    ASSERT_TRUE(added.ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.rowCount() == total + 1;
        },
        5s));
    EXPECT_EQ(model.index(0, 0).data(JobIdRole).toLongLong(), added->jobId);
}
