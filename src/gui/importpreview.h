#pragma once

#include "core/io/jobimport.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QString>

namespace SolveDeck {

class JobStore;

// The rows of a job list as the import preview shows them (issue 11): every record checked on its own by the
// core's reader (JobFileReader: the same checks as `enqueue --file`), so that every bad row is marked, not only the
// first one; repeated idempotency keys (in the database or earlier in the list) are "already queued". The import
// itself is importJobs() on the records chosen, in one transaction: all or nothing.
class ImportPreview
{
    Q_DECLARE_TR_FUNCTIONS(ImportPreview)

public:
    enum class Status {
        Ok,
        AlreadyQueued,
        Error,
    };

    struct Row
    {
        int line = 0;
        Status status = Status::Ok;
        QString method;  // as read ("" when the row did not parse)
        QString pageUrl; // as read
        QString column;  // the field an error is about, when the reader names one
        QString reason;  // the error, or for AlreadyQueued the job it is
        qint64 existingJobId = 0;
        // An Ok row whose page's host is not an authorised target: it is stored and waits (as the New Job
        // dialog's Queue Only) until the host is authorised. Empty otherwise.
        QString waitingHost;
    };

    // Reads `data` in `format`. For PageUrls every line gets `shared`'s method, site key and parameters. With a
    // store, idempotency keys already there are marked AlreadyQueued. Reads the whole list; meant for what an
    // operator pastes or picks (the CLI streams files of any size).
    static ImportPreview read(const QByteArray &data,
                              JobFileFormat format,
                              const TaskSpec &shared = {},
                              const JobStore *store = nullptr);

    // The format of pasted or dropped text: JSON lines when the first line starts with "{", CSV when it names the
    // method, sitekey and pageurl columns, otherwise page URLs.
    static JobFileFormat guessFormat(const QByteArray &data);

    const QList<Row> &rows() const { return m_rows; }

    JobFileFormat format() const { return m_format; }

    int errorCount() const;
    int okCount() const;
    // Rows not added again: their key is in the database, or on an earlier row of the list (`repeatedCount`).
    int alreadyQueuedCount() const;
    int repeatedCount() const;
    // Ok rows that will wait for their host to be authorised.
    int waitingCount() const;

    // The input again with only the rows that are not errors (the CSV header kept): what "Import the valid rows
    // only" stores. The whole input when there is no error.
    QByteArray validInput() const;

    // Stores the rows: all of them (fails with the first error, storing nothing) or, with validOnly, the valid
    // ones. In one transaction either way, with its audit log entry naming `source` (and the rows left out).
    Result<ImportSummary> import(JobStore &store, bool validOnly, const QString &source = {}) const;

private:
    struct Record
    {
        int line = 0;
        QByteArray bytes; // the record as it was in the input, with its line end
    };

    JobFileFormat m_format = JobFileFormat::Jsonl;
    TaskSpec m_shared;
    QByteArray m_input;
    QByteArray m_header; // CSV: the header record
    QList<Record> m_records;
    QList<Row> m_rows; // one per record, same order
};

} // namespace SolveDeck
