#pragma once

#include "core/engine/adaptiveoracle.h"

#include <QList>

namespace SolveDeck {

// The tuned numbers of batched polling, each with its reason (bench-engine_throughput --multi-id, docs/benchmarks.md).
struct BatchTuning
{
    // Batched polls aim at this share of the res.php budget (what the fixed 15 s + 5 s schedule would send for the
    // same solves). The budget is an estimate (a solve time is only known to lie between two polls) and threadsinfo
    // spends from it too, hence the margin. At 0.85 the 50/50 Turnstile + v2 mix at 5 threads spent 0.89 of the
    // budget and delivered at a p95 of 2.05-2.08 s; at 0.9 the spacing is a little tighter (docs/benchmarks.md).
    double budgetAim = 0.9;
    // Expected completions one batch may wait for, whatever the budget: below the least, a quick plan would poll
    // almost without pause; above the most, a tight budget would leave tokens waiting seconds.
    double minCompletionsPerBatch = 0.25;
    double maxCompletionsPerBatch = 4.0;
    // A task is asked about once it is at least this likely to be ready (a task submitted a moment ago only
    // lengthens the request), or when its backstop or deadline comes.
    double memberLikelihood = 0.005;
    // Batches are never closer together than this (unscaled): on a plan of hundreds of threads the completions
    // come several a second, and four requests a second already collect each within a quarter of a second.
    qint64 minIntervalMs = 250;
};

// When to send the next batched poll (res.php action=get&ids=...) and whom to ask about, as pure functions of the
// tasks in flight and a time. One request asks about every task likely ready, so the per-task 5 s spacing does not
// set the delay any more: a batch goes when the learned solve times expect `completionsPerBatch()` tasks to have
// finished unseen since each was last known solving, and that number is set by the budget, so the res.php spent
// per solve stays within what the fixed schedule would send. A backstop keeps every task polled by its fixed first
// poll and then at least every poll interval: a task is never asked about later than the fixed schedule would.
class BatchPlanner
{
public:
    explicit BatchPlanner(const AdaptiveOracle &oracle, BatchTuning tuning = {});

    const BatchTuning &tuning() const { return m_tuning; }

    // What the fixed 15 s + 5 s schedule sends on average for a task of `method`, by the learned solve times.
    double fixedPollsPerSolve(Method method) const;
    // Expected completions to wait for before the next batch: one over the budget's polls per completion (weighed
    // by how often each method in flight completes), raised while the spending runs above the aim.
    double completionsPerBatch(const PollSchedule &schedule, qint64 nowMs) const;
    // That `task` finished unseen by `atMs`. Past every solve time seen, one completion per poll interval: a
    // straggler is polled on the backstop, not in every batch.
    double finishedUnseen(const PolledTask &task, qint64 atMs) const;
    // The latest moment the task must be asked about: its fixed first poll, then one poll interval after its last
    // poll; its deadline (for the last poll) if sooner; its back-off after a failed poll. 0 = none (a poll in flight).
    qint64 backstopAtMs(const PolledTask &task) const;
    // When the next batch should go; 0 = nothing to ask about. `lastSentAtMs` is when the last one went.
    qint64 nextBatchAtMs(const PollSchedule &schedule, qint64 nowMs, qint64 lastSentAtMs) const;
    // The tasks to ask about in a batch sent at `atMs`, earliest submitted first.
    QList<qint64> members(const PollSchedule &schedule, qint64 atMs) const;

private:
    qint64 minIntervalMs() const;

    const AdaptiveOracle &m_oracle;
    BatchTuning m_tuning;
};

} // namespace SolveDeck
