// The charts' axes: whole-number ticks in steps of 1, 2 or 5 times a power of ten, and time labels before now.
#include "core/stats/chartscale.h"

#include <gtest/gtest.h>

#include <cmath>

using namespace SolveDeck;

namespace {

void expectWholeTicks(double maxValue)
{
    const ValueTicks t = niceTicks(maxValue);
    SCOPED_TRACE(maxValue);
    EXPECT_GE(t.max, maxValue);
    EXPECT_LE(t.count, 6);
    EXPECT_GE(t.count, 2);
    EXPECT_EQ(t.step, std::round(t.step)) << "every tick a whole number";
    EXPECT_DOUBLE_EQ(t.max, t.step * (t.count - 1));
    const double mantissa = t.step / std::pow(10.0, std::floor(std::log10(t.step)));
    EXPECT_TRUE(mantissa == 1 || mantissa == 2 || mantissa == 5) << t.step;
}

TEST(ChartScale, WholeNumberTicksForAnyMaximum)
{
    for (double v : {0.1, 0.5, 1.0, 3.0, 5.0, 6.75, 7.0, 13.5, 20.0, 27.0, 99.0, 101.0, 1234.0, 50'000.0}) {
        expectWholeTicks(v);
    }
    // The axis: 27 in steps of 6.75 read "0, 7, 14, 20, 27"; now 0, 10, 20, 30.
    const ValueTicks t = niceTicks(27);
    EXPECT_EQ(t.step, 10);
    EXPECT_EQ(t.max, 30);
    EXPECT_EQ(t.count, 4);
}

TEST(ChartScale, AnEmptyChartReadsZeroToFive)
{
    for (double v : {0.0, -1.0, std::nan("")}) {
        const ValueTicks t = niceTicks(v);
        EXPECT_EQ(t.max, 5);
        EXPECT_EQ(t.step, 1);
        EXPECT_EQ(t.count, 6);
    }
    const ValueTicks small = niceTicks(0.4);
    EXPECT_EQ(small.max, 1) << "a fraction still reads 0 to 1, not 0, 0, 1, 1";
    EXPECT_EQ(small.step, 1);
}

TEST(ChartScale, TimeAxesEndWithNowAndNameTheirUnit)
{
    const QList<TimeTick> quarter = timeTicks(15 * 60'000);
    ASSERT_EQ(quarter.size(), 4);
    EXPECT_EQ(quarter.first().minutes, -15);
    EXPECT_EQ(quarter.first().label, QStringLiteral("−15 min"));
    EXPECT_EQ(quarter.at(1).label, QStringLiteral("−10 min"));
    EXPECT_EQ(quarter.last().minutes, 0);
    EXPECT_EQ(quarter.last().label, QStringLiteral("now"));

    const QList<TimeTick> hour = timeTicks(60 * 60'000);
    ASSERT_EQ(hour.size(), 5);
    EXPECT_EQ(hour.first().label, QStringLiteral("−60 min"));

    const QList<TimeTick> day = timeTicks(24 * 60 * 60'000);
    ASSERT_EQ(day.size(), 5);
    EXPECT_EQ(day.first().label, QStringLiteral("−24 h"));
    EXPECT_EQ(day.at(2).label, QStringLiteral("−12 h"));
    EXPECT_EQ(day.last().label, QStringLiteral("now"));
}

} // namespace
