#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QString>

#include <utility>

namespace SolveDeck {

class JobStore;

// One new job, for BatchEnqueue: a gateway client's (POST /v1/solve, in.php, createTask) or the operator's (the
// console, the CLI, an import, through Enqueuer).
struct EnqueueRequest
{
    qint64 owner = 0;       // the client (clients.id); 0: the operator (no limit, no scoping)
    QString creator;        // the job's created_by ("client:NAME")
    TaskSpec spec;          // checked already by the caller (validateTaskSpec); checked again here, as Enqueuer does
    QString idempotencyKey; // as the client sent it ('' = none); stored scoped to the owner
};

// What became of one EnqueueRequest.
struct EnqueueOutcome
{
    enum class Kind {
        Created,   // a new job, queued
        Existing,  // the owner's idempotency key was stored already: jobId is that first job
        OverLimit, // the owner has `limit` jobs not yet finished (its max_in_flight): nothing stored
        Revoked,   // the owner was revoked meanwhile: nothing stored
        Invalid,   // the spec or the key failed the checks (error)
        Failed,    // the transaction failed (error): nothing of the batch was stored
    };

    Kind kind = Kind::Failed;
    qint64 jobId = 0;
    int limit = 0; // OverLimit: the owner's max_in_flight
    Error error;
};

// The one writer of new jobs, whoever adds them: the gateway's group commit (EnqueueBatcher runs it on its own
// thread and connection) and Enqueuer (the console, the CLI, imports), so a job has one shape and its idempotency key
// is looked up in one place (JobInserter::existing).
// every request of a batch in ONE write transaction (one fsync for all of them). Per owner in the batch, its client
// row is read (PostgreSQL: locked, so two gateways enqueueing for one client count each other's jobs) and its open
// jobs (queued, submitting, submitted) counted once; a request past max_in_flight is refused. A repeated
// idempotency key answers the owner's first job, never a second one, whatever the limit says. A client's key is
// stored as "client/<id>/<key>", so two clients' keys never meet. New jobs go through JobInserter, as every new job
// does; each request is checked first as Enqueuer checks (Enqueuer::validate).
class BatchEnqueue
{
public:
    explicit BatchEnqueue(JobStore &store);

    // One outcome per request, in order; Failed for every one when the transaction failed. `touches`: (client id,
    // time) pairs whose last_used_at moves forward in the same transaction (the gateway's "last used", at most once a
    // minute per client). The new jobs are announced on the store's jobsChanged after the commit.
    enum class Mode {
        EachOnItsOwn, // the gateway: every request stands alone
        AllOrNothing  // an import, the console's New Job: one refused request stores none (the others Failed)
    };
    QList<EnqueueOutcome> commit(const QList<EnqueueRequest> &requests,
                                 const QList<std::pair<qint64, qint64>> &touches = {},
                                 Mode mode = Mode::EachOnItsOwn);

    // The idempotency key a client's key is stored as.
    static QString scopedKey(qint64 owner, const QString &key);
    // The client's own key back from a stored one ('' for a key the client did not give).
    static QString unscopedKey(qint64 owner, const QString &stored);

private:
    JobStore &m_store;
};

} // namespace SolveDeck
