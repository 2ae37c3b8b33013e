#include "apiclient.h"

#include "core/model/consoleplaces.h"
#include "core/net/keyredaction.h"
#include "core/net/netlogging.h"
#include "core/net/oneshotbody.h"
#include "core/protocol/requestbuilder.h"
#include "core/protocol/responseparser.h"

#include <QCoreApplication>
#include <QDeadlineTimer>
#include <QHostAddress>
#include <QMetaObject>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

#include <algorithm>
#include <limits>

namespace SolveDeck {

using namespace std::chrono_literals;

namespace {

const QString kSubmitPath = QStringLiteral("in.php");
const QString kResultPath = QStringLiteral("res.php");

bool isLoopbackHost(const QString &host)
{
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        return true;
    }
    const QHostAddress address(host);
    return !address.isNull() && address.isLoopback();
}

// Qt's timers and QNetworkRequest::setTransferTimeout take an int of milliseconds (about 24.8 days at most).
std::chrono::milliseconds boundedTimeout(std::chrono::milliseconds timeout)
{
    return std::clamp(timeout,
                      std::chrono::milliseconds(1),
                      std::chrono::milliseconds(std::numeric_limits<int>::max()));
}

template<typename T>
ApiResult<T> failedWith(const ApiFailure &failure)
{
    ApiResult<T> result;
    result.failure = failure;
    return result;
}

// What a finished QNetworkReply means when no usable HTTP answer came back. nullopt: an HTTP answer arrived
// and the response parser decides (including non-200 statuses).
std::optional<ApiFailure> transferFailure(QNetworkReply::NetworkError error,
                                          bool hasHttpStatus,
                                          int httpStatus,
                                          const QString &errorString)
{
    using ResponseParser::transportFailure;
    if (error == QNetworkReply::NoError) {
        return std::nullopt;
    }
    if (hasHttpStatus) {
        if (httpStatus != 200) {
            return std::nullopt; // HTTP_<status>, from the parser
        }
        // Headers of a 200 arrived, then the transfer broke: the answer is cut off.
        return transportFailure(QStringLiteral("BAD_RESPONSE"),
                                QStringLiteral("the answer was cut off: ") + errorString,
                                true);
    }
    switch (error) {
    case QNetworkReply::ConnectionRefusedError:
        // Refused before anything was sent: certainly no task was created.
        return transportFailure(QStringLiteral("CONNECTION_REFUSED"), errorString, false);
    case QNetworkReply::HostNotFoundError:
    case QNetworkReply::SslHandshakeFailedError:
    case QNetworkReply::ProxyConnectionRefusedError:
    case QNetworkReply::ProxyNotFoundError:
    case QNetworkReply::ProxyAuthenticationRequiredError:
    case QNetworkReply::NetworkSessionFailedError:
        // All of these fail before the request body leaves the machine.
        return transportFailure(QStringLiteral("NETWORK_ERROR"), errorString, false);
    case QNetworkReply::OperationCanceledError:
    case QNetworkReply::TimeoutError:
        // We abort a reply we still track only when its request deadline passed, and finish() reports that
        // itself: a cancel here is the transfer timeout firing.
        return transportFailure(QStringLiteral("TIMEOUT"),
                                QStringLiteral("no answer within the transfer timeout"),
                                true);
    case QNetworkReply::RemoteHostClosedError:
    case QNetworkReply::ContentReSendError: // closed before the answer; Qt may not send it again (OneShotBody)
        return transportFailure(QStringLiteral("CONNECTION_RESET"), errorString, true);
    default:
        return transportFailure(QStringLiteral("NETWORK_ERROR"), errorString, true);
    }
}

} // namespace

struct ApiClient::RawAnswer
{
    std::optional<ApiFailure> failure; // set when no usable HTTP answer arrived (or nothing was sent)
    HttpAnswer http;
};

struct ApiClient::Pending
{
    QString path;
    QString action;
    QPointer<QNetworkReply> reply;        // null for a request that fails before sending, and for a group
    std::optional<ApiFailure> preFailure; // failLater: the failure to report
    RawHandler handler;
    std::vector<RequestId> children; // a group: pollMany made of single polls
    bool isGroup = false;
    QDeadlineTimer deadline{QDeadlineTimer::Forever}; // the overall request deadline (sent requests only)
    qint64 deadlineMs = 0;                            // its length, for the message
    bool deadlinePassed = false; // expireOverdue() aborted the transfer: the answer is TIMEOUT, whatever arrived
    QByteArray body;             // what was sent (it carries the key): wiped when the request ends
    int network = -1;            // the manager it went through (ApiClient::pickNetwork)

    Pending() = default;
    Pending(const Pending &) = delete;
    Pending &operator=(const Pending &) = delete;

    ~Pending() { wipeBytes(body); }
};

ApiClient::ApiClient(QObject *parent)
    : QObject(parent)
    , m_endpoint(defaultEndpoint())
    , m_transferTimeout(30s) // seed: one HTTP request 30 s
    , m_deadlineTimer(new QTimer(this))
{
    // One timer for every request's deadline, armed for the earliest: a timer per request would be made and
    // destroyed for each of the hundreds of polls a minute a big plan sends.
    m_deadlineTimer->setSingleShot(true);
    m_deadlineTimer->setTimerType(Qt::CoarseTimer);
    connect(m_deadlineTimer, &QTimer::timeout, this, &ApiClient::expireOverdue);
    // A redirect is never followed: on a POST it would either turn into a GET that drops the body (a confusing
    // error) or re-send the key to another host. The API never redirects; a 3xx is reported as HTTP_3xx so the
    // operator fixes the endpoint address.
    pickNetwork(); // the first manager, so its connections can be reused from the first request on
}

int ApiClient::pickNetwork()
{
    const auto least = std::min_element(m_networkInFlight.cbegin(), m_networkInFlight.cend());
    if (least != m_networkInFlight.cend()
        && (*least < kConnectionsPerNetwork || int(m_networks.size()) >= kMaxNetworks)) {
        return int(least - m_networkInFlight.cbegin());
    }
    auto *network = new QNetworkAccessManager(this);
    network->setRedirectPolicy(QNetworkRequest::ManualRedirectPolicy);
    m_networks.push_back(network);
    m_networkInFlight.push_back(0);
    if (m_networks.size() > 1) {
        qCDebug(lcNet) << "every connection busy:" << m_networks.size() << "network managers";
    }
    return int(m_networks.size()) - 1;
}

void ApiClient::releaseNetwork(int index)
{
    if (index >= 0 && index < int(m_networkInFlight.size()) && m_networkInFlight[size_t(index)] > 0) {
        --m_networkInFlight[size_t(index)];
    }
}

ApiClient::~ApiClient()
{
    // No callback may run after destruction: drop every pending request without answering.
    abortAll();
}

QUrl ApiClient::defaultEndpoint()
{
    return QUrl(QStringLiteral("https://ocr.captchaai.com/"));
}

bool ApiClient::isLoopback(const QUrl &url)
{
    return url.isValid() && !url.host().isEmpty() && isLoopbackHost(url.host());
}

Result<void> ApiClient::setEndpoint(const QUrl &base)
{
    const QString example = QStringLiteral("https://ocr.captchaai.com/");
    if (!base.isValid() || base.isRelative() || base.host().isEmpty()) {
        return Error{QStringLiteral("ENDPOINT_INVALID"),
                     QCoreApplication::translate("ApiClient",
                                                 "The API address is not a full URL. Enter one such as %1.")
                         .arg(example)};
    }
    const QString scheme = base.scheme().toLower();
    if (scheme != QLatin1String("https") && scheme != QLatin1String("http")) {
        return Error{QStringLiteral("ENDPOINT_INVALID"),
                     QCoreApplication::translate("ApiClient", "The API address must start with https://, such as %1.")
                         .arg(example)};
    }
    if (!base.userInfo().isEmpty() || base.hasQuery() || base.hasFragment()) {
        return Error{QStringLiteral("ENDPOINT_INVALID"),
                     QCoreApplication::translate("ApiClient",
                                                 "The API address must not carry a user name, password or "
                                                 "parameters (addresses end up in logs; the API key is kept in the "
                                                 "system keychain). Enter only the base address, such as %1.")
                         .arg(example)};
    }
    if (const QString path = base.path(); redactKeyShaped(path) != path) {
        // A key pasted into the address would travel in every request line and show wherever the address does.
        return Error{QStringLiteral("ENDPOINT_INVALID"),
                     QCoreApplication::translate("ApiClient",
                                                 "The API address contains something shaped like an API key (32 "
                                                 "hexadecimal characters). The key never goes into the address: "
                                                 "store it with %2 in the console or '%3', and enter only the base "
                                                 "address, such as %1.")
                         .arg(example,
                              ConsolePlaces::path(ConsolePlaces::Place::SetApiKey),
                              ConsolePlaces::cliCommand(ConsolePlaces::Command::KeySet))};
    }
    if (scheme == QLatin1String("http") && !isLoopbackHost(base.host())) {
        return Error{QStringLiteral("ENDPOINT_NOT_HTTPS"),
                     QCoreApplication::translate("ApiClient",
                                                 "Over http:// the API key would cross the network unencrypted. Use "
                                                 "https:// (plain http is allowed only for a local simulator on "
                                                 "127.0.0.1 or localhost).")};
    }
    QUrl normalized = base;
    normalized.setScheme(scheme);
    // in.php and res.php resolve against the base: without a trailing '/' the last path segment would be lost.
    if (!normalized.path().endsWith(QLatin1Char('/'))) {
        normalized.setPath(normalized.path() + QLatin1Char('/'));
    }
    m_endpoint = normalized;
    return {};
}

QUrl ApiClient::endpoint() const
{
    return m_endpoint;
}

QString ApiClient::endpointLabel() const
{
    // setEndpoint() keeps no user info or query, so the address is safe to show; redact() in case.
    return redact(m_endpoint.toString(QUrl::RemoveUserInfo | QUrl::RemoveQuery | QUrl::RemoveFragment));
}

void ApiClient::setApiKey(const QString &key)
{
    m_apiKey = key.trimmed();
    // From now on no log line of the process shows it (see registerSecret).
    registerSecret(m_apiKey);
}

bool ApiClient::hasApiKey() const
{
    return !m_apiKey.isEmpty();
}

void ApiClient::setTransferTimeout(std::chrono::milliseconds timeout)
{
    m_transferTimeout = boundedTimeout(timeout);
}

void ApiClient::setReadTimeout(std::chrono::milliseconds timeout)
{
    m_readTimeout = timeout.count() > 0 ? boundedTimeout(timeout) : std::chrono::milliseconds(0);
}

void ApiClient::setMultiIdPoll(bool enabled)
{
    m_multiIdPoll = enabled;
}

bool ApiClient::multiIdPoll() const
{
    return m_multiIdPoll;
}

void ApiClient::setRequestObserver(RequestObserver observer)
{
    m_observer = std::move(observer);
}

QString ApiClient::redact(const QString &text) const
{
    return redactKey(text, m_apiKey);
}

// No retries in here, on purpose: the engine owns retry and back-off (the client reports; the engine decides),
// so that one policy, with its timing and its uncertain-submit bookkeeping, governs every request.
template<typename T>
ApiClient::RawHandler ApiClient::deliver(const QString &path,
                                         const QString &action,
                                         std::function<ApiResult<T>(const HttpAnswer &)> parse,
                                         std::function<void(const ApiResult<T> &)> done)
{
    // Handlers run from finish(), while the client lives.
    return [this, path, action, parse = std::move(parse), done = std::move(done)](const RawAnswer &raw) {
        ApiResult<T> result = raw.failure ? failedWith<T>(*raw.failure) : parse(raw.http);
        if (m_observer) {
            m_observer(path, action, result.ok() ? nullptr : &result.failure);
        }
        if (!result.ok()) {
            result.failure.detail = redact(result.failure.detail);
            const auto &f = result.failure;
            if (f.errorClass == ErrorClass::ClientBug) {
                qCCritical(lcNet).noquote()
                    << path << action << "failed with" << f.code << "(a SolveDeck bug):" << f.detail;
            } else {
                qCInfo(lcNet).noquote() << path << action << "failed:" << f.code
                                        << QStringLiteral("(%1%2):").arg(errorClassName(f.errorClass),
                                                                         f.uncertain ? QStringLiteral(", uncertain")
                                                                                     : QString())
                                        << f.detail;
            }
        } else {
            qCDebug(lcNet).noquote() << path << action << "ok";
        }
        done(result);
    };
}

ApiClient::RequestId ApiClient::send(const QString &path,
                                     const QString &action,
                                     const QByteArray &body,
                                     RawHandler handler)
{
    const RequestId id = nextId();
    QNetworkRequest request(m_endpoint.resolved(QUrl(path)));
    request.setHeader(QNetworkRequest::ContentTypeHeader, QByteArrayLiteral("application/x-www-form-urlencoded"));
    request.setHeader(QNetworkRequest::UserAgentHeader, QByteArrayLiteral("SolveDeck/" SOLVEDECK_VERSION));
    // A res.php read is answered at once or has hung; an in.php may carry a whole image up.
    const std::chrono::milliseconds timeout = path == kResultPath && m_readTimeout.count() > 0
                                                ? std::min(m_readTimeout, m_transferTimeout)
                                                : m_transferTimeout;
    request.setTransferTimeout(static_cast<int>(timeout.count()));
    request.setAttribute(QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::ManualRedirectPolicy);
    request.setAttribute(QNetworkRequest::Http2AllowedAttribute, true); // negotiated over TLS (ALPN)

    auto pending = std::make_unique<Pending>();
    pending->path = path;
    pending->action = action;
    pending->handler = std::move(handler);
    // The key travels in this body only, never in the URL. The record keeps the one copy (shared with Qt's upload
    // buffer) so that it can be wiped when the request ends.
    pending->body = body;
    pending->network = pickNetwork();
    ++m_networkInFlight[size_t(pending->network)];
    // Sent once: a connection that closes before the answer is reported, never re-sent by Qt (OneShotBody).
    request.setHeader(QNetworkRequest::ContentLengthHeader, pending->body.size());
    request.setAttribute(QNetworkRequest::DoNotBufferUploadDataAttribute, true);
    auto *upload = new OneShotBody(pending->body);
    pending->reply = m_networks[size_t(pending->network)]->post(request, upload);
    upload->setParent(pending->reply); // lives as long as the reply that reads it
    // The transfer timeout above restarts with every byte; this one does not. It ends with the record (answered,
    // aborted, or the client destroyed).
    pending->deadline = QDeadlineTimer(timeout);
    pending->deadlineMs = timeout.count();
    armDeadlineTimer(pending->deadline);
    if (lcNet().isDebugEnabled()) {
        // Field names only: values include the key, proxy credentials, cookies and whole images.
        QStringList fields;
        for (const QByteArray &field : body.split('&')) {
            fields.append(QString::fromLatin1(field.left(field.indexOf('='))));
        }
        qCDebug(lcNet).noquote()
            << "POST" << redact(request.url().toString()) << "#" << id << action
            << QStringLiteral("(%1 bytes: %2)").arg(body.size()).arg(fields.join(QLatin1Char(',')));
    }
    // Queued: the callback runs after the reply has finished emitting, so a callback may safely abort other
    // requests or destroy the client.
    connect(
        pending->reply,
        &QNetworkReply::finished,
        this,
        [this, id] {
        finish(id);
        },
        Qt::QueuedConnection);
    m_pending.emplace(id, std::move(pending));
    return id;
}

ApiClient::RequestId ApiClient::failLater(const QString &path,
                                          const QString &action,
                                          const ApiFailure &failure,
                                          RawHandler handler)
{
    const RequestId id = nextId();
    auto pending = std::make_unique<Pending>();
    pending->path = path;
    pending->action = action;
    pending->preFailure = failure;
    pending->handler = std::move(handler);
    m_pending.emplace(id, std::move(pending));
    // Every call answers later, from the event loop, never inside the call itself.
    QMetaObject::invokeMethod(
        this,
        [this, id] {
        finish(id);
        },
        Qt::QueuedConnection);
    return id;
}

void ApiClient::armDeadlineTimer(const QDeadlineTimer &deadline)
{
    if (m_deadlineTimer->isActive() && m_nextDeadline <= deadline) {
        return; // an earlier deadline wakes the timer first, and it arms for the next one then
    }
    m_nextDeadline = deadline;
    m_deadlineTimer->start(
        boundedTimeout(std::chrono::ceil<std::chrono::milliseconds>(deadline.remainingTimeAsDuration())));
}

void ApiClient::expireOverdue()
{
    // Requests that ended meanwhile took their deadlines with them; the timer may also fire a little early (coarse).
    std::vector<RequestId> overdue;
    QDeadlineTimer next(QDeadlineTimer::Forever);
    for (const auto &[id, pending] : m_pending) {
        if (!pending->reply || pending->deadlinePassed || pending->deadline.isForever()) {
            continue;
        }
        if (pending->deadline.hasExpired()) {
            overdue.push_back(id);
        } else if (pending->deadline < next) {
            next = pending->deadline;
        }
    }
    for (const RequestId id : overdue) {
        expire(id);
    }
    if (!next.isForever()) {
        armDeadlineTimer(next);
    }
}

void ApiClient::expire(RequestId id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end()) {
        return;
    }
    Pending &pending = *it->second;
    QNetworkReply *reply = pending.reply;
    if (!reply || reply->isFinished()) {
        return; // its answer is already on the way to finish()
    }
    qCDebug(lcNet).noquote() << pending.path << pending.action << "#" << id << "passed its request deadline";
    pending.deadlinePassed = true;
    // abort() emits finished, whose queued connection runs finish(id): the answer still comes from the event
    // loop, exactly once.
    reply->abort();
}

void ApiClient::finish(RequestId id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end()) {
        return; // aborted meanwhile
    }
    std::unique_ptr<Pending> pending = std::move(it->second);
    m_pending.erase(it);
    releaseNetwork(pending->network);

    RawAnswer raw;
    if (pending->preFailure) {
        raw.failure = pending->preFailure;
    } else if (QNetworkReply *reply = pending->reply) {
        const QVariant status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute);
        raw.http.status = status.toInt();
        raw.http.contentType = reply->rawHeader(QByteArrayLiteral("Content-Type"));
        if (reply->isOpen()) { // a reply the transfer timeout aborted is closed: nothing to read
            // A server that echoes the key gets it blanked here, before any part of the answer is cut into a
            // message or stored.
            raw.http.body = redactKeyInAnswer(reply->readAll(), m_apiKey);
        }
        raw.failure = transferFailure(reply->error(), status.isValid(), raw.http.status, reply->errorString());
        if (pending->deadlinePassed && (!status.isValid() || raw.http.status == 200)) {
            // Whatever had arrived (part of a 200's body) is not an answer. Treated as a transfer timeout is: the
            // request was sent, so a submit may have created a task. A status line other than 200 is an answer of
            // its own, whatever its body does (HTTP_<status>, from the parser): a 404 whose body never ends says
            // as much about the address as one that ends, and as a TIMEOUT it was retried until the ten-minute
            // give-up instead of pausing the queue at once (issue 38: run exited after 61 s at time scale 0.1).
            raw.failure = ResponseParser::transportFailure(QStringLiteral("TIMEOUT"),
                                                           QStringLiteral(
                                                               "no complete answer within the request deadline (%1 ms)")
                                                               .arg(pending->deadlineMs),
                                                           true);
        }
        reply->deleteLater();
    } else {
        raw.failure = ResponseParser::transportFailure(QStringLiteral("NETWORK_ERROR"),
                                                       QStringLiteral("the request was lost"),
                                                       true);
    }
    pending->handler(raw);
}

ApiClient::RequestId ApiClient::submit(const TaskSpec &spec, std::function<void(const ApiResult<SubmitOk> &)> done)
{
    const QString method = RequestBuilder::providerMethod(spec.method);
    auto handler = deliver<SubmitOk>(kSubmitPath, method, &ResponseParser::parseSubmit, std::move(done));
    if (!hasApiKey()) {
        return failLater(kSubmitPath, method, ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")), handler);
    }
    return send(kSubmitPath, method, RequestBuilder::submitBody(spec, m_apiKey), std::move(handler));
}

ApiClient::RequestId ApiClient::poll(const QString &taskId, std::function<void(const ApiResult<PollOk> &)> done)
{
    const QString action = QStringLiteral("get");
    auto handler = deliver<PollOk>(kResultPath, action, &ResponseParser::parsePoll, std::move(done));
    if (!hasApiKey()) {
        return failLater(kResultPath, action, ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")), handler);
    }
    return send(kResultPath, action, RequestBuilder::pollBody(m_apiKey, taskId), std::move(handler));
}

ApiClient::RequestId ApiClient::pollMany(const QStringList &taskIds,
                                         std::function<void(const QList<ApiResult<PollOk>> &)> done)
{
    // Larger batches than kMaxIdsPerRequest go out in chunks. Without ids= support, one poll per id.
    const auto count = static_cast<int>(taskIds.size());
    if (m_multiIdPoll && count > 0 && count <= kMaxIdsPerRequest) {
        return pollIds(taskIds, std::move(done));
    }
    return pollInGroups(taskIds, m_multiIdPoll ? kMaxIdsPerRequest : 1, std::move(done));
}

ApiClient::RequestId ApiClient::pollIds(const QStringList &taskIds,
                                        std::function<void(const QList<ApiResult<PollOk>> &)> done)
{
    // One request, one list: a transport failure or a whole-request code answers for every id.
    using Many = QList<ApiResult<PollOk>>;
    const QString action = QStringLiteral("get");
    const auto count = static_cast<int>(taskIds.size());
    auto handler = [this, count, action, done = std::move(done)](const RawAnswer &raw) {
        Many results = raw.failure ? Many(count, failedWith<PollOk>(*raw.failure))
                                   : ResponseParser::parsePollMany(raw.http, count);
        bool allOk = true;
        for (auto &r : results) {
            if (!r.ok()) {
                r.failure.detail = redact(r.failure.detail);
                allOk = false;
            }
        }
        if (m_observer) {
            // One request: a transfer failure is its outcome, and so is a code every id got (the whole request's);
            // otherwise it was answered, whatever each id said.
            const bool allFailed = !results.isEmpty()
                                && std::none_of(results.cbegin(), results.cend(), [](const auto &r) {
                                       return r.ok();
                                   });
            m_observer(kResultPath, action, allFailed ? &results.constFirst().failure : nullptr);
        }
        if (!allOk) {
            const auto firstFailure = std::find_if(results.cbegin(), results.cend(), [](const auto &r) {
                return !r.ok();
            });
            qCInfo(lcNet).noquote() << kResultPath << action << "ids=" << count
                                    << "ids, some failed, first:" << firstFailure->failure.code
                                    << firstFailure->failure.detail;
        }
        done(results);
    };
    if (!hasApiKey()) {
        return failLater(kResultPath,
                         action,
                         ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")),
                         std::move(handler));
    }
    return send(kResultPath, action, RequestBuilder::pollManyBody(m_apiKey, taskIds), std::move(handler));
}

ApiClient::RequestId ApiClient::probeMultiId(const QStringList &taskIds,
                                             std::function<void(const ApiResult<HttpAnswer> &)> done)
{
    // The same request as an ids= poll, but the answer goes back raw: the probe wants to see its envelope.
    const QString action = QStringLiteral("get");
    auto handler = [this, action, done = std::move(done)](const RawAnswer &raw) {
        ApiResult<HttpAnswer> result;
        if (raw.failure) {
            result.failure = *raw.failure;
            result.failure.detail = redact(result.failure.detail);
        } else {
            result.value = raw.http;
        }
        if (m_observer) {
            m_observer(kResultPath, action, raw.failure ? &result.failure : nullptr);
        }
        qCInfo(lcNet).noquote() << kResultPath << action << "ids= probe:"
                                << (raw.failure ? raw.failure->code : QStringLiteral("HTTP %1").arg(raw.http.status));
        done(result);
    };
    if (!hasApiKey()) {
        return failLater(kResultPath,
                         action,
                         ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")),
                         std::move(handler));
    }
    return send(kResultPath, action, RequestBuilder::pollManyBody(m_apiKey, taskIds), std::move(handler));
}

ApiClient::RequestId ApiClient::pollInGroups(const QStringList &taskIds,
                                             int idsPerRequest,
                                             std::function<void(const QList<ApiResult<PollOk>> &)> done)
{
    // The group is itself pending so that abort(groupId) drops its children and the callback; its children are
    // ordinary requests whose answers are gathered in the callers' order.
    const auto count = static_cast<int>(taskIds.size());
    const RequestId groupId = nextId();
    auto group = std::make_unique<Pending>();
    group->path = kResultPath;
    group->action = QStringLiteral("get");
    group->isGroup = true;

    struct Gathered
    {
        QList<ApiResult<PollOk>> results;
        int remaining = 0;
        std::function<void(const QList<ApiResult<PollOk>> &)> done;
    };

    auto gathered = std::make_shared<Gathered>();
    gathered->results.resize(count);
    gathered->done = std::move(done);
    Pending *groupRecord = group.get();
    m_pending.emplace(groupId, std::move(group));

    if (count == 0) {
        // Nothing to ask: still answer later, from the event loop.
        groupRecord->handler = [gathered](const RawAnswer &) {
            gathered->done({});
        };
        QMetaObject::invokeMethod(
            this,
            [this, groupId] {
            finish(groupId);
            },
            Qt::QueuedConnection);
        return groupId;
    }
    const auto finishOne = [this, groupId, gathered] {
        if (--gathered->remaining > 0) {
            return;
        }
        m_pending.erase(groupId);
        gathered->done(gathered->results);
    };
    gathered->remaining = (count + idsPerRequest - 1) / idsPerRequest;
    for (int first = 0; first < count; first += idsPerRequest) {
        RequestId child = 0;
        if (idsPerRequest == 1) {
            child = poll(taskIds.at(first), [gathered, first, finishOne](const ApiResult<PollOk> &result) {
                gathered->results[first] = result;
                finishOne();
            });
        } else {
            child = pollIds(taskIds.mid(first, idsPerRequest),
                            [gathered, first, finishOne](const QList<ApiResult<PollOk>> &results) {
                for (qsizetype i = 0; i < results.size(); ++i) {
                    gathered->results[first + i] = results.at(i);
                }
                finishOne();
            });
        }
        groupRecord->children.push_back(child);
    }
    return groupId;
}

ApiClient::RequestId ApiClient::threadsInfo(std::function<void(const ApiResult<ThreadsInfo> &)> done)
{
    const QString action = QStringLiteral("threadsinfo");
    auto handler = deliver<ThreadsInfo>(kResultPath, action, &ResponseParser::parseThreadsInfo, std::move(done));
    if (!hasApiKey()) {
        return failLater(kResultPath, action, ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")), handler);
    }
    return send(kResultPath, action, RequestBuilder::threadsInfoBody(m_apiKey), std::move(handler));
}

ApiClient::RequestId ApiClient::balance(std::function<void(const ApiResult<double> &)> done)
{
    const QString action = QStringLiteral("getbalance");
    auto handler = deliver<double>(kResultPath, action, &ResponseParser::parseBalance, std::move(done));
    if (!hasApiKey()) {
        return failLater(kResultPath, action, ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")), handler);
    }
    return send(kResultPath, action, RequestBuilder::balanceBody(m_apiKey), std::move(handler));
}

ApiClient::RequestId ApiClient::report(const QString &taskId,
                                       bool good,
                                       std::function<void(const ApiResult<bool> &)> done)
{
    const QString action = good ? QStringLiteral("reportgood") : QStringLiteral("reportbad");
    auto handler = deliver<bool>(kResultPath, action, &ResponseParser::parseReport, std::move(done));
    if (!hasApiKey()) {
        return failLater(kResultPath, action, ResponseParser::failureForCode(QStringLiteral("NO_API_KEY")), handler);
    }
    return send(kResultPath, action, RequestBuilder::reportBody(m_apiKey, taskId, good), std::move(handler));
}

void ApiClient::abort(RequestId id)
{
    const auto it = m_pending.find(id);
    if (it == m_pending.end()) {
        return;
    }
    std::unique_ptr<Pending> pending = std::move(it->second);
    m_pending.erase(it);
    releaseNetwork(pending->network);
    for (const RequestId child : pending->children) {
        abort(child);
    }
    if (QNetworkReply *reply = pending->reply) {
        // Disconnect first: abort() emits finished synchronously, and nobody may hear it.
        disconnect(reply, nullptr, this, nullptr);
        reply->abort();
        reply->deleteLater();
        qCDebug(lcNet).noquote() << pending->path << pending->action << "#" << id << "aborted";
    }
}

void ApiClient::abortAll()
{
    while (!m_pending.empty()) {
        abort(m_pending.begin()->first);
    }
}

int ApiClient::requestsInFlight() const
{
    // HTTP requests (and answers waiting to be delivered), not the groups that gather them.
    return static_cast<int>(std::count_if(m_pending.begin(), m_pending.end(), [](const auto &entry) {
        return !entry.second->isGroup;
    }));
}

ApiClient::RequestId ApiClient::nextId()
{
    return ++m_lastId;
}

} // namespace SolveDeck
