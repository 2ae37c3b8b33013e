#pragma once

#include "core/engine/enginestatus.h"
#include "core/model/job.h"
#include "core/stats/capacityview.h"
#include "gui/bannerbar.h"
#include "gui/consolestatusbar.h"

#include <QMainWindow>
#include <QPointer>
#include <QTimer>

#include <memory>

class QAction;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace Ui {
class MainWindow;
}

namespace SolveDeck {

class CapacityConsole;
class DatabaseDialog;
class EngineHost;
class HistoryConsole;
class JobActions;
class JobColumns;
class JobDetailWidget;
class JobFiguresReader;
struct JobFigures;
class JobStore;
class JobTableModel;
class StateSidebar;
class SteadyTable;
class TokenClipboard;

// The console's window, a frame of rooms each built by its own class: the banner (BannerBar), the state sidebar
// (StateSidebar), the job table (JobTableModel), the detail pane (JobDetailWidget), the status bar
// (ConsoleStatusBar), the commands on the selection (JobActions), and the consoles that add their own actions and
// docks (CapacityConsole, HistoryConsole, and OperatorTools from the session). It reads through the window's store
// connection and writes through the engine's thread (EngineHost); it never blocks on the network or the database's
// locks.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    struct Options
    {
        bool demo = false;       // running against the built-in simulator, no key needed
        QString endpointLabel;   // what the status bar shows as the connection target
        int threadCap = 5;       // the user's cap shown in the toolbar
        QString keychainService; // where the Job Database dialog stores a password; empty: SolveDeck's own
    };

    using DatabaseState = SolveDeck::DatabaseState;
    using BannerKind = BannerBar::Kind;

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Connects the window to a store and an engine (either may be null: the window then shows what it can). The
    // sidebar's counts and the history console's workers open their own connections to the store's database, with
    // `databasePassword` for a PostgreSQL server that needs one.
    void attach(JobStore *store, EngineHost *engine, const QString &databasePassword = {});

    // A message across the top of the window (missing key, paused queue, a database opening), at most two lines with
    // the buttons that fix it; empty hides it. `details` becomes the banner's tooltip.
    void showBanner(const QString &text, BannerKind kind = BannerKind::Info, const QString &details = {});

    BannerKind bannerKind() const { return m_banner->kind(); }

    // Which database this run uses and whether it is open: the status bar's connection area and Help > About say so.
    // `fromCommandLine`: it came from --db (the Job Database dialog then says its choice waits for a start without).
    void setDatabase(const QString &location, DatabaseState state, bool fromCommandLine = false);

    QString databaseLocation() const { return m_databaseLocation; }

    DatabaseState databaseState() const { return m_databaseState; }

    // The endpoint the status bar's connection area names.
    void setEndpointLabel(const QString &label);

    // The engine's status as the capacity console described it: the status bar's count and engine state, the
    // toolbar's plan size (and the cap box clamped to it). The dock and the tray show the same view, so every
    // capacity figure on screen comes from one reading.
    void showCapacity(const EngineStatus &status, const CapacityView &view);

    // File > Job Database…: opens the dialog (window-modal, without blocking) and returns it; a choice saved there is
    // announced by databaseChosen.
    DatabaseDialog *openDatabaseDialog();

    // Help > About's text.
    QString aboutText() const;

    // A short note in the status bar (a report's outcome, a copy).
    void showStatusMessage(const QString &text, int timeoutMs = 6000);

    JobTableModel *jobModel() const { return m_jobModel; }

    JobDetailWidget *detailWidget() const { return m_detail; }

    // The capacity dock, Pause/Resume Queue, the tray and the notifications (issue 10).
    CapacityConsole *capacityConsole() const { return m_capacity; }

    TokenClipboard *tokenClipboard() const { return m_clipboard; }

    // Export, import, bulk actions, copy variants and retention (issue 11).
    HistoryConsole *historyConsole() const { return m_history; }

    // Cancel, retry, copy, report… on the selected jobs.
    JobActions *jobActions() const { return m_actions; }

    StateSidebar *stateSidebar() const { return m_sidebar; }

    // The job counts every figure on screen shows (sidebar, status bar, dock, tray), read with the table's rows.
    JobFiguresReader *figuresReader() const { return m_figures; }

    ConsoleStatusBar *consoleStatusBar() const { return m_statusBar; }

    QLabel *connectionLabel() const { return m_statusBar->connectionLabel(); }

    QLabel *engineLabel() const { return m_statusBar->engineLabel(); }

    QLabel *capacityLabel() const { return m_statusBar->capacityLabel(); }

    QLabel *demoBadge() const { return m_statusBar->demoBadge(); }

    QLabel *banner() const { return m_banner->label(); }

    QWidget *bannerFrame() const { return m_banner; }

    QPushButton *bannerButton(int index) const { return m_banner->button(index); }

    QSpinBox *threadCapSpin() const { return m_threadCap; }

    QLabel *planLabel() const { return m_planLabel; }

    QLineEdit *filterEdit() const { return m_filterEdit; }

    QLabel *matchLabel() const { return m_matchLabel; }

    // The hint over the table when it shows no row (a new database, a filter nothing matches); hidden otherwise.
    QLabel *emptyHint() const { return m_emptyHint; }

    // Jobs the engine refused to change (a cancel or retry that raced the engine), gathered for a moment and shown
    // in one list: the text of the last such notice (tests).
    QString lastRefusalNotice() const { return m_lastRefusalNotice; }

    // View > Follow Newest: new jobs push the rows down so the newest stays in view, but only while nobody looks at
    // a row (the view at the top, the pointer elsewhere, nothing selected); otherwise rows stay still and new jobs
    // above are announced ("3 new jobs above"). See SteadyTable.
    void setFollowNewest(bool follow);

    SteadyTable *steadyTable() const { return m_steady; }

    JobColumns *jobColumns() const { return m_columns; }

    // The job ids selected in the table, in view order.
    QList<qint64> selectedJobIds() const;
    void selectJob(qint64 id);

    // Queue a job as the New Job dialog would (also used by tests): stored by the engine's thread and selected when it
    // is (jobQueueAnswered); false when it is refused at once (no engine open, or an invalid job).
    bool enqueue(const TaskSpec &spec, const QString &idempotencyKey = {});

Q_SIGNALS:
    void apiKeyEntered(const QString &key);
    // The selected jobs changed: by the operator, or because a re-filter left a selected job out of the view (which
    // Qt's selection model does without its selectionChanged).
    void jobSelectionChanged();
    // A job from enqueue() is stored (or was refused: the window said why).
    void jobQueueAnswered(bool ok);
    void threadCapChanged(int cap);
    // Jobs > Report Wrong/Correct Answer on a solved job: the session sends reportbad/reportgood.
    void reportAnswerRequested(qint64 jobId, bool good);
    // The banner's "Try demo mode".
    void demoRequested();
    // The Job Database dialog saved a choice (settings, and the keychain for a password).
    void databaseChosen(const QString &location);
    // The database banner's "Try Again".
    void databaseRetryRequested();
    // The "Opening…" banner's Cancel.
    void databaseOpenCanceled();
    // Inside the table's read of the database (its rows and the sidebar's counts): what else the window shows reads
    // now, to show the same state (the charts' solves).
    void readingSnapshot();

protected:
    bool event(QEvent *event) override;
    void closeEvent(QCloseEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void showEvent(QShowEvent *event) override;
    // Tab and Shift+Tab go through the window's parts as they read (tabStops): the parts are built in another order,
    // and a part's own keys (a table's cells, a chart's hidden tab bar) once kept Tab inside it.
    bool focusNextPrevChild(bool next) override;

private:
    // What Tab stops at, in order: the banner's buttons, the Threads box, the filter, the sidebar, the table, the
    // detail pane's, and the capacity dock's while it is docked; only what is shown and enabled.
    QList<QWidget *> tabStops() const;
    // Every command whose tooltip describes it gets that description as its status tip, shown in the status bar while
    // a menu item is pointed at; it follows the tooltip as it changes (Pause Queue and Resume Queue).
    void describeCommands();
    void setUpTable();
    void setUpToolBar();
    // Words beside the toolbar's icons while they fit; icons only (names in the tooltips) when they would push the
    // filter box into the toolbar's overflow menu.
    void fitToolBar();
    // Icons only, each button's tooltip starts with its command's name (the tooltip is then its only words).
    void nameToolButtons();
    int toolBarWidthWithWords() const;
    // A window restored (from the settings) larger than its screen, or partly off it, is brought inside it (at the
    // first show).
    void fitToScreen();
    void connectActions();
    void selectionChanged();
    void showFigures(const JobFigures &figures);
    void refreshDetail();
    void bannerButtonClicked(BannerKind kind, int index);
    void updateMatchCount();
    void updateEmptyHint();
    // The table's rows moved or went (a filter, a re-sort, a job that left the view): the detail pane follows the
    // selection, and shows no job when its job is no longer listed.
    void viewChanged();
    // A tooltip on screen for a row whose data changed says the new text (or goes).
    void refreshToolTip(const QModelIndex &topLeft, const QModelIndex &bottomRight);
    void askForApiKey();
    void engineStateChanged();
    void updateEngineText();
    void noteRefusal(qint64 jobId, const QString &code, const QString &message);
    void showRefusals();
    void setOnlyMine(bool onlyMine);
    void restoreLayout();
    void saveLayout() const;

    std::unique_ptr<Ui::MainWindow> m_ui;
    Options m_options;
    QPointer<JobStore> m_store;
    QPointer<EngineHost> m_engine;
    JobTableModel *m_jobModel = nullptr;
    JobDetailWidget *m_detail = nullptr;
    QList<qint64> m_detailShows; // the selection the pane and the commands last read, sorted
    BannerBar *m_banner = nullptr;
    ConsoleStatusBar *m_statusBar = nullptr;
    StateSidebar *m_sidebar = nullptr;
    JobFiguresReader *m_figures = nullptr;
    bool m_toolButtonsNamed = false; // nameToolButtons() follows every toolbar action's changes
    JobActions *m_actions = nullptr;
    CapacityConsole *m_capacity = nullptr;
    HistoryConsole *m_history = nullptr;
    TokenClipboard *m_clipboard = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QSpinBox *m_threadCap = nullptr;
    QLabel *m_planLabel = nullptr;
    QLabel *m_matchLabel = nullptr;
    QLabel *m_emptyHint = nullptr;
    QAction *m_matchAction = nullptr;
    SteadyTable *m_steady = nullptr;
    JobColumns *m_columns = nullptr;
    bool m_clampingCap = false;
    bool m_shownOnce = false;
    bool m_geometryRestored = false; // the window's geometry came from the settings (checked against the screen)
    QSize m_firstStartSize;          // without a saved geometry: the size it opens at (brought inside the screen)
    bool m_followingCap = false;     // the box shows the engine's cap (the account's, or the plan's): not a choice
    int m_planThreads = 0;
    CapacityView m_capacityView;
    bool m_capacityShown = false; // an engine status was described (else the status bar says what it waits for)
    QStringList m_refusals;       // gathered for one notice
    QTimer m_refusalTimer;
    QString m_lastRefusalNotice;
    QString m_databaseLocation;
    DatabaseState m_databaseState = DatabaseState::Opening;
    bool m_databaseFromCommandLine = false;
    QPointer<DatabaseDialog> m_databaseDialog;
};

} // namespace SolveDeck
