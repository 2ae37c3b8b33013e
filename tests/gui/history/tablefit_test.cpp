// The dialogs' tables (audit log, import preview, the Gateway page's requests) fit their columns with TableFit: every
// column as wide as its texts, one taking the room left or scrolling sideways. The ninth first-hour trial found the
// import preview's and the audit log's long texts cut under a stretched last column, and a request's status pushed
// to the Gateway page's far edge after a 401 row.
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "gui/auditlogdialog.h"
#include "gui/importdialog.h"
#include "gui/tablefit.h"

#include <QCoreApplication>
#include <QGuiApplication>
#include <QHeaderView>
#include <QLabel>
#include <QScreen>
#include <QScrollBar>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QVBoxLayout>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

QTableWidget *filledTable(const QStringList &row, QWidget *parent = nullptr)
{
    auto *table = new QTableWidget(1, int(row.size()), parent);
    for (int column = 0; column < row.size(); ++column) {
        table->setItem(0, column, new QTableWidgetItem(row.at(column)));
    }
    table->setWordWrap(false);
    return table;
}

// The widest cell of a column (QTableView hides it; its base class offers it).
int cellsWidth(const QAbstractItemView &view, int column)
{
    return view.sizeHintForColumn(column);
}

// A column's width with its widest cell and its header whole.
int wantedWidth(const QTableView &table, int column)
{
    return std::max(cellsWidth(table, column), table.horizontalHeader()->sectionSizeHint(column));
}

// A database of its own in a folder that goes with it (no target authorised: each good import row waits for its host).
struct EmptyStore
{
    QTemporaryDir dir;
    JobStore store;

    bool open() { return dir.isValid() && store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok(); }
};

int sectionsWidth(const QTableView &table)
{
    int width = 0;
    for (int column = 0; column < table.horizontalHeader()->count(); ++column) {
        width += table.columnWidth(column);
    }
    return width;
}

} // namespace

TEST(TableFitTest, ALongTextInTheFillColumnIsWholeAndTheTableScrollsSideways)
{
    const QString detail = QStringLiteral("not added again: job 12 (Solved) has this idempotency key; ").repeated(4);
    std::unique_ptr<QTableWidget> table(filledTable({QStringLiteral("3"), QStringLiteral("Turnstile"), detail}));
    table->resize(500, 200);
    TableFit fit(table.get(), 2);
    table->show();
    fit.refit();
    EXPECT_GE(table->columnWidth(2), cellsWidth(*table, 2)) << "the detail is cut";
    EXPECT_GT(table->horizontalScrollBar()->maximum(), 0) << "a text longer than the view scrolls sideways";
}

TEST(TableFitTest, TheFillColumnTakesTheRoomLeftAndAShortColumnStaysBesideIt)
{
    // The Gateway page's requests: time, client, request, status. After a 401 row the status stretched to the edge.
    std::unique_ptr<QTableWidget> table(filledTable({QStringLiteral("2:13:05 PM"),
                                                     QStringLiteral("(no valid token)"),
                                                     QStringLiteral("POST /v1/jobs"),
                                                     QStringLiteral("401")}));
    table->resize(700, 200);
    TableFit fit(table.get(), 2);
    table->show();
    fit.refit();
    const int status = wantedWidth(*table, 3);
    EXPECT_EQ(table->columnWidth(3), status) << "the status column is as wide as its figures";
    EXPECT_EQ(sectionsWidth(*table), table->viewport()->width()) << "the request takes the room left, no blank";

    table->resize(1000, 200);
    QCoreApplication::processEvents();
    EXPECT_EQ(table->columnWidth(3), status) << "a wider table gives the room to the request, not the status";
    EXPECT_EQ(sectionsWidth(*table), table->viewport()->width());
}

TEST(TableFitTest, AnotherLongColumnKeepsHalfTheViewAtMost)
{
    const QString url = QStringLiteral("https://shop1.example/checkout/very/long/path?demo=") + QString(200, u'x');
    std::unique_ptr<QTableWidget> table(filledTable({QStringLiteral("1"), url, QStringLiteral("ok")}));
    table->resize(600, 200);
    TableFit fit(table.get(), 2);
    table->show();
    fit.refit();
    EXPECT_LE(table->columnWidth(1), table->viewport()->width() / 2);
    EXPECT_GE(table->columnWidth(2), cellsWidth(*table, 2));
}

TEST(TableFitTest, TheAuditLogShowsALongDetailWhole)
{
    EmptyStore empty;
    ASSERT_TRUE(empty.open());
    JobStore &store = empty.store;
    const QString detail = QStringLiteral("imported 40 jobs from /home/operator/Documents/solvedeck-jobs.csv; "
                                          "3 rows already in the database (not added again): lines 4, 9 and 17");
    ASSERT_TRUE(AuditLog(store).record(QStringLiteral("settings.change"), detail).ok());
    AuditLogDialog viewer(&store);
    viewer.resize(700, 400);
    viewer.show();
    QCoreApplication::processEvents();
    QTableWidget *table = viewer.table();
    ASSERT_EQ(table->rowCount(), 1);
    EXPECT_GE(table->columnWidth(4), cellsWidth(*table, 4)) << "the detail is cut at 700 px";
    viewer.resize(1600, 400);
    QCoreApplication::processEvents();
    EXPECT_EQ(sectionsWidth(*table), table->viewport()->width()) << "the detail takes the room a wide dialog has";
}

TEST(TableFitTest, TheImportPreviewShowsEachRowsStatusWhole)
{
    EmptyStore empty;
    ASSERT_TRUE(empty.open());
    JobStore &store = empty.store;
    const QByteArray csv = "method,sitekey,pageurl\r\n"
                           "turnstile,0x4AAAAAAAC3DHQFLr1GavRN,https://shop1.example/checkout?demo=25\r\n"
                           "hcaptcha,site-key-1,https://shop.example/b\r\n"
                           "turnstile,0x4AAAAAAAC3DHQFLr1GavRN\r\n";
    ImportDialog dialog(&store, nullptr, csv, JobFileFormat::Csv, QStringLiteral("jobs.csv"));
    dialog.resize(760, 460); // its opening size
    dialog.show();
    QCoreApplication::processEvents();
    QTableWidget *table = dialog.table();
    ASSERT_EQ(table->rowCount(), 3);
    EXPECT_GE(table->columnWidth(ImportDialog::StatusColumn), cellsWidth(*table, ImportDialog::StatusColumn))
        << "a status is cut: " << table->item(1, ImportDialog::StatusColumn)->text().toStdString();
    EXPECT_GE(table->columnWidth(ImportDialog::PageUrlColumn), cellsWidth(*table, ImportDialog::PageUrlColumn))
        << "a short page URL is cut";
    // A selected row leaves the headers as they are (a fortieth trial saw them bold, touching their borders).
    EXPECT_FALSE(table->horizontalHeader()->highlightSections());
}

// A thirty-ninth trial: "ok, waits until other.example is au…" cut beside a long address kept wide, because the
// longest error could not be whole whatever the address gave. The address gives what makes whole every status it can
// make whole; the error, too long anyway, scrolls sideways.
TEST(TableFitTest, ALongPageUrlGivesWhatMakesTheShorterStatusesWhole)
{
    EmptyStore empty;
    ASSERT_TRUE(empty.open());
    JobStore &store = empty.store;
    // No target is authorised: each good row "ok, waits until HOST is authorised".
    const QByteArray ndjson =
        "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAAC3DHQFLr1GavRN\","
        "\"pageurl\":\"https://other.example/needs-auth\"}\n"
        "{\"method\":\"turnstile\",\"sitekey\":\"bad\",\"pageurl\":\"https://shop2.example/login\"}\n"
        "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAAC3DHQFLr1GavRN\",\"pageurl\":\"https://shop3.example/a/"
        "path/to/the/checkout?s=abcdef12\"}\n";
    ImportDialog dialog(&store, nullptr, ndjson, JobFileFormat::Jsonl, QStringLiteral("import2.ndjson"));
    dialog.resize(760, 460);
    dialog.show();
    QCoreApplication::processEvents();
    QTableWidget *table = dialog.table();
    ASSERT_EQ(table->rowCount(), 3);
    ASSERT_TRUE(table->item(0, ImportDialog::StatusColumn)->text().startsWith(QStringLiteral("ok, waits until")));
    ASSERT_TRUE(table->item(1, ImportDialog::StatusColumn)->text().startsWith(QStringLiteral("error")));
    const int url = wantedWidth(*table, ImportDialog::PageUrlColumn);
    const int others = wantedWidth(*table, ImportDialog::LineColumn) + wantedWidth(*table, ImportDialog::MethodColumn);
    const int error = wantedWidth(*table, ImportDialog::StatusColumn);
    const int waits = std::max(table->sizeHintForIndex(table->model()->index(0, ImportDialog::StatusColumn)).width(),
                               table->sizeHintForIndex(table->model()->index(2, ImportDialog::StatusColumn)).width());
    // A width where the waiting statuses are whole once the address gives 20 px, and the error never is.
    const int view = others + waits + url - 20;
    ASSERT_LE(url, view / 2) << url << " px of address in a view of " << view;
    ASSERT_GE(url - 20, view / 4);
    ASSERT_GT(others + error + view / 4, view) << "the error could be whole here: this test shows nothing";
    dialog.resize(dialog.width() + view - table->viewport()->width(), 460);
    QCoreApplication::processEvents();
    ASSERT_EQ(table->viewport()->width(), view);
    EXPECT_LE(table->columnViewportPosition(ImportDialog::StatusColumn) + waits, view)
        << "a waiting status is cut beside a page URL " << table->columnWidth(ImportDialog::PageUrlColumn)
        << " px wide";
    EXPECT_LT(table->columnWidth(ImportDialog::PageUrlColumn), url);
    EXPECT_GE(table->columnWidth(ImportDialog::PageUrlColumn), view / 4);
    EXPECT_GE(table->columnWidth(ImportDialog::StatusColumn), error) << "the error is cut, not scrolled";
}

// The thirty-fifth trial: a 150-character page URL shown whole (about 590 px) while line 3's error, the one thing on
// the screen that says what to fix, was cut at the dialog's edge. The page URL, cut in its middle with its tooltip
// whole, gives the status its room first, down to a quarter of the view.
TEST(TableFitTest, ALongPageUrlGivesTheErrorItsRoomFirst)
{
    EmptyStore empty;
    ASSERT_TRUE(empty.open());
    JobStore &store = empty.store;
    const QByteArray ndjson =
        "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAAC3DHQFLr1GavRN\","
        "\"pageurl\":\"https://shop1.example/login\"}\n"
        "{\"method\":\"turnstile\",\"sitekey\":\"bad\",\"pageurl\":\"https://shop2.example/login\"}\n"
        "{\"method\":\"turnstile\",\"sitekey\":\"0x4AAAAAAAC3DHQFLr1GavRN\",\"pageurl\":\"https://shop3.example/a/"
        "very/long/path/that/goes/on/and/on/checkout?session=abcdef1234567890&demo=yes\"}\n";
    ImportDialog dialog(&store, nullptr, ndjson, JobFileFormat::Jsonl, QStringLiteral("import1.ndjson"));
    dialog.resize(760, 460);
    dialog.show();
    QCoreApplication::processEvents();
    QTableWidget *table = dialog.table();
    ASSERT_EQ(table->rowCount(), 3);
    ASSERT_TRUE(table->item(1, ImportDialog::StatusColumn)->text().startsWith(QStringLiteral("error")));
    const int url = wantedWidth(*table, ImportDialog::PageUrlColumn);
    const int others = wantedWidth(*table, ImportDialog::LineColumn) + wantedWidth(*table, ImportDialog::MethodColumn);
    const int status = wantedWidth(*table, ImportDialog::StatusColumn);
    // A width where everything fits once the page URL gives some of itself, keeping more than a quarter of the view
    // (and wanting no more than half of it, where every other column stops).
    const int kept = std::max(url * 3 / 5, (others + status) / 3 + 8);
    const int view = others + status + kept;
    ASSERT_LT(kept, url);
    ASSERT_GE(kept, view / 4);
    ASSERT_LE(url, view / 2);
    dialog.resize(dialog.width() + view - table->viewport()->width(), 460);
    QCoreApplication::processEvents();
    ASSERT_EQ(table->viewport()->width(), view);
    EXPECT_EQ(table->horizontalScrollBar()->maximum(), 0)
        << "the error scrolls sideways beside a page URL " << table->columnWidth(ImportDialog::PageUrlColumn)
        << " px wide";
    EXPECT_GE(table->columnWidth(ImportDialog::StatusColumn), status) << "the error is cut";
    EXPECT_LT(table->columnWidth(ImportDialog::PageUrlColumn), url);
    EXPECT_GE(table->columnWidth(ImportDialog::PageUrlColumn), view / 4);
    EXPECT_EQ(table->item(2, ImportDialog::PageUrlColumn)->toolTip(),
              QStringLiteral("https://shop3.example/a/very/long/path/that/goes/on/and/on/checkout?session="
                             "abcdef1234567890&demo=yes"));

    // Narrower than the page URL's quarter can make room for, the error scrolls sideways, whole, beside a page URL
    // given down to its quarter (a fortieth trial read a 230-character address kept at half the table beside an error
    // it cut as the address put first); the short addresses stay whole.
    dialog.resize(760, 460);
    QCoreApplication::processEvents();
    ASSERT_LT(table->viewport()->width() / 4, std::min(url, table->viewport()->width() / 2))
        << "the page URL has nothing to give here: this part shows nothing";
    EXPECT_EQ(table->columnWidth(ImportDialog::PageUrlColumn),
              std::max(table->viewport()->width() / 4,
                       table->horizontalHeader()->sectionSizeHint(ImportDialog::PageUrlColumn)));
    for (const int row : {0, 1}) {
        EXPECT_GE(table->columnWidth(ImportDialog::PageUrlColumn),
                  table->sizeHintForIndex(table->model()->index(row, ImportDialog::PageUrlColumn)).width())
            << "a short page URL is cut: row " << row;
    }
    EXPECT_GE(table->columnWidth(ImportDialog::StatusColumn), status);
    EXPECT_GT(table->horizontalScrollBar()->maximum(), 0);
    // Under the table, the first error is read whole, wrapped to the dialog's width, its row selected.
    const QString error = table->item(1, ImportDialog::StatusColumn)->text();
    EXPECT_EQ(table->currentRow(), 1);
    EXPECT_EQ(dialog.rowStatus()->text(), QStringLiteral("Line 2: ") + error);
    EXPECT_TRUE(dialog.rowStatus()->wordWrap());
    EXPECT_LE(dialog.rowStatus()->width(), dialog.width());
    EXPECT_GE(dialog.rowStatus()->height(), dialog.rowStatus()->heightForWidth(dialog.rowStatus()->width()))
        << "the error is cut below";
    EXPECT_EQ(table->horizontalScrollBar()->value(), 0) << "the view left the line and the method";
    // Another row: its status.
    table->setCurrentCell(2, ImportDialog::LineColumn);
    EXPECT_EQ(dialog.rowStatus()->text(), QStringLiteral("Line 3: ok, waits until shop3.example is authorised"));
}

// The twentieth trial: the audit log and the import preview opened about 760 px wide on a 1600 px screen, their
// longest lines scrolling sideways. A window widens on its first show by what its table lacks, within 90 % of the
// screen; a table that fits leaves it as it is.
TEST(TableFitTest, AWindowWidensOnItsFirstShowByWhatItsTableLacks)
{
    const int most = QGuiApplication::primaryScreen()->availableGeometry().width() * 9 / 10;
    for (const int repeat : {4, 12}) {
        const QString detail = QStringLiteral("checkout ").repeated(repeat);
        QWidget window;
        auto *layout = new QVBoxLayout(&window);
        QTableWidget *table = filledTable({QStringLiteral("3"), detail}, &window);
        layout->addWidget(table);
        auto *fit = new TableFit(table, 1);
        fit->widenOnShow(&window);
        window.resize(200, 300);
        const int wanted = fit->wantedWidth();
        window.show();
        QCoreApplication::processEvents();
        if (wanted + 40 <= most) {
            EXPECT_GE(table->width(), wanted) << "repeat " << repeat << ": the table still lacks room";
            EXPECT_LE(window.width(), wanted + 60) << "repeat " << repeat << ": wider than it needs";
        } else {
            EXPECT_EQ(window.width(), most) << "repeat " << repeat << ": a long line: 90 % of the screen";
        }
        // Shown again: left as the operator sized it.
        window.hide();
        window.resize(250, 300);
        window.show();
        QCoreApplication::processEvents();
        EXPECT_EQ(window.width(), 250);
    }
}
