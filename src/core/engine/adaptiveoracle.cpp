#include "adaptiveoracle.h"

#include <QHash>

#include <algorithm>

namespace SolveDeck {

AdaptiveOracle::AdaptiveOracle(const TimingPolicy &policy, AdaptiveTuning tuning)
    : m_policy(policy)
    , m_tuning(tuning)
    , m_planner(policy)
{
}

void AdaptiveOracle::setPolicy(const TimingPolicy &policy)
{
    m_policy = policy;
    m_planner.setPolicy(policy);
}

void AdaptiveOracle::resetRun()
{
    m_resSpent = 0;
    m_resBudget = 0;
    m_solvedSinceStart = 0;
}

void AdaptiveOracle::noteCollected(qint64 solveMs)
{
    ++m_solvedSinceStart;
    m_resBudget += fixedSchedulePolls(solveMs);
}

double AdaptiveOracle::fixedSchedulePolls(qint64 solveMs) const
{
    const qint64 first = m_policy.firstPollRecaptchaMs;
    if (solveMs <= first || m_policy.pollIntervalMs <= 0) {
        return 1.0;
    }
    // Whole polls after the first: an integer ceiling division on purpose.
    const qint64 laterPolls = (solveMs - first + m_policy.pollIntervalMs - 1) / m_policy.pollIntervalMs;
    return 1.0 + double(laterPolls);
}

double AdaptiveOracle::budgetSoFar(const PollSchedule &schedule, qint64 nowMs) const
{
    double budget = m_resBudget;
    const qint64 first = m_policy.firstPollRecaptchaMs;
    for (const PolledTask &task : schedule.tasks()) {
        const qint64 elapsed = nowMs - task.submittedAtMs;
        if (elapsed >= first && m_policy.pollIntervalMs > 0) {
            const qint64 laterPolls = (elapsed - first) / m_policy.pollIntervalMs; // whole intervals only
            budget += 1.0 + double(laterPolls);
        }
    }
    return budget;
}

bool AdaptiveOracle::overBudget(const PollSchedule &schedule, qint64 nowMs) const
{
    return m_solvedSinceStart >= m_tuning.budgetWarmUpSolves
        && m_resSpent >= m_tuning.budgetCeiling * budgetSoFar(schedule, nowMs);
}

double AdaptiveOracle::completionsPerThreadsInfo(const PollSchedule &schedule, qint64 nowMs) const
{
    if (m_solvedSinceStart < m_tuning.budgetWarmUpSolves || m_resBudget <= 0) {
        return m_tuning.warmUpCompletionsPerThreadsInfo;
    }
    // Both sides count the tasks still in flight: spent their polls so far, the budget the polls the fixed schedule
    // would have sent them by now.
    const double ratio = m_resSpent / budgetSoFar(schedule, nowMs);
    return m_tuning.completionsPerThreadsInfo
         * std::clamp(1.0 + 10.0 * (ratio - m_tuning.budgetAim), 1.0, m_tuning.maxCompletionsPerThreadsInfo);
}

double AdaptiveOracle::finishedSince(const PolledTask &task, qint64 knownAtMs, qint64 atMs) const
{
    const double byAt = m_planner.readyLikelihood(task.method, atMs - task.submittedAtMs);
    const double byKnown = m_planner.readyLikelihood(task.method, knownAtMs - task.submittedAtMs);
    if (byKnown >= 1.0) {
        return 1.0; // older than every solve seen: it should be done any moment
    }
    return std::clamp((byAt - byKnown) / (1.0 - byKnown), 0.0, 1.0);
}

qint64 AdaptiveOracle::knownSolvingAtMs(const PolledTask &task, qint64 lastProbeSentAtMs)
{
    qint64 known = std::max({task.submittedAtMs, task.lastPollAtMs, task.solvingAtMs});
    if (lastProbeSentAtMs > task.submittedAtMs) {
        known = std::max(known, lastProbeSentAtMs);
    }
    return known;
}

double AdaptiveOracle::expectedUnseenCompletions(const PollSchedule &schedule,
                                                 qint64 lastProbeSentAtMs,
                                                 qint64 atMs) const
{
    double expected = 0;
    for (const PolledTask &task : schedule.tasks()) {
        if (!task.polling) {
            expected += finishedSince(task, knownSolvingAtMs(task, lastProbeSentAtMs), atMs);
        }
    }
    return expected;
}

double AdaptiveOracle::anyUnseenCompletion(const PollSchedule &schedule, qint64 lastProbeSentAtMs, qint64 atMs) const
{
    double noneFinished = 1.0;
    for (const PolledTask &task : schedule.tasks()) {
        if (!task.polling) {
            noneFinished *= 1.0 - finishedSince(task, knownSolvingAtMs(task, lastProbeSentAtMs), atMs);
        }
    }
    return 1.0 - noneFinished;
}

qint64 AdaptiveOracle::firstMomentAtLeast(qint64 fromMs,
                                          qint64 untilMs,
                                          double wanted,
                                          const std::function<double(qint64)> &grows) const
{
    if (grows(fromMs) >= wanted) {
        return fromMs;
    }
    qint64 lo = fromMs;
    qint64 hi = std::max(fromMs, untilMs);
    const qint64 resolution = std::max<qint64>(1, m_policy.threadsInfoMinIntervalMs / 20);
    while (hi - lo > resolution) {
        const qint64 mid = lo + (hi - lo) / 2;
        if (grows(mid) >= wanted) {
            hi = mid;
        } else {
            lo = mid;
        }
    }
    return hi;
}

qint64 AdaptiveOracle::threadsInfoIntervalMs(const PollSchedule &schedule, qint64 nowMs) const
{
    if (!adaptive() || schedule.size() == 0) {
        return m_policy.threadsInfoIntervalMs;
    }
    // The completion rate is the sum over tasks of 1 / expected solve time (counted per method: the expectation is
    // a search of its own).
    QHash<int, int> perMethod;
    for (const PolledTask &task : schedule.tasks()) {
        ++perMethod[int(task.method)];
    }
    double perMs = 0;
    for (auto it = perMethod.cbegin(); it != perMethod.cend(); ++it) {
        perMs += double(it.value()) / double(std::max<qint64>(1, m_planner.expectedSolveMs(Method(it.key()))));
    }
    const qint64 interval = perMs > 0 ? qint64(completionsPerThreadsInfo(schedule, nowMs) / perMs)
                                      : m_policy.threadsInfoIntervalMs;
    return std::clamp(interval, m_policy.threadsInfoMinIntervalMs, m_policy.threadsInfoIntervalMs);
}

qint64 AdaptiveOracle::nextThreadsInfoAtMs(const PollSchedule &schedule,
                                           qint64 nowMs,
                                           qint64 lastSentAtMs,
                                           qint64 lastProbeSentAtMs) const
{
    const qint64 earliest = std::max(nowMs, lastSentAtMs + m_policy.threadsInfoMinIntervalMs);
    const qint64 latest = std::max(earliest, lastSentAtMs + m_policy.threadsInfoIntervalMs);
    if (!adaptive() || schedule.size() == 0 || schedule.size() > m_tuning.maxPlannedTasks) {
        return std::max(earliest, lastSentAtMs + threadsInfoIntervalMs(schedule, nowMs));
    }
    if (overBudget(schedule, nowMs)) {
        return latest; // polls alone until the spending is back within the budget
    }
    const double wanted = completionsPerThreadsInfo(schedule, nowMs);
    return firstMomentAtLeast(earliest, latest, wanted, [&](qint64 t) {
        return expectedUnseenCompletions(schedule, lastProbeSentAtMs, t);
    });
}

qint64 AdaptiveOracle::speculativeSubmitAtMs(const PollSchedule &schedule,
                                             qint64 fromMs,
                                             qint64 lastProbeSentAtMs) const
{
    const qint64 until = fromMs + m_policy.threadsInfoIntervalMs;
    const auto any = [&](qint64 t) {
        return anyUnseenCompletion(schedule, lastProbeSentAtMs, t);
    };
    const qint64 at = firstMomentAtLeast(fromMs, until, m_tuning.speculativeLikelihood, any);
    return any(at) >= m_tuning.speculativeLikelihood ? at : 0;
}

bool AdaptiveOracle::speculativeRefusalAllowed(int refusalsSoFar) const
{
    return refusalsSoFar < m_tuning.speculativeRefusalAllowance
                               + int(m_tuning.speculativeRefusalsPerSolve * double(m_solvedSinceStart));
}

QList<qint64> AdaptiveOracle::evidencePolls(const PollSchedule &schedule, int finished, qint64 probeSentAtMs) const
{
    struct Candidate
    {
        double likelihood;
        qint64 jobId;
    };

    QList<Candidate> candidates;
    int alreadyPolling = 0;
    for (const PolledTask &task : schedule.tasks()) {
        if (task.submittedAtMs >= probeSentAtMs) {
            continue;
        }
        if (task.polling) {
            ++alreadyPolling; // its answer may be one of the tokens
            continue;
        }
        // Ready by the probe, given it was still solving at its last poll or the last answer that proved it.
        const qint64 known = std::max({task.submittedAtMs, task.lastPollAtMs, task.solvingAtMs});
        candidates.append({finishedSince(task, known, probeSentAtMs), task.jobId});
    }
    QList<qint64> chosen;
    int wanted = finished - alreadyPolling;
    if (wanted <= 0 || candidates.isEmpty()) {
        return chosen;
    }
    std::sort(candidates.begin(), candidates.end(), [](const Candidate &a, const Candidate &b) {
        return a.likelihood > b.likelihood || (a.likelihood == b.likelihood && a.jobId < b.jobId);
    });
    for (const Candidate &c : candidates) {
        // A guess below the threshold is more likely wrong than right: leave it to the scheduled polls.
        if (wanted-- <= 0 || c.likelihood < m_tuning.minEvidenceLikelihood) {
            break;
        }
        chosen.append(c.jobId);
    }
    return chosen;
}

QList<qint64> AdaptiveOracle::surelyBusyAt(const PollSchedule &schedule, qint64 probeSentAtMs) const
{
    QList<qint64> busy;
    for (const PolledTask &task : schedule.tasks()) {
        if (task.submittedAtMs >= probeSentAtMs) {
            continue;
        }
        // A poll proves the task solving only once it answered "not ready": not while it is in flight (its
        // answer may be the token), nor when it failed.
        const bool pollAnswered = task.lastPollAtMs > 0 && !task.polling && task.failures == 0;
        const qint64 known = std::max({task.submittedAtMs, task.solvingAtMs, pollAnswered ? task.lastPollAtMs : 0});
        if (known <= probeSentAtMs && finishedSince(task, known, probeSentAtMs) < m_tuning.surelyBusyLikelihood) {
            busy.append(task.jobId);
        }
    }
    std::sort(busy.begin(), busy.end());
    return busy;
}

qint64 AdaptiveOracle::lostTaskHoldMs(Method method) const
{
    return m_planner.likelyReadyByMs(method, m_tuning.lostTaskHoldQuantile);
}

qint64 AdaptiveOracle::lostTaskDoneMs(Method method) const
{
    return m_planner.likelyReadyByMs(method, m_tuning.lostTaskDoneQuantile);
}

qint64 AdaptiveOracle::quickestSolveMs(Method method) const
{
    return m_planner.likelyReadyByMs(method, m_tuning.neverMadeQuantile);
}

} // namespace SolveDeck
