#include "core/timetext.h"

#include <QDateTime>
#include <QRegularExpression>

namespace SolveDeck {

namespace {

QString dateFormat(const QLocale &locale)
{
    return locale.language() == QLocale::C ? QStringLiteral("yyyy-MM-dd") : locale.dateFormat(QLocale::ShortFormat);
}

} // namespace

QString localTimeFormat(const QLocale &locale)
{
    QString format = locale.timeFormat(QLocale::ShortFormat);
    if (format.contains(QLatin1Char('s'))) {
        return format;
    }
    // The seconds go after the minutes, with the separator the locale puts between hours and minutes.
    static const QRegularExpression hoursThenSeparator(QStringLiteral("[hH]+([^hHm]+)m"));
    const QRegularExpressionMatch separator = hoursThenSeparator.match(format);
    const QString sep = separator.hasMatch() ? separator.captured(1) : QStringLiteral(":");
    const qsizetype at = format.indexOf(QStringLiteral("mm"));
    if (at >= 0) {
        format.insert(at + 2, sep + QStringLiteral("ss"));
    } else if (const qsizetype m = format.indexOf(QLatin1Char('m')); m >= 0) {
        format.insert(m + 1, sep + QStringLiteral("ss"));
    } else {
        format += QStringLiteral(":ss");
    }
    return format;
}

QString localTimeText(qint64 utcMs, qint64 nowMs, const QLocale &locale)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(utcMs).toLocalTime();
    if (at.date() == QDateTime::fromMSecsSinceEpoch(nowMs).toLocalTime().date()) {
        return locale.toString(at.time(), localTimeFormat(locale));
    }
    return localDateTimeText(utcMs, locale);
}

QString localDateTimeText(qint64 utcMs, const QLocale &locale)
{
    const QDateTime at = QDateTime::fromMSecsSinceEpoch(utcMs).toLocalTime();
    return locale.toString(at.date(), dateFormat(locale)) + QLatin1Char(' ')
         + locale.toString(at.time(), localTimeFormat(locale));
}

QString widestLocalTimeText(const QLocale &locale)
{
    // Two-digit day, month and hour, and the afternoon where the locale says AM/PM.
    const QDateTime wide(QDate(2026, 12, 28), QTime(22, 58, 58));
    return locale.toString(wide.date(), dateFormat(locale)) + QLatin1Char(' ')
         + locale.toString(wide.time(), localTimeFormat(locale));
}

} // namespace SolveDeck
