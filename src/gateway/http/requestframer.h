#pragma once

#include "gateway/gatewaylimits.h"
#include "gateway/gatewayrequest.h"

#include <QByteArray>
#include <QByteArrayView>

#include <memory>

namespace SolveDeck::Gateway {

// A request refused on its bytes, or by the layer at its head: the status to answer, after which the connection
// closes. The error body is the gateway's ({"error": code, "message", "fix"}).
struct Refusal
{
    int status = 0;  // 0: not refused
    QByteArray code; // "head_too_large", ...
    QByteArray message;
    QByteArray fix;

    bool isRefused() const { return status != 0; }
};

// What the HTTP layer needs to know of a request beyond the GatewayRequest its handler gets.
struct RequestFacts
{
    bool http10 = false;           // HTTP/1.0: the connection closes after the answer unless asked to stay
    bool keepAlive = true;         // false: "Connection: close", or HTTP/1.0 without "Connection: keep-alive"
    bool expectContinue = false;   // "Expect: 100-continue"
    bool upgradeWebSocket = false; // "Upgrade: websocket": refused (the gateway streams with Server-Sent Events)
    bool isHead = false;           // HEAD: the answer carries no body
    bool hasHost = false;          // a Host header, or an absolute-form target, named an authority
    QByteArray host;               // that authority ("127.0.0.1:8787"), as sent
    qsizetype contentLength = 0;
    QByteArray queryError; // the query string could not be decoded (what is wrong); the layer answers 400
};

// Frames and parses one connection's requests, one at a time, with Boost.Beast's HTTP/1.1 parser fed from the
// caller's buffers (no Asio socket): bytes in, a head, then a complete request, or a refusal out. Pure: no socket,
// no clock, no Qt event loop, so every limit is tested exactly (tests/unit/gateway) and the byte feed is fuzzed
// (fuzz/fuzz_gateway_request.cpp). Beast stays inside requestframer.cpp.
//
// It consumes the bytes of the current request only, and never more: what follows a request (a pipelined one) is
// left to the caller, which keeps it in the socket (and so in the kernel) until the answer is out. A head that
// arrives in pieces is consumed as far as Beast can parse it; the rest must be presented again with what follows
// (Beast finds the end of the head without re-reading the start).
//
// Strict where a lenient reading lets one request be read as two (request smuggling): CRLF line ends only, no
// folded header lines, no white space before a colon, one Content-Length (or a list of equal ones), and no
// Transfer-Encoding at all (411: every client library sends the length). Leading empty lines before a request line
// are skipped, as RFC 9112 asks. Refusals: 400 (malformed; a second Host; HTTP/1.1 without Host), 411, 413 (at the
// head, by Content-Length), 431 (head bytes or header fields), 505 (a version other than 1.0 and 1.1).
class RequestFramer
{
public:
    enum class Step {
        NeedMore, // every byte given was taken (or must be given again with more): feed more
        Head,     // the head is complete and judged; facts() says what it asked. Feed on for the body (an empty
                  // body completes at the next feed, with no bytes needed)
        Request,  // the request is complete: request() holds it. reset() before the next
        Refused   // refusal() says why; feed nothing more
    };

    explicit RequestFramer(const GatewayLimits &limits);
    ~RequestFramer();
    RequestFramer(const RequestFramer &) = delete;
    RequestFramer &operator=(const RequestFramer &) = delete;

    // The next bytes of the connection. `consumed` is set to how many of them belong to the current request and
    // were taken; the caller drops those and presents the rest again, with whatever follows, on the next call.
    Step feed(QByteArrayView bytes, qsizetype &consumed);

    // A byte of a request (or of the empty lines before it) was seen and the request is not complete yet.
    bool isInsideRequest() const;

    // The head is complete and the body (if any) is still coming.
    bool isInBody() const;

    // Body bytes still to come.
    qsizetype bodyRemaining() const;

    // Head bytes taken so far of the current request.
    qsizetype headBytes() const;

    const RequestFacts &facts() const;

    // The request being framed: method, path, rawQuery, query, headers (names lower-cased) and body are filled; the
    // caller fills in the connection's facts (peer, connection id, secure).
    GatewayRequest &request();

    const Refusal &refusal() const;

    // After Step::Request: ready for the next request (the request's fields are emptied, their capacity kept).
    void reset();

private:
    class Parser;
    struct State;
    std::unique_ptr<State> d;
};

} // namespace SolveDeck::Gateway
