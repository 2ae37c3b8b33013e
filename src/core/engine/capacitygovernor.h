#pragma once

#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QSet>
#include <QString>
#include <QtGlobal>

#include <limits>

namespace SolveDeck {

// A task of ours the server may be solving but that nobody polls: the task a submit may have made when its answer
// was lost (a ghost: it may not exist at all), a task canceled in flight, or one from an earlier run.
struct UnpolledTask
{
    qint64 jobId = 0; // the job it belongs to; 0 = from an earlier run
    Method method = Method::RecaptchaV2;
    qint64 sentAtMs = 0;     // when its submit went out (engine time); 0 = unknown
    bool lostAnswer = false; // a submit whose answer was lost: the task may never have been made
    // A lost answer's task the account showed busy (a threadsinfo answer that found every task it could speak of
    // still working): it exists, a known ghost. When that threadsinfo was sent (engine time); 0 = a possible ghost.
    qint64 knownBusyAtMs = 0;
};

// An unpolled task the account showed free: every task a threadsinfo answer could speak of that was not proven
// busy had finished (or never existed) when that threadsinfo was sent, at `freeAtMs`.
struct FreedTask
{
    UnpolledTask task;
    qint64 freeAtMs = 0;
};

// How many more tasks this console may start now. Counts every task of ours that may hold a thread at the
// server: submits in flight, submitted tasks until their token is collected (or they fail or are requeued), and
// unpolled tasks (UnpolledTask) until their time or until the account shows them free. Every rule errs towards
// counting more, so the server never sees more of our tasks busy than the effective cap.
//
// How threadsinfo frees threads. A threadsinfo sent at P answers working_threads W. Of the tasks we counted at P
// (and still count), those proven busy (a poll sent after the answer came found them solving) are busy; the others
// are "unknown", and |counted| - W of them had finished by P (fewer if someone else uses the key, which only makes
// W larger). Those finishes are anonymous credits taken off the count. A task released later (collected, failed)
// that was unknown may have been one of them, so it takes a credit with it; one proven busy at P does not. When
// the credits cover every unknown task (each poll that finds a task solving makes one fewer unknown), all of them
// had finished: an unpolled task among them is forgotten at once (reported by takeFreedTasks()), so a ghost holds
// its slot exactly as long as the account shows it busy.
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
    // The job's submit or task becomes unpolled (canceled in flight, or its submit's answer was lost): it keeps
    // counting until `untilMs`, or until the account shows it free.
    void orphan(qint64 jobId, qint64 untilMs, const UnpolledTask &task = {});
    // A task from an earlier run that may still hold a thread (a submit whose answer was lost, a job canceled in
    // flight): counted until `untilMs` like an orphan.
    void addOrphan(qint64 untilMs);
    // Orphans past their time stop counting; returns true when any did.
    bool expireOrphans(qint64 nowMs);
    // Earliest orphan expiry; 0 if none.
    qint64 nextOrphanExpiryMs() const;
    void clear();

    int orphans() const { return int(m_orphans.size()); }

    // Unpolled tasks whose submit's answer was lost (ghosts), still counted.
    int lostAnswerOrphans() const;
    // Those ghosts, possible and known (UnpolledTask::knownBusyAtMs).
    QList<UnpolledTask> lostAnswerTasks() const;

    // Finished tasks among those counted, not yet collected (unidentified): threadsinfo's and unseen finishes.
    int credits() const;

    // Tasks that stopped counting since the start (collected, failed, requeued, unpolled tasks shown free): a
    // speculative submit accepted after one of them was released has the thread that release already freed, not an
    // unseen finish.
    int releasedTasks() const { return m_releasedTasks; }

    bool isCounting(qint64 jobId) const;
    // The threads this console's tasks may hold, which the cap is compared with: submits in flight + our tasks
    // believed busy at the server (orphans included, credits taken off).
    int threadsHeld() const;

    // A threadsinfo request is being sent at `sentAtMs`: remembers which tasks it can speak about. Returns its id.
    int beginProbe(qint64 sentAtMs);
    // Its answer: at most `workingThreads` of the tasks the probe knew (and we still count) are busy.
    // `answeredAtMs`: when the answer came (polls sent later can prove tasks busy; unknown: none can).
    void applyProbe(int probeId, int workingThreads, qint64 answeredAtMs = std::numeric_limits<qint64>::max());
    void abandonProbe(int probeId);
    // A poll sent at `atMs` found job `jobId`'s task still solving: it was busy for every threadsinfo sent before
    // (strictly: which of two requests sent in the same millisecond the server saw first is unknown).
    void noteStillSolving(qint64 jobId, qint64 atMs);
    // Job `jobId`'s task was surely busy when the last answered threadsinfo was sent: the learned solve times give
    // it no chance worth counting of having finished by then (AdaptiveOracle::surelyBusyAt). Not one of the
    // finished that answer counted, so a lost submit's task among them is found free sooner.
    void noteBusyWhenProbed(qint64 jobId);
    // Unpolled tasks forgotten because the account showed them free, since the last call.
    QList<FreedTask> takeFreedTasks();

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

    // What the count of threadsHeld() is made of, for the engine's trace of why it does not submit.
    struct Holdings
    {
        int submitting = 0;    // submits in flight
        int tasks = 0;         // polled tasks at the server
        int ghosts = 0;        // lost submits' tasks, possible or known
        int otherUnpolled = 0; // canceled in flight, or from an earlier run
        int credits = 0;       // finished, not yet identified
        int ceiling = -1;      // admission ceiling after a refusal (-1: none)
        int cap = 0;           // the effective cap

        // "cap 5, held 5: submits 0, tasks 2, ghosts 3, other unpolled 0, credits 0"
        QString text() const;
    };

    Holdings holdings(qint64 nowMs) const;

private:
    struct Orphan
    {
        qint64 untilMs = 0;
        UnpolledTask task;
    };

    struct Probe
    {
        qint64 sentAtMs = 0;
        QSet<qint64> known; // counted when it was sent
    };

    // What the last answered threadsinfo left: the tasks it could not tell busy, and how many of them finished.
    struct Reconciled
    {
        qint64 sentAtMs = 0;
        qint64 answeredAtMs = std::numeric_limits<qint64>::max();
        QSet<qint64> unknown;
        int finished = 0;
    };

    void forgetServerTask(qint64 key);
    // Forgets the unpolled tasks among the unknown once every unknown task is known finished.
    void settle();
    void rekey(qint64 from, qint64 to);

    int m_userCap = 5;
    int m_planThreads = 0;
    QSet<qint64> m_submitting;
    QSet<qint64> m_serverTasks;      // job ids and orphan keys that may hold a thread
    QHash<qint64, Orphan> m_orphans; // orphans among m_serverTasks (negative keys)
    qint64 m_lastOrphanKey = 0;
    Reconciled m_reconciled;
    int m_unseenFinishes = 0; // accepted speculative submits since the last threadsinfo answer
    int m_releasedTasks = 0;
    int m_nextProbeId = 0;
    QHash<int, Probe> m_probes;
    QList<FreedTask> m_freed;
    int m_ceiling = -1; // admission ceiling after a capacity refusal; -1 = none
    qint64 m_ceilingUntilMs = 0;
};

} // namespace SolveDeck
