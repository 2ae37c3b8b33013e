#include "historyconsole.h"

#include "core/model/consoleplaces.h"
#include "core/store/jobstore.h"
#include "core/store/jobtextindex.h"
#include "core/store/storelogging.h"
#include "gui/accessible.h"
#include "gui/databaseworker.h"
#include "gui/exportdialog.h"
#include "gui/exporttask.h"
#include "gui/filedialogs.h"
#include "gui/importdialog.h"
#include "gui/importpreview.h"
#include "gui/jobactions.h"
#include "gui/joblabels.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QDialogButtonBox>
#include <QDragEnterEvent>
#include <QDropEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMenu>
#include <QMimeData>
#include <QProgressDialog>
#include <QSettings>
#include <QSpinBox>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace SolveDeck {

namespace {

const QString retentionDaysSetting = QStringLiteral("history/retentionDays");
const QString retentionKeepSetting = QStringLiteral("history/retentionKeepNewest");
constexpr qint64 dayMs = qint64(24) * 60 * 60 * 1000;
// The preview reads the whole list into memory: an operator's list. Larger files go through `enqueue --file`.
constexpr qint64 previewMaxBytes = qint64(64) * 1024 * 1024;
// The text index catches up in batches of this many jobs, each a write transaction of its own: a tenth of the core's
// default batch (50,000), so an engine writing to the same database, and quitting, wait at most one short batch.
constexpr qint64 textIndexBatch = 5'000;

QString actionVerb(JobHistory::BulkAction action)
{
    switch (action) {
    case JobHistory::BulkAction::Cancel:
        return HistoryConsole::tr("Cancel");
    case JobHistory::BulkAction::Retry:
        return HistoryConsole::tr("Retry");
    case JobHistory::BulkAction::Delete:
        return HistoryConsole::tr("Delete");
    }
    return {};
}

} // namespace

HistoryConsole::HistoryConsole(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_maintenance(new DatabaseWorker(QStringLiteral("history maintenance"), this))
{
    setObjectName(QStringLiteral("historyConsole"));
    m_export = new QAction(ConsolePlaces::label(ConsolePlaces::Label::ExportJobs), this);
    m_export->setObjectName(QStringLiteral("exportAction"));
    m_export->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setToolTip(tr("Write the jobs of the current filter or the selection to a CSV, JSON or NDJSON file"));
    m_import = new QAction(ConsolePlaces::label(ConsolePlaces::Label::ImportJobs), this);
    m_import->setObjectName(QStringLiteral("importAction"));
    m_import->setShortcut(QKeySequence(Qt::CTRL | Qt::Key_I));
    m_import->setToolTip(tr("Queue the jobs of a CSV or JSON lines file, or a list of page URLs, after a preview"));
    m_paste = new QAction(tr("Import from &Clipboard…"), this);
    m_paste->setObjectName(QStringLiteral("pasteJobsAction"));
    m_paste->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_V));
    m_paste->setToolTip(
        tr("Queue the jobs of a list of page URLs, CSV or JSON lines on the clipboard, after a preview"));
    m_retention = new QAction(tr("History &Retention…"), this);
    m_retention->setObjectName(QStringLiteral("retentionAction"));
    m_retention->setToolTip(tr("How long finished jobs are kept before they are deleted"));
    window->addActions({m_export, m_import, m_paste});

    if (auto *fileMenu = window->findChild<QMenu *>(QStringLiteral("fileMenu"))) {
        QAction *quit = window->findChild<QAction *>(QStringLiteral("quitAction"));
        fileMenu->insertActions(quit, {m_import, m_paste, m_export, m_retention});
        fileMenu->insertSeparator(quit);
    }

    m_deleteSelected = new QAction(tr("&Delete Finished Jobs…"), this);
    m_deleteSelected->setObjectName(QStringLiteral("deleteSelectedAction"));
    m_deleteSelected->setToolTip(tr("Delete the selected solved, failed or canceled jobs and their timelines"));
    m_cancelMatching = new QAction(tr("&Cancel…"), this);
    m_cancelMatching->setObjectName(QStringLiteral("cancelMatchingAction"));
    m_retryMatching = new QAction(tr("&Retry…"), this);
    m_retryMatching->setObjectName(QStringLiteral("retryMatchingAction"));
    m_deleteMatching = new QAction(tr("&Delete Finished…"), this);
    m_deleteMatching->setObjectName(QStringLiteral("deleteMatchingAction"));
    if (auto *jobsMenu = window->findChild<QMenu *>(QStringLiteral("jobsMenu"))) {
        QAction *solveAgain = window->findChild<QAction *>(QStringLiteral("solveAgainAction"));
        jobsMenu->insertAction(solveAgain, m_deleteSelected);
        auto *matching = new QMenu(tr("All Jobs &Matching the Filter"), jobsMenu);
        matching->setObjectName(QStringLiteral("matchingMenu"));
        matching->addActions({m_cancelMatching, m_retryMatching, m_deleteMatching});
        jobsMenu->insertMenu(solveAgain, matching);
    }
    connect(m_deleteSelected, &QAction::triggered, this, [this] {
        bulkOnSelection(JobHistory::BulkAction::Delete);
    });
    connect(m_cancelMatching, &QAction::triggered, this, [this] {
        bulkOnFilter(JobHistory::BulkAction::Cancel);
    });
    connect(m_retryMatching, &QAction::triggered, this, [this] {
        bulkOnFilter(JobHistory::BulkAction::Retry);
    });
    connect(m_deleteMatching, &QAction::triggered, this, [this] {
        bulkOnFilter(JobHistory::BulkAction::Delete);
    });

    m_copyTokenJson = new QAction(tr("Copy Token as &JSON"), this);
    m_copyTokenJson->setObjectName(QStringLiteral("copyTokenJsonAction"));
    m_copySnippet = new QAction(tr("Copy &Form-Filling JavaScript"), this);
    m_copySnippet->setObjectName(QStringLiteral("copySnippetAction"));
    m_copySnippet->setToolTip(
        tr("JavaScript for the browser console that puts the token in g-recaptcha-response or cf-turnstile-response"));
    m_copyJobJson = new QAction(tr("Copy Jo&b as JSON"), this);
    m_copyJobJson->setObjectName(QStringLiteral("copyJobJsonAction"));
    connect(m_copyTokenJson, &QAction::triggered, this, [this] {
        copySelected(JobCopy::Variant::TokenJson);
    });
    connect(m_copySnippet, &QAction::triggered, this, [this] {
        copySelected(JobCopy::Variant::FillSnippet);
    });
    connect(m_copyJobJson, &QAction::triggered, this, [this] {
        copySelected(JobCopy::Variant::JobJson);
    });
    if (auto *table = window->findChild<QTableView *>(QStringLiteral("jobTable"))) {
        QAction *cancel = window->findChild<QAction *>(QStringLiteral("cancelJobAction"));
        table->insertActions(cancel, {m_copyTokenJson, m_copySnippet, m_copyJobJson});
        table->addAction(m_deleteSelected);
    }
    // Also when a re-filter leaves the selected job out of the view: Delete Finished Jobs… stayed enabled until the
    // next read of the rows (a thirty-first trial).
    connect(window, &MainWindow::jobSelectionChanged, this, &HistoryConsole::updateActions);
    connect(window->jobModel(), &JobTableModel::jobsRefreshed, this, &HistoryConsole::updateActions);

    connect(m_export, &QAction::triggered, this, &HistoryConsole::openExportDialog);
    connect(m_import, &QAction::triggered, this, [this] {
        // Where jobs were last exported, else the Documents folder the export proposes (it opened in the folder the
        // console was started from: a seventh trial).
        const QString last = ExportDialog::lastExportedFile();
        const QString folder = last.isEmpty() ? ExportDialog::defaultFolder() : QFileInfo(last).absolutePath();
        const QString path = FileDialogs::openFileName(m_window,
                                                       tr("Import Jobs"),
                                                       folder,
                                                       tr("Job lists (*.csv *.jsonl *.ndjson *.txt);;All files (*)"));
        if (!path.isEmpty()) {
            importFile(path);
        }
    });
    connect(m_paste, &QAction::triggered, this, [this] {
        importMimeData(QApplication::clipboard()->mimeData());
    });
    connect(m_retention, &QAction::triggered, this, &HistoryConsole::openRetentionDialog);

    window->setAcceptDrops(true);
    window->installEventFilter(this);

    m_dailyPurge.setInterval(int(dayMs / 1000) * 1000);
    connect(&m_dailyPurge, &QTimer::timeout, this, &HistoryConsole::startPurge);
    // Once the window is up (a second attach, with the password, restarts it rather than adding a run).
    m_startPurge.setSingleShot(true);
    m_startPurge.setInterval(5000);
    connect(&m_startPurge, &QTimer::timeout, this, &HistoryConsole::startPurge);
    m_indexTimer.setInterval(30'000);
    connect(&m_indexTimer, &QTimer::timeout, this, &HistoryConsole::startTextIndexing);
    updateActions();
}

// The maintenance worker (a child) stops the purge or the indexing after its current batch and waits for that.
HistoryConsole::~HistoryConsole() = default;

void HistoryConsole::attach(JobStore *store, const QString &password)
{
    m_store = store;
    m_password = password;
    m_maintenance->setDatabase(store && store->isOpen() ? DatabaseWorker::locationOf(*store) : QString(), password);
    updateActions();
    if (m_store && m_store->isOpen()) {
        // At start (once the window is up) and then daily.
        m_startPurge.start();
        m_dailyPurge.start();
        m_indexTimer.start();
        QTimer::singleShot(2000, this, &HistoryConsole::startTextIndexing);
    } else {
        m_startPurge.stop();
        m_dailyPurge.stop();
        m_indexTimer.stop();
    }
}

JobFilter HistoryConsole::currentFilter() const
{
    JobFilter filter;
    const JobView &view = m_window->jobModel()->view();
    filter.states = view.states;
    filter.text = view.text;
    return filter;
}

QString HistoryConsole::workerLocation() const
{
    return m_store ? DatabaseWorker::locationOf(*m_store) : QString();
}

QAction *HistoryConsole::bulkAction(JobHistory::BulkAction action, bool onFilter) const
{
    switch (action) {
    case JobHistory::BulkAction::Cancel:
        return onFilter ? m_cancelMatching : nullptr;
    case JobHistory::BulkAction::Retry:
        return onFilter ? m_retryMatching : nullptr;
    case JobHistory::BulkAction::Delete:
        return onFilter ? m_deleteMatching : m_deleteSelected;
    }
    return nullptr;
}

QAction *HistoryConsole::copyAction(JobCopy::Variant variant) const
{
    switch (variant) {
    case JobCopy::Variant::Token:
        return m_window->findChild<QAction *>(QStringLiteral("copyTokenAction"));
    case JobCopy::Variant::TokenJson:
        return m_copyTokenJson;
    case JobCopy::Variant::FillSnippet:
        return m_copySnippet;
    case JobCopy::Variant::JobJson:
        return m_copyJobJson;
    }
    return nullptr;
}

void HistoryConsole::updateActions()
{
    const bool open = m_store && m_store->isOpen();
    for (QAction *action : {m_export, m_import, m_paste, m_cancelMatching, m_retryMatching, m_deleteMatching}) {
        action->setEnabled(open);
    }
    m_retention->setEnabled(true);
    const QList<qint64> ids = m_window->selectedJobIds();
    const std::optional<Job> one = open ? m_window->jobActions()->selectedJob() : std::nullopt;
    m_copyTokenJson->setEnabled(one && JobCopy::applies(JobCopy::Variant::TokenJson, *one));
    m_copySnippet->setEnabled(one && JobCopy::applies(JobCopy::Variant::FillSnippet, *one));
    m_copyJobJson->setEnabled(one.has_value());
    bool anyFinished = false;
    for (qint64 id : ids) {
        const auto job = open ? m_window->jobModel()->jobById(id) : std::nullopt;
        if (job && isTerminal(job->state)) {
            anyFinished = true;
            break;
        }
    }
    m_deleteSelected->setEnabled(anyFinished);
}

// ---- export ------------------------------------------------------------------------------------------------------

ExportDialog *HistoryConsole::openExportDialog()
{
    if (!m_store) {
        return nullptr;
    }
    auto *dialog = new ExportDialog(currentFilter(), m_window->selectedJobIds(), m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    // The dialog stays open while its export runs: a failure is shown in it with every choice kept.
    connect(dialog, &ExportDialog::exportRequested, this, [this, dialog](const QString &path, const ExportOptions &o) {
        startExport(path, o, dialog);
    });
    dialog->open();
    return dialog;
}

ExportTask *HistoryConsole::startExport(const QString &path, const ExportOptions &options, ExportDialog *dialog)
{
    if (!m_store) {
        return nullptr;
    }
    auto *task = new ExportTask(this);
    const QPointer<ExportDialog> from(dialog);
    if (from) {
        from->setExporting(true);
    }
    auto *progress = new QProgressDialog(tr("Exporting jobs to %1…").arg(QFileInfo(path).fileName()),
                                         tr("Cancel"),
                                         0,
                                         0,
                                         from ? static_cast<QWidget *>(from.data()) : m_window);
    progress->setObjectName(QStringLiteral("exportProgress"));
    progress->setWindowTitle(tr("Export Jobs"));
    progress->setWindowModality(Qt::WindowModal);
    progress->setMinimumDuration(400);
    progress->setAutoClose(false);
    progress->setAutoReset(false);
    connect(progress, &QProgressDialog::canceled, task, &ExportTask::cancel);
    connect(task, &ExportTask::progress, progress, [progress](qint64 done, qint64 total) {
        // QProgressDialog counts in int: a million rows fit, and larger totals are scaled to per mille.
        if (total > 0) {
            progress->setMaximum(1000);
            progress->setValue(int(std::min<qint64>(1000, done * 1000 / total)));
        }
    });
    connect(task,
            &ExportTask::finished,
            this,
            [this, task, progress, path, from](bool ok, bool canceled, qint64 rows, const QString &message) {
        progress->deleteLater();
        if (from) {
            // The dialog closes on success; otherwise it says why, with every choice still made.
            from->exportEnded(ok, canceled, message);
        }
        if (ok) {
            ExportDialog::setLastExportedFile(path);
            m_window->showStatusMessage(tr("Exported %n job(s) to %1.", nullptr, int(rows)).arg(path), 10'000);
        } else if (canceled) {
            m_window->showStatusMessage(tr("Export canceled; no file was written."));
        } else if (!from) {
            m_window->showStatusMessage(tr("Export failed; no file was written: %1").arg(message), 15'000);
        }
        Q_EMIT exportFinished(ok, canceled, rows, message);
        task->deleteLater();
    });
    task->start(workerLocation(), m_password, path, options);
    return task;
}

// ---- import ------------------------------------------------------------------------------------------------------

ImportDialog *HistoryConsole::openImportDialog(const QByteArray &data, JobFileFormat format, const QString &fileName)
{
    if (!m_store) {
        return nullptr;
    }
    // Stored by the maintenance worker's connection (after a purge or an indexing run under way, never beside it).
    auto *dialog = new ImportDialog(m_store, m_maintenance, data, format, fileName, m_window);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog,
            &ImportDialog::imported,
            this,
            [this](qint64 created, qint64 existed, qint64 repeated, int leftOut) {
        // Another connection wrote them: the table counts and pages again.
        m_window->jobModel()->reread();
        // Two counts, two plurals: the second sentence is translated with its own %n.
        QString note = existed > 0 ? tr("Queued %n job(s);", nullptr, int(created)) + QLatin1Char(' ')
                                         + tr("%n already in the database (not added again).", nullptr, int(existed))
                                   : tr("Queued %n job(s).", nullptr, int(created));
        if (repeated > 0) {
            note += QLatin1Char(' ') + tr("%n repeated row(s) added once.", nullptr, int(repeated));
        }
        // The rows left out say so too (a twenty-first trial found them only in the audit log).
        if (leftOut > 0) {
            note += QLatin1Char(' ') + tr("%n invalid row(s) left out.", nullptr, leftOut);
        }
        m_window->showStatusMessage(note, 10'000);
    });
    dialog->open();
    return dialog;
}

ImportDialog *HistoryConsole::importFile(const QString &path)
{
    Result<std::unique_ptr<QIODevice>> opened = openJobFile(path);
    if (!opened) {
        QMessageBox::warning(m_window, tr("Import Jobs"), opened.error().message);
        return nullptr;
    }
    QIODevice &device = **opened;
    if (device.size() > previewMaxBytes) {
        QMessageBox::warning(m_window,
                             tr("Import Jobs"),
                             tr("%1 is too large to preview here (more than 64 MiB). Queue it with "
                                "\"solvedeck-cli enqueue --file\", which streams files of any size.")
                                 .arg(path));
        return nullptr;
    }
    const QByteArray data = device.readAll();
    const Result<JobFileFormat> format = jobFileFormatOf(path);
    // A file that is neither .csv nor .jsonl/.ndjson is read as a list of page URLs (a method and site key chosen
    // in the preview) unless its content is clearly one of the others.
    const JobFileFormat chosen = format ? *format : ImportPreview::guessFormat(data);
    return openImportDialog(data, chosen, QFileInfo(path).fileName());
}

ImportDialog *HistoryConsole::importMimeData(const QMimeData *mime)
{
    if (!mime) {
        return nullptr;
    }
    if (mime->hasUrls() && !mime->urls().isEmpty() && mime->urls().first().isLocalFile()) {
        return importFile(mime->urls().first().toLocalFile());
    }
    if (!mime->hasText() || mime->text().trimmed().isEmpty()) {
        m_window->showStatusMessage(tr("The clipboard holds no text: copy a list of page URLs, CSV or JSON lines."));
        return nullptr;
    }
    // The raw bytes when the source offers them, so that invalid UTF-8 is reported instead of replaced.
    const QByteArray data = mime->hasFormat(QStringLiteral("text/plain;charset=utf-8"))
                              ? mime->data(QStringLiteral("text/plain;charset=utf-8"))
                              : mime->text().toUtf8();
    return openImportDialog(data, ImportPreview::guessFormat(data), QString());
}

bool HistoryConsole::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_window && m_store) {
        if (event->type() == QEvent::DragEnter) {
            auto *drag = static_cast<QDragEnterEvent *>(event);
            if (drag->mimeData()->hasUrls() || drag->mimeData()->hasText()) {
                drag->acceptProposedAction();
                return true;
            }
        } else if (event->type() == QEvent::Drop) {
            auto *drop = static_cast<QDropEvent *>(event);
            drop->acceptProposedAction();
            importMimeData(drop->mimeData());
            return true;
        }
    }
    return QObject::eventFilter(watched, event);
}

// ---- bulk actions ------------------------------------------------------------------------------------------------

bool HistoryConsole::bulkOnSelection(JobHistory::BulkAction action)
{
    if (!m_store) {
        return false;
    }
    const QList<JobState> allowed = JobHistory::allowedStates(action);
    QList<qint64> ids;
    for (qint64 id : m_window->selectedJobIds()) {
        const auto job = m_window->jobModel()->jobById(id);
        if (job && allowed.contains(job->state)) {
            ids << id;
        }
    }
    if (ids.isEmpty()) {
        m_window->showStatusMessage(tr("None of the selected jobs can be changed that way."));
        return false;
    }
    std::sort(ids.begin(), ids.end());
    // The audit log's words are English (JobFilter::describe); the question's are the console's.
    JobFilter selection;
    selection.ids = ids;
    return confirmAndApply(action, ids, selection.describe(), tr("%n selected job(s)", nullptr, int(ids.size())));
}

QString HistoryConsole::nothingToChange(JobHistory::BulkAction action, const JobFilter &filter)
{
    // The states it acts on as the sidebar's rows name them (a twentieth trial read "Queued/Submitting/Solving", a
    // state the console never shows, in a sentence that did not parse).
    const QList<JobState> allowed = JobHistory::allowedStates(action);
    QStringList rows;
    for (const JobLabels::StateGroup &group : JobLabels::stateGroups()) {
        if (std::any_of(group.states.cbegin(), group.states.cend(), [&](JobState s) {
                return allowed.contains(s);
            })) {
            rows << group.label;
        }
    }
    const QString last = rows.isEmpty() ? QString() : rows.takeLast();
    const QString states = rows.isEmpty() ? last
                                          : tr("%1 and %2", "a list: \"Solved, Failed\" and \"Canceled\"")
                                                .arg(rows.join(QStringLiteral(", ")), last);
    const QString matching = JobLabels::describe(filter);
    switch (action) {
    case JobHistory::BulkAction::Cancel:
        return tr("No job matching the filter (%1) can be canceled: only %2 jobs can.").arg(matching, states);
    case JobHistory::BulkAction::Retry:
        return tr("No job matching the filter (%1) can be retried: only %2 jobs can.").arg(matching, states);
    case JobHistory::BulkAction::Delete:
        return tr("No job matching the filter (%1) can be deleted: only %2 jobs can.").arg(matching, states);
    }
    return {};
}

bool HistoryConsole::bulkOnFilter(JobHistory::BulkAction action)
{
    if (!m_store) {
        return false;
    }
    const JobFilter filter = currentFilter();
    const Result<QList<qint64>> eligible = JobHistory(*m_store).eligible(action, filter);
    if (!eligible) {
        QMessageBox::warning(m_window, tr("Jobs"), eligible.error().message);
        return false;
    }
    if (eligible->isEmpty()) {
        m_window->showStatusMessage(nothingToChange(action, filter));
        return false;
    }
    // How many of them the service already has: a cancel cannot take those back from it, and the question says so
    // only when there are some.
    int inFlight = 0;
    if (action == JobHistory::BulkAction::Cancel) {
        JobFilter atService = filter;
        atService.states.clear();
        for (JobState state : {JobState::Submitting, JobState::Submitted}) {
            if (filter.states.isEmpty() || filter.states.contains(state)) {
                atService.states << state;
            }
        }
        if (!atService.states.isEmpty()) {
            const Result<QList<qint64>> sent = JobHistory(*m_store).eligible(action, atService);
            inFlight = sent ? int(sent->size()) : int(eligible->size()); // unknown: warn as if all were
        }
    }
    // The question in the console's words (a sidebar row by its name); the audit log keeps the stable state names.
    // The jobs are counted now; the question says so, as jobs keep coming while it is open (a twenty-fourth trial
    // read "Cancel 7 jobs" over eight queued rows, the eighth added meanwhile, and left queued).
    return confirmAndApply(action,
                           *eligible,
                           filter.describe(),
                           JobLabels::describe(filter),
                           inFlight,
                           tr("Jobs added from now on are not included."));
}

bool HistoryConsole::confirmAndApply(JobHistory::BulkAction action,
                                     const QList<qint64> &ids,
                                     const QString &about,
                                     const QString &shownAbout,
                                     int inFlight,
                                     const QString &afterword)
{
    const int count = int(ids.size());
    QString question;
    QString button;
    switch (action) {
    case JobHistory::BulkAction::Cancel:
        // The same question as a cancel from the table's selection.
        question = JobActions::cancelQuestion(count, inFlight, shownAbout);
        button = JobActions::cancelButton(count);
        break;
    case JobHistory::BulkAction::Retry:
        question = tr("Queue %n failed or canceled job(s) again (%1)?", nullptr, count).arg(shownAbout);
        button = tr("Retry %n Job(s)", nullptr, count);
        break;
    case JobHistory::BulkAction::Delete:
        question = tr("Delete %n finished job(s) (%1) and their timelines? This cannot be undone; export them "
                      "first to keep a copy.",
                      nullptr,
                      count)
                       .arg(shownAbout);
        button = tr("Delete %n Job(s)", nullptr, count);
        break;
    }
    if (!afterword.isEmpty()) {
        question += QLatin1Char(' ') + afterword;
    }
    const bool confirmed = m_confirm ? m_confirm(question)
                                     : MessageBox::confirm(m_window,
                                                           tr("%1 Jobs").arg(actionVerb(action)),
                                                           question,
                                                           button,
                                                           // Not a second "Cancel" beside "Cancel 14 Jobs".
                                                           action == JobHistory::BulkAction::Cancel ? tr("&Keep Them")
                                                                                                    : QString());
    if (!confirmed) {
        return false;
    }
    // Applied by the maintenance worker's connection: a bulk change is a write, and writes never run on the
    // window's thread. The table re-reads the jobs when it answers.
    DatabaseWorker *worker = m_maintenance;
    worker->run([this, worker, action, ids, about](DatabaseWorker::Context &context) {
        Result<JobHistory::BulkOutcome> done = Error{};
        if (const Result<JobStore *> store = context.store(); !store) {
            done = store.error();
        } else {
            done = JobHistory(*store.value()).apply(action, ids, about);
        }
        worker->answer([this, action, done] {
            bulkApplied(action, done);
        });
    });
    return true;
}

void HistoryConsole::bulkApplied(JobHistory::BulkAction action, const Result<JobHistory::BulkOutcome> &done)
{
    if (!done) {
        QMessageBox::warning(m_window, tr("%1 Jobs").arg(actionVerb(action)), done.error().message);
        Q_EMIT bulkFinished(false);
        return;
    }
    if (action == JobHistory::BulkAction::Delete) {
        // Deleted rows are not "changed" jobs the table can re-read: count and pages again.
        m_window->jobModel()->reread();
    } else {
        m_window->jobModel()->refreshJobs(done->acted);
    }
    const int acted = int(done->acted.size());
    QString outcome;
    switch (action) {
    case JobHistory::BulkAction::Cancel:
        outcome = tr("%n job(s) canceled.", nullptr, acted);
        break;
    case JobHistory::BulkAction::Retry:
        outcome = tr("%n job(s) queued again.", nullptr, acted);
        break;
    case JobHistory::BulkAction::Delete:
        outcome = tr("%n finished job(s) deleted.", nullptr, acted);
        break;
    }
    if (!done->skipped.isEmpty()) {
        outcome += QLatin1Char(' ')
                 + tr("%n job(s) had changed state meanwhile and were left alone.", nullptr, int(done->skipped.size()));
    }
    m_window->showStatusMessage(outcome, 10'000);
    updateActions();
    Q_EMIT bulkFinished(true);
}

// ---- copy variants -----------------------------------------------------------------------------------------------

bool HistoryConsole::copySelected(JobCopy::Variant variant)
{
    // One copy path for every variant (the clipboard's secret marking and clearing): the window's job actions.
    return m_window->jobActions()->copySelected(variant);
}

// ---- retention ---------------------------------------------------------------------------------------------------

RetentionPolicy HistoryConsole::savedPolicy()
{
    const QSettings settings;
    RetentionPolicy policy;
    const int days = settings.value(retentionDaysSetting, 0).toInt();
    policy.olderThanMs = days > 0 ? days * dayMs : 0;
    policy.keepNewest = settings.value(retentionKeepSetting, -1).toInt();
    return policy;
}

void HistoryConsole::savePolicy(const RetentionPolicy &policy)
{
    QSettings settings;
    settings.setValue(retentionDaysSetting, int(policy.olderThanMs / dayMs));
    settings.setValue(retentionKeepSetting, policy.keepNewest);
}

bool HistoryConsole::startPurge()
{
    const RetentionPolicy policy = savedPolicy();
    if (policy.isEmpty() || m_purging || !m_store || !m_store->isOpen()) {
        return false;
    }
    m_purging = true;
    DatabaseWorker *worker = m_maintenance;
    // Its own connection: the purge's batches (at most 500 jobs each, Retention) and the vacuum never run on the
    // window's thread, and quitting waits for one batch at most.
    worker->run([this, worker, policy](DatabaseWorker::Context &context) {
        Result<Retention::Outcome> purged = Error{};
        if (const Result<JobStore *> store = context.store(); !store) {
            purged = store.error();
        } else {
            purged = Retention(*store.value()).purge(policy, [&context](qint64, qint64) {
                return !context.stopping();
            });
        }
        const bool ok = purged.ok();
        const qint64 count = ok ? purged->purged : 0;
        const QString message = ok ? QString() : purged.error().message;
        worker->answer([this, ok, count, message] {
            m_purging = false;
            if (ok && count > 0) {
                m_window->jobModel()->reread();
                m_window->showStatusMessage(tr("History retention: %n finished job(s) removed.", nullptr, int(count)),
                                            10'000);
            } else if (!ok) {
                m_window->showStatusMessage(tr("History retention failed: %1").arg(message), 15'000);
            }
            Q_EMIT purgeFinished(ok, count, message);
        });
    });
    return true;
}

bool HistoryConsole::startTextIndexing()
{
    if (m_indexing || !m_store || !m_store->isOpen()) {
        return false;
    }
    // A read on the window's connection (a range of ids): the worker and its connection only when there is work.
    const Result<qint64> pending = JobTextIndex::pending(*m_store);
    if (!pending || pending.value() == 0) {
        return false;
    }
    m_indexing = true;
    DatabaseWorker *worker = m_maintenance;
    worker->run([this, worker](DatabaseWorker::Context &context) {
        QString message;
        if (const Result<JobStore *> store = context.store(); !store) {
            message = store.error().message;
        } else {
            // Batches of textIndexBatch jobs, each its own short write transaction: an engine on the same database
            // waits at most one batch, and so does quitting.
            while (!context.stopping()) {
                const Result<qint64> left = JobTextIndex::catchUp(*store.value(), textIndexBatch);
                if (!left) {
                    message = left.error().message;
                    break;
                }
                if (left.value() == 0) {
                    break;
                }
            }
        }
        worker->answer([this, message] {
            m_indexing = false;
            if (!message.isEmpty()) {
                qCWarning(lcStore) << "indexing the text of new jobs failed:" << message;
            } else if (m_store && JobTextIndex::covers(m_store->dialect(), m_window->jobModel()->view().text)) {
                // The filter read the new jobs one by one until now; from here it reads the index.
                m_window->jobModel()->reread();
            }
            Q_EMIT textIndexingFinished(message.isEmpty(), message);
        });
    });
    return true;
}

void HistoryConsole::openRetentionDialog()
{
    const RetentionPolicy policy = savedPolicy();
    auto *dialog = new QDialog(m_window);
    dialog->setObjectName(QStringLiteral("retentionDialog"));
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("History Retention"));
    auto *layout = new QVBoxLayout(dialog);
    auto *note = new QLabel(tr("Finished jobs (solved, failed, canceled) can be removed in the background, at start "
                               "and once a day. Queued and running jobs are never removed."),
                            dialog);
    note->setWordWrap(true);
    layout->addWidget(note);
    auto *form = new QFormLayout;
    auto *byAge = new QCheckBox(tr("Remove jobs finished more than"), dialog);
    auto *days = new QSpinBox(dialog);
    days->setRange(1, 3650);
    days->setSuffix(tr(" days ago"));
    days->setValue(policy.olderThanMs > 0 ? int(policy.olderThanMs / dayMs) : 30);
    byAge->setChecked(policy.olderThanMs > 0);
    auto *byCount = new QCheckBox(tr("Keep only the newest"), dialog);
    auto *keep = new QSpinBox(dialog);
    keep->setRange(0, 100'000'000);
    keep->setGroupSeparatorShown(true);
    keep->setSuffix(tr(" finished jobs"));
    keep->setValue(policy.keepNewest >= 0 ? policy.keepNewest : 100'000);
    byCount->setChecked(policy.keepNewest >= 0);
    described(days, tr("Days"), tr("Finished jobs older than this many days are removed"));
    described(keep, tr("Finished jobs to keep"), tr("Only this many of the newest finished jobs are kept"));
    form->addRow(byAge, days);
    form->addRow(byCount, keep);
    layout->addLayout(form);
    auto *both = new QLabel(tr("With both, a job goes only when it is older and beyond the newest ones."), dialog);
    both->setWordWrap(true);
    layout->addWidget(both);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, dialog);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::rejected, dialog, &QDialog::reject);
    connect(buttons, &QDialogButtonBox::accepted, dialog, [this, dialog, byAge, days, byCount, keep] {
        RetentionPolicy chosen;
        chosen.olderThanMs = byAge->isChecked() ? days->value() * dayMs : 0;
        chosen.keepNewest = byCount->isChecked() ? keep->value() : -1;
        savePolicy(chosen);
        dialog->accept();
        if (!chosen.isEmpty()) {
            startPurge();
        }
    });
    dialog->open();
}

} // namespace SolveDeck
