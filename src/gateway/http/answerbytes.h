#pragma once

#include "gateway/gatewayreply.h"
#include "gateway/http/requestframer.h"

#include <QByteArray>
#include <QList>

#include <utility>

namespace SolveDeck::Gateway::AnswerBytes {

// How an answer is framed on its connection.
struct Framing
{
    bool closeAfter = false; // "Connection: close": the connection ends after this answer
    bool http10 = false;     // an HTTP/1.0 request kept alive: "Connection: keep-alive" must be said
    bool headOnly = false;   // the answer to HEAD: its Content-Length, no body
};

// Appends `reply` as an HTTP/1.1 answer to `out`. The layer writes Content-Length and Connection itself: a
// handler's own framing headers (Content-Length, Transfer-Encoding, Connection) are left out, and so is any header
// whose name or value holds a line break (it would forge the next header). A status without a reason phrase, or
// below 200, is sent as 500. Returns the status written.
int append(QByteArray &out, const GatewayReply &reply, const Framing &framing);

// The head of a Server-Sent Events answer: 200, text/event-stream, no-store, no Content-Length (the body runs until
// the connection closes), then `headers` (framing headers and line breaks left out as above).
void appendStreamHead(QByteArray &out, const QList<std::pair<QByteArray, QByteArray>> &headers);

// The answer to a refused request: the gateway's error body, "Connection: close", and "Retry-After" when
// `retryAfterSeconds` > 0.
QByteArray refusal(const Refusal &refusal, int retryAfterSeconds = 0);

// The error reply of a refusal (for answers the layer gives through the normal path, such as 429).
GatewayReply errorReply(const Refusal &refusal, int retryAfterSeconds = 0);

} // namespace SolveDeck::Gateway::AnswerBytes
