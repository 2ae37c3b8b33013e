#pragma once

#include "httpexchange.h"

#include <QAbstractHttpServer>
#include <QPointer>

#include <functional>

class QTcpServer;

class QTcpSocket;

namespace SolveDeckSim {

// The only class that touches the QtHttpServer API (a Technology Preview in 6.4 that changes later): it lets
// QtHttpServer parse requests, hands them to a handler as plain HttpRequestData, and writes the reply itself on
// the socket, which is what makes truncated bodies, resets, hangs and late answers possible.
// Two ports: the API port, which faults and the "down" switch affect, and an optional control port for the
// /__ endpoints that always answers (so a test can bring a "refuse"-down simulator back up).
class HttpFront : public QAbstractHttpServer
{
    Q_OBJECT

public:
    using Handler = std::function<HttpReplyData(const HttpRequestData &)>;

    explicit HttpFront(QObject *parent = nullptr);
    ~HttpFront() override;

    void setHandler(Handler handler) { m_handler = std::move(handler); }

    // Both listen on 127.0.0.1 only; 0 picks a free port. Return the bound port, 0 on failure.
    quint16 listenApi(quint16 port);
    quint16 listenControl(quint16 port);

    quint16 apiPort() const { return m_apiPort; }

    quint16 controlPort() const { return m_controlPort; }

    // Refuse: the API port stops listening. Reset: connections are accepted and reset when their request
    // arrives, like a crashing backend; resetting at accept time instead would race the client's first write,
    // and QNetworkAccessManager can then lose the error and wait for its timeout.
    enum class Down {
        Up,
        Refuse,
        Reset
    };
    void setDown(Down down);

protected:
    bool handleRequest(const QHttpServerRequest &request, QTcpSocket *socket) override;
    void missingHandler(const QHttpServerRequest &request, QTcpSocket *socket) override;

private:
    // Listens on 127.0.0.1 (never another address) and hands the socket to QtHttpServer; nullptr on failure.
    QTcpServer *listenLoopback(quint16 port);
    void carryOut(const HttpReplyData &reply, QTcpSocket *socket, bool closeAfter);
    static void write(QTcpSocket *socket, const HttpReplyData &reply, bool closeAfter);
    static void resetSocket(QTcpSocket *socket);

    Handler m_handler;
    QPointer<QTcpServer> m_api;
    QPointer<QTcpServer> m_control;
    quint16 m_apiPort = 0;
    quint16 m_controlPort = 0;
    Down m_down = Down::Up;
};

} // namespace SolveDeckSim
