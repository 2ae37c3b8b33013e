#include "connectionpool.h"

#include <algorithm>
#include <limits>

namespace SolveDeck::Gateway {

namespace {

constexpr qint64 never = std::numeric_limits<qint64>::max();

// How many connections with bytes waiting the search for a victim asks about in one list, at most: the question is
// a system call, and under a flood the answer is nearly always "nothing waiting".
constexpr int maxProbesPerList = 16;

} // namespace

struct ConnectionPool::Entry
{
    quint64 id = 0;
    Phase phase = Phase::Silent;
    qint64 client = 0;
    qint64 acceptedAt = 0;
    qint64 since = 0; // when the phase began
    qint64 headEndedAt = 0;
    qint64 completedAt = 0;
    qint64 answeredAt = 0;
    qint64 bodyReserved = 0;
    qint64 armedAt = never; // the deadline the heap holds for it (never: none)
    quint64 burst = 0;
    bool served = false; // a request on it was answered: its silence is idle time
    bool inBody = false;
    bool held = false;
    bool bodyAnonymous = false; // its reservation counts against the anonymous share too
    ListId list = ListId::None;
    Entry *prev = nullptr;
    Entry *next = nullptr;
};

ConnectionPool::ConnectionPool(const GatewayLimits &limits)
    : m_limits(limits)
{
    m_entries.reserve(std::size_t(limits.maxConnections) + std::size_t(limits.maxStreams));
}

ConnectionPool::~ConnectionPool() = default;

bool ConnectionPool::contains(quint64 id) const
{
    return find(id) != nullptr;
}

ConnectionPool::Entry *ConnectionPool::find(quint64 id)
{
    const auto it = m_entries.find(id);
    return it == m_entries.end() ? nullptr : &it->second;
}

const ConnectionPool::Entry *ConnectionPool::find(quint64 id) const
{
    const auto it = m_entries.find(id);
    return it == m_entries.end() ? nullptr : &it->second;
}

ConnectionPool::List &ConnectionPool::listOf(ListId id)
{
    switch (id) {
    case ListId::Closing:
        return m_closing;
    case ListId::AnonymousSilent:
        return m_anonymousSilent;
    case ListId::AnonymousReceiving:
        return m_anonymousReceiving;
    case ListId::Idle:
    case ListId::None:
        break;
    }
    return m_idle;
}

void ConnectionPool::link(Entry &entry, ListId id)
{
    entry.list = id;
    if (id == ListId::None) {
        return;
    }
    List &list = listOf(id);
    entry.prev = list.tail;
    entry.next = nullptr;
    if (list.tail != nullptr) {
        list.tail->next = &entry;
    } else {
        list.head = &entry;
    }
    list.tail = &entry;
}

void ConnectionPool::unlink(Entry &entry)
{
    if (entry.list != ListId::None) {
        List &list = listOf(entry.list);
        (entry.prev != nullptr ? entry.prev->next : list.head) = entry.next;
        (entry.next != nullptr ? entry.next->prev : list.tail) = entry.prev;
    }
    entry.prev = entry.next = nullptr;
    entry.list = ListId::None;
}

void ConnectionPool::relist(Entry &entry)
{
    unlink(entry);
    ListId id = ListId::None;
    switch (entry.phase) {
    case Phase::Silent:
        id = entry.client == 0 ? ListId::AnonymousSilent : ListId::Idle;
        break;
    case Phase::Receiving:
        id = entry.client == 0 ? ListId::AnonymousReceiving : ListId::None;
        break;
    case Phase::Closing:
        id = ListId::Closing;
        break;
    case Phase::Answering:
    case Phase::Writing:
    case Phase::Stream:
        break;
    }
    link(entry, id);
}

ConnectionPool::Client &ConnectionPool::client(qint64 id)
{
    auto it = m_clients.find(id);
    if (it == m_clients.end()) {
        Client fresh;
        fresh.caps = {m_limits.clientConnections, m_limits.clientStreams, m_limits.clientWaits};
        it = m_clients.emplace(id, fresh).first;
    }
    return it->second;
}

ConnectionPool::Admission ConnectionPool::admit(quint64 id, qint64 nowMs, bool force)
{
    Admission admission;
    if (!force) {
        Entry *victim = nullptr;
        if (m_anonymous >= m_limits.maxAnonymousConnections) {
            // Only an anonymous connection leaving makes room in the anonymous share.
            victim = pickVictim({ListId::AnonymousSilent, ListId::AnonymousReceiving}, nowMs);
        } else if (m_connections >= m_limits.maxConnections) {
            victim = pickVictim({ListId::Closing, ListId::AnonymousSilent, ListId::AnonymousReceiving, ListId::Idle},
                                nowMs);
        } else {
            victim = nullptr;
        }
        const bool full = m_anonymous >= m_limits.maxAnonymousConnections || m_connections >= m_limits.maxConnections;
        if (full && victim == nullptr) {
            ++m_turnedAway;
            return admission;
        }
        if (victim != nullptr) {
            admission.evicted = victim->id;
            evict(*victim);
        }
    }
    Entry &entry = m_entries[id];
    entry.id = id;
    entry.acceptedAt = entry.since = nowMs;
    entry.burst = m_burst;
    ++m_connections;
    ++m_anonymous;
    relist(entry);
    touch(id);
    admission.admitted = true;
    return admission;
}

ConnectionPool::Entry *ConnectionPool::pickVictim(std::initializer_list<ListId> lists, qint64 nowMs)
{
    for (const ListId id : lists) {
        const bool probe = m_unreadProbe && (id == ListId::AnonymousSilent || id == ListId::Idle);
        int probes = 0;
        for (Entry *entry = listOf(id).head; entry != nullptr; entry = entry->next) {
            if (entry->burst == m_burst) {
                continue; // accepted in this burst: it has not had its turn to send yet
            }
            if (id == ListId::Idle && entry->since + m_limits.idleBeforeEvictionMs > nowMs) {
                break; // idle only just now, and so are all after it (the list is oldest first)
            }
            if (probe) {
                if (probes == maxProbesPerList) {
                    break;
                }
                ++probes;
                if (m_unreadProbe(entry->id)) {
                    continue; // a request is waiting for it: it is not closed for a newcomer
                }
            }
            return entry;
        }
    }
    return nullptr;
}

void ConnectionPool::evict(Entry &entry)
{
    ++m_evicted;
    remove(entry.id);
}

void ConnectionPool::releaseBody(Entry &entry)
{
    m_bodyReserved -= entry.bodyReserved;
    if (entry.bodyAnonymous) {
        m_anonymousBodyReserved -= entry.bodyReserved;
    }
    entry.bodyReserved = 0;
    entry.bodyAnonymous = false;
}

void ConnectionPool::releaseHold(Entry &entry)
{
    if (!entry.held) {
        return;
    }
    entry.held = false;
    --m_held;
    --client(entry.client).counts.waits;
}

void ConnectionPool::leaveCounts(Entry &entry)
{
    switch (entry.phase) {
    case Phase::Stream:
        --m_streams;
        if (entry.client != 0) {
            --client(entry.client).counts.streams;
        }
        return;
    case Phase::Closing:
        return;
    case Phase::Silent:
    case Phase::Receiving:
    case Phase::Answering:
    case Phase::Writing:
        break;
    }
    if (entry.client == 0) {
        --m_anonymous;
    } else {
        --client(entry.client).counts.connections;
    }
}

void ConnectionPool::remove(quint64 id)
{
    Entry *entry = find(id);
    if (entry == nullptr) {
        return;
    }
    leaveCounts(*entry);
    if (entry->phase != Phase::Stream) {
        --m_connections;
    }
    releaseBody(*entry);
    releaseHold(*entry);
    unlink(*entry);
    m_entries.erase(id);
}

void ConnectionPool::requestStarted(quint64 id, qint64 nowMs)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase != Phase::Silent) {
        return;
    }
    entry->phase = Phase::Receiving;
    entry->inBody = false;
    entry->since = nowMs;
    relist(*entry);
}

void ConnectionPool::headReceived(quint64 id, qint64 nowMs)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase != Phase::Receiving) {
        return;
    }
    entry->inBody = true;
    entry->headEndedAt = nowMs;
}

bool ConnectionPool::reserveBody(quint64 id, qint64 bytes)
{
    Entry *entry = find(id);
    if (entry == nullptr) {
        return false;
    }
    if (bytes <= 0) {
        return true;
    }
    const bool anonymous = entry->client == 0;
    if (m_bodyReserved + bytes > m_limits.bodyBudgetBytes
        || (anonymous && m_anonymousBodyReserved + bytes > m_limits.anonymousBodyBudgetBytes)) {
        return false;
    }
    releaseBody(*entry);
    entry->bodyReserved = bytes;
    entry->bodyAnonymous = anonymous;
    m_bodyReserved += bytes;
    if (anonymous) {
        m_anonymousBodyReserved += bytes;
    }
    return true;
}

void ConnectionPool::requestComplete(quint64 id, qint64 nowMs)
{
    Entry *entry = find(id);
    if (entry == nullptr || (entry->phase != Phase::Receiving && entry->phase != Phase::Silent)) {
        return;
    }
    entry->phase = Phase::Answering;
    entry->inBody = false;
    entry->completedAt = nowMs;
    relist(*entry);
}

void ConnectionPool::answered(quint64 id, qint64 nowMs, bool flushedNow)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase != Phase::Answering) {
        return;
    }
    releaseBody(*entry);
    releaseHold(*entry);
    entry->served = true;
    entry->answeredAt = entry->since = nowMs;
    entry->phase = flushedNow ? Phase::Silent : Phase::Writing;
    relist(*entry);
}

void ConnectionPool::flushed(quint64 id, qint64 nowMs)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase != Phase::Writing) {
        return;
    }
    entry->phase = Phase::Silent;
    entry->since = nowMs;
    relist(*entry);
}

void ConnectionPool::closing(quint64 id, qint64 nowMs)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase == Phase::Closing) {
        return;
    }
    leaveCounts(*entry);
    if (entry->phase == Phase::Stream) {
        ++m_connections; // a closing stream holds a descriptor like any closing connection
    }
    releaseBody(*entry);
    releaseHold(*entry);
    entry->phase = Phase::Closing;
    entry->since = nowMs;
    relist(*entry);
}

ConnectionPool::Identification ConnectionPool::identify(quint64 id,
                                                        qint64 clientId,
                                                        const ClientLimits &limits,
                                                        qint64 nowMs)
{
    Identification result;
    Entry *entry = find(id);
    if (entry == nullptr || clientId == 0) {
        return result;
    }
    Client &owner = client(clientId);
    owner.caps = {limits.maxConnections > 0 ? limits.maxConnections : m_limits.clientConnections,
                  limits.maxStreams > 0 ? limits.maxStreams : m_limits.clientStreams,
                  limits.maxWaits > 0 ? limits.maxWaits : m_limits.clientWaits};
    if (entry->client == clientId) {
        return result;
    }
    const bool counted = entry->phase != Phase::Stream && entry->phase != Phase::Closing;
    if (counted && owner.counts.connections >= owner.caps.maxConnections) {
        // Room is made by the client's own oldest idle connection, never another client's.
        Entry *victim = nullptr;
        for (Entry *idle = m_idle.head; idle != nullptr && victim == nullptr; idle = idle->next) {
            if (idle->since + m_limits.idleBeforeEvictionMs > nowMs) {
                break; // idle only just now, and so are all after it
            }
            if (idle->client == clientId && (!m_unreadProbe || !m_unreadProbe(idle->id))) {
                victim = idle;
            }
        }
        if (victim == nullptr) {
            result.verdict = Verdict::OverClientCap;
            return result;
        }
        result.evicted = victim->id;
        evict(*victim);
    }
    if (counted) {
        if (entry->client == 0) {
            --m_anonymous;
        } else {
            --client(entry->client).counts.connections;
        }
        ++owner.counts.connections;
    }
    if (entry->held) {
        --client(entry->client).counts.waits;
        ++owner.counts.waits;
    }
    entry->client = clientId;
    relist(*entry);
    return result;
}

ConnectionPool::Verdict ConnectionPool::hold(quint64 id)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->held) {
        return Verdict::Allowed;
    }
    Client &owner = client(entry->client);
    if (owner.counts.waits >= owner.caps.maxWaits) {
        return Verdict::OverClientCap;
    }
    ++owner.counts.waits;
    ++m_held;
    entry->held = true;
    return Verdict::Allowed;
}

bool ConnectionPool::isHeld(quint64 id) const
{
    const Entry *entry = find(id);
    return entry != nullptr && entry->held;
}

ConnectionPool::Verdict ConnectionPool::startStream(quint64 id)
{
    Entry *entry = find(id);
    if (entry == nullptr || entry->phase == Phase::Stream) {
        return Verdict::Allowed;
    }
    if (m_streams >= m_limits.maxStreams) {
        return Verdict::OverGlobalCap;
    }
    if (entry->client != 0 && client(entry->client).counts.streams >= client(entry->client).caps.maxStreams) {
        return Verdict::OverClientCap;
    }
    leaveCounts(*entry);
    --m_connections;
    releaseBody(*entry);
    releaseHold(*entry);
    entry->phase = Phase::Stream;
    ++m_streams;
    if (entry->client != 0) {
        ++client(entry->client).counts.streams;
    }
    relist(*entry);
    return Verdict::Allowed;
}

ConnectionPool::Phase ConnectionPool::phase(quint64 id) const
{
    const Entry *entry = find(id);
    return entry == nullptr ? Phase::Closing : entry->phase;
}

qint64 ConnectionPool::clientOf(quint64 id) const
{
    const Entry *entry = find(id);
    return entry == nullptr ? 0 : entry->client;
}

ConnectionPool::ClientCounts ConnectionPool::clientCounts(qint64 clientId) const
{
    const auto it = m_clients.find(clientId);
    return it == m_clients.end() ? ClientCounts{} : it->second.counts;
}

ClientLimits ConnectionPool::capsOf(qint64 clientId) const
{
    const auto it = m_clients.find(clientId);
    if (it == m_clients.end()) {
        return {m_limits.clientConnections, m_limits.clientStreams, m_limits.clientWaits};
    }
    return it->second.caps;
}

ConnectionPool::Deadline ConnectionPool::deadline(quint64 id) const
{
    const Entry *entry = find(id);
    if (entry == nullptr) {
        return {};
    }
    const bool anonymous = entry->client == 0;
    const qint64 headTimeout = anonymous ? m_limits.anonymousHeadTimeoutMs : m_limits.headTimeoutMs;
    const qint64 idleTimeout = anonymous ? m_limits.anonymousIdleTimeoutMs : m_limits.idleTimeoutMs;
    switch (entry->phase) {
    case Phase::Silent:
        if (entry->served) {
            return {Expiry::Idle, entry->since + idleTimeout};
        }
        return {Expiry::Head, entry->acceptedAt + headTimeout};
    case Phase::Receiving:
        if (entry->inBody) {
            return {Expiry::Body, entry->headEndedAt + m_limits.bodyTimeoutMs};
        }
        // A connection's first head counts from the accept: connecting and then trickling buys no time.
        return {Expiry::Head, (entry->served ? entry->since : entry->acceptedAt) + headTimeout};
    case Phase::Answering:
        return {Expiry::Answer, entry->completedAt + m_limits.answerTimeoutMs};
    case Phase::Writing:
        return {Expiry::Idle, entry->answeredAt + idleTimeout};
    case Phase::Stream:
        return {};
    case Phase::Closing:
        return {Expiry::Linger, entry->since + m_limits.closeLingerMs};
    }
    return {};
}

void ConnectionPool::pushDeadline(qint64 atMs, quint64 id)
{
    m_heap.emplace_back(atMs, id);
    std::push_heap(m_heap.begin(), m_heap.end(), std::greater<>());
}

void ConnectionPool::touch(quint64 id)
{
    Entry *entry = find(id);
    if (entry == nullptr) {
        return;
    }
    const Deadline next = deadline(id);
    // Deadlines mostly move later (each request pushes the idle one on): an armed one that falls earlier stays,
    // and is re-armed when it falls. Only an earlier deadline costs a push.
    if (next.expiry != Expiry::None && next.atMs < entry->armedAt) {
        entry->armedAt = next.atMs;
        pushDeadline(next.atMs, id);
    }
}

qint64 ConnectionPool::nextWakeMs() const
{
    return m_heap.empty() ? -1 : m_heap.front().first;
}

std::vector<std::pair<quint64, ConnectionPool::Expiry>> ConnectionPool::takeExpired(qint64 nowMs)
{
    std::vector<std::pair<quint64, Expiry>> expired;
    while (!m_heap.empty() && m_heap.front().first <= nowMs) {
        const auto [atMs, id] = m_heap.front();
        std::pop_heap(m_heap.begin(), m_heap.end(), std::greater<>());
        m_heap.pop_back();
        Entry *entry = find(id);
        if (entry == nullptr || entry->armedAt != atMs) {
            continue; // gone, or superseded by an earlier deadline
        }
        entry->armedAt = never;
        const Deadline next = deadline(id);
        if (next.expiry == Expiry::None) {
            continue;
        }
        if (next.atMs <= nowMs) {
            expired.emplace_back(id, next.expiry);
        } else {
            entry->armedAt = next.atMs;
            pushDeadline(next.atMs, id);
        }
    }
    return expired;
}

} // namespace SolveDeck::Gateway
