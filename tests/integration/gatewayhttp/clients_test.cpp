// What the layer bounds per client and checks before any handler runs: the Host header, identification and the
// per-client caps on connections, event streams and held requests, the body budget, and ending a revoked client.
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QLoggingCategory>
#include <QSignalSpy>

#include <mutex>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

// The native API's shapes (GatewayTest::routeLikeTheNativeApi).
class ClientsTest : public GatewayTest
{
protected:
    void startRouting(const GatewayLimits &limits = {})
    {
        start(limits);
        routeLikeTheNativeApi(false);
    }
};

TEST_F(GatewayTest, AForeignHostIsRefused421WithTheFix)
{
    start();
    for (const QByteArray &host : {QByteArray("evil.example"), QByteArray("evil.example:8787")}) {
        auto client = connect();
        client->send("GET /v1/capacity HTTP/1.1\r\nHost: " + host + "\r\n" + bearer(1) + "\r\n");
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer);
        EXPECT_EQ(answer->status, 421);
        EXPECT_EQ(answer->errorCode(), u"misdirected_request"_s);
        EXPECT_TRUE(answer->body.contains("--allow-host")) << answer->body.constData();
        EXPECT_TRUE(client->waitClosed());
    }
    EXPECT_TRUE(backend.requests.isEmpty());
    // Loopback names, with the port or without, are this gateway.
    const QByteArray portText = QByteArray::number(port);
    for (const QByteArray &host :
         {QByteArray("localhost:" + portText), QByteArray("[::1]"), QByteArray("127.0.0.1:" + portText)}) {
        auto client = connect();
        client->send("GET /ok HTTP/1.1\r\nHost: " + host + "\r\n\r\n");
        const auto answer = client->nextAnswer();
        ASSERT_TRUE(answer) << host.constData();
        EXPECT_EQ(answer->status, 200) << host.constData();
    }
}

TEST_F(GatewayTest, TheNamesAProxyUsesCanBeAllowed)
{
    GatewayLimits limits;
    limits.allowedHosts = {QByteArray("solvedeck.internal")};
    start(limits);
    auto client = connect();
    client->send("GET /ok HTTP/1.1\r\nHost: SolveDeck.Internal:443\r\n\r\n");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
}

TEST_F(GatewayTest, AnHttp11RequestWithoutHostIs400AndHttp10MayOmitIt)
{
    start();
    auto client = connect();
    client->send("GET /a HTTP/1.0\r\nConnection: keep-alive\r\n\r\n");
    const auto ok = client->nextAnswer();
    ASSERT_TRUE(ok);
    EXPECT_EQ(ok->status, 200);
    client->send("GET /b HTTP/1.1\r\n\r\n");
    const auto refused = client->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 400);
    EXPECT_TRUE(client->waitClosed());
}

TEST_F(ClientsTest, AtItsConnectionCapAClientsOwnIdleConnectionMakesRoomElse429)
{
    GatewayLimits limits;
    limits.idleBeforeEvictionMs = 0; // idle at once
    startRouting(limits);
    backend.clientLimits[1] = ClientLimits{2, 0, 0};
    auto first = connect();
    auto second = connect();
    for (auto *client : {first.get(), second.get()}) {
        client->send(HttpTestClient::get("/ok", bearer(1)));
        ASSERT_TRUE(client->nextAnswer());
    }
    // Another client's idle connection is left alone.
    auto other = connect();
    other->send(HttpTestClient::get("/ok", bearer(2)));
    ASSERT_TRUE(other->nextAnswer());
    // A third of client 1's: its oldest idle one is closed for it.
    auto third = connect();
    third->send(HttpTestClient::get("/ok", bearer(1)));
    const auto answer = third->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    EXPECT_TRUE(first->waitClosed());
    EXPECT_FALSE(other->isClosed());
    // Both of its connections busy: a further one is refused 429, and the request goes no further.
    second->send(HttpTestClient::get("/wait", bearer(1)));
    third->send(HttpTestClient::get("/wait", bearer(1)));
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 2;
    }));
    auto fourth = connect();
    fourth->send(HttpTestClient::get("/ok", bearer(1)));
    const auto refused = fourth->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 429);
    EXPECT_EQ(refused->errorCode(), u"too_many_connections"_s);
    EXPECT_EQ(refused->header("Retry-After"), "5");
    EXPECT_FALSE(other->isClosed());
}

TEST_F(ClientsTest, AClientsEventStreamsAreCapped429WhileAnotherClientStillGetsOne)
{
    GatewayLimits limits;
    limits.clientStreams = 2;
    startRouting(limits);
    QList<std::shared_ptr<HttpTestClient>> clients;
    for (int i = 0; i < 2; ++i) {
        auto client = std::shared_ptr<HttpTestClient>(connect());
        client->send(HttpTestClient::get("/v1/events", bearer(1)));
        ASSERT_TRUE(client->waitForText("text/event-stream"));
        clients.append(client);
    }
    auto over = connect();
    over->send(HttpTestClient::get("/v1/events", bearer(1)));
    const auto refused = over->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 429);
    EXPECT_EQ(refused->errorCode(), u"too_many_streams"_s);
    EXPECT_EQ(refused->header("Retry-After"), "5");
    auto another = connect();
    another->send(HttpTestClient::get("/v1/events", bearer(2)));
    EXPECT_TRUE(another->waitForText("text/event-stream"));
    EXPECT_EQ(gateway->streamCount(), 3);
    // A client's own row may allow more.
    backend.clientLimits[1] = ClientLimits{0, 3, 0};
    over->send(HttpTestClient::get("/v1/events", bearer(1)));
    EXPECT_TRUE(over->waitForText("text/event-stream"));
}

TEST_F(ClientsTest, AClientsHeldRequestsAreCapped429)
{
    GatewayLimits limits;
    limits.clientWaits = 2;
    startRouting(limits);
    QList<std::shared_ptr<HttpTestClient>> clients;
    for (int i = 0; i < 2; ++i) {
        auto client = std::shared_ptr<HttpTestClient>(connect());
        client->send(HttpTestClient::get("/wait", bearer(1)));
        clients.append(client);
    }
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 2;
    }));
    auto over = connect();
    over->send(HttpTestClient::get("/wait", bearer(1)));
    const auto refused = over->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 429);
    EXPECT_EQ(refused->errorCode(), u"too_many_waits"_s);
    // Once one is answered there is room.
    backend.held.takeFirst().answer(GatewayReply::text(200, "done"));
    ASSERT_TRUE(clients[0]->nextAnswer());
    over->send(HttpTestClient::get("/wait", bearer(1)));
    EXPECT_TRUE(waitUntil([this] {
        return backend.held.size() == 2;
    }));
    EXPECT_EQ(gateway->stats().held, 2);
}

TEST_F(ClientsTest, EndingAClientAnswersItsHeldRequestsAndClosesItsStreams)
{
    startRouting();
    QSignalSpy closed(gateway.get(), &HttpServer::exchangeClosed);
    auto poll = connect();
    poll->send(HttpTestClient::get("/wait", bearer(4)));
    auto stream = connect();
    stream->send(HttpTestClient::get("/v1/events", bearer(4)));
    ASSERT_TRUE(stream->waitForText("text/event-stream"));
    auto otherPoll = connect();
    otherPoll->send(HttpTestClient::get("/wait", bearer(5)));
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 2;
    }));
    gateway->endClient(4, GatewayReply::error(401, u"revoked"_s, u"client 4 was revoked"_s, u"ask"_s));
    const auto answer = poll->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 401);
    EXPECT_TRUE(stream->waitClosed());
    ASSERT_TRUE(waitForSignals(closed));
    EXPECT_EQ(closed.at(0).at(0).toULongLong(), streams[0].id());
    EXPECT_FALSE(streams[0].isOpen());
    // Client 5 is untouched.
    EXPECT_TRUE(backend.held[1].isOpen());
    EXPECT_FALSE(backend.held[0].isOpen());
}

TEST_F(ClientsTest, ABodyPastTheBudgetIsRefused503BeforeItIsRead)
{
    GatewayLimits limits;
    limits.bodyBudgetBytes = 100 * 1024;
    limits.anonymousBodyBudgetBytes = 60 * 1024;
    startRouting(limits);
    // A held request keeps its body's reservation until it is answered.
    auto holder = connect();
    holder->send(HttpTestClient::post("/wait", QByteArray(50 * 1024, 'a')));
    ASSERT_TRUE(waitUntil([this] {
        return backend.held.size() == 1;
    }));
    EXPECT_EQ(gateway->stats().bodyReserved, 50 * 1024);
    // An anonymous body past the anonymous share: 503 at the head, with Retry-After.
    auto anonymous = connect();
    anonymous->send(HttpTestClient::post("/v1/solve", QByteArray(20 * 1024, 'b')));
    const auto refused = anonymous->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 503);
    EXPECT_EQ(refused->errorCode(), u"busy"_s);
    EXPECT_EQ(refused->header("Retry-After"), "5");
    EXPECT_TRUE(anonymous->waitClosed());
    // An identified client's connection has the whole budget.
    auto identified = connect();
    identified->send(HttpTestClient::get("/ok", bearer(3)));
    ASSERT_TRUE(identified->nextAnswer());
    identified->send(HttpTestClient::post("/v1/solve", QByteArray(40 * 1024, 'c'), bearer(3)));
    const auto accepted = identified->nextAnswer();
    ASSERT_TRUE(accepted);
    EXPECT_EQ(accepted->status, 200);
    EXPECT_EQ(backend.requests.size(), 3);
    // Answered: the reservation is released.
    backend.held.takeFirst().answer(GatewayReply::text(200, "done"));
    ASSERT_TRUE(holder->nextAnswer());
    EXPECT_EQ(gateway->stats().bodyReserved, 0);
}

TEST_F(GatewayTest, ContinueIsSentOnlyToAClientThatWaitsForIt)
{
    start();
    auto client = connect();
    // The body came with the head: no "100 Continue" in the middle of the answer stream.
    client->send("POST /a HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: 5\r\nExpect: 100-continue\r\n\r\nhello");
    const auto answer = client->nextAnswer();
    ASSERT_TRUE(answer);
    EXPECT_EQ(answer->status, 200);
    EXPECT_EQ(client->continues(), 0);
}

// Every message any category prints while the test runs (all of them enabled, Qt's own included).
class AllMessages
{
public:
    AllMessages()
    {
        s_messages = &m_messages;
        m_previous = qInstallMessageHandler(&AllMessages::handle);
        QLoggingCategory::setFilterRules(QStringLiteral("*.debug=true"));
    }

    ~AllMessages()
    {
        QLoggingCategory::setFilterRules(QString());
        qInstallMessageHandler(m_previous);
        s_messages = nullptr;
    }

    QStringList messages() const
    {
        const std::lock_guard lock(s_mutex);
        return m_messages;
    }

private:
    static void handle(QtMsgType, const QMessageLogContext &, const QString &message)
    {
        const std::lock_guard lock(s_mutex);
        if (s_messages != nullptr) {
            s_messages->append(message);
        }
    }

    QStringList m_messages;
    QtMessageHandler m_previous = nullptr;
    static inline QStringList *s_messages = nullptr;
    static inline std::mutex s_mutex;
};

TEST_F(ClientsTest, NothingTheLayerLogsCarriesAHeaderValueOrAQuery)
{
    AllMessages logged;
    GatewayLimits limits;
    limits.maxHeaderFields = 3;
    startRouting(limits);
    const QByteArray token = "Authorization: Bearer client-7-SECRETTOKEN\r\n";
    const QList<QByteArray> requests{
        HttpTestClient::get("/v1/solve/1?key=SECRETQUERY", token),                                         // answered
        "GET /x?key=SECRETQUERY HTTP/1.1\r\nHost: evil.example\r\n" + token + "\r\n",                      // 421
        "GET /x?key=SECRETQUERY HTTP/1.1\r\nHost: 127.0.0.1\r\n" + token + "A: 1\r\nB: 2\r\nC: 3\r\n\r\n", // 431
        "GET /x?key=SECRETQUERY HTTP/1.1\r\nHost: 127.0.0.1\r\n" + token + "X-Bad : v\r\n\r\n",            // 400
        HttpTestClient::post("/v1/solve?key=SECRETQUERY", "{}", token + "Transfer-Encoding: chunked\r\n"), // 411
    };
    for (const QByteArray &request : requests) {
        auto client = connect();
        client->send(request);
        EXPECT_TRUE(client->nextAnswer());
    }
    const QStringList messages = logged.messages();
    EXPECT_FALSE(messages.isEmpty()); // the layer did log (refusals, debug lines)
    for (const QString &message : messages) {
        EXPECT_FALSE(message.contains(u"SECRET"_s)) << message.toStdString();
    }
}

TEST_F(ClientsTest, AConnectionIdleOnlyJustNowIsNotClosedForAnother)
{
    GatewayLimits limits;
    limits.idleBeforeEvictionMs = 60'000; // longer than the test
    startRouting(limits);
    backend.clientLimits[1] = ClientLimits{1, 0, 0};
    auto first = connect();
    first->send(HttpTestClient::get("/ok", bearer(1)));
    ASSERT_TRUE(first->nextAnswer());
    // Its client may be about to send its next request on it: a second connection at the cap is refused instead.
    auto second = connect();
    second->send(HttpTestClient::get("/ok", bearer(1)));
    const auto refused = second->nextAnswer();
    ASSERT_TRUE(refused);
    EXPECT_EQ(refused->status, 429);
    first->send(HttpTestClient::get("/again", bearer(1)));
    const auto again = first->nextAnswer();
    ASSERT_TRUE(again);
    EXPECT_EQ(again->status, 200);
}

} // namespace
