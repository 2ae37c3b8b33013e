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
    char text[kLength];
    if (write(text, utcMs)) {
        out.append(text, kLength);
    } else {
        out += JobJson::isoTime(utcMs).toUtf8();
    }
}

bool IsoTimeFormatter::write(char *out, qint64 utcMs)
{
    if (utcMs <= 0) {
        return false;
    }
    const qint64 day = utcMs / kMsPerDay; // utcMs > 0: plain division is the floor
    if (day != m_day) {
        const QByteArray full = JobJson::isoTime(day * kMsPerDay).toLatin1();
        // The shape the hand-written part relies on: "YYYY-MM-DDT00:00:00.000Z".
        if (full.size() != kLength || full.at(10) != 'T' || !full.endsWith("T00:00:00.000Z")) {
            return false;
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
    std::copy(m_datePrefix, m_datePrefix + 11, out);
    out[11] = char('0' + h / 10);
    out[12] = char('0' + h % 10);
    out[13] = ':';
    out[14] = char('0' + m / 10);
    out[15] = char('0' + m % 10);
    out[16] = ':';
    out[17] = char('0' + s / 10);
    out[18] = char('0' + s % 10);
    out[19] = '.';
    out[20] = char('0' + ms / 100);
    out[21] = char('0' + (ms / 10) % 10);
    out[22] = char('0' + ms % 10);
    out[23] = 'Z';
    return true;
}

QByteArray IsoTimeFormatter::format(qint64 utcMs)
{
    QByteArray out;
    append(out, utcMs);
    return out;
}

} // namespace SolveDeck
