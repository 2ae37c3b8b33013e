#pragma once

// What the AdaptiveOracle and BatchPlanner tests share: a task in flight and a solve-time distribution simple
// enough to compute likelihoods by hand.
#include "core/engine/adaptiveoracle.h"

namespace SolveDeckTest {

inline SolveDeck::PolledTask polledTask(qint64 id, SolveDeck::Method method, qint64 submittedAt)
{
    SolveDeck::PolledTask t;
    t.jobId = id;
    t.taskId = QString::number(1000 + id);
    t.method = method;
    t.submittedAtMs = submittedAt;
    t.nextPollAtMs = submittedAt + 60'000;
    t.deadlineAtMs = submittedAt + 120'000;
    return t;
}

// An oracle whose Turnstile likelihood is a plain step function: the prior is pushed out to 100 s and made
// sharp (about 0 before 90 s), and 92 observations, 46 at 2 s and 46 at 6 s, weigh against the prior's 8, so
// F(t) = 0 before 2 s, 0.46 from 2 s, 0.92 from 6 s until past 90 s. Its median is 6 s.
inline SolveDeck::AdaptiveOracle steppedOracle()
{
    SolveDeck::TimingPolicy policy = SolveDeck::TimingPolicy::defaults();
    policy.typicalSolveTurnstileMs = 100'000;
    policy.slowSolveTurnstileMs = 100'000;
    SolveDeck::AdaptiveOracle oracle(policy);
    QList<qint64> samples;
    for (int i = 0; i < 46; ++i) {
        samples << 2'000 << 6'000;
    }
    oracle.planner().restoreSamples({{SolveDeck::Method::Turnstile, samples}});
    return oracle;
}

} // namespace SolveDeckTest
