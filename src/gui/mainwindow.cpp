#include "mainwindow.h"
#include "ui_mainwindow.h"

#include "core/appinfo.h"
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/model/validation.h"
#include "core/store/jobstore.h"
#include "gui/itemdataroles.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobfiltermodel.h"
#include "gui/jobtablemodel.h"
#include "gui/newjobdialog.h"
#include "gui/tokenclipboard.h"

#include <QCloseEvent>
#include <QHeaderView>
#include <QInputDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QSettings>
#include <QSpinBox>

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

} // namespace

MainWindow::MainWindow(const Options &options, QWidget *parent)
    : QMainWindow(parent)
    , m_ui(std::make_unique<Ui::MainWindow>())
    , m_options(options)
{
    m_ui->setupUi(this);
    setWindowTitle(options.demo ? tr("SolveDeck — demo mode") : tr("SolveDeck"));
    setWindowIcon(QIcon(QStringLiteral(":/icons/solvedeck.svg")));

    m_banner = new QLabel(this);
    m_banner->setObjectName(QStringLiteral("banner"));
    m_banner->setWordWrap(true);
    m_banner->setStyleSheet(QStringLiteral("QLabel { background: #fef3c7; color: #78350f; padding: 6px 10px; "
                                           "border-bottom: 1px solid #f59e0b; }"));
    m_banner->hide();
    m_ui->centralLayout->insertWidget(0, m_banner);

    m_jobModel = new JobTableModel(Clock::system(), this);
    m_filterModel = new JobFilterModel(this);
    m_filterModel->setSourceModel(m_jobModel);
    m_ui->jobTable->setModel(m_filterModel);
    m_ui->jobTable->sortByColumn(JobTableModel::IdColumn, Qt::DescendingOrder);
    QHeaderView *header = m_ui->jobTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    header->setDefaultSectionSize(120);
    m_ui->jobTable->setColumnWidth(JobTableModel::IdColumn, 60);
    m_ui->jobTable->setColumnWidth(JobTableModel::StateColumn, 90);
    m_ui->jobTable->setColumnWidth(JobTableModel::MethodColumn, 110);
    m_ui->jobTable->setColumnWidth(JobTableModel::SiteColumn, 150);
    m_ui->jobTable->setColumnWidth(JobTableModel::PageUrlColumn, 240);
    m_ui->jobTable->setColumnWidth(JobTableModel::CreatedColumn, 140);
    m_ui->jobTable->setColumnWidth(JobTableModel::ElapsedColumn, 70);
    m_ui->jobTable->setColumnWidth(JobTableModel::TokenExpiryColumn, 110);
    m_ui->jobTable->verticalHeader()->setDefaultSectionSize(m_ui->jobTable->fontMetrics().height() + 6);
    m_ui->jobTable->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_ui->jobTable->addActions({m_ui->copyTokenAction, m_ui->cancelJobAction, m_ui->retryJobAction});

    m_detail = new JobDetailWidget(Clock::system(), this);
    m_detail->setObjectName(QStringLiteral("jobDetail"));
    m_ui->contentSplitter->addWidget(m_detail);
    m_ui->mainSplitter->setStretchFactor(0, 0);
    m_ui->mainSplitter->setStretchFactor(1, 1);
    m_ui->mainSplitter->setSizes({170, 1030});
    m_ui->contentSplitter->setStretchFactor(0, 3);
    m_ui->contentSplitter->setStretchFactor(1, 2);

    m_clipboard = new TokenClipboard(this);

    m_filterEdit = new QLineEdit(this);
    m_filterEdit->setObjectName(QStringLiteral("filterEdit"));
    m_filterEdit->setPlaceholderText(tr("Filter by page URL, site key, method or error (Ctrl+F)"));
    m_filterEdit->setClearButtonEnabled(true);
    m_filterEdit->setMaximumWidth(360);
    m_ui->mainToolBar->addSeparator();
    m_ui->mainToolBar->addWidget(m_filterEdit);
    m_ui->mainToolBar->addSeparator();
    auto *capLabel = new QLabel(tr(" Threads: "), this);
    m_ui->mainToolBar->addWidget(capLabel);
    m_threadCap = new QSpinBox(this);
    m_threadCap->setObjectName(QStringLiteral("threadCapSpin"));
    // 1..1000: the plan's threads clamp it further (threadsinfo); 1000 is far above any plan sold.
    m_threadCap->setRange(1, 1000);
    m_threadCap->setValue(options.threadCap);
    m_threadCap->setToolTip(tr("Most solves at once. Never more than your plan's threads (read from the server)."));
    capLabel->setBuddy(m_threadCap);
    m_ui->mainToolBar->addWidget(m_threadCap);

    setUpStateList();

    m_connectionLabel = new QLabel(this);
    m_connectionLabel->setObjectName(QStringLiteral("connectionLabel"));
    m_connectionLabel->setText(options.endpointLabel.isEmpty() ? tr("Not connected")
                                                               : tr("Endpoint: %1").arg(options.endpointLabel));
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
    m_demoBadge->setStyleSheet(QStringLiteral("QLabel { background: #d97706; color: white; font-weight: bold; "
                                              "padding: 1px 8px; border-radius: 3px; }"));
    m_demoBadge->setVisible(options.demo);
    statusBar()->addPermanentWidget(m_demoBadge);

    connect(m_ui->quitAction, &QAction::triggered, this, &QWidget::close);
    connect(m_ui->aboutAction, &QAction::triggered, this, &MainWindow::showAbout);
    connect(m_ui->newJobAction, &QAction::triggered, this, &MainWindow::newJob);
    connect(m_ui->cancelJobAction, &QAction::triggered, this, &MainWindow::cancelSelected);
    connect(m_ui->retryJobAction, &QAction::triggered, this, &MainWindow::retrySelected);
    connect(m_ui->copyTokenAction, &QAction::triggered, this, &MainWindow::copyToken);
    connect(m_ui->setApiKeyAction, &QAction::triggered, this, &MainWindow::askForApiKey);
    connect(m_ui->findAction, &QAction::triggered, this, [this] {
        m_filterEdit->setFocus(Qt::ShortcutFocusReason);
        m_filterEdit->selectAll();
    });
    m_ui->setApiKeyAction->setEnabled(!options.demo);
    connect(m_filterEdit, &QLineEdit::textChanged, m_filterModel, &JobFilterModel::setText);
    connect(m_threadCap, &QSpinBox::valueChanged, this, [this](int cap) {
        if (m_engine) {
            m_engine->setThreadCap(cap);
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
    connect(m_clipboard, &TokenClipboard::copied, this, [this] {
        statusBar()->showMessage(tr("Token copied. The clipboard is cleared when the token expires."), 4000);
    });

    restoreLayout();
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
        connect(m_engine, &EngineHost::actionFailed, this, [this](const QString &message) {
            QMessageBox::warning(this, tr("The job was not changed"), message);
        });
        capacityChanged(m_engine->inFlight(), m_engine->effectiveCap(), m_engine->planThreads());
    }
    refreshCounts();
    engineStateChanged();
    updateActions();
}

void MainWindow::showBanner(const QString &text)
{
    m_banner->setText(text);
    m_banner->setVisible(!text.isEmpty());
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
    bool oneSolved = false;
    const QList<qint64> ids = selectedJobIds();
    for (qint64 id : ids) {
        const auto job = m_jobModel->jobById(id);
        if (!job) {
            continue;
        }
        anyCancelable = anyCancelable || !isTerminal(job->state);
        anyRetryable = anyRetryable || job->state == JobState::Failed || job->state == JobState::Canceled;
        oneSolved = ids.size() == 1 && job->state == JobState::Solved && !job->token.isEmpty();
    }
    const bool canAct = m_store != nullptr;
    m_ui->newJobAction->setEnabled(canAct);
    m_ui->cancelJobAction->setEnabled(canAct && anyCancelable);
    m_ui->retryJobAction->setEnabled(canAct && anyRetryable);
    m_ui->copyTokenAction->setEnabled(oneSolved);
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
    if (dialog.exec() == QDialog::Accepted) {
        enqueue(dialog.spec(), dialog.idempotencyKey());
    }
}

void MainWindow::cancelSelected()
{
    QStringList problems;
    for (qint64 id : selectedJobIds()) {
        const auto job = m_jobModel->jobById(id);
        if (!job || isTerminal(job->state)) {
            continue;
        }
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
        statusBar()->showMessage(tr("This token has expired; retry the job for a new one."), 6000);
        return;
    }
    m_clipboard->copy(job->token, left);
}

void MainWindow::askForApiKey()
{
    bool ok = false;
    const QString key = QInputDialog::getText(this,
                                              tr("CaptchaAI API key"),
                                              tr("Your API key (32 characters). It is stored in the system "
                                                 "keychain and sent only in request bodies."),
                                              QLineEdit::Password,
                                              QString(),
                                              &ok)
                            .trimmed();
    if (ok && !key.isEmpty()) {
        Q_EMIT apiKeyEntered(key);
    }
}

void MainWindow::engineStateChanged()
{
    if (!m_engine) {
        m_engineLabel->setText(tr("Engine stopped"));
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
        showBanner(m_engine->stateReason());
        break;
    case Engine::State::Banned:
        m_engineLabel->setText(tr("Paused: IP banned"));
        showBanner(m_engine->stateReason());
        break;
    case Engine::State::EndpointProblem:
        m_engineLabel->setText(tr("Paused: endpoint problem"));
        showBanner(m_engine->stateReason());
        break;
    case Engine::State::StoreError:
        m_engineLabel->setText(tr("Paused: database not writable"));
        showBanner(m_engine->stateReason());
        break;
    }
}

void MainWindow::capacityChanged(int inFlight, int effectiveCap, int planThreads)
{
    m_capacityLabel->setText(
        planThreads > 0 ? tr("Solving %1 / %2 (plan: %3 threads)").arg(inFlight).arg(effectiveCap).arg(planThreads)
                        : tr("Solving %1 / %2").arg(inFlight).arg(effectiveCap));
}

void MainWindow::showAbout()
{
    QMessageBox::about(this,
                       tr("About SolveDeck"),
                       tr("<b>SolveDeck %1</b><p>An operator console for CAPTCHA solve jobs on the CaptchaAI API, "
                          "for sites you own or are authorised to test.</p>")
                           .arg(applicationVersion()));
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
    saveLayout();
    m_clipboard->clearIfOurs();
    QMainWindow::closeEvent(event);
}

} // namespace SolveDeck
