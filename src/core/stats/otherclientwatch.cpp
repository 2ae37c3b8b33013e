#include "core/stats/otherclientwatch.h"

namespace SolveDeck {

int OtherClientWatch::note(qint64 readingAtMs, int threads)
{
    if (readingAtMs <= 0 || readingAtMs == m_lastReadingAtMs || threads < 0) {
        return m_shown;
    }
    m_lastReadingAtMs = readingAtMs;
    const int previous = m_previous;
    m_previous = threads;
    if (m_shown > 0 && threads > 0) {
        m_shown = threads; // still there: the count follows
    } else if (previous >= 0 && (previous > 0) == (threads > 0)) {
        m_shown = threads; // two readings in a row agree: appear, or go
    }
    return m_shown;
}

void OtherClientWatch::reset()
{
    *this = OtherClientWatch();
}

} // namespace SolveDeck
