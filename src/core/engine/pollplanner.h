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
// typical times (TimingPolicy), and moves the first poll earlier where most tokens are ready sooner: a v3 token
// that solves in 5 s is no longer collected at 15 s. It never moves a first poll later than the fixed one, and
// later polls keep the minimum interval per task: measured, every sparser plan delivered later than the fixed
// schedule. The learned times also drive threadsinfo, speculative submits and batched polls (AdaptiveOracle,
// BatchPlanner).
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
    // The first poll goes where 90% of a method's tokens are ready, when that is sooner than the fixed first poll
    // (reCAPTCHA v3 and images, whose fixed first polls wait 15 s and 5 s for solves of seconds); otherwise at the
    // fixed first poll. Later polls keep the fixed interval.
    static constexpr double kQuickFirstPollQuantile = 0.9;
    // Nor sooner than the moment before which almost no token of the method is ready (this quantile of its solve
    // times): reCAPTCHA v2's fixed first poll at 15 s and the one after it at 20 s find about 1 task in 100 ready
    // (solves of 37 s typical), so it goes at about 21 s; the methods whose tokens come within their fixed first
    // poll keep it. Issue 26: res.php per solve.
    static constexpr double kEarliestTokenQuantile = 0.02;

private:
    TimingPolicy m_policy;
    bool m_adaptive = true;
    void resort(Method method);

    QHash<int, QList<qint64>> m_samples; // ring per method, oldest first
    QHash<int, QList<qint64>> m_sorted;  // the same, sorted: read far more often than written
};

} // namespace SolveDeck
