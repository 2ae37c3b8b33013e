#include "core/stats/chartscale.h"

#include "core/translation.h"

#include <algorithm>
#include <cmath>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::ChartScale", "SolveDeck")

ValueTicks niceTicks(double maxValue, int maxTicks)
{
    maxTicks = std::max(2, maxTicks);
    if (!(maxValue > 0) || !std::isfinite(maxValue)) {
        return {};
    }
    // The smallest step of 1, 2 or 5 x 10^k (at least 1) that covers the value within maxTicks - 1 intervals.
    const double rough = std::max(1.0, maxValue / double(maxTicks - 1));
    double magnitude = std::pow(10.0, std::floor(std::log10(rough)));
    double step = magnitude;
    for (;;) {
        bool found = false;
        for (const double factor : {1.0, 2.0, 5.0}) {
            step = factor * magnitude;
            if (std::ceil(maxValue / step - 1e-9) <= maxTicks - 1) {
                found = true;
                break;
            }
        }
        if (found) {
            break;
        }
        magnitude *= 10;
    }
    ValueTicks ticks;
    ticks.step = step;
    const int intervals = std::max(1, int(std::ceil(maxValue / step - 1e-9)));
    ticks.max = step * intervals;
    ticks.count = intervals + 1;
    return ticks;
}

QList<TimeTick> timeTicks(qint64 windowMs)
{
    const int windowMinutes = std::max(1, int(windowMs / 60'000));
    // The shortest round interval that leaves at most four of them in the window: 5 min for 15 min, 15 min for an
    // hour, 6 h for a day.
    static const int intervals[] = {1, 2, 5, 10, 15, 30, 60, 120, 180, 360, 720, 1440};
    int interval = intervals[std::size(intervals) - 1];
    for (const int candidate : intervals) {
        if (windowMinutes / candidate <= 4) {
            interval = candidate;
            break;
        }
    }
    QList<TimeTick> ticks;
    for (int minutes = -(windowMinutes / interval) * interval; minutes <= 0; minutes += interval) {
        QString label;
        if (minutes == 0) {
            label = tr("now", "the right end of a chart's time axis");
        } else if (interval >= 60) {
            label = tr("−%1 h", "hours before now on a chart's time axis").arg(-minutes / 60);
        } else {
            label = tr("−%1 min", "minutes before now on a chart's time axis").arg(-minutes);
        }
        ticks.append({double(minutes), label});
    }
    return ticks;
}

} // namespace SolveDeck
