// The gateway's HTTP layer over real sockets: requests become plain GatewayRequests, answers come back in order,
// connections are kept alive, and a pipelined request is read only once the one before it is answered.
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QJsonDocument>
#include <QSignalSpy>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

TEST_F(GatewayTest, ListeningOnPortZeroReportsTheChosenPort)
{
    start();
    EXPECT_EQ(gateway->url(), QUrl(u"http://127.0.0.1:"_s + QString::number(port)));
}

TEST_F(GatewayTest, ARequestArrivesAsAPlainRequest)
{
    start();
    auto client = connect();
    const QByteArray body("binary\0body\r\n", 13);
    client->send(HttpTestClient::post("/v1/solve/%31%32?a=1&b=x+y&c=%2B&d&e=%E2%82%AC",
                                      body,
                                      "X-Custom-Thing: Some Value\r\nContent-Type: application/octet-stream\r\n"));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    ASSERT_EQ(backend.requests.size(), 1);
    const GatewayRequest &request = backend.requests[0];
    EXPECT_EQ(request.method, "POST");
    EXPECT_EQ(request.path, u"/v1/solve/12"_s);
    EXPECT_EQ(request.rawQuery, "a=1&b=x+y&c=%2B&d&e=%E2%82%AC");
    EXPECT_EQ(request.queryValue(u"b"_s), u"x y"_s);
    EXPECT_EQ(request.queryValue(u"c"_s), u"+"_s);
    EXPECT_TRUE(request.hasQueryItem(u"d"_s));
    EXPECT_EQ(request.queryValue(u"e"_s), QString(QChar(0x20AC)));
    EXPECT_EQ(request.header("x-custom-thing"), "Some Value");
    EXPECT_EQ(request.header("X-CUSTOM-THING"), "Some Value");
    for (const auto &[name, value] : request.headers) {
        EXPECT_EQ(name, name.toLower());
    }
    EXPECT_EQ(request.body, body);
    EXPECT_EQ(request.peer, QHostAddress(QHostAddress::LocalHost));
    EXPECT_NE(request.peerPort, 0);
    EXPECT_NE(request.connectionId, 0u);
    EXPECT_FALSE(request.secure);
    const QJsonObject echoed = QJsonDocument::fromJson(answer->body).object();
    EXPECT_EQ(echoed.value(u"path"_s).toString(), u"/v1/solve/12"_s);
    EXPECT_EQ(answer->header("Content-Type"), "application/json");
}

TEST_F(GatewayTest, ManyRequestsShareOneKeptAliveConnection)
{
    start();
    auto client = connect();
    constexpr int count = 100;
    for (int i = 0; i < count; ++i) {
        client->send(HttpTestClient::get("/r/" + QByteArray::number(i)));
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer) << i;
        ASSERT_EQ(answer->status, 200) << i;
        EXPECT_TRUE(answer->header("Connection").isEmpty()) << i;
        EXPECT_EQ(QJsonDocument::fromJson(answer->body).object().value(u"path"_s).toString(),
                  u"/r/"_s + QString::number(i));
    }
    EXPECT_FALSE(client->isClosed());
    ASSERT_EQ(backend.requests.size(), count);
    for (const GatewayRequest &request : std::as_const(backend.requests)) {
        EXPECT_EQ(request.connectionId, backend.requests[0].connectionId);
    }
    EXPECT_EQ(gateway->connectionCount(), 1);
}

TEST_F(GatewayTest, ConnectionCloseIsHonoured)
{
    start();
    auto client = connect();
    client->send(HttpTestClient::get("/once", "Connection: close\r\n"));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->header("Connection"), "close");
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(waitUntil([this] {
        return gateway->connectionCount() == 0;
    }));
}

TEST_F(GatewayTest, Http10ClosesUnlessAskedToKeepAlive)
{
    start();
    auto client = connect();
    client->send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
    auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->header("Connection"), "keep-alive");
    client->send("GET /b HTTP/1.0\r\n\r\n");
    answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->header("Connection"), "close");
    EXPECT_TRUE(client->waitClosed());
    EXPECT_EQ(backend.requests.size(), 2);
}

TEST_F(GatewayTest, PipelinedRequestsAreHandedOnOneAtATimeAndAnsweredInOrder)
{
    start();
    GatewayExchange first;
    QStringList orderSeen;
    backend.onRequest = [&](const GatewayRequest &request, const GatewayExchange &exchange) {
        orderSeen.append(request.path);
        if (request.path == u"/a"_s) {
            first = exchange; // held
            return;
        }
        // A pipelined request reaches the backend only after the one before it was answered.
        EXPECT_FALSE(first.isOpen()) << request.path.toStdString();
        exchange.answer(FakeBackend::echo(request));
    };
    auto client = connect();
    client->send(HttpTestClient::post("/a", "12345") + HttpTestClient::get("/b")
                 + HttpTestClient::get("/c", "Connection: close\r\n"));
    ASSERT_TRUE(waitUntil([&] {
        return first.isOpen();
    }));
    EXPECT_EQ(orderSeen, QStringList{u"/a"_s});
    first.answer(GatewayReply::text(200, "first"));
    const auto a = client->nextAnswer();
    const auto b = client->nextAnswer();
    const auto c = client->nextAnswer();
    ASSERT_TRUE(a && b && c);
    EXPECT_EQ(a->body, "first");
    EXPECT_TRUE(b->body.contains("/b"));
    EXPECT_TRUE(c->body.contains("/c"));
    EXPECT_EQ(c->header("Connection"), "close");
    EXPECT_TRUE(client->waitClosed());
    EXPECT_EQ(orderSeen, (QStringList{u"/a"_s, u"/b"_s, u"/c"_s}));
}

TEST_F(GatewayTest, AHeldAnswerIsDeliveredLater)
{
    start();
    backend.onRequest = [this](const GatewayRequest &, const GatewayExchange &exchange) {
        backend.held.append(exchange);
    };
    auto client = connect();
    client->send(HttpTestClient::get("/v1/solve/1?wait=30"));
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 1;
    }));
    EXPECT_TRUE(backend.held[0].isOpen());
    EXPECT_TRUE(client->received().isEmpty());
    const GatewayExchange exchange = backend.held.takeFirst();
    exchange.answer(GatewayReply::json(200, QJsonObject{{u"state"_s, u"solved"_s}}));
    EXPECT_FALSE(exchange.isOpen());
    exchange.answer(GatewayReply::text(500, "second answer")); // ignored: answered already
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    EXPECT_TRUE(answer->body.contains("solved"));
    // The connection is still good for the next request.
    backend.onRequest = nullptr;
    client->send(HttpTestClient::get("/next"));
    const auto next = client->nextAnswer();
    ASSERT_TRUE(next);
    EXPECT_TRUE(next->body.contains("/next"));
}

TEST_F(GatewayTest, AHeldAnswerWhoseClientWentAwayIsDroppedSafely)
{
    start();
    backend.onRequest = [this](const GatewayRequest &, const GatewayExchange &exchange) {
        backend.held.append(exchange);
    };
    QSignalSpy closed(gateway.get(), &HttpServer::exchangeClosed);
    {
        auto client = connect();
        client->send(HttpTestClient::get("/v1/solve/1?wait=60"));
        ASSERT_TRUE(waitUntil([this] {
            return backend.held.size() == 1;
        }));
        client->socket().abort();
    }
    ASSERT_TRUE(waitForSignals(closed));
    EXPECT_EQ(closed.at(0).at(0).toULongLong(), backend.held[0].id());
    EXPECT_FALSE(backend.held[0].isOpen());
    backend.held[0].answer(GatewayReply::text(200, "too late")); // nobody to answer: dropped
    EXPECT_TRUE(waitUntil([this] {
        return gateway->connectionCount() == 0;
    }));
}

TEST_F(GatewayTest, AHeadRequestGetsTheLengthButNoBody)
{
    start();
    backend.onRequest = [](const GatewayRequest &, const GatewayExchange &exchange) {
        exchange.answer(GatewayReply::text(200, "12345"));
    };
    auto client = connect();
    client->send("HEAD /x HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n" + HttpTestClient::get("/y"));
    const auto head = client->nextAnswer(false);
    ASSERT_TRUE(head);
    EXPECT_EQ(head->header("Content-Length"), "5");
    const auto get = client->nextAnswer();
    ASSERT_TRUE(get);
    EXPECT_EQ(get->body, "12345");
}

TEST_F(GatewayTest, HeadersWithLineBreaksAndFramingHeadersFromAHandlerAreLeftOut)
{
    start();
    backend.onRequest = [](const GatewayRequest &, const GatewayExchange &exchange) {
        GatewayReply reply = GatewayReply::text(202, "ok");
        reply.headers.append({QByteArray("X-Evil"), QByteArray("a\r\nSet-Cookie: x=1")});
        reply.headers.append({QByteArray("Content-Length"), QByteArray("999")});
        reply.headers.append({QByteArray("Location"), QByteArray("/v1/solve/5")});
        exchange.answer(reply);
    };
    auto client = connect();
    client->send(HttpTestClient::get("/"));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 202);
    EXPECT_EQ(answer->header("Content-Length"), "2");
    EXPECT_TRUE(answer->header("X-Evil").isEmpty());
    EXPECT_TRUE(answer->header("Set-Cookie").isEmpty());
    EXPECT_EQ(answer->header("Location"), "/v1/solve/5");
}

TEST_F(GatewayTest, AWebSocketUpgradeIsRefused)
{
    start();
    auto client = connect();
    client->send(HttpTestClient::get("/v1/events",
                                     "Connection: Upgrade\r\nUpgrade: websocket\r\n"
                                     "Sec-WebSocket-Version: 13\r\nSec-WebSocket-Key: AAAAAAAAAAAAAAAAAAAAAA==\r\n"));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 400);
    EXPECT_TRUE(answer->body.contains("websocket_not_supported"));
    EXPECT_TRUE(backend.requests.isEmpty());
    EXPECT_TRUE(client->waitClosed());
}

} // namespace
