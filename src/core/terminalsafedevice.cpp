#include "terminalsafedevice.h"

namespace SolveDeck {

namespace {

void appendEscape(QByteArray &out, uint codePoint)
{
    static const char hex[] = "0123456789abcdef";
    out += "\\u";
    out += hex[(codePoint >> 12) & 0xf];
    out += hex[(codePoint >> 8) & 0xf];
    out += hex[(codePoint >> 4) & 0xf];
    out += hex[codePoint & 0xf];
}

// The length a UTF-8 sequence announces by its first byte (1 for ASCII and for bytes that cannot start one).
qsizetype sequenceLength(uchar lead)
{
    if (lead >= 0xF0 && lead < 0xF8) {
        return 4;
    }
    if (lead >= 0xE0) {
        return lead < 0xF0 ? 3 : 1;
    }
    if (lead >= 0xC0) {
        return 2;
    }
    return 1;
}

} // namespace

TerminalSafeDevice::TerminalSafeDevice(QIODevice &target)
    : m_target(target)
{
    open(QIODevice::WriteOnly);
}

TerminalSafeDevice::~TerminalSafeDevice()
{
    finish();
}

bool TerminalSafeDevice::finish()
{
    if (m_held.isEmpty()) {
        return true;
    }
    QByteArray out;
    escapeInto(m_held, true, out);
    m_held.clear();
    if (m_target.write(out) != out.size()) {
        setErrorString(m_target.errorString());
        return false;
    }
    return true;
}

QByteArray TerminalSafeDevice::escaped(QByteArrayView bytes)
{
    QByteArray out;
    escapeInto(bytes, true, out);
    return out;
}

qint64 TerminalSafeDevice::readData(char *, qint64)
{
    return -1;
}

qint64 TerminalSafeDevice::writeData(const char *data, qint64 size)
{
    QByteArray input = m_held;
    input.append(data, qsizetype(size));
    QByteArray out;
    out.reserve(input.size() + 16);
    const qsizetype judged = escapeInto(input, false, out);
    m_held = input.mid(judged);
    if (!out.isEmpty() && m_target.write(out) != out.size()) {
        setErrorString(m_target.errorString());
        return -1;
    }
    return size;
}

qsizetype TerminalSafeDevice::escapeInto(QByteArrayView bytes, bool final, QByteArray &out)
{
    const auto *b = reinterpret_cast<const uchar *>(bytes.data());
    const qsizetype n = bytes.size();
    qsizetype i = 0;
    while (i < n) {
        const uchar c = b[i];
        if (c < 0x20 || c == 0x7F) {
            if (c == '\n' || c == '\t') {
                out += char(c);
            } else if (c == '\r') {
                if (i + 1 == n && !final) {
                    return i; // a CRLF line end or a lone CR: the next byte tells
                }
                if (i + 1 < n && b[i + 1] == '\n') {
                    out += '\r';
                } else {
                    out += "\\r";
                }
            } else {
                appendEscape(out, c);
            }
            ++i;
            continue;
        }
        if (c < 0x80) {
            out += char(c);
            ++i;
            continue;
        }
        const qsizetype length = sequenceLength(c);
        if (i + length > n && !final) {
            return i; // the rest of this character comes with the next write
        }
        if (c == 0xC2 && i + 1 < n && b[i + 1] >= 0x80 && b[i + 1] <= 0x9F) {
            appendEscape(out, b[i + 1]); // C1: U+0080-U+009F
            i += 2;
            continue;
        }
        if (c == 0xE2 && i + 2 < n
            && ((b[i + 1] == 0x80 && b[i + 2] >= 0xAA && b[i + 2] <= 0xAE)
                || (b[i + 1] == 0x81 && b[i + 2] >= 0xA6 && b[i + 2] <= 0xA9))) {
            // U+202A-U+202E, U+2066-U+2069: bidirectional embeddings, overrides and isolates.
            appendEscape(out, 0x2000u + ((b[i + 1] & 0x3Fu) << 6) + (b[i + 2] & 0x3Fu));
            i += 3;
            continue;
        }
        out += char(c);
        ++i;
    }
    return n;
}

} // namespace SolveDeck
