// TimeArgument: the one grammar of solvedeck-cli's times and ages (--since, --until, --older-than). Every accepted
// form gives the right milliseconds; a number too large for an age is refused as too large (never wrapped around into
// a time in the future or the far past); anything else is refused with a message that shows the right forms.
#include "cli/timeargument.h"
#include "support/testutil.h"

#include <QDateTime>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Cli;

namespace {

constexpr qint64 kSecond = 1000;
constexpr qint64 kMinute = 60 * kSecond;
constexpr qint64 kHour = 60 * kMinute;
constexpr qint64 kDay = 24 * kHour;
// 2026-12-03T07:00:00Z: a fixed "now", so ages give exact times.
constexpr qint64 kNow = 1'796'281'200'000;

qint64 age(const QString &text)
{
    const Result<qint64> parsed = TimeArgument::parseAge(text);
    EXPECT_TRUE(parsed.ok()) << text.toStdString() << ": "
                             << (parsed ? std::string() : parsed.error().message.toStdString());
    return parsed ? parsed.value() : -1;
}

qint64 time(const QString &text)
{
    const Result<qint64> parsed = TimeArgument::parseTime(text, kNow);
    EXPECT_TRUE(parsed.ok()) << text.toStdString() << ": "
                             << (parsed ? std::string() : parsed.error().message.toStdString());
    return parsed ? parsed.value() : -1;
}

Error refusedAge(const QString &text)
{
    const Result<qint64> parsed = TimeArgument::parseAge(text);
    EXPECT_FALSE(parsed.ok()) << text.toStdString() << " was taken for " << (parsed ? parsed.value() : 0) << " ms";
    return parsed ? Error{} : parsed.error();
}

Error refusedTime(const QString &text)
{
    const Result<qint64> parsed = TimeArgument::parseTime(text, kNow);
    EXPECT_FALSE(parsed.ok()) << text.toStdString() << " was taken for " << (parsed ? parsed.value() : 0);
    return parsed ? Error{} : parsed.error();
}

qint64 utc(const char *iso)
{
    return QDateTime::fromString(QString::fromLatin1(iso), Qt::ISODateWithMs).toMSecsSinceEpoch();
}

TEST(TimeArgumentTest, AnAgeIsAWholeNumberOfSecondsMinutesHoursOrDaysAndABareNumberIsDays)
{
    EXPECT_EQ(age(QStringLiteral("90s")), 90 * kSecond);
    EXPECT_EQ(age(QStringLiteral("30m")), 30 * kMinute);
    EXPECT_EQ(age(QStringLiteral("12h")), 12 * kHour);
    EXPECT_EQ(age(QStringLiteral("7d")), 7 * kDay);
    EXPECT_EQ(age(QStringLiteral("30")), 30 * kDay);
    EXPECT_EQ(age(QStringLiteral("0")), 0);
    EXPECT_EQ(age(QStringLiteral(" 7d ")), 7 * kDay);
    EXPECT_EQ(age(QStringLiteral("5 h")), 5 * kHour);
    EXPECT_EQ(age(QStringLiteral("007d")), 7 * kDay);
    EXPECT_EQ(age(QStringLiteral("0000000000000000000000000000012h")), 12 * kHour) << "leading zeros count for nothing";
}

TEST(TimeArgumentTest, TheLargestAgeIsAcceptedInEveryUnitAndOneMoreIsTooLarge)
{
    const qint64 maxMs = TimeArgument::kMaxAgeDays * kDay;
    EXPECT_EQ(age(QStringLiteral("999999d")), maxMs);
    EXPECT_EQ(age(QString::number(maxMs / kHour) + QLatin1Char('h')), maxMs);
    EXPECT_EQ(age(QString::number(maxMs / kMinute) + QLatin1Char('m')), maxMs);
    EXPECT_EQ(age(QString::number(maxMs / kSecond) + QLatin1Char('s')), maxMs);
    for (const QString &text : QStringList{QStringLiteral("1000000d"),
                                           QStringLiteral("1000000"),
                                           QString::number(maxMs / kHour + 1) + QLatin1Char('h'),
                                           QString::number(maxMs / kSecond + 1) + QLatin1Char('s')}) {
        SCOPED_TRACE(text.toStdString());
        const Error error = refusedAge(text);
        EXPECT_EQ(error.code, QStringLiteral("AGE_TOO_LARGE"));
        EXPECT_TRUE(error.message.contains(QStringLiteral("at most 999999 days"))) << error.message.toStdString();
    }
}

TEST(TimeArgumentTest, NumbersBeyondAQint64AreTooLargeNotWrappedOrCut)
{
    // Each of these once became another time: toLongLong() failing to 0 ("now"), or n * unit overflowing.
    for (const QString &text : {QStringLiteral("9223372036854775807s"),
                                QStringLiteral("9223372036854775808"),
                                QStringLiteral("9999999999999d"),
                                QStringLiteral("99999999999999999999d"),
                                QStringLiteral("184467440737095516161s")}) {
        SCOPED_TRACE(text.toStdString());
        EXPECT_EQ(refusedAge(text).code, QStringLiteral("AGE_TOO_LARGE"));
        const Error asTime = refusedTime(text);
        EXPECT_EQ(asTime.code, QStringLiteral("AGE_TOO_LARGE"));
        EXPECT_TRUE(asTime.message.contains(text)) << asTime.message.toStdString();
    }
}

TEST(TimeArgumentTest, WhatIsNotAnAgeIsRefusedWithTheFormsThatWork)
{
    for (const QString &text : {QStringLiteral("7D"),
                                QStringLiteral("-5d"),
                                QStringLiteral("1.5h"),
                                QStringLiteral(""),
                                QStringLiteral("d"),
                                QStringLiteral("7w"),
                                QStringLiteral("7 days"),
                                QString::fromUtf8("\u0663d")}) { // ARABIC-INDIC DIGIT THREE: \d would take it
        SCOPED_TRACE(text.toStdString());
        const Error error = refusedAge(text);
        EXPECT_EQ(error.code, QStringLiteral("INVALID_AGE"));
        EXPECT_TRUE(error.message.contains(QStringLiteral("such as 30d or 12h"))) << error.message.toStdString();
    }
}

TEST(TimeArgumentTest, ATimeIsAnIsoDateOrDateAndTimeInUtcUnlessAZoneIsWritten)
{
    EXPECT_EQ(time(QStringLiteral("2026-12-03")), utc("2026-12-03T00:00:00Z"));
    EXPECT_EQ(time(QStringLiteral("2026-12-03T07:00:00Z")), kNow);
    EXPECT_EQ(time(QStringLiteral("2026-12-03T07:00:00")), kNow) << "no zone written: UTC";
    EXPECT_EQ(time(QStringLiteral("2026-12-03T07:00:00.250Z")), kNow + 250);
    EXPECT_EQ(time(QStringLiteral("2026-12-03T09:00:00+02:00")), kNow);
    EXPECT_EQ(time(QStringLiteral("2026-12-03T02:00:00-05:00")), kNow);
    EXPECT_EQ(time(QStringLiteral(" 2026-12-03T07:00:00Z ")), kNow);
}

TEST(TimeArgumentTest, ATimeMayBeAnAgeBeforeNow)
{
    EXPECT_EQ(time(QStringLiteral("90s")), kNow - 90 * kSecond);
    EXPECT_EQ(time(QStringLiteral("30m")), kNow - 30 * kMinute);
    EXPECT_EQ(time(QStringLiteral("12h")), kNow - 12 * kHour);
    EXPECT_EQ(time(QStringLiteral("7d")), kNow - 7 * kDay);
    EXPECT_EQ(time(QStringLiteral("30")), kNow - 30 * kDay);
    EXPECT_EQ(time(QStringLiteral("999999d")), kNow - TimeArgument::kMaxAgeDays * kDay)
        << "before the epoch, which the filters read as no limit";
}

TEST(TimeArgumentTest, WhatIsNotATimeIsRefusedWithTheFormsThatWork)
{
    for (const QString &text : {QStringLiteral("yesterday"),
                                QStringLiteral("2026-13-01"),
                                QStringLiteral("2026-12-03T25:00:00Z"), // once taken for the date's midnight
                                QStringLiteral("2026-12-03 and then some"),
                                QStringLiteral("03.12.2026"),
                                QStringLiteral("7D"),
                                QStringLiteral("")}) {
        SCOPED_TRACE(text.toStdString());
        const Error error = refusedTime(text);
        EXPECT_EQ(error.code, QStringLiteral("INVALID_TIME"));
        EXPECT_TRUE(error.message.contains(QStringLiteral("2026-01-31T12:00:00Z"))) << error.message.toStdString();
        EXPECT_TRUE(error.message.contains(QStringLiteral("7d"))) << error.message.toStdString();
    }
}

} // namespace
