#include "jobexport.h"

#include "core/io/exportrows.h"
#include "core/io/exportwriter.h"
#include "core/io/sqlitereader.h"
#include "core/store/auditlog.h"
#include "core/store/jobhistory.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QIODevice>
#include <QSaveFile>

#include <optional>

#ifdef Q_OS_UNIX
#include <sys/stat.h>
#endif

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::JobExporter", "SolveDeck")

namespace {

// The export holds what the database holds (0600): its temporary file is made under a umask of 077 (QSaveFile
// creates a new one 0666 & ~umask, and gives a replaced file's mode to its successor), then set to 0600 before a
// byte is written, so the file is never readable by others, whatever the process's umask, and the rename keeps it.
bool openOwnerOnly(QSaveFile &file)
{
#ifdef Q_OS_UNIX
    const mode_t previous = ::umask(077);
    const bool opened = file.open(QIODevice::WriteOnly);
    ::umask(previous);
#else
    const bool opened = file.open(QIODevice::WriteOnly);
#endif
    if (!opened) {
        return false;
    }
    if (!file.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner)) {
        file.cancelWriting();
        return false;
    }
    return true;
}

Error writeError(const QString &where, const QString &reason)
{
    return Error{QStringLiteral("EXPORT_WRITE_FAILED"),
                 tr("Could not write the export to %1: %2. Check free disk space and permissions, or choose "
                    "another place.")
                     .arg(where, reason)};
}

} // namespace

std::optional<ExportFormat> exportFormatFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == QLatin1String("csv")) {
        return ExportFormat::Csv;
    }
    if (n == QLatin1String("json")) {
        return ExportFormat::Json;
    }
    if (n == QLatin1String("ndjson") || n == QLatin1String("jsonl")) {
        return ExportFormat::Ndjson;
    }
    return std::nullopt;
}

QString exportFormatName(ExportFormat format)
{
    switch (format) {
    case ExportFormat::Csv:
        return QStringLiteral("csv");
    case ExportFormat::Json:
        return QStringLiteral("json");
    case ExportFormat::Ndjson:
        return QStringLiteral("ndjson");
    }
    return {};
}

QString JobExporter::neutraliseFormula(const QString &value)
{
    if (value.isEmpty()) {
        return value;
    }
    switch (value.at(0).unicode()) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
    case '\'':
        return QLatin1Char('\'') + value;
    default:
        return value;
    }
}

QString JobExporter::unneutraliseFormula(const QString &value)
{
    return value.startsWith(QLatin1Char('\'')) ? value.mid(1) : value;
}

QByteArray JobExporter::csvCell(const QString &value)
{
    const QByteArray text = neutraliseFormula(value).toUtf8();
    bool quote = false;
    for (const char c : text) {
        if (c == ',' || c == '"' || c == '\r' || c == '\n') {
            quote = true;
            break;
        }
    }
    if (!quote) {
        return text;
    }
    QByteArray quoted;
    quoted.reserve(text.size() + 8);
    quoted += '"';
    for (const char c : text) {
        if (c == '"') {
            quoted += '"';
        }
        quoted += c;
    }
    quoted += '"';
    return quoted;
}

namespace {

Result<qint64> countFor(JobStore &store, const ExportOptions &options, const ExportProgress &progress)
{
    // Only a progress report needs the total.
    return progress ? JobHistory(store).count(options.filter) : Result<qint64>(qint64(0));
}

// The reference path: whole Jobs, a page at a time (JobHistory::forEachPage), their timelines by JobHistory::eventsOf.
Result<qint64> writeJobs(JobStore &store, QIODevice &out, const ExportOptions &options)
{
    JobHistory history(store);
    ExportWriter writer(out, options);
    if (!writer.begin(store)) {
        return writeError(QStringLiteral("the output"), writer.errorString());
    }
    std::optional<Error> failure;
    const auto onPage = [&](const QList<Job> &jobs) {
        QHash<qint64, QList<JobEvent>> events;
        if (options.includeEvents) {
            QList<qint64> ids;
            ids.reserve(jobs.size());
            for (const Job &job : jobs) {
                ids.append(job.id);
            }
            Result<QHash<qint64, QList<JobEvent>>> found = history.eventsOf(ids);
            if (!found) {
                failure = found.error();
                return false;
            }
            events = std::move(found).value();
        }
        if (!writer.page(jobs, events)) {
            failure = writeError(QStringLiteral("the output"), writer.errorString());
            return false;
        }
        return true;
    };
    const Result<qint64> read = history.forEachPage(options.filter, options.pageSize, onPage);
    if (failure) {
        return *failure;
    }
    if (!read) {
        return read.error();
    }
    if (!writer.end()) {
        return writeError(QStringLiteral("the output"), writer.errorString());
    }
    return writer.count();
}

Error readError(const JobStore &store, const QString &reason)
{
    return Error{QStringLiteral("DB_READ_FAILED"),
                 tr("Could not read the jobs to export from %1: %2. Check that the database is reachable and try "
                    "again.")
                     .arg(store.label(), reason)};
}

// The fast path's pages: each is one keyset query (id > the last one written, the filter, LIMIT pageSize) whose
// rows go straight into the output buffer, so memory is the buffer and one page's timelines whatever the row count,
// and no read stays open between pages (the engine keeps writing). With events, the page's timelines are read first
// by one query ordered by job (the same keyset in a subquery) and merged by id as the rows are written.
template<typename Rows>
Result<qint64> writePages(JobStore &store,
                          Rows &rows,
                          Rows *events,
                          bool eventsByRange,
                          ExportWriter &writer,
                          const QVariantList &filterBinds,
                          int pageSize,
                          const ExportProgress &progress,
                          qint64 total)
{
    if (!rows.isValid()) {
        return readError(store, rows.errorString());
    }
    if (events && !events->isValid()) {
        return readError(store, events->errorString());
    }
    std::optional<ExportTimelines<Rows>> timelines;
    if (events) {
        timelines.emplace(*events);
    }
    qint64 lastId = 0;
    while (true) {
        QVariantList binds{lastId};
        binds += filterBinds;
        binds << pageSize;
        if (timelines && !timelines->start(eventsByRange ? QVariantList{lastId} : binds)) {
            return readError(store, timelines->errorString());
        }
        if (!rows.bind(binds)) {
            return readError(store, rows.errorString());
        }
        int read = 0;
        while (rows.next()) {
            const qint64 id = rows.integer(JobRow::ColId);
            if (!writer.row(rows, timelines ? timelines->of(id, writer.times()) : QByteArrayView())) {
                return writeError(QStringLiteral("the output"), writer.errorString());
            }
            lastId = id;
            ++read;
        }
        if (rows.failed()) {
            return readError(store, rows.errorString());
        }
        if (timelines) {
            if (timelines->failed()) {
                return readError(store, timelines->errorString());
            }
            timelines->finish();
        }
        if (read == 0) {
            return writer.count();
        }
        if (progress && !progress(writer.count(), std::max(total, writer.count()))) {
            return Error{QStringLiteral("CANCELED"), tr("Canceled after %n job(s).", nullptr, int(writer.count()))};
        }
        if (read < pageSize) {
            return writer.count();
        }
    }
}

Result<qint64> writeStored(JobStore &store,
                           QIODevice &out,
                           const ExportOptions &options,
                           const ExportProgress &progress)
{
    const Result<qint64> total = countFor(store, options, progress);
    if (!total) {
        return total.error();
    }
    const int pageSize = std::max(options.pageSize, 1);
    QVariantList filterBinds;
    const QString where = options.filter.sqlCondition(filterBinds);
    const QString limit = store.dialect().limitOffset(pageSize, 0);
    const QString rowsSql = QStringLiteral("SELECT %1 FROM jobs WHERE id > ? AND %2 ORDER BY id%3")
                                .arg(JobRow::columns(options.includeTokens ? JobRow::Token::Read
                                                                           : JobRow::Token::LeftOut),
                                     where,
                                     limit);
    // The timelines: without a filter, every job from the page's first on (the events cursor is stepped only as
    // far as the page's rows go); with one, only the page's jobs (the same keyset in a subquery), so that a filter
    // picking a few jobs does not read the timelines of all the others.
    sqlite3 *const db = SqliteReader::connectionOf(store.readQuery().driver());
    // Through QSqlQuery the timeline cursor's result is read whole (see QueryRows): only the page's jobs, then.
    const bool eventsByRange = db && options.filter.isEmpty();
    const QString eventsSql = eventsByRange
                                ? QStringLiteral("SELECT job_id, id, at, kind, detail FROM job_events WHERE job_id > ? "
                                                 "ORDER BY job_id")
                                : QStringLiteral(
                                      "SELECT job_id, id, at, kind, detail FROM job_events WHERE job_id IN "
                                      "(SELECT id FROM jobs WHERE id > ? AND %1 ORDER BY id%2) ORDER BY job_id")
                                      .arg(where, limit);
    ExportWriter writer(out, options);
    if (!writer.begin(store)) {
        return writeError(QStringLiteral("the output"), writer.errorString());
    }
    Result<qint64> written = qint64(0);
    if (db) {
        SqliteRows rows(db, rowsSql);
        std::optional<SqliteRows> events;
        if (options.includeEvents) {
            events.emplace(db, eventsSql);
        }
        written = writePages(store,
                             rows,
                             events ? &*events : nullptr,
                             eventsByRange,
                             writer,
                             filterBinds,
                             pageSize,
                             progress,
                             *total);
    } else {
        QueryRows rows(store, rowsSql);
        std::optional<QueryRows> events;
        if (options.includeEvents) {
            events.emplace(store, eventsSql, true);
        }
        written = writePages(store,
                             rows,
                             events ? &*events : nullptr,
                             eventsByRange,
                             writer,
                             filterBinds,
                             pageSize,
                             progress,
                             *total);
    }
    if (!written) {
        return written;
    }
    if (!writer.end()) {
        return writeError(QStringLiteral("the output"), writer.errorString());
    }
    return writer.count();
}

} // namespace

Result<qint64> JobExporter::write(JobStore &store,
                                  QIODevice &out,
                                  const ExportOptions &options,
                                  const ExportProgress &progress)
{
    return writeStored(store, out, options, progress);
}

Result<qint64> JobExporter::writeReference(JobStore &store, QIODevice &out, const ExportOptions &options)
{
    return writeJobs(store, out, options);
}

Result<qint64> JobExporter::writeFile(JobStore &store,
                                      const QString &path,
                                      const ExportOptions &options,
                                      const ExportProgress &progress)
{
    QSaveFile file(path);
    if (!openOwnerOnly(file)) {
        return writeError(path, file.errorString());
    }
    const Result<qint64> written = write(store, file, options, progress);
    if (!written) {
        file.cancelWriting(); // no partial file; an older one of that name stays as it was
        if (written.error().code == QLatin1String("EXPORT_WRITE_FAILED")) {
            return writeError(path, file.errorString());
        }
        return written.error();
    }
    if (!file.commit()) {
        return writeError(path, file.errorString());
    }
    // The action is recorded once the file exists (not in a database open read-only: the caller says so).
    if (store.isReadOnly()) {
        return written;
    }
    if (Result<void> recorded = recordExport(store, options, written.value(), path); !recorded) {
        return recorded.error();
    }
    return written;
}

Result<void> JobExporter::recordExport(JobStore &store,
                                       const ExportOptions &options,
                                       qint64 count,
                                       const QString &destination)
{
    return AuditLog(store)
        .record(QStringLiteral("jobs.export"),
                QStringLiteral("%1 as %2 to %3 (%4; tokens %5, proxy passwords %6, events %7)")
                    .arg(auditCount(count, "job"),
                         exportFormatName(options.format),
                         destination,
                         options.filter.describe(),
                         options.includeTokens ? QStringLiteral("included") : QStringLiteral("left out"),
                         options.includeProxyPasswords ? QStringLiteral("included") : QStringLiteral("masked"),
                         options.includeEvents ? QStringLiteral("included") : QStringLiteral("left out")));
}

Result<qint64> JobExporter::writeFileFromDatabase(const QString &databaseLocation,
                                                  const QString &password,
                                                  const QString &path,
                                                  const ExportOptions &options,
                                                  const ExportProgress &progress,
                                                  const std::atomic<bool> *cancel)
{
    JobStore store;
    if (Result<void> opened = store.open(databaseLocation, password); !opened) {
        return opened.error();
    }
    return writeFile(store, path, options, [&](qint64 done, qint64 total) {
        if (cancel && cancel->load()) {
            return false;
        }
        return !progress || progress(done, total);
    });
}

} // namespace SolveDeck
