#pragma once

#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>

#include <set>
#include <utility>

namespace SolveDeck {

// One submitted task being polled.
struct PolledTask
{
    qint64 jobId = 0;
    QString taskId;
    Method method = Method::RecaptchaV2;
    qint64 submittedAtMs = 0;
    qint64 deadlineAtMs = 0;
    qint64 nextPollAtMs = 0;
    qint64 lastPollAtMs = 0;     // 0 = not polled yet
    qint64 previousPollAtMs = 0; // the poll before the last one
    int polls = 0;
    int failures = 0; // consecutive failed polls (transport), for back-off
    // EngineContext::apiAnswers when the last of them failed: a poll failing after the service answered other
    // requests met a fault of its own, not an outage.
    quint64 answersAtFailure = 0;
    // The latest moment known for certain to find the task still solving, besides its polls: a threadsinfo answer
    // or a refused submit that showed none of our tasks finished. 0 = none.
    qint64 solvingAtMs = 0;
    bool polling = false;
    quint64 requestId = 0;
};

// Every submitted task ordered by its next due moment (the earlier of its next poll and its deadline, until a last
// poll has gone out after the deadline; never sooner than the minimum gap after its last poll), so the
// engine arms one timer for the earliest instead of one timer per job. A task whose poll is in flight is not
// due. Pure bookkeeping: the caller supplies the time.
class PollSchedule
{
public:
    void add(const PolledTask &task);
    void remove(qint64 jobId);
    void clear();

    bool contains(qint64 jobId) const { return m_tasks.contains(jobId); }

    const PolledTask *find(qint64 jobId) const;

    int size() const { return int(m_tasks.size()); }

    QList<qint64> jobIds() const { return m_tasks.keys(); }

    // Every task, for walks that must not copy the ids.
    const QHash<qint64, PolledTask> &tasks() const { return m_tasks; }

    // Earliest due moment of a task not being polled; 0 if none.
    qint64 nextDueAtMs() const;
    // Tasks due at `nowMs`, earliest first.
    QList<qint64> dueAt(qint64 nowMs) const;

    // A poll was sent.
    void markPolling(qint64 jobId, qint64 nowMs, quint64 requestId);
    // Its answer came (or failed): not polling any more, next poll at `nextPollAtMs`.
    void schedule(qint64 jobId, qint64 nextPollAtMs);
    void setFailures(qint64 jobId, int failures, quint64 answersAtFailure = 0);
    // Every task submitted before `atMs` was still solving then.
    void noteAllSolvingAt(qint64 atMs);
    // That proof counts as a poll for the spacing: no task submitted before `atMs` and polled once already is
    // polled again sooner than `gapMs` after it (a poll moments after the proof would only ask again what it
    // answered).
    // Only tasks of `methods` (those whose solves outlast the interval: a method done within it has few polls to
    // save, and its second poll is already late).
    void deferPollsAfterProof(qint64 atMs, qint64 gapMs, const QSet<Method> &methods);

    // Two polls of one task are never closer than this (the poll interval), also for the last poll at its deadline.
    void setMinGapMs(qint64 ms);

    // When `task` is due: its next poll, or its deadline for the last poll, but not within `minGapMs` of its last
    // poll (a poll just before the deadline makes the last one wait the gap).
    static qint64 dueOf(const PolledTask &task, qint64 minGapMs);

private:
    qint64 dueOf(const PolledTask &task) const { return dueOf(task, m_minGapMs); }

    void unindex(const PolledTask &task);
    void index(const PolledTask &task);

    QHash<qint64, PolledTask> m_tasks;
    std::set<std::pair<qint64, qint64>> m_byDue; // (due, jobId) of tasks not polling
    qint64 m_minGapMs = 0;
};

} // namespace SolveDeck
