#include "guardedtcpserver.h"

#include "connectionguard.h"
#include "gatewaylogging.h"

#include <QTcpSocket>
#include <QTimer>

namespace SolveDeck::Gateway {

void resumeAcceptingAfterErrors(QTcpServer *server)
{
    QObject::connect(server, &QTcpServer::acceptError, server, [server](QAbstractSocket::SocketError) {
        qCWarning(lcGatewayHttp).noquote()
            << "cannot accept a connection:" << server->errorString() << "- trying again in 100 ms";
        QTimer::singleShot(100, server, [server] {
            server->resumeAccepting();
        });
    });
}

GuardedTcpServer::GuardedTcpServer(std::shared_ptr<GuardContext> context, QObject *parent)
    : QTcpServer(parent)
    , m_context(std::move(context))
{
    // QTcpServer stops accepting while this many accepted sockets wait to be taken; QtHttpServer takes each at
    // once, so this only needs to be above the connection limit never to matter.
    setMaxPendingConnections(m_context->limits.maxConnections + m_context->limits.maxStreams);
    resumeAcceptingAfterErrors(this);
    // The kernel's queue of connections not yet accepted: Qt's default of 50 drops the SYNs of a burst (200 clients
    // starting together), which then wait a whole second for their retransmission.
    setListenBacklogSize(m_context->limits.maxConnections);
}

void GuardedTcpServer::incomingConnection(qintptr descriptor)
{
    if (!ConnectionGuard::admit(*m_context, descriptor)) {
        return;
    }
    auto *socket = new QTcpSocket(this);
    if (!socket->setSocketDescriptor(descriptor)) {
        qCWarning(lcGatewayHttp).noquote() << "cannot take a connection:" << socket->errorString();
        delete socket;
        return;
    }
    auto *guard = new ConnectionGuard(socket, m_context, true);
    if (m_context->admitted) {
        m_context->admitted(guard);
    }
    // QTcpServer emits pendingConnectionAvailable from here, and QtHttpServer connects its readyRead handler in
    // that slot: once this returns, the guard's second handler goes after it.
    addPendingConnection(socket);
    guard->handedToHttpServer();
}

} // namespace SolveDeck::Gateway
