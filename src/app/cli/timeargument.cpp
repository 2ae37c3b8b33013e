#include "timeargument.h"

#include <QDateTime>
#include <QRegularExpression>

namespace SolveDeck::Cli::TimeArgument {

namespace {

constexpr qint64 kMsPerDay = 86'400'000;
constexpr qint64 kMaxAgeMs = kMaxAgeDays * kMsPerDay;
// More significant digits than this cannot be an age within kMaxAgeMs in any unit (kMaxAgeMs has 14 digits), and
// fewer always fit a qint64 before the comparison.
constexpr qsizetype kMaxSignificantDigits = 18;

Error tooLarge(const QString &text)
{
    return Error{QStringLiteral("AGE_TOO_LARGE"),
                 QStringLiteral("\"%1\" is too large: an age is at most %2 days (about 2700 years), in whichever unit.")
                     .arg(text)
                     .arg(kMaxAgeDays)};
}

} // namespace

Result<qint64> parseAge(const QString &text)
{
    // [0-9], not \d: \d also matches digits of other scripts, which toLongLong() does not read.
    static const QRegularExpression form(QStringLiteral("^\\s*([0-9]+)\\s*([dhms]?)\\s*$"));
    const QRegularExpressionMatch m = form.match(text);
    if (!m.hasMatch()) {
        return Error{QStringLiteral("INVALID_AGE"),
                     QStringLiteral("\"%1\" is not a duration. Write a whole number with d (days), h (hours), m "
                                    "(minutes) or s (seconds), such as 30d or 12h.")
                         .arg(text)};
    }
    const QString digits = m.captured(1);
    qsizetype leadingZeros = 0;
    while (leadingZeros < digits.size() - 1 && digits.at(leadingZeros) == QLatin1Char('0')) {
        ++leadingZeros;
    }
    if (digits.size() - leadingZeros > kMaxSignificantDigits) {
        return tooLarge(text.trimmed());
    }
    const qint64 count = digits.mid(leadingZeros).toLongLong();
    const QString unit = m.captured(2);
    const qint64 unitMs = unit == QLatin1String("s") ? 1000
                        : unit == QLatin1String("m") ? 60'000
                        : unit == QLatin1String("h") ? 3'600'000
                                                     : kMsPerDay;
    if (count > kMaxAgeMs / unitMs) {
        return tooLarge(text.trimmed());
    }
    return count * unitMs;
}

Result<qint64> parseTime(const QString &text, qint64 nowMs)
{
    const QString trimmed = text.trimmed();
    const Result<qint64> age = parseAge(trimmed);
    if (age) {
        return nowMs - age.value();
    }
    if (age.error().code == QLatin1String("AGE_TOO_LARGE")) {
        return age.error();
    }
    QDateTime time = QDateTime::fromString(trimmed, Qt::ISODateWithMs);
    // A date alone is its midnight. QDate reads the first ten characters and ignores the rest, so a bad time after a
    // good date ("2026-12-03T25:00") must not come here.
    static const QRegularExpression dateOnly(QStringLiteral("^[0-9]{4}-[0-9]{2}-[0-9]{2}$"));
    if (!time.isValid() && dateOnly.match(trimmed).hasMatch()) {
        if (const QDate day = QDate::fromString(trimmed, Qt::ISODate); day.isValid()) {
            time = day.startOfDay(Qt::UTC);
        }
    }
    if (!time.isValid()) {
        return Error{QStringLiteral("INVALID_TIME"),
                     QStringLiteral("\"%1\" is not a time. Write an ISO 8601 date or time in UTC, such as 2026-01-31 "
                                    "or 2026-01-31T12:00:00Z, or a duration before now, such as 7d.")
                         .arg(text)};
    }
    if (time.timeSpec() == Qt::LocalTime) {
        time.setTimeSpec(Qt::UTC); // no zone written: UTC, as every time solvedeck-cli prints
    }
    return time.toMSecsSinceEpoch();
}

} // namespace SolveDeck::Cli::TimeArgument
