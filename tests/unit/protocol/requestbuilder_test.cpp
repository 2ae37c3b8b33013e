#include "core/protocol/requestbuilder.h"
#include "formfields.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

const QString kKey = QStringLiteral("testkey0123456789");

TaskSpec spec(Method method, QMap<QString, QString> params = {})
{
    TaskSpec s;
    s.method = method;
    if (method != Method::Image) {
        s.sitekey = QStringLiteral("6Le-SITEKEY");
        s.pageurl = QStringLiteral("https://example.com/login?a=1&b=2");
    }
    s.params = std::move(params);
    return s;
}

} // namespace

TEST(RequestBuilder, RecaptchaV2RequiredFields)
{
    const auto form = decodeForm(RequestBuilder::submitBody(spec(Method::RecaptchaV2), kKey));
    EXPECT_EQ(form.value(QStringLiteral("key")), kKey);
    EXPECT_EQ(form.value(QStringLiteral("method")), QStringLiteral("userrecaptcha"));
    EXPECT_EQ(form.value(QStringLiteral("googlekey")), QStringLiteral("6Le-SITEKEY"));
    EXPECT_EQ(form.value(QStringLiteral("pageurl")), QStringLiteral("https://example.com/login?a=1&b=2"));
    EXPECT_EQ(form.value(QStringLiteral("json")), QStringLiteral("1"));
    EXPECT_FALSE(form.contains(QStringLiteral("version")));
    EXPECT_FALSE(form.contains(QStringLiteral("soft_id")));
    EXPECT_EQ(form.size(), 5);
}

TEST(RequestBuilder, RecaptchaV2Options)
{
    const auto form = decodeForm(
        RequestBuilder::submitBody(spec(Method::RecaptchaV2,
                                        {{QStringLiteral("invisible"), QStringLiteral("1")},
                                         {QStringLiteral("enterprise"), QStringLiteral("1")},
                                         {QStringLiteral("data-s"), QStringLiteral("S+/=")},
                                         {QStringLiteral("userAgent"), QStringLiteral("UA 1")},
                                         {QStringLiteral("cookies"), QStringLiteral("a=1;b=2")},
                                         {QStringLiteral("proxy"), QStringLiteral("u:p@h:1")},
                                         {QStringLiteral("proxytype"), QStringLiteral("HTTPS")},
                                         {QStringLiteral("min_score"), QStringLiteral("0.3")}}),
                                   kKey,
                                   QStringLiteral("1234")));
    EXPECT_EQ(form.value(QStringLiteral("invisible")), QStringLiteral("1"));
    EXPECT_EQ(form.value(QStringLiteral("enterprise")), QStringLiteral("1"));
    EXPECT_EQ(form.value(QStringLiteral("data-s")), QStringLiteral("S+/="));
    EXPECT_EQ(form.value(QStringLiteral("userAgent")), QStringLiteral("UA 1"));
    EXPECT_EQ(form.value(QStringLiteral("cookies")), QStringLiteral("a=1;b=2"));
    EXPECT_EQ(form.value(QStringLiteral("proxy")), QStringLiteral("u:p@h:1"));
    EXPECT_EQ(form.value(QStringLiteral("proxytype")), QStringLiteral("HTTPS"));
    EXPECT_EQ(form.value(QStringLiteral("soft_id")), QStringLiteral("1234"));
    // min_score belongs to v3 only.
    EXPECT_FALSE(form.contains(QStringLiteral("min_score")));
}

TEST(RequestBuilder, RecaptchaV3AddsVersionActionAndScore)
{
    const auto form = decodeForm(
        RequestBuilder::submitBody(spec(Method::RecaptchaV3,
                                        {{QStringLiteral("action"), QStringLiteral("login")},
                                         {QStringLiteral("min_score"), QStringLiteral("0.3")}}),
                                   kKey));
    EXPECT_EQ(form.value(QStringLiteral("method")), QStringLiteral("userrecaptcha"));
    EXPECT_EQ(form.value(QStringLiteral("version")), QStringLiteral("v3"));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("login"));
    EXPECT_EQ(form.value(QStringLiteral("min_score")), QStringLiteral("0.3"));
    EXPECT_EQ(form.value(QStringLiteral("googlekey")), QStringLiteral("6Le-SITEKEY"));
}

TEST(RequestBuilder, TurnstileUsesSitekey)
{
    const auto form = decodeForm(RequestBuilder::submitBody(spec(Method::Turnstile,
                                                                 {{QStringLiteral("action"), QStringLiteral("signup")},
                                                                  {QStringLiteral("data"), QStringLiteral("cdata")},
                                                                  {QStringLiteral("invisible"), QStringLiteral("1")}}),
                                                            kKey));
    EXPECT_EQ(form.value(QStringLiteral("method")), QStringLiteral("turnstile"));
    EXPECT_EQ(form.value(QStringLiteral("sitekey")), QStringLiteral("6Le-SITEKEY"));
    EXPECT_FALSE(form.contains(QStringLiteral("googlekey")));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("signup"));
    EXPECT_EQ(form.value(QStringLiteral("data")), QStringLiteral("cdata"));
    EXPECT_FALSE(form.contains(QStringLiteral("invisible")));
}

TEST(RequestBuilder, ImageIsBase64BodyWithPlusSignsIntact)
{
    const QString image = QStringLiteral("iVBORw0KGgo+AAAA/NSUhEUg==");
    const QByteArray body = RequestBuilder::submitBody(spec(Method::Image,
                                                            {{QStringLiteral("body"), image},
                                                             {QStringLiteral("phrase"), QStringLiteral("0")},
                                                             {QStringLiteral("regsense"), QStringLiteral("1")},
                                                             {QStringLiteral("numeric"), QStringLiteral("2")},
                                                             {QStringLiteral("min_len"), QStringLiteral("4")},
                                                             {QStringLiteral("max_len"), QStringLiteral("6")},
                                                             {QStringLiteral("calc"), QStringLiteral("0")},
                                                             {QStringLiteral("textinstructions"),
                                                              QStringLiteral("type the red letters")},
                                                             {QStringLiteral("proxy"), QStringLiteral("h:1")}}),
                                                       kKey);
    // A raw '+' would reach PHP as a space and corrupt the image.
    EXPECT_FALSE(body.contains('+'));
    const auto form = decodeForm(body);
    EXPECT_EQ(form.value(QStringLiteral("method")), QStringLiteral("base64"));
    EXPECT_EQ(form.value(QStringLiteral("body")), image);
    EXPECT_EQ(form.value(QStringLiteral("regsense")), QStringLiteral("1"));
    EXPECT_EQ(form.value(QStringLiteral("numeric")), QStringLiteral("2"));
    EXPECT_EQ(form.value(QStringLiteral("min_len")), QStringLiteral("4"));
    EXPECT_EQ(form.value(QStringLiteral("max_len")), QStringLiteral("6"));
    EXPECT_EQ(form.value(QStringLiteral("calc")), QStringLiteral("0"));
    EXPECT_EQ(form.value(QStringLiteral("phrase")), QStringLiteral("0"));
    EXPECT_EQ(form.value(QStringLiteral("textinstructions")), QStringLiteral("type the red letters"));
    EXPECT_FALSE(form.contains(QStringLiteral("googlekey")));
    EXPECT_FALSE(form.contains(QStringLiteral("pageurl")));
    EXPECT_FALSE(form.contains(QStringLiteral("proxy")));
}

TEST(RequestBuilder, ParamsCannotOverrideKeyMethodOrJson)
{
    const auto fields = decodeFormOrdered(
        RequestBuilder::submitBody(spec(Method::RecaptchaV2,
                                        {{QStringLiteral("key"), QStringLiteral("other")},
                                         {QStringLiteral("method"), QStringLiteral("post")},
                                         {QStringLiteral("json"), QStringLiteral("0")},
                                         {QStringLiteral("cookies"), QString()}}),
                                   kKey));
    int keys = 0;
    for (const auto &[name, value] : fields) {
        if (name == QLatin1String("key")) {
            ++keys;
            EXPECT_EQ(value, kKey);
        }
        EXPECT_NE(name, QStringLiteral("cookies")) << "empty values are not sent";
        if (name == QLatin1String("method")) {
            EXPECT_EQ(value, QStringLiteral("userrecaptcha"));
        }
        if (name == QLatin1String("json")) {
            EXPECT_EQ(value, QStringLiteral("1"));
        }
    }
    EXPECT_EQ(keys, 1);
}

TEST(RequestBuilder, ResultBodies)
{
    auto form = decodeForm(RequestBuilder::pollBody(kKey, QStringLiteral("7212345678")));
    EXPECT_EQ(form.value(QStringLiteral("key")), kKey);
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("get"));
    EXPECT_EQ(form.value(QStringLiteral("id")), QStringLiteral("7212345678"));
    EXPECT_EQ(form.value(QStringLiteral("json")), QStringLiteral("1"));

    form = decodeForm(
        RequestBuilder::pollManyBody(kKey, {QStringLiteral("1"), QStringLiteral("2"), QStringLiteral("3")}));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("get"));
    EXPECT_EQ(form.value(QStringLiteral("ids")), QStringLiteral("1,2,3"));
    EXPECT_FALSE(form.contains(QStringLiteral("id")));

    form = decodeForm(RequestBuilder::balanceBody(kKey));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("getbalance"));
    EXPECT_EQ(form.value(QStringLiteral("key")), kKey);

    form = decodeForm(RequestBuilder::threadsInfoBody(kKey));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("threadsinfo"));
    EXPECT_EQ(form.value(QStringLiteral("json")), QStringLiteral("1"));

    form = decodeForm(RequestBuilder::reportBody(kKey, QStringLiteral("99"), true));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("reportgood"));
    EXPECT_EQ(form.value(QStringLiteral("id")), QStringLiteral("99"));
    form = decodeForm(RequestBuilder::reportBody(kKey, QStringLiteral("99"), false));
    EXPECT_EQ(form.value(QStringLiteral("action")), QStringLiteral("reportbad"));
}

TEST(RequestBuilder, EncodeFormEscapesSeparators)
{
    const QByteArray body = RequestBuilder::encodeForm(
        {{QStringLiteral("a"), QStringLiteral("x&y=z")}, {QStringLiteral("b"), QStringLiteral("ü é")}});
    EXPECT_EQ(body, QByteArrayLiteral("a=x%26y%3Dz&b=%C3%BC%20%C3%A9"));
    const auto form = decodeForm(body);
    EXPECT_EQ(form.value(QStringLiteral("a")), QStringLiteral("x&y=z"));
    EXPECT_EQ(form.value(QStringLiteral("b")), QStringLiteral("ü é"));
}
