#pragma once

#include <QHash>
#include <QSet>
#include <QtGlobal>

namespace SolveDeck {

// How many more tasks this console may start now. Counts every task of ours that may hold a thread at the
// server: submits in flight, submitted tasks until their token is collected (or they fail or are requeued), and
// canceled tasks until their deadline (the server keeps solving them). The count may drop earlier on evidence:
// threadsinfo's working_threads bounds how many of our tasks are still busy, so a probe that finds fewer busy
// threads than we count lets the difference go as anonymous "credits" (which tasks finished is unknown; the
// count is what matters for the cap). Every rule errs towards counting more, so the server never sees more of
// our tasks busy than the effective cap.
// Pure logic over a caller-supplied time: no timers, no Qt objects (unit-tested with plain numbers).
class CapacityGovernor
{
public:
    // The user's cap; at least 1.
    void setUserCap(int cap);

    int userCap() const { return m_userCap; }

    // The plan's threads from threadsinfo; 0 = not known yet.
    void setPlanThreads(int threads);

    int planThreads() const { return m_planThreads; }

    // min(user cap, plan threads once known).
    int effectiveCap() const;

    // A submit is about to be sent for job `jobId`.
    void beginSubmit(qint64 jobId);
    // in.php answered with a task id: the task now holds a thread at the server.
    void submitted(qint64 jobId);
    // The job no longer holds a thread: token collected, submit refused or lost, job failed.
    void release(qint64 jobId);
    // Canceled while its task may still be solving: keep counting it until `untilMs` (its deadline), or until a
    // threadsinfo probe says fewer threads are busy.
    void orphan(qint64 jobId, qint64 untilMs);
    // A task from an earlier run that may still hold a thread (a submit whose answer was lost, a job canceled in
    // flight): counted until `untilMs` like an orphan.
    void addOrphan(qint64 untilMs);
    // Orphans past their time stop counting; returns true when any did.
    bool expireOrphans(qint64 nowMs);
    // Earliest orphan expiry; 0 if none.
    qint64 nextOrphanExpiryMs() const;
    void clear();

    int orphans() const { return int(m_orphanUntil.size()); }

    int credits() const { return m_credits; }

    // Tasks that stopped counting since the start (collected, failed, requeued): a speculative submit accepted
    // after one of them was released has the thread that release already freed, not an unseen finish.
    int releasedTasks() const { return m_releasedTasks; }

    bool isCounting(qint64 jobId) const;
    // The threads this console's tasks may hold, which the cap is compared with: submits in flight + our tasks
    // believed busy at the server (orphans included, credits taken off).
    int threadsHeld() const;

    // A threadsinfo request is being sent: remembers which tasks it can speak about. Returns a probe id.
    int beginProbe();
    // Its answer: at most `workingThreads` of the tasks the probe knew (and we still count) are busy.
    void applyProbe(int probeId, int workingThreads);
    void abandonProbe(int probeId);

    // A submit sent while we counted no room was accepted: the server had a thread free, so at least one of the
    // tasks we count has finished there (which one is unknown). Only sound while the cap equals the plan.
    void noteUnseenFinish();

    // The server refused a submit for want of a thread although we counted room: whoever else uses the key (or a
    // lost duplicate) holds threads we do not see. Until `untilMs` admit no more than we count now.
    void noteCapacityRefusal(qint64 untilMs);

    // When the admission ceiling of the last refusal ends; 0 if none is active at `nowMs`.
    qint64 ceilingEndsAtMs(qint64 nowMs) const
    {
        return m_ceiling >= 0 && nowMs < m_ceilingUntilMs ? m_ceilingUntilMs : 0;
    }

    // How many submits may start now.
    int freeSlots(qint64 nowMs) const;

private:
    void forgetServerTask(qint64 key);

    int m_userCap = 5;
    int m_planThreads = 0;
    QSet<qint64> m_submitting;
    QSet<qint64> m_serverTasks;          // job ids and orphan keys that may hold a thread
    QHash<qint64, qint64> m_orphanUntil; // orphans among m_serverTasks (negative keys): counted until
    qint64 m_lastOrphanKey = 0;
    int m_credits = 0; // tasks of m_serverTasks known to have finished, unidentified
    int m_releasedTasks = 0;
    int m_nextProbeId = 0;
    QHash<int, QSet<qint64>> m_probes;
    int m_ceiling = -1; // admission ceiling after a capacity refusal; -1 = none
    qint64 m_ceilingUntilMs = 0;
};

} // namespace SolveDeck
