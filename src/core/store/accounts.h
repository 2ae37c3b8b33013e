#pragma once

#include "core/result.h"

#include <QSqlQuery>
#include <QString>

#include <algorithm>

namespace SolveDeck {

class JobStore;

// The shared capacity of one account (a fingerprint of its API key): every engine on the database that runs with
// this key claims its submits against the same count.
struct AccountCapacity
{
    int threadCap = 0;   // the cap an operator set last, from any console or script; 0 = none set: the plan's threads
    int planThreads = 0; // the plan's threads as threadsinfo last said; 0 = not known
    int busy = 0;        // jobs of this account submitting or submitted now, by any engine
    int liveEngines = 0; // engines registered with this account (this one included)

    // The cap every engine of the account claims against: the operator's cap within the plan (once known), else
    // the plan's threads; 0 = neither known yet.
    int effectiveCap() const
    {
        if (threadCap <= 0) {
            return planThreads;
        }
        return planThreads > 0 ? std::min(threadCap, planThreads) : threadCap;
    }
};

// The accounts on one database (the accounts table; docs/architecture.md "Leases"): one row per API key, named by
// a keyed hash of the key, never the key, holding the cap every engine of the key shares and the plan's threads.
class Accounts
{
public:
    explicit Accounts(const JobStore &store);

    // A keyed hash of the API key (HMAC-SHA-256 under a random secret of this database): names the account in the
    // database without the key, and cannot be turned back into it. Empty when the store is closed.
    QString fingerprint(const QString &apiKey) const;

    // The account's shared row: the cap (set by whichever console or script set it last) and the plan. Each in a
    // write transaction of its own; the row is made when missing.
    Result<void> setCap(const QString &account, int threadCap);
    Result<void> setPlan(const QString &account, int planThreads);
    // The row, the account's jobs in flight and its live engines, read by one statement (one snapshot). All 0 when
    // unknown (no row, a closed store, a failed read).
    AccountCapacity capacity(const QString &account) const;

    // The threads the other engines of `account` hold (Claims::claimDue adds the caller's own count; not
    // AccountCapacity::busy, which counts every engine's jobs in flight and nothing else): their jobs
    // submitting or submitted, and their tasks that may still hold a thread (a lost submit answer, a job canceled in
    // flight: submit_sent_at at or after `maybeAliveSinceMs`; the earlier sends of a job in flight again, one per
    // uncertain_submit event at or after it). Rows claimed by `engineId` are not counted: the caller
    // counts its own tasks better than the database can (it learns from threadsinfo which of them are done). A
    // failed read counts as full (claim nothing).
    int heldByOtherEngines(const QString &account, const QString &engineId, qint64 maybeAliveSinceMs) const;

    // Makes the account's row when missing (every engine that runs with the key may be the first), with q inside a
    // write transaction: false with the cause in q.lastError().
    static bool ensureRow(QSqlQuery &q, const QString &account, qint64 nowMs);

private:
    // One column of the account's row (made when missing), in a write transaction of its own.
    Result<void> write(const QString &account, const QString &what, const QString &column, int value);

    const JobStore &m_store;
};

} // namespace SolveDeck
