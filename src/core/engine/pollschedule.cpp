#include "pollschedule.h"

#include <algorithm>

namespace SolveDeck {

qint64 PollSchedule::dueOf(const PolledTask &task, qint64 minGapMs)
{
    // The deadline makes a task due (for its last poll) until a poll has gone out at or after it; from then on
    // only its next poll does (a retry after a failed last poll). The last poll keeps the gap after the one before:
    // a poll moments before the deadline has just asked.
    const bool lastPollSent = task.deadlineAtMs > 0 && task.lastPollAtMs >= task.deadlineAtMs;
    if (task.deadlineAtMs <= 0 || lastPollSent) {
        return task.nextPollAtMs;
    }
    const qint64 lastPollAt = task.lastPollAtMs > 0 ? std::max(task.deadlineAtMs, task.lastPollAtMs + minGapMs)
                                                    : task.deadlineAtMs;
    return std::min(task.nextPollAtMs, lastPollAt);
}

void PollSchedule::setMinGapMs(qint64 ms)
{
    if (ms == m_minGapMs) {
        return;
    }
    // Re-index: the due moments of tasks near their deadline move.
    for (const PolledTask &task : std::as_const(m_tasks)) {
        unindex(task);
    }
    m_minGapMs = std::max<qint64>(0, ms);
    for (const PolledTask &task : std::as_const(m_tasks)) {
        index(task);
    }
}

void PollSchedule::unindex(const PolledTask &task)
{
    if (!task.polling) {
        m_byDue.erase({dueOf(task), task.jobId});
    }
}

void PollSchedule::index(const PolledTask &task)
{
    if (!task.polling) {
        m_byDue.insert({dueOf(task), task.jobId});
    }
}

void PollSchedule::add(const PolledTask &task)
{
    remove(task.jobId);
    m_tasks.insert(task.jobId, task);
    index(task);
}

void PollSchedule::remove(qint64 jobId)
{
    const auto it = m_tasks.find(jobId);
    if (it == m_tasks.end()) {
        return;
    }
    unindex(*it);
    m_tasks.erase(it);
}

void PollSchedule::clear()
{
    m_tasks.clear();
    m_byDue.clear();
}

const PolledTask *PollSchedule::find(qint64 jobId) const
{
    const auto it = m_tasks.constFind(jobId);
    return it == m_tasks.cend() ? nullptr : &*it;
}

qint64 PollSchedule::nextDueAtMs() const
{
    return m_byDue.empty() ? 0 : m_byDue.begin()->first;
}

QList<qint64> PollSchedule::dueAt(qint64 nowMs) const
{
    QList<qint64> due;
    for (const auto &[at, id] : m_byDue) {
        if (at > nowMs) {
            break;
        }
        due.append(id);
    }
    return due;
}

void PollSchedule::markPolling(qint64 jobId, qint64 nowMs, quint64 requestId)
{
    const auto it = m_tasks.find(jobId);
    if (it == m_tasks.end()) {
        return;
    }
    unindex(*it);
    it->polling = true;
    it->requestId = requestId;
    it->previousPollAtMs = it->lastPollAtMs;
    it->lastPollAtMs = nowMs;
    ++it->polls;
}

void PollSchedule::schedule(qint64 jobId, qint64 nextPollAtMs)
{
    const auto it = m_tasks.find(jobId);
    if (it == m_tasks.end()) {
        return;
    }
    unindex(*it);
    it->polling = false;
    it->requestId = 0;
    it->nextPollAtMs = nextPollAtMs;
    index(*it);
}

void PollSchedule::noteAllSolvingAt(qint64 atMs)
{
    for (PolledTask &task : m_tasks) {
        if (task.submittedAtMs < atMs) {
            task.solvingAtMs = std::max(task.solvingAtMs, atMs);
        }
    }
}

void PollSchedule::deferPollsAfterProof(qint64 atMs, qint64 gapMs, const QSet<Method> &methods)
{
    for (PolledTask &task : m_tasks) {
        if (!methods.contains(task.method)) {
            continue;
        }
        // The first poll keeps its moment: it is timed by the method's solve times (an image's within a second),
        // not by the spacing.
        if (task.polling || task.lastPollAtMs == 0 || task.submittedAtMs >= atMs || task.nextPollAtMs >= atMs + gapMs) {
            continue;
        }
        unindex(task);
        task.nextPollAtMs = atMs + gapMs;
        index(task);
    }
}

void PollSchedule::setFailures(qint64 jobId, int failures, quint64 answersAtFailure)
{
    const auto it = m_tasks.find(jobId);
    if (it != m_tasks.end()) {
        it->failures = failures;
        it->answersAtFailure = answersAtFailure;
    }
}

} // namespace SolveDeck
