// The JSON task protocol's readers: createTask bodies read into the job SolveDeck stores (every type, the fields
// each takes, how switches, numbers and absent values are read, the proxy fields), what is refused with which code,
// and the ids of getTaskResult and the reports. Each library's default request shape, as its npm package builds it,
// is in taskslibraries_test.cpp.
#include "core/model/validation.h"
#include "gateway/tasks/taskcodes.h"
#include "gateway/tasks/taskrequest.h"
#include "gateway/tasks/tasktypes.h"
#include "taskstesting.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway::Tasks;
using namespace Qt::StringLiterals;

namespace {

QJsonObject object(const QByteArray &json)
{
    return SolveDeckTest::jsonObject(json);
}

TaskSpec read(const QByteArray &json)
{
    return SolveDeckTest::readAccepted(json);
}

Error refusal(const QByteArray &json)
{
    const auto spec = readCreateTask(object(json));
    EXPECT_FALSE(spec.ok()) << json.constData();
    return spec.ok() ? Error{} : spec.error();
}

QString code(const QByteArray &json)
{
    return refusal(json).code;
}

// A 120-byte stand-in for a picture, as base64 (the reader does not judge pictures).
const QByteArray image = QByteArray(120, '\x89').toBase64();

QByteArray imageTask(const QByteArray &fields)
{
    return R"({"clientKey":"k","task":{"type":"ImageToTextTask","body":")" + image + "\"" + fields + "}}";
}

} // namespace

TEST(TasksRequest, RecaptchaV2EveryTypeNameAndTheDocumentedFields)
{
    for (const char *type : {"RecaptchaV2TaskProxyless",
                             "NoCaptchaTaskProxyless",
                             "RecaptchaV2Task",
                             "NoCaptchaTask",
                             "ReCaptchaV2TaskProxyLess",
                             "recaptchav2taskproxyless"}) {
        const QByteArray
            json = QByteArray(R"({"clientKey":"k","task":{"type":")") + type
                 + R"(","websiteURL":"https://shop.test/login","websiteKey":"6Le-site","isInvisible":true,)"
                   R"("recaptchaDataSValue":"ds-1","userAgent":"Mozilla/5.0 test","cookies":"a=1; b=2"}})";
        const TaskSpec spec = read(json.constData());
        EXPECT_EQ(spec.method, Method::RecaptchaV2) << type;
        EXPECT_EQ(spec.pageurl, u"https://shop.test/login"_s);
        EXPECT_EQ(spec.sitekey, u"6Le-site"_s);
        EXPECT_EQ(spec.params.value(u"invisible"_s), u"1"_s);
        EXPECT_EQ(spec.params.value(u"data-s"_s), u"ds-1"_s);
        EXPECT_EQ(spec.params.value(u"userAgent"_s), u"Mozilla/5.0 test"_s);
        EXPECT_EQ(spec.params.value(u"cookies"_s), u"a=1; b=2"_s);
        EXPECT_FALSE(spec.params.contains(u"enterprise"_s)) << type;
        EXPECT_FALSE(spec.params.contains(u"proxy"_s)) << type;
    }
}

TEST(TasksRequest, ProxyFieldsBecomeSolveDecksProxyParameters)
{
    const TaskSpec spec = read(R"({"clientKey":"k","task":{"type":"RecaptchaV2Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxyType":"socks5","proxyAddress":"10.0.0.7","proxyPort":1080,"proxyLogin":"user",
        "proxyPassword":"secret"}})");
    EXPECT_EQ(spec.params.value(u"proxy"_s), u"user:secret@10.0.0.7:1080"_s);
    EXPECT_EQ(spec.params.value(u"proxytype"_s), u"SOCKS5"_s);

    // The port as text, no login, an IPv6 address (bracketed, as host:port needs it).
    const TaskSpec v6 = read(R"({"clientKey":"k","task":{"type":"TurnstileTask","websiteURL":"https://a.test/",
        "websiteKey":"0x4AAA","proxyType":"http","proxyAddress":"2001:db8::1","proxyPort":"8080"}})");
    EXPECT_EQ(v6.params.value(u"proxy"_s), u"[2001:db8::1]:8080"_s);
    EXPECT_EQ(v6.params.value(u"proxytype"_s), u"HTTP"_s);

    // CapSolver's one proxy string, in its two forms.
    const TaskSpec colon = read(R"({"clientKey":"k","task":{"type":"ReCaptchaV2Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxy":"socks5:proxy.test:1080:user:pa:ss"}})");
    EXPECT_EQ(colon.params.value(u"proxy"_s), u"user:pa:ss@proxy.test:1080"_s);
    EXPECT_EQ(colon.params.value(u"proxytype"_s), u"SOCKS5"_s);
    const TaskSpec url = read(R"({"clientKey":"k","task":{"type":"ReCaptchaV2Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxy":"http://user:pw@proxy.test:3128"}})");
    EXPECT_EQ(url.params.value(u"proxy"_s), u"user:pw@proxy.test:3128"_s);
    EXPECT_EQ(url.params.value(u"proxytype"_s), u"HTTP"_s);
}

TEST(TasksRequest, AProxyTypeWithoutItsProxyRunsWithoutOneAndProxylessTypesIgnoreProxyFields)
{
    // CapMonster Cloud's client sends NoCaptchaTask with no proxy fields; the services solve it without a proxy.
    const TaskSpec bare = read(R"({"clientKey":"k","task":{"type":"NoCaptchaTask","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxyType":null,"proxyAddress":""}})");
    EXPECT_FALSE(bare.params.contains(u"proxy"_s));
    EXPECT_FALSE(bare.params.contains(u"proxytype"_s));
    const TaskSpec proxyless = read(R"({"clientKey":"k","task":{"type":"RecaptchaV2TaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"k1","proxyType":"http","proxyAddress":"1.2.3.4","proxyPort":80}})");
    EXPECT_FALSE(proxyless.params.contains(u"proxy"_s));
}

TEST(TasksRequest, AProxyThatCannotBeReadIsRefusedNamingTheField)
{
    const Error noPort = refusal(R"({"clientKey":"k","task":{"type":"RecaptchaV2Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxyType":"http","proxyAddress":"1.2.3.4"}})");
    EXPECT_EQ(noPort.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(noPort.message.contains(u"proxyPort"_s)) << noPort.message.toStdString();
    const Error badType = refusal(R"({"clientKey":"k","task":{"type":"RecaptchaV2Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","proxyType":"ftp","proxyAddress":"1.2.3.4","proxyPort":21}})");
    EXPECT_EQ(badType.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(badType.message.contains(u"proxyType"_s));
}

TEST(TasksRequest, RecaptchaV2EnterpriseSetsEnterpriseAndTakesThePayloadsS)
{
    for (const char *type : {"RecaptchaV2EnterpriseTaskProxyless", "RecaptchaV2EnterpriseTask"}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":")") + type
                              + R"(","websiteURL":"https://a.test/","websiteKey":"k1",)"
                                R"("enterprisePayload":{"s":"payload-s","other":1}}})";
        const TaskSpec spec = read(json.constData());
        EXPECT_EQ(spec.method, Method::RecaptchaV2) << type;
        EXPECT_EQ(spec.params.value(u"enterprise"_s), u"1"_s) << type;
        EXPECT_EQ(spec.params.value(u"data-s"_s), u"payload-s"_s) << type;
    }
}

TEST(TasksRequest, RecaptchaV3ScoreActionAndEnterprise)
{
    const TaskSpec spec = read(R"({"clientKey":"k","task":{"type":"RecaptchaV3TaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"k1","minScore":0.7,"pageAction":"login","isEnterprise":"true"}})");
    EXPECT_EQ(spec.method, Method::RecaptchaV3);
    EXPECT_EQ(spec.params.value(u"min_score"_s), u"0.7"_s);
    EXPECT_EQ(spec.params.value(u"action"_s), u"login"_s);
    EXPECT_EQ(spec.params.value(u"enterprise"_s), u"1"_s);

    // isEnterprise false, the score as text; the Enterprise types turn it on themselves.
    const TaskSpec plain = read(R"({"clientKey":"k","task":{"type":"RecaptchaV3Task","websiteURL":"https://a.test/",
        "websiteKey":"k1","minScore":"0.3","isEnterprise":false}})");
    EXPECT_EQ(plain.params.value(u"min_score"_s), u"0.3"_s);
    EXPECT_FALSE(plain.params.contains(u"enterprise"_s));
    for (const char *type : {"RecaptchaV3EnterpriseTask", "ReCaptchaV3EnterpriseTaskProxyLess"}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":")") + type
                              + R"(","websiteURL":"https://a.test/","websiteKey":"k1"}})";
        const TaskSpec enterprise = read(json.constData());
        EXPECT_EQ(enterprise.method, Method::RecaptchaV3) << type;
        EXPECT_EQ(enterprise.params.value(u"enterprise"_s), u"1"_s) << type;
    }
}

TEST(TasksRequest, TurnstileEveryTypeNameAndEitherNameOfActionAndCData)
{
    for (const char *type : {"TurnstileTaskProxyless", "TurnstileTask", "AntiTurnstileTaskProxyLess"}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":")") + type
                              + R"(","websiteURL":"https://a.test/","websiteKey":"0x4AAA","action":"login",)"
                                R"("cData":"c-1","userAgent":"Mozilla/5.0 test"}})";
        const TaskSpec spec = read(json.constData());
        EXPECT_EQ(spec.method, Method::Turnstile) << type;
        EXPECT_EQ(spec.sitekey, u"0x4AAA"_s);
        EXPECT_EQ(spec.params.value(u"action"_s), u"login"_s);
        EXPECT_EQ(spec.params.value(u"data"_s), u"c-1"_s);
        EXPECT_EQ(spec.params.value(u"userAgent"_s), u"Mozilla/5.0 test"_s);
    }
    const TaskSpec other = read(R"({"clientKey":"k","task":{"type":"TurnstileTaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"0x4AAA","pageAction":"pay","data":"d-2"}})");
    EXPECT_EQ(other.params.value(u"action"_s), u"pay"_s);
    EXPECT_EQ(other.params.value(u"data"_s), u"d-2"_s);
    // CapSolver's metadata object.
    const TaskSpec metadata = read(R"({"clientKey":"k","task":{"type":"AntiTurnstileTaskProxyLess",
        "websiteURL":"https://a.test/","websiteKey":"0x4AAA","metadata":{"action":"signup","cdata":"m-3"}}})");
    EXPECT_EQ(metadata.params.value(u"action"_s), u"signup"_s);
    EXPECT_EQ(metadata.params.value(u"data"_s), u"m-3"_s);
}

TEST(TasksRequest, TurnstileOnAChallengePageIsNotSupported)
{
    for (const char *extra : {R"("cloudflareTaskType":"cf_clearance")",
                              R"("chlPageData":"3gAFo2l2MbhR")",
                              R"("cloudflareTaskType":"token","pageData":"xyz")",
                              R"("htmlPageBase64":"PGh0bWw+")"}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":"TurnstileTask",)"
                                           R"("websiteURL":"https://a.test/","websiteKey":"0x4AAA",)")
                              + extra + "}}";
        const Error error = refusal(json.constData());
        EXPECT_EQ(error.code, QString::fromLatin1(Code::TaskNotSupported)) << extra;
        EXPECT_TRUE(error.message.contains(u"challenge page"_s)) << error.message.toStdString();
    }
}

TEST(TasksRequest, ImageToTextWithEveryOptionUnderTheProtocolsNames)
{
    const TaskSpec spec = read(imageTask(R"(,"phrase":true,"case":1,"numeric":2,"math":"false","minLength":3,)"
                                         R"("maxLength":"6","comment":"type the red letters")")
                                   .constData());
    EXPECT_EQ(spec.method, Method::Image);
    EXPECT_TRUE(spec.sitekey.isEmpty());
    EXPECT_TRUE(spec.pageurl.isEmpty());
    EXPECT_EQ(spec.params.value(u"body"_s), QString::fromLatin1(image));
    EXPECT_EQ(spec.params.value(u"phrase"_s), u"1"_s);
    EXPECT_EQ(spec.params.value(u"regsense"_s), u"1"_s);
    EXPECT_EQ(spec.params.value(u"numeric"_s), u"2"_s);
    EXPECT_EQ(spec.params.value(u"calc"_s), u"0"_s);
    EXPECT_EQ(spec.params.value(u"min_len"_s), u"3"_s);
    EXPECT_EQ(spec.params.value(u"max_len"_s), u"6"_s);
    EXPECT_EQ(spec.params.value(u"textinstructions"_s), u"type the red letters"_s);

    // A data: URL prefix and wrapped lines are dropped; CapMonster's "Case" is read as case.
    const QByteArray wrapped = "data:image/png;base64," + image.left(40) + "\\n" + image.mid(40);
    const TaskSpec spec2 = read(
        (R"({"clientKey":"k","task":{"type":"ImageToTextTask","body":")" + wrapped + R"(","Case":true}})"));
    EXPECT_EQ(spec2.params.value(u"body"_s), QString::fromLatin1(image));
    EXPECT_EQ(spec2.params.value(u"regsense"_s), u"1"_s);
}

TEST(TasksRequest, ImagesThatAreEmptyTooBigOrNotBase64HaveTheirCodes)
{
    EXPECT_EQ(code(R"({"clientKey":"k","task":{"type":"ImageToTextTask"}})"),
              QString::fromLatin1(Code::ZeroCaptchaFilesize));
    EXPECT_EQ(code(R"({"clientKey":"k","task":{"type":"ImageToTextTask","body":""}})"),
              QString::fromLatin1(Code::ZeroCaptchaFilesize));
    EXPECT_EQ(code(R"({"clientKey":"k","task":{"type":"ImageToTextTask","body":"not base64 at all!"}})"),
              QString::fromLatin1(Code::BadParameters));
    EXPECT_EQ(code(R"({"clientKey":"k","task":{"type":"ImageToTextTask","body":42}})"),
              QString::fromLatin1(Code::BadParameters));
    const QByteArray big = QByteArray(maxImageBytes + 1, 'x').toBase64();
    EXPECT_EQ(code(("{\"clientKey\":\"k\",\"task\":{\"type\":\"ImageToTextTask\",\"body\":\"" + big + "\"}}")),
              QString::fromLatin1(Code::TooBigCaptchaFilesize));
}

TEST(TasksRequest, SwitchesAreReadAsLibrariesWriteThem)
{
    for (const char *on : {"true", "1", "\"true\"", "\"1\"", "\"TRUE\""}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":"NoCaptchaTaskProxyless",)"
                                           R"("websiteURL":"https://a.test/","websiteKey":"k1","isInvisible":)")
                              + on + "}}";
        EXPECT_EQ(read(json.constData()).params.value(u"invisible"_s), u"1"_s) << on;
    }
    for (const char *off : {"false", "0", "\"false\"", "\"0\""}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":"NoCaptchaTaskProxyless",)"
                                           R"("websiteURL":"https://a.test/","websiteKey":"k1","isInvisible":)")
                              + off + "}}";
        EXPECT_EQ(read(json.constData()).params.value(u"invisible"_s), u"0"_s) << off;
    }
    for (const char *absent : {"null", "\"\"", "\"undefined\""}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":"NoCaptchaTaskProxyless",)"
                                           R"("websiteURL":"https://a.test/","websiteKey":"k1","isInvisible":)")
                              + absent + "}}";
        EXPECT_FALSE(read(json.constData()).params.contains(u"invisible"_s)) << absent;
    }
    const Error error = refusal(R"({"clientKey":"k","task":{"type":"NoCaptchaTaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"k1","isInvisible":"maybe"}})");
    EXPECT_EQ(error.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(error.message.contains(u"isInvisible"_s)) << error.message.toStdString();
}

TEST(TasksRequest, NumbersMayComeAsTextButMustBeNumbers)
{
    const Error error = refusal(R"({"clientKey":"k","task":{"type":"RecaptchaV3TaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"k1","minScore":"high"}})");
    EXPECT_EQ(error.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(error.message.contains(u"minScore"_s));
}

TEST(TasksRequest, MissingFieldsHaveTheProtocolsCodesAndNameTheField)
{
    const Error noUrl = refusal(R"({"clientKey":"k","task":{"type":"RecaptchaV2TaskProxyless","websiteKey":"k1"}})");
    EXPECT_EQ(noUrl.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(noUrl.message.contains(u"websiteURL"_s));
    for (const char *type : {"RecaptchaV2TaskProxyless", "RecaptchaV3TaskProxyless", "TurnstileTaskProxyless"}) {
        const QByteArray json = QByteArray(R"({"clientKey":"k","task":{"type":")") + type
                              + R"(","websiteURL":"https://a.test/","websiteKey":""}})";
        const Error noKey = refusal(json.constData());
        EXPECT_EQ(noKey.code, QString::fromLatin1(Code::RecaptchaInvalidSitekey)) << type;
        EXPECT_TRUE(noKey.message.contains(u"websiteKey"_s));
    }
    EXPECT_EQ(code(R"({"clientKey":"k"})"), QString::fromLatin1(Code::TaskAbsent));
    EXPECT_EQ(code(R"({"clientKey":"k","task":null})"), QString::fromLatin1(Code::TaskAbsent));
    EXPECT_EQ(code(R"({"clientKey":"k","task":"RecaptchaV2TaskProxyless"})"), QString::fromLatin1(Code::TaskAbsent));
    EXPECT_EQ(code(R"({"clientKey":"k","task":{"websiteURL":"https://a.test/"}})"),
              QString::fromLatin1(Code::TaskNotSupported));
    // A field of the wrong kind.
    const Error array = refusal(R"({"clientKey":"k","task":{"type":"RecaptchaV2TaskProxyless",
        "websiteURL":["https://a.test/"],"websiteKey":"k1"}})");
    EXPECT_EQ(array.code, QString::fromLatin1(Code::BadParameters));
    EXPECT_TRUE(array.message.contains(u"websiteURL"_s));
}

TEST(TasksRequest, ATypeSolveDeckDoesNotSolveNamesTheTypesItDoes)
{
    const Error error = refusal(R"({"clientKey":"k","task":{"type":"HCaptchaTaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"k1"}})");
    EXPECT_EQ(error.code, QString::fromLatin1(Code::TaskNotSupported));
    EXPECT_TRUE(error.message.contains(u"HCaptchaTaskProxyless"_s));
    for (const QString &type : supportedTaskTypes()) {
        EXPECT_TRUE(error.message.contains(type)) << type.toStdString();
    }
    EXPECT_EQ(supportedTaskTypes().size(), 14);
}

TEST(TasksRequest, CallbackUrlBecomesThePingbackAndTopLevelExtrasAreIgnored)
{
    const TaskSpec spec = read(R"({"clientKey":"k","softId":54,"languagePool":"en","callbackUrl":"https://hooks.test/x",
        "task":{"type":"TurnstileTaskProxyless","websiteURL":"https://a.test/","websiteKey":"0x4AAA","nocache":false,
        "websiteSToken":null}})");
    EXPECT_EQ(spec.params.value(u"pingback"_s), u"https://hooks.test/x"_s);
    EXPECT_EQ(spec.params.size(), 1);
    EXPECT_FALSE(read(R"({"clientKey":"k","callbackUrl":"","task":{"type":"TurnstileTaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"0x4AAA"}})")
                     .params.contains(u"pingback"_s));
    EXPECT_EQ(code(R"({"clientKey":"k","callbackUrl":5,"task":{"type":"TurnstileTaskProxyless",
        "websiteURL":"https://a.test/","websiteKey":"0x4AAA"}})"),
              QString::fromLatin1(Code::BadParameters));
}

TEST(TasksRequest, ClientKeyIsReadTrimmedAndOnlyAsText)
{
    EXPECT_EQ(clientKeyOf(object(R"({"clientKey":" 0123abcd "})")), u"0123abcd"_s);
    EXPECT_TRUE(clientKeyOf(object(R"({"clientKey":123})")).isEmpty());
    EXPECT_TRUE(clientKeyOf(object(R"({})")).isEmpty());
}

TEST(TasksRequest, TaskIdsAsNumbersOrNumericText)
{
    EXPECT_EQ(*readTaskId(object(R"({"clientKey":"k","taskId":17})")), 17);
    EXPECT_EQ(*readTaskId(object(R"({"clientKey":"k","taskId":"17"})")), 17);
    EXPECT_EQ(*readTaskId(object(R"({"clientKey":"k","taskId":9007199254740992})")), 9007199254740992LL);
    for (const char *bad : {R"({"taskId":0})",
                            R"({"taskId":-3})",
                            R"({"taskId":1.5})",
                            R"({"taskId":"17a"})",
                            R"({"taskId":"b8b5c9c0-uuid"})",
                            R"({"taskId":null})",
                            R"({})",
                            R"({"taskId":[17]})",
                            R"({"taskId":1e300})"}) {
        const auto id = readTaskId(object(bad));
        ASSERT_FALSE(id.ok()) << bad;
        EXPECT_EQ(id.error().code, QString::fromLatin1(Code::NoSuchCaptchaId)) << bad;
        EXPECT_TRUE(id.error().message.contains(u"taskId"_s));
    }
}
