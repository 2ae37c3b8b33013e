// The capacity dock, the charts, Pause/Resume Queue, the waiting reasons in the table and the detail pane, the tray
// and the notifications, on the offscreen platform (which has no system tray: everything else must still work).
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "core/timetext.h"
#include "gui/capacityconsole.h"
#include "gui/capacitydock.h"
#include "gui/chartswidget.h"
#include "gui/consolesettings.h"
#include "gui/consolestatusbar.h"
#include "gui/itemdataroles.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/queuetray.h"
#include "support/testhosts.h"
#include "support/teststore.h"
#include "support/testutil.h"

#include <QAbstractItemModelTester>
#include <QAction>
#include <QApplication>
#include <QBarSet>
#include <QChart>
#include <QComboBox>
#include <QElapsedTimer>
#include <QLabel>
#include <QLineSeries>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QProgressBar>
#include <QRegularExpression>
#include <QSettings>
#include <QStackedBarSeries>
#include <QStatusBar>
#include <QStatusTipEvent>
#include <QStyle>
#include <QSystemTrayIcon>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QToolBar>
#include <QTranslator>
#include <QValueAxis>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

class CapacityGui : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QSettings().clear();
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
        // The waiting reasons read the authorised targets: shop.test is authorised as an operator would.
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store));
    }

    void TearDown() override { QSettings().clear(); }

    qint64 enqueue(int n)
    {
        TaskSpec spec;
        spec.method = Method::Turnstile;
        spec.sitekey = QStringLiteral("0x4AAAAAAAguiTest00000");
        spec.pageurl = QStringLiteral("https://shop.test/gui/%1").arg(n);
        const auto added = store.enqueue(spec);
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->jobId : 0;
    }

    // A job enqueued, claimed and submitted through `engineSide`, another connection, as the engine writes: the
    // window's table has not heard of it. 0 (with a failure) if that failed.
    static qint64 submittedElsewhere(JobStore &engineSide, const QString &path)
    {
        TaskSpec spec;
        spec.method = Method::Turnstile;
        spec.sitekey = QStringLiteral("0x4AAAAAAAguiTest00000");
        spec.pageurl = QStringLiteral("https://shop.test/gui/") + path;
        const auto added = engineSide.enqueue(spec);
        const bool submitted = added.ok() && SolveDeckTest::claimJob(engineSide, added->jobId).ok()
                            && engineSide.markSubmitted(added->jobId, QStringLiteral("T%1").arg(added->jobId)).ok();
        EXPECT_TRUE(submitted);
        return submitted ? added->jobId : 0;
    }

    // A job solved now, having taken `ms` at the service.
    qint64 solved(int n)
    {
        const qint64 id = enqueue(n);
        EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        EXPECT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
        EXPECT_TRUE(store.markSolved(id, QStringLiteral("token"), QDateTime::currentMSecsSinceEpoch() + 60'000).ok());
        return id;
    }

    // Runs `body` in English, then in German (the console's translation installed).
    static void inEnglishAndGerman(const std::function<void(bool inGerman)> &body)
    {
        QTranslator german;
        ASSERT_TRUE(german.load(QStringLiteral(":/i18n/solvedeck_de.qm")));
        for (const bool inGerman : {false, true}) {
            if (inGerman) {
                QCoreApplication::installTranslator(&german);
            }
            body(inGerman);
            QCoreApplication::removeTranslator(&german);
        }
    }

    QTemporaryDir dir;
    JobStore store;
};

TEST_F(CapacityGui, TheDockIsShownOnTheRightByDefaultAndWhereItWasIsRemembered)
{
    {
        MainWindow window(MainWindow::Options{});
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        CapacityDock *dock = window.capacityConsole()->dock();
        ASSERT_NE(dock, nullptr);
        EXPECT_TRUE(dock->isVisible());
        EXPECT_EQ(window.dockWidgetArea(dock), Qt::RightDockWidgetArea);
        auto *toggle = window.findChild<QAction *>(QStringLiteral("capacityDockAction"));
        ASSERT_NE(toggle, nullptr);
        toggle->trigger(); // View > Capacity Dock off
        EXPECT_FALSE(dock->isVisible());
        window.close();
    }
    MainWindow again(MainWindow::Options{});
    again.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&again));
    EXPECT_FALSE(again.capacityConsole()->dock()->isVisible()) << "the dock's state was not remembered";
}

TEST_F(CapacityGui, TheDockShowsTheGaugeTheAccountTheBalanceAndAnotherClient)
{
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    CapacityConsole *console = window.capacityConsole();
    EngineStatus status;
    status.state = int(Engine::State::Running);
    status.inFlight = 3;
    status.effectiveCap = 5;
    status.planThreads = 5;
    status.accountThreads = 5;
    status.accountWorking = 5;
    status.accountAtMs = QDateTime::currentMSecsSinceEpoch() - 5'000;
    status.balance = 12.5;
    status.balanceAtMs = QDateTime::currentMSecsSinceEpoch();
    // This database's engines could hold 3 while that threadsinfo was asked: 2 working threads are someone else's.
    status.databaseThreadsAtReading = 3;
    console->applyStatus(status);
    CapacityDock *dock = console->dock();
    EXPECT_TRUE(dock->otherClientLabel()->text().isEmpty()) << "one reading is not enough to say so";
    // A second reading that agrees: the note appears (its room was kept, so nothing moves).
    const int roomBefore = dock->otherClientLabel()->height();
    status.accountAtMs += 10'000;
    console->applyStatus(status);
    EXPECT_EQ(dock->gauge()->value(), 3);
    EXPECT_EQ(dock->gauge()->maximum(), 5);
    EXPECT_EQ(dock->gauge()->format(), QStringLiteral("3 / 5"));
    EXPECT_TRUE(dock->accountLabel()->text().contains(QStringLiteral("5 of 5 threads working, 0 free")))
        << dock->accountLabel()->text().toStdString();
    EXPECT_TRUE(dock->balanceLabel()->text().startsWith(QStringLiteral("12.50")));
    EXPECT_EQ(dock->engineLabel()->text(), QStringLiteral("Running"));
    EXPECT_TRUE(dock->otherClientLabel()->isVisible());
    EXPECT_EQ(dock->otherClientLabel()->text(), QStringLiteral("Another client is using 2 threads of this plan"));
    EXPECT_EQ(dock->otherClientLabel()->height(), roomBefore);

    status.accountWorking = 3;                                              // all ours
    status.accountAtMs = QDateTime::currentMSecsSinceEpoch() - 10 * 60'000; // and old
    console->applyStatus(status);
    EXPECT_FALSE(dock->otherClientLabel()->text().isEmpty()) << "gone only once two readings say so";
    status.accountAtMs += 1'000;
    console->applyStatus(status);
    EXPECT_TRUE(dock->otherClientLabel()->text().isEmpty());
    EXPECT_TRUE(dock->accountLabel()->text().contains(QStringLiteral("stale")));
}

// The fourteenth trial: the gauge's "1 / 2" lost half its "/", and "3 / 5" half its "5": the text sat on the fill's
// edge, whose lines and change of colour hid part of it. The text keeps clear of the edge and shows whole.
TEST_F(CapacityGui, TheGaugeTextIsWholeWhereverTheFillEnds)
{
    CapacityDock dock;
    dock.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dock));
    QProgressBar *gauge = dock.gauge();
    // At the dock's narrowest and widest, and between (the trial saw it at 190 px and at about 300).
    for (int width = CapacityDock::kMinimumWidth; width <= CapacityDock::kMaximumWidth; width += 30) {
        dock.resize(width, 400);
        QCoreApplication::processEvents();
        for (const auto &[value, maximum] : {std::pair{1, 2},
                                             std::pair{3, 5},
                                             std::pair{2, 5},
                                             std::pair{4, 5},
                                             std::pair{2, 3},
                                             std::pair{5, 8},
                                             std::pair{1, 5},
                                             std::pair{0, 5}}) {
            const QString text = QStringLiteral("%1 / %2").arg(value).arg(maximum);
            gauge->setMaximum(maximum);
            gauge->setValue(value);
            gauge->setFormat(QString());
            const QImage without = gauge->grab().toImage();
            gauge->setFormat(text);
            const QImage with = gauge->grab().toImage();
            ASSERT_EQ(with.size(), without.size());
            // Where the fill ends: the last column of the middle row in the fill's colour (its edge included).
            const QColor fill = gauge->palette().color(QPalette::Highlight);
            int fillEnd = -1;
            for (int x = 0; x < without.width(); ++x) {
                const QColor c = without.pixelColor(x, without.height() / 2);
                if (std::abs(c.hue() - fill.hue()) < 20 && c.saturation() > 80)
                    fillEnd = x;
            }
            // The columns the text visibly changes (white on white is no change).
            int first = with.width(), last = -1, nearEdge = 0;
            for (int x = 0; x < with.width(); ++x) {
                for (int y = 0; y < with.height(); ++y) {
                    if (std::abs(qGray(with.pixel(x, y)) - qGray(without.pixel(x, y))) > 48) {
                        first = std::min(first, x);
                        last = std::max(last, x);
                        nearEdge += fillEnd >= 0 && std::abs(x - fillEnd) <= 2 ? 1 : 0;
                    }
                }
            }
            const int textWidth = gauge->fontMetrics().horizontalAdvance(text);
            const std::string at = text.toStdString() + " on a " + std::to_string(gauge->width()) + " px bar (fill to "
                                 + std::to_string(fillEnd) + ", text " + std::to_string(first) + ".."
                                 + std::to_string(last) + ")";
            EXPECT_EQ(nearEdge, 0) << at << ": the text sits on the fill's edge";
            EXPECT_GE(last - first + 1, textWidth - 4)
                << at << ": part of the text (" << textWidth << " px wide) does not show";
        }
    }
}

TEST_F(CapacityGui, PauseFromTheToolbarStopsTheQueueAndEveryQueuedJobSaysWhy)
{
    MainWindow window(MainWindow::Options{});
    window.resize(1400, 800);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const qint64 a = enqueue(1);
    enqueue(2);
    window.attach(&store, nullptr);
    QAbstractItemModelTester tester(window.jobModel(), QAbstractItemModelTester::FailureReportingMode::Fatal);

    QAction *pause = window.capacityConsole()->pauseAction();
    EXPECT_EQ(pause->shortcut(), QKeySequence(Qt::Key_Space));
    auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    ASSERT_NE(toolBar, nullptr);
    EXPECT_TRUE(toolBar->actions().contains(pause));
    pause->trigger();
    EXPECT_TRUE(QueueControl(store).state().paused);
    EXPECT_TRUE(window.capacityConsole()->queuePaused());
    EXPECT_EQ(pause->text(), QStringLiteral("&Resume Queue"));
    // Its tooltip is the icon-only button's only words: it says what the button does now (a fifteenth trial read
    // pausing's words on it).
    EXPECT_TRUE(pause->toolTip().startsWith(QStringLiteral("Submit queued jobs again")))
        << pause->toolTip().toStdString();

    JobTableModel *model = window.jobModel();
    ASSERT_EQ(model->rowCount(), 2);
    for (int row = 0; row < model->rowCount(); ++row) {
        const QModelIndex state = model->index(row, JobTableModel::StateColumn);
        EXPECT_EQ(state.data(WaitingReasonRole).toString(), QStringLiteral("paused"));
        // The reason is in the Details column beside the state (issue 28; one column with the token's life and the
        // error since the tenth first-hour trial).
        const QModelIndex waiting = model->index(row, JobTableModel::DetailsColumn);
        EXPECT_TRUE(waiting.data(Qt::DisplayRole).toString().contains(QStringLiteral("paused")))
            << waiting.data(Qt::DisplayRole).toString().toStdString();
        EXPECT_EQ(state.data(Qt::DisplayRole).toString(), QStringLiteral("Queued"));
        EXPECT_TRUE(state.data(Qt::ToolTipRole).toString().startsWith(QStringLiteral("paused")));
    }
    window.selectJob(a);
    EXPECT_TRUE(window.detailWidget()->waitingLabel()->isVisible());
    EXPECT_TRUE(window.detailWidget()->waitingLabel()->text().startsWith(QStringLiteral("Waiting: paused")));

    pause->trigger(); // resume
    EXPECT_FALSE(QueueControl(store).state().paused);
    EXPECT_TRUE(pause->toolTip().startsWith(QStringLiteral("No new submits"))) << pause->toolTip().toStdString();
    EXPECT_NE(model->index(0, JobTableModel::StateColumn).data(WaitingReasonRole).toString(), QStringLiteral("paused"));
    QStringList actions;
    // The queue's own entries: the fixture's authorised test hosts are in the log too (hosts.allow).
    AuditQuery queueOnly;
    queueOnly.action = QStringLiteral("queue.");
    const auto entries = AuditLog(store).entries(queueOnly); // kept: a range over a temporary's member would dangle
    for (const AuditEntry &e : entries.value()) {
        actions << e.action;
    }
    EXPECT_EQ(actions, (QStringList{QStringLiteral("queue.pause"), QStringLiteral("queue.resume")}));
}

TEST_F(CapacityGui, WithoutASystemTrayTheMenuTooltipAndNotificationsStillWork)
{
    ASSERT_FALSE(QSystemTrayIcon::isSystemTrayAvailable()) << "this test is about a desktop without a tray";
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    QueueTray *tray = window.capacityConsole()->tray();
    ASSERT_NE(tray, nullptr);
    EXPECT_FALSE(tray->hasTray());
    EXPECT_EQ(tray->icon(), nullptr);

    QStringList items;
    for (QAction *action : tray->menu()->actions()) {
        if (!action->isSeparator()) {
            items << action->text();
        }
    }
    EXPECT_EQ(items,
              (QStringList{QStringLiteral("&Show/Hide SolveDeck"),
                           QStringLiteral("&Pause Queue"),
                           window.findChild<QAction *>(QStringLiteral("newJobAction"))->text(),
                           window.findChild<QAction *>(QStringLiteral("quitAction"))->text()}));
    // The tray menu's Pause works as the toolbar's.
    tray->menu()->actions().at(1)->trigger();
    EXPECT_TRUE(QueueControl(store).state().paused);

    enqueue(1);
    // The tooltip's counts are the window's figures, read with the table's rows when the change reaches them.
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return tray->toolTip().contains(QStringLiteral("1 queued"));
    })) << tray->toolTip().toStdString();
    EXPECT_TRUE(tray->toolTip().startsWith(QStringLiteral("Solving 0")));
    EXPECT_TRUE(tray->toolTip().contains(QStringLiteral("1 queued"))) << tray->toolTip().toStdString();
    EXPECT_TRUE(tray->toolTip().contains(QStringLiteral("paused")));
    EXPECT_FALSE(QueueTray::meterIcon(3, 5, false).isNull());

    // A notification without a tray lands in the status bar.
    QSignalSpy shown(tray, &QueueTray::notificationShown);
    EngineStatus status;
    status.state = int(Engine::State::PausedForKey);
    window.capacityConsole()->applyStatus(status);
    ASSERT_EQ(shown.size(), 1);
    EXPECT_EQ(shown.at(0).at(0).toString(), QStringLiteral("The API key was rejected"));
    EXPECT_FALSE(shown.at(0).at(2).toBool());
    EXPECT_TRUE(window.statusBar()->currentMessage().contains(QStringLiteral("The API key was rejected")));

    // Close to tray is not offered without a tray: closing closes.
    QSettings().setValue(QStringLiteral("tray/closeToTray"), true);
    window.close();
    EXPECT_FALSE(window.isVisible());
}

// The fifteenth trial: without a tray, a failed job's note at 900x560 ended "(ERRO…" in English and "Die Bearbeiter
// ko…" in German: the title and the cause took the error code's room. The note is "Job N (method) failed: CODE —
// cause", so the code shows whole at 900 px in both languages; the whole note is the status bar's tooltip when it is
// cut.
TEST_F(CapacityGui, AFailedJobsNoteShowsItsErrorCodeAt900Px)
{
    int n = 0;
    inEnglishAndGerman([&](bool inGerman) {
        MainWindow window(MainWindow::Options{});
        window.resize(900, 560);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        window.attach(&store, nullptr);
        QTest::qWait(20); // the failure comes after the console attached, as a failure it notifies
        const qint64 id = enqueue(++n);
        ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
        ASSERT_TRUE(store.markFailed(id, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        window.jobModel()->refreshJobs({id});
        const std::string language = inGerman ? "German" : "English";
        ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
            return window.statusBar()->currentMessage().contains(QString::number(id));
        })) << language
            << ": no note; the status bar says " << window.statusBar()->currentMessage().toStdString();
        const QString note = window.statusBar()->currentMessage();
        EXPECT_TRUE(note.contains(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")))
            << language << ": " << note.toStdString();
        if (note.endsWith(QChar(0x2026))) {
            EXPECT_TRUE(window.statusBar()->toolTip().contains(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")))
                << language << ": the cut note's tooltip is " << window.statusBar()->toolTip().toStdString();
        }
    });
}

// A thirty-eighth trial: in German at 900 px the export's note, cut ("…solvedeck-jobs.csv ex…"), was replaced by a
// job's failure after about 9 s, before the 12 s a cut note stays for its tooltip to be read. A notice (a failure,
// the queue drained) follows a note of the operator's own doing once that note's time is over; a later notice still
// replaces an earlier one.
TEST_F(CapacityGui, AFailureWaitsForTheNoteOfWhatTheOperatorDid)
{
    MainWindow window(MainWindow::Options{});
    window.resize(900, 560);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    QTest::qWait(20); // the failures come after the console attached, as failures it notifies
    const QString exported = QStringLiteral("Exported 139 jobs to /root/Documents/")
                           + QStringLiteral("folder/").repeated(20) + QStringLiteral("solvedeck-jobs.csv.");
    window.showStatusMessage(exported, 4000);
    QElapsedTimer shown;
    shown.start();
    ASSERT_TRUE(window.statusBar()->currentMessage().endsWith(QChar(0x2026)))
        << "the note is whole at 900 px: this test shows nothing; "
        << window.statusBar()->currentMessage().toStdString();
    const auto fail = [&](int n) {
        const qint64 id = enqueue(n);
        EXPECT_TRUE(SolveDeckTest::claimJob(store, id).ok());
        EXPECT_TRUE(store.markSubmitted(id, QStringLiteral("T%1").arg(id)).ok());
        EXPECT_TRUE(store.markFailed(id, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"), QString()).ok());
        window.jobModel()->refreshJobs({id});
        return id;
    };
    const qint64 first = fail(1);
    QTest::qWait(1500);
    EXPECT_EQ(window.consoleStatusBar()->note(), exported) << "the failure replaced the export's note at once";
    // Once the note's time is over (12 s for a cut note), the failure shows.
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window.consoleStatusBar()->note().startsWith(QStringLiteral("Job %1 (").arg(first));
        },
        20s))
        << window.statusBar()->currentMessage().toStdString();
    EXPECT_GE(shown.elapsed(), 11'000) << "the cut note went before its 12 s";
}

// The eighteenth trial: in German at 900 px the note after Copy Token was cut before its time ("…wenn das Token
// abläuft, um 1…") and went before its tooltip could be read. The time comes early enough to show whole at 900 px in
// both languages, with the demo's badge and a busy engine's count beside it; a note that is cut stays longer.
TEST_F(CapacityGui, TheCopyNotesTimeShowsAt900PxInBothLanguages)
{
    int n = 0;
    inEnglishAndGerman([&](bool inGerman) {
        for (int i = 0; i < 5; ++i) { // five solving, as the demo's engine keeps them
            const qint64 id = enqueue(100 * (n + 1) + i);
            ASSERT_TRUE(SolveDeckTest::claimJob(store, id).ok());
            ASSERT_TRUE(store.markSubmitted(id, QStringLiteral("S%1").arg(id)).ok());
        }
        const qint64 id = solved(++n);
        MainWindow::Options options;
        options.demo = true;
        MainWindow window(options);
        window.resize(900, 560);
        window.show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
        EngineHost engine;
        window.attach(&store, &engine);
        EngineStatus status;
        status.state = int(Engine::State::Running);
        status.effectiveCap = 5;
        status.planThreads = 5;
        status.inFlight = 5;
        Q_EMIT engine.statusChanged(status);
        window.capacityConsole()->refreshNow();
        QApplication::processEvents();
        window.selectJob(id);
        auto *copy = window.findChild<QAction *>(QStringLiteral("copyTokenAction"));
        ASSERT_NE(copy, nullptr);
        ASSERT_TRUE(copy->isEnabled());
        copy->trigger();
        QApplication::processEvents();
        const std::string language = inGerman ? "German" : "English";
        const QString time = localTimeText(store.job(id)->tokenExpiresAtMs, Clock::system().nowMs());
        const QString shown = window.statusBar()->currentMessage();
        if (shown != window.consoleStatusBar()->note()) { // cut after its time: it stays to be read whole
            EXPECT_GE(window.consoleStatusBar()->noteRemainingMs(), 10000) << language;
        }
        EXPECT_TRUE(shown.contains(time))
            << language << ": the note reads \"" << shown.toStdString() << "\" beside \""
            << window.findChild<QLabel *>(QStringLiteral("capacityLabel"))->text().toStdString() << "\"";
    });
}

// The twenty-second trial: a menu opened after a copy took the copy's note away (its status tips replaced it, and the
// empty tip on leaving cleared the bar); "The queue is empty" came in its place.
TEST_F(CapacityGui, AMenusStatusTipsPassOverTheCopyNote)
{
    const qint64 id = solved(1);
    MainWindow::Options options;
    options.demo = true;
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EngineHost engine;
    window.attach(&store, &engine);
    window.capacityConsole()->refreshNow();
    QApplication::processEvents();
    window.selectJob(id);
    auto *copy = window.findChild<QAction *>(QStringLiteral("copyTokenAction"));
    ASSERT_NE(copy, nullptr);
    ASSERT_TRUE(copy->isEnabled());
    copy->trigger();
    QApplication::processEvents();
    const QString note = window.consoleStatusBar()->note();
    ASSERT_TRUE(note.contains(QStringLiteral("clipboard"))) << note.toStdString();
    // A menu's item pointed at, then the menu left, as QMenu tells the window.
    QAction *preferences = nullptr;
    for (QAction *action : window.findChildren<QAction *>()) {
        if (!action->statusTip().isEmpty()) {
            preferences = action;
            break;
        }
    }
    ASSERT_NE(preferences, nullptr);
    preferences->showStatusText(&window);
    EXPECT_EQ(window.statusBar()->currentMessage(), preferences->statusTip());
    QStatusTipEvent left{QString()};
    QCoreApplication::sendEvent(&window, &left);
    EXPECT_EQ(window.statusBar()->currentMessage(), note) << "the note did not come back after the menu";
    EXPECT_GT(window.consoleStatusBar()->noteRemainingMs(), 0);
    // A note whose time ran out behind the tip does not come back.
    window.consoleStatusBar()->showNote(QStringLiteral("brief"), 50);
    preferences->showStatusText(&window);
    QTest::qWait(120);
    QCoreApplication::sendEvent(&window, &left);
    EXPECT_TRUE(window.statusBar()->currentMessage().isEmpty()) << window.statusBar()->currentMessage().toStdString();
}

// A thirty-sixth trial rested the pointer on Pause Queue and exported: the export's note never showed, the button's tip
// ("No new submits by any engine …") stood in its place and read as if the queue were paused. A toolbar button's tip
// does not pass over a note still showing; with no note, it shows.
TEST_F(CapacityGui, AToolbarButtonsTipDoesNotHideTheNoteOfWhatWasJustDone)
{
    MainWindow::Options options;
    options.demo = true;
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto *toolBar = window.findChild<QToolBar *>(QStringLiteral("mainToolBar"));
    ASSERT_NE(toolBar, nullptr);
    QWidget *button = nullptr;
    for (QAction *action : toolBar->actions()) {
        if (!action->statusTip().isEmpty() && toolBar->widgetForAction(action) != nullptr) {
            button = toolBar->widgetForAction(action);
            break;
        }
    }
    ASSERT_NE(button, nullptr);
    QStatusTipEvent tip(QStringLiteral("No new submits by any engine on this database"));
    QCoreApplication::sendEvent(button, &tip);
    EXPECT_EQ(window.statusBar()->currentMessage(), tip.tip()) << "with no note, the button's tip shows";
    QStatusTipEvent left{QString()};
    QCoreApplication::sendEvent(button, &left);

    const QString note = QStringLiteral("Exported 139 jobs to /home/operator/Documents/solvedeck-jobs.csv.");
    window.consoleStatusBar()->showNote(note, 10'000);
    QCoreApplication::sendEvent(button, &tip); // the pointer over the button again, as a dialog closes
    EXPECT_EQ(window.statusBar()->currentMessage(), note) << "the button's tip hid the export's note";
    QCoreApplication::sendEvent(button, &left);
    EXPECT_EQ(window.statusBar()->currentMessage(), note);
}

// A thirty-seventh trial, in German with a cap of 2: the status bar's figures grew longer while a failure's note was
// on show, and the note ran into them, cut through a letter without its "…". A note on show is cut again when the
// figures beside it grow.
TEST(ConsoleStatusBarTest, ANoteIsCutAgainWhenTheFiguresBesideItGrow)
{
    ConsoleStatusBar bar(true);
    bar.resize(700, 30);
    bar.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&bar));
    CapacityView view;
    view.statusText = QStringLiteral("Solving 1 · 1 thread in use · cap 5 (plan)");
    bar.setCapacity(view);
    QApplication::processEvents();
    const QString note = QStringLiteral(
        "Job 71 (reCAPTCHA v2) failed: ERROR_CAPTCHA_UNSOLVABLE — the workers could not "
        "solve this CAPTCHA; Jobs > Solve Again queues it again with the same "
        "parameters.");
    bar.showNote(note, 10'000);
    const QString before = bar.currentMessage();
    ASSERT_TRUE(before.endsWith(QChar(0x2026))) << before.toStdString();
    view.statusText = QStringLiteral("Solving 1 · 1 thread in use · cap 2 (set by operator; plan 5)");
    bar.setCapacity(view);
    QApplication::processEvents();
    const QString after = bar.currentMessage();
    EXPECT_TRUE(after.endsWith(QChar(0x2026))) << after.toStdString();
    EXPECT_LT(after.size(), before.size()) << "the note kept the room the longer figures now take";
    EXPECT_TRUE(note.startsWith(after.chopped(1)));
}

// A twenty-ninth trial pointed at Jobs > Pause Queue and Delete Finished Jobs… and saw no description in the status
// bar, which docs/console.md promises: every command whose tooltip describes it says so there, through the menu bar's
// menu as QMenu tells the window, and follows the tooltip (Pause becomes Resume).
TEST_F(CapacityGui, EveryMenuCommandWithADescriptionShowsItInTheStatusBar)
{
    MainWindow::Options options;
    options.demo = true;
    MainWindow window(options);
    window.resize(1600, 1000);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    QStringList silent;
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            const QString tip = action->toolTip();
            if (!action->isSeparator() && action->menu() == nullptr && action->statusTip().isEmpty()
                && tip != QString(action->text()).remove(QLatin1Char('&'))) {
                silent << action->text();
            }
        }
    }
    EXPECT_TRUE(silent.isEmpty()) << silent.join(QStringLiteral(", ")).toStdString();
    // Without one: only submenus and the View menu's switches, which say what they show.
    QStringList none;
    for (QAction *menu : window.menuBar()->actions()) {
        for (QAction *action : menu->menu()->actions()) {
            if (!action->isSeparator() && action->statusTip().isEmpty() && action->menu() == nullptr
                && !action->isCheckable()) {
                none << action->text();
            }
        }
    }
    EXPECT_TRUE(none.isEmpty()) << none.join(QStringLiteral(", ")).toStdString();

    QAction *pause = window.findChild<QAction *>(QStringLiteral("pauseQueueAction"));
    ASSERT_NE(pause, nullptr);
    ASSERT_FALSE(pause->statusTip().isEmpty());
    EXPECT_FALSE(pause->statusTip().endsWith(QStringLiteral("(Space)"))) << pause->statusTip().toStdString();
    QMenu *jobs = window.findChild<QMenu *>(QStringLiteral("jobsMenu"));
    ASSERT_NE(jobs, nullptr);
    window.activateWindow();
    window.menuBar()->setActiveAction(jobs->menuAction());
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return jobs->isVisible();
        },
        5s));
    jobs->setActiveAction(pause);
    QApplication::processEvents();
    EXPECT_EQ(window.statusBar()->currentMessage().toStdString(), pause->statusTip().toStdString());
    const QString pauseTip = pause->statusTip();
    jobs->close();
    window.menuBar()->setActiveAction(nullptr);
    // A tooltip that changes (Pause becomes Resume) takes its description along.
    pause->setToolTip(QStringLiteral("Submits again (Space)"));
    EXPECT_EQ(pause->statusTip(), QStringLiteral("Submits again"));
    EXPECT_NE(pause->statusTip(), pauseTip);
}

TEST_F(CapacityGui, TheChartsDrawTheStoresHistoryAndFollowTheWindow)
{
    for (int i = 0; i < 6; ++i) {
        solved(i);
    }
    MainWindow window(MainWindow::Options{});
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    CapacityConsole *console = window.capacityConsole();
    const double ms = console->refreshNow();
    EXPECT_GE(ms, 0.0);
    ChartsWidget *charts = console->dock()->charts();
    ASSERT_EQ(charts->solvesChart()->series().size(), 1);
    auto *bars = qobject_cast<QStackedBarSeries *>(charts->solvesChart()->series().first());
    ASSERT_NE(bars, nullptr);
    double total = 0;
    int buckets = 0;
    for (QBarSet *set : bars->barSets()) {
        buckets = std::max(buckets, int(set->count()));
        for (int i = 0; i < set->count(); ++i) {
            total += set->at(i);
        }
    }
    EXPECT_EQ(total, 6.0) << "six solves in the window (one-minute buckets: per minute = count)";
    EXPECT_EQ(buckets, 15);
    // The other tabs are drawn when shown: only Turnstile has times in the window.
    charts->tabs()->setCurrentIndex(1);
    QStringList shownLines;
    for (QLineSeries *line : charts->tokenSeries()) {
        if (line->isVisible()) {
            shownLines << line->name();
            EXPECT_GT(line->count(), 0);
        }
    }
    EXPECT_EQ(shownLines, (QStringList{QStringLiteral("Turnstile p50"), QStringLiteral("Turnstile p95")}));
    charts->tabs()->setCurrentIndex(2);
    EXPECT_GT(charts->threadSeries().at(0)->count(), 0) << "our busy threads over the window";
    charts->tabs()->setCurrentIndex(0);

    charts->windowBox()->setCurrentIndex(charts->windowBox()->findData(qint64(3'600'000)));
    bars = qobject_cast<QStackedBarSeries *>(charts->solvesChart()->series().first());
    ASSERT_NE(bars, nullptr);
    EXPECT_EQ(bars->barSets().first()->count(), 60);
    EXPECT_EQ(QSettings().value(QStringLiteral("charts/windowMs")).toLongLong(), 3'600'000);
}

// The eighteenth trial: the solves-per-minute chart counted a solve the sidebar's Solved row did not yet (the chart
// read the database on its own, once a second). Its solves are read with the table's rows and the sidebar's counts:
// a solve the table has not heard of is in neither, and one it has is in both once the chart is drawn again.
TEST_F(CapacityGui, TheChartsCountNoSolveTheSidebarHasNot)
{
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i) {
        ids << solved(i);
    }
    MainWindow window(MainWindow::Options{});
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    ChartsWidget *charts = window.capacityConsole()->dock()->charts();
    auto chartTotal = [&] {
        double total = 0;
        for (QAbstractSeries *series : charts->solvesChart()->series()) {
            if (auto *bars = qobject_cast<QStackedBarSeries *>(series)) {
                for (QBarSet *set : bars->barSets()) {
                    for (int i = 0; i < set->count(); ++i) {
                        total += set->at(i);
                    }
                }
            }
        }
        return int(total);
    };
    auto sidebarSolved = [&] {
        auto *list = window.findChild<QListWidget *>(QStringLiteral("stateList"));
        for (int row = 0; list && row < list->count(); ++row) {
            const QString text = list->item(row)->text();
            if (text.startsWith(QStringLiteral("Solved ("))) {
                return text.mid(8, text.indexOf(QLatin1Char(')')) - 8).toInt();
            }
        }
        return -1;
    };
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return chartTotal() == 3;
    })) << "the chart shows "
        << chartTotal();
    EXPECT_EQ(sidebarSolved(), 3);

    // Solved in the database through another connection, as the engine writes; the table has not heard yet.
    JobStore engineSide;
    ASSERT_TRUE(engineSide.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
    const qint64 fourth = submittedElsewhere(engineSide, QStringLiteral("fourth"));
    ASSERT_GT(fourth, 0);
    ASSERT_TRUE(
        engineSide.markSolved(fourth, QStringLiteral("token"), QDateTime::currentMSecsSinceEpoch() + 60'000).ok());
    QTest::qWait(2200); // two ticks of the charts
    EXPECT_EQ(sidebarSolved(), 3);
    EXPECT_EQ(chartTotal(), 3) << "the chart counts a solve the sidebar does not";

    window.jobModel()->refreshJobs({fourth});
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return sidebarSolved() == 4 && chartTotal() == 4;
    })) << "sidebar "
        << sidebarSolved() << ", chart " << chartTotal();
}

// A thirty-seventh trial: for about a second the gauge and "threads in use" counted a job the sidebar did not show yet
// (All and Queued not grown), the dock's note explaining "a submit on its way". The engine's status reaches the window
// before the table has read the job it counts (its batch of changed jobs follows). The threads in use are shown with
// the first counts read after the status came, in both directions (a claim and a collect): sampled between events, as
// a repaint would see them, the gauge, the status bar and the sidebar agree at every sample.
TEST_F(CapacityGui, TheThreadsInUseAreShownWithTheCountsReadAfterThem)
{
    MainWindow window(MainWindow::Options{});
    window.resize(1400, 900);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    CapacityDock *dock = window.capacityConsole()->dock();
    auto sidebar = [&](const QString &label) {
        auto *list = window.findChild<QListWidget *>(QStringLiteral("stateList"));
        const QString prefix = label + QStringLiteral(" (");
        for (int row = 0; list && row < list->count(); ++row) {
            const QString text = list->item(row)->text();
            if (text.startsWith(prefix)) {
                return text.mid(prefix.size(), text.indexOf(QLatin1Char(')')) - prefix.size()).toInt();
            }
        }
        return -1;
    };
    static const QRegularExpression threads(QStringLiteral("(\\d+) thread"));
    auto statusThreads = [&] {
        const QRegularExpressionMatch match = threads.match(window.capacityLabel()->text());
        return match.hasMatch() ? match.captured(1).toInt() : -1;
    };
    // Until the gauge shows `target`: at every sample the gauge and the status bar count the jobs the sidebar shows
    // at the service (here every thread is a Solving job's).
    QStringList failures;
    auto sampleUntil = [&](int target) {
        QElapsedTimer waited;
        waited.start();
        for (;;) {
            const int solving = sidebar(QStringLiteral("Solving"));
            const int gauge = dock->gauge()->value();
            if ((gauge != solving || statusThreads() != solving) && failures.size() < 10) {
                failures << QStringLiteral("gauge %1, status bar %2, sidebar Solving (%3)")
                                .arg(gauge)
                                .arg(statusThreads())
                                .arg(solving);
            }
            if (gauge == target || waited.elapsed() > 5000) {
                return gauge == target;
            }
            QTest::qWait(5);
        }
    };
    EngineStatus status;
    status.state = int(Engine::State::Running);
    status.effectiveCap = 5;
    status.planThreads = 5;
    window.capacityConsole()->applyStatus(status);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return sidebar(QStringLiteral("All")) == 0 && dock->gauge()->value() == 0;
    }));

    // The engine claims and submits a job (another connection) and says so before the table has read it.
    JobStore engineSide;
    ASSERT_TRUE(engineSide.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
    const qint64 id = submittedElsewhere(engineSide, QStringLiteral("threads"));
    ASSERT_GT(id, 0);
    status.inFlight = 1;
    window.capacityConsole()->applyStatus(status);
    EXPECT_TRUE(sampleUntil(1)) << "the gauge never showed the job";
    EXPECT_EQ(sidebar(QStringLiteral("All")), 1);

    // Collected: the thread stays counted while the sidebar still shows the job solving.
    ASSERT_TRUE(engineSide.markSolved(id, QStringLiteral("token"), QDateTime::currentMSecsSinceEpoch() + 60'000).ok());
    status.inFlight = 0;
    window.capacityConsole()->applyStatus(status);
    EXPECT_TRUE(sampleUntil(0)) << "the gauge never let the thread go";
    EXPECT_EQ(sidebar(QStringLiteral("Solved")), 1);
    EXPECT_TRUE(failures.isEmpty()) << failures.join(QLatin1Char('\n')).toStdString();
}

TEST_F(CapacityGui, NotificationsAreThrottledAndEachKindCanBeSwitchedOff)
{
    QSettings().setValue(QStringLiteral("notifications/banned"), false);
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    QueueTray *tray = window.capacityConsole()->tray();
    QSignalSpy shown(tray, &QueueTray::notificationShown);
    EngineStatus status;
    status.state = int(Engine::State::Banned);
    window.capacityConsole()->applyStatus(status);
    EXPECT_EQ(shown.size(), 0) << "ban notifications are off";
    status.state = int(Engine::State::PausedForKey);
    window.capacityConsole()->applyStatus(status);
    EXPECT_EQ(shown.size(), 1);
    status.state = int(Engine::State::Running);
    window.capacityConsole()->applyStatus(status);
    status.state = int(Engine::State::PausedForKey);
    window.capacityConsole()->applyStatus(status);
    EXPECT_EQ(shown.size(), 1) << "a second one within 10 s waits for the digest";
}

// Preferences' switch (ConsoleSettings::setNotifications, notifications/enabled) applies to a running console at
// once, with no restart.
TEST_F(CapacityGui, ThePreferencesSwitchTurnsNotificationsOffAndOnAtOnce)
{
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    window.attach(&store, nullptr);
    QueueTray *tray = window.capacityConsole()->tray();
    QSignalSpy shown(tray, &QueueTray::notificationShown);
    ConsoleSettings::setNotifications(false);
    EngineStatus status;
    status.state = int(Engine::State::PausedForKey);
    window.capacityConsole()->applyStatus(status);
    EXPECT_EQ(shown.size(), 0) << "notifications are off in Preferences";

    ConsoleSettings::setNotifications(true);
    status.state = int(Engine::State::Banned);
    window.capacityConsole()->applyStatus(status);
    EXPECT_EQ(shown.size(), 1) << "turned on again in Preferences";
}

} // namespace

// An eighth trial read "0, 3, 5, 8, 10" on Solves per minute: Qt Charts had set the bars' range 0..10 on the axis
// and kept its five ticks. Whatever sets an axis' range, its ticks are whole steps of 1, 2 or 5 from 0.
TEST(ChartTicksTest, EveryValueAxisKeepsWholeStepsWhateverSetsItsRange)
{
    ChartsWidget charts;
    QList<QValueAxis *> axes;
    for (QChart *chart : {charts.solvesChart(), charts.tokenChart(), charts.threadsChart()}) {
        for (QAbstractAxis *axis : chart->axes(Qt::Vertical)) {
            if (auto *value = qobject_cast<QValueAxis *>(axis)) {
                axes << value;
            }
        }
    }
    ASSERT_EQ(axes.size(), 3);
    for (QValueAxis *axis : axes) {
        for (const double top : {10.0, 9.0, 7.5, 3.0, 23.0, 1.0}) {
            axis->setTickCount(5);
            axis->setRange(0, top);
            const double step = (axis->max() - axis->min()) / (axis->tickCount() - 1);
            EXPECT_EQ(axis->min(), 0.0);
            EXPECT_GE(axis->max(), top);
            EXPECT_EQ(step, std::round(step)) << "ticks " << axis->tickCount() << " over 0.." << axis->max();
        }
    }
}

// The thirty-second trial: the Time to token legend broke "p50 (median)" after "p50", so "(median)" began the next
// line under "Turnstile". Each entry is one piece; lines break between entries only.
TEST(ChartLegendTest, AnEntryIsNeverBrokenAcrossLines)
{
    ChartsWidget charts;
    for (int tab = 0; tab < 3; ++tab) {
        auto *legend = charts.findChild<QLabel *>(QStringLiteral("chartLegend%1").arg(tab));
        ASSERT_NE(legend, nullptr);
        QString text = legend->text();
        ASSERT_FALSE(text.isEmpty()) << "legend " << tab;
        // Between entries (a line may break there), then within each: no breaking space outside the markup.
        const QStringList entries = text.split(QStringLiteral("&nbsp;&nbsp; "));
        for (QString entry : entries) {
            entry.remove(QRegularExpression(QStringLiteral("<[^>]*>")));
            EXPECT_FALSE(entry.trimmed().contains(QLatin1Char(' '))) << "legend " << tab << ": " << entry.toStdString();
        }
    }
    auto *token = charts.findChild<QLabel *>(QStringLiteral("chartLegend1"));
    EXPECT_TRUE(token->text().contains(QStringLiteral("p50&nbsp;(median)"))) << token->text().toStdString();
}

namespace {

// Sees each paint of the gauge and what it would show: its text and its fill.
class GaugePaints : public QObject
{
public:
    explicit GaugePaints(QProgressBar *gauge)
        : m_gauge(gauge)
    {
        gauge->installEventFilter(this);
    }

    QStringList mismatches;
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == m_gauge && event->type() == QEvent::Paint) {
            ++paints;
            const QString shown = QStringLiteral("%1 / %2").arg(m_gauge->value()).arg(m_gauge->maximum());
            if (m_gauge->format() != shown) {
                mismatches << m_gauge->format() + QStringLiteral(" drawn with the fill of ") + shown;
            }
        }
        return QObject::eventFilter(watched, event);
    }

private:
    QProgressBar *m_gauge;
};

} // namespace

// The twenty-ninth and the thirty-third trials each caught one frame of the gauge reading "1 / 5" over two fifths of
// fill: QProgressBar::setValue repaints at once, before the new text was set. Every paint shows one reading.
TEST(GaugeTest, EveryPaintShowsTheFillAndTheTextOfOneReading)
{
    CapacityDock dock;
    dock.resize(340, 600);
    dock.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dock));
    GaugePaints paints(dock.gauge());
    for (const auto &[value, cap] : {std::pair{0, 5}, {1, 5}, {2, 5}, {5, 5}, {1, 3}, {3, 3}, {0, 5}, {4, 5}}) {
        CapacityView view;
        view.gaugeValue = value;
        view.gaugeMaximum = cap;
        view.gaugeText = QStringLiteral("%1 / %2").arg(value).arg(cap);
        dock.showView(view);
        QApplication::processEvents();
    }
    EXPECT_GT(paints.paints, 0);
    EXPECT_TRUE(paints.mismatches.isEmpty()) << paints.mismatches.join(QStringLiteral("; ")).toStdString();
}

// The thirty-fourth trial switched to Time to token after the first minute's 8 solves and saw a blank plot: each
// method's p50 and p95 were lines of one point, which draw nothing. A lone point shows as a dot.
TEST(ChartLegendTest, TheFirstMinutesTimesToTokenShow)
{
    ChartsWidget charts;
    StatsSeries series;
    series.startMs = 1'765'000'000'000;
    series.bucketMs = 60'000;
    series.buckets = 15;
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QVector<double> oneMinute(15, nan);
    oneMinute[14] = 12.5;
    QVector<double> twoMinutes = oneMinute;
    twoMinutes[13] = 10.0;
    series.timeToTokenP50.insert(Method::Turnstile, oneMinute);
    series.timeToTokenP95.insert(Method::Turnstile, oneMinute);
    series.timeToTokenP50.insert(Method::RecaptchaV2, twoMinutes);
    series.timeToTokenP95.insert(Method::RecaptchaV2, twoMinutes);
    series.ourBusy = QVector<double>(15, 0.0);
    charts.chartBox()->setCurrentIndex(1); // Time to token
    charts.showSeries(series);
    int lone = 0;
    for (QLineSeries *line : charts.tokenSeries()) {
        if (!line->isVisible()) {
            continue;
        }
        if (line->count() == 1) {
            ++lone;
            EXPECT_TRUE(line->pointsVisible()) << line->name().toStdString() << ": one point, drawn as nothing";
        } else {
            EXPECT_FALSE(line->pointsVisible()) << line->name().toStdString();
        }
    }
    EXPECT_EQ(lone, 2) << "Turnstile's p50 and p95";
}
