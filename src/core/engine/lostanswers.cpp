#include "lostanswers.h"

#include <algorithm>

namespace SolveDeck {

LostAnswers::LostAnswers(const LostAnswerPolicy &policy)
    : m_policy(policy)
{
}

void LostAnswers::noteAnswered(qint64 jobId)
{
    remember(jobId, false, 0);
}

void LostAnswers::noteLost(qint64 jobId, quint64 apiAnswers)
{
    ++m_perJob[jobId];
    remember(jobId, true, apiAnswers);
}

bool LostAnswers::othersMostlyAnswered(qint64 jobId) const
{
    // The job's own losses are what is being judged: only the other jobs' submits say how the provider fares.
    int answered = 0;
    int lost = 0;
    for (const Outcome &o : m_recent) {
        if (o.jobId != jobId) {
            (o.lost ? lost : answered) += 1;
        }
    }
    return answered >= m_policy.minAnsweredForHealthy && answered > lost;
}

int LostAnswers::boundFor(qint64 jobId) const
{
    return othersMostlyAnswered(jobId)
             ? std::max(m_policy.maxUncertainSubmitsPerJob, m_policy.maxUncertainSubmitsPerJobWhenHealthy)
             : m_policy.maxUncertainSubmitsPerJob;
}

void LostAnswers::noteHarmless(qint64 jobId)
{
    const auto it = m_perJob.find(jobId);
    if (it != m_perJob.end() && --*it <= 0) {
        m_perJob.erase(it);
    }
}

int LostAnswers::recentLost() const
{
    return int(std::count_if(m_recent.cbegin(), m_recent.cend(), [](const Outcome &o) {
        return o.lost;
    }));
}

bool LostAnswers::mostlyLost(quint64 apiAnswers) const
{
    if (recentLost() < m_policy.pauseAt) {
        return false;
    }
    const auto firstLost = std::find_if(m_recent.cbegin(), m_recent.cend(), [](const Outcome &o) {
        return o.lost;
    });
    return apiAnswers > firstLost->apiAnswers;
}

void LostAnswers::clear()
{
    m_perJob.clear();
    m_recent.clear();
}

void LostAnswers::remember(qint64 jobId, bool lost, quint64 apiAnswers)
{
    m_recent.append(Outcome{jobId, lost, apiAnswers});
    while (m_recent.size() > std::max(1, m_policy.window)) {
        m_recent.removeFirst();
    }
}

} // namespace SolveDeck
