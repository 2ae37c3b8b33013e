#pragma once

#include <QtGlobal>

namespace SolveDeck {

// The engine's threads in use as the console shows them beside the job counts. The counts (the sidebar, Solving and
// queued in the dock and the status bar, the table's rows) come from a read of the database; the threads in use from
// the engine's status, which reaches the window before the next read has seen the job that changed it (a claim is
// written, then the status sent, and the table reads changes in batches). Shown at once, the gauge counted a job for
// up to a second that the sidebar did not show yet (a thirty-seventh trial). So a change is shown with the first
// counts read after it arrived, or kMaxHoldMs after it arrived should no read come. Pure: fed the engine's counts,
// the reads' serials and the time.
class ShownThreads
{
public:
    static constexpr qint64 kMaxHoldMs = 1000;

    // This console's threads in use and the account's (every engine's on the database, EngineStatus::accountInFlight).
    struct Threads
    {
        int here = 0;
        int account = 0;
        bool operator==(const Threads &) const = default;
    };

    // Whether counts are read at all (a database is open): without, each change shows at once.
    void setCountsRead(bool read);
    // The engine's threads in use, arrived at `nowMs`; `nextRead`: the serial the next read of the counts will carry.
    void engineSaid(Threads threads, quint64 nextRead, qint64 nowMs);
    // The counts of read `serial` are shown now.
    void countsShown(quint64 serial);
    // What to show beside the counts shown.
    Threads value(qint64 nowMs) const;
    // A change of the engine's counts waits for counts read after it.
    bool holding(qint64 nowMs) const;

private:
    bool m_countsRead = false;
    Threads m_engine;
    Threads m_shown;
    bool m_waiting = false;
    quint64 m_awaitRead = 0;
    qint64 m_sinceMs = 0;
};

} // namespace SolveDeck
