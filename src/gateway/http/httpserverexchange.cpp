#include "httpserver.h"

// HttpServer's side of ExchangeHost: what GatewayExchange and GatewayStream ask of the layer (answer, identify, hold,
// streams, a client's end). The connection's life (accepting, requests, deadlines, the stop) is in httpserver.cpp.

#include "gateway/gatewaylogging.h"
#include "gateway/http/answerbytes.h"
#include "gateway/http/httpconnection.h"
#include "gateway/http/layererror.h"

#include <QTcpSocket>

#include <algorithm>

using namespace Qt::StringLiterals;

namespace SolveDeck::Gateway {

// ---- ExchangeHost

bool HttpServer::isExchangeOpen(quint64 connectionId, quint64 exchangeId) const
{
    const HttpConnection *connection = waitingFor(connectionId, exchangeId);
    return connection != nullptr && connection->socket().state() == QAbstractSocket::ConnectedState;
}

void HttpServer::answer(quint64 connectionId, quint64 exchangeId, const GatewayReply &reply)
{
    HttpConnection *connection = waitingFor(connectionId, exchangeId);
    if (connection == nullptr) {
        qCDebug(lcGatewayHttp) << "answer to exchange" << exchangeId
                               << "dropped: the client has gone, or it was answered already";
        return;
    }
    const bool closeAfter = !connection->keepAlive() || m_stopping;
    m_out.resize(0);
    const int status = AnswerBytes::append(m_out,
                                           reply,
                                           {closeAfter, connection->isHttp10() && !closeAfter, connection->isHead()});
    if (m_answerObserver) {
        m_answerObserver(exchangeId, status);
    }
    connection->setState(HttpConnection::State::Writing); // answered: no exchangeClosed from here on
    const bool flushed = connection->write(m_out.constData(), m_out.size());
    if (connection->state() == HttpConnection::State::Ended) {
        return; // the write failed and closed the connection
    }
    m_pool.answered(connectionId, nowMs(), flushed);
    if (closeAfter) {
        connection->startLingering();
    } else if (flushed) {
        connection->setState(HttpConnection::State::Reading);
        // Answered from inside the handler: the read loop further up the stack goes on. Answered later: bytes the
        // client sent meanwhile wait in the socket's buffer, and no readyRead comes for them.
        if (!connection->isInHandle()) {
            connection->readLaterIfBuffered();
        }
    }
    touch(*connection);
}

void HttpServer::answerFlushed(HttpConnection &connection)
{
    m_pool.flushed(connection.id(), nowMs());
    if (m_stopping && !connection.hasUnreadBytes()) {
        connection.startLingering();
        return;
    }
    connection.setState(HttpConnection::State::Reading);
    touch(connection);
    connection.readRequests();
}

bool HttpServer::identify(quint64 connectionId, quint64 exchangeId, qint64 clientId, const ClientLimits &limits)
{
    HttpConnection *connection = waitingFor(connectionId, exchangeId);
    if (connection == nullptr) {
        return false;
    }
    const ConnectionPool::Identification identification = m_pool.identify(connectionId, clientId, limits, nowMs());
    if (identification.evicted != 0) {
        qCDebug(lcGatewayHttp) << "client" << clientId << "is at its connection limit: its oldest idle connection"
                               << identification.evicted << "closed for connection" << connectionId;
        cut(identification.evicted);
    }
    if (identification.verdict != ConnectionPool::Verdict::Allowed) {
        const int cap = m_pool.capsOf(clientId).maxConnections;
        answer(connectionId,
               exchangeId,
               layerError(429,
                          "too_many_connections",
                          QStringLiteral("client %1 has %2 connections open and busy, the most it may have")
                              .arg(clientId)
                              .arg(cap),
                          "reuse kept-alive connections, or have an operator raise it (clients set --max-connections)",
                          m_limits.retryAfterSeconds));
        return false;
    }
    touch(*connection);
    return true;
}

qint64 HttpServer::clientOf(quint64 connectionId) const
{
    return m_pool.clientOf(connectionId);
}

bool HttpServer::hold(quint64 connectionId, quint64 exchangeId)
{
    if (waitingFor(connectionId, exchangeId) == nullptr) {
        return false;
    }
    if (m_pool.hold(connectionId) != ConnectionPool::Verdict::Allowed) {
        const qint64 clientId = m_pool.clientOf(connectionId);
        answer(connectionId,
               exchangeId,
               layerError(429,
                          "too_many_waits",
                          QStringLiteral("client %1 has %2 requests waiting for an answer, the most it may have")
                              .arg(clientId)
                              .arg(m_pool.capsOf(clientId).maxWaits),
                          "wait on fewer jobs at once (poll several ids in one request, or use GET /v1/events), or "
                          "have "
                          "an operator raise it (clients set --max-waits)",
                          m_limits.retryAfterSeconds));
        return false;
    }
    return true;
}

bool HttpServer::startStream(quint64 connectionId,
                             quint64 exchangeId,
                             const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    HttpConnection *connection = waitingFor(connectionId, exchangeId);
    if (connection == nullptr || connection->socket().state() != QAbstractSocket::ConnectedState) {
        return false;
    }
    const ConnectionPool::Verdict verdict = m_stopping ? ConnectionPool::Verdict::OverGlobalCap
                                                       : m_pool.startStream(connectionId);
    if (verdict != ConnectionPool::Verdict::Allowed) {
        QString why;
        int status = 503;
        if (m_stopping) {
            why = QStringLiteral("the gateway is stopping");
        } else if (verdict == ConnectionPool::Verdict::OverGlobalCap) {
            why = QStringLiteral("%1 event streams are open, the most this gateway keeps").arg(m_limits.maxStreams);
        } else {
            const qint64 clientId = m_pool.clientOf(connectionId);
            status = 429;
            why = QStringLiteral("client %1 has %2 event streams open, the most it may have")
                      .arg(clientId)
                      .arg(m_pool.capsOf(clientId).maxStreams);
        }
        answer(connectionId,
               exchangeId,
               layerError(status,
                          "too_many_streams",
                          why,
                          "connect again after Retry-After seconds, with Last-Event-ID (one stream carries all of a "
                          "client's events)",
                          m_limits.retryAfterSeconds));
        return false;
    }
    m_out.resize(0);
    AnswerBytes::appendStreamHead(m_out, headers);
    if (m_answerObserver) {
        m_answerObserver(exchangeId, 200);
    }
    connection->setState(HttpConnection::State::Stream);
    connection->write(m_out.constData(), m_out.size());
    if (connection->state() != HttpConnection::State::Stream) {
        return false;
    }
    touch(*connection);
    if (!m_keepAliveTimer.isActive()) {
        m_keepAliveTimer.start();
    }
    return true;
}

bool HttpServer::isStreamOpen(quint64 connectionId, quint64 streamId) const
{
    const HttpConnection *connection = find(connectionId);
    return connection != nullptr && streamId != 0 && connection->state() == HttpConnection::State::Stream
        && connection->exchangeId() == streamId;
}

bool HttpServer::writeToStream(quint64 connectionId, quint64 streamId, const QByteArray &bytes)
{
    if (!isStreamOpen(connectionId, streamId)) {
        return false;
    }
    HttpConnection *connection = find(connectionId);
    if (connection->unsentBytes() > m_limits.maxUnsentBytes) {
        // Qt hands buffered bytes to the kernel only when the event loop next runs: a burst written in one pass is
        // no sign of a slow reader. Hand over what the kernel takes now, then judge.
        connection->socket().flush();
        if (connection->unsentBytes() > m_limits.maxUnsentBytes) {
            // The client does not read: buffering on would grow without end. It resumes with Last-Event-ID.
            qCInfo(lcGatewayHttp) << "event stream" << streamId << "on connection" << connectionId
                                  << "is not being read: closed";
            connection->abort();
            return false;
        }
    }
    connection->socket().write(bytes);
    return true;
}

void HttpServer::closeStream(quint64 connectionId, quint64 streamId)
{
    if (!isStreamOpen(connectionId, streamId)) {
        return;
    }
    find(connectionId)->startLingering();
}

void HttpServer::writeKeepAlives()
{
    const QByteArray comment = GatewayStream::commentText("keep-alive");
    std::vector<std::pair<quint64, quint64>> streams;
    for (const auto &[id, connection] : m_connections) {
        if (connection->state() == HttpConnection::State::Stream) {
            streams.emplace_back(id, connection->exchangeId());
        }
    }
    // writeToStream may end a connection: hence the copy.
    for (const auto &[connectionId, streamId] : streams) {
        writeToStream(connectionId, streamId, comment);
    }
    if (streams.empty()) {
        m_keepAliveTimer.stop();
    }
}

void HttpServer::endClient(qint64 clientId, const GatewayReply &reply)
{
    std::vector<std::pair<quint64, quint64>> held;
    std::vector<quint64> streams;
    for (const auto &[id, connection] : m_connections) {
        if (m_pool.clientOf(id) != clientId) {
            continue;
        }
        if (connection->state() == HttpConnection::State::Stream) {
            streams.push_back(id);
        } else if (connection->state() == HttpConnection::State::Dispatched && m_pool.isHeld(id)) {
            held.emplace_back(id, connection->exchangeId());
        }
    }
    for (const auto &[connectionId, exchangeId] : held) {
        answer(connectionId, exchangeId, reply);
    }
    for (const quint64 connectionId : streams) {
        if (HttpConnection *connection = find(connectionId)) {
            connection->startLingering();
        }
    }
    if (!held.empty() || !streams.empty()) {
        qCInfo(lcGatewayHttp) << "client" << clientId << "ended:" << held.size() << "held request(s) answered,"
                              << streams.size() << "event stream(s) closed";
    }
}

} // namespace SolveDeck::Gateway
