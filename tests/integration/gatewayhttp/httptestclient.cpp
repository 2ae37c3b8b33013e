#include "httptestclient.h"

#include "support/testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSslConfiguration>
#include <QSslSocket>

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

namespace SolveDeckTest {

QByteArray HttpAnswer::header(const QByteArray &name) const
{
    for (const auto &[key, value] : headers) {
        if (key.compare(name, Qt::CaseInsensitive) == 0) {
            return value;
        }
    }
    return {};
}

QString HttpAnswer::errorCode() const
{
    return QJsonDocument::fromJson(body).object().value(QStringLiteral("error")).toString();
}

QByteArray bearer(int client)
{
    return "Authorization: Bearer client-" + QByteArray::number(client) + "\r\n";
}

int connectRaw(quint16 port, const QByteArray &bytes)
{
    const int descriptor = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    if (::connect(descriptor, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        ::close(descriptor);
        return -1;
    }
    qsizetype sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(descriptor, bytes.constData() + sent, size_t(bytes.size() - sent), MSG_NOSIGNAL);
        if (n <= 0) {
            break;
        }
        sent += n;
    }
    ::fcntl(descriptor, F_SETFL, ::fcntl(descriptor, F_GETFL) | O_NONBLOCK);
    return descriptor;
}

QByteArray readRawUntilClosed(int descriptor, bool *reset, std::chrono::milliseconds timeout)
{
    QByteArray received;
    bool wasReset = false;
    waitUntil(
        [&] {
        char buffer[4096];
        while (true) {
            const ssize_t got = ::recv(descriptor, buffer, sizeof buffer, 0);
            if (got > 0) {
                received.append(buffer, got);
                continue;
            }
            if (got == 0) {
                return true;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                return false;
            }
            wasReset = true;
            return true;
        }
        },
        timeout);
    if (reset != nullptr) {
        *reset = wasReset;
    }
    return received;
}

HttpTestClient::HttpTestClient(quint16 port)
    : m_socket(std::make_unique<QTcpSocket>())
{
    m_socket->connectToHost(QHostAddress::LocalHost, port);
}

HttpTestClient::HttpTestClient(quint16 port, const QSslCertificate &authority)
{
    auto tls = std::make_unique<QSslSocket>();
    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setCaCertificates({authority});
    tls->setSslConfiguration(configuration);
    tls->connectToHostEncrypted(QStringLiteral("127.0.0.1"), port);
    m_socket = std::move(tls);
}

bool HttpTestClient::waitConnected(std::chrono::milliseconds timeout)
{
    return waitUntil(
        [this] {
        auto *tls = qobject_cast<QSslSocket *>(m_socket.get());
        return m_socket->state() == QAbstractSocket::ConnectedState && (tls == nullptr || tls->isEncrypted());
        },
        timeout);
}

void HttpTestClient::send(const QByteArray &bytes)
{
    m_socket->write(bytes);
}

void HttpTestClient::readAvailable()
{
    if (m_socket->bytesAvailable() > 0) {
        m_buffer += m_socket->readAll();
    }
}

std::optional<HttpAnswer> HttpTestClient::nextAnswer(bool withBody, std::chrono::milliseconds timeout)
{
    std::optional<HttpAnswer> answer;
    waitUntil(
        [&] {
        readAvailable();
        while (true) {
            const qsizetype headEnd = m_buffer.indexOf("\r\n\r\n");
            if (headEnd < 0) {
                return false;
            }
            const QList<QByteArray> lines = m_buffer.left(headEnd).split('\n');
            HttpAnswer parsed;
            parsed.status = lines.value(0).mid(9, 3).toInt();
            for (qsizetype i = 1; i < lines.size(); ++i) {
                const QByteArray line = lines[i].trimmed();
                const qsizetype colon = line.indexOf(':');
                if (colon > 0) {
                    parsed.headers.append({line.left(colon).trimmed(), line.mid(colon + 1).trimmed()});
                }
            }
            if (parsed.status == 100) {
                ++m_continues;
                m_buffer.remove(0, headEnd + 4);
                continue;
            }
            const qsizetype length = withBody ? parsed.header("Content-Length").toLongLong() : 0;
            if (m_buffer.size() < headEnd + 4 + length) {
                return false;
            }
            parsed.body = m_buffer.mid(headEnd + 4, length);
            m_buffer.remove(0, headEnd + 4 + length);
            answer = parsed;
            return true;
        }
        },
        timeout);
    return answer;
}

bool HttpTestClient::waitForText(const QByteArray &text, std::chrono::milliseconds timeout)
{
    return waitUntil(
        [&] {
        readAvailable();
        return m_buffer.contains(text);
        },
        timeout);
}

bool HttpTestClient::isClosed() const
{
    return m_socket->state() == QAbstractSocket::UnconnectedState;
}

bool HttpTestClient::waitClosed(std::chrono::milliseconds timeout)
{
    return waitUntil(
        [this] {
        readAvailable();
        return isClosed();
        },
        timeout);
}

QByteArray HttpTestClient::get(const QByteArray &target, const QByteArray &extraHeaders)
{
    return "GET " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n" + extraHeaders + "\r\n";
}

QByteArray HttpTestClient::post(const QByteArray &target, const QByteArray &body, const QByteArray &extraHeaders)
{
    return "POST " + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + QByteArray::number(body.size())
         + "\r\n" + extraHeaders + "\r\n" + body;
}

} // namespace SolveDeckTest
