#pragma once

#include "gateway/gatewaylimits.h"
#include "gateway/gatewayreply.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QPointer>

#include <utility>

namespace SolveDeck::Gateway {

class HttpGateway;
class GatewayStream;

// A handle on one request waiting for its answer: what a GatewayBackend answers through, at once or later (a
// held long-poll), or turns into an event stream. A small value: copy it, keep it in a list of held requests. The
// gateway drops an answer safely when the client has gone or the request was answered already (by another copy,
// or by the gateway itself: the answer deadline, a stop). Use it on the gateway's thread only.
class GatewayExchange
{
public:
    GatewayExchange() = default;

    // Unique within the gateway; HttpGateway::exchangeClosed names it when the client goes away unanswered.
    quint64 id() const { return m_exchange; }

    quint64 connectionId() const { return m_connection; }

    // The client is still connected and the request not answered yet.
    bool isOpen() const;

    // Answers the request (at most once; later calls do nothing).
    void answer(const GatewayReply &reply) const;

    // The handler authenticated the request as client `clientId`: from now on the connection counts against that
    // client's limits (it leaves the anonymous share). False when the client is at its connection limit and none of
    // its own idle connections could be closed for this one: the HTTP layer has answered (429, Retry-After) and the
    // handler stops there.
    bool identify(qint64 clientId, const ClientLimits &limits) const;

    // The client identified, or 0.
    qint64 clientId() const;

    // The handler keeps this exchange to answer it later (a long-poll). False when the client holds its limit of
    // waiting requests already: the HTTP layer has answered (429, Retry-After). Call after identify().
    bool hold() const;

    // Answers with "200, Content-Type: text/event-stream" and keeps the connection as a Server-Sent Events
    // stream. At the stream limit (or while stopping) the gateway answers 503 with Retry-After instead and the
    // returned stream is closed.
    GatewayStream startStream(const QList<std::pair<QByteArray, QByteArray>> &headers = {}) const;

private:
    friend class HttpGateway;
    GatewayExchange(HttpGateway *gateway, quint64 connection, quint64 exchange);

    QPointer<HttpGateway> m_gateway;
    quint64 m_connection = 0;
    quint64 m_exchange = 0;
};

// A handle on one Server-Sent Events stream. Writes fail (false) once the stream is closed by either side; a
// client that does not read is cut off at GatewayLimits::maxUnsentBytes. The gateway writes a comment line
// on every stream every GatewayLimits::streamKeepAliveMs by itself.
class GatewayStream
{
public:
    GatewayStream() = default;

    // The id of the exchange that became this stream.
    quint64 id() const { return m_exchange; }

    bool isOpen() const;

    // "id: ID\nevent: EVENT\ndata: LINE\n...\n\n" (each line of `data` its own data: field; an empty id or event
    // is left out).
    bool writeEvent(QByteArrayView id, QByteArrayView event, QByteArrayView data) const;

    // ": TEXT\n\n", which clients ignore: a keep-alive.
    bool writeComment(QByteArrayView text) const;

    // Ends the stream (after what is written is sent).
    void close() const;

    static QByteArray eventText(QByteArrayView id, QByteArrayView event, QByteArrayView data);
    static QByteArray commentText(QByteArrayView text);

private:
    friend class HttpGateway;
    friend class GatewayExchange;
    GatewayStream(HttpGateway *gateway, quint64 connection, quint64 exchange);

    QPointer<HttpGateway> m_gateway;
    quint64 m_connection = 0;
    quint64 m_exchange = 0;
};

} // namespace SolveDeck::Gateway
