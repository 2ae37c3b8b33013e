#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QJsonObject>
#include <QStringList>

namespace SolveDeck::Gateway::Tasks {

// The task types of the JSON task protocol SolveDeck solves, read into the job it stores (Anti-Captcha's createTask
// and the same shapes at CapMonster Cloud, 2captcha's API v2 and CapSolver). Pure: QtCore only, no store, no
// network. Types are matched ignoring case, as the services' own spellings differ (RecaptchaV2TaskProxyless,
// CapSolver's ReCaptchaV2TaskProxyLess, AntiTurnstileTaskProxyLess):
//
//   reCAPTCHA v2  RecaptchaV2TaskProxyless, RecaptchaV2Task, NoCaptchaTaskProxyless, NoCaptchaTask;
//                 RecaptchaV2EnterpriseTaskProxyless, RecaptchaV2EnterpriseTask (enterprise=1)
//   reCAPTCHA v3  RecaptchaV3TaskProxyless, RecaptchaV3Task; RecaptchaV3EnterpriseTask[Proxyless] (enterprise=1)
//   Turnstile     TurnstileTaskProxyless, TurnstileTask, AntiTurnstileTaskProxyLess
//   image         ImageToTextTask
//
// Fields, by the TaskSpec parameter they become (validation.h allowedTaskParameters):
//   websiteURL -> pageurl, websiteKey -> sitekey (reCAPTCHA, Turnstile)
//   isInvisible -> invisible, recaptchaDataSValue (or enterprisePayload.s) -> data-s, isEnterprise -> enterprise,
//   minScore -> min_score, pageAction -> action (reCAPTCHA v3), userAgent, cookies (a string, or an object of
//   name: value)
//   action or pageAction -> action, cData or data -> data, metadata.action / metadata.cdata (CapSolver) (Turnstile)
//   proxyType, proxyAddress, proxyPort, proxyLogin, proxyPassword (or CapSolver's one "proxy" string) -> proxytype
//   and proxy as login:password@host:port
//   body -> body (base64; a data: URL prefix and line breaks dropped), phrase, case -> regsense, numeric,
//   math -> calc, minLength -> min_len, maxLength -> max_len, comment -> textinstructions (image)
// Switches come as true/false, 1/0 or "true"/"false"; numbers as numbers or numeric strings; null, "" and
// "undefined" are a field not given. Fields a type does not take (softId, languagePool, nocache, websiteSToken,
// CapMonsterModule, ...) are ignored, as the services ignore them. A proxy type without proxy fields runs without a
// proxy (CapMonster's client sends NoCaptchaTask so); a proxyless type's proxy fields are ignored.
//
// What it refuses (Error.code from taskcodes.h; Error.message names the field and the fix): TaskNotSupported (a
// type SolveDeck does not solve, none, or Turnstile on a Cloudflare challenge page: cloudflareTaskType cf_clearance,
// pageData, chlPageData or htmlPageBase64), RecaptchaInvalidSitekey (no websiteKey), BadParameters (no websiteURL, a
// field of the wrong kind, a switch or number that cannot be read, a proxy without address or port),
// ZeroCaptchaFilesize, TooBigCaptchaFilesize. The values themselves are judged by the core's validation, which the
// store applies at enqueue.
Result<TaskSpec> specOfTask(const QJsonObject &task);

// The types SolveDeck solves, one spelling each, for messages and docs.
QStringList supportedTaskTypes();

} // namespace SolveDeck::Gateway::Tasks
