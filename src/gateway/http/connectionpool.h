#pragma once

#include "gateway/gatewaylimits.h"

#include <QtGlobal>

#include <functional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace SolveDeck::Gateway {

// Every judgement the HTTP layer makes about who may hold what, in one pure class (no socket, no timer: the time
// is passed in), so each rule is unit-tested exactly (tests/unit/gateway/connectionpool_test.cpp). HttpServer tells
// it what happens on each connection and carries out what it decides.
//
// - Admission and eviction. On loopback every program has the same address, so the pool separates connections by
//   what their requests proved: a connection is anonymous until a request on it is identified as a client's.
//   Anonymous connections share maxAnonymousConnections; all connections that are not event streams share
//   maxConnections. When a share is full, a new connection is admitted by closing one that is doing nothing useful:
//   first one already closing, then an anonymous one that has sent nothing (no byte of a request, none waiting in
//   the kernel either), then an anonymous one in the middle of its head or body, then an identified kept-alive one
//   idle for GatewayLimits::idleBeforeEvictionMs at least; the oldest first in each kind. A connection whose request is
//   being answered, one whose next request is already waiting in the kernel, and one accepted in the same burst as the
//   new one (it has not had a turn to send yet) are never closed for another. When nothing can go, the new connection
//   is turned away.
// - Per client: connections, event streams and held long-polls (ClientLimits, 0 = GatewayLimits' defaults). At its
//   connection cap a client's new identification closes its own oldest idle connection (idle long enough, as
//   above), or is refused (429).
// - Bodies: the bytes of request bodies being received or answered count against bodyBudgetBytes, anonymous
//   connections' also against anonymousBodyBudgetBytes; a body that does not fit is refused (503) before a byte
//   of it is read.
// - Deadlines: each connection's next one by its phase (head, body, answer, idle, linger), anonymous ones shorter,
//   kept in one heap so the server runs a single timer.
class ConnectionPool
{
public:
    enum class Phase {
        Silent,    // no byte of a request: just accepted, or kept alive after an answer
        Receiving, // a request's head or body is arriving
        Answering, // a complete request is with its handler
        Writing,   // answered; the answer is not all handed to the kernel yet (the next request waits)
        Stream,    // an event stream (counted apart from connections)
        Closing    // refused or finished: lingering so the client reads what was written, until it closes
    };

    enum class Expiry {
        None,
        Head,   // a head not complete in time (408), or a new connection that sent nothing (closed silently)
        Body,   // a body not complete in time (408)
        Idle,   // a kept-alive connection silent too long, or one whose client does not take its answer: closed
        Answer, // a request not answered in time: the layer answers 503
        Linger  // a closing connection's client did not close: cut
    };

    struct Deadline
    {
        Expiry expiry = Expiry::None;
        qint64 atMs = 0;
    };

    struct Admission
    {
        bool admitted = false;
        quint64 evicted = 0; // a connection closed to make room (already forgotten by the pool), or 0
    };

    enum class Verdict {
        Allowed,
        OverClientCap, // the client's own cap: 429
        OverGlobalCap  // the process-wide cap (maxStreams): 503
    };

    struct Identification
    {
        Verdict verdict = Verdict::Allowed;
        quint64 evicted = 0; // the client's own idle connection closed to make room, or 0
    };

    struct ClientCounts
    {
        int connections = 0;
        int streams = 0;
        int waits = 0;
    };

    explicit ConnectionPool(const GatewayLimits &limits);
    ~ConnectionPool();
    ConnectionPool(const ConnectionPool &) = delete;
    ConnectionPool &operator=(const ConnectionPool &) = delete;

    // Whether bytes wait unread for a connection (in the process or the kernel): such a connection is about to send
    // a request and is never closed for a newcomer. Unset: none ever do.
    void setUnreadProbe(std::function<bool(quint64 id)> probe) { m_unreadProbe = std::move(probe); }

    // A new accept burst begins: connections admitted before it may now be closed for newer ones.
    void beginBurst() { ++m_burst; }

    // A new connection `id` (ids are never reused). `force`: admit whatever the counts (a stop drains the kernel's
    // accept queue so no connection is reset).
    Admission admit(quint64 id, qint64 nowMs, bool force = false);

    // The connection is gone (closed by either side, evicted, aborted). Releases all it held. Unknown ids are ignored.
    void remove(quint64 id);

    bool contains(quint64 id) const;

    // The first byte of a request arrived (also for the empty lines before one).
    void requestStarted(quint64 id, qint64 nowMs);

    // The head of the request is complete and its body (if any) is coming.
    void headReceived(quint64 id, qint64 nowMs);

    // Reserves `bytes` of the body budget for the connection's request body. False: it does not fit (503).
    bool reserveBody(quint64 id, qint64 bytes);

    // The request is complete and handed to its handler.
    void requestComplete(quint64 id, qint64 nowMs);

    // The request was answered; `flushed`: the answer is all in the kernel already (else flushed() follows).
    // Releases the body and a held wait. The connection is then idle (kept alive), or Writing until flushed().
    void answered(quint64 id, qint64 nowMs, bool flushed);
    void flushed(quint64 id, qint64 nowMs);

    // The connection is closing (a refusal, Connection: close, an idle close): it lingers until the client closes.
    void closing(quint64 id, qint64 nowMs);

    // The handler identified the connection's request as client `clientId`, at `nowMs`.
    Identification identify(quint64 id, qint64 clientId, const ClientLimits &limits, qint64 nowMs);

    // The handler holds the request for a later answer (a long-poll).
    Verdict hold(quint64 id);
    bool isHeld(quint64 id) const;

    // The request became an event stream: it leaves the connection counts for the stream counts.
    Verdict startStream(quint64 id);

    Phase phase(quint64 id) const;
    qint64 clientOf(quint64 id) const; // 0: anonymous (or unknown)

    // The connection's next deadline.
    Deadline deadline(quint64 id) const;

    // Re-arms the connection's deadline after a change (call after each of the above that changes a phase).
    void touch(quint64 id);

    // When the earliest armed deadline falls (-1: none).
    qint64 nextWakeMs() const;

    // The connections whose deadline has passed at `nowMs`, each with what expired (each reported once; after
    // handling it the caller changes the connection's phase or removes it).
    std::vector<std::pair<quint64, Expiry>> takeExpired(qint64 nowMs);

    // Counts.
    int connectionCount() const { return m_connections; } // not event streams (closing ones included)

    int anonymousCount() const { return m_anonymous; } // anonymous, not closing

    int streamCount() const { return m_streams; }

    int heldCount() const { return m_held; }

    qint64 bodyBytesReserved() const { return m_bodyReserved; }

    qint64 anonymousBodyBytesReserved() const { return m_anonymousBodyReserved; }

    qint64 turnedAwayCount() const { return m_turnedAway; }

    qint64 evictedCount() const { return m_evicted; }

    ClientCounts clientCounts(qint64 clientId) const;

    // The effective caps of a client (its ClientLimits as last identified, 0s replaced by the defaults).
    ClientLimits capsOf(qint64 clientId) const;

private:
    struct Entry;

    struct List
    {
        Entry *head = nullptr;
        Entry *tail = nullptr;
    };
    enum class ListId {
        None,
        Closing,
        AnonymousSilent,
        AnonymousReceiving,
        Idle
    };

    struct Client
    {
        ClientCounts counts;
        ClientLimits caps;
    };

    Entry *find(quint64 id);
    const Entry *find(quint64 id) const;
    void link(Entry &entry, ListId id);
    void unlink(Entry &entry);
    List &listOf(ListId id);
    void relist(Entry &entry); // puts the entry in the list its phase and client call for, at the tail
    Entry *pickVictim(std::initializer_list<ListId> lists, qint64 nowMs);
    void evict(Entry &entry);
    void releaseBody(Entry &entry);
    void releaseHold(Entry &entry);
    void leaveCounts(Entry &entry); // stops counting it as an open connection or stream (closing, or removed)
    Client &client(qint64 id);
    void pushDeadline(qint64 atMs, quint64 id);

    GatewayLimits m_limits;
    std::function<bool(quint64)> m_unreadProbe;
    std::unordered_map<quint64, Entry> m_entries;
    std::unordered_map<qint64, Client> m_clients;
    List m_closing;
    List m_anonymousSilent;
    List m_anonymousReceiving;
    List m_idle;
    std::vector<std::pair<qint64, quint64>> m_heap; // (atMs, id): a min-heap, stale entries skipped when popped
    quint64 m_burst = 0;
    int m_connections = 0;
    int m_anonymous = 0;
    int m_streams = 0;
    int m_held = 0;
    qint64 m_bodyReserved = 0;
    qint64 m_anonymousBodyReserved = 0;
    qint64 m_turnedAway = 0;
    qint64 m_evicted = 0;
};

} // namespace SolveDeck::Gateway
