#include "enginehealth.h"

#include "core/engine/enginecontext.h"
#include "core/protocol/errorcatalog.h"
#include "core/protocol/responseparser.h"
#include "core/translation.h"

namespace SolveDeck {

// The reasons are for people (the console's banner, the CLI's log): translated where a catalogue is loaded.
SOLVEDECK_FILE_TR("SolveDeck::EngineHealth", "SolveDeck")

namespace {

// So many web pages in a row where API answers belong, with no API answer between, and the endpoint is not the
// API: a maintenance page comes with a 5xx status (HTTP_5xx, transient), a page with 200 is a wrong address.
constexpr int kNonApiAnswersBeforePause = 3;

} // namespace

EngineHealth::EngineHealth(const EngineContext &context)
    : c(context)
{
}

void EngineHealth::reset()
{
    m_banUntilMs = 0;
    m_endpointRecheckAtMs = 0;
    m_failingSinceMs = 0;
    m_nonApiAnswers = 0;
    m_answersLost = false;
    m_trialAtMs = 0;
    m_trialWaitMs = 0;
}

std::optional<EngineHealth::Change> EngineHealth::noteApiAnswer(State current)
{
    m_failingSinceMs = 0;
    m_nonApiAnswers = 0;
    // Polls are answered while submits lose their answers: only an answered submit ends that pause.
    if (current == State::EndpointProblem && !m_answersLost) {
        return Change{State::Running, {}};
    }
    return std::nullopt;
}

std::optional<EngineHealth::Change> EngineHealth::noteFailure(State current,
                                                              const ApiFailure &failure,
                                                              ErrorAction action)
{
    const qint64 nowMs = c.now();
    switch (action) {
    case ErrorAction::PauseForKey:
        return keyRejected(current, failure);
    case ErrorAction::PauseForBan:
        return banned(current, failure, nowMs);
    case ErrorAction::PauseEndpoint:
        return endpointProblem(current, describeError(failure.code).cause);
    default:
        break;
    }
    if (!ResponseParser::isTransportCode(failure.code)) {
        return noteApiAnswer(current); // an error code the API sent: the endpoint speaks the API
    }
    if (m_failingSinceMs == 0) {
        m_failingSinceMs = nowMs;
    }
    if (failure.code == QLatin1String("HTML_RESPONSE") && ++m_nonApiAnswers >= kNonApiAnswersBeforePause) {
        return endpointProblem(current, describeError(failure.code).cause);
    }
    if (nowMs - m_failingSinceMs >= c.policy.unreachableGiveUpMs) {
        const ErrorInfo info = describeError(failure.code);
        return endpointProblem(current,
                               tr("No request has had an API answer for %1 s (last: %2, %3).")
                                   .arg(secondsText(nowMs - m_failingSinceMs), failure.code, info.cause));
    }
    return std::nullopt;
}

std::optional<EngineHealth::Change> EngineHealth::banOver(State current, qint64 nowMs)
{
    if (current != State::Banned || nowMs < m_banUntilMs) {
        return std::nullopt;
    }
    m_banUntilMs = 0;
    return Change{State::Running, {}};
}

bool EngineHealth::takeEndpointRecheck(State current, qint64 nowMs)
{
    if (current != State::EndpointProblem || m_answersLost || nowMs < m_endpointRecheckAtMs) {
        return false;
    }
    m_endpointRecheckAtMs = nowMs + c.policy.endpointRecheckMs;
    return true;
}

std::optional<EngineHealth::Change> EngineHealth::noteStoreFailing(State current,
                                                                   qint64 failingSinceMs,
                                                                   const QString &error,
                                                                   int unstoredTaskIds) const
{
    if (failingSinceMs == 0 || current == State::StoreError || current == State::Stopped
        || c.now() - failingSinceMs < c.policy.storeErrorAfterMs) {
        return std::nullopt;
    }
    return Change{State::StoreError, storeFailingReason(error, unstoredTaskIds)};
}

QString EngineHealth::storeFailingReason(const QString &error, int unstoredTaskIds)
{
    const QString held = unstoredTaskIds > 0
                           ? tr(" %n task id(s) the service gave are held in memory only: their tasks are still "
                                "polled, and stopping now would submit those jobs again at the next start.",
                                nullptr,
                                unstoredTaskIds)
                           : QString();
    return tr("The job database does not take writes (%1). What the service answered is kept and written "
              "as soon as it can be; no new job is submitted meanwhile, the tasks at the service are "
              "still polled.%2 Free disk space, or close the program that holds the database locked.")
        .arg(error, held);
}

std::optional<EngineHealth::Change> EngineHealth::noteStoreWorking(State current)
{
    if (current != State::StoreError) {
        return std::nullopt;
    }
    return Change{State::Running, {}};
}

std::optional<EngineHealth::Change> EngineHealth::noteAnswersLost(State current, int lost, int of)
{
    if (current != State::Running) {
        return std::nullopt;
    }
    m_answersLost = true;
    m_trialWaitMs = c.policy.endpointRecheckMs;
    m_trialAtMs = c.now() + m_trialWaitMs;
    return Change{State::EndpointProblem,
                  tr("The provider accepted requests but its answers are lost: %1 of the last %2 submits "
                     "got no answer while other requests were answered, and each may have made a task (a "
                     "paid solve). New submits are held; tasks already at the service are still polled. "
                     "One submit is tried again in %3 s, then less often, until one is answered.")
                      .arg(lost)
                      .arg(of)
                      .arg(secondsText(m_trialWaitMs))};
}

std::optional<EngineHealth::Change> EngineHealth::noteSubmitAnswered(State current)
{
    if (!holdsSubmitsOnly(current)) {
        return std::nullopt;
    }
    m_answersLost = false;
    m_trialAtMs = 0;
    return Change{State::Running, {}};
}

bool EngineHealth::takeSubmitTrial(State current, qint64 nowMs)
{
    if (!holdsSubmitsOnly(current) || nowMs < m_trialAtMs) {
        return false;
    }
    // Each try may make a paid task: less often the longer answers stay lost, at most every unreachableGiveUpMs.
    m_trialWaitMs = std::min(std::max<qint64>(1, m_trialWaitMs) * 2, std::max<qint64>(1, c.policy.unreachableGiveUpMs));
    m_trialAtMs = nowMs + m_trialWaitMs;
    return true;
}

qint64 EngineHealth::nextStepAtMs(State current) const
{
    switch (current) {
    case State::Banned:
        return m_banUntilMs;
    case State::EndpointProblem:
        return m_answersLost ? m_trialAtMs : m_endpointRecheckAtMs;
    default:
        return 0;
    }
}

std::optional<EngineHealth::Change> EngineHealth::keyRejected(State current, const ApiFailure &failure) const
{
    if (current == State::PausedForKey || current == State::Stopped) {
        return std::nullopt;
    }
    const ErrorInfo info = describeError(failure.code);
    QString why = tr("The server rejected the API key (%1).").arg(failure.code);
    if (!info.fix.isEmpty()) {
        why += QStringLiteral(" ") + info.fix;
    }
    why += QLatin1Char(' ') + tr("All jobs stay queued; set a valid key to resume.");
    return Change{State::PausedForKey, why};
}

std::optional<EngineHealth::Change> EngineHealth::banned(State current, const ApiFailure &failure, qint64 nowMs)
{
    if (current == State::Stopped || current == State::PausedForKey) {
        return std::nullopt;
    }
    const qint64 until = nowMs + c.policy.ipBanMs;
    if (current == State::Banned && m_banUntilMs >= until - 1000) {
        return std::nullopt;
    }
    m_banUntilMs = until;
    return Change{State::Banned,
                  tr("The server banned this IP address (%1), usually after repeated requests with a "
                     "wrong key. All traffic stops for %2 s; check the API key meanwhile.")
                      .arg(failure.code, secondsText(c.policy.ipBanMs))};
}

std::optional<EngineHealth::Change> EngineHealth::endpointProblem(State current, const QString &cause)
{
    if (current == State::Stopped || current == State::PausedForKey || current == State::Banned) {
        return std::nullopt;
    }
    m_endpointRecheckAtMs = c.now() + c.policy.endpointRecheckMs;
    m_answersLost = false; // the address itself is the problem now: everything stops
    return Change{State::EndpointProblem,
                  tr("This endpoint does not speak the CaptchaAI API: %1 %2 The queue is paused (no job "
                     "fails meanwhile) and the address is checked again every %3 s. Check the API address "
                     "(--endpoint, or the console's settings).")
                      .arg(c.api->endpointLabel(), cause, secondsText(c.policy.endpointRecheckMs))};
}

} // namespace SolveDeck
