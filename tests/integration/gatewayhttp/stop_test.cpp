// A graceful stop: listeners closed, held requests answered, answers in progress written, streams and idle
// connections closed, then stopped().
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QSignalSpy>
#include <QTcpServer>
#include <QTimer>

#include <unistd.h>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

TEST_F(GatewayTest, AGracefulStopAnswersWhatIsInProgressAndClosesTheRest)
{
    start();
    GatewayExchange slow;
    QList<GatewayStream> streams;
    backend.onRequest = [&](const GatewayRequest &request, const GatewayExchange &exchange) {
        if (request.path == u"/long-poll"_s) {
            backend.held.append(exchange); // answered by answerHeldNow
        } else if (request.path == u"/slow"_s) {
            slow = exchange; // answered by the test, after stop() began
        } else if (request.path == u"/v1/events"_s) {
            streams.append(exchange.startStream());
        } else {
            exchange.answer(FakeBackend::echo(request));
        }
    };
    auto longPoll = connect();
    longPoll->send(HttpTestClient::get("/long-poll"));
    auto slowClient = connect();
    slowClient->send(HttpTestClient::get("/slow"));
    auto streamClient = connect();
    streamClient->send(HttpTestClient::get("/v1/events"));
    auto idle = connect();
    idle->send(HttpTestClient::get("/quick"));
    ASSERT_TRUE(idle->nextAnswer());
    auto silent = connect();
    ASSERT_TRUE(waitUntil([&] {
        return backend.held.size() == 1 && slow.isOpen() && streams.size() == 1;
    }));

    QSignalSpy stopped(gateway.get(), &HttpServer::stopped);
    gateway->stop();
    EXPECT_EQ(backend.answerHeldNowCalls, 1);
    EXPECT_FALSE(gateway->isListening());
    EXPECT_EQ(stopped.count(), 0); // the slow answer is still to come
    QTimer::singleShot(50, gateway.get(), [&slow] {
        slow.answer(GatewayReply::text(200, "slow but answered"));
    });

    const auto held = longPoll->nextAnswer();
    ASSERT_TRUE(held);
    EXPECT_TRUE(held->body.contains("at stop"));
    EXPECT_EQ(held->header("Connection"), "close");
    const auto slowAnswer = slowClient->nextAnswer();
    ASSERT_TRUE(slowAnswer);
    EXPECT_EQ(slowAnswer->body, "slow but answered");
    EXPECT_EQ(slowAnswer->header("Connection"), "close");
    for (HttpTestClient *client : {longPoll.get(), slowClient.get(), streamClient.get(), idle.get(), silent.get()}) {
        EXPECT_TRUE(client->waitClosed());
    }
    ASSERT_TRUE(waitForSignals(stopped));
    EXPECT_EQ(gateway->connectionCount(), 0);
    EXPECT_EQ(gateway->streamCount(), 0);

    // Nothing listens any more.
    HttpTestClient late(port);
    EXPECT_TRUE(waitUntil([&late] {
        return late.socket().error() == QAbstractSocket::ConnectionRefusedError;
    }));
}

TEST_F(GatewayTest, AStopWithNothingOpenIsStoppedAtOnce)
{
    start();
    QSignalSpy stopped(gateway.get(), &HttpServer::stopped);
    gateway->stop();
    EXPECT_TRUE(waitForSignals(stopped));
    EXPECT_FALSE(gateway->listen(QHostAddress::LocalHost, 0).ok()); // not restartable
}

TEST_F(GatewayTest, AStopClosesWhatIsNotAnsweredWithinTheGraceTime)
{
    GatewayLimits limits;
    limits.stopGraceMs = 200;
    start(limits);
    backend.onRequest = [this](const GatewayRequest &, const GatewayExchange &exchange) {
        backend.held.append(exchange);
    };
    auto client = connect();
    client->send(HttpTestClient::get("/never"));
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 1;
    }));
    backend.held.clear(); // answerHeldNow finds nothing to answer: the request stays unanswered
    backend.onRequest = nullptr;
    QSignalSpy stopped(gateway.get(), &HttpServer::stopped);
    gateway->stop();
    EXPECT_TRUE(waitForSignals(stopped));
    EXPECT_TRUE(client->waitClosed());
}

TEST_F(GatewayTest, ConnectionsWaitingToBeAcceptedWhenTheStopBeginsAreAnswered503)
{
    start();
    // Connected and sent while the gateway does not run: they wait in the kernel's accept queue when the stop begins.
    std::vector<int> queued;
    for (int i = 0; i < 20; ++i) {
        // A body too: the gateway answers at the head and reads and drops the rest, so no reset.
        queued.push_back(connectRaw(port, HttpTestClient::post("/v1/solve", QByteArray(4096, 'q'))));
        ASSERT_GE(queued.back(), 0);
    }
    QSignalSpy stopped(gateway.get(), &HttpServer::stopped);
    gateway->stop();
    EXPECT_FALSE(gateway->isListening());
    for (const int client : queued) {
        bool reset = false;
        const QByteArray received = readRawUntilClosed(client, &reset);
        EXPECT_FALSE(reset);
        EXPECT_TRUE(received.startsWith("HTTP/1.1 503 ")) << received.constData();
        EXPECT_TRUE(received.contains("\r\nRetry-After: 5\r\n"));
        EXPECT_TRUE(received.contains("\r\nConnection: close\r\n"));
    }
    EXPECT_TRUE(backend.requests.isEmpty());
    for (const int client : queued) {
        ::close(client); // the clients close: the gateway's lingering ends
    }
    EXPECT_TRUE(waitForSignals(stopped));
}

TEST_F(GatewayTest, ARequestOnAnIdleConnectionAsTheStopBeginsIsAnswered503)
{
    start();
    auto client = connect();
    client->send(HttpTestClient::get("/first"));
    ASSERT_TRUE(client->nextAnswer());
    // The next request is in the kernel (not yet read by the gateway) when the stop begins.
    client->send(HttpTestClient::get("/second"));
    ASSERT_TRUE(client->socket().flush());
    gateway->stop();
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 503);
    EXPECT_EQ(answer->header("Retry-After"), "5");
    EXPECT_EQ(answer->header("Connection"), "close");
    EXPECT_TRUE(client->waitClosed());
    EXPECT_EQ(backend.requests.size(), 1);
}

} // namespace
