#pragma once

#include "core/engine/errorpolicy.h"

#include <QHash>
#include <QList>
#include <QtGlobal>

namespace SolveDeck {

// What the engine knows of submits whose answer was lost (uncertain submits), for LostAnswerPolicy's rules: per
// job, how many lost submits the account has not shown harmless, and the bound it may reach, which depends on how the
// other jobs' recent submits fared (mostly answered: bad luck, the higher bound; else the lower); for all submits,
// how many of the most recent ones lost their answers (most of them: submits pause).
// Pure bookkeeping in memory: a restart starts the counts afresh, as it does the back-off counts.
class LostAnswers
{
public:
    explicit LostAnswers(const LostAnswerPolicy &policy = {});

    const LostAnswerPolicy &policy() const { return m_policy; }

    // Job `jobId`'s submit got an answer: a task id, or a code of the service's own.
    void noteAnswered(qint64 jobId);
    // Job `jobId`'s submit lost its answer, when the engine had seen `apiAnswers` API answers (of any request).
    void noteLost(qint64 jobId, quint64 apiAnswers);
    // The account showed that a lost submit of the job made no task: it does not count towards the job's bound.
    void noteHarmless(qint64 jobId);

    // Lost submits of the job that still count.
    int lostSubmits(qint64 jobId) const { return m_perJob.value(jobId); }

    // Most of the other jobs' recent submits were answered: a loss of this job's is bad luck.
    bool othersMostlyAnswered(qint64 jobId) const;
    // How many lost submits the job may have now: the higher bound while others' submits are mostly answered.
    int boundFor(qint64 jobId) const;

    // The job has had as many lost submits as its bound allows: it is not sent again (it ends, failed).
    bool atBound(qint64 jobId) const { return lostSubmits(jobId) >= boundFor(jobId); }

    // The operator retried the job (or it was answered): its count starts afresh.
    void forget(qint64 jobId) { m_perJob.remove(jobId); }

    // Of the last `window` submits, how many lost their answers (while the service answered other requests).
    int recentLost() const;

    int recentSubmits() const { return int(m_recent.size()); }

    // Most recent submits lost their answers while the service answered other requests (an API answer came after
    // the first of those losses; `apiAnswers` is the count now): pause submits. In an outage nothing answers, and the
    // outage rules apply instead (back-off, the endpoint pause after TimingPolicy::unreachableGiveUpMs).
    bool mostlyLost(quint64 apiAnswers) const;

    // A pause began or ended: the next decision looks at submits from now on.
    void forgetRecent() { m_recent.clear(); }

    void clear();

private:
    struct Outcome
    {
        qint64 jobId = 0;
        bool lost = false;
        quint64 apiAnswers = 0; // API answers seen when it came
    };

    void remember(qint64 jobId, bool lost, quint64 apiAnswers);

    LostAnswerPolicy m_policy;
    QHash<qint64, int> m_perJob;
    QList<Outcome> m_recent; // oldest first, at most policy.window
};

} // namespace SolveDeck
