#include "requestbuilder.h"

#include "core/model/validation.h"

#include <QUrl>

namespace SolveDeck::RequestBuilder {

namespace {

void appendCommonTail(FormFields &fields)
{
    // json=1: the JSON envelope is the better-defined variant; the parser still accepts plain answers.
    fields.append({QStringLiteral("json"), QStringLiteral("1")});
}

FormFields resFields(const QString &apiKey, const QString &action)
{
    return {{QStringLiteral("key"), apiKey}, {QStringLiteral("action"), action}};
}

} // namespace

QByteArray encodeForm(const FormFields &fields)
{
    QByteArray out;
    for (const auto &[name, value] : fields) {
        if (!out.isEmpty()) {
            out += '&';
        }
        out += QUrl::toPercentEncoding(name);
        out += '=';
        out += QUrl::toPercentEncoding(value);
    }
    return out;
}

QString providerMethod(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        return QStringLiteral("userrecaptcha");
    case Method::Turnstile:
        return QStringLiteral("turnstile");
    case Method::Image:
        return QStringLiteral("base64");
    }
    return QStringLiteral("userrecaptcha");
}

QStringList optionalParams(Method method)
{
    // What a job may carry is defined once, by the validation the store applies; "body" is the image itself,
    // sent above as a required field.
    QStringList names = allowedTaskParameters(method);
    names.removeAll(QStringLiteral("body"));
    return names;
}

FormFields submitFields(const TaskSpec &spec, const QString &apiKey, const QString &softId)
{
    FormFields fields{{QStringLiteral("key"), apiKey}, {QStringLiteral("method"), providerMethod(spec.method)}};
    switch (spec.method) {
    case Method::RecaptchaV2:
        fields.append({QStringLiteral("googlekey"), spec.sitekey});
        fields.append({QStringLiteral("pageurl"), spec.pageurl});
        break;
    case Method::RecaptchaV3:
        fields.append({QStringLiteral("googlekey"), spec.sitekey});
        fields.append({QStringLiteral("pageurl"), spec.pageurl});
        fields.append({QStringLiteral("version"), QStringLiteral("v3")});
        break;
    case Method::Turnstile:
        fields.append({QStringLiteral("sitekey"), spec.sitekey});
        fields.append({QStringLiteral("pageurl"), spec.pageurl});
        break;
    case Method::Image:
        // The image itself: required, sent even when empty so the provider answers ERROR_ZERO_CAPTCHA_FILESIZE.
        fields.append({QStringLiteral("body"), spec.params.value(QStringLiteral("body"))});
        break;
    }
    for (const QString &name : optionalParams(spec.method)) {
        const QString value = spec.params.value(name);
        if (!value.isEmpty()) {
            fields.append({name, value});
        }
    }
    appendCommonTail(fields);
    if (!softId.isEmpty()) {
        fields.append({QStringLiteral("soft_id"), softId});
    }
    return fields;
}

QByteArray submitBody(const TaskSpec &spec, const QString &apiKey, const QString &softId)
{
    return encodeForm(submitFields(spec, apiKey, softId));
}

QByteArray pollBody(const QString &apiKey, const QString &taskId)
{
    FormFields fields = resFields(apiKey, QStringLiteral("get"));
    fields.append({QStringLiteral("id"), taskId});
    appendCommonTail(fields);
    return encodeForm(fields);
}

QByteArray pollManyBody(const QString &apiKey, const QStringList &taskIds)
{
    FormFields fields = resFields(apiKey, QStringLiteral("get"));
    fields.append({QStringLiteral("ids"), taskIds.join(QLatin1Char(','))});
    appendCommonTail(fields);
    return encodeForm(fields);
}

QByteArray balanceBody(const QString &apiKey)
{
    FormFields fields = resFields(apiKey, QStringLiteral("getbalance"));
    appendCommonTail(fields);
    return encodeForm(fields);
}

QByteArray threadsInfoBody(const QString &apiKey)
{
    FormFields fields = resFields(apiKey, QStringLiteral("threadsinfo"));
    appendCommonTail(fields);
    return encodeForm(fields);
}

QByteArray reportBody(const QString &apiKey, const QString &taskId, bool good)
{
    FormFields fields = resFields(apiKey, good ? QStringLiteral("reportgood") : QStringLiteral("reportbad"));
    fields.append({QStringLiteral("id"), taskId});
    appendCommonTail(fields);
    return encodeForm(fields);
}

} // namespace SolveDeck::RequestBuilder
