#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QJsonObject>
#include <QString>

namespace SolveDeck::Gateway::Tasks {

// Reading the bodies of the JSON task protocol (POST /createTask, /getTaskResult, /getBalance, /report*), each one
// JSON object. Pure: QtCore only. The caller parses the body once (JsonBody::parseObject; a body that is not one
// JSON object is answered badBody() from taskanswer.h) and hands the object here. Errors carry the protocol's code
// (taskcodes.h) and a message naming the field and the fix; answer them with refused() from taskanswer.h.
//
// Order, as the public services check: the key first (clientKeyOf, then the desk's authentication; an unknown key is
// KeyDoesNotExist whatever else is wrong), then the task or the id.

// The body's clientKey (a client token), trimmed; "" when it is missing or not a string.
QString clientKeyOf(const QJsonObject &body);

// createTask's job: the "task" object read by specOfTask (tasktypes.h), and the body's callbackUrl as the job's
// pingback, which the store then holds to the pingback rules (an authorised host, https unless loopback). softId,
// languagePool and anything else at the top level are ignored. TaskAbsent when there is no task object.
Result<TaskSpec> readCreateTask(const QJsonObject &body);

// getTaskResult's and the report calls' taskId: a positive whole number, sent as a JSON number or as decimal text
// ("17"). NoSuchCaptchaId (with what is wrong) for anything else, so a library reads it as it reads an unknown task.
Result<qint64> readTaskId(const QJsonObject &body);

} // namespace SolveDeck::Gateway::Tasks
