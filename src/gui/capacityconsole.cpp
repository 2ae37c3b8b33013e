#include "capacityconsole.h"

#include "capacitydock.h"
#include "chartswidget.h"
#include "consolesettings.h"
#include "core/engine/enginehost.h"
#include "core/model/hostpattern.h"
#include "core/protocol/errorcatalog.h"
#include "core/stats/statsloader.h"
#include "core/store/jobstore.h"
#include "core/store/queuecontrol.h"
#include "icons.h"
#include "jobcolumns.h"
#include "jobdetailwidget.h"
#include "jobfigures.h"
#include "joblabels.h"
#include "jobtablemodel.h"
#include "mainwindow.h"
#include "queuetray.h"

#include <QAction>
#include <QCloseEvent>
#include <QDateTime>
#include <QMenu>
#include <QMenuBar>
#include <QMouseEvent>
#include <QResizeEvent>
#include <QSettings>
#include <QStatusBar>
#include <QTableView>
#include <QToolBar>

#include <algorithm>
#include <utility>

namespace SolveDeck {

namespace {

const QString kStateSetting = QStringLiteral("window/state");
// The dock's preferred width (the window's state holds its width as it was, maybe squeezed by a narrow window).
const QString kDockWidthSetting = QStringLiteral("window/capacityDockWidth");
const QString kDockDraggedAtSetting = QStringLiteral("window/capacityDockDraggedAt");
// QMainWindow discards a restored state's sizes 150 ms after its last layout; the dock is fitted again after that.
constexpr int kRestoredStateSettleMs = 400;

// The charts redraw at most this often.
constexpr int kTickMs = 1000;
// The dock's share of the window's width: on a first start (the window's state keeps the user's choice after that),
// and at most when the window is made narrower, so the table keeps most of a small window.
constexpr int kDefaultDockPercent = 27;
constexpr int kMaximumDockPercent = 32;
constexpr int kDefaultDockWidth = 340;
// Below this window width the dock takes at most the smaller share: a 900 px window keeps most of it for the table.
constexpr int kNarrowWindow = 1100;
constexpr int kNarrowDockPercent = 22;

int mostDockWidth(int windowWidth)
{
    const int percent = windowWidth < kNarrowWindow ? kNarrowDockPercent : kMaximumDockPercent;
    return std::max(CapacityDock::kMinimumWidth, windowWidth * percent / 100);
}

// Bounded memory for the notified failures.
constexpr int kMaxNotified = 10'000;

WaitingFacts::Engine engineOf(int state)
{
    switch (Engine::State(state)) {
    case Engine::State::Running:
        return WaitingFacts::Engine::Running;
    case Engine::State::PausedForKey:
        return WaitingFacts::Engine::PausedForKey;
    case Engine::State::Banned:
        return WaitingFacts::Engine::Banned;
    case Engine::State::EndpointProblem:
        return WaitingFacts::Engine::EndpointProblem;
    case Engine::State::StoreError:
        return WaitingFacts::Engine::StoreError;
    case Engine::State::Stopped:
        break;
    }
    return WaitingFacts::Engine::Stopped;
}

} // namespace

CapacityConsole::CapacityConsole(MainWindow *window, const Clock &clock)
    : QObject(window)
    , m_window(window)
    , m_clock(clock)
{
    m_pause = new QAction(Icons::forAction(QStringLiteral("pauseQueueAction")), pauseActionText(false), window);
    m_pause->setObjectName(QStringLiteral("pauseQueueAction"));
    m_pause->setCheckable(true);
    m_pause->setShortcut(QKeySequence(Qt::Key_Space));
    m_pause->setShortcutContext(Qt::WindowShortcut);
    m_pause->setToolTip(pauseActionTip(false));
    connect(m_pause, &QAction::triggered, this, [this](bool checked) {
        setQueuePaused(checked);
    });
    window->addAction(m_pause);

    m_showHide = new QAction(tr("&Show/Hide SolveDeck"), window);
    m_showHide->setObjectName(QStringLiteral("showHideAction"));
    connect(m_showHide, &QAction::triggered, this, [this] {
        if (m_window->isVisible() && !m_window->isMinimized()) {
            m_window->hide();
        } else {
            m_window->showNormal();
            m_window->raise();
            m_window->activateWindow();
        }
    });

    // Toolbar: after the job actions; Jobs menu: after New Job.
    if (auto *toolBar = window->findChild<QToolBar *>(QStringLiteral("mainToolBar"))) {
        QAction *before = nullptr;
        for (QAction *action : toolBar->actions()) {
            if (action->isSeparator()) {
                before = action;
                break;
            }
        }
        toolBar->insertSeparator(before);
        toolBar->insertAction(before, m_pause);
    }
    QAction *newJob = window->findChild<QAction *>(QStringLiteral("newJobAction"));
    QAction *quit = window->findChild<QAction *>(QStringLiteral("quitAction"));
    if (auto *jobsMenu = window->findChild<QMenu *>(QStringLiteral("jobsMenu"))) {
        const QList<QAction *> actions = jobsMenu->actions();
        const qsizetype at = newJob ? actions.indexOf(newJob) : -1;
        jobsMenu->insertAction(at >= 0 && at + 1 < actions.size() ? actions.at(at + 1) : nullptr, m_pause);
    }

    m_dock = new CapacityDock(window);
    window->addDockWidget(Qt::RightDockWidgetArea, m_dock);
    if (auto *viewMenu = window->findChild<QMenu *>(QStringLiteral("viewMenu"))) {
        QAction *toggle = m_dock->toggleViewAction();
        toggle->setText(tr("&Capacity Dock"));
        toggle->setObjectName(QStringLiteral("capacityDockAction"));
        viewMenu->insertAction(viewMenu->actions().value(0), toggle);
    }
    connect(m_dock->charts(), &ChartsWidget::windowChanged, this, [this] {
        drawCharts(); // the stats hold the longest window already
    });
    // Docked again, it takes the width it grows back to: Qt gives it the width it last had docked (203 px from a
    // window at 900x560, without the charts, in a window at 1600x1000: a thirtieth trial). Once Qt has laid it out.
    connect(m_dock, &QDockWidget::topLevelChanged, this, [this](bool floating) {
        if (!floating) {
            QTimer::singleShot(0, this, [this] {
                fitDock();
            });
        }
    });
    connect(m_dock, &QDockWidget::visibilityChanged, this, [this](bool visible) {
        if (visible) {
            m_chartsDirty = true;
        }
    });
    // Where the dock was (area, floating, hidden, its width) is part of the window's state. The first time, it takes
    // a narrow column (set when the window is first shown, once the layout exists), so the table keeps most room.
    m_layoutRestored = window->restoreState(QSettings().value(kStateSetting).toByteArray());
    m_dockWidth = m_layoutRestored ? QSettings().value(kDockWidthSetting, 0).toInt() : 0;
    m_dockDraggedAt = m_layoutRestored ? QSettings().value(kDockDraggedAtSetting, 0).toInt() : 0;

    m_tray = new QueueTray(m_showHide, m_pause, newJob ? newJob : m_showHide, quit ? quit : m_showHide, this);
    connect(m_tray, &QueueTray::activated, m_showHide, &QAction::trigger);
    connect(m_tray,
            &QueueTray::notificationShown,
            this,
            [this](const QString &, const QString &, bool inTray, const QString &line) {
        if (!inTray) {
            const QString onShow = m_window->consoleStatusBar()->note();
            const bool overOwnNote = !onShow.isEmpty() && onShow != m_statusNote;
            m_statusNote = line;
            // It says the queue drained when that was among what it gathers (and stops being true with new work).
            m_statusNoteDrained = std::exchange(m_drainedWaiting, false);
            // A note of the operator's own doing on show (a copy's "cleared at …", an export's "Exported …") keeps
            // its time: a seventh trial saw one replaced after a second by "The queue is empty", a thirty-eighth a
            // cut export note replaced by a job's failure before its 12 s. This one follows it, if it is still true by
            // then. A key rejected or a ban is shown at once, and a notice replaces an earlier notice.
            const int wait = overOwnNote && !m_noticeUrgent ? m_window->consoleStatusBar()->noteRemainingMs() : 0;
            if (wait <= 0) {
                m_window->showStatusMessage(m_statusNote, 10'000);
            } else {
                QTimer::singleShot(wait, this, [this, note = m_statusNote, drained = m_statusNoteDrained] {
                    // Only the last, and a drained queue's only while still true: work that came back meanwhile
                    // withdrew it (workAgain()), and it showed later beside "Solving 1" (a twelfth and a fourteenth
                    // trial).
                    if (m_statusNote == note && (!drained || m_statusNoteDrained)) {
                        m_window->showStatusMessage(note, 10'000);
                    }
                });
            }
        } else {
            m_drainedWaiting = false;
        }
    });

    m_digest.setSingleShot(true);
    connect(&m_digest, &QTimer::timeout, this, &CapacityConsole::showDigest);
    m_threadsHold.setSingleShot(true);
    m_threadsHold.setInterval(int(ShownThreads::kMaxHoldMs));
    connect(&m_threadsHold, &QTimer::timeout, this, [this] {
        showView();
        m_window->jobModel()->waitingReasonsChanged();
        m_window->detailWidget()->refreshWaitingReason();
    });

    window->jobModel()->setWaitingReasonSource([this](const Job &job) {
        return reasonFor(job);
    });
    window->detailWidget()->setWaitingReasonSource([this](const Job &job, const QList<JobEvent> &events) {
        return reasonFor(job, events);
    });
    connect(window->jobModel(), &JobTableModel::jobsRefreshed, this, &CapacityConsole::jobsRefreshed);
    // The charts' solves are read with the table's rows and the sidebar's counts, in one snapshot, and drawn with the
    // counts: a chart read on its own, once a second, showed a solve the sidebar did not count yet (an eighteenth
    // trial).
    connect(window, &MainWindow::readingSnapshot, this, &CapacityConsole::readStats);

    // For scripts/screenshot under Xvfb, which has no tray: SOLVEDECK_SHOW_TRAY_MENU=X,Y pops the tray's menu up
    // at that screen position once the window is up, so it can be photographed.
    const QStringList at = qEnvironmentVariable("SOLVEDECK_SHOW_TRAY_MENU").split(QLatin1Char(','));
    if (at.size() == 2) {
        const QPoint where(at.at(0).toInt(), at.at(1).toInt());
        QTimer::singleShot(1500, this, [this, where] {
            m_tray->menu()->popup(where);
        });
    }

    window->installEventFilter(this);
    // The hint's "drag its edge" is decided once the window has laid the dock and the table out (see
    // updateDragHint).
    m_dock->installEventFilter(this);
    m_table = window->findChild<QTableView *>(QStringLiteral("jobTable"));
    if (m_table != nullptr) {
        m_table->installEventFilter(this);
    }
    m_tick.setInterval(kTickMs);
    connect(&m_tick, &QTimer::timeout, this, &CapacityConsole::tick);
    m_tick.start();
    updatePauseAction();
}

CapacityConsole::~CapacityConsole() = default;

void CapacityConsole::attach(JobStore *store, EngineHost *engine)
{
    if (m_engine) {
        disconnect(m_engine, nullptr, this, nullptr);
    }
    m_store = store;
    m_engine = engine;
    m_hostsAge.invalidate();
    m_attachedAtMs = m_clock.nowMs();
    m_stats.clear();
    m_otherClients.reset();
    m_chartsDirty = true;
    m_threads.setCountsRead(m_store && m_store->isOpen());
    if (m_engine) {
        connect(m_engine, &EngineHost::statusChanged, this, &CapacityConsole::applyStatus);
        connect(m_engine, &EngineHost::idle, this, [this] {
            if (m_sawWork) {
                m_sawWork = false;
                // The engine is idle also while jobs wait for their host to be authorised: the queue is empty only
                // if the next figures (read now, with the engine's last changes) say so.
                m_drainCheck = true;
                m_window->jobModel()->refreshNow();
            }
        });
        applyStatus(m_engine->status());
    } else if (m_store) {
        EngineStatus status;
        const QueuePause pause = QueueControl::read(*m_store);
        status.queuePaused = pause.paused;
        status.queuePausedBy = pause.by;
        status.queuePausedAtMs = pause.atMs;
        applyStatus(status);
    }
    refreshNow();
}

void CapacityConsole::setQueuePaused(bool paused)
{
    if (m_engine && m_engine->isOpen()) {
        m_engine->setQueuePaused(paused);
    } else if (m_store) {
        QueueControl control(*m_store);
        const Result<void> done = paused ? control.pause() : control.resume();
        if (!done) {
            m_window->showStatusMessage(done.error().message);
            updatePauseAction();
            return;
        } else {
            EngineStatus status = m_status;
            const QueuePause pause = control.state();
            status.queuePaused = pause.paused;
            status.queuePausedBy = pause.by;
            status.queuePausedAtMs = pause.atMs;
            applyStatus(status);
        }
    }
    m_window->showStatusMessage(paused ? tr("Queue paused: no new submits; tasks at the service are still collected.")
                                       : tr("Queue resumed."));
    updatePauseAction();
}

WaitingReason CapacityConsole::reasonFor(const Job &job, const QList<JobEvent> &events) const
{
    WaitingFacts f;
    f.nowMs = m_clock.nowMs();
    f.state = job.state;
    f.nextAttemptAtMs = job.nextAttemptAtMs;
    f.submittedAtMs = job.submittedAtMs;
    for (auto it = events.crbegin(); it != events.crend(); ++it) {
        if (it->kind == QLatin1String(EventKind::Backoff) || it->kind == QLatin1String(EventKind::UncertainSubmit)) {
            f.backoffCause = it->detail;
            break;
        }
    }
    if (job.state == JobState::Queued && m_store) {
        // Table cells ask for every visible row: one read of the (small) authorised_hosts table a second.
        if (!m_hostsAge.isValid() || m_hostsAge.elapsed() >= 1000) {
            Result<AuthorisedHostSet> hosts = AuthorisedHosts(*m_store).snapshot();
            m_hosts = hosts ? std::optional<AuthorisedHostSet>(std::move(hosts.value())) : std::nullopt;
            m_hostsAge.start();
        }
        f.hostAuthorised = !m_hosts || m_hosts->allows(job.spec.pageurl);
        f.targetHost = f.hostAuthorised ? QString() : HostPattern::hostOfUrl(job.spec.pageurl);
    }
    f.queuePaused = m_status.queuePaused;
    f.queuePausedBy = m_status.queuePausedBy;
    f.queuePausedAtMs = m_status.queuePausedAtMs;
    f.engineKnown = !m_engine.isNull();
    f.engine = engineOf(m_status.state);
    f.banUntilMs = m_status.banUntilMs;
    f.inFlight = m_threads.value(m_clock.monotonicMs()).here; // as the dock shows it, beside the rows read
    f.effectiveCap = m_status.effectiveCap;
    f.planThreads = m_status.accountThreads > 0 ? m_status.accountThreads : m_status.planThreads;
    f.accountWorking = m_status.accountWorking;
    return waitingReason(f);
}

void CapacityConsole::applyStatus(const EngineStatus &status)
{
    const EngineStatus before = m_status;
    m_status = status;
    // Shown with the first counts read after it (a read now would not have seen what changed it yet, at times).
    const qint64 now = m_clock.monotonicMs();
    m_threads.engineSaid({status.inFlight, status.accountInFlight}, m_window->figuresReader()->nextSerial(), now);
    if (m_threads.holding(now)) {
        // The change that made it is in the database already (the engine writes, then reports): read it now, not
        // only when the engine's batch of changed jobs comes (up to 100 ms later).
        m_window->jobModel()->refreshSoon();
        if (!m_threadsHold.isActive()) {
            m_threadsHold.start();
        }
    }
    if (status.inFlight > 0) {
        m_sawWork = true;
    }
    if (status.accountAtMs > 0 && status.accountAtMs != m_lastAccountReadingMs) {
        m_lastAccountReadingMs = status.accountAtMs;
        m_stats.addAccountReading(status.accountAtMs, status.accountWorking);
        m_chartsDirty = true;
    }
    const auto state = Engine::State(status.state);
    if (state != Engine::State(before.state)) {
        if (state == Engine::State::PausedForKey) {
            notify(NotificationKind::KeyRejected, tr("The queue is paused until a valid key is set."));
        } else if (state == Engine::State::Banned) {
            notify(NotificationKind::Banned, tr("All traffic stops until the ban ends; check the API key."));
        }
    }
    if (status.inFlight > 0) {
        workAgain();
    }
    showView();
    m_window->jobModel()->waitingReasonsChanged();
    m_window->detailWidget()->refreshWaitingReason();
    updatePauseAction();
}

void CapacityConsole::setCounts(const QueueCounts &counts, quint64 readSerial)
{
    m_counts = counts;
    m_threads.countsShown(readSerial);
    if (!m_threads.holding(m_clock.monotonicMs())) {
        m_threadsHold.stop();
    }
    // The solves read with these counts are drawn with them: the bars add up to Solved whenever it changes (a
    // nineteenth trial saw them a second behind). Other changes (the busy threads) wait for the tick.
    if (m_chartsDirty && (m_newSolves || !m_lastDraw.isValid() || m_lastDraw.elapsed() >= kTickMs)) {
        drawCharts();
    }
    const bool work = counts.solving > 0 || counts.queued > 0;
    if (std::exchange(m_drainCheck, false) && !work) {
        notify(NotificationKind::QueueDrained, tr("Every job is done; nothing is queued."));
    } else if (work) {
        workAgain();
    }
    showView();
}

void CapacityConsole::workAgain()
{
    // "The queue is empty" is no longer true: not shown later as part of a digest, and gone from the status bar.
    m_throttle.withdraw(NotificationKind::QueueDrained);
    m_drainedWaiting = false;
    if (std::exchange(m_statusNoteDrained, false)) {
        m_window->consoleStatusBar()->clearNote(m_statusNote);
    }
}

QString CapacityConsole::pauseActionText(bool paused)
{
    return paused ? tr("&Resume Queue") : tr("&Pause Queue");
}

QString CapacityConsole::pauseActionTip(bool paused)
{
    // What the button does now: an icon-only toolbar has no other words for it (a fifteenth trial read pausing's
    // words on the Resume button).
    return paused ? tr("Submit queued jobs again, by every engine on this database (Space)")
                  : tr("No new submits by any engine on this database; tasks at the service are still collected "
                       "(Space)");
}

void CapacityConsole::updatePauseAction()
{
    const bool paused = m_status.queuePaused;
    m_pause->setChecked(paused); // also after a click whose pause did not happen
    // The rest only when the state changes: QAction::setIcon signals changed() each time, and each status would
    // re-run what listens (the toolbar's tooltips are named again on changed()).
    if (m_pauseShown && *m_pauseShown == paused) {
        return;
    }
    m_pauseShown = paused;
    m_pause->setText(pauseActionText(paused));
    m_pause->setToolTip(pauseActionTip(paused));
    m_pause->setIcon(
        Icons::forAction(paused ? QStringLiteral("resumeQueueAction") : QStringLiteral("pauseQueueAction")));
}

void CapacityConsole::jobsRefreshed(const QList<qint64> &ids)
{
    for (const qint64 id : ids) {
        const std::optional<Job> job = m_window->jobModel()->jobById(id);
        if (!job || job->state != JobState::Failed || job->finishedAtMs < m_attachedAtMs
            || m_notifiedFailures.contains(id)) {
            continue;
        }
        if (m_notifiedFailures.size() >= kMaxNotified) {
            m_notifiedFailures.clear();
        }
        m_notifiedFailures.insert(id);
        const ErrorInfo error = describeError(job->errorCode);
        notify(NotificationKind::JobFailed,
               error.cause.isEmpty()
                   ? tr("Job %1 (%2) failed: %3")
                         .arg(QString::number(id), JobLabels::method(job->spec.method), job->errorCode)
                   // The code before the cause: at 900 px the status bar cut the code off (a fifteenth trial).
                   : tr("Job %1 (%2) failed: %3 — %4")
                         .arg(QString::number(id), JobLabels::method(job->spec.method), job->errorCode, error.cause));
    }
}

void CapacityConsole::notify(NotificationKind kind, const QString &text)
{
    // Read at each event, so a change in Preferences applies at once.
    for (const NotificationKind k : {NotificationKind::JobFailed,
                                     NotificationKind::KeyRejected,
                                     NotificationKind::Banned,
                                     NotificationKind::QueueDrained}) {
        m_throttle.setEnabled(k, ConsoleSettings::notifications() && ConsoleSettings::notificationEnabled(k));
    }
    if (kind == NotificationKind::QueueDrained && m_throttle.isEnabled(kind)) {
        m_drainedWaiting = true;
    }
    const Notification now = m_throttle.offer(kind, text, m_clock.monotonicMs());
    m_noticeUrgent = kind == NotificationKind::KeyRejected || kind == NotificationKind::Banned;
    m_tray->notify(now);
    m_noticeUrgent = false;
    const qint64 next = m_throttle.nextDueAtMs();
    if (next > 0 && !m_digest.isActive()) {
        m_digest.start(int(std::max<qint64>(0, next - m_clock.monotonicMs())));
    }
}

void CapacityConsole::showDigest()
{
    // A drained queue said so when it drained; one that has work again by now is not drained.
    if (m_status.inFlight > 0 || m_counts.queued > 0 || m_counts.solving > 0) {
        workAgain();
    }
    m_tray->notify(m_throttle.due(m_clock.monotonicMs()));
    const qint64 next = m_throttle.nextDueAtMs();
    if (next > 0) {
        m_digest.start(int(std::max<qint64>(0, next - m_clock.monotonicMs())));
    }
}

void CapacityConsole::tick()
{
    const qint64 now = m_clock.nowMs();
    // The ages in the dock move with time; the charts move at each new bucket.
    const qint64 bucket = now / 60'000;
    if (bucket != m_lastChartBucketMs) {
        m_lastChartBucketMs = bucket;
        m_chartsDirty = true;
    }
    if (m_chartsDirty) {
        drawCharts(); // what the last snapshot read: never a solve the sidebar has not counted
    } else {
        showView();
    }
}

void CapacityConsole::readStats()
{
    if (m_store) {
        const int records = m_stats.recordCount();
        const qint64 newest = m_stats.newestCollectedAtMs();
        StatsLoader::refresh(*m_store, m_stats, m_clock.nowMs());
        m_newSolves = m_newSolves || m_stats.recordCount() != records || m_stats.newestCollectedAtMs() != newest;
        m_chartsDirty = true;
    }
}

void CapacityConsole::showView()
{
    // The threads in use as of the counts shown (ShownThreads): the gauge, Solving and the sidebar agree.
    EngineStatus shown = m_status;
    const ShownThreads::Threads threads = m_threads.value(m_clock.monotonicMs());
    shown.inFlight = threads.here;
    shown.accountInFlight = threads.account;
    m_view = describeCapacity(shown, m_counts, m_clock.nowMs());
    // Another client only once two threadsinfo readings in a row say so (and gone once two say not): the note
    // never appears and vanishes between two readings of one state.
    m_view.otherClientThreads = m_otherClients.note(m_status.accountAtMs,
                                                    m_status.accountWorking >= 0
                                                            && m_status.databaseThreadsAtReading >= 0
                                                        ? m_view.otherClientThreads
                                                        : -1);
    m_view.otherClientText = otherClientText(m_view.otherClientThreads);
    m_dock->showView(m_view);
    m_tray->showView(m_view);
    m_window->showCapacity(shown, m_view);
}

double CapacityConsole::refreshNow()
{
    readStats();
    return drawCharts();
}

double CapacityConsole::drawCharts()
{
    const qint64 now = m_clock.nowMs();
    m_chartsDirty = false;
    m_newSolves = false;
    m_lastDraw.start();
    showView();
    if (!m_dock->isVisible()) {
        m_chartsDirty = true; // nobody sees the charts: draw when the dock shows again
        return 0;
    }
    const double ms = m_dock->charts()->showSeries(m_stats.compute(now, m_dock->charts()->windowMs()));
    if (m_redrawTimes.size() >= 100'000) {
        m_redrawTimes.clear();
    }
    m_redrawTimes.append(ms);
    return ms;
}

int CapacityConsole::dockRoomBesideTable(int windowWidth, int laidOutWidth) const
{
    const int others = laidOutWidth - m_window->jobColumns()->table()->width() - m_dock->width();
    return windowWidth - others - m_window->jobColumns()->leastTableWidth();
}

void CapacityConsole::fitDock(int laidOutWidth)
{
    // A window made narrower takes its width from the table first; a dock beside it that would now take more than
    // its share gives way too (never below its minimum). Made wider again, the dock grows back to where it was. A
    // width the operator dragged the dock to is kept beyond a narrow window's share, as far as the table keeps its
    // least width: at 900x560 a dragged 262 px came back as 203 after a restart, without the charts (a twenty-seventh
    // trial). Only in a window about as wide as the one it was dragged in, or wider: a width dragged at 1600 px kept
    // squeezing the page URLs to their hosts at 1200 and 900 px, and after a re-dock (a thirty-fifth trial). In a
    // narrower window the dock takes the same part of the window as it was dragged to, within the window's share.
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
    if (m_dockWidth <= 0 || m_dock->isFloating()
        || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)) {
        return;
    }
    const int width = m_window->width();
    const int room = dockRoomBesideTable(width, laidOutWidth > 0 ? laidOutWidth : width);
    const bool dragged = m_dockDraggedAt > 0 && width * 100 >= m_dockDraggedAt * 98;
    const int most = dragged ? std::max(mostDockWidth(width), room) : mostDockWidth(width);
    // In a narrower window than the drag's, the dock keeps the part of the window's width the operator gave it.
    const int preferred = m_dockDraggedAt > 0 && !dragged ? int(qint64(m_dockWidth) * width / m_dockDraggedAt)
                                                          : m_dockWidth;
    const int wanted = std::clamp(preferred,
                                  CapacityDock::kMinimumWidth,
                                  std::max(CapacityDock::kMinimumWidth, std::min(most, CapacityDock::kMaximumWidth)));
    if (m_dock->width() != wanted) {
        m_window->resizeDocks({m_dock}, {wanted}, Qt::Horizontal);
    }
}

void CapacityConsole::tableLeastWidthGrew()
{
    // Once the table is laid out (it grew in a fit of its columns).
    QTimer::singleShot(0, this, [this] {
        fitDock();
    });
}

void CapacityConsole::updateDragHint()
{
    // Where a drag cannot make room for the charts, the hint offers only their own window (a twenty-seventh trial
    // dragged to 248 px, the table's limit, and still read "drag its edge"). From the widths as laid out, the bound a
    // drag of the separator gets (see the press below): computed in a resize from the widths before it, the same
    // layout at 900x560 offered no drag after a resize and "drag its edge" after a re-dock (a thirty-first trial).
    const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
    if (m_window->jobColumns() == nullptr || m_dock->isFloating()
        || (area != Qt::LeftDockWidgetArea && area != Qt::RightDockWidgetArea)) {
        return;
    }
    m_dock->setDragCanShowCharts(dragReach() >= CapacityDock::kChartsMinimumWidth);
}

int CapacityConsole::dragReach() const
{
    // The dock's width plus what the table can give without going below its columns' least width.
    const int spare = m_window->jobColumns()->table()->width() - m_window->jobColumns()->leastTableWidth();
    return m_dock->width() + std::max(0, spare);
}

bool CapacityConsole::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_dock || watched == m_table) && event->type() == QEvent::Resize
        && !std::exchange(m_dragHintPending, true)) {
        // Once the table has fitted its columns to its new width (its least width follows them).
        QTimer::singleShot(0, this, [this] {
            m_dragHintPending = false;
            updateDragHint();
        });
    }
    if (watched == m_window && event->type() == QEvent::Show && (!m_layoutRestored || m_dockWidth <= 0)) {
        // The first start (or a state saved before the preferred width was kept): a narrow column now, and the
        // default width as the one it grows back to. A first start on a small screen kept its squeezed width as the
        // preferred one, and the dock stayed narrow without its charts on a larger window later (a fifth trial).
        const int now = std::clamp(m_window->width() * kDefaultDockPercent / 100,
                                   CapacityDock::kMinimumWidth,
                                   std::min(kDefaultDockWidth, mostDockWidth(m_window->width())));
        m_dockWidth = std::max(now, kDefaultDockWidth);
        if (!std::exchange(m_layoutRestored, true)) {
            m_window->resizeDocks({m_dock}, {now}, Qt::Horizontal);
        }
    }
    if (watched == m_window && event->type() == QEvent::MouseButtonPress) {
        m_dockWidthAtPress = m_dock->width();
        // A drag of the separator widens the dock only into the room the table can give: at 900x560 a dock dragged
        // wider made the table scroll sideways with the page URL cut to "sho…=31" (a twenty-fifth trial). Only a
        // press on the window itself (the separator), not one a child passed up: a press on the dock's own link
        // bounded the window it then became (a twenty-sixth trial's charts window stayed 203 px wide).
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
        const auto *press = static_cast<QMouseEvent *>(event);
        if (m_window->childAt(press->position().toPoint()) == nullptr && !m_dock->isFloating()
            && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)) {
            m_dock->setMaximumWidth(std::clamp(dragReach(), CapacityDock::kMinimumWidth, CapacityDock::kMaximumWidth));
        }
    }
    if (watched == m_window && event->type() == QEvent::MouseButtonRelease) {
        // The operator dragged the separator beside the dock: that width is the one it comes back to.
        const Qt::DockWidgetArea area = m_window->dockWidgetArea(m_dock);
        if (m_dockWidthAtPress >= 0 && m_dock->width() != m_dockWidthAtPress && !m_dock->isFloating()
            && (area == Qt::LeftDockWidgetArea || area == Qt::RightDockWidgetArea)) {
            m_dockWidth = m_dock->width();
            m_dockDraggedAt = m_window->width();
        }
        m_dockWidthAtPress = -1;
        m_dock->setMaximumWidth(CapacityDock::kMaximumWidth);
    }
    if (watched == m_window && event->type() == QEvent::Resize) {
        // The filter sees the new width before the window lays its parts out for it.
        fitDock(static_cast<QResizeEvent *>(event)->oldSize().width());
    }
    if (watched == m_window && event->type() == QEvent::Show) {
        fitDock();
    }
    if (watched == m_window && event->type() == QEvent::Show && !std::exchange(m_shownOnce, true)) {
        // QMainWindow keeps applying a restored state (the dock's saved width, maybe squeezed) for a moment after
        // the window is shown: fit the dock again once that is over.
        QTimer::singleShot(kRestoredStateSettleMs, this, [this] {
            fitDock();
        });
    }
    if (watched == m_window && event->type() == QEvent::Close) {
        // Close to tray: only a close from the window manager (not File > Quit), only where a tray exists.
        if (event->spontaneous() && m_tray->hasTray() && ConsoleSettings::closeToTray()) {
            m_window->hide();
            event->ignore();
            return true;
        }
        QSettings().setValue(kStateSetting, m_window->saveState());
        if (m_dockWidth > 0) {
            QSettings().setValue(kDockWidthSetting, m_dockWidth);
            QSettings().setValue(kDockDraggedAtSetting, m_dockDraggedAt);
        }
    }
    return QObject::eventFilter(watched, event);
}

} // namespace SolveDeck
