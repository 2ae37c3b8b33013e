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

    // A task of `method` was found ready by a poll `elapsedMs` after its submit.
    void observeSolved(Method method, qint64 elapsedMs);
    int observations(Method method) const;

    // Delay from submit to the first poll.
    qint64 firstPollDelayMs(Method method) const;
    // When to poll next after a poll at `lastPollAtMs` found the task not ready.
    qint64 nextPollAtMs(Method method, qint64 submittedAtMs, qint64 lastPollAtMs) const;

    // The q-quantile (0..1) of the observed solve times; -1 when there are none.
    qint64 quantileMs(Method method, double q) const;

    // Observations needed before the learned first poll replaces the fixed one: fewer is noise.
    static constexpr int kMinObservations = 8;
    // Observations kept per method: recent enough to follow a change in the provider's speed.
    static constexpr int kWindow = 200;
    // The quantile the first poll aims at: about one task in six is ready at it, so few polls are wasted
    // before it and most tokens are collected within one interval after they are ready.
    static constexpr double kFirstPollQuantile = 0.15;

private:
    TimingPolicy m_policy;
    bool m_adaptive = true;
    QHash<int, QList<qint64>> m_samples; // ring per method, oldest first
};

} // namespace SolveDeck
