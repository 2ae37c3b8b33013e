#include "core/engine/multiidprobe.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>

namespace SolveDeck {

namespace MultiIdProbe {

namespace {

bool isCode(const QString &text)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    return code.match(text).hasMatch();
}

// Codes about the key, the account or the address, not about ids=: they say nothing of multi-id support.
bool isAccountCode(const QString &code)
{
    static const QStringList account{QStringLiteral("ERROR_WRONG_USER_KEY"),
                                     QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                     QStringLiteral("ERROR_ZERO_BALANCE"),
                                     QStringLiteral("ERROR_IP_NOT_ALLOWED"),
                                     QStringLiteral("IP_BANNED"),
                                     QStringLiteral("ERROR_IP_BANNED"),
                                     QStringLiteral("ERROR_TOO_MUCH_REQUESTS"),
                                     QStringLiteral("MAX_USER_TURN"),
                                     QStringLiteral("ERROR_NO_SLOT_AVAILABLE")};
    return account.contains(code) || code.startsWith(QStringLiteral("ERROR_TOO_MUCH"));
}

// For ids that were never ours every result must be a code (ERROR_WRONG_CAPTCHA_ID or the like; CAPCHA_NOT_READY
// would do too): anything else (a token, a number, free text) is not an answer per id.
Verdict fromList(const QString &text, int expectedCount, const QString &envelope)
{
    const QStringList items = text.split(QLatin1Char('|'));
    if (items.size() != expectedCount) {
        return {Verdict::Kind::Unsupported,
                {},
                QStringLiteral("%1 results for %2 ids").arg(items.size()).arg(expectedCount)};
    }
    const bool allCodes = std::ranges::all_of(items, [](const QString &item) {
        return isCode(item.trimmed());
    });
    if (!allCodes) {
        return {Verdict::Kind::Unsupported, {}, QStringLiteral("not one result per id")};
    }
    return {Verdict::Kind::Supported, envelope, {}};
}

Verdict fromSingleCode(const QString &code, int expectedCount, const QString &envelope)
{
    if (isAccountCode(code)) {
        return {Verdict::Kind::Inconclusive, {}, QStringLiteral("the server answered %1").arg(code)};
    }
    if (expectedCount == 1) {
        return fromList(code, expectedCount, envelope);
    }
    return {Verdict::Kind::Unsupported, {}, QStringLiteral("a single %1 for %2 ids").arg(code).arg(expectedCount)};
}

} // namespace

QStringList probeTaskIds()
{
    // 2captcha-style ids are 11-digit numbers that grow over time; these two are far below any issued today and
    // so belong to no live task of this key.
    return {QStringLiteral("1000000001"), QStringLiteral("1000000002")};
}

Verdict classify(const HttpAnswer &answer, int expectedCount)
{
    if (answer.status != 200) {
        return {Verdict::Kind::Inconclusive, {}, QStringLiteral("HTTP status %1").arg(answer.status)};
    }
    const QString body = QString::fromUtf8(answer.body).trimmed();
    if (body.isEmpty()) {
        return {Verdict::Kind::Unsupported, {}, QStringLiteral("an empty answer")};
    }
    if (body.startsWith(QLatin1Char('<'))) {
        return {Verdict::Kind::Inconclusive, {}, QStringLiteral("an HTML page")};
    }
    if (body.startsWith(QLatin1Char('{'))) {
        const QJsonDocument doc = QJsonDocument::fromJson(body.toUtf8());
        if (!doc.isObject()) {
            return {Verdict::Kind::Unsupported, {}, QStringLiteral("malformed JSON")};
        }
        const QJsonObject object = doc.object();
        const QJsonValue request = object.value(QStringLiteral("request"));
        if (!request.isString()) {
            return {Verdict::Kind::Unsupported, {}, QStringLiteral("JSON without a text request")};
        }
        const QString text = request.toString().trimmed();
        // A list of codes may come with status 1 (2captcha) or 0 (every id an error): the list decides.
        if (text.contains(QLatin1Char('|'))) {
            return fromList(text, expectedCount, QStringLiteral("json"));
        }
        if (isCode(text)) {
            return fromSingleCode(text, expectedCount, QStringLiteral("json"));
        }
        return {Verdict::Kind::Unsupported, {}, QStringLiteral("not one result per id")};
    }
    if (body.startsWith(QStringLiteral("OK|"))) {
        return fromList(body.mid(3), expectedCount, QStringLiteral("plain-ok"));
    }
    if (body.contains(QLatin1Char('|'))) {
        return fromList(body, expectedCount, QStringLiteral("plain"));
    }
    if (isCode(body)) {
        return fromSingleCode(body, expectedCount, QStringLiteral("plain"));
    }
    return {Verdict::Kind::Unsupported, {}, QStringLiteral("not an API answer")};
}

bool batchIsMalformed(const QList<ApiResult<PollOk>> &answers)
{
    if (answers.isEmpty()) {
        return false;
    }
    return std::ranges::all_of(answers, [](const ApiResult<PollOk> &a) {
        // An ids= request refused as a whole as "not the API" (a web page, a 404) while the endpoint answered
        // everything else: single polls tell whether the endpoint itself is broken, without pausing the queue on
        // ids= alone and asking again with ids= every re-check.
        return !a.ok()
            && (a.failure.code == QLatin1String("BAD_RESPONSE")
                || a.failure.code == QLatin1String("ERROR_WRONG_ID_FORMAT")
                || a.failure.code == QLatin1String("HTML_RESPONSE")
                || a.failure.errorClass == ErrorClass::EndpointPause);
    });
}

} // namespace MultiIdProbe

MultiIdPolicy::Action MultiIdPolicy::atStart(bool enabled, const std::optional<EndpointCapability> &known, qint64 nowMs)
{
    if (!enabled) {
        return Action::Off;
    }
    if (!known || known->multiId == EndpointCapability::MultiId::Unknown) {
        return Action::Probe;
    }
    const qint64 age = nowMs - known->checkedAtMs;
    if (age < 0) {
        return Action::Probe;
    }
    if (known->multiId == EndpointCapability::MultiId::Supported) {
        return age < kSupportedForMs ? Action::On : Action::Probe;
    }
    const qint64 holds = known->note == kMalformedNote ? kRecheckAfterMalformedMs : kUnsupportedForMs;
    return age < holds ? Action::Off : Action::Probe;
}

std::optional<EndpointCapability> MultiIdPolicy::capabilityFor(const QString &endpoint,
                                                               const MultiIdProbe::Verdict &verdict,
                                                               qint64 nowMs)
{
    if (verdict.kind == MultiIdProbe::Verdict::Kind::Inconclusive) {
        return std::nullopt;
    }
    EndpointCapability c;
    c.endpoint = endpoint;
    c.checkedAtMs = nowMs;
    if (verdict.kind == MultiIdProbe::Verdict::Kind::Supported) {
        c.multiId = EndpointCapability::MultiId::Supported;
        c.envelope = verdict.envelope;
    } else {
        c.multiId = EndpointCapability::MultiId::Unsupported;
        c.note = verdict.note;
    }
    return c;
}

EndpointCapability MultiIdPolicy::malformed(const QString &endpoint, qint64 nowMs)
{
    EndpointCapability c;
    c.endpoint = endpoint;
    c.multiId = EndpointCapability::MultiId::Unsupported;
    c.note = QString(kMalformedNote);
    c.checkedAtMs = nowMs;
    return c;
}

} // namespace SolveDeck
