#include "capacitygovernor.h"

#include <algorithm>

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

void CapacityGovernor::orphan(qint64 jobId, qint64 untilMs)
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
    m_orphanUntil.insert(key, untilMs);
    for (auto &known : m_probes) {
        if (known.remove(jobId)) {
            known.insert(key);
        }
    }
}

void CapacityGovernor::addOrphan(qint64 untilMs)
{
    const qint64 key = -(++m_lastOrphanKey);
    m_serverTasks.insert(key);
    m_orphanUntil.insert(key, untilMs);
}

bool CapacityGovernor::expireOrphans(qint64 nowMs)
{
    QList<qint64> expired;
    for (auto it = m_orphanUntil.cbegin(); it != m_orphanUntil.cend(); ++it) {
        if (it.value() <= nowMs) {
            expired.append(it.key());
        }
    }
    for (qint64 id : expired) {
        forgetServerTask(id);
    }
    return !expired.isEmpty();
}

qint64 CapacityGovernor::nextOrphanExpiryMs() const
{
    qint64 next = 0;
    for (qint64 until : m_orphanUntil) {
        if (next == 0 || until < next) {
            next = until;
        }
    }
    return next;
}

void CapacityGovernor::clear()
{
    m_submitting.clear();
    m_serverTasks.clear();
    m_orphanUntil.clear();
    m_credits = 0;
    m_probes.clear();
    m_ceiling = -1;
}

bool CapacityGovernor::isCounting(qint64 jobId) const
{
    return m_submitting.contains(jobId) || m_serverTasks.contains(jobId);
}

int CapacityGovernor::threadsHeld() const
{
    return int(m_submitting.size()) + int(m_serverTasks.size()) - m_credits;
}

int CapacityGovernor::beginProbe()
{
    const int id = ++m_nextProbeId;
    m_probes.insert(id, m_serverTasks);
    return id;
}

void CapacityGovernor::applyProbe(int probeId, int workingThreads)
{
    const auto it = m_probes.find(probeId);
    if (it == m_probes.end()) {
        return;
    }
    // The tasks the probe knew about that we still count; tasks released meanwhile may have been counted in
    // workingThreads, so dropping them from the set keeps the bound safe. Tasks submitted after the probe was
    // sent are not in the set, and submits in flight during it can only make workingThreads larger.
    const int known = int(it->size());
    m_probes.erase(it);
    const int finished = std::max(0, known - std::max(0, workingThreads));
    m_credits = std::clamp(finished, 0, int(m_serverTasks.size()));
}

void CapacityGovernor::abandonProbe(int probeId)
{
    m_probes.remove(probeId);
}

void CapacityGovernor::noteUnseenFinish()
{
    m_credits = std::min(m_credits + 1, int(m_serverTasks.size()));
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

void CapacityGovernor::forgetServerTask(qint64 key)
{
    ++m_releasedTasks;
    m_serverTasks.remove(key);
    m_orphanUntil.remove(key);
    for (auto &known : m_probes) {
        known.remove(key);
    }
    // The released task may have been one of the finished ones the credits stand for: assume it was (counting
    // one more is the safe side).
    if (m_credits > 0) {
        --m_credits;
    }
    m_credits = std::min(m_credits, int(m_serverTasks.size()));
}

} // namespace SolveDeck
