#include "job.h"

namespace SolveDeck {

QString jobStateName(JobState state)
{
    switch (state) {
    case JobState::Queued:
        return QStringLiteral("queued");
    case JobState::Submitting:
        return QStringLiteral("submitting");
    case JobState::Submitted:
        return QStringLiteral("submitted");
    case JobState::Solved:
        return QStringLiteral("solved");
    case JobState::Failed:
        return QStringLiteral("failed");
    case JobState::Canceled:
        return QStringLiteral("canceled");
    }
    return {};
}

QList<JobState> allJobStates()
{
    return {JobState::Queued,
            JobState::Submitting,
            JobState::Submitted,
            JobState::Solved,
            JobState::Failed,
            JobState::Canceled};
}

std::optional<JobState> jobStateFromName(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    for (JobState s : allJobStates()) {
        if (jobStateName(s) == wanted) {
            return s;
        }
    }
    return std::nullopt;
}

QString openJobStatesSql()
{
    return QStringLiteral("'%1', '%2', '%3'")
        .arg(jobStateName(JobState::Queued), jobStateName(JobState::Submitting), jobStateName(JobState::Submitted));
}

bool isTerminal(JobState state)
{
    return state == JobState::Solved || state == JobState::Failed || state == JobState::Canceled;
}

QString methodName(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
        return QStringLiteral("recaptcha_v2");
    case Method::RecaptchaV3:
        return QStringLiteral("recaptcha_v3");
    case Method::Turnstile:
        return QStringLiteral("turnstile");
    case Method::Image:
        return QStringLiteral("image");
    }
    return {};
}

QList<Method> allMethods()
{
    return {Method::RecaptchaV2, Method::RecaptchaV3, Method::Turnstile, Method::Image};
}

std::optional<Method> methodFromName(const QString &name)
{
    const QString wanted = name.trimmed().toLower();
    for (Method m : allMethods()) {
        if (methodName(m) == wanted) {
            return m;
        }
    }
    if (wanted == QLatin1String("userrecaptcha")) {
        return Method::RecaptchaV2;
    }
    if (wanted == QLatin1String("base64") || wanted == QLatin1String("post")) {
        return Method::Image;
    }
    return std::nullopt;
}

} // namespace SolveDeck
