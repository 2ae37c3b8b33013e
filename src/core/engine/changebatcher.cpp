#include "changebatcher.h"

#include <algorithm>

namespace SolveDeck {

ChangeBatcher::ChangeBatcher(Scheduler *scheduler, qint64 tickMs, Flush flush)
    : m_tickMs(tickMs)
    , m_flush(std::move(flush))
    , m_tick(scheduler, [this] {
        flushNow();
    })
{
}

void ChangeBatcher::note(qint64 id)
{
    m_ids.insert(id);
    if (!m_tick.isActive()) {
        m_tick.startIn(m_tickMs);
    }
}

void ChangeBatcher::flushNow()
{
    m_tick.stop();
    QList<qint64> ids(m_ids.cbegin(), m_ids.cend());
    std::sort(ids.begin(), ids.end());
    m_ids.clear();
    m_flush(ids);
}

} // namespace SolveDeck
