#pragma once

#include "gateway/connectionlimits.h"
#include "gateway/gatewaylimits.h"

#include <QObject>
#include <QTimer>

#include <deque>
#include <functional>
#include <memory>
#include <optional>

class QTcpSocket;

namespace SolveDeck::Gateway {

class ConnectionGuard;

// What the guards of one gateway share: the limits, the clock, and the counts the connection and stream limits
// are judged on. Shared (std::shared_ptr) because guards die with their sockets, which may outlive the gateway's
// own members during its destruction.
struct GuardContext
{
    GatewayLimits limits;
    std::function<qint64()> nowMs;                   // a monotonic clock
    std::function<void(ConnectionGuard *)> admitted; // told of every connection taken
    int connections = 0;                             // open connections that are not event streams
    int streams = 0;                                 // open event streams
    quint64 lastConnectionId = 0;
    qint64 turnedAway = 0; // connections closed at once for the connection limit
};

// Watches one connection from the moment it is accepted: every byte is judged by ConnectionLimits before
// QtHttpServer reads it, and one timer per connection enforces the head, body, idle and answer deadlines. A
// refused request is answered here (QtHttpServer never sees it), then the connection is closed gently: the
// write side is shut and what the client still sends is read and dropped for a short while, so the client reads
// the answer instead of a reset. A child of its socket: it lives exactly as long as the connection.
//
// How it sees the bytes first: QtHttpServer reads everything a readyRead offers (in a socket transaction, so the
// bytes stay in the socket's buffer until a request is complete). This guard's readyRead handler is connected
// before QtHttpServer's and peeks at what arrived since the last time; a second handler, connected after
// QtHttpServer's (handedToHttpServer()), notes how much QtHttpServer left unread (the start of a pipelined
// request), so those bytes are not judged twice.
class ConnectionGuard : public QObject
{
    Q_OBJECT

public:
    // Whether a new connection may be taken: under maxConnections. If not, closes `descriptor` at once (counted
    // in turnedAway) and returns false.
    static bool admit(GuardContext &context, qintptr descriptor);

    // `judgeNow` false: the bytes count only from handedToHttpServer() (a TLS socket before its handshake).
    ConnectionGuard(QTcpSocket *socket, std::shared_ptr<GuardContext> context, bool judgeNow);
    ~ConnectionGuard() override;

    // The guard of a socket accepted by a guarded server (nullptr for any other socket).
    static ConnectionGuard *of(const QTcpSocket *socket);

    quint64 connectionId() const { return m_id; }

    QTcpSocket *socket() const { return m_socket; }

    // QtHttpServer has taken the socket (its readyRead handler is connected): start judging (TLS) and note
    // after its handler what it left unread.
    void handedToHttpServer();

    // The facts of the next request QtHttpServer hands on (in order), or nothing if the bytes did not say.
    std::optional<ConnectionLimits::Head> takeHead();

    // The oldest request was answered (the idle deadline starts).
    void answered();

    // The connection became an event stream: it leaves the connection count for the stream count and has no
    // idle or answer deadline.
    void streamStarted();

    bool isStream() const { return m_limits.isStream(); }

    // Bytes written to the socket but not yet sent (with TLS, both sides of the encryption).
    qint64 unsentBytes() const;

    // Close after what is written is sent (a graceful stop; an idle connection), within
    // GatewayLimits::closeLingerMs.
    void closeGracefully();

    // Whether more than GatewayLimits::maxUnsentBytes wait to be sent after handing the kernel what it takes now:
    // the client does not read.
    bool isBackedUp();

Q_SIGNALS:
    // A complete request has not been answered within GatewayLimits::answerTimeoutMs.
    void answerOverdue();

private:
    void judgeFreshBytes();
    void refuse(const ConnectionLimits::Refusal &refusal);
    void dropUnread();
    void shutdownWhenFlushed();
    void abortAfterLinger();
    void arm();
    void onDeadline();

    QTcpSocket *m_socket;
    std::shared_ptr<GuardContext> m_context;
    quint64 m_id = 0;
    ConnectionLimits m_limits;
    std::deque<ConnectionLimits::Head> m_heads;
    QTimer m_timer;
    qint64 m_armedAtMs = 0;
    qint64 m_leftUnread = 0; // bytes QtHttpServer left in the socket's buffer after its last read: judged already
    bool m_judging = false;
    bool m_handed = false;
    bool m_lingering = false; // refused: answer written, reading and dropping until closed
    bool m_lingerArmed = false;
    bool m_countedAsStream = false;
};

} // namespace SolveDeck::Gateway
