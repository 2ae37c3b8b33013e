#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "gui/aboutbox.h"
#include "gui/apikeydialog.h"
#include "gui/capacityconsole.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "gui/databaseworker.h"
#include "gui/historyconsole.h"
#include "gui/icons.h"
#include "gui/itemdataroles.h"
#include "gui/jobactions.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobtablemodel.h"
#include "gui/messagebox.h"
#include "gui/statesidebar.h"
#include "gui/tokenclipboard.h"

#include <QCloseEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>

namespace SolveDeck {

namespace {

const QString threadCapSetting = QStringLiteral("queue/threadCap");

} // namespace

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_options(options)
{
    m_ui->setupUi(this);
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
    m_ui->stateList->setAccessibleDescription(tr("Show the jobs of one state; each with its count in the database"));
    connect(m_sidebar, &StateSidebar::statesChosen, m_jobModel, &JobTableModel::setStates);
    connect(m_sidebar, &StateSidebar::countsChanged, this, &MainWindow::updateCapacity);

    m_detail = new JobDetailWidget(Clock::system(), this);
    m_detail->setObjectName(QStringLiteral("jobDetail"));
    m_ui->contentSplitter->addWidget(m_detail);
    m_ui->mainSplitter->setStretchFactor(0, 0);
    m_ui->mainSplitter->setStretchFactor(1, 1);
    m_ui->mainSplitter->setSizes({170, 1030});
    // The table gets most of the height; the detail pane below can be resized or collapsed (View > Detail Pane).
    m_ui->contentSplitter->setStretchFactor(0, 1);
    m_ui->contentSplitter->setStretchFactor(1, 0);
    m_ui->contentSplitter->setCollapsible(0, false);
    m_ui->contentSplitter->setCollapsible(1, true);
    m_ui->contentSplitter->setSizes({460, 200});

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
    m_history = new HistoryConsole(this);
    Icons::decorate(this);
    m_actions->update();
    updateCapacity();
    engineStateChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::setUpTable()
{
    m_ui->jobTable->setModel(m_jobModel);
    m_ui->jobTable->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    // One scroll step per row: keeping the rows under the pointer still as jobs arrive counts in rows.
    m_ui->jobTable->setVerticalScrollMode(QAbstractItemView::ScrollPerItem);
    QHeaderView *header = m_ui->jobTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setDefaultSectionSize(120);
    m_ui->jobTable->setColumnWidth(JobTableModel::IdColumn, 60);
    m_ui->jobTable->setColumnWidth(JobTableModel::StateColumn, 90);
    m_ui->jobTable->setColumnWidth(JobTableModel::MethodColumn, 110);
    // Every column fits a 1280 px screen next to the sidebar; the error column takes what is left and elides.
    m_ui->jobTable->setColumnWidth(JobTableModel::SiteColumn, 130);
    m_ui->jobTable->setColumnWidth(JobTableModel::PageUrlColumn, 200);
    m_ui->jobTable->setColumnWidth(JobTableModel::CreatedColumn, 135);
    m_ui->jobTable->setColumnWidth(JobTableModel::ElapsedColumn, 70);
    m_ui->jobTable->setColumnWidth(JobTableModel::TokenExpiryColumn, 105);
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
        tr("One row per job: id, state, method, site key, page URL, created, elapsed, token expiry and error. The "
           "context menu key opens the job's commands."));
}

void MainWindow::setUpToolBar()
{
    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    m_filterEdit->setPlaceholderText(tr("Filter by page URL, site key, method or error (Ctrl+F)"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setAccessibleName(tr("Filter"));
    m_filterEdit->setAccessibleDescription(
        tr("Show only the jobs whose page URL, site key, method or error contains this text; Esc clears it"));
    m_filterEdit->setMaximumWidth(360);
    auto *clearFilter = new QAction(tr("Clear Filter"), m_filterEdit);
    clearFilter->setShortcut(QKeySequence(Qt::Key_Escape));
    clearFilter->setShortcutContext(Qt::WidgetShortcut);
    m_filterEdit->addAction(clearFilter);
    connect(clearFilter, &QAction::triggered, this, [this] {
        m_filterEdit->clear();
        m_ui->jobTable->setFocus(Qt::ShortcutFocusReason);
    });
    m_matchLabel = new QLabel(this);
    m_matchLabel->setObjectName(QStringLiteral("matchLabel"));
    m_ui->mainToolBar->addSeparator();
    auto *capLabel = new QLabel(tr(" Th&reads: "), this);
    m_ui->mainToolBar->addWidget(capLabel);
    m_threadCap = new QSpinBox(this);
    m_threadCap->setObjectName(QStringLiteral("threadCapSpin"));
    // 1..1000 until the server says the plan's size (threadsinfo), then 1..plan; 1000 is far above any plan sold.
    m_threadCap->setRange(1, 1000);
    m_threadCap->setValue(QSettings().value(threadCapSetting, m_options.threadCap).toInt());
    m_threadCap->setToolTip(tr("Most solves at once. Never more than your plan's threads (read from the server)."));
    m_threadCap->setAccessibleName(tr("Thread cap"));
    m_threadCap->setAccessibleDescription(m_threadCap->toolTip());
    capLabel->setBuddy(m_threadCap);
    m_ui->mainToolBar->addWidget(m_threadCap);
    m_planLabel = new QLabel(this);
    m_planLabel->setObjectName(QStringLiteral("planLabel"));
    m_planLabel->setToolTip(tr("Your plan's threads, as the server reports them: the cap cannot go above it."));
    m_ui->mainToolBar->addWidget(m_planLabel);
    m_ui->mainToolBar->addSeparator();
    m_ui->mainToolBar->addWidget(m_filterEdit);
    // A toolbar shows or hides its widgets through their actions.
    m_matchAction = m_ui->mainToolBar->addWidget(m_matchLabel);
    m_matchAction->setVisible(false);
    // Tooltips name their shortcuts, in the desktop's own notation.
    for (QAction *action : m_ui->mainToolBar->actions()) {
        if (!action->shortcut().isEmpty() && !action->toolTip().isEmpty()) {
            action->setToolTip(
                tr("%1 (%2)").arg(action->toolTip(), action->shortcut().toString(QKeySequence::NativeText)));
        }
    }
    m_ui->mainToolBar->setAccessibleName(tr("Main toolbar"));
    // Icons beside the words (the form says words only, from before there were icons): the words stay for clarity,
    // the icons (Icons::decorate) make the buttons quicker to find.
    m_ui->mainToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The toolbar can be hidden (its context menu); View > Toolbar brings it back from the keyboard.
    QAction *toolBarToggle = m_ui->mainToolBar->toggleViewAction();
    toolBarToggle->setText(tr("&Toolbar"));
    toolBarToggle->setObjectName(QStringLiteral("toolBarAction"));
    m_ui->viewMenu->addAction(toolBarToggle);
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
    connect(m_ui->setApiKeyAction, &QAction::triggered, this, &MainWindow::askForApiKey);
    connect(m_ui->findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus(Qt::ShortcutFocusReason);
        m_filterEdit->selectAll();
    });
    m_ui->setApiKeyAction->setEnabled(!m_options.demo);
    // Demo mode runs on a temporary database of its own; the choice is for live runs.
    connect(m_ui->jobDatabaseAction, &QAction::triggered, this, &MainWindow::openDatabaseDialog);
    m_ui->jobDatabaseAction->setEnabled(!m_options.demo);
    // The filter is the table's SQL; the sidebar's counts stay the whole database's (only "(filtered)" changes).
    connect(m_filterEdit, &QLineEdit::textChanged, m_jobModel, &JobTableModel::setText);
    connect(m_filterEdit, &QLineEdit::textChanged, this, &MainWindow::updateMatchCount);
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_jobModel, signal, this, &MainWindow::updateMatchCount);
    }
    connect(m_jobModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateMatchCount);
    connect(m_jobModel, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateMatchCount);
    connect(m_jobModel, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
        rowsInsertedInView(first, last);
    });
    connect(m_threadCap, &QSpinBox::valueChanged, this, [this](int cap) {
        if (m_engine) {
            m_engine->setThreadCap(cap);
        }
        // The user's choice is remembered; a clamp to the plan is not (a larger plan later gets the choice back).
        if (!m_clampingCap) {
            QSettings().setValue(threadCapSetting, cap);
        }
        updateCapacity();
        Q_EMIT threadCapChanged(cap);
    });
    connect(m_ui->jobTable->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &MainWindow::selectionChanged);
    connect(m_jobModel, &JobTableModel::jobsRefreshed, this, [this](const QList<qint64> &ids) {
        m_sidebar->refresh();
        const auto shown = m_detail->shownJobId();
        if (shown && ids.contains(*shown)) {
            refreshDetail();
        }
        m_actions->update();
    });
    connect(m_jobModel, &QAbstractItemModel::modelReset, m_sidebar, &StateSidebar::refresh);
    connect(m_detail, &JobDetailWidget::copyTokenRequested, m_actions, &JobActions::copyToken);
    connect(m_detail, &JobDetailWidget::tokenExpired, m_actions, &JobActions::update);
    connect(m_clipboard, &TokenClipboard::copied, this, [this] {
        showStatusMessage(tr("Token copied. The clipboard is cleared when the token expires."), 4000);
    });
}

void MainWindow::attach(JobStore *store, EngineHost *engine, const QString &databasePassword)
{
    if (m_engine) {
        disconnect(m_engine, nullptr, this, nullptr);
    }
    m_store = store;
    m_engine = engine;
    m_jobModel->setStore(store);
    m_sidebar->setDatabase(store && store->isOpen() ? DatabaseWorker::locationOf(*store) : QString(), databasePassword);
    m_actions->setStore(store);
    m_actions->setEngine(engine);
    if (m_engine) {
        m_engine->setThreadCap(m_threadCap->value());
        connect(m_engine, &EngineHost::stateChanged, this, &MainWindow::engineStateChanged);
        connect(m_engine, &EngineHost::capacityChanged, this, &MainWindow::capacityChanged);
        connect(m_engine, &EngineHost::accountChanged, this, &MainWindow::accountChanged);
        // The cap is the account's: another console or script on this database may set it.
        connect(m_engine, &EngineHost::threadCapChanged, this, [this](int cap) {
            if (m_threadCap->value() != cap) {
                m_threadCap->setValue(cap);
            }
        });
        connect(m_engine, &EngineHost::actionFailed, this, [this](const QString &message) {
            QMessageBox::warning(this, tr("The job was not changed"), message);
        });
        capacityChanged(m_engine->inFlight(), m_engine->effectiveCap(), m_engine->planThreads());
    }
    m_capacity->attach(store, engine);
    m_history->attach(store, databasePassword);
    setOnlyMine(m_ui->onlyMineAction->isChecked());
    engineStateChanged();
    m_actions->update();
}

void MainWindow::showBanner(const QString &text, BannerKind kind, const QString &details)
{
    if (kind == BannerKind::NoKey) {
        m_statusBar->setEngineText(tr("Waiting for an API key"));
    }
    m_banner->showMessage(text, kind, details);
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
    if (!m_engine) {
        engineStateChanged();
    }
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
    m_statusBar->showMessage(text, timeoutMs);
}

void MainWindow::setFollowNewest(bool follow)
{
    m_followNewest = follow;
    if (m_ui->followNewestAction->isChecked() != follow) {
        m_ui->followNewestAction->setChecked(follow);
    }
    if (follow) {
        m_ui->jobTable->scrollToTop();
    }
}

void MainWindow::rowsInsertedInView(int first, int last)
{
    // New rows above the viewport would push the rows under the pointer (and the selection) down. Unless the
    // operator follows the newest jobs at the top, scroll by as many rows so what they look at stays put.
    QScrollBar *bar = m_ui->jobTable->verticalScrollBar();
    const int top = bar->value();
    const bool pointerOnTable = m_ui->jobTable->viewport()->underMouse();
    if ((m_followNewest && top == 0 && !pointerOnTable) || first > top) {
        return;
    }
    // The view lays out new rows later; the scroll range must include them before the value can move.
    m_ui->jobTable->doItemsLayout();
    bar->setValue(top + (last - first + 1));
}

void MainWindow::updateMatchCount()
{
    const bool filtered = !m_filterEdit->text().trimmed().isEmpty() || m_ui->onlyMineAction->isChecked();
    m_matchAction->setVisible(filtered);
    if (filtered) {
        m_matchLabel->setText(tr(" %1 matching ").arg(m_jobModel->rowCount()));
    }
    m_ui->stateList->setToolTip(
        filtered ? tr("Counts are for the whole database (filtered view: %1 shown)").arg(m_jobModel->rowCount())
                 : QString());
    m_sidebar->setFiltered(!m_filterEdit->text().trimmed().isEmpty());
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
}

void MainWindow::refreshDetail()
{
    const QList<qint64> ids = selectedJobIds();
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
    switch (m_engine->state()) {
    case Engine::State::Stopped:
        m_statusBar->setEngineText(tr("Engine stopped"));
        break;
    case Engine::State::Running:
        m_statusBar->setEngineText(tr("Running"));
        showBanner({});
        break;
    case Engine::State::PausedForKey:
        m_statusBar->setEngineText(tr("Paused: API key rejected"));
        showBanner(tr("The service rejected the API key, so the queue is paused; no job has failed. Change the "
                      "key, or resume if the problem has passed."),
                   BannerKind::KeyRejected,
                   m_engine->stateReason());
        break;
    case Engine::State::Banned:
        m_statusBar->setEngineText(tr("Paused: IP banned"));
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    case Engine::State::EndpointProblem:
        m_statusBar->setEngineText(tr("Paused: endpoint problem"));
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    case Engine::State::StoreError:
        m_statusBar->setEngineText(tr("Paused: database not writable"));
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    }
}

void MainWindow::capacityChanged(int inFlight, int effectiveCap, int planThreads)
{
    m_engineInFlight = inFlight;
    m_effectiveCap = effectiveCap;
    m_planThreads = planThreads;
    if (planThreads > 0) {
        // Clamp visibly: the box never shows a number that is not in force.
        m_clampingCap = true;
        m_threadCap->setMaximum(planThreads);
        m_clampingCap = false;
        m_planLabel->setText(tr(" of %1 ").arg(planThreads));
    } else {
        m_planLabel->setText(QString());
    }
    updateCapacity();
}

void MainWindow::accountChanged(int accountInFlight, int engines)
{
    m_accountInFlight = accountInFlight;
    m_accountEngines = std::max(1, engines);
    updateCapacity();
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

void MainWindow::updateCapacity()
{
    ConsoleStatusBar::Capacity capacity;
    // The status bar's "Solving n" is the sidebar's "Solving (n)", from the same read, so the two never disagree.
    capacity.solving = m_sidebar->solvingCount();
    capacity.engineInFlight = m_engineInFlight;
    capacity.accountInFlight = m_accountInFlight;
    capacity.engines = m_accountEngines;
    capacity.cap = m_effectiveCap > 0 ? m_effectiveCap : m_threadCap->value();
    capacity.planThreads = m_planThreads;
    m_statusBar->setCapacity(capacity);
}

void MainWindow::restoreLayout()
{
    const QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    m_ui->jobTable->horizontalHeader()->restoreState(
        settings.value(QStringLiteral("window/jobTableHeader")).toByteArray());
    m_ui->contentSplitter->restoreState(settings.value(QStringLiteral("window/contentSplitter")).toByteArray());
}

void MainWindow::saveLayout() const
{
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/jobTableHeader"), m_ui->jobTable->horizontalHeader()->saveState());
    settings.setValue(QStringLiteral("window/contentSplitter"), m_ui->contentSplitter->saveState());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    // Solves in flight are not lost on quit (the server keeps solving, the next start polls them), but the
    // operator should know before leaving. Demo jobs live in a temporary database: nothing to come back to. The
    // count is the sidebar's last read (no query on the way out).
    if (!m_options.demo && m_store && m_store->isOpen()) {
        const int inFlight = m_sidebar->solvingCount();
        const QString text = inFlight == 1
                               ? tr("A solve is still running at the service. It keeps running there after you "
                                    "quit, and SolveDeck collects its token at the next start (tokens expire, so "
                                    "start again soon if you need it).")
                               : tr("%1 solves are still running at the service. They keep running there after "
                                    "you quit, and SolveDeck collects their tokens at the next start (tokens "
                                    "expire, so start again soon if you need them).")
                                     .arg(inFlight);
        if (inFlight > 0 && !MessageBox::confirm(this, tr("Quit SolveDeck"), text, tr("&Quit"))) {
            event->ignore();
            return;
        }
    }
    saveLayout();
    m_clipboard->clearIfOurs();
    QMainWindow::closeEvent(event);
}

} // namespace SolveDeck
