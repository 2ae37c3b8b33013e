#pragma once

#include "core/model/job.h"
#include "core/result.h"
#include "gateway/gatewayreply.h"

#include <QJsonObject>
#include <QString>

#include <optional>

namespace SolveDeck::Gateway::Tasks {

// The answers of the JSON task protocol, built from what the desk read (pure, QtCore only; encode() makes the
// HTTP reply). Every answer is HTTP 200 with a JSON object, as the public services answer: {"errorId": 0, ...} on
// success, {"errorId": 1, "errorCode": CODE, "errorDescription": TEXT} on an error (codes in taskcodes.h).
//
// What the route table supplies, per route (everything else comes from the job row):
//   /createTask        clientKeyOf + authentication, readCreateTask (taskrequest.h), the host check, the balance
//                      check, then the enqueue's outcome: taskCreated(jobId), noSlotAvailable(), keyDoesNotExist(),
//                      refused(error) for the core's refusal, internalError(text) for a store failure
//   /getTaskResult     clientKeyOf + authentication, readTaskId, then the client's job row or nullopt (another
//                      client's job is nullopt: exactly an unknown one), the requester's address, and the job's cost
//                      if known: taskResult(job, context)
//   /getBalance        authentication, then the account's balance as getbalance answers it: balance(value)
//   /report*           authentication, readTaskId, the client's job row: reportRefusal(job) says whether it may be
//                      reported; the desk's report call, then reportRecorded() (or internalError)
struct TaskAnswer
{
    QJsonObject body; // the whole answer, errorId included

    bool ok() const;
    QString errorCode() const; // "" on success

    static TaskAnswer success(QJsonObject fields = {});
    static TaskAnswer error(const QString &code, const QString &description);
};

// The HTTP reply: always 200 (errors included, as libraries read errorId, not the status), application/json.
GatewayReply encode(const TaskAnswer &answer);

// createTask: {"errorId": 0, "taskId": N}, N SolveDeck's job id as a JSON integer.
TaskAnswer taskCreated(qint64 jobId);

// What getTaskResult needs beside the job row.
struct TaskResultContext
{
    QString requesterIp; // the address the request came from; "" answers "127.0.0.1"
    QString cost;        // the job's cost in the account's currency if known; "" answers "0" (thread plans)
};

// getTaskResult for the client's job (nullopt: none of the client's has that id):
//   queued or being solved: {"errorId": 0, "status": "processing"}
//   solved: {"errorId": 0, "status": "ready", "solution": {...}, "cost": "0", "ip": ..., "createTime": s,
//            "endTime": s, "solveCount": n}; solution holds gRecaptchaResponse and token (reCAPTCHA: both, as
//            2captcha's API v2 and CapSolver send both), token (Turnstile) or text (image), and userAgent when the
//            job was given one; times are Unix seconds; solveCount the submits sent upstream
//   failed or canceled: errorId 1 with the job's failure (compat/compatresult.h failureOf: the upstream code, or
//            ERROR_CAPTCHA_UNSOLVABLE with SolveDeck's reason)
//   nullopt: NoSuchCaptchaId
TaskAnswer taskResult(const std::optional<Job> &job, const TaskResultContext &context);

// getBalance: {"errorId": 0, "balance": N} (a JSON number; 0 on thread plans or when the engine has not read it).
TaskAnswer balance(double value);

// Whether a report (reportIncorrectRecaptcha, reportCorrectRecaptcha, reportIncorrectImageCaptcha) may go ahead for
// this job: nullopt when it is a solved job of the client; else NoSuchCaptchaId saying why.
std::optional<TaskAnswer> reportRefusal(const std::optional<Job> &job);

// A report recorded: {"errorId": 0, "status": "success"}.
TaskAnswer reportRecorded();

// The errors the desk decides, each with its code and a description for people.
TaskAnswer keyDoesNotExist();
TaskAnswer noSlotAvailable();
TaskAnswer zeroBalance();
TaskAnswer domainNotAllowed(const QString &refusal); // the host refusal's text (names the host and the fix)
TaskAnswer internalError(const QString &detail);
// A request the readers (taskrequest.h, tasktypes.h) or the core's validation refused: the error's code when it is
// one of the protocol's (ERROR_...), else BadParameters (the core's INVALID_SPEC), with its message.
TaskAnswer refused(const Error &error);
// A body that is not one JSON object (JsonBody::parseObject's error: where and what).
TaskAnswer badBody(const Error &parseError);

} // namespace SolveDeck::Gateway::Tasks
