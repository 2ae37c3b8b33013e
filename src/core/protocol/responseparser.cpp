#include "responseparser.h"

#include "core/protocol/errorcatalog.h"
#include "core/terminaltext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonParseError>
#include <QJsonValue>
#include <QRegularExpression>

#include <algorithm>
#include <cmath>

namespace SolveDeck::ResponseParser {

namespace {

const QString kNotReady = QStringLiteral("CAPCHA_NOT_READY");
const QString kReportRecorded = QStringLiteral("OK_REPORT_RECORDED");

// How much of a bad body goes into a failure's detail: enough to recognise a gateway page or a truncated JSON.
constexpr qsizetype kSnippetLength = 80;

// The first interpretation step, shared by every kind of answer.
struct Envelope
{
    enum class Kind {
        Success, // status 1 / "OK|value": `value` holds the request (string, number or object)
        Code,    // status 0 / a bare code: `text` holds it (CAPCHA_NOT_READY, ERROR_..., OK_REPORT_RECORDED)
        Bare,    // plain text that is neither "OK|..." nor a code (a balance "12.5", or garbage)
        Failure, // transport-level failure in `failure`
    };
    Kind kind = Kind::Failure;
    QJsonValue value;
    QString text;
    QString rawBody; // the trimmed body, to recover a JSON number's exact digits
    ApiFailure failure;
};

// Escaped (terminalSafe): the detail is stored and shown, and a hostile answer's escapes must not reach a terminal.
QString snippet(const QString &body)
{
    QString s = terminalSafe(body.left(kSnippetLength).simplified(), TerminalText::Field);
    if (body.size() > kSnippetLength) {
        s += QStringLiteral("...");
    }
    return s;
}

ApiFailure badResponse(const QString &why, const QString &body)
{
    return transportFailure(QStringLiteral("BAD_RESPONSE"),
                            body.isEmpty() ? why : why + QStringLiteral(": ") + snippet(body),
                            true);
}

// An error code longer than this is no code: the catalogue's longest is 35 characters.
constexpr qsizetype kMaxCodeLength = 100;

// A token, task id or error code with a control character (ESC, BEL, a line break, C1, a bidi override) is no
// answer the API gives: stored, it would reach terminals and exports. The answer is malformed (BAD_RESPONSE, with
// the value escaped in the detail).
ApiFailure controlCharactersIn(const QString &what, const QString &value)
{
    return badResponse(QStringLiteral("%1 with control characters, which no API answer has").arg(what), value);
}

bool looksLikeCode(const QString &text)
{
    static const QRegularExpression code(QStringLiteral("^[A-Z][A-Z0-9_]*$"));
    return code.match(text).hasMatch();
}

// "status" may come as a number or a numeric string.
std::optional<int> statusOf(const QJsonObject &object)
{
    const QJsonValue status = object.value(QStringLiteral("status"));
    if (status.isDouble()) {
        return status.toInt();
    }
    if (status.isString()) {
        bool ok = false;
        const int value = status.toString().trimmed().toInt(&ok);
        if (ok) {
            return value;
        }
    }
    return std::nullopt;
}

Envelope parseEnvelope(const HttpAnswer &answer, bool emptyIsSuccess)
{
    Envelope env;
    if (answer.status != 200) {
        // The API answers its own errors with 200: anything else came from a proxy, gateway or crash.
        env.failure = transportFailure(QStringLiteral("HTTP_%1").arg(answer.status),
                                       QStringLiteral("HTTP status %1").arg(answer.status),
                                       true);
        return env;
    }
    const QString body = QString::fromUtf8(answer.body).trimmed();
    env.rawBody = body;
    const bool htmlContentType = answer.contentType.toLower().contains("text/html");

    if (body.startsWith(QLatin1Char('<'))) {
        env.failure = transportFailure(QStringLiteral("HTML_RESPONSE"),
                                       QStringLiteral("an HTML page instead of an API answer: ") + snippet(body),
                                       true);
        return env;
    }
    if (body.isEmpty()) {
        if (emptyIsSuccess) {
            env.kind = Envelope::Kind::Success;
            env.value = QJsonValue(QString());
        } else {
            env.failure = badResponse(QStringLiteral("an empty answer"), body);
        }
        return env;
    }

    if (body.startsWith(QLatin1Char('{'))) {
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(answer.body.trimmed(), &error);
        if (error.error != QJsonParseError::NoError || !doc.isObject()) {
            env.failure = badResponse(QStringLiteral("malformed or truncated JSON"), body);
            return env;
        }
        const QJsonObject object = doc.object();
        const std::optional<int> status = statusOf(object);
        const bool hasRequest = object.contains(QStringLiteral("request"));
        if (status == 1 || (!status && object.contains(QStringLiteral("threads")))) {
            env.kind = Envelope::Kind::Success;
            // A flat answer (threadsinfo) carries its fields next to "status" instead of inside "request".
            env.value = hasRequest ? object.value(QStringLiteral("request")) : QJsonValue(object);
            return env;
        }
        if (status == 0) {
            const QString code = object.value(QStringLiteral("request")).toString().trimmed();
            if (code.isEmpty()) {
                env.failure = badResponse(QStringLiteral("status 0 without a code"), body);
                return env;
            }
            if (hasControlCharacters(code)) {
                env.failure = controlCharactersIn(QStringLiteral("an error code"), code);
                return env;
            }
            if (code.size() > kMaxCodeLength) {
                env.failure = badResponse(QStringLiteral("an error code of %1 characters").arg(code.size()), code);
                return env;
            }
            env.kind = Envelope::Kind::Code;
            env.text = code;
            return env;
        }
        env.failure = badResponse(QStringLiteral("JSON without a usable status"), body);
        return env;
    }

    // Plain answers: "OK|value" (split on the FIRST '|' only: a token may contain '|') or the bare code.
    if (body.startsWith(QStringLiteral("OK|"))) {
        env.kind = Envelope::Kind::Success;
        env.value = QJsonValue(body.mid(3));
        return env;
    }
    if (looksLikeCode(body)) {
        env.kind = Envelope::Kind::Code;
        env.text = body;
        return env;
    }
    if (htmlContentType) {
        // PHP endpoints often label plain answers text/html, so the content type alone does not make an answer
        // HTML: only text that is not an API answer either.
        env.failure = transportFailure(QStringLiteral("HTML_RESPONSE"),
                                       QStringLiteral("an HTML page instead of an API answer: ") + snippet(body),
                                       true);
        return env;
    }
    env.kind = Envelope::Kind::Bare;
    env.text = body;
    return env;
}

// A JSON number's exact digits from the raw body: QJsonValue holds numbers as doubles, which would round a task
// id above 2^53 and print large ones in exponent form.
QString rawRequestNumber(const QString &body)
{
    static const QRegularExpression number(QStringLiteral("\"request\"\\s*:\\s*(-?\\d+(?:\\.\\d+)?)"));
    const auto match = number.match(body);
    return match.hasMatch() ? match.captured(1) : QString();
}

// The request value as text: a string as is, a number by its exact digits.
std::optional<QString> requestText(const Envelope &env)
{
    if (env.value.isString()) {
        return env.value.toString().trimmed();
    }
    if (env.value.isDouble()) {
        const QString digits = rawRequestNumber(env.rawBody);
        if (!digits.isEmpty()) {
            return digits;
        }
    }
    return std::nullopt;
}

template<typename T>
ApiResult<T> failed(const ApiFailure &failure)
{
    ApiResult<T> result;
    result.failure = failure;
    return result;
}

template<typename T>
ApiResult<T> succeeded(T value)
{
    ApiResult<T> result;
    result.value = std::move(value);
    return result;
}

// Reads an integer field given as a JSON number or a numeric string.
std::optional<int> intField(const QJsonObject &object, const QString &name)
{
    const QJsonValue v = object.value(name);
    if (v.isDouble()) {
        const double d = v.toDouble();
        if (d >= 0 && std::floor(d) == d && d <= 1e9) {
            return static_cast<int>(d);
        }
        return std::nullopt;
    }
    if (v.isString()) {
        bool ok = false;
        const int i = v.toString().trimmed().toInt(&ok);
        if (ok && i >= 0) {
            return i;
        }
    }
    return std::nullopt;
}

ApiResult<PollOk> pollItem(const QString &item)
{
    if (item == kNotReady) {
        return succeeded(PollOk{false, {}});
    }
    if (item.isEmpty()) {
        return failed<PollOk>(badResponse(QStringLiteral("an empty result"), item));
    }
    if (hasControlCharacters(item)) {
        return failed<PollOk>(controlCharactersIn(QStringLiteral("a token"), item));
    }
    if (looksLikeCode(item) && (item.startsWith(QStringLiteral("ERROR_")) || describeError(item).known)) {
        return failed<PollOk>(failureForCode(item));
    }
    return succeeded(PollOk{true, item});
}

} // namespace

ApiFailure failureForCode(const QString &code, const QString &detail)
{
    const ErrorInfo info = describeError(code);
    ApiFailure failure;
    failure.errorClass = info.errorClass;
    failure.code = code;
    failure.detail = detail.isEmpty() ? info.cause : detail;
    failure.uncertain = false;
    return failure;
}

ApiFailure transportFailure(const QString &code, const QString &detail, bool uncertain)
{
    ApiFailure failure;
    // Transient, except for the HTTP statuses that say the address is not the API (errorcatalog).
    const ErrorClass described = describeError(code).errorClass;
    failure.errorClass = described == ErrorClass::EndpointPause ? described : ErrorClass::Transient;
    failure.code = code;
    failure.detail = detail;
    failure.uncertain = uncertain;
    return failure;
}

bool isTransportCode(const QString &code)
{
    static const QRegularExpression http(QStringLiteral("^HTTP_\\d{3}$"));
    return code == QLatin1String("HTML_RESPONSE") || code == QLatin1String("BAD_RESPONSE")
        || code == QLatin1String("TIMEOUT") || code == QLatin1String("CONNECTION_REFUSED")
        || code == QLatin1String("CONNECTION_RESET") || code == QLatin1String("NETWORK_ERROR")
        || http.match(code).hasMatch();
}

ApiResult<SubmitOk> parseSubmit(const HttpAnswer &answer)
{
    const Envelope env = parseEnvelope(answer, false);
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return failed<SubmitOk>(env.failure);
    case Envelope::Kind::Code:
        if (env.text == kNotReady || env.text == kReportRecorded) {
            // A res.php answer to an in.php request: whatever answered is not the API we think it is.
            return failed<SubmitOk>(badResponse(QStringLiteral("an answer that does not fit a submit"), env.text));
        }
        return failed<SubmitOk>(failureForCode(env.text));
    case Envelope::Kind::Bare:
        return failed<SubmitOk>(badResponse(QStringLiteral("not an API answer"), env.text));
    case Envelope::Kind::Success:
        break;
    }
    // CaptchaAI may send the task id as a JSON number rather than a string: accept both.
    const std::optional<QString> id = requestText(env);
    static const QRegularExpression taskId(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (id && hasControlCharacters(*id)) {
        return failed<SubmitOk>(controlCharactersIn(QStringLiteral("a task id"), *id));
    }
    if (!id || !taskId.match(*id).hasMatch()) {
        return failed<SubmitOk>(badResponse(QStringLiteral("no usable task id"), env.rawBody));
    }
    return succeeded(SubmitOk{*id});
}

ApiResult<PollOk> parsePoll(const HttpAnswer &answer)
{
    const Envelope env = parseEnvelope(answer, false);
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return failed<PollOk>(env.failure);
    case Envelope::Kind::Code:
        if (env.text == kNotReady) {
            return succeeded(PollOk{false, {}});
        }
        return failed<PollOk>(failureForCode(env.text));
    case Envelope::Kind::Bare:
        return failed<PollOk>(badResponse(QStringLiteral("not an API answer"), env.text));
    case Envelope::Kind::Success:
        break;
    }
    const std::optional<QString> token = requestText(env);
    if (!token || token->isEmpty()) {
        return failed<PollOk>(badResponse(QStringLiteral("an empty result"), env.rawBody));
    }
    if (*token == kNotReady) {
        return succeeded(PollOk{false, {}});
    }
    if (hasControlCharacters(*token)) {
        return failed<PollOk>(controlCharactersIn(QStringLiteral("a token"), *token));
    }
    return succeeded(PollOk{true, *token});
}

QList<ApiResult<PollOk>> parsePollMany(const HttpAnswer &answer, int expectedCount)
{
    const Envelope env = parseEnvelope(answer, false);
    const auto all = [expectedCount](const ApiResult<PollOk> &one) {
        return QList<ApiResult<PollOk>>(std::max(expectedCount, 0), one);
    };
    std::optional<QString> text;
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return all(failed<PollOk>(env.failure));
    case Envelope::Kind::Code:
        // A list of codes may come as status 0 when every id is an error (json); a single code answers for the
        // whole request (a bad key, or nothing ready).
        if (expectedCount > 1 && env.text.contains(QLatin1Char('|'))) {
            text = env.text;
            break;
        }
        return all(env.text == kNotReady ? succeeded(PollOk{false, {}}) : failed<PollOk>(failureForCode(env.text)));
    case Envelope::Kind::Bare:
        // 2captcha's plain multi-get has no "OK|" prefix: "tok|CAPCHA_NOT_READY|ERROR_...".
        if (expectedCount > 1 && env.text.contains(QLatin1Char('|'))) {
            text = env.text;
            break;
        }
        return all(failed<PollOk>(badResponse(QStringLiteral("not an API answer"), env.text)));
    case Envelope::Kind::Success:
        text = requestText(env);
        break;
    }
    if (!text) {
        return all(failed<PollOk>(badResponse(QStringLiteral("no results"), env.rawBody)));
    }
    const QStringList items = text->split(QLatin1Char('|'));
    if (items.size() != expectedCount) {
        return all(failed<PollOk>(
            badResponse(QStringLiteral("%1 results for %2 task ids").arg(items.size()).arg(expectedCount), QString())));
    }
    QList<ApiResult<PollOk>> results;
    results.reserve(items.size());
    for (const QString &item : items) {
        results.append(pollItem(item.trimmed()));
    }
    return results;
}

ApiResult<ThreadsInfo> parseThreadsInfo(const HttpAnswer &answer)
{
    const Envelope env = parseEnvelope(answer, false);
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return failed<ThreadsInfo>(env.failure);
    case Envelope::Kind::Code:
        return failed<ThreadsInfo>(failureForCode(env.text));
    case Envelope::Kind::Bare:
        return failed<ThreadsInfo>(badResponse(QStringLiteral("not an API answer"), env.text));
    case Envelope::Kind::Success:
        break;
    }
    // The envelope is not documented: a flat object, an object inside "request", or that object as a JSON
    // string inside "request" (or after "OK|").
    QJsonObject fields;
    if (env.value.isObject()) {
        fields = env.value.toObject();
    } else if (env.value.isString()) {
        const QJsonDocument doc = QJsonDocument::fromJson(env.value.toString().toUtf8());
        fields = doc.object();
    }
    const std::optional<int> threads = intField(fields, QStringLiteral("threads"));
    if (!threads) {
        return failed<ThreadsInfo>(badResponse(QStringLiteral("no thread count"), env.rawBody));
    }
    ThreadsInfo info;
    info.threads = *threads;
    // A missing or garbled count is unknown, not 0: "nobody is working" would release every thread we count.
    const std::optional<int> working = intField(fields, QStringLiteral("working_threads"));
    info.workingThreadsKnown = working.has_value();
    info.workingThreads = working.value_or(0);
    const std::optional<int> free = intField(fields, QStringLiteral("free_threads"));
    if (free) {
        info.freeThreads = *free;
    } else if (working) {
        info.freeThreads = std::max(0, info.threads - *working);
    } else {
        info.freeThreadsKnown = false;
    }
    return succeeded(info);
}

ApiResult<double> parseBalance(const HttpAnswer &answer)
{
    const Envelope env = parseEnvelope(answer, false);
    QString text;
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return failed<double>(env.failure);
    case Envelope::Kind::Code:
        return failed<double>(failureForCode(env.text));
    case Envelope::Kind::Bare:
        text = env.text; // plain getbalance answers the bare decimal
        break;
    case Envelope::Kind::Success:
        if (env.value.isDouble()) {
            return succeeded(env.value.toDouble());
        }
        text = env.value.toString().trimmed();
        break;
    }
    bool ok = false;
    const double balance = text.toDouble(&ok); // QString::toDouble uses the C locale: '.' is the separator
    if (!ok || !std::isfinite(balance)) {
        return failed<double>(badResponse(QStringLiteral("not a balance"), env.rawBody));
    }
    return succeeded(balance);
}

ApiResult<bool> parseReport(const HttpAnswer &answer)
{
    const Envelope env = parseEnvelope(answer, true);
    switch (env.kind) {
    case Envelope::Kind::Failure:
        return failed<bool>(env.failure);
    case Envelope::Kind::Code:
        if (env.text == kReportRecorded || env.text == QLatin1String("OK")) {
            return succeeded(true);
        }
        return failed<bool>(failureForCode(env.text));
    case Envelope::Kind::Bare:
        return failed<bool>(badResponse(QStringLiteral("not an API answer"), env.text));
    case Envelope::Kind::Success:
        break;
    }
    return succeeded(true);
}

} // namespace SolveDeck::ResponseParser
