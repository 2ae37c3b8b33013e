#pragma once

#include "core/engine/engine.h"
#include "core/engine/errorpolicy.h"
#include "core/protocol/apiresult.h"

#include <QString>

#include <optional>

namespace SolveDeck {

struct EngineContext;

// Why a running engine holds its traffic, and the words that tell people so (Engine::stateReason):
//   PausedForKey     the server rejected the API key, until the user sets a new one;
//   Banned           IP_BANNED, until TimingPolicy::ipBanMs has passed;
//   EndpointProblem  the address answered a redirect, 401/403/404/405 or three web pages in a row, or no request has
//                    had an API answer for TimingPolicy::unreachableGiveUpMs; a threadsinfo every endpointRecheckMs
//                    looks again, and any API answer ends it. Or the provider takes submits but loses their answers
//                    (most recent submits lost them while other requests were answered: LostAnswerPolicy): then only
//                    submits stop, polls and threadsinfo go on, and one submit is tried after endpointRecheckMs,
//                    doubling up to unreachableGiveUpMs; a submit that gets an answer ends it;
//   StoreError       the database has not taken the engine's writes for TimingPolicy::storeErrorAfterMs, until the
//                    journal's writes go through again. Only submits stop: the tasks at the service are polled on,
//                    their answers (and task ids not yet written) kept in the journal.
// It keeps what these decisions need (the outage clock, the ban's end, the endpoint's next re-check) and says which
// state to enter; the engine enters it. No timers and no requests of its own.
class EngineHealth
{
public:
    using State = Engine::State;

    // A state for the engine to enter, and why (empty for Running).
    struct Change
    {
        State state = State::Running;
        QString reason;
    };

    explicit EngineHealth(const EngineContext &context);

    // Start and stop: no outage is being timed, no ban holds.
    void reset();

    // A request had an API answer (even an error code): the outage clock stops, and an endpoint problem is over.
    std::optional<Change> noteApiAnswer(State current);
    // A request failed, and the error policy chose `action`: a rejected key, a ban and an endpoint that does not
    // speak the API pause at once; failures without any API answer pause the endpoint once they lasted long enough.
    std::optional<Change> noteFailure(State current, const ApiFailure &failure, ErrorAction action);
    // The engine's step at `nowMs`: the ban is over.
    std::optional<Change> banOver(State current, qint64 nowMs);
    // The engine's step at `nowMs`: whether the paused endpoint is due for its re-check (a threadsinfo); the next
    // one is planned at once.
    bool takeEndpointRecheck(State current, qint64 nowMs);
    // The journal's writes have failed since `failingSinceMs` (0: none failing), the last with `error`, and it holds
    // `unstoredTaskIds` task ids the database has not taken.
    std::optional<Change> noteStoreFailing(State current,
                                           qint64 failingSinceMs,
                                           const QString &error,
                                           int unstoredTaskIds) const;
    // StoreError's reason: the error, what goes on meanwhile (polls yes, submits no) and the task ids held.
    static QString storeFailingReason(const QString &error, int unstoredTaskIds);
    // The journal's writes went through again.
    static std::optional<Change> noteStoreWorking(State current);
    // Most recent submits lost their answers (`lost`, of the last `of`) while other requests were answered: submits
    // pause, polls go on.
    std::optional<Change> noteAnswersLost(State current, int lost, int of);
    // A submit got an answer: a pause for lost answers is over.
    std::optional<Change> noteSubmitAnswered(State current);

    // Paused because answers are lost: polls and threadsinfo go on.
    bool holdsSubmitsOnly(State current) const { return current == State::EndpointProblem && m_answersLost; }

    // The engine's step at `nowMs`: whether a submit is to be tried while answers are lost; the next try is planned at
    // once (the wait doubles).
    bool takeSubmitTrial(State current, qint64 nowMs);

    // When the engine must take a step for health's sake: the ban's end, the endpoint's re-check; 0 = none.
    qint64 nextStepAtMs(State current) const;

    // The ban's end (engine time); 0 = none.
    qint64 banUntilMs() const { return m_banUntilMs; }

private:
    std::optional<Change> keyRejected(State current, const ApiFailure &failure) const;
    std::optional<Change> banned(State current, const ApiFailure &failure, qint64 nowMs);
    std::optional<Change> endpointProblem(State current, const QString &cause);

    const EngineContext &c;
    qint64 m_banUntilMs = 0;
    qint64 m_endpointRecheckAtMs = 0;
    // The outage clock: since when requests have failed without any API answer, and how many web pages in a row.
    qint64 m_failingSinceMs = 0;
    int m_nonApiAnswers = 0;
    // The pause is for lost submit answers: the next submit tried, and the wait after it.
    bool m_answersLost = false;
    qint64 m_trialAtMs = 0;
    qint64 m_trialWaitMs = 0;
};

} // namespace SolveDeck
