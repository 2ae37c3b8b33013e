#pragma once

#include <QList>
#include <QtGlobal>

namespace SolveDeck {

// Up to which job_events id the gateway may deliver events without ever skipping one that commits later (the
// EventHub's cursor). Pure: EventLog reads the rows and the snapshot, this decides.
//
// SQLite commits one writer at a time, so ids appear in commit order: every row a reader sees is final, and no
// lower id can appear after it. PostgreSQL takes ids from a sequence when a row is inserted, not when it commits:
// a transaction holding id 49 may commit after one holding 50 was seen. So on PostgreSQL rows are delivered in id
// order up to the first gap; the rows behind a gap wait until every transaction that could hold the missing id has
// ended. Such a transaction was in progress when the gap was first seen (an id is taken from the sequence in time
// order, and the row past the gap was visible), so its transaction id was below that snapshot's xmax, and once the
// oldest running transaction (xmin) is at or past that xmax, the gap is final: a rolled-back insert, a deleted row.
// The check is made twice (the second xmax taken when the first is passed) because a row's id is drawn a moment
// before its transaction id is assigned when the insert is the transaction's first write: a transaction caught in
// that moment has no transaction id below the first xmax, but has one below the second.
// (The design's `txid < xmin` test on each row is not enough: a row of an old transaction may carry a higher id
// than a row of a younger one still running, and would be delivered ahead of it.)
//
// Start: the highest id seen then (start()) becomes the cursor once the transactions running at that moment have
// ended, by the same two checks, so an event committed just after the start with a lower id is neither delivered
// live (it happened before) nor left below the cursor unseen by a later resume (it is final before anything is
// delivered).
class EventHorizon
{
public:
    // `commitsInIdOrder`: SQLite.
    explicit EventHorizon(bool commitsInIdOrder = true);

    // Starts at `latestId` (the highest id visible now) with the reader's snapshot xmax at that moment.
    void start(qint64 latestId, qint64 snapshotXmax);

    // Rows seen after the cursor (ascending ids, all > cursor()) and the snapshot they were read in: how many of
    // them, from the front, may be delivered now. The cursor moves to the last of those.
    int take(const QList<qint64> &ids, qint64 snapshotXmin, qint64 snapshotXmax);

    // Nothing new may be read until this is true (PostgreSQL: the transactions running at the start have ended).
    bool isSettled() const { return m_settled; }

    // Advances the start's checks without rows (a pass that found nothing new).
    void observe(qint64 snapshotXmin, qint64 snapshotXmax);

    // Every id at or below it was delivered, or is final and absent.
    qint64 cursor() const { return m_cursor; }

    // Whether rows are waiting behind a gap (the hub reads again soon instead of waiting for news).
    bool isWaiting() const { return m_gapAt > 0 || !m_settled; }

private:
    // Advances a two-step wait; true when both steps are passed.
    bool passed(qint64 snapshotXmin, qint64 snapshotXmax);

    bool m_inOrder;
    qint64 m_cursor = 0;
    bool m_settled = true;
    qint64 m_gapAt = 0;     // the first missing id being waited for (0: none)
    qint64 m_firstXmax = 0; // the waits' horizons (0: not yet taken)
    qint64 m_secondXmax = 0;
};

} // namespace SolveDeck
