#include "faulttcpserver.h"

#include <sys/socket.h>
#include <unistd.h>

namespace SolveDeckSim {

FaultTcpServer::FaultTcpServer(QObject *parent)
    : QTcpServer(parent)
{
}

void FaultTcpServer::setHardClose(qintptr descriptor)
{
    const linger hard{1, 0};
    ::setsockopt(int(descriptor), SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
}

void FaultTcpServer::resetDescriptor(qintptr descriptor)
{
    setHardClose(descriptor);
    ::close(int(descriptor));
}

void FaultTcpServer::incomingConnection(qintptr descriptor)
{
    if (m_resetOnAccept) {
        resetDescriptor(descriptor);
        return;
    }
    QTcpServer::incomingConnection(descriptor);
}

} // namespace SolveDeckSim
