#pragma once

#include "core/engine/timingpolicy.h"
#include "core/model/job.h"

#include <QHash>
#include <QList>

namespace SolveDeck {

// Decides when to poll a task. The fixed schedule polls first at the method's delay (TimingPolicy) and then
// every poll interval. Adaptive planning learns each method's solve times from this console's own
// observations (submit -> the poll that found the token) and moves the first poll to where a low quantile
// of tokens is ready: a Turnstile that solves in 8 s is no longer collected at 15 s, and a reCAPTCHA v2 that
// takes 37 s is not polled five times before it can be ready. Later polls keep the minimum interval per task.
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

    // Delay from submit to the first poll.
    qint64 firstPollDelayMs(Method method) const;
    // When to poll next after a poll at `lastPollAtMs` found the task not ready.
    qint64 nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const;

    // How likely a task of `method` is ready `elapsedMs` after submit: the share of observed solve times at or
    // below it. Before enough observations, a prior that ranks by elapsed time against the fixed first poll.
    double readyLikelihood(Method method, qint64 elapsedMs) const;
    // Expected solve time of `method`: the observed median, or the fixed first poll before enough observations.
    qint64 expectedSolveMs(Method method) const;

    // The q-quantile (0..1) of the observed solve times; -1 when there are none.
    qint64 quantileMs(Method method, double q) const;

    // Observations needed before the learned first poll replaces the fixed one: fewer is noise.
    static constexpr int kMinObservations = 8;
    // Observations kept per method: recent enough to follow a change in the provider's speed.
    static constexpr int kWindow = 200;
    // The quantile the scheduled first poll aims at. threadsinfo evidence points polls at tasks that finished
    // earlier, so the scheduled polls are the safety net: aimed at the median, few of them are wasted.
    static constexpr double kFirstPollQuantile = 0.7;
    // Adaptive: scheduled polls after the first come every this many poll intervals (see nextPollAtMs).
    static constexpr int kBackstopIntervals = 2;

private:
    TimingPolicy m_policy;
    bool m_adaptive = true;
    void resort(Method method);

    QHash<int, QList<qint64>> m_samples; // ring per method, oldest first
    QHash<int, QList<qint64>> m_sorted;  // the same, sorted: read far more often than written
};

} // namespace SolveDeck
