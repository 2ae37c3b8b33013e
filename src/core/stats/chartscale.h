#pragma once

#include <QList>
#include <QString>

namespace SolveDeck {

// A value axis from 0 in whole-number steps of 1, 2 or 5 times a power of ten ("nice numbers"), so every tick is a
// round whole number: 0, 5, 10, 15, 20 rather than 0, 6.75, 13.5. An empty chart reads 0 to 5 in steps of 1.
struct ValueTicks
{
    double max = 5;
    double step = 1;
    int count = 6; // ticks, both ends included
};

// At most `maxTicks` ticks (both ends included) covering 0..`maxValue`.
ValueTicks niceTicks(double maxValue, int maxTicks = 6);

// A labelled position on a chart's time axis, in minutes before now (0 = now, -15 = a quarter of an hour ago).
struct TimeTick
{
    double minutes = 0;
    QString label; // "−15 min", "−2 h", "now"
};

// The ticks of a window of `windowMs` ending now: four or five, evenly spaced, the last one "now".
QList<TimeTick> timeTicks(qint64 windowMs);

} // namespace SolveDeck
