#pragma once

#include <QTcpServer>

namespace SolveDeckSim {

// A QTcpServer that can reset connections the moment it accepts them (the "down: reset" switch), before
// QtHttpServer ever sees the socket.
class FaultTcpServer : public QTcpServer
{
    Q_OBJECT

public:
    explicit FaultTcpServer(QObject *parent = nullptr);

    void setResetOnAccept(bool reset) { m_resetOnAccept = reset; }

    // SO_LINGER 0: closing the descriptor afterwards makes the kernel send RST instead of FIN.
    static void setHardClose(qintptr descriptor);
    static void resetDescriptor(qintptr descriptor);

protected:
    void incomingConnection(qintptr descriptor) override;

private:
    bool m_resetOnAccept = false;
};

} // namespace SolveDeckSim
