#pragma once

#include "core/model/hostpattern.h"
#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QStringList>

namespace SolveDeck {

// Checks a TaskSpec before it is stored, against what CaptchaAI's in.php accepts (../shared/design/PROTOCOL.md),
// so a mistake is reported to the user at once, with the field, what is wrong and how to fix it, instead of coming
// back minutes later as ERROR_PAGEURL or ERROR_BAD_PARAMETERS. Error.code is "INVALID_SPEC". Messages are
// translated in the "Validation" context.
Result<void> validateTaskSpec(const TaskSpec &spec);

// Checks a job's pingback (the address the service posts the solved token to) against the authorised targets:
// its host must be covered by one of `authorised` (the store's list, AuthorisedHosts; whatever the enforcement
// switch says: turning enforcement off lets jobs for any page run, it does not send tokens anywhere). A spec without
// pingback passes. validateTaskSpec has already checked its form (https unless loopback, no user info). The store
// runs it on every enqueue and import (JobStore::enqueueBatch, importJobs), below every interface. INVALID_SPEC
// naming the host and how to authorise it.
Result<void> validatePingbackHost(const TaskSpec &spec, const QList<HostPattern> &authorised);

// Checks an idempotency key (empty: none): at most maxIdempotencyKeyLength characters, none of them a control
// character (it is shown in tables, `show` and messages). Error.code is "INVALID_SPEC".
Result<void> validateIdempotencyKey(const QString &key);

// Whether `key` has the shape of a CaptchaAI API key: exactly 32 hexadecimal characters (either case). What
// `solvedeck-cli key set` checks before it touches any keychain (the console's ApiKeyDialog::hasKeyShape checks the
// same shape on its own).
bool hasApiKeyShape(const QString &key);

// Whether `sitekey` has the documented shape of the method's site keys: reCAPTCHA (v2, v3) 40 letters, digits, - or _
// starting with 6L; Turnstile 0x4 (Cloudflare's test keys: 1x0, 2x0, 3x0) then 15-40 of them. True for a method
// without a documented shape. The store keeps other shapes (an import may carry a provider's key we do not know);
// the console's New Job dialog and the gateway refuse them, for every protocol, as the service would a minute later
// (ERROR_WRONG_GOOGLEKEY, ERROR_BAD_PARAMETERS).
bool hasSitekeyShape(Method method, const QString &sitekey);
// What is wrong with a site key that lacks its method's shape, with an example and where to copy it from
// ("sitekey: ..."); empty for a key with the shape, or none given. The New Job dialog, the import preview and the
// gateway (in English there, as programs read) all say it in these words.
QString sitekeyShapeMessage(Method method, const QString &sitekey);

// The parameter names a method accepts in TaskSpec::params, sorted.
QStringList allowedTaskParameters(Method method);

// Largest decoded image accepted: 2captcha's API documentation gives 600 kB as the limit of a normal (image)
// captcha, and 2captcha-compatible servers answer ERROR_TOO_BIG_CAPTCHA_FILESIZE above it; checking here saves a
// request and names the job.
inline constexpr qsizetype maxImageBytes = qsizetype(600) * 1024;

// Longest sitekey accepted: real reCAPTCHA keys are 40 characters and Turnstile keys about 24; 100 leaves room for
// other providers while catching a pasted URL or script tag.
inline constexpr qsizetype maxSitekeyLength = 100;

// Longest page URL accepted: browsers and servers commonly stop at about 2000 characters (RFC 9110 recommends
// supporting at least 8000); a page with a CAPTCHA has a far shorter address.
inline constexpr qsizetype maxPageUrlLength = 2048;

// Longest idempotency key: it is a caller's identifier (a UUID, a row id, a file name), not data.
inline constexpr qsizetype maxIdempotencyKeyLength = 200;

// Longest value of any other text parameter (user agent, cookies, data-s, proxy, ...), as bodies go: the body of an
// image job is bounded by maxImageBytes instead.
inline constexpr qsizetype maxParameterLength = 64 * 1024;

// 2captcha documents textinstructions as at most 140 characters.
inline constexpr qsizetype maxTextInstructionsLength = 140;

} // namespace SolveDeck
