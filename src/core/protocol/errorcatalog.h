#pragma once

#include <QString>

namespace SolveDeck {

// How the engine must react to a provider or transport code (see shared/design/PROTOCOL.md, "Error codes and
// what the client does"). The catalogue only classifies; the retry/back-off policy lives in the engine.
enum class ErrorClass {
    NotReady,  // CAPCHA_NOT_READY: poll again later
    Transient, // 5xx, HTML, garbage, timeouts, ERROR_SERVER_ERROR: retry after ~10 s with back-off
    Capacity,  // ERROR_ZERO_BALANCE (no free thread on CaptchaAI), ERROR_NO_SLOT_AVAILABLE, MAX_USER_TURN
    AuthPause, // bad key: pause the whole queue and ask for the key; never retry-loop (leads to IP_BANNED)
    BanPause,  // IP_BANNED: stop all traffic for 5 min
    // The endpoint does not speak the API (a redirect, 401/403/404/405, a web page where answers belong): pause
    // the queue with one reason instead of retrying every job against it; nothing is wrong with the jobs.
    EndpointPause,
    JobFailure, // the job's parameters, image or proxy are wrong, or it is unsolvable: fail with a fix hint
    ClientBug,  // bad task id / empty action: fail the job and log loudly, it is our bug
};

struct ErrorInfo
{
    ErrorClass errorClass = ErrorClass::JobFailure;
    QString code;  // as received (or ours: HTTP_502, TIMEOUT, ...)
    QString cause; // plain language, translated: what happened
    QString fix;   // plain language, translated: what the operator can do
    bool known = true;
};

// Every code in PROTOCOL.md plus our transport codes (HTTP_<status>, HTML_RESPONSE, BAD_RESPONSE, TIMEOUT,
// CONNECTION_REFUSED, CONNECTION_RESET, NETWORK_ERROR). An unknown code -> JobFailure, known=false, and the
// cause shows the raw code.
ErrorInfo describeError(const QString &code);

// The part of a stored error_detail that the catalogue does not already say, so a display shows the code, the
// cause, the fix and this each once. Details are stored as the specific text only (the server's extra words or
// our own one-line explanation); rows written before that held "CODE: cause fix (extra)", and this strips
// such a prefix too. Empty when nothing is left beyond the code, cause and fix.
QString errorDetailBeyondCatalogue(const QString &code, const QString &detail);

// Stable lowercase names for logs and exports: "not_ready", "transient", "capacity", "auth_pause",
// "ban_pause", "job_failure", "client_bug".
QString errorClassName(ErrorClass c);

} // namespace SolveDeck
