#include "taskrequest.h"

#include "gateway/compat/compatfields.h"
#include "gateway/compat/compatresult.h"
#include "gateway/tasks/taskcodes.h"
#include "gateway/tasks/tasktypes.h"

#include <QJsonValue>

#include <cmath>

namespace SolveDeck::Gateway::Tasks {

QString clientKeyOf(const QJsonObject &body)
{
    const QJsonValue key = body.value(QLatin1String("clientKey"));
    return key.isString() ? key.toString().trimmed() : QString();
}

Result<TaskSpec> readCreateTask(const QJsonObject &body)
{
    const QJsonValue task = body.value(QLatin1String("task"));
    if (!task.isObject()) {
        return Error{QString::fromLatin1(Code::TaskAbsent),
                     task.isUndefined() || task.isNull()
                         ? QStringLiteral("task: missing. Send the task as an object, for example \"task\": "
                                          "{\"type\": \"RecaptchaV2TaskProxyless\", \"websiteURL\": ..., "
                                          "\"websiteKey\": ...}.")
                         : QStringLiteral("task: not an object. Send the task as an object with its type and "
                                          "fields.")};
    }
    Result<TaskSpec> spec = specOfTask(task.toObject());
    if (!spec) {
        return spec;
    }
    TaskSpec read = std::move(spec).value();
    const QJsonValue callback = body.value(QLatin1String("callbackUrl"));
    if (callback.isString() && !Compat::isAbsent(callback.toString())) {
        read.params.insert(QStringLiteral("pingback"), callback.toString().trimmed());
    } else if (!callback.isUndefined() && !callback.isNull() && !callback.isString()) {
        return Error{QString::fromLatin1(Code::BadParameters),
                     QStringLiteral("callbackUrl: not text. Send the address as a string, or leave it out.")};
    }
    return read;
}

Result<qint64> readTaskId(const QJsonObject &body)
{
    const QJsonValue value = body.value(QLatin1String("taskId"));
    std::optional<qint64> id;
    if (value.isDouble()) {
        const double number = value.toDouble();
        // Up to 2^53, where doubles stop holding every whole number: far beyond any job id.
        constexpr double largest = 9007199254740992.0;
        if (number >= 1 && number <= largest && std::floor(number) == number) {
            id = static_cast<qint64>(number);
        }
    } else if (value.isString()) {
        id = Compat::parseTaskId(value.toString());
    }
    if (!id) {
        return Error{QString::fromLatin1(Code::NoSuchCaptchaId),
                     value.isUndefined() || value.isNull()
                         ? QStringLiteral("taskId: missing. Send the taskId createTask answered.")
                         : QStringLiteral("taskId: not a task id. Send the taskId createTask answered, a positive "
                                          "whole number.")};
    }
    return *id;
}

} // namespace SolveDeck::Gateway::Tasks
