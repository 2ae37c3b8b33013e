#pragma once

#include <QtGlobal>

namespace SolveDeck {

// Whether another client of the key uses threads of the plan, as the console shows it: a change (the note appearing,
// or going) is shown only once two successive threadsinfo readings agree on it, so a reading taken while one of our
// tasks was finishing cannot make the note appear and vanish again. While it is shown, the count follows each
// reading. Pure: fed readings identified by their time.
class OtherClientWatch
{
public:
    // A threadsinfo reading taken at `readingAtMs` (0: none yet) that found `threads` working beyond the database's
    // engines (negative: not known, which changes nothing). The same reading again changes nothing. Returns shown().
    int note(qint64 readingAtMs, int threads);

    // The count to show; 0: no note.
    int shown() const { return m_shown; }

    void reset();

private:
    qint64 m_lastReadingAtMs = 0;
    int m_previous = -1; // the reading before, -1: none
    int m_shown = 0;
};

} // namespace SolveDeck
