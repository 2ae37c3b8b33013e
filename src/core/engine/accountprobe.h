#pragma once

#include "core/engine/enginecontext.h"
#include "core/engine/poller.h"
#include "core/engine/requestallowance.h"

namespace SolveDeck {

// Asks res.php threadsinfo: the plan's threads (which clamp the user's cap) and how many threads are working,
// which bounds how many of our tasks are still solving. Adaptive timing asks when the learned solve times say
// about 0.7 of our tasks have finished unseen (AdaptiveOracle), so each answer frees those threads at once and
// points polls at the finished tasks; otherwise every threadsinfo interval.
class AccountProbe
{
public:
    AccountProbe(EngineContext &context, EngineHooks &hooks, Poller &poller);

    // Ask as soon as allowed (start, a resume, a re-check of the endpoint).
    void askSoon(qint64 nowMs) { m_nextAtMs = nowMs; }

    // Ask as soon as the allowance lets (a submit's answer was lost: does its task hold a thread?).
    void askWithinAllowance(qint64 nowMs);

    qint64 nextAtMs() const { return m_nextAtMs; }

    bool inFlight() const { return m_request != 0; }

    // threadsinfo has answered since start (successfully or not): dispatch may begin.
    bool answeredOnce() const { return m_answeredOnce; }

    // Sends it if due and traffic is allowed, or `force` (the engine re-checks a paused endpoint with it).
    void askIfDue(qint64 nowMs, bool force = false);
    // Plans the next moment after evidence changed.
    void plan(qint64 nowMs);

    // The last answer, for people: 0 threads = not known.
    ThreadsInfo lastInfo() const { return m_lastInfo; }

    qint64 lastAnswerAtWallMs() const { return m_lastAnswerAtWallMs; }

    // The threads this engine may have held at the service while the last answered threadsinfo was on its way:
    // everything it counted when the answer came (submits in flight included) and what it let go of since the
    // request left. The server's working count cannot include more of ours. -1: no answer with a working count yet.
    int heldDuringLastAnswer() const { return m_heldDuringLastAnswer; }

    void reset();

private:
    void onAnswer(const ApiResult<ThreadsInfo> &answer);

    EngineContext &c;
    EngineHooks &hooks;
    Poller &poller;
    qint64 m_nextAtMs = 0;
    bool m_wanted = false; // asked for by askWithinAllowance(): not later than the allowance lets
    ApiService::RequestId m_request = 0;
    int m_probe = 0;
    qint64 m_sentAtMs = 0;
    int m_releasedAtSend = 0; // the governor's released tasks when the request left
    int m_failures = 0;
    // Adaptive threadsinfo with single polls: on average no more than the fixed schedule asks.
    RequestAllowance m_allowance;
    bool m_answeredOnce = false;
    ThreadsInfo m_lastInfo;
    qint64 m_lastAnswerAtWallMs = 0;
    int m_heldDuringLastAnswer = -1;
};

} // namespace SolveDeck
