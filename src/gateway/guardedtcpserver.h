#pragma once

#include <QTcpServer>

#include <memory>

namespace SolveDeck::Gateway {

struct GuardContext;

// A plain-TCP listener whose every connection gets a ConnectionGuard before QtHttpServer sees it, and which
// closes new connections at once past the connection limit. An accept error (out of descriptors) pauses
// accepting only briefly: QTcpServer alone would stop accepting for good.
class GuardedTcpServer : public QTcpServer
{
public:
    GuardedTcpServer(std::shared_ptr<GuardContext> context, QObject *parent);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    std::shared_ptr<GuardContext> m_context;
};

// Resumes accepting 100 ms after an accept error (EMFILE: descriptors free up as connections close).
void resumeAcceptingAfterErrors(QTcpServer *server);

} // namespace SolveDeck::Gateway
