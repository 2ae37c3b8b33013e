#pragma once

#include "core/result.h"

#include <QSqlQuery>
#include <QString>

namespace SolveDeck {

class JobStore;

// Whether the operator paused the queue, as the database keeps it (store_meta rows queue_paused, queue_paused_by,
// queue_paused_at): every engine on the database honours it, and it survives a restart.
struct QueuePause
{
    bool paused = false;
    QString by;      // "operator@machine" who paused it ('' when not paused)
    qint64 atMs = 0; // when (UTC ms; 0 when not paused)
    QString app;     // "console" or "cli"
};

// Pausing the queue: no new submits by any engine on the database (Claims::claimDue claims nothing while paused),
// while tasks already at the server are still polled and collected. Pause and resume are recorded in the audit log
// in the same transaction ("queue.pause" / "queue.resume").
class QueueControl
{
public:
    explicit QueueControl(JobStore &store);

    // Idempotent: pausing a paused queue keeps who paused it first and writes nothing.
    Result<void> pause();
    Result<void> resume();

    // A database that cannot be read reads as not paused (with a warning): the claim itself checks again.
    QueuePause state() const { return read(m_store); }

    static QueuePause read(const JobStore &store);

    // Inside a transaction of the claim (Claims::claimDue): whether the queue is paused, read with q. Returns
    // false with q.lastError() set on a failed read (the caller fails the claim).
    static bool readPaused(QSqlQuery &q, bool &paused);

private:
    Result<void> setPaused(bool paused);
    JobStore &m_store;
};

} // namespace SolveDeck
