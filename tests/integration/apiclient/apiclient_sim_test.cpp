// ApiClient against the in-process simulator (an independent implementation of the protocol): the happy
// path end to end, and the provider variants the simulator can switch on.
#include "core/net/apiclient.h"
#include "support/testutil.h"

#include <sim/simulator.h>

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <memory>
#include <optional>

using namespace SolveDeck;
using namespace std::chrono_literals;
using SolveDeckTest::waitUntil;

namespace {

const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef"); // the simulator's default key

TaskSpec recaptchaSpec()
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://example.com/login");
    return spec;
}

} // namespace

class ApiClientSimTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        QString error;
        ASSERT_TRUE(sim.applyProfile(QStringLiteral("fast"), &error)) << error.toStdString();
        // Ten times faster than "fast" (solves in 20-100 ms): the test waits on answers, not on a clock.
        ASSERT_TRUE(sim.applyConfig(QJsonObject{{QStringLiteral("timeScale"), 0.1}}, &error)) << error.toStdString();
        ASSERT_NE(sim.listen(0), 0);
        ASSERT_TRUE(client.setEndpoint(sim.baseUrl()).ok());
        client.setApiKey(kSimKey);
    }

    void configure(const QJsonObject &config)
    {
        QString error;
        ASSERT_TRUE(sim.applyConfig(config, &error)) << error.toStdString();
    }

    std::optional<ApiResult<SubmitOk>> submit()
    {
        std::optional<ApiResult<SubmitOk>> result;
        client.submit(recaptchaSpec(), [&result](const ApiResult<SubmitOk> &r) {
            result = r;
        });
        EXPECT_TRUE(waitUntil([&] {
            return result.has_value();
        }));
        return result;
    }

    // Polls (one request at a time) until the answer is a token or a failure.
    std::optional<ApiResult<PollOk>> pollUntilDone(const QString &taskId)
    {
        std::optional<ApiResult<PollOk>> last;
        bool inFlight = false;
        int polls = 0;
        const bool done = waitUntil([&] {
            if (last && (!last->ok() || last->value->ready)) {
                return true;
            }
            if (!inFlight) {
                inFlight = true;
                ++polls;
                client.poll(taskId, [&](const ApiResult<PollOk> &r) {
                    last = r;
                    inFlight = false;
                });
            }
            return false;
        });
        EXPECT_TRUE(done);
        EXPECT_GE(polls, 1);
        return last;
    }

    SolveDeckSim::Simulator sim;
    ApiClient client;
};

TEST_F(ApiClientSimTest, SubmitThenPollToReady)
{
    const auto submitted = submit();
    ASSERT_TRUE(submitted && submitted->ok()) << submitted->failure.code.toStdString();
    EXPECT_FALSE(submitted->value->taskId.isEmpty());

    const auto polled = pollUntilDone(submitted->value->taskId);
    ASSERT_TRUE(polled && polled->ok()) << polled->failure.code.toStdString();
    EXPECT_TRUE(polled->value->ready);
    EXPECT_FALSE(polled->value->token.isEmpty());
    EXPECT_EQ(client.requestsInFlight(), 0);
}

TEST_F(ApiClientSimTest, NumericTaskIdsWork)
{
    configure({{QStringLiteral("numericIds"), true}});
    const auto submitted = submit();
    ASSERT_TRUE(submitted && submitted->ok());
    const auto polled = pollUntilDone(submitted->value->taskId);
    ASSERT_TRUE(polled && polled->ok()) << "the id read from a JSON number must be the id the server knows";
    EXPECT_TRUE(polled->value->ready);
}

TEST_F(ApiClientSimTest, ThreadsInfoInBothEnvelopes)
{
    for (const QString &envelope : {QStringLiteral("flat"), QStringLiteral("request")}) {
        configure({{QStringLiteral("threads"), 7}, {QStringLiteral("threadsInfoEnvelope"), envelope}});
        std::optional<ApiResult<ThreadsInfo>> info;
        client.threadsInfo([&info](const ApiResult<ThreadsInfo> &r) {
            info = r;
        });
        ASSERT_TRUE(waitUntil([&] {
            return info.has_value();
        }));
        ASSERT_TRUE(info->ok()) << envelope.toStdString() << " " << info->failure.code.toStdString();
        EXPECT_EQ(info->value->threads, 7) << envelope.toStdString();
        EXPECT_EQ(info->value->workingThreads + info->value->freeThreads, 7) << envelope.toStdString();
    }
}

TEST_F(ApiClientSimTest, MultiIdPollAnswersInOrder)
{
    configure({{QStringLiteral("multiIds"), true}, {QStringLiteral("threads"), 5}});
    client.setMultiIdPoll(true);
    QStringList ids;
    for (int i = 0; i < 3; ++i) {
        const auto submitted = submit();
        ASSERT_TRUE(submitted && submitted->ok());
        ids.append(submitted->value->taskId);
    }
    // Each id's own token comes back in its place: poll them one by one for reference, then all at once.
    QStringList expected;
    for (const QString &id : ids) {
        const auto one = pollUntilDone(id);
        ASSERT_TRUE(one && one->ok());
        expected.append(one->value->token);
    }
    std::optional<QList<ApiResult<PollOk>>> many;
    client.pollMany(ids, [&many](const QList<ApiResult<PollOk>> &r) {
        many = r;
    });
    ASSERT_TRUE(waitUntil([&] {
        return many.has_value();
    }));
    ASSERT_EQ(many->size(), 3);
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(many->at(i).ok()) << many->at(i).failure.code.toStdString();
        EXPECT_EQ(many->at(i).value->token, expected.at(i));
    }
}

TEST_F(ApiClientSimTest, UnknownKeyPausesNotFails)
{
    client.setApiKey(QStringLiteral("ffffffffffffffffffffffffffffffff"));
    const auto submitted = submit();
    ASSERT_TRUE(submitted);
    ASSERT_FALSE(submitted->ok());
    EXPECT_EQ(submitted->failure.errorClass, ErrorClass::AuthPause) << submitted->failure.code.toStdString();
    EXPECT_FALSE(submitted->failure.uncertain);
}

TEST_F(ApiClientSimTest, EmptyReportAnswersAreSuccess)
{
    configure({{QStringLiteral("emptyReports"), true}});
    const auto submitted = submit();
    ASSERT_TRUE(submitted && submitted->ok());
    ASSERT_TRUE(pollUntilDone(submitted->value->taskId).has_value());
    std::optional<ApiResult<bool>> reported;
    client.report(submitted->value->taskId, true, [&reported](const ApiResult<bool> &r) {
        reported = r;
    });
    ASSERT_TRUE(waitUntil([&] {
        return reported.has_value();
    }));
    EXPECT_TRUE(reported->ok()) << reported->failure.code.toStdString();
}

// Each simulator fault on in.php, switched fully on, must reach the engine as a Transient failure, and as an
// uncertain submit whenever the request reached the server.
TEST_F(ApiClientSimTest, SimulatorFaultsBecomeUncertainTransientSubmits)
{
    client.setTransferTimeout(500ms); // for "hang"

    const struct
    {
        const char *fault;
        QStringList codes; // what the client may call it
    } cases[] = {
        {"http500", {QStringLiteral("HTTP_500")}},
        {"http502html", {QStringLiteral("HTTP_502")}},
        {"malformedJson", {QStringLiteral("BAD_RESPONSE")}},
        {"emptyBody", {QStringLiteral("BAD_RESPONSE")}},
        {"truncated", {QStringLiteral("BAD_RESPONSE")}},
        {"reset", {QStringLiteral("CONNECTION_RESET"), QStringLiteral("BAD_RESPONSE")}},
        {"hang", {QStringLiteral("TIMEOUT")}},
    };

    for (const auto &c : cases) {
        const QString fault = QString::fromLatin1(c.fault);
        configure({{QStringLiteral("faults"), QJsonValue::Null}});
        configure({{QStringLiteral("faults"), QJsonObject{{QStringLiteral("in.php"), QJsonObject{{fault, 1.0}}}}}});
        const auto submitted = submit();
        ASSERT_TRUE(submitted) << c.fault;
        ASSERT_FALSE(submitted->ok()) << c.fault;
        EXPECT_TRUE(c.codes.contains(submitted->failure.code))
            << c.fault << " gave " << submitted->failure.code.toStdString();
        EXPECT_EQ(submitted->failure.errorClass, ErrorClass::Transient) << c.fault;
        EXPECT_TRUE(submitted->failure.uncertain) << c.fault;
    }
}

// Qt queues a seventh request to a host behind its 6 HTTP/1.1 connections per manager: a big plan polled singly
// over a slow link would wait in that queue. Twenty polls at once go out through four managers, and the managers
// stay (their connections are reused) once the answers are in.
TEST_F(ApiClientSimTest, RequestsBeyondSixConnectionsGoThroughAnotherManagerInsteadOfQueueing)
{
    const auto submitted = submit();
    ASSERT_TRUE(submitted && submitted->ok());
    const QString taskId = submitted->value->taskId;
    // Every res.php answer waits 2 s unscaled (200 ms here): all twenty are in flight together.
    configure(QJsonObject{
        {QStringLiteral("faults"),
         QJsonObject{{QStringLiteral("res.php"),
                      QJsonObject{{QStringLiteral("delayProbability"), 1.0}, {QStringLiteral("delayMs"), 2000}}}}}});
    EXPECT_EQ(client.networkManagers(), 1);
    int answered = 0;
    int failed = 0;
    for (int i = 0; i < 20; ++i) {
        client.poll(taskId, [&](const ApiResult<PollOk> &r) {
            ++answered;
            failed += r.ok() ? 0 : 1;
        });
    }
    EXPECT_EQ(client.networkManagers(), 4) << "6 + 6 + 6 + 2 requests";
    ASSERT_TRUE(waitUntil([&] {
        return answered == 20;
    }));
    EXPECT_EQ(failed, 0);
    for (int i = 0; i < 6; ++i) {
        client.poll(taskId, [&](const ApiResult<PollOk> &) {
            ++answered;
        });
    }
    EXPECT_EQ(client.networkManagers(), 4) << "six fit into the managers already open";
    ASSERT_TRUE(waitUntil([&] {
        return answered == 26;
    }));
}

// Qt sends a request again by itself when its connection closes before the answer and it can rewind the body. A
// submit the server took before the reset then made a second task that nobody counted (it holds a thread of the
// plan until solved), and a poll came milliseconds after the last. Every request goes out once: the reset reaches
// the engine, which decides.
TEST_F(ApiClientSimTest, AConnectionResetAfterTheServerTookTheRequestIsReportedNotSentAgain)
{
    configure({{QStringLiteral("faults"),
                QJsonObject{{QStringLiteral("in.php"),
                             QJsonObject{{QStringLiteral("reset"), 1.0}, {QStringLiteral("lostAfterCreate"), 1.0}}},
                            {QStringLiteral("res.php"), QJsonObject{{QStringLiteral("reset"), 1.0}}}}}});
    const auto submitted = submit();
    ASSERT_TRUE(submitted);
    ASSERT_FALSE(submitted->ok());
    EXPECT_EQ(submitted->failure.code, QStringLiteral("CONNECTION_RESET"));
    EXPECT_TRUE(submitted->failure.uncertain);

    std::optional<ApiResult<PollOk>> polled;
    client.poll(QStringLiteral("72000000001"), [&polled](const ApiResult<PollOk> &r) {
        polled = r;
    });
    ASSERT_TRUE(waitUntil([&] {
        return polled.has_value();
    }));
    EXPECT_FALSE(polled->ok());

    const QJsonObject stats = sim.stats();
    const QJsonObject requests = stats.value(QStringLiteral("requests")).toObject();
    EXPECT_EQ(requests.value(QStringLiteral("in.php")).toInt(), 1) << "one submit, one request";
    EXPECT_EQ(stats.value(QStringLiteral("tasks")).toArray().size(), 1) << "the task the answer of which was lost";
    EXPECT_EQ(requests.value(QStringLiteral("res.php")).toInt(), 1) << "one poll, one request";
}

// Issue 37: every request that ends is told once to the observer (the metrics' upstream counter), with its path,
// action and outcome; the request's own callback still comes.
TEST_F(ApiClientSimTest, TheObserverHearsEveryRequestOnceWithItsOutcome)
{
    QStringList heard;
    client.setRequestObserver([&heard](const QString &path, const QString &action, const ApiFailure *failure) {
        heard << path + QLatin1Char(' ') + action + QLatin1Char(' ') + (failure ? failure->code : QStringLiteral("ok"));
    });
    const auto submitted = submit();
    ASSERT_TRUE(submitted && submitted->ok());
    ASSERT_EQ(heard.size(), 1);
    EXPECT_EQ(heard.constFirst(), QStringLiteral("in.php userrecaptcha ok"));
    const auto polled = pollUntilDone(submitted->value->taskId);
    ASSERT_TRUE(polled && polled->ok());
    EXPECT_EQ(heard.constLast(), QStringLiteral("res.php get ok"));
    for (const QString &line : heard.mid(1)) {
        EXPECT_EQ(line, QStringLiteral("res.php get ok")) << "a poll answered 'not ready' was answered";
    }

    heard.clear();
    client.setApiKey(QStringLiteral("ffffffffffffffffffffffffffffffff"));
    const auto refused = submit();
    ASSERT_TRUE(refused && !refused->ok());
    ASSERT_EQ(heard.size(), 1);
    EXPECT_EQ(heard.constFirst(), QStringLiteral("in.php userrecaptcha ") + refused->failure.code);

    heard.clear();
    client.setRequestObserver({});
    submit();
    EXPECT_TRUE(heard.isEmpty()) << "no observer, nothing told";
}
