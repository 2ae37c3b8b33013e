// A hostile program on the same machine (the same address as everyone) against the layer, at a scale a test runs
// in seconds (bench-gateway_http runs the full counts): idle connections reopened when closed, refused keep-alives
// left silent, slow-loris heads, streams under one token, big pipelined bodies behind long-polls. In each, another
// client's requests all succeed and it can open an event stream, and what the layer holds stays bounded (its own
// counters: bytes read ahead, bodies reserved, connections).
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <sys/socket.h>
#include <unistd.h>

#include <cerrno>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

// One hostile program's connections: raw sockets (thousands cost the test little), each sending `opening` when it
// connects and then one byte of `trickle` per pump, and reopened as soon as the gateway closes it.
class Herd
{
public:
    Herd(quint16 port, int size, QByteArray opening, QByteArray trickle = {})
        : m_port(port)
        , m_opening(std::move(opening))
        , m_trickle(std::move(trickle))
        , m_members(size_t(size))
    {
        for (Member &member : m_members) {
            open(member);
        }
    }

    ~Herd()
    {
        for (Member &member : m_members) {
            ::close(member.fd);
        }
    }

    Herd(const Herd &) = delete;
    Herd &operator=(const Herd &) = delete;

    void pump()
    {
        for (Member &member : m_members) {
            if (isClosed(member)) {
                ::close(member.fd);
                open(member);
                ++m_reopened;
                continue;
            }
            if (member.trickled < m_trickle.size()) {
                if (::send(member.fd, m_trickle.constData() + member.trickled, 1, MSG_NOSIGNAL | MSG_DONTWAIT) == 1) {
                    ++member.trickled;
                }
            }
        }
    }

    int reopened() const { return m_reopened; }

private:
    struct Member
    {
        int fd = -1;
        qsizetype trickled = 0;
    };

    void open(Member &member)
    {
        member.fd = connectRaw(m_port, m_opening); // -1 is seen as closed at the next pump, and tried again
        member.trickled = 0;
    }

    // Whether the gateway has closed the connection (what it answered is read and dropped on the way: the herd
    // must see the close behind it).
    static bool isClosed(const Member &member)
    {
        char buffer[65536];
        while (true) {
            const ssize_t got = ::recv(member.fd, buffer, sizeof buffer, MSG_DONTWAIT);
            if (got > 0) {
                continue;
            }
            return got == 0 || (errno != EAGAIN && errno != EWOULDBLOCK);
        }
    }

    quint16 m_port;
    QByteArray m_opening;
    QByteArray m_trickle;
    std::vector<Member> m_members;
    int m_reopened = 0;
};

class HostileTest : public GatewayTest
{
protected:
    // Smaller than the defaults, so a herd of a hundred fills them; the rules are the same.
    static GatewayLimits scaledLimits()
    {
        GatewayLimits limits;
        limits.maxConnections = 96;
        limits.maxAnonymousConnections = 48;
        limits.clientConnections = 40;
        limits.clientStreams = 4;
        limits.clientWaits = 40;
        limits.anonymousHeadTimeoutMs = 1'000;
        limits.anonymousIdleTimeoutMs = 1'000;
        limits.bodyBudgetBytes = 2 * 1024 * 1024;
        limits.anonymousBodyBudgetBytes = 1024 * 1024;
        return limits;
    }

    void startRouting(const GatewayLimits &limits = scaledLimits())
    {
        start(limits);
        backend.keepRequests = false;
        routeLikeTheNativeApi(true);
    }

    // One request of the other client (client 2) on a connection of its own, as a program in another process
    // sends it: connected and written at once, then its answer awaited.
    bool otherClientSucceeds()
    {
        const int client = connectRaw(port, HttpTestClient::get("/v1/capacity", bearer(2) + "Connection: close\r\n"));
        if (client < 0) {
            return false;
        }
        const QByteArray received = readRawUntilClosed(client);
        ::close(client);
        return received.startsWith("HTTP/1.1 200 ");
    }

    bool otherClientOpensAStream()
    {
        auto client = std::make_unique<HttpTestClient>(port);
        if (!client->waitConnected()) {
            return false;
        }
        client->send(HttpTestClient::get("/v1/events", bearer(2)));
        return client->waitForText("text/event-stream");
    }

    // The other client's kept-alive connection, made before the herd comes.
    void connectOtherClient()
    {
        kept = connect();
        kept->send(HttpTestClient::get("/v1/capacity", bearer(2)));
        const auto answer = kept->nextAnswer();
        ASSERT_TRUE(answer);
        ASSERT_EQ(answer->status, 200);
    }

    // Rounds of: the herd does its thing, the gateway runs, the other client asks (on a new connection, and on its
    // kept-alive one). Every answer must be a success; what the layer holds is checked each round.
    void runAgainst(Herd &herd, int rounds, const std::function<void(const HttpServerStats &)> &bounded)
    {
        int failures = 0;
        for (int round = 0; round < rounds; ++round) {
            herd.pump();
            QCoreApplication::processEvents();
            if (!otherClientSucceeds()) {
                ++failures;
            }
            kept->send(HttpTestClient::get("/v1/capacity", bearer(2)));
            const auto answer = kept->nextAnswer();
            if (!answer || answer->status != 200) {
                ++failures;
            }
            const HttpServerStats stats = gateway->stats();
            EXPECT_LE(stats.connections, gateway->limits().maxConnections) << round;
            EXPECT_LE(stats.anonymous, gateway->limits().maxAnonymousConnections) << round;
            EXPECT_LE(stats.bodyReserved, gateway->limits().bodyBudgetBytes) << round;
            // Read ahead: one head at most per connection.
            EXPECT_LE(stats.readBuffered,
                      qint64(stats.connections + stats.streams) * (gateway->limits().maxHeadBytes + 1))
                << round;
            bounded(stats);
        }
        EXPECT_EQ(failures, 0);
        EXPECT_TRUE(otherClientOpensAStream());
    }

    std::unique_ptr<HttpTestClient> kept;
    QList<GatewayStream> streams;
};

TEST_F(HostileTest, IdleConnectionsReopenedWhenClosedDoNotLockAnotherClientOut)
{
    startRouting();
    connectOtherClient();
    Herd herd(port, 150, {});
    runAgainst(herd, 40, [](const HttpServerStats &) {});
    EXPECT_GT(gateway->stats().evicted, 0); // the herd's silent connections made room
}

TEST_F(HostileTest, RefusedKeepAlivesLeftSilentDoNotLockAnotherClientOut)
{
    startRouting();
    connectOtherClient();
    Herd herd(port, 150, HttpTestClient::get("/v1/capacity", "Authorization: Bearer wrong\r\n"));
    runAgainst(herd, 40, [](const HttpServerStats &) {});
    EXPECT_GT(gateway->stats().evicted, 0);
}

TEST_F(HostileTest, SlowLorisHeadsDoNotLockAnotherClientOut)
{
    startRouting();
    connectOtherClient();
    Herd herd(port, 150, "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ", QByteArray(200, 'a'));
    runAgainst(herd, 40, [](const HttpServerStats &) {});
    EXPECT_GT(gateway->stats().evicted, 0);
}

TEST_F(HostileTest, StreamsUnderOneTokenDoNotTakeAnotherClientsStream)
{
    startRouting();
    connectOtherClient();
    Herd herd(port, 150, HttpTestClient::get("/v1/events", bearer(1)));
    runAgainst(herd, 30, [this](const HttpServerStats &stats) {
        // Client 1 has its own cap; the other client's stream is the only other one.
        EXPECT_LE(stats.streams, gateway->limits().clientStreams + 1);
    });
    EXPECT_LE(gateway->streamCount(), gateway->limits().clientStreams + 1);
}

TEST_F(HostileTest, BigPipelinedBodiesBehindLongPollsStayInTheKernel)
{
    startRouting();
    connectOtherClient();
    QByteArray opening = HttpTestClient::get("/wait", bearer(1));
    for (int i = 0; i < 4; ++i) {
        opening += HttpTestClient::post("/v1/solve", QByteArray(256 * 1024, 'x'), bearer(1));
    }
    Herd herd(port, 30, opening);
    runAgainst(herd, 20, [](const HttpServerStats &stats) {
        EXPECT_EQ(stats.bodyReserved, 0); // nothing behind a held long-poll is read
    });
    EXPECT_GT(backend.held.size(), 0);
    // The long-polls end: the bodies behind them are read one request at a time, within the body budget.
    for (const GatewayExchange &exchange : std::as_const(backend.held)) {
        exchange.answer(GatewayReply::text(200, "solved"));
    }
    backend.held.clear();
    runAgainst(herd, 20, [](const HttpServerStats &) {});
}

} // namespace
