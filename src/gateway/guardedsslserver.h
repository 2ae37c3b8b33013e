#pragma once

#include <QSslServer>

#include <memory>

namespace SolveDeck::Gateway {

struct GuardContext;

// The TLS listener: QSslServer does the handshake (with its own handshake timeout, set to the head timeout), and
// every connection gets a ConnectionGuard from the moment it is accepted, which judges the decrypted bytes once the
// handshake is done. Past the connection limit a new connection is closed at once, before any handshake work.
class GuardedSslServer : public QSslServer
{
public:
    GuardedSslServer(std::shared_ptr<GuardContext> context, QObject *parent);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    std::shared_ptr<GuardContext> m_context;
};

} // namespace SolveDeck::Gateway
