#pragma once

#include "core/engine/leasekeeper.h"

#include <QHash>

#include <optional>

namespace SolveDeck {

class EngineHooks;
class Poller;
class SubmitPipeline;
struct EngineContext;

// The engine's side of its lease on the database (docs/architecture.md, "Leases"; LeaseKeeper keeps the row): it
// registers at start, renews on the engine's timer, and acts on what comes back. The jobs of engines gone become
// this engine's: a job caught mid-submit was queued again (dispatch looks at once), a submitted one is polled from
// its stored submit time, and a task that may still hold a thread is counted until its deadline. After this
// engine's own lease lapsed, what another engine took over meanwhile is no longer polled here.
class EngineLease
{
public:
    EngineLease(EngineContext &context, EngineHooks &engineHooks, Poller &jobPoller, SubmitPipeline &submits);

    // Engine start: registers and takes over what engines gone left. Returns the account's row as read then;
    // nullopt when the database did not take the lease's writes (the journal then says so).
    std::optional<AccountCapacity> begin();
    // Right after begin(): counts the tasks that may still hold threads, and polls the submitted jobs now ours.
    void resumeJobsTakenOver();
    // Every LeasePolicy::heartbeatMs while running: keeps the lease and takes over again. As begin().
    std::optional<AccountCapacity> renew();
    // Engine stop: the row goes, so the other engines take over at once what is left.
    void end();

    qint64 heartbeatMs() const { return m_keeper.policy().heartbeatMs; }

private:
    std::optional<AccountCapacity> takeOver(const LeaseKeeper::Outcome &outcome, bool resumeAdopted);
    // After a lost lease another engine may hold what we still poll: keep only what the database says is ours.
    void dropJobsNoLongerOurs();
    // Tasks of an earlier run, or of an engine gone whose jobs this one took over, that may still hold threads:
    // count each once, until its deadline.
    void countTasksMaybeAlive();

    EngineContext &c;
    EngineHooks &hooks;
    Poller &poller;
    SubmitPipeline &pipeline;
    LeaseKeeper m_keeper;
    QHash<qint64, qint64> m_countedMaybeAlive; // job -> submit_sent_at of the task counted
};

} // namespace SolveDeck
