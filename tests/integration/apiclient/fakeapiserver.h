#pragma once

#include <QByteArray>
#include <QHostAddress>
#include <QList>
#include <QMap>
#include <QObject>
#include <QPointer>
#include <QTcpServer>
#include <QTcpSocket>

#include <chrono>
#include <functional>

// A tiny HTTP/1.1 server on 127.0.0.1 for ApiClient tests: it records every request exactly as it arrived
// (request line, headers, body) and answers with scripted raw bytes or a scripted fault. Unlike the simulator it
// can produce any byte sequence, which is the point: truncated bodies, hangs, resets.
class FakeApiServer : public QObject
{
    Q_OBJECT

public:
    struct Request
    {
        QByteArray requestLine; // "POST /in.php HTTP/1.1"
        QByteArray method;
        QByteArray target;                    // "/in.php"
        QMap<QByteArray, QByteArray> headers; // names lowercased
        QByteArray head;                      // everything before the body, as received
        QByteArray body;
        QMap<QString, QString> form() const; // the urlencoded body, decoded
    };

    enum class Fault {
        None,          // send `raw`, then close
        Hang,          // never answer (the client's transfer timeout must fire)
        CloseSilently, // close without a byte of answer
        Truncate,      // send `raw` with half of its body (the headers promise more than arrives), then close
        Trickle,       // send the head of `raw` at once, then its body one byte per kTrickleInterval, then close
    };

    // Slow enough that a whole answer takes long, fast enough that no inactivity timeout above it ever fires.
    static constexpr std::chrono::milliseconds kTrickleInterval{50};

    struct Response
    {
        QByteArray raw;
        Fault fault = Fault::None;
    };

    using Responder = std::function<Response(const Request &)>;

    explicit FakeApiServer(QObject *parent = nullptr);

    // Listens on 127.0.0.1, any free port. Returns the port (0 on failure).
    quint16 listen();
    QUrl baseUrl() const;

    // Answers every request with the same response / with the responder's choice.
    void respondWith(const Response &response);
    void setResponder(Responder responder);

    const QList<Request> &requests() const { return m_requests; }

    // Connections answered with Fault::Trickle that are still open (the client has not hung up).
    int openTrickles() const;

    // Raw HTTP/1.1 responses with Connection: close.
    static QByteArray http(int status, const QByteArray &contentType, const QByteArray &body);

    static Response json(const QByteArray &body) { return {http(200, "application/json", body)}; }

    static Response plain(const QByteArray &body) { return {http(200, "text/plain", body)}; }

Q_SIGNALS:
    void requestReceived();

private:
    void onReadyRead(QTcpSocket *socket);

    QTcpServer m_server;
    Responder m_responder;
    QList<Request> m_requests;
    QMap<QTcpSocket *, QByteArray> m_buffers;
    QList<QPointer<QTcpSocket>> m_hanging;   // kept open, unanswered
    QList<QPointer<QTcpSocket>> m_trickling; // answering one byte at a time
};
