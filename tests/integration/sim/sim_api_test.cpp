// in.php / res.php in every transport (GET, urlencoded POST, multipart POST) and both answer formats.
#include "simclient.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QRegularExpression>
#include <QSet>

using namespace SimTest;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

Params recaptchaParams(const QString &pageurl = u"https://example.com/login"_s)
{
    return {{u"key"_s, QString::fromLatin1(kKey)},
            {u"method"_s, u"userrecaptcha"_s},
            {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
            {u"pageurl"_s, pageurl}};
}

} // namespace

class SimApiTest : public SimulatorTest
{
protected:
    // Polls until the answer is no longer CAPCHA_NOT_READY.
    Reply collect(const QString &id, bool json = false)
    {
        Reply r;
        EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
            r = client->poll(id, json);
            return !r.body.contains("CAPCHA_NOT_READY");
        }));
        return r;
    }
};

TEST_F(SimApiTest, SubmitByGetAnswersPlainOkAndId)
{
    const Reply r = client->get(u"in.php"_s, recaptchaParams());
    EXPECT_EQ(r.status, 200);
    EXPECT_TRUE(QRegularExpression(u"^OK\\|\\d{11}$"_s).match(QString::fromLatin1(r.body)).hasMatch()) << r.body.data();
    EXPECT_TRUE(r.contentType.startsWith("text/html")) << "PHP's default, as on the real endpoints";
}

TEST_F(SimApiTest, SubmitByUrlencodedPostAnswersJson)
{
    Params params = recaptchaParams();
    params.append({u"json"_s, u"1"_s});
    const Reply r = client->postForm(u"in.php"_s, params);
    EXPECT_EQ(r.status, 200);
    const QJsonObject o = r.json();
    EXPECT_EQ(o.value(u"status"_s).toInt(), 1);
    EXPECT_TRUE(o.value(u"request"_s).isString()) << "ids are strings unless numericIds is on";
    EXPECT_EQ(r.contentType, QByteArray("application/json"));
}

TEST_F(SimApiTest, SubmitByMultipartPostWorks)
{
    const Reply r = client->postMultipart(u"in.php"_s, recaptchaParams());
    EXPECT_TRUE(r.body.startsWith("OK|")) << r.body.data();
}

TEST_F(SimApiTest, QueryAndBodyAreMergedBodyWinning)
{
    // key in the query, the rest in the body; a wrong method in the query loses to the body's.
    const QUrl url = client->url(u"in.php"_s, {{u"key"_s, QString::fromLatin1(kKey)}, {u"method"_s, u"nope"_s}});
    const QByteArray body = "method=userrecaptcha&googlekey=" + QByteArray(kGoogleKey)
                          + "&pageurl=https%3A%2F%2Fexample.com%2F";
    const Reply r = client->postRaw(url.toString(QUrl::FullyEncoded), "application/x-www-form-urlencoded", body);
    EXPECT_TRUE(r.body.startsWith("OK|")) << r.body.data();
}

TEST_F(SimApiTest, EveryMethodIsAcceptedAndClassified)
{
    configure({{u"threads"_s, 10}});
    const QString key = QString::fromLatin1(kKey);
    EXPECT_TRUE(client->postForm(u"in.php"_s, recaptchaParams()).body.startsWith("OK|"));
    Params v3 = recaptchaParams(u"https://example.com/v3"_s);
    v3 << QPair(u"version"_s, u"v3"_s) << QPair(u"action"_s, u"login"_s) << QPair(u"min_score"_s, u"0.3"_s);
    EXPECT_TRUE(client->postForm(u"in.php"_s, v3).body.startsWith("OK|"));
    Params invisible = recaptchaParams(u"https://example.com/inv"_s);
    invisible << QPair(u"invisible"_s, u"1"_s) << QPair(u"enterprise"_s, u"1"_s) << QPair(u"data-s"_s, u"abc"_s);
    EXPECT_TRUE(client->postForm(u"in.php"_s, invisible).body.startsWith("OK|"));
    EXPECT_TRUE(client
                    ->postForm(u"in.php"_s,
                               {{u"key"_s, key},
                                {u"method"_s, u"turnstile"_s},
                                {u"sitekey"_s, QString::fromLatin1(kTurnstileKey)},
                                {u"pageurl"_s, u"https://example.com/ts"_s},
                                {u"action"_s, u"login"_s},
                                {u"data"_s, u"cdata"_s}})
                    .body.startsWith("OK|"));
    EXPECT_TRUE(client
                    ->postForm(u"in.php"_s,
                               {{u"key"_s, key},
                                {u"method"_s, u"base64"_s},
                                {u"body"_s, QString::fromLatin1(samplePng().toBase64())}})
                    .body.startsWith("OK|"));
    const Reply upload = client->postMultipart(u"in.php"_s,
                                               {{u"key"_s, key}, {u"method"_s, u"post"_s}},
                                               "captcha.png",
                                               samplePng());
    EXPECT_TRUE(upload.body.startsWith("OK|")) << upload.body.data();

    const QJsonArray tasks = sim->stats().value(u"tasks"_s).toArray();
    ASSERT_EQ(tasks.size(), 6);
    QStringList methods;
    for (const auto &t : tasks) {
        methods << t.toObject().value(u"method"_s).toString();
    }
    EXPECT_EQ(methods,
              QStringList(
                  {u"recaptcha_v2"_s, u"recaptcha_v3"_s, u"recaptcha_v2"_s, u"turnstile"_s, u"image"_s, u"image"_s}));
}

TEST_F(SimApiTest, Base64ImageSentByGetSurvivesPlusAndSlash)
{
    // Bytes chosen so the base64 text contains '+' and '/'.
    QByteArray png = samplePng(200);
    png[20] = char(0xfb);
    png[21] = char(0xff);
    png[22] = char(0xbf);
    const QString encoded = QString::fromLatin1(png.toBase64());
    ASSERT_TRUE(encoded.contains(u'+') || encoded.contains(u'/'));
    const Reply r = client->get(u"in.php"_s,
                                {{u"key"_s, QString::fromLatin1(kKey)},
                                 {u"method"_s, u"base64"_s},
                                 {u"body"_s, encoded}});
    EXPECT_TRUE(r.body.startsWith("OK|")) << r.body.data();
}

TEST_F(SimApiTest, ResultIsNotReadyThenTokenPlainAndJson)
{
    configure(
        {{u"solveTimes"_s, QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 3}}}}}});
    const QString id = client->submitRecaptcha();
    EXPECT_EQ(client->poll(id).body, QByteArray("CAPCHA_NOT_READY"));
    const QJsonObject notReady = client->poll(id, true).json();
    EXPECT_EQ(notReady.value(u"status"_s).toInt(), 0);
    EXPECT_EQ(notReady.value(u"request"_s).toString(), u"CAPCHA_NOT_READY"_s);

    const Reply plain = collect(id);
    ASSERT_TRUE(plain.body.startsWith("OK|")) << plain.body.data();
    const QByteArray token = plain.body.mid(3);
    EXPECT_GE(token.size(), 500);
    EXPECT_TRUE(token.contains(id.toLatin1())) << "tokens embed the task id";

    const QJsonObject json = client->poll(id, true).json();
    EXPECT_EQ(json.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(json.value(u"request"_s).toString().toLatin1(), token) << "the same token on every read";
}

TEST_F(SimApiTest, TokensHaveRealisticLengthsAndAreUnique)
{
    configure({{u"threads"_s, 10}});
    QSet<QByteArray> tokens;
    QStringList ids;
    for (int i = 0; i < 3; ++i) {
        ids << client->submitRecaptcha(u"https://example.com/%1"_s.arg(i));
        const Reply r = client->postForm(u"in.php"_s,
                                         {{u"key"_s, QString::fromLatin1(kKey)},
                                          {u"method"_s, u"turnstile"_s},
                                          {u"sitekey"_s, QString::fromLatin1(kTurnstileKey)},
                                          {u"pageurl"_s, u"https://example.com/t%1"_s.arg(i)}});
        ASSERT_TRUE(r.body.startsWith("OK|")) << r.body.data();
        ids << QString::fromLatin1(r.body.mid(3));
    }
    for (int i = 0; i < ids.size(); ++i) {
        const Reply r = collect(ids.at(i));
        ASSERT_TRUE(r.body.startsWith("OK|")) << r.body.data();
        const QByteArray token = r.body.mid(3);
        if (i % 2 == 0) {
            EXPECT_GE(token.size(), 500) << "reCAPTCHA";
            EXPECT_TRUE(token.startsWith("03A"));
        } else {
            EXPECT_GE(token.size(), 300) << "Turnstile";
            EXPECT_TRUE(token.startsWith("0."));
        }
        EXPECT_TRUE(token.contains(ids.at(i).toLatin1()));
        tokens.insert(token);
    }
    EXPECT_EQ(tokens.size(), ids.size());
}

TEST_F(SimApiTest, ImageAnswerHonoursNumericAndLength)
{
    const Reply r = client->postForm(u"in.php"_s,
                                     {{u"key"_s, QString::fromLatin1(kKey)},
                                      {u"method"_s, u"base64"_s},
                                      {u"numeric"_s, u"1"_s},
                                      {u"min_len"_s, u"5"_s},
                                      {u"max_len"_s, u"5"_s},
                                      {u"body"_s, QString::fromLatin1(samplePng().toBase64())}});
    ASSERT_TRUE(r.body.startsWith("OK|"));
    const Reply answer = collect(QString::fromLatin1(r.body.mid(3)));
    EXPECT_TRUE(QRegularExpression(u"^OK\\|\\d{5}$"_s).match(QString::fromLatin1(answer.body)).hasMatch())
        << answer.body.data();
}

TEST_F(SimApiTest, NumericIdsQuirkSendsJsonNumbers)
{
    configure({{u"numericIds"_s, true}});
    Params params = recaptchaParams();
    params.append({u"json"_s, u"1"_s});
    const QJsonObject o = client->postForm(u"in.php"_s, params).json();
    EXPECT_TRUE(o.value(u"request"_s).isDouble());
    const QString id = QString::number(qint64(o.value(u"request"_s).toDouble()));
    EXPECT_FALSE(client->poll(id).body.startsWith("ERROR")) << "the numeric id is the task's id";
}

TEST_F(SimApiTest, GetBalanceAnswersZeroOnThreadPlans)
{
    const Params params{{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"getbalance"_s}};
    EXPECT_EQ(client->get(u"res.php"_s, params).body, QByteArray("0"));
    Params json = params;
    json.append({u"json"_s, u"1"_s});
    const QJsonObject o = client->get(u"res.php"_s, json).json();
    EXPECT_EQ(o.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(o.value(u"request"_s).toString(), u"0"_s);
}

TEST_F(SimApiTest, ThreadsInfoFlatByDefaultAndInRequestWhenSwitched)
{
    configure({{u"threads"_s, 7},
               {u"solveTimes"_s,
                QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 100}}}}}});
    client->submitRecaptcha();
    const Params params{{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"threadsinfo"_s}, {u"json"_s, u"1"_s}};
    const QJsonObject flat = client->get(u"res.php"_s, params).json();
    EXPECT_EQ(flat.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(flat.value(u"threads"_s).toInt(), 7);
    EXPECT_EQ(flat.value(u"working_threads"_s).toInt(), 1);
    EXPECT_EQ(flat.value(u"free_threads"_s).toInt(), 6);

    configure({{u"threadsInfoEnvelope"_s, u"request"_s}});
    const QJsonObject wrapped = client->get(u"res.php"_s, params).json();
    EXPECT_EQ(wrapped.value(u"status"_s).toInt(), 1);
    EXPECT_EQ(wrapped.value(u"request"_s).toObject().value(u"free_threads"_s).toInt(), 6);
}

TEST_F(SimApiTest, ReportsAnswerRecordedOrEmptyWhenSwitched)
{
    const QString id = client->submitRecaptcha();
    const Params bad{{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"reportbad"_s}, {u"id"_s, id}};
    EXPECT_EQ(client->get(u"res.php"_s, bad).body, QByteArray("OK_REPORT_RECORDED"));
    Params goodJson{{u"key"_s, QString::fromLatin1(kKey)},
                    {u"action"_s, u"reportgood"_s},
                    {u"id"_s, id},
                    {u"json"_s, u"1"_s}};
    EXPECT_EQ(client->get(u"res.php"_s, goodJson).json().value(u"request"_s).toString(), u"OK_REPORT_RECORDED"_s);

    configure({{u"emptyReports"_s, true}});
    const Reply empty = client->get(u"res.php"_s, bad);
    EXPECT_EQ(empty.status, 200);
    EXPECT_TRUE(empty.body.isEmpty());
    EXPECT_EQ(sim->stats().value(u"tasks"_s).toArray().at(0).toObject().value(u"report"_s).toString(), u"bad"_s);
}

TEST_F(SimApiTest, MultipleIdsOnlyBehindTheSwitch)
{
    configure(
        {{u"solveTimes"_s, QJsonObject{{u"turnstile"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 100}}}}}});
    const QString ready = client->submitRecaptcha();
    const Reply slow = client->postForm(u"in.php"_s,
                                        {{u"key"_s, QString::fromLatin1(kKey)},
                                         {u"method"_s, u"turnstile"_s},
                                         {u"sitekey"_s, QString::fromLatin1(kTurnstileKey)},
                                         {u"pageurl"_s, u"https://example.com/"_s}});
    const QString pending = QString::fromLatin1(slow.body.mid(3));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return !client->poll(ready).body.contains("NOT_READY");
    }));

    const Params params{{u"key"_s, QString::fromLatin1(kKey)},
                        {u"action"_s, u"get"_s},
                        {u"ids"_s, ready + u',' + pending + u",123"_s}};
    EXPECT_EQ(client->get(u"res.php"_s, params).body, QByteArray("ERROR_WRONG_ID_FORMAT"));

    configure({{u"multiIds"_s, true}});
    const QList<QByteArray> parts = client->get(u"res.php"_s, params).body.split('|');
    ASSERT_EQ(parts.size(), 3);
    EXPECT_TRUE(parts.at(0).startsWith("03A"));
    EXPECT_EQ(parts.at(1), QByteArray("CAPCHA_NOT_READY"));
    EXPECT_EQ(parts.at(2), QByteArray("ERROR_WRONG_CAPTCHA_ID"));

    // A broken provider: garbage for ids=, while single polls still answer.
    configure({{u"multiIdsGarbage"_s, true}});
    const QByteArray garbage = client->get(u"res.php"_s, params).body;
    EXPECT_FALSE(garbage.contains('|')) << garbage.toStdString();
    EXPECT_FALSE(garbage.contains("CAPCHA_NOT_READY")) << garbage.toStdString();
    EXPECT_TRUE(client->poll(ready).body.startsWith("OK|"));
}

TEST_F(SimApiTest, TasksOfAnotherKeyAreInvisible)
{
    const QString other = u"abcdefabcdefabcdefabcdefabcdef12"_s;
    configure({{u"keys"_s, QJsonArray{QString::fromLatin1(kKey), other}}});
    const QString id = client->submitRecaptcha();
    EXPECT_EQ(client->poll(id, false, other).body, QByteArray("ERROR_WRONG_CAPTCHA_ID"));
}

TEST_F(SimApiTest, AcceptAnyKeyTakesEveryWellFormedKey)
{
    configure({{u"acceptAnyKey"_s, true}});
    const QString key = u"ffffffffffffffffffffffffffffffff"_s;
    const QString id = client->submitRecaptcha(u"https://example.com/"_s, key);
    EXPECT_FALSE(id.isEmpty());
    EXPECT_TRUE(sim->stats().value(u"keys"_s).toObject().contains(key));
}
