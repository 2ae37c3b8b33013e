#pragma once

#include "core/result.h"
#include "core/store/jobfilter.h"

#include <QByteArrayView>
#include <QString>

#include <atomic>
#include <functional>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace SolveDeck {

class JobStore;

enum class ExportFormat {
    Csv,
    Json,
    Ndjson
};

// "csv", "json", "ndjson" (also "jsonl") -> the format; nullopt when unknown.
std::optional<ExportFormat> exportFormatFromName(const QString &name);
QString exportFormatName(ExportFormat format);

struct ExportOptions
{
    ExportFormat format = ExportFormat::Csv;
    JobFilter filter;
    bool includeEvents = false; // each job's timeline
    bool includeTokens = false; // solved tokens are secrets a team may not want in a shared file: off unless asked
    // A proxy's password in the params (login:password@host:port) is masked (ProxyPassword) unless asked for.
    bool includeProxyPasswords = false;
    bool bom = false;    // CSV: a UTF-8 byte order mark, for spreadsheet programs that need it
    int pageSize = 5000; // rows read from the database at a time (memory is about one page)
};

// Called after each page: rows written so far and the total counted at the start (an estimate: jobs added meanwhile
// may make the final count larger). Returning false cancels the export.
using ExportProgress = std::function<bool(qint64 done, qint64 total)>;

// Writes job history as CSV, JSON or NDJSON, streamed from the database a page at a time (JobHistory::forEachPage),
// so memory does not grow with the row count. Rows come from the store's jobs table, which never holds the API key:
// an export cannot contain it. Formats (docs/architecture.md "Export and import"):
//  - CSV (RFC 4180, UTF-8, CRLF line ends): a header row of JobJson::fieldNames() (params as a JSON object cell;
//    "events" last, a JSON array cell, when asked). A cell beginning with = + - @ tab CR or ' gets a leading ' so a
//    spreadsheet shows it as text instead of running it as a formula; the importer removes that one ' again.
//  - JSON: one document {"schema": 1, "format": "solvedeck-jobs", "app": ..., "app_version": ..., "exported_at": ...,
//    "filter": {...}, "include_tokens": .., "include_events": .., "jobs": [...], "count": N}.
//  - NDJSON: one job per line with the fields of `solvedeck-cli list --json` (+ "events"); no header line, so the
//    file is a job file for `enqueue --file`.
// Tokens are null unless includeTokens; proxy passwords are masked unless includeProxyPasswords. A file is created
// readable and writable by its owner only (0600), whatever the umask: it holds what the database holds.
class JobExporter
{
public:
    // To any device (stdout, a buffer). Returns the rows written; CANCELED when progress returned false.
    static Result<qint64> write(JobStore &store,
                                QIODevice &out,
                                const ExportOptions &options,
                                const ExportProgress &progress = {});

    // The first, slower way of writing the same bytes: a whole Job per row (params parsed, times through QDateTime).
    // Kept as the reference that write()'s output is compared with in tests; not for use otherwise.
    static Result<qint64> writeReference(JobStore &store, QIODevice &out, const ExportOptions &options);

    // To a file through QSaveFile: the file appears, complete, only when everything was written; a cancel, an
    // error or a crash leaves no file (and an older file of that name untouched). Records "jobs.export" in the audit
    // log (format, count, filter, whether tokens were included), unless the store is open read-only
    // (JobStore::isReadOnly: the caller says that nothing was recorded).
    static Result<qint64> writeFile(JobStore &store,
                                    const QString &path,
                                    const ExportOptions &options,
                                    const ExportProgress &progress = {});

    // For a worker thread: opens its own connection to `databaseLocation` (a file or postgresql:// URL, with
    // `password` when the server needs one), exports to `path` as writeFile does, and closes it. `cancel` set to
    // true from any thread stops it after the current page.
    static Result<qint64> writeFileFromDatabase(const QString &databaseLocation,
                                                const QString &password,
                                                const QString &path,
                                                const ExportOptions &options,
                                                const ExportProgress &progress,
                                                const std::atomic<bool> *cancel);

    // The audit entry "jobs.export" (format, count, destination, filter, whether tokens, proxy passwords and events
    // are in it; never the tokens). writeFile records it itself; a caller of write() records it once the output is
    // complete.
    static Result<void> recordExport(JobStore &store,
                                     const ExportOptions &options,
                                     qint64 count,
                                     const QString &destination);

    // One CSV cell: neutralised (see above), then quoted when it holds a comma, quote, CR or LF.
    static QByteArray csvCell(const QString &value);
    // A leading ' before = + - @ tab CR or ' (the spreadsheet "formula" triggers, and ' itself so that the
    // importer's removal of one leading ' is exact).
    static QString neutraliseFormula(const QString &value);
    static QString unneutraliseFormula(const QString &value);
};

} // namespace SolveDeck
