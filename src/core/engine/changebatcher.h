#pragma once

#include "core/engine/scheduler.h"

#include <QList>
#include <QSet>

#include <functional>

namespace SolveDeck {

// Collects the ids of changed jobs and hands them over once per tick: a repaint per tick looks live to a person,
// one per job would flood a window when hundreds of polls answer at once (qBittorrent batches the same way).
class ChangeBatcher
{
public:
    using Flush = std::function<void(const QList<qint64> &ids)>;

    ChangeBatcher(Scheduler *scheduler, qint64 tickMs, Flush flush);

    // A job changed: flushed at the end of the current tick (a tick starts with the first change after a flush).
    void note(qint64 id);
    // Hands over what is pending now (the flush runs even with no ids: the engine reports capacity and idleness
    // with it).
    void flushNow();

private:
    qint64 m_tickMs;
    Flush m_flush;
    QSet<qint64> m_ids;
    ScheduledCall m_tick;
};

// Says when a condition becomes true after having been false: the engine's "became idle" edge.
class IdleDetector
{
public:
    // Returns true once per change from busy to idle.
    bool update(bool idleNow)
    {
        const bool became = idleNow && !m_idle;
        m_idle = idleNow;
        return became;
    }

    // Something new arrived: the next idle is news again.
    void markBusy() { m_idle = false; }

    bool idle() const { return m_idle; }

private:
    bool m_idle = true;
};

} // namespace SolveDeck
