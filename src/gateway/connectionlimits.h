#pragma once

#include "gateway/gatewaylimits.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>

#include <deque>

namespace SolveDeck::Gateway {

// Judges one connection's raw bytes as they arrive, before QtHttpServer buffers them, and says when the
// connection's next time limit expires. Pure: no sockets, no timers; the time is passed in (monotonic ms), so
// every limit is tested exactly (tests/unit/gateway) and the byte feed is fuzzed (fuzz/fuzz_gateway_request.cpp).
//
// It follows the requests of a kept-alive connection one after the other: a head (request line and headers, up to
// the blank line) then a body of exactly Content-Length bytes. It finds the end of a head exactly as QtHttpServer
// 6.4 does (leading CR/LF/space skipped, the first "\n\n" or "\n\r\n"), so the requests it counts are the ones
// QtHttpServer hands on, in the same order. It is stricter than QtHttpServer where QtHttpServer would silently
// misread a request (a malformed Content-Length, a header line without a colon, more header fields than its
// parser keeps, a chunked body): those are refused here with the status to answer.
class ConnectionLimits
{
public:
    // What the gateway needs to know of a head that QtHttpServer's request type does not say.
    struct Head
    {
        QByteArray method;     // as sent ("GET", "POST", ...)
        bool http10 = false;   // HTTP/1.0: the connection closes after the answer unless asked to stay
        bool keepAlive = true; // false: the client asked to close (Connection: close), or HTTP/1.0 without
                               // Connection: keep-alive
        bool expectContinue = false;
        qsizetype contentLength = 0;
    };

    // A request refused on its bytes: the status to answer, then close.
    struct Refusal
    {
        int status = 0;  // 0: not refused
        QByteArray code; // the error code of the answer's JSON body ("head_too_large", ...)
        QByteArray message;
        QByteArray fix;

        bool isRefused() const { return status != 0; }
    };

    struct Fed
    {
        QList<Head> heads;        // the heads completed by these bytes, in order
        Refusal refusal;          // set on the call that refuses; later calls return nothing
        bool continueNow = false; // the last head asked "Expect: 100-continue" and may be answered now
    };

    enum class Expiry {
        None,
        Head,  // a head not complete in time (or no first head on a new connection): 408, or silence, and close
        Body,  // a body not complete in time: 408 and close
        Idle,  // a kept-alive connection silent too long: close without a word
        Answer // a request not answered in time: the gateway answers 503
    };

    struct Deadline
    {
        Expiry expiry = Expiry::None;
        qint64 atMs = 0;
    };

    ConnectionLimits(const GatewayLimits &limits, qint64 acceptedAtMs);

    // The next bytes of the connection, received at `nowMs`.
    Fed feed(QByteArrayView bytes, qint64 nowMs);

    // A head or body deadline passed (deadline() said Expiry::Head or Expiry::Body): the 408 to answer. The
    // connection counts as refused from now on.
    Refusal refuseForTimeout(Expiry expiry);

    // The oldest complete request was answered.
    void answered(qint64 nowMs);

    // The connection became an event stream: it has no idle or answer deadline any more.
    void streamStarted();

    // When the next limit expires (Expiry::None: none runs now).
    Deadline deadline() const;

    bool isRefused() const { return m_state == State::Refused; }

    bool isStream() const { return m_stream; }

    // Complete requests not answered yet.
    int unanswered() const { return int(m_completedAt.size()); }

    // Whether a head is partly received (a 408 then answers a request the client is sending).
    bool isInsideRequest() const { return m_state != State::AwaitingHead; }

private:
    enum class State {
        AwaitingHead, // between requests: leading CR/LF are skipped
        InHead,
        InBody,
        Refused
    };

    Refusal judgeHead(Head *head) const;
    void completeRequest(qint64 nowMs);
    Refusal refuse(Refusal refusal);

    GatewayLimits m_limits;
    State m_state = State::AwaitingHead;
    QByteArray m_head;        // the current head so far (at most maxHeadBytes + 2)
    qsizetype m_bodyLeft = 0; // body bytes of the current request still to come
    qint64 m_acceptedAtMs = 0;
    qint64 m_headStartedAtMs = 0;
    qint64 m_headEndedAtMs = 0;
    qint64 m_lastAnswerAtMs = -1;     // -1: no request answered yet
    std::deque<qint64> m_completedAt; // when each unanswered request was complete, oldest first
    bool m_everCompleted = false;
    bool m_stream = false;
};

} // namespace SolveDeck::Gateway
