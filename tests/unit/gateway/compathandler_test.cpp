// CompatHandler: /in.php and /res.php over a fake desk (clients, jobs, the account), without sockets. Every answer
// a library meets: the plain and json=1 envelopes, GET and POST (urlencoded, multipart, body over query), the key
// refused, each submit refusal, polls by id and by ids, another client's ids, getbalance, reports, the CORS header.
#include "gateway/compat/compatdesk.h"
#include "gateway/compat/compathandler.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway;
using namespace SolveDeck::Gateway::Compat;
using namespace Qt::StringLiterals;

namespace {

class FakeDesk : public CompatDesk
{
public:
    QMap<QString, CompatClient> tokens;
    QMap<qint64, std::pair<qint64, Job>> jobs; // id -> (owner, job)
    CompatEnqueued::Kind nextOutcome = CompatEnqueued::Kind::Queued;
    QString refusedHost;
    CompatAccount accountNow;
    QList<std::pair<qint64, bool>> reports;
    QList<TaskSpec> enqueued;
    qint64 nextId = 100;

    std::optional<CompatClient> authenticate(const QString &token) override
    {
        return tokens.contains(token) ? std::optional(tokens.value(token)) : std::nullopt;
    }

    QString hostRefusal(const CompatClient &, const TaskSpec &spec) override
    {
        return !refusedHost.isEmpty() && spec.pageurl.contains(refusedHost)
                 ? refusedHost + u" is not an authorised target"_s
                 : QString();
    }

    void enqueue(const CompatClient &client,
                 const TaskSpec &spec,
                 std::function<void(const CompatEnqueued &)> done) override
    {
        CompatEnqueued outcome;
        outcome.kind = nextOutcome;
        if (nextOutcome == CompatEnqueued::Kind::Queued) {
            Job job;
            job.id = nextId++;
            job.spec = spec;
            jobs.insert(job.id, {client.id, job});
            enqueued.append(spec);
            outcome.jobId = job.id;
        } else {
            outcome.error = Error{u"INVALID_SPEC"_s, u"pingback: not a loopback or authorised address"_s};
        }
        done(outcome);
    }

    std::optional<Job> job(qint64 id, const CompatClient &client) override
    {
        const auto it = jobs.constFind(id);
        if (it == jobs.cend() || it->first != client.id) {
            return std::nullopt;
        }
        return it->second;
    }

    CompatAccount account() override { return accountNow; }

    Result<void> report(const Job &job, bool good) override
    {
        reports.append({job.id, good});
        return {};
    }
};

const QString alice = u"0123456789abcdef0123456789abcdef"_s;
const QString bob = u"fedcba9876543210fedcba9876543210"_s;

class CompatHandlerTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        desk.tokens.insert(alice, CompatClient{1, u"alice"_s, 2});
        desk.tokens.insert(bob, CompatClient{2, u"bob"_s, 0});
    }

    GatewayReply call(const QByteArray &method,
                      const QString &path,
                      const QByteArray &query,
                      const QByteArray &body = {},
                      const QByteArray &contentType = "application/x-www-form-urlencoded")
    {
        GatewayRequest request;
        request.method = method;
        request.path = path;
        request.rawQuery = query;
        request.body = body;
        if (!body.isEmpty()) {
            request.headers.append({"content-type", contentType});
        }
        GatewayReply answered;
        int answers = 0;
        handler.handle(request, [&](const GatewayReply &reply) {
            answered = reply;
            ++answers;
        });
        EXPECT_EQ(answers, 1) << "each request is answered exactly once";
        return answered;
    }

    QByteArray get(const QString &path, const QByteArray &query) { return call("GET", path, query).body; }

    QJsonObject getJson(const QString &path, const QByteArray &query)
    {
        return QJsonDocument::fromJson(call("GET", path, query + "&json=1").body).object();
    }

    QByteArray keyed(const QString &key, const QByteArray &rest) { return "key=" + key.toLatin1() + '&' + rest; }

    qint64 submitOne(const QString &key = alice)
    {
        const QByteArray answer = get(u"/in.php"_s,
                                      keyed(key, "method=turnstile&sitekey=0x4A&pageurl=https://a.test/"));
        EXPECT_TRUE(answer.startsWith("OK|")) << answer.constData();
        return answer.mid(3).toLongLong();
    }

    void solve(qint64 id, const QString &token)
    {
        desk.jobs[id].second.state = JobState::Solved;
        desk.jobs[id].second.token = token;
    }

    FakeDesk desk;
    CompatHandler handler{desk};
};

TEST_F(CompatHandlerTest, OnlyTheTwoPathsAreTheProtocols)
{
    GatewayRequest request;
    request.path = u"/in.php"_s;
    EXPECT_TRUE(CompatHandler::handles(request));
    request.path = u"/res.php"_s;
    EXPECT_TRUE(CompatHandler::handles(request));
    request.path = u"/v1/solve"_s;
    EXPECT_FALSE(CompatHandler::handles(request));
}

TEST_F(CompatHandlerTest, SubmitThenPollInThePlainEnvelope)
{
    const qint64 id = submitOne();
    EXPECT_GT(id, 0);
    ASSERT_EQ(desk.enqueued.size(), 1);
    EXPECT_EQ(desk.enqueued[0].method, Method::Turnstile);
    const QByteArray poll = keyed(alice, "action=get&id=" + QByteArray::number(id));
    EXPECT_EQ(get(u"/res.php"_s, poll), "CAPCHA_NOT_READY");
    solve(id, u"0.tok"_s);
    EXPECT_EQ(get(u"/res.php"_s, poll), "OK|0.tok");
}

TEST_F(CompatHandlerTest, SubmitThenPollInTheJsonEnvelope)
{
    const QJsonObject submitted = getJson(u"/in.php"_s,
                                          keyed(alice, "method=userrecaptcha&googlekey=k&pageurl=https://a.test/"));
    EXPECT_EQ(submitted.value(u"status"_s).toInt(), 1);
    const QString id = submitted.value(u"request"_s).toString();
    EXPECT_FALSE(id.isEmpty());
    const QJsonObject waiting = getJson(u"/res.php"_s, keyed(alice, "action=get&id=" + id.toLatin1()));
    EXPECT_EQ(waiting.value(u"status"_s).toInt(), 0);
    EXPECT_EQ(waiting.value(u"request"_s).toString(), u"CAPCHA_NOT_READY"_s);
    solve(id.toLongLong(), u"03A-token"_s);
    const QJsonObject solved = getJson(u"/res.php"_s, keyed(alice, "action=get&id=" + id.toLatin1()));
    EXPECT_EQ(solved.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(solved.value(u"request"_s).toString(), u"03A-token"_s);
}

TEST_F(CompatHandlerTest, PostBodiesUrlencodedAndMultipartAndTheBodyOverTheQuery)
{
    const GatewayReply posted = call("POST",
                                     u"/in.php"_s,
                                     "json=1",
                                     keyed(alice, "method=turnstile&sitekey=0x4A&pageurl=https://a.test/"));
    EXPECT_EQ(QJsonDocument::fromJson(posted.body).object().value(u"status"_s).toInt(), 1) << posted.body.constData();

    const QByteArray image = QByteArray(150, '\x47');
    QByteArray multipart = "--XyZ\r\nContent-Disposition: form-data; name=\"key\"\r\n\r\n" + alice.toLatin1()
                         + "\r\n--XyZ\r\nContent-Disposition: form-data; name=\"method\"\r\n\r\npost\r\n"
                           "--XyZ\r\nContent-Disposition: form-data; name=\"file\"; filename=\"c.png\"\r\n"
                           "Content-Type: image/png\r\n\r\n"
                         + image + "\r\n--XyZ--\r\n";
    const GatewayReply uploaded = call("POST", u"/in.php"_s, {}, multipart, "multipart/form-data; boundary=XyZ");
    EXPECT_TRUE(uploaded.body.startsWith("OK|")) << uploaded.body.constData();
    ASSERT_EQ(desk.enqueued.size(), 2);
    EXPECT_EQ(desk.enqueued[1].method, Method::Image);
    EXPECT_EQ(QByteArray::fromBase64(desk.enqueued[1].params.value(u"body"_s).toLatin1()), image);

    // The query says bob, the body says alice: the body wins, as PHP's $_REQUEST reads them.
    const GatewayReply overridden = call("POST",
                                         u"/in.php"_s,
                                         "key=" + bob.toLatin1(),
                                         keyed(alice, "method=turnstile&sitekey=0x4A&pageurl=https://a.test/"));
    const qint64 id = overridden.body.mid(3).toLongLong();
    EXPECT_EQ(desk.jobs.value(id).first, 1);
}

TEST_F(CompatHandlerTest, AnUnknownOrRevokedKeyIsRefusedOnBothEndpoints)
{
    for (const QString &path : {u"/in.php"_s, u"/res.php"_s}) {
        EXPECT_EQ(get(path, "key=nope&method=turnstile&action=get&id=1"), "ERROR_KEY_DOES_NOT_EXIST");
        EXPECT_EQ(get(path, "method=turnstile&action=get&id=1"), "ERROR_KEY_DOES_NOT_EXIST");
        EXPECT_EQ(getJson(path, "key=nope&action=getbalance").value(u"request"_s).toString(),
                  u"ERROR_KEY_DOES_NOT_EXIST"_s);
    }
    EXPECT_TRUE(desk.enqueued.isEmpty());
}

TEST_F(CompatHandlerTest, EachSubmitRefusalHasItsCode)
{
    EXPECT_EQ(get(u"/in.php"_s, keyed(alice, "method=userrecaptcha&googlekey=k")), "ERROR_PAGEURL");
    EXPECT_TRUE(get(u"/in.php"_s, keyed(alice, "method=hcaptcha&sitekey=k&pageurl=https://a.test/"))
                    .startsWith("ERROR_NO_SUCH_METHOD|"));

    desk.refusedHost = u"shop.test"_s;
    const QByteArray host = get(u"/in.php"_s, keyed(alice, "method=turnstile&sitekey=k&pageurl=https://shop.test/x"));
    EXPECT_TRUE(host.startsWith("ERROR_DOMAIN_NOT_ALLOWED|")) << host.constData();
    EXPECT_TRUE(host.contains("shop.test"));
    const QJsonObject hostJson = getJson(u"/in.php"_s,
                                         keyed(alice, "method=turnstile&sitekey=k&pageurl=https://shop.test/x"));
    EXPECT_EQ(hostJson.value(u"request"_s).toString(), u"ERROR_DOMAIN_NOT_ALLOWED"_s);
    EXPECT_TRUE(hostJson.value(u"error_text"_s).toString().contains(u"shop.test"_s));
    desk.refusedHost.clear();

    desk.nextOutcome = CompatEnqueued::Kind::OverLimit;
    EXPECT_EQ(get(u"/in.php"_s, keyed(alice, "method=turnstile&sitekey=k&pageurl=https://a.test/")),
              "ERROR_NO_SLOT_AVAILABLE");
    desk.nextOutcome = CompatEnqueued::Kind::Revoked;
    EXPECT_EQ(get(u"/in.php"_s, keyed(alice, "method=turnstile&sitekey=k&pageurl=https://a.test/")),
              "ERROR_KEY_DOES_NOT_EXIST");
    desk.nextOutcome = CompatEnqueued::Kind::Refused;
    const QJsonObject refused = getJson(u"/in.php"_s,
                                        keyed(alice,
                                              "method=turnstile&sitekey=k&pageurl=https://a.test/"
                                              "&pingback=http://elsewhere.test/cb"));
    EXPECT_EQ(refused.value(u"request"_s).toString(), u"ERROR_BAD_PARAMETERS"_s);
    EXPECT_TRUE(refused.value(u"error_text"_s).toString().contains(u"pingback"_s));
    EXPECT_TRUE(desk.enqueued.isEmpty());
}

TEST_F(CompatHandlerTest, OutOfBalanceRefusesNewSubmitsOnly)
{
    const qint64 accepted = submitOne();
    desk.accountNow.outOfBalance = true;
    EXPECT_EQ(get(u"/in.php"_s, keyed(alice, "method=turnstile&sitekey=k&pageurl=https://a.test/")),
              "ERROR_ZERO_BALANCE");
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=get&id=" + QByteArray::number(accepted))), "CAPCHA_NOT_READY");
    EXPECT_EQ(desk.enqueued.size(), 1);
}

TEST_F(CompatHandlerTest, AnotherClientsIdIsAWrongIdAndBadIdsAreAFormatError)
{
    const qint64 mine = submitOne(alice);
    EXPECT_EQ(get(u"/res.php"_s, keyed(bob, "action=get&id=" + QByteArray::number(mine))), "ERROR_WRONG_CAPTCHA_ID");
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=get&id=99999")), "ERROR_WRONG_CAPTCHA_ID");
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=get&id=abc")), "ERROR_WRONG_ID_FORMAT");
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=get")), "ERROR_WRONG_ID_FORMAT");
}

TEST_F(CompatHandlerTest, IdsAnswersEachInOrder)
{
    const qint64 a = submitOne(alice);
    const qint64 b = submitOne(alice);
    const qint64 others = submitOne(bob);
    solve(b, u"tok-b"_s);
    const QByteArray ids = QByteArray::number(a) + ',' + QByteArray::number(b) + ',' + QByteArray::number(others)
                         + ",x";
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=get&ids=" + ids)),
              "CAPCHA_NOT_READY|tok-b|ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_ID_FORMAT");
    EXPECT_EQ(getJson(u"/res.php"_s, keyed(alice, "action=get&ids=" + ids)).value(u"request"_s).toString(),
              u"CAPCHA_NOT_READY|tok-b|ERROR_WRONG_CAPTCHA_ID|ERROR_WRONG_ID_FORMAT"_s);
    QByteArray tooMany;
    for (int i = 1; i <= CompatHandler::maxIdsPerPoll + 1; ++i) {
        tooMany += QByteArray::number(i) + ',';
    }
    EXPECT_TRUE(get(u"/res.php"_s, keyed(alice, "action=get&ids=" + tooMany)).startsWith("ERROR_BAD_PARAMETERS|"));
}

TEST_F(CompatHandlerTest, BalanceReportsAndUnknownActions)
{
    desk.accountNow.balanceKnown = true;
    desk.accountNow.balance = 12.5;
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=getbalance")), "12.5");
    EXPECT_EQ(getJson(u"/res.php"_s, keyed(alice, "action=getbalance")).value(u"request"_s).toString(), u"12.5"_s);

    const qint64 id = submitOne();
    const QByteArray report = "action=reportbad&id=" + QByteArray::number(id);
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, report)), "ERROR_WRONG_CAPTCHA_ID"); // not solved yet
    EXPECT_TRUE(desk.reports.isEmpty());
    solve(id, u"t"_s);
    EXPECT_EQ(get(u"/res.php"_s, keyed(bob, report)), "ERROR_WRONG_CAPTCHA_ID"); // not bob's
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, report)), "OK_REPORT_RECORDED");
    EXPECT_EQ(get(u"/res.php"_s, keyed(alice, "action=reportgood&id=" + QByteArray::number(id))), "OK_REPORT_RECORDED");
    ASSERT_EQ(desk.reports.size(), 2);
    EXPECT_EQ(desk.reports[0], std::make_pair(id, false));
    EXPECT_EQ(desk.reports[1], std::make_pair(id, true));

    EXPECT_TRUE(get(u"/res.php"_s, keyed(alice, "action=fly")).startsWith("ERROR_EMPTY_ACTION|"));
    EXPECT_TRUE(get(u"/res.php"_s, keyed(alice, "")).startsWith("ERROR_EMPTY_ACTION|"));
}

TEST_F(CompatHandlerTest, HeaderAcaoAddsTheCorsHeaderAndPreflightIsAnswered)
{
    EXPECT_TRUE(call("GET", u"/res.php"_s, keyed(alice, "action=getbalance").toStdString().c_str())
                    .header("Access-Control-Allow-Origin")
                    .isEmpty());
    EXPECT_EQ(call("GET", u"/res.php"_s, keyed(alice, "action=getbalance&header_acao=1"))
                  .header("Access-Control-Allow-Origin"),
              "*");
    const GatewayReply preflight = call("OPTIONS", u"/in.php"_s, {});
    EXPECT_EQ(preflight.status, 204);
    EXPECT_EQ(preflight.header("Access-Control-Allow-Origin"), "*");
    EXPECT_EQ(call("DELETE", u"/in.php"_s, {}).status, 405);
}

TEST_F(CompatHandlerTest, AMalformedBodyIsABadParametersAnswerNotACrash)
{
    const GatewayReply reply = call("POST", u"/in.php"_s, "json=1", "--nope", "multipart/form-data");
    EXPECT_EQ(reply.status, 200);
    EXPECT_EQ(QJsonDocument::fromJson(reply.body).object().value(u"request"_s).toString(), u"ERROR_BAD_PARAMETERS"_s);
}

} // namespace
