#pragma once

#include "core/engine/timingpolicy.h"
#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QMap>

namespace SolveDeck {

// Decides when to poll a task. The fixed schedule polls first at the method's delay (TimingPolicy) and then
// every poll interval. Adaptive planning learns each method's solve times from this console's own
// observations (submit -> the poll that found the token), starting from a prior built from the documented
// typical times (TimingPolicy), and moves the first poll to where most tokens are ready: a Turnstile that
// solves in 8 s is no longer collected at 15 s, and a reCAPTCHA v2 that takes 37 s is not polled five times
// before it can be ready. Later polls keep the minimum interval per task.
class PollPlanner
{
public:
    explicit PollPlanner(const TimingPolicy &policy = TimingPolicy::defaults());

    void setPolicy(const TimingPolicy &policy) { m_policy = policy; }

    void setAdaptive(bool on) { m_adaptive = on; }

    bool adaptive() const { return m_adaptive; }

    // A task of `method` was found ready by a poll `readyElapsedMs` after its submit; the poll before it (or the
    // submit) at `notReadyElapsedMs` found it still solving. The token came somewhere in between: the midpoint is
    // kept, so the learned times are not biased by where this console happened to poll.
    void observeSolved(Method method, qint64 notReadyElapsedMs, qint64 readyElapsedMs);
    int observations(Method method) const;
    // What was observed, per method, oldest first (at most kWindow each): saved in the store between runs.
    QMap<Method, QList<qint64>> samples() const;
    // Starts from samples saved by an earlier run (the newest kWindow of each method are kept).
    void restoreSamples(const QMap<Method, QList<qint64>> &samples);

    // Delay from submit to the first poll.
    qint64 firstPollDelayMs(Method method) const;
    // When to poll next after a poll at `lastPollAtMs` found the task not ready.
    qint64 nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const;

    // How likely a task of `method` is ready `elapsedMs` after submit: the prior (weighing kPriorWeight
    // observations) blended with the share of observed solve times at or below it.
    double readyLikelihood(Method method, qint64 elapsedMs) const;
    // Expected solve time of `method`: the median of readyLikelihood().
    qint64 expectedSolveMs(Method method) const;

    // The q-quantile (0..1) of the observed solve times; -1 when there are none.
    qint64 quantileMs(Method method, double q) const;
    // The q-quantile of readyLikelihood(): the prior blended with the observations.
    qint64 likelyReadyByMs(Method method, double q) const;
    // The prior alone (TimingPolicy's typical and slow solve times).
    double priorLikelihood(Method method, qint64 elapsedMs) const;

    // The prior weighs as much as this many observations.
    static constexpr double kPriorWeight = 8.0;

    // Observations kept per method: recent enough to follow a change in the provider's speed.
    static constexpr int kWindow = 200;
    // A quick method (solved within the fixed first poll) is polled first where 90% of its tokens are ready;
    // threadsinfo evidence points polls at the tasks that finish earlier, and a poll that comes too early locks
    // the task out for a whole interval, so the scheduled polls aim late and are few.
    static constexpr double kQuickFirstPollQuantile = 0.9;
    static constexpr int kBackstopIntervals = 2;
    // A slow method (reCAPTCHA v2: a median of ~37 s, a slow end past a minute) is polled from its 35th
    // percentile on, every interval. Its solve times spread over tens of seconds and many of its tasks are in
    // flight at once, so evidence rarely tells which one finished; the fixed schedule's budget for such a task is
    // several polls anyway.
    static constexpr double kSlowFirstPollQuantile = 0.35;

    // Slow: expected to take longer than the fixed first poll of token types (15 s unscaled).
    bool isSlow(Method method) const;

private:
    TimingPolicy m_policy;
    bool m_adaptive = true;
    void resort(Method method);

    QHash<int, QList<qint64>> m_samples; // ring per method, oldest first
    QHash<int, QList<qint64>> m_sorted;  // the same, sorted: read far more often than written
};

} // namespace SolveDeck
