#pragma once

#include "core/stats/capacityview.h"
#include "core/stats/solvestats.h"

namespace SolveDeck {

class JobStore;

// Feeds SolveStats from the store's timestamps: the solves collected since the last read (the first read goes back
// the longest window, 24 h, so the charts survive a restart) and the tasks at the service now. Reads only what is
// new after the first time: one indexed query for the solved jobs (state) and one for those in flight.
class StatsLoader
{
public:
    // Returns how many solves were read.
    static int refresh(const JobStore &store, SolveStats &stats, qint64 nowMs);
    // Whole-database counts for the tray: jobs queued, and jobs failed since `dayStartMs` (local midnight).
    static QueueCounts queueCounts(const JobStore &store, qint64 dayStartMs);
};

} // namespace SolveDeck
