#include "gatewaycall.h"

#include <QDeadlineTimer>
#include <QHostAddress>
#include <QJsonDocument>
#include <QJsonObject>

namespace SolveDeckTest {

namespace {

// Reads until `buffer` holds a complete head; returns its end (after the blank line), or -1.
qsizetype readHead(QTcpSocket &socket, QByteArray &buffer, const QDeadlineTimer &deadline)
{
    while (true) {
        const qsizetype end = buffer.indexOf("\r\n\r\n");
        if (end >= 0) {
            return end + 4;
        }
        if (deadline.hasExpired() || socket.state() != QAbstractSocket::ConnectedState
            || !socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())))) {
            buffer += socket.readAll();
            if (buffer.indexOf("\r\n\r\n") >= 0) {
                continue;
            }
            return -1;
        }
        buffer += socket.readAll();
    }
}

void parseHead(const QByteArray &head, int &status, QList<std::pair<QByteArray, QByteArray>> &headers)
{
    const QList<QByteArray> lines = head.split('\n');
    const QList<QByteArray> statusLine = lines.value(0).trimmed().split(' ');
    status = statusLine.value(1).toInt();
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const QByteArray line = lines[i].trimmed();
        const qsizetype colon = line.indexOf(':');
        if (colon > 0) {
            headers.append({line.left(colon).trimmed().toLower(), line.mid(colon + 1).trimmed()});
        }
    }
}

} // namespace

QByteArray GatewayAnswer::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key == name.toLower()) {
            return value;
        }
    }
    return {};
}

GatewayCall::GatewayCall(quint16 port, QString token)
    : m_port(port)
    , m_token(std::move(token))
{
}

bool GatewayCall::ensureConnected()
{
    if (m_socket && m_socket->state() == QAbstractSocket::ConnectedState) {
        return true;
    }
    m_socket = std::make_unique<QTcpSocket>();
    m_buffer.clear();
    m_socket->connectToHost(QHostAddress::LocalHost, m_port);
    return m_socket->waitForConnected(10000);
}

GatewayAnswer GatewayCall::get(const QByteArray &target, int timeoutMs)
{
    return request("GET", target, {}, {}, timeoutMs);
}

GatewayAnswer GatewayCall::post(const QByteArray &target, const QByteArray &body, const QByteArray &extraHeaders)
{
    return request("POST", target, body, "Content-Type: application/json\r\n" + extraHeaders);
}

GatewayAnswer GatewayCall::del(const QByteArray &target)
{
    return request("DELETE", target, {}, {});
}

GatewayAnswer GatewayCall::request(const QByteArray &method,
                                   const QByteArray &target,
                                   const QByteArray &body,
                                   const QByteArray &extraHeaders,
                                   int timeoutMs)
{
    if (!send(method, target, body, extraHeaders)) {
        return {};
    }
    return receive(timeoutMs);
}

bool GatewayCall::send(const QByteArray &method,
                       const QByteArray &target,
                       const QByteArray &body,
                       const QByteArray &extraHeaders)
{
    if (!ensureConnected()) {
        return false;
    }
    QByteArray bytes = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
    if (!m_token.isEmpty()) {
        bytes += "Authorization: Bearer " + m_token.toLatin1() + "\r\n";
    }
    bytes += extraHeaders;
    if (!body.isEmpty() || method == "POST") {
        bytes += "Content-Length: " + QByteArray::number(body.size()) + "\r\n";
    }
    bytes += "\r\n" + body;
    m_socket->write(bytes);
    return m_socket->waitForBytesWritten(10000);
}

GatewayAnswer GatewayCall::receive(int timeoutMs)
{
    GatewayAnswer answer;
    if (!m_socket) {
        return answer;
    }
    const QDeadlineTimer deadline(timeoutMs);
    const qsizetype headEnd = readHead(*m_socket, m_buffer, deadline);
    if (headEnd < 0) {
        return answer;
    }
    parseHead(m_buffer.left(headEnd), answer.status, answer.headers);
    const qsizetype length = answer.header("content-length").toLongLong();
    while (m_buffer.size() - headEnd < length && !deadline.hasExpired()
           && m_socket->waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())))) {
        m_buffer += m_socket->readAll();
    }
    answer.body = m_buffer.mid(headEnd, length);
    m_buffer.remove(0, headEnd + length);
    if (answer.header("connection").toLower() == "close") {
        m_socket.reset();
    }
    return answer;
}

QByteArray GatewayCall::jobBody(const QString &pageUrl)
{
    return QJsonDocument(
               QJsonObject{{QStringLiteral("method"), QStringLiteral("recaptcha_v2")},
                           {QStringLiteral("sitekey"), QStringLiteral("6LeCliTest000000000000000000000000000000")},
                           {QStringLiteral("pageurl"), pageUrl}})
        .toJson(QJsonDocument::Compact);
}

EventStreamReader::EventStreamReader(quint16 port, const QString &token, qint64 lastEventId)
{
    m_socket.connectToHost(QHostAddress::LocalHost, port);
    if (!m_socket.waitForConnected(10000)) {
        return;
    }
    QByteArray bytes = "GET /v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAccept: text/event-stream\r\n";
    bytes += "Authorization: Bearer " + token.toLatin1() + "\r\n";
    if (lastEventId >= 0) {
        bytes += "Last-Event-ID: " + QByteArray::number(lastEventId) + "\r\n";
    }
    m_socket.write(bytes + "\r\n");
    const qsizetype headEnd = readHead(m_socket, m_buffer, QDeadlineTimer(20000));
    if (headEnd < 0) {
        return;
    }
    QList<std::pair<QByteArray, QByteArray>> headers;
    parseHead(m_buffer.left(headEnd), m_status, headers);
    m_buffer.remove(0, headEnd);
}

std::optional<StreamEvent> EventStreamReader::next(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (true) {
        const qsizetype end = m_buffer.indexOf("\n\n");
        if (end >= 0) {
            const QByteArray block = m_buffer.left(end);
            m_buffer.remove(0, end + 2);
            StreamEvent event;
            QByteArray data;
            for (const QByteArray &line : block.split('\n')) {
                if (line.startsWith("id: ")) {
                    event.id = line.mid(4).toLongLong();
                } else if (line.startsWith("event: ")) {
                    event.event = line.mid(7);
                } else if (line.startsWith("data: ")) {
                    data += line.mid(6);
                }
            }
            if (event.id == 0) {
                continue; // a comment (keep-alive)
            }
            event.data = QJsonDocument::fromJson(data).object();
            return event;
        }
        if (deadline.hasExpired() || m_socket.state() != QAbstractSocket::ConnectedState
            || !m_socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())))) {
            m_buffer += m_socket.readAll();
            if (m_buffer.indexOf("\n\n") >= 0) {
                continue;
            }
            return std::nullopt;
        }
        m_buffer += m_socket.readAll();
    }
}

bool EventStreamReader::waitClosed(int timeoutMs)
{
    const QDeadlineTimer deadline(timeoutMs);
    while (m_socket.state() == QAbstractSocket::ConnectedState && !deadline.hasExpired()) {
        if (m_socket.waitForReadyRead(int(std::max<qint64>(1, deadline.remainingTime())))) {
            m_socket.readAll();
        }
    }
    return m_socket.state() != QAbstractSocket::ConnectedState;
}

} // namespace SolveDeckTest
