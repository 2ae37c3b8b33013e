// Each JSON task protocol library's default requests, byte for byte as its npm package builds them (read from the
// packages' code: JSON.stringify of the objects they post), read into jobs the core accepts. The same libraries run
// unmodified against serve in tests/clients/. What each sends by default:
//   @antiadmin/anticaptchaofficial 1.0.56: null for every setting not chosen (websiteSToken, recaptchaDataSValue,
//     phrase, case, numeric, comment, math, minLength, maxLength), "" for Turnstile's action, cData and chlPageData,
//     languagePool inside the image task, softId 0
//   @zennolab_com/capmonstercloud-client 2.6.1: NoCaptchaTask (a proxy type) without proxy fields, TurnstileTask
//     likewise, pageAction "verify" for v3, "Case" capitalised for images, softId 54
//   node-capmonster 0.4.5: ...Proxyless types, softId 32 at the top
//   anticaptcha 2.2.0: languagePool "en" at the top, isEnterprise false, websiteSToken and recaptchaDataSValue null
#include "core/model/validation.h"
#include "gateway/tasks/taskrequest.h"
#include "taskstesting.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway::Tasks;
using namespace Qt::StringLiterals;

namespace {

const QByteArray image = QByteArray(120, '\x89').toBase64();

QByteArray withImage(const char *json)
{
    return QByteArray(json).replace("IMAGE", image);
}

// A library's createTask body: its key read, its task read into a job the core accepts.
TaskSpec read(const QByteArray &json)
{
    EXPECT_EQ(clientKeyOf(SolveDeckTest::jsonObject(json)), u"0123456789abcdef0123456789abcdef"_s);
    return SolveDeckTest::readAccepted(json);
}

} // namespace

TEST(TasksLibraries, AntiCaptchaOfficialDefaults)
{
    const TaskSpec v2 = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV2TaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","websiteSToken":null,"recaptchaDataSValue":null},"softId":0})");
    EXPECT_EQ(v2.method, Method::RecaptchaV2);
    EXPECT_TRUE(v2.params.isEmpty());

    const TaskSpec proxied = read(
        R"json({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV2Task","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","websiteSToken":null,"recaptchaDataSValue":null,"proxyType":"http","proxyAddress":"192.0.2.10","proxyPort":8080,"proxyLogin":"login","proxyPassword":"pass","userAgent":"Mozilla/5.0 (X11; Linux x86_64)","isInvisible":true},"softId":0})json");
    EXPECT_EQ(proxied.params.value(u"proxy"_s), u"login:pass@192.0.2.10:8080"_s);
    EXPECT_EQ(proxied.params.value(u"invisible"_s), u"1"_s);

    const TaskSpec v3 = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV3TaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","minScore":0.3,"pageAction":"verify"},"softId":0})");
    EXPECT_EQ(v3.method, Method::RecaptchaV3);
    EXPECT_EQ(v3.params.value(u"min_score"_s), u"0.3"_s);
    EXPECT_EQ(v3.params.value(u"action"_s), u"verify"_s);

    const TaskSpec v3e = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV3TaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","minScore":0.9,"pageAction":"login","isEnterprise":true},"softId":0})");
    EXPECT_EQ(v3e.params.value(u"enterprise"_s), u"1"_s);

    const TaskSpec v2e = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV2EnterpriseTaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","enterprisePayload":{"s":"SOME_TOKEN"}},"softId":0})");
    EXPECT_EQ(v2e.params.value(u"enterprise"_s), u"1"_s);
    EXPECT_EQ(v2e.params.value(u"data-s"_s), u"SOME_TOKEN"_s);

    const TaskSpec turnstile = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"TurnstileTaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"0x4AAAAAAAB","action":"","cData":"","chlPageData":""},"softId":0})");
    EXPECT_EQ(turnstile.method, Method::Turnstile);
    EXPECT_TRUE(turnstile.params.isEmpty());

    const TaskSpec picture = read(withImage(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"ImageToTextTask","body":"IMAGE","phrase":null,"case":null,"numeric":null,"comment":null,"math":null,"minLength":null,"maxLength":null,"languagePool":"en"},"softId":0})"));
    EXPECT_EQ(picture.method, Method::Image);
    EXPECT_EQ(picture.params.keys(), QStringList{u"body"_s});
}

TEST(TasksLibraries, CapMonsterCloudClientDefaults)
{
    const TaskSpec v2 = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"NoCaptchaTask","websiteURL":"https://shop.test/login","websiteKey":"6Le-site"},"softId":54})");
    EXPECT_EQ(v2.method, Method::RecaptchaV2);
    EXPECT_FALSE(v2.params.contains(u"proxy"_s));

    const TaskSpec v3 = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV3TaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","minScore":0.7,"pageAction":"verify"},"softId":54})");
    EXPECT_EQ(v3.params.value(u"min_score"_s), u"0.7"_s);

    const TaskSpec v2e = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"RecaptchaV2EnterpriseTask","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","enterprisePayload":{"s":"ent-s"}},"softId":54})");
    EXPECT_EQ(v2e.params.value(u"enterprise"_s), u"1"_s);

    const TaskSpec turnstile = read(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"TurnstileTask","websiteURL":"https://shop.test/login","websiteKey":"0x4AAAAAAAB"},"softId":54})");
    EXPECT_EQ(turnstile.method, Method::Turnstile);
    EXPECT_FALSE(turnstile.params.contains(u"proxy"_s));

    const TaskSpec picture = read(withImage(
        R"({"clientKey":"0123456789abcdef0123456789abcdef","task":{"type":"ImageToTextTask","body":"IMAGE","Case":true,"numeric":1,"math":false},"softId":54})"));
    EXPECT_EQ(picture.params.value(u"regsense"_s), u"1"_s);
    EXPECT_EQ(picture.params.value(u"numeric"_s), u"1"_s);
    EXPECT_EQ(picture.params.value(u"calc"_s), u"0"_s);
}

TEST(TasksLibraries, NodeCapmonsterDefaults)
{
    for (
        const char *json : {
            R"({"softId":32,"task":{"type":"NoCaptchaTaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site"},"clientKey":"0123456789abcdef0123456789abcdef"})",
            R"({"softId":32,"task":{"type":"RecaptchaV3TaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","minScore":0.5,"pageAction":"login"},"clientKey":"0123456789abcdef0123456789abcdef"})",
            R"({"softId":32,"task":{"type":"TurnstileTaskProxyless","websiteURL":"https://shop.test/login","websiteKey":"0x4AAAAAAAB"},"clientKey":"0123456789abcdef0123456789abcdef"})",
            R"({"softId":32,"task":{"type":"ImageToTextTask","body":"IMAGE"},"clientKey":"0123456789abcdef0123456789abcdef"})",
        }) {
        const TaskSpec spec = read(withImage(json));
        EXPECT_TRUE(spec.params.size() <= 2) << json;
    }
}

TEST(TasksLibraries, AntiCaptchaModernWrapperDefaults)
{
    const TaskSpec v2 = read(
        R"({"languagePool":"en","task":{"type":"RecaptchaV2TaskProxyless","websiteKey":"6Le-site","websiteURL":"https://shop.test/login","websiteSToken":null,"recaptchaDataSValue":null},"clientKey":"0123456789abcdef0123456789abcdef"})");
    EXPECT_TRUE(v2.params.isEmpty());
    const TaskSpec v3 = read(
        R"({"languagePool":"en","task":{"isEnterprise":false,"minScore":0.3,"pageAction":"verify","type":"RecaptchaV3TaskProxyless","websiteKey":"6Le-site","websiteURL":"https://shop.test/login"},"clientKey":"0123456789abcdef0123456789abcdef"})");
    EXPECT_FALSE(v3.params.contains(u"enterprise"_s));
    EXPECT_EQ(v3.params.value(u"action"_s), u"verify"_s);
}

TEST(TasksLibraries, PollsAndReportsOfEveryLibraryNameTheTask)
{
    for (const char *json : {R"({"clientKey":"0123456789abcdef0123456789abcdef","taskId":4711})",
                             R"({"taskId":4711,"clientKey":"0123456789abcdef0123456789abcdef"})",
                             R"({"clientKey":"0123456789abcdef0123456789abcdef","taskId":"4711"})"}) {
        const QJsonObject body = QJsonDocument::fromJson(json).object();
        EXPECT_EQ(clientKeyOf(body), u"0123456789abcdef0123456789abcdef"_s);
        const auto id = readTaskId(body);
        ASSERT_TRUE(id.ok()) << json;
        EXPECT_EQ(*id, 4711);
    }
}
