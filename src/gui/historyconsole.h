#pragma once

#include "core/io/jobexport.h"
#include "core/io/jobimport.h"
#include "core/store/jobfilter.h"
#include "core/store/jobhistory.h"
#include "core/store/retention.h"
#include "gui/jobcopy.h"

#include <QObject>
#include <QPointer>
#include <QTimer>

#include <atomic>
#include <functional>
#include <memory>

class QAction;
class QMimeData;
class QProgressDialog;

namespace SolveDeck {

class DatabaseWorker;
class ExportDialog;
class ExportTask;
class ImportDialog;
class JobStore;
class MainWindow;

// Job history in the console (issue 11), added to the main window with two calls (constructor, attach):
//  - File > Export… (Ctrl+E): ExportDialog, then an ExportTask on a worker thread with a progress dialog and
//    Cancel; the outcome in the status bar;
//  - File > Import… (Ctrl+I), Edit-style paste (Ctrl+Shift+V) and a dropped file or text: ImportDialog's preview;
//  - Jobs > Delete Finished Jobs (the selection) and Jobs > All Jobs Matching the Filter > Cancel / Retry / Delete:
//    a confirmation that names the filter and the exact count, then JobHistory::apply on exactly the counted ids;
//  - the table's copy variants (token as JSON, the form-filling snippet, the job as JSON; JobCopy);
//  - File > History Retention…: keep finished jobs N days and/or the newest N (QSettings), purged by Retention on
//    a worker thread with its own connection at start and daily.
class HistoryConsole : public QObject
{
    Q_OBJECT

public:
    explicit HistoryConsole(MainWindow *window);
    ~HistoryConsole() override;

    // The store the window shows. The workers (export, purge, text index) open their own connection to the same
    // database (DatabaseWorker::locationOf); `password` for a PostgreSQL server that needs one.
    void attach(JobStore *store, const QString &password = {});

    // The current filter as a JobFilter: the sidebar's states and the filter box's text.
    JobFilter currentFilter() const;

    // File > Export…: opens the dialog (window-modal, without blocking) and returns it.
    ExportDialog *openExportDialog();
    // Starts an export on a worker thread with a progress dialog; the task reports through its signals and is
    // deleted after it finished. From `dialog` (File > Export…): the dialog waits, and closes on success or shows
    // the failure's cause with its choices kept. A failed export is recorded in the audit log (jobs.export_failed).
    ExportTask *startExport(const QString &path, const ExportOptions &options, ExportDialog *dialog = nullptr);

    // File > Import… of a file, or a pasted or dropped list: opens the preview (window-modal, not blocking).
    // `fileName` empty: the clipboard.
    ImportDialog *openImportDialog(const QByteArray &data, JobFileFormat format, const QString &fileName);
    ImportDialog *importFile(const QString &path);
    // The clipboard's text (or a dropped one) as a list of jobs.
    ImportDialog *importMimeData(const QMimeData *mime);

    // Bulk actions: the ids counted and confirmed, then acted on by the maintenance worker (bulkFinished() answers).
    // false when nothing is done (nothing eligible, or not confirmed; the window says which).
    bool bulkOnSelection(JobHistory::BulkAction action);
    bool bulkOnFilter(JobHistory::BulkAction action);
    // The note when no job of the view can be changed by `action`.
    static QString nothingToChange(JobHistory::BulkAction action, const JobFilter &filter);

    // Tests: answers the bulk confirmation instead of MessageBox (it gets the question). Empty: ask the operator.
    void setConfirmation(std::function<bool(const QString &question)> confirm) { m_confirm = std::move(confirm); }

    // The selected job (one) in a copy variant; false when it does not apply.
    bool copySelected(JobCopy::Variant variant);

    // Retention (settings "history/retentionDays", "history/retentionKeepNewest"; 0 / -1: off).
    static RetentionPolicy savedPolicy();
    static void savePolicy(const RetentionPolicy &policy);
    // Starts a purge by the saved policy on a worker thread (nothing when the policy is empty or one runs).
    bool startPurge();

    bool purgeRunning() const { return m_purging; }

    // Brings the text filter's index up to date with the jobs added since (JobTextIndex::catchUp) on a worker
    // thread with its own connection, so the window never waits for that write; nothing when the index is current
    // or a run is going. Runs shortly after the store is attached, then every 30 s.
    bool startTextIndexing();

    bool textIndexingRunning() const { return m_indexing; }

    QAction *exportAction() const { return m_export; }

    QAction *importAction() const { return m_import; }

    QAction *pasteAction() const { return m_paste; }

    QAction *retentionAction() const { return m_retention; }

    QAction *bulkAction(JobHistory::BulkAction action, bool onFilter) const;

    QAction *copyAction(JobCopy::Variant variant) const;

Q_SIGNALS:
    void exportFinished(bool ok, bool canceled, qint64 rows, const QString &message);
    // The text index caught up (ok) or could not (message); the table has been refreshed if a text filter is set.
    void textIndexingFinished(bool ok, const QString &message);
    // A confirmed bulk action was applied (ok), or the database refused it (the window said why).
    void bulkFinished(bool ok);
    // A purge ended: how many jobs went, or why it failed.
    void purgeFinished(bool ok, qint64 purged, const QString &message);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString workerLocation() const;
    // `about` says which jobs in the audit log, `shownAbout` in the question (in the console's words); inFlight: how
    // many of them a cancel cannot take back from the service; `afterword` ends the question.
    bool confirmAndApply(JobHistory::BulkAction action,
                         const QList<qint64> &ids,
                         const QString &about,
                         const QString &shownAbout,
                         int inFlight = 0,
                         const QString &afterword = {});
    void bulkApplied(JobHistory::BulkAction action, const Result<JobHistory::BulkOutcome> &done);
    void updateActions();
    void openRetentionDialog();

    MainWindow *m_window;
    QPointer<JobStore> m_store;
    QString m_password;
    std::function<bool(const QString &)> m_confirm;
    QAction *m_export = nullptr;
    QAction *m_import = nullptr;
    QAction *m_paste = nullptr;
    QAction *m_retention = nullptr;
    QAction *m_deleteSelected = nullptr;
    QAction *m_cancelMatching = nullptr;
    QAction *m_retryMatching = nullptr;
    QAction *m_deleteMatching = nullptr;
    QAction *m_copyTokenJson = nullptr;
    QAction *m_copySnippet = nullptr;
    QAction *m_copyJobJson = nullptr;
    QTimer m_dailyPurge;
    QTimer m_startPurge;
    QTimer m_indexTimer;
    // The retention purge and the text index's catch-up, one after the other on one worker with its own
    // connection: both write in small batches and stop between them when the console quits.
    DatabaseWorker *m_maintenance = nullptr;
    bool m_purging = false;
    bool m_indexing = false;
};

} // namespace SolveDeck
