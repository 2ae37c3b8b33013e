#pragma once

#include "core/result.h"
#include "gateway/gatewayexchange.h"
#include "gateway/gatewaylimits.h"
#include "gateway/gatewayreply.h"
#include "gateway/tlsfiles.h"

#include <QAbstractHttpServer>
#include <QHash>
#include <QHostAddress>
#include <QTimer>
#include <QUrl>

#include <functional>
#include <memory>
#include <unordered_map>

namespace SolveDeck::Gateway {

class ConnectionGuard;
class GatewayBackend;
struct GuardContext;

// The gateway's HTTP server, and the only class that touches the QtHttpServer API (a Technology Preview in Qt 6.4
// whose API changes later). QtHttpServer parses each request; this class turns it into a plain GatewayRequest,
// hands it to the GatewayBackend, and writes the backend's GatewayReply through QHttpServerResponder, or keeps the
// connection as an event stream. Every connection is guarded before QtHttpServer reads a byte (ConnectionGuard:
// head and body size, head, body and idle time, connection and stream counts; GatewayLimits has the numbers).
//
// Keep-alive: HTTP/1.1 connections stay open unless the client sends "Connection: close" (HTTP/1.0 ones only
// with "Connection: keep-alive"); pipelined requests are answered in order, each handed to the backend only when
// the one before it is answered. A backend may answer later (a long-poll); if the client goes away meanwhile, the
// late answer is dropped and exchangeClosed says so.
//
// Lives on one thread (the one it was made on); GatewayExchange and GatewayStream are used on that thread.
class HttpGateway : public QAbstractHttpServer
{
    Q_OBJECT

public:
    // `backend` is not owned and must outlive the gateway's serving (stop() first, or destroy the gateway first).
    explicit HttpGateway(GatewayBackend *backend, const GatewayLimits &limits = {}, QObject *parent = nullptr);
    ~HttpGateway() override;

    // Listens on `address`:`port` (0: a free port) and returns the port. A non-loopback address only with TLS
    // (`tls` not empty): client tokens never cross a network in clear text. May be called again for another
    // address (IPv4 and IPv6 loopback). Errors: "tls_required", "tls_files", "listen_failed", "stopping".
    Result<quint16> listen(const QHostAddress &address, quint16 port, const TlsFiles &tls = {});

    // The first listener's address, as clients write it: "http://127.0.0.1:8787" ("https://" with TLS).
    QUrl url() const { return m_url; }

    const GatewayLimits &limits() const;

    int connectionCount() const; // open connections that are not event streams
    int streamCount() const;
    qint64 turnedAwayCount() const; // connections closed at once at the connection limit

    // Graceful stop: stop accepting (close the listeners), ask the backend to answer held requests now, end the
    // event streams, let the answers in progress be written (each with "Connection: close"), close idle
    // connections; then stopped(). After GatewayLimits::stopGraceMs whatever is left is closed. Not restartable.
    void stop();

    bool isStopping() const { return m_stopping; }

    // Told the status of every answer written (a stream's start is 200), on this thread, with the exchange's id: the
    // console's list of recent requests. Keep it cheap.
    void setAnswerObserver(std::function<void(quint64 exchangeId, int status)> observer);

Q_SIGNALS:
    void stopped();

    // A connection ended while its exchange `exchangeId` was unanswered (held), or was the open event stream
    // `exchangeId`: whoever keeps that exchange or stream can forget it.
    void exchangeClosed(quint64 exchangeId);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    friend class GatewayExchange;
    friend class GatewayStream;
    struct Pending;
    struct Connection;

    // For the handles.
    bool isExchangeOpen(quint64 connectionId, quint64 exchangeId) const;
    // The contract of issue 35's per-client limits, not enforced by this layer (it is being replaced).
    bool identify(quint64 connectionId, quint64 exchangeId, qint64 clientId, const ClientLimits &limits);
    qint64 clientOf(quint64 connectionId) const;
    void answer(quint64 connectionId, quint64 exchangeId, const GatewayReply &reply);
    bool startStream(quint64 connectionId, quint64 exchangeId, const QList<std::pair<QByteArray, QByteArray>> &headers);
    bool isStreamOpen(quint64 connectionId, quint64 streamId) const;
    bool writeToStream(quint64 connectionId, quint64 streamId, const QByteArray &bytes);
    void closeStream(quint64 connectionId, quint64 streamId);

    void admitted(ConnectionGuard *guard);
    void forget(quint64 connectionId);
    Connection *find(quint64 connectionId) const;
    Pending *waitingFor(quint64 connectionId, quint64 exchangeId) const;
    void dispatchNext(quint64 connectionId);
    void writeReply(Pending &pending, const GatewayReply &reply, bool closeAfter);
    void answerOverdue(quint64 connectionId);
    void writeKeepAlives();
    void checkStopped();

    GatewayBackend *m_backend;
    std::function<void(quint64, int)> m_answerObserver;
    std::shared_ptr<GuardContext> m_context;
    QHash<quint64, ConnectionGuard *> m_guards;                             // every open connection, by id
    std::unordered_map<quint64, std::unique_ptr<Connection>> m_connections; // those that sent a request
    quint64 m_lastExchangeId = 0;
    QUrl m_url;
    QTimer m_keepAliveTimer;
    QTimer m_stopGraceTimer;
    bool m_stopping = false;
    bool m_stoppedSignalled = false;
};

} // namespace SolveDeck::Gateway
