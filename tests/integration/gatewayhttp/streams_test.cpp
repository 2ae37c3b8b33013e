// Server-Sent Events streams: the head, events, keep-alive comments, either side closing, the stream limit and a
// client that does not read.
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QJsonDocument>
#include <QSignalSpy>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

class StreamTest : public GatewayTest
{
protected:
    void startStreaming(const GatewayLimits &limits = {})
    {
        start(limits);
        backend.onRequest = [this](const GatewayRequest &, const GatewayExchange &exchange) {
            const GatewayStream stream = exchange.startStream({{"X-Stream", "yes"}});
            if (stream.isOpen()) {
                streams.append(stream);
            }
        };
    }

    std::unique_ptr<HttpTestClient> openStream()
    {
        auto client = connect();
        client->send(HttpTestClient::get("/v1/events", "Accept: text/event-stream\r\n"));
        EXPECT_TRUE(client->waitForText("\r\n\r\n"));
        return client;
    }
};

TEST_F(StreamTest, AStreamCarriesEventsUntilTheClientLeaves)
{
    startStreaming();
    QSignalSpy closed(gateway.get(), &HttpServer::exchangeClosed);
    auto client = openStream();
    ASSERT_EQ(streams.size(), 1);
    const QByteArray head = client->received();
    EXPECT_TRUE(head.startsWith("HTTP/1.1 200 OK\r\n")) << head.constData();
    EXPECT_TRUE(head.contains("Content-Type: text/event-stream\r\n"));
    EXPECT_TRUE(head.contains("Cache-Control: no-store\r\n"));
    EXPECT_TRUE(head.contains("X-Stream: yes\r\n"));
    EXPECT_FALSE(head.contains("Content-Length"));
    EXPECT_EQ(gateway->streamCount(), 1);
    EXPECT_EQ(gateway->connectionCount(), 0); // a stream leaves the connection count

    const GatewayStream stream = streams[0];
    EXPECT_TRUE(stream.writeEvent("41", "queued", R"({"job":7,"state":"queued"})"));
    EXPECT_TRUE(stream.writeEvent("42", "submitted", R"({"job":7,"state":"submitted"})"));
    EXPECT_TRUE(stream.writeEvent("43", "solved", "{\"job\":7,\n\"token\":\"t\"}"));
    const QByteArray expected = "id: 41\nevent: queued\ndata: {\"job\":7,\"state\":\"queued\"}\n\n"
                                "id: 42\nevent: submitted\ndata: {\"job\":7,\"state\":\"submitted\"}\n\n"
                                "id: 43\nevent: solved\ndata: {\"job\":7,\ndata: \"token\":\"t\"}\n\n";
    ASSERT_TRUE(client->waitForText(expected));
    EXPECT_TRUE(client->received().endsWith(QByteArray("\r\n\r\n" + expected)));

    client->socket().abort();
    ASSERT_TRUE(waitForSignals(closed));
    EXPECT_EQ(closed.at(0).at(0).toULongLong(), stream.id());
    EXPECT_FALSE(stream.isOpen());
    EXPECT_FALSE(stream.writeEvent("44", "x", "{}"));
    EXPECT_EQ(gateway->streamCount(), 0);
}

TEST_F(StreamTest, TheServerCanEndAStream)
{
    startStreaming();
    auto client = openStream();
    ASSERT_EQ(streams.size(), 1);
    EXPECT_TRUE(streams[0].writeComment("hello"));
    streams[0].close();
    EXPECT_FALSE(streams[0].isOpen());
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(client->received().endsWith(": hello\n\n"));
}

TEST_F(StreamTest, KeepAliveCommentsAreWrittenByTheGateway)
{
    GatewayLimits limits;
    limits.streamKeepAliveMs = 50;
    startStreaming(limits);
    auto client = openStream();
    EXPECT_TRUE(client->waitForText(": keep-alive\n\n"));
}

TEST_F(StreamTest, PastTheStreamLimitAStreamIsAnswered503WithRetryAfter)
{
    GatewayLimits limits;
    limits.maxStreams = 1;
    startStreaming(limits);
    auto first = openStream();
    auto second = connect();
    second->send(HttpTestClient::get("/v1/events"));
    const auto answer = second->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 503);
    EXPECT_EQ(answer->header("Retry-After"), "5");
    EXPECT_EQ(answer->errorCode(), u"too_many_streams"_s);
    EXPECT_EQ(streams.size(), 1);
    // When the first stream ends there is room again, on the same (kept-alive) connection.
    first->socket().abort();
    ASSERT_TRUE(waitUntil([this] {
        return gateway->streamCount() == 0;
    }));
    second->send(HttpTestClient::get("/v1/events"));
    EXPECT_TRUE(second->waitForText("text/event-stream"));
    EXPECT_EQ(streams.size(), 2);
}

TEST_F(StreamTest, AStreamWhoseClientDoesNotReadIsClosed)
{
    GatewayLimits limits;
    limits.maxUnsentBytes = 64 * 1024;
    startStreaming(limits);
    auto client = openStream();
    ASSERT_EQ(streams.size(), 1);
    // The client reads nothing more: once the kernel's buffers are full, the gateway's backlog grows past the
    // bound and the stream is cut.
    client->socket().setReadBufferSize(1);
    const QByteArray event(4096, 'e');
    int written = 0;
    ASSERT_TRUE(waitUntil([&] {
        // Batches: the kernel's loopback buffers hold megabytes before the gateway's own backlog grows.
        for (int i = 0; i < 64; ++i) {
            if (!streams[0].writeEvent("1", "big", event)) {
                return true;
            }
            ++written;
        }
        return false;
    }));
    // Far more than the bound went out (into the kernel's buffers) before the backlog itself passed the bound.
    EXPECT_GT(written, 64);
    EXPECT_FALSE(streams[0].isOpen());
}

TEST_F(StreamTest, ARequestSentOnAStreamClosesIt)
{
    startStreaming();
    auto client = openStream();
    client->send(HttpTestClient::get("/other"));
    EXPECT_TRUE(client->waitClosed());
}

} // namespace
