#include "httpserver.h"

#include "gateway/gatewaybackend.h"
#include "gateway/gatewaylogging.h"
#include "gateway/http/answerbytes.h"
#include "gateway/http/httpconnection.h"
#include "gateway/http/layererror.h"

#include <QSslSocket>
#include <QTcpServer>
#include <QTcpSocket>

#include <malloc.h>
#include <sys/resource.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <optional>

using namespace Qt::StringLiterals;

namespace SolveDeck::Gateway {

namespace {

// QTimer takes int milliseconds; a day is longer than any limit, and a timer that fires early re-arms itself.
constexpr qint64 longestTimerMs = qint64(24) * 3600 * 1000;

// The kernel's queue of connections not yet accepted. Linux caps it at net.core.somaxconn (4096 since 5.4): a
// flood of connects then waits in the queue (and is taken in bursts, the pool closing the idle ones) instead of
// having its SYNs dropped, which would make a legitimate client wait a second for the retransmission.
constexpr int listenBacklog = 4096;

// One read (peek) at a time on the server's thread: larger than any socket's read buffer, so one peek sees all it
// holds.
constexpr qsizetype scratchBytes = qsizetype(64) * 1024;

// Each connection and stream is a descriptor: raise the soft limit (often 1024) to what the limits need, as far as
// the hard limit allows. Past it accept() fails and connections wait in the kernel's queue.
void raiseDescriptorLimit(const GatewayLimits &limits)
{
    rlimit current{};
    if (getrlimit(RLIMIT_NOFILE, &current) != 0) {
        return;
    }
    // The database, the engine's connections, log files and Qt's own descriptors: 256 is ample. A stop takes the
    // whole accept queue at once.
    const rlim_t wanted = rlim_t(limits.maxConnections) + rlim_t(limits.maxStreams) + rlim_t(listenBacklog) + 256;
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

// Request bodies of up to 1 MiB come and go. glibc raises its mmap threshold to the size of the largest block freed
// (up to 32 MiB), after which such bodies come from the heap, whose freed memory mostly stays with the process: a
// burst of large bodies would leave RSS high for good. A fixed threshold keeps every body above it mapped, and
// unmapped when freed. Process-wide, set once, by the one component that allocates such blocks.
void keepLargeBlocksMapped()
{
    static const bool done = [] {
        return mallopt(M_MMAP_THRESHOLD, 128 * 1024) == 1;
    }();
    Q_UNUSED(done)
}

} // namespace

// A listening socket. Each accepted connection waits as a pending socket until the server takes it, once the
// event loop's pass is over; QTcpServer stops accepting while `burst` of them wait. So each burst the server judges
// is bounded, and every connection it took gets a turn to send before the next burst can find it silent: a flood of
// connects cannot crowd out a program that connected among them. An accept error (out of descriptors) pauses
// accepting only briefly: QTcpServer alone would stop accepting for good.
class HttpServer::Listener : public QTcpServer
{
public:
    Listener(HttpServer *server, std::optional<QSslConfiguration> tls, int burst, qint64 readBufferBytes)
        : QTcpServer(server)
        , tls(std::move(tls))
        , m_readBufferBytes(readBufferBytes)
    {
        setListenBacklogSize(listenBacklog);
        setMaxPendingConnections(std::max(1, burst));
        connect(this, &QTcpServer::newConnection, server, [server] {
            server->takeLater();
        });
        connect(this, &QTcpServer::acceptError, this, [this](QAbstractSocket::SocketError) {
            qCWarning(lcGatewayHttp).noquote()
                << "cannot accept a connection:" << errorString() << "- trying again in 100 ms";
            QTimer::singleShot(100, this, [this] {
                resumeAccepting();
            });
        });
    }

    // A socket for an accepted descriptor (nullptr if Qt cannot take it; the descriptor is closed then).
    QTcpSocket *socketFor(qintptr descriptor) const
    {
        QTcpSocket *socket = tls ? new QSslSocket : new QTcpSocket;
        // What Qt reads ahead of the framer: one head at most; past it, the bytes wait in the kernel. Set before
        // the socket reads anything.
        socket->setReadBufferSize(m_readBufferBytes);
        if (!socket->setSocketDescriptor(descriptor)) {
            qCWarning(lcGatewayHttp).noquote() << "cannot take a connection:" << socket->errorString();
            delete socket;
            ::close(int(descriptor));
            return nullptr;
        }
        return socket;
    }

    const std::optional<QSslConfiguration> tls;

protected:
    void incomingConnection(qintptr descriptor) override
    {
        if (QTcpSocket *socket = socketFor(descriptor)) {
            addPendingConnection(socket);
        }
    }

private:
    qint64 m_readBufferBytes;
};

HttpServer::HttpServer(GatewayBackend *backend, const GatewayLimits &limits, QObject *parent)
    : QObject(parent)
    , m_backend(backend)
    , m_limits(limits)
    , m_pool(limits)
    , m_hostCheck(limits.allowedHosts)
    , m_scratch(scratchBytes, Qt::Uninitialized)
    , m_burstSize(std::max(1, limits.maxAnonymousConnections / 2))
{
    Q_ASSERT(backend != nullptr);
    keepLargeBlocksMapped();
    m_clock.start();
    m_pool.setUnreadProbe([this](quint64 id) {
        const HttpConnection *connection = find(id);
        return connection != nullptr && connection->hasUnreadBytes();
    });
    m_deadlineTimer.setSingleShot(true);
    connect(&m_deadlineTimer, &QTimer::timeout, this, &HttpServer::onDeadlines);
    m_keepAliveTimer.setInterval(int(std::clamp<qint64>(limits.streamKeepAliveMs, 1, longestTimerMs)));
    connect(&m_keepAliveTimer, &QTimer::timeout, this, &HttpServer::writeKeepAlives);
    m_stopGraceTimer.setSingleShot(true);
    connect(&m_stopGraceTimer, &QTimer::timeout, this, [this] {
        qCWarning(lcGatewayHttp) << "stop: cutting" << m_connections.size()
                                 << "connection(s) whose answers were not written in time";
        std::vector<quint64> ids;
        ids.reserve(m_connections.size());
        for (const auto &[id, connection] : m_connections) {
            ids.push_back(id);
        }
        for (const quint64 id : ids) {
            if (HttpConnection *connection = find(id)) {
                connection->abort();
            }
        }
    });
}

HttpServer::~HttpServer()
{
    // The connections' sockets go with them; nothing calls back (their signals are disconnected first).
    m_connections.clear();
    m_ended.clear();
}

Result<quint16> HttpServer::listen(const QHostAddress &address, quint16 port, const TlsFiles &tls)
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
    std::optional<QSslConfiguration> configuration;
    if (!tls.isEmpty()) {
        const Result<QSslConfiguration> loaded = tls.load();
        if (!loaded) {
            return loaded.error();
        }
        configuration = *loaded;
    }
    auto *listener = new Listener(this, configuration, m_burstSize, m_limits.maxHeadBytes + 1);
    if (!listener->listen(address, port)) {
        const QString why = listener->errorString();
        delete listener;
        return Error{QStringLiteral("listen_failed"),
                     QStringLiteral("cannot listen on %1 port %2: %3").arg(shown).arg(port).arg(why)};
    }
    raiseDescriptorLimit(m_limits);
    m_listeners.append(listener);
    if (m_url.isEmpty()) {
        m_url.setScheme(tls.isEmpty() ? QStringLiteral("http") : QStringLiteral("https"));
        m_url.setHost(address.toString());
        m_url.setPort(listener->serverPort());
    }
    qCInfo(lcGatewayHttp).noquote() << "listening on" << (tls.isEmpty() ? u"http://"_s : u"https://"_s) + shown
                                    << "port" << listener->serverPort();
    return listener->serverPort();
}

bool HttpServer::isListening() const
{
    return std::any_of(m_listeners.cbegin(), m_listeners.cend(), [](const Listener *listener) {
        return listener->isListening();
    });
}

int HttpServer::connectionCount() const
{
    return m_pool.connectionCount();
}

int HttpServer::streamCount() const
{
    return m_pool.streamCount();
}

qint64 HttpServer::turnedAwayCount() const
{
    return m_pool.turnedAwayCount();
}

HttpServerStats HttpServer::stats() const
{
    HttpServerStats stats;
    stats.connections = m_pool.connectionCount();
    stats.anonymous = m_pool.anonymousCount();
    stats.streams = m_pool.streamCount();
    stats.held = m_pool.heldCount();
    stats.turnedAway = m_pool.turnedAwayCount();
    stats.evicted = m_pool.evictedCount();
    stats.bodyReserved = m_pool.bodyBytesReserved();
    for (const auto &[id, connection] : m_connections) {
        stats.readBuffered += connection->bufferedBytes();
        stats.unsent += connection->unsentBytes();
    }
    return stats;
}

void HttpServer::setAnswerObserver(std::function<void(quint64 exchangeId, int status)> observer)
{
    m_answerObserver = std::move(observer);
}

HttpConnection *HttpServer::find(quint64 connectionId) const
{
    const auto it = m_connections.find(connectionId);
    return it == m_connections.end() ? nullptr : it->second.get();
}

HttpConnection *HttpServer::waitingFor(quint64 connectionId, quint64 exchangeId) const
{
    HttpConnection *connection = find(connectionId);
    if (connection == nullptr || connection->state() != HttpConnection::State::Dispatched
        || connection->exchangeId() != exchangeId) {
        return nullptr;
    }
    return connection;
}

void HttpServer::touch(HttpConnection &connection)
{
    m_pool.touch(connection.id());
    armDeadlineTimer();
}

// ---- Accepting

void HttpServer::takeLater()
{
    // Up to a burst's worth at once, in the pass that accepted them (their first request is read now, in the order
    // the bytes came); past it, the next pass takes the rest (QTcpServer accepts no more meanwhile).
    if (!m_passOpen || m_takenThisPass < m_burstSize) {
        takePending();
        return;
    }
    if (!m_takeQueued) {
        m_takeQueued = true;
        QMetaObject::invokeMethod(
            this,
            [this] {
            m_takeQueued = false;
            takePending();
            },
            Qt::QueuedConnection);
    }
}

void HttpServer::takePending()
{
    if (!m_passOpen) {
        // A new pass of the event loop: a new burst. The connections taken in one burst are not closed for each
        // other (each has yet to get its turn to send).
        m_passOpen = true;
        m_takenThisPass = 0;
        m_pool.beginBurst();
        QMetaObject::invokeMethod(
            this,
            [this] {
            m_passOpen = false;
            },
            Qt::QueuedConnection);
    }
    for (Listener *listener : std::as_const(m_listeners)) {
        while (m_takenThisPass < m_burstSize || m_stopping) {
            QTcpSocket *socket = listener->nextPendingConnection(); // lets QTcpServer accept again
            if (socket == nullptr) {
                break;
            }
            ++m_takenThisPass;
            accept(socket, listener, m_stopping);
        }
    }
    if (std::any_of(m_listeners.cbegin(), m_listeners.cend(), [](const Listener *listener) {
            return listener->hasPendingConnections();
        })) {
        takeLater();
    }
}

void HttpServer::accept(QTcpSocket *socket, Listener *listener, bool drain)
{
    const quint64 id = ++m_lastConnectionId;
    const ConnectionPool::Admission admission = m_pool.admit(id, nowMs(), drain || m_stopping);
    if (!admission.admitted) {
        // Closed before a byte is read: the cheapest answer under a flood.
        if (m_pool.turnedAwayCount() == 1 || m_pool.turnedAwayCount() >= m_rejectedLogged + 1000) {
            m_rejectedLogged = m_pool.turnedAwayCount();
            qCWarning(lcGatewayHttp) << "the connection pool is full of busy connections: turned"
                                     << m_pool.turnedAwayCount() << "new connection(s) away";
        }
        socket->abort();
        delete socket;
        return;
    }
    if (admission.evicted != 0) {
        cut(admission.evicted);
    }
    // Answers are written whole; Nagle's algorithm would only delay the last segment of one.
    socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    auto owned = std::make_unique<HttpConnection>(*this, id, socket, listener->tls.has_value(), drain || m_stopping);
    HttpConnection &connection = *owned;
    m_connections.emplace(id, std::move(owned));
    if (listener->tls) {
        auto *tls = static_cast<QSslSocket *>(socket);
        tls->setSslConfiguration(*listener->tls);
        tls->startServerEncryption(); // the connection starts reading once encrypted
    } else {
        connection.start();
        // A client sends its request right after connecting: read it now rather than in the next pass, so requests
        // on new connections are read in the order they came with those on connections already open.
        if (connection.state() == HttpConnection::State::Reading && connection.hasUnreadBytes()) {
            socket->waitForReadyRead(0); // reads what the kernel holds; the connection's readyRead handler frames it
        }
    }
    touch(connection);
}

void HttpServer::drainAcceptQueue(Listener *listener)
{
    while (QTcpSocket *socket = listener->nextPendingConnection()) {
        accept(socket, listener, true);
    }
    const qintptr listening = listener->socketDescriptor();
    if (listening < 0) {
        return;
    }
    // The listening socket is non-blocking: take whatever completed its handshake before the stop began.
    while (true) {
        const int descriptor = ::accept4(int(listening), nullptr, nullptr, SOCK_NONBLOCK | SOCK_CLOEXEC);
        if (descriptor < 0) {
            break;
        }
        if (QTcpSocket *socket = listener->socketFor(descriptor)) {
            accept(socket, listener, true);
        }
    }
}

void HttpServer::cut(quint64 connectionId)
{
    if (HttpConnection *connection = find(connectionId)) {
        qCDebug(lcGatewayHttp) << "connection" << connectionId << "closed to admit a new one";
        connection->abort();
    }
}

// ---- Requests

void HttpServer::headArrived(HttpConnection &connection)
{
    const quint64 id = connection.id();
    m_pool.headReceived(id, nowMs());
    const RequestFacts &facts = connection.framer().facts();
    if (m_stopping || connection.isDrained()) {
        refuse(connection,
               {503, "stopping", "the gateway is stopping", "send the request again when the gateway is back"},
               m_limits.retryAfterSeconds);
        return;
    }
    if (!m_hostCheck.allows(facts.host, connection.localAddress())) {
        refuse(connection,
               {421,
                "misdirected_request",
                "the Host header does not name this gateway (a loopback name or the address it listens on)",
                "call the gateway by the address it listens on (http://127.0.0.1:PORT); a reverse proxy's name is "
                "accepted once the gateway is started with --allow-host NAME"});
        return;
    }
    if (facts.upgradeWebSocket) {
        refuse(connection,
               {400,
                "websocket_not_supported",
                "this gateway does not speak WebSocket",
                "use GET /v1/events (Server-Sent Events) for pushed events"});
        return;
    }
    if (!m_pool.reserveBody(id, facts.contentLength)) {
        refuse(connection,
               {503,
                "busy",
                "the gateway is receiving as many request bodies as it holds at once",
                "send the request again after Retry-After seconds"},
               m_limits.retryAfterSeconds);
        return;
    }
    if (facts.expectContinue && connection.framer().isInBody() && connection.socket().bytesAvailable() == 0) {
        // Clients that ask (curl does for bodies over 1 KiB) wait up to a second for this before sending the body.
        static const char continueLine[] = "HTTP/1.1 100 Continue\r\n\r\n";
        connection.write(continueLine, qsizetype(sizeof continueLine) - 1);
    }
    touch(connection);
}

void HttpServer::requestArrived(HttpConnection &connection)
{
    const quint64 id = connection.id();
    const quint64 exchangeId = ++m_lastExchangeId;
    m_pool.requestComplete(id, nowMs());
    connection.dispatched(exchangeId);
    touch(connection);
    const GatewayRequest &request = connection.framer().request();
    const QByteArray &queryError = connection.framer().facts().queryError;
    if (m_stopping) {
        answer(id, exchangeId, stoppingReply());
    } else if (!queryError.isEmpty()) {
        answer(id,
               exchangeId,
               layerError(400, "bad_query", QString::fromUtf8(queryError), "send fewer or shorter query parameters"));
    } else {
        connection.setInHandle(true);
        m_backend->handle(request, GatewayExchange(this, this, id, exchangeId));
        connection.setInHandle(false);
    }
    // The handler has what it needs of the request (GatewayBackend::handle's contract): its body is freed now, not
    // when the next request comes.
    connection.framer().reset();
}

void HttpServer::refuse(HttpConnection &connection, const Refusal &refusal, int retryAfterSeconds)
{
    qCInfo(lcGatewayHttp).noquote() << "connection" << connection.id() << "from" << connection.peerAddress().toString()
                                    << "refused:" << refusal.status << QString::fromUtf8(refusal.message);
    const QByteArray bytes = AnswerBytes::refusal(refusal, retryAfterSeconds);
    connection.write(bytes.constData(), bytes.size());
    connection.startLingering();
}

GatewayReply HttpServer::stoppingReply() const
{
    return layerError(503,
                      "stopping",
                      QStringLiteral("the gateway is stopping"),
                      "send the request again when the gateway is back",
                      m_limits.retryAfterSeconds);
}

// ---- Endings and deadlines

void HttpServer::exchangeEnded(HttpConnection &connection)
{
    if (connection.state() != HttpConnection::State::Dispatched
        && connection.state() != HttpConnection::State::Stream) {
        return;
    }
    // Queued: this may run inside a backend's own call (closing one of the streams it iterates over), and whoever
    // forgets the exchange must not find its list changing under it.
    QMetaObject::invokeMethod(
        this,
        [this, id = connection.exchangeId()] {
        Q_EMIT exchangeClosed(id);
        },
        Qt::QueuedConnection);
}

void HttpServer::connectionLingering(HttpConnection &connection)
{
    exchangeEnded(connection);
    m_pool.closing(connection.id(), nowMs());
    touch(connection);
}

void HttpServer::connectionEnded(HttpConnection &connection)
{
    const quint64 id = connection.id();
    const auto it = m_connections.find(id);
    if (it == m_connections.end()) {
        return;
    }
    exchangeEnded(connection);
    connection.setState(HttpConnection::State::Ended);
    m_pool.remove(id);
    // Deleted once the call stack has unwound: a socket's signal, or a loop over the connection, may be above.
    m_ended.push_back(std::move(it->second));
    m_connections.erase(it);
    if (!m_reapQueued) {
        m_reapQueued = true;
        QMetaObject::invokeMethod(this, &HttpServer::reap, Qt::QueuedConnection);
    }
    checkStopped();
}

void HttpServer::reap()
{
    m_reapQueued = false;
    m_ended.clear();
}

void HttpServer::armDeadlineTimer()
{
    const qint64 next = m_pool.nextWakeMs();
    if (next < 0) {
        m_deadlineTimer.stop();
        m_deadlineTimerAt = -1;
        return;
    }
    if (m_deadlineTimer.isActive() && m_deadlineTimerAt <= next) {
        return;
    }
    m_deadlineTimerAt = next;
    m_deadlineTimer.start(int(std::clamp<qint64>(next - nowMs(), 0, longestTimerMs)));
}

void HttpServer::onDeadlines()
{
    m_deadlineTimerAt = -1;
    const qint64 now = nowMs();
    for (const auto &[id, expiry] : m_pool.takeExpired(now)) {
        HttpConnection *connection = find(id);
        if (connection == nullptr) {
            continue;
        }
        const bool anonymous = m_pool.clientOf(id) == 0;
        switch (expiry) {
        case ConnectionPool::Expiry::Head:
            if (connection->framer().isInsideRequest()) {
                const qint64 limit = anonymous ? m_limits.anonymousHeadTimeoutMs : m_limits.headTimeoutMs;
                refuse(*connection,
                       {408,
                        "request_timeout",
                        "the request head did not arrive within " + QByteArray::number(double(limit) / 1000.0) + " s",
                        "send the request line and headers at once"});
            } else {
                // A new connection that never sent a byte of a request (or never finished its TLS handshake).
                qCDebug(lcGatewayHttp) << "connection" << id << "sent no request in time: closed";
                connection->abort();
            }
            break;
        case ConnectionPool::Expiry::Body:
            refuse(*connection,
                   {408,
                    "request_timeout",
                    "the request body did not arrive within "
                        + QByteArray::number(double(m_limits.bodyTimeoutMs) / 1000.0) + " s of its head",
                    "send the body right after the headers"});
            break;
        case ConnectionPool::Expiry::Idle:
            if (connection->state() == HttpConnection::State::Writing) {
                qCInfo(lcGatewayHttp) << "connection" << id << "does not read its answers: closed";
                connection->abort();
            } else {
                connection->startLingering();
            }
            break;
        case ConnectionPool::Expiry::Answer:
            if (connection->state() == HttpConnection::State::Dispatched) {
                qCWarning(lcGatewayHttp) << "exchange" << connection->exchangeId() << "was not answered within"
                                         << m_limits.answerTimeoutMs << "ms: answered 503";
                answer(id,
                       connection->exchangeId(),
                       layerError(503,
                                  "not_answered",
                                  QStringLiteral("the gateway did not answer this request in time"),
                                  "send the request again",
                                  m_limits.retryAfterSeconds));
            }
            break;
        case ConnectionPool::Expiry::Linger:
            connection->abort();
            break;
        case ConnectionPool::Expiry::None:
            break;
        }
        if (HttpConnection *still = find(id)) {
            touch(*still);
        }
    }
    armDeadlineTimer();
}

// ---- Stopping

void HttpServer::stop()
{
    if (m_stopping) {
        return;
    }
    m_stopping = true;
    // Connections that completed their handshake before now are taken from the kernel's queue, not reset by the
    // close: each is answered 503 with Retry-After once its head is read.
    const auto before = qint64(m_connections.size());
    for (Listener *listener : std::as_const(m_listeners)) {
        drainAcceptQueue(listener);
        listener->close();
    }
    qCInfo(lcGatewayHttp) << "stopping: listeners closed," << before << "connection(s) open,"
                          << qint64(m_connections.size()) - before << "taken from the accept queue";
    // Held requests are answered now, each with "Connection: close" (m_stopping).
    m_backend->answerHeldNow();
    std::vector<quint64> ids;
    ids.reserve(m_connections.size());
    for (const auto &[id, connection] : m_connections) {
        ids.push_back(id);
    }
    for (const quint64 id : ids) {
        HttpConnection *connection = find(id);
        if (connection == nullptr || connection->isDrained()) {
            continue; // a drained one is answered 503 when its head arrives
        }
        switch (connection->state()) {
        case HttpConnection::State::Handshaking:
            connection->abort(); // it has sent no request
            break;
        case HttpConnection::State::Stream:
            connection->startLingering();
            break;
        case HttpConnection::State::Reading:
            if (connection->framer().isInsideRequest() || connection->hasUnreadBytes()) {
                connection->readRequests(); // a request on its way: 503 at its head
            } else {
                connection->startLingering(); // idle
            }
            break;
        case HttpConnection::State::Dispatched: // answered by the handler (or the grace time)
        case HttpConnection::State::Writing:    // closes once flushed (answerFlushed)
        case HttpConnection::State::Lingering:
        case HttpConnection::State::Ended:
            break;
        }
    }
    m_stopGraceTimer.start(int(std::clamp<qint64>(m_limits.stopGraceMs, 0, longestTimerMs)));
    checkStopped();
}

void HttpServer::checkStopped()
{
    if (!m_stopping || m_stoppedSignalled || !m_connections.empty()) {
        return;
    }
    m_stoppedSignalled = true;
    m_stopGraceTimer.stop();
    m_keepAliveTimer.stop();
    m_deadlineTimer.stop();
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
