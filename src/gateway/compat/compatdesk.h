#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QString>

#include <functional>
#include <optional>

namespace SolveDeck::Gateway::Compat {

// A gateway client as the compat protocol needs it: whose jobs, and its in-flight limit.
struct CompatClient
{
    qint64 id = 0; // the jobs' owner
    QString name;
    int maxInFlight = 0; // 0 = no limit of its own
};

// What became of one in.php submit.
struct CompatEnqueued
{
    enum class Kind {
        Queued,    // jobId is the new (or, for a repeated key, the first) job
        OverLimit, // the client has maxInFlight jobs not finished: nothing stored
        Revoked,   // the client was revoked meanwhile: nothing stored
        Refused,   // the spec failed the core's checks (error: code and message): nothing stored
        Failed,    // the store failed (error): nothing stored
    };
    Kind kind = Kind::Failed;
    qint64 jobId = 0;
    Error error;
};

// The account as the engine last saw it, for getbalance and ERROR_ZERO_BALANCE.
struct CompatAccount
{
    bool balanceKnown = false;
    double balance = 0;
    // New work is refused upstream for want of money (not of free threads): submits get ERROR_ZERO_BALANCE, jobs
    // already accepted keep waiting.
    bool outOfBalance = false;
};

// What the compat protocol asks of SolveDeck; the gateway service implements it over the store, the enqueue
// batcher and the engine, tests over a fake. Called on the gateway's thread; `done` callbacks come back on it.
class CompatDesk
{
public:
    virtual ~CompatDesk() = default;

    // The active client whose token this is; nullopt for anything else (unknown, revoked, malformed).
    virtual std::optional<CompatClient> authenticate(const QString &token) = 0;

    // "" when the client may have jobs for the spec's page; else why not, naming the host and how to authorise it.
    virtual QString hostRefusal(const CompatClient &client, const TaskSpec &spec) = 0;

    // Stores a new job for the client (through the core's validation and the client's limit), then calls `done`.
    virtual void enqueue(const CompatClient &client,
                         const TaskSpec &spec,
                         std::function<void(const CompatEnqueued &)> done) = 0;

    // The client's job of that id, from the database; nullopt when there is none or it is another's.
    virtual std::optional<Job> job(qint64 id, const CompatClient &client) = 0;

    virtual CompatAccount account() = 0;

    // Tells the service whether a solved job's answer was right, once per job whatever the client repeats; the
    // report is recorded in the job's timeline. Error when it cannot be sent (no key, the engine not running).
    virtual Result<void> report(const Job &job, bool good) = 0;
};

} // namespace SolveDeck::Gateway::Compat
