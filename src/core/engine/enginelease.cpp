#include "enginelease.h"

#include "core/engine/enginecontext.h"
#include "core/engine/enginelogging.h"
#include "core/engine/poller.h"
#include "core/engine/submitpipeline.h"
#include "core/store/claims.h"

namespace SolveDeck {

EngineLease::EngineLease(EngineContext &context, EngineHooks &engineHooks, Poller &jobPoller, SubmitPipeline &submits)
    : c(context)
    , hooks(engineHooks)
    , poller(jobPoller)
    , pipeline(submits)
    , m_keeper(context)
{
}

std::optional<AccountCapacity> EngineLease::begin()
{
    m_countedMaybeAlive.clear();
    // Register, and take over what engines gone left: jobs caught mid-submit are queued again as uncertain
    // submits; submitted jobs are polled from their stored submit time by this engine (resumeJobsTakenOver).
    return takeOver(m_keeper.begin(), false);
}

void EngineLease::resumeJobsTakenOver()
{
    countTasksMaybeAlive();
    for (const Job &job : c.store->jobsInFlight()) {
        if (job.state == JobState::Submitted && !job.taskId.isEmpty() && job.claimedBy == c.engineId) {
            poller.resume(job);
        }
    }
}

std::optional<AccountCapacity> EngineLease::renew()
{
    return takeOver(m_keeper.renew(), true);
}

void EngineLease::end()
{
    m_keeper.end();
}

std::optional<AccountCapacity> EngineLease::takeOver(const LeaseKeeper::Outcome &outcome, bool resumeAdopted)
{
    if (!outcome.ok) {
        c.journal.noteResult(Result<void>{outcome.error}, c.now());
        return std::nullopt;
    }
    if (outcome.lost) {
        dropJobsNoLongerOurs();
    }
    if (resumeAdopted) {
        for (const Job &job : outcome.adopted) {
            if (!c.schedule.contains(job.id) && job.state == JobState::Submitted && !job.taskId.isEmpty()) {
                qCInfo(lcEngine) << "job" << job.id << "adopted from an engine gone; polling task" << job.taskId;
                poller.resume(job);
            }
        }
    }
    if (!outcome.requeued.isEmpty() || !outcome.adopted.isEmpty()) {
        // A gone engine's submit in flight may have created a task that still holds a thread: ours to count now.
        countTasksMaybeAlive();
    }
    if (!outcome.requeued.isEmpty()) {
        pipeline.refreshNextQueued();
        hooks.requestDispatch();
    }
    return outcome.account;
}

void EngineLease::dropJobsNoLongerOurs()
{
    const QList<Job> held = c.store->jobsByIds(c.schedule.jobIds());
    for (const Job &job : held) {
        if (job.claimedBy != c.engineId || job.state != JobState::Submitted) {
            qCInfo(lcEngine) << "job" << job.id << "is no longer ours (" << job.claimedBy << "); stop polling";
            poller.forget(job.id);
            c.governor.release(job.id);
        }
    }
}

void EngineLease::countTasksMaybeAlive()
{
    const qint64 nowMs = c.now();
    for (const MaybeAliveTask &task : Claims(*c.store).tasksMaybeAlive(c.maybeAliveSinceWallMs(), c.engineId)) {
        const qint64 until = c.toMono(task.submitSentAtMs) + c.policy.deadlineAfterSubmitMs(task.method);
        const auto counted = m_countedMaybeAlive.constFind(task.jobId);
        if (until > nowMs && (counted == m_countedMaybeAlive.cend() || *counted != task.submitSentAtMs)) {
            m_countedMaybeAlive.insert(task.jobId, task.submitSentAtMs);
            c.governor.addOrphan(until);
        }
    }
}

} // namespace SolveDeck
