#include "compatresult.h"

namespace SolveDeck::Gateway::Compat {

namespace {

const QString notReady = QStringLiteral("CAPCHA_NOT_READY");
const QString wrongId = QStringLiteral("ERROR_WRONG_CAPTCHA_ID");
const QString unsolvable = QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE");

} // namespace

std::optional<JobFailure> failureOf(const Job &job)
{
    if (job.state == JobState::Failed) {
        if (job.errorCode.startsWith(QLatin1String("ERROR_"))) {
            return JobFailure{job.errorCode, job.errorDetail};
        }
        return JobFailure{unsolvable,
                          QStringLiteral("SolveDeck gave up on this job (%1): %2").arg(job.errorCode, job.errorDetail)};
    }
    if (job.state == JobState::Canceled) {
        return JobFailure{unsolvable, QStringLiteral("The job was canceled in SolveDeck.")};
    }
    return std::nullopt;
}

CompatAnswer resultOf(const std::optional<Job> &job)
{
    if (!job) {
        return CompatAnswer::error(wrongId, QStringLiteral("No job of yours has this id."));
    }
    switch (job->state) {
    case JobState::Queued:
    case JobState::Submitting:
    case JobState::Submitted:
        return CompatAnswer::error(notReady);
    case JobState::Solved:
        return CompatAnswer::value(job->token);
    case JobState::Failed:
    case JobState::Canceled: {
        const JobFailure failure = failureOf(*job).value_or(JobFailure{unsolvable, {}});
        return CompatAnswer::error(failure.code, failure.text);
    }
    }
    return CompatAnswer::error(notReady);
}

QString resultElement(const std::optional<Job> &job)
{
    return resultOf(job).request;
}

std::optional<qint64> parseTaskId(const QString &text)
{
    const QString trimmed = text.trimmed();
    if (trimmed.isEmpty() || trimmed.size() > 18) {
        return std::nullopt;
    }
    for (const QChar c : trimmed) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            return std::nullopt;
        }
    }
    const qint64 id = trimmed.toLongLong();
    if (id <= 0) {
        return std::nullopt;
    }
    return id;
}

} // namespace SolveDeck::Gateway::Compat
