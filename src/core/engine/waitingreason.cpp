#include "core/engine/waitingreason.h"

#include "core/model/consoleplaces.h"
#include "core/timetext.h"

#include <QCoreApplication>
#include <QDateTime>

namespace SolveDeck {

namespace {

WaitingReason reason(const char *name, const QString &text)
{
    return WaitingReason{QString::fromLatin1(name), text};
}

} // namespace

QString waitingTimeText(qint64 utcMs, qint64 nowMs)
{
    return localTimeText(utcMs, nowMs);
}

WaitingReason waitingReason(const WaitingFacts &f)
{
    switch (f.state) {
    case JobState::Solved:
    case JobState::Failed:
    case JobState::Canceled:
        return {};
    case JobState::Submitting:
        return reason("submitting", QCoreApplication::translate("WaitingReason", "sending to the service"));
    case JobState::Submitted:
        if (f.nextPollAtMs > 0) {
            return reason("next_poll",
                          QCoreApplication::translate("WaitingReason", "at the service; next poll at %1")
                              .arg(waitingTimeText(f.nextPollAtMs, f.nowMs)));
        }
        return reason("solving",
                      QCoreApplication::translate("WaitingReason", "at the service; polled until the token is ready"));
    case JobState::Queued:
        break;
    }

    // Before the pause: a resume alone would not let this job be submitted.
    if (!f.hostAuthorised) {
        if (f.targetHost.isEmpty()) {
            return reason("host_not_authorised",
                          QCoreApplication::translate("WaitingReason",
                                                      "target host not authorised: the page URL has no host that "
                                                      "can be authorised; queue the job again with the page's plain "
                                                      "address"));
        }
        return reason("host_not_authorised",
                      QCoreApplication::translate("WaitingReason",
                                                  "target host not authorised: %1; to submit this job, %2")
                          .arg(f.targetHost, ConsolePlaces::authoriseHostHint(f.targetHost)));
    }
    if (f.queuePaused) {
        QString text;
        if (!f.queuePausedBy.isEmpty() && f.queuePausedAtMs > 0) {
            text = QCoreApplication::translate("WaitingReason",
                                               "paused: the queue was paused by %1 at %2; resume it to submit")
                       .arg(f.queuePausedBy, waitingTimeText(f.queuePausedAtMs, f.nowMs));
        } else {
            text = QCoreApplication::translate("WaitingReason", "paused: the queue was paused; resume it to submit");
        }
        return reason("paused", text);
    }
    if (f.engineKnown) {
        switch (f.engine) {
        case WaitingFacts::Engine::PausedForKey:
            return reason("paused_for_key",
                          QCoreApplication::translate("WaitingReason",
                                                      "paused: key rejected; set a valid API key to resume"));
        case WaitingFacts::Engine::Banned:
            if (f.banUntilMs > 0) {
                return reason("banned",
                              QCoreApplication::translate("WaitingReason", "banned until %1")
                                  .arg(waitingTimeText(f.banUntilMs, f.nowMs)));
            }
            return reason("banned",
                          QCoreApplication::translate("WaitingReason",
                                                      "banned by the service; waiting for the ban to end"));
        case WaitingFacts::Engine::EndpointProblem:
            return reason("endpoint_problem",
                          QCoreApplication::translate("WaitingReason",
                                                      "endpoint problem: the address does not answer as the API"));
        case WaitingFacts::Engine::StoreError:
            return reason("store_error",
                          QCoreApplication::translate("WaitingReason", "the job database does not take writes"));
        case WaitingFacts::Engine::Stopped:
            return reason("no_engine", QCoreApplication::translate("WaitingReason", "the engine is stopped"));
        case WaitingFacts::Engine::Running:
            break;
        }
    }
    if (f.nextAttemptAtMs > f.nowMs) {
        const QString at = waitingTimeText(f.nextAttemptAtMs, f.nowMs);
        if (!f.backoffCause.isEmpty()) {
            return reason("backing_off",
                          QCoreApplication::translate("WaitingReason", "backing off until %1 after %2")
                              .arg(at, f.backoffCause));
        }
        return reason("backing_off", QCoreApplication::translate("WaitingReason", "backing off until %1").arg(at));
    }
    if (!f.engineKnown && f.liveEngines == 0) {
        return reason("no_engine",
                      QCoreApplication::
                          translate("WaitingReason",
                                    "no engine is running on this database: start the console or 'solvedeck-cli run'"));
    }
    // The reason, then after "; " what comes next (the table shows the reason; its tooltip and the detail pane the
    // whole: a seventeenth trial's tooltip only repeated "cap full (5/5)").
    const auto withNext = [](const QString &why, const QString &next) {
        return QCoreApplication::translate("WaitingReason", "%1; %2").arg(why, next);
    };
    if (f.effectiveCap > 0 && f.inFlight >= f.effectiveCap) {
        const QString
            why = QCoreApplication::translate("WaitingReason", "cap full (%1/%2)").arg(f.inFlight).arg(f.effectiveCap);
        return reason("cap_full",
                      withNext(why,
                               f.planThreads > f.effectiveCap
                                   ? QCoreApplication::translate("WaitingReason",
                                                                 "submitted as soon as one of these threads is free, "
                                                                 "or raise the cap (the plan has %1 threads)")
                                         .arg(f.planThreads)
                                   : QCoreApplication::translate("WaitingReason",
                                                                 "submitted as soon as one of these threads is free")));
    }
    if (f.planThreads > 0 && f.accountWorking >= f.planThreads) {
        const QString why = QCoreApplication::translate("WaitingReason", "account threads busy (plan %1, %2 working)")
                                .arg(f.planThreads)
                                .arg(f.accountWorking);
        return reason("account_busy",
                      withNext(why,
                               QCoreApplication::translate("WaitingReason",
                                                           "submitted as soon as the account has a free thread")));
    }
    return reason("next_in_line", QCoreApplication::translate("WaitingReason", "next in line for a free thread"));
}

} // namespace SolveDeck
