// The JSON task protocol over the whole gateway (sockets, the desk, a real store, a scripted engine): createTask and
// getTaskResult, another client's task as an unknown one, a bad key, a body that is not JSON, the host refusal naming
// the host and the fix, the client's in-flight limit, a callbackUrl under the pingback rules, an unsupported type
// naming the supported ones, getBalance, reports once per job.
#include "servicefixture.h"

using SolveDeck::ClientSettings;
using SolveDeck::EngineStatus;
using SolveDeck::JobState;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

class TasksTest : public GatewayServiceTest
{
protected:
    void SetUp() override
    {
        GatewayServiceTest::SetUp();
        ClientSettings limited;
        limited.maxInFlight = 3;
        alice = addClient(u"alice"_s, limited);
        bob = addClient(u"bob"_s);
        start();
    }

    QJsonObject post(const QByteArray &path, const QJsonObject &body)
    {
        const HttpAnswer answer = request(HttpTestClient::post(path,
                                                               QJsonDocument(body).toJson(QJsonDocument::Compact),
                                                               "Content-Type: application/json\r\n"));
        EXPECT_EQ(answer.status, 200) << path.constData() << " " << answer.body.constData();
        return json(answer);
    }

    static QJsonObject turnstile(const QString &url = u"https://a.shop.test/login"_s)
    {
        return QJsonObject{{u"type"_s, u"TurnstileTaskProxyless"_s},
                           {u"websiteURL"_s, url},
                           {u"websiteKey"_s, u"0x4AAAAAAAC3DHQFLr1GavRN"_s}};
    }

    QJsonObject create(const QString &key, const QJsonObject &task, const QJsonObject &extra = {})
    {
        QJsonObject body{{u"clientKey"_s, key}, {u"task"_s, task}};
        for (auto it = extra.begin(); it != extra.end(); ++it) {
            body.insert(it.key(), it.value());
        }
        return post("/createTask", body);
    }

    QJsonObject result(const QString &key, qint64 id)
    {
        return post("/getTaskResult", QJsonObject{{u"clientKey"_s, key}, {u"taskId"_s, id}});
    }

    QString alice;
    QString bob;
};

TEST_F(TasksTest, CreateThenPollUntilReadyWithTheSolutionAndItsTimes)
{
    const QJsonObject created = create(alice, turnstile());
    ASSERT_EQ(created.value(u"errorId"_s).toInt(), 0) << QJsonDocument(created).toJson().constData();
    ASSERT_TRUE(created.value(u"taskId"_s).isDouble()) << "taskId is an integer";
    const qint64 id = created.value(u"taskId"_s).toInteger();
    EXPECT_EQ(store.job(id)->createdBy, u"client:alice"_s);
    EXPECT_EQ(result(alice, id).value(u"status"_s).toString(), u"processing"_s);
    solve(id, u"0.turnstile-token"_s);
    const QJsonObject ready = result(alice, id);
    EXPECT_EQ(ready.value(u"errorId"_s).toInt(), 0);
    EXPECT_EQ(ready.value(u"status"_s).toString(), u"ready"_s);
    EXPECT_EQ(ready.value(u"solution"_s).toObject().value(u"token"_s).toString(), u"0.turnstile-token"_s);
    EXPECT_TRUE(ready.contains(u"createTime"_s));
    EXPECT_TRUE(ready.contains(u"endTime"_s));
    EXPECT_TRUE(ready.contains(u"solveCount"_s));
    EXPECT_EQ(ready.value(u"ip"_s).toString(), u"127.0.0.1"_s);
}

TEST_F(TasksTest, AnotherClientsTaskIsExactlyAnUnknownOne)
{
    const qint64 id = create(alice, turnstile()).value(u"taskId"_s).toInteger();
    const QJsonObject others = result(bob, id);
    const QJsonObject missing = result(bob, 999999);
    EXPECT_EQ(others.value(u"errorCode"_s).toString(), u"ERROR_NO_SUCH_CAPCHA_ID"_s);
    EXPECT_EQ(others, missing);
}

TEST_F(TasksTest, ABadKeyANonJsonBodyAndAnUnsupportedTypeSaySo)
{
    EXPECT_EQ(create(u"nope"_s, turnstile()).value(u"errorCode"_s).toString(), u"ERROR_KEY_DOES_NOT_EXIST"_s);
    EXPECT_EQ(post("/getBalance", QJsonObject{}).value(u"errorCode"_s).toString(), u"ERROR_KEY_DOES_NOT_EXIST"_s);

    const HttpAnswer notJson = request(HttpTestClient::post("/createTask", "clientKey=" + alice.toLatin1()));
    EXPECT_EQ(notJson.status, 200);
    EXPECT_EQ(json(notJson).value(u"errorId"_s).toInt(), 1);
    EXPECT_FALSE(json(notJson).value(u"errorDescription"_s).toString().isEmpty());

    const QJsonObject hcaptcha = create(alice,
                                        QJsonObject{{u"type"_s, u"HCaptchaTaskProxyless"_s},
                                                    {u"websiteURL"_s, u"https://a.shop.test/"_s},
                                                    {u"websiteKey"_s, u"k"_s}});
    EXPECT_EQ(hcaptcha.value(u"errorCode"_s).toString(), u"ERROR_TASK_NOT_SUPPORTED"_s);
    EXPECT_TRUE(hcaptcha.value(u"errorDescription"_s).toString().contains(u"TurnstileTaskProxyless"_s))
        << "names the types it solves";
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 0);
}

TEST_F(TasksTest, TheHostRefusalNamesTheHostAndHowAnOperatorAuthorisesIt)
{
    const QJsonObject refused = create(alice, turnstile(u"https://checkout.example.com/"_s));
    EXPECT_EQ(refused.value(u"errorCode"_s).toString(), u"ERROR_DOMAIN_NOT_ALLOWED"_s);
    const QString why = refused.value(u"errorDescription"_s).toString();
    EXPECT_TRUE(why.contains(u"checkout.example.com"_s)) << why.toStdString();
    EXPECT_TRUE(why.contains(u"hosts allow"_s)) << why.toStdString();
}

TEST_F(TasksTest, TheClientsLimitIsNoSlotAvailable)
{
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(create(alice, turnstile()).value(u"errorId"_s).toInt(), 0);
    }
    EXPECT_EQ(create(alice, turnstile()).value(u"errorCode"_s).toString(), u"ERROR_NO_SLOT_AVAILABLE"_s);
    EXPECT_EQ(create(bob, turnstile()).value(u"errorId"_s).toInt(), 0) << "another client has its own limit";
}

TEST_F(TasksTest, ACallbackUrlFollowsThePingbackRules)
{
    const QJsonObject refused = create(alice,
                                       turnstile(),
                                       QJsonObject{{u"callbackUrl"_s, u"https://elsewhere.example/hook"_s}});
    EXPECT_EQ(refused.value(u"errorId"_s).toInt(), 1);
    EXPECT_TRUE(refused.value(u"errorDescription"_s).toString().contains(u"pingback"_s))
        << QJsonDocument(refused).toJson().constData();
    const QJsonObject allowed = create(alice,
                                       turnstile(),
                                       QJsonObject{{u"callbackUrl"_s, u"https://hooks.shop.test/solved"_s}});
    ASSERT_EQ(allowed.value(u"errorId"_s).toInt(), 0) << QJsonDocument(allowed).toJson().constData();
    EXPECT_EQ(store.job(allowed.value(u"taskId"_s).toInteger())->spec.params.value(u"pingback"_s),
              u"https://hooks.shop.test/solved"_s);
}

TEST_F(TasksTest, BalanceAndReportsOncePerJob)
{
    EngineStatus status;
    status.balanceAtMs = 1;
    status.balance = 3.25;
    engine.setStatus(status);
    EXPECT_EQ(post("/getBalance", QJsonObject{{u"clientKey"_s, alice}}).value(u"balance"_s).toDouble(), 3.25);

    const qint64 id = create(alice, turnstile()).value(u"taskId"_s).toInteger();
    const QJsonObject early = post("/reportIncorrectRecaptcha",
                                   QJsonObject{{u"clientKey"_s, alice}, {u"taskId"_s, id}});
    EXPECT_EQ(early.value(u"errorId"_s).toInt(), 1) << "not solved yet";
    solve(id, u"t"_s);
    EXPECT_EQ(post("/reportIncorrectRecaptcha", QJsonObject{{u"clientKey"_s, bob}, {u"taskId"_s, id}})
                  .value(u"errorCode"_s)
                  .toString(),
              u"ERROR_NO_SUCH_CAPCHA_ID"_s);
    const QJsonObject reported = post("/reportIncorrectRecaptcha",
                                      QJsonObject{{u"clientKey"_s, alice}, {u"taskId"_s, id}});
    EXPECT_EQ(reported.value(u"status"_s).toString(), u"success"_s);
    post("/reportCorrectRecaptcha", QJsonObject{{u"clientKey"_s, alice}, {u"taskId"_s, QString::number(id)}});
    ASSERT_EQ(engine.reports.size(), 1) << "upstream hears of a task once";
    EXPECT_EQ(engine.reports[0], std::make_pair(id, false));
}

} // namespace
