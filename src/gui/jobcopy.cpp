#include "jobcopy.h"

#include "core/io/jobjson.h"
#include "core/model/proxypassword.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace SolveDeck {

namespace {

// A JavaScript string literal: JSON's escaping is valid JavaScript, so a token cannot break out of the quotes.
QString jsString(const QString &value)
{
    const QByteArray array = QJsonDocument(QJsonArray{value}).toJson(QJsonDocument::Compact);
    // "[\"...\"]" -> "\"...\""
    return QString::fromUtf8(array.mid(1, array.size() - 2));
}

QJsonValue timeOrNull(qint64 ms)
{
    return ms > 0 ? QJsonValue(JobJson::isoTime(ms)) : QJsonValue(QJsonValue::Null);
}

} // namespace

bool JobCopy::applies(Variant variant, const Job &job)
{
    const bool hasToken = job.state == JobState::Solved && !job.token.isEmpty();
    switch (variant) {
    case Variant::Token:
    case Variant::TokenJson:
        return hasToken;
    case Variant::FillSnippet:
        return hasToken && !responseFieldName(job.spec.method).isEmpty();
    case Variant::JobJson:
        return job.id > 0;
    }
    return false;
}

QString JobCopy::text(Variant variant, const Job &job)
{
    if (!applies(variant, job)) {
        return {};
    }
    switch (variant) {
    case Variant::Token:
        return job.token;
    case Variant::TokenJson:
        return tokenJson(job);
    case Variant::FillSnippet:
        return fillSnippet(job);
    case Variant::JobJson:
        return jobJson(job);
    }
    return {};
}

QString JobCopy::tokenJson(const Job &job)
{
    QJsonObject object;
    object.insert(QStringLiteral("token"), job.token);
    object.insert(QStringLiteral("method"), methodName(job.spec.method));
    object.insert(QStringLiteral("sitekey"), job.spec.sitekey);
    object.insert(QStringLiteral("pageurl"), job.spec.pageurl);
    object.insert(QStringLiteral("received_at"), timeOrNull(job.collectedAtMs));
    object.insert(QStringLiteral("expires_at"), timeOrNull(job.tokenExpiresAtMs));
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Indented)).trimmed();
}

QString JobCopy::responseFieldName(Method method)
{
    switch (method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        return QStringLiteral("g-recaptcha-response");
    case Method::Turnstile:
        return QStringLiteral("cf-turnstile-response");
    case Method::Image:
        return {};
    }
    return {};
}

QString JobCopy::fillSnippet(const Job &job)
{
    const QString field = responseFieldName(job.spec.method);
    if (field.isEmpty()) {
        return {};
    }
    // Every element by that name or id (the widget renders a hidden textarea or input; pages sometimes add their
    // own), the value and the text, so that a form post and a script reading either one see the token.
    return QStringLiteral("(() => {\n"
                          "  const token = %1;\n"
                          "  const fields = document.querySelectorAll('[name=\"%2\"], #%2');\n"
                          "  fields.forEach((el) => { el.value = token; el.textContent = token; });\n"
                          "  return fields.length;\n"
                          "})();")
        .arg(jsString(job.token), field);
}

QString JobCopy::jobJson(const Job &job)
{
    // The token is what the operator copies a job for; a proxy's password is not (issue 27): masked here as in
    // every export that was not asked for passwords.
    Job shown = job;
    shown.spec.params = ProxyPassword::maskedIn(job.spec.params);
    return QString::fromUtf8(
               QJsonDocument(JobJson::toJson(shown, JobJson::Token::Include)).toJson(QJsonDocument::Indented))
        .trimmed();
}

} // namespace SolveDeck
