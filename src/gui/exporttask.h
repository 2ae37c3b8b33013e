#pragma once

#include "core/io/jobexport.h"

#include <QObject>
#include <QString>

#include <atomic>
#include <memory>

namespace SolveDeck {

class DatabaseWorker;

// One export of the console (File > Export…) on a worker thread with its own connection to the database
// (JobExporter::writeFileFromDatabase), so the window never waits for the database or the disk. The file is written
// through QSaveFile: a cancel or an error leaves no file. Signals arrive on the thread that made the task. Its thread
// is a DatabaseWorker (the console's one worker pattern).
class ExportTask : public QObject
{
    Q_OBJECT

public:
    explicit ExportTask(QObject *parent = nullptr);
    // Cancels a running export and waits for its thread (it stops after the current page).
    ~ExportTask() override;

    // Starts the worker. `databaseLocation` (a file or postgresql:// URL) and `password` open its own connection.
    void start(const QString &databaseLocation,
               const QString &password,
               const QString &path,
               const ExportOptions &options);
    // Stops after the current page; finished() then reports canceled.
    void cancel();

    bool isRunning() const { return m_running; }

    QString path() const { return m_path; }

Q_SIGNALS:
    void progress(qint64 done, qint64 total);
    // ok: the file is complete with `rows` jobs. canceled: stopped by cancel(), no file. Otherwise `message` says
    // what went wrong (no file either).
    void finished(bool ok, bool canceled, qint64 rows, const QString &message);

private:
    // Read by the exporter between pages (JobExporter::writeFileFromDatabase's cancel flag).
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
    DatabaseWorker *m_worker = nullptr; // a child; its destructor waits for the page under way
    QString m_path;
    bool m_running = false;
};

} // namespace SolveDeck
