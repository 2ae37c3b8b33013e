#include "jobexport.h"

#include "core/appinfo.h"
#include "core/io/isotimeformatter.h"
#include "core/io/jobjson.h"
#include "core/io/sqlitereader.h"
#include "core/store/auditlog.h"
#include "core/store/jobhistory.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QIODevice>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSqlError>
#include <QSqlQuery>

#include <array>
#include <charconv>
#include <cstring>

namespace SolveDeck {

namespace {

QString tr(const char *text, const char *disambiguation = nullptr, int n = -1)
{
    // The contexts lupdate files these calls under (see translateIn).
    return translateIn({"SolveDeck::JobExporter", "SolveDeck"}, text, disambiguation, n);
}

// Written to the device once this much is buffered: few write calls, small memory.
constexpr qsizetype kFlushBytes = 1 << 20;

// The output buffer of the fast path: bytes written through a pointer into spare room, so that a row's many small
// pieces cost a bounds check each instead of a QByteArray::append call each (most of an export's time otherwise).
class Sink
{
public:
    explicit Sink(qsizetype capacity = 4096)
    {
        m_data.resize(capacity);
        m_base = m_data.data();
    }

    // Room for n more bytes: where to write them; then end(pointer past the last byte written).
    char *room(qsizetype n)
    {
        if (m_used + n > m_data.size()) {
            m_data.resize(std::max(m_data.size() * 2, m_used + n));
            m_base = m_data.data();
        }
        return m_base + m_used;
    }

    void end(const char *last) { m_used = last - m_base; }

    Sink &operator+=(QByteArrayView bytes)
    {
        char *p = room(bytes.size());
        std::memcpy(p, bytes.data(), size_t(bytes.size()));
        m_used += bytes.size();
        return *this;
    }

    Sink &operator+=(char c)
    {
        *room(1) = c;
        ++m_used;
        return *this;
    }

    qsizetype size() const { return m_used; }

    bool isEmpty() const { return m_used == 0; }

    QByteArrayView view() const { return QByteArrayView(m_base, m_used); }

    QByteArrayView view(qsizetype from, qsizetype to) const { return QByteArrayView(m_base + from, to - from); }

    void clear() { m_used = 0; } // keeps the room

private:
    QByteArray m_data; // its size is the room; m_used of it is written
    char *m_base = nullptr;
    qsizetype m_used = 0;
};

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

// A JSON string literal (RFC 8259) from UTF-8 bytes: quotes, backslashes and control characters escaped, the
// rest as it is.
template<typename Out>
void appendEscapedJson(Out &out, QByteArrayView utf8)
{
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

template<typename Out>
void appendJsonString(Out &out, const QString &text)
{
    appendEscapedJson(out, text.toUtf8());
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

// ---- the fast path: rows as stored, as UTF-8 bytes, written with the same bytes as the Job-based path above -----
//
// Every text value reaches the writer as UTF-8 bytes (RowText): straight from SQLite when it is plain ASCII, else
// through the UTF-16 text the QSqlQuery path would have had, so the bytes are always the ones the reference writes.

void appendNumber(Sink &out, qint64 n)
{
    char *p = out.room(24);
    out.end(std::to_chars(p, p + 24, n).ptr);
}

// A JSON string literal as appendJsonString writes it; text with nothing to escape (the common case) is copied.
void appendJsonBytes(Sink &out, QByteArrayView text)
{
    // Two simple loops (the compiler vectorises the first) rather than one that stops at the first special byte.
    bool plain = true;
    for (const char c : text) {
        const auto u = static_cast<unsigned char>(c);
        plain &= u >= 0x20 && u != '"' && u != '\\';
    }
    if (!plain) {
        appendEscapedJson(out, text);
        return;
    }
    const qsizetype n = text.size();
    char *p = out.room(n + 2);
    *p++ = '"';
    std::memcpy(p, text.data(), size_t(n));
    p[n] = '"';
    out.end(p + n + 1);
}

bool isFormulaStart(char c)
{
    switch (c) {
    case '=':
    case '+':
    case '-':
    case '@':
    case '\t':
    case '\r':
    case '\'':
        return true;
    default:
        return false;
    }
}

// `text` as a CSV cell: a leading ' when `neutralise`, quotes (each " doubled) when it holds a comma, quote, CR or LF.
void appendCsvCell(Sink &out, QByteArrayView text, bool neutralise)
{
    bool quote = false;
    for (const char c : text) {
        quote |= c == ',' || c == '"' || c == '\r' || c == '\n';
    }
    const qsizetype n = text.size();
    if (!quote) {
        char *p = out.room(n + 1);
        if (neutralise) {
            *p++ = '\'';
        }
        std::memcpy(p, text.data(), size_t(n));
        out.end(p + n);
        return;
    }
    char *p = out.room(2 * n + 3);
    *p++ = '"';
    if (neutralise) {
        *p++ = '\'';
    }
    for (const char c : text) {
        *p++ = c;
        if (c == '"') {
            *p++ = '"';
        }
    }
    *p++ = '"';
    out.end(p);
}

// A CSV cell as JobExporter::csvCell writes it, on the UTF-8 bytes.
void appendCsvBytes(Sink &out, QByteArrayView text)
{
    if (!text.isEmpty()) {
        appendCsvCell(out, text, isFormulaStart(text.front()));
    }
}

// `json` (a JSON text, never beginning with a formula character) as a CSV cell: quoted when it must be.
void appendCsvJson(Sink &out, QByteArrayView json)
{
    appendCsvCell(out, json, false);
}

bool isAscii(QByteArrayView text)
{
    unsigned char high = 0;
    for (const char c : text) {
        high |= static_cast<unsigned char>(c);
    }
    return high < 0x80;
}

// Times from 10000-01-01 on are not in the day cache's shape: they take the Job-based path's way (through isoTime).
constexpr qint64 kYear10000Ms = 253'402'300'800'000;

// A time as the day cache writes it, between quotes when `quoted`; false (nothing written) for a time it cannot
// write (from year 10000 on).
bool appendCachedTime(Sink &out, IsoTimeFormatter &times, qint64 utcMs, bool quoted)
{
    if (utcMs >= kYear10000Ms) {
        return false;
    }
    char *p = out.room(IsoTimeFormatter::kLength + 2);
    if (quoted) {
        *p++ = '"';
    }
    if (!times.write(p, utcMs)) {
        return false;
    }
    p += IsoTimeFormatter::kLength;
    if (quoted) {
        *p++ = '"';
    }
    out.end(p);
    return true;
}

// A time as a JSON value, as the Job-based path writes a job's times: null for none.
void appendJsonTime(Sink &out, IsoTimeFormatter &times, qint64 utcMs)
{
    if (utcMs <= 0) {
        out += "null";
    } else if (appendCachedTime(out, times, utcMs, true)) {
        return;
    } else if (const QString text = JobJson::isoTime(utcMs); text.isEmpty()) {
        out += "null";
    } else {
        appendEscapedJson(out, text.toUtf8());
    }
}

// An event's time as eventsJsonText writes it (which, unlike a job's times, writes "" for a time isoTime cannot
// format).
void appendEventTime(Sink &out, IsoTimeFormatter &times, qint64 utcMs)
{
    if (utcMs <= 0) {
        out += "null";
    } else if (!appendCachedTime(out, times, utcMs, true)) {
        appendEscapedJson(out, JobJson::isoTime(utcMs).toUtf8());
    }
}

void appendCsvTime(Sink &out, IsoTimeFormatter &times, qint64 utcMs)
{
    if (utcMs > 0 && !appendCachedTime(out, times, utcMs, false)) {
        out += JobExporter::csvCell(JobJson::isoTime(utcMs));
    }
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

bool JobExporter::isCanonicalParams(QByteArrayView json)
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

// The params cell of a stored row: the stored text itself when it is already what the export would write, else
// parsed (as JobStore reads it into a Job) and written again into `scratch` (reused: no allocation per row).
QByteArrayView exportedParams(QByteArrayView stored, QByteArray &scratch)
{
    if (JobExporter::isCanonicalParams(stored)) {
        return stored;
    }
    scratch = paramsJson(JobRow::paramsFromJson(stored));
    return scratch;
}

// Stored state and method names -> the names a Job would give back (an unknown one reads as the Job's default, an
// alias such as "userrecaptcha" as its stable name). Few distinct values: a short list, compared in order.
struct ResolvedName
{
    QByteArray stored;
    QByteArray name; // UTF-8
    bool queued = false;
};

class NameCache
{
public:
    template<typename Resolve>
    const ResolvedName &get(QByteArrayView stored, Resolve resolve)
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

ResolvedName resolveState(QByteArrayView stored)
{
    const JobState state = jobStateFromName(QString::fromUtf8(stored)).value_or(Job{}.state);
    return ResolvedName{stored.toByteArray(), jobStateName(state).toUtf8(), state == JobState::Queued};
}

ResolvedName resolveMethod(QByteArrayView stored)
{
    const Method method = methodFromName(QString::fromUtf8(stored)).value_or(Job{}.spec.method);
    return ResolvedName{stored.toByteArray(), methodName(method).toUtf8(), false};
}

// Rows read straight from SQLite (SqliteReader): ASCII text as SQLite holds it, other text through the UTF-16
// value QSqlQuery would give (so that the bytes are exactly what the QSqlQuery path writes, odd stored bytes
// included).
class SqliteRows
{
public:
    SqliteRows(sqlite3 *db, const QString &sql)
        : m_reader(db, sql)
    {
    }

    bool isValid() const { return m_reader.isValid(); }

    QString errorString() const { return m_reader.errorString(); }

    bool bind(const QVariantList &values) { return m_reader.bind(values); }

    bool next() { return m_reader.next(); }

    bool failed() const { return m_reader.failed(); }

    void finish() { m_reader.finish(); }

    QByteArrayView text(int column)
    {
        const QByteArrayView bytes = m_reader.text(column);
        if (isAscii(bytes)) {
            return bytes;
        }
        QByteArray &copy = m_scratch[size_t(column)];
        copy = m_reader.textAsQt(column).toUtf8();
        return copy;
    }

    qint64 integer(int column) const { return m_reader.integer(column); }

private:
    SqliteReader m_reader;
    std::array<QByteArray, JobRow::ColumnCount> m_scratch;
};

// Rows through QSqlQuery (PostgreSQL; SQLite when SqliteReader cannot be used): each text value converted to UTF-8.
class QueryRows
{
public:
    // `whole`: the result is fetched whole when executed. Qt's PostgreSQL driver reads a forward-only result a row
    // at a time and loses it when another query runs on the connection meanwhile, so the cursor stepped along with
    // the rows (the timelines, one page's worth) is read whole there.
    QueryRows(JobStore &store, const QString &sql, bool whole = false)
        : m_query(store.readQuery())
    {
        m_query.setForwardOnly(!whole);
        m_valid = m_query.prepare(sql);
    }

    bool isValid() const { return m_valid; }

    QString errorString() const { return m_query.lastError().text(); }

    bool bind(const QVariantList &values)
    {
        m_query.finish();
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant &v = values[i];
            // As JobStore::exec: a null QString binds as '' (text columns are NOT NULL with '' for "absent").
            const bool nullText = v.typeId() == QMetaType::QString && v.toString().isNull();
            m_query.bindValue(int(i), nullText ? QVariant(QString(QLatin1String(""))) : v);
        }
        m_failed = !m_query.exec();
        return !m_failed;
    }

    bool next()
    {
        if (m_query.next()) {
            return true;
        }
        m_failed = m_failed || m_query.lastError().isValid();
        m_query.finish();
        return false;
    }

    bool failed() const { return m_failed; }

    void finish() { m_query.finish(); }

    QByteArrayView text(int column)
    {
        QByteArray &copy = m_scratch[size_t(column)];
        copy = m_query.value(column).toString().toUtf8();
        return copy;
    }

    qint64 integer(int column) const { return m_query.value(column).toLongLong(); }

private:
    QSqlQuery m_query;
    bool m_valid = false;
    bool m_failed = false;
    std::array<QByteArray, JobRow::ColumnCount> m_scratch;
};

// The timelines ("events") of the jobs being written, from a cursor over job_events ordered by job (job_id, id, at,
// kind, detail) stepped along with the rows' cursor: of() is asked for each row in increasing id order and skips
// the events of jobs not written. A job's events come out in id order as JobHistory::eventsOf gives them; the
// cursor is ordered by job only (SQLite then follows its (job_id, at) index without a sort), so a job whose events
// are not already in id order is sorted here.
template<typename Rows>
class Timelines
{
public:
    explicit Timelines(Rows &events)
        : m_events(events)
    {
    }

    bool start(const QVariantList &binds)
    {
        m_has = m_events.bind(binds) && m_events.next();
        return !m_events.failed();
    }

    QByteArrayView of(qint64 job, IsoTimeFormatter &times)
    {
        while (m_has && m_events.integer(0) < job) {
            m_has = m_events.next();
        }
        m_text.clear();
        m_spans.clear();
        m_text += '[';
        bool inOrder = true;
        while (m_has && m_events.integer(0) == job) {
            if (!m_spans.isEmpty()) {
                m_text += ',';
            }
            const qint64 id = m_events.integer(1);
            inOrder = inOrder && (m_spans.isEmpty() || id > m_spans.constLast().id);
            const qsizetype begin = m_text.size();
            m_text += "{\"at\":";
            appendEventTime(m_text, times, m_events.integer(2));
            m_text += ",\"detail\":";
            appendJsonBytes(m_text, m_events.text(4));
            m_text += ",\"id\":";
            appendNumber(m_text, id);
            m_text += ",\"kind\":";
            appendJsonBytes(m_text, m_events.text(3));
            m_text += '}';
            m_spans.append(Span{id, begin, m_text.size()});
            m_has = m_events.next();
        }
        m_text += ']';
        if (inOrder) {
            return m_text.view();
        }
        std::sort(m_spans.begin(), m_spans.end(), [](const Span &a, const Span &b) {
            return a.id < b.id;
        });
        m_sorted.clear();
        m_sorted += '[';
        for (const Span &span : m_spans) {
            if (m_sorted.size() > 1) {
                m_sorted += ',';
            }
            m_sorted += m_text.view(span.begin, span.end);
        }
        m_sorted += ']';
        return m_sorted.view();
    }

    bool failed() const { return m_events.failed(); }

    QString errorString() const { return m_events.errorString(); }

    // Ends the cursor's read (the rest of a page's range is not needed).
    void finish() { m_events.finish(); }

private:
    struct Span
    {
        qint64 id = 0;
        qsizetype begin = 0;
        qsizetype end = 0;
    };

    Rows &m_events;
    bool m_has = false;
    Sink m_text;
    Sink m_sorted;
    QList<Span> m_spans;
};

class Writer
{
public:
    Writer(QIODevice &out, const ExportOptions &options)
        : m_out(out)
        , m_options(options)
    {
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
            m_buffer += head;
            m_buffer += ",\"jobs\":[";
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
                    m_buffer += '"';
                    m_buffer += names[i].toLatin1();
                    m_buffer += "\":";
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
                    m_buffer += ",\"events\":";
                    m_buffer += eventsText;
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

    // The same bytes as page(), for one row as stored (Rows: SqliteRows or QueryRows, on the row just read): no
    // Job, no params parsed when the stored text is already the exported one, times from the day cache, text copied
    // when it needs no escaping. `events`: the row's "events" JSON text when asked for. False when the output
    // refused a write.
    template<typename Rows>
    bool row(Rows &r, QByteArrayView events)
    {
        const ResolvedName &state = m_states.get(r.text(JobRow::ColState), resolveState);
        const ResolvedName &method = m_methods.get(r.text(JobRow::ColMethod), resolveMethod);
        Sink &b = m_buffer;
        if (m_options.format == ExportFormat::Csv) {
            appendNumber(b, r.integer(JobRow::ColId));
            b += ',';
            appendCsvBytes(b, state.name);
            b += ',';
            appendCsvBytes(b, method.name);
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColLabel));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColSitekey));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColPageurl));
            b += ',';
            appendCsvJson(b, exportedParams(r.text(JobRow::ColParams), m_scratch));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColIdempotencyKey));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColTaskId));
            b += ',';
            appendNumber(b, int(r.integer(JobRow::ColAttempts))); // an int in a Job
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColCreatedAt));
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColSubmittedAt));
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColReadyAt));
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColCollectedAt));
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColFinishedAt));
            b += ',';
            if (state.queued) {
                appendCsvTime(b, m_times, r.integer(JobRow::ColNextAttemptAt));
            }
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColErrorCode));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColErrorDetail));
            b += ',';
            if (m_options.includeTokens) {
                appendCsvBytes(b, r.text(JobRow::ColToken));
            }
            b += ',';
            appendCsvTime(b, m_times, r.integer(JobRow::ColTokenExpiresAt));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColCreatedBy));
            b += ',';
            appendCsvBytes(b, r.text(JobRow::ColClaimedBy));
            if (m_options.includeEvents) {
                b += ',';
                appendCsvJson(b, events);
            }
            b += "\r\n";
        } else {
            if (m_options.format == ExportFormat::Json && m_count > 0) {
                b += ',';
            }
            b += "{\"id\":";
            appendNumber(b, r.integer(JobRow::ColId));
            b += ",\"state\":";
            appendJsonBytes(b, state.name);
            b += ",\"method\":";
            appendJsonBytes(b, method.name);
            b += ",\"label\":";
            textOrNull(r.text(JobRow::ColLabel));
            b += ",\"sitekey\":";
            appendJsonBytes(b, r.text(JobRow::ColSitekey));
            b += ",\"pageurl\":";
            appendJsonBytes(b, r.text(JobRow::ColPageurl));
            b += ",\"params\":";
            b += exportedParams(r.text(JobRow::ColParams), m_scratch);
            b += ",\"idempotency_key\":";
            textOrNull(r.text(JobRow::ColIdempotencyKey));
            b += ",\"task_id\":";
            textOrNull(r.text(JobRow::ColTaskId));
            b += ",\"attempts\":";
            appendNumber(b, int(r.integer(JobRow::ColAttempts)));
            b += ",\"created_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColCreatedAt));
            b += ",\"submitted_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColSubmittedAt));
            b += ",\"ready_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColReadyAt));
            b += ",\"collected_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColCollectedAt));
            b += ",\"finished_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColFinishedAt));
            b += ",\"next_attempt_at\":";
            appendJsonTime(b, m_times, state.queued ? r.integer(JobRow::ColNextAttemptAt) : 0);
            b += ",\"error_code\":";
            textOrNull(r.text(JobRow::ColErrorCode));
            b += ",\"error_detail\":";
            textOrNull(r.text(JobRow::ColErrorDetail));
            b += ",\"token\":";
            textOrNull(m_options.includeTokens ? r.text(JobRow::ColToken) : QByteArrayView());
            b += ",\"token_expires_at\":";
            appendJsonTime(b, m_times, r.integer(JobRow::ColTokenExpiresAt));
            b += ",\"created_by\":";
            textOrNull(r.text(JobRow::ColCreatedBy));
            b += ",\"claimed_by\":";
            textOrNull(r.text(JobRow::ColClaimedBy));
            if (m_options.includeEvents) {
                b += ",\"events\":";
                b += events;
            }
            b += '}';
            if (m_options.format == ExportFormat::Ndjson) {
                b += '\n';
            }
        }
        ++m_count;
        return flushIfFull();
    }

    IsoTimeFormatter &times() { return m_times; }

    bool end()
    {
        if (m_options.format == ExportFormat::Json) {
            m_buffer += "],\"count\":";
            m_buffer += QByteArray::number(m_count);
            m_buffer += "}\n";
        }
        return flush();
    }

    qint64 count() const { return m_count; }

    QString errorString() const { return m_out.errorString(); }

private:
    bool flushIfFull() { return m_buffer.size() < kFlushBytes || flush(); }

    void textOrNull(QByteArrayView text)
    {
        if (text.isEmpty()) {
            m_buffer += "null";
        } else {
            appendJsonBytes(m_buffer, text);
        }
    }

    bool flush()
    {
        if (!m_buffer.isEmpty() && m_out.write(m_buffer.view().data(), m_buffer.size()) != m_buffer.size()) {
            return false;
        }
        m_buffer.clear(); // keeps the room: no reallocation per flush
        return true;
    }

    QIODevice &m_out;
    const ExportOptions &m_options;
    Sink m_buffer{kFlushBytes + 65536};
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

Result<qint64> countFor(JobStore &store, const ExportOptions &options, const ExportProgress &progress)
{
    // Only a progress report needs the total.
    return progress ? JobHistory(store).count(options.filter) : Result<qint64>(qint64(0));
}

// The reference path: whole Jobs, a page at a time (JobHistory::forEachPage), their timelines by JobHistory::eventsOf.
Result<qint64> writeJobs(JobStore &store, QIODevice &out, const ExportOptions &options)
{
    JobHistory history(store);
    Writer writer(out, options);
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
                          Writer &writer,
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
    std::optional<Timelines<Rows>> timelines;
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
    Writer writer(out, options);
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
