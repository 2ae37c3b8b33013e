#include "batchplanner.h"

#include <QHash>

#include <algorithm>
#include <limits>

namespace SolveDeck {

namespace {

// Past this likelihood a task is older than (nearly) every solve seen: its conditional chance to finish says little.
constexpr double kTailLikelihood = 0.999;

// Waiting out a failed poll's back-off: not to be asked about before it.
bool backingOff(const PolledTask &task, qint64 atMs)
{
    return task.failures > 0 && task.nextPollAtMs > atMs;
}

} // namespace

BatchPlanner::BatchPlanner(const AdaptiveOracle &oracle, BatchTuning tuning)
    : m_oracle(oracle)
    , m_tuning(tuning)
{
}

qint64 BatchPlanner::minIntervalMs() const
{
    return std::max<qint64>(1, qint64(double(m_tuning.minIntervalMs) * m_oracle.policy().scale));
}

double BatchPlanner::fixedPollsPerSolve(Method method) const
{
    // The mean over the deciles' midpoints of the learned distribution (the prior blended with what was seen).
    constexpr int kSteps = 10;
    double sum = 0;
    for (int i = 0; i < kSteps; ++i) {
        const double q = (double(i) + 0.5) / double(kSteps);
        sum += m_oracle.fixedSchedulePolls(m_oracle.planner().likelyReadyByMs(method, q));
    }
    return sum / double(kSteps);
}

double BatchPlanner::completionsPerBatch(const PollSchedule &schedule, qint64 nowMs) const
{
    // Each method's budget per completion, weighed by its completion rate (tasks in flight / expected solve time).
    QHash<int, int> perMethod;
    for (const PolledTask &task : schedule.tasks()) {
        ++perMethod[int(task.method)];
    }
    double rate = 0;
    double budgetRate = 0;
    for (auto it = perMethod.cbegin(); it != perMethod.cend(); ++it) {
        const Method method = Method(it.key());
        const double r = double(it.value()) / double(m_oracle.planner().expectedSolveMs(method));
        rate += r;
        budgetRate += r * fixedPollsPerSolve(method);
    }
    double wanted = m_tuning.maxCompletionsPerBatch;
    if (rate > 0 && budgetRate > 0) {
        wanted = 1.0 / (m_tuning.budgetAim * (budgetRate / rate));
    }
    // Spending above the aim (the estimate was off, or threadsinfo took its share): wait for more per batch.
    if (m_oracle.solvedSinceStart() >= m_oracle.tuning().budgetWarmUpSolves) {
        const double budget = m_oracle.budgetSoFar(schedule, nowMs);
        if (budget > 0) {
            const double ratio = m_oracle.resSpent() / budget;
            wanted *= std::clamp(1.0 + 10.0 * (ratio - m_tuning.budgetAim), 1.0, 8.0);
        }
    }
    return std::clamp(wanted, m_tuning.minCompletionsPerBatch, m_tuning.maxCompletionsPerBatch);
}

double BatchPlanner::finishedUnseen(const PolledTask &task, qint64 atMs) const
{
    const qint64 known = std::max({task.submittedAtMs, task.lastPollAtMs, task.solvingAtMs});
    if (atMs <= known) {
        return 0.0;
    }
    const double byKnown = m_oracle.planner().readyLikelihood(task.method, known - task.submittedAtMs);
    if (byKnown >= kTailLikelihood) {
        const qint64 interval = std::max<qint64>(1, m_oracle.policy().pollIntervalMs);
        return std::clamp(double(atMs - known) / double(interval), 0.0, 1.0);
    }
    return m_oracle.finishedSince(task, known, atMs);
}

qint64 BatchPlanner::backstopAtMs(const PolledTask &task) const
{
    if (task.polling) {
        return 0;
    }
    if (task.failures > 0) {
        return task.nextPollAtMs; // the back-off after a failed poll
    }
    const TimingPolicy &policy = m_oracle.policy();
    const qint64 byInterval = task.lastPollAtMs > 0 ? task.lastPollAtMs + policy.pollIntervalMs
                                                    : task.submittedAtMs + policy.firstPollDelayMs(task.method);
    return task.lastPollAtMs < task.deadlineAtMs ? std::min(byInterval, task.deadlineAtMs) : byInterval;
}

qint64 BatchPlanner::nextBatchAtMs(const PollSchedule &schedule, qint64 nowMs, qint64 lastSentAtMs) const
{
    qint64 backstop = std::numeric_limits<qint64>::max();
    for (const PolledTask &task : schedule.tasks()) {
        if (const qint64 at = backstopAtMs(task); at > 0) {
            backstop = std::min(backstop, at);
        }
    }
    if (backstop == std::numeric_limits<qint64>::max()) {
        return 0; // every task has a poll in flight, or there are none
    }
    const qint64 earliest = std::max(nowMs, lastSentAtMs > 0 ? lastSentAtMs + minIntervalMs() : nowMs);
    const double wanted = completionsPerBatch(schedule, nowMs);
    // The steady cadence: `wanted` completions at the rate of the tasks in flight. Tokens that finish while few
    // tasks are likely to (just after a batch freed threads for new ones) would otherwise wait past it, and a p95
    // delay is set by the longest gaps, not the average.
    QHash<int, int> perMethod; // the expected solve time is a search of its own: once per method, not per task
    for (const PolledTask &task : schedule.tasks()) {
        ++perMethod[int(task.method)];
    }
    double perMs = 0;
    for (auto it = perMethod.cbegin(); it != perMethod.cend(); ++it) {
        perMs += double(it.value()) / double(m_oracle.planner().expectedSolveMs(Method(it.key())));
    }
    qint64 latest = backstop;
    if (perMs > 0 && lastSentAtMs > 0) {
        latest = std::min(latest, lastSentAtMs + qint64(wanted / perMs));
    }
    latest = std::max(earliest, latest);
    if (schedule.size() > m_oracle.tuning().maxPlannedTasks) {
        // Hundreds of tasks: their completions add up to a steady rate, and walking every task a dozen times per
        // plan cost 13 ms of CPU per solve at 500 threads. The steady cadence alone; members() still leaves out
        // the tasks not likely ready.
        return latest;
    }
    // The expected completions unseen, counting only the tasks a batch would ask about (so reaching `wanted` means
    // the batch has members).
    const auto expected = [&](qint64 t) {
        double sum = 0;
        for (const PolledTask &task : schedule.tasks()) {
            if (task.polling || backingOff(task, t)) {
                continue;
            }
            const double p = finishedUnseen(task, t);
            if (p >= m_tuning.memberLikelihood) {
                sum += p;
            }
        }
        return sum;
    };
    return m_oracle.firstMomentAtLeast(earliest, latest, wanted, expected);
}

QList<qint64> BatchPlanner::members(const PollSchedule &schedule, qint64 atMs) const
{
    QList<std::pair<qint64, qint64>> chosen; // (submitted, job)
    for (const PolledTask &task : schedule.tasks()) {
        if (task.polling || backingOff(task, atMs)) {
            continue;
        }
        if (backstopAtMs(task) <= atMs || finishedUnseen(task, atMs) >= m_tuning.memberLikelihood) {
            chosen.append({task.submittedAtMs, task.jobId});
        }
    }
    std::sort(chosen.begin(), chosen.end());
    QList<qint64> ids;
    ids.reserve(chosen.size());
    for (const auto &[submitted, job] : chosen) {
        ids.append(job);
    }
    return ids;
}

} // namespace SolveDeck
