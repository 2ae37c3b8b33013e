#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/consoleplaces.h"
#include "core/store/jobstore.h"
#include "gui/aboutbox.h"
#include "gui/apikeydialog.h"
#include "gui/capacityconsole.h"
#include "gui/consolesettings.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "gui/databaseworker.h"
#include "gui/historyconsole.h"
#include "gui/icons.h"
#include "gui/itemdataroles.h"
#include "gui/jobactions.h"
#include "gui/jobcolumns.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobfigures.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/messagebox.h"
#include "gui/statesidebar.h"
#include "gui/steadytable.h"
#include "gui/tokenclipboard.h"

#include <QApplication>
#include <QCloseEvent>
#include <QCursor>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>
#include <QResizeEvent>
#include <QScreen>
#include <QScrollBar>
#include <QSettings>
#include <QShortcut>
#include <QSpinBox>
#include <QStyle>
#include <QToolBar>
#include <QToolButton>
#include <QToolTip>
#include <QVBoxLayout>

#include <algorithm>
#include <utility>

namespace SolveDeck {

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_options(options)
{
    m_ui->setupUi(this);
    // The menus and commands that messages name take their words from ConsolePlaces, as the messages do.
    using ConsolePlaces::Label;
    m_ui->fileMenu->setTitle(ConsolePlaces::label(Label::FileMenu));
    m_ui->jobsMenu->setTitle(ConsolePlaces::label(Label::JobsMenu));
    m_ui->viewMenu->setTitle(ConsolePlaces::label(Label::ViewMenu));
    m_ui->helpMenu->setTitle(ConsolePlaces::label(Label::HelpMenu));
    m_ui->setApiKeyAction->setText(ConsolePlaces::label(Label::SetApiKey));
    m_ui->jobDatabaseAction->setText(ConsolePlaces::label(Label::JobDatabase));
    m_ui->newJobAction->setText(ConsolePlaces::label(Label::NewJob));
    m_ui->solveAgainAction->setText(ConsolePlaces::label(Label::SolveAgain));
    m_ui->onlyMineAction->setText(ConsolePlaces::label(Label::OnlyMyJobs));
    m_ui->followNewestAction->setText(ConsolePlaces::label(Label::FollowNewest));
    // The platform appends the application's display name ("SolveDeck") to every title that does not already
    // end with it; ending with it ourselves keeps it once.
    setWindowTitle(options.demo ? tr("Demo mode — SolveDeck") : tr("SolveDeck"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/solvedeck.svg")));

    m_banner = new BannerBar(this);
    m_ui->centralLayout->insertWidget(0, m_banner);
    connect(m_banner, &BannerBar::buttonClicked, this, &MainWindow::bannerButtonClicked);

    m_statusBar = new ConsoleStatusBar(options.demo, this);
    m_statusBar->setEndpointLabel(options.endpointLabel);
    setStatusBar(m_statusBar);

    m_jobModel = new JobTableModel(Clock::system(), this);
    setUpTable();
    m_sidebar = new StateSidebar(m_ui->stateList, this);
    m_figures = new JobFiguresReader(this);
    m_ui->stateList->setAccessibleDescription(tr("Show the jobs of one state; each with its count in the database"));
    connect(m_sidebar, &StateSidebar::statesChosen, m_jobModel, &JobTableModel::setStates);
    connect(m_sidebar, &StateSidebar::statesChosen, this, &MainWindow::updateEmptyHint);

    m_detail = new JobDetailWidget(Clock::system(), this);
    m_detail->setObjectName(QStringLiteral("jobDetail"));
    m_ui->contentSplitter->addWidget(m_detail);
    m_ui->mainSplitter->setStretchFactor(0, 0);
    m_ui->mainSplitter->setStretchFactor(1, 1);
    // The sidebar as narrow as its words allow; the table takes the rest.
    m_ui->mainSplitter->setSizes({m_ui->stateList->minimumWidth(), 1030});
    // The table gets most of the height; the detail pane below can be resized or collapsed (View > Detail Pane).
    m_ui->contentSplitter->setStretchFactor(0, 1);
    m_ui->contentSplitter->setStretchFactor(1, 0);
    m_ui->contentSplitter->setCollapsible(0, false);
    m_ui->contentSplitter->setCollapsible(1, true);
    m_ui->contentSplitter->setSizes({460, 200});
    // Refusals from the engine (a cancel that raced it) come one per job: gathered for a moment, shown as one list.
    m_refusalTimer.setSingleShot(true);
    m_refusalTimer.setInterval(300);
    connect(&m_refusalTimer, &QTimer::timeout, this, &MainWindow::showRefusals);

    m_clipboard = new TokenClipboard(this);
    m_actions = new JobActions(this,
                               {m_ui->newJobAction,
                                m_ui->copyTokenAction,
                                m_ui->cancelJobAction,
                                m_ui->retryJobAction,
                                m_ui->solveAgainAction,
                                m_ui->reportWrongAction,
                                m_ui->reportCorrectAction});
    connect(m_actions, &JobActions::jobQueueAnswered, this, &MainWindow::jobQueueAnswered);
    connect(m_actions, &JobActions::reportAnswerRequested, this, &MainWindow::reportAnswerRequested);
    setUpToolBar();
    connectActions();

    restoreLayout();
    m_capacity = new CapacityConsole(this);
    connect(m_columns, &JobColumns::leastTableWidthGrew, m_capacity, &CapacityConsole::tableLeastWidthGrew);
    m_history = new HistoryConsole(this);
    m_ui->quitAction->setStatusTip(tr("Close the window and end SolveDeck"));
    m_ui->aboutAction->setStatusTip(tr("The version, the libraries in use and the licence"));
    describeCommands();
    Icons::decorate(this);
    m_actions->update();
    engineStateChanged();
    updateEmptyHint();
}

MainWindow::~MainWindow() = default;

void MainWindow::setUpTable()
{
    m_ui->jobTable->setModel(m_jobModel);
    // Tab leaves the table for the window's next part (focusNextPrevChild): moving from cell to cell it would change
    // the selected job under a Del or a copy (a twenty-eighth trial: job 39 became job 35 after eight Tabs).
    m_ui->jobTable->setTabKeyNavigation(false);
    m_ui->jobTable->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    // The rows under the pointer, the selection or the top row stay where they are as jobs arrive and change.
    m_steady = new SteadyTable(m_ui->jobTable, this);
    // Rows a re-layout brings in above are jobs that arrived, unless the operator asked for another filter or order.
    // (A re-read of the same view, as after the engine goes idle or the text index catches up, brings in new jobs:
    // it counted them as a new view and reset the count.)
    m_steady->setRowsAreNew([this] {
        return !m_jobModel->changingView();
    });
    m_steady->setNewestFirst([this] {
        const JobView &view = m_jobModel->view();
        return view.descending && (view.sortKey == JobSortKey::Id || view.sortKey == JobSortKey::Created);
    });
    // Columns as wide as what they show, the least important left out while the table is too narrow (View > Columns).
    m_columns = new JobColumns(m_ui->jobTable, m_jobModel, this);
    m_ui->jobTable->setTextElideMode(Qt::ElideRight);
    m_ui->jobTable->verticalHeader()->setDefaultSectionSize(m_ui->jobTable->fontMetrics().height() + 6);
    m_ui->jobTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_ui->jobTable->addActions({m_ui->copyTokenAction,
                                m_ui->cancelJobAction,
                                m_ui->retryJobAction,
                                m_ui->solveAgainAction,
                                m_ui->reportWrongAction,
                                m_ui->reportCorrectAction});
    m_ui->jobTable->setAccessibleDescription(
        tr("One row per job: id, state, what it waits for, method, site key, page URL, created, elapsed, token "
           "expiry and error. The context menu key opens the job's commands."));

    // A table with no row says why and what to do, over its empty viewport.
    m_emptyHint = new QLabel(m_ui->jobTable->viewport());
    m_emptyHint->setObjectName(QStringLiteral("emptyHint"));
    m_emptyHint->setWordWrap(true);
    m_emptyHint->setAlignment(Qt::AlignCenter);
    m_emptyHint->setForegroundRole(QPalette::PlaceholderText);
    m_emptyHint->setAttribute(Qt::WA_TransparentForMouseEvents);
    auto *hintLayout = new QVBoxLayout(m_ui->jobTable->viewport());
    hintLayout->setContentsMargins(24, 24, 24, 24);
    hintLayout->addWidget(m_emptyHint);
    m_emptyHint->hide();
}

void MainWindow::connectActions()
{
    connect(m_ui->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->aboutAction, &QAction::triggered, this, [this] {
        AboutBox::show(this, {m_options.demo, m_databaseLocation, m_databaseState});
    });
    connect(m_ui->detailPaneAction, &QAction::toggled, m_detail, &QWidget::setVisible);
    connect(m_ui->followNewestAction, &QAction::toggled, this, &MainWindow::setFollowNewest);
    connect(m_ui->onlyMineAction, &QAction::toggled, this, &MainWindow::setOnlyMine);
    // F10 opens the menu bar at its first menu, as Help > Keyboard Shortcuts says (Qt leaves it to the desktop's
    // style, and without one F10 did nothing: a twenty-fifth trial).
    auto *menuKey = new QShortcut(QKeySequence(Qt::Key_F10), this);
    menuKey->setObjectName(QStringLiteral("openMenuBarShortcut"));
    connect(menuKey, &QShortcut::activated, this, [this] {
        for (QAction *menu : menuBar()->actions()) {
            if (menu->isVisible() && menu->isEnabled()) {
                menuBar()->setActiveAction(menu);
                return;
            }
        }
    });
    connect(m_ui->findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus(Qt::ShortcutFocusReason);
        m_filterEdit->selectAll();
    });
    // Demo mode runs on the simulator, with no key, and on a temporary database of its own; the choices are for live
    // runs, and the menu says so rather than offering a command that silently does nothing.
    if (m_options.demo) {
        // Both File commands demo mode has no use for say so, in the menu and in the F1 list (a twenty-first trial
        // found Set API Key only greyed out), and both explain when chosen (a twenty-third found one greyed, the
        // other explaining).
        const auto explain = [this](QAction *action, const QString &label, const QString &title, const QString &why) {
            action->setText(tr("%1 (not in demo mode)").arg(label));
            action->setStatusTip(why);
            connect(action, &QAction::triggered, this, [this, title, why] {
                QMessageBox::information(this, title, why);
            });
        };
        explain(m_ui->setApiKeyAction,
                ConsolePlaces::label(ConsolePlaces::Label::SetApiKey),
                tr("Set API Key"),
                tr("Demo mode solves on the built-in simulator and needs no API key; start SolveDeck without --demo "
                   "to set the key your jobs are solved with."));
        explain(m_ui->jobDatabaseAction,
                ConsolePlaces::label(ConsolePlaces::Label::JobDatabase),
                tr("Job Database"),
                tr("Demo mode keeps its jobs in a temporary database of its own; start SolveDeck without --demo to "
                   "choose where jobs are kept."));
    } else {
        connect(m_ui->setApiKeyAction, &QAction::triggered, this, &MainWindow::askForApiKey);
        connect(m_ui->jobDatabaseAction, &QAction::triggered, this, &MainWindow::openDatabaseDialog);
    }
    // The filter is the table's SQL; the sidebar's counts stay the whole database's (only "(filtered)" changes).
    connect(m_filterEdit, &QLineEdit::textChanged, m_jobModel, &JobTableModel::setText);
    connect(m_filterEdit, &QLineEdit::textChanged, this, &MainWindow::updateMatchCount);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_jobModel, signal, this, &MainWindow::updateMatchCount);
        connect(m_jobModel, signal, this, &MainWindow::updateEmptyHint);
    }
    connect(m_jobModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateMatchCount);
    connect(m_jobModel, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateMatchCount);
    connect(m_jobModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateEmptyHint);
    connect(m_jobModel, &QAbstractItemModel::modelReset, this, &MainWindow::viewChanged);
    connect(m_jobModel, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateEmptyHint);
    connect(m_jobModel, &QAbstractItemModel::layoutChanged, this, &MainWindow::viewChanged);
    connect(m_jobModel, &QAbstractItemModel::rowsRemoved, this, &MainWindow::viewChanged);
    connect(m_jobModel, &QAbstractItemModel::dataChanged, this, &MainWindow::refreshToolTip);
    connect(m_threadCap, &QSpinBox::valueChanged, this, [this](int cap) {
        if (m_followingCap) {
            Q_EMIT threadCapChanged(cap);
            return;
        }
        if (m_engine) {
            m_engine->setThreadCap(cap);
        }
        // The user's choice is remembered; a clamp to the plan is not (a larger plan later gets the choice back).
        if (!m_clampingCap) {
            ConsoleSettings::setThreadCap(cap);
        }
        Q_EMIT threadCapChanged(cap);
    });
    connect(m_ui->jobTable->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &MainWindow::selectionChanged);
    connect(m_jobModel, &JobTableModel::jobsRefreshed, this, [this](const QList<qint64> &ids) {
        const auto shown = m_detail->shownJobId();
        if (shown && ids.contains(*shown)) {
            refreshDetail();
        }
        m_actions->update();
    });
    // The figures read with the table's rows are shown in the same event as the rows: no repaint between them.
    m_jobModel->setReadAlongside([this] {
        m_figures->readAlongside();
        Q_EMIT readingSnapshot();
    });
    connect(m_jobModel, &JobTableModel::snapshotShown, m_figures, &JobFiguresReader::announce);
    connect(m_figures, &JobFiguresReader::figuresRead, this, &MainWindow::showFigures);
    connect(m_detail, &JobDetailWidget::copyTokenRequested, m_actions, &JobActions::copyToken);
    connect(m_detail, &JobDetailWidget::tokenExpired, m_actions, &JobActions::update);
}

void MainWindow::attach(JobStore *store, EngineHost *engine, const QString &databasePassword)
{
    if (m_engine) {
        disconnect(m_engine, nullptr, this, nullptr);
    }
    m_store = store;
    m_engine = engine;
    // The figures first: the table's first read of this store reads them alongside its rows.
    m_figures->setStore(store,
                        store && store->isOpen() ? DatabaseWorker::locationOf(*store) : QString(),
                        databasePassword);
    m_jobModel->setStore(store);
    m_actions->setStore(store);
    m_actions->setEngine(engine);
    m_capacityShown = false;
    if (m_engine) {
        // The cap is the account's, on the database: the engine follows the one an operator set (here, or another
        // console or script), or the plan's threads when nobody set one (issue 37). Only the operator's own change of
        // the box sets it; the box shows what the engine follows without making it a choice.
        connect(m_engine, &EngineHost::stateChanged, this, &MainWindow::engineStateChanged);
        connect(m_engine, &EngineHost::threadCapChanged, this, [this](int cap) {
            if (m_threadCap->value() != cap) {
                m_followingCap = true;
                m_threadCap->setValue(cap);
                m_followingCap = false;
            }
        });
        connect(m_engine, &EngineHost::actionFailed, this, &MainWindow::noteRefusal);
    }
    // The capacity console describes the engine's status (the dock, the tray, and through showCapacity() the status
    // bar and the toolbar's plan size), from its first status on.
    m_capacity->attach(store, engine);
    m_history->attach(store, databasePassword);
    setOnlyMine(m_ui->onlyMineAction->isChecked());
    engineStateChanged();
    m_actions->update();
    updateEmptyHint();
}

void MainWindow::showFigures(const JobFigures &figures)
{
    // One read, shown everywhere at once: the sidebar, then (through the capacity console) the status bar, the dock
    // and the tray.
    m_sidebar->showFigures(figures);
    if (m_capacity) {
        m_capacity->setCounts(figures.queueCounts(), figures.serial);
    }
}

void MainWindow::showCapacity(const EngineStatus &status, const CapacityView &view)
{
    m_capacityView = view;
    m_capacityShown = true;
    m_statusBar->setCapacity(view);
    if (status.planThreads > 0 && status.planThreads != m_planThreads) {
        // Clamp visibly: the box never shows a number that is not in force.
        m_clampingCap = true;
        m_threadCap->setMaximum(status.planThreads);
        m_clampingCap = false;
    }
    m_planThreads = status.planThreads;
    m_planLabel->setText(status.planThreads > 0 ? tr(" of %1 ").arg(status.planThreads) : QString());
    updateEngineText();
}

void MainWindow::noteRefusal(qint64 jobId, const QString &code, const QString &message)
{
    // A job that changed meanwhile, in the console's words: the engine's message names stored states ("solved",
    // "queued or submitting") and a "refresh" the table does by itself (a fifth trial, in German).
    const std::optional<Job> job = jobId > 0 && code == QLatin1String("INVALID_TRANSITION")
                                     ? (m_store ? m_store->job(jobId) : std::nullopt)
                                     : std::nullopt;
    m_refusals << (job ? tr("Job %1 had changed meanwhile (now %2) and was left as it is.")
                             .arg(jobId)
                             .arg(JobLabels::state(job->state))
                       : message);
    m_refusalTimer.start();
}

void MainWindow::showRefusals()
{
    if (m_refusals.isEmpty()) {
        return;
    }
    const QStringList refusals = std::exchange(m_refusals, {});
    // One notice for a burst (a bulk cancel that raced the engine answers once per job), not a box per job; not
    // modal, so the table keeps updating behind it.
    QString text;
    if (refusals.size() == 1) {
        text = refusals.first();
    } else {
        text = tr("%n job(s) were not changed: they had changed meanwhile.", nullptr, int(refusals.size()));
    }
    m_lastRefusalNotice = text;
    auto *box = new QMessageBox(QMessageBox::Information, tr("Jobs not changed"), text, QMessageBox::Close, this);
    box->setObjectName(QStringLiteral("refusalNotice"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    if (refusals.size() > 1) {
        constexpr int shown = 8;
        QStringList lines = refusals.mid(0, shown);
        if (refusals.size() > shown) {
            lines << tr("… and %1 more (Show Details…)").arg(refusals.size() - shown);
            box->setDetailedText(refusals.join(QLatin1Char('\n')));
        }
        box->setInformativeText(lines.join(QLatin1Char('\n')));
        m_lastRefusalNotice += QLatin1Char('\n') + lines.join(QLatin1Char('\n'));
    }
    box->setWindowModality(Qt::NonModal);
    box->show();
}

void MainWindow::showBanner(const QString &text, BannerKind kind, const QString &details)
{
    m_banner->showMessage(text, kind, details);
    updateEngineText();
}

void MainWindow::bannerButtonClicked(BannerKind kind, int index)
{
    switch (kind) {
    case BannerKind::Info:
        return;
    case BannerKind::NoKey:
        if (index == 0) {
            askForApiKey();
        } else {
            Q_EMIT demoRequested();
        }
        return;
    case BannerKind::KeyRejected:
        if (index == 0) {
            askForApiKey();
        } else if (m_engine) {
            m_engine->resumeAfterKeyChange();
        }
        return;
    case BannerKind::DatabaseProblem:
        if (index == 0) {
            openDatabaseDialog();
        } else {
            Q_EMIT databaseRetryRequested();
        }
        return;
    case BannerKind::DatabaseOpening:
        Q_EMIT databaseOpenCanceled();
        return;
    }
}

void MainWindow::setDatabase(const QString &location, DatabaseState state, bool fromCommandLine)
{
    m_databaseLocation = location;
    m_databaseState = state;
    m_databaseFromCommandLine = fromCommandLine;
    m_statusBar->setDatabase(location, state);
    updateEngineText();
}

void MainWindow::setEndpointLabel(const QString &label)
{
    m_statusBar->setEndpointLabel(label);
}

QString MainWindow::aboutText() const
{
    return AboutBox::text({m_options.demo, m_databaseLocation, m_databaseState});
}

DatabaseDialog *MainWindow::openDatabaseDialog()
{
    if (m_databaseDialog) {
        m_databaseDialog->raise();
        m_databaseDialog->activateWindow();
        return m_databaseDialog;
    }
    DatabaseDialog::Setup setup;
    setup.savedLocation = QSettings().value(databaseLocationSetting()).toString();
    setup.defaultFile = JobStore::defaultDatabasePath();
    setup.currentLocation = m_databaseLocation;
    setup.currentOpen = m_databaseState == DatabaseState::Open;
    setup.currentFromCommandLine = m_databaseFromCommandLine;
    setup.keychainService = m_options.keychainService;
    auto *dialog = new DatabaseDialog(setup, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &DatabaseDialog::saved, this, [this](const QString &location) {
        showStatusMessage(m_databaseState == DatabaseState::Open
                              ? tr("Job database saved: SolveDeck opens it the next time it starts.")
                              : tr("Job database saved."));
        Q_EMIT databaseChosen(location);
    });
    m_databaseDialog = dialog;
    // Window-modal without a nested event loop: the table keeps updating behind it.
    dialog->open();
    return dialog;
}

void MainWindow::showStatusMessage(const QString &text, int timeoutMs)
{
    m_statusBar->showNote(text, timeoutMs);
}

void MainWindow::setFollowNewest(bool follow)
{
    if (m_ui->followNewestAction->isChecked() != follow) {
        m_ui->followNewestAction->setChecked(follow);
        return; // toggled() comes back here
    }
    m_steady->setFollowNewest(follow);
    if (follow) {
        m_steady->showNewest();
    }
}

void MainWindow::updateMatchCount()
{
    const bool filtered = !m_filterEdit->text().trimmed().isEmpty() || m_ui->onlyMineAction->isChecked();
    m_matchAction->setVisible(filtered);
    if (filtered) {
        m_matchLabel->setText(tr(" %1 matching ").arg(m_jobModel->rowCount()));
    }
    // No figure in it: a tooltip on screen is not repainted, and one showing an earlier filter's count disagreed
    // with the count beside the filter box (a third trial).
    m_ui->stateList->setToolTip(
        filtered ? tr("Counts are for the whole database; the table is filtered (its count is beside the filter box)")
                 : QString());
    // Only My Jobs filters the table too (a twenty-fourth trial saw no "(filtered)" with it on).
    m_sidebar->setFiltered(filtered);
}

void MainWindow::updateEmptyHint()
{
    const bool open = m_store && m_store->isOpen();
    if (!open || m_jobModel->rowCount() > 0) {
        m_emptyHint->hide();
        return;
    }
    const bool text = !m_filterEdit->text().trimmed().isEmpty();
    const bool onlyMine = m_ui->onlyMineAction->isChecked();
    const bool states = !m_sidebar->currentStates().isEmpty();
    QStringList lines;
    if (!text && !onlyMine && !states) {
        lines << tr("No jobs yet.")
              << tr("%1 (%2) queues one; %3 queues a list.")
                     .arg(ConsolePlaces::path(ConsolePlaces::Place::NewJob),
                          m_ui->newJobAction->shortcut().toString(QKeySequence::NativeText),
                          ConsolePlaces::path(ConsolePlaces::Place::ImportJobs));
    } else {
        lines << tr("No job matches this view.");
        if (text) {
            // A pasted token is longer than the table: its ends say which (the message was cut on both sides: a tenth
            // trial).
            QString shown = m_filterEdit->text().trimmed();
            if (shown.size() > 40) {
                shown = shown.left(24) + QChar(0x2026) + shown.right(12);
            }
            lines << tr("The filter \"%1\" matches nothing: Esc in the filter box clears it.").arg(shown);
        }
        if (states) {
            lines << tr("The sidebar shows one state: \"All\" shows every job.");
        }
        if (onlyMine) {
            lines << tr("%1 is on: only the jobs you added are shown.")
                         .arg(ConsolePlaces::path(ConsolePlaces::Place::OnlyMyJobs));
        }
    }
    m_emptyHint->setText(lines.join(QLatin1Char('\n')));
    m_emptyHint->show();
}

void MainWindow::viewChanged()
{
    // A re-sort or re-filter keeps the selection on its jobs; a job the view no longer lists drops out of the
    // selection without a selectionChanged (Qt's layoutChanged), so the pane and the commands look again: an
    // eighteenth trial saw "60 jobs selected" and Cancel enabled after a filter had left nothing selected.
    QList<qint64> selected = selectedJobIds();
    std::sort(selected.begin(), selected.end());
    if (selected != m_detailShows) {
        refreshDetail();
        m_actions->update();
        Q_EMIT jobSelectionChanged();
    }
}

void MainWindow::refreshToolTip(const QModelIndex &topLeft, const QModelIndex &bottomRight)
{
    // Qt shows a tooltip's text as it was when the pointer stopped; a row that changes under it (a job solved while
    // its "at the service" tooltip is up) gets its new text, or the tooltip goes.
    if (!QToolTip::isVisible()) {
        return;
    }
    QTableView *table = m_ui->jobTable;
    // Only a tooltip of the table's own: with a dialog over it, or the pointer on the status bar below its last
    // visible row, a row's text was shown there (a twenty-first trial).
    const QPoint at = table->viewport()->mapFromGlobal(QCursor::pos());
    if (!table->viewport()->rect().contains(at) || QApplication::widgetAt(QCursor::pos()) != table->viewport()) {
        return;
    }
    const QModelIndex index = table->indexAt(at);
    if (!index.isValid() || index.row() < topLeft.row() || index.row() > bottomRight.row()
        || index.column() < topLeft.column() || index.column() > bottomRight.column()) {
        return;
    }
    const QString tip = index.data(Qt::ToolTipRole).toString();
    if (tip.isEmpty()) {
        QToolTip::hideText();
    } else {
        QToolTip::showText(QCursor::pos(), tip, table->viewport(), table->visualRect(index));
    }
}

QList<qint64> MainWindow::selectedJobIds() const
{
    QList<qint64> ids;
    const QModelIndexList rows = m_ui->jobTable->selectionModel()->selectedRows();
    for (const QModelIndex &index : rows) {
        ids.append(index.data(JobIdRole).toLongLong());
    }
    return ids;
}

void MainWindow::selectJob(qint64 id)
{
    const int row = m_jobModel->rowOfJob(id);
    if (row < 0) {
        return;
    }
    const QModelIndex index = m_jobModel->index(row, 0);
    m_ui->jobTable->selectionModel()->setCurrentIndex(index,
                                                      QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    // A row just inserted is laid out lazily: without this the scroll range does not reach it yet.
    m_ui->jobTable->doItemsLayout();
    m_ui->jobTable->scrollTo(index);
}

void MainWindow::selectionChanged()
{
    refreshDetail();
    m_actions->update();
    Q_EMIT jobSelectionChanged();
}

void MainWindow::refreshDetail()
{
    const QList<qint64> ids = selectedJobIds();
    m_detailShows = ids;
    std::sort(m_detailShows.begin(), m_detailShows.end());
    if (ids.size() > 1) {
        m_detail->showSelectionOf(int(ids.size())); // not "Select a job" with five selected (a sixth trial)
        return;
    }
    if (ids.size() != 1) {
        m_detail->showJob(std::nullopt);
        return;
    }
    const auto job = m_jobModel->jobById(ids.first());
    m_detail->showJob(job, m_store && job ? m_store->events(job->id) : QList<JobEvent>{});
}

bool MainWindow::enqueue(const TaskSpec &spec, const QString &idempotencyKey)
{
    return m_actions->enqueue(spec, idempotencyKey);
}

void MainWindow::askForApiKey()
{
    ApiKeyDialog dialog(this);
    if (dialog.exec() == QDialog::Accepted && ApiKeyDialog::hasKeyShape(dialog.key())) {
        Q_EMIT apiKeyEntered(dialog.key());
    }
}

void MainWindow::engineStateChanged()
{
    updateEngineText();
    if (!m_engine) {
        return;
    }
    // The banner for the pauses that need the operator; the status bar's words come from the engine's status.
    switch (m_engine->state()) {
    case Engine::State::Stopped:
        break;
    case Engine::State::Running:
        if (m_banner->kind() != BannerKind::NoKey) {
            showBanner({});
        }
        break;
    case Engine::State::PausedForKey:
        showBanner(tr("The service rejected the API key, so the queue is paused; no job has failed. Change the "
                      "key, or resume if the problem has passed."),
                   BannerKind::KeyRejected,
                   m_engine->stateReason());
        break;
    case Engine::State::Banned:
    case Engine::State::EndpointProblem:
    case Engine::State::StoreError:
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    }
}

void MainWindow::updateEngineText()
{
    if (!m_engine) {
        // Without a database there is no engine yet: say what it waits for.
        if (!m_databaseLocation.isEmpty() && m_databaseState == DatabaseState::Opening) {
            m_statusBar->setEngineText(tr("Opening the job database…"));
        } else if (!m_databaseLocation.isEmpty() && m_databaseState == DatabaseState::Failed) {
            m_statusBar->setEngineText(tr("No job database open"));
        } else {
            m_statusBar->setEngineText(tr("Engine stopped"));
        }
        return;
    }
    if (m_banner->kind() == BannerKind::NoKey && !m_banner->isHidden() && m_engine->state() == Engine::State::Stopped) {
        m_statusBar->setEngineText(tr("Waiting for an API key"));
        return;
    }
    if (m_capacityShown) {
        m_statusBar->setEngineText(m_capacityView.engineStatusText, m_capacityView.engineStatusToolTip);
    }
}

void MainWindow::setOnlyMine(bool onlyMine)
{
    if (m_ui->onlyMineAction->isChecked() != onlyMine) {
        m_ui->onlyMineAction->setChecked(onlyMine);
        return; // toggled() comes back here
    }
    m_jobModel->setCreatedBy(onlyMine && m_store ? m_store->createdBy() : QString());
    updateMatchCount();
}

} // namespace SolveDeck
