#pragma once

namespace SolveDeck::Gateway::Tasks::Code {

// The JSON task protocol's error codes SolveDeck answers (errorCode beside errorId 1), each spelled as Anti-Captcha,
// CapMonster Cloud, 2captcha's API v2 and CapSolver spell it, so a library that compares codes whole (to stop, back
// off or poll again) reads SolveDeck's answers as it reads theirs. The one list: every answer in tasks/ takes its
// code from here. A job that failed upstream keeps the service's own code (compat/compatresult.h failureOf).

// clientKey is not an active gateway client token (unknown, malformed or revoked). Libraries stop.
inline constexpr char KeyDoesNotExist[] = "ERROR_KEY_DOES_NOT_EXIST";
// The client has --max-in-flight jobs not finished. Libraries wait and create the task again.
inline constexpr char NoSlotAvailable[] = "ERROR_NO_SLOT_AVAILABLE";
// The account has neither threads nor balance: new tasks only; tasks already created wait.
inline constexpr char ZeroBalance[] = "ERROR_ZERO_BALANCE";
// An ImageToTextTask whose body is empty (or decodes to no bytes).
inline constexpr char ZeroCaptchaFilesize[] = "ERROR_ZERO_CAPTCHA_FILESIZE";
// An ImageToTextTask whose image is over maxImageBytes (core/model/validation.h) once decoded.
inline constexpr char TooBigCaptchaFilesize[] = "ERROR_TOO_BIG_CAPTCHA_FILESIZE";
// The job ended without an answer: upstream said so, or SolveDeck ended it (canceled, deadline); the description says
// which.
inline constexpr char CaptchaUnsolvable[] = "ERROR_CAPTCHA_UNSOLVABLE";
// No task of this client has that id (another client's task answers exactly so), the id is not a task id, or a report
// names a task not solved. The spelling CAPCHA is the protocol's.
inline constexpr char NoSuchCaptchaId[] = "ERROR_NO_SUCH_CAPCHA_ID";
// createTask without a task object.
inline constexpr char TaskAbsent[] = "ERROR_TASK_ABSENT";
// A task type SolveDeck does not solve (or none); the description names the types it solves.
inline constexpr char TaskNotSupported[] = "ERROR_TASK_NOT_SUPPORTED";
// A reCAPTCHA or Turnstile task without websiteKey: the code these services answer for a site key they cannot use.
inline constexpr char RecaptchaInvalidSitekey[] = "ERROR_RECAPTCHA_INVALID_SITEKEY";
// A field missing or not readable (websiteURL, a switch that is not true/false, a proxy without a port, ...), a body
// that is not one JSON object, or a value the core's checks refuse; the description names the field and the fix.
// 2captcha's API v2 code for "required parameters missing or in the wrong format".
inline constexpr char BadParameters[] = "ERROR_BAD_PARAMETERS";
// The page's host is not an authorised target, or outside the client's --hosts; the description names the host and
// how an operator authorises it. CapMonster Cloud's code for a domain it will not solve for.
inline constexpr char DomainNotAllowed[] = "ERROR_DOMAIN_NOT_ALLOWED";
// The database could not store the job or the report. Libraries retry.
inline constexpr char InternalServerError[] = "ERROR_INTERNAL_SERVER_ERROR";

} // namespace SolveDeck::Gateway::Tasks::Code
