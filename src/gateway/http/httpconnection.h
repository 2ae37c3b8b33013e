#pragma once

#include "gateway/http/requestframer.h"

#include <QByteArray>
#include <QHostAddress>

class QTcpSocket;

namespace SolveDeck::Gateway {

class HttpServer;

// One accepted connection: its socket, its RequestFramer and where it is in its life. It reads only while it may
// (Reading), a request at a time, and leaves what follows that request in the socket; HttpServer decides what each
// head and request gets. Not a QObject: the socket's signals reach it through lambdas with the socket as context,
// and HttpServer owns it (it is deleted only once no call on it is on the stack).
//
// Life: [Handshaking (TLS)] -> Reading -> Dispatched (the handler has the request) -> Writing (the answer is not
// all in the kernel yet) -> Reading ... ; or Dispatched -> Stream; any -> Lingering (our side is done: what was
// written goes out, then the write side is shut and what the client still sends is read and dropped, so it reads
// the answer rather than a reset) -> Ended.
class HttpConnection
{
public:
    enum class State {
        Handshaking,
        Reading,
        Dispatched,
        Writing,
        Stream,
        Lingering,
        Ended
    };

    HttpConnection(HttpServer &server, quint64 id, QTcpSocket *socket, bool secure, bool drained);
    ~HttpConnection();
    HttpConnection(const HttpConnection &) = delete;
    HttpConnection &operator=(const HttpConnection &) = delete;

    quint64 id() const { return m_id; }

    State state() const { return m_state; }

    QTcpSocket &socket() const { return *m_socket; }

    RequestFramer &framer() { return m_framer; }

    const QHostAddress &localAddress() const { return m_local; }

    const QHostAddress &peerAddress() const { return m_peer; }

    // Accepted while the server was stopping (taken from the kernel's queue): answered 503 once its head is read.
    bool isDrained() const { return m_drained; }

    // The exchange being answered (Dispatched, Writing) or that became the stream (Stream).
    quint64 exchangeId() const { return m_exchangeId; }

    // The answer framing the current request asked for.
    bool keepAlive() const { return m_keepAlive; }

    bool isHttp10() const { return m_http10; }

    bool isHead() const { return m_isHead; }

    // Inside the backend's handle() for this connection.
    bool isInHandle() const { return m_inHandle; }

    // Starts reading (at once for plain TCP; after the handshake for TLS).
    void start();

    // Reads and frames requests for as long as the connection may read (Reading): each head and each complete
    // request goes to the server. Safe to call again from inside itself (it returns at once).
    void readRequests();

    // readRequests() once the call stack has unwound, when bytes wait in the socket's buffer (no readyRead will come
    // for bytes already read from the kernel).
    void readLaterIfBuffered();

    // The request is with the handler (Dispatched) as exchange `exchangeId`.
    void dispatched(quint64 exchangeId);

    void setInHandle(bool inside) { m_inHandle = inside; }

    // Writes `bytes` and hands them to the kernel at once. True when all of them were taken.
    bool write(const char *data, qsizetype size);

    void setState(State state) { m_state = state; }

    // Our side is done: see the class comment. Idempotent.
    void startLingering();

    // Closes now (a reset if the client's bytes are still unread). Ends the connection.
    void abort();

    qint64 unsentBytes() const;
    qint64 bufferedBytes() const;

    // Bytes wait unread: in the socket's buffer, or in the kernel.
    bool hasUnreadBytes() const;

private:
    void onReadable();
    void onWritten();
    void onClosed();
    void dropUnread();
    void shutdownWriteWhenFlushed();

    HttpServer &m_server;
    quint64 m_id;
    QTcpSocket *m_socket; // owned
    RequestFramer m_framer;
    QHostAddress m_peer;
    QHostAddress m_local;
    State m_state = State::Handshaking;
    quint64 m_exchangeId = 0;
    bool m_drained;
    bool m_keepAlive = true;
    bool m_http10 = false;
    bool m_isHead = false;
    bool m_reading = false;      // inside readRequests()
    bool m_writing = false;      // inside write(): bytesWritten is handled by write() itself
    bool m_inHandle = false;     // inside the backend's handle()
    bool m_requestNoted = false; // the pool knows a request started
    bool m_readQueued = false;
    bool m_writeShut = false;
};

} // namespace SolveDeck::Gateway
