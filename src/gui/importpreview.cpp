#include "importpreview.h"

#include "core/model/hostpattern.h"
#include "core/model/validation.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "gui/joblabels.h"

#include <QBuffer>
#include <QCoreApplication>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QUtf8StringView>

#include <algorithm>
#include <optional>

namespace SolveDeck {

namespace {

// The records of the input with the line each starts on. CSV records may hold line breaks inside double quotes;
// JSON lines and page URLs are one a line. Blank lines are no record (the readers skip them too).
struct Split
{
    int line = 0;
    QByteArray bytes;
};

QList<Split> splitRecords(const QByteArray &data, bool csvQuotes)
{
    QList<Split> records;
    int line = 1;
    int startLine = 1;
    qsizetype start = 0;
    bool quoted = false;
    for (qsizetype i = 0; i <= data.size(); ++i) {
        const bool end = i == data.size();
        const char c = end ? '\n' : data.at(i);
        if (csvQuotes && c == '"') {
            quoted = !quoted;
        }
        if (c == '\n' && (!quoted || end)) {
            const QByteArray record = data.mid(start, i - start + (end ? 0 : 1));
            if (!record.trimmed().isEmpty()) {
                records.append({startLine, record});
            }
            start = i + 1;
            startLine = line + 1;
        }
        if (c == '\n' && !end) {
            ++line;
        }
    }
    return records;
}

// "line 3: method: \"x\" is not known…" -> line 3, column "method", the rest. The reader's messages start with the
// line, then (for a field) the field's name and a colon.
void describeError(const QString &message, int lineOffset, ImportPreview::Row &row)
{
    static const QRegularExpression prefix(QStringLiteral("^\\S+ (\\d+): (.*)$"),
                                           QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression field(QStringLiteral("^([A-Za-z_][A-Za-z0-9_\\-]*|column \\d+ \\([^)]*\\)): "));
    QString reason = message;
    if (const auto match = prefix.match(message); match.hasMatch()) {
        row.line = lineOffset + match.captured(1).toInt();
        reason = match.captured(2);
    }
    if (const auto match = field.match(reason); match.hasMatch()) {
        row.column = match.captured(1);
        reason = reason.mid(match.capturedLength()); // the column is shown on its own
    }
    row.reason = reason;
    row.status = ImportPreview::Status::Error;
}

// Text of valid UTF-8, or empty (a broken byte shows as nothing, never as a replacement character).
QString utf8OrNothing(const QByteArray &bytes)
{
    // (Not a stateful decoder: it keeps a broken last byte for a next chunk, and "caf\xe9" read as "caf".)
    return QUtf8StringView(bytes).isValidUtf8() ? QString::fromUtf8(bytes).trimmed() : QString();
}

// One CSV record's cells, read leniently (quotes and "" escapes; nothing checked): enough to show which row a refused
// record is.
QStringList csvCells(const QByteArray &record)
{
    QStringList cells;
    QByteArray cell;
    bool quoted = false;
    for (qsizetype i = 0; i < record.size(); ++i) {
        const char c = record.at(i);
        if (quoted) {
            if (c != '"') {
                cell += c;
            } else if (i + 1 < record.size() && record.at(i + 1) == '"') {
                cell += '"';
                ++i;
            } else {
                quoted = false;
            }
        } else if (c == '"') {
            quoted = true;
        } else if (c == ',') {
            cells << utf8OrNothing(cell);
            cell.clear();
        } else if (c != '\r' && c != '\n') {
            cell += c;
        }
    }
    cells << utf8OrNothing(cell);
    return cells;
}

// A refused record's field as written (CSV under its header, or a JSON line's member), so that its row still says
// which job it is: a row whose page URL was wrong showed neither its method nor its URL (a twenty-ninth trial).
QString rawField(JobFileFormat format, const QByteArray &header, const QByteArray &record, const QString &name)
{
    if (format == JobFileFormat::Jsonl) {
        const QJsonValue value = QJsonDocument::fromJson(record.trimmed()).object().value(name);
        return value.isString() ? value.toString().trimmed() : QString();
    }
    const qsizetype column = csvCells(header).indexOf(name, 0);
    const QStringList cells = csvCells(record);
    return column >= 0 && column < cells.size() ? cells.at(column) : QString();
}

Result<QList<ImportedJob>> parseOne(const QByteArray &bytes, JobFileFormat format, const TaskSpec &shared)
{
    QByteArray copy = bytes;
    QBuffer buffer(&copy);
    buffer.open(QIODevice::ReadOnly);
    switch (format) {
    case JobFileFormat::Csv:
        return parseJobCsv(buffer);
    case JobFileFormat::Jsonl:
        return parseJobJsonl(buffer);
    case JobFileFormat::PageUrls:
        return parsePageUrls(buffer, shared);
    }
    return QList<ImportedJob>{};
}

} // namespace

JobFileFormat ImportPreview::guessFormat(const QByteArray &data)
{
    const QList<Split> records = splitRecords(data.left(64 * 1024), false);
    if (records.isEmpty()) {
        return JobFileFormat::PageUrls;
    }
    QByteArray first = records.first().bytes.trimmed();
    if (first.startsWith("\xEF\xBB\xBF")) {
        first = first.mid(3);
    }
    if (first.startsWith('{')) {
        return JobFileFormat::Jsonl;
    }
    const QList<QByteArray> names = first.toLower().split(',');
    auto has = [&](const char *name) {
        return std::any_of(names.cbegin(), names.cend(), [&](const QByteArray &n) {
            QByteArray t = n.trimmed();
            if (t.startsWith('"') && t.endsWith('"') && t.size() >= 2) {
                t = t.mid(1, t.size() - 2);
            }
            return t == name;
        });
    };
    if (has("method") && has("pageurl")) {
        return JobFileFormat::Csv;
    }
    return JobFileFormat::PageUrls;
}

ImportPreview ImportPreview::read(const QByteArray &data,
                                  JobFileFormat format,
                                  const TaskSpec &shared,
                                  const JobStore *store)
{
    ImportPreview preview;
    preview.m_format = format;
    preview.m_shared = shared;
    preview.m_input = data;
    QList<Split> records = splitRecords(data, format == JobFileFormat::Csv);
    int lineOffset = 0; // reader's line 1 is the record's first line (or, for CSV, the header's)
    if (format == JobFileFormat::Csv) {
        if (records.isEmpty()) {
            Row row;
            describeError(parseOne(data, format, shared).error().message, 0, row);
            preview.m_records.append({1, data});
            preview.m_rows.append(row);
            return preview;
        }
        preview.m_header = records.takeFirst().bytes;
        if (!preview.m_header.endsWith('\n')) {
            preview.m_header.append("\r\n");
        }
        // The header alone: a bad header makes every row unreadable, so it is the one row shown.
        if (const auto header = parseOne(preview.m_header, format, shared); !header) {
            Row row;
            describeError(header.error().message, 0, row);
            preview.m_records.append({1, preview.m_header});
            preview.m_rows.append(row);
            preview.m_header.clear();
            return preview;
        }
    }
    QHash<QString, int> keyLines;
    // Rows for a host nobody authorised are stored and wait: the preview says so, as New Job asks and the gateway
    // refuses (a twenty-sixth trial read "ok" for one, and the job never ran).
    std::optional<AuthorisedHostSet> authorised;
    if (store != nullptr && store->isOpen()) {
        if (Result<AuthorisedHostSet> read = AuthorisedHosts(*store).snapshot(); read) {
            authorised = std::move(read).value();
        }
    }
    for (const Split &record : std::as_const(records)) {
        if (format == JobFileFormat::PageUrls && record.bytes.trimmed().startsWith('#')) {
            continue; // a comment line of a URL list
        }
        Row row;
        row.line = record.line;
        const QByteArray input = preview.m_header + record.bytes;
        // The reader counts from 1 at the start of what it is given: the header is its line 1.
        lineOffset = record.line - (format == JobFileFormat::Csv ? 2 : 1);
        const Result<QList<ImportedJob>> parsed = parseOne(input, format, shared);
        if (!parsed) {
            describeError(parsed.error().message, lineOffset, row);
            if (format == JobFileFormat::PageUrls) {
                // Which line is which, also before the site key is typed (a fourth trial saw every row blank).
                row.method = JobLabels::method(shared.method);
                row.pageUrl = QString::fromUtf8(record.bytes).trimmed();
            } else {
                const QString method = rawField(format, preview.m_header, record.bytes, QStringLiteral("method"));
                const std::optional<Method> known = methodFromName(method);
                row.method = known ? JobLabels::method(*known) : method;
                row.pageUrl = rawField(format, preview.m_header, record.bytes, QStringLiteral("pageurl"));
            }
        } else if (parsed->isEmpty()) {
            continue; // a comment line of a URL list
        } else {
            const ImportedJob &job = parsed->first();
            row.method = JobLabels::method(job.spec.method); // as the table and the New Job dialog word it
            row.pageUrl = job.spec.pageurl;
            // A site key without its method's shape fails at the service a minute later; the New Job dialog and the
            // gateway refuse it, and so does the preview (a twelfth trial imported "badkey" as "ok").
            if (const QString problem = sitekeyShapeMessage(job.spec.method, job.spec.sitekey); !problem.isEmpty()) {
                // The field apart from its reason, as every other error's: "error in Site key (column sitekey): …"
                // (a twenty-ninth trial read "error: sitekey: …" beside "error in Page URL (column pageurl): …").
                static const QRegularExpression field(QStringLiteral("^\\S+: "));
                row.status = Status::Error;
                row.column = QStringLiteral("sitekey");
                row.reason = QString(problem).remove(field);
            } else if (!job.idempotencyKey.isEmpty()) {
                if (const auto earlier = keyLines.constFind(job.idempotencyKey); earlier != keyLines.cend()) {
                    row.status = Status::AlreadyQueued;
                    row.reason = QCoreApplication::translate("ImportPreview", "same idempotency key as line %1")
                                     .arg(*earlier);
                } else if (const auto existing = store ? store->jobByIdempotencyKey(job.idempotencyKey)
                                                       : std::optional<Job>{}) {
                    row.status = Status::AlreadyQueued;
                    row.existingJobId = existing->id;
                    // Its state too: "already queued" said of a job long solved read as a mistake (a seventh trial).
                    row.reason = QCoreApplication::translate("ImportPreview", "job %1 (%2) has this idempotency key")
                                     .arg(existing->id)
                                     .arg(JobLabels::state(existing->state));
                } else {
                    keyLines.insert(job.idempotencyKey, record.line);
                }
            }
            if (row.status == Status::Ok && authorised && !authorised->allows(job.spec.pageurl)) {
                row.waitingHost = HostPattern::hostOfUrl(job.spec.pageurl);
            }
        }
        preview.m_records.append({record.line, record.bytes});
        preview.m_rows.append(row);
    }
    return preview;
}

int ImportPreview::errorCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) {
        return r.status == Status::Error;
    }));
}

int ImportPreview::okCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) {
        return r.status == Status::Ok;
    }));
}

int ImportPreview::waitingCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) {
        return r.status == Status::Ok && !r.waitingHost.isEmpty();
    }));
}

int ImportPreview::alreadyQueuedCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) {
        return r.status == Status::AlreadyQueued;
    }));
}

int ImportPreview::repeatedCount() const
{
    return int(std::count_if(m_rows.cbegin(), m_rows.cend(), [](const Row &r) {
        return r.status == Status::AlreadyQueued && r.existingJobId == 0;
    }));
}

QByteArray ImportPreview::validInput() const
{
    if (errorCount() == 0) {
        return m_input;
    }
    QByteArray out = m_header;
    for (qsizetype i = 0; i < m_rows.size(); ++i) {
        if (m_rows[i].status != Status::Error) {
            out += m_records[i].bytes;
            if (!out.endsWith('\n')) {
                out += '\n';
            }
        }
    }
    return out;
}

Result<ImportSummary> ImportPreview::import(JobStore &store, bool validOnly, const QString &source) const
{
    QByteArray input = validOnly ? validInput() : m_input;
    QBuffer buffer(&input);
    buffer.open(QIODevice::ReadOnly);
    const int leftOut = validOnly ? errorCount() : 0;
    // The audit log's words are English, whatever the console's language (a twenty-first trial).
    const QString audited = leftOut == 0 ? source
                          : leftOut == 1 ? QStringLiteral("%1 (1 invalid row left out)").arg(source)
                                         : QStringLiteral("%1 (%2 invalid rows left out)").arg(source).arg(leftOut);
    return importJobs(store, buffer, m_format, nullptr, m_shared, audited);
}

} // namespace SolveDeck
