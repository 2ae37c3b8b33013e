#pragma once

#include "gateway/retryafter.h"

#include <QByteArray>
#include <QList>
#include <QtGlobal>

namespace SolveDeck::Gateway {

// A client's own bounds, from its row in the clients table (`clients add/set --max-connections --max-streams
// --max-waits`); 0 takes the gateway's default (GatewayLimits::clientConnections, clientStreams, clientWaits).
struct ClientLimits
{
    int maxConnections = 0; // open connections that are not event streams
    int maxStreams = 0;     // open event streams
    int maxWaits = 0;       // requests held for a later answer (long-polls)
};

// Every bound the gateway puts on what a client can make it hold: memory, time, sockets. The defaults are the
// documented limits (docs/gateway.md, "HTTP limits"); tests shrink them (the times above all) to drive each limit
// in milliseconds. One value per connection unless the name says otherwise.
struct GatewayLimits
{
    // A request's head (request line and headers): 16 KiB. Real clients send well under 2 KiB (no cookies here);
    // nginx and Node refuse past 8-16 KiB too. Past it: 431 and close.
    qsizetype maxHeadBytes = qsizetype(16) * 1024;

    // Header lines in one head. QtHttpServer's header parser stops at 100 fields and drops the rest without a
    // word, so a request past it would reach a handler with headers missing: refuse it (431) instead.
    int maxHeaderFields = 100;

    // A request's body, by its Content-Length: 1 MiB. The largest legitimate body is an image job (base64 of a
    // CAPTCHA picture, a few hundred KiB at most). Past it: 413 before a byte of the body is buffered. Bodies
    // without a length (Transfer-Encoding: chunked) are refused with 411: every client library sends the length.
    qsizetype maxBodyBytes = qsizetype(1024) * 1024;

    // From a head's first byte to its end (and from accepting a connection to its first complete head): 10 s. A
    // real client sends a head in one packet; a slow-loris client trickling bytes is answered 408 and closed.
    qint64 headTimeoutMs = 10'000;

    // From a head's end to its body's end: 60 s, i.e. a 1 MiB body at 17 KiB/s. Past it: 408 and close.
    qint64 bodyTimeoutMs = 60'000;

    // A kept-alive connection with no request in progress is closed after 60 s of silence (a test suite pausing
    // between two steps keeps its connection; a client that went away without a FIN does not hold a slot forever).
    qint64 idleTimeoutMs = 60'000;

    // A request no handler answered within 65 s (the longest hold, a 60 s long-poll, plus 5 s for the answer to
    // be read and written) is answered 503 by the gateway itself: a handler bug never holds a client forever.
    qint64 answerTimeoutMs = 65'000;

    // Open connections that are not event streams: 512. Enough for the 200 concurrent clients of the benchmark
    // with room; each costs a descriptor and a few KiB. Past it a new connection is closed at once, before a byte
    // is read (cheaper under a flood than answering it; clients see a closed connection and retry).
    int maxConnections = 512;

    // Open event streams (GET /v1/events): 1000. A stream leaves the connection count when it starts, so
    // streams never crowd out ordinary requests. Past it: 503 with Retry-After.
    int maxStreams = 1000;

    // Retry-After (seconds) on the 503 of a refused stream and of an unanswered request (retryafter.h says why).
    int retryAfterSeconds = RetryAfter::unavailable;

    // A client that does not read what it is sent: once 256 KiB wait unsent beyond what the kernel took (a few
    // hundred events of a stream, or hundreds of answers), the connection is closed rather than buffered without
    // end. A stream's client resumes with Last-Event-ID.
    qint64 maxUnsentBytes = qint64(256) * 1024;

    // A comment line (": keep-alive") on every stream every 15 s: proxies and NATs drop connections silent for
    // 30-60 s, and a write is how a dead client is noticed.
    qint64 streamKeepAliveMs = 15'000;

    // Requests pipelined behind one in progress on the same connection (answered in order). Real clients do not
    // pipeline; 8 is plenty for those that do, and bounds what one connection queues.
    int maxPipelinedRequests = 8;

    // Closing takes at most 5 s: a refused request's answer is written, the write side shut, and what the client
    // still sends read and dropped meanwhile (so the client reads the answer instead of a reset); an answer with
    // "Connection: close" or an idle connection's close waits that long for the client to take what was written.
    qint64 closeLingerMs = 5'000;

    // A graceful stop waits at most 10 s for the answers in progress, then closes what is left.
    qint64 stopGraceMs = 10'000;

    // ---- Per client (issue 35). On loopback every program has the same address, so the bounds that keep one
    // program from locking out another are per client token, and connections that have not shown a valid token yet
    // (anonymous) share a small pool. The values are placeholders of the contract; the HTTP layer documents them.

    // Anonymous connections (no valid token shown yet) open at once; past it the oldest anonymous one is closed to
    // admit the new one.
    int maxAnonymousConnections = 64;
    // An anonymous connection's head, and its silence between requests, end sooner than a client's.
    qint64 anonymousHeadTimeoutMs = 2'000;
    qint64 anonymousIdleTimeoutMs = 2'000;

    // The defaults of ClientLimits (a client row's 0).
    int clientConnections = 64;
    int clientStreams = 16;
    int clientWaits = 64;

    // Request bodies being received, process-wide, and the anonymous connections' share of it.
    qint64 bodyBudgetBytes = qint64(64) * 1024 * 1024;
    qint64 anonymousBodyBudgetBytes = qint64(16) * 1024 * 1024;

    // Host header names accepted besides the listening address and the loopback names (a reverse proxy's).
    QList<QByteArray> allowedHosts;
};

} // namespace SolveDeck::Gateway
