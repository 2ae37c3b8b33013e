#include "httpload.h"

#include <arpa/inet.h>
#include <fcntl.h>
#include <netinet/in.h>
#include <netinet/tcp.h>
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

double HttpLoadResult::percentileMs(double p) const
{
    if (latenciesUs.empty()) {
        return 0;
    }
    std::vector<uint32_t> sorted = latenciesUs;
    const size_t rank = std::min(sorted.size() - 1, size_t(p / 100.0 * double(sorted.size())));
    std::nth_element(sorted.begin(), sorted.begin() + long(rank), sorted.end());
    return sorted[rank] / 1000.0;
}

HttpLoadResult runHttpLoad(const HttpLoadOptions &options)
{
    return Load(options).run();
}

} // namespace SolveDeckBench
