#include "connectionguard.h"

#include "gatewaylogging.h"
#include "gatewayreply.h"

#include <QSslSocket>
#include <QTcpSocket>

#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>

namespace SolveDeck::Gateway {

namespace {

// QTimer takes int milliseconds; a day is longer than any limit, and a timer that fires early is re-armed.
constexpr qint64 longestTimerMs = qint64(24) * 3600 * 1000;

// The answer to a refused request, written by the guard itself: QtHttpServer never saw the request, so there is
// no responder for it. Always the last answer on the connection.
QByteArray refusalBytes(const ConnectionLimits::Refusal &refusal)
{
    const GatewayReply reply = GatewayReply::error(refusal.status,
                                                   QString::fromUtf8(refusal.code),
                                                   QString::fromUtf8(refusal.message),
                                                   QString::fromUtf8(refusal.fix));
    QByteArray out = "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + GatewayReply::reasonPhrase(reply.status)
                   + "\r\n";
    for (const auto &[name, value] : reply.headers) {
        out += name + ": " + value + "\r\n";
    }
    out += "Content-Length: " + QByteArray::number(reply.body.size()) + "\r\nConnection: close\r\n\r\n" + reply.body;
    return out;
}

} // namespace

bool ConnectionGuard::admit(GuardContext &context, qintptr descriptor)
{
    if (context.connections < context.limits.maxConnections) {
        return true;
    }
    // Closed before a byte is read: the cheapest answer under a flood. The client sees the connection closed.
    ++context.turnedAway;
    if (context.turnedAway == 1 || context.turnedAway % 1000 == 0) {
        qCWarning(lcGatewayHttp) << "at the connection limit of" << context.limits.maxConnections
                                 << "connections: closed" << context.turnedAway << "new connection(s) at once";
    }
    ::close(int(descriptor));
    return false;
}

ConnectionGuard::ConnectionGuard(QTcpSocket *socket, std::shared_ptr<GuardContext> context, bool judgeNow)
    : QObject(socket)
    , m_socket(socket)
    , m_context(std::move(context))
    , m_id(++m_context->lastConnectionId)
    , m_limits(m_context->limits, m_context->nowMs())
    , m_judging(judgeNow)
{
    ++m_context->connections;
    // Answers are written whole; Nagle's algorithm would only delay the last segment of one.
    m_socket->setSocketOption(QAbstractSocket::LowDelayOption, 1);
    m_timer.setSingleShot(true);
    connect(&m_timer, &QTimer::timeout, this, &ConnectionGuard::onDeadline);
    // Connected before QtHttpServer's handler (which it connects when the socket is handed to it).
    connect(m_socket, &QIODevice::readyRead, this, &ConnectionGuard::judgeFreshBytes);
    // When the refusal is out (shutdownWhenFlushed). A TLS socket says bytesWritten when it has encrypted the
    // bytes, before they leave for the network; encryptedBytesWritten is when they have.
    if (auto *tls = qobject_cast<QSslSocket *>(m_socket)) {
        connect(tls, &QSslSocket::encryptedBytesWritten, this, &ConnectionGuard::shutdownWhenFlushed);
    } else {
        connect(m_socket, &QIODevice::bytesWritten, this, &ConnectionGuard::shutdownWhenFlushed);
    }
    arm();
}

ConnectionGuard::~ConnectionGuard()
{
    if (m_countedAsStream) {
        --m_context->streams;
    } else {
        --m_context->connections;
    }
}

ConnectionGuard *ConnectionGuard::of(const QTcpSocket *socket)
{
    return socket == nullptr ? nullptr : socket->findChild<ConnectionGuard *>(QString(), Qt::FindDirectChildrenOnly);
}

void ConnectionGuard::handedToHttpServer()
{
    m_handed = true;
    m_judging = true;
    connect(m_socket, &QIODevice::readyRead, this, [this] {
        m_leftUnread = m_socket->bytesAvailable();
    });
    // Bytes that arrived before (with TLS: together with the end of the handshake) are judged now.
    if (m_socket->bytesAvailable() > 0) {
        judgeFreshBytes();
    }
}

void ConnectionGuard::judgeFreshBytes()
{
    if (m_lingering) {
        dropUnread();
        return;
    }
    if (!m_judging) {
        return;
    }
    const qint64 available = m_socket->bytesAvailable();
    if (available <= m_leftUnread) {
        return;
    }
    const QByteArray buffered = m_socket->peek(available);
    const qint64 judgedBefore = m_leftUnread;
    // Until QtHttpServer's handler has run (right after this one) it reads everything; the handler connected
    // after it corrects this when it leaves bytes.
    m_leftUnread = 0;
    const ConnectionLimits::Fed fed = m_limits.feed(QByteArrayView(buffered).sliced(
                                                        qMin<qint64>(judgedBefore, buffered.size())),
                                                    m_context->nowMs());
    for (const ConnectionLimits::Head &head : fed.heads) {
        m_heads.push_back(head);
    }
    if (fed.refusal.isRefused()) {
        refuse(fed.refusal);
        return;
    }
    if (fed.continueNow) {
        // Clients that ask (curl does for bodies over 1 KiB) wait up to a second for this before sending the body;
        // QtHttpServer 6.4 never sends it.
        m_socket->write("HTTP/1.1 100 Continue\r\n\r\n");
    }
    arm();
}

std::optional<ConnectionLimits::Head> ConnectionGuard::takeHead()
{
    if (m_heads.empty()) {
        return std::nullopt;
    }
    const ConnectionLimits::Head head = m_heads.front();
    m_heads.pop_front();
    return head;
}

void ConnectionGuard::answered()
{
    m_limits.answered(m_context->nowMs());
    arm();
}

void ConnectionGuard::streamStarted()
{
    if (!m_countedAsStream) {
        m_countedAsStream = true;
        --m_context->connections;
        ++m_context->streams;
    }
    m_limits.streamStarted();
    arm();
}

qint64 ConnectionGuard::unsentBytes() const
{
    qint64 unsent = m_socket->bytesToWrite();
    if (const auto *tls = qobject_cast<const QSslSocket *>(m_socket)) {
        unsent += tls->encryptedBytesToWrite();
    }
    return unsent;
}

bool ConnectionGuard::isBackedUp()
{
    if (unsentBytes() <= m_context->limits.maxUnsentBytes) {
        return false;
    }
    // Qt hands buffered bytes to the kernel only when the event loop next runs: a burst written in one pass is no
    // sign of a slow reader. Hand over what the kernel takes now, then judge.
    m_socket->flush();
    return unsentBytes() > m_context->limits.maxUnsentBytes;
}

void ConnectionGuard::closeGracefully()
{
    m_timer.stop();
    m_socket->disconnectFromHost();
    // disconnectFromHost waits until what was written is sent, which a client that does not read never allows.
    if (m_socket->state() != QAbstractSocket::UnconnectedState) {
        abortAfterLinger();
    }
}

void ConnectionGuard::abortAfterLinger()
{
    if (m_lingerArmed) {
        return;
    }
    m_lingerArmed = true;
    // The timer is this guard's child: it dies with the connection when the close comes first.
    QTimer::singleShot(m_context->limits.closeLingerMs, this, [this] {
        m_socket->abort();
    });
}

void ConnectionGuard::refuse(const ConnectionLimits::Refusal &refusal)
{
    qCInfo(lcGatewayHttp).noquote() << "connection" << m_id << "from" << m_socket->peerAddress().toString()
                                    << "refused:" << refusal.status << QString::fromUtf8(refusal.message);
    m_timer.stop();
    m_lingering = true;
    dropUnread();
    if (m_limits.unanswered() > 0 || m_limits.isStream()) {
        // An answer (or a stream) is still being written on this connection; a refusal cannot go in front of it,
        // and the client pipelined something unacceptable behind it: close (after QtHttpServer's handler, which
        // runs after this one and must find an open socket with nothing to read).
        QMetaObject::invokeMethod(m_socket, &QAbstractSocket::abort, Qt::QueuedConnection);
        return;
    }
    m_socket->write(refusalBytes(refusal));
    abortAfterLinger();
    shutdownWhenFlushed();
}

void ConnectionGuard::dropUnread()
{
    // QtHttpServer keeps a transaction open while a request is incomplete; ending it lets the buffer be freed.
    if (m_socket->isTransactionStarted()) {
        m_socket->commitTransaction();
    }
    m_socket->skip(m_socket->bytesAvailable());
    m_leftUnread = 0;
}

void ConnectionGuard::shutdownWhenFlushed()
{
    if (!m_lingering || unsentBytes() > 0 || m_socket->state() != QAbstractSocket::ConnectedState) {
        return;
    }
    // The answer is out: end our side (FIN) and keep reading until the client closes or the linger time ends.
    ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
}

void ConnectionGuard::arm()
{
    if (m_lingering) {
        return;
    }
    const ConnectionLimits::Deadline next = m_limits.deadline();
    if (next.expiry == ConnectionLimits::Expiry::None) {
        m_timer.stop();
        return;
    }
    // Deadlines mostly move later (each request pushes the idle deadline on): a running timer that fires earlier
    // is left alone and re-armed when it fires, which spares a timer restart per request.
    if (m_timer.isActive() && m_armedAtMs <= next.atMs) {
        return;
    }
    m_armedAtMs = next.atMs;
    m_timer.start(int(std::clamp<qint64>(next.atMs - m_context->nowMs(), 0, longestTimerMs)));
}

void ConnectionGuard::onDeadline()
{
    const ConnectionLimits::Deadline next = m_limits.deadline();
    const qint64 now = m_context->nowMs();
    if (next.expiry == ConnectionLimits::Expiry::None) {
        return;
    }
    if (now < next.atMs) {
        m_armedAtMs = next.atMs;
        m_timer.start(int(std::min<qint64>(next.atMs - now, longestTimerMs)));
        return;
    }
    switch (next.expiry) {
    case ConnectionLimits::Expiry::Head:
    case ConnectionLimits::Expiry::Body:
        if (m_limits.isInsideRequest()) {
            refuse(m_limits.refuseForTimeout(next.expiry));
        } else {
            // A new connection that never sent a byte of a request: nothing to answer.
            qCDebug(lcGatewayHttp) << "connection" << m_id << "sent no request in time: closed";
            closeGracefully();
        }
        return;
    case ConnectionLimits::Expiry::Idle:
        qCDebug(lcGatewayHttp) << "connection" << m_id << "idle: closed";
        closeGracefully();
        return;
    case ConnectionLimits::Expiry::Answer:
        Q_EMIT answerOverdue();
        // Answered now (answered() re-armed the timer), unless nobody knew the request: then nothing ever will.
        if (m_limits.deadline().expiry == ConnectionLimits::Expiry::Answer && m_limits.deadline().atMs == next.atMs) {
            qCWarning(lcGatewayHttp) << "connection" << m_id << "has a request nobody answers: closed";
            m_socket->abort();
        }
        return;
    case ConnectionLimits::Expiry::None:
        return;
    }
}

} // namespace SolveDeck::Gateway
