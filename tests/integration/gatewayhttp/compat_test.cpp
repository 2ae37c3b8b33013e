// /in.php and /res.php over the whole gateway (sockets, the desk, a real store, a scripted engine): every answer a
// library meets — the plain and json=1 envelopes, GET and POST (urlencoded, multipart, body over query), the key
// refused, each submit refusal, polls by id and by ids, another client's ids, getbalance, reports, the CORS header.
#include "core/net/apiservice.h"
#include "servicefixture.h"

using SolveDeck::ApiService;
using SolveDeck::ClientRegistry;
using SolveDeck::ClientSettings;
using SolveDeck::EngineStatus;
using SolveDeck::GatewayClient;
using SolveDeck::Job;
using SolveDeck::JobState;
using SolveDeck::Method;

using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

class CompatTest : public GatewayServiceTest
{
protected:
    void SetUp() override
    {
        GatewayServiceTest::SetUp();
        ClientSettings limited;
        limited.maxInFlight = 2;
        alice = addClient(u"alice"_s, limited);
        bob = addClient(u"bob"_s);
        start();
    }

    HttpAnswer call(const QByteArray &method,
                    const QByteArray &path,
                    const QByteArray &query,
                    const QByteArray &body = {},
                    const QByteArray &contentType = "application/x-www-form-urlencoded")
    {
        const QByteArray target = query.isEmpty() ? path : path + '?' + query;
        QByteArray bytes = method + ' ' + target + " HTTP/1.1\r\nHost: 127.0.0.1\r\n";
        if (!body.isEmpty() || method == "POST") {
            bytes += "Content-Type: " + contentType + "\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n";
        }
        return request(bytes + "\r\n" + body);
    }

    QByteArray get(const QByteArray &path, const QByteArray &query) { return call("GET", path, query).body; }

    QJsonObject getJson(const QByteArray &path, const QByteArray &query)
    {
        return json(call("GET", path, query + "&json=1"));
    }

    static QByteArray keyed(const QString &key, const QByteArray &rest) { return "key=" + key.toLatin1() + '&' + rest; }

    qint64 submitOne(const QString &key)
    {
        const QByteArray
            answer = get("/in.php",
                         keyed(key, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"));
        EXPECT_TRUE(answer.startsWith("OK|")) << answer.constData();
        return answer.mid(3).toLongLong();
    }

    int jobCount() { return int(store.countsByState().value(JobState::Queued)); }

    QString alice;
    QString bob;
};

TEST_F(CompatTest, SubmitThenPollInThePlainEnvelope)
{
    const qint64 id = submitOne(alice);
    ASSERT_GT(id, 0);
    EXPECT_EQ(store.job(id)->spec.method, Method::Turnstile);
    EXPECT_EQ(store.job(id)->createdBy, u"client:alice"_s);
    EXPECT_GE(engine.wakes, 0);
    const QByteArray poll = keyed(alice, "action=get&id=" + QByteArray::number(id));
    EXPECT_EQ(get("/res.php", poll), "CAPCHA_NOT_READY");
    solve(id, u"0.tok"_s);
    EXPECT_EQ(get("/res.php", poll), "OK|0.tok");
}

TEST_F(CompatTest, SubmitThenPollInTheJsonEnvelope)
{
    const QJsonObject submitted = getJson("/in.php",
                                          keyed(alice,
                                                "method=userrecaptcha&googlekey=6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_"
                                                "mJ-&pageurl=https://a.shop.test/"));
    EXPECT_EQ(submitted.value(u"status"_s).toInt(), 1);
    const QString id = submitted.value(u"request"_s).toString();
    ASSERT_FALSE(id.isEmpty());
    const QJsonObject waiting = getJson("/res.php", keyed(alice, "action=get&id=" + id.toLatin1()));
    EXPECT_EQ(waiting.value(u"status"_s).toInt(), 0);
    EXPECT_EQ(waiting.value(u"request"_s).toString(), u"CAPCHA_NOT_READY"_s);
    solve(id.toLongLong(), u"03A-token"_s);
    const QJsonObject solved = getJson("/res.php", keyed(alice, "action=get&id=" + id.toLatin1()));
    EXPECT_EQ(solved.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(solved.value(u"request"_s).toString(), u"03A-token"_s);
}

TEST_F(CompatTest, PostBodiesUrlencodedAndMultipartAndTheBodyOverTheQuery)
{
    const HttpAnswer
        posted = call("POST",
                      "/in.php",
                      "json=1",
                      keyed(alice, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"));
    EXPECT_EQ(json(posted).value(u"status"_s).toInt(), 1) << posted.body.constData();

    const QByteArray image = QByteArray(150, '\x47');
    QByteArray multipart = "--XyZ\r\nContent-Disposition: form-data; name=\"key\"\r\n\r\n" + alice.toLatin1()
                         + "\r\n--XyZ\r\nContent-Disposition: form-data; name=\"method\"\r\n\r\npost\r\n"
                           "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"c.png\"\r\n"
                           "Content-Type: image/png\r\n\r\n"
                         + image + "\r\n--XyZ--\r\n";
    const HttpAnswer uploaded = call("POST", "/in.php", {}, multipart, "multipart/form-data; boundary=XyZ");
    ASSERT_TRUE(uploaded.body.startsWith("OK|")) << uploaded.body.constData();
    const std::optional<Job> imageJob = store.job(uploaded.body.mid(3).toLongLong());
    ASSERT_TRUE(imageJob.has_value());
    EXPECT_EQ(imageJob->spec.method, Method::Image);
    EXPECT_EQ(QByteArray::fromBase64(imageJob->spec.params.value(u"body"_s).toLatin1()), image);

    // The query says alice, the body says bob: the body wins, as PHP's $_REQUEST reads them.
    const HttpAnswer
        overridden = call("POST",
                          "/in.php",
                          "key=" + alice.toLatin1(),
                          keyed(bob, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"));
    ASSERT_TRUE(overridden.body.startsWith("OK|")) << overridden.body.constData();
    EXPECT_EQ(store.job(overridden.body.mid(3).toLongLong())->createdBy, u"client:bob"_s);
}

TEST_F(CompatTest, AnUnknownOrRevokedKeyIsRefusedOnBothEndpoints)
{
    for (const char *path : {"/in.php", "/res.php"}) {
        EXPECT_EQ(get(path, "key=nope&method=turnstile&action=get&id=1"), "ERROR_KEY_DOES_NOT_EXIST");
        EXPECT_EQ(get(path, "method=turnstile&action=get&id=1"), "ERROR_KEY_DOES_NOT_EXIST");
        EXPECT_EQ(getJson(path, "key=nope&action=getbalance").value(u"request"_s).toString(),
                  u"ERROR_KEY_DOES_NOT_EXIST"_s);
    }
    ASSERT_TRUE(ClientRegistry(store).revoke(u"bob"_s).ok());
    EXPECT_EQ(get("/in.php",
                  keyed(bob, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/")),
              "ERROR_KEY_DOES_NOT_EXIST");
    EXPECT_EQ(jobCount(), 0);
}

TEST_F(CompatTest, EachSubmitRefusalHasItsCode)
{
    EXPECT_EQ(get("/in.php", keyed(alice, "method=userrecaptcha&googlekey=6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-")),
              "ERROR_PAGEURL");
    EXPECT_TRUE(
        get("/in.php", keyed(alice, "method=hcaptcha&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"))
            .startsWith("ERROR_NO_SUCH_METHOD|"));
    // A site key without its method's shape is refused at once, as the console refuses it (an eighth trial).
    const QByteArray shape = get("/in.php",
                                 keyed(alice, "method=userrecaptcha&googlekey=bad&pageurl=https://a.shop.test/"));
    EXPECT_TRUE(shape.startsWith("ERROR_BAD_PARAMETERS|sitekey: ")) << shape.constData();

    const QByteArray
        host = get("/in.php",
                   keyed(alice, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://shop.example/x"));
    EXPECT_TRUE(host.startsWith("ERROR_DOMAIN_NOT_ALLOWED|")) << host.constData();
    EXPECT_TRUE(host.contains("shop.example"));
    EXPECT_TRUE(host.contains("Edit > Preferences… > Targets")) << "names the place that exists";
    const QJsonObject
        hostJson = getJson("/in.php",
                           keyed(alice,
                                 "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://shop.example/x"));
    EXPECT_EQ(hostJson.value(u"request"_s).toString(), u"ERROR_DOMAIN_NOT_ALLOWED"_s);
    EXPECT_TRUE(hostJson.value(u"error_text"_s).toString().contains(u"shop.example"_s));

    // A page URL without a host SolveDeck can read says so, rather than naming an empty host.
    const QJsonObject
        unreadable = getJson("/in.php",
                             keyed(alice, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=not%20a%20url"));
    EXPECT_EQ(unreadable.value(u"request"_s).toString(), u"ERROR_DOMAIN_NOT_ALLOWED"_s);
    EXPECT_TRUE(unreadable.value(u"error_text"_s).toString().contains(u"has no host"_s))
        << unreadable.value(u"error_text"_s).toString().toStdString();

    const QJsonObject
        refused = getJson("/in.php",
                          keyed(alice,
                                "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"
                                "&pingback=http://elsewhere.example/cb"));
    EXPECT_EQ(refused.value(u"request"_s).toString(), u"ERROR_BAD_PARAMETERS"_s);
    EXPECT_TRUE(refused.value(u"error_text"_s).toString().contains(u"pingback"_s));
    EXPECT_EQ(jobCount(), 0);

    submitOne(alice);
    submitOne(alice);
    EXPECT_EQ(get("/in.php",
                  keyed(alice, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/")),
              "ERROR_NO_SLOT_AVAILABLE");
    EXPECT_EQ(jobCount(), 2);
}

TEST_F(CompatTest, OutOfBalanceRefusesNewSubmitsOnly)
{
    const qint64 accepted = submitOne(alice);
    EngineStatus status;
    status.accountAtMs = 1;
    status.accountThreads = 0;
    status.balanceAtMs = 1;
    status.balance = 0;
    engine.setStatus(status);
    EXPECT_EQ(get("/in.php",
                  keyed(alice, "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/")),
              "ERROR_ZERO_BALANCE");
    EXPECT_EQ(get("/res.php", keyed(alice, "action=get&id=" + QByteArray::number(accepted))), "CAPCHA_NOT_READY");
    EXPECT_EQ(jobCount(), 1);
}

TEST_F(CompatTest, AnotherClientsIdIsAWrongIdAndBadIdsAreAFormatError)
{
    const qint64 mine = submitOne(alice);
    EXPECT_EQ(get("/res.php", keyed(bob, "action=get&id=" + QByteArray::number(mine))), "ERROR_WRONG_CAPTCHA_ID");
    EXPECT_EQ(get("/res.php", keyed(alice, "action=get&id=99999")), "ERROR_WRONG_CAPTCHA_ID");
    EXPECT_EQ(get("/res.php", keyed(alice, "action=get&id=abc")), "ERROR_WRONG_ID_FORMAT");
    EXPECT_EQ(get("/res.php", keyed(alice, "action=get")), "ERROR_WRONG_ID_FORMAT");
}

TEST_F(CompatTest, IdsAnswersEachInOrder)
{
    const qint64 a = submitOne(alice);
    const qint64 b = submitOne(alice);
    const qint64 others = submitOne(bob);
    solve(b, u"tok-b"_s);
    const QByteArray ids = QByteArray::number(a) + ',' + QByteArray::number(b) + ',' + QByteArray::number(others)
                         + ",x";
    EXPECT_EQ(get("/res.php", keyed(alice, "action=get&ids=" + ids)),
              "CAPCHA_NOT_READY|tok-b|ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_ID_FORMAT");
    EXPECT_EQ(getJson("/res.php", keyed(alice, "action=get&ids=" + ids)).value(u"request"_s).toString(),
              u"CAPCHA_NOT_READY|tok-b|ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_ID_FORMAT"_s);
    QByteArray tooMany;
    for (int i = 1; i <= ApiService::kMaxIdsPerRequest + 1; ++i) {
        tooMany += QByteArray::number(i) + ',';
    }
    EXPECT_TRUE(get("/res.php", keyed(alice, "action=get&ids=" + tooMany)).startsWith("ERROR_BAD_PARAMETERS|"));
}

TEST_F(CompatTest, BalanceReportsAndUnknownActions)
{
    EngineStatus status;
    status.balanceAtMs = 1;
    status.balance = 12.5;
    engine.setStatus(status);
    EXPECT_EQ(get("/res.php", keyed(alice, "action=getbalance")), "12.5");
    EXPECT_EQ(getJson("/res.php", keyed(alice, "action=getbalance")).value(u"request"_s).toString(), u"12.5"_s);

    const qint64 id = submitOne(alice);
    const QByteArray report = "action=reportbad&id=" + QByteArray::number(id);
    EXPECT_EQ(get("/res.php", keyed(alice, report)), "ERROR_WRONG_CAPTCHA_ID"); // not solved yet
    EXPECT_TRUE(engine.reports.isEmpty());
    solve(id, u"t"_s);
    EXPECT_EQ(get("/res.php", keyed(bob, report)), "ERROR_WRONG_CAPTCHA_ID"); // not bob's
    EXPECT_EQ(get("/res.php", keyed(alice, report)), "OK_REPORT_RECORDED");
    EXPECT_EQ(get("/res.php", keyed(alice, "action=reportgood&id=" + QByteArray::number(id))), "OK_REPORT_RECORDED");
    ASSERT_EQ(engine.reports.size(), 1) << "upstream hears of a task once";
    EXPECT_EQ(engine.reports[0], std::make_pair(id, false));

    EXPECT_TRUE(get("/res.php", keyed(alice, "action=fly")).startsWith("ERROR_EMPTY_ACTION|"));
    EXPECT_TRUE(get("/res.php", keyed(alice, "")).startsWith("ERROR_EMPTY_ACTION|"));
}

TEST_F(CompatTest, HeaderAcaoAddsTheCorsHeaderAndPreflightIsAnswered)
{
    EXPECT_TRUE(
        call("GET", "/res.php", keyed(alice, "action=getbalance")).header("Access-Control-Allow-Origin").isEmpty());
    EXPECT_EQ(call("GET", "/res.php", keyed(alice, "action=getbalance&header_acao=1"))
                  .header("Access-Control-Allow-Origin"),
              "*");
    const HttpAnswer preflight = call("OPTIONS", "/in.php", {});
    EXPECT_EQ(preflight.status, 204);
    EXPECT_EQ(preflight.header("Access-Control-Allow-Origin"), "*");
    const HttpAnswer deleted = call("DELETE", "/in.php", {});
    EXPECT_EQ(deleted.status, 405);
    EXPECT_EQ(deleted.header("Allow"), "GET, POST, OPTIONS");
}

TEST_F(CompatTest, AMalformedBodyIsABadParametersAnswerNotACrash)
{
    const HttpAnswer reply = call("POST", "/in.php", "json=1", "--nope", "multipart/form-data");
    EXPECT_EQ(reply.status, 200);
    EXPECT_EQ(json(reply).value(u"request"_s).toString(), u"ERROR_BAD_PARAMETERS"_s);
}

TEST_F(CompatTest, AScrapeOnlyTokenCannotSubmit)
{
    ClientSettings scrape;
    scrape.scope = GatewayClient::Scope::Metrics;
    const QString metrics = addClient(u"prometheus"_s, scrape);
    const QJsonObject
        refused = getJson("/in.php",
                          keyed(metrics,
                                "method=turnstile&sitekey=0x4AAAAAAAC3DHQFLr1GavRN&pageurl=https://a.shop.test/"));
    EXPECT_EQ(refused.value(u"request"_s).toString(), u"ERROR_KEY_DOES_NOT_EXIST"_s);
    EXPECT_TRUE(refused.value(u"error_text"_s).toString().contains(u"/metrics"_s));
    EXPECT_EQ(jobCount(), 0);
}

} // namespace
