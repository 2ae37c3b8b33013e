// Every fault kind, per endpoint, switched on and off while the simulator runs; the "down" switch.
#include "simclient.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>

using namespace SimTest;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

class SimFaultsTest : public SimulatorTest
{
protected:
    void fault(const QString &endpoint, const QJsonObject &faults)
    {
        configure({{u"faults"_s, QJsonObject{{endpoint, faults}}}});
    }

    Reply submitJson(std::chrono::milliseconds timeout = 10s)
    {
        return client->postForm(u"in.php"_s,
                                {{u"key"_s, QString::fromLatin1(kKey)},
                                 {u"method"_s, u"userrecaptcha"_s},
                                 {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
                                 {u"pageurl"_s, u"https://example.com/"_s},
                                 {u"json"_s, u"1"_s}},
                                timeout);
    }

    Reply balance(std::chrono::milliseconds timeout = 10s)
    {
        return client->get(u"res.php"_s,
                           {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}, {u"json"_s, u"1"_s}},
                           timeout);
    }

    static bool isBrokenJson(const QByteArray &body)
    {
        QJsonParseError error;
        QJsonDocument::fromJson(body, &error);
        return error.error != QJsonParseError::NoError;
    }

    int taskCount() const { return int(sim->stats().value(u"tasks"_s).toArray().size()); }

    double faultCount(const QString &name) const
    {
        return sim->stats().value(u"faults"_s).toObject().value(name).toDouble();
    }
};

TEST_F(SimFaultsTest, Http500CreatesNoTask)
{
    fault(u"in.php"_s, {{u"http500"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_EQ(r.status, 500);
    EXPECT_EQ(taskCount(), 0);
    EXPECT_EQ(faultCount(u"in.php:http500"_s), 1);
    EXPECT_EQ(balance().status, 200) << "faults are per endpoint";
}

// Issue 38: a broken body with no task made, and a 500 page after the task was made, each selectable on its own.
TEST_F(SimFaultsTest, MalformedJsonNoTaskLosesTheAnswerOfASubmitThatMadeNoTask)
{
    fault(u"in.php"_s, {{u"malformedJsonNoTask"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_EQ(r.status, 200);
    EXPECT_TRUE(isBrokenJson(r.body)) << r.body.data();
    EXPECT_EQ(taskCount(), 0) << "the request was not processed";
    EXPECT_EQ(faultCount(u"in.php:malformedJsonNoTask"_s), 1);
    EXPECT_EQ(faultCount(u"in.php:afterProcessing"_s), 0);
}

TEST_F(SimFaultsTest, Http500AfterCreateLosesTheAnswerOfASubmitThatMadeItsTask)
{
    fault(u"in.php"_s, {{u"http500AfterCreate"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_EQ(r.status, 500);
    EXPECT_EQ(r.body, QByteArray("Internal Server Error"));
    EXPECT_EQ(taskCount(), 1) << "the task exists, its answer was a 500 page";
    EXPECT_EQ(faultCount(u"in.php:http500AfterCreate"_s), 1);
    EXPECT_EQ(faultCount(u"in.php:afterProcessing"_s), 1);
}

TEST_F(SimFaultsTest, TheFourPlacesOfA500AndABrokenBodyMixAsConfigured)
{
    // The outside emulator's in.php faults: one request in five, half before a task is made and half after.
    configure({{u"seed"_s, 11}, {u"threads"_s, 1000}});
    fault(u"in.php"_s,
          {{u"http500"_s, 0.25},
           {u"http500AfterCreate"_s, 0.25},
           {u"malformedJson"_s, 0.25},
           {u"malformedJsonNoTask"_s, 0.25}});
    constexpr int kSubmits = 200;
    int http500 = 0;
    for (int i = 0; i < kSubmits; ++i) {
        http500 += submitJson().status == 500;
    }
    EXPECT_NEAR(http500, kSubmits / 2, 30);
    EXPECT_NEAR(taskCount(), kSubmits / 2, 30);
    EXPECT_EQ(faultCount(u"in.php:afterProcessing"_s), taskCount());
    EXPECT_EQ(faultCount(u"in.php:http500AfterCreate"_s) + faultCount(u"in.php:malformedJson"_s), taskCount());
    EXPECT_FALSE(sim->applyConfig(
        {{u"faults"_s, QJsonObject{{u"in.php"_s, QJsonObject{{u"malformedJsonNoTask"_s, 0.6}, {u"http500"_s, 0.6}}}}}}))
        << "the new faults add up with the others";
}

TEST_F(SimFaultsTest, LostAfterCreatePlacesEveryFaultAfterTheTaskWasCreatedOrBefore)
{
    fault(u"in.php"_s, {{u"http500"_s, 1.0}, {u"lostAfterCreate"_s, 1.0}});
    EXPECT_EQ(submitJson().status, 500);
    EXPECT_EQ(taskCount(), 1) << "the task exists, its answer was a 500 page";
    EXPECT_EQ(faultCount(u"in.php:afterProcessing"_s), 1);

    fault(u"in.php"_s, {{u"http500"_s, 0.0}, {u"malformedJson"_s, 1.0}, {u"lostAfterCreate"_s, 0.0}});
    const Reply malformed = submitJson();
    EXPECT_EQ(malformed.status, 200);
    EXPECT_TRUE(isBrokenJson(malformed.body)) << malformed.body.data();
    EXPECT_EQ(taskCount(), 1) << "malformed before processing: no second task";

    fault(u"in.php"_s, {{u"malformedJson"_s, 1.0}, {u"lostAfterCreate"_s, QJsonValue::Null}});
    submitJson();
    EXPECT_EQ(taskCount(), 2) << "unset: malformed JSON is lost after the task was created, as before";
}

TEST_F(SimFaultsTest, HalfTheFaultsAfterCreationCreateAboutHalfTheTasks)
{
    configure({{u"seed"_s, 7}, {u"threads"_s, 1000}});
    fault(u"in.php"_s, {{u"http500"_s, 1.0}, {u"lostAfterCreate"_s, 0.5}});
    constexpr int kSubmits = 200;
    for (int i = 0; i < kSubmits; ++i) {
        ASSERT_EQ(submitJson().status, 500);
    }
    EXPECT_GT(taskCount(), kSubmits / 2 - 30);
    EXPECT_LT(taskCount(), kSubmits / 2 + 30);
    EXPECT_EQ(faultCount(u"in.php:afterProcessing"_s), taskCount());
}

TEST_F(SimFaultsTest, LostAfterCreateIsAProbabilityOrNull)
{
    EXPECT_FALSE(
        sim->applyConfig({{u"faults"_s, QJsonObject{{u"in.php"_s, QJsonObject{{u"lostAfterCreate"_s, 1.5}}}}}}));
    EXPECT_FALSE(
        sim->applyConfig({{u"faults"_s, QJsonObject{{u"in.php"_s, QJsonObject{{u"lostAfterCreate"_s, u"half"_s}}}}}}));
    EXPECT_TRUE(
        sim->applyConfig({{u"faults"_s, QJsonObject{{u"in.php"_s, QJsonObject{{u"lostAfterCreate"_s, 0.25}}}}}}));
    EXPECT_EQ(sim->config()
                  .value(u"faults"_s)
                  .toObject()
                  .value(u"in.php"_s)
                  .toObject()
                  .value(u"lostAfterCreate"_s)
                  .toDouble(),
              0.25);
}

TEST_F(SimFaultsTest, Http502AnswersAnHtmlPage)
{
    fault(u"res.php"_s, {{u"http502html"_s, 1.0}});
    const Reply r = balance();
    EXPECT_EQ(r.status, 502);
    EXPECT_TRUE(r.body.contains("<html>"));
    EXPECT_TRUE(r.body.contains("502 Bad Gateway"));
}

TEST_F(SimFaultsTest, MalformedJsonStillCreatesTheTask)
{
    fault(u"in.php"_s, {{u"malformedJson"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_EQ(r.status, 200);
    EXPECT_TRUE(isBrokenJson(r.body)) << r.body.data();
    EXPECT_EQ(taskCount(), 1) << "the answer was lost, not the submit: an uncertain submit";
}

TEST_F(SimFaultsTest, EmptyBody)
{
    fault(u"res.php"_s, {{u"emptyBody"_s, 1.0}});
    const Reply r = balance();
    EXPECT_EQ(r.status, 200);
    EXPECT_TRUE(r.body.isEmpty());
    EXPECT_EQ(r.error, QNetworkReply::NoError);
}

TEST_F(SimFaultsTest, TruncatedBodyIsANetworkError)
{
    fault(u"in.php"_s, {{u"truncated"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_TRUE(r.finished);
    EXPECT_NE(r.error, QNetworkReply::NoError) << r.body.data();
    EXPECT_EQ(taskCount(), 1);
}

TEST_F(SimFaultsTest, HangNeverAnswers)
{
    fault(u"res.php"_s, {{u"hang"_s, 1.0}});
    const Reply r = balance(400ms);
    EXPECT_FALSE(r.finished);
    configure({{u"faults"_s, QJsonValue::Null}});
    EXPECT_EQ(balance().status, 200) << "other connections are served meanwhile";
}

TEST_F(SimFaultsTest, ResetIsAConnectionError)
{
    fault(u"in.php"_s, {{u"reset"_s, 1.0}});
    const Reply r = submitJson();
    EXPECT_TRUE(r.finished);
    EXPECT_NE(r.error, QNetworkReply::NoError);
    EXPECT_EQ(r.status, 0);
    EXPECT_EQ(taskCount(), 0);
    EXPECT_GE(faultCount(u"in.php:reset"_s), 1);
}

TEST_F(SimFaultsTest, DelayIsScaledAndTheAnswerIntact)
{
    fault(u"res.php"_s, {{u"delayMs"_s, 2000}, {u"delayProbability"_s, 1.0}}); // 200 ms at time scale 0.1
    QElapsedTimer timer;
    timer.start();
    const Reply r = balance();
    EXPECT_GE(timer.elapsed(), 190);
    EXPECT_EQ(r.json().value(u"request"_s).toString(), u"0"_s);
}

TEST_F(SimFaultsTest, FaultsMixAtTheirProbabilities)
{
    configure({{u"seed"_s, 42}});
    fault(u"res.php"_s, {{u"http500"_s, 0.3}, {u"emptyBody"_s, 0.2}});
    int http500 = 0;
    int empty = 0;
    const int n = 200;
    for (int i = 0; i < n; ++i) {
        const Reply r = balance();
        http500 += r.status == 500;
        empty += r.status == 200 && r.body.isEmpty();
    }
    EXPECT_NEAR(http500, 60, 25);
    EXPECT_NEAR(empty, 40, 22);
}

TEST_F(SimFaultsTest, FaultsChangeWhileRunningThroughPostConfig)
{
    const Reply on = client->postRaw(u"__config"_s, "application/json", R"({"faults":{"res.php":{"http500":1}}})");
    EXPECT_EQ(on.status, 200) << on.body.data();
    EXPECT_EQ(balance().status, 500);
    const Reply off = client->postRaw(u"__config"_s, "application/json", R"({"faults":{"res.php":{"http500":0}}})");
    EXPECT_EQ(off.status, 200);
    EXPECT_EQ(balance().status, 200);
    const Reply bad = client->postRaw(u"__config"_s, "application/json", R"({"faults":{"res.php":{"http5OO":1}}})");
    EXPECT_EQ(bad.status, 400);
    EXPECT_TRUE(bad.json().value(u"error"_s).toString().contains(u"http5OO"_s));
    EXPECT_EQ(client->postRaw(u"__config"_s, "application/json", "not json").status, 400);
}

TEST_F(SimFaultsTest, DownRefuseClosesThePortUntilBackUp)
{
    const quint16 control = sim->listenControl(0);
    ASSERT_NE(control, 0);
    configure({{u"down"_s, u"refuse"_s}});
    SimClient fresh(sim->baseUrl()); // new connections only
    const Reply refused = fresh.get(u"res.php"_s,
                                    {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}});
    EXPECT_TRUE(refused.finished);
    EXPECT_EQ(refused.error, QNetworkReply::ConnectionRefusedError);
    EXPECT_NE(balance().error, QNetworkReply::NoError) << "kept-alive connections are reset too";

    // The control port answers while the API port is down.
    SimClient controlClient(sim->controlUrl());
    EXPECT_EQ(controlClient.get(u"__stats"_s, {}).status, 200);
    EXPECT_EQ(controlClient.postRaw(u"__config"_s, "application/json", R"({"down":false})").status, 200);
    EXPECT_EQ(fresh.get(u"res.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}}).body,
              QByteArray("0"));
}

TEST_F(SimFaultsTest, DownResetAcceptsAndResets)
{
    configure({{u"down"_s, u"reset"_s}});
    SimClient fresh(sim->baseUrl());
    const Reply r = fresh.get(u"res.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}});
    EXPECT_TRUE(r.finished);
    EXPECT_NE(r.error, QNetworkReply::NoError);
    EXPECT_NE(r.error, QNetworkReply::ConnectionRefusedError);
    configure({{u"down"_s, false}});
    EXPECT_EQ(balance().status, 200);
}

TEST_F(SimFaultsTest, FaultyProfileProducesSomeOfEachAndStillServes)
{
    configure({{u"profile"_s, u"faulty"_s}, {u"timeScale"_s, 0.01}, {u"seed"_s, 7}});
    // A hang costs the client its timeout, so keep that short.
    int ok = 0;
    for (int i = 0; i < 150; ++i) {
        ok += balance(300ms).status == 200;
    }
    EXPECT_GT(ok, 100);
    const QJsonObject faults = sim->stats().value(u"faults"_s).toObject();
    EXPECT_GE(faults.size(), 4) << QJsonDocument(faults).toJson().toStdString();
}
