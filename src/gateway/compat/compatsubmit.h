#pragma once

#include "core/model/job.h"
#include "core/result.h"
#include "gateway/formdecoder.h"

#include <QStringList>

namespace SolveDeck::Gateway::Compat {

// Reads an in.php request's fields into the job SolveDeck stores, the way 2captcha-style client libraries send
// them (shared/design/PROTOCOL.md, docs.captchaai.com): method=userrecaptcha (version=v3 for v3), turnstile,
// base64 (body) and post (a multipart "file" part), the documented parameter names plus the aliases libraries use
// (googlekey or sitekey, min_score or minScore, …). key, json, header_acao, soft_id and any parameter the method
// does not take are ignored, as the upstream service ignores them. Values are read as libraries write them
// (compatfields.h): an empty or "undefined" value is a parameter not given, and the switches (invisible, enterprise,
// phrase, regsense, calc) are stored as the 1 or 0 the core takes whether they came as 1/0 or true/false (the npm
// "2captcha" package sends invisible=false with every reCAPTCHA). Pure: no store, no network.
//
// What it refuses, Error.code being the upstream code a library knows (Error.message names the parameter and the
// fix): ERROR_NO_SUCH_METHOD (a method SolveDeck does not solve, or none), ERROR_GOOGLEKEY (reCAPTCHA without a
// site key), ERROR_BAD_PARAMETERS (Turnstile without one, a switch that is neither 1/0 nor true/false), ERROR_PAGEURL,
// ERROR_ZERO_CAPTCHA_FILESIZE (an empty image), ERROR_TOO_BIG_CAPTCHA_FILESIZE, ERROR_UPLOAD (method=post without a
// file part, or a body that is not base64). Everything else about the values is left to the core's validation, which
// the store applies anyway.
Result<TaskSpec> readSubmit(const FormFields &fields);

// The in.php methods SolveDeck solves, as a client would write them.
QStringList submitMethods();

} // namespace SolveDeck::Gateway::Compat
