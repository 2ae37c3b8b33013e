#include "jobimport.h"

#include "core/model/validation.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QSet>

#include <cmath>

namespace SolveDeck {

namespace {

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions in namespace SolveDeck under the context "SolveDeck": look
    // them up there, or the catalogues' translations never apply.
    return QCoreApplication::translate("SolveDeck", text);
}

Error lineError(int line, const QString &message, const QString &code = QStringLiteral("INVALID_JOB_FILE"))
{
    return Error{code, tr("line %1: %2").arg(line).arg(message)};
}

QString readUtf8(QIODevice &in)
{
    QByteArray bytes = in.readAll();
    if (bytes.startsWith("\xEF\xBB\xBF")) {
        bytes.remove(0, 3); // spreadsheet programs write a BOM in front of UTF-8 CSV
    }
    return QString::fromUtf8(bytes);
}

const QString &methodColumn()
{
    static const QString name = QStringLiteral("method");
    return name;
}

const QString &sitekeyColumn()
{
    static const QString name = QStringLiteral("sitekey");
    return name;
}

const QString &pageurlColumn()
{
    static const QString name = QStringLiteral("pageurl");
    return name;
}

const QString &keyColumn()
{
    static const QString name = QStringLiteral("idempotency_key");
    return name;
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

// Validates the rows and checks for idempotency keys used twice, in file order.
Result<QList<ImportedJob>> checkJobs(QList<ImportedJob> jobs)
{
    QHash<QString, int> lineOfKey;
    for (const ImportedJob &job : jobs) {
        if (auto valid = validateTaskSpec(job.spec); !valid) {
            return lineError(job.line, valid.error().message, valid.error().code);
        }
        if (job.idempotencyKey.isEmpty()) {
            continue;
        }
        if (const auto it = lineOfKey.constFind(job.idempotencyKey); it != lineOfKey.constEnd()) {
            return lineError(job.line,
                             tr("idempotency_key: \"%1\" is also used on line %2. Every job in a file needs "
                                "its own key; change one, or leave the key empty to get a new one.")
                                 .arg(job.idempotencyKey)
                                 .arg(it.value()));
        }
        lineOfKey.insert(job.idempotencyKey, job.line);
    }
    return jobs;
}

struct CsvRecord
{
    int line = 0; // where the record starts
    QStringList fields;
};

// RFC 4180, leniently on line ends (CRLF, LF or a lone CR end a record outside quotes).
Result<QList<CsvRecord>> splitCsv(const QString &text)
{
    QList<CsvRecord> records;
    CsvRecord record;
    QString field;
    int line = 1;
    record.line = 1;
    bool inQuotes = false;
    bool fieldWasQuoted = false;
    int quoteStartLine = 0;
    auto endField = [&] {
        record.fields << field;
        field.clear();
        fieldWasQuoted = false;
    };
    auto endRecord = [&] {
        endField();
        const bool blank = record.fields.size() == 1 && record.fields[0].isEmpty();
        if (!blank) {
            records << record;
        }
        record = CsvRecord{};
        record.line = line;
    };
    const qsizetype n = text.size();
    for (qsizetype i = 0; i < n; ++i) {
        const QChar c = text[i];
        if (inQuotes) {
            if (c == QLatin1Char('"')) {
                if (i + 1 < n && text[i + 1] == QLatin1Char('"')) {
                    field += QLatin1Char('"');
                    ++i;
                } else {
                    inQuotes = false;
                }
            } else {
                if (c == QLatin1Char('\n')
                    || (c == QLatin1Char('\r') && !(i + 1 < n && text[i + 1] == QLatin1Char('\n')))) {
                    ++line;
                }
                field += c;
            }
            continue;
        }
        if (c == QLatin1Char(',')) {
            endField();
        } else if (c == QLatin1Char('\r') || c == QLatin1Char('\n')) {
            if (c == QLatin1Char('\r') && i + 1 < n && text[i + 1] == QLatin1Char('\n')) {
                ++i;
            }
            ++line;
            endRecord();
        } else if (c == QLatin1Char('"')) {
            if (!field.isEmpty() || fieldWasQuoted) {
                return lineError(line,
                                 tr("a double quote in the middle of a field. Put the whole field in double "
                                    "quotes and write each quote inside it twice (\"\")."));
            }
            inQuotes = true;
            fieldWasQuoted = true;
            quoteStartLine = line;
        } else {
            if (fieldWasQuoted) {
                return lineError(line,
                                 tr("text after the closing double quote of a field. Put the whole field in "
                                    "double quotes and write each quote inside it twice (\"\")."));
            }
            field += c;
        }
    }
    if (inQuotes) {
        return lineError(quoteStartLine, tr("a quoted field is never closed. Add the closing double quote."));
    }
    if (!field.isEmpty() || fieldWasQuoted || !record.fields.isEmpty()) {
        endRecord();
    }
    return records;
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

} // namespace

Result<QList<ImportedJob>> parseJobCsv(QIODevice &in)
{
    auto split = splitCsv(readUtf8(in));
    if (!split) {
        return split.error();
    }
    const QList<CsvRecord> &records = split.value();
    if (records.isEmpty()) {
        return lineError(1,
                         tr("the file is empty. The first row must name the columns: method,sitekey,pageurl "
                            "(then optional idempotency_key and parameter columns)."));
    }
    const CsvRecord &header = records.first();
    QStringList columns;
    for (const QString &name : header.fields) {
        const QString column = name.trimmed();
        if (column.isEmpty()) {
            return lineError(header.line,
                             tr("the header has an empty column name (column %1). Name every column, "
                                "or remove the empty one.")
                                 .arg(columns.size() + 1));
        }
        if (columns.contains(column)) {
            return lineError(header.line,
                             tr("the column \"%1\" appears twice in the header. Remove one of them.").arg(column));
        }
        columns << column;
    }
    for (const QString &required : {methodColumn(), sitekeyColumn(), pageurlColumn()}) {
        if (!columns.contains(required)) {
            return lineError(header.line,
                             tr("the header row has no \"%1\" column. The first row must name the "
                                "columns: method,sitekey,pageurl (then optional idempotency_key and "
                                "parameter columns).")
                                 .arg(required));
        }
    }
    QList<ImportedJob> jobs;
    for (qsizetype r = 1; r < records.size(); ++r) {
        const CsvRecord &record = records[r];
        if (record.fields.size() != columns.size()) {
            return lineError(record.line,
                             tr("%1 fields, but the header has %2 columns. Check for a missing or "
                                "extra comma; put fields that contain commas in double quotes.")
                                 .arg(record.fields.size())
                                 .arg(columns.size()));
        }
        ImportedJob job;
        job.line = record.line;
        for (qsizetype c = 0; c < columns.size(); ++c) {
            const QString &column = columns[c];
            const QString &value = record.fields[c];
            if (column == methodColumn()) {
                auto method = parseMethod(record.line, value);
                if (!method) {
                    return method.error();
                }
                job.spec.method = method.value();
            } else if (column == sitekeyColumn()) {
                job.spec.sitekey = value.trimmed();
            } else if (column == pageurlColumn()) {
                job.spec.pageurl = value.trimmed();
            } else if (column == keyColumn()) {
                job.idempotencyKey = value.trimmed();
            } else if (!value.isEmpty()) {
                job.spec.params.insert(column, value);
            }
        }
        jobs << job;
    }
    return checkJobs(std::move(jobs));
}

Result<QList<ImportedJob>> parseJobJsonl(QIODevice &in)
{
    const QString text = readUtf8(in);
    const QStringList lines = text.split(QLatin1Char('\n'));
    QList<ImportedJob> jobs;
    static const QSet<QString> fixedKeys{methodColumn(),
                                         sitekeyColumn(),
                                         pageurlColumn(),
                                         keyColumn(),
                                         QStringLiteral("params")};
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const int lineNumber = static_cast<int>(i + 1);
        const QString line = lines[i].trimmed(); // also drops the \r of CRLF files
        if (line.isEmpty()) {
            continue;
        }
        QJsonParseError parseError{};
        const QJsonDocument doc = QJsonDocument::fromJson(line.toUtf8(), &parseError);
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
        ImportedJob job;
        job.line = lineNumber;
        for (const QString &key : {methodColumn(), sitekeyColumn(), pageurlColumn(), keyColumn()}) {
            if (object.contains(key) && !object.value(key).isString()) {
                return lineError(lineNumber, tr("%1: must be a string in double quotes.").arg(key));
            }
        }
        auto method = parseMethod(lineNumber, object.value(methodColumn()).toString());
        if (!method) {
            return method.error();
        }
        job.spec.method = method.value();
        job.spec.sitekey = object.value(sitekeyColumn()).toString().trimmed();
        job.spec.pageurl = object.value(pageurlColumn()).toString().trimmed();
        job.idempotencyKey = object.value(keyColumn()).toString().trimmed();

        auto addParameter = [&](const QString &name, const QJsonValue &value) -> Result<void> {
            if (value.isNull()) {
                return {}; // null: absent, like an empty CSV cell
            }
            bool ok = false;
            const QString parameterText = jsonParameterValue(value, &ok);
            if (!ok) {
                return lineError(lineNumber, tr("%1: must be a string, a number or true/false.").arg(name));
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
        if (object.contains(QStringLiteral("params"))) {
            const QJsonValue params = object.value(QStringLiteral("params"));
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
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            if (fixedKeys.contains(it.key())) {
                continue;
            }
            if (auto added = addParameter(it.key(), it.value()); !added) {
                return added.error();
            }
        }
        jobs << job;
    }
    return checkJobs(std::move(jobs));
}

Result<QList<ImportedJob>> parseJobFile(const QString &path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    const bool csv = suffix == QLatin1String("csv");
    const bool jsonl = suffix == QLatin1String("jsonl") || suffix == QLatin1String("ndjson");
    if (!csv && !jsonl) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("%1: unknown file type \".%2\". Use a .csv file or a .jsonl / .ndjson file (one JSON object "
                        "per line).")
                         .arg(path, suffix)};
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return Error{QStringLiteral("INVALID_JOB_FILE"),
                     tr("Could not read %1: %2. Check the path and that the file is readable.")
                         .arg(path, file.errorString())};
    }
    return csv ? parseJobCsv(file) : parseJobJsonl(file);
}

} // namespace SolveDeck
