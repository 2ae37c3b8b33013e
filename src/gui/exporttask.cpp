#include "exporttask.h"

#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"
#include "gui/databaseworker.h"

namespace SolveDeck {

ExportTask::ExportTask(QObject *parent)
    : QObject(parent)
{
}

ExportTask::~ExportTask()
{
    // The exporter stops after its current page; the worker (a child, deleted after this) waits for it.
    m_cancel->store(true);
}

void ExportTask::start(const QString &databaseLocation,
                       const QString &password,
                       const QString &path,
                       const ExportOptions &options)
{
    Q_ASSERT(!m_worker);
    m_path = path;
    m_running = true;
    m_worker = new DatabaseWorker(QStringLiteral("export"), this);
    // The exporter opens its own connection (it reads in pages with its own statements); the worker's own one is
    // opened only to record a failure in the audit log.
    m_worker->setDatabase(databaseLocation, password);
    DatabaseWorker *worker = m_worker;
    auto cancel = m_cancel;
    worker->run([this, worker, cancel, databaseLocation, password, path, options](DatabaseWorker::Context &context) {
        // Progress is posted to the task's thread; a task gone meanwhile (the window closed) hears nothing.
        const ExportProgress onProgress = [this, worker](qint64 done, qint64 total) {
            worker->answer([this, done, total] {
                Q_EMIT progress(done, total);
            });
            return true;
        };
        const Result<qint64> written = JobExporter::writeFileFromDatabase(databaseLocation,
                                                                          password,
                                                                          path,
                                                                          options,
                                                                          onProgress,
                                                                          cancel.get());
        const bool ok = written.ok();
        const bool canceled = !ok && written.error().code == QLatin1String("CANCELED");
        const qint64 rows = ok ? *written : 0;
        const QString message = ok ? QString() : written.error().message;
        if (!ok && !canceled) {
            // A completed export is audited by the exporter; a failed one here (what, where, why).
            if (const Result<JobStore *> store = context.store(); store) {
                const Result<void> recorded = AuditLog(*store.value())
                                                  .record(QStringLiteral("jobs.export_failed"),
                                                          QStringLiteral("%1 to %2 (%3): %4")
                                                              .arg(exportFormatName(options.format),
                                                                   path,
                                                                   options.filter.describe(),
                                                                   message));
                if (!recorded) {
                    qCWarning(lcStore) << "a failed export was not recorded:" << recorded.error().message;
                }
            }
        }
        worker->answer([this, ok, canceled, rows, message] {
            m_running = false;
            Q_EMIT finished(ok, canceled, rows, message);
        });
    });
}

void ExportTask::cancel()
{
    m_cancel->store(true);
}

} // namespace SolveDeck
