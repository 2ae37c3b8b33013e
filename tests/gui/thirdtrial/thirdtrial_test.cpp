// The console's first hour, third trial (issue 39): what a new operator met in demo mode, English and German, at
// 1600x1000, 1200x800 and 900x560, each pinned by a test that drives the real window offscreen. (Item 4, the figures
// that agree, is tests/gui/console/figures_test.cpp.)
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/consoleplaces.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "core/timetext.h"
#include "gui/capacityconsole.h"
#include "gui/consolestatusbar.h"
#include "gui/exportdialog.h"
#include "gui/gatewaydialog.h"
#include "gui/gatewaypage.h"
#include "gui/historyconsole.h"
#include "gui/itemdataroles.h"
#include "gui/jobcolumns.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "gui/operatortools.h"
#include "gui/preferencesdialog.h"
#include "gui/queuetray.h"
#include "gui/statesidebar.h"
#include "gui/steadytable.h"
#include "support/consolefixtures.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAction>
#include <QApplication>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QToolButton>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

const QString recaptchaKey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");

TaskSpec spec(int n, const QString &host = QStringLiteral("shop.example"))
{
    TaskSpec s;
    s.method = Method::RecaptchaV2;
    s.sitekey = recaptchaKey;
    s.pageurl = QStringLiteral("https://%1/page/%2").arg(host).arg(n);
    return s;
}

class ThirdTrialTest : public SolveDeckTest::WindowOnAStore
{
protected:
    static QTableView *table(MainWindow &window) { return window.findChild<QTableView *>(QStringLiteral("jobTable")); }

    // The job on the row at `y` in the table's viewport.
    static qint64 jobAt(MainWindow &window, int y)
    {
        return table(window)->indexAt(QPoint(20, y)).data(JobIdRole).toLongLong();
    }

    static QAction *action(MainWindow &window, const char *name)
    {
        return window.findChild<QAction *>(QLatin1String(name));
    }

    // `window` attached to an engine that is never opened (the test speaks for it through its signals), which has
    // run a solve and is now running with nothing in flight.
    void attachAnEngineThatRanASolve(MainWindow &window, EngineHost &engine)
    {
        window.attach(&store, &engine);
        runASolve(engine);
    }

    // The engine's status as one solve starts and ends (nothing else in flight).
    static void runASolve(EngineHost &engine)
    {
        EngineStatus status;
        status.state = int(Engine::State::Running);
        status.effectiveCap = 5;
        status.inFlight = 1;
        Q_EMIT engine.statusChanged(status);
        status.inFlight = 0;
        Q_EMIT engine.statusChanged(status);
    }
};

} // namespace

// Item 1: the row under the pointer never moves, Follow Newest or not; new jobs above are announced, and the button
// takes the view up to them.
TEST_F(ThirdTrialTest, RowsUnderThePointerNeverMoveAndNewJobsAreAnnounced)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    ASSERT_TRUE(action(*window, "followNewestAction")->isChecked()) << "Follow Newest is on by default";
    QTableView *view = table(*window);
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(3, 0)).center().y();
    QTest::mouseMove(view->viewport(), QPoint(30, y));
    QApplication::processEvents();
    const qint64 pointed = jobAt(*window, y);
    ASSERT_GT(pointed, 0);
    for (int i = 0; i < 3; ++i) {
        window->jobModel()->refreshJobs({enqueue(spec(100 + i))});
        QApplication::processEvents();
        EXPECT_EQ(jobAt(*window, y), pointed) << "the row under the pointer moved after new job " << i + 1;
    }
    SteadyTable *steady = window->steadyTable();
    EXPECT_EQ(steady->newRowsAbove(), 3);
    EXPECT_TRUE(steady->newRowsButton()->isVisible());
    EXPECT_TRUE(steady->newRowsButton()->text().contains(QStringLiteral("3 new job")))
        << steady->newRowsButton()->text().toStdString();
    steady->newRowsButton()->click();
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    EXPECT_EQ(steady->newRowsAbove(), 0);
    EXPECT_FALSE(steady->newRowsButton()->isVisible());
}

// Item 1, under a state filter: jobs that become solved come into the "Solved" view above the row under the pointer
// (the table lays itself out again for them); that row stays where it is.
TEST_F(ThirdTrialTest, RowsHoldStillWhenJobsEnterAFilteredView)
{
    // More solved jobs than the view shows: with every row in view there is nothing to scroll by.
    QList<qint64> ids;
    for (int i = 0; i < 80; ++i) {
        ids << enqueue(spec(i));
    }
    for (int i = 0; i < 60; ++i) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, ids.at(i)).ok());
        ASSERT_TRUE(store.markSubmitted(ids.at(i), QStringLiteral("t%1").arg(i)).ok());
        ASSERT_TRUE(store.markSolved(ids.at(i), QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
    }
    auto window = openWindow();
    window->jobModel()->setStates({JobState::Solved});
    QTableView *view = table(*window);
    view->scrollToTop();
    const int y = view->visualRect(window->jobModel()->index(0, 0)).center().y();
    QTest::mouseMove(view->viewport(), QPoint(30, y));
    QApplication::processEvents();
    const qint64 pointed = jobAt(*window, y);
    window->selectJob(pointed);
    for (int i = 78; i < 80; ++i) { // newer than every solved job: they come in above it
        ASSERT_TRUE(SolveDeckTest::claimJob(store, ids.at(i)).ok());
        ASSERT_TRUE(store.markSubmitted(ids.at(i), QStringLiteral("t%1").arg(i)).ok());
        ASSERT_TRUE(store.markSolved(ids.at(i), QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
        window->jobModel()->refreshJobs({ids.at(i)});
        QApplication::processEvents();
        EXPECT_EQ(jobAt(*window, y), pointed) << "the row under the pointer moved when job " << ids.at(i) << " came in";
    }
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 2);
}

// The seventeenth trial: with a job selected in All and "9 new jobs above", a click on Queued (no job queued) kept the
// held scroll position; the jobs that then entered the view were drawn at the bottom of a blank table, their ID cells
// blank, under "13 new jobs above" for 4 queued jobs. A view whose held row left starts at its top, and the button
// never counts more rows than the view has above the first in view.
TEST_F(ThirdTrialTest, ANewViewWithoutTheHeldRowStartsAtItsTop)
{
    QList<qint64> ids;
    for (int i = 0; i < 60; ++i) {
        ids << enqueue(spec(i));
    }
    for (const qint64 id : ids) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("t%1").arg(id)).ok());
        ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
    }
    auto window = openWindow(true); // Follow Newest on, as in demo mode
    QTableView *view = table(*window);
    view->scrollToTop();
    window->selectJob(ids.at(50)); // in view, near the top
    QApplication::processEvents();
    // New jobs above the selected one, solved at once: the view holds it, scrolled down by as many rows.
    for (int i = 0; i < 6; ++i) {
        const qint64 id = enqueue(spec(100 + i));
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("t%1").arg(id)).ok());
        ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
        window->jobModel()->refreshJobs({id});
        QApplication::processEvents();
    }
    ASSERT_GT(view->verticalScrollBar()->value(), 0) << "the selected row was not held";
    ASSERT_GT(window->steadyTable()->newRowsAbove(), 0);
    // Queued: nothing is queued yet (the selected job is not in it). Then jobs come in.
    window->jobModel()->setStates({JobState::Queued, JobState::Submitting});
    QApplication::processEvents();
    ASSERT_EQ(window->jobModel()->rowCount(), 0);
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    for (int i = 0; i < 3; ++i) {
        window->jobModel()->refreshJobs({enqueue(spec(200 + i))});
        QApplication::processEvents();
    }
    const int rows = window->jobModel()->rowCount();
    ASSERT_EQ(rows, 3);
    EXPECT_EQ(view->verticalScrollBar()->value(), 0) << "the new view did not start at its top";
    EXPECT_EQ(view->visualRect(window->jobModel()->index(0, 0)).top(), 0) << "the first row is not at the top";
    EXPECT_LE(window->steadyTable()->newRowsAbove(), rows);
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), view->verticalScrollBar()->value());
}

// The same, from the state the trial's screenshots show (not reproduced step by step): a top held past the view's last
// row, with the rows drawn at the bottom of a blank table. The next change brings the view to its top.
TEST_F(ThirdTrialTest, ATopHeldPastTheLastRowLetsGo)
{
    auto window = openWindow(true);
    window->jobModel()->setStates({JobState::Queued, JobState::Submitting});
    for (int i = 0; i < 4; ++i) {
        window->jobModel()->refreshJobs({enqueue(spec(i))});
        QApplication::processEvents();
    }
    auto *view = qobject_cast<SteadyTableView *>(table(*window));
    ASSERT_NE(view, nullptr);
    view->holdTop(9); // 9 rows above the first in view, in a view of 4
    view->verticalScrollBar()->setValue(9);
    QApplication::processEvents();
    window->jobModel()->refreshJobs({enqueue(spec(9))});
    QApplication::processEvents();
    const int rows = window->jobModel()->rowCount();
    ASSERT_EQ(rows, 5);
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    EXPECT_EQ(view->visualRect(window->jobModel()->index(0, 0)).top(), 0) << "the first row is not at the top";
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 0) << "more new jobs above than the view has above its top";
}

// Item 1: a selected row stays where it is when the pointer is elsewhere; Follow Newest follows only while nobody
// looks at a row.
TEST_F(ThirdTrialTest, FollowNewestFollowsOnlyWhileNobodyLooksAtARow)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow();
    QTableView *view = table(*window);
    view->scrollToTop();
    // The pointer leaves the table. (The offscreen platform sends no Leave when QTest moves it to another widget of
    // the window, and a new window may open under where the last test left it: the event is sent here.)
    QTest::mouseMove(window->statusBar(), QPoint(5, 5));
    QEvent leave(QEvent::Leave);
    QApplication::sendEvent(view->viewport(), &leave);
    QApplication::processEvents();
    ASSERT_TRUE(window->steadyTable()->following());

    // Nobody looks: the newest job shows at the top.
    const qint64 newest = enqueue(spec(200));
    window->jobModel()->refreshJobs({newest});
    QApplication::processEvents();
    EXPECT_EQ(view->verticalScrollBar()->value(), 0);
    EXPECT_EQ(jobAt(*window, 3), newest);

    // A selected row holds still.
    const qint64 chosen = window->jobModel()->jobAt(5)->id;
    window->selectJob(chosen);
    const int y = view->visualRect(window->jobModel()->index(window->jobModel()->rowOfJob(chosen), 0)).center().y();
    for (int i = 0; i < 4; ++i) {
        window->jobModel()->refreshJobs({enqueue(spec(300 + i))});
        QApplication::processEvents();
    }
    EXPECT_EQ(jobAt(*window, y), chosen);
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 4);

    // Off: even with nothing selected and the pointer away, rows stay and new ones are announced.
    window->setFollowNewest(false);
    view->clearSelection();
    view->scrollToTop();
    const qint64 top = jobAt(*window, 3);
    window->jobModel()->refreshJobs({enqueue(spec(400))});
    QApplication::processEvents();
    EXPECT_EQ(jobAt(*window, 3), top);
    EXPECT_EQ(window->steadyTable()->newRowsAbove(), 1);
}

// Item 2: the text index catching up (2 s after opening, then every 30 s while jobs arrive) re-read the table with a
// reset, which dropped the selection under a text filter. It keeps it now.
TEST_F(ThirdTrialTest, ASelectionSurvivesTheTextIndexUnderAFilter)
{
    for (int i = 0; i < 30; ++i) {
        enqueue(spec(i, i % 2 ? QStringLiteral("shop1.example") : QStringLiteral("trial.example")));
    }
    auto window = openWindow();
    window->filterEdit()->setText(QStringLiteral("shop1"));
    ASSERT_EQ(window->jobModel()->rowCount(), 15);
    const qint64 chosen = window->jobModel()->jobAt(4)->id;
    window->selectJob(chosen);
    ASSERT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(chosen));
    QSignalSpy indexed(window->historyConsole(), &HistoryConsole::textIndexingFinished);
    ASSERT_TRUE(window->historyConsole()->startTextIndexing());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(indexed, 1, 30s));
    QApplication::processEvents();
    EXPECT_EQ(window->selectedJobIds(), QList<qint64>{chosen});
    EXPECT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(chosen));
}

// Item 3: "The queue is empty" is said only when nothing is queued or solving, and goes when work comes back.
TEST_F(ThirdTrialTest, TheQueueIsEmptyOnlyWhileItIs)
{
    EngineHost engine;
    auto window = openWindow();
    attachAnEngineThatRanASolve(*window, engine);

    // A job waits for its host to be authorised: the engine is idle, but the queue is not empty.
    ASSERT_TRUE(AuthorisedHosts(store).setEnforced(true).ok());
    const qint64 waiting = enqueue(spec(1, QStringLiteral("nobody-authorised.example")));
    window->jobModel()->refreshJobs({waiting});
    Q_EMIT engine.idle();
    QApplication::processEvents();
    EXPECT_FALSE(window->consoleStatusBar()->note().contains(QStringLiteral("queue is empty")))
        << window->consoleStatusBar()->note().toStdString();

    // Nothing left: it says so.
    writer.cancelJob(waiting);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->stateSidebar()->counts().value(JobState::Queued) == 0;
    }));
    runASolve(engine);
    Q_EMIT engine.idle();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->consoleStatusBar()->note().contains(QStringLiteral("queue is empty"));
    })) << window->consoleStatusBar()->note().toStdString();

    // A job is queued: the note goes at once, not after its timeout.
    window->jobModel()->refreshJobs({enqueue(spec(2))});
    QApplication::processEvents();
    EXPECT_FALSE(window->consoleStatusBar()->note().contains(QStringLiteral("queue is empty")))
        << window->consoleStatusBar()->note().toStdString();
}

// Item 5: at 1600x1000 every column shows whole (the Error column too, in German as well); at 900x560 the toolbar
// goes icon-only and the least important columns give way instead of the table scrolling sideways.
TEST_F(ThirdTrialTest, ColumnsAndToolbarFitTheWindow)
{
    const qint64 failed = enqueue(spec(1));
    ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
    for (int i = 0; i < 10; ++i) {
        enqueue(spec(10 + i));
    }
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    QApplication::processEvents();
    window->jobColumns()->fit();
    EXPECT_TRUE(window->jobColumns()->leftOut().isEmpty())
        << "left out at 1600x1000: column " << window->jobColumns()->leftOut().value(0) << " of a table "
        << view->viewport()->width() << " px wide; widths " << [&] {
               QStringList widths;
               for (int c = 0; c < JobTableModel::ColumnCount; ++c) {
                   widths << QString::number(view->isColumnHidden(c) ? -1 : view->columnWidth(c));
               }
               return widths.join(QLatin1Char(' ')).toStdString();
           }();
    // The error code is in the Details column (the tenth trial merged Waiting for, Token valid for and Error).
    const int errorRight = view->columnViewportPosition(JobTableModel::DetailsColumn)
                         + view->columnWidth(JobTableModel::DetailsColumn);
    EXPECT_LE(errorRight, view->viewport()->width()) << "the Details column is cut at 1600x1000";
    const QModelIndex errorCell = window->jobModel()->index(window->jobModel()->rowOfJob(failed),
                                                            JobTableModel::DetailsColumn);
    EXPECT_GE(view->columnWidth(JobTableModel::DetailsColumn),
              view->fontMetrics().horizontalAdvance(errorCell.data().toString()))
        << "ERROR_CAPTCHA_UNSOLVABLE is cut";
    EXPECT_EQ(window->findChild<QToolBar *>(QStringLiteral("mainToolBar"))->toolButtonStyle(),
              Qt::ToolButtonTextBesideIcon);

    window->resize(900, 560);
    QApplication::processEvents();
    EXPECT_EQ(window->findChild<QToolBar *>(QStringLiteral("mainToolBar"))->toolButtonStyle(), Qt::ToolButtonIconOnly);
    EXPECT_FALSE(view->horizontalScrollBar()->isVisible()) << "the table scrolls sideways at 900x560";
    EXPECT_FALSE(view->isColumnHidden(JobTableModel::StateColumn));
    EXPECT_FALSE(view->isColumnHidden(JobTableModel::MethodColumn));
    EXPECT_FALSE(window->jobColumns()->leftOut().isEmpty());
}

// Item 13: Pause Queue becomes Resume Queue without moving the Threads box beside it.
TEST_F(ThirdTrialTest, TheThreadsBoxHoldsStillWhenPauseBecomesResume)
{
    auto window = openWindow(false, {1600, 1000});
    window->attach(&store, nullptr); // the pause is written at once, without an engine's thread
    QApplication::processEvents();
    const int before = window->threadCapSpin()->mapTo(window.get(), QPoint(0, 0)).x();
    window->capacityConsole()->setQueuePaused(true); // through the engine's thread: its status says when
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->capacityConsole()->pauseAction()->text() == CapacityConsole::pauseActionText(true);
    }));
    QApplication::processEvents();
    EXPECT_EQ(window->threadCapSpin()->mapTo(window.get(), QPoint(0, 0)).x(), before);
    window->capacityConsole()->setQueuePaused(false);
}

// The sixteenth trial: selecting an image job turned Copy Token into the wider Copy Answer and moved the rest of the
// toolbar about 10 px. The button keeps the wider words' width, at both toolbar styles.
TEST_F(ThirdTrialTest, TheToolbarHoldsStillWhenCopyTokenBecomesCopyAnswer)
{
    TaskSpec image;
    image.method = Method::Image;
    // A 1x1 PNG.
    image.params.insert(QStringLiteral("body"),
                        QStringLiteral("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+"
                                       "M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=="));
    const qint64 answer = enqueue(image);
    const qint64 token = enqueue(spec(1));
    for (const qint64 id : {answer, token}) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("7%1").arg(id)).ok());
        ASSERT_TRUE(
            store.markSolved(id, QStringLiteral("x%1").arg(id), id == answer ? 0 : Clock::system().nowMs() + 100'000)
                .ok());
    }
    for (const QSize size : {QSize(1600, 1000), QSize(900, 560)}) {
        auto window = openWindow(false, size);
        QApplication::processEvents();
        QAction *copy = action(*window, "copyTokenAction");
        window->selectJob(token);
        QApplication::processEvents();
        const int before = window->threadCapSpin()->mapTo(window.get(), QPoint(0, 0)).x();
        window->selectJob(answer);
        QApplication::processEvents();
        ASSERT_EQ(copy->text(), QStringLiteral("&Copy Answer"));
        EXPECT_EQ(window->threadCapSpin()->mapTo(window.get(), QPoint(0, 0)).x(), before) << size.width() << " px";
        window->selectJob(token);
        QApplication::processEvents();
        EXPECT_EQ(window->threadCapSpin()->mapTo(window.get(), QPoint(0, 0)).x(), before) << size.width() << " px";
    }
}

// The seventeenth trial: icons only (900 px), the Pause button's tooltip described a pause without naming the command.
// Each icon's tooltip starts with its command's name, also after Pause became Resume; with words beside the icons the
// tooltips stay as they were.
TEST_F(ThirdTrialTest, IconOnlyButtonsNameTheirCommandInTheirTooltips)
{
    auto window = openWindow(false, {900, 560});
    window->attach(&store, nullptr);
    QApplication::processEvents();
    auto *bar = window->findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    ASSERT_NE(bar, nullptr);
    ASSERT_EQ(bar->toolButtonStyle(), Qt::ToolButtonIconOnly);
    QAction *pause = window->capacityConsole()->pauseAction();
    const auto tipOf = [bar](QAction *action) {
        return bar->widgetForAction(action)->toolTip();
    };
    EXPECT_TRUE(tipOf(pause).startsWith(QStringLiteral("Pause Queue: No new submits"))) << tipOf(pause).toStdString();
    EXPECT_TRUE(tipOf(action(*window, "newJobAction")).startsWith(QStringLiteral("New Job")))
        << tipOf(action(*window, "newJobAction")).toStdString();
    window->capacityConsole()->setQueuePaused(true);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return tipOf(pause).startsWith(QStringLiteral("Resume Queue: Submit queued jobs again"));
    })) << tipOf(pause).toStdString();
    window->capacityConsole()->setQueuePaused(false);
    window->resize(1600, 1000);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return bar->toolButtonStyle() == Qt::ToolButtonTextBesideIcon;
    }));
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return tipOf(pause).startsWith(QStringLiteral("No new submits"));
    })) << tipOf(pause).toStdString();
}

// Item 6: the token's countdown and Copy show without scrolling; another job starts at its header.
TEST_F(ThirdTrialTest, TheTokenBarShowsWithoutScrollingAndTheHeaderComesBack)
{
    const qint64 solved = enqueue(spec(1));
    ASSERT_TRUE(SolveDeckTest::claimJob(store, solved).ok());
    ASSERT_TRUE(store.markSubmitted(solved, QStringLiteral("71")).ok());
    ASSERT_TRUE(store.markSolved(solved, QStringLiteral("token-1"), Clock::system().nowMs() + 100'000).ok());
    const qint64 wordy = enqueue(spec(2));
    ASSERT_TRUE(
        store.markFailed(wordy, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString(200, QLatin1Char('x'))).ok());
    auto window = openWindow(false, {1600, 1000});
    auto *scroll = window->detailWidget()->findChild<QScrollArea *>(QStringLiteral("detailScroll"));
    window->selectJob(solved);
    QApplication::processEvents();
    QWidget *bar = window->detailWidget()->tokenBar();
    ASSERT_TRUE(bar->isVisible());
    const QRect inView(bar->mapTo(scroll->viewport(), QPoint(0, 0)), bar->size());
    EXPECT_TRUE(scroll->viewport()->rect().contains(inView)) << "the countdown and Copy are below the fold";
    EXPECT_TRUE(window->detailWidget()->copyButton()->isEnabled());

    window->selectJob(wordy);
    QApplication::processEvents();
    scroll->verticalScrollBar()->setValue(scroll->verticalScrollBar()->maximum());
    window->selectJob(solved);
    QApplication::processEvents();
    EXPECT_EQ(scroll->verticalScrollBar()->value(), 0);
}

// Item 7: Export asks before replacing a file.
TEST_F(ThirdTrialTest, ExportAsksBeforeReplacingAFile)
{
    const QString path = dir.filePath(QStringLiteral("solvedeck-jobs.csv"));
    {
        QFile existing(path);
        ASSERT_TRUE(existing.open(QIODevice::WriteOnly));
        existing.write("keep me\n");
    }
    ExportDialog dialog(JobFilter{}, {});
    dialog.setPath(path);
    QSignalSpy requested(&dialog, &ExportDialog::exportRequested);
    QPushButton *exportButton = nullptr;
    for (QAbstractButton *button : dialog.findChild<QDialogButtonBox *>()->buttons()) {
        if (button->text() == QStringLiteral("Export")) {
            exportButton = qobject_cast<QPushButton *>(button);
        }
    }
    ASSERT_NE(exportButton, nullptr);
    MessageBox::setNextAnswer(false);
    exportButton->click();
    EXPECT_EQ(requested.count(), 0);
    EXPECT_TRUE(MessageBox::lastQuestion().contains(QStringLiteral("already exists")))
        << MessageBox::lastQuestion().toStdString();
    MessageBox::setNextAnswer(true);
    exportButton->click();
    EXPECT_EQ(requested.count(), 1);
    // A new file is written without a question.
    MessageBox::clearLast();
    dialog.setPath(dir.filePath(QStringLiteral("new.csv")));
    exportButton->click();
    EXPECT_TRUE(MessageBox::lastQuestion().isEmpty());
    EXPECT_EQ(requested.count(), 2);
}

// Item 8: a cancel (one, or several with Del) and a retry from the console are in the audit log.
TEST_F(ThirdTrialTest, CancelsAndRetriesAreAudited)
{
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i) {
        ids << enqueue(spec(i));
    }
    auto window = openWindow();
    window->selectJob(ids.at(0));
    action(*window, "cancelJobAction")->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(ids.at(0))->state == JobState::Canceled;
    }));
    QItemSelection both;
    for (const qint64 id : {ids.at(1), ids.at(2)}) {
        const QModelIndex index = window->jobModel()->index(window->jobModel()->rowOfJob(id), 0);
        both.select(index, index);
    }
    table(*window)->selectionModel()->select(both, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    MessageBox::setNextAnswer(true);
    action(*window, "cancelJobAction")->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(ids.at(2))->state == JobState::Canceled && store.job(ids.at(1))->state == JobState::Canceled;
    }));
    window->jobModel()->refreshJobs(ids);
    window->selectJob(ids.at(0));
    action(*window, "retryJobAction")->trigger();
    // The status bar says it, as it said the bulk cancel (it still said "Canceled 2 jobs." after a retry: an eleventh
    // trial).
    EXPECT_EQ(window->consoleStatusBar()->note(), QStringLiteral("Job %1 queued again.").arg(ids.at(0)));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return store.job(ids.at(0))->state == JobState::Queued;
    }));
    auto entries = [this](const char *action) {
        AuditQuery query;
        query.action = QLatin1String(action);
        return AuditLog(store).entries(query).value();
    };
    const QList<AuditEntry> canceled = entries("jobs.cancel");
    ASSERT_EQ(canceled.size(), 3);
    EXPECT_EQ(canceled.at(0).detail, QStringLiteral("job %1 (was queued)").arg(ids.at(0)));
    EXPECT_EQ(canceled.at(0).app, AuditLog::application());
    const QList<AuditEntry> retried = entries("jobs.retry");
    ASSERT_EQ(retried.size(), 1);
    EXPECT_EQ(retried.at(0).detail, QStringLiteral("job %1 (was canceled)").arg(ids.at(0)));
    // The question named the jobs it would cancel, and its other button is not a second "Cancel".
    EXPECT_TRUE(MessageBox::lastQuestion().startsWith(QStringLiteral("Cancel 2 jobs?")));
}

// Item 9: every place a message names exists in the console, as it names it.
TEST_F(ThirdTrialTest, EveryPlaceAMessageNamesExists)
{
    auto window = openWindow();
    PreferencesDialog::Context context;
    context.store = &store;
    context.keychainReachable = false; // the Account page asks no keychain (these tests have no session bus)
    auto *tools = new OperatorTools(window.get(), context);
    auto *gateway = new GatewayPage(window.get());
    Q_UNUSED(tools)
    for (const ConsolePlaces::Place place : ConsolePlaces::allPlaces()) {
        const QList<ConsolePlaces::Label> steps = ConsolePlaces::steps(place);
        const std::string name = ConsolePlaces::path(place).toStdString();
        ASSERT_GE(steps.size(), 2) << name;
        // The menu, then the command in it, each by the words it shows.
        auto named = [](const QList<QAction *> &actions, ConsolePlaces::Label label) -> QAction * {
            for (QAction *action : actions) {
                if (action->text() == ConsolePlaces::label(label)) {
                    return action;
                }
            }
            return nullptr;
        };
        QAction *menu = named(window->menuBar()->actions(), steps.at(0));
        ASSERT_TRUE(menu && menu->menu()) << name << ": no menu " << ConsolePlaces::label(steps.at(0)).toStdString();
        ASSERT_NE(named(menu->menu()->actions(), steps.at(1)), nullptr)
            << name << ": no command " << ConsolePlaces::label(steps.at(1)).toStdString();
        if (steps.size() == 2) {
            continue;
        }
        // A page of the dialog it opens, or a button on it.
        const QString third = ConsolePlaces::label(steps.at(2));
        if (steps.at(1) == ConsolePlaces::Label::Preferences) {
            PreferencesDialog dialog(context);
            auto *pages = dialog.findChild<QTabWidget *>();
            ASSERT_NE(pages, nullptr);
            bool found = false;
            for (int i = 0; i < pages->count(); ++i) {
                found = found || pages->tabText(i) == third;
            }
            EXPECT_TRUE(found) << name;
        } else if (steps.at(1) == ConsolePlaces::Label::Gateway) {
            GatewayDialog *page = gateway->open();
            bool found = false;
            for (QPushButton *button : page->findChildren<QPushButton *>()) {
                found = found || button->text() == third;
            }
            EXPECT_TRUE(found) << name;
            page->close();
        } else {
            ADD_FAILURE() << name << ": a third step nobody checks";
        }
    }
    // The sentences name the places and the CLI's commands.
    EXPECT_EQ(ConsolePlaces::authoriseHostHint(QStringLiteral("shop.example"), ConsolePlaces::Language::English),
              QStringLiteral("authorise it in the console (Edit > Preferences… > Targets) or with solvedeck-cli hosts "
                             "allow shop.example"));
    EXPECT_EQ(ConsolePlaces::clientTokenHint(ConsolePlaces::Language::English),
              QStringLiteral("ask the operator for a client token: the console's Tools > Gateway… > Add Client…, or "
                             "solvedeck-cli clients add NAME (each shows the token once)"));
}

// Item 10: the Targets page says its changes apply at once, and the note takes the rest of the width after an add.
TEST_F(ThirdTrialTest, TheTargetsPageSaysItAppliesAtOnce)
{
    PreferencesDialog::Context context;
    context.store = &store;
    context.keychainReachable = false; // the Account page asks no keychain (these tests have no session bus)
    PreferencesDialog dialog(context);
    dialog.resize(760, 520);
    dialog.show();
    dialog.showPage(PreferencesDialog::TargetsPage);
    auto *intro = dialog.findChild<QLabel *>(QStringLiteral("targetsIntro"));
    ASSERT_NE(intro, nullptr);
    EXPECT_TRUE(intro->text().contains(QStringLiteral("apply at once"))) << intro->text().toStdString();
    auto *host = dialog.findChild<QLineEdit *>(QStringLiteral("hostEdit"));
    QApplication::processEvents();
    const int line = host->mapTo(&dialog, QPoint(0, 0)).y();
    host->setText(QStringLiteral("not a host!"));
    QTest::keyClick(host, Qt::Key_Return);
    QApplication::processEvents();
    EXPECT_EQ(host->mapTo(&dialog, QPoint(0, 0)).y(), line) << "the Host row moved when its problem was shown";
    host->setText(QStringLiteral("added.example"));
    QTest::keyClick(host, Qt::Key_Return);
    auto *hosts = dialog.findChild<QTableWidget *>(QStringLiteral("hostsTable"));
    ASSERT_GE(hosts->rowCount(), 1);
    QApplication::processEvents();
    // The third trial: the Host row moved under the pointer when "... is authorised." appeared below it.
    EXPECT_EQ(host->mapTo(&dialog, QPoint(0, 0)).y(), line) << "the Host row moved after Authorise";
    auto *hint = dialog.findChild<QLabel *>(QStringLiteral("hostHint"));
    ASSERT_NE(hint, nullptr);
    EXPECT_EQ(hint->text(), QStringLiteral("added.example is authorised.")) << "the outcome was cleared at once";
    // Revoke with nothing selected says so; then a revoke that works says what it did, not the earlier hint.
    hosts->clearSelection();
    auto *revoke = dialog.findChild<QPushButton *>(QStringLiteral("revokeHostButton"));
    ASSERT_NE(revoke, nullptr);
    revoke->click();
    EXPECT_TRUE(hint->text().startsWith(QStringLiteral("Select the hosts"))) << hint->text().toStdString();
    hosts->selectRow(0);
    const QString revoked = hosts->item(0, 0)->text();
    MessageBox::setNextAnswer(true);
    revoke->click();
    EXPECT_EQ(hint->text(), QStringLiteral("%1 is no longer authorised.").arg(revoked));
    EXPECT_EQ(host->mapTo(&dialog, QPoint(0, 0)).y(), line) << "the Host row moved after Revoke";
    EXPECT_EQ(hosts->horizontalHeader()->sectionResizeMode(3), QHeaderView::Stretch);
    const int right = hosts->columnViewportPosition(3) + hosts->columnWidth(3);
    EXPECT_GE(right, hosts->viewport()->width() - 2) << "the Note column does not reach the table's edge";
}

// Item 11: one family of times: the locale's, with seconds, and the date when not today.
TEST(ThirdTrialTimes, OneFamilyTheLocalesWithSeconds)
{
    const qint64 now = QDateTime(QDate(2026, 12, 6), QTime(15, 0)).toMSecsSinceEpoch();
    const qint64 today = QDateTime(QDate(2026, 12, 6), QTime(0, 14, 6)).toMSecsSinceEpoch();
    const qint64 yesterday = QDateTime(QDate(2026, 12, 5), QTime(23, 59, 58)).toMSecsSinceEpoch();
    const QLocale english(QLocale::English, QLocale::UnitedStates);
    const QLocale german(QLocale::German, QLocale::Germany);
    EXPECT_EQ(localTimeText(today, now, english), QStringLiteral("12:14:06 AM"));
    EXPECT_EQ(localTimeText(today, now, german), QStringLiteral("00:14:06"));
    EXPECT_EQ(localTimeText(yesterday, now, german), QStringLiteral("05.12.26 23:59:58"));
    EXPECT_EQ(localTimeText(yesterday, now, english), QStringLiteral("12/5/26 11:59:58 PM"));
    EXPECT_EQ(localTimeText(today, now, QLocale::c()), QStringLiteral("00:14:06"));
    EXPECT_EQ(localTimeText(yesterday, now, QLocale::c()), QStringLiteral("2026-12-05 23:59:58"));
    for (const QLocale &locale : {english, german, QLocale::c()}) {
        const QFontMetrics metrics(QApplication::font());
        EXPECT_GE(metrics.horizontalAdvance(widestLocalTimeText(locale)),
                  metrics.horizontalAdvance(localTimeText(yesterday, now, locale)))
            << locale.name().toStdString();
    }
}

// Item 13: a window saved larger than the screen (or partly off it) comes back inside it, status bar and all.
TEST_F(ThirdTrialTest, ASavedWindowLargerThanTheScreenComesBackInsideIt)
{
    const QRect screen = QApplication::primaryScreen()->availableGeometry();
    {
        MainWindow::Options options;
        MainWindow window(options);
        window.setGeometry(screen.left() + 200, screen.top() + 150, screen.width() + 300, screen.height() + 300);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        ASSERT_TRUE(window.close()); // saves its geometry
    }
    MainWindow::Options options;
    MainWindow again(options);
    again.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&again));
    EXPECT_TRUE(screen.contains(again.frameGeometry()))
        << again.frameGeometry().x() << "," << again.frameGeometry().y() << " " << again.frameGeometry().width() << "x"
        << again.frameGeometry().height() << " on " << screen.width() << "x" << screen.height();
    EXPECT_TRUE(screen.contains(again.statusBar()->mapToGlobal(again.statusBar()->rect().bottomRight())));
}

// The fourth trial: a job just queued from New Job, selected, then the filter typed letter by letter ("trial"): the
// row stayed highlighted while the detail pane said "Select a job". The pane shows the selected job throughout.
TEST_F(ThirdTrialTest, TheDetailPaneFollowsTheSelectionWhileAFilterIsTyped)
{
    for (int i = 0; i < 40; ++i) {
        enqueue(spec(i, i % 2 ? QStringLiteral("shop1.example") : QStringLiteral("shop2.example")));
    }
    auto window = openWindow();
    QSignalSpy indexed(window->historyConsole(), &HistoryConsole::textIndexingFinished);
    ASSERT_TRUE(window->historyConsole()->startTextIndexing());
    ASSERT_TRUE(SolveDeckTest::waitForSignals(indexed, 1, 30s));
    const qint64 fresh = enqueue(spec(100, QStringLiteral("trial.example")));
    window->jobModel()->refreshJobs({fresh});
    QApplication::processEvents();
    window->selectJob(fresh);
    QApplication::processEvents();
    ASSERT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(fresh));
    QString typed;
    for (const QChar c : QStringLiteral("trial")) {
        typed += c;
        window->filterEdit()->setText(typed);
        QTest::qWait(50);
        EXPECT_EQ(window->selectedJobIds(), QList<qint64>{fresh}) << "after \"" << typed.toStdString() << "\"";
        EXPECT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(fresh))
            << "after \"" << typed.toStdString() << "\"";
    }
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 1;
    }));
    QTest::qWait(300);
    EXPECT_EQ(window->selectedJobIds(), QList<qint64>{fresh});
    EXPECT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(fresh));
}

// The fifth trial: a cancel that raced the engine was refused with the engine's words, "Job 139 is solved; only a
// queued or submitting or submitted job can be canceled. Refresh the job list…", in English stored names inside a
// German window, naming a refresh no menu has. The console says it in its own words.
TEST_F(ThirdTrialTest, ARefusedCancelIsToldInTheConsolesWords)
{
    EngineHost engine; // never opened: the test speaks for the engine through its signals
    auto window = openWindow();
    window->attach(&store, &engine);
    const qint64 id = enqueue(spec(1));
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("task-1")).ok());
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), Clock::system().nowMs() + 100'000).ok());
    Q_EMIT engine.actionFailed(id,
                               QStringLiteral("INVALID_TRANSITION"),
                               QStringLiteral("Job %1 is solved; only a queued or submitting or submitted job can be "
                                              "canceled. Refresh the job list and try again if still needed.")
                                   .arg(id));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return !window->lastRefusalNotice().isEmpty();
    }));
    EXPECT_EQ(window->lastRefusalNotice(),
              QStringLiteral("Job %1 had changed meanwhile (now Solved) and was left as it is.").arg(id));
    for (QWidget *top : QApplication::topLevelWidgets()) {
        if (top->objectName() == QLatin1String("refusalNotice")) {
            top->close();
        }
    }
}

// The fourteenth trial: a click on the sidebar's empty part, below its rows, left no state marked while the table still
// showed every job. The state filtering the table stays marked.
TEST_F(ThirdTrialTest, AClickBelowTheSidebarsRowsKeepsTheStateMarked)
{
    auto window = openWindow();
    auto *list = window->findChild<QListWidget *>();
    ASSERT_NE(list, nullptr);
    for (const int row : {0, 2}) {
        list->setCurrentRow(row);
        const QRect last = list->visualItemRect(list->item(list->count() - 1));
        const QPoint below(last.left() + 10, last.bottom() + 20);
        ASSERT_LT(below.y(), list->viewport()->height()) << "no empty part below the rows to click";
        ASSERT_FALSE(list->indexAt(below).isValid());
        QTest::mouseClick(list->viewport(), Qt::LeftButton, {}, below);
        EXPECT_EQ(list->currentRow(), row);
        ASSERT_EQ(list->selectedItems().size(), 1) << "no state marked after a click below row " << row;
        EXPECT_EQ(list->row(list->selectedItems().constFirst()), row);
    }
}

// The seventh trial: an image answer's "cleared in 1 min" note was replaced a second later by "The queue is empty".
// A note on show keeps its time; a notification without a tray follows it.
TEST_F(ThirdTrialTest, ANoteOnShowKeepsItsTimeAgainstANotification)
{
    EngineHost engine;
    auto window = openWindow();
    attachAnEngineThatRanASolve(*window, engine);
    window->showStatusMessage(QStringLiteral("Answer copied; the clipboard is cleared in 1 min 00 s."), 1500);
    Q_EMIT engine.idle(); // nothing queued or solving: "The queue is empty" comes
    QTest::qWait(300);
    EXPECT_TRUE(window->consoleStatusBar()->note().startsWith(QStringLiteral("Answer copied")))
        << window->consoleStatusBar()->note().toStdString();
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->consoleStatusBar()->note().contains(QStringLiteral("queue is empty"));
        },
        5s))
        << window->consoleStatusBar()->note().toStdString();
}

// The twelfth and fourteenth trials: "The queue is empty" showed while a job was solving. It had waited for a note on
// show, and work that came back meanwhile did not stop it from showing after.
TEST_F(ThirdTrialTest, AWaitingQueueEmptyNoteIsDroppedWhenWorkComesBack)
{
    EngineHost engine;
    auto window = openWindow();
    attachAnEngineThatRanASolve(*window, engine);
    window->showStatusMessage(QStringLiteral("Token copied."), 1500);
    Q_EMIT engine.idle(); // "The queue is empty" waits for the note on show
    QTest::qWait(200);
    enqueue(spec(1)); // work again before it shows
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->stateSidebar()->inFlightCount() + window->jobModel()->rowCount() > 0;
    }));
    QTest::qWait(2500);
    EXPECT_FALSE(window->consoleStatusBar()->note().contains(QStringLiteral("queue is empty")))
        << window->consoleStatusBar()->note().toStdString();
}
