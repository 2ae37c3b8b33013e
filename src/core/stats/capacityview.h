#pragma once

#include "core/engine/engine.h"

#include <QString>

namespace SolveDeck {

// What the capacity dock and the tray show, computed from the engine's status (no widget computes a figure):
// the gauge, the account's threads with the reading's age, the balance, the engine's state in words, and whether
// another client uses the same plan.
struct CapacityView
{
    int gaugeValue = 0;      // our solves in flight
    int gaugeMaximum = 0;    // the effective cap (0: not known yet)
    QString gaugeText;       // "4 / 5"
    QString accountText;     // "5 of 5 threads working, 0 free"; "not read yet"
    QString accountTimeText; // "read 12 s ago"
    bool accountStale = false;
    QString balanceText;        // "0.00 (read 12 s ago)"; "not read yet"
    QString engineText;         // "Running"; "Waiting for a free thread since 14:03:12"; "Paused: ..."
    int otherClientThreads = 0; // working threads of the plan not ours (0: none, or not known)
    QString otherClientText;    // "Another client is using 2 threads of this plan"; empty when none
    QString trayToolTip;        // "Solving 4 / 5 · 2 queued · 0 failed today"
    bool queuePaused = false;
};

// Queue facts the tray's tooltip adds to the status (whole-database counts).
struct QueueCounts
{
    int queued = 0;
    int failedToday = 0;
};

// A reading older than staleAfterMs is marked stale (default: two idle refresh periods).
CapacityView describeCapacity(const EngineStatus &status,
                              const QueueCounts &counts,
                              qint64 nowMs,
                              qint64 staleAfterMs = 60'000);

// "12 s ago", "3 min ago", "2 h ago".
QString agoText(qint64 ms);

} // namespace SolveDeck
