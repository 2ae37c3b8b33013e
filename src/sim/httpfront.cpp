#include "httpfront.h"

#include "requestguard.h"
#include "simlogging.h"

#include <QHttpServerRequest>
#include <QHttpServerResponder>
#include <QMetaEnum>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTimer>

#include <sys/socket.h>

#include <algorithm>
#include <memory>

namespace SolveDeckSim {

namespace {

QByteArray methodName(QHttpServerRequest::Method method)
{
    switch (method) {
    case QHttpServerRequest::Method::Get:
        return "GET";
    case QHttpServerRequest::Method::Post:
        return "POST";
    case QHttpServerRequest::Method::Put:
        return "PUT";
    case QHttpServerRequest::Method::Delete:
        return "DELETE";
    case QHttpServerRequest::Method::Head:
        return "HEAD";
    case QHttpServerRequest::Method::Options:
        return "OPTIONS";
    case QHttpServerRequest::Method::Patch:
        return "PATCH";
    default:
        break;
    }
    return "OTHER";
}

// SO_LINGER 0: closing the socket afterwards makes the kernel send RST instead of FIN.
void setHardClose(qintptr descriptor)
{
    const linger hard{1, 0};
    ::setsockopt(int(descriptor), SOL_SOCKET, SO_LINGER, &hard, sizeof hard);
}

QByteArray reasonPhrase(int status)
{
    switch (status) {
    case 200:
        return "OK";
    case 400:
        return "Bad Request";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 411:
        return "Length Required";
    case 413:
        return "Payload Too Large";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 502:
        return "Bad Gateway";
    default:
        break;
    }
    return "Status";
}

// Judges each connection's bytes as they arrive (RequestGuard), before QtHttpServer reads them into a request:
// a head or body over the limit is answered (413, 431, 411 or 400) and the connection closed, so no client can make
// the simulator hold more than a request's worth of memory. QtHttpServer reads everything available in its
// readyRead handler; this server's handler runs before it (connected first) and looks only at the bytes that
// arrived since, which a second handler, connected after QtHttpServer's, notes.
class GuardedTcpServer : public QTcpServer
{
public:
    using QTcpServer::QTcpServer;

protected:
    void incomingConnection(qintptr handle) override
    {
        auto *socket = new QTcpSocket(this);
        if (!socket->setSocketDescriptor(handle)) {
            delete socket;
            return;
        }

        struct Watch
        {
            RequestGuard guard;
            qint64 judgedStillBuffered = 0; // bytes already judged that QtHttpServer left in the buffer
            bool afterHandlerConnected = false;
            bool refused = false; // answered: from now on every byte is read and dropped
        };

        auto watch = std::make_shared<Watch>();
        connect(socket, &QTcpSocket::readyRead, socket, [socket, watch] {
            if (watch->refused) {
                socket->readAll(); // dropped: neither buffered here nor seen by QtHttpServer
                watch->judgedStillBuffered = 0;
                return;
            }
            const qint64 available = socket->bytesAvailable();
            const QByteArray fresh = socket->peek(available).mid(watch->judgedStillBuffered);
            // Until the handler after QtHttpServer's is connected, count on QtHttpServer reading everything (it
            // does: readAll in its readyRead handler).
            watch->judgedStillBuffered = watch->afterHandlerConnected ? available : 0;
            const RequestGuard::Verdict verdict = watch->guard.feed(fresh);
            if (verdict.status == 0) {
                return;
            }
            qCInfo(lcSim) << "refused a request:" << verdict.status << verdict.reason;
            const QByteArray body = verdict.reason + '\n';
            socket->write("HTTP/1.1 " + QByteArray::number(verdict.status) + ' ' + verdict.reason
                          + "\r\nContent-Type: text/plain\r\nContent-Length: " + QByteArray::number(body.size())
                          + "\r\nConnection: close\r\n\r\n" + body);
            // Nothing of it reaches QtHttpServer. The connection stays open, reading and dropping what the client
            // still sends, so that closing with unread data (a reset) does not destroy the answer before the client
            // reads it; the client closes it (Connection: close), or it is cut after 10 s.
            watch->refused = true;
            socket->readAll();
            watch->judgedStillBuffered = 0;
            QTimer::singleShot(10000, socket, [socket] {
                socket->abort();
            });
        });
        // After QtHttpServer's own handler (connected when it takes the connection, below): what it left unread.
        QTimer::singleShot(0, socket, [socket, watch] {
            watch->afterHandlerConnected = true;
            connect(socket, &QTcpSocket::readyRead, socket, [socket, watch] {
                watch->judgedStillBuffered = socket->bytesAvailable();
            });
        });
        addPendingConnection(socket);
    }
};

} // namespace

HttpFront::HttpFront(QObject *parent)
    : QAbstractHttpServer(parent)
{
}

HttpFront::~HttpFront() = default;

QTcpServer *HttpFront::listenLoopback(quint16 port)
{
    auto *server = new GuardedTcpServer(this);
    if (!server->listen(QHostAddress::LocalHost, port)) {
        qCWarning(lcSim) << "cannot listen on 127.0.0.1 port" << port << ":" << server->errorString();
        delete server;
        return nullptr;
    }
    bind(server);
    return server;
}

quint16 HttpFront::listenApi(quint16 port)
{
    QTcpServer *server = listenLoopback(port);
    if (server == nullptr) {
        return 0;
    }
    m_api = server;
    m_apiPort = server->serverPort();
    setDown(m_down);
    return m_apiPort;
}

quint16 HttpFront::listenControl(quint16 port)
{
    QTcpServer *server = listenLoopback(port);
    if (server == nullptr) {
        return 0;
    }
    m_control = server;
    m_controlPort = server->serverPort();
    return m_controlPort;
}

void HttpFront::setDown(Down down)
{
    m_down = down;
    if (!m_api) {
        return;
    }
    if (down == Down::Refuse && m_api->isListening()) {
        m_api->close();
    } else if (down != Down::Refuse && !m_api->isListening()) {
        // Coming back up on the same port; SO_REUSEADDR (QTcpServer's default) allows it at once.
        if (!m_api->listen(QHostAddress::LocalHost, m_apiPort)) {
            qCWarning(lcSim) << "cannot listen again on port" << m_apiPort << ":" << m_api->errorString();
        }
    }
}

bool HttpFront::handleRequest(const QHttpServerRequest &request, QTcpSocket *socket)
{
    HttpRequestData data;
    data.method = methodName(request.method());
    data.path = request.url().path();
    data.rawQuery = request.url().query(QUrl::FullyEncoded).toLatin1();
    data.headers = request.headers();
    data.body = request.body();
    data.peer = request.remoteAddress();
    data.viaControlPort = m_control && m_controlPort != 0 && socket->localPort() == m_controlPort;

    if (!data.viaControlPort && m_down != Down::Up) {
        HttpReplyData reset;
        reset.action = HttpReplyData::Action::Reset;
        carryOut(reset, socket, true);
        return true;
    }
    const bool closeAfter = data.header("connection").trimmed().compare("close", Qt::CaseInsensitive) == 0;
    HttpReplyData reply = m_handler ? m_handler(data) : HttpReplyData::text("Not Found", 404);
    carryOut(reply, socket, closeAfter);
    return true;
}

void HttpFront::missingHandler(const QHttpServerRequest &request, QTcpSocket *socket)
{
    Q_UNUSED(request)
    write(socket, HttpReplyData::text("Not Found", 404), false);
}

void HttpFront::carryOut(const HttpReplyData &reply, QTcpSocket *socket, bool closeAfter)
{
    switch (reply.action) {
    case HttpReplyData::Action::Hang:
        // Never answer. The socket stays open until the client gives up; QtHttpServer owns and frees it.
        return;
    case HttpReplyData::Action::Reset:
        // Later, not from inside QtHttpServer's readyRead handler, which still uses the socket after we return.
        QTimer::singleShot(reply.delayMs, socket, [socket] {
            resetSocket(socket);
        });
        return;
    case HttpReplyData::Action::Respond:
    case HttpReplyData::Action::Truncate:
        break;
    }
    if (reply.delayMs > 0) {
        QTimer::singleShot(reply.delayMs, socket, [socket, reply, closeAfter] {
            write(socket, reply, closeAfter);
        });
        return;
    }
    write(socket, reply, closeAfter);
}

void HttpFront::write(QTcpSocket *socket, const HttpReplyData &reply, bool closeAfter)
{
    if (socket->state() != QAbstractSocket::ConnectedState) {
        return;
    }
    const bool truncate = reply.action == HttpReplyData::Action::Truncate;
    // A truncated answer announces at least 16 bytes, so even an empty body comes out short.
    const qsizetype announced = truncate ? std::max<qsizetype>(reply.body.size(), 16) : reply.body.size();
    QByteArray out;
    out.reserve(160 + reply.body.size());
    out += "HTTP/1.1 " + QByteArray::number(reply.status) + ' ' + reasonPhrase(reply.status)
         + "\r\nServer: solvedeck-sim\r\nContent-Type: " + reply.contentType
         + "\r\nContent-Length: " + QByteArray::number(announced) + "\r\n";
    if (closeAfter || truncate) {
        out += "Connection: close\r\n";
    }
    out += "\r\n";
    out += truncate ? reply.body.left(reply.body.size() / 2) : reply.body;
    socket->write(out);
    if (closeAfter || truncate) {
        socket->disconnectFromHost();
    }
}

void HttpFront::resetSocket(QTcpSocket *socket)
{
    if (socket->state() == QAbstractSocket::UnconnectedState) {
        return;
    }
    setHardClose(socket->socketDescriptor());
    socket->abort();
}

} // namespace SolveDeckSim
