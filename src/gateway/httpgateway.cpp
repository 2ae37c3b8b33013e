#include "httpgateway.h"

#include "connectionguard.h"
#include "formdecoder.h"
#include "gatewaybackend.h"
#include "gatewaylogging.h"
#include "guardedsslserver.h"
#include "guardedtcpserver.h"

#include <QElapsedTimer>
#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QSslSocket>
#include <QTcpSocket>

#include <sys/resource.h>

#include <deque>

using namespace Qt::StringLiterals;

namespace SolveDeck::Gateway {

// One request of a connection: waiting behind another, handed to the backend (dispatched), or answered.
struct HttpGateway::Pending
{
    quint64 exchangeId = 0;
    GatewayRequest request;                          // moved to the backend when dispatched
    std::unique_ptr<QHttpServerResponder> responder; // QtHttpServer's writer for this request
    std::optional<Error> badQuery;                   // a query string that could not be decoded: answered 400
    bool keepAlive = true;
    bool http10 = false;
    bool isHead = false;
    bool dispatched = false;
};

// A connection that has sent at least one request.
struct HttpGateway::Connection
{
    quint64 id = 0;
    QTcpSocket *socket = nullptr; // valid while this entry exists (it is erased when the socket's guard dies)
    ConnectionGuard *guard = nullptr;
    std::deque<Pending> queue; // front: the request being answered; behind it: pipelined ones
    quint64 streamId = 0;      // the exchange that became this connection's event stream (0: none)
    qint64 clientId = 0;       // the client its requests authenticated as (0: none yet)
    bool closing = false;      // no further request is answered
    bool dispatching = false;  // inside the backend's handle() for this connection
};

namespace {

QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    case QHttpServerRequest::Method::Connect:
        return "CONNECT";
    case QHttpServerRequest::Method::Trace:
        return "TRACE";
    default:
        break;
    }
    return "UNKNOWN";
}

// The headers a reply must not set itself: the gateway writes them from what it knows.
bool isFramingHeader(const QByteArray &name)
{
    return name.compare("content-length", Qt::CaseInsensitive) == 0
        || name.compare("transfer-encoding", Qt::CaseInsensitive) == 0
        || name.compare("connection", Qt::CaseInsensitive) == 0;
}

bool isOneLine(const QByteArray &text)
{
    return !text.contains('\r') && !text.contains('\n');
}

// Each connection and stream is a descriptor: raise the soft limit (often 1024) to what the limits need, as far as
// the hard limit allows. Past the soft limit accept() fails and connections wait in the kernel's backlog.
void raiseDescriptorLimit(const GatewayLimits &limits)
{
    rlimit current{};
    if (getrlimit(RLIMIT_NOFILE, &current) != 0) {
        return;
    }
    // The database, the engine's connections, log files and Qt's own descriptors: 256 is ample.
    const rlim_t wanted = rlim_t(limits.maxConnections) + rlim_t(limits.maxStreams) + 256;
    if (current.rlim_cur != RLIM_INFINITY && current.rlim_cur < wanted) {
        rlimit raised = current;
        raised.rlim_cur = current.rlim_max == RLIM_INFINITY ? wanted : std::min(wanted, current.rlim_max);
        if (setrlimit(RLIMIT_NOFILE, &raised) == 0) {
            current = raised;
        }
    }
    if (current.rlim_cur != RLIM_INFINITY && current.rlim_cur < wanted) {
        qCWarning(lcGatewayHttp) << "the open-files limit is" << current.rlim_cur << "but the gateway's limits need"
                                 << wanted << "(ulimit -n): connections past it wait until others close";
    }
}

QElapsedTimer startedClock()
{
    QElapsedTimer clock;
    clock.start();
    return clock;
}

} // namespace

HttpGateway::HttpGateway(GatewayBackend *backend, const GatewayLimits &limits, QObject *parent)
    : QAbstractHttpServer(parent)
    , m_backend(backend)
    , m_context(std::make_shared<GuardContext>())
{
    Q_ASSERT(backend != nullptr);
    m_context->limits = limits;
    m_context->nowMs = [clock = startedClock()] {
        return clock.elapsed();
    };
    // The guards live in the sockets' threads (this one) and die before this object only through it; the
    // context's hook never outlives `this` (it is cleared in the destructor).
    m_context->admitted = [this](ConnectionGuard *guard) {
        admitted(guard);
    };
    m_keepAliveTimer.setInterval(int(limits.streamKeepAliveMs));
    connect(&m_keepAliveTimer, &QTimer::timeout, this, &HttpGateway::writeKeepAlives);
    m_stopGraceTimer.setSingleShot(true);
    connect(&m_stopGraceTimer, &QTimer::timeout, this, [this] {
        qCWarning(lcGatewayHttp) << "stop: closing" << m_guards.size()
                                 << "connection(s) whose answers were not written in time";
        const QList<ConnectionGuard *> guards = m_guards.values();
        for (ConnectionGuard *guard : guards) {
            guard->socket()->abort();
        }
    });
}

HttpGateway::~HttpGateway()
{
    m_context->admitted = nullptr;
    // The sockets (children of the listeners) outlive this body; their guards must not call back.
    for (ConnectionGuard *guard : std::as_const(m_guards)) {
        guard->disconnect(this);
    }
}

const GatewayLimits &HttpGateway::limits() const
{
    return m_context->limits;
}

int HttpGateway::connectionCount() const
{
    return m_context->connections;
}

int HttpGateway::streamCount() const
{
    return m_context->streams;
}

qint64 HttpGateway::turnedAwayCount() const
{
    return m_context->turnedAway;
}

Result<quint16> HttpGateway::listen(const QHostAddress &address, quint16 port, const TlsFiles &tls)
{
    const QString shown = address.protocol() == QAbstractSocket::IPv6Protocol
                            ? QLatin1Char('[') + address.toString() + QLatin1Char(']')
                            : address.toString();
    if (m_stopping) {
        return Error{QStringLiteral("stopping"), QStringLiteral("the gateway is stopping")};
    }
    if (!address.isLoopback() && tls.isEmpty()) {
        return Error{QStringLiteral("tls_required"),
                     QStringLiteral("refusing to listen on %1 without TLS: client tokens would cross the network in "
                                    "clear text. Give --tls-cert FILE and --tls-key FILE, or listen on 127.0.0.1")
                         .arg(shown)};
    }
    QTcpServer *server = nullptr;
    if (tls.isEmpty()) {
        server = new GuardedTcpServer(m_context, this);
    } else {
        const Result<QSslConfiguration> configuration = tls.load();
        if (!configuration) {
            return configuration.error();
        }
        auto *tlsServer = new GuardedSslServer(m_context, this);
        tlsServer->setSslConfiguration(*configuration);
        server = tlsServer;
    }
    if (!server->listen(address, port)) {
        const QString why = server->errorString();
        delete server;
        return Error{QStringLiteral("listen_failed"),
                     QStringLiteral("cannot listen on %1 port %2: %3").arg(shown).arg(port).arg(why)};
    }
    raiseDescriptorLimit(m_context->limits);
    bind(server);
    if (m_url.isEmpty()) {
        m_url.setScheme(tls.isEmpty() ? QStringLiteral("http") : QStringLiteral("https"));
        m_url.setHost(address.toString());
        m_url.setPort(server->serverPort());
    }
    qCInfo(lcGatewayHttp).noquote() << "listening on" << (tls.isEmpty() ? u"http://"_s : u"https://"_s) + shown
                                    << "port" << server->serverPort();
    return server->serverPort();
}

void HttpGateway::admitted(ConnectionGuard *guard)
{
    const quint64 id = guard->connectionId();
    m_guards.insert(id, guard);
    connect(guard, &QObject::destroyed, this, [this, id] {
        m_guards.remove(id);
        forget(id);
        checkStopped();
    });
    connect(guard, &ConnectionGuard::answerOverdue, this, [this, id] {
        answerOverdue(id);
    });
}

HttpGateway::Connection *HttpGateway::find(quint64 connectionId) const
{
    const auto it = m_connections.find(connectionId);
    return it == m_connections.end() ? nullptr : it->second.get();
}

HttpGateway::Pending *HttpGateway::waitingFor(quint64 connectionId, quint64 exchangeId) const
{
    Connection *connection = find(connectionId);
    if (connection == nullptr || connection->queue.empty() || connection->streamId != 0) {
        return nullptr;
    }
    Pending &front = connection->queue.front();
    return front.exchangeId == exchangeId && front.dispatched ? &front : nullptr;
}

bool HttpGateway::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    ConnectionGuard *guard = ConnectionGuard::of(socket);
    if (guard == nullptr) {
        // Not from one of our listeners (bind() with a foreign server): no limits apply, so nothing is served.
        makeResponder(request, socket).write(QHttpServerResponder::StatusCode::InternalServerError);
        return true;
    }
    const std::optional<ConnectionLimits::Head> head = guard->takeHead();
    const QByteArray connectionHeader = request.value("connection").toLower();
    // QtHttpServer (built with QtWebSockets) hands an upgrade on to its WebSocket server only if that is in use;
    // returning false makes it call missingHandler and close.
    if (connectionHeader.contains("upgrade")
        && request.value("upgrade").compare("websocket", Qt::CaseInsensitive) == 0) {
        return false;
    }

    const quint64 connectionId = guard->connectionId();
    Connection *connection = find(connectionId);
    if (connection == nullptr) {
        auto created = std::make_unique<Connection>();
        created->id = connectionId;
        created->socket = socket;
        created->guard = guard;
        connection = created.get();
        m_connections.emplace(connectionId, std::move(created));
    }
    if (connection->streamId != 0 || connection->closing) {
        // A request on an event stream, or after the answer that closes the connection: nothing answers it.
        QMetaObject::invokeMethod(socket, &QAbstractSocket::abort, Qt::QueuedConnection);
        return true;
    }
    if (int(connection->queue.size()) > m_context->limits.maxPipelinedRequests) {
        qCInfo(lcGatewayHttp) << "connection" << connectionId << "pipelined more than"
                              << m_context->limits.maxPipelinedRequests << "requests: closed";
        connection->closing = true;
        QMetaObject::invokeMethod(socket, &QAbstractSocket::abort, Qt::QueuedConnection);
        return true;
    }

    Pending pending;
    pending.exchangeId = ++m_lastExchangeId;
    GatewayRequest &plain = pending.request;
    plain.method = head && !head->method.isEmpty() ? head->method : methodName(request.method());
    const QUrl url = request.url();
    plain.path = url.path(QUrl::FullyDecoded);
    plain.rawQuery = url.query(QUrl::FullyEncoded).toLatin1();
    Result<FormFields> query = FormDecoder::decodeUrlEncoded(plain.rawQuery);
    if (query) {
        plain.query = query->fields();
    } else {
        pending.badQuery = query.error();
    }
    const auto headers = request.headers();
    plain.headers.reserve(headers.size());
    for (const auto &[name, value] : headers) {
        plain.headers.append({name.toLower(), value});
    }
    plain.body = request.body();
    plain.peer = request.remoteAddress();
    plain.peerPort = socket->peerPort();
    plain.connectionId = connectionId;
    plain.secure = qobject_cast<QSslSocket *>(socket) != nullptr;
    pending.responder = std::make_unique<QHttpServerResponder>(makeResponder(request, socket));
    pending.http10 = head && head->http10;
    pending.keepAlive = head ? head->keepAlive : !connectionHeader.contains("close");
    pending.isHead = plain.method == "HEAD";

    connection->queue.push_back(std::move(pending));
    dispatchNext(connectionId);
    return true;
}

void HttpGateway::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    // Only for WebSocket upgrades (see handleRequest); QtHttpServer closes the connection after this.
    const GatewayReply reply = GatewayReply::error(400,
                                                   QStringLiteral("websocket_not_supported"),
                                                   QStringLiteral("this gateway does not speak WebSocket"),
                                                   QStringLiteral(
                                                       "use GET /v1/events (Server-Sent Events) for pushed events"));
    QHttpServerResponder responder = makeResponder(request, socket);
    responder.writeStatusLine(QHttpServerResponder::StatusCode::BadRequest);
    for (const auto &[name, value] : reply.headers) {
        responder.writeHeader(name, value);
    }
    responder.writeHeader("Content-Length", QByteArray::number(reply.body.size()));
    responder.writeHeader("Connection", "close");
    responder.writeBody(reply.body);
    if (ConnectionGuard *guard = ConnectionGuard::of(socket)) {
        guard->answered();
    }
}

void HttpGateway::dispatchNext(quint64 connectionId)
{
    Connection *connection = find(connectionId);
    if (connection == nullptr || connection->dispatching) {
        return; // the loop below, further up the stack, hands on the next request
    }
    while (connection != nullptr && !connection->queue.empty() && !connection->queue.front().dispatched
           && !connection->closing) {
        if (connection->guard->isBackedUp()) {
            // Requests keep coming but the answers are not read: buffering them would grow without end.
            qCInfo(lcGatewayHttp) << "connection" << connectionId << "does not read its answers: closed";
            connection->closing = true;
            QMetaObject::invokeMethod(connection->socket, &QAbstractSocket::abort, Qt::QueuedConnection);
            return;
        }
        Pending &front = connection->queue.front();
        front.dispatched = true;
        const quint64 exchangeId = front.exchangeId;
        if (m_stopping) {
            answer(connectionId,
                   exchangeId,
                   GatewayReply::error(503,
                                       QStringLiteral("stopping"),
                                       QStringLiteral("the gateway is stopping"),
                                       QStringLiteral("send the request again when the gateway is back"))
                       .withHeader("Retry-After", QByteArray::number(m_context->limits.retryAfterSeconds)));
        } else if (front.badQuery) {
            answer(connectionId,
                   exchangeId,
                   GatewayReply::error(400,
                                       front.badQuery->code,
                                       front.badQuery->message,
                                       QStringLiteral("send fewer or shorter query parameters")));
        } else {
            // The request moves out of the queue: the backend may answer (and so pop the queue) before returning.
            const GatewayRequest request = std::move(front.request);
            connection->dispatching = true;
            m_backend->handle(request, GatewayExchange(this, connectionId, exchangeId));
            connection = find(connectionId);
            if (connection != nullptr) {
                connection->dispatching = false;
            }
            continue;
        }
        connection = find(connectionId);
    }
}

bool HttpGateway::isExchangeOpen(quint64 connectionId, quint64 exchangeId) const
{
    const Connection *connection = find(connectionId);
    return waitingFor(connectionId, exchangeId) != nullptr
        && connection->socket->state() == QAbstractSocket::ConnectedState;
}

bool HttpGateway::identify(quint64 connectionId, quint64 exchangeId, qint64 clientId, const ClientLimits &limits)
{
    Q_UNUSED(limits)
    if (waitingFor(connectionId, exchangeId) == nullptr) {
        return false;
    }
    find(connectionId)->clientId = clientId;
    return true;
}

qint64 HttpGateway::clientOf(quint64 connectionId) const
{
    const Connection *connection = find(connectionId);
    return connection == nullptr ? 0 : connection->clientId;
}

void HttpGateway::answer(quint64 connectionId, quint64 exchangeId, const GatewayReply &reply)
{
    Pending *pending = waitingFor(connectionId, exchangeId);
    if (pending == nullptr) {
        qCDebug(lcGatewayHttp) << "answer to exchange" << exchangeId
                               << "dropped: the client has gone, or it was answered already";
        return;
    }
    Connection *connection = find(connectionId);
    if (connection->socket->state() != QAbstractSocket::ConnectedState) {
        qCDebug(lcGatewayHttp) << "answer to exchange" << exchangeId << "dropped: the connection is closing";
        return;
    }
    const bool closeAfter = !pending->keepAlive || m_stopping;
    writeReply(*pending, reply, closeAfter);
    if (m_answerObserver) {
        m_answerObserver(exchangeId,
                         GatewayReply::isKnownStatus(reply.status) && reply.status >= 200 ? reply.status : 500);
    }
    connection->queue.pop_front();
    connection->guard->answered();
    if (closeAfter) {
        connection->closing = true;
        connection->queue.clear();
        connection->guard->closeGracefully();
        return;
    }
    dispatchNext(connectionId);
}

void HttpGateway::writeReply(Pending &pending, const GatewayReply &reply, bool closeAfter)
{
    int status = reply.status;
    if (!GatewayReply::isKnownStatus(status) || status < 200) {
        qCWarning(lcGatewayHttp) << "a handler answered with status" << status << "- sent as 500";
        status = 500;
    }
    QHttpServerResponder &responder = *pending.responder;
    responder.writeStatusLine(QHttpServerResponder::StatusCode(status));
    for (const auto &[name, value] : reply.headers) {
        if (isFramingHeader(name)) {
            continue;
        }
        if (!isOneLine(name) || !isOneLine(value)) {
            qCWarning(lcGatewayHttp) << "a handler's header" << name << "holds a line break: left out";
            continue;
        }
        responder.writeHeader(name, value);
    }
    responder.writeHeader("Content-Length", QByteArray::number(reply.body.size()));
    if (closeAfter) {
        responder.writeHeader("Connection", "close");
    } else if (pending.http10) {
        responder.writeHeader("Connection", "keep-alive");
    }
    responder.writeBody(pending.isHead ? QByteArray() : reply.body);
}

void HttpGateway::setAnswerObserver(std::function<void(quint64 exchangeId, int status)> observer)
{
    m_answerObserver = std::move(observer);
}

bool HttpGateway::startStream(quint64 connectionId,
                              quint64 exchangeId,
                              const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    Pending *pending = waitingFor(connectionId, exchangeId);
    if (pending == nullptr) {
        return false;
    }
    if (find(connectionId)->socket->state() != QAbstractSocket::ConnectedState) {
        return false;
    }
    if (m_stopping || m_context->streams >= m_context->limits.maxStreams) {
        const QString why = m_stopping ? QStringLiteral("the gateway is stopping")
                                       : QStringLiteral("%1 event streams are open, the most this gateway keeps")
                                             .arg(m_context->limits.maxStreams);
        answer(connectionId,
               exchangeId,
               GatewayReply::error(503,
                                   QStringLiteral("too_many_streams"),
                                   why,
                                   QStringLiteral("connect again after Retry-After seconds, with Last-Event-ID"))
                   .withHeader("Retry-After", QByteArray::number(m_context->limits.retryAfterSeconds)));
        return false;
    }
    Connection *connection = find(connectionId);
    QHttpServerResponder &responder = *pending->responder;
    responder.writeStatusLine(QHttpServerResponder::StatusCode::Ok);
    responder.writeHeader("Content-Type", "text/event-stream");
    responder.writeHeader("Cache-Control", "no-store");
    // No Content-Length and no chunking: the body runs until the connection closes. Proxies such as nginx would
    // otherwise buffer it.
    responder.writeHeader("X-Accel-Buffering", "no");
    for (const auto &[name, value] : headers) {
        if (!isFramingHeader(name) && isOneLine(name) && isOneLine(value)) {
            responder.writeHeader(name, value);
        }
    }
    responder.writeBody(QByteArray()); // the blank line that ends the head
    if (m_answerObserver) {
        m_answerObserver(exchangeId, 200);
    }
    connection->streamId = exchangeId;
    connection->queue.clear();
    connection->guard->streamStarted();
    if (!m_keepAliveTimer.isActive()) {
        m_keepAliveTimer.start();
    }
    return true;
}

bool HttpGateway::isStreamOpen(quint64 connectionId, quint64 streamId) const
{
    const Connection *connection = find(connectionId);
    return connection != nullptr && streamId != 0 && connection->streamId == streamId && !connection->closing
        && connection->socket->state() == QAbstractSocket::ConnectedState;
}

bool HttpGateway::writeToStream(quint64 connectionId, quint64 streamId, const QByteArray &bytes)
{
    if (!isStreamOpen(connectionId, streamId)) {
        return false;
    }
    Connection *connection = find(connectionId);
    if (connection->guard->isBackedUp()) {
        // The client does not read: buffering on would grow without end. It resumes with Last-Event-ID.
        qCInfo(lcGatewayHttp) << "event stream" << streamId << "on connection" << connectionId
                              << "is not being read: closed";
        connection->closing = true;
        connection->socket->abort();
        return false;
    }
    connection->socket->write(bytes);
    return true;
}

void HttpGateway::closeStream(quint64 connectionId, quint64 streamId)
{
    if (!isStreamOpen(connectionId, streamId)) {
        return;
    }
    Connection *connection = find(connectionId);
    connection->closing = true;
    connection->guard->closeGracefully();
}

void HttpGateway::writeKeepAlives()
{
    const QByteArray comment = GatewayStream::commentText("keep-alive");
    std::vector<std::pair<quint64, quint64>> streams;
    for (const auto &[id, connection] : m_connections) {
        if (connection->streamId != 0) {
            streams.emplace_back(id, connection->streamId);
        }
    }
    // writeToStream may abort a connection, which changes m_connections: hence the copy.
    for (const auto &[connectionId, streamId] : streams) {
        writeToStream(connectionId, streamId, comment);
    }
    if (streams.empty()) {
        m_keepAliveTimer.stop();
    }
}

void HttpGateway::answerOverdue(quint64 connectionId)
{
    const Connection *connection = find(connectionId);
    if (connection == nullptr || connection->queue.empty() || !connection->queue.front().dispatched) {
        return;
    }
    const quint64 exchangeId = connection->queue.front().exchangeId;
    qCWarning(lcGatewayHttp) << "exchange" << exchangeId << "was not answered within"
                             << m_context->limits.answerTimeoutMs << "ms: answered 503";
    answer(connectionId,
           exchangeId,
           GatewayReply::error(503,
                               QStringLiteral("not_answered"),
                               QStringLiteral("the gateway did not answer this request in time"),
                               QStringLiteral("send the request again"))
               .withHeader("Retry-After", QByteArray::number(m_context->limits.retryAfterSeconds)));
}

void HttpGateway::forget(quint64 connectionId)
{
    const auto it = m_connections.find(connectionId);
    if (it == m_connections.end()) {
        return;
    }
    quint64 open = it->second->streamId;
    if (open == 0 && !it->second->queue.empty() && it->second->queue.front().dispatched) {
        open = it->second->queue.front().exchangeId;
    }
    m_connections.erase(it);
    if (open != 0) {
        Q_EMIT exchangeClosed(open);
    }
}

void HttpGateway::stop()
{
    if (m_stopping) {
        return;
    }
    m_stopping = true;
    qCInfo(lcGatewayHttp) << "stopping: closing the listeners," << m_guards.size() << "connection(s) open";
    const QList<QTcpServer *> listeners = servers();
    for (QTcpServer *listener : listeners) {
        listener->close();
    }
    // Held requests are answered now, each with "Connection: close" (m_stopping).
    m_backend->answerHeldNow();
    const QList<ConnectionGuard *> guards = m_guards.values();
    for (ConnectionGuard *guard : guards) {
        const Connection *connection = find(guard->connectionId());
        const bool busy = connection != nullptr && connection->streamId == 0 && !connection->queue.empty();
        if (!busy) {
            guard->closeGracefully(); // idle, an event stream, or not past its TLS handshake
        }
    }
    m_stopGraceTimer.start(int(m_context->limits.stopGraceMs));
    checkStopped();
}

void HttpGateway::checkStopped()
{
    if (!m_stopping || m_stoppedSignalled || !m_guards.isEmpty()) {
        return;
    }
    m_stoppedSignalled = true;
    m_stopGraceTimer.stop();
    m_keepAliveTimer.stop();
    qCInfo(lcGatewayHttp) << "stopped";
    // Queued: stop() may run inside a handler; whoever waits for this should find the call stack unwound.
    QMetaObject::invokeMethod(
        this,
        [this] {
        Q_EMIT stopped();
        },
        Qt::QueuedConnection);
}

} // namespace SolveDeck::Gateway
