#include "isotimeformatter.h"

#include "core/io/jobjson.h"

#include <QDateTime>

namespace SolveDeck {

namespace {

constexpr qint64 kMsPerDay = 86'400'000;

} // namespace

void IsoTimeFormatter::append(QByteArray &out, qint64 utcMs)
{
    if (utcMs <= 0) {
        return;
    }
    const qint64 day = utcMs / kMsPerDay; // utcMs > 0: plain division is the floor
    if (day != m_day) {
        const QByteArray full = JobJson::isoTime(day * kMsPerDay).toLatin1();
        // The shape the hand-written part relies on: "YYYY-MM-DDT00:00:00.000Z".
        if (full.size() != 24 || full.at(10) != 'T' || !full.endsWith("T00:00:00.000Z")) {
            out += JobJson::isoTime(utcMs).toUtf8();
            return;
        }
        std::copy(full.constData(), full.constData() + 11, m_datePrefix);
        m_day = day;
    }
    const qint64 msOfDay = utcMs - day * kMsPerDay;
    const int ms = int(msOfDay % 1000);
    const int seconds = int(msOfDay / 1000);
    const int h = seconds / 3600;
    const int m = (seconds / 60) % 60;
    const int s = seconds % 60;
    char text[24];
    std::copy(m_datePrefix, m_datePrefix + 11, text);
    text[11] = char('0' + h / 10);
    text[12] = char('0' + h % 10);
    text[13] = ':';
    text[14] = char('0' + m / 10);
    text[15] = char('0' + m % 10);
    text[16] = ':';
    text[17] = char('0' + s / 10);
    text[18] = char('0' + s % 10);
    text[19] = '.';
    text[20] = char('0' + ms / 100);
    text[21] = char('0' + (ms / 10) % 10);
    text[22] = char('0' + ms % 10);
    text[23] = 'Z';
    out.append(text, 24);
}

QByteArray IsoTimeFormatter::format(qint64 utcMs)
{
    QByteArray out;
    append(out, utcMs);
    return out;
}

} // namespace SolveDeck
