#pragma once

#include "core/model/job.h"

#include <QByteArray>
#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

// Builds the application/x-www-form-urlencoded POST bodies for in.php and res.php (shared/design/PROTOCOL.md).
// Pure functions: no network, no state. Every body carries key and json=1; the key only ever travels in a body,
// never in a URL. Values are percent-encoded byte for byte (a '+' in a base64 image must not become a space).
namespace SolveDeck::RequestBuilder {

using FormFields = QList<QPair<QString, QString>>;

// "a=1&b=2" with every name and value percent-encoded.
QByteArray encodeForm(const FormFields &fields);

// in.php: the method's required parameters plus the optional ones TaskSpec::params holds for that method
// (unknown or empty params are not sent, so a params map can never override key, method or json).
FormFields submitFields(const TaskSpec &spec, const QString &apiKey, const QString &softId = {});
QByteArray submitBody(const TaskSpec &spec, const QString &apiKey, const QString &softId = {});

// res.php
QByteArray pollBody(const QString &apiKey, const QString &taskId);              // action=get&id=
QByteArray pollManyBody(const QString &apiKey, const QStringList &taskIds);     // action=get&ids=a,b,c
QByteArray balanceBody(const QString &apiKey);                                  // action=getbalance
QByteArray threadsInfoBody(const QString &apiKey);                              // action=threadsinfo
QByteArray reportBody(const QString &apiKey, const QString &taskId, bool good); // reportgood / reportbad

// The in.php "method" value for a job's method: userrecaptcha, turnstile, base64.
QString providerMethod(Method method);

// The optional parameters sent for a method, by their CaptchaAI names.
QStringList optionalParams(Method method);

} // namespace SolveDeck::RequestBuilder
