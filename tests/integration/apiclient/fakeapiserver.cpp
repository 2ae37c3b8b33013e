#include "fakeapiserver.h"

#include <QTimer>
#include <QUrl>

#include <algorithm>

FakeApiServer::FakeApiServer(QObject *parent)
    : QObject(parent)
{
    m_responder = [](const Request &) {
        return json(R"({"status":1,"request":"1"})");
    };
    connect(&m_server, &QTcpServer::newConnection, this, [this] {
        while (QTcpSocket *socket = m_server.nextPendingConnection()) {
            socket->setParent(this);
            connect(socket, &QTcpSocket::readyRead, this, [this, socket] {
                onReadyRead(socket);
            });
            connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        }
    });
}

quint16 FakeApiServer::listen()
{
    return m_server.listen(QHostAddress::LocalHost, 0) ? m_server.serverPort() : 0;
}

QUrl FakeApiServer::baseUrl() const
{
    return QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(m_server.serverPort()));
}

void FakeApiServer::respondWith(const Response &response)
{
    m_responder = [response](const Request &) {
        return response;
    };
}

void FakeApiServer::setResponder(Responder responder)
{
    m_responder = std::move(responder);
}

QByteArray FakeApiServer::http(int status, const QByteArray &contentType, const QByteArray &body)
{
    QByteArray out = "HTTP/1.1 " + QByteArray::number(status) + " Status\r\n";
    if (!contentType.isEmpty()) {
        out += "Content-Type: " + contentType + "\r\n";
    }
    out += "Content-Length: " + QByteArray::number(body.size()) + "\r\nConnection: close\r\n\r\n" + body;
    return out;
}

int FakeApiServer::openTrickles() const
{
    return static_cast<int>(std::count_if(m_trickling.cbegin(), m_trickling.cend(), [](const QPointer<QTcpSocket> &s) {
        return s && s->state() == QAbstractSocket::ConnectedState;
    }));
}

QMap<QString, QString> FakeApiServer::Request::form() const
{
    QMap<QString, QString> out;
    for (const QByteArray &part : body.split('&')) {
        const qsizetype eq = part.indexOf('=');
        if (eq < 0) {
            continue;
        }
        QByteArray name = part.left(eq);
        QByteArray value = part.mid(eq + 1);
        name.replace('+', ' ');
        value.replace('+', ' ');
        out.insert(QUrl::fromPercentEncoding(name), QUrl::fromPercentEncoding(value));
    }
    return out;
}

void FakeApiServer::onReadyRead(QTcpSocket *socket)
{
    QByteArray &buffer = m_buffers[socket];
    buffer += socket->readAll();
    const qsizetype headEnd = buffer.indexOf("\r\n\r\n");
    if (headEnd < 0) {
        return;
    }
    Request request;
    request.head = buffer.left(headEnd);
    const QList<QByteArray> lines = request.head.split('\n');
    request.requestLine = lines.value(0).trimmed();
    const QList<QByteArray> parts = request.requestLine.split(' ');
    request.method = parts.value(0);
    request.target = parts.value(1);
    for (qsizetype i = 1; i < lines.size(); ++i) {
        const qsizetype colon = lines[i].indexOf(':');
        if (colon > 0) {
            request.headers.insert(lines[i].left(colon).trimmed().toLower(), lines[i].mid(colon + 1).trimmed());
        }
    }
    const qsizetype length = request.headers.value("content-length", "0").toLongLong();
    if (buffer.size() < headEnd + 4 + length) {
        return; // the body is still coming
    }
    request.body = buffer.mid(headEnd + 4, length);
    m_buffers.remove(socket);
    m_requests.append(request);

    const Response response = m_responder(request);
    switch (response.fault) {
    case Fault::None:
        socket->write(response.raw);
        socket->disconnectFromHost();
        break;
    case Fault::Hang:
        m_hanging.append(socket);
        break;
    case Fault::CloseSilently:
        socket->abort();
        break;
    case Fault::Truncate: {
        // The headers and half of the body: Content-Length promises more than ever arrives.
        const qsizetype bodyStart = response.raw.indexOf("\r\n\r\n") + 4;
        const qsizetype bodySize = response.raw.size() - bodyStart;
        socket->write(response.raw.left(bodyStart + bodySize / 2));
        socket->disconnectFromHost();
        break;
    }
    case Fault::Trickle: {
        const qsizetype bodyStart = response.raw.indexOf("\r\n\r\n") + 4;
        socket->write(response.raw.left(bodyStart));
        auto *timer = new QTimer(socket); // stops with the socket, which goes when the client hangs up
        connect(timer, &QTimer::timeout, socket, [socket, timer, rest = response.raw.mid(bodyStart)]() mutable {
            if (rest.isEmpty()) {
                timer->stop();
                socket->disconnectFromHost();
                return;
            }
            socket->write(rest.left(1));
            rest.remove(0, 1);
        });
        timer->start(kTrickleInterval);
        m_trickling.append(socket);
        break;
    }
    }
    Q_EMIT requestReceived();
}
