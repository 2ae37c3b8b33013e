// Parameter validation with the service's error codes, bad keys and bans, and hostile input.
#include "simclient.h"
#include "support/testutil.h"

#include <QJsonArray>

using namespace SimTest;
using namespace Qt::StringLiterals;

namespace {

const QString key = QString::fromLatin1(kKey);
const QString googleKey = QString::fromLatin1(kGoogleKey);

} // namespace

class SimValidationTest : public SimulatorTest
{
protected:
    QByteArray submit(const Params &params) { return client->postForm(u"in.php"_s, params).body; }
};

TEST_F(SimValidationTest, BadKeysAnswerWrongUserKeyOrKeyDoesNotExist)
{
    EXPECT_EQ(submit({{u"key"_s, u"short"_s}, {u"method"_s, u"userrecaptcha"_s}}), QByteArray("ERROR_WRONG_USER_KEY"));
    EXPECT_EQ(submit({{u"method"_s, u"userrecaptcha"_s}}), QByteArray("ERROR_WRONG_USER_KEY"));
    EXPECT_EQ(submit({{u"key"_s, u"ffffffffffffffffffffffffffffffff"_s}, {u"method"_s, u"userrecaptcha"_s}}),
              QByteArray("ERROR_KEY_DOES_NOT_EXIST"));
    const QJsonObject json = client
                                 ->postForm(u"res.php"_s,
                                            {{u"key"_s, u"ffffffffffffffffffffffffffffffff"_s},
                                             {u"action"_s, u"getbalance"_s},
                                             {u"json"_s, u"1"_s}})
                                 .json();
    EXPECT_EQ(json.value(u"status"_s).toInt(), 0);
    EXPECT_EQ(json.value(u"request"_s).toString(), u"ERROR_KEY_DOES_NOT_EXIST"_s);
    EXPECT_FALSE(json.value(u"error_text"_s).toString().isEmpty());
}

TEST_F(SimValidationTest, RepeatedBadKeysBanTheIpForAWhile)
{
    configure({{u"banAfterBadKeys"_s, 3}, {u"banSeconds"_s, 2}}); // 0.2 s at time scale 0.1
    const Params bad{{u"key"_s, u"ffffffffffffffffffffffffffffffff"_s}, {u"action"_s, u"getbalance"_s}};
    for (int i = 0; i < 3; ++i) {
        EXPECT_EQ(client->get(u"res.php"_s, bad).body, QByteArray("ERROR_KEY_DOES_NOT_EXIST"));
    }
    const Params good{{u"key"_s, key}, {u"action"_s, u"getbalance"_s}};
    EXPECT_EQ(client->get(u"res.php"_s, good).body, QByteArray("IP_BANNED")) << "even a good key while banned";
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return client->get(u"res.php"_s, good).body == "0";
    })) << "the ban ends";
}

TEST_F(SimValidationTest, RecaptchaParametersAreChecked)
{
    const Params base{{u"key"_s, key}, {u"method"_s, u"userrecaptcha"_s}};
    EXPECT_EQ(submit(base + Params{{u"pageurl"_s, u"https://example.com/"_s}}), QByteArray("ERROR_GOOGLEKEY"));
    EXPECT_EQ(submit(base + Params{{u"googlekey"_s, u"tooshort"_s}, {u"pageurl"_s, u"https://example.com/"_s}}),
              QByteArray("ERROR_WRONG_GOOGLEKEY"));
    EXPECT_EQ(submit(base + Params{{u"googlekey"_s, googleKey}}), QByteArray("ERROR_PAGEURL"));
    EXPECT_EQ(submit(base + Params{{u"googlekey"_s, googleKey}, {u"pageurl"_s, u"not a url"_s}}),
              QByteArray("ERROR_PAGEURL"));
    EXPECT_EQ(submit(base
                     + Params{{u"googlekey"_s, googleKey},
                              {u"pageurl"_s, u"https://example.com/"_s},
                              {u"version"_s, u"v3"_s},
                              {u"min_score"_s, u"2"_s}}),
              QByteArray("ERROR_BAD_PARAMETERS"));
    EXPECT_EQ(submit(base
                     + Params{{u"googlekey"_s, googleKey},
                              {u"pageurl"_s, u"https://example.com/"_s},
                              {u"version"_s, u"v9"_s}}),
              QByteArray("ERROR_BAD_PARAMETERS"));
}

TEST_F(SimValidationTest, TurnstileAndMethodAreChecked)
{
    EXPECT_EQ(submit({{u"key"_s, key}, {u"method"_s, u"turnstile"_s}, {u"pageurl"_s, u"https://example.com/"_s}}),
              QByteArray("ERROR_BAD_PARAMETERS"));
    EXPECT_EQ(submit(
                  {{u"key"_s, key}, {u"method"_s, u"turnstile"_s}, {u"sitekey"_s, QString::fromLatin1(kTurnstileKey)}}),
              QByteArray("ERROR_PAGEURL"));
    EXPECT_EQ(submit({{u"key"_s, key}, {u"method"_s, u"hcaptcha"_s}}), QByteArray("ERROR_BAD_PARAMETERS"));
    EXPECT_EQ(submit({{u"key"_s, key}}), QByteArray("ERROR_BAD_PARAMETERS"));
}

TEST_F(SimValidationTest, ImagesAreChecked)
{
    const Params base{{u"key"_s, key}, {u"method"_s, u"base64"_s}};
    EXPECT_EQ(submit(base), QByteArray("ERROR_ZERO_CAPTCHA_FILESIZE"));
    EXPECT_EQ(submit(base + Params{{u"body"_s, QString::fromLatin1(samplePng(50).toBase64())}}),
              QByteArray("ERROR_ZERO_CAPTCHA_FILESIZE"));
    EXPECT_EQ(submit(base + Params{{u"body"_s, QString::fromLatin1(samplePng(200 * 1024).toBase64())}}),
              QByteArray("ERROR_TOO_BIG_CAPTCHA_FILESIZE"));
    EXPECT_EQ(submit(base + Params{{u"body"_s, QString::fromLatin1(QByteArray(300, 'z').toBase64())}}),
              QByteArray("ERROR_IMAGE_TYPE_NOT_SUPPORTED"));
    EXPECT_EQ(submit(base + Params{{u"body"_s, u"%%% not base64 %%%"_s}}),
              QByteArray("ERROR_IMAGE_TYPE_NOT_SUPPORTED"));

    const Params post{{u"key"_s, key}, {u"method"_s, u"post"_s}};
    EXPECT_EQ(client->postMultipart(u"in.php"_s, post).body, QByteArray("ERROR_ZERO_CAPTCHA_FILESIZE"));
    EXPECT_EQ(client->postMultipart(u"in.php"_s, post, "captcha.exe", samplePng()).body,
              QByteArray("ERROR_WRONG_FILE_EXTENSION"));
    EXPECT_EQ(client->postMultipart(u"in.php"_s, post, "captcha.png", QByteArray(300, 'z')).body,
              QByteArray("ERROR_IMAGE_TYPE_NOT_SUPPORTED"));
}

TEST_F(SimValidationTest, ProxyIsChecked)
{
    const Params job{{u"key"_s, key},
                     {u"method"_s, u"userrecaptcha"_s},
                     {u"googlekey"_s, googleKey},
                     {u"pageurl"_s, u"https://example.com/"_s}};
    EXPECT_EQ(submit(job + Params{{u"proxy"_s, u"user:pw@10.0.0.1"_s}}), QByteArray("ERROR_BAD_PROXY"));
    EXPECT_EQ(submit(job + Params{{u"proxy"_s, u"10.0.0.1:3128"_s}, {u"proxytype"_s, u"FTP"_s}}),
              QByteArray("ERROR_BAD_PROXY"));
    EXPECT_TRUE(submit(job + Params{{u"proxy"_s, u"user:pw@10.0.0.1:3128"_s}, {u"proxytype"_s, u"SOCKS5"_s}})
                    .startsWith("OK|"));
}

TEST_F(SimValidationTest, ResultActionsAndIdsAreChecked)
{
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, key}}).body, QByteArray("ERROR_EMPTY_ACTION"));
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"frobnicate"_s}}).body,
              QByteArray("ERROR_EMPTY_ACTION"));
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"get"_s}}).body,
              QByteArray("ERROR_WRONG_ID_FORMAT"));
    EXPECT_EQ(client->poll(u"12ab"_s).body, QByteArray("ERROR_WRONG_ID_FORMAT"));
    EXPECT_EQ(client->poll(u"123456"_s).body, QByteArray("ERROR_WRONG_CAPTCHA_ID"));
    EXPECT_EQ(client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"reportbad"_s}, {u"id"_s, u"123"_s}}).body,
              QByteArray("ERROR_WRONG_CAPTCHA_ID"));
}

TEST_F(SimValidationTest, BrokenMultipartGetsHttp400AndTheServerLives)
{
    const QByteArray broken = "--XYZ\r\nContent-Disposition: form-data; name=\"key\"\r\n\r\nabc"; // no closing boundary
    EXPECT_EQ(client->postRaw(u"in.php"_s, "multipart/form-data; boundary=XYZ", broken).status, 400);
    EXPECT_EQ(client->postRaw(u"in.php"_s, "multipart/form-data", "whatever").status, 400) << "no boundary";
    EXPECT_EQ(client->postRaw(u"in.php"_s, "multipart/form-data; boundary=XYZ", "--XYZ\r\ngarbage").status, 400);
    EXPECT_FALSE(client->submitRecaptcha().isEmpty()) << "still serving";
}

TEST_F(SimValidationTest, HugeBodyGets413AndUnknownPaths404)
{
    const QByteArray huge(9 * 1024 * 1024, 'a');
    EXPECT_EQ(client->postRaw(u"in.php"_s, "application/x-www-form-urlencoded", huge).status, 413);
    EXPECT_EQ(client->get(u"index.php"_s, {}).status, 404);
    EXPECT_EQ(client->get(u"__nothing"_s, {}).status, 404);
    EXPECT_FALSE(client->submitRecaptcha().isEmpty()) << "still serving";
}

TEST_F(SimValidationTest, GarbageParametersNeverCrash)
{
    const QByteArray junk = "key=%ZZ%&&&==&method=%00%ff&googlekey=" + QByteArray(5000, '%') + "&json=1&json=2";
    EXPECT_EQ(client->postRaw(u"in.php"_s, "application/x-www-form-urlencoded", junk).status, 200);
    EXPECT_EQ(client->postRaw(u"res.php"_s, "application/json", "{\"key\":1}").body,
              QByteArray("ERROR_WRONG_USER_KEY"));
    EXPECT_FALSE(client->submitRecaptcha().isEmpty());
}

TEST(SimConfigTest, BadConfigIsRefusedAndLeavesTheOldOne)
{
    SolveDeckSim::Simulator sim;
    QString error;
    EXPECT_FALSE(sim.applyConfig(QJsonObject{{u"threads"_s, -1}}, &error));
    EXPECT_FALSE(error.isEmpty());
    EXPECT_FALSE(sim.applyConfig(QJsonObject{{u"bogus"_s, 1}}, &error));
    EXPECT_TRUE(error.contains(u"bogus"_s));
    EXPECT_FALSE(sim.applyConfig(QJsonObject{{u"keys"_s, QJsonArray{u"short"_s}}}, &error));
    EXPECT_FALSE(sim.applyConfig(QJsonObject{{u"faults"_s, QJsonObject{{u"in.php"_s, QJsonObject{{u"http500"_s, 2}}}}}},
                                 &error));
    EXPECT_FALSE(sim.applyProfile(u"slow"_s, &error));
    EXPECT_FALSE(sim.applyConfig(QJsonObject{{u"threads"_s, 9}, {u"timeScale"_s, u"x"_s}}, &error));
    EXPECT_EQ(sim.config().value(u"threads"_s).toInt(), 5) << "all-or-nothing";
    EXPECT_TRUE(sim.applyConfig(QJsonObject{{u"threads"_s, 9}}, &error));
    EXPECT_EQ(sim.config().value(u"threads"_s).toInt(), 9);
}
