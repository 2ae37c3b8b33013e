#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "capacityconsole.h"
#include "core/appinfo.h"
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/validation.h"
#include "core/store/jobstore.h"
#include "gui/apikeydialog.h"
#include "gui/consolesettings.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "gui/elidedlabel.h"
#include "gui/historyconsole.h"
#include "gui/icons.h"
#include "gui/itemdataroles.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobfiltermodel.h"
#include "gui/jobtablemodel.h"
#include "gui/messagebox.h"
#include "gui/newjobdialog.h"
#include "gui/statuscolours.h"
#include "gui/targetprompt.h"
#include "gui/tokenclipboard.h"

#include <QCloseEvent>
#include <QFrame>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLibraryInfo>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QScrollBar>
#include <QSettings>
#include <QSpinBox>
#include <QStandardPaths>
#include <QStyle>

namespace SolveDeck {

namespace {

// Sidebar rows: "all" first, then the states an operator filters by. Submitting is shown with Solving
// (submitted): both are "in flight" to the operator.
struct StateRow
{
    QList<JobState> states;
};

QList<StateRow> stateRows()
{
    return {{{}},
            {{JobState::Queued}},
            {{JobState::Submitting, JobState::Submitted}},
            {{JobState::Solved}},
            {{JobState::Failed}},
            {{JobState::Canceled}}};
}

QString stateRowLabel(int row)
{
    switch (row) {
    case 0:
        return MainWindow::tr("All");
    case 1:
        return MainWindow::tr("Queued");
    case 2:
        return MainWindow::tr("Solving");
    case 3:
        return MainWindow::tr("Solved");
    case 4:
        return MainWindow::tr("Failed");
    case 5:
        return MainWindow::tr("Canceled");
    default:
        return {};
    }
}

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

    m_bannerFrame = new QFrame(this);
    m_bannerFrame->setObjectName(QStringLiteral("bannerFrame"));
    // Amber on a light palette, dark amber on a dark one: text and background chosen together (StatusColours).
    StatusColours::followPalette(m_bannerFrame, [](const QPalette &palette) {
        using Role = StatusColours::Role;
        return QStringLiteral("QFrame#bannerFrame { background: %1; border-bottom: 1px solid %2; } "
                              "QFrame#bannerFrame QLabel { color: %3; }")
            .arg(StatusColours::colour(Role::BannerBackground, palette).name(),
                 StatusColours::colour(Role::BannerBorder, palette).name(),
                 StatusColours::colour(Role::BannerText, palette).name());
    });
    auto *bannerLayout = new QHBoxLayout(m_bannerFrame);
    bannerLayout->setContentsMargins(10, 4, 10, 4);
    auto *bannerIcon = new QLabel(m_bannerFrame);
    const int iconSize = style()->pixelMetric(QStyle::PM_SmallIconSize);
    bannerIcon->setPixmap(Icons::themed(QStringLiteral("dialog-warning"), QStringLiteral("warning"))
                              .pixmap(QSize(iconSize, iconSize), devicePixelRatioF()));
    bannerLayout->addWidget(bannerIcon, 0, Qt::AlignVCenter);
    m_banner = new QLabel(m_bannerFrame);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_bannerFrame->setAccessibleName(tr("Notice"));
    // Two lines at most: a banner informs and offers the fix; the details are in its tooltip.
    m_banner->setMaximumHeight(2 * m_banner->fontMetrics().lineSpacing() + 2);
    m_banner->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    bannerLayout->addWidget(m_banner, 1);
    m_bannerButton1 = new QPushButton(m_bannerFrame);
    m_bannerButton1->setObjectName(QStringLiteral("bannerButton1"));
    m_bannerButton2 = new QPushButton(m_bannerFrame);
    m_bannerButton2->setObjectName(QStringLiteral("bannerButton2"));
    bannerLayout->addWidget(m_bannerButton1, 0, Qt::AlignVCenter);
    bannerLayout->addWidget(m_bannerButton2, 0, Qt::AlignVCenter);
    connect(m_bannerButton1, &QPushButton::clicked, this, [this] {
        bannerButtonClicked(0);
    });
    connect(m_bannerButton2, &QPushButton::clicked, this, [this] {
        bannerButtonClicked(1);
    });
    // As tall as its content, never more: the table keeps the height.
    m_bannerFrame->setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Maximum);
    m_bannerFrame->hide();
    m_ui->centralLayout->insertWidget(0, m_bannerFrame);

    m_jobModel = new JobTableModel(Clock::system(), this);
    m_filterModel = new JobFilterModel(this);
    m_filterModel->setSourceModel(m_jobModel);
    m_ui->jobTable->setModel(m_filterModel);
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
    m_threadCap->setValue(QSettings().value(threadCapSetting, options.threadCap).toInt());
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

    setUpStateList();
    m_ui->stateList->setAccessibleDescription(tr("Show the jobs of one state; each with its count in the database"));
    m_ui->jobTable->setAccessibleDescription(
        tr("One row per job: id, state, method, site key, page URL, created, elapsed, token expiry and error. The "
           "context menu key opens the job's commands."));
    m_ui->mainToolBar->setAccessibleName(tr("Main toolbar"));
    // Icons beside the words (the form says words only, from before there were icons): the words stay for clarity,
    // the icons (Icons::decorate below) make the buttons quicker to find.
    m_ui->mainToolBar->setToolButtonStyle(Qt::ToolButtonTextBesideIcon);
    // The toolbar can be hidden (its context menu); View > Toolbar brings it back from the keyboard.
    QAction *toolBarToggle = m_ui->mainToolBar->toggleViewAction();
    toolBarToggle->setText(tr("&Toolbar"));
    toolBarToggle->setObjectName(QStringLiteral("toolBarAction"));
    m_ui->viewMenu->addAction(toolBarToggle);

    // Left to right: the endpoint (gives way first), then the engine state, the count and the DEMO badge, which
    // stay whole however narrow the window.
    m_connectionLabel = new ElidedLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_endpointLabel = options.endpointLabel;
    updateConnectionLabel();
    statusBar()->addWidget(m_connectionLabel, 1);
    m_engineLabel = new QLabel(this);
    m_engineLabel->setObjectName(QStringLiteral("engineLabel"));
    statusBar()->addPermanentWidget(m_engineLabel);
    m_capacityLabel = new QLabel(this);
    m_capacityLabel->setObjectName(QStringLiteral("capacityLabel"));
    statusBar()->addPermanentWidget(m_capacityLabel);

    m_demoBadge = new QLabel(tr("DEMO"), this);
    m_demoBadge->setObjectName(QStringLiteral("demoBadge"));
    m_demoBadge->setToolTip(tr("Demo mode: jobs run against the built-in simulator; no key is used and nothing "
                               "reaches the real service."));
    StatusColours::followPalette(m_demoBadge, [](const QPalette &palette) {
        using Role = StatusColours::Role;
        return QStringLiteral("QLabel { background: %1; color: %2; font-weight: bold; padding: 1px 8px; "
                              "border-radius: 3px; }")
            .arg(StatusColours::colour(Role::BadgeBackground, palette).name(),
                 StatusColours::colour(Role::BadgeText, palette).name());
    });
    m_demoBadge->setAccessibleName(tr("Demo mode"));
    m_demoBadge->setAccessibleDescription(m_demoBadge->toolTip());
    m_demoBadge->setVisible(options.demo);
    statusBar()->addPermanentWidget(m_demoBadge);

    connect(m_ui->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->newJobAction, &QAction::triggered, this, &MainWindow::newJob);
    connect(m_ui->cancelJobAction, &QAction::triggered, this, &MainWindow::cancelSelected);
    connect(m_ui->retryJobAction, &QAction::triggered, this, &MainWindow::retrySelected);
    connect(m_ui->solveAgainAction, &QAction::triggered, this, &MainWindow::solveAgain);
    connect(m_ui->reportWrongAction, &QAction::triggered, this, [this] {
        reportSelected(false);
    });
    connect(m_ui->reportCorrectAction, &QAction::triggered, this, [this] {
        reportSelected(true);
    });
    connect(m_ui->detailPaneAction, &QAction::toggled, m_detail, &QWidget::setVisible);
    connect(m_ui->followNewestAction, &QAction::toggled, this, &MainWindow::setFollowNewest);
    connect(m_ui->onlyMineAction, &QAction::toggled, this, &MainWindow::setOnlyMine);
    connect(m_ui->copyTokenAction, &QAction::triggered, this, &MainWindow::copyToken);
    connect(m_ui->setApiKeyAction, &QAction::triggered, this, &MainWindow::askForApiKey);
    connect(m_ui->findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus(Qt::ShortcutFocusReason);
        m_filterEdit->selectAll();
    });
    m_ui->setApiKeyAction->setEnabled(!options.demo);
    // Demo mode runs on a temporary database of its own; the choice is for live runs.
    connect(m_ui->jobDatabaseAction, &QAction::triggered, this, &MainWindow::openDatabaseDialog);
    m_ui->jobDatabaseAction->setEnabled(!options.demo);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filterModel, &JobFilterModel::setText);
    connect(m_filterEdit, &QLineEdit::textChanged, this, [this] {
        updateMatchCount();
        refreshCounts();
    });
    for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved}) {
        connect(m_filterModel, signal, this, &MainWindow::updateMatchCount);
    }
    connect(m_filterModel, &QAbstractItemModel::modelReset, this, &MainWindow::updateMatchCount);
    connect(m_filterModel, &QAbstractItemModel::layoutChanged, this, &MainWindow::updateMatchCount);
    connect(m_filterModel, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int first, int last) {
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
        Q_EMIT threadCapChanged(cap);
    });
    connect(m_ui->stateList, &QListWidget::currentRowChanged, this, &MainWindow::stateFilterChanged);
    connect(m_ui->jobTable->selectionModel(),
            &QItemSelectionModel::selectionChanged,
            this,
            &MainWindow::selectionChanged);
    connect(m_jobModel, &JobTableModel::jobsRefreshed, this, [this](const QList<qint64> &ids) {
        refreshCounts();
        const auto shown = m_detail->shownJobId();
        if (shown && ids.contains(*shown)) {
            refreshDetail();
        }
        updateActions();
    });
    connect(m_jobModel, &QAbstractItemModel::modelReset, this, &MainWindow::refreshCounts);
    connect(m_detail, &JobDetailWidget::copyTokenRequested, this, &MainWindow::copyTokenOf);
    connect(m_detail, &JobDetailWidget::tokenExpired, this, &MainWindow::updateActions);
    connect(m_clipboard, &TokenClipboard::copied, this, [this] {
        statusBar()->showMessage(tr("Token copied. The clipboard is cleared when the token expires."), 4000);
    });

    restoreLayout();
    m_capacity = new CapacityConsole(this);
    m_history = new HistoryConsole(this);
    Icons::decorate(this);
    refreshCounts();
    updateActions();
    engineStateChanged();
}

MainWindow::~MainWindow() = default;

void MainWindow::attach(JobStore *store, EngineHost *engine)
{
    if (m_engine) {
        disconnect(m_engine, nullptr, this, nullptr);
    }
    m_store = store;
    m_engine = engine;
    m_jobModel->setStore(store);
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
    m_history->attach(store);
    setOnlyMine(m_ui->onlyMineAction->isChecked());
    refreshCounts();
    engineStateChanged();
    updateActions();
}

void MainWindow::showBanner(const QString &text, BannerKind kind, const QString &details)
{
    m_bannerKind = kind;
    m_banner->setText(text);
    m_banner->setToolTip(details);
    switch (kind) {
    case BannerKind::Info:
        m_bannerButton1->hide();
        m_bannerButton2->hide();
        break;
    case BannerKind::NoKey:
        m_engineLabel->setText(tr("Waiting for an API key"));
        m_bannerButton1->setText(tr("Set API Key…"));
        m_bannerButton2->setText(tr("Try Demo Mode"));
        m_bannerButton1->show();
        m_bannerButton2->show();
        break;
    case BannerKind::KeyRejected:
        m_bannerButton1->setText(tr("Change Key…"));
        m_bannerButton2->setText(tr("Resume"));
        m_bannerButton1->show();
        m_bannerButton2->show();
        break;
    case BannerKind::DatabaseProblem:
        m_bannerButton1->setText(tr("Job Database…"));
        m_bannerButton2->setText(tr("Try Again"));
        m_bannerButton1->show();
        m_bannerButton2->show();
        break;
    }
    m_bannerFrame->setVisible(!text.isEmpty());
}

void MainWindow::bannerButtonClicked(int index)
{
    switch (m_bannerKind) {
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
    }
}

void MainWindow::setDatabase(const QString &location, DatabaseState state, bool fromCommandLine)
{
    m_databaseLocation = location;
    m_databaseState = state;
    m_databaseFromCommandLine = fromCommandLine;
    updateConnectionLabel();
    if (!m_engine) {
        engineStateChanged();
    }
}

void MainWindow::setEndpointLabel(const QString &label)
{
    m_endpointLabel = label;
    updateConnectionLabel();
}

void MainWindow::updateConnectionLabel()
{
    // The database first: in a narrow window the endpoint gives way before it (the label elides at its end).
    QStringList parts;
    if (!m_options.demo && !m_databaseLocation.isEmpty()) {
        const QString name = databaseDisplayName(m_databaseLocation);
        const bool team = isTeamDatabaseLocation(m_databaseLocation);
        switch (m_databaseState) {
        case DatabaseState::Opening:
            parts << (team ? tr("Team database %1: opening…") : tr("Database %1: opening…")).arg(name);
            break;
        case DatabaseState::Open:
            parts << (team ? tr("Team database: %1") : tr("Database: %1")).arg(name);
            break;
        case DatabaseState::Failed:
            parts << tr("Database not open: %1").arg(name);
            break;
        }
    }
    parts << (m_endpointLabel.isEmpty() ? tr("Not connected") : tr("Endpoint: %1").arg(m_endpointLabel));
    m_connectionLabel->setText(parts.join(QStringLiteral(" · ")));
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
    statusBar()->showMessage(text, timeoutMs);
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
        m_matchLabel->setText(tr(" %1 matching ").arg(m_filterModel->rowCount()));
    }
    m_ui->stateList->setToolTip(
        filtered ? tr("Counts are for the whole database (filtered view: %1 shown)").arg(m_filterModel->rowCount())
                 : QString());
}

void MainWindow::setUpStateList()
{
    const QList<StateRow> rows = stateRows();
    for (int row = 0; row < rows.size(); ++row) {
        auto *item = new QListWidgetItem(stateRowLabel(row), m_ui->stateList);
        item->setData(Qt::UserRole, row);
    }
    m_ui->stateList->setCurrentRow(0);
}

void MainWindow::refreshCounts()
{
    QMap<JobState, int> counts;
    if (m_store && m_store->isOpen()) {
        counts = m_store->countsByState();
    }
    const QList<StateRow> rows = stateRows();
    for (int row = 0; row < rows.size(); ++row) {
        int count = 0;
        if (rows.at(row).states.isEmpty()) {
            for (int c : std::as_const(counts)) {
                count += c;
            }
        } else {
            for (JobState s : rows.at(row).states) {
                count += counts.value(s);
            }
        }
        if (QListWidgetItem *item = m_ui->stateList->item(row)) {
            item->setText(tr("%1 (%2)").arg(stateRowLabel(row)).arg(count));
        }
    }
    // The status bar's "Solving n" is the sidebar's "Solving (n)", from the same read, so the two never disagree.
    m_solvingCount = counts.value(JobState::Submitting) + counts.value(JobState::Submitted);
    const bool filtered = m_filterEdit != nullptr && !m_filterEdit->text().trimmed().isEmpty();
    if (QListWidgetItem *all = m_ui->stateList->item(0)) {
        all->setToolTip(filtered ? tr("Whole database; the table is filtered") : QString());
        if (filtered) {
            all->setText(tr("%1 (filtered)").arg(all->text()));
        }
    }
    updateCapacityLabel();
}

void MainWindow::stateFilterChanged()
{
    const int row = m_ui->stateList->currentRow();
    const QList<StateRow> rows = stateRows();
    m_filterModel->setStates(row >= 0 && row < rows.size() ? rows.at(row).states : QList<JobState>{});
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
    const int sourceRow = m_jobModel->rowOfJob(id);
    if (sourceRow < 0) {
        return;
    }
    const QModelIndex proxy = m_filterModel->mapFromSource(m_jobModel->index(sourceRow, 0));
    if (proxy.isValid()) {
        m_ui->jobTable->selectionModel()->setCurrentIndex(proxy,
                                                          QItemSelectionModel::ClearAndSelect
                                                              | QItemSelectionModel::Rows);
        // A row just inserted is laid out lazily: without this the scroll range does not reach it yet.
        m_ui->jobTable->doItemsLayout();
        m_ui->jobTable->scrollTo(proxy);
    }
}

void MainWindow::selectionChanged()
{
    refreshDetail();
    updateActions();
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

void MainWindow::updateActions()
{
    bool anyCancelable = false;
    bool anyRetryable = false;
    bool oneUsableToken = false;
    bool oneSolved = false;
    bool oneReportable = false;
    const QList<qint64> ids = selectedJobIds();
    const qint64 now = Clock::system().nowMs();
    for (qint64 id : ids) {
        const auto job = m_jobModel->jobById(id);
        if (!job) {
            continue;
        }
        anyCancelable = anyCancelable || !isTerminal(job->state);
        anyRetryable = anyRetryable || job->state == JobState::Failed || job->state == JobState::Canceled;
        if (ids.size() == 1) {
            // An expired token cannot be copied: Solve Again queues a new job for a fresh one.
            oneUsableToken = JobDetailWidget::tokenUsable(*job, now);
            oneSolved = job->state == JobState::Solved;
            oneReportable = oneSolved && !job->taskId.isEmpty();
        }
    }
    const bool canAct = m_store != nullptr;
    m_ui->newJobAction->setEnabled(canAct);
    m_ui->cancelJobAction->setEnabled(canAct && anyCancelable);
    m_ui->retryJobAction->setEnabled(canAct && anyRetryable);
    m_ui->solveAgainAction->setEnabled(canAct && oneSolved);
    m_ui->copyTokenAction->setEnabled(oneUsableToken);
    m_ui->reportWrongAction->setEnabled(oneReportable);
    m_ui->reportCorrectAction->setEnabled(oneReportable);
}

bool MainWindow::enqueue(const TaskSpec &spec, const QString &idempotencyKey)
{
    if (!m_store) {
        return false;
    }
    // Checked here first, so a bad job is refused at once and with the same words as the store would use.
    if (const Result<void> valid = validateTaskSpec(spec); !valid) {
        QMessageBox::warning(this, tr("Job not queued"), valid.error().message);
        return false;
    }
    const QPointer<MainWindow> self(this);
    auto queued = [self](const Result<JobStore::Enqueued> &added) {
        if (self) {
            self->jobQueued(added);
        }
    };
    if (m_engine && m_engine->isOpen()) {
        // The engine's thread writes it: a busy database never freezes the window.
        m_engine->enqueue(spec, idempotencyKey, queued);
    } else {
        queued(m_store->enqueue(spec, idempotencyKey));
    }
    return true;
}

void MainWindow::jobQueued(const Result<JobStore::Enqueued> &added)
{
    if (!added) {
        QMessageBox::warning(this, tr("Job not queued"), added.error().message);
        Q_EMIT jobQueueAnswered(false);
        return;
    }
    if (!added->created) {
        statusBar()->showMessage(tr("A job with this idempotency key already exists: job %1.").arg(added->jobId), 6000);
    }
    m_jobModel->refreshJobs({added->jobId});
    selectJob(added->jobId);
    Q_EMIT jobQueueAnswered(true);
}

void MainWindow::newJob()
{
    NewJobDialog dialog(this);
    // The first job for a host nobody authorised asks whether the operator may test it (TargetPrompt).
    if (dialog.exec() == QDialog::Accepted && TargetPrompt::confirm(this, m_store.data(), dialog.spec())) {
        enqueue(dialog.spec(), dialog.idempotencyKey());
    }
}

void MainWindow::cancelSelected()
{
    QList<qint64> cancelable;
    int inFlight = 0;
    for (qint64 id : selectedJobIds()) {
        const auto job = m_jobModel->jobById(id);
        if (job && !isTerminal(job->state)) {
            cancelable.append(id);
            inFlight += job->state == JobState::Queued ? 0 : 1;
        }
    }
    if (cancelable.size() > 1) {
        const int count = int(cancelable.size());
        QString text = tr("Cancel %1 jobs?").arg(count);
        if (inFlight == 1) {
            text += QLatin1Char(' ')
                  + tr("One of them already went to the service, which may still solve it; its "
                       "token is then not collected.");
        } else if (inFlight > 1) {
            text += QLatin1Char(' ')
                  + tr("%1 of them already went to the service, which may still solve them; their "
                       "tokens are then not collected.")
                        .arg(inFlight);
        }
        if (!MessageBox::confirm(this, tr("Cancel jobs"), text, tr("Cancel %1 Jobs").arg(count))) {
            return;
        }
    }
    QStringList problems;
    for (qint64 id : std::as_const(cancelable)) {
        const Result<void> done = m_engine ? m_engine->cancelJob(id) : m_store->cancel(id);
        if (!done) {
            problems << tr("Job %1: %2").arg(id).arg(done.error().message);
        }
    }
    if (!problems.isEmpty()) {
        QMessageBox::warning(this, tr("Some jobs were not canceled"), problems.join(QLatin1Char('\n')));
    }
}

void MainWindow::retrySelected()
{
    QStringList problems;
    for (qint64 id : selectedJobIds()) {
        const auto job = m_jobModel->jobById(id);
        if (!job || (job->state != JobState::Failed && job->state != JobState::Canceled)) {
            continue;
        }
        const Result<void> done = m_engine ? m_engine->retryJob(id) : m_store->retry(id);
        if (!done) {
            problems << tr("Job %1: %2").arg(id).arg(done.error().message);
        }
    }
    if (!problems.isEmpty()) {
        QMessageBox::warning(this, tr("Some jobs were not retried"), problems.join(QLatin1Char('\n')));
    }
}

void MainWindow::solveAgain()
{
    const QList<qint64> ids = selectedJobIds();
    if (ids.size() != 1) {
        return;
    }
    const auto job = m_jobModel->jobById(ids.first());
    if (job && job->state == JobState::Solved) {
        // A new job with the same parameters and a new idempotency key: the solved one stays as it was.
        enqueue(job->spec);
    }
}

void MainWindow::reportSelected(bool good)
{
    const QList<qint64> ids = selectedJobIds();
    if (ids.size() != 1) {
        return;
    }
    const auto job = m_jobModel->jobById(ids.first());
    if (job && job->state == JobState::Solved && !job->taskId.isEmpty()) {
        Q_EMIT reportAnswerRequested(job->id, good);
    }
}

void MainWindow::copyToken()
{
    const QList<qint64> ids = selectedJobIds();
    if (ids.size() == 1) {
        copyTokenOf(ids.first());
    }
}

void MainWindow::copyTokenOf(qint64 jobId)
{
    const auto job = m_jobModel->jobById(jobId);
    if (!job || job->state != JobState::Solved || job->token.isEmpty()) {
        return;
    }
    const qint64 left = job->tokenExpiresAtMs > 0 ? job->tokenExpiresAtMs - Clock::system().nowMs() : 0;
    if (job->tokenExpiresAtMs > 0 && left <= 0) {
        statusBar()->showMessage(tr("This token has expired; Jobs > Solve Again queues a new job for a fresh one."),
                                 6000);
        updateActions();
        return;
    }
    // A token leaves the clipboard as Preferences says (at its expiry by default); an answer without its own expiry
    // (an image job's text) after the answer lifetime (clipboard/answerLifetimeSeconds).
    m_clipboard->copy(job->token,
                      job->tokenExpiresAtMs > 0 ? ConsoleSettings::clipboardClearAfterMs(left)
                                                : TokenClipboard::answerLifetimeMs());
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
            m_engineLabel->setText(tr("Opening the job database…"));
        } else if (!m_databaseLocation.isEmpty() && m_databaseState == DatabaseState::Failed) {
            m_engineLabel->setText(tr("No job database open"));
        } else {
            m_engineLabel->setText(tr("Engine stopped"));
        }
        return;
    }
    switch (m_engine->state()) {
    case Engine::State::Stopped:
        m_engineLabel->setText(tr("Engine stopped"));
        break;
    case Engine::State::Running:
        m_engineLabel->setText(tr("Running"));
        showBanner({});
        break;
    case Engine::State::PausedForKey:
        m_engineLabel->setText(tr("Paused: API key rejected"));
        showBanner(tr("The service rejected the API key, so the queue is paused; no job has failed. Change the "
                      "key, or resume if the problem has passed."),
                   BannerKind::KeyRejected,
                   m_engine->stateReason());
        break;
    case Engine::State::Banned:
        m_engineLabel->setText(tr("Paused: IP banned"));
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    case Engine::State::EndpointProblem:
        m_engineLabel->setText(tr("Paused: endpoint problem"));
        showBanner(m_engine->stateReason(), BannerKind::Info, m_engine->stateReason());
        break;
    case Engine::State::StoreError:
        m_engineLabel->setText(tr("Paused: database not writable"));
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
    updateCapacityLabel();
}

void MainWindow::accountChanged(int accountInFlight, int engines)
{
    m_accountInFlight = accountInFlight;
    m_accountEngines = std::max(1, engines);
    updateCapacityLabel();
}

void MainWindow::setOnlyMine(bool onlyMine)
{
    if (m_ui->onlyMineAction->isChecked() != onlyMine) {
        m_ui->onlyMineAction->setChecked(onlyMine);
        return; // toggled() comes back here
    }
    m_filterModel->setCreatedBy(onlyMine && m_store ? m_store->createdBy() : QString());
    updateMatchCount();
}

void MainWindow::updateCapacityLabel()
{
    if (m_capacityLabel == nullptr) {
        return;
    }
    const int cap = m_effectiveCap > 0 ? m_effectiveCap : m_threadCap->value();
    QString solving = tr("Solving %1").arg(m_solvingCount);
    if (m_accountEngines > 1) {
        // Team mode: this console's share beside what every engine of the account has at the server.
        solving = tr("Solving %1 here, %2 on the account (%3 engines)")
                      .arg(m_engineInFlight)
                      .arg(m_accountInFlight)
                      .arg(m_accountEngines);
    }
    m_capacityLabel->setText(m_planThreads > 0 ? tr("%1 · cap %2 (plan %3)").arg(solving).arg(cap).arg(m_planThreads)
                                               : tr("%1 · cap %2").arg(solving).arg(cap));
    // The engine also counts threads still busy at the server for jobs canceled here; say so when it differs.
    // Not "n / cap": the count is the sidebar's (our jobs at the service or being sent), which can briefly be one
    // above the cap while a job is sent because a thread is likely to free up; the engine's own count never is.
    m_capacityLabel->setToolTip(
        m_engineInFlight > m_solvingCount
            ? tr("Threads busy at the server for this console: %1, including tasks canceled here that the server is "
                 "still solving.")
                  .arg(m_engineInFlight)
            : tr("Jobs at the service or being sent (the sidebar's Solving count); the cap is the most at once, at "
                 "most the plan's threads."));
}

QString MainWindow::aboutDatabaseText() const
{
    if (m_options.demo) {
        return tr("a temporary file for this demo run");
    }
    if (m_databaseLocation.isEmpty()) {
        return tr("none open");
    }
    const QString name = databaseDisplayName(m_databaseLocation);
    QString where = isTeamDatabaseLocation(m_databaseLocation) ? tr("%1 (team database, PostgreSQL)").arg(name)
                                                               : tr("%1 (this computer, SQLite)").arg(name);
    switch (m_databaseState) {
    case DatabaseState::Opening:
        return tr("%1, opening").arg(where);
    case DatabaseState::Open:
        return where;
    case DatabaseState::Failed:
        return tr("%1, not open").arg(where);
    }
    return where;
}

void MainWindow::showAbout()
{
    const QString dataFolder = QStandardPaths::writableLocation(QStandardPaths::AppDataLocation);
    QMessageBox::about(this,
                       tr("About SolveDeck"),
                       tr("<b>SolveDeck %1</b><p>An operator console for CAPTCHA solve jobs on the CaptchaAI API, "
                          "for sites you own or are authorised to test.</p>"
                          "<p>Qt %2 (built with %3), QtKeychain, SQLite through Qt SQL.<br>"
                          "Licence: Qt is used under the LGPL v3; QtKeychain under the BSD licence; SolveDeck's own "
                          "licence is not declared in this build.</p>"
                          "<p>Data folder: %4<br>Job database: %5</p>")
                           .arg(applicationVersion(),
                                QString::fromLatin1(qVersion()),
                                QStringLiteral(QT_VERSION_STR),
                                dataFolder.toHtmlEscaped(),
                                aboutDatabaseText().toHtmlEscaped()));
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
    // operator should know before leaving. Demo jobs live in a temporary database: nothing to come back to.
    if (!m_options.demo && m_store && m_store->isOpen()) {
        const QMap<JobState, int> counts = m_store->countsByState();
        const int inFlight = counts.value(JobState::Submitting) + counts.value(JobState::Submitted);
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
