// Every limit of docs/gateway.md "HTTP limits", driven over real sockets (the times shrunk to milliseconds).
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QJsonDocument>
#include <QSignalSpy>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

TEST_F(GatewayTest, AnOversizeHeadIsAnswered431AndClosed)
{
    start();
    auto client = connect();
    client->send("GET / HTTP/1.1\r\nX-Big: " + QByteArray(20 * 1024, 'a') + "\r\n\r\n");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 431);
    EXPECT_EQ(answer->errorCode(), u"head_too_large"_s);
    EXPECT_EQ(answer->header("Connection"), "close");
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(GatewayTest, AnOversizeBodyIsAnswered413AndTheClientReadsItWhileStillSending)
{
    start();
    auto client = connect();
    // The whole 2 MiB goes out: the gateway answers at the head and drops the rest while the client writes, so the
    // client reads the 413 rather than a reset.
    client->send(HttpTestClient::post("/v1/solve", QByteArray(2 * 1024 * 1024, 'x')));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 413);
    EXPECT_EQ(answer->errorCode(), u"body_too_large"_s);
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(GatewayTest, ABodyAtTheLimitIsAccepted)
{
    start();
    auto client = connect();
    client->send(HttpTestClient::post("/v1/solve", QByteArray(gateway->limits().maxBodyBytes, 'x')));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    ASSERT_EQ(backend.requests.size(), 1);
    EXPECT_EQ(backend.requests[0].body.size(), gateway->limits().maxBodyBytes);
}

TEST_F(GatewayTest, AChunkedBodyIsAnswered411)
{
    start();
    auto client = connect();
    client->send(
        "POST /v1/solve HTTP/1.1\r\nHost: 127.0.0.1\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 411);
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(GatewayTest, ExpectContinueIsAnsweredBeforeTheBody)
{
    start();
    auto client = connect();
    client->send("POST /in.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\n");
    ASSERT_TRUE(client->waitForText("HTTP/1.1 100 Continue\r\n\r\n"));
    client->send("hello");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    EXPECT_EQ(client->continues(), 1);
    ASSERT_EQ(backend.requests.size(), 1);
    EXPECT_EQ(backend.requests[0].body, "hello");
}

TEST_F(GatewayTest, ASlowHeadIsAnswered408AndClosed)
{
    GatewayLimits limits;
    limits.anonymousHeadTimeoutMs = 300; // a new connection is anonymous
    start(limits);
    auto client = connect();
    client->send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 408);
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(GatewayTest, AnIdentifiedClientsSlowHeadHasTheLongerTime)
{
    GatewayLimits limits;
    limits.anonymousHeadTimeoutMs = 100;
    limits.headTimeoutMs = 400;
    start(limits);
    auto client = connect();
    client->send(HttpTestClient::get("/first", "Authorization: Bearer client-3\r\n"));
    ASSERT_TRUE(client->nextAnswer());
    client->send("GET /slow HTTP/1.1\r\nHost: 127.0.0.1\r\n");
    // Past the anonymous time it is still waited for...
    QElapsedTimer clock;
    clock.start();
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 408);
    EXPECT_GE(clock.elapsed(), 300); // ...until the identified client's head time (400 ms from its first byte)
    EXPECT_TRUE(client->waitClosed());
}

TEST_F(GatewayTest, ASlowBodyIsAnswered408AndClosed)
{
    GatewayLimits limits;
    limits.bodyTimeoutMs = 300;
    start(limits);
    auto client = connect();
    client->send("POST /slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 10\r\n\r\nabc");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 408);
    EXPECT_TRUE(client->waitClosed());
}

TEST_F(GatewayTest, ANewConnectionThatSendsNothingIsClosedWithoutAWord)
{
    GatewayLimits limits;
    limits.anonymousHeadTimeoutMs = 300;
    start(limits);
    auto client = connect();
    EXPECT_TRUE(client->waitClosed());
    EXPECT_TRUE(client->received().isEmpty());
}

TEST_F(GatewayTest, AnIdleKeptAliveConnectionIsClosed)
{
    GatewayLimits limits;
    limits.idleTimeoutMs = 300;
    start(limits);
    auto client = connect();
    client->send(HttpTestClient::get("/", "Authorization: Bearer client-1\r\n"));
    ASSERT_TRUE(client->nextAnswer());
    EXPECT_FALSE(client->isClosed());  // kept alive after the answer...
    EXPECT_TRUE(client->waitClosed()); // ...until the idle time passes
    EXPECT_TRUE(client->received().isEmpty());
    EXPECT_TRUE(waitUntil([this] {
        return gateway->connectionCount() == 0;
    }));
}

TEST_F(GatewayTest, WhenEveryConnectionIsBusyANewOneIsClosedAtOnce)
{
    GatewayLimits limits;
    limits.maxConnections = 2;
    limits.idleBeforeEvictionMs = 0; // idle at once (the default's second is tested in clients_test)
    start(limits);
    backend.onRequest = [this](const GatewayRequest &, const GatewayExchange &exchange) {
        backend.held.append(exchange); // both are being answered: neither can be closed for a newcomer
    };
    auto first = connect();
    auto second = connect();
    for (auto *client : {first.get(), second.get()}) {
        client->send(HttpTestClient::get("/wait", "Authorization: Bearer client-1\r\n"));
    }
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 2;
    }));
    EXPECT_EQ(gateway->connectionCount(), 2);
    HttpTestClient third(port);
    EXPECT_TRUE(third.waitClosed());
    EXPECT_TRUE(third.received().isEmpty());
    EXPECT_EQ(gateway->turnedAwayCount(), 1);
    // The first two are untouched, and once one is answered and idle there is room again: it is closed for the
    // newcomer.
    backend.held.takeFirst().answer(GatewayReply::text(200, "first"));
    const auto answer = first->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->body, "first");
    backend.onRequest = nullptr;
    auto fourth = connect();
    fourth->send(HttpTestClient::get("/again"));
    const auto again = fourth->nextAnswer();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->status, 200);
    EXPECT_TRUE(first->waitClosed());
    EXPECT_TRUE(backend.held[0].isOpen());
}

TEST_F(GatewayTest, AnUnansweredRequestIsAnswered503AfterTheAnswerTime)
{
    GatewayLimits limits;
    limits.answerTimeoutMs = 300;
    start(limits);
    backend.onRequest = [this](const GatewayRequest &request, const GatewayExchange &exchange) {
        if (request.path == u"/forgotten"_s) {
            backend.held.append(exchange); // and never answered
            return;
        }
        exchange.answer(FakeBackend::echo(request));
    };
    auto client = connect();
    client->send(HttpTestClient::get("/forgotten"));
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 503);
    EXPECT_EQ(answer->errorCode(), u"not_answered"_s);
    EXPECT_EQ(answer->header("Retry-After"), "5");
    EXPECT_FALSE(backend.held[0].isOpen());
    backend.held[0].answer(GatewayReply::text(200, "late")); // dropped
    client->send(HttpTestClient::get("/next"));
    const auto next = client->nextAnswer();
    ASSERT_TRUE(next);
    EXPECT_TRUE(next->body.contains("/next"));
}

TEST_F(GatewayTest, GarbageAndTlsOnThePlainPortAreAnswered400)
{
    start();
    {
        auto client = connect();
        client->send("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03");
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->status, 400);
        EXPECT_TRUE(answer->body.contains("TLS")) << answer->body.constData();
        EXPECT_TRUE(client->waitClosed());
    }
    {
        auto client = connect();
        client->send("GET / HTTP/1.1\r\nContent-Length : 5\r\n\r\nhello");
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->status, 400);
    }
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(GatewayTest, PipelinedRequestsWaitInTheKernelWhileOneIsAnswered)
{
    start();
    backend.onRequest = [this](const GatewayRequest &request, const GatewayExchange &exchange) {
        if (request.path == u"/p/0"_s) {
            backend.held.append(exchange);
            return;
        }
        exchange.answer(FakeBackend::echo(request));
    };
    auto client = connect();
    QByteArray burst;
    constexpr int count = 64;
    for (int i = 0; i < count; ++i) {
        burst += HttpTestClient::post("/p/" + QByteArray::number(i), QByteArray(16 * 1024, 'b'));
    }
    client->send(burst); // 1 MiB behind a held request
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 1;
    }));
    ASSERT_TRUE(waitUntil([&client] {
        return client->socket().bytesToWrite() == 0; // all of it has left the client
    }));
    QCoreApplication::processEvents();
    // What the layer holds is at most one head's worth of read-ahead; the rest waits in the kernel.
    const HttpServerStats held = gateway->stats();
    EXPECT_LE(held.readBuffered, gateway->limits().maxHeadBytes + 1);
    EXPECT_EQ(backend.requests.size(), 1);
    backend.held.takeFirst().answer(GatewayReply::text(200, "first"));
    for (int i = 0; i < count; ++i) {
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer) << i;
        EXPECT_EQ(answer->status, 200) << i;
        if (i > 0) {
            EXPECT_TRUE(answer->body.contains(QByteArray("/p/" + QByteArray::number(i)))) << i;
        }
    }
    EXPECT_EQ(backend.requests.size(), count);
}

TEST_F(GatewayTest, AClientThatDoesNotReadItsAnswersIsClosed)
{
    GatewayLimits limits;
    // Its next request is not read while its answer waits; once that lasts an idle time, it is closed.
    limits.anonymousIdleTimeoutMs = 300;
    start(limits);
    backend.onRequest = [](const GatewayRequest &, const GatewayExchange &exchange) {
        exchange.answer(GatewayReply::text(200, QByteArray(64 * 1024, 'a')));
    };
    auto client = connect();
    client->socket().setReadBufferSize(1); // reads (almost) nothing from now on
    int sent = 0;
    EXPECT_TRUE(waitUntil(
        [&] {
        // Batches: the kernel's loopback buffers hold megabytes of answers before the gateway's own grow.
        for (int i = 0; i < 20 && client->socket().state() == QAbstractSocket::ConnectedState; ++i, ++sent) {
            client->send(HttpTestClient::get("/big"));
        }
        return gateway->connectionCount() == 0;
        },
        60s));
    EXPECT_GT(sent, 1);
}

TEST_F(GatewayTest, ClosingWaitsOnlyBrieflyForAClientThatDoesNotRead)
{
    GatewayLimits limits;
    limits.closeLingerMs = 200;
    start(limits);
    backend.onRequest = [](const GatewayRequest &, const GatewayExchange &exchange) {
        exchange.answer(GatewayReply::text(200, QByteArray(32 * 1024 * 1024, 'a')));
    };
    auto client = connect();
    client->socket().setReadBufferSize(1);
    client->send(HttpTestClient::get("/huge", "Connection: close\r\n"));
    ASSERT_TRUE(waitUntil([this] {
        return backend.requests.size() == 1;
    }));
    EXPECT_TRUE(waitUntil([this] {
        return gateway->connectionCount() == 0;
    }));
}

} // namespace
