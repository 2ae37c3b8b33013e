#pragma once

#include "core/model/job.h"
#include "core/store/jobeventwriter.h"

#include <QSqlError>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace SolveDeck {

class JobStore;

// The one INSERT of a new queued job and its "enqueued" event, inside the caller's write transaction, with its
// statements prepared once for a batch: Enqueuer (the console, the CLI) and BatchEnqueue (the gateway's group
// commit) both store new jobs through it, so a job has one shape whoever adds it.
class JobInserter
{
public:
    explicit JobInserter(const JobStore &store);

    // False with the cause in lastError().
    bool prepare();

    struct Inserted
    {
        qint64 jobId = 0;
        bool created = false; // false: the idempotency key was stored already; jobId is that job
    };

    // The job stored with this idempotency key (as stored: a client's is scoped), if any: the one place a key is
    // looked up. nullopt also on failure, with the cause in lastError() (then `failed` is set).
    std::optional<qint64> existing(const QString &key, bool *failed = nullptr);

    // One job, queued and due at `nowMs`, with `key` (never empty here: the caller makes one), created by
    // `createdBy`, owned by `owner` (0: the operator). A key stored already stores nothing and gives that job back.
    // nullopt on failure, with the cause in lastError().
    std::optional<Inserted> insert(
        const TaskSpec &spec, const QString &key, qint64 owner, const QString &createdBy, qint64 nowMs);

    QSqlError lastError() const { return m_error; }

private:
    QSqlQuery m_insert;
    QSqlQuery m_existing;
    JobEventWriter m_events;
    const JobStore &m_store;
    QSqlError m_error;
};

} // namespace SolveDeck
