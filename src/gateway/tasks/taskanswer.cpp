#include "taskanswer.h"

#include "gateway/compat/compatresult.h"
#include "gateway/tasks/taskcodes.h"

namespace SolveDeck::Gateway::Tasks {

namespace {

const QString errorIdKey = QStringLiteral("errorId");

TaskAnswer fail(const char *code, const QString &description)
{
    return TaskAnswer::error(QString::fromLatin1(code), description);
}

qint64 seconds(qint64 ms)
{
    return ms / 1000;
}

QJsonObject solutionOf(const Job &job)
{
    QJsonObject solution;
    switch (job.spec.method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        solution.insert(QStringLiteral("gRecaptchaResponse"), job.token);
        solution.insert(QStringLiteral("token"), job.token);
        break;
    case Method::Turnstile:
        solution.insert(QStringLiteral("token"), job.token);
        break;
    case Method::Image:
        solution.insert(QStringLiteral("text"), job.token);
        break;
    }
    const QString userAgent = job.spec.params.value(QStringLiteral("userAgent"));
    if (!userAgent.isEmpty() && job.spec.method != Method::Image) {
        solution.insert(QStringLiteral("userAgent"), userAgent);
    }
    return solution;
}

} // namespace

bool TaskAnswer::ok() const
{
    return body.value(errorIdKey).toInt() == 0;
}

QString TaskAnswer::errorCode() const
{
    return body.value(QStringLiteral("errorCode")).toString();
}

TaskAnswer TaskAnswer::success(QJsonObject fields)
{
    fields.insert(errorIdKey, 0);
    return TaskAnswer{fields};
}

TaskAnswer TaskAnswer::error(const QString &code, const QString &description)
{
    return TaskAnswer{QJsonObject{{errorIdKey, 1},
                                  {QStringLiteral("errorCode"), code},
                                  {QStringLiteral("errorDescription"), description}}};
}

GatewayReply encode(const TaskAnswer &answer)
{
    return GatewayReply::json(200, answer.body);
}

TaskAnswer taskCreated(qint64 jobId)
{
    return TaskAnswer::success({{QStringLiteral("taskId"), jobId}});
}

TaskAnswer taskResult(const std::optional<Job> &job, const TaskResultContext &context)
{
    if (!job) {
        return fail(Code::NoSuchCaptchaId,
                    QStringLiteral("No task of yours has this taskId. Send the taskId createTask answered you."));
    }
    if (const std::optional<Compat::JobFailure> failure = Compat::failureOf(*job)) {
        return TaskAnswer::error(failure->code, failure->text);
    }
    if (job->state != JobState::Solved) {
        return TaskAnswer::success({{QStringLiteral("status"), QStringLiteral("processing")}});
    }
    const qint64 endMs = job->finishedAtMs > 0 ? job->finishedAtMs : job->collectedAtMs;
    return TaskAnswer::success({
        {QStringLiteral("status"), QStringLiteral("ready")},
        {QStringLiteral("solution"), solutionOf(*job)},
        {QStringLiteral("cost"), context.cost.isEmpty() ? QStringLiteral("0") : context.cost},
        {QStringLiteral("ip"), context.requesterIp.isEmpty() ? QStringLiteral("127.0.0.1") : context.requesterIp},
        {QStringLiteral("createTime"), seconds(job->createdAtMs)},
        {QStringLiteral("endTime"), seconds(endMs)},
        {QStringLiteral("solveCount"), job->attempts},
    });
}

TaskAnswer balance(double value)
{
    return TaskAnswer::success({{QStringLiteral("balance"), value}});
}

std::optional<TaskAnswer> reportRefusal(const std::optional<Job> &job)
{
    if (!job) {
        return fail(Code::NoSuchCaptchaId,
                    QStringLiteral("No task of yours has this taskId. Send the taskId createTask answered you."));
    }
    if (job->state != JobState::Solved) {
        return fail(Code::NoSuchCaptchaId,
                    QStringLiteral("Task %1 is not solved (it is %2); only a solved task can be reported.")
                        .arg(job->id)
                        .arg(jobStateName(job->state)));
    }
    return std::nullopt;
}

TaskAnswer reportRecorded()
{
    return TaskAnswer::success({{QStringLiteral("status"), QStringLiteral("success")}});
}

TaskAnswer keyDoesNotExist()
{
    return fail(Code::KeyDoesNotExist,
                QStringLiteral("The clientKey is not a SolveDeck gateway token, or it was revoked. Ask the operator "
                               "for a token (solvedeck-cli clients add) and send it as clientKey."));
}

TaskAnswer noSlotAvailable()
{
    return fail(Code::NoSlotAvailable,
                QStringLiteral("You have as many tasks in flight as your limit allows; create the task again when "
                               "one has finished."));
}

TaskAnswer zeroBalance()
{
    return fail(Code::ZeroBalance,
                QStringLiteral("The account has neither threads nor balance left; tasks already created wait."));
}

TaskAnswer domainNotAllowed(const QString &refusal)
{
    return fail(Code::DomainNotAllowed, refusal);
}

TaskAnswer internalError(const QString &detail)
{
    return fail(Code::InternalServerError,
                QStringLiteral("SolveDeck could not store this: %1 Try again in a few seconds.").arg(detail));
}

TaskAnswer refused(const Error &error)
{
    const bool protocolCode = error.code.startsWith(QLatin1String("ERROR_"));
    return TaskAnswer::error(protocolCode ? error.code : QString::fromLatin1(Code::BadParameters), error.message);
}

TaskAnswer badBody(const Error &parseError)
{
    return fail(Code::BadParameters,
                QStringLiteral("The body is not one JSON object (%1). Send Content-Type: application/json and a "
                               "body such as {\"clientKey\": \"...\", \"task\": {...}}.")
                    .arg(parseError.message));
}

} // namespace SolveDeck::Gateway::Tasks
