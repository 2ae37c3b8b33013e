#pragma once

#include "core/clock.h"
#include "core/result.h"

#include <QList>
#include <QString>

#include <functional>

namespace SolveDeck {

class JobStore;

// How long finished jobs (solved, failed, canceled) are kept. Queued and in-flight jobs are never purged.
struct RetentionPolicy
{
    qint64 olderThanMs = 0; // purge jobs finished more than this long ago; 0: no age limit
    int keepNewest = -1;    // always keep the newest N finished jobs (by id); -1: no count limit

    // With both set, a job goes only when it is older than the age AND beyond the newest N: the count protects a
    // quiet database from losing its whole history to the age limit. With only keepNewest, everything beyond the
    // newest N goes. Neither set: nothing is purged.
    bool isEmpty() const { return olderThanMs <= 0 && keepNewest < 0; }

    QString describe() const; // "finished more than 30 days ago, beyond the newest 1000"
};

// Purges finished jobs by a RetentionPolicy, in small transactions (so engines writing to the same database wait
// at most one batch), each with its audit entry "jobs.purge", then gives the freed pages back on SQLite with an
// incremental vacuum (databases made by this version have auto_vacuum=INCREMENTAL, see JobStore::openSqlite;
// older files keep their free pages for reuse). Meant for a worker thread with its own JobStore: nothing here
// blocks a window.
class Retention
{
public:
    explicit Retention(JobStore &store, const Clock &clock = Clock::system());

    // The jobs the policy would purge now, in id order. DB_READ_FAILED when the database cannot be read.
    Result<QList<qint64>> candidates(const RetentionPolicy &policy) const;

    struct Outcome
    {
        qint64 purged = 0;
        qint64 pagesFreed = 0; // SQLite: pages handed back to the file system by the incremental vacuum
    };

    // `progress(done, total)` after each batch; returning false stops after that batch (what was purged stays
    // purged and recorded). Jobs that left their finished state meanwhile (a retry) are not purged.
    Result<Outcome> purge(const RetentionPolicy &policy,
                          const std::function<bool(qint64 done, qint64 total)> &progress = {},
                          int batchSize = 2000);

private:
    JobStore &m_store;
    const Clock &m_clock;
};

} // namespace SolveDeck
