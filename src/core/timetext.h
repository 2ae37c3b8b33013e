#pragma once

#include <QLocale>
#include <QString>

namespace SolveDeck {

// The one family of times people read (issue 39, item 11): the locale's own time format, always with seconds (two
// entries of one minute must be told apart and ordered), and the locale's short date before it when the time is not
// today. The job table, the detail pane's timeline, the waiting reasons, the audit log, the authorised targets, the
// gateway's clients and requests all write times with these. (Exports and JSON keep ISO 8601 UTC: that is for
// programs.) The C locale gets ISO dates (yyyy-MM-dd).

// The locale's short time format with seconds added where it has none ("h:mm:ss AP", "HH:mm:ss").
QString localTimeFormat(const QLocale &locale = QLocale());

// "14:03:12" (today, local time), "03.12.26 14:03:12" (another day, in that locale).
QString localTimeText(qint64 utcMs, qint64 nowMs, const QLocale &locale = QLocale());

// The same, always with the date.
QString localDateTimeText(qint64 utcMs, const QLocale &locale = QLocale());

// The widest text localTimeText() gives in this locale (a date of another day with two-digit parts), for sizing a
// column.
QString widestLocalTimeText(const QLocale &locale = QLocale());

} // namespace SolveDeck
