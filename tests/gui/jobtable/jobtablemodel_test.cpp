// The live job table against a real JobStore on a temporary file.
#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/itemdataroles.h"
#include "gui/jobtablemodel.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAbstractItemModelTester>
#include <QTemporaryDir>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

TaskSpec turnstile(int n)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAATestKey000");
    spec.pageurl = QStringLiteral("https://site.example/page%1").arg(n);
    return spec;
}

class JobTableModelTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        const Result<void> opened = store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite")));
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        model.setCoalesceInterval(0);
    }

    qint64 enqueue(int n)
    {
        const auto added = store.enqueue(turnstile(n));
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->jobId : 0;
    }

    QTemporaryDir dir;
    JobStore store;
    JobTableModel model;
};

} // namespace

TEST_F(JobTableModelTest, LoadsExistingJobsAndPassesTheModelTester)
{
    enqueue(1);
    enqueue(2);
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    ASSERT_EQ(model.rowCount(), 2);
    EXPECT_EQ(model.columnCount(), int(JobTableModel::ColumnCount));
    EXPECT_EQ(model.index(0, JobTableModel::PageUrlColumn).data(Qt::ToolTipRole).toString(),
              QStringLiteral("https://site.example/page1"));
    EXPECT_EQ(model.index(0, JobTableModel::StateColumn).data().toString(), QStringLiteral("Queued"));
    EXPECT_EQ(model.index(0, JobTableModel::MethodColumn).data().toString(), QStringLiteral("Turnstile"));
    EXPECT_EQ(model.index(1, 0).data(JobStateRole).toInt(), int(JobState::Queued));
}

TEST_F(JobTableModelTest, FollowsTheStoreWithoutResetting)
{
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);
    QSignalSpy resets(&model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(&model, &QAbstractItemModel::rowsInserted);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);

    const qint64 first = enqueue(1);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(inserted, 1, 5s));
    EXPECT_EQ(model.rowCount(), 1);
    for (int n = 2; n <= 6; ++n) {
        enqueue(n);
    }
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.rowCount() == 6;
        },
        5s));

    // One transition on one job: exactly that row changes, nothing is reset.
    changed.clear();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, first).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.index(model.rowOfJob(first), JobTableModel::StateColumn).data().toString()
            == QStringLiteral("Submitting");
        },
        5s));
    bool onlyThatRow = !changed.isEmpty();
    for (const QList<QVariant> &args : std::as_const(changed)) {
        const auto topLeft = args.at(0).value<QModelIndex>();
        const auto bottomRight = args.at(1).value<QModelIndex>();
        // The once-a-second tick of the time columns is allowed; any other change must be row `first` only.
        const bool tick = topLeft.column() == JobTableModel::DetailsColumn
                       && bottomRight.column() == JobTableModel::ElapsedColumn;
        if (!tick && (topLeft.row() != model.rowOfJob(first) || bottomRight.row() != model.rowOfJob(first))) {
            onlyThatRow = false;
        }
    }
    EXPECT_TRUE(onlyThatRow);
    EXPECT_EQ(resets.count(), 0);
}

TEST_F(JobTableModelTest, ShowsATokenAndItsCountdownOnceSolved)
{
    model.setStore(&store);
    const qint64 id = enqueue(1);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("task-1")).ok());
    const qint64 expires = QDateTime::currentMSecsSinceEpoch() + 300'000;
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("token-abc"), expires).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.jobById(id) && model.jobById(id)->state == JobState::Solved;
        },
        5s));
    EXPECT_EQ(model.jobById(id)->token, QStringLiteral("token-abc"));
    // The token's life is in the Details column ("valid 4 min 59 s"), its time of expiry in the tooltip.
    const QModelIndex details = model.index(model.rowOfJob(id), JobTableModel::DetailsColumn);
    EXPECT_TRUE(details.data().toString().startsWith(QStringLiteral("valid "))
                && details.data().toString().contains(QStringLiteral("min")))
        << details.data().toString().toStdString();
    EXPECT_TRUE(
        details.data(Qt::ToolTipRole).toString().contains(localTimeText(expires, QDateTime::currentMSecsSinceEpoch())));
}

TEST_F(JobTableModelTest, ErrorCellsExplainTheCodeInTheirTooltip)
{
    model.setStore(&store);
    const qint64 id = enqueue(1);
    ASSERT_TRUE(store.markFailed(id, QStringLiteral("ERROR_PAGEURL"), QStringLiteral("rejected")).ok());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return model.jobById(id) && model.jobById(id)->state == JobState::Failed;
        },
        5s));
    const QModelIndex cell = model.index(model.rowOfJob(id), JobTableModel::DetailsColumn);
    EXPECT_EQ(cell.data().toString(), QStringLiteral("ERROR_PAGEURL"));
    EXPECT_TRUE(cell.data(Qt::ToolTipRole).toString().contains(QStringLiteral("ERROR_PAGEURL")));
    EXPECT_GT(cell.data(Qt::ToolTipRole).toString().size(), QStringLiteral("<b>ERROR_PAGEURL</b>").size() + 10);
}

TEST_F(JobTableModelTest, FiltersByStateAndTextAndSortsByTypedValues)
{
    for (int n = 1; n <= 12; ++n) {
        enqueue(n);
    }
    const QList<Job> all = store.jobs();
    ASSERT_EQ(all.size(), 12);
    ASSERT_TRUE(store.cancel(all.at(0).id).ok());
    ASSERT_TRUE(store.cancel(all.at(1).id).ok());
    model.setStore(&store);
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::Fatal);

    model.setStates({JobState::Canceled});
    EXPECT_EQ(model.rowCount(), 2);
    model.setStates({});
    EXPECT_EQ(model.rowCount(), 12);
    model.setText(QStringLiteral("page1")); // page1, page10, page11, page12
    EXPECT_EQ(model.rowCount(), 4);
    model.setText({});

    // Sorting by id goes by number (2 < 10), not by text ("10" < "2").
    model.sort(JobTableModel::IdColumn, Qt::AscendingOrder);
    qint64 previous = 0;
    for (int row = 0; row < model.rowCount(); ++row) {
        const qint64 id = model.index(row, JobTableModel::IdColumn).data(JobIdRole).toLongLong();
        EXPECT_GT(id, previous);
        previous = id;
    }
}
