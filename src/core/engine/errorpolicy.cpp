#include "errorpolicy.h"

namespace SolveDeck {

ErrorAction errorAction(ErrorClass errorClass, RequestKind kind)
{
    switch (errorClass) {
    case ErrorClass::NotReady:
        // Only a poll can be "not ready"; elsewhere the answer is out of place, so treat it like noise.
        return kind == RequestKind::Poll ? ErrorAction::PollAgain : ErrorAction::RetryLater;
    case ErrorClass::Transient:
        return ErrorAction::RetryLater;
    case ErrorClass::Capacity:
        // A poll or threadsinfo answered "no thread" is odd but harmless: the task keeps its place.
        return kind == RequestKind::Submit ? ErrorAction::WaitForThread : ErrorAction::RetryLater;
    case ErrorClass::AuthPause:
        return ErrorAction::PauseForKey;
    case ErrorClass::BanPause:
        return ErrorAction::PauseForBan;
    case ErrorClass::EndpointPause:
        return ErrorAction::PauseEndpoint;
    case ErrorClass::JobFailure:
        // threadsinfo belongs to no job: a code it does not expect is retried, never turned into a job failure.
        return kind == RequestKind::ThreadsInfo ? ErrorAction::RetryLater : ErrorAction::FailJob;
    case ErrorClass::ClientBug:
        return kind == RequestKind::ThreadsInfo ? ErrorAction::RetryLater : ErrorAction::FailJobLoudly;
    }
    return ErrorAction::RetryLater;
}

QString errorActionName(ErrorAction action)
{
    switch (action) {
    case ErrorAction::PollAgain:
        return QStringLiteral("poll_again");
    case ErrorAction::RetryLater:
        return QStringLiteral("retry_later");
    case ErrorAction::WaitForThread:
        return QStringLiteral("wait_for_thread");
    case ErrorAction::PauseForKey:
        return QStringLiteral("pause_for_key");
    case ErrorAction::PauseForBan:
        return QStringLiteral("pause_for_ban");
    case ErrorAction::PauseEndpoint:
        return QStringLiteral("pause_endpoint");
    case ErrorAction::FailJob:
        return QStringLiteral("fail_job");
    case ErrorAction::FailJobLoudly:
        return QStringLiteral("fail_job_loudly");
    }
    return QStringLiteral("retry_later");
}

} // namespace SolveDeck
