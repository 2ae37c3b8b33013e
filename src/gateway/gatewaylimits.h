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
    // nginx and Node refuse past 8-16 KiB too. Past it: 431 and close. It is also what a connection reads ahead of
    // the request it is answering (the socket's read buffer is one head), so it bounds the memory of pipelining.
    qsizetype maxHeadBytes = qsizetype(16) * 1024;

    // Header lines in one head: 100 (a client sends ten or so). Past it: 431 and close.
    int maxHeaderFields = 100;

    // A request's body, by its Content-Length: 1 MiB. The largest legitimate body is an image job (base64 of a
    // CAPTCHA picture, a few hundred KiB at most). Past it: 413 before a byte of the body is buffered. Bodies
    // without a length (Transfer-Encoding: chunked) are refused with 411: every client library sends the length.
    qsizetype maxBodyBytes = qsizetype(1024) * 1024;

    // An identified client's head, from its first byte to its end: 10 s. A real client sends a head in one packet; a
    // slow-loris client trickling bytes is answered 408 and closed. (A new connection is anonymous: its first head
    // has anonymousHeadTimeoutMs from the accept.)
    qint64 headTimeoutMs = 10'000;

    // From a head's end to its body's end: 60 s, i.e. a 1 MiB body at 17 KiB/s. Past it: 408 and close.
    qint64 bodyTimeoutMs = 60'000;

    // An identified client's kept-alive connection with no request in progress is closed after 60 s of silence (a
    // test suite pausing between two steps keeps its connection; a client that went away without a FIN does not
    // hold a slot forever), and so is one whose client does not take its answer for that long.
    qint64 idleTimeoutMs = 60'000;

    // A request no handler answered within 65 s (the longest hold, a 60 s long-poll, plus 5 s for the answer to
    // be read and written) is answered 503 by the gateway itself: a handler bug never holds a client forever.
    qint64 answerTimeoutMs = 65'000;

    // Open connections that are not event streams: 512. Enough for the 200 concurrent clients of the benchmark
    // with room; each costs a descriptor and a few KiB (its read-ahead is one head at most, see maxHeadBytes). When
    // all are taken, one that is doing nothing useful is closed for a new one (ConnectionPool: closing ones first,
    // then anonymous silent ones, anonymous ones mid-request, identified idle ones); when every one is busy the new
    // connection is closed at once, before a byte is read.
    int maxConnections = 512;

    // Open event streams (GET /v1/events): 1000. A stream leaves the connection count when it starts, so
    // streams never crowd out ordinary requests. Past it: 503 with Retry-After.
    int maxStreams = 1000;

    // Retry-After (seconds) on every 503 and 429 the layer gives (a refused stream, an unanswered request, a body
    // past the budget, a stop, a client over its caps).
    int retryAfterSeconds = RetryAfter::unavailable;

    // A client that does not read its event stream: once 64 KiB wait unsent beyond what the kernel took, the stream
    // is closed rather than buffered without end; its client resumes with Last-Event-ID. The kernel's own buffers
    // (up to several MiB on loopback) absorb a burst first, and the check hands them what they take before it
    // judges, so only a client that stopped reading is cut. 64 KiB (not more): 1,000 streams that all stop reading
    // hold at most 64 MiB. An answer is never queued behind another: the next request is read only once the answer
    // is in the kernel, and a client that does not take its answer is closed after the idle time.
    qint64 maxUnsentBytes = qint64(64) * 1024;

    // A comment line (": keep-alive") on every stream every 15 s: proxies and NATs drop connections silent for
    // 30-60 s, and a write is how a dead client is noticed.
    qint64 streamKeepAliveMs = 15'000;

    // Closing takes at most 5 s: a refused request's answer is written, the write side shut, and what the client
    // still sends read and dropped meanwhile (so the client reads the answer instead of a reset); an answer with
    // "Connection: close" or an idle connection's close waits that long for the client to take what was written.
    qint64 closeLingerMs = 5'000;

    // A graceful stop waits at most 10 s for the answers in progress, then closes what is left.
    qint64 stopGraceMs = 10'000;

    // ---- Per client (issue 35). On loopback every program has the same address, so the bounds that keep one
    // program from locking out another are per client token, and connections that have not shown a valid token yet
    // (anonymous: every connection until a request on it is identified) share a part of the pool.

    // Anonymous connections open at once: 256, half the pool. Every connection starts anonymous, and a test suite's
    // 200 programs starting together all connect before any has shown its token, so the share must hold such a
    // burst (connections accepted in one burst are never closed for each other). Past it the oldest anonymous one
    // that sent nothing (then one mid-request) is closed for the new one: a program without a token holding
    // connections open gets them taken away, never the other half of the pool.
    int maxAnonymousConnections = 256;

    // An anonymous connection's first head must be complete within 3 s of the accept (a TLS handshake and a request
    // are three round trips: 3 s covers a one-second round trip; on loopback it takes a millisecond), and its
    // silence after an answer (a refused request: 401) lasts 2 s. A client's connections have headTimeoutMs and
    // idleTimeoutMs.
    qint64 anonymousHeadTimeoutMs = 3'000;
    qint64 anonymousIdleTimeoutMs = 2'000;

    // A client's kept-alive connection is closed to make room for another connection (the pool full, or the client
    // at its own cap) only once it has been idle 1 s. One answered just now is likely about to carry the client's
    // next request, which would meet a closed connection (the keep-alive race); and a program that reconnects each
    // connection it loses cannot make the gateway close and accept at full speed.
    qint64 idleBeforeEvictionMs = 1'000;

    // The defaults of ClientLimits (a client row's 0). Connections: 256, half the pool, so one token used by a whole
    // test suite (the benchmark runs 200 connections under one) works, and still leaves the other half to everyone
    // else; past it a client's new connection closes that client's own oldest idle one, else 429. Streams: 16 (a
    // program needs one; one stream carries all of a client's events). Held long-polls: 256, as many as its
    // connections (each holds at most one request), so a suite long-polling from every worker is not refused; they
    // cost no read-ahead (the connection reads nothing while its request is held).
    int clientConnections = 256;
    int clientStreams = 16;
    int clientWaits = 256;

    // Request bodies being received or answered, process-wide: 32 MiB, and 16 MiB of it for anonymous connections
    // (every connection's first request is anonymous until its handler identifies it). 32 MiB is 32 image jobs of
    // the largest size, or hundreds of usual ones, in flight at once (on loopback a body takes a millisecond), and
    // keeps the whole layer within +64 MiB of idle under any load. A body that does not fit is answered 503 with
    // Retry-After at its head, before a byte of it is read.
    qint64 bodyBudgetBytes = qint64(32) * 1024 * 1024;
    qint64 anonymousBodyBudgetBytes = qint64(16) * 1024 * 1024;

    // Host header names accepted besides the listening address and the loopback names (a reverse proxy's).
    QList<QByteArray> allowedHosts;
};

} // namespace SolveDeck::Gateway
