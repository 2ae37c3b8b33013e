#pragma once

#include "core/result.h"
#include "gateway/gatewayexchange.h"
#include "gateway/gatewaylimits.h"
#include "gateway/gatewayreply.h"
#include "gateway/http/connectionpool.h"
#include "gateway/http/hostcheck.h"
#include "gateway/http/requestframer.h"
#include "gateway/tlsfiles.h"

#include <QElapsedTimer>
#include <QHostAddress>
#include <QList>
#include <QObject>
#include <QSslConfiguration>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <unordered_map>
#include <vector>

class QTcpServer;
class QTcpSocket;

namespace SolveDeck::Gateway {

class GatewayBackend;
class HttpConnection;

// What the layer holds at a moment, for tests and benchmarks (the counts the bounds are judged on, and the bytes
// it keeps in the process).
struct HttpServerStats
{
    int connections = 0; // open connections that are not event streams (closing ones included)
    int anonymous = 0;   // of those, not identified and not closing
    int streams = 0;
    int held = 0;            // requests held for a later answer
    qint64 turnedAway = 0;   // new connections closed at once: nothing could make room
    qint64 evicted = 0;      // connections closed to admit a new one
    qint64 readBuffered = 0; // bytes read from sockets and not yet taken (pipelined bytes wait in the kernel)
    qint64 bodyReserved = 0; // request bodies being received or answered
    qint64 unsent = 0;       // answers and events written and not yet taken by the kernel
};

// The gateway's HTTP/1.1 server: QTcpServer listeners (TLS through QSslSocket) and one HttpConnection per socket,
// all on the thread that made it. Each request is framed and parsed once (RequestFramer, Boost.Beast's parser),
// judged by the ConnectionPool (admission and eviction, per-client caps, the body budget, every deadline), handed
// to the GatewayBackend as a plain GatewayRequest and answered through GatewayExchange, or kept as an event
// stream.
//
// A connection reads no further than the request it is answering: the next request (pipelined, or the next on a
// kept-alive connection) is read only once the answer is handed to the kernel, so pipelined bytes wait in the
// kernel, and a client that does not read its answers stops being read. Answers go out in order, one request at a
// time per connection. docs/gateway.md "HTTP limits" and docs/architecture.md "The gateway's edge" say more.
class HttpServer
    : public QObject
    , public ExchangeHost
{
    Q_OBJECT

public:
    // `backend` is not owned and must outlive the server's serving (stop() first, or destroy the server first).
    explicit HttpServer(GatewayBackend *backend, const GatewayLimits &limits = {}, QObject *parent = nullptr);
    ~HttpServer() override;

    // Listens on `address`:`port` (0: a free port) and returns the port. A non-loopback address only with TLS
    // (`tls` not empty): client tokens never cross a network in clear text. May be called again for another
    // address (IPv4 and IPv6 loopback). Errors: "tls_required", "tls_files", "listen_failed", "stopping".
    Result<quint16> listen(const QHostAddress &address, quint16 port, const TlsFiles &tls = {});

    // The first listener's address, as clients write it: "http://127.0.0.1:8787" ("https://" with TLS).
    QUrl url() const { return m_url; }

    bool isListening() const;

    const GatewayLimits &limits() const { return m_limits; }

    int connectionCount() const; // open connections that are not event streams
    int streamCount() const;
    qint64 turnedAwayCount() const; // new connections closed at once: the pool was full of busy connections
    HttpServerStats stats() const;

    // A client was revoked: its held requests are answered with `reply` now (e.g. 401) and its event streams end.
    void endClient(qint64 clientId, const GatewayReply &reply);

    // Graceful stop: connections waiting in the kernel's accept queue are taken (and answered 503 with Retry-After
    // once their head is read), the listeners close, the backend answers held requests now, answers in progress are
    // written (each with "Connection: close"), a request that arrives during the stop is answered 503 with
    // Retry-After, event streams and idle connections are closed; then stopped(). After GatewayLimits::stopGraceMs
    // whatever is left is cut. Not restartable.
    void stop();

    bool isStopping() const { return m_stopping; }

    // Told the status of every answer written (a stream's start is 200), on this thread, with the exchange's id: the
    // console's list of recent requests. Keep it cheap.
    void setAnswerObserver(std::function<void(quint64 exchangeId, int status)> observer);

    // ExchangeHost: what GatewayExchange and GatewayStream call.
    bool isExchangeOpen(quint64 connectionId, quint64 exchangeId) const override;
    void answer(quint64 connectionId, quint64 exchangeId, const GatewayReply &reply) override;
    bool identify(quint64 connectionId, quint64 exchangeId, qint64 clientId, const ClientLimits &limits) override;
    qint64 clientOf(quint64 connectionId) const override;
    bool hold(quint64 connectionId, quint64 exchangeId) override;
    bool startStream(quint64 connectionId,
                     quint64 exchangeId,
                     const QList<std::pair<QByteArray, QByteArray>> &headers) override;
    bool isStreamOpen(quint64 connectionId, quint64 streamId) const override;
    bool writeToStream(quint64 connectionId, quint64 streamId, const QByteArray &bytes) override;
    void closeStream(quint64 connectionId, quint64 streamId) override;

Q_SIGNALS:
    void stopped();

    // A connection ended while its exchange `exchangeId` was unanswered (held), or was the open event stream
    // `exchangeId`: whoever keeps that exchange or stream can forget it.
    void exchangeClosed(quint64 exchangeId);

private:
    friend class HttpConnection;
    class Listener;

    qint64 nowMs() const { return m_clock.elapsed(); }

    HttpConnection *find(quint64 connectionId) const;
    HttpConnection *waitingFor(quint64 connectionId, quint64 exchangeId) const;

    // From the listeners.
    void takeLater();
    void takePending();
    void accept(QTcpSocket *socket, Listener *listener, bool drain);
    void drainAcceptQueue(Listener *listener);

    // From the connections.
    void headArrived(HttpConnection &connection);
    void requestArrived(HttpConnection &connection);
    void refuse(HttpConnection &connection, const Refusal &refusal, int retryAfterSeconds = 0);
    void answerFlushed(HttpConnection &connection);
    void connectionLingering(HttpConnection &connection);
    void connectionEnded(HttpConnection &connection);
    void exchangeEnded(HttpConnection &connection); // its open exchange or stream will not be answered
    void touch(HttpConnection &connection);

    void cut(quint64 connectionId); // closes a connection the pool has let go of (evicted)
    void onDeadlines();
    void armDeadlineTimer();
    void writeKeepAlives();
    void checkStopped();
    void reap();
    GatewayReply stoppingReply() const;

    GatewayBackend *m_backend;
    GatewayLimits m_limits;
    ConnectionPool m_pool;
    HostCheck m_hostCheck;
    std::function<void(quint64, int)> m_answerObserver;
    std::unordered_map<quint64, std::unique_ptr<HttpConnection>> m_connections;
    std::vector<std::unique_ptr<HttpConnection>> m_ended; // deleted once the call stack has unwound
    QList<Listener *> m_listeners;
    QByteArray m_scratch; // one read and one answer at a time on this thread: shared by every connection
    QByteArray m_out;
    QElapsedTimer m_clock;
    QTimer m_deadlineTimer;
    qint64 m_deadlineTimerAt = -1;
    QTimer m_keepAliveTimer;
    QTimer m_stopGraceTimer;
    QUrl m_url;
    quint64 m_lastConnectionId = 0;
    quint64 m_lastExchangeId = 0;
    qint64 m_rejectedLogged = 0;
    int m_burstSize; // connections taken per pass of the event loop, at most
    int m_takenThisPass = 0;
    bool m_passOpen = false;
    bool m_takeQueued = false;
    bool m_reapQueued = false;
    bool m_stopping = false;
    bool m_stoppedSignalled = false;
};

} // namespace SolveDeck::Gateway
