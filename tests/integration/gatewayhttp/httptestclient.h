#pragma once

// A raw HTTP/1.1 client for the gateway's socket tests: it sends exactly the bytes a test writes (malformed ones
// too) and parses answers itself, on the test's event loop (the gateway under test runs on the same thread, so
// every wait processes events; nothing blocks).

#include <QByteArray>
#include <QList>
#include <QSslCertificate>
#include <QTcpSocket>

#include <chrono>
#include <memory>
#include <optional>
#include <utility>

namespace SolveDeckTest {

using namespace std::chrono_literals;

struct HttpAnswer
{
    int status = 0;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    QByteArray header(const QByteArray &name) const; // "" when absent

    // The "error" of the gateway's JSON error body.
    QString errorCode() const;
};

// "Authorization: Bearer client-N\r\n": the test backend identifies it as client N (gatewayfixture.h).
QByteArray bearer(int client);

// A connection made with blocking system calls, as a program in another process makes it while the test's event
// loop (and so the gateway) is not running: on loopback the handshake completes in the kernel and the connection
// waits in the gateway's accept queue. `bytes` are sent at once. Returns the descriptor (non-blocking from then on),
// or -1.
int connectRaw(quint16 port, const QByteArray &bytes = {});

// What arrives on a raw connection until the gateway closes it (the events of the test loop run meanwhile).
// `reset`: it ended with a reset rather than a close. Waits at most `timeout`.
QByteArray readRawUntilClosed(int descriptor, bool *reset = nullptr, std::chrono::milliseconds timeout = 10s);

class HttpTestClient
{
public:
    // A plain connection to 127.0.0.1:`port`.
    explicit HttpTestClient(quint16 port);
    // A TLS connection that trusts `authority` (and checks the server's name against 127.0.0.1).
    HttpTestClient(quint16 port, const QSslCertificate &authority);

    QTcpSocket &socket() { return *m_socket; }

    bool waitConnected(std::chrono::milliseconds timeout = 10s);
    void send(const QByteArray &bytes);

    // The next complete answer (an interim "100 Continue" is skipped and counted), by its Content-Length;
    // `withBody` false for the answer to a HEAD. Nothing if none arrives in time.
    std::optional<HttpAnswer> nextAnswer(bool withBody = true, std::chrono::milliseconds timeout = 10s);

    // Waits until what was received (and not yet taken by nextAnswer) contains `text`.
    bool waitForText(const QByteArray &text, std::chrono::milliseconds timeout = 10s);

    QByteArray received() const { return m_buffer; }

    // Waits until the server has closed the connection (or it was reset).
    bool waitClosed(std::chrono::milliseconds timeout = 10s);
    bool isClosed() const;

    int continues() const { return m_continues; }

    static QByteArray get(const QByteArray &target, const QByteArray &extraHeaders = {});
    static QByteArray post(const QByteArray &target, const QByteArray &body, const QByteArray &extraHeaders = {});

private:
    void readAvailable();

    std::unique_ptr<QTcpSocket> m_socket;
    QByteArray m_buffer;
    int m_continues = 0;
};

} // namespace SolveDeckTest
