#include "jobexport.h"

#include "core/appinfo.h"
#include "core/io/jobjson.h"
#include "core/store/auditlog.h"
#include "core/store/jobhistory.h"
#include "core/store/jobstore.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>

namespace SolveDeck {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    // The contexts lupdate files these calls under (see translateIn).
    return translateIn({"SolveDeck::JobExporter", "SolveDeck"}, text, disambiguation, n);
}

// Written to the device once this much is buffered: few write calls, small memory.
constexpr qsizetype kFlushBytes = 1 << 20;

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// A JSON string literal (RFC 8259): quotes, backslashes and control characters escaped, the rest as UTF-8.
void appendJsonString(QByteArray &out, const QString &text)
{
    const QByteArray utf8 = text.toUtf8();
    out += '"';
    for (const char c : utf8) {
        switch (c) {
        case '"':
            out += "\\\"";
            break;
        case '\\':
            out += "\\\\";
            break;
        case '\n':
            out += "\\n";
            break;
        case '\r':
            out += "\\r";
            break;
        case '\t':
            out += "\\t";
            break;
        case '\b':
            out += "\\b";
            break;
        case '\f':
            out += "\\f";
            break;
        default:
            if (static_cast<unsigned char>(c) < 0x20) {
                static const char hex[] = "0123456789abcdef";
                out += "\\u00";
                out += hex[(c >> 4) & 0xF];
                out += hex[c & 0xF];
            } else {
                out += c;
            }
        }
    }
    out += '"';
}

QByteArray paramsJson(const QMap<QString, QString> &params)
{
    QByteArray out = "{";
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        if (out.size() > 1) {
            out += ',';
        }
        appendJsonString(out, it.key());
        out += ':';
        appendJsonString(out, it.value());
    }
    out += '}';
    return out;
}

QByteArray eventsJsonText(const QList<JobEvent> &events)
{
    QByteArray out = "[";
    for (const JobEvent &e : events) {
        if (out.size() > 1) {
            out += ',';
        }
        out += "{\"at\":";
        if (e.atMs > 0) {
            appendJsonString(out, JobJson::isoTime(e.atMs));
        } else {
            out += "null";
        }
        out += ",\"detail\":";
        appendJsonString(out, e.detail);
        out += ",\"id\":" + QByteArray::number(e.id) + ",\"kind\":";
        appendJsonString(out, e.kind);
        out += '}';
    }
    out += ']';
    return out;
}

// One job's fields in JobJson::fieldNames() order, written straight from the Job: the same values JobJson::toJson
// gives (null where it has null), without building a QJsonObject per row (an export's main cost otherwise).
struct RowValue
{
    enum class Kind {
        Null,
        Text,
        Number,
        Json
    } kind = Kind::Null;
    QString text;
    qint64 number = 0;
    QByteArray json;
};

void rowValues(const Job &job, bool includeToken, RowValue (&v)[22])
{
    auto text = [](const QString &t, bool nullWhenEmpty = true) {
        RowValue r;
        if (!(nullWhenEmpty && t.isEmpty())) {
            r.kind = RowValue::Kind::Text;
            r.text = t;
        }
        return r;
    };
    auto number = [](qint64 n) {
        RowValue r;
        r.kind = RowValue::Kind::Number;
        r.number = n;
        return r;
    };
    auto time = [&text](qint64 ms) {
        return ms > 0 ? text(JobJson::isoTime(ms)) : RowValue{};
    };
    RowValue params;
    params.kind = RowValue::Kind::Json;
    params.json = paramsJson(job.spec.params);
    v[0] = number(job.id);
    v[1] = text(jobStateName(job.state));
    v[2] = text(methodName(job.spec.method));
    v[3] = text(job.spec.label);
    v[4] = text(job.spec.sitekey, false);
    v[5] = text(job.spec.pageurl, false);
    v[6] = params;
    v[7] = text(job.idempotencyKey);
    v[8] = text(job.taskId);
    v[9] = number(job.attempts);
    v[10] = time(job.createdAtMs);
    v[11] = time(job.submittedAtMs);
    v[12] = time(job.readyAtMs);
    v[13] = time(job.collectedAtMs);
    v[14] = time(job.finishedAtMs);
    v[15] = job.state == JobState::Queued ? time(job.nextAttemptAtMs) : RowValue{};
    v[16] = text(job.errorCode);
    v[17] = text(job.errorDetail);
    v[18] = includeToken ? text(job.token) : RowValue{};
    v[19] = time(job.tokenExpiresAtMs);
    v[20] = text(job.createdBy);
    v[21] = text(job.claimedBy);
}

class Writer
{
public:
    Writer(QIODevice &out, const ExportOptions &options)
        : m_out(out)
        , m_options(options)
    {
        m_buffer.reserve(kFlushBytes + 65536);
    }

    bool begin(JobStore &store)
    {
        switch (m_options.format) {
        case ExportFormat::Csv: {
            if (m_options.bom) {
                m_buffer += "\xEF\xBB\xBF";
            }
            QStringList header = JobJson::fieldNames();
            if (m_options.includeEvents) {
                header << QStringLiteral("events");
            }
            for (qsizetype i = 0; i < header.size(); ++i) {
                if (i > 0) {
                    m_buffer += ',';
                }
                m_buffer += header[i].toUtf8();
            }
            m_buffer += "\r\n";
            break;
        }
        case ExportFormat::Json: {
            // The metadata first, hand-written so the jobs can follow one by one; "count" closes the document.
            const QJsonObject meta{
                {QStringLiteral("schema"), 1},
                {QStringLiteral("format"), QStringLiteral("solvedeck-jobs")},
                {QStringLiteral("app"), QStringLiteral("SolveDeck")},
                {QStringLiteral("app_version"), applicationVersion()},
                {QStringLiteral("database"),
                 store.isPostgres() ? QStringLiteral("postgresql") : QStringLiteral("sqlite")},
                {QStringLiteral("exported_at"), JobJson::isoTime(QDateTime::currentMSecsSinceEpoch())},
                {QStringLiteral("filter"), m_options.filter.toJson()},
                {QStringLiteral("include_tokens"), m_options.includeTokens},
                {QStringLiteral("include_events"), m_options.includeEvents},
            };
            QByteArray head = compact(meta);
            head.chop(1); // the closing brace: "jobs" and "count" follow
            m_buffer += head + ",\"jobs\":[";
            break;
        }
        case ExportFormat::Ndjson:
            break;
        }
        return flushIfFull();
    }

    bool page(const QList<Job> &jobs, const QHash<qint64, QList<JobEvent>> &events)
    {
        const QStringList &names = JobJson::fieldNames();
        RowValue values[22];
        for (const Job &job : jobs) {
            rowValues(job, m_options.includeTokens, values);
            const QByteArray eventsText = m_options.includeEvents ? eventsJsonText(events.value(job.id)) : QByteArray();
            if (m_options.format == ExportFormat::Csv) {
                for (int i = 0; i < 22; ++i) {
                    if (i > 0) {
                        m_buffer += ',';
                    }
                    const RowValue &v = values[i];
                    switch (v.kind) {
                    case RowValue::Kind::Null:
                        break;
                    case RowValue::Kind::Text:
                        m_buffer += JobExporter::csvCell(v.text);
                        break;
                    case RowValue::Kind::Number:
                        m_buffer += QByteArray::number(v.number);
                        break;
                    case RowValue::Kind::Json:
                        m_buffer += JobExporter::csvCell(QString::fromUtf8(v.json));
                        break;
                    }
                }
                if (m_options.includeEvents) {
                    m_buffer += ',';
                    m_buffer += JobExporter::csvCell(QString::fromUtf8(eventsText));
                }
                m_buffer += "\r\n";
            } else {
                if (m_options.format == ExportFormat::Json && m_count > 0) {
                    m_buffer += ',';
                }
                m_buffer += '{';
                for (int i = 0; i < 22; ++i) {
                    if (i > 0) {
                        m_buffer += ',';
                    }
                    m_buffer += '"' + names[i].toLatin1() + "\":";
                    const RowValue &v = values[i];
                    switch (v.kind) {
                    case RowValue::Kind::Null:
                        m_buffer += "null";
                        break;
                    case RowValue::Kind::Text:
                        appendJsonString(m_buffer, v.text);
                        break;
                    case RowValue::Kind::Number:
                        m_buffer += QByteArray::number(v.number);
                        break;
                    case RowValue::Kind::Json:
                        m_buffer += v.json;
                        break;
                    }
                }
                if (m_options.includeEvents) {
                    m_buffer += ",\"events\":" + eventsText;
                }
                m_buffer += '}';
                if (m_options.format == ExportFormat::Ndjson) {
                    m_buffer += '\n';
                }
            }
            ++m_count;
        }
        return flushIfFull();
    }

    bool end()
    {
        if (m_options.format == ExportFormat::Json) {
            m_buffer += "],\"count\":" + QByteArray::number(m_count) + "}\n";
        }
        return flush();
    }

    qint64 count() const { return m_count; }

    QString errorString() const { return m_out.errorString(); }

private:
    bool flushIfFull() { return m_buffer.size() < kFlushBytes || flush(); }

    bool flush()
    {
        if (!m_buffer.isEmpty() && m_out.write(m_buffer) != m_buffer.size()) {
            return false;
        }
        m_buffer.clear();
        return true;
    }

    QIODevice &m_out;
    const ExportOptions &m_options;
    QByteArray m_buffer;
    qint64 m_count = 0;
};

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

Result<qint64> JobExporter::write(JobStore &store,
                                  QIODevice &out,
                                  const ExportOptions &options,
                                  const ExportProgress &progress)
{
    JobHistory history(store);
    qint64 total = 0;
    if (progress) {
        const Result<qint64> counted = history.count(options.filter);
        if (!counted) {
            return counted.error();
        }
        total = counted.value();
    }
    Writer writer(out, options);
    if (!writer.begin(store)) {
        return writeError(QStringLiteral("the output"), writer.errorString());
    }
    std::optional<Error> failure;
    const Result<qint64> read = history.forEachPage(options.filter, options.pageSize, [&](const QList<Job> &jobs) {
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
        return !progress || progress(writer.count(), std::max(total, writer.count()));
    });
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

Result<qint64> JobExporter::writeFile(JobStore &store,
                                      const QString &path,
                                      const ExportOptions &options,
                                      const ExportProgress &progress)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly)) {
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
    // The action is recorded once the file exists.
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
    return AuditLog(store).record(QStringLiteral("jobs.export"),
                                  tr("%1 job(s) as %2 to %3 (%4; tokens %5, events %6)")
                                      .arg(count)
                                      .arg(exportFormatName(options.format),
                                           destination,
                                           options.filter.describe(),
                                           options.includeTokens ? tr("included") : tr("left out"),
                                           options.includeEvents ? tr("included") : tr("left out")));
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
