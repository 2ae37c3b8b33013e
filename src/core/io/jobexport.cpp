#include "jobexport.h"

#include "core/appinfo.h"
#include "core/io/isotimeformatter.h"
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

#include <charconv>

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

// ---- the fast path: rows as stored (StoredJobRow), written with the same bytes as the Job-based path above ------

void appendNumber(QByteArray &out, qint64 n)
{
    char digits[24];
    const auto end = std::to_chars(digits, digits + sizeof digits, n).ptr;
    out.append(digits, end - digits);
}

// A JSON string literal as appendJsonString writes it; ASCII without anything to escape (the common case) is copied
// straight from the UTF-16 text without a UTF-8 copy of it.
void appendJsonText(QByteArray &out, const QString &text)
{
    const qsizetype n = text.size();
    const ushort *src = text.utf16();
    // Two simple loops (the compiler vectorises both) rather than one that stops at the first special character.
    bool plain = true;
    for (qsizetype i = 0; i < n; ++i) {
        const ushort c = src[i];
        plain &= c >= 0x20 && c < 0x80 && c != '"' && c != '\\';
    }
    if (!plain) {
        appendJsonString(out, text);
        return;
    }
    const qsizetype start = out.size();
    out.resize(start + n + 2);
    char *p = out.data() + start;
    *p++ = '"';
    for (qsizetype i = 0; i < n; ++i) {
        p[i] = char(src[i]);
    }
    p[n] = '"';
}

// A CSV cell as JobExporter::csvCell writes it; ASCII that needs neither neutralising nor quotes is copied straight.
void appendCsvText(QByteArray &out, const QString &text)
{
    const qsizetype n = text.size();
    if (n == 0) {
        return;
    }
    const ushort *src = text.utf16();
    bool plain = true;
    switch (src[0]) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
    case '\'':
        plain = false;
        break;
    default:
        break;
    }
    for (qsizetype i = 0; i < n; ++i) {
        const ushort c = src[i];
        plain &= c < 0x80 && c != ',' && c != '"' && c != '\r' && c != '\n';
    }
    if (!plain) {
        out += JobExporter::csvCell(text);
        return;
    }
    const qsizetype start = out.size();
    out.resize(start + n);
    char *p = out.data() + start;
    for (qsizetype i = 0; i < n; ++i) {
        p[i] = char(src[i]);
    }
}

// `json` (a JSON text, never beginning with a formula character) as a CSV cell: quoted when it must be.
void appendCsvJson(QByteArray &out, const QByteArray &json)
{
    bool quote = false;
    for (const char c : json) {
        if (c == ',' || c == '"' || c == '\r' || c == '\n') {
            quote = true;
            break;
        }
    }
    if (!quote) {
        out += json;
        return;
    }
    out += '"';
    for (const char c : json) {
        if (c == '"') {
            out += '"';
        }
        out += c;
    }
    out += '"';
}

int lowerHexDigit(char c)
{
    if (c >= '0' && c <= '9') {
        return c - '0';
    }
    if (c >= 'a' && c <= 'f') {
        return c - 'a' + 10;
    }
    return -1;
}

} // namespace

bool JobExporter::isCanonicalParams(const QByteArray &json)
{
    // Exactly what paramsJson() writes for the object the text holds: {"key":"value",...}, keys plain ASCII without
    // escapes in strictly increasing order (QMap's order for ASCII), values escaped as appendJsonString escapes them,
    // no spaces, no other value types. Anything else goes through the parse-and-write path.
    const char *p = json.constData();
    const char *const end = p + json.size();
    if (p == end || *p != '{') {
        return false;
    }
    ++p;
    if (p < end && *p == '}') {
        return p + 1 == end;
    }
    const char *previousKey = nullptr;
    qsizetype previousLength = 0;
    while (true) {
        if (p >= end || *p != '"') {
            return false;
        }
        const char *key = ++p;
        while (p < end && *p != '"') {
            const auto c = static_cast<unsigned char>(*p);
            if (c < 0x20 || c >= 0x80 || c == '\\') {
                return false;
            }
            ++p;
        }
        if (p >= end) {
            return false;
        }
        const qsizetype keyLength = p - key;
        if (previousKey
            && !std::lexicographical_compare(previousKey, previousKey + previousLength, key, key + keyLength)) {
            return false;
        }
        previousKey = key;
        previousLength = keyLength;
        ++p;
        if (end - p < 2 || p[0] != ':' || p[1] != '"') {
            return false;
        }
        p += 2;
        while (true) {
            if (p >= end) {
                return false;
            }
            const auto c = static_cast<unsigned char>(*p);
            if (c == '"') {
                break;
            }
            if (c < 0x20) {
                return false;
            }
            if (c != '\\') {
                ++p;
                continue;
            }
            if (end - p < 2) {
                return false;
            }
            const char e = p[1];
            if (e == '"' || e == '\\' || e == 'n' || e == 'r' || e == 't' || e == 'b' || e == 'f') {
                p += 2;
                continue;
            }
            // \u00xx, lowercase hex, only for the control characters without a short escape.
            if (e != 'u' || end - p < 6 || p[2] != '0' || p[3] != '0' || (p[4] != '0' && p[4] != '1')) {
                return false;
            }
            const int low = lowerHexDigit(p[5]);
            if (low < 0) {
                return false;
            }
            const int value = (p[4] - '0') * 16 + low;
            if (value == '\b' || value == '\t' || value == '\n' || value == '\f' || value == '\r') {
                return false;
            }
            p += 6;
        }
        ++p;
        if (p >= end) {
            return false;
        }
        if (*p == '}') {
            return p + 1 == end;
        }
        if (*p != ',') {
            return false;
        }
        ++p;
    }
}

namespace {

// The params cell of a stored row, into `scratch` (reused, so no allocation per row): the stored text itself when it
// is already what the export would write, else parsed (as JobStore reads it into a Job) and written again.
const QByteArray &exportedParams(const QString &stored, QByteArray &scratch)
{
    const qsizetype n = stored.size();
    const ushort *src = stored.utf16();
    bool ascii = true;
    for (qsizetype i = 0; i < n; ++i) {
        ascii &= src[i] < 0x80;
    }
    if (ascii) {
        scratch.resize(n);
        char *p = scratch.data();
        for (qsizetype i = 0; i < n; ++i) {
            p[i] = char(src[i]);
        }
    } else {
        scratch = stored.toUtf8();
    }
    if (JobExporter::isCanonicalParams(scratch)) {
        return scratch;
    }
    QMap<QString, QString> params;
    const QJsonDocument doc = QJsonDocument::fromJson(scratch);
    if (doc.isObject()) {
        const QJsonObject object = doc.object();
        for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
            params.insert(it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
        }
    }
    scratch = paramsJson(params);
    return scratch;
}

// Stored state and method names -> the names a Job would give back (an unknown one reads as the Job's default, an
// alias such as "userrecaptcha" as its stable name). Few distinct values: a short list, compared in order.
struct ResolvedName
{
    QString stored;
    QString name;
    bool queued = false;
};

class NameCache
{
public:
    template<typename Resolve>
    const ResolvedName &get(const QString &stored, Resolve resolve)
    {
        for (const ResolvedName &entry : m_entries) {
            if (entry.stored == stored) {
                return entry;
            }
        }
        if (m_entries.size() >= 32) {
            m_entries.clear(); // never for real data (a handful of names); bounds memory for odd databases
        }
        m_entries.append(resolve(stored));
        return m_entries.constLast();
    }

private:
    QList<ResolvedName> m_entries;
};

ResolvedName resolveState(const QString &stored)
{
    const JobState state = jobStateFromName(stored).value_or(Job{}.state);
    return ResolvedName{stored, jobStateName(state), state == JobState::Queued};
}

ResolvedName resolveMethod(const QString &stored)
{
    const Method method = methodFromName(stored).value_or(Job{}.spec.method);
    return ResolvedName{stored, methodName(method), false};
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

    // The same bytes as page(), from rows as stored: no Job, no params parsed when the stored text is already the
    // exported one, times from the day cache, text copied straight when it needs no escaping.
    bool pageStored(const QList<StoredJobRow> &rows, const QHash<qint64, QList<JobEvent>> &events)
    {
        const bool csv = m_options.format == ExportFormat::Csv;
        for (const StoredJobRow &row : rows) {
            const ResolvedName &state = m_states.get(row.state, resolveState);
            const ResolvedName &method = m_methods.get(row.method, resolveMethod);
            const QByteArray &params = exportedParams(row.params, m_scratch);
            const QByteArray eventsText = m_options.includeEvents ? eventsJsonText(events.value(row.id)) : QByteArray();
            if (csv) {
                QByteArray &b = m_buffer;
                appendNumber(b, row.id);
                b += ',';
                appendCsvText(b, state.name);
                b += ',';
                appendCsvText(b, method.name);
                b += ',';
                appendCsvText(b, row.label);
                b += ',';
                appendCsvText(b, row.sitekey);
                b += ',';
                appendCsvText(b, row.pageurl);
                b += ',';
                appendCsvJson(b, params);
                b += ',';
                appendCsvText(b, row.idempotencyKey);
                b += ',';
                appendCsvText(b, row.taskId);
                b += ',';
                appendNumber(b, row.attempts);
                b += ',';
                csvTime(row.createdAtMs);
                b += ',';
                csvTime(row.submittedAtMs);
                b += ',';
                csvTime(row.readyAtMs);
                b += ',';
                csvTime(row.collectedAtMs);
                b += ',';
                csvTime(row.finishedAtMs);
                b += ',';
                if (state.queued) {
                    csvTime(row.nextAttemptAtMs);
                }
                b += ',';
                appendCsvText(b, row.errorCode);
                b += ',';
                appendCsvText(b, row.errorDetail);
                b += ',';
                if (m_options.includeTokens) {
                    appendCsvText(b, row.token);
                }
                b += ',';
                csvTime(row.tokenExpiresAtMs);
                b += ',';
                appendCsvText(b, row.createdBy);
                b += ',';
                appendCsvText(b, row.claimedBy);
                if (m_options.includeEvents) {
                    b += ',';
                    appendCsvJson(b, eventsText);
                }
                b += "\r\n";
            } else {
                if (m_options.format == ExportFormat::Json && m_count > 0) {
                    m_buffer += ',';
                }
                QByteArray &b = m_buffer;
                b += "{\"id\":";
                appendNumber(b, row.id);
                b += ",\"state\":";
                appendJsonText(b, state.name);
                b += ",\"method\":";
                appendJsonText(b, method.name);
                b += ",\"label\":";
                textOrNull(row.label);
                b += ",\"sitekey\":";
                appendJsonText(b, row.sitekey);
                b += ",\"pageurl\":";
                appendJsonText(b, row.pageurl);
                b += ",\"params\":";
                b += params;
                b += ",\"idempotency_key\":";
                textOrNull(row.idempotencyKey);
                b += ",\"task_id\":";
                textOrNull(row.taskId);
                b += ",\"attempts\":";
                appendNumber(b, row.attempts);
                b += ",\"created_at\":";
                timeOrNull(row.createdAtMs);
                b += ",\"submitted_at\":";
                timeOrNull(row.submittedAtMs);
                b += ",\"ready_at\":";
                timeOrNull(row.readyAtMs);
                b += ",\"collected_at\":";
                timeOrNull(row.collectedAtMs);
                b += ",\"finished_at\":";
                timeOrNull(row.finishedAtMs);
                b += ",\"next_attempt_at\":";
                timeOrNull(state.queued ? row.nextAttemptAtMs : 0);
                b += ",\"error_code\":";
                textOrNull(row.errorCode);
                b += ",\"error_detail\":";
                textOrNull(row.errorDetail);
                b += ",\"token\":";
                textOrNull(m_options.includeTokens ? row.token : QString());
                b += ",\"token_expires_at\":";
                timeOrNull(row.tokenExpiresAtMs);
                b += ",\"created_by\":";
                textOrNull(row.createdBy);
                b += ",\"claimed_by\":";
                textOrNull(row.claimedBy);
                if (m_options.includeEvents) {
                    b += ",\"events\":" + eventsText;
                }
                b += '}';
                if (m_options.format == ExportFormat::Ndjson) {
                    b += '\n';
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

    void textOrNull(const QString &text)
    {
        if (text.isEmpty()) {
            m_buffer += "null";
        } else {
            appendJsonText(m_buffer, text);
        }
    }

    // Times from 10000-01-01 on are not in the cache's shape: they take the Job-based path's way (through isoTime).
    static constexpr qint64 kYear10000Ms = 253'402'300'800'000;

    void timeOrNull(qint64 utcMs)
    {
        if (utcMs <= 0) {
            m_buffer += "null";
        } else if (utcMs < kYear10000Ms) {
            m_buffer += '"';
            m_times.append(m_buffer, utcMs);
            m_buffer += '"';
        } else if (const QString text = JobJson::isoTime(utcMs); text.isEmpty()) {
            m_buffer += "null";
        } else {
            appendJsonString(m_buffer, text);
        }
    }

    void csvTime(qint64 utcMs)
    {
        if (utcMs > 0 && utcMs < kYear10000Ms) {
            m_times.append(m_buffer, utcMs);
        } else if (utcMs > 0) {
            m_buffer += JobExporter::csvCell(JobJson::isoTime(utcMs));
        }
    }

    bool flush()
    {
        if (!m_buffer.isEmpty() && m_out.write(m_buffer) != m_buffer.size()) {
            return false;
        }
        m_buffer.resize(0); // keeps the capacity: no reallocation per flush
        return true;
    }

    QIODevice &m_out;
    const ExportOptions &m_options;
    QByteArray m_buffer;
    qint64 m_count = 0;
    QByteArray m_scratch; // a row's params
    IsoTimeFormatter m_times;
    NameCache m_states;
    NameCache m_methods;
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

namespace {

// Both paths: the fast one reads rows as stored (JobHistory::forEachStoredPage), the reference one whole Jobs
// (forEachPage); they write the same bytes (tests/unit/store/jobexport_reference_test.cpp compares them).
template<typename Row>
Result<qint64> writeRows(JobStore &store, QIODevice &out, const ExportOptions &options, const ExportProgress &progress)
{
    constexpr bool stored = std::is_same_v<Row, StoredJobRow>;
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
    const auto onPage = [&](const QList<Row> &rows) {
        QHash<qint64, QList<JobEvent>> events;
        if (options.includeEvents) {
            QList<qint64> ids;
            ids.reserve(rows.size());
            for (const Row &row : rows) {
                ids.append(row.id);
            }
            Result<QHash<qint64, QList<JobEvent>>> found = history.eventsOf(ids);
            if (!found) {
                failure = found.error();
                return false;
            }
            events = std::move(found).value();
        }
        bool written = false;
        if constexpr (stored) {
            written = writer.pageStored(rows, events);
        } else {
            written = writer.page(rows, events);
        }
        if (!written) {
            failure = writeError(QStringLiteral("the output"), writer.errorString());
            return false;
        }
        return !progress || progress(writer.count(), std::max(total, writer.count()));
    };
    Result<qint64> read = [&] {
        if constexpr (stored) {
            return history.forEachStoredPage(options.filter, options.pageSize, options.includeTokens, onPage);
        } else {
            return history.forEachPage(options.filter, options.pageSize, onPage);
        }
    }();
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

} // namespace

Result<qint64> JobExporter::write(JobStore &store,
                                  QIODevice &out,
                                  const ExportOptions &options,
                                  const ExportProgress &progress)
{
    return writeRows<StoredJobRow>(store, out, options, progress);
}

Result<qint64> JobExporter::writeReference(JobStore &store, QIODevice &out, const ExportOptions &options)
{
    return writeRows<Job>(store, out, options, {});
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
