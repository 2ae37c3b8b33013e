#include "httpconnection.h"

#include "gateway/gatewaylogging.h"
#include "gateway/http/httpserver.h"

#include <QSslSocket>
#include <QTcpSocket>

#include <sys/ioctl.h>
#include <sys/socket.h>

namespace SolveDeck::Gateway {

HttpConnection::HttpConnection(HttpServer &server, quint64 id, QTcpSocket *socket, bool secure, bool drained)
    : m_server(server)
    , m_id(id)
    , m_socket(socket)
    , m_framer(server.limits())
    , m_peer(socket->peerAddress())
    , m_local(socket->localAddress())
    , m_drained(drained)
{
    GatewayRequest &request = m_framer.request();
    request.peer = m_peer;
    request.peerPort = socket->peerPort();
    request.connectionId = id;
    request.secure = secure;
    QObject::connect(m_socket, &QIODevice::readyRead, m_socket, [this] {
        onReadable();
    });
    // When what was written has left for the network: a TLS socket says bytesWritten when it has encrypted the
    // bytes, encryptedBytesWritten when they are out.
    if (auto *tls = qobject_cast<QSslSocket *>(m_socket)) {
        QObject::connect(tls, &QSslSocket::encryptedBytesWritten, m_socket, [this] {
            onWritten();
        });
        QObject::connect(tls, &QSslSocket::encrypted, m_socket, [this] {
            start();
        });
    } else {
        QObject::connect(m_socket, &QIODevice::bytesWritten, m_socket, [this] {
            onWritten();
        });
    }
    QObject::connect(m_socket, &QAbstractSocket::disconnected, m_socket, [this] {
        onClosed();
    });
    QObject::connect(m_socket, &QAbstractSocket::errorOccurred, m_socket, [this] {
        // A failed handshake, a reset: whatever Qt did with the socket, the connection is over once it is not
        // connected (a remote close is followed by disconnected, handled there).
        if (m_state == State::Handshaking || m_socket->state() == QAbstractSocket::UnconnectedState) {
            abort();
        }
    });
}

HttpConnection::~HttpConnection()
{
    // Only ever deleted outside the socket's own signals (HttpServer reaps ended connections from the event loop).
    m_socket->disconnect();
    delete m_socket;
}

void HttpConnection::start()
{
    if (m_state != State::Handshaking) {
        return;
    }
    m_state = State::Reading;
    readRequests();
}

void HttpConnection::readRequests()
{
    if (m_reading) {
        return; // the loop further up the stack goes on
    }
    m_reading = true;
    QByteArray &scratch = m_server.m_scratch;
    while (m_state == State::Reading) {
        // peek() asks the socket for more than it holds, which also lets Qt read from the kernel again once its
        // buffer (GatewayLimits::maxHeadBytes + 1, see HttpServer::Listener) had filled up.
        const qint64 peeked = m_socket->peek(scratch.data(), scratch.size());
        const qsizetype available = qsizetype(std::max<qint64>(peeked, 0));
        qsizetype consumed = 0;
        const RequestFramer::Step step = m_framer.feed(QByteArrayView(scratch.constData(), available), consumed);
        if (consumed > 0) {
            m_socket->skip(consumed);
        }
        if (!m_requestNoted && m_framer.isInsideRequest()) {
            m_requestNoted = true;
            m_server.m_pool.requestStarted(m_id, m_server.nowMs());
            m_server.touch(*this);
        }
        if (step == RequestFramer::Step::NeedMore) {
            if (consumed > 0 && consumed == available && available == scratch.size()) {
                continue; // more may wait beyond what one peek holds
            }
            break;
        }
        if (step == RequestFramer::Step::Head) {
            m_server.headArrived(*this);
            continue;
        }
        if (step == RequestFramer::Step::Request) {
            m_requestNoted = false;
            m_server.requestArrived(*this);
            continue;
        }
        m_server.refuse(*this, m_framer.refusal());
        break;
    }
    m_reading = false;
}

void HttpConnection::readLaterIfBuffered()
{
    if (m_readQueued || m_socket->bytesAvailable() == 0) {
        return;
    }
    m_readQueued = true;
    QMetaObject::invokeMethod(
        m_socket,
        [this] {
        m_readQueued = false;
        if (m_state == State::Reading) {
            readRequests();
        }
        },
        Qt::QueuedConnection);
}

void HttpConnection::dispatched(quint64 exchangeId)
{
    const RequestFacts &facts = m_framer.facts();
    m_keepAlive = facts.keepAlive;
    m_http10 = facts.http10;
    m_isHead = facts.isHead;
    m_exchangeId = exchangeId;
    m_state = State::Dispatched;
}

bool HttpConnection::write(const char *data, qsizetype size)
{
    m_writing = true;
    m_socket->write(data, size);
    // Hand it to the kernel now: the next request is read only once the answer is out, and a client on loopback
    // takes it at once.
    if (auto *tls = qobject_cast<QSslSocket *>(m_socket)) {
        tls->flush();
    } else {
        m_socket->flush();
    }
    m_writing = false;
    return unsentBytes() == 0;
}

qint64 HttpConnection::unsentBytes() const
{
    qint64 unsent = m_socket->bytesToWrite();
    if (const auto *tls = qobject_cast<const QSslSocket *>(m_socket)) {
        unsent += tls->encryptedBytesToWrite();
    }
    return unsent;
}

qint64 HttpConnection::bufferedBytes() const
{
    return m_socket->bytesAvailable();
}

bool HttpConnection::hasUnreadBytes() const
{
    if (m_socket->bytesAvailable() > 0) {
        return true;
    }
    int pending = 0;
    const qintptr descriptor = m_socket->socketDescriptor();
    return descriptor >= 0 && ::ioctl(int(descriptor), FIONREAD, &pending) == 0 && pending > 0;
}

void HttpConnection::onReadable()
{
    switch (m_state) {
    case State::Reading:
        readRequests();
        return;
    case State::Lingering:
        dropUnread();
        return;
    case State::Stream:
        // Nothing is sent on an event stream; a client that does is not speaking the protocol.
        qCInfo(lcGatewayHttp) << "connection" << m_id << "sent bytes on its event stream: closed";
        startLingering();
        return;
    case State::Handshaking:
    case State::Dispatched:
    case State::Writing:
    case State::Ended:
        return; // read later: the bytes wait (in the socket's bounded buffer, then in the kernel)
    }
}

void HttpConnection::onWritten()
{
    if (m_writing) {
        return;
    }
    if (m_state == State::Writing && unsentBytes() == 0) {
        m_server.answerFlushed(*this);
    } else if (m_state == State::Lingering) {
        shutdownWriteWhenFlushed();
    }
}

void HttpConnection::onClosed()
{
    if (m_state != State::Ended) {
        m_server.connectionEnded(*this);
    }
}

void HttpConnection::startLingering()
{
    if (m_state == State::Lingering || m_state == State::Ended) {
        return;
    }
    m_server.connectionLingering(*this);
    m_state = State::Lingering;
    dropUnread();
    shutdownWriteWhenFlushed();
}

void HttpConnection::dropUnread()
{
    // read() asks for more than the buffer holds, so Qt reads from the kernel again (peek()'s reason, above).
    QByteArray &scratch = m_server.m_scratch;
    while (m_socket->read(scratch.data(), scratch.size()) > 0) {
    }
}

void HttpConnection::shutdownWriteWhenFlushed()
{
    if (m_writeShut || unsentBytes() > 0 || m_socket->state() != QAbstractSocket::ConnectedState) {
        return;
    }
    // What was written is out: end our side (FIN) and keep reading until the client closes, or the linger time ends.
    m_writeShut = true;
    ::shutdown(int(m_socket->socketDescriptor()), SHUT_WR);
}

void HttpConnection::abort()
{
    if (m_state == State::Ended) {
        return;
    }
    m_socket->abort(); // says disconnected when it was connected: onClosed
    if (m_state != State::Ended) {
        m_server.connectionEnded(*this);
    }
}

} // namespace SolveDeck::Gateway
