#pragma once

// Blocking HTTP/1.1 for the serve tests: `solvedeck-cli serve` is another process, so the test thread may block on
// its socket (waitForReadyRead) without starving it. One kept-alive connection per object.

#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QList>
#include <QTcpSocket>

#include <memory>
#include <optional>
#include <utility>

namespace SolveDeckTest {

struct GatewayAnswer
{
    int status = 0; // 0: no answer (connection closed, timeout)
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(const QByteArray &name) const;

    QJsonObject json() const { return QJsonDocument::fromJson(body).object(); }
};

class GatewayCall
{
public:
    GatewayCall(quint16 port, QString token);

    GatewayAnswer get(const QByteArray &target, int timeoutMs = 20000);
    GatewayAnswer post(const QByteArray &target, const QByteArray &body, const QByteArray &extraHeaders = {});
    GatewayAnswer del(const QByteArray &target);
    GatewayAnswer request(const QByteArray &method,
                          const QByteArray &target,
                          const QByteArray &body,
                          const QByteArray &extraHeaders,
                          int timeoutMs = 20000);

    // The two halves of request(): a request sent now, its answer read later (a held long-poll).
    bool send(const QByteArray &method,
              const QByteArray &target,
              const QByteArray &body,
              const QByteArray &extraHeaders);
    GatewayAnswer receive(int timeoutMs = 20000);

    // A new job for the tests' authorised hosts (reCAPTCHA v2; the simulator solves it).
    static QByteArray jobBody(const QString &pageUrl);

private:
    bool ensureConnected();

    quint16 m_port;
    QString m_token;
    std::unique_ptr<QTcpSocket> m_socket;
    QByteArray m_buffer;
};

// One event of an event stream.
struct StreamEvent
{
    qint64 id = 0;
    QByteArray event;
    QJsonObject data;
};

// GET /v1/events read as it arrives.
class EventStreamReader
{
public:
    // Connects and reads the answer's head; status() is its status (200 for a stream).
    EventStreamReader(quint16 port, const QString &token, qint64 lastEventId = -1);

    int status() const { return m_status; }

    // The next event (comments skipped); nullopt on timeout or close.
    std::optional<StreamEvent> next(int timeoutMs = 20000);

    // Whether the server closed the stream within the time.
    bool waitClosed(int timeoutMs = 20000);

private:
    QTcpSocket m_socket;
    QByteArray m_buffer;
    int m_status = 0;
};

} // namespace SolveDeckTest
