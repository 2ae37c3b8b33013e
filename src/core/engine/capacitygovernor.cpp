#include "capacitygovernor.h"

#include <algorithm>
#include <utility>

namespace SolveDeck {

void CapacityGovernor::setUserCap(int cap)
{
    m_userCap = std::max(1, cap);
}

void CapacityGovernor::setPlanThreads(int threads)
{
    m_planThreads = std::max(0, threads);
}

int CapacityGovernor::effectiveCap() const
{
    return m_planThreads > 0 ? std::min(m_userCap, m_planThreads) : m_userCap;
}

void CapacityGovernor::beginSubmit(qint64 jobId)
{
    m_submitting.insert(jobId);
}

void CapacityGovernor::submitted(qint64 jobId)
{
    m_submitting.remove(jobId);
    m_serverTasks.insert(jobId);
}

void CapacityGovernor::release(qint64 jobId)
{
    m_submitting.remove(jobId);
    if (m_serverTasks.contains(jobId)) {
        forgetServerTask(jobId);
    }
}

void CapacityGovernor::orphan(qint64 jobId, qint64 untilMs, const UnpolledTask &task)
{
    // The orphan gets a key of its own (negative, never a job id): if the job is retried and submitted again
    // before the old task is done, both count.
    const bool wasSubmitting = m_submitting.remove(jobId);
    const bool wasServerTask = m_serverTasks.remove(jobId);
    if (!wasSubmitting && !wasServerTask) {
        return;
    }
    const qint64 key = -(++m_lastOrphanKey);
    m_serverTasks.insert(key);
    m_orphans.insert(key, Orphan{untilMs, task});
    rekey(jobId, key);
}

void CapacityGovernor::addOrphan(qint64 untilMs)
{
    const qint64 key = -(++m_lastOrphanKey);
    m_serverTasks.insert(key);
    m_orphans.insert(key, Orphan{untilMs, {}});
}

bool CapacityGovernor::expireOrphans(qint64 nowMs)
{
    QList<qint64> expired;
    for (auto it = m_orphans.cbegin(); it != m_orphans.cend(); ++it) {
        if (it->untilMs <= nowMs) {
            expired.append(it.key());
        }
    }
    for (qint64 key : expired) {
        forgetServerTask(key);
    }
    return !expired.isEmpty();
}

qint64 CapacityGovernor::nextOrphanExpiryMs() const
{
    qint64 next = 0;
    for (const Orphan &o : m_orphans) {
        if (next == 0 || o.untilMs < next) {
            next = o.untilMs;
        }
    }
    return next;
}

void CapacityGovernor::clear()
{
    m_submitting.clear();
    m_serverTasks.clear();
    m_orphans.clear();
    m_reconciled = {};
    m_unseenFinishes = 0;
    m_probes.clear();
    m_freed.clear();
    m_ceiling = -1;
}

int CapacityGovernor::lostAnswerOrphans() const
{
    return int(std::count_if(m_orphans.cbegin(), m_orphans.cend(), [](const Orphan &o) {
        return o.task.lostAnswer;
    }));
}

QList<UnpolledTask> CapacityGovernor::lostAnswerTasks() const
{
    QList<UnpolledTask> ghosts;
    for (const Orphan &o : m_orphans) {
        if (o.task.lostAnswer) {
            ghosts.append(o.task);
        }
    }
    return ghosts;
}

int CapacityGovernor::credits() const
{
    return std::min(m_reconciled.finished + m_unseenFinishes, int(m_serverTasks.size()));
}

bool CapacityGovernor::isCounting(qint64 jobId) const
{
    return m_submitting.contains(jobId) || m_serverTasks.contains(jobId);
}

int CapacityGovernor::threadsHeld() const
{
    return int(m_submitting.size()) + int(m_serverTasks.size()) - credits();
}

int CapacityGovernor::beginProbe(qint64 sentAtMs)
{
    const int id = ++m_nextProbeId;
    m_probes.insert(id, Probe{sentAtMs, m_serverTasks});
    return id;
}

void CapacityGovernor::applyProbe(int probeId, int workingThreads, qint64 answeredAtMs)
{
    const auto it = m_probes.constFind(probeId);
    if (it == m_probes.cend()) {
        return;
    }
    const Probe probe = *it;
    m_probes.erase(it);
    // The tasks the probe knew about that we still count; tasks released meanwhile may have been counted in
    // workingThreads, so dropping them from the set keeps the bound safe. Tasks submitted after the probe was
    // sent are not in the set, and submits in flight during it can only make workingThreads larger.
    const int finished = std::max(0, int(probe.known.size()) - std::max(0, workingThreads));
    m_reconciled.sentAtMs = probe.sentAtMs;
    m_reconciled.answeredAtMs = answeredAtMs;
    m_reconciled.unknown = probe.known;
    m_reconciled.finished = std::min(finished, int(m_reconciled.unknown.size()));
    // The answer counts every finish up to its sending, the unseen ones included.
    m_unseenFinishes = 0;
    if (m_reconciled.finished == 0) {
        // Every task it could speak of was working when it was sent: the lost answers' tasks among them exist.
        for (qint64 key : std::as_const(m_reconciled.unknown)) {
            const auto orphan = m_orphans.find(key);
            if (orphan != m_orphans.end() && orphan->task.lostAnswer) {
                orphan->task.knownBusyAtMs = probe.sentAtMs;
            }
        }
    }
    settle();
}

void CapacityGovernor::abandonProbe(int probeId)
{
    m_probes.remove(probeId);
}

void CapacityGovernor::noteStillSolving(qint64 jobId, qint64 atMs)
{
    // Only a poll sent after the threadsinfo's answer came is surely seen by the server after it: two requests in
    // flight together may be handled in either order (a task that finishes between them would be counted twice).
    if (m_reconciled.answeredAtMs < atMs && m_reconciled.unknown.remove(jobId)) {
        // It was busy when the threadsinfo was sent, so not one of the finished.
        m_reconciled.finished = std::min(m_reconciled.finished, int(m_reconciled.unknown.size()));
        settle();
    }
}

void CapacityGovernor::noteBusyWhenProbed(qint64 jobId)
{
    if (m_reconciled.unknown.remove(jobId)) {
        m_reconciled.finished = std::min(m_reconciled.finished, int(m_reconciled.unknown.size()));
        settle();
    }
}

QList<FreedTask> CapacityGovernor::takeFreedTasks()
{
    return std::exchange(m_freed, {});
}

void CapacityGovernor::noteUnseenFinish()
{
    m_unseenFinishes = std::min(m_unseenFinishes + 1, int(m_serverTasks.size()));
}

void CapacityGovernor::noteCapacityRefusal(qint64 untilMs)
{
    m_ceiling = threadsHeld();
    m_ceilingUntilMs = untilMs;
}

int CapacityGovernor::freeSlots(qint64 nowMs) const
{
    int limit = effectiveCap();
    if (m_ceiling >= 0 && nowMs < m_ceilingUntilMs) {
        limit = std::min(limit, m_ceiling);
    }
    return std::max(0, limit - threadsHeld());
}

CapacityGovernor::Holdings CapacityGovernor::holdings(qint64 nowMs) const
{
    Holdings h;
    h.submitting = int(m_submitting.size());
    h.ghosts = lostAnswerOrphans();
    h.otherUnpolled = int(m_orphans.size()) - h.ghosts;
    h.tasks = int(m_serverTasks.size()) - int(m_orphans.size());
    h.credits = credits();
    h.ceiling = m_ceiling >= 0 && nowMs < m_ceilingUntilMs ? m_ceiling : -1;
    h.cap = effectiveCap();
    return h;
}

QString CapacityGovernor::Holdings::text() const
{
    return QStringLiteral("cap %1, held %2: submits %3, tasks %4, ghosts %5, other unpolled %6, credits %7%8")
        .arg(cap)
        .arg(submitting + tasks + ghosts + otherUnpolled - credits)
        .arg(submitting)
        .arg(tasks)
        .arg(ghosts)
        .arg(otherUnpolled)
        .arg(credits)
        .arg(ceiling >= 0 ? QStringLiteral(", ceiling %1").arg(ceiling) : QString());
}

void CapacityGovernor::forgetServerTask(qint64 key)
{
    ++m_releasedTasks;
    m_serverTasks.remove(key);
    m_orphans.remove(key);
    for (Probe &probe : m_probes) {
        probe.known.remove(key);
    }
    // The released task may have been one of the finishes we credit: assume it was (counting one more is the safe
    // side). One threadsinfo counted if it could speak of it, else (or when it counted none) an unseen finish.
    if (m_reconciled.unknown.remove(key) && m_reconciled.finished > 0) {
        --m_reconciled.finished;
    } else if (m_unseenFinishes > 0) {
        // Not one threadsinfo could speak of, but an unseen finish may have been its.
        --m_unseenFinishes;
    }
}

void CapacityGovernor::settle()
{
    const int unknown = int(m_reconciled.unknown.size());
    if (m_reconciled.finished <= 0 || m_reconciled.finished < unknown) {
        return;
    }
    // Every task the answer could not tell busy had finished when it was sent: the unpolled ones among them no
    // longer hold a thread (the polled ones are collected by their polls).
    const QSet<qint64> finished = m_reconciled.unknown;
    for (qint64 key : finished) {
        const auto orphan = m_orphans.constFind(key);
        if (orphan != m_orphans.cend()) {
            m_freed.append(FreedTask{orphan->task, m_reconciled.sentAtMs});
            forgetServerTask(key);
        }
    }
}

void CapacityGovernor::rekey(qint64 from, qint64 to)
{
    for (Probe &probe : m_probes) {
        if (probe.known.remove(from)) {
            probe.known.insert(to);
        }
    }
    if (m_reconciled.unknown.remove(from)) {
        m_reconciled.unknown.insert(to);
    }
}

} // namespace SolveDeck
