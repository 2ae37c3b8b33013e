#include "gatewayexchange.h"

#include "httpgateway.h"

namespace SolveDeck::Gateway {

namespace {

// One line of a field: a CR or LF inside would end the field early (and forge the next one).
QByteArray oneLine(QByteArrayView text)
{
    QByteArray line = text.toByteArray();
    line.replace('\r', ' ').replace('\n', ' ');
    return line;
}

} // namespace

GatewayExchange::GatewayExchange(HttpGateway *gateway, quint64 connection, quint64 exchange)
    : m_gateway(gateway)
    , m_connection(connection)
    , m_exchange(exchange)
{
}

bool GatewayExchange::isOpen() const
{
    return m_gateway && m_gateway->isExchangeOpen(m_connection, m_exchange);
}

void GatewayExchange::answer(const GatewayReply &reply) const
{
    if (m_gateway) {
        m_gateway->answer(m_connection, m_exchange, reply);
    }
}

bool GatewayExchange::identify(qint64 clientId, const ClientLimits &limits) const
{
    return m_gateway && m_gateway->identify(m_connection, m_exchange, clientId, limits);
}

qint64 GatewayExchange::clientId() const
{
    return m_gateway ? m_gateway->clientOf(m_connection) : 0;
}

bool GatewayExchange::hold() const
{
    return m_gateway && m_gateway->isExchangeOpen(m_connection, m_exchange);
}

GatewayStream GatewayExchange::startStream(const QList<std::pair<QByteArray, QByteArray>> &headers) const
{
    if (!m_gateway || !m_gateway->startStream(m_connection, m_exchange, headers)) {
        return {};
    }
    return {m_gateway, m_connection, m_exchange};
}

GatewayStream::GatewayStream(HttpGateway *gateway, quint64 connection, quint64 exchange)
    : m_gateway(gateway)
    , m_connection(connection)
    , m_exchange(exchange)
{
}

bool GatewayStream::isOpen() const
{
    return m_gateway && m_gateway->isStreamOpen(m_connection, m_exchange);
}

bool GatewayStream::writeEvent(QByteArrayView id, QByteArrayView event, QByteArrayView data) const
{
    return m_gateway && m_gateway->writeToStream(m_connection, m_exchange, eventText(id, event, data));
}

bool GatewayStream::writeComment(QByteArrayView text) const
{
    return m_gateway && m_gateway->writeToStream(m_connection, m_exchange, commentText(text));
}

void GatewayStream::close() const
{
    if (m_gateway) {
        m_gateway->closeStream(m_connection, m_exchange);
    }
}

QByteArray GatewayStream::eventText(QByteArrayView id, QByteArrayView event, QByteArrayView data)
{
    QByteArray text;
    text.reserve(data.size() + id.size() + event.size() + 32);
    if (!id.isEmpty()) {
        text += "id: " + oneLine(id) + '\n';
    }
    if (!event.isEmpty()) {
        text += "event: " + oneLine(event) + '\n';
    }
    // The format's line ends are CRLF, LF or CR alone: each line of the data becomes a data: field.
    QByteArray normalised = data.toByteArray();
    normalised.replace("\r\n", "\n").replace('\r', '\n');
    for (const QByteArray &line : normalised.split('\n')) {
        text += "data: " + line + '\n';
    }
    text += '\n';
    return text;
}

QByteArray GatewayStream::commentText(QByteArrayView text)
{
    return ": " + oneLine(text) + "\n\n";
}

} // namespace SolveDeck::Gateway
