#pragma once

#include "core/model/job.h"
#include "gateway/compat/compatanswer.h"

#include <QString>

#include <optional>

namespace SolveDeck::Gateway::Compat {

// Why a job ended without an answer, as every protocol of the gateway reports it (res.php here, getTaskResult in
// tasks/taskanswer): a job that failed upstream keeps the service's code (ERROR_CAPTCHA_UNSOLVABLE,
// ERROR_BAD_TOKEN_OR_PAGEURL, …) and its detail; SolveDeck's own endings (canceled, a deadline passed, a capacity
// wait given up, its client revoked) are ERROR_CAPTCHA_UNSOLVABLE, the code every library treats as "this one will
// not be solved, submit again if you want", with SolveDeck's reason as the text.
struct JobFailure
{
    QString code;
    QString text;
};

// The failure of a failed or canceled job; nullopt for any other state.
std::optional<JobFailure> failureOf(const Job &job);

// What res.php?action=get answers for one job, read from the database only (an answer never causes an upstream
// request): CAPCHA_NOT_READY while it is queued or being solved, the token or text once solved, the upstream code
// once it failed there (ERROR_CAPTCHA_UNSOLVABLE, ERROR_BAD_TOKEN_OR_PAGEURL, …). SolveDeck's own endings (a job
// canceled, a deadline passed, a capacity wait given up) answer ERROR_CAPTCHA_UNSOLVABLE, the code every library
// treats as "this one will not be solved, submit again if you want", with SolveDeck's reason in error_text.
// `job` empty (no such job, or another client's): ERROR_WRONG_CAPTCHA_ID.
CompatAnswer resultOf(const std::optional<Job> &job);

// One element of an ids= answer ("tok1|CAPCHA_NOT_READY|ERROR_WRONG_CAPTCHA_ID"): the value, or the code.
QString resultElement(const std::optional<Job> &job);

// A res.php / in.php task id as clients send it: SolveDeck's job id as decimal digits. std::nullopt for anything
// else (ERROR_WRONG_ID_FORMAT).
std::optional<qint64> parseTaskId(const QString &text);

} // namespace SolveDeck::Gateway::Compat
