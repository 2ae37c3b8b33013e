#include "accountprobe.h"

#include "core/engine/enginelogging.h"
#include "core/store/accounts.h"

namespace SolveDeck {

AccountProbe::AccountProbe(EngineContext &context, EngineHooks &engineHooks, Poller &jobPoller)
    : c(context)
    , hooks(engineHooks)
    , poller(jobPoller)
{
}

void AccountProbe::reset()
{
    m_nextAtMs = 0;
    m_wanted = false;
    m_request = 0;
    m_probe = 0;
    m_sentAtMs = 0;
    m_failures = 0;
    m_answeredOnce = false;
    m_heldDuringLastAnswer = -1;
    m_allowance.reset(c.now());
}

void AccountProbe::askIfDue(qint64 nowMs, bool force)
{
    if (m_request != 0) {
        return;
    }
    if (!force && (!hooks.trafficAllowed() || m_nextAtMs <= 0 || m_nextAtMs > nowMs)) {
        return;
    }
    m_nextAtMs = 0;
    m_wanted = false;
    m_probe = c.governor.beginProbe(nowMs);
    m_sentAtMs = nowMs;
    m_releasedAtSend = c.governor.releasedTasks();
    m_allowance.spend(nowMs, c.policy.threadsInfoIntervalMs);
    c.oracle.noteResRequest();
    ++c.stats.threadsInfoRequests;
    qCDebug(lcEngine) << "threadsinfo sent; counted" << c.governor.threadsHeld() << "possible ghosts"
                      << c.governor.lostAnswerOrphans();
    m_request = c.api->threadsInfo([this](const ApiResult<ThreadsInfo> &answer) {
        onAnswer(answer);
    });
}

void AccountProbe::askWithinAllowance(qint64 nowMs)
{
    m_wanted = true;
    plan(nowMs);
}

void AccountProbe::plan(qint64 nowMs)
{
    if (m_request != 0 || !hooks.trafficAllowed() || m_failures > 0) {
        return; // asking now, paused, or backing off after a failed answer (onAnswer set the time)
    }
    if (poller.batching()) {
        // The batched polls find finished tasks themselves: threadsinfo only keeps the plan's size and the console's
        // readings true, and leaves the res.php budget to the batches.
        m_nextAtMs = std::max(nowMs, m_sentAtMs + c.policy.threadsInfoWhileBatchingMs);
    } else {
        // Timed by the expected completions, but on average no more often than the fixed schedule asks: with single
        // polls the polls are the fixed schedule's, so any more threadsinfo would make res.php per solve worse.
        // On plans of hundreds of threads its share per solve is small (0.06 at 500 threads) and it is what keeps
        // the plan busy between polls (utilisation 0.97 against 0.85 within the allowance): no allowance there.
        m_nextAtMs = c.oracle.nextThreadsInfoAtMs(c.schedule, nowMs, m_sentAtMs, c.lastProbeSentAtMs);
        if (c.schedule.size() <= c.oracle.tuning().maxPlannedTasks) {
            m_nextAtMs = std::max(m_nextAtMs, m_allowance.availableAtMs(nowMs, c.policy.threadsInfoIntervalMs));
        }
    }
    if (hooks.idleForReadings()) {
        // Idle: the readings only keep the console's dock true, on the slow timer.
        m_nextAtMs = std::max(m_nextAtMs, m_sentAtMs + c.policy.idleReadingsMs);
    }
    const qint64 allowed = m_allowance.availableAtMs(nowMs, c.policy.threadsInfoIntervalMs);
    if (m_wanted) {
        // A lost submit's task may hold a thread: the answer frees its slot at once if it does not, and proves the
        // service up for its re-send. Within the fixed schedule's rate, as every other threadsinfo.
        m_nextAtMs = std::min(m_nextAtMs, allowed);
    } else if (c.workingThreadsKnown && c.governor.lostAnswerOrphans() > c.governor.credits()) {
        // Ghosts hold slots: they are looked for again as soon as the allowance lets, since an answer below what we
        // count gives the slots of those never made or done back at once. Without this, batched polls left
        // threadsinfo at once a minute and lost answers' slots held for that long (issue 38: two to four of five
        // threads free for 55 s). (Asking for a known ghost only once it is half likely done was tried: no fewer
        // requests, no faster runs.)
        m_nextAtMs = std::min(m_nextAtMs, std::max(allowed, m_sentAtMs + c.policy.threadsInfoMinIntervalMs));
    }
}

void AccountProbe::onAnswer(const ApiResult<ThreadsInfo> &answer)
{
    m_request = 0;
    m_answeredOnce = true;
    const int probe = std::exchange(m_probe, 0);
    const qint64 nowMs = c.now();
    if (answer.ok()) {
        hooks.noteApiAnswer();
        m_failures = 0;
        const ThreadsInfo &info = *answer.value;
        m_lastInfo = info;
        m_lastAnswerAtWallMs = c.wallNow();
        if (info.threads > 0) {
            if (info.threads != c.governor.planThreads()) {
                // Shared with the other engines of the account, for their claims and gauges.
                if (const Result<void> saved = Accounts(*c.store).setPlan(c.account, info.threads); !saved) {
                    qCWarning(lcEngine) << "plan threads not saved:" << saved.error().message;
                }
            }
            c.governor.setPlanThreads(info.threads);
        }
        c.workingThreadsKnown = info.workingThreadsKnown;
        if (info.workingThreadsKnown) {
            // Before the probe's credits are applied: every task counted now, and those let go of since it left.
            m_heldDuringLastAnswer = c.governor.threadsHeld() + c.governor.credits()
                                   + (c.governor.releasedTasks() - m_releasedAtSend);
            c.governor.applyProbe(probe, info.workingThreads, nowMs);
            qCDebug(lcEngine) << "threadsinfo answered: working" << info.workingThreads << "; held now"
                              << c.governor.threadsHeld() << "credits" << c.governor.credits() << "possible ghosts"
                              << c.governor.lostAnswerOrphans();
            // A likelihood, not a proof: wrong (a provider faster than the learned times, early in a run) it counts
            // one thread fewer than the server has busy. Only where the server guards the cap, so that the worst is
            // a refused submit; below the plan the cap is ours alone to keep (with a shared cap of 3 on a 5-thread
            // plan, 4 ran at once).
            if (c.oracle.adaptive() && c.serverGuardsTheCap()) {
                for (qint64 jobId : c.oracle.surelyBusyAt(c.schedule, m_sentAtMs)) {
                    c.governor.noteBusyWhenProbed(jobId);
                }
            }
            if (c.governor.credits() == 0) {
                poller.noteAllSolvingAt(m_sentAtMs);
            }
            // Lost submits' tasks are the likeliest finished ones when they are among those counted: polls go only to
            // the finishes they cannot account for.
            const int finishedPolled = c.governor.credits() - c.governor.lostAnswerOrphans();
            if (c.oracle.adaptive() && hooks.trafficAllowed() && finishedPolled > 0) {
                poller.pollOnEvidence(finishedPolled, m_sentAtMs, nowMs);
            }
            c.lastProbeSentAtMs = m_sentAtMs;
        } else {
            // An answer without a usable working_threads says nothing about our tasks: unknown, never zero busy.
            c.governor.abandonProbe(probe);
        }
        // What is known solving moved: plan threadsinfo now, and the speculative submit before the next arm.
        hooks.planDirty();
        plan(nowMs);
        hooks.requestDispatch();
    } else {
        c.governor.abandonProbe(probe);
        const ErrorAction action = errorAction(answer.failure.errorClass, RequestKind::ThreadsInfo);
        hooks.noteFailure(answer.failure, action);
        if (action == ErrorAction::RetryLater || action == ErrorAction::WaitForThread
            || action == ErrorAction::PollAgain) {
            // The plan size stays as last known; ask again later.
            ++m_failures;
            m_nextAtMs = nowMs + c.policy.transientBackoffMs(m_failures, c.jitter());
        }
    }
    hooks.rearm();
}

} // namespace SolveDeck
