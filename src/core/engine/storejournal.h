#pragma once

#include "core/result.h"

#include <QList>
#include <QString>

#include <functional>

namespace SolveDeck {

// The engine's writes of what the server answered (a task id, a token, a failure, a requeue), kept until the
// database has them. A write that fails for the database's sake (disk full, a lock held past the busy timeout)
// stays here, in order, and is tried again: the answer it carries is never dropped. A write refused by the job's
// state (INVALID_TRANSITION: another process changed the job; NOT_FOUND) is final and dropped with a log line.
// Plain logic: the engine calls retry() on its own timer and reads failingSinceMs() to decide when to say so.
class StoreJournal
{
public:
    using Write = std::function<Result<void>()>;

    // Runs `write` now unless earlier writes are still waiting (then it waits behind them, so one job's changes
    // reach the database in the order they happened). Returns true when it is stored.
    bool write(qint64 jobId, const QString &what, Write write, qint64 nowMs);
    // Tries the waiting writes in order until one fails. Returns true when none is left.
    bool retry(qint64 nowMs);

    // A write outside the journal (marking a job submitting, a probe) went through or failed: it tells whether the
    // database takes writes.
    void noteResult(const Result<void> &result, qint64 nowMs);

    bool hasPending() const { return !m_pending.isEmpty(); }

    int pending() const { return int(m_pending.size()); }

    // Whether job `jobId` has a change waiting.
    bool isPending(qint64 jobId) const;

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
    };

    // Runs one write: true = done (stored, or refused for good and dropped).
    bool attempt(const Entry &entry, qint64 nowMs);

    QList<Entry> m_pending;
    qint64 m_failingSinceMs = 0;
    QString m_lastError;
};

} // namespace SolveDeck
