#pragma once

#include "core/clock.h"
#include "core/engine/engine.h"
#include "core/engine/waitingreason.h"
#include "core/notify/notificationthrottle.h"
#include "core/stats/capacityview.h"
#include "core/stats/otherclientwatch.h"
#include "core/stats/shownthreads.h"
#include "core/stats/solvestats.h"
#include "core/store/authorisedhosts.h"

#include <QElapsedTimer>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>

#include <optional>

class QAction;
class QMainWindow;
class QTableView;

namespace SolveDeck {

class CapacityDock;
class EngineHost;
class JobStore;
class MainWindow;
class QueueTray;

// Capacity at a glance, added to the main window with two calls (constructor, attach): the capacity dock with its
// charts, Pause/Resume Queue (toolbar, Jobs menu, Space, tray menu), the tray icon, the notifications, and the
// waiting reasons in the job table and the detail pane. Everything it shows comes from the engine's status
// (EngineHost::statusChanged, batched) and from the store's timestamps through core classes (SolveStats,
// describeCapacity, waitingReason, NotificationThrottle). Each status is described once (CapacityView) and that one
// view goes to the dock, the tray and the window's status bar, so every capacity figure on screen agrees.
class CapacityConsole : public QObject
{
    Q_OBJECT

public:
    explicit CapacityConsole(MainWindow *window, const Clock &clock = Clock::system());
    ~CapacityConsole() override;

    void attach(JobStore *store, EngineHost *engine);

    CapacityDock *dock() const { return m_dock; }

    // The table's least width grew (a longer host came into view): a dock dragged up to the old one gives the table
    // that room back, so no column of the table moves or cuts a host it showed (a thirty-second trial).
    void tableLeastWidthGrew();

    QueueTray *tray() const { return m_tray; }

    QAction *pauseAction() const { return m_pause; }

    // "&Pause Queue", or "&Resume Queue" while paused.
    static QString pauseActionText(bool paused);
    static QString pauseActionTip(bool paused);

    QAction *showHideAction() const { return m_showHide; }

    // Pause or resume the queue of every engine on the database (stored; audited).
    void setQueuePaused(bool paused);

    bool queuePaused() const { return m_status.queuePaused; }

    // The reason the table and the detail pane show for `job` (events: its timeline, when known). Whether its host is
    // authorised comes from the store's authorised targets, read again at most once a second.
    WaitingReason reasonFor(const Job &job, const QList<JobEvent> &events = {}) const;

    // Reads the solves from the store and redraws the charts now (tests, benchmarks); returns the redraw in ms.
    double refreshNow();

    // Chart redraw times measured so far (ms), for the benchmark.
    QList<double> redrawTimes() const { return m_redrawTimes; }

    NotificationThrottle &throttle() { return m_throttle; }

    // The job counts the window read (with the table's rows, the sidebar's counts): shown with the engine's status.
    // `readSerial`: which read they come from (JobFigures::serial), for the threads in use shown with them.
    void setCounts(const QueueCounts &counts, quint64 readSerial = 0);

    // For tests without an engine: the status as if the engine had sent it.
    void applyStatus(const EngineStatus &status);

    // The view last shown by the dock, the tray and the status bar (one description of one status).
    const CapacityView &shownView() const { return m_view; }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    // The dock beside the table at its preferred width, within the window's share for it.
    // `laidOutWidth`: the window's width the table and the dock were last laid out for (in a resize, the old
    // width; the new one is the window's). 0: the window's width now.
    void fitDock(int laidOutWidth = 0);
    // The dock's hint offers a drag of its edge only where that drag can make room for the charts.
    void updateDragHint();
    // How wide a drag of the separator can make the docked dock.
    [[nodiscard]] int dragReach() const;
    // The dock's width that leaves the table its least width (JobColumns::leastTableWidth) in a window `windowWidth`
    // wide, the window's other parts as laid out for `laidOutWidth`.
    int dockRoomBesideTable(int windowWidth, int laidOutWidth) const;

private:
    void tick();
    // The charts' solves, read inside the table's snapshot (MainWindow::readingSnapshot).
    void readStats();
    // Draws what was read last (at most once a second from the tick); returns the redraw in ms.
    double drawCharts();
    void jobsRefreshed(const QList<qint64> &ids);
    void notify(NotificationKind kind, const QString &text);
    void showDigest();
    void updatePauseAction();
    // Jobs are queued or solving again: a "queue drained" notice, waiting or in the status bar, goes.
    void workAgain();
    // Describes the status now and shows that one view everywhere.
    void showView();

    MainWindow *m_window;
    const Clock &m_clock;
    QPointer<JobStore> m_store;
    QPointer<EngineHost> m_engine;
    bool m_dragHintPending = false;
    QTableView *m_table = nullptr; // the job table, beside the dock
    CapacityDock *m_dock = nullptr;
    QueueTray *m_tray = nullptr;
    QAction *m_pause = nullptr;
    QAction *m_showHide = nullptr;
    EngineStatus m_status;
    // The engine's threads in use as shown beside the counts: a change waits for counts read after it.
    ShownThreads m_threads;
    QTimer m_threadsHold; // shows a change no read has caught up with, ShownThreads::kMaxHoldMs after it came
    CapacityView m_view;
    OtherClientWatch m_otherClients;
    SolveStats m_stats;
    QueueCounts m_counts;
    QTimer m_tick;
    QTimer m_digest;
    NotificationThrottle m_throttle;
    bool m_chartsDirty = true;
    QElapsedTimer m_lastDraw;
    bool m_newSolves = false;         // the last reads found solves the charts do not show yet
    std::optional<bool> m_pauseShown; // the queue's state the Pause action shows
    qint64 m_lastChartBucketMs = 0;
    qint64 m_lastAccountReadingMs = 0;
    QList<double> m_redrawTimes;
    QSet<qint64> m_notifiedFailures;
    qint64 m_attachedAtMs = 0;
    bool m_sawWork = false;
    bool m_drainCheck = false;        // the engine went idle: the next figures say whether the queue is empty
    bool m_drainedWaiting = false;    // a "queue drained" notice waits in the throttle
    QString m_statusNote;             // the last notification shown in the status bar (no tray)
    bool m_statusNoteDrained = false; // ... and it says the queue drained
    bool m_noticeUrgent = false;      // the notice being shown now is a key rejected or a ban: no waiting
    bool m_layoutRestored = false;
    // The dock's width beside the table as the operator last dragged it (or the first start's): a window made
    // narrower squeezes the dock, and the dock grows back towards this width when there is room again (0: unknown).
    int m_dockWidth = 0;
    // The window's width when m_dockWidth came from a drag of its edge (0: it did not): in a window about as wide, or
    // wider, the dragged width is kept beyond a narrow window's share.
    int m_dockDraggedAt = 0;
    int m_dockWidthAtPress = -1; // the dock's width when a mouse button went down on the window (a separator drag)
    bool m_shownOnce = false;
    // The authorised targets for reasonFor (nullopt: not read, or the read failed), and how old that read is.
    mutable std::optional<AuthorisedHostSet> m_hosts;
    mutable QElapsedTimer m_hostsAge;
};

} // namespace SolveDeck
