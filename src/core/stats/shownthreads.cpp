#include "shownthreads.h"

namespace SolveDeck {

void ShownThreads::setCountsRead(bool read)
{
    m_countsRead = read;
    if (!read) {
        m_shown = m_engine;
        m_waiting = false;
    }
}

void ShownThreads::engineSaid(Threads threads, quint64 nextRead, qint64 nowMs)
{
    if (m_waiting && nowMs - m_sinceMs >= kMaxHoldMs) {
        // What was waiting is shown already (value()): the next change waits on its own.
        m_shown = m_engine;
        m_waiting = false;
    }
    m_engine = threads;
    if (!m_countsRead || threads == m_shown) {
        m_shown = threads;
        m_waiting = false;
        return;
    }
    if (!m_waiting) {
        m_waiting = true;
        m_sinceMs = nowMs;
    }
    // A read that begins after this change sees it (and every change before it).
    m_awaitRead = nextRead;
}

void ShownThreads::countsShown(quint64 serial)
{
    if (m_waiting && serial >= m_awaitRead) {
        m_shown = m_engine;
        m_waiting = false;
    }
}

bool ShownThreads::holding(qint64 nowMs) const
{
    return m_waiting && nowMs - m_sinceMs < kMaxHoldMs;
}

ShownThreads::Threads ShownThreads::value(qint64 nowMs) const
{
    return holding(nowMs) ? m_shown : m_engine;
}

} // namespace SolveDeck
