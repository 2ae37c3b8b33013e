#pragma once

#include "core/model/job.h"
#include "core/store/jobstore.h"

#include <QMainWindow>
#include <QPointer>

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
class JobDetailWidget;
class JobFilterModel;
class JobStore;
class JobTableModel;
class TokenClipboard;

// The console: a state sidebar with live counts, the job table, the selected job's detail pane, and a status
// bar with the connection, the engine's state, capacity and the demo badge. It talks to the core through the
// JobStore (reads, enqueue) and the Engine (cancel, retry, cap, state); it never blocks on the network.
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

    // The job database of this run, as the status bar and Help > About tell it.
    enum class DatabaseState {
        Opening, // reading its password from the keychain, or connecting
        Open,
        Failed, // not open; a banner says why and offers the Job Database dialog
    };

    // What a banner is about decides its buttons.
    enum class BannerKind {
        Info,            // text only
        NoKey,           // "Set API Key…" and "Try demo mode"
        KeyRejected,     // "Change key…" and "Resume"
        DatabaseProblem, // "Job Database…" and "Try Again"
    };

    explicit MainWindow(const Options &options, QWidget *parent = nullptr);
    ~MainWindow() override;

    // Connects the window to a store and an engine (either may be null: the window then shows what it can).
    void attach(JobStore *store, EngineHost *engine);

    // A message across the top of the window (missing key, paused queue), at most two lines with the buttons
    // that fix it; empty hides it. `details` becomes the banner's tooltip.
    void showBanner(const QString &text, BannerKind kind = BannerKind::Info, const QString &details = {});

    BannerKind bannerKind() const { return m_bannerKind; }

    // Which database this run uses and whether it is open: the status bar's connection area and Help > About say so.
    // `fromCommandLine`: it came from --db (the Job Database dialog then says its choice waits for a start without).
    void setDatabase(const QString &location, DatabaseState state, bool fromCommandLine = false);

    QString databaseLocation() const { return m_databaseLocation; }

    DatabaseState databaseState() const { return m_databaseState; }

    // The endpoint the status bar's connection area names.
    void setEndpointLabel(const QString &label);

    // File > Job Database…: opens the dialog (window-modal, without blocking) and returns it; a choice saved there is
    // announced by databaseChosen.
    DatabaseDialog *openDatabaseDialog();

    // A short note in the status bar (a report's outcome, a copy).
    void showStatusMessage(const QString &text, int timeoutMs = 6000);

    JobTableModel *jobModel() const { return m_jobModel; }

    JobFilterModel *filterModel() const { return m_filterModel; }

    JobDetailWidget *detailWidget() const { return m_detail; }

    // The capacity dock, Pause/Resume Queue, the tray and the notifications (issue 10).
    CapacityConsole *capacityConsole() const { return m_capacity; }

    TokenClipboard *tokenClipboard() const { return m_clipboard; }

    // Export, import, bulk actions, copy variants and retention (issue 11).
    HistoryConsole *historyConsole() const { return m_history; }

    QLabel *connectionLabel() const { return m_connectionLabel; }

    QLabel *engineLabel() const { return m_engineLabel; }

    QLabel *capacityLabel() const { return m_capacityLabel; }

    QLabel *demoBadge() const { return m_demoBadge; }

    QLabel *banner() const { return m_banner; }

    QWidget *bannerFrame() const { return m_bannerFrame; }

    QPushButton *bannerButton(int index) const { return index == 0 ? m_bannerButton1 : m_bannerButton2; }

    QSpinBox *threadCapSpin() const { return m_threadCap; }

    QLabel *planLabel() const { return m_planLabel; }

    QLineEdit *filterEdit() const { return m_filterEdit; }

    QLabel *matchLabel() const { return m_matchLabel; }

    // Keep the newest jobs in view as they arrive (View > Follow Newest); off, the rows under the pointer stay.
    void setFollowNewest(bool follow);

    // The job ids selected in the table, in view order.
    QList<qint64> selectedJobIds() const;
    void selectJob(qint64 id);

    // Queue a job as the New Job dialog would (also used by tests and the demo). With an engine attached the
    // job is stored by the engine's thread and selected when it is; false when it is refused at once.
    bool enqueue(const TaskSpec &spec, const QString &idempotencyKey = {});

Q_SIGNALS:
    void apiKeyEntered(const QString &key);
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

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void jobQueued(const Result<JobStore::Enqueued> &added);
    void setUpStateList();
    void refreshCounts();
    void stateFilterChanged();
    void selectionChanged();
    void refreshDetail();
    void updateActions();
    void newJob();
    void cancelSelected();
    void retrySelected();
    void solveAgain();
    void reportSelected(bool good);
    void bannerButtonClicked(int index);
    void updateCapacityLabel();
    void updateMatchCount();
    void rowsInsertedInView(int first, int last);
    void copyToken();
    void copyTokenOf(qint64 jobId);
    void askForApiKey();
    void engineStateChanged();
    void capacityChanged(int inFlight, int effectiveCap, int planThreads);
    // Every engine of the account on this database: their solves at the server, and how many engines.
    void accountChanged(int accountInFlight, int engines);
    void setOnlyMine(bool onlyMine);
    void showAbout();
    QString aboutDatabaseText() const;
    void updateConnectionLabel();
    void restoreLayout();
    void saveLayout() const;

    std::unique_ptr<Ui::MainWindow> m_ui;
    Options m_options;
    QPointer<JobStore> m_store;
    QPointer<EngineHost> m_engine;
    JobTableModel *m_jobModel = nullptr;
    JobFilterModel *m_filterModel = nullptr;
    JobDetailWidget *m_detail = nullptr;
    CapacityConsole *m_capacity = nullptr;
    HistoryConsole *m_history = nullptr;
    TokenClipboard *m_clipboard = nullptr;
    QLineEdit *m_filterEdit = nullptr;
    QSpinBox *m_threadCap = nullptr;
    QWidget *m_bannerFrame = nullptr;
    QLabel *m_banner = nullptr;
    QPushButton *m_bannerButton1 = nullptr;
    QPushButton *m_bannerButton2 = nullptr;
    BannerKind m_bannerKind = BannerKind::Info;
    QLabel *m_planLabel = nullptr;
    QLabel *m_matchLabel = nullptr;
    QAction *m_matchAction = nullptr;
    bool m_followNewest = true;
    bool m_clampingCap = false;
    int m_solvingCount = 0;
    int m_engineInFlight = 0;
    int m_accountInFlight = 0;
    int m_accountEngines = 1;
    int m_effectiveCap = 0;
    int m_planThreads = 0;
    QString m_endpointLabel;
    QString m_databaseLocation;
    DatabaseState m_databaseState = DatabaseState::Opening;
    bool m_databaseFromCommandLine = false;
    QPointer<DatabaseDialog> m_databaseDialog;
    QLabel *m_connectionLabel = nullptr;
    QLabel *m_engineLabel = nullptr;
    QLabel *m_capacityLabel = nullptr;
    QLabel *m_demoBadge = nullptr;
};

} // namespace SolveDeck
