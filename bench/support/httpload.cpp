#include "httpload.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
#include <poll.h>
#include <strings.h>
#include <sys/epoll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstring>
#include <ctime>

namespace SolveDeckBench {

namespace {

using Clock = std::chrono::steady_clock;

double threadCpuSeconds()
{
    timespec now{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now);
    return double(now.tv_sec) + double(now.tv_nsec) / 1e9;
}

struct Connection
{
    int fd = -1;
    int index = 0;
    bool connected = false;
    bool dead = false;
    uint64_t sequence = 0;
    std::string out; // bytes still to write
    size_t outAt = 0;
    std::string in; // bytes read, not yet parsed
    Clock::time_point sentAt;
};

// The Content-Length of an answer head ("" when there is none): a case-insensitive search, since servers differ.
long contentLength(const std::string &head)
{
    static const char name[] = "\ncontent-length:";
    for (size_t at = head.find('\n'); at != std::string::npos; at = head.find('\n', at + 1)) {
        if (strncasecmp(head.c_str() + at, name, sizeof name - 1) == 0) {
            return std::strtol(head.c_str() + at + sizeof name - 1, nullptr, 10);
        }
    }
    return -1;
}

class Load
{
public:
    explicit Load(const HttpLoadOptions &options)
        : m_options(options)
    {
    }

    HttpLoadResult run()
    {
        m_epoll = epoll_create1(EPOLL_CLOEXEC);
        m_connections.resize(size_t(m_options.connections));
        for (int i = 0; i < m_options.connections; ++i) {
            open(m_connections[size_t(i)], i);
        }
        const Clock::time_point start = Clock::now();
        const auto warmup = std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(m_options.warmupSeconds));
        const auto window = std::chrono::duration_cast<Clock::duration>(
            std::chrono::duration<double>(m_options.seconds));
        m_windowStart = start + warmup;
        m_windowEnd = m_windowStart + window;
        double cpuAtStart = -1;
        epoll_event events[256];
        while (true) {
            const Clock::time_point now = Clock::now();
            if (now >= m_windowEnd) {
                break;
            }
            if (cpuAtStart < 0 && now >= m_windowStart) {
                cpuAtStart = threadCpuSeconds();
            }
            const Clock::time_point wakeAt = now < m_windowStart ? m_windowStart : m_windowEnd;
            const int timeoutMs = int(std::chrono::duration_cast<std::chrono::milliseconds>(wakeAt - now).count()) + 1;
            const int ready = epoll_wait(m_epoll, events, 256, timeoutMs);
            for (int i = 0; i < ready; ++i) {
                Connection &connection = m_connections[events[i].data.u32];
                if ((events[i].events & (EPOLLERR | EPOLLHUP)) != 0 && !connection.connected) {
                    fail(connection, "connect failed");
                    continue;
                }
                if ((events[i].events & EPOLLOUT) != 0) {
                    writable(connection);
                }
                if ((events[i].events & (EPOLLIN | EPOLLHUP | EPOLLERR)) != 0) {
                    readable(connection);
                }
            }
        }
        m_result.clientCpuSeconds = cpuAtStart < 0 ? 0 : threadCpuSeconds() - cpuAtStart;
        m_result.seconds = std::chrono::duration<double>(m_windowEnd - m_windowStart).count();
        for (Connection &connection : m_connections) {
            if (connection.fd >= 0) {
                ::close(connection.fd);
            }
        }
        ::close(m_epoll);
        return m_result;
    }

private:
    void open(Connection &connection, int index)
    {
        connection.index = index;
        connection.fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
        const int one = 1;
        ::setsockopt(connection.fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
        sockaddr_in address{};
        address.sin_family = AF_INET;
        address.sin_port = htons(m_options.port);
        inet_pton(AF_INET, m_options.host.c_str(), &address.sin_addr);
        if (::connect(connection.fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0
            && errno != EINPROGRESS) {
            fail(connection, std::string("connect: ") + std::strerror(errno));
            return;
        }
        epoll_event event{};
        event.events = EPOLLIN | EPOLLOUT;
        event.data.u32 = uint32_t(index);
        epoll_ctl(m_epoll, EPOLL_CTL_ADD, connection.fd, &event);
    }

    void fail(Connection &connection, const std::string &why)
    {
        if (connection.dead) {
            return;
        }
        connection.dead = true;
        ++m_result.failures;
        if (m_result.firstFailure.empty()) {
            m_result.firstFailure = "connection " + std::to_string(connection.index) + ": " + why;
        }
        if (connection.fd >= 0) {
            epoll_ctl(m_epoll, EPOLL_CTL_DEL, connection.fd, nullptr);
            ::close(connection.fd);
            connection.fd = -1;
        }
    }

    void sendNext(Connection &connection)
    {
        connection.out = m_options.makeRequest(connection.index, connection.sequence++);
        connection.outAt = 0;
        connection.sentAt = Clock::now();
        flush(connection);
    }

    void flush(Connection &connection)
    {
        while (connection.outAt < connection.out.size()) {
            const ssize_t written = ::send(connection.fd,
                                           connection.out.data() + connection.outAt,
                                           connection.out.size() - connection.outAt,
                                           MSG_NOSIGNAL);
            if (written < 0) {
                if (errno == EAGAIN || errno == EWOULDBLOCK) {
                    watch(connection, EPOLLIN | EPOLLOUT);
                    return;
                }
                fail(connection, std::string("send: ") + std::strerror(errno));
                return;
            }
            connection.outAt += size_t(written);
        }
        watch(connection, EPOLLIN);
    }

    void watch(Connection &connection, uint32_t events)
    {
        epoll_event event{};
        event.events = events;
        event.data.u32 = uint32_t(connection.index);
        epoll_ctl(m_epoll, EPOLL_CTL_MOD, connection.fd, &event);
    }

    void writable(Connection &connection)
    {
        if (connection.dead) {
            return;
        }
        if (!connection.connected) {
            int error = 0;
            socklen_t length = sizeof error;
            getsockopt(connection.fd, SOL_SOCKET, SO_ERROR, &error, &length);
            if (error != 0) {
                fail(connection, std::string("connect: ") + std::strerror(error));
                return;
            }
            connection.connected = true;
            sendNext(connection);
            return;
        }
        flush(connection);
    }

    void readable(Connection &connection)
    {
        if (connection.dead) {
            return;
        }
        char buffer[16384];
        while (true) {
            const ssize_t got = ::recv(connection.fd, buffer, sizeof buffer, 0);
            if (got > 0) {
                connection.in.append(buffer, size_t(got));
                continue;
            }
            if (got == 0) {
                fail(connection, "closed by the server");
                return;
            }
            if (errno == EAGAIN || errno == EWOULDBLOCK) {
                break;
            }
            fail(connection, std::string("recv: ") + std::strerror(errno));
            return;
        }
        while (true) {
            const size_t headEnd = connection.in.find("\r\n\r\n");
            if (headEnd == std::string::npos) {
                return;
            }
            const std::string head = connection.in.substr(0, headEnd + 2);
            const int status = std::atoi(head.c_str() + std::min<size_t>(9, head.size()));
            if (status == 100) {
                connection.in.erase(0, headEnd + 4);
                continue;
            }
            const long length = contentLength(head);
            if (length < 0) {
                fail(connection, "an answer without Content-Length");
                return;
            }
            if (connection.in.size() < headEnd + 4 + size_t(length)) {
                return;
            }
            connection.in.erase(0, headEnd + 4 + size_t(length));
            const Clock::time_point now = Clock::now();
            if (now >= m_windowStart && now < m_windowEnd) {
                ++m_result.answered;
                ++m_result.statuses[status];
                m_result.latenciesUs.push_back(
                    uint32_t(std::chrono::duration_cast<std::chrono::microseconds>(now - connection.sentAt).count()));
            }
            if (now < m_windowEnd) {
                sendNext(connection);
                if (connection.dead) {
                    return;
                }
            }
        }
    }

    const HttpLoadOptions &m_options;
    HttpLoadResult m_result;
    std::vector<Connection> m_connections;
    int m_epoll = -1;
    Clock::time_point m_windowStart;
    Clock::time_point m_windowEnd;
};

} // namespace

double percentileMs(const std::vector<uint32_t> &latenciesUs, double p)
{
    if (latenciesUs.empty()) {
        return 0;
    }
    std::vector<uint32_t> sorted = latenciesUs;
    const size_t rank = std::min(sorted.size() - 1, size_t(p / 100.0 * double(sorted.size())));
    std::nth_element(sorted.begin(), sorted.begin() + long(rank), sorted.end());
    return sorted[rank] / 1000.0;
}

double HttpLoadResult::percentileMs(double p) const
{
    return SolveDeckBench::percentileMs(latenciesUs, p);
}

HttpLoadResult runHttpLoad(const HttpLoadOptions &options)
{
    return Load(options).run();
}

namespace {

int64_t nowMs()
{
    return std::chrono::duration_cast<std::chrono::milliseconds>(Clock::now().time_since_epoch()).count();
}

// A non-blocking connection to 127.0.0.1:`port`, connected within `timeoutMs`; -1 when it is not.
int connectTo(uint16_t port, int timeoutMs)
{
    const int fd = ::socket(AF_INET, SOCK_STREAM | SOCK_NONBLOCK | SOCK_CLOEXEC, 0);
    if (fd < 0) {
        return -1;
    }
    const int one = 1;
    ::setsockopt(fd, IPPROTO_TCP, TCP_NODELAY, &one, sizeof one);
    sockaddr_in address{};
    address.sin_family = AF_INET;
    address.sin_port = htons(port);
    inet_pton(AF_INET, "127.0.0.1", &address.sin_addr);
    if (::connect(fd, reinterpret_cast<sockaddr *>(&address), sizeof address) != 0) {
        if (errno != EINPROGRESS) {
            ::close(fd);
            return -1;
        }
        pollfd waiting{fd, POLLOUT, 0};
        int error = 0;
        socklen_t length = sizeof error;
        if (::poll(&waiting, 1, timeoutMs) != 1 || ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &error, &length) != 0
            || error != 0) {
            ::close(fd);
            return -1;
        }
    }
    return fd;
}

// Sends all of `bytes` within the deadline.
bool sendAll(int fd, const std::string &bytes, int64_t deadlineMs)
{
    size_t sent = 0;
    while (sent < bytes.size()) {
        const ssize_t n = ::send(fd, bytes.data() + sent, bytes.size() - sent, MSG_NOSIGNAL);
        if (n > 0) {
            sent += size_t(n);
            continue;
        }
        if (n < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
            pollfd waiting{fd, POLLOUT, 0};
            if (::poll(&waiting, 1, int(std::max<int64_t>(0, deadlineMs - nowMs()))) != 1) {
                return false;
            }
            continue;
        }
        return false;
    }
    return true;
}

// Reads one answer (by its Content-Length; `headOnly`: up to the blank line). Returns its status, or 0 with `why`.
int readAnswer(int fd, int64_t deadlineMs, bool headOnly, std::string *why, std::string *head = nullptr)
{
    std::string in;
    char buffer[16384];
    while (true) {
        const size_t headEnd = in.find("\r\n\r\n");
        if (headEnd != std::string::npos) {
            const int status = std::atoi(in.c_str() + std::min<size_t>(9, in.size()));
            if (status == 100) {
                in.erase(0, headEnd + 4);
                continue;
            }
            if (head != nullptr) {
                *head = in.substr(0, headEnd + 2);
            }
            const long length = headOnly ? 0 : contentLength(in.substr(0, headEnd + 2));
            if (length >= 0 && in.size() >= headEnd + 4 + size_t(length)) {
                return status;
            }
        }
        const int64_t left = deadlineMs - nowMs();
        if (left <= 0) {
            *why = "no answer in time";
            return 0;
        }
        pollfd waiting{fd, POLLIN, 0};
        if (::poll(&waiting, 1, int(left)) != 1) {
            continue;
        }
        const ssize_t got = ::recv(fd, buffer, sizeof buffer, 0);
        if (got > 0) {
            in.append(buffer, size_t(got));
            continue;
        }
        if (got == 0) {
            *why = in.empty() ? "closed before an answer" : "closed inside an answer";
            return 0;
        }
        if (errno == EAGAIN || errno == EWOULDBLOCK) {
            continue;
        }
        *why = errno == ECONNRESET ? "reset" : std::string("recv: ") + std::strerror(errno);
        return 0;
    }
}

} // namespace

HerdResult runHerd(const HerdOptions &options, const volatile bool *stop)
{
    struct Member
    {
        int fd = -1;
        size_t sent = 0;
        size_t trickled = 0;
    };

    HerdResult result;
    std::vector<Member> members(size_t(std::max(options.connections, 0)));
    const int epoll = epoll_create1(EPOLL_CLOEXEC);
    const auto open = [&](size_t index) {
        Member &member = members[index];
        member = Member{};
        member.fd = connectTo(options.port, 1000);
        if (member.fd < 0) {
            ++result.refused;
            return;
        }
        ++result.opened;
        epoll_event event{};
        event.events = EPOLLIN | EPOLLRDHUP | EPOLLOUT;
        event.data.u64 = index;
        epoll_ctl(epoll, EPOLL_CTL_ADD, member.fd, &event);
    };
    const auto close = [&](size_t index) {
        Member &member = members[index];
        if (member.fd >= 0) {
            epoll_ctl(epoll, EPOLL_CTL_DEL, member.fd, nullptr);
            ::close(member.fd);
        }
        member.fd = -1;
    };
    // Sends what it can of the opening; stops watching for writability once all is out.
    const auto push = [&](size_t index) {
        Member &member = members[index];
        while (member.fd >= 0 && member.sent < options.opening.size()) {
            const ssize_t n = ::send(member.fd,
                                     options.opening.data() + member.sent,
                                     options.opening.size() - member.sent,
                                     MSG_NOSIGNAL | MSG_DONTWAIT);
            if (n <= 0) {
                return;
            }
            member.sent += size_t(n);
        }
        if (member.fd >= 0) {
            epoll_event event{};
            event.events = EPOLLIN | EPOLLRDHUP;
            event.data.u64 = index;
            epoll_ctl(epoll, EPOLL_CTL_MOD, member.fd, &event);
        }
    };
    for (size_t i = 0; i < members.size(); ++i) {
        open(i);
    }
    int64_t nextTrickle = nowMs() + options.trickleIntervalMs;
    std::vector<epoll_event> events(1024);
    char buffer[65536];
    while (!*stop) {
        const int ready = epoll_wait(epoll, events.data(), int(events.size()), 50);
        for (int e = 0; e < ready; ++e) {
            const size_t index = size_t(events[e].data.u64);
            Member &member = members[index];
            bool closed = (events[e].events & (EPOLLERR | EPOLLHUP)) != 0;
            if (!closed && (events[e].events & (EPOLLIN | EPOLLRDHUP)) != 0) {
                // What it is answered is read and dropped; the close behind it is what matters.
                while (true) {
                    const ssize_t got = ::recv(member.fd, buffer, sizeof buffer, MSG_DONTWAIT);
                    if (got > 0) {
                        continue;
                    }
                    closed = got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK);
                    break;
                }
            }
            if (closed) {
                close(index);
                open(index);
                push(index);
                continue;
            }
            if ((events[e].events & EPOLLOUT) != 0) {
                push(index);
            }
        }
        for (size_t i = 0; i < members.size(); ++i) {
            if (members[i].fd < 0 && !*stop) {
                open(i);
                push(i);
            }
        }
        if (!options.trickle.empty() && nowMs() >= nextTrickle) {
            nextTrickle += options.trickleIntervalMs;
            for (Member &member : members) {
                if (member.fd >= 0 && member.sent == options.opening.size() && member.trickled < options.trickle.size()
                    && ::send(member.fd, options.trickle.data() + member.trickled, 1, MSG_NOSIGNAL | MSG_DONTWAIT)
                           == 1) {
                    ++member.trickled;
                }
            }
        }
    }
    for (size_t i = 0; i < members.size(); ++i) {
        close(i);
    }
    ::close(epoll);
    return result;
}

double ProbeResult::percentileMs(double p) const
{
    return SolveDeckBench::percentileMs(latenciesUs, p);
}

ProbeResult runProbe(const ProbeOptions &options)
{
    ProbeResult result;
    int kept = -1;
    const int64_t end = nowMs() + int64_t(options.seconds * 1000);
    bool onKept = true;
    while (nowMs() < end) {
        const Clock::time_point start = Clock::now();
        const int64_t deadline = nowMs() + options.timeoutMs;
        std::string why;
        int status = 0;
        ++result.sent;
        if (onKept) {
            if (kept < 0) {
                kept = connectTo(options.port, options.timeoutMs);
            }
            if (kept < 0) {
                why = "connect failed";
            } else if (!sendAll(kept, options.request + "\r\n", deadline)) {
                why = "send failed";
            } else {
                status = readAnswer(kept, deadline, false, &why);
            }
            if (status == 0 && kept >= 0) {
                ::close(kept);
                kept = -1;
            }
        } else {
            const int fd = connectTo(options.port, options.timeoutMs);
            if (fd < 0) {
                why = "connect failed";
            } else {
                if (!sendAll(fd, options.request + "Connection: close\r\n\r\n", deadline)) {
                    why = "send failed";
                } else {
                    status = readAnswer(fd, deadline, false, &why);
                }
                ::close(fd);
            }
        }
        if (status >= 200 && status < 300) {
            ++result.succeeded;
            const auto us = uint32_t(
                std::chrono::duration_cast<std::chrono::microseconds>(Clock::now() - start).count());
            result.latenciesUs.push_back(us);
            (onKept ? result.keptLatenciesUs : result.newLatenciesUs).push_back(us);
        } else {
            ++result.failures[status != 0 ? "status " + std::to_string(status) : why];
        }
        onKept = !onKept;
        ::usleep(useconds_t(options.pauseMs) * 1000);
    }
    if (kept >= 0) {
        ::close(kept);
    }
    return result;
}

bool opensEventStream(uint16_t port, const std::string &request, int timeoutMs)
{
    const int fd = connectTo(port, timeoutMs);
    if (fd < 0) {
        return false;
    }
    const int64_t deadline = nowMs() + timeoutMs;
    std::string why;
    std::string head;
    const bool opened = sendAll(fd, request, deadline) && readAnswer(fd, deadline, true, &why, &head) == 200
                     && head.find("text/event-stream") != std::string::npos;
    ::close(fd);
    return opened;
}

} // namespace SolveDeckBench
