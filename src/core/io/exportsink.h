#pragma once

#include "core/io/isotimeformatter.h"
#include "core/io/jobexport.h"
#include "core/io/jobjson.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QString>

#include <algorithm>
#include <charconv>
#include <cstring>

namespace SolveDeck {

// An export is written to its device once this much is buffered: few write calls, small memory.
inline constexpr qsizetype kExportFlushBytes = 1 << 20;

// The output buffer of the fast path: bytes written through a pointer into spare room, so that a row's many small
// pieces cost a bounds check each instead of a QByteArray::append call each (most of an export's time otherwise).
class ExportSink
{
public:
    explicit ExportSink(qsizetype capacity = 4096)
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

    ExportSink &operator+=(QByteArrayView bytes)
    {
        char *p = room(bytes.size());
        std::memcpy(p, bytes.data(), size_t(bytes.size()));
        m_used += bytes.size();
        return *this;
    }

    ExportSink &operator+=(char c)
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

// How values are written into an export: JSON string literals, CSV cells (quoted and formula-neutralised as
// JobExporter::csvCell), numbers and times, each byte for byte as the Job-based reference writes it. Inline: they
// run for every field of every row.
namespace ExportBytes {

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

inline void appendNumber(ExportSink &out, qint64 n)
{
    char *p = out.room(24);
    out.end(std::to_chars(p, p + 24, n).ptr);
}

// A JSON string literal as appendJsonString writes it; text with nothing to escape (the common case) is copied.
inline void appendJsonBytes(ExportSink &out, QByteArrayView text)
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

inline bool isFormulaStart(char c)
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
inline void appendCsvCell(ExportSink &out, QByteArrayView text, bool neutralise)
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
inline void appendCsvBytes(ExportSink &out, QByteArrayView text)
{
    if (!text.isEmpty()) {
        appendCsvCell(out, text, isFormulaStart(text.front()));
    }
}

// `json` (a JSON text, never beginning with a formula character) as a CSV cell: quoted when it must be.
inline void appendCsvJson(ExportSink &out, QByteArrayView json)
{
    appendCsvCell(out, json, false);
}

inline bool isAscii(QByteArrayView text)
{
    unsigned char high = 0;
    for (const char c : text) {
        high |= static_cast<unsigned char>(c);
    }
    return high < 0x80;
}

// Times from 10000-01-01 on are not in the day cache's shape: they take the Job-based path's way (through isoTime).
inline constexpr qint64 kYear10000Ms = 253'402'300'800'000;

// A time as the day cache writes it, between quotes when `quoted`; false (nothing written) for a time it cannot
// write (from year 10000 on).
inline bool appendCachedTime(ExportSink &out, IsoTimeFormatter &times, qint64 utcMs, bool quoted)
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
inline void appendJsonTime(ExportSink &out, IsoTimeFormatter &times, qint64 utcMs)
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
inline void appendEventTime(ExportSink &out, IsoTimeFormatter &times, qint64 utcMs)
{
    if (utcMs <= 0) {
        out += "null";
    } else if (!appendCachedTime(out, times, utcMs, true)) {
        appendEscapedJson(out, JobJson::isoTime(utcMs).toUtf8());
    }
}

inline void appendCsvTime(ExportSink &out, IsoTimeFormatter &times, qint64 utcMs)
{
    if (utcMs > 0 && !appendCachedTime(out, times, utcMs, false)) {
        out += JobExporter::csvCell(JobJson::isoTime(utcMs));
    }
}

} // namespace ExportBytes

} // namespace SolveDeck
