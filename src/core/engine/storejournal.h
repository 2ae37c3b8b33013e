#pragma once

#include "core/result.h"

#include <QList>
#include <QString>

#include <functional>

namespace SolveDeck {

// A task id the server gave for a job whose write has not reached the database yet (StoreJournal).
struct UnstoredTaskId
{
    qint64 jobId = 0;
    QString taskId;
};

// The engine's writes of what the server answered (a task id, a token, a failure, a requeue), kept until the
// database has them. A write that fails for the database's sake (disk full, a lock held past the busy timeout)
// stays here, in order, and is tried again: the answer it carries is never dropped. A write refused by the job's
// state (INVALID_TRANSITION: another process changed the job; NOT_FOUND) is final and dropped with a log line.
// A task id kept here is the one thing that must not be lost: its job is "submitting" in the database until it is
// written, and an engine that started next would submit it again. The engine keeps polling its task meanwhile
// (Poller tracks it as usual) and names the ids it holds (unstoredTaskIds) in its state reason and, should it stop
// holding some, on stderr and in the log.
// Plain logic: the engine calls retry() on its own timer and reads failingSinceMs() to decide when to say so. One
// warning per write when it is first kept, one line when it is written at last: a retry each second writes no log.
class StoreJournal
{
public:
    using Write = std::function<Result<void>()>;

    // Runs `write` now unless earlier writes are still waiting (then it waits behind them, so one job's changes
    // reach the database in the order they happened). Returns true when it is stored. `taskId`: the task id this
    // write records (markSubmitted), for unstoredTaskIds(); empty for any other write.
    bool write(qint64 jobId, const QString &what, Write write, qint64 nowMs, const QString &taskId = {});
    // Tries the waiting writes in order until one fails. Returns true when none is left.
    bool retry(qint64 nowMs);

    // A write outside the journal (marking a job submitting, a probe) went through or failed: it tells whether the
    // database takes writes.
    void noteResult(const Result<void> &result, qint64 nowMs);

    bool hasPending() const { return !m_pending.isEmpty(); }

    int pending() const { return int(m_pending.size()); }

    // Whether job `jobId` has a change waiting.
    bool isPending(qint64 jobId) const;

    // The task ids waiting to be written, in the order they came.
    QList<UnstoredTaskId> unstoredTaskIds() const;

    // Since when writes have been failing without one getting through; 0 = none failing.
    qint64 failingSinceMs() const { return m_failingSinceMs; }

    // The last database error, for people.
    QString lastError() const { return m_lastError; }

    void clear();

private:
    struct Entry
    {
        qint64 jobId = 0;
        QString what;
        Write write;
        QString taskId;
        qint64 keptSinceMs = 0; // when it first failed; 0 = not yet
    };

    // Runs one write: true = done (stored, or refused for good and dropped).
    bool attempt(Entry &entry, qint64 nowMs);

    QList<Entry> m_pending;
    qint64 m_failingSinceMs = 0;
    QString m_lastError;
};

} // namespace SolveDeck
