#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>

#include <optional>

namespace SolveDeck {

class JobStore;

// The counts GET /v1/capacity shows, read in one statement.
struct OwnedCapacity
{
    int queued = 0;         // the owner's queued jobs (another client's queue is not its business)
    int clientInFlight = 0; // the owner's jobs not yet finished (queued, submitting, submitted)
};

// The gateway's reads of one owner's jobs: every read is filtered by owner in SQL (`WHERE id = ? AND owner = ?`),
// so another client's job is exactly a job that does not exist, by the same query and the same path.
class OwnedJobs
{
public:
    explicit OwnedJobs(const JobStore &store);

    // The job when it exists and is `owner`'s; nullopt otherwise (and on a failed read).
    std::optional<Job> job(qint64 id, qint64 owner) const;

    // The jobs of `ids` that are `owner`'s, in one query, in the order asked (nullopt for the others).
    QList<std::optional<Job>> jobs(const QList<qint64> &ids, qint64 owner) const;

    Result<OwnedCapacity> capacity(qint64 owner) const;

private:
    const JobStore &m_store;
};

} // namespace SolveDeck
