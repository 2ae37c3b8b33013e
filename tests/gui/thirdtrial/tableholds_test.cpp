// The job table holds still (docs/console.md, "Rows hold still"), as a first-hour trial in demo mode found it did
// not: the "N new jobs above" count reset whenever the table re-read its view (the engine going idle, the text index
// catching up), rows that all fit in the view were pushed down under the pointer and the selection (a short table, a
// state or text filter), and the button covered the column headers, where a click meant for it sorted the table once
// it had gone.
#include "core/clock.h"
#include "core/store/jobstore.h"
#include "gui/itemdataroles.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/steadytable.h"
#include "support/consolefixtures.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAction>
#include <QApplication>
#include <QCursor>
#include <QDialog>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollBar>
#include <QTableView>
#include <QToolBar>
#include <QToolTip>

using namespace SolveDeck;

namespace {

TaskSpec spec(int n, const QString &host = QStringLiteral("shop.example"))
{
    TaskSpec s;
    s.method = Method::RecaptchaV2;
    s.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    s.pageurl = QStringLiteral("https://%1/page/%2").arg(host).arg(n);
    return s;
}

class TableHoldsTest : public SolveDeckTest::WindowOnAStore
{
protected:
    static QTableView *table(MainWindow &window) { return window.findChild<QTableView *>(QStringLiteral("jobTable")); }

    static qint64 jobAt(MainWindow &window, int y)
    {
        return table(window)->indexAt(QPoint(20, y)).data(JobIdRole).toLongLong();
    }

    // The viewport's y of the middle of the row showing `id`.
    static int yOf(MainWindow &window, qint64 id)
    {
        QTableView *view = table(window);
        return view->visualRect(window.jobModel()->index(window.jobModel()->rowOfJob(id), 0)).center().y();
    }

    // The first row the viewport shows (its index: how many rows are above it).
    static int firstVisibleRow(MainWindow &window) { return table(window)->rowAt(1); }

    static void pointAt(MainWindow &window, int y)
    {
        // From elsewhere in the viewport first: Qt drops a move to where the pointer already is, which an
        // earlier test in this process (its window at the same place) may have left there.
        QTest::mouseMove(table(window)->viewport(), QPoint(31, y + 1));
        QTest::mouseMove(table(window)->viewport(), QPoint(30, y));
        QApplication::processEvents();
    }

    static void pointerLeaves(MainWindow &window)
    {
        QTest::mouseMove(window.statusBar(), QPoint(5, 5));
        QEvent leave(QEvent::Leave);
        QApplication::sendEvent(table(window)->viewport(), &leave);
        QApplication::processEvents();
    }

    // A job arrives and the table hears of it, as in demo mode every few seconds.
    qint64 arrive(MainWindow &window, int n, const QString &host = QStringLiteral("shop.example"))
    {
        const qint64 id = enqueue(spec(n, host));
        window.jobModel()->refreshJobs({id});
        QApplication::processEvents();
        return id;
    }
};

} // namespace

// Item 1: the count is the number of jobs above the first visible row that arrived since the view stopped following,
// also when the table re-reads its view in between (refreshNow() when the engine goes idle, reread() when the text
// index caught up): each re-read counted as "a new view" and reset it, so it said 4 with 11 above and went down as
// jobs arrived.
TEST_F(TableHoldsTest, TheNewJobsCountIsTheRowsAboveAcrossRereads)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(2, 0)).center().y();
    pointAt(*window, y);
    const qint64 pointed = jobAt(*window, y);
    SteadyTable *steady = window->steadyTable();
    int arrived = 0;
    for (int round = 0; round < 4; ++round) {
        for (int i = 0; i < 3; ++i) {
            arrive(*window, 100 + arrived++);
        }
        // The engine went idle with nothing pending: the table reads its view again.
        window->jobModel()->refreshNow();
        QApplication::processEvents();
        EXPECT_EQ(steady->newRowsAbove(), arrived) << "after round " << round << " (refreshNow)";
        // The text index caught up: the same.
        window->jobModel()->reread();
        QApplication::processEvents();
        EXPECT_EQ(steady->newRowsAbove(), arrived) << "after round " << round << " (reread)";
        EXPECT_EQ(firstVisibleRow(*window), arrived) << "after round " << round;
        EXPECT_EQ(jobAt(*window, y), pointed) << "after round " << round;
        EXPECT_TRUE(steady->newRowsButton()->text().contains(QStringLiteral("%1 new job").arg(arrived)))
            << steady->newRowsButton()->text().toStdString();
    }
    // Another filter is a new view: every row above the rows held in view is unseen in it, and the button says how
    // many (the second trial: it counted only the jobs that came after the change).
    window->filterEdit()->setText(QStringLiteral("page/1"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() < 40 + arrived;
    }));
    QApplication::processEvents();
    EXPECT_EQ(steady->newRowsAbove(), firstVisibleRow(*window));
}

// Item 2: all rows fit in the view (the first minute of the demo). The row under the pointer held still only when
// the table could scroll; now new jobs land above and are counted, and the button (or scrolling up) shows them.
TEST_F(TableHoldsTest, RowsThatAllFitHoldStillUnderThePointer)
{
    for (int i = 0; i < 5; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 900});
    QTableView *view = table(*window);
    ASSERT_EQ(view->verticalScrollBar()->maximum(), 0) << "every row fits";
    const int y = view->visualRect(window->jobModel()->index(2, 0)).center().y();
    pointAt(*window, y);
    const qint64 pointed = jobAt(*window, y);
    ASSERT_GT(pointed, 0);
    QList<qint64> added;
    for (int i = 0; i < 3; ++i) {
        added << arrive(*window, 100 + i);
        EXPECT_EQ(jobAt(*window, y), pointed) << "the row under the pointer moved after new job " << i + 1;
    }
    SteadyTable *steady = window->steadyTable();
    EXPECT_EQ(steady->newRowsAbove(), 3);
    EXPECT_EQ(firstVisibleRow(*window), 3);
    EXPECT_TRUE(steady->newRowsButton()->isVisible());
    // Over no part of the table: in the middle of the top row it hid the page URL of the job just queued (a sixth
    // trial), at its right end the token's life (a seventh).
    const QRect button(steady->newRowsButton()->mapToGlobal(QPoint(0, 0)), steady->newRowsButton()->size());
    const QRect tableArea(view->mapToGlobal(QPoint(0, 0)), view->size());
    EXPECT_FALSE(button.intersects(tableArea)) << "button at " << button.x() << "," << button.y()
                                               << " over the table at " << tableArea.x() << "," << tableArea.y();
    // A resize (QTableView lays itself out again) keeps them where they are.
    window->resize(1200, 920);
    QApplication::processEvents();
    EXPECT_EQ(jobAt(*window, y), pointed);

    steady->newRowsButton()->click();
    QApplication::processEvents();
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    EXPECT_EQ(view->verticalScrollBar()->maximum(), 0) << "the extra range went with the held rows";
    EXPECT_EQ(firstVisibleRow(*window), 0);
    EXPECT_EQ(jobAt(*window, 2), added.last());
    EXPECT_FALSE(steady->newRowsButton()->isVisible());
}

// A forty-third trial: a click on the half-hidden last row selected it and scrolled the table by a row, so the next
// job came under the pointer, where a Shift+click would have landed. The row is selected where it is; the keyboard's
// moves still scroll to the row they reach.
TEST_F(TableHoldsTest, AClickOnAHalfHiddenRowSelectsItWhereItIs)
{
    for (int i = 0; i < 60; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 800});
    QTableView *view = table(*window);
    view->scrollToTop();
    QApplication::processEvents();
    // The last row the viewport shows in part.
    const int bottom = view->viewport()->height() - 2;
    const int row = view->rowAt(bottom);
    ASSERT_GE(row, 0);
    const QRect rect = view->visualRect(window->jobModel()->index(row, 0));
    if (rect.bottom() <= view->viewport()->rect().bottom()) {
        // Whole by chance: shrink the window by part of a row so it is not.
        window->resize(1200, 800 - rect.height() / 2);
        QApplication::processEvents();
    }
    const int partRow = view->rowAt(view->viewport()->height() - 2);
    const QRect part = view->visualRect(window->jobModel()->index(partRow, 0));
    ASSERT_GT(part.bottom(), view->viewport()->rect().bottom()) << "no row is half hidden: this test shows nothing";
    const qint64 clicked = jobAt(*window, view->viewport()->height() - 2);
    const int scrolledBefore = view->verticalScrollBar()->value();
    const QPoint at(30, view->viewport()->height() - 2);
    pointAt(*window, at.y());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QApplication::processEvents();
    // Past the double-click interval (QAbstractItemView scrolls to a pressed row then), and a read of the view.
    QTest::qWait(QApplication::doubleClickInterval() + 200);
    window->jobModel()->refreshNow();
    QTest::qWait(300);
    EXPECT_EQ(view->verticalScrollBar()->value(), scrolledBefore) << "the click scrolled the table";
    EXPECT_EQ(jobAt(*window, at.y()), clicked) << "another job came under the pointer";
    const QModelIndexList selected = view->selectionModel()->selectedRows();
    ASSERT_EQ(selected.size(), 1);
    EXPECT_EQ(selected.first().data(JobIdRole).toLongLong(), clicked);

    // Down by the keyboard: the next row is scrolled into view.
    QTest::keyClick(view, Qt::Key_Down);
    QApplication::processEvents();
    const QModelIndex current = view->currentIndex();
    ASSERT_TRUE(current.isValid());
    EXPECT_EQ(current.row(), partRow + 1);
    EXPECT_LE(view->visualRect(current).bottom(), view->viewport()->rect().bottom()) << "the keyboard's row is hidden";
}

// Item 2, the trial's cancel: under "Queued" (every row fits) the operator selected job X and pressed Del while new
// jobs came in; the row moved and the next job was cancelled. The selected row holds still, and the cancel acts on
// the selected job whatever row it is on by then.
TEST_F(TableHoldsTest, TheSelectionHoldsStillInAShortFilteredViewAndCancelActsOnIt)
{
    QList<qint64> ids;
    for (int i = 0; i < 7; ++i) {
        ids << enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 900});
    window->jobModel()->setStates({JobState::Queued});
    QApplication::processEvents();
    QTableView *view = table(*window);
    pointerLeaves(*window);
    const qint64 chosen = ids.at(4);
    window->selectJob(chosen);
    QApplication::processEvents();
    const int y = yOf(*window, chosen);
    for (int i = 0; i < 4; ++i) {
        arrive(*window, 100 + i);
        EXPECT_EQ(jobAt(*window, y), chosen) << "the selected row moved after new job " << i + 1;
    }
    EXPECT_EQ(window->selectedJobIds(), QList<qint64>{chosen});
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 4);

    // Del (Cancel) right after more jobs arrived.
    const qint64 late = arrive(*window, 200);
    QAction *cancel = window->findChild<QAction *>(QStringLiteral("cancelJobAction"));
    ASSERT_TRUE(cancel->isEnabled());
    cancel->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(chosen)->state == JobState::Canceled;
    }));
    for (const qint64 id : ids) {
        if (id != chosen) {
            EXPECT_EQ(store.job(id)->state, JobState::Queued) << "job " << id << " was cancelled too";
        }
    }
    EXPECT_EQ(store.job(late)->state, JobState::Queued);
    EXPECT_GE(view->verticalScrollBar()->value(), 0);
}

// Item 2, under a text filter: the selected job stayed on line 3 only while the table could scroll; a minute later
// it was on line 7.
TEST_F(TableHoldsTest, TheSelectionHoldsStillUnderATextFilter)
{
    QList<qint64> ids;
    for (int i = 0; i < 12; ++i) {
        ids << enqueue(spec(i, i % 3 ? QStringLiteral("other.example") : QStringLiteral("trial.example")));
    }
    auto window = openWindow(false, {1200, 900});
    window->filterEdit()->setText(QStringLiteral("trial.example"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 4;
    }));
    pointerLeaves(*window);
    const qint64 chosen = window->jobModel()->jobAt(2)->id;
    window->selectJob(chosen);
    QApplication::processEvents();
    const int y = yOf(*window, chosen);
    for (int i = 0; i < 6; ++i) {
        arrive(*window, 100 + i, i % 2 ? QStringLiteral("other.example") : QStringLiteral("trial.example"));
        EXPECT_EQ(jobAt(*window, y), chosen) << "the selected row moved after new job " << i + 1;
    }
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 3);
}

// The button sits in the toolbar beside the filter, in room kept for it: its coming and going moves nothing there.
TEST_F(TableHoldsTest, TheButtonComesInTheToolbarWithoutMovingAnything)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->scrollToTop();
    QWidget *filter = window->filterEdit();
    const QRect filterBefore(filter->mapToGlobal(QPoint(0, 0)), filter->size());
    const QRect tableBefore(view->mapToGlobal(QPoint(0, 0)), view->size());
    pointAt(*window, view->visualRect(window->jobModel()->index(5, 0)).center().y());
    for (int i = 0; i < 2; ++i) {
        arrive(*window, 100 + i);
    }
    QPushButton *button = window->steadyTable()->newRowsButton();
    ASSERT_TRUE(button->isVisible());
    QApplication::processEvents();
    EXPECT_EQ(QRect(filter->mapToGlobal(QPoint(0, 0)), filter->size()), filterBefore);
    EXPECT_EQ(QRect(view->mapToGlobal(QPoint(0, 0)), view->size()), tableBefore);
    const QRect shown(button->mapToGlobal(QPoint(0, 0)), button->size());
    EXPECT_GT(shown.left(), filterBefore.right()) << "beside the filter box";
    EXPECT_LT(shown.bottom(), tableBefore.top()) << "above the table";
    EXPECT_LE(shown.right(), window->mapToGlobal(QPoint(window->width(), 0)).x()) << "inside the window";
}

// Item 3, with the toolbar hidden (the button is then over the rows' top, never over the column headers): when it
// goes by itself (the view scrolled up), a click aimed at it a moment later neither selects a row nor sorts.
TEST_F(TableHoldsTest, TheButtonLeavesTheHeadersAloneAndSwallowsALateClick)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    window->findChild<QAction *>(QStringLiteral("toolBarAction"))->trigger(); // hides the toolbar
    QApplication::processEvents();
    ASSERT_FALSE(window->findChild<QToolBar *>(QStringLiteral("mainToolBar"))->isVisible());
    QTableView *view = table(*window);
    view->scrollToTop();
    pointAt(*window, view->visualRect(window->jobModel()->index(5, 0)).center().y());
    for (int i = 0; i < 2; ++i) {
        arrive(*window, 100 + i);
    }
    SteadyTable *steady = window->steadyTable();
    QPushButton *button = steady->newRowsButton();
    ASSERT_TRUE(button->isVisible());
    const QRect header = view->horizontalHeader()->geometry();
    EXPECT_FALSE(button->geometry().intersects(header))
        << "button " << button->geometry().y() << "+" << button->height() << ", header " << header.y() << "+"
        << header.height();
    EXPECT_GE(button->geometry().top(), view->viewport()->geometry().top());
    EXPECT_LE(button->geometry().bottom(), view->viewport()->geometry().bottom());

    // It goes by itself just as the operator clicks where it was.
    const QPoint centre = view->viewport()->mapFromGlobal(button->mapToGlobal(button->rect().center()));
    const int sortColumn = view->horizontalHeader()->sortIndicatorSection();
    const Qt::SortOrder sortOrder = view->horizontalHeader()->sortIndicatorOrder();
    view->scrollToTop();
    QApplication::processEvents();
    ASSERT_FALSE(button->isVisible());
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QApplication::processEvents();
    EXPECT_TRUE(window->selectedJobIds().isEmpty()) << "the click meant for the button selected a row";
    EXPECT_EQ(view->horizontalHeader()->sortIndicatorSection(), sortColumn);
    EXPECT_EQ(view->horizontalHeader()->sortIndicatorOrder(), sortOrder);

    // Later, a click there is an ordinary click.
    QTest::qWait(800);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, centre);
    QApplication::processEvents();
    EXPECT_EQ(window->selectedJobIds().size(), 1);
}

// The thirty-second trial, toolbar hidden: a double-click on "4 new jobs above" (120 or 250 ms apart) selected the
// new top row in place of the operator's job; its first click scrolled up and the button went, and the second landed
// on the row now there. A click's own second click is dropped like a late one.
TEST_F(TableHoldsTest, ADoubleClickOnTheButtonKeepsTheSelection)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    window->findChild<QAction *>(QStringLiteral("toolBarAction"))->trigger(); // hides the toolbar
    QApplication::processEvents();
    QTableView *view = table(*window);
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(5, 0)).center().y();
    pointAt(*window, y);
    const qint64 chosen = jobAt(*window, y);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(30, y));
    QApplication::processEvents();
    ASSERT_EQ(window->selectedJobIds(), QList<qint64>{chosen});
    for (int i = 0; i < 4; ++i) {
        arrive(*window, 100 + i);
    }
    QPushButton *button = window->steadyTable()->newRowsButton();
    ASSERT_TRUE(button->isVisible());
    const QPoint centre = view->viewport()->mapFromGlobal(button->mapToGlobal(button->rect().center()));

    QTest::mouseClick(button, Qt::LeftButton);
    QApplication::processEvents();
    ASSERT_FALSE(button->isVisible());
    ASSERT_EQ(firstVisibleRow(*window), 0);
    // The second click of the double-click, on the row now where the button was.
    QTest::mousePress(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseRelease(view->viewport(), Qt::LeftButton, {}, centre);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, centre);
    QApplication::processEvents();
    EXPECT_EQ(window->selectedJobIds(), QList<qint64>{chosen}) << "the double-click's second click chose a row";
}

// The thirty-second trial sorted by ID with job 36 selected: it kept its line, and the button said "29 new jobs
// above" for the 29 oldest jobs. Rows a sort put above are "jobs above"; jobs that arrive are new.
TEST_F(TableHoldsTest, RowsASortPutsAboveAreNotCalledNew)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(4, 0)).center().y();
    pointAt(*window, y);
    const qint64 chosen = jobAt(*window, y);
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, QPoint(30, y));
    ASSERT_EQ(window->selectedJobIds(), QList<qint64>{chosen});
    pointerLeaves(*window);

    view->sortByColumn(JobTableModel::IdColumn, Qt::AscendingOrder);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->steadyTable()->newRowsAbove() > 0;
    }));
    QApplication::processEvents();
    QPushButton *button = window->steadyTable()->newRowsButton();
    const QString afterSort = button->text();
    EXPECT_TRUE(afterSort.contains(QStringLiteral("above"))) << afterSort.toStdString();
    EXPECT_FALSE(afterSort.contains(QStringLiteral("new"))) << afterSort.toStdString();

    // Back to the newest first, at the top; new jobs that arrive above the pointer are new.
    view->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    window->steadyTable()->showNewest();
    QApplication::processEvents();
    ASSERT_EQ(window->steadyTable()->newRowsAbove(), 0);
    pointAt(*window, y);
    for (int i = 0; i < 2; ++i) {
        arrive(*window, 100 + i);
    }
    ASSERT_EQ(window->steadyTable()->newRowsAbove(), 2);
    EXPECT_TRUE(button->text().contains(QStringLiteral("2 new job"))) << button->text().toStdString();
}

// The thirty-third trial, sorted by Method: new jobs went in among the rows in view and pushed two old ones up, and
// the button said "2 new jobs above" for jobs 10 and 22. Only a newest-first view has new jobs above it.
TEST_F(TableHoldsTest, InAnotherOrderTheRowsAboveAreNotCalledNew)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->sortByColumn(JobTableModel::MethodColumn, Qt::DescendingOrder); // equal methods: newest first within
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->view().sortKey == JobSortKey::Method;
    }));
    QApplication::processEvents();
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(5, 0)).center().y();
    pointAt(*window, y);
    for (int i = 0; i < 2; ++i) {
        arrive(*window, 100 + i);
    }
    ASSERT_EQ(window->steadyTable()->newRowsAbove(), 2);
    const QString text = window->steadyTable()->newRowsButton()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("2 job"))) << text.toStdString();
    EXPECT_FALSE(text.contains(QStringLiteral("new"))) << text.toStdString();
}

// The second trial: on a first start the pointer rested on the blank part of a short table (Xvfb puts it in the
// middle of the screen) and the table stopped following after its first rows. Only a pointer on a row holds still;
// and a view that loses its rows loses the button with them.
TEST_F(TableHoldsTest, APointerOnTheBlankPartOfAShortTableFollowsTheNewest)
{
    for (int i = 0; i < 3; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 900});
    QTableView *view = table(*window);
    const int blank = view->visualRect(window->jobModel()->index(2, 0)).bottom() + 60;
    ASSERT_LT(blank, view->viewport()->height());
    pointAt(*window, blank);
    const qint64 newest = arrive(*window, 100);
    EXPECT_EQ(firstVisibleRow(*window), 0);
    EXPECT_EQ(jobAt(*window, view->visualRect(window->jobModel()->index(0, 0)).center().y()), newest);
    SteadyTable *steady = window->steadyTable();
    EXPECT_EQ(steady->newRowsAbove(), 0);
    EXPECT_FALSE(steady->newRowsButton()->isVisible());
}

// The third trial: a first start with the pointer resting where the table's rows were still to come (Xvfb's middle).
// A burst of jobs filled the rows up to the pointer and beyond; the view stopped following with rows above it that
// the button did not count ("2 new jobs above" with 9 above). Whatever stops the following, every row above the
// view is counted.
TEST_F(TableHoldsTest, ABurstThatReachesThePointerCountsEveryRowItPushesAbove)
{
    for (int i = 0; i < 3; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 900});
    QTableView *view = table(*window);
    const int y = view->verticalHeader()->defaultSectionSize() * 8 + 5; // row 8's line: blank now
    ASSERT_LT(y, view->viewport()->height());
    pointAt(*window, y);
    SteadyTable *steady = window->steadyTable();
    for (const bool singly : {false, true}) {
        QList<qint64> burst;
        for (int i = 0; i < 12; ++i) {
            burst << enqueue(spec(200 + i));
        }
        if (singly) {
            for (qint64 id : burst) {
                window->jobModel()->refreshJobs({id});
                QApplication::processEvents();
            }
        } else {
            window->jobModel()->refreshJobs(burst);
            QApplication::processEvents();
        }
        window->jobModel()->refreshNow();
        QApplication::processEvents();
        EXPECT_EQ(steady->newRowsAbove(), firstVisibleRow(*window))
            << (singly ? "one by one" : "in one refresh") << "; rows " << window->jobModel()->rowCount();
    }
}

// The third trial: with the view no longer following (the pointer on a row, new jobs above), a freshly typed filter
// showed its matches from the middle, "3 new jobs above" hiding matches that were not new. A new view with nothing
// selected starts at its top; a selected job in it keeps its line.
TEST_F(TableHoldsTest, AFreshFilterShowsItsMatchesFromTheTopUnlessAJobIsSelected)
{
    for (int i = 0; i < 30; ++i) {
        enqueue(spec(i, i % 2 ? QStringLiteral("shop1.example") : QStringLiteral("shop2.example")));
    }
    auto window = openWindow(false, {1200, 700});
    QTableView *view = table(*window);
    const int y = view->visualRect(window->jobModel()->index(3, 0)).center().y();
    pointAt(*window, y);
    for (int i = 0; i < 4; ++i) {
        arrive(*window, 100 + i, QStringLiteral("shop1.example"));
    }
    SteadyTable *steady = window->steadyTable();
    ASSERT_EQ(steady->newRowsAbove(), 4);

    window->filterEdit()->setText(QStringLiteral("shop1"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 19;
    }));
    QApplication::processEvents();
    EXPECT_EQ(firstVisibleRow(*window), 0);
    EXPECT_EQ(steady->newRowsAbove(), 0);
    EXPECT_FALSE(steady->newRowsButton()->isVisible());

    // A selected job holds its line through the next filter, and the rows above it are unseen in that view.
    window->filterEdit()->clear();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 34;
    }));
    const qint64 chosen = window->jobModel()->index(12, 0).data(JobIdRole).toLongLong();
    view->scrollTo(window->jobModel()->index(10, 0), QAbstractItemView::PositionAtTop);
    window->selectJob(chosen);
    QApplication::processEvents();
    const int line = yOf(*window, chosen);
    window->filterEdit()->setText(QStringLiteral("shop"));
    QApplication::processEvents();
    QApplication::processEvents();
    EXPECT_EQ(yOf(*window, chosen), line);
    EXPECT_EQ(steady->newRowsAbove(), firstVisibleRow(*window));
}

// The fourth trial: a first start with the pointer resting where the window opened (no move yet) held the demo's
// seeded jobs out of view as "15 new jobs above", the table at its oldest rows. A pointer holds rows from its first
// move; and at the end of the scroll range the top row is whole, not half under the headers (which also made the
// count one more than the rows above).
TEST_F(TableHoldsTest, ARestingPointerHoldsNothingAndTheTopRowIsWholeAtTheEnd)
{
    for (int i = 0; i < 5; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 600});
    QTableView *view = table(*window);
    QEvent enter(QEvent::Enter);
    QApplication::sendEvent(view->viewport(), &enter); // the window opened under the pointer: no move
    SteadyTable *steady = window->steadyTable();
    qint64 newest = 0;
    for (int i = 0; i < 40; ++i) {
        newest = arrive(*window, 100 + i);
    }
    EXPECT_EQ(firstVisibleRow(*window), 0);
    EXPECT_EQ(jobAt(*window, view->visualRect(window->jobModel()->index(0, 0)).center().y()), newest);
    EXPECT_EQ(steady->newRowsAbove(), 0);

    for (int i = 0; i < 8; ++i) {
        view->scrollToBottom();
        QApplication::processEvents();
        const int top = view->verticalScrollBar()->value();
        EXPECT_EQ(view->rowAt(1), top) << "round " << i;
        EXPECT_EQ(view->visualRect(window->jobModel()->index(top, 0)).top(), 0)
            << "the top row is cut at the end of the range, round " << i;
        window->resize(1200, 600 + 7 * (i + 1)); // heights that are no multiple of a row
        QApplication::processEvents();
    }
}

// The sixth trial: with five jobs selected the detail pane said "Select a job to see its token…", telling the
// operator to do what they had done. It says how many are selected.
TEST_F(TableHoldsTest, SeveralSelectedJobsAreCountedInTheDetailPane)
{
    for (int i = 0; i < 6; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {1200, 900});
    QTableView *view = table(*window);
    view->selectionModel()->select(QItemSelection(window->jobModel()->index(0, 0),
                                                  window->jobModel()->index(4, JobTableModel::ColumnCount - 1)),
                                   QItemSelectionModel::ClearAndSelect);
    QApplication::processEvents();
    ASSERT_EQ(window->selectedJobIds().size(), 5);
    auto *header = window->detailWidget()->findChild<QLabel *>(QStringLiteral("detailHeader"));
    ASSERT_NE(header, nullptr);
    EXPECT_TRUE(header->text().contains(QStringLiteral("5 jobs selected"))) << header->text().toStdString();
    EXPECT_FALSE(header->text().contains(QStringLiteral("Select a job"))) << header->text().toStdString();
}

// The eighteenth trial: with every job selected ("60 jobs selected") and new jobs above, a text filter that matched
// only the new jobs left the detail pane saying "60 jobs selected" with nothing selected, also after the filter was
// cleared, and the filter's view held its newest matches above ("6 new jobs above") for a selection it no longer had.
// The pane and the commands follow the selection a filter leaves; a view whose selected jobs all left starts at its
// top.
TEST_F(TableHoldsTest, AFilterThatDropsTheSelectionIsSeenByThePaneAndTheView)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(true, {1200, 700}); // Follow Newest on, as in demo mode
    QTableView *view = table(*window);
    pointerLeaves(*window);
    view->scrollToTop();
    view->selectAll();
    QApplication::processEvents();
    auto *header = window->detailWidget()->findChild<QLabel *>(QStringLiteral("detailHeader"));
    ASSERT_NE(header, nullptr);
    ASSERT_TRUE(header->text().contains(QStringLiteral("40 jobs selected"))) << header->text().toStdString();
    // New jobs above the selection: the view holds the selected rows and counts the new ones.
    for (int i = 0; i < 36; ++i) {
        arrive(*window, 100 + i, QStringLiteral("trial.example"));
    }
    SteadyTable *steady = window->steadyTable();
    ASSERT_EQ(steady->newRowsAbove(), 36);

    window->filterEdit()->setText(QStringLiteral("trial"));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 36;
    }));
    QApplication::processEvents();
    EXPECT_TRUE(window->selectedJobIds().isEmpty());
    EXPECT_FALSE(header->text().contains(QStringLiteral("selected"))) << header->text().toStdString();
    EXPECT_EQ(firstVisibleRow(*window), 0) << "the filter's view held rows above for a selection it does not have";
    EXPECT_EQ(steady->newRowsAbove(), 0);
    auto *cancel = window->findChild<QAction *>(QStringLiteral("cancelJobAction"));
    ASSERT_NE(cancel, nullptr);
    EXPECT_FALSE(cancel->isEnabled()) << cancel->text().toStdString();

    window->filterEdit()->clear();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 76;
    }));
    QApplication::processEvents();
    EXPECT_TRUE(window->selectedJobIds().isEmpty());
    EXPECT_FALSE(header->text().contains(QStringLiteral("selected"))) << header->text().toStdString();
}

// The thirty-first trial: with a solved job selected, the sidebar's "Queued" left it out of the view and the selection,
// and Jobs > Delete Finished Jobs… stayed enabled for some seconds (until the next read of the rows) while Cancel and
// Copy Token were off at once. Every command follows the selection a re-filter leaves.
TEST_F(TableHoldsTest, DeleteFinishedJobsFollowsASelectionTheViewDrops)
{
    QList<qint64> ids;
    for (int i = 0; i < 6; ++i) {
        ids << enqueue(spec(i));
    }
    ASSERT_TRUE(SolveDeckTest::claimJob(store, ids.at(0)).ok());
    ASSERT_TRUE(store.markSubmitted(ids.at(0), QStringLiteral("t0")).ok());
    ASSERT_TRUE(store.markSolved(ids.at(0), QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
    auto window = openWindow();
    auto *remove = window->findChild<QAction *>(QStringLiteral("deleteSelectedAction"));
    ASSERT_NE(remove, nullptr);
    window->selectJob(ids.at(0));
    QApplication::processEvents();
    ASSERT_EQ(window->selectedJobIds(), QList<qint64>{ids.at(0)});
    ASSERT_TRUE(remove->isEnabled());

    window->jobModel()->setStates({JobState::Queued});
    QApplication::processEvents();
    ASSERT_EQ(window->jobModel()->rowOfJob(ids.at(0)), -1);
    ASSERT_TRUE(window->selectedJobIds().isEmpty());
    EXPECT_FALSE(remove->isEnabled()) << "Delete Finished Jobs… with no job selected";
}

// The twenty-first trial: the table's tooltips showed over other windows (the import preview, the audit log) and over
// the status bar at 900x560, naming rows below the visible ones: each second's repaint of the time columns put the row
// "under" the pointer's position in place of whatever tooltip was up. A row's tooltip is refreshed only while the
// pointer is on the table itself.
TEST_F(TableHoldsTest, ARowsTooltipReplacesNoOtherTooltip)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(false, {900, 560});
    QTableView *view = table(*window);
    // A dialog over the table (the import preview, the audit log), the pointer on it over a row of the table.
    QDialog dialog(window.get());
    dialog.setWindowFlags(Qt::Dialog | Qt::FramelessWindowHint);
    const QPoint middle = view->viewport()->mapToGlobal(view->viewport()->rect().center());
    dialog.setGeometry(QRect(middle - QPoint(100, 50), QSize(200, 100)));
    dialog.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    QTest::mouseMove(&dialog, dialog.mapFromGlobal(middle));
    QCursor::setPos(middle);
    QApplication::processEvents();
    ASSERT_TRUE(view->indexAt(view->viewport()->mapFromGlobal(QCursor::pos())).isValid());
    QToolTip::showText(middle, QStringLiteral("the dialog's own tooltip"), &dialog);
    ASSERT_TRUE(QToolTip::isVisible());
    JobTableModel *model = window->jobModel();
    Q_EMIT model->dataChanged(model->index(0, 0),
                              model->index(model->rowCount() - 1, JobTableModel::ColumnCount - 1),
                              {Qt::DisplayRole});
    QApplication::processEvents();
    EXPECT_EQ(QToolTip::text(), QStringLiteral("the dialog's own tooltip"));
    QToolTip::hideText();
}
