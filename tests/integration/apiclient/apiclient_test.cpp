// ApiClient against a scripted local server: where the key travels, what each fault turns into, the
// uncertain flag, the transfer timeout, abort and destruction, and "every callback exactly once".
#include "core/net/apiclient.h"
#include "fakeapiserver.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QLoggingCategory>
#include <QMutex>
#include <QTcpServer>

#include <memory>

using namespace SolveDeck;
using namespace std::chrono_literals;
using SolveDeckTest::waitUntil;

namespace {

const QString kKey = QStringLiteral("SECRETKEY0123456789abcdefABCDEF0");

TaskSpec recaptchaSpec()
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6LeSITEKEY");
    spec.pageurl = QStringLiteral("https://example.com/login");
    return spec;
}

// Records every answer a callback got, so a test can check "exactly once" as well as the value.
template<typename T>
struct Answers
{
    QList<ApiResult<T>> all;

    std::function<void(const ApiResult<T> &)> callback()
    {
        return [this](const ApiResult<T> &r) {
            all.append(r);
        };
    }

    bool arrived() const { return !all.isEmpty(); }

    const ApiResult<T> &only() const { return all.constFirst(); }
};

} // namespace

class ApiClientTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_NE(server.listen(), 0);
        ASSERT_NE(pingServer.listen(), 0);
        client = std::make_unique<ApiClient>();
        ASSERT_TRUE(client->setEndpoint(server.baseUrl()).ok());
        client->setApiKey(kKey);
        ASSERT_TRUE(pingClient.setEndpoint(pingServer.baseUrl()).ok());
        pingClient.setApiKey(QStringLiteral("ping"));
        pingServer.respondWith(FakeApiServer::plain("1.0"));
    }

    // Runs a full request/answer round trip through another client and socket: whatever the event loop still
    // held for `client` (a duplicate callback, say) has been delivered by the time it returns.
    void drainEvents()
    {
        bool done = false;
        pingClient.balance([&done](const ApiResult<double> &) {
            done = true;
        });
        ASSERT_TRUE(waitUntil([&] {
            return done;
        }));
    }

    template<typename T>
    void waitFor(const Answers<T> &answers)
    {
        ASSERT_TRUE(waitUntil([&] {
            return answers.arrived();
        }));
        drainEvents();
        EXPECT_EQ(answers.all.size(), 1) << "every call answers exactly once";
    }

    ApiResult<SubmitOk> submitAgainst(const FakeApiServer::Response &response)
    {
        server.respondWith(response);
        Answers<SubmitOk> answers;
        client->submit(recaptchaSpec(), answers.callback());
        waitFor(answers);
        return answers.all.value(0);
    }

    FakeApiServer server;
    FakeApiServer pingServer;
    ApiClient pingClient;
    std::unique_ptr<ApiClient> client;
};

TEST_F(ApiClientTest, KeyTravelsOnlyInThePostBody)
{
    server.setResponder([](const FakeApiServer::Request &r) {
        const QString action = r.form().value(QStringLiteral("action"));
        if (action == QLatin1String("get")) {
            return FakeApiServer::json(R"({"status":0,"request":"CAPCHA_NOT_READY"})");
        }
        if (action == QLatin1String("threadsinfo")) {
            return FakeApiServer::json(R"({"status":1,"threads":5,"working_threads":0,"free_threads":5})");
        }
        if (action == QLatin1String("getbalance")) {
            return FakeApiServer::json(R"({"status":1,"request":"0"})");
        }
        if (action.startsWith(QLatin1String("report"))) {
            return FakeApiServer::plain({});
        }
        return FakeApiServer::json(R"({"status":1,"request":"100"})");
    });
    int answered = 0;
    auto count = [&answered](const auto &) {
        ++answered;
    };
    client->submit(recaptchaSpec(), count);
    client->poll(QStringLiteral("100"), count);
    client->threadsInfo(count);
    client->balance(count);
    client->report(QStringLiteral("100"), false, count);
    ASSERT_TRUE(waitUntil([&] {
        return answered == 5;
    }));

    ASSERT_EQ(server.requests().size(), 5);
    const QByteArray key = kKey.toUtf8();
    for (const auto &r : server.requests()) {
        EXPECT_EQ(r.method, QByteArray("POST"));
        EXPECT_FALSE(r.requestLine.contains(key)) << r.requestLine.constData();
        EXPECT_FALSE(r.head.contains(key)) << "no header carries the key";
        EXPECT_FALSE(r.target.contains('?')) << "no query string at all: " << r.target.constData();
        EXPECT_EQ(r.headers.value("content-type"), QByteArray("application/x-www-form-urlencoded"));
        EXPECT_EQ(r.form().value(QStringLiteral("key")), kKey);
        EXPECT_EQ(r.form().value(QStringLiteral("json")), QStringLiteral("1"));
    }
    EXPECT_EQ(server.requests().at(0).target, QByteArray("/in.php"));
    EXPECT_EQ(server.requests().at(1).target, QByteArray("/res.php"));
}

TEST_F(ApiClientTest, EndpointPathIsKept)
{
    ASSERT_TRUE(client->setEndpoint(QUrl(server.baseUrl().toString() + QStringLiteral("api/v1"))).ok());
    const auto r = submitAgainst(FakeApiServer::json(R"({"status":1,"request":"7"})"));
    ASSERT_TRUE(r.ok());
    ASSERT_EQ(server.requests().size(), 1);
    EXPECT_EQ(server.requests().at(0).target, QByteArray("/api/v1/in.php"));
}

TEST_F(ApiClientTest, SubmitJsonAndPlain)
{
    auto r = submitAgainst(FakeApiServer::json(R"({"status":1,"request":72345678901})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("72345678901"));
    r = submitAgainst(FakeApiServer::plain("OK|555"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("555"));
    EXPECT_EQ(server.requests().at(0).form().value(QStringLiteral("method")), QStringLiteral("userrecaptcha"));
}

TEST_F(ApiClientTest, ProviderErrorIsCertainAndClassed)
{
    const auto r = submitAgainst(FakeApiServer::json(R"({"status":0,"request":"ERROR_ZERO_BALANCE"})"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("ERROR_ZERO_BALANCE"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Capacity);
    EXPECT_FALSE(r.failure.uncertain) << "the provider answered: no task was created";
}

TEST_F(ApiClientTest, Http500IsUncertainTransient)
{
    const auto r = submitAgainst({FakeApiServer::http(500, "text/plain", "oops")});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("HTTP_500"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain);
}

TEST_F(ApiClientTest, Http502HtmlIsUncertainTransient)
{
    const auto r = submitAgainst(
        {FakeApiServer::http(502, "text/html", "<html><body><h1>502 Bad Gateway</h1></body></html>")});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("HTTP_502"));
    EXPECT_TRUE(r.failure.uncertain);
}

TEST_F(ApiClientTest, HtmlPageWith200IsUncertainTransient)
{
    const auto r = submitAgainst({FakeApiServer::http(200, "text/html", "<!DOCTYPE html><html>Maintenance</html>")});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("HTML_RESPONSE"));
    EXPECT_TRUE(r.failure.uncertain);
}

TEST_F(ApiClientTest, GarbledBodyIsUncertainBadResponse)
{
    const auto r = submitAgainst(FakeApiServer::json(R"({"status":1,"requ)"));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("BAD_RESPONSE"));
    EXPECT_TRUE(r.failure.uncertain);
}

TEST_F(ApiClientTest, TruncatedBodyIsUncertainBadResponse)
{
    const auto r = submitAgainst({FakeApiServer::http(200, "application/json", R"({"status":1,"request":"123456"})"),
                                  FakeApiServer::Fault::Truncate});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("BAD_RESPONSE"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain);
}

TEST_F(ApiClientTest, ConnectionClosedWithoutAnswerIsUncertainReset)
{
    const auto r = submitAgainst({{}, FakeApiServer::Fault::CloseSilently});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("CONNECTION_RESET"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain) << "the request was sent: a task may exist";
    EXPECT_GE(server.requests().size(), 1);
}

TEST_F(ApiClientTest, TransferTimeoutFiresAndIsUncertain)
{
    client->setTransferTimeout(300ms);
    const auto r = submitAgainst({{}, FakeApiServer::Fault::Hang});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain);
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, AHungReadEndsAtTheReadTimeoutAndAHungSubmitAtTheTransferTimeout)
{
    // A res.php read is answered at once or has hung: it ends at the read timeout, so the poll is asked again on
    // the method's spacing. An in.php may carry a whole image up and keeps the transfer timeout.
    client->setTransferTimeout(3s);
    client->setReadTimeout(300ms);
    server.respondWith({{}, FakeApiServer::Fault::Hang});
    QElapsedTimer elapsed;
    elapsed.start();
    Answers<PollOk> poll;
    client->poll(QStringLiteral("100"), poll.callback());
    waitFor(poll);
    const auto pollTook = std::chrono::milliseconds(elapsed.elapsed());
    ASSERT_FALSE(poll.only().ok());
    EXPECT_EQ(poll.only().failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_LT(pollTook, 2s) << "the read timeout, not the transfer timeout, ended the poll";

    elapsed.restart();
    Answers<SubmitOk> submit;
    client->submit(recaptchaSpec(), submit.callback());
    ASSERT_TRUE(waitUntil(
        [&] {
        return submit.arrived();
        },
        6s));
    const auto submitTook = std::chrono::milliseconds(elapsed.elapsed());
    ASSERT_FALSE(submit.only().ok());
    EXPECT_EQ(submit.only().failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_GE(submitTook, 2s) << "a submit waits the transfer timeout";
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, RequestDeadlineEndsATricklingAnswer)
{
    // A byte every 50 ms restarts the transfer timeout each time: only the overall deadline (as long as the transfer
    // timeout) can end this request.
    constexpr auto deadline = 500ms;
    client->setTransferTimeout(deadline);
    server.respondWith(
        {FakeApiServer::http(200, "application/json", QByteArray(100000, ' ')), FakeApiServer::Fault::Trickle});
    QElapsedTimer elapsed;
    elapsed.start();
    Answers<SubmitOk> answers;
    client->submit(recaptchaSpec(), answers.callback());
    ASSERT_TRUE(waitUntil(
        [&] {
        return answers.arrived();
        },
        deadline + 1500ms))
        << "the request outlived its deadline";
    const auto took = std::chrono::milliseconds(elapsed.elapsed());
    EXPECT_GE(took, deadline - 50ms) << "coarse timers may fire up to 5 % early, never much more";
    waitFor(answers);
    const auto &r = answers.only();
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain) << "the request was sent: a task may exist";
    EXPECT_EQ(client->requestsInFlight(), 0);
    ASSERT_EQ(server.requests().size(), 1);
    EXPECT_TRUE(waitUntil([&] {
        return server.openTrickles() == 0;
    })) << "the client hangs up on the trickling server";
}

TEST_F(ApiClientTest, SlowAnswerWithinTheDeadlineSucceeds)
{
    client->setTransferTimeout(5s);
    // 27 bytes at one per 50 ms: well over a second in all, never a pause near the transfer timeout.
    const auto slow = submitAgainst({FakeApiServer::http(200, "application/json", R"({"status":1,"request":"77"})"),
                                     FakeApiServer::Fault::Trickle});
    ASSERT_TRUE(slow.ok()) << slow.failure.code.toStdString() << " " << slow.failure.detail.toStdString();
    EXPECT_EQ(slow.value->taskId, QStringLiteral("77"));

    client->setTransferTimeout(3s);
    const auto quick = submitAgainst(FakeApiServer::json(R"({"status":1,"request":"78"})"));
    ASSERT_TRUE(quick.ok()) << quick.failure.code.toStdString();
    EXPECT_EQ(quick.value->taskId, QStringLiteral("78"));
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, EachRequestEndsAtItsOwnDeadline)
{
    // One timer serves every request's deadline: a later request with a shorter deadline ends first, and the
    // earlier one still ends at its own, not before.
    server.respondWith(
        {FakeApiServer::http(200, "application/json", QByteArray(100000, ' ')), FakeApiServer::Fault::Trickle});
    QElapsedTimer elapsed;
    elapsed.start();
    client->setTransferTimeout(1500ms); // the trickle's bytes keep the inactivity limit from firing
    Answers<ThreadsInfo> longer;
    client->threadsInfo(longer.callback());
    client->setTransferTimeout(300ms);
    Answers<ThreadsInfo> shorter;
    client->threadsInfo(shorter.callback());
    ASSERT_TRUE(waitUntil(
        [&] {
        return shorter.arrived();
        },
        300ms + 1000ms))
        << "the shorter deadline waited for the longer one";
    EXPECT_FALSE(longer.arrived()) << "the longer deadline ended with the shorter one";
    ASSERT_TRUE(waitUntil(
        [&] {
        return longer.arrived();
        },
        1500ms + 1500ms));
    EXPECT_GE(elapsed.elapsed(), 1500) << "a request never ends before its deadline";
    waitFor(longer);
    ASSERT_EQ(shorter.all.size(), 1);
    EXPECT_EQ(shorter.only().failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_EQ(longer.only().failure.code, QStringLiteral("TIMEOUT"));
    EXPECT_TRUE(longer.only().failure.detail.contains(QStringLiteral("1500 ms")))
        << longer.only().failure.detail.toStdString();
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, ConnectionRefusedIsCertain)
{
    QTcpServer probe;
    ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
    const quint16 closedPort = probe.serverPort();
    probe.close();
    ASSERT_TRUE(client->setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:%1/").arg(closedPort))).ok());

    Answers<SubmitOk> answers;
    client->submit(recaptchaSpec(), answers.callback());
    waitFor(answers);
    ASSERT_FALSE(answers.only().ok());
    EXPECT_EQ(answers.only().failure.code, QStringLiteral("CONNECTION_REFUSED"));
    EXPECT_EQ(answers.only().failure.errorClass, ErrorClass::Transient);
    EXPECT_FALSE(answers.only().failure.uncertain) << "nothing was sent: certainly no task";
}

TEST_F(ApiClientTest, RedirectIsNotFollowed)
{
    FakeApiServer elsewhere;
    ASSERT_NE(elsewhere.listen(), 0);
    const QByteArray location = elsewhere.baseUrl().toString().toUtf8() + "in.php";
    const auto r = submitAgainst(
        {"HTTP/1.1 302 Found\r\nLocation: " + location + "\r\nContent-Length: 0\r\nConnection: close\r\n\r\n"});
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QStringLiteral("HTTP_302"));
    EXPECT_TRUE(elsewhere.requests().isEmpty()) << "the key must not be re-sent to another host";
}

TEST_F(ApiClientTest, PollNotReadyThenReady)
{
    server.respondWith(FakeApiServer::plain("CAPCHA_NOT_READY"));
    Answers<PollOk> first;
    client->poll(QStringLiteral("9"), first.callback());
    waitFor(first);
    ASSERT_TRUE(first.only().ok());
    EXPECT_FALSE(first.only().value->ready);

    server.respondWith(FakeApiServer::json(R"({"status":1,"request":"TOKEN|with|bars"})"));
    Answers<PollOk> second;
    client->poll(QStringLiteral("9"), second.callback());
    waitFor(second);
    ASSERT_TRUE(second.only().ok());
    EXPECT_TRUE(second.only().value->ready);
    EXPECT_EQ(second.only().value->token, QStringLiteral("TOKEN|with|bars"));
    EXPECT_EQ(server.requests().at(0).form().value(QStringLiteral("id")), QStringLiteral("9"));
}

TEST_F(ApiClientTest, PollManyFallsBackToOnePollPerIdInOrder)
{
    // Answers out of order would not matter: each id gets its own token back in the caller's order.
    server.setResponder([](const FakeApiServer::Request &r) {
        const QString id = r.form().value(QStringLiteral("id"));
        if (id == QLatin1String("2")) {
            return FakeApiServer::plain("CAPCHA_NOT_READY");
        }
        return FakeApiServer::plain("OK|token-" + id.toUtf8());
    });
    QList<QList<ApiResult<PollOk>>> calls;
    client->pollMany({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")},
                     [&calls](const QList<ApiResult<PollOk>> &r) {
        calls.append(r);
    });
    ASSERT_TRUE(waitUntil([&] {
        return !calls.isEmpty();
    }));
    drainEvents();
    ASSERT_EQ(calls.size(), 1);
    const auto &r = calls.constFirst();
    ASSERT_EQ(r.size(), 3);
    EXPECT_EQ(r[0].value->token, QStringLiteral("token-1"));
    EXPECT_FALSE(r[1].value->ready);
    EXPECT_EQ(r[2].value->token, QStringLiteral("token-3"));
    EXPECT_EQ(server.requests().size(), 3);
    for (const auto &req : server.requests()) {
        EXPECT_FALSE(req.form().contains(QStringLiteral("ids")));
    }
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, PollManyUsesIdsWhenEnabled)
{
    client->setMultiIdPoll(true);
    server.respondWith(FakeApiServer::plain("OK|a|CAPCHA_NOT_READY|c"));
    QList<QList<ApiResult<PollOk>>> calls;
    client->pollMany({QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")},
                     [&calls](const QList<ApiResult<PollOk>> &r) {
        calls.append(r);
    });
    ASSERT_TRUE(waitUntil([&] {
        return !calls.isEmpty();
    }));
    drainEvents();
    ASSERT_EQ(calls.size(), 1);
    ASSERT_EQ(server.requests().size(), 1);
    EXPECT_EQ(server.requests().at(0).form().value(QStringLiteral("ids")), QStringLiteral("1,2,3"));
    const auto &r = calls.constFirst();
    ASSERT_EQ(r.size(), 3);
    EXPECT_EQ(r[0].value->token, QStringLiteral("a"));
    EXPECT_FALSE(r[1].value->ready);
    EXPECT_EQ(r[2].value->token, QStringLiteral("c"));
}

TEST_F(ApiClientTest, PollManyChunksLongIdLists)
{
    client->setMultiIdPoll(true);
    server.setResponder([](const FakeApiServer::Request &r) {
        QStringList tokens;
        for (const QString &id : r.form().value(QStringLiteral("ids")).split(QLatin1Char(','))) {
            tokens.append(QStringLiteral("t") + id);
        }
        return FakeApiServer::plain("OK|" + tokens.join(QLatin1Char('|')).toUtf8());
    });
    QStringList ids;
    for (int i = 0; i < 150; ++i) {
        ids.append(QString::number(1000 + i));
    }
    QList<QList<ApiResult<PollOk>>> calls;
    client->pollMany(ids, [&calls](const QList<ApiResult<PollOk>> &r) {
        calls.append(r);
    });
    ASSERT_TRUE(waitUntil([&] {
        return !calls.isEmpty();
    }));
    drainEvents();
    ASSERT_EQ(calls.size(), 1);
    ASSERT_EQ(server.requests().size(), 2) << "100 ids per request at most";
    EXPECT_EQ(server.requests().at(0).form().value(QStringLiteral("ids")).count(QLatin1Char(',')) + 1, 100);
    const auto &r = calls.constFirst();
    ASSERT_EQ(r.size(), 150);
    for (int i = 0; i < 150; ++i) {
        ASSERT_TRUE(r[i].ok()) << i;
        EXPECT_EQ(r[i].value->token, QStringLiteral("t") + ids.at(i));
    }
    EXPECT_EQ(client->requestsInFlight(), 0);
}

TEST_F(ApiClientTest, PollManyOfNothingStillAnswersLater)
{
    bool called = false;
    client->pollMany({}, [&called](const QList<ApiResult<PollOk>> &r) {
        EXPECT_TRUE(r.isEmpty());
        called = true;
    });
    EXPECT_FALSE(called) << "answers come from the event loop, never inside the call";
    ASSERT_TRUE(waitUntil([&] {
        return called;
    }));
}

TEST_F(ApiClientTest, AbortedCallbackNeverRuns)
{
    server.respondWith({{}, FakeApiServer::Fault::Hang});
    Answers<SubmitOk> aborted;
    const auto id = client->submit(recaptchaSpec(), aborted.callback());
    ASSERT_TRUE(waitUntil([&] {
        return server.requests().size() == 1;
    }));
    EXPECT_EQ(client->requestsInFlight(), 1);
    client->abort(id);
    EXPECT_EQ(client->requestsInFlight(), 0);
    drainEvents();
    EXPECT_TRUE(aborted.all.isEmpty());
}

TEST_F(ApiClientTest, AbortingAPollManyGroupDropsEveryChild)
{
    server.respondWith({{}, FakeApiServer::Fault::Hang});
    bool called = false;
    const auto id = client->pollMany({QStringLiteral("1"), QStringLiteral("2")},
                                     [&called](const QList<ApiResult<PollOk>> &) {
        called = true;
    });
    ASSERT_TRUE(waitUntil([&] {
        return server.requests().size() == 2;
    }));
    EXPECT_EQ(client->requestsInFlight(), 2);
    client->abort(id);
    EXPECT_EQ(client->requestsInFlight(), 0);
    drainEvents();
    EXPECT_FALSE(called);
}

TEST_F(ApiClientTest, DestroyedClientNeverCallsBack)
{
    server.respondWith({{}, FakeApiServer::Fault::Hang});
    bool called = false;
    client->submit(recaptchaSpec(), [&called](const ApiResult<SubmitOk> &) {
        called = true;
    });
    client->poll(QStringLiteral("1"), [&called](const ApiResult<PollOk> &) {
        called = true;
    });
    ASSERT_TRUE(waitUntil([&] {
        return server.requests().size() == 2;
    }));
    client.reset();
    drainEvents();
    EXPECT_FALSE(called);
}

TEST_F(ApiClientTest, ClientDestroyedInsideACallbackIsSafe)
{
    server.respondWith(FakeApiServer::plain("OK|1"));
    int calls = 0;
    client->poll(QStringLiteral("1"), [&](const ApiResult<PollOk> &) {
        ++calls;
        client.reset();
    });
    client->poll(QStringLiteral("2"), [&](const ApiResult<PollOk> &) {
        ++calls;
    });
    ASSERT_TRUE(waitUntil([&] {
        return calls >= 1;
    }));
    drainEvents();
    EXPECT_EQ(calls, 1) << "the second poll died with the client";
}

TEST_F(ApiClientTest, MissingKeyFailsLaterWithoutTraffic)
{
    client->setApiKey(QString());
    EXPECT_FALSE(client->hasApiKey());
    Answers<SubmitOk> answers;
    client->submit(recaptchaSpec(), answers.callback());
    EXPECT_FALSE(answers.arrived()) << "answers come from the event loop, never inside the call";
    waitFor(answers);
    ASSERT_FALSE(answers.only().ok());
    EXPECT_EQ(answers.only().failure.code, QStringLiteral("NO_API_KEY"));
    EXPECT_EQ(answers.only().failure.errorClass, ErrorClass::AuthPause);
    EXPECT_TRUE(server.requests().isEmpty());
}

TEST_F(ApiClientTest, ThreadsInfoBalanceAndReport)
{
    server.setResponder([](const FakeApiServer::Request &r) {
        const QString action = r.form().value(QStringLiteral("action"));
        if (action == QLatin1String("threadsinfo")) {
            return FakeApiServer::json(
                R"({"status":1,"request":{"threads":15,"working_threads":3,"free_threads":12}})");
        }
        if (action == QLatin1String("getbalance")) {
            return FakeApiServer::plain("12.5");
        }
        return FakeApiServer::plain("OK_REPORT_RECORDED");
    });
    Answers<ThreadsInfo> threads;
    Answers<double> balance;
    Answers<bool> report;
    client->threadsInfo(threads.callback());
    client->balance(balance.callback());
    client->report(QStringLiteral("5"), true, report.callback());
    waitFor(threads);
    waitFor(balance);
    waitFor(report);
    ASSERT_TRUE(threads.only().ok());
    EXPECT_EQ(threads.only().value->threads, 15);
    EXPECT_EQ(threads.only().value->freeThreads, 12);
    ASSERT_TRUE(balance.only().ok());
    EXPECT_DOUBLE_EQ(*balance.only().value, 12.5);
    ASSERT_TRUE(report.only().ok());
}

TEST_F(ApiClientTest, ARejectedKeyOnGetBalanceIsAnAuthPause)
{
    server.respondWith(FakeApiServer::plain("ERROR_WRONG_USER_KEY"));
    Answers<double> balance;
    client->balance(balance.callback());
    waitFor(balance);
    ASSERT_FALSE(balance.only().ok());
    EXPECT_EQ(balance.only().failure.errorClass, ErrorClass::AuthPause);
    ASSERT_EQ(server.requests().size(), 1);
    EXPECT_EQ(server.requests().at(0).target, QByteArray("/res.php"));
    EXPECT_EQ(server.requests().at(0).form().value(QStringLiteral("action")), QStringLiteral("getbalance"));
}

namespace {
QMutex g_logMutex;
QStringList g_log;

void captureLog(QtMsgType, const QMessageLogContext &context, const QString &message)
{
    const QMutexLocker lock(&g_logMutex);
    g_log.append(QString::fromUtf8(context.category) + QStringLiteral(": ") + message);
}
} // namespace

TEST_F(ApiClientTest, LogsNeverContainTheKey)
{
    // The server echoes the key back in an error page, as a misbehaving proxy might.
    server.respondWith(
        {FakeApiServer::http(200, "text/plain", "bad request for key=" + kKey.toUtf8() + " " + kKey.toUtf8())});
    QLoggingCategory::setFilterRules(QStringLiteral("solvedeck.net.debug=true"));
    g_log.clear();
    const auto previous = qInstallMessageHandler(captureLog);
    Answers<SubmitOk> answers;
    client->submit(recaptchaSpec(), answers.callback());
    waitFor(answers);
    qInstallMessageHandler(previous);
    QLoggingCategory::setFilterRules(QString());

    ASSERT_FALSE(answers.only().ok());
    EXPECT_FALSE(answers.only().failure.detail.contains(kKey)) << "the detail is shown to people";
    QStringList netLines;
    for (const QString &line : g_log) {
        EXPECT_FALSE(line.contains(kKey)) << line.toStdString();
        if (line.startsWith(QLatin1String("solvedeck.net"))) {
            netLines.append(line);
        }
    }
    EXPECT_GE(netLines.size(), 2) << "the request and its failure are logged";
    EXPECT_FALSE(netLines.join(QLatin1Char('\n')).contains(QStringLiteral("6LeSITEKEY")))
        << "request values (proxies, cookies, images) are not logged, only field names";
    EXPECT_TRUE(netLines.join(QLatin1Char('\n')).contains(QStringLiteral("<redacted>")));
}

TEST(ApiClientEndpoint, HttpsRequiredExceptLoopback)
{
    ApiClient client;
    // The production default is only compared here; no test sends anything beyond loopback.
    EXPECT_EQ(client.endpoint(), ApiClient::defaultEndpoint());
    EXPECT_EQ(client.endpoint().scheme(), QStringLiteral("https"));
    EXPECT_TRUE(client.setEndpoint(QUrl(QStringLiteral("https://solver.example"))).ok());
    EXPECT_EQ(client.endpoint(), QUrl(QStringLiteral("https://solver.example/")));
    EXPECT_TRUE(client.setEndpoint(QUrl(QStringLiteral("http://127.0.0.1:8080/"))).ok());
    EXPECT_TRUE(client.setEndpoint(QUrl(QStringLiteral("http://127.3.4.5/"))).ok());
    EXPECT_TRUE(client.setEndpoint(QUrl(QStringLiteral("http://localhost:1/"))).ok());
    EXPECT_TRUE(client.setEndpoint(QUrl(QStringLiteral("http://[::1]:9/"))).ok());

    const auto plainRemote = client.setEndpoint(QUrl(QStringLiteral("http://solver.example/")));
    ASSERT_FALSE(plainRemote.ok());
    EXPECT_EQ(plainRemote.error().code, QStringLiteral("ENDPOINT_NOT_HTTPS"));
    EXPECT_TRUE(plainRemote.error().message.contains(QStringLiteral("https://")));
    EXPECT_EQ(client.endpoint(), QUrl(QStringLiteral("http://[::1]:9/"))) << "a refused endpoint changes nothing";

    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("http://10.0.0.1/"))).ok());
    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("http://localhost.example.com/"))).ok());
    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("ftp://127.0.0.1/"))).ok());
    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("solver.example"))).ok());
    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("https://h/?key=abc"))).ok());
    EXPECT_FALSE(client.setEndpoint(QUrl(QStringLiteral("https://user:pw@h/"))).ok());
}
