#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QIODevice>

#include <optional>

namespace SolveDeck {

// The bytes of a job file as the readers take them: read a chunk at a time (memory is one chunk plus the record
// being assembled), a leading UTF-8 byte order mark skipped, and the line the next record starts on.
class JobFileSource
{
    // The translation context of readLine's message, kept from when it was JobFileReader's.
    Q_DECLARE_TR_FUNCTIONS(SolveDeck::JobFileReader::Private)

public:
    explicit JobFileSource(QIODevice &in)
        : m_in(in)
    {
    }

    // The next byte; -1 at the end of the input (or on a read error, kept in failed()).
    int get()
    {
        if (!m_pushback.isEmpty()) {
            const int c = static_cast<unsigned char>(m_pushback.at(0));
            m_pushback.remove(0, 1);
            return c;
        }
        if (m_pos == m_buffer.size() && !fill()) {
            return -1;
        }
        return static_cast<unsigned char>(m_buffer.at(m_pos++));
    }

    int peek()
    {
        if (!m_pushback.isEmpty()) {
            return static_cast<unsigned char>(m_pushback.at(0));
        }
        if (m_pos == m_buffer.size() && !fill()) {
            return -1;
        }
        return static_cast<unsigned char>(m_buffer.at(m_pos));
    }

    // Skips a UTF-8 byte order mark at the start. Only a whole one: anything else beginning with 0xEF is read as it
    // is (and checked as UTF-8).
    void skipBom();

    // One line's bytes without its line end (LF or CRLF); nullopt at the end of the input. Stops at once beyond
    // ImportLimits::maxRecordBytes, with an error naming line().
    Result<std::optional<QByteArray>> readLine();

    // The line the next record starts on (1 at the start); the readers move it on as they pass line ends.
    int line() const { return m_line; }

    void nextLine() { ++m_line; }

    // The input could not be read to its end.
    bool failed() const { return m_failed; }

private:
    // Reads the next chunk; false at the end of the input.
    bool fill();

    static constexpr qint64 kChunk = 64 * 1024;
    QIODevice &m_in;
    QByteArray m_buffer;
    qsizetype m_pos = 0;
    bool m_end = false;
    bool m_failed = false;
    QByteArray m_pushback; // bytes skipBom took that were not a byte order mark
    int m_line = 1;
};

} // namespace SolveDeck
