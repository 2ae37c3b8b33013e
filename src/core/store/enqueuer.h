#pragma once

#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobstore.h"

#include <QList>
#include <QString>

#include <utility>

namespace SolveDeck {

// New jobs into the queue (JobStore::enqueue and enqueueBatch): each spec and idempotency key checked first
// (validateTaskSpec, validateIdempotencyKey, and a pingback's host against the authorised targets:
// validatePingbackHost), then every job inserted queued and due now, with its "enqueued" event,
// in one write transaction with statements prepared once for the batch. A key already stored stores nothing and
// gives that job back (created = false). New jobs are announced on the store's jobsChanged after the commit.
class Enqueuer
{
public:
    explicit Enqueuer(JobStore &store);

    // `items`: each spec with its idempotency key (empty: a new UUID). All or nothing; the first invalid item fails
    // the batch ("job N of M: ..." when there are several).
    Result<QList<JobStore::Enqueued>> enqueue(const QList<std::pair<TaskSpec, QString>> &items);

    // The checks every new job passes before it is stored, whichever path stores it (this class, the gateway's
    // BatchEnqueue): validateTaskSpec, validateIdempotencyKey. INVALID_SPEC.
    static Result<void> validate(const TaskSpec &spec, const QString &idempotencyKey);

    // validatePingbackHost for every item with a pingback, against the authorised hosts read once (also by
    // BatchEnqueue: no way in sends a pingback to a host that is not authorised).
    Result<void> checkPingbacks(const QList<std::pair<TaskSpec, QString>> &items) const;

private:
    JobStore &m_store;
};

} // namespace SolveDeck
