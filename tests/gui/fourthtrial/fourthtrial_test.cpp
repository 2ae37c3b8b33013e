// The console's first hour, fourth trial: what a new operator met in demo mode at 1600x1000, 900x560 and back, each
// pinned by a test that drives the real window offscreen. Column widths that leave room for the page URL, a capacity
// dock that grows back with the window, a first start that fits a small screen.
#include "core/clock.h"
#include "core/engine/waitingreason.h"
#include "core/io/jobexport.h"
#include "core/stats/capacityview.h"
#include "core/store/auditlog.h"
#include "core/store/clientregistry.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "gui/auditwords.h"
#include "gui/capacityconsole.h"
#include "gui/capacitydock.h"
#include "gui/chartswidget.h"
#include "gui/jobcolumns.h"
#include "gui/jobdetailwidget.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/shortcutsdialog.h"
#include "gui/windowshortcuts.h"
#include "support/consolefixtures.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QSplitter>
#include <QStatusBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTranslator>
#include <QTreeWidget>
#include <QVBoxLayout>
#include <QtTest>

#include <algorithm>
#include <cstdlib>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

const QString recaptchaKey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");

TaskSpec spec(int n)
{
    TaskSpec s;
    s.method = Method::RecaptchaV2;
    s.sitekey = recaptchaKey;
    s.pageurl = QStringLiteral("https://shop2.example/checkout/basket/page/%1").arg(n);
    return s;
}

class FourthTrialTest : public SolveDeckTest::WindowOnAStore
{
protected:
    static QTableView *table(MainWindow &window) { return window.findChild<QTableView *>(QStringLiteral("jobTable")); }

    // Drags the separator left of the docked capacity dock `steps` times by `stepPx` to the left, as a hand does:
    // QMainWindow moves the separator on a zero timer, so events are processed after each step.
    static void dragDockEdge(MainWindow &window, int steps, int stepPx)
    {
        const CapacityDock *dock = window.capacityConsole()->dock();
        // The separator is just left of the dock.
        const QPoint grip(dock->geometry().left() - 2, dock->geometry().center().y());
        QTest::mousePress(&window, Qt::LeftButton, {}, grip);
        for (int step = 1; step <= steps; ++step) {
            QTest::mouseMove(&window, grip - QPoint(stepPx * step, 0));
            QApplication::processEvents();
        }
        QTest::mouseRelease(&window, Qt::LeftButton, {}, grip - QPoint(stepPx * steps, 0));
        QApplication::processEvents();
    }

    static std::string widths(QTableView *view)
    {
        QStringList widths;
        for (int c = 0; c < JobTableModel::ColumnCount; ++c) {
            widths << QString::number(view->isColumnHidden(c) ? -1 : view->columnWidth(c));
        }
        return widths.join(QLatin1Char(' ')).toStdString();
    }

    // Finished jobs: nothing waits, so the Waiting for column is empty in every row.
    void addFailedJobs(int count)
    {
        for (int i = 0; i < count; ++i) {
            const qint64 id = enqueue(spec(10 + i));
            ASSERT_TRUE(store.markFailed(id, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        }
    }

    // A queued job taken to solved, its token valid for 100 s more.
    void solve(qint64 id)
    {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("7%1").arg(id)).ok());
        ASSERT_TRUE(store.markSolved(id, QStringLiteral("token-%1").arg(id), Clock::system().nowMs() + 100'000).ok());
    }

    // Every queued job waits for a free thread.
    static void waitForAFreeThread(MainWindow &window)
    {
        window.jobModel()->setWaitingReasonSource([](const Job &) {
            return WaitingReason{QStringLiteral("cap"), QStringLiteral("cap full (5/5)")};
        });
        window.jobModel()->waitingReasonsChanged();
    }

    // The demo's 40-character reCAPTCHA key, and `count` jobs with it and short addresses alike (shop0 to shop3).
    static inline const QString demoKey = QStringLiteral("6LdDemoSiteKeyForSolveDeckConsoleDemoKEY");

    void enqueueAlikeRows(int count)
    {
        for (int i = 0; i < count; ++i) {
            TaskSpec s = spec(i);
            s.sitekey = demoKey;
            s.pageurl = QStringLiteral("https://shop%1.example/contact?demo=%2").arg(i % 4).arg(100 + i);
            enqueue(s);
        }
    }

    static void resizeTo(MainWindow &window, int width, int height)
    {
        window.resize(width, height);
        QApplication::processEvents();
        QApplication::processEvents();
    }
};

} // namespace

// A (the tenth trial): the Details column says what a row is looked at for, by its state: why a queued job waits (a
// pause in its first word, who and when in the tooltip), how long a solved job's token stays valid, why a job failed.
TEST_F(FourthTrialTest, TheDetailsColumnSaysWhatEachRowIsLookedAtFor)
{
    const qint64 queued = enqueue(spec(1));
    const qint64 solved = enqueue(spec(2));
    solve(solved);
    const qint64 failed = enqueue(spec(3));
    ASSERT_TRUE(store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
    const qint64 canceled = enqueue(spec(4));
    ASSERT_TRUE(store.cancel(canceled).ok());
    auto window = openWindow(true, {1600, 1000});
    JobTableModel *model = window->jobModel();
    model->setWaitingReasonSource([](const Job &) {
        return WaitingReason{QStringLiteral("paused"),
                             QStringLiteral(
                                 "paused: the queue was paused by root@vm at 9:41:19 AM; resume it to submit")};
    });
    model->waitingReasonsChanged();
    const auto details = [&](qint64 id, int role = Qt::DisplayRole) {
        return model->index(model->rowOfJob(id), JobTableModel::DetailsColumn).data(role).toString();
    };
    EXPECT_EQ(details(queued), QStringLiteral("paused"));
    EXPECT_TRUE(details(queued, Qt::ToolTipRole).contains(QStringLiteral("root@vm")));
    EXPECT_TRUE(details(solved).startsWith(QStringLiteral("valid 1 min"))) << details(solved).toStdString();
    EXPECT_TRUE(details(solved, Qt::ToolTipRole).startsWith(QStringLiteral("The token expires at")));
    EXPECT_EQ(details(failed), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    EXPECT_TRUE(details(failed, Qt::ToolTipRole).contains(QStringLiteral("could not solve")));
    EXPECT_TRUE(details(canceled).startsWith(QStringLiteral("at "))) << details(canceled).toStdString();
    EXPECT_EQ(model->headerData(JobTableModel::DetailsColumn, Qt::Horizontal).toString(), QStringLiteral("Details"));
}

// A2 (the tenth trial): which columns show depends on the table's width, not on the rows in view. A retry and jobs
// solving in view made columns come and go a few seconds later and moved the others about 145 px under the pointer.
TEST_F(FourthTrialTest, TheColumnsHoldStillWhileTheRowsInViewChangeState)
{
    QList<qint64> ids;
    for (int i = 0; i < 12; ++i) {
        TaskSpec s = spec(i);
        s.pageurl = QStringLiteral("https://shop%1.example/checkout?demo=%2").arg(i % 4).arg(i);
        ids << enqueue(s);
    }
    solve(ids.at(0));
    ASSERT_TRUE(store.markFailed(ids.at(1), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    waitForAFreeThread(*window);
    int next = 5;
    for (const QSize size : {QSize(1600, 1000), QSize(1200, 800), QSize(900, 560)}) {
        resizeTo(*window, size.width(), size.height());
        window->jobColumns()->fit();
        const std::string before = widths(view);
        // The failed job is retried (queued again), two queued jobs are solved, one fails: every row in view changes.
        ASSERT_TRUE(store.retry(ids.at(1)).ok());
        solve(ids.at(next++));
        window->jobModel()->refreshJobs(ids);
        QTest::qWait(1300); // the columns are fitted again at most a second after new texts
        window->jobColumns()->fit();
        EXPECT_EQ(widths(view), before) << size.width() << "x" << size.height() << ": the columns moved";
        ASSERT_TRUE(SolveDeckTest::claimJob(store, ids.at(1)).ok());
        ASSERT_TRUE(store.markSubmitted(ids.at(1), QStringLiteral("71")).ok());
        ASSERT_TRUE(store.markFailed(ids.at(1), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        window->jobModel()->refreshJobs(ids);
    }
}

// A3 (the tenth trial): at 900 and 1200 px, in German even at 1200, the column that explains a row (why it waits, its
// token's life, its error) was left out while the page URL showed whole or Created kept its place. ID, State, Details,
// Method and Page URL show at every width; the common details whole, and an error code whole from 1100 px.
TEST_F(FourthTrialTest, TheDetailsShowAtEveryWidth)
{
    QList<qint64> ids;
    for (int i = 0; i < 14; ++i) {
        ids << enqueue(spec(i));
    }
    for (int i = 0; i < 10; ++i) {
        if (i % 4 == 1) {
            ASSERT_TRUE(store.markFailed(ids.at(i), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        } else {
            solve(ids.at(i));
        }
    }
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    waitForAFreeThread(*window);
    const QFontMetrics cells = view->fontMetrics();
    const int code = cells.horizontalAdvance(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    const int common = std::max(cells.horizontalAdvance(QStringLiteral("cap full (5/5)")),
                                cells.horizontalAdvance(JobTableModel::tokenLife(JobLabels::duration(59'000))));
    for (int w = 900; w <= 1600; w += 20) {
        resizeTo(*window, w, 800);
        window->jobColumns()->fit();
        for (const int column : {JobTableModel::IdColumn,
                                 JobTableModel::StateColumn,
                                 JobTableModel::DetailsColumn,
                                 JobTableModel::MethodColumn,
                                 JobTableModel::PageUrlColumn}) {
            EXPECT_FALSE(view->isColumnHidden(column)) << w << ": column " << column << " left out; " << widths(view);
        }
        const int details = view->columnWidth(JobTableModel::DetailsColumn);
        EXPECT_GE(details, common) << w << ": " << widths(view);
        if (w >= 1100) {
            EXPECT_GE(details, code) << w << ": the error code is cut; " << widths(view);
        }
        EXPECT_FALSE(view->horizontalScrollBar()->isVisible()) << w << ": " << widths(view);
    }
}

// The fourteenth trial: at 900x560 in German every queued row read "Grenze erreic…" (why it waits, cut), an English
// failed row "ERROR_CAPTCHA_UNSO…". At 900x560 a queued row's reason and a token's life show whole in both languages.
TEST_F(FourthTrialTest, TheCommonDetailsAreWholeAt900x560InBothLanguages)
{
    QList<qint64> ids;
    for (int i = 0; i < 14; ++i) {
        ids << enqueue(spec(i));
    }
    solve(ids.at(0));
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    for (const bool inGerman : {false, true}) {
        if (inGerman) {
            QCoreApplication::installTranslator(&german);
        }
        {
            auto window = openWindow(true, {900, 560});
            QTableView *view = table(*window);
            const QString reason = QCoreApplication::translate("WaitingReason", "cap full (%1/%2)").arg(5).arg(5);
            window->jobModel()->setWaitingReasonSource([reason](const Job &) {
                return WaitingReason{QStringLiteral("cap"), reason};
            });
            window->jobModel()->waitingReasonsChanged();
            resizeTo(*window, 900, 560);
            window->jobColumns()->fit();
            const QFontMetrics cells = view->fontMetrics();
            const int room = view->columnWidth(JobTableModel::DetailsColumn) - 12;
            const std::string at = std::string(inGerman ? "German" : "English") + ": table "
                                 + std::to_string(view->viewport()->width()) + " px, columns " + widths(view)
                                 + ", dock " + std::to_string(window->capacityConsole()->dock()->width()) + " (least "
                                 + std::to_string(window->capacityConsole()->dock()->minimumSizeHint().width()) + ")";
            for (const QString &text : {reason,
                                        JobTableModel::tokenLife(JobLabels::duration(59'000)),
                                        JobTableModel::tokenLife(JobLabels::duration(59 * 60'000 + 59'000))}) {
                EXPECT_LE(cells.horizontalAdvance(text), room)
                    << at << ": \"" << text.toStdString() << "\" (" << cells.horizontalAdvance(text) << " px) is cut";
            }
            // The page URL keeps its host.
            EXPECT_GE(view->columnWidth(JobTableModel::PageUrlColumn) - 12,
                      cells.horizontalAdvance(QStringLiteral("shop2.example/") + QChar(0x2026)))
                << at;
            EXPECT_FALSE(view->horizontalScrollBar()->isVisible()) << at;
        }
        QCoreApplication::removeTranslator(&german);
    }
}

// The twenty-fifth trial: at 900x560 the capacity dock dragged wider made the table scroll sideways, with the page URL
// cut to "sho…=31". A drag widens the dock only into the room the table can give.
TEST_F(FourthTrialTest, ADraggedDockLeavesTheTableItsLeastWidth)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    for (const QSize size : {QSize(900, 560), QSize(1200, 800), QSize(1600, 1000)}) {
        auto window = openWindow(true, size);
        resizeTo(*window, size.width(), size.height());
        QApplication::processEvents();
        QTableView *view = table(*window);
        CapacityDock *dock = window->capacityConsole()->dock();
        ASSERT_EQ(window->dockWidgetArea(dock), Qt::RightDockWidgetArea);
        const int before = dock->width();
        dragDockEdge(*window, 10, 40);
        window->jobColumns()->fit();
        const QFontMetrics cells = view->fontMetrics();
        const std::string at = std::to_string(size.width()) + ": dock " + std::to_string(before) + " -> "
                             + std::to_string(dock->width()) + " px, table " + std::to_string(view->width())
                             + " px (least " + std::to_string(window->jobColumns()->leastTableWidth()) + "), columns "
                             + widths(view);
        if (size.width() == 1600) {
            EXPECT_GT(dock->width(), before) << "the drag did not widen the dock; " << at;
        }
        EXPECT_GE(view->width(), window->jobColumns()->leastTableWidth()) << at;
        EXPECT_FALSE(view->horizontalScrollBar()->isVisible()) << at;
        EXPECT_GE(view->columnWidth(JobTableModel::PageUrlColumn) - 12,
                  cells.horizontalAdvance(QStringLiteral("shop2.example/") + QChar(0x2026)))
            << "the page URL lost its host; " << at;
        EXPECT_EQ(dock->maximumWidth(), CapacityDock::kMaximumWidth) << "the drag's bound stayed";
    }
}

// The twenty-seventh trial: at 900x560 a dock dragged to 262 px came back at 203 after a restart, without its charts;
// and where the table's least width stopped the drag short of the charts, the hint still said "drag its edge".
TEST_F(FourthTrialTest, ADraggedDockWidthComesBackAndTheHintOffersOnlyWhatWorks)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    int dragged = 0;
    {
        auto window = openWindow(true, {900, 560});
        resizeTo(*window, 900, 560);
        QApplication::processEvents();
        CapacityDock *dock = window->capacityConsole()->dock();
        const int before = dock->width();
        dragDockEdge(*window, 10, 20);
        dragged = dock->width();
        ASSERT_GT(dragged, before) << "the drag did not widen the dock at 900x560 (table " << table(*window)->width()
                                   << " px, least " << window->jobColumns()->leastTableWidth() << ")";
        const QString hint = dock->chartsHint()->text();
        if (dragged < CapacityDock::kChartsMinimumWidth) {
            EXPECT_FALSE(dock->chartsHint()->isHidden());
            EXPECT_FALSE(hint.contains(QStringLiteral("drag")))
                << "dragged to " << dragged << ": " << hint.toStdString();
        } else {
            EXPECT_TRUE(dock->chartsHint()->isHidden()) << "dragged to " << dragged;
        }
        ASSERT_TRUE(window->close());
    }
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/size"));
    auto again = openWindow(true, {900, 560});
    resizeTo(*again, 900, 560);
    CapacityDock *dock = again->capacityConsole()->dock();
    SolveDeckTest::waitUntil(
        [&] {
        return std::abs(dock->width() - dragged) <= 2;
        },
        3s);
    EXPECT_NEAR(dock->width(), dragged, 2) << "the dragged width did not come back after a restart";
    EXPECT_FALSE(table(*again)->horizontalScrollBar()->isVisible());

    // A column the operator widens takes the room a drag had: the dock gives way, and its hint offers only the
    // charts' own window.
    table(*again)->horizontalHeader()->resizeSection(JobTableModel::DetailsColumn, 420);
    resizeTo(*again, 880, 560);
    resizeTo(*again, 900, 560);
    ASSERT_FALSE(dock->chartsHint()->isHidden()) << "dock " << dock->width() << " px";
    EXPECT_FALSE(dock->chartsHint()->text().contains(QStringLiteral("drag")))
        << "dock " << dock->width() << " px: " << dock->chartsHint()->text().toStdString();
    EXPECT_TRUE(dock->chartsHint()->text().contains(QStringLiteral("#float")));
}

// The thirty-fifth trial dragged the dock wider at 1600x1000, then made the window 1200 and 900 px wide: the dock
// kept its dragged 380 px at 1200 (the table lost Created, Elapsed and Site key), and at 900 px came back from a float
// about 270 px wide, cutting page URLs to "shop0.example/…2"; after a restart on a 900 px screen it took 310 px. A
// width dragged in a wide window is kept in one as wide; a narrower one gives the dock the same part of its width,
// within the share of an undragged dock, the same after a resize, a float and a re-dock, and a restart.
TEST_F(FourthTrialTest, AWidthDraggedInAWideWindowIsNotKeptInANarrowOne)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    int dragged = 0;
    int at900 = 0;
    {
        auto window = openWindow(true, {1600, 1000});
        resizeTo(*window, 1600, 1000);
        QApplication::processEvents();
        CapacityDock *dock = window->capacityConsole()->dock();
        const int before = dock->width();
        dragDockEdge(*window, 5, 10);
        dragged = dock->width();
        ASSERT_GT(dragged, before + 30) << "the drag did not widen the dock at 1600 px";

        resizeTo(*window, 1200, 800);
        QTest::qWait(50);
        QApplication::processEvents();
        EXPECT_NEAR(dock->width(), dragged * 1200 / 1600, 3) << "dragged to " << dragged << " at 1600 px";

        resizeTo(*window, 900, 560);
        QTest::qWait(50);
        QApplication::processEvents();
        at900 = dock->width();
        // The share of a 900 px window (22 %), or the dock's own least width.
        EXPECT_LE(at900, std::max({CapacityDock::kMinimumWidth, 900 * 22 / 100, dock->minimumSizeHint().width()}) + 2)
            << "dragged to " << dragged << " at 1600 px";
        dock->setFloating(true);
        QApplication::processEvents();
        dock->setFloating(false);
        QTest::qWait(50);
        QApplication::processEvents();
        EXPECT_NEAR(dock->width(), at900, 2) << "a float and a re-dock changed the layout";

        resizeTo(*window, 1600, 1000);
        QTest::qWait(50);
        QApplication::processEvents();
        EXPECT_NEAR(dock->width(), dragged, 2) << "the dragged width did not come back at 1600 px";
        resizeTo(*window, 900, 560);
        QTest::qWait(50);
        ASSERT_TRUE(window->close());
    }
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/size"));
    auto again = openWindow(true, {900, 560});
    resizeTo(*again, 900, 560);
    QTest::qWait(500); // the restored state settles
    QApplication::processEvents();
    EXPECT_NEAR(again->capacityConsole()->dock()->width(), at900, 2) << "after a restart at 900 px";
}

// The thirty-sixth trial floated the dock at 900x560 in German by its link and docked it again by its float button: it
// came back 2 to 4 px wider, the columns moved by about 2 px and "ERROR_CAPTCHA…" became "ERROR_CAPTCH…". A float and
// a re-dock give back the layout from before, in both languages, at every size. (The offscreen platform keeps the
// dock's least width either way; under Xvfb, with QT_QPA_PLATFORM=xcb, this failed on the code before: 203 -> 205 px.)
TEST_F(FourthTrialTest, AFloatAndAReDockGiveBackTheLayout)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    for (const bool inGerman : {false, true}) {
        if (inGerman) {
            QCoreApplication::installTranslator(&german);
        }
        for (const QSize size : {QSize(900, 560), QSize(1200, 800), QSize(1600, 1000)}) {
            auto window = openWindow(true, size);
            resizeTo(*window, size.width(), size.height());
            QTest::qWait(500); // the restored state settles
            QApplication::processEvents();
            QTableView *view = table(*window);
            CapacityDock *dock = window->capacityConsole()->dock();
            const int before = dock->width();
            const std::string columns = widths(view);
            dock->setFloating(true);
            QTest::qWait(50);
            QApplication::processEvents();
            dock->setFloating(false);
            QTest::qWait(50);
            QApplication::processEvents();
            const std::string at = (inGerman ? "de " : "en ") + std::to_string(size.width());
            EXPECT_EQ(dock->width(), before) << at;
            EXPECT_EQ(widths(view), columns) << at;
            ASSERT_TRUE(window->close());
        }
        QCoreApplication::removeTranslator(&german);
    }
}

// The thirty-second trial dragged the dock at 900x560 as far as it goes (the table at its least width), then queued a
// job for newsite.example: the Details column narrowed by 10 px, the columns right of it moved, and the waiting host
// was cut to "newsite.examp…". A longer host raises the table's least width; the dragged dock gives that room back.
TEST_F(FourthTrialTest, ALongerHostTakesItsRoomFromADraggedDock)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(true, {900, 560});
    resizeTo(*window, 900, 560);
    QApplication::processEvents();
    QTableView *view = table(*window);
    dragDockEdge(*window, 15, 20);
    QTest::qWait(50);
    ASSERT_LE(view->width(), window->jobColumns()->leastTableWidth() + 2)
        << "the drag stopped short of the table's least";
    const int details = view->columnWidth(JobTableModel::DetailsColumn);
    const int before = window->jobColumns()->leastTableWidth();

    TaskSpec longer = spec(99);
    longer.pageurl = QStringLiteral("https://a-much-longer-newsite.example/login");
    const qint64 id = enqueue(longer);
    window->jobModel()->refreshJobs({id});
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowOfJob(id) >= 0;
    }));
    view->scrollToTop();
    QApplication::processEvents();
    window->jobColumns()->fit(); // as it does within a second of a new text
    QTest::qWait(50);
    QApplication::processEvents();
    ASSERT_GT(window->jobColumns()->leastTableWidth(), before) << "the longer host did not raise the least width";
    EXPECT_GE(view->width(), window->jobColumns()->leastTableWidth()) << "the dock kept the room the host needs";
    EXPECT_EQ(view->columnWidth(JobTableModel::DetailsColumn), details) << "the Details column gave way";
}

// The twenty-sixth trial: at 900x560 the link to the charts' own window moved 12 to 40 px every few seconds, as the
// engine's line and the notes above it grew and shrank, and three clicks missed it. It stays put.
TEST_F(FourthTrialTest, TheChartsLinkStaysPutAsTheLinesAboveItChange)
{
    auto window = openWindow(true, {900, 560});
    resizeTo(*window, 900, 560);
    CapacityDock *dock = window->capacityConsole()->dock();
    QLabel *hint = dock->chartsHint();
    ASSERT_FALSE(hint->isHidden()) << "dock width " << dock->width();
    // Where the hint's text is drawn in the dock: its lowest row of ink.
    const auto inkBottom = [&](const QString &engine, const QString &note) {
        CapacityView view;
        view.gaugeMaximum = 5;
        view.engineStatusText = engine;
        view.otherClientText = note;
        dock->showView(view);
        QCoreApplication::sendPostedEvents(nullptr, QEvent::LayoutRequest);
        const QImage image = hint->grab().toImage();
        const QRgb background = image.pixel(0, 0);
        for (int y = image.height() - 1; y >= 0; --y) {
            for (int x = 0; x < image.width(); ++x) {
                if (image.pixel(x, y) != background) {
                    return hint->mapTo(dock, QPoint(0, y)).y();
                }
            }
        }
        return -1;
    };
    const int shortLines = inkBottom(QStringLiteral("Running"), QString());
    const int longLines = inkBottom(QStringLiteral("Running · waiting for a free thread since 3:00:32 AM"),
                                    QStringLiteral("1 solving with no thread held: finished at the service, answer "
                                                   "still to be collected"));
    ASSERT_GT(shortLines, 0);
    EXPECT_EQ(longLines, shortLines);
}

// B: a window made small squeezes the dock (its charts go); made large again, the dock grows back with its charts,
// and a restart does not bring back the squeezed width.
TEST_F(FourthTrialTest, TheCapacityDockGrowsBackWithTheWindow)
{
    int wide = 0;
    {
        auto window = openWindow(true, {1600, 1000});
        QApplication::processEvents();
        CapacityDock *dock = window->capacityConsole()->dock();
        wide = dock->width();
        ASSERT_GE(wide, CapacityDock::kChartsMinimumWidth);
        EXPECT_FALSE(dock->charts()->isHidden());
        resizeTo(*window, 900, 560);
        EXPECT_LT(dock->width(), wide) << "the dock did not give way at 900x560";
        // The charts never go without a word (a second trial of issue 39 found them gone at 900x560).
        EXPECT_EQ(dock->chartsHint()->isHidden(), !dock->charts()->isHidden());
        resizeTo(*window, 1200, 800);
        resizeTo(*window, 1600, 1000);
        EXPECT_NEAR(dock->width(), wide, 2) << "the dock stayed squeezed at 1600x1000";
        EXPECT_FALSE(dock->charts()->isHidden()) << "the charts did not come back";
        resizeTo(*window, 900, 560);
        ASSERT_TRUE(window->close()); // saves the layout squeezed
    }
    // The offscreen screen is smaller than 1600x1000: without this, the saved geometry would be brought inside it.
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/size"));
    auto again = openWindow(true, {1600, 1000});
    CapacityDock *dock = again->capacityConsole()->dock();
    // Once the window has settled (QMainWindow applies a restored state for a moment after showing).
    SolveDeckTest::waitUntil(
        [&] {
        return std::abs(dock->width() - wide) <= 2;
        },
        3s);
    EXPECT_NEAR(dock->width(), wide, 2) << "the squeezed width came back after a restart";
    EXPECT_FALSE(dock->charts()->isHidden());
    EXPECT_TRUE(dock->chartsHint()->isHidden());

    // Squeezed, the hint offers the charts in a window of their own, where they show.
    resizeTo(*again, 900, 560);
    ASSERT_TRUE(dock->charts()->isHidden()) << "dock width " << dock->width() << " at 900x560";
    ASSERT_FALSE(dock->chartsHint()->isHidden());
    // The press on the link reaches the window too, passed up by the label; its release goes to the window the dock
    // has become. That press bounded the dock to its docked width (a twenty-sixth trial's charts window stayed 203 px
    // wide at 900x560, without its charts).
    QTest::mousePress(again.get(),
                      Qt::LeftButton,
                      {},
                      dock->chartsHint()->mapTo(again.get(), dock->chartsHint()->rect().bottomLeft() + QPoint(4, -4)));
    Q_EMIT dock->chartsHint()->linkActivated(QStringLiteral("#float"));
    EXPECT_TRUE(dock->isFloating());
    EXPECT_EQ(dock->maximumWidth(), CapacityDock::kMaximumWidth);
    EXPECT_GE(dock->width(), CapacityDock::kChartsMinimumWidth);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return !dock->charts()->isHidden() && dock->chartsHint()->isHidden();
    })) << "floating dock width "
        << dock->width();
    // Within its screen (a twelfth trial saw it run 170 px past the edge at 900x560).
    const QRect room = dock->screen()->availableGeometry();
    EXPECT_TRUE(room.contains(dock->frameGeometry()))
        << "the charts window at " << dock->frameGeometry().x() << "," << dock->frameGeometry().y() << " "
        << dock->frameGeometry().width() << "x" << dock->frameGeometry().height() << " on a screen of " << room.width()
        << "x" << room.height();
    EXPECT_EQ(dock->frameGeometry().topLeft(),
              CapacityDock::placeBeside(again->frameGeometry(), dock->frameGeometry().size(), room))
        << "not placed beside the main window as its room allows";

    // Floating at a restart, then docked again in a wider window: it takes the width it grows back to, with its
    // charts (a thirtieth trial docked it at 1600x1000 and got 190 px and the hint, until the window was resized).
    ASSERT_TRUE(again->close());
    again.reset();
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/size"));
    auto third = openWindow(true, {1600, 1000});
    CapacityDock *floating = third->capacityConsole()->dock();
    QTest::qWait(600); // QMainWindow's restored state settles
    ASSERT_TRUE(floating->isFloating());
    floating->setFloating(false);
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return std::abs(floating->width() - wide) <= 2;
        },
        3s))
        << "docked again at " << floating->width() << " px, not " << wide;
    EXPECT_FALSE(floating->charts()->isHidden());
}

// The thirty-first trial, at 900x560: after a resize the dock's hint offered no drag, but "drag its edge" in the same
// layout after the dock was floated and docked again (and the drag works). The hint offers a drag exactly where the
// drag's bound (the table keeping its least width) reaches the charts' width, whichever way the layout came about.
TEST_F(FourthTrialTest, TheDocksHintOffersADragExactlyWhereTheDragReachesTheCharts)
{
    for (int i = 0; i < 14; ++i) {
        enqueue(spec(i));
    }
    for (const QSize from : {QSize(1600, 1000), QSize(1200, 800), QSize(900, 560)}) {
        QSettings().remove(QStringLiteral("window"));
        auto window = openWindow(true, from);
        resizeTo(*window, from.width(), from.height());
        resizeTo(*window, 900, 560);
        QTest::qWait(50);
        CapacityDock *dock = window->capacityConsole()->dock();
        QTableView *view = table(*window);
        const auto dragReaches = [&] {
            const int spare = view->width() - window->jobColumns()->leastTableWidth();
            return dock->width() + std::max(0, spare) >= CapacityDock::kChartsMinimumWidth;
        };
        const std::string at = "from " + std::to_string(from.width()) + ": dock " + std::to_string(dock->width())
                             + " px, table " + std::to_string(view->width()) + " px, least "
                             + std::to_string(window->jobColumns()->leastTableWidth());
        ASSERT_FALSE(dock->chartsHint()->isHidden()) << at;
        const QString afterResize = dock->chartsHint()->text();
        EXPECT_EQ(afterResize.contains(QStringLiteral("drag its edge")), dragReaches())
            << at << ": " << afterResize.toStdString();

        dock->setFloating(true);
        dock->setFloating(false);
        QTest::qWait(50);
        QApplication::processEvents();
        if (!dock->chartsHint()->isHidden()) {
            EXPECT_EQ(dock->chartsHint()->text(), afterResize) << at << " after a float and a re-dock";
        }
        ASSERT_TRUE(window->close());
    }
}

// The thirty-first trial floated the dock at 900x560 by its own float button: it stayed a 200 px window over the
// table's columns, without its charts, and still read "than this window leaves beside the table". Floated by any
// means it is the charts' window (as the hint's link makes it), and a floating panel narrowed by hand is told so.
TEST_F(FourthTrialTest, ADockFloatedByItsButtonIsTheChartsWindow)
{
    auto window = openWindow(true, {900, 560});
    resizeTo(*window, 900, 560);
    CapacityDock *dock = window->capacityConsole()->dock();
    ASSERT_LT(dock->width(), CapacityDock::kChartsMinimumWidth);
    auto *floatButton = dock->findChild<QAbstractButton *>(QStringLiteral("qt_dockwidget_floatbutton"));
    ASSERT_NE(floatButton, nullptr);
    QTest::mouseClick(floatButton, Qt::LeftButton);
    ASSERT_TRUE(dock->isFloating());
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return !dock->charts()->isHidden() && dock->chartsHint()->isHidden();
    })) << "floating dock width "
        << dock->width();
    const QRect room = dock->screen()->availableGeometry();
    EXPECT_TRUE(room.contains(dock->frameGeometry()));
    EXPECT_EQ(dock->frameGeometry().topLeft(),
              CapacityDock::placeBeside(window->frameGeometry(), dock->frameGeometry().size(), room));

    dock->resize(CapacityDock::kMinimumWidth, dock->height());
    QApplication::processEvents();
    ASSERT_FALSE(dock->chartsHint()->isHidden());
    EXPECT_FALSE(dock->chartsHint()->text().contains(QStringLiteral("beside the table")))
        << dock->chartsHint()->text().toStdString();
    EXPECT_FALSE(dock->chartsHint()->text().contains(QStringLiteral("#float")))
        << "a floating panel offers a window of its own";

    // Docked again, it is a panel beside the table again, with its words.
    dock->setFloating(false);
    QTest::qWait(50);
    QApplication::processEvents();
    if (!dock->chartsHint()->isHidden()) {
        EXPECT_TRUE(dock->chartsHint()->text().contains(QStringLiteral("#float")))
            << dock->chartsHint()->text().toStdString();
    }

    // Floated again by its button (the thirty-third trial: Qt put it back at its docked place, over the table and the
    // status bar's figures, with room beside the window): beside the window again.
    QTest::mouseClick(floatButton, Qt::LeftButton);
    ASSERT_TRUE(dock->isFloating());
    QTest::qWait(50);
    QApplication::processEvents();
    EXPECT_GE(dock->width(), CapacityDock::kChartsMinimumWidth);
    EXPECT_EQ(dock->frameGeometry().topLeft(),
              CapacityDock::placeBeside(window->frameGeometry(), dock->frameGeometry().size(), room))
        << "floated again at " << dock->frameGeometry().x() << "," << dock->frameGeometry().y();
}

// The fourteenth trial: the charts' own window opened over the table's right columns and the status bar's figures,
// with 700 px of screen free beside the main window. It goes beside the window where the screen has room.
TEST(ChartsWindowTest, ItOpensBesideTheMainWindowWhereTheScreenHasRoom)
{
    const QRect screen(0, 0, 1600, 1000);
    const QSize charts(380, 520);
    // Room on the right: beside it, at its top.
    EXPECT_EQ(CapacityDock::placeBeside(QRect(0, 0, 900, 560), charts, screen), QPoint(900, 0));
    EXPECT_EQ(CapacityDock::placeBeside(QRect(100, 700, 900, 280), charts, screen), QPoint(1000, 480))
        << "kept on the screen, its top moved up";
    // None on the right, some on the left.
    EXPECT_EQ(CapacityDock::placeBeside(QRect(700, 0, 900, 560), charts, screen), QPoint(320, 0));
    // None on either side: below, at the window's right.
    EXPECT_EQ(CapacityDock::placeBeside(QRect(0, 0, 1600, 460), charts, screen), QPoint(1220, 460));
    // None at all: at the screen's right edge (over the window's right side, where the dock was).
    EXPECT_EQ(CapacityDock::placeBeside(QRect(0, 0, 1600, 1000), charts, screen), QPoint(1220, 0));
    const QSize big(800, 1200); // taller than the screen: its top at the screen's
    EXPECT_EQ(CapacityDock::placeBeside(QRect(0, 0, 1600, 1000), big, screen), QPoint(800, 0));
}

// B2: a first start on a small screen does not keep its squeezed dock as the preferred width: on a larger window
// later the dock grows to its default with its charts (a fifth trial: it stayed at 198 px, "the charts need a wider
// panel", at 1200x800 after a first start at 900x560).
TEST_F(FourthTrialTest, AFirstStartOnASmallScreenLetsTheDockGrowLater)
{
    QSettings().remove(QStringLiteral("window"));
    {
        auto window = openWindow(true, {900, 560});
        QApplication::processEvents();
        EXPECT_LT(window->capacityConsole()->dock()->width(), CapacityDock::kChartsMinimumWidth);
        ASSERT_TRUE(window->close());
    }
    QSettings().remove(QStringLiteral("window/geometry"));
    QSettings().remove(QStringLiteral("window/size"));
    auto again = openWindow(true, {1600, 1000});
    CapacityDock *dock = again->capacityConsole()->dock();
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return dock->width() >= CapacityDock::kChartsMinimumWidth;
        },
        3s))
        << "the dock stayed at " << dock->width() << " px";
    EXPECT_FALSE(dock->charts()->isHidden());
}

// C: the first start (no saved geometry) opens inside a screen smaller than the designed size, status bar and all.
TEST_F(FourthTrialTest, TheFirstStartFitsASmallScreen)
{
    QSettings().clear();
    const QRect screen = QApplication::primaryScreen()->availableGeometry();
    ASSERT_TRUE(screen.width() < 1200 || screen.height() < 760)
        << "the offscreen screen is " << screen.width() << "x" << screen.height() << ": no smaller than the window";
    MainWindow::Options options;
    MainWindow window(options);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_TRUE(screen.contains(window.frameGeometry()))
        << window.frameGeometry().x() << "," << window.frameGeometry().y() << " " << window.frameGeometry().width()
        << "x" << window.frameGeometry().height() << " on " << screen.width() << "x" << screen.height();
    EXPECT_TRUE(screen.contains(window.statusBar()->mapToGlobal(window.statusBar()->rect().bottomRight())));
}

// The twenty-seventh trial: a 900x560 window saved on a 900 px screen came back at the first start's 1200x760 on a
// 1600 px one. Qt's restoreGeometry refuses a geometry saved on a screen of another width (beyond its factor 0.8 to
// 1.25); the window's size and place come back all the same.
TEST_F(FourthTrialTest, AWindowSavedOnAnotherScreenWidthComesBackAsLarge)
{
    QSettings().clear();
    QSize closed;
    {
        MainWindow::Options options;
        MainWindow window(options);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.resize(760, 540); // inside the offscreen screen (800x600)
        QApplication::processEvents();
        closed = window.size(); // as large as its least size allows
        ASSERT_NE(closed, QSize(1200, 760));
        ASSERT_TRUE(window.close());
    }
    // As if saved on a screen twice as wide as this one: the screen's width is stored at byte 46 (format 3).
    QByteArray geometry = QSettings().value(QStringLiteral("window/geometry")).toByteArray();
    ASSERT_GE(geometry.size(), 50);
    const int width = QApplication::primaryScreen()->geometry().width() * 2;
    for (int i = 0; i < 4; ++i) {
        geometry[46 + i] = char((width >> (8 * (3 - i))) & 0xff);
    }
    QSettings().setValue(QStringLiteral("window/geometry"), geometry);
    MainWindow::Options options;
    MainWindow again(options);
    EXPECT_FALSE(again.restoreGeometry(geometry)) << "Qt restored a geometry from a screen twice as wide";
    again.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&again));
    EXPECT_EQ(again.size(), closed);
}

namespace {

// A field that claims Ctrl+E as X11's line edits do (end of line), whatever the test's platform binds.
class EmacsLineEdit : public QLineEdit
{
public:
    using QLineEdit::QLineEdit;
    int ends = 0;

protected:
    bool event(QEvent *event) override
    {
        if (event->type() == QEvent::ShortcutOverride) {
            auto *key = static_cast<QKeyEvent *>(event);
            if (key->key() == Qt::Key_E && key->modifiers() == Qt::ControlModifier) {
                event->accept();
                return true;
            }
        }
        if (event->type() == QEvent::KeyPress && static_cast<QKeyEvent *>(event)->key() == Qt::Key_E
            && static_cast<QKeyEvent *>(event)->modifiers() == Qt::ControlModifier) {
            ++ends;
            return true;
        }
        return QLineEdit::event(event);
    }
};

} // namespace

// The third trial: Ctrl+E (Export Jobs…) did nothing while the filter box or the Threads box had the focus; a line
// edit on X11 takes Ctrl+E as "end of line". The window's shortcuts come first; copy and paste stay the field's.
TEST(WindowShortcutsFirstTest, AWindowShortcutWinsOverAFieldsEditingKeyButNotOverCopyAndPaste)
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *field = new EmacsLineEdit(&window);
    layout->addWidget(field);
    auto *exportAction = new QAction(QStringLiteral("Export"), &window);
    exportAction->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    window.addAction(exportAction);
    auto *copyAction = new QAction(QStringLiteral("Copy something"), &window);
    copyAction->setShortcut(QKeySequence::Copy);
    window.addAction(copyAction);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    field->setFocus();
    QSignalSpy exported(exportAction, &QAction::triggered);
    QSignalSpy copied(copyAction, &QAction::triggered);

    QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);
    EXPECT_EQ(exported.size(), 0) << "the field's own binding won without the filter (the test's premise)";
    EXPECT_EQ(field->ends, 1);

    WindowShortcutsFirst first(&window);
    first.watch(field);
    QTest::keyClick(field, Qt::Key_E, Qt::ControlModifier);
    EXPECT_EQ(exported.size(), 1) << "Ctrl+E in the field did not reach the window's action";
    EXPECT_EQ(field->ends, 1);
    field->setText(QStringLiteral("shop1"));
    field->selectAll();
    QTest::keyClick(field, Qt::Key_C, Qt::ControlModifier);
    EXPECT_EQ(copied.size(), 0) << "Ctrl+C went to the window instead of copying the field's text";
}

// The twenty-fourth trial: Space (Pause/Resume Queue) did nothing in the Threads box, and with its text selected
// blanked the box. In a number box Space is the window's; in a text field it stays a space.
TEST(WindowShortcutsFirstTest, SpaceInANumberBoxIsTheWindowsButATextFieldsOwn)
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *box = new QSpinBox(&window);
    box->setRange(1, 100);
    box->setValue(5);
    auto *field = new QLineEdit(&window);
    layout->addWidget(box);
    layout->addWidget(field);
    auto *pause = new QAction(QStringLiteral("Pause"), &window);
    pause->setShortcut(QKeySequence(Qt::Key_Space));
    window.addAction(pause);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowActive(&window));
    WindowShortcutsFirst first(&window);
    for (QWidget *watched : {static_cast<QWidget *>(box), static_cast<QWidget *>(field)}) {
        first.watch(watched);
        for (QLineEdit *inner : watched->findChildren<QLineEdit *>()) {
            first.watch(inner);
        }
    }
    QSignalSpy paused(pause, &QAction::triggered);
    box->setFocus();
    box->selectAll();
    QTest::keyClick(box->findChild<QLineEdit *>(), Qt::Key_Space);
    EXPECT_EQ(paused.size(), 1) << "Space in the number box did not reach the window's action";
    EXPECT_EQ(box->text(), QStringLiteral("5")) << "Space changed the box";
    pause->setEnabled(false);
    QTest::keyClick(box->findChild<QLineEdit *>(), Qt::Key_Space);
    EXPECT_EQ(box->text(), QStringLiteral("5")) << "Space blanked the box with no action to take it";
    pause->setEnabled(true);
    field->setFocus();
    QTest::keyClicks(field, QStringLiteral("a b"));
    EXPECT_EQ(field->text(), QStringLiteral("a b"));
    EXPECT_EQ(paused.size(), 1) << "Space in a text field went to the window";
}

// The third trial: with the console in German, the audit log's details were English ("submits allowed again", "job
// 51 (was queued)") and its Interface column said "console". The entries stay English (the CLI and other operators
// read them); the console words what it knows in its language. Written by the core as it writes them, read back.
TEST_F(FourthTrialTest, TheAuditLogSpeaksTheConsolesLanguage)
{
    const qint64 id = enqueue(spec(1));
    ASSERT_TRUE(QueueControl(store).pause().ok());
    ASSERT_TRUE(QueueControl(store).resume().ok());
    ExportOptions options;
    options.includeTokens = true;
    ASSERT_TRUE(JobExporter::recordExport(store, options, 169, QStringLiteral("/tmp/jobs.csv")).ok());
    ASSERT_TRUE(store.cancel(id).ok());
    // A gateway client added, changed and revoked (a sixteenth trial read these in English among German entries).
    ClientRegistry clients(store);
    ASSERT_TRUE(clients.add(QStringLiteral("suite-de"), 0, QString()).ok());
    ClientSettings changes;
    changes.maxInFlight = 5;
    changes.maxConnections = 3;
    ASSERT_TRUE(clients.set(QStringLiteral("suite-de"), changes).ok());
    ASSERT_TRUE(clients.revoke(QStringLiteral("suite-de")).ok());
    const Result<QList<AuditEntry>> entries = AuditLog(store).entries();
    ASSERT_TRUE(entries.ok());
    QHash<QString, AuditEntry> byAction;
    for (const AuditEntry &entry : *entries) {
        byAction.insert(entry.action, entry);
    }
    ASSERT_TRUE(byAction.contains(QStringLiteral("jobs.cancel"))) << byAction.keys().join(u' ').toStdString();
    // Kept in English, with an English plural.
    EXPECT_EQ(byAction.value(QStringLiteral("jobs.export")).detail.left(12), QStringLiteral("169 jobs as "));

    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    QCoreApplication::installTranslator(&german);
    const auto shown = [&](const QString &action) {
        const AuditEntry entry = byAction.value(action);
        return AuditWords::detail(entry.action, entry.detail);
    };
    EXPECT_EQ(shown(QStringLiteral("queue.pause")),
              QStringLiteral("keine neuen Übermittlungen; Aufgaben beim Dienst werden weiter abgeholt"));
    EXPECT_EQ(shown(QStringLiteral("queue.resume")), QStringLiteral("Übermittlungen wieder erlaubt"));
    EXPECT_EQ(shown(QStringLiteral("jobs.cancel")), QStringLiteral("Auftrag %1 (war Eingereiht)").arg(id));
    const QString exported = shown(QStringLiteral("jobs.export"));
    EXPECT_TRUE(exported.startsWith(QStringLiteral("169 Aufträge als CSV nach /tmp/jobs.csv")))
        << exported.toStdString();
    EXPECT_TRUE(
        exported.contains(QStringLiteral("Tokens enthalten, Proxy-Passwörter maskiert, Ereignisse weggelassen")))
        << exported.toStdString();
    EXPECT_EQ(shown(QStringLiteral("client.add")),
              QStringLiteral("suite-de (Limit: keines, Hosts: alle freigegebenen Ziele)"));
    EXPECT_EQ(shown(QStringLiteral("client.set")),
              QStringLiteral("suite-de (Limit: 5, Hosts: alle freigegebenen Ziele, Verbindungen: 3, Streams: Standard, "
                             "Wartende: Standard)"));
    EXPECT_EQ(shown(QStringLiteral("client.revoke")), QStringLiteral("suite-de (0 eingereihte Aufträge abgebrochen)"));
    // Preferences' changes (a thirty-second trial read "clipboard clearing: at expiry -> after seconds").
    EXPECT_EQ(AuditWords::detail(QStringLiteral("settings.change"),
                                 QStringLiteral("clipboard clearing: at expiry -> after seconds; clipboard seconds: 60 "
                                                "-> 30; notifications: on -> off; endpoint: http://a/ -> http://b/")),
              QStringLiteral("Leeren der Zwischenablage: bei Ablauf -> nach Sekunden; Sekunden bis zum Leeren: 60 -> "
                             "30; Benachrichtigungen: ein -> aus; Endpunkt: http://a/ -> http://b/"));
    EXPECT_EQ(AuditWords::detail(QStringLiteral("settings.change"), QStringLiteral("something: a -> b")),
              QStringLiteral("something: a -> b"));
    EXPECT_EQ(AuditWords::interfaceName(QStringLiteral("console")), QStringLiteral("Konsole"));
    // What the engine found by itself (a service's capabilities at its start).
    EXPECT_EQ(AuditWords::interfaceName(QStringLiteral("engine")), QStringLiteral("Engine, von sich aus"));
    // What the console does not know is shown as it was kept.
    EXPECT_EQ(AuditWords::detail(QStringLiteral("x.y"), QStringLiteral("something new")),
              QStringLiteral("something new"));
    QCoreApplication::removeTranslator(&german);
}

// The fifth trial: in German the Keyboard Shortcuts list (F1) was cut to "Strg+" and "(nur i…" in a 560 px dialog.
// Every text is whole: the dialog is as wide as the columns need within the screen, and the rest wraps.
TEST_F(FourthTrialTest, TheShortcutsListIsWholeInGerman)
{
    QTranslator german;
    ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
    QCoreApplication::installTranslator(&german);
    {
        auto window = openWindow(true, {1600, 1000});
        ShortcutsDialog dialog(window->menuBar(), window.get());
        dialog.show();
        QApplication::processEvents();
        auto *table = dialog.findChild<QTableWidget *>(QStringLiteral("shortcutsTable"));
        ASSERT_NE(table, nullptr);
        ASSERT_GT(table->rowCount(), 10);
        EXPECT_FALSE(table->horizontalScrollBar()->isVisible());
        const QFontMetrics metrics = table->fontMetrics();
        for (int row = 0; row < table->rowCount(); ++row) {
            for (int column = 0; column < 2; ++column) {
                const QString text = table->item(row, column)->text();
                const int room = table->columnWidth(column) - 8;
                const QRect needed = metrics.boundingRect(QRect(0, 0, room, 10'000), Qt::TextWordWrap, text);
                EXPECT_LE(needed.width(), room) << text.toStdString();
                EXPECT_LE(needed.height(), table->rowHeight(row)) << "cut: " << text.toStdString();
            }
        }
    }
    QCoreApplication::removeTranslator(&german);
}

// The fifth trial: the table said "14 s" while the detail pane said "Valid for 15 s more" at the same moment (two
// timers of their own, each flooring the time left when it fired). Both count from the whole second now is in, and
// both repaint just after a second begins: two readings within one second read the same.
TEST(CountdownTest, TwoReadingsWithinOneSecondShowTheSameTimeLeft)
{
    const qint64 expires = 1'765'000'000'000 + 15'400; // a token expiring 400 ms into a second
    const qint64 second = 1'765'000'000'000;
    for (const qint64 early : {0, 100, 399, 401, 700}) {
        for (const qint64 late : {early + 1, early + 250, qint64(999)}) {
            if (late > 999 || late < early) {
                continue;
            }
            EXPECT_EQ(JobLabels::timeLeft(expires, second + early), JobLabels::timeLeft(expires, second + late))
                << early << " and " << late << " ms into the second";
        }
    }
    EXPECT_EQ(JobLabels::timeLeft(expires, second + 500), QStringLiteral("15 s"));
    EXPECT_EQ(JobLabels::timeLeft(expires, second + 1'000), QStringLiteral("14 s"));
    for (const qint64 now : {second, second + 1, second + 999}) {
        const int wait = JobLabels::msToNextSecond(now);
        EXPECT_GE((now + wait) % 1000, 0);
        EXPECT_LT((now + wait) % 1000, 50) << "repaints just after the next second begins";
        EXPECT_EQ((now + wait) / 1000, now / 1000 + 1);
    }
}

// The fifteenth trial: the table, repainted under a dialog, said "token expired" while the detail pane still said
// "Valid for 0 s more". Both say a token expired from the whole second now falls in, once less than a second is left:
// any repaint within a second reads the same, and neither shows "0 s".
TEST(CountdownTest, TheTableAndThePaneSayExpiredInTheSameSecond)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    JobStore store;
    ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
    ManualClock clock; // on a whole second
    const qint64 start = clock.nowMs();
    const auto added = store.enqueue(spec(1));
    ASSERT_TRUE(added.ok());
    const qint64 id = added->jobId;
    ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
    ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("71")).ok());
    ASSERT_TRUE(store.markSolved(id, QStringLiteral("token"), start + 15'400).ok()); // 400 ms into a second
    JobTableModel model(clock);
    model.setCoalesceInterval(0);
    model.setStore(&store);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return model.rowOfJob(id) >= 0;
    }));
    JobDetailWidget pane(clock);
    auto *countdown = pane.findChild<QLabel *>(QStringLiteral("tokenCountdown"));
    ASSERT_NE(countdown, nullptr);
    for (const qint64 at : {14'000, 14'500, 14'999, 15'000, 15'200, 15'399, 15'400, 15'700, 15'999, 16'000}) {
        clock.setNowMs(start + at);
        const QString cell = model.index(model.rowOfJob(id), JobTableModel::DetailsColumn).data().toString();
        pane.showJob(store.job(id)); // a repaint at this moment
        const QString shown = countdown->text();
        const bool expired = at >= 15'000; // the whole second the token expires in
        EXPECT_EQ(cell == QStringLiteral("token expired"), expired) << at << ": table " << cell.toStdString();
        EXPECT_EQ(shown.startsWith(QStringLiteral("Expired")), expired) << at << ": pane " << shown.toStdString();
        EXPECT_EQ(JobDetailWidget::tokenUsable(*store.job(id), clock.nowMs()), !expired) << at;
        EXPECT_FALSE(cell.contains(QStringLiteral(" 0 s")) || shown.contains(QStringLiteral(" 0 s"))) << at;
        if (!expired) {
            EXPECT_EQ(cell, JobTableModel::tokenLife(QStringLiteral("1 s"))) << at;
            EXPECT_EQ(shown, QStringLiteral("Valid for 1 s more")) << at;
        }
    }
}

// The fourteenth trial: a job canceled 7.96 s after it was created read "7 s" in Elapsed and "Canceled +8.0 s" in its
// timeline. A finished job's Elapsed is its time to the nearest second, as the timeline reads it; a running job's
// counts up by whole seconds.
TEST(ElapsedTest, AFinishedJobsElapsedReadsAsItsTimeline)
{
    const qint64 created = 1'765'000'000'000 + 76;

    struct Case
    {
        qint64 took;
        const char *elapsed;
        const char *timeline;
    };

    for (const Case &c : {Case{7'960, "8 s", "+8.0 s"},
                          Case{7'200, "7 s", "+7.2 s"},
                          Case{8'000, "8 s", "+8.0 s"},
                          // Counting up, a minute is "1 min 00 s" (a thirty-third trial read "60 s" beside
                          // "1 min 03 s").
                          Case{59'600, "1 min 00 s", "+59.6 s"},
                          Case{60'200, "1 min 00 s", "+1 min 00 s"},
                          Case{60'600, "1 min 01 s", "+1 min 01 s"},
                          Case{64'700, "1 min 05 s", "+1 min 05 s"},
                          Case{3'599'600, "1 h 00 min", "+1 h 00 min"}}) {
        EXPECT_EQ(JobLabels::elapsed(created, created + c.took, created + c.took + 30'000),
                  QString::fromLatin1(c.elapsed))
            << c.took << " ms";
        EXPECT_EQ(JobDetailWidget::formatOffset(c.took), QString::fromLatin1(c.timeline)) << c.took << " ms";
    }
    // A token's life counts down from "60 s" (a twentieth trial), whatever Elapsed says of a minute.
    EXPECT_EQ(JobLabels::duration(60'000), QStringLiteral("60 s"));
    EXPECT_EQ(JobLabels::timeLeft(created + 60'000, created), QStringLiteral("60 s"));
    // Running: whole seconds so far, never ahead of the clock.
    EXPECT_EQ(JobLabels::elapsed(created, 0, created + 7'960), QStringLiteral("7 s"));
    EXPECT_EQ(JobLabels::elapsed(created, 0, created + 8'000), QStringLiteral("8 s"));
}

// The seventh trial: a column gave way for want of a scroll bar's width while the page URL column kept blank room wider
// than that column needs. With solved, failed and queued jobs in view, at every size, no column with something to
// show is left out while the page URL has more room to spare than the column's least width.
TEST_F(FourthTrialTest, NoColumnGivesWayWhileThePageUrlHasItsRoomToSpare)
{
    QList<qint64> ids;
    for (int i = 0; i < 12; ++i) {
        TaskSpec s = spec(i);
        s.pageurl = QStringLiteral("https://shop%1.example/checkout?demo=%2").arg(i % 4).arg(i);
        ids << enqueue(s);
    }
    for (int i = 0; i < 10; ++i) {
        ASSERT_TRUE(SolveDeckTest::claimJob(store, ids.at(i)).ok());
        ASSERT_TRUE(store.markSubmitted(ids.at(i), QStringLiteral("7%1").arg(i)).ok());
        if (i % 5 == 2) {
            ASSERT_TRUE(store.markFailed(ids.at(i), QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        } else {
            ASSERT_TRUE(store.markSolved(ids.at(i), QStringLiteral("t"), Clock::system().nowMs() + 100'000).ok());
        }
    }
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    waitForAFreeThread(*window);
    for (int w = 900; w <= 1600; w += 20) {
        const QSize size(w, 800);
        resizeTo(*window, size.width(), size.height());
        window->jobColumns()->fit();
        int widest = 0;
        for (int row = 0; row < window->jobModel()->rowCount(); ++row) {
            widest = std::max(widest,
                              view->fontMetrics().horizontalAdvance(
                                  window->jobModel()->index(row, JobTableModel::PageUrlColumn).data().toString()));
        }
        // A cell's text with the margins the columns are fitted with (JobColumns::contentWidth).
        const int padding = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 12;
        const int spare = view->columnWidth(JobTableModel::PageUrlColumn) - widest - padding;
        for (const int column : window->jobColumns()->leftOut()) {
            EXPECT_LT(spare, window->jobColumns()->minimumWidth(column))
                << size.width() << ": column " << column << " left out beside " << spare
                << " px to spare in the page URL; widths " << widths(view);
        }
    }
}

// The eighth trial: at 900x560 a page URL cut at its end ("shop1.example/checkout?…") lost what tells two jobs of one
// page apart; the tenth saw "shop1.ex…?demo=25" lose its host. A cut page URL keeps its host whole and as much of
// its end as fits.
// A thirtieth trial: at 1600x1000 the demo's site keys read "6LdDemoSiteKeyForSolveDeckConsoleD…" beside a Page URL
// with 150 to 300 px to spare. A site key of capitals is whole wherever the page URL has room to spare.
TEST_F(FourthTrialTest, ASiteKeyOfCapitalsIsWholeWhileThePageUrlHasRoomToSpare)
{
    const QString key = QStringLiteral("6LdDemoSiteKeyForSolveDeckConsoleDemoKEY");
    ASSERT_EQ(key.size(), 40);
    for (int i = 0; i < 6; ++i) {
        TaskSpec s = spec(i);
        s.sitekey = key;
        s.pageurl = QStringLiteral("https://shop%1.example/login?demo=%2").arg(i % 4).arg(i);
        enqueue(s);
    }
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    resizeTo(*window, 1600, 1000);
    window->jobColumns()->fit();
    ASSERT_FALSE(view->isColumnHidden(JobTableModel::SiteColumn)) << widths(view);
    const int padding = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 12;
    const int keyWidth = view->fontMetrics().horizontalAdvance(key) + padding;
    EXPECT_GE(view->columnWidth(JobTableModel::SiteColumn), keyWidth) << widths(view);
    int widestUrl = 0;
    for (int row = 0; row < window->jobModel()->rowCount(); ++row) {
        widestUrl = std::max(widestUrl,
                             view->fontMetrics().horizontalAdvance(
                                 window->jobModel()->index(row, JobTableModel::PageUrlColumn).data().toString()));
    }
    EXPECT_GT(view->columnWidth(JobTableModel::PageUrlColumn), widestUrl + padding)
        << "the page URL has room to spare: " << widths(view);
}

// The thirty-fifth trial imported a job with a 150-character page URL at 1600x1000: once it came into view the Page
// URL column took about 100 px from Site key, every site key was cut, the long address was still cut, and it stayed
// so. An address far longer than the others is cut in its middle; no column moves for it.
TEST_F(FourthTrialTest, OneLongPageUrlMovesNoColumn)
{
    const QString key = demoKey;
    enqueueAlikeRows(14);
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    resizeTo(*window, 1600, 1000);
    view->scrollToTop();
    window->jobColumns()->fit();
    const std::string before = widths(view);
    const int padding = 2 * view->style()->pixelMetric(QStyle::PM_FocusFrameHMargin, nullptr, view) + 12;

    TaskSpec longer = spec(99);
    longer.sitekey = key;
    longer.pageurl = QStringLiteral("https://shop3.example/a/very/long/path/that/goes/on/and/on/checkout?session="
                                    "abcdef1234567890&demo=yes");
    const qint64 id = enqueue(longer);
    window->jobModel()->refreshJobs({id});
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowOfJob(id) >= 0;
    }));
    view->scrollToTop();
    QApplication::processEvents();
    ASSERT_GE(view->rowAt(1), 0);
    ASSERT_LE(view->rowAt(1), window->jobModel()->rowOfJob(id)) << "the long address is not in view";
    window->jobColumns()->fit(); // as it does within a second of a new text
    QApplication::processEvents();
    EXPECT_EQ(widths(view), before) << "a column moved for one long address";
    EXPECT_LT(view->columnWidth(JobTableModel::PageUrlColumn),
              view->fontMetrics().horizontalAdvance(longer.pageurl.mid(8)) + padding);
}

// A thirty-ninth trial: at 1600x1000 the border between Site key and Page URL moved about 7 px, the keys losing a
// character, after a job with a very long address came into view under a text filter (too few rows in view for the
// long one to be left out, so the page URL asked for it). At one table width no column moves for the rows in view.
TEST_F(FourthTrialTest, AFilterOnALongAddressMovesNoColumn)
{
    const QString key = demoKey;
    enqueueAlikeRows(14);
    TaskSpec longer = spec(99);
    longer.sitekey = key;
    longer.pageurl = QStringLiteral("https://shop3.example/imported/a/very/long/path/that/goes/on/and/on/checkout?"
                                    "session=abcdef1234567890&demo=yes");
    enqueue(longer);
    auto window = openWindow(true, {1600, 1000});
    QTableView *view = table(*window);
    resizeTo(*window, 1600, 1000);
    view->scrollToTop();
    window->jobColumns()->fit();
    const int siteKey = view->columnWidth(JobTableModel::SiteColumn);
    const int pageUrlLeft = view->columnViewportPosition(JobTableModel::PageUrlColumn);
    const std::string before = widths(view);

    window->jobModel()->setText(QStringLiteral("imported"));
    QApplication::processEvents();
    ASSERT_EQ(window->jobModel()->rowCount(), 1);
    window->jobColumns()->fit(); // as it does within a second of a new text
    QApplication::processEvents();
    EXPECT_EQ(view->columnViewportPosition(JobTableModel::PageUrlColumn), pageUrlLeft)
        << "before " << before << ", after " << widths(view);
    EXPECT_GE(view->columnWidth(JobTableModel::SiteColumn), siteKey);
}

TEST(JobColumnsTypicalWidth, LeavesOutTheWidestTenthAndAtLeastOneOfThree)
{
    EXPECT_EQ(JobColumns::typicalWidth({}), 0);
    EXPECT_EQ(JobColumns::typicalWidth({120}), 120);
    EXPECT_EQ(JobColumns::typicalWidth({120, 400}), 400) << "two addresses: neither is the odd one out";
    EXPECT_EQ(JobColumns::typicalWidth({120, 400, 130}), 130);
    QList<int> many(25, 200);
    many[3] = 600;
    many[17] = 500;
    EXPECT_EQ(JobColumns::typicalWidth(many), 200) << "two of 25 are the widest tenth";
    many[9] = 550;
    EXPECT_EQ(JobColumns::typicalWidth(many), 500) << "three of 25 are more than a tenth";
    // A few characters longer than the rest is not the odd one out (a forty-third trial: the "checkout" addresses,
    // one character longer, were cut beside a site key that took the room); far longer still is.
    QList<int> near(20, 200);
    near[4] = 212;
    near[15] = 600;
    EXPECT_EQ(JobColumns::typicalWidth(near), 200) << "without a margin the two widest are the tenth left out";
    EXPECT_EQ(JobColumns::typicalWidth(near, 20), 212);
    EXPECT_EQ(JobColumns::typicalWidth(near, 400), 600) << "within the margin, the widest is taken too";
}

TEST_F(FourthTrialTest, APageUrlIsCutInItsMiddleKeepingItsHost)
{
    enqueue(spec(1));
    auto window = openWindow(true, {900, 560});
    QTableView *view = table(*window);
    auto *delegate = qobject_cast<PageUrlDelegate *>(view->itemDelegateForColumn(JobTableModel::PageUrlColumn));
    ASSERT_NE(delegate, nullptr) << "the page URL column has no delegate of its own";
    // A cell is one line: wrapped at its "?" it showed "shop2.example/signup?…" whatever the elide mode (a ninth
    // trial), and a site key "6Le-…".
    EXPECT_FALSE(view->wordWrap());
    const QFontMetrics metrics = view->fontMetrics();
    const QString url = QStringLiteral("shop1.example/checkout?demo=25");
    EXPECT_EQ(PageUrlDelegate::elided(url, metrics, metrics.horizontalAdvance(url)), url);
    for (const QString &end : {QStringLiteral("=25"), QStringLiteral("?demo=25")}) {
        const int room = metrics.horizontalAdvance(QStringLiteral("shop1.example/") + QChar(0x2026) + end);
        const QString cut = PageUrlDelegate::elided(url, metrics, room);
        EXPECT_EQ(cut, QStringLiteral("shop1.example/") + QChar(0x2026) + end);
        EXPECT_LE(metrics.horizontalAdvance(cut), room);
    }
    // A host longer than the room is cut in its middle with the rest.
    const QString tight = PageUrlDelegate::elided(url, metrics, metrics.horizontalAdvance(QStringLiteral("shop1.ex")));
    EXPECT_TRUE(tight.contains(QChar(0x2026))) << tight.toStdString();
    EXPECT_LE(metrics.horizontalAdvance(tight), metrics.horizontalAdvance(QStringLiteral("shop1.ex")));
    // The cell as painted: the host whole beside a narrow column.
    view->setColumnWidth(JobTableModel::PageUrlColumn,
                         metrics.horizontalAdvance(QStringLiteral("shop2.example/")) + 60);
    QStyleOptionViewItem option;
    option.initFrom(view);
    option.rect = QRect(0, 0, view->columnWidth(JobTableModel::PageUrlColumn), 20);
    delegate->initStyleOption(&option, window->jobModel()->index(0, JobTableModel::PageUrlColumn));
    EXPECT_EQ(option.textElideMode, Qt::ElideMiddle);
    EXPECT_TRUE(option.text.startsWith(QStringLiteral("shop2.example/") + QChar(0x2026))) << option.text.toStdString();
    EXPECT_TRUE(option.text.endsWith(QStringLiteral("/1"))) << option.text.toStdString();
}

// The eleventh trial: the vertical scroll bar came with rows arriving above and went with a filter, narrowing the
// table and moving the columns by its width; and at 1200 px the table showed no time at all. The scroll bar keeps its
// room, and Created comes before a page URL wider than its least width.
TEST_F(FourthTrialTest, TheScrollBarMovesNoColumnAndATimeShowsAt1200)
{
    for (int i = 0; i < 3; ++i) {
        enqueue(spec(i));
    }
    auto window = openWindow(true, {1200, 800});
    QTableView *view = table(*window);
    waitForAFreeThread(*window);
    window->jobColumns()->fit();
    EXPECT_FALSE(view->isColumnHidden(JobTableModel::CreatedColumn)) << widths(view);
    const std::string before = widths(view);
    QList<qint64> ids;
    for (int i = 3; i < 60; ++i) {
        ids << enqueue(spec(i));
    }
    window->jobModel()->refreshJobs(ids);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 60;
    }));
    QTest::qWait(1300);
    window->jobColumns()->fit();
    EXPECT_EQ(widths(view), before) << "the columns moved when the rows outgrew the view";
}

// A twenty-eighth trial: Tab in the job table moved from cell to cell and so changed the selected job (39 became 35
// after eight Tabs, under a Del or a copy); from the filter box it went to the chart's two lists and stayed there.
// Tab and Shift+Tab go through the window's parts as they read, in both directions, with the selection kept; at
// 900x560 the dock's stop is the link to the charts' window.
TEST_F(FourthTrialTest, TabGoesThroughTheWindowsPartsAndLeavesTheSelectionAlone)
{
    for (int i = 0; i < 6; ++i) {
        solve(enqueue(spec(i)));
    }
    for (const QSize size : {QSize(1200, 800), QSize(900, 560)}) {
        SCOPED_TRACE(size.width());
        auto window = openWindow(false, size);
        window->activateWindow();
        QApplication::processEvents();
        window->selectJob(4);
        QApplication::processEvents();
        ASSERT_EQ(window->selectedJobIds(), QList<qint64>{4});
        const auto stopName = [&window]() -> QString {
            QWidget *focused = QApplication::focusWidget();
            for (QWidget *w = focused; w != nullptr && w != window.get(); w = w->parentWidget()) {
                if (!w->objectName().isEmpty() && !w->objectName().startsWith(QLatin1String("qt_"))) {
                    return w->objectName() == QLatin1String("detailTabs") ? QStringLiteral("detailTabBar")
                                                                          : w->objectName();
                }
            }
            return focused ? QString::fromLatin1(focused->metaObject()->className()) : QStringLiteral("none");
        };
        const QString dockStops = size.width() >= 1200 ? QStringLiteral("chartBox chartWindowBox")
                                                       : QStringLiteral("capacityChartsHint");
        const QString cycle = QStringLiteral("jobTable copyTokenButton detailTabBar tokenText %1 threadCapSpin "
                                             "filterEdit stateList")
                                  .arg(dockStops);
        const qsizetype stops = cycle.split(QLatin1Char(' ')).size();

        window->findChild<QTableView *>(QStringLiteral("jobTable"))->setFocus(Qt::MouseFocusReason);
        QStringList forward;
        for (qsizetype i = 0; i < stops; ++i) {
            forward << stopName();
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            EXPECT_EQ(window->selectedJobIds(), QList<qint64>{4}) << "after " << forward.last().toStdString();
        }
        EXPECT_EQ(forward.join(QLatin1Char(' ')).toStdString(), cycle.toStdString());
        EXPECT_EQ(stopName().toStdString(), "jobTable") << "Tab comes back round to the table";

        QStringList backward;
        for (qsizetype i = 0; i < stops; ++i) {
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Backtab, Qt::ShiftModifier);
            backward.prepend(stopName());
            EXPECT_EQ(window->selectedJobIds(), QList<qint64>{4}) << "after " << backward.first().toStdString();
        }
        EXPECT_EQ(backward.join(QLatin1Char(' ')).toStdString(), cycle.toStdString());
        if (size.width() < 1200) {
            // Enter on the link, reached by Tab, shows the charts in their own window.
            while (stopName() != QLatin1String("capacityChartsHint")) {
                QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
            }
            QTest::keyClick(QApplication::focusWidget(), Qt::Key_Return);
            EXPECT_TRUE(window->capacityConsole()->dock()->isFloating());
        }
    }
}

// A thirty-seventh trial: Tab through the detail pane scrolled it to the token, and the pane stayed so after Tab went
// on, its header, the expiry line and the tabs out of sight; after a resize its top line was cut through its letters.
// The pane rests at its top whenever the focus is not inside it.
// A forty-second trial: in a pane dragged small at 900x560, Tab onto the timeline focused its first row half below the
// pane's edge, the pane unscrolled (QScrollArea placed the row where the list's header is).
TEST_F(FourthTrialTest, TabOntoTheTimelineInASmallPaneShowsItsFocusedRowWhole)
{
    const qint64 solved = enqueue(spec(0));
    solve(solved);
    auto window = openWindow(false, {900, 560});
    window->activateWindow();
    auto *splitter = window->findChild<QSplitter *>(QStringLiteral("contentSplitter"));
    ASSERT_NE(splitter, nullptr);
    const QList<int> sizes = splitter->sizes();
    ASSERT_EQ(sizes.size(), 2);
    splitter->setSizes({sizes.at(0) + sizes.at(1) - 110, 110});
    QApplication::processEvents();
    window->selectJob(solved);
    QApplication::processEvents();
    auto *scroll = window->detailWidget()->findChild<QScrollArea *>(QStringLiteral("detailScroll"));
    auto *tabs = window->detailWidget()->findChild<QTabWidget *>(QStringLiteral("detailTabs"));
    auto *timeline = window->detailWidget()->findChild<QTreeWidget *>(QStringLiteral("timeline"));
    ASSERT_TRUE(scroll && tabs && timeline);
    ASSERT_GT(timeline->topLevelItemCount(), 0);
    tabs->setCurrentWidget(timeline);
    tabs->tabBar()->setFocus(Qt::TabFocusReason);
    QApplication::processEvents();
    ASSERT_GT(scroll->verticalScrollBar()->maximum(), 0) << "the pane has nothing to scroll: this test shows nothing";
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QApplication::processEvents();
    ASSERT_EQ(QApplication::focusWidget(), timeline) << "Tab from the tabs did not reach the timeline";
    ASSERT_TRUE(timeline->currentIndex().isValid());
    const QRect row = timeline->visualRect(timeline->currentIndex());
    const QRect inPane(timeline->viewport()->mapTo(scroll->viewport(), row.topLeft()), row.size());
    EXPECT_LE(inPane.bottom(), scroll->viewport()->rect().bottom())
        << "the focused row is cut by the pane's edge: " << inPane.top() << ".." << inPane.bottom() << " in "
        << scroll->viewport()->height() << " px";
    EXPECT_GE(inPane.top(), 0);
}

TEST_F(FourthTrialTest, TheDetailPaneIsBackAtItsTopOnceTheFocusLeavesIt)
{
    for (int i = 0; i < 3; ++i) {
        solve(enqueue(spec(i)));
    }
    // A failed job's error (with a detail of some length) puts its tabs below the fold of a 900x560 window's pane.
    const qint64 failed = enqueue(spec(3));
    ASSERT_TRUE(
        store.markFailed(failed, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QStringLiteral("detail ").repeated(120))
            .ok());
    auto window = openWindow(false, {900, 560});
    window->activateWindow();
    QApplication::processEvents();
    window->selectJob(failed);
    QApplication::processEvents();
    auto *scroll = window->detailWidget()->findChild<QScrollArea *>(QStringLiteral("detailScroll"));
    ASSERT_NE(scroll, nullptr);
    QScrollBar *bar = scroll->verticalScrollBar();
    ASSERT_GT(bar->maximum(), 0) << "the pane has nothing to scroll at 900x560: this test shows nothing";
    const auto inPane = [&] {
        return QApplication::focusWidget() != nullptr && scroll->isAncestorOf(QApplication::focusWidget());
    };

    table(*window)->setFocus(Qt::MouseFocusReason);
    int scrolledTo = 0;
    for (int i = 0; i < 6 && !(inPane() && QApplication::focusWidget()->objectName() == QLatin1String("tokenText"));
         ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        QApplication::processEvents();
        scrolledTo = std::max(scrolledTo, bar->value());
    }
    ASSERT_TRUE(inPane()) << "Tab did not reach the token";
    // Its stop shows where the focus is: a cursor in the text (a thirty-ninth trial saw no focus at that stop).
    auto *token = qobject_cast<QPlainTextEdit *>(QApplication::focusWidget());
    ASSERT_NE(token, nullptr);
    EXPECT_TRUE(token->textInteractionFlags() & Qt::TextSelectableByKeyboard)
        << "a read-only text without keyboard selection shows no cursor";
    ASSERT_GT(scrolledTo, 0) << "Tab did not scroll the pane: this test shows nothing";
    QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
    QApplication::processEvents();
    ASSERT_FALSE(inPane());
    EXPECT_EQ(bar->value(), 0) << "the pane stayed scrolled after Tab left it";

    // Scrolled by the wheel (the focus elsewhere), then the window resized: back at its top, no line cut.
    bar->setValue(bar->maximum() / 2 + 1);
    resizeTo(*window, 960, 600);
    QApplication::processEvents();
    EXPECT_EQ(bar->value(), 0) << "a resize left the pane scrolled";

    // With the focus inside, a resize keeps the focused part in view instead.
    auto *tabs = window->detailWidget()->findChild<QTabWidget *>(QStringLiteral("detailTabs"));
    ASSERT_NE(tabs, nullptr);
    tabs->tabBar()->setFocus(Qt::TabFocusReason);
    resizeTo(*window, 900, 560);
    QApplication::processEvents();
    QWidget *tabBar = tabs->tabBar();
    const QRect inView(tabBar->mapTo(scroll->viewport(), QPoint(0, 0)), tabBar->size());
    EXPECT_TRUE(scroll->viewport()->rect().contains(inView)) << "the focused tabs went out of sight";
}
