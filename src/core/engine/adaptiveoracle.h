#pragma once

#include "core/engine/pollplanner.h"
#include "core/engine/pollschedule.h"
#include "core/engine/timingpolicy.h"

#include <QList>

#include <functional>

namespace SolveDeck {

// The tuned numbers of adaptive timing, each with its reason. They were tuned with bench-engine_throughput
// (docs/benchmarks.md) on every method alone and mixed, at 5 and 15 threads.
struct AdaptiveTuning
{
    // threadsinfo is asked when this many of our tasks are expected to have finished unseen since the last answer:
    // each answer then frees about that many threads at once and points polls at them. Below 0.7 the res.php
    // budget runs out before a run ends; above it, threads stay idle longer.
    double completionsPerThreadsInfo = 0.7;
    // The engine keeps its res.php requests within what the fixed schedule would have sent for the same solves.
    // Once spent / budget passes this aim, each 0.1 more adds one completionsPerThreadsInfo to the spacing, up to
    // maxCompletionsPerThreadsInfo times it. The aim leaves a margin: the budget is only an estimate (a solve time
    // is known to lie between two polls).
    double budgetAim = 0.85;
    double maxCompletionsPerThreadsInfo = 8.0;
    // Past this share of the budget no threadsinfo is asked until polls alone bring the spending back under it.
    double budgetCeiling = 0.97;
    // Until this many tasks are collected there is no budget to compare with: wait for two completions.
    int budgetWarmUpSolves = 10;
    double warmUpCompletionsPerThreadsInfo = 2.0;
    // Evidence polls go only to tasks at least this likely to be among the finished ones: a wrong guess locks the
    // task out of polling for a whole interval, which costs more than waiting for the next answer.
    double minEvidenceLikelihood = 0.7;
    // Planning over the distributions walks every task in flight a dozen times; past this many tasks the
    // completion-rate interval (one walk) is used instead.
    int maxPlannedTasks = 256;
    // A speculative submit (the cap is the plan, every counted thread busy) is sent when a thread is at least this
    // likely to be free. Its refusals are bounded by refusalAllowance + refusalsPerSolve per collected task, which
    // keeps in.php under 1.25 requests per solve.
    double speculativeLikelihood = 0.75;
    int speculativeRefusalAllowance = 2;
    double speculativeRefusalsPerSolve = 0.15;
    // A submit whose answer was lost may have made a task that holds a thread until it is solved. Where threadsinfo
    // cannot tell (no working_threads) it is counted against the cap for this quantile of its method's learned solve
    // times, not for its deadline (120-180 s): the deadline held a slot for minutes after a Turnstile solve of 10 s,
    // and the 95th percentile frees it when all but one in twenty such tasks are done.
    double lostTaskHoldQuantile = 0.95;
    // Where threadsinfo can tell but the server guards the cap (a wrong guess costs a refused submit), a lost
    // answer's task is also let go once this quantile of its method's solve times has passed since the loss: made
    // or not, it is done by then. An image ghost (solved in a second) held its slot until the next threadsinfo, up to
    // 10 s later (issue 38).
    double lostTaskDoneQuantile = 0.99;
    // The account shows a lost submit's task free sooner after the submit than this quantile of its method's solve
    // times: so quick a solve is that rare, so the submit made no task and does not count towards the job's bound
    // of lost answers (LostAnswerPolicy).
    double neverMadeQuantile = 0.01;
    // A polled task this unlikely to have finished by a threadsinfo's sending (given when it was last known
    // solving) counts as busy for that answer, as a poll would prove it: a lost submit's task is then found free
    // once every other task is proven busy or this sure. Without it the polls that proved young reCAPTCHA v2
    // tasks busy did that work, and a first poll at 21 s left the lost tasks' slots held longer (in.php faults,
    // 5 threads: throughput 0.79 against 0.82). 1 in 1,000: a Turnstile under 5 s, a reCAPTCHA v2 under 15 s.
    double surelyBusyLikelihood = 0.001;
};

// Everything adaptive timing knows and decides, as pure functions of the tasks in flight and a time: the learned
// solve-time distributions (PollPlanner), the likelihood that a task finished since it was last known solving,
// the res.php budget, when to ask threadsinfo, when to submit speculatively and which tasks to poll on evidence.
// No timers, no I/O, no Qt objects: the engine supplies the time (monotonic ms) and acts on the answers.
class AdaptiveOracle
{
public:
    explicit AdaptiveOracle(const TimingPolicy &policy = TimingPolicy::defaults(), AdaptiveTuning tuning = {});

    void setPolicy(const TimingPolicy &policy);

    const TimingPolicy &policy() const { return m_policy; }

    const AdaptiveTuning &tuning() const { return m_tuning; }

    PollPlanner &planner() { return m_planner; }

    const PollPlanner &planner() const { return m_planner; }

    bool adaptive() const { return m_planner.adaptive(); }

    // ---- the res.php budget -------------------------------------------------------------------------------
    void resetRun();

    void noteResRequest() { m_resSpent += 1; }

    // A task was collected after a solve of about `solveMs`: the fixed schedule would have spent this many polls.
    void noteCollected(qint64 solveMs);

    int solvedSinceStart() const { return m_solvedSinceStart; }

    double resSpent() const { return m_resSpent; }

    // What the fixed schedule (first poll at the reCAPTCHA delay, then every interval) sends for a task that
    // solved in `solveMs`.
    double fixedSchedulePolls(qint64 solveMs) const;
    // What it would have sent by `nowMs`: the whole count for the tasks collected, and for those in flight the polls
    // already due on them.
    double budgetSoFar(const PollSchedule &schedule, qint64 nowMs) const;
    bool overBudget(const PollSchedule &schedule, qint64 nowMs) const;
    double completionsPerThreadsInfo(const PollSchedule &schedule, qint64 nowMs) const;

    // ---- likelihoods ----------------------------------------------------------------------------------------
    // That `task` finished by `atMs`, given it was solving at `knownAtMs`: (F(at) - F(known)) / (1 - F(known)).
    double finishedSince(const PolledTask &task, qint64 knownAtMs, qint64 atMs) const;
    // When the task was last known solving: its last not-ready poll, a proof of all solving, the last threadsinfo
    // answer sent after its submit (which counted it among the busy or the finished, and the finished are credits
    // already), or its submit.
    static qint64 knownSolvingAtMs(const PolledTask &task, qint64 lastProbeSentAtMs);
    // How many of our tasks are expected to have finished by `atMs` without any answer telling us.
    double expectedUnseenCompletions(const PollSchedule &schedule, qint64 lastProbeSentAtMs, qint64 atMs) const;
    // That at least one has.
    double anyUnseenCompletion(const PollSchedule &schedule, qint64 lastProbeSentAtMs, qint64 atMs) const;
    // The first moment in [fromMs, untilMs] at which `grows` (non-decreasing in time) reaches `wanted`, to a
    // twentieth of the threadsinfo minimum interval; untilMs if it never does.
    qint64 firstMomentAtLeast(qint64 fromMs,
                              qint64 untilMs,
                              double wanted,
                              const std::function<double(qint64)> &grows) const;

    // The polled tasks submitted before `probeSentAtMs` whose likelihood of having finished by then (from when they
    // were last known solving: submit, a poll answered "not ready", a proof) is under surelyBusyLikelihood. Tasks
    // whose poll is in flight, or whose last poll failed, are known solving only as of their submit or proof.
    QList<qint64> surelyBusyAt(const PollSchedule &schedule, qint64 probeSentAtMs) const;

    // ---- lost submit answers ---------------------------------------------------------------------------------
    // How long a lost submit's task of `method` is counted when threadsinfo cannot say (lostTaskHoldQuantile).
    qint64 lostTaskHoldMs(Method method) const;
    // When a lost submit's task of `method` is surely done, made or not (lostTaskDoneQuantile).
    qint64 lostTaskDoneMs(Method method) const;
    // Sooner than this after its submit no task of `method` is (almost ever) solved (neverMadeQuantile).
    qint64 quickestSolveMs(Method method) const;

    // ---- decisions ------------------------------------------------------------------------------------------
    // When to ask threadsinfo next, the last having been sent at `lastSentAtMs`.
    qint64 nextThreadsInfoAtMs(const PollSchedule &schedule,
                               qint64 nowMs,
                               qint64 lastSentAtMs,
                               qint64 lastProbeSentAtMs) const;
    // The completion-rate interval: about completionsPerThreadsInfo() expected completions per request.
    qint64 threadsInfoIntervalMs(const PollSchedule &schedule, qint64 nowMs) const;
    // When a speculative submit is worth sending (a thread at least speculativeLikelihood likely free), looking
    // from `fromMs` one threadsinfo interval ahead; 0 = not within it.
    qint64 speculativeSubmitAtMs(const PollSchedule &schedule, qint64 fromMs, qint64 lastProbeSentAtMs) const;
    // Whether another speculative refusal is within its share of the in.php budget.
    bool speculativeRefusalAllowed(int refusalsSoFar) const;
    // threadsinfo said `finished` tasks submitted before `probeSentAtMs` are done: the likeliest of them (at least
    // minEvidenceLikelihood), likeliest first, no more than `finished` less the polls already in flight.
    QList<qint64> evidencePolls(const PollSchedule &schedule, int finished, qint64 probeSentAtMs) const;

private:
    TimingPolicy m_policy;
    AdaptiveTuning m_tuning;
    PollPlanner m_planner;
    double m_resSpent = 0;
    double m_resBudget = 0;
    int m_solvedSinceStart = 0;
};

} // namespace SolveDeck
