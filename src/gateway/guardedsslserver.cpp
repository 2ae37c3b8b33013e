#include "guardedsslserver.h"

#include "connectionguard.h"
#include "gatewaylogging.h"
#include "guardedtcpserver.h"

#include <QSslSocket>

namespace SolveDeck::Gateway {

GuardedSslServer::GuardedSslServer(std::shared_ptr<GuardContext> context, QObject *parent)
    : QSslServer(parent)
    , m_context(std::move(context))
{
    // QSslServer counts sockets still in their handshake as pending: keep that from ever pausing accepts below
    // the connection limit (the default is 30).
    setMaxPendingConnections(m_context->limits.maxConnections + m_context->limits.maxStreams);
    setHandshakeTimeout(int(m_context->limits.headTimeoutMs));
    // The kernel's queue of connections not yet accepted: Qt's default of 50 drops the SYNs of a burst (200 clients
    // starting together), which then wait a whole second for their retransmission.
    setListenBacklogSize(m_context->limits.maxConnections);
    resumeAcceptingAfterErrors(this);
}

void GuardedSslServer::incomingConnection(qintptr descriptor)
{
    if (!ConnectionGuard::admit(*m_context, descriptor)) {
        return;
    }
    QSslServer::incomingConnection(descriptor);
    // QSslServer made the socket (its child) and started the handshake; find it by its descriptor.
    const QList<QSslSocket *> sockets = findChildren<QSslSocket *>(Qt::FindDirectChildrenOnly);
    QSslSocket *socket = nullptr;
    for (auto it = sockets.crbegin(); it != sockets.crend() && socket == nullptr; ++it) {
        if ((*it)->socketDescriptor() == descriptor) {
            socket = *it;
        }
    }
    if (socket == nullptr) {
        return; // QSslServer could not take the descriptor (and closed it)
    }
    auto *guard = new ConnectionGuard(socket, m_context, false);
    if (m_context->admitted) {
        m_context->admitted(guard);
    }
    // After QSslServer's own handler for `encrypted` (connected first), which hands the socket to QtHttpServer.
    connect(socket, &QSslSocket::encrypted, guard, &ConnectionGuard::handedToHttpServer);
}

} // namespace SolveDeck::Gateway
