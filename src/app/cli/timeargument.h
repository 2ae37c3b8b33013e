#pragma once

#include "core/result.h"

#include <QString>

// The one grammar of solvedeck-cli's times and ages, for every option that takes one (--since and --until of every
// command, --older-than). Spaces around the text are ignored.
//
//   an age:  a whole number of seconds, minutes, hours or days: 90s, 30m, 12h, 7d; a bare number is days (30).
//            At most kMaxAgeDays days, in whichever unit: a larger number is refused as too large, never wrapped
//            around or cut.
//   a time:  an ISO 8601 date (2026-12-03: its midnight, UTC) or date and time (2026-12-03T07:00:00Z, with
//            milliseconds or an offset such as +02:00 if wanted; UTC when no zone is written), or an age: that long
//            before now.
namespace SolveDeck::Cli::TimeArgument {

// 999999 days, about 2700 years: further back than any job, and far inside what a qint64 of milliseconds holds.
inline constexpr qint64 kMaxAgeDays = 999'999;

// The age in milliseconds. Error codes: INVALID_AGE (the message says how an age looks), AGE_TOO_LARGE.
Result<qint64> parseAge(const QString &text);

// The time in UTC milliseconds since the epoch; an age counts back from nowMs. Error codes: INVALID_TIME,
// AGE_TOO_LARGE.
Result<qint64> parseTime(const QString &text, qint64 nowMs);

} // namespace SolveDeck::Cli::TimeArgument
