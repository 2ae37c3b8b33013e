#pragma once

#include "core/engine/engine.h"

#include <QString>

namespace SolveDeck {

// What the capacity dock, the status bar and the tray show, computed from one engine status (no widget computes a
// figure), so every capacity figure on screen comes from the same reading and they agree at every instant: the
// gauge, "Solving n · cap C (plan N)", the tray's tooltip, the account's threads with the reading's age, the balance,
// the engine's state in words, and whether another client uses the same plan.
struct CapacityView
{
    // The threads this console's solves hold at the service (EngineStatus::inFlight: not a speculative submit in
    // flight) against the effective cap: the gauge, the tray's meter.
    int gaugeValue = 0;
    int gaugeMaximum = 0; // the effective cap (0: not known yet)
    QString gaugeText;    // "4 / 5"; "0 (not started)"
    // The jobs solving (QueueCounts::solving: the sidebar's Solving row, from the same read); -1: not read yet.
    int solving = -1;
    QString solvingText;     // the dock's "7 jobs at the service"
    QString statusText;      // the status bar's "Solving 7 · 5 threads in use · cap 5 (plan 5)"
    QString statusToolTip;   // what those figures count
    QString accountText;     // "5 of 5 threads working, 0 free"; "not read yet"
    QString accountTimeText; // "read 12 s ago"
    bool accountStale = false;
    QString balanceText;         // "0.00 (read 12 s ago)"; "not read yet"
    QString engineText;          // the dock's: "Running"; "Running; waiting for a free thread since 14:03:12"; ...
    QString engineStatusText;    // the status bar's, short: "Running"; "Queue paused by ana@lab-3 at 14:03:12"
    QString engineStatusToolTip; // the dock's longer words, for the status bar's tooltip
    // Working threads of the plan beyond what the engines of this database may have held when threadsinfo answered
    // (0: none, or not known). A single reading; OtherClientWatch decides what is shown.
    int otherClientThreads = 0;
    QString otherClientText; // "Another client is using 2 threads of this plan"; empty when none
    // Threads in use here above the account's working threads in its reading: why the two figures differ, shown
    // where the other client's note goes when there is none (empty when they agree). Its tooltip says more.
    QString uncountedText;
    QString uncountedToolTip;
    QString trayToolTip; // the status bar's text, then "· 2 queued · 0 failed today"
    bool queuePaused = false;
};

// Job counts the view adds to the engine's status (whole-database counts, read together with the job table's rows
// and the sidebar's counts, so "Solving n" is the same n everywhere).
struct QueueCounts
{
    int queued = 0; // queued or being sent
    int failedToday = 0;
    int solving = -1; // accepted by the service, answer not collected yet; -1: not read
};

// A reading older than staleAfterMs is marked stale (default: two idle refresh periods).
CapacityView describeCapacity(const EngineStatus &status,
                              const QueueCounts &counts,
                              qint64 nowMs,
                              qint64 staleAfterMs = 60'000);

// "Another client is using 2 threads of this plan"; empty for 0.
QString otherClientText(int threads);

// "12 s ago", "3 min ago", "2 h ago".
QString agoText(qint64 ms);

} // namespace SolveDeck
