#include "eventhorizon.h"

namespace SolveDeck {

EventHorizon::EventHorizon(bool commitsInIdOrder)
    : m_inOrder(commitsInIdOrder)
{
}

void EventHorizon::start(qint64 latestId, qint64 snapshotXmax)
{
    m_cursor = latestId;
    m_gapAt = 0;
    m_settled = m_inOrder;
    m_firstXmax = snapshotXmax;
    m_secondXmax = 0;
}

bool EventHorizon::passed(qint64 snapshotXmin, qint64 snapshotXmax)
{
    if (m_secondXmax == 0) {
        if (snapshotXmin < m_firstXmax) {
            return false;
        }
        m_secondXmax = snapshotXmax;
    }
    return snapshotXmin >= m_secondXmax;
}

void EventHorizon::observe(qint64 snapshotXmin, qint64 snapshotXmax)
{
    if (!m_settled && passed(snapshotXmin, snapshotXmax)) {
        m_settled = true;
        m_firstXmax = 0;
        m_secondXmax = 0;
    }
}

int EventHorizon::take(const QList<qint64> &ids, qint64 snapshotXmin, qint64 snapshotXmax)
{
    if (m_inOrder) {
        if (!ids.isEmpty()) {
            m_cursor = ids.constLast();
        }
        return int(ids.size());
    }
    observe(snapshotXmin, snapshotXmax);
    if (!m_settled) {
        return 0;
    }
    int count = 0;
    for (const qint64 id : ids) {
        if (id == m_cursor + 1) {
            m_cursor = id;
            ++count;
            continue;
        }
        // Ids m_cursor + 1 .. id - 1 are missing.
        if (m_gapAt != m_cursor + 1) {
            m_gapAt = m_cursor + 1;
            m_firstXmax = snapshotXmax;
            m_secondXmax = 0;
            break;
        }
        if (!passed(snapshotXmin, snapshotXmax)) {
            break;
        }
        // Final: nobody can still commit a missing id.
        m_gapAt = 0;
        m_firstXmax = 0;
        m_secondXmax = 0;
        m_cursor = id;
        ++count;
    }
    if (m_gapAt != 0 && m_gapAt <= m_cursor) {
        m_gapAt = 0; // filled meanwhile
    }
    return count;
}

} // namespace SolveDeck
