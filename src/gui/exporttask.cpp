#include "exporttask.h"

#include <QThread>

namespace SolveDeck {

ExportTask::ExportTask(QObject *parent)
    : QObject(parent)
{
}

ExportTask::~ExportTask()
{
    if (m_thread) {
        m_cancel->store(true);
        m_thread->wait();
        delete m_thread;
    }
}

void ExportTask::start(const QString &databaseLocation,
                       const QString &password,
                       const QString &path,
                       const ExportOptions &options)
{
    Q_ASSERT(!m_thread);
    m_path = path;
    m_running = true;
    // The destructor waits for the thread: the task outlives every call below, and a queued call to a deleted
    // object is dropped by Qt.
    ExportTask *self = this;
    auto cancel = m_cancel;
    m_thread = QThread::create([self, cancel, databaseLocation, password, path, options] {
        // Progress is posted to the task's thread; a task gone meanwhile (the window closed) hears nothing.
        const ExportProgress onProgress = [self](qint64 done, qint64 total) {
            QMetaObject::invokeMethod(
                self,
                [self, done, total] {
                Q_EMIT self->progress(done, total);
                },
                Qt::QueuedConnection);
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
        QMetaObject::invokeMethod(
            self,
            [self, ok, canceled, rows, message] {
            self->m_running = false;
            Q_EMIT self->finished(ok, canceled, rows, message);
            },
            Qt::QueuedConnection);
    });
    m_thread->setObjectName(QStringLiteral("export"));
    m_thread->start();
}

void ExportTask::cancel()
{
    m_cancel->store(true);
}

} // namespace SolveDeck
