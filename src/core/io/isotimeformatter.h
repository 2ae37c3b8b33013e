#pragma once

#include <QByteArray>
#include <QtGlobal>

namespace SolveDeck {

// Writes UTC times exactly as JobJson::isoTime does ("2026-12-03T08:28:21.123Z"), for exports of many rows: the
// date part is computed through QDateTime once per day and kept, the time of day is formatted by hand. Times the
// cache cannot write in that shape (before 0001 or after 9999) go through JobJson::isoTime itself.
class IsoTimeFormatter
{
public:
    // The length of every time write() writes: "YYYY-MM-DDTHH:MM:SS.mmmZ".
    static constexpr int kLength = 24;

    // Appends the time (utcMs > 0; nothing for 0 or less, as isoTime gives "").
    void append(QByteArray &out, qint64 utcMs);
    // Writes the time's kLength characters to `out` (room for kLength) and returns true, for 0 < utcMs before year
    // 10000; false, and nothing written, for any other time (JobJson::isoTime writes those).
    bool write(char *out, qint64 utcMs);
    QByteArray format(qint64 utcMs);

private:
    qint64 m_day = -1;          // the cached day (ms / 86,400,000); -1: none yet
    char m_datePrefix[11] = {}; // "YYYY-MM-DDT"
};

} // namespace SolveDeck
