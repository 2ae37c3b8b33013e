#include "jobimport.h"

#include "core/io/jobjson.h"
#include "core/model/hostpattern.h"
#include "core/model/validation.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QFile>
#include <QFileInfo>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>
#include <QStringDecoder>
#include <QUuid>

#include <cmath>

namespace SolveDeck {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    // The contexts lupdate files these calls under (see translateIn).
    return translateIn({"SolveDeck::JobFileReader::Private", "SolveDeck::JobFileReader", "SolveDeck"},
                       text,
                       disambiguation,
                       n);
}

Error lineError(int line, const QString &message, const QString &code = QStringLiteral("INVALID_JOB_FILE"))
{
    return Error{code, tr("line %1: %2").arg(line).arg(message)};
}

const QString methodColumn = QStringLiteral("method");
const QString sitekeyColumn = QStringLiteral("sitekey");
const QString pageurlColumn = QStringLiteral("pageurl");
const QString keyColumn = QStringLiteral("idempotency_key");
const QString paramsColumn = QStringLiteral("params");
const QString stateColumn = QStringLiteral("state");
const QString eventsColumn = QStringLiteral("events");

QString sizeText(qsizetype bytes)
{
    return bytes >= 1024 * 1024 ? tr("%1 MiB").arg(bytes / (1024 * 1024)) : tr("%1 KiB").arg(bytes / 1024);
}

// Fields that may be larger than ImportLimits::maxFieldBytes.
qsizetype fieldLimit(const QString &name)
{
    return name == QLatin1String("body") || name == eventsColumn ? ImportLimits::maxLargeFieldBytes
                                                                 : ImportLimits::maxFieldBytes;
}

Error fieldTooLong(int line, const QString &name, qsizetype limit)
{
    return lineError(line,
                     tr("%1: longer than %2, the most a field may hold. Check that the file is a job file and the "
                        "field is what you meant; an image body may be up to %3 of base64.")
                         .arg(name, sizeText(limit), sizeText(ImportLimits::maxLargeFieldBytes)));
}

Result<Method> parseMethod(int line, const QString &name)
{
    if (name.trimmed().isEmpty()) {
        return lineError(line, tr("method: missing. Use one of recaptcha_v2, recaptcha_v3, turnstile, image."));
    }
    const auto method = methodFromName(name.trimmed());
    if (!method) {
        return lineError(line,
                         tr("method: \"%1\" is not known. Use one of recaptcha_v2, recaptcha_v3, turnstile, "
                            "image.")
                             .arg(name));
    }
    return *method;
}

QString jsonParameterValue(const QJsonValue &value, bool *ok)
{
    *ok = true;
    switch (value.type()) {
    case QJsonValue::String:
        return value.toString();
    case QJsonValue::Bool:
        return value.toBool() ? QStringLiteral("1") : QStringLiteral("0");
    case QJsonValue::Double: {
        const double d = value.toDouble();
        if (std::floor(d) == d && std::abs(d) < 1e15) {
            return QString::number(static_cast<qint64>(d));
        }
        return QString::number(d);
    }
    default:
        *ok = false;
        return {};
    }
}

// Reads the input a chunk at a time; memory is one chunk plus the record being assembled.
class ByteSource
{
public:
    explicit ByteSource(QIODevice &in)
        : m_in(in)
    {
    }

    // -1 at the end of the input (or on a read error, kept in failed()).
    int get()
    {
        if (m_pos == m_buffer.size()) {
            if (m_end) {
                return -1;
            }
            m_buffer = m_in.read(kChunk);
            m_pos = 0;
            if (m_buffer.isEmpty()) {
                m_end = true;
                if (m_in.isSequential() ? false : !m_in.atEnd()) {
                    m_failed = true;
                }
                return -1;
            }
        }
        return static_cast<unsigned char>(m_buffer.at(m_pos++));
    }

    int peek()
    {
        const int c = get();
        if (c >= 0) {
            --m_pos;
        }
        return c;
    }

    bool failed() const { return m_failed; }

private:
    static constexpr qint64 kChunk = 64 * 1024;
    QIODevice &m_in;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_end = false;
    bool m_failed = false;
};

// Strict UTF-8: invalid bytes are an error, never replaced (a replaced character in a site key or URL would queue a
// job nobody asked for).
std::optional<QString> decodeUtf8(const QByteArray &bytes)
{
    QStringDecoder decoder(QStringDecoder::Utf8, QStringConverter::Flag::Stateless);
    QString text = decoder.decode(bytes);
    if (decoder.hasError()) {
        return std::nullopt;
    }
    return text;
}

Error notUtf8(int line, const QString &where)
{
    return lineError(line,
                     tr("%1is not valid UTF-8 text. Save the file as UTF-8 (in a spreadsheet program: CSV UTF-8) "
                        "and try again.")
                         .arg(where.isEmpty() ? QString() : where + QStringLiteral(": ")));
}

// Parses an export's record fields (times, counts, events) into job.record; the spec and key are already set.
Result<void> restoreRecord(ImportedJob &job,
                           const QString &stateName,
                           const std::function<QJsonValue(const QString &)> &field)
{
    const int line = job.line;
    const std::optional<JobState> state = jobStateFromName(stateName.trimmed());
    if (!state) {
        return lineError(line,
                         tr("state: \"%1\" is not known. Use queued, submitting, submitted, solved, failed or "
                            "canceled (or leave the state column out to queue every row anew).")
                             .arg(stateName));
    }
    Job &r = job.record;
    r.spec = job.spec;
    r.idempotencyKey = job.idempotencyKey;
    r.state = *state;
    auto text = [&](const QString &name) {
        const QJsonValue v = field(name);
        return v.isString() ? v.toString() : QString();
    };
    auto time = [&](const QString &name, qint64 &out) -> Result<void> {
        const QJsonValue v = field(name);
        if (v.isNull() || v.isUndefined() || (v.isString() && v.toString().isEmpty())) {
            out = 0;
            return {};
        }
        const std::optional<qint64> ms = v.isString() ? JobJson::parseIsoTime(v.toString()) : std::nullopt;
        if (!ms) {
            return lineError(line,
                             tr("%1: \"%2\" is not a time. Write ISO 8601 such as 2026-01-31T12:00:00.000Z, or "
                                "leave it empty.")
                                 .arg(name, v.toVariant().toString()));
        }
        out = *ms;
        return {};
    };
    for (const auto &[name, target] :
         std::initializer_list<std::pair<QString, qint64 *>>{{QStringLiteral("created_at"), &r.createdAtMs},
                                                             {QStringLiteral("submitted_at"), &r.submittedAtMs},
                                                             {QStringLiteral("ready_at"), &r.readyAtMs},
                                                             {QStringLiteral("collected_at"), &r.collectedAtMs},
                                                             {QStringLiteral("finished_at"), &r.finishedAtMs},
                                                             {QStringLiteral("next_attempt_at"), &r.nextAttemptAtMs},
                                                             {QStringLiteral("token_expires_at"),
                                                              &r.tokenExpiresAtMs}}) {
        if (auto ok = time(name, *target); !ok) {
            return ok.error();
        }
    }
    const QJsonValue attempts = field(QStringLiteral("attempts"));
    if (attempts.isDouble()) {
        r.attempts = attempts.toInt();
    } else if (attempts.isString() && !attempts.toString().isEmpty()) {
        bool ok = false;
        r.attempts = attempts.toString().toInt(&ok);
        if (!ok || r.attempts < 0) {
            return lineError(line, tr("attempts: \"%1\" is not a whole number.").arg(attempts.toString()));
        }
    }
    r.taskId = text(QStringLiteral("task_id"));
    r.errorCode = text(QStringLiteral("error_code"));
    r.errorDetail = text(QStringLiteral("error_detail"));
    r.token = text(QStringLiteral("token"));
    r.createdBy = text(QStringLiteral("created_by"));
    r.claimedBy = text(QStringLiteral("claimed_by"));
    r.spec.label = text(QStringLiteral("label"));
    job.spec.label = r.spec.label;
    if (r.state == JobState::Submitting || r.state == JobState::Submitted) {
        // Its task lives with the other database's engine: queue it here, from the start.
        r.state = JobState::Queued;
        r.taskId.clear();
        r.submittedAtMs = 0;
        r.claimedBy.clear();
    }
    if (r.state != JobState::Queued) {
        r.nextAttemptAtMs = 0;
    }
    QJsonValue events = field(eventsColumn);
    if (events.isString() && !events.toString().isEmpty()) {
        events = QJsonDocument::fromJson(events.toString().toUtf8()).array();
    }
    if (events.isArray()) {
        for (const QJsonValue &value : events.toArray()) {
            const QJsonObject e = value.toObject();
            JobEvent event;
            const std::optional<qint64> at = JobJson::parseIsoTime(e.value(QStringLiteral("at")).toString());
            if (!value.isObject() || !at || !e.value(QStringLiteral("kind")).isString()) {
                return lineError(line,
                                 tr("events: each event must be an object with \"at\" (an ISO 8601 time) and "
                                    "\"kind\", as SolveDeck exports them."));
            }
            event.atMs = *at;
            event.kind = e.value(QStringLiteral("kind")).toString();
            event.detail = e.value(QStringLiteral("detail")).toString();
            job.events.append(event);
        }
    }
    job.restored = true;
    return {};
}

} // namespace

struct JobFileReader::Private
{
    Private(QIODevice &device, JobFileFormat f)
        : source(device)
        , format(f)
    {
    }

    ByteSource source;
    JobFileFormat format;
    TaskSpec shared;
    int line = 1; // the line the next record starts on
    bool started = false;
    bool failed = false;
    // CSV
    QStringList columns;
    QList<qsizetype> limits;
    bool exportColumns = false;

    void skipBom()
    {
        if (source.peek() == 0xEF) {
            // Only a whole BOM is skipped; anything else beginning with 0xEF is read as it is (and checked as UTF-8).
            QByteArray head;
            head += char(source.get());
            if (source.peek() == 0xBB) {
                head += char(source.get());
                if (source.peek() == 0xBF) {
                    source.get();
                    return;
                }
            }
            pushback = head;
        }
    }

    QByteArray pushback; // bytes taken by skipBom that were not a BOM

    int get()
    {
        if (!pushback.isEmpty()) {
            const int c = static_cast<unsigned char>(pushback.at(0));
            pushback.remove(0, 1);
            return c;
        }
        return source.get();
    }

    int peek()
    {
        if (!pushback.isEmpty()) {
            return static_cast<unsigned char>(pushback.at(0));
        }
        return source.peek();
    }

    // One line's bytes without its line end; nullopt at the end of the input. Stops at once beyond the record limit.
    Result<std::optional<QByteArray>> readLine()
    {
        QByteArray bytes;
        int c = get();
        if (c < 0) {
            return std::optional<QByteArray>{};
        }
        while (c >= 0 && c != '\n') {
            if (bytes.size() >= ImportLimits::maxRecordBytes) {
                return lineError(line,
                                 tr("the line is longer than %1, the most one job may take. Check that this is a "
                                    "job file with one job per line.")
                                     .arg(sizeText(ImportLimits::maxRecordBytes)));
            }
            bytes += char(c);
            c = get();
        }
        if (bytes.endsWith('\r')) {
            bytes.chop(1);
        }
        return std::optional<QByteArray>{bytes};
    }

    // One CSV record (RFC 4180, line ends CRLF, LF or a lone CR outside quotes); nullopt at the end. `recordLine`
    // is the line it starts on. Blank lines are skipped.
    Result<std::optional<QList<QByteArray>>> readCsvRecord(int &recordLine)
    {
        while (true) {
            recordLine = line;
            QList<QByteArray> fields;
            QByteArray field;
            qsizetype recordBytes = 0;
            bool inQuotes = false;
            bool quoted = false;
            int quoteLine = 0;
            int c = get();
            if (c < 0) {
                return std::optional<QList<QByteArray>>{};
            }
            auto limitOf = [&](qsizetype index) {
                return index < limits.size() ? limits[index] : ImportLimits::maxFieldBytes;
            };
            auto nameOf = [&](qsizetype index) {
                return index < columns.size() ? columns[index] : tr("column %1").arg(index + 1);
            };
            while (true) {
                if (c < 0) {
                    if (inQuotes) {
                        return lineError(quoteLine,
                                         tr("a quoted field is never closed. Add the closing double quote."));
                    }
                    break;
                }
                if (++recordBytes > ImportLimits::maxRecordBytes) {
                    return lineError(recordLine,
                                     tr("the row is longer than %1, the most one job may take. Check that this is a "
                                        "CSV job file; a field with a line break must be in double quotes.")
                                         .arg(sizeText(ImportLimits::maxRecordBytes)));
                }
                if (inQuotes) {
                    if (c == '"') {
                        if (peek() == '"') {
                            get();
                            field += '"';
                        } else {
                            inQuotes = false;
                        }
                    } else {
                        if (c == '\n' || (c == '\r' && peek() != '\n')) {
                            ++line;
                        }
                        field += char(c);
                    }
                } else if (c == ',') {
                    fields << field;
                    field.clear();
                    quoted = false;
                } else if (c == '\r' || c == '\n') {
                    if (c == '\r' && peek() == '\n') {
                        get();
                    }
                    ++line;
                    break;
                } else if (c == '"') {
                    if (!field.isEmpty() || quoted) {
                        return lineError(line,
                                         tr("a double quote in the middle of a field. Put the whole field in double "
                                            "quotes and write each quote inside it twice (\"\")."));
                    }
                    inQuotes = true;
                    quoted = true;
                    quoteLine = line;
                } else {
                    if (quoted) {
                        return lineError(line,
                                         tr("text after the closing double quote of a field. Put the whole field in "
                                            "double quotes and write each quote inside it twice (\"\")."));
                    }
                    field += char(c);
                }
                if (field.size() > limitOf(fields.size())) {
                    return fieldTooLong(recordLine, nameOf(fields.size()), limitOf(fields.size()));
                }
                c = get();
            }
            fields << field;
            if (fields.size() == 1 && fields[0].isEmpty() && !quoted) {
                if (c < 0) {
                    return std::optional<QList<QByteArray>>{};
                }
                continue; // a blank line
            }
            return std::optional<QList<QByteArray>>{fields};
        }
    }

    Result<void> readCsvHeader()
    {
        int recordLine = 0;
        auto record = readCsvRecord(recordLine);
        if (!record) {
            return record.error();
        }
        if (!record->has_value()) {
            return lineError(1,
                             tr("the file is empty. The first row must name the columns: method,sitekey,pageurl "
                                "(then optional idempotency_key and parameter columns)."));
        }
        for (const QByteArray &bytes : **record) {
            const std::optional<QString> decoded = decodeUtf8(bytes);
            if (!decoded) {
                return notUtf8(recordLine, tr("the header"));
            }
            const QString column = decoded->trimmed();
            if (column.isEmpty()) {
                return lineError(recordLine,
                                 tr("the header has an empty column name (column %1). Name every column, "
                                    "or remove the empty one.")
                                     .arg(columns.size() + 1));
            }
            if (columns.contains(column)) {
                return lineError(recordLine,
                                 tr("the column \"%1\" appears twice in the header. Remove one of them.").arg(column));
            }
            columns << column;
            limits << fieldLimit(column);
        }
        for (const QString &required : {methodColumn, sitekeyColumn, pageurlColumn}) {
            if (!columns.contains(required)) {
                return lineError(recordLine,
                                 tr("the header row has no \"%1\" column. The first row must name the "
                                    "columns: method,sitekey,pageurl (then optional idempotency_key and "
                                    "parameter columns).")
                                     .arg(required));
            }
        }
        exportColumns = columns.contains(stateColumn);
        return {};
    }

    Result<std::optional<ImportedJob>> nextCsv()
    {
        if (!started) {
            started = true;
            skipBom();
            if (auto header = readCsvHeader(); !header) {
                return header.error();
            }
        }
        int recordLine = 0;
        auto record = readCsvRecord(recordLine);
        if (!record) {
            return record.error();
        }
        if (!record->has_value()) {
            return std::optional<ImportedJob>{};
        }
        const QList<QByteArray> &fields = **record;
        if (fields.size() != columns.size()) {
            return lineError(recordLine,
                             tr("%1 fields, but the header has %2 columns. Check for a missing or "
                                "extra comma; put fields that contain commas in double quotes.")
                                 .arg(fields.size())
                                 .arg(columns.size()));
        }
        ImportedJob job;
        job.line = recordLine;
        QHash<QString, QString> exportFields;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString &column = columns[c];
            const std::optional<QString> decoded = decodeUtf8(fields[c]);
            if (!decoded) {
                return notUtf8(recordLine, tr("column %1 (%2)").arg(c + 1).arg(column));
            }
            // An export's cells carry the formula guard (JobExporter::neutraliseFormula): one leading ' to remove.
            const QString value = exportColumns && decoded->startsWith(QLatin1Char('\'')) ? decoded->mid(1) : *decoded;
            if (column == methodColumn) {
                auto method = parseMethod(recordLine, value);
                if (!method) {
                    return method.error();
                }
                job.spec.method = method.value();
            } else if (column == sitekeyColumn) {
                job.spec.sitekey = value.trimmed();
            } else if (column == pageurlColumn) {
                job.spec.pageurl = value.trimmed();
            } else if (column == keyColumn) {
                job.idempotencyKey = value.trimmed();
            } else if (exportColumns && column == paramsColumn) {
                if (!value.isEmpty()) {
                    QJsonParseError error{};
                    const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8(), &error);
                    if (!doc.isObject()) {
                        return lineError(recordLine,
                                         tr("params: must be a JSON object such as {\"invisible\":\"1\"}."));
                    }
                    const QJsonObject object = doc.object();
                    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                        bool ok = false;
                        const QString text = jsonParameterValue(it.value(), &ok);
                        if (!ok) {
                            return lineError(recordLine,
                                             tr("%1: must be a string, a number or true/false.").arg(it.key()));
                        }
                        job.spec.params.insert(it.key(), text);
                    }
                }
            } else if (exportColumns && JobJson::fieldNames().contains(column)) {
                exportFields.insert(column, value);
            } else if (exportColumns && column == eventsColumn) {
                exportFields.insert(column, value);
            } else if (!value.isEmpty()) {
                job.spec.params.insert(column, value);
            }
        }
        if (exportColumns) {
            auto restored = restoreRecord(job, exportFields.value(stateColumn), [&](const QString &name) {
                return exportFields.contains(name) ? QJsonValue(exportFields.value(name)) : QJsonValue();
            });
            if (!restored) {
                return restored.error();
            }
        }
        if (auto valid = validateTaskSpec(job.spec); !valid) {
            return lineError(recordLine, valid.error().message, valid.error().code);
        }
        return std::optional<ImportedJob>{std::move(job)};
    }

    Result<std::optional<ImportedJob>> nextJsonl()
    {
        if (!started) {
            started = true;
            skipBom();
        }
        while (true) {
            const int lineNumber = line;
            auto read = readLine();
            if (!read) {
                return read.error();
            }
            if (!read->has_value()) {
                return std::optional<ImportedJob>{};
            }
            ++line;
            const QByteArray &bytes = **read;
            const std::optional<QString> decoded = decodeUtf8(bytes);
            if (!decoded) {
                return notUtf8(lineNumber, {});
            }
            if (decoded->trimmed().isEmpty()) {
                continue;
            }
            return parseJsonObject(lineNumber, bytes);
        }
    }

    Result<std::optional<ImportedJob>> parseJsonObject(int lineNumber, const QByteArray &bytes)
    {
        QJsonParseError parseError{};
        const QJsonDocument doc = QJsonDocument::fromJson(bytes, &parseError);
        if (parseError.error != QJsonParseError::NoError) {
            return lineError(lineNumber,
                             tr("not valid JSON (%1 at character %2). Each line must be one complete "
                                "JSON object, such as {\"method\":\"turnstile\",\"sitekey\":\"...\","
                                "\"pageurl\":\"https://...\"}.")
                                 .arg(parseError.errorString())
                                 .arg(parseError.offset + 1));
        }
        if (!doc.isObject()) {
            return lineError(lineNumber, tr("not a JSON object. Each line must be one object in braces {...}."));
        }
        const QJsonObject object = doc.object();
        const bool isExport = object.contains(stateColumn);
        ImportedJob job;
        job.line = lineNumber;
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (it.value().isString() && it.value().toString().size() > fieldLimit(it.key())) {
                return fieldTooLong(lineNumber, it.key(), fieldLimit(it.key()));
            }
        }
        for (const QString &key : {methodColumn, sitekeyColumn, pageurlColumn, stateColumn}) {
            if (object.contains(key) && !object.value(key).isString()) {
                return lineError(lineNumber, tr("%1: must be a string in double quotes.").arg(key));
            }
        }
        // An export writes null for an absent key.
        if (object.contains(keyColumn) && !object.value(keyColumn).isString() && !object.value(keyColumn).isNull()) {
            return lineError(lineNumber, tr("%1: must be a string in double quotes.").arg(keyColumn));
        }
        auto method = parseMethod(lineNumber, object.value(methodColumn).toString());
        if (!method) {
            return method.error();
        }
        job.spec.method = method.value();
        job.spec.sitekey = object.value(sitekeyColumn).toString().trimmed();
        job.spec.pageurl = object.value(pageurlColumn).toString().trimmed();
        job.idempotencyKey = object.value(keyColumn).toString().trimmed();

        auto addParameter = [&](const QString &name, const QJsonValue &value) -> Result<void> {
            if (value.isNull()) {
                return {}; // null: absent, like an empty CSV cell
            }
            bool ok = false;
            const QString parameterText = jsonParameterValue(value, &ok);
            if (!ok) {
                return lineError(lineNumber, tr("%1: must be a string, a number or true/false.").arg(name));
            }
            if (parameterText.size() > fieldLimit(name)) {
                return fieldTooLong(lineNumber, name, fieldLimit(name));
            }
            if (job.spec.params.contains(name)) {
                return lineError(lineNumber,
                                 tr("%1: given both at the top level and inside \"params\". Keep only "
                                    "one.")
                                     .arg(name));
            }
            job.spec.params.insert(name, parameterText);
            return {};
        };
        if (object.contains(paramsColumn)) {
            const QJsonValue params = object.value(paramsColumn);
            if (!params.isObject()) {
                return lineError(lineNumber, tr("params: must be a JSON object such as {\"invisible\":1}."));
            }
            const QJsonObject paramObject = params.toObject();
            for (auto it = paramObject.constBegin(); it != paramObject.constEnd(); ++it) {
                if (auto added = addParameter(it.key(), it.value()); !added) {
                    return added.error();
                }
            }
        }
        if (isExport) {
            // The fields of `list --json`; anything else a later version may add is not a parameter.
            auto restored = restoreRecord(job, object.value(stateColumn).toString(), [&](const QString &name) {
                return object.value(name);
            });
            if (!restored) {
                return restored.error();
            }
        } else {
            static const QSet<QString> fixedKeys{methodColumn, sitekeyColumn, pageurlColumn, keyColumn, paramsColumn};
            for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                if (fixedKeys.contains(it.key())) {
                    continue;
                }
                if (auto added = addParameter(it.key(), it.value()); !added) {
                    return added.error();
                }
            }
        }
        if (auto valid = validateTaskSpec(job.spec); !valid) {
            return lineError(lineNumber, valid.error().message, valid.error().code);
        }
        return std::optional<ImportedJob>{std::move(job)};
    }

    Result<std::optional<ImportedJob>> nextPageUrl()
    {
        if (!started) {
            started = true;
            skipBom();
        }
        while (true) {
            const int lineNumber = line;
            auto read = readLine();
            if (!read) {
                return read.error();
            }
            if (!read->has_value()) {
                return std::optional<ImportedJob>{};
            }
            ++line;
            const std::optional<QString> decoded = decodeUtf8(**read);
            if (!decoded) {
                return notUtf8(lineNumber, {});
            }
            const QString url = decoded->trimmed();
            if (url.isEmpty() || url.startsWith(QLatin1Char('#'))) {
                continue;
            }
            if (url.size() > ImportLimits::maxFieldBytes) {
                return fieldTooLong(lineNumber, pageurlColumn, ImportLimits::maxFieldBytes);
            }
            ImportedJob job;
            job.line = lineNumber;
            job.spec = shared;
            job.spec.pageurl = url;
            if (auto valid = validateTaskSpec(job.spec); !valid) {
                return lineError(lineNumber, valid.error().message, valid.error().code);
            }
            return std::optional<ImportedJob>{std::move(job)};
        }
    }
};

JobFileReader::JobFileReader(QIODevice &in, JobFileFormat format)
    : d(std::make_unique<Private>(in, format))
{
}

JobFileReader::~JobFileReader() = default;

void JobFileReader::setSharedSpec(const TaskSpec &spec)
{
    d->shared = spec;
}

Result<std::optional<ImportedJob>> JobFileReader::next()
{
    if (d->failed) {
        return std::optional<ImportedJob>{};
    }
    Result<std::optional<ImportedJob>> result = d->format == JobFileFormat::Csv   ? d->nextCsv()
                                              : d->format == JobFileFormat::Jsonl ? d->nextJsonl()
                                                                                  : d->nextPageUrl();
    if (!result) {
        d->failed = true;
    } else if (!result->has_value() && d->source.failed()) {
        d->failed = true;
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("line %1: the file could not be read to its end. Check the disk and try again.").arg(d->line)};
    }
    return result;
}

namespace {

Result<QList<ImportedJob>> readAll(QIODevice &in, JobFileFormat format, const TaskSpec &shared = {})
{
    JobFileReader reader(in, format);
    reader.setSharedSpec(shared);
    QList<ImportedJob> jobs;
    while (true) {
        auto next = reader.next();
        if (!next) {
            return next.error();
        }
        if (!next->has_value()) {
            return jobs;
        }
        jobs << std::move(**next);
    }
}

} // namespace

Result<QList<ImportedJob>> parseJobCsv(QIODevice &in)
{
    return readAll(in, JobFileFormat::Csv);
}

Result<QList<ImportedJob>> parseJobJsonl(QIODevice &in)
{
    return readAll(in, JobFileFormat::Jsonl);
}

Result<QList<ImportedJob>> parsePageUrls(QIODevice &in, const TaskSpec &shared)
{
    return readAll(in, JobFileFormat::PageUrls, shared);
}

Result<JobFileFormat> jobFileFormatOf(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("csv")) {
        return JobFileFormat::Csv;
    }
    if (suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson")) {
        return JobFileFormat::Jsonl;
    }
    return Error{QStringLiteral("INVALID_JOB_FILE"),
                 tr("%1: unknown file type \".%2\". Use a .csv file or a .jsonl / .ndjson file (one JSON object "
                    "per line).")
                     .arg(path, suffix)};
}

Result<std::unique_ptr<QIODevice>> openJobFile(const QString &path)
{
    const QFileInfo info(path);
    if (!info.exists()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("Could not read %1: there is no such file. Check the path.").arg(path)};
    }
    if (info.isDir()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is a folder, not a job file. Give the path of a .csv or .jsonl file.").arg(path)};
    }
    // A FIFO, socket or device (/dev/zero, /dev/stdin) could feed bytes for ever: only regular files are read.
    if (!info.isFile()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give "
                        "its path.")
                         .arg(path)};
    }
    if (info.size() > ImportLimits::maxFileBytes) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is %2 MiB, larger than the %3 MiB a job file may be. Split it into smaller files.")
                         .arg(path)
                         .arg(info.size() / (1024 * 1024))
                         .arg(ImportLimits::maxFileBytes / (1024 * 1024))};
    }
    auto file = std::make_unique<QFile>(path);
    if (!file->open(QIODevice::ReadOnly)) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("Could not read %1: %2. Check the path and that the file is readable.")
                         .arg(path, file->errorString())};
    }
    if (file->isSequential()) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1 is not a regular file (a pipe, socket or device). Save the jobs to a file first and give "
                        "its path.")
                         .arg(path)};
    }
    return std::unique_ptr<QIODevice>(std::move(file));
}

Result<QList<ImportedJob>> parseJobFile(const QString &path)
{
    const Result<JobFileFormat> format = jobFileFormatOf(path);
    if (!format) {
        return format.error();
    }
    Result<std::unique_ptr<QIODevice>> file = openJobFile(path);
    if (!file) {
        return file.error();
    }
    return readAll(*file.value(), format.value());
}

} // namespace SolveDeck
