#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QString>

#include <memory>
#include <optional>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace SolveDeck {

class JobStore;

// One job read from a job file, with the line it starts on (for messages).
struct ImportedJob
{
    int line = 0;
    TaskSpec spec;
    QString idempotencyKey; // empty: the store makes one

    // A row of a SolveDeck export (it has a "state" field): the job as it was where it was exported, restored with
    // its state, times, attempts, error, token (when exported) and timeline instead of queued anew. A job that was
    // in flight there (submitting, submitted) is restored as queued: its task belongs to the other database's engine.
    bool restored = false;
    Job record;             // restored: every field (record.spec and record.idempotencyKey equal spec and the key)
    QList<JobEvent> events; // restored: its timeline when the export had one
};

// What a job file may hold. Documented in docs/architecture.md "Export and import"; the reader stops at the first
// byte beyond a limit, so a huge or endless input costs no more memory than the limit.
namespace ImportLimits {
// A job file larger than this is refused before it is read (a million exported jobs with their timelines is about
// 1 GiB).
inline constexpr qint64 maxFileBytes = qint64(8) * 1024 * 1024 * 1024;
// One CSV record or JSONL line (quoted line breaks included).
inline constexpr qsizetype maxRecordBytes = qsizetype(4) * 1024 * 1024;
// One field (cell, JSON string), except the two below.
inline constexpr qsizetype maxFieldBytes = qsizetype(64) * 1024;
// An image body (base64 of at most maxImageBytes, 600 kB) and an export's "events" cell.
inline constexpr qsizetype maxLargeFieldBytes = qsizetype(1) * 1024 * 1024;
} // namespace ImportLimits

enum class JobFileFormat {
    Csv,      // header row: method,sitekey,pageurl, optional idempotency_key, parameter columns (or an export's)
    Jsonl,    // one JSON object per line (also NDJSON exports)
    PageUrls, // one page URL per line, with a method and site key shared by every line (the console's paste)
};

// The format of a job file by its extension: .csv, .jsonl / .ndjson. INVALID_JOB_FILE otherwise (a list of page
// URLs has no method or site key of its own: the console asks for them and reads it as JobFileFormat::PageUrls).
Result<JobFileFormat> jobFileFormatOf(const QString &path);

// Reads jobs one at a time from a device: memory is one record, whatever the size of the input. Every row is
// checked (validateTaskSpec, the limits above, UTF-8: invalid bytes are an error naming the line, never replaced).
// The first bad row is an Error whose message is "line N: <what is wrong and how to fix it>" (code
// INVALID_JOB_FILE, or INVALID_SPEC when the row parsed but the job is not valid); reading ends there.
// This is also the entry point for fuzzing: feed any bytes through a QBuffer and call next() until it returns an
// error or nullopt.
class JobFileReader
{
public:
    JobFileReader(QIODevice &in, JobFileFormat format);
    ~JobFileReader();

    // For JobFileFormat::PageUrls: the method, site key and parameters every line's job gets.
    void setSharedSpec(const TaskSpec &spec);

    // The next job; nullopt at the end of the input.
    Result<std::optional<ImportedJob>> next();

private:
    struct Private;
    std::unique_ptr<Private> d;
};

// The whole input as a list (for the console's preview and tests; the CLI streams with importJobFile).
// CSV per RFC 4180 (quoted fields with "" escapes, commas and line breaks inside quotes, CRLF or LF; blank lines
// skipped). A header row is required with method, sitekey and pageurl; optional idempotency_key; every other column
// is a parameter by its CaptchaAI name (an empty cell leaves the parameter out). A header with a "state" column is
// an export (JobExporter's columns): its rows are restored, and each cell's formula guard (one leading ') removed.
Result<QList<ImportedJob>> parseJobCsv(QIODevice &in);
// One JSON object per line: {"method":..,"sitekey":..,"pageurl":..,"idempotency_key":..,"params":{..}}; parameters
// may also be top-level keys. Parameter values may be strings, numbers or booleans (true/false become 1/0). Blank
// lines are skipped. An object with "state" is an export's line (the fields of `list --json`): restored.
Result<QList<ImportedJob>> parseJobJsonl(QIODevice &in);
// One page URL per line (blank lines and lines starting with # skipped), each a job of `shared`'s method, site key
// and parameters.
Result<QList<ImportedJob>> parsePageUrls(QIODevice &in, const TaskSpec &shared);
// Chosen by extension (jobFileFormatOf), after openJobFile's checks.
Result<QList<ImportedJob>> parseJobFile(const QString &path);

// Opens a job file for reading after checking that it is a regular file (not a directory, FIFO or device such as
// /dev/zero) no larger than ImportLimits::maxFileBytes. INVALID_JOB_FILE with what to do otherwise.
Result<std::unique_ptr<QIODevice>> openJobFile(const QString &path);

// What importJobFile stored.
struct ImportSummary
{
    qint64 rows = 0;
    qint64 created = 0;
    qint64 existed = 0;  // idempotency key already in the database (or earlier in the file): "already queued"
    qint64 repeated = 0; // of `existed`, the rows whose key an earlier row of the same list had

    struct Existing
    {
        int line = 0;
        qint64 jobId = 0;
        QString key;
    };

    QList<Existing> existing; // the first 1000 of them, for messages
};

// Streams the file into the store in ONE write transaction: all or nothing. Each row is read, checked and inserted
// in turn (prepared statements, no list of the file in memory); the first bad row rolls everything back and is
// returned as the error, so nothing from a half-wrong file is stored. A row whose idempotency key exists already
// (in the database, or on an earlier line) stores nothing new and counts as existed. When `ids` is given, each
// row's job id (new or existing) is written to it as a line, in file order; write it out only after success.
// The import is recorded in the audit log ("jobs.import": the file, how many jobs were queued and how many were
// already there) in the same transaction.
Result<ImportSummary> importJobFile(JobStore &store,
                                    const QString &path,
                                    QIODevice *ids = nullptr,
                                    const TaskSpec &sharedSpec = {});
// The same from an open device in a known format; `source` names it in the audit log (a file, "the clipboard",
// with what the console left out).
Result<ImportSummary> importJobs(JobStore &store,
                                 QIODevice &in,
                                 JobFileFormat format,
                                 QIODevice *ids = nullptr,
                                 const TaskSpec &sharedSpec = {},
                                 const QString &source = {});

} // namespace SolveDeck
