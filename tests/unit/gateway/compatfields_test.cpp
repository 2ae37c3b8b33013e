// in.php values as client libraries write them (switches as 1/0 or true/false, "undefined" or empty for an option not
// set, JSON bodies) and each in.php library's default requests, byte for byte as its npm package builds them (read
// from the packages' code), read into jobs the core accepts. The same libraries run unmodified against serve in
// tests/clients/. What each sends by default:
//   2captcha 3.0.7: GET with the query; invisible=false on every recaptcha() (and hcaptcha()), json=1,
//     header_acao=1, soft_id=3316; imageCaptcha() POSTs {"body": …} as JSON with node-fetch's text/plain type and
//     the rest in the query
//   @2captcha/captcha-solver 1.3.9: GET with the query; json=1, header_acao=1, soft_id=4587; imageCaptcha() POSTs
//     every field as one application/json object
#include "core/model/validation.h"
#include "gateway/compat/compatfields.h"
#include "gateway/compat/compatsubmit.h"

#include <QJsonValue>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway;
using namespace SolveDeck::Gateway::Compat;
using namespace Qt::StringLiterals;

namespace {

const QByteArray image = QByteArray(120, '\x89').toBase64();

FormFields request(const QByteArray &query, const QByteArray &contentType = {}, const QByteArray &body = {})
{
    const auto fields = decodeCompatRequest(query, contentType, body);
    EXPECT_TRUE(fields.ok()) << (fields.ok() ? "" : fields.error().message.toStdString());
    return fields.ok() ? *fields : FormFields();
}

// An in.php request read into a spec the core accepts.
TaskSpec submit(const QByteArray &query, const QByteArray &contentType = {}, const QByteArray &body = {})
{
    const auto spec = readSubmit(request(query, contentType, body));
    EXPECT_TRUE(spec.ok()) << (spec.ok() ? "" : spec.error().message.toStdString());
    if (!spec.ok()) {
        return {};
    }
    const auto valid = validateTaskSpec(*spec);
    EXPECT_TRUE(valid.ok()) << (valid.ok() ? "" : valid.error().message.toStdString());
    return *spec;
}

} // namespace

TEST(CompatFields, SwitchesAsLibrariesWriteThem)
{
    for (const char *on : {"1", "true", "TRUE", " True ", "yes", "on"}) {
        EXPECT_EQ(readSwitch(QString::fromLatin1(on)), true) << on;
    }
    for (const char *off : {"0", "false", "False", "no", "off"}) {
        EXPECT_EQ(readSwitch(QString::fromLatin1(off)), false) << off;
    }
    for (const char *neither : {"", "2", "maybe", "undefined", "1.0"}) {
        EXPECT_FALSE(readSwitch(QString::fromLatin1(neither)).has_value()) << neither;
    }
    EXPECT_EQ(readSwitch(QJsonValue(true)), true);
    EXPECT_EQ(readSwitch(QJsonValue(false)), false);
    EXPECT_EQ(readSwitch(QJsonValue(1)), true);
    EXPECT_EQ(readSwitch(QJsonValue(0)), false);
    EXPECT_EQ(readSwitch(QJsonValue(u"true"_s)), true);
    EXPECT_FALSE(readSwitch(QJsonValue(2)).has_value());
    EXPECT_FALSE(readSwitch(QJsonValue(QJsonValue::Null)).has_value());
}

TEST(CompatFields, AbsentValuesAreTheOnesLibrariesSendForAnOptionNotSet)
{
    for (const char *absent : {"", "  ", "undefined", "null", "None"}) {
        EXPECT_TRUE(isAbsent(QString::fromLatin1(absent))) << absent;
    }
    for (const char *present : {"0", "false", "x", "Undefined value"}) {
        EXPECT_FALSE(isAbsent(QString::fromLatin1(present))) << present;
    }
    const FormFields fields = request("a=undefined&b=+v+&c=");
    EXPECT_TRUE(presentValue(fields, u"a"_s).isEmpty());
    EXPECT_EQ(presentValue(fields, u"b"_s), u"v"_s);
    EXPECT_TRUE(presentValue(fields, u"c"_s).isEmpty());
    EXPECT_TRUE(presentValue(fields, u"missing"_s).isEmpty());
}

TEST(CompatFields, JsonAndHeaderAcaoSwitchesReadEitherWay)
{
    EXPECT_TRUE(isSwitchOn(request("json=1"), u"json"_s));
    EXPECT_TRUE(isSwitchOn(request("json=true"), u"json"_s));
    EXPECT_FALSE(isSwitchOn(request("json=0"), u"json"_s));
    EXPECT_FALSE(isSwitchOn(request("json=false"), u"json"_s));
    EXPECT_FALSE(isSwitchOn(request("json=undefined"), u"json"_s));
    EXPECT_FALSE(isSwitchOn(request(""), u"header_acao"_s));
    EXPECT_TRUE(isSwitchOn(request("", "application/json", R"({"header_acao":true,"json":1})"), u"header_acao"_s));
    EXPECT_TRUE(isSwitchOn(request("", "application/json", R"({"header_acao":true,"json":1})"), u"json"_s));
}

TEST(CompatFields, JsonBodiesWhateverTheirTypeOverTheQuery)
{
    for (const char *type : {"application/json", "application/json; charset=utf-8", "text/plain;charset=UTF-8", ""}) {
        const FormFields fields = request("key=q&method=post&json=0",
                                          type,
                                          R"( {"method":"base64","json":1,"min_score":0.3,"x":null} )");
        EXPECT_EQ(fields.value(u"key"_s), u"q"_s) << type;
        EXPECT_EQ(fields.value(u"method"_s), u"base64"_s) << type;
        EXPECT_EQ(fields.value(u"json"_s), u"1"_s) << type;
        EXPECT_EQ(fields.value(u"min_score"_s), u"0.3"_s) << type;
        EXPECT_FALSE(fields.contains(u"x"_s)) << type;
    }
    const auto nested = decodeCompatRequest("", "application/json", R"({"body":{"png":1}})");
    ASSERT_FALSE(nested.ok());
    EXPECT_TRUE(nested.error().message.contains(u"body"_s));
    const auto broken = decodeCompatRequest("", "application/json", R"({"body": )");
    ASSERT_FALSE(broken.ok());
    EXPECT_EQ(broken.error().code, u"bad_json"_s);
    // A form body is a form, as before.
    EXPECT_EQ(request("a=1", "application/x-www-form-urlencoded", "a=2&b=3").value(u"a"_s), u"2"_s);
}

TEST(CompatFields, ImageTextDropsPrefixesAndLineBreaksAndJudgesTheRest)
{
    const ImageText plain = readImageText(QString::fromLatin1(image));
    EXPECT_EQ(plain.verdict, ImageText::Verdict::Ok);
    EXPECT_EQ(plain.base64, QString::fromLatin1(image));
    EXPECT_EQ(plain.decodedSize, 120);
    const ImageText wrapped = readImageText(u"data:image/png;base64,"_s + QString::fromLatin1(image.left(60))
                                            + u"\r\n"_s + QString::fromLatin1(image.mid(60)));
    EXPECT_EQ(wrapped.verdict, ImageText::Verdict::Ok);
    EXPECT_EQ(wrapped.base64, QString::fromLatin1(image));
    // A '+' sent unencoded in a form body arrives as a space.
    const QByteArray withPlus = QByteArray("\xfb\xef\xbe", 3).toBase64(); // "++++"
    EXPECT_EQ(readImageText(QString::fromLatin1(withPlus).replace(u'+', u' ')).base64, QString::fromLatin1(withPlus));
    EXPECT_EQ(readImageText(u""_s).verdict, ImageText::Verdict::Empty);
    EXPECT_EQ(readImageText(u"data:image/png;base64,"_s).verdict, ImageText::Verdict::Empty);
    EXPECT_EQ(readImageText(u"not*base64"_s).verdict, ImageText::Verdict::NotBase64);
    EXPECT_EQ(readImageText(u"héllo"_s).verdict, ImageText::Verdict::NotBase64);
    EXPECT_EQ(readImageText(QString::fromLatin1(QByteArray(maxImageBytes + 1, 'x').toBase64())).verdict,
              ImageText::Verdict::TooBig);
}

TEST(CompatFields, SubmitStoresSwitchesAsOneOrZeroAndRefusesTheRest)
{
    const TaskSpec off = submit("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&invisible=false");
    EXPECT_EQ(off.params.value(u"invisible"_s), u"0"_s);
    const TaskSpec on = submit("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&invisible=true&enterprise=1");
    EXPECT_EQ(on.params.value(u"invisible"_s), u"1"_s);
    EXPECT_EQ(on.params.value(u"enterprise"_s), u"1"_s);
    const TaskSpec picture = submit("method=base64&phrase=true&regsense=false&calc=1&body="
                                    + image.toPercentEncoding());
    EXPECT_EQ(picture.params.value(u"phrase"_s), u"1"_s);
    EXPECT_EQ(picture.params.value(u"regsense"_s), u"0"_s);
    EXPECT_EQ(picture.params.value(u"calc"_s), u"1"_s);

    const auto refused = readSubmit(
        request("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&invisible=perhaps"));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, u"ERROR_BAD_PARAMETERS"_s);
    EXPECT_TRUE(refused.error().message.contains(u"invisible"_s));
    EXPECT_TRUE(refused.error().message.contains(u"perhaps"_s));
}

TEST(CompatFields, SubmitTreatsUndefinedAndEmptyOptionsAsAbsent)
{
    const TaskSpec spec = submit("method=userrecaptcha&googlekey=k&pageurl=https://a.test/&invisible=undefined"
                                 "&data-s=undefined&userAgent=&cookies=null&proxy=undefined&proxytype=undefined"
                                 "&pingback=&version=undefined&soft_id=undefined");
    EXPECT_EQ(spec.method, Method::RecaptchaV2);
    EXPECT_TRUE(spec.params.isEmpty());
    // Required parameters sent as "undefined" are missing, with their code.
    const auto noKey = readSubmit(request("method=userrecaptcha&googlekey=undefined&pageurl=https://a.test/"));
    ASSERT_FALSE(noKey.ok());
    EXPECT_EQ(noKey.error().code, u"ERROR_GOOGLEKEY"_s);
    const auto noPage = readSubmit(request("method=turnstile&sitekey=0x4A&pageurl=undefined"));
    ASSERT_FALSE(noPage.ok());
    EXPECT_EQ(noPage.error().code, u"ERROR_PAGEURL"_s);
}

TEST(CompatFields, The2captchaPackagesDefaultRequests)
{
    const QByteArray tail = "&key=0123456789abcdef0123456789abcdef&json=1&header_acao=1&soft_id=3316";
    const TaskSpec v2 = submit(
        "invisible=false&googlekey=6Le-site&pageurl=https%3A%2F%2Fshop.test%2Flogin&method=userrecaptcha" + tail);
    EXPECT_EQ(v2.method, Method::RecaptchaV2);
    EXPECT_EQ(v2.sitekey, u"6Le-site"_s);
    EXPECT_EQ(v2.params.value(u"invisible"_s), u"0"_s);
    EXPECT_EQ(v2.params.size(), 1);

    // recaptcha(key, url, {version: "v3", action: "verify", min_score: 0.3}): extra first, invisible=false still.
    const TaskSpec v3 = submit("invisible=false&version=v3&action=verify&min_score=0.3&googlekey=6Le-site"
                               "&pageurl=https%3A%2F%2Fshop.test%2Flogin&method=userrecaptcha"
                               + tail);
    EXPECT_EQ(v3.method, Method::RecaptchaV3);
    EXPECT_EQ(v3.params.value(u"min_score"_s), u"0.3"_s);
    EXPECT_EQ(v3.params.value(u"action"_s), u"verify"_s);

    const TaskSpec turnstile = submit(
        tail.mid(1) + "&method=turnstile&sitekey=0x4AAAAAAAB&pageurl=https%3A%2F%2Fshop.test%2Flogin");
    EXPECT_EQ(turnstile.method, Method::Turnstile);

    // imageCaptcha(base64): the rest in the query, {"body": …} as the body with node-fetch's text/plain.
    const TaskSpec picture = submit(tail.mid(1) + "&method=base64",
                                    "text/plain;charset=UTF-8",
                                    "{\"body\":\"" + image + "\"}");
    EXPECT_EQ(picture.method, Method::Image);
    EXPECT_EQ(picture.params.value(u"body"_s), QString::fromLatin1(image));

    // An option the caller left undefined is interpolated as "undefined".
    EXPECT_FALSE(submit("invisible=false&data-s=undefined&googlekey=6Le-site&pageurl=https%3A%2F%2Fa.test%2F"
                        "&method=userrecaptcha"
                        + tail)
                     .params.contains(u"data-s"_s));
}

TEST(CompatFields, TheCaptchaSolverPackagesDefaultRequests)
{
    const QByteArray head = "key=0123456789abcdef0123456789abcdef&json=1&header_acao=1&soft_id=4587";
    const TaskSpec v2 = submit(head
                               + "&pageurl=https%3A%2F%2Fshop.test%2Flogin&googlekey=6Le-site&method=userrecaptcha");
    EXPECT_EQ(v2.method, Method::RecaptchaV2);
    EXPECT_TRUE(v2.params.isEmpty());

    const TaskSpec v3 = submit(head
                               + "&pageurl=https%3A%2F%2Fshop.test%2Flogin&googlekey=6Le-site&version=v3"
                                 "&min_score=0.7&action=login&enterprise=true&method=userrecaptcha");
    EXPECT_EQ(v3.method, Method::RecaptchaV3);
    EXPECT_EQ(v3.params.value(u"enterprise"_s), u"1"_s);

    const TaskSpec turnstile = submit(
        head + "&pageurl=https%3A%2F%2Fshop.test%2Flogin&sitekey=0x4AAAAAAAB&method=turnstile");
    EXPECT_EQ(turnstile.method, Method::Turnstile);

    // imageCaptcha({body, numeric, min_len}): one JSON object, every field in it.
    const TaskSpec
        picture = submit({},
                         "application/json",
                         R"({"key":"0123456789abcdef0123456789abcdef","json":1,"header_acao":1,"soft_id":4587,"body":")"
                             + image + R"(","numeric":4,"min_len":4,"max_len":6,"method":"base64"})");
    EXPECT_EQ(picture.method, Method::Image);
    EXPECT_EQ(picture.params.value(u"numeric"_s), u"4"_s);
    EXPECT_EQ(picture.params.value(u"min_len"_s), u"4"_s);
    EXPECT_EQ(picture.params.value(u"max_len"_s), u"6"_s);
}
