// validateTaskSpec: what CaptchaAI accepts per method, and messages that name the field and the fix.
#include "core/model/validation.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

#include <initializer_list>
#include <string>

using namespace SolveDeck;

namespace {

// The message starts with `prefix` and contains each of `parts` (gmock's matchers are not linked into the suites).
::testing::AssertionResult messageIs(const std::string &message,
                                     const std::string &prefix,
                                     std::initializer_list<std::string> parts = {})
{
    if (message.rfind(prefix, 0) != 0) {
        return ::testing::AssertionFailure() << "\"" << message << "\" does not start with \"" << prefix << "\"";
    }
    for (const std::string &part : parts) {
        if (message.find(part) == std::string::npos) {
            return ::testing::AssertionFailure() << "\"" << message << "\" does not contain \"" << part << "\"";
        }
    }
    return ::testing::AssertionSuccess();
}

TaskSpec v2()
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://www.google.com/recaptcha/api2/demo");
    return spec;
}

TaskSpec v3()
{
    TaskSpec spec = v2();
    spec.method = Method::RecaptchaV3;
    return spec;
}

TaskSpec turnstile()
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAABS7vwvV6VFfMcD");
    spec.pageurl = QStringLiteral("http://127.0.0.1:8080/form?x=1");
    return spec;
}

TaskSpec image(const QByteArray &bytes = QByteArray("\x89PNG\r\n\x1a\n fake image bytes"))
{
    TaskSpec spec;
    spec.method = Method::Image;
    spec.params.insert(QStringLiteral("body"), QString::fromLatin1(bytes.toBase64()));
    return spec;
}

TaskSpec with(TaskSpec spec, const char *name, const QString &value)
{
    spec.params.insert(QString::fromLatin1(name), value);
    return spec;
}

// The message of a refused spec, or "" when it was accepted.
std::string refusal(const TaskSpec &spec)
{
    auto r = validateTaskSpec(spec);
    if (r.ok()) {
        return {};
    }
    EXPECT_EQ(r.error().code, QStringLiteral("INVALID_SPEC"));
    return r.error().message.toStdString();
}

TEST(Validation, AcceptsTypicalJobsOfEveryMethod)
{
    EXPECT_EQ(refusal(v2()), "");
    EXPECT_EQ(refusal(with(with(v2(), "invisible", QStringLiteral("1")), "enterprise", QStringLiteral("0"))), "");
    EXPECT_EQ(refusal(with(with(v3(), "action", QStringLiteral("login/submit_2")), "min_score", QStringLiteral("0.3"))),
              "");
    EXPECT_EQ(refusal(v3()), ""); // action is optional
    EXPECT_EQ(refusal(with(turnstile(), "data", QStringLiteral("cdata-123"))), "");
    EXPECT_EQ(refusal(with(with(v2(), "proxy", QStringLiteral("user:pw@10.0.0.1:3128")),
                           "proxytype",
                           QStringLiteral("SOCKS5"))),
              "");
    EXPECT_EQ(refusal(with(with(with(image(), "numeric", QStringLiteral("4")), "min_len", QStringLiteral("4")),
                           "max_len",
                           QStringLiteral("6"))),
              "");
}

TEST(Validation, SitekeyMustBePresentCompactAndShort)
{
    TaskSpec spec = v2();
    spec.sitekey.clear();
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey: missing"));
    spec.sitekey = QStringLiteral(" 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey:", {"spaces"}));
    spec.sitekey = QStringLiteral("6Le\tabc");
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey:"));
    spec.sitekey = QStringLiteral("6Le\u00e9abc");
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey:"));
    spec.sitekey = QString(maxSitekeyLength + 1, QLatin1Char('k'));
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey: 101 characters", {"at most 100"}));
    spec.sitekey = QString(maxSitekeyLength, QLatin1Char('k'));
    EXPECT_EQ(refusal(spec), "");
}

TEST(Validation, PageurlMustBeAnAbsoluteHttpAddressWithAHost)
{
    const struct
    {
        const char *url;
        const char *expected;
    } cases[] = {
        {"", "pageurl: missing"},
        {"example.com/login", "must start with http:// or https://"},
        {"ftp://example.com/", "must start with http:// or https://"},
        {"javascript:alert(1)", "must start with http:// or https://"},
        {"https://", "no host name"},
        {"https:///path", "no host name"},
        {"https://exa mple.com/", "not a valid address"},
    };

    for (const auto &c : cases) {
        TaskSpec spec = v2();
        spec.pageurl = QString::fromUtf8(c.url);
        EXPECT_TRUE(messageIs(refusal(spec), "pageurl:", {c.expected})) << c.url;
    }
    TaskSpec spec = turnstile();
    spec.pageurl = QStringLiteral("HTTPS://Example.COM:8443/a/b?c=d#e");
    EXPECT_EQ(refusal(spec), "");
}

TEST(Validation, UnknownParametersAreRejectedWithTheAllowedList)
{
    const std::string message = refusal(with(v2(), "googlekey", QStringLiteral("x")));
    EXPECT_TRUE(messageIs(message, "googlekey: not a parameter of recaptcha_v2 jobs"));
    EXPECT_TRUE(messageIs(message,
                          "",
                          {"allowed: cookies, data-s, enterprise, invisible, pingback, proxy, proxytype, userAgent"}));
    EXPECT_TRUE(messageIs(refusal(with(turnstile(), "min_score", QStringLiteral("0.3"))),
                          "min_score: not a parameter of turnstile jobs",
                          {"action, data"}));
    EXPECT_TRUE(
        messageIs(refusal(with(image(), "proxy", QStringLiteral("h:1"))), "proxy: not a parameter of image jobs"));
    EXPECT_TRUE(messageIs(refusal(with(v2(), "key", QStringLiteral("secret"))), "key: not a parameter"));
    EXPECT_EQ(allowedTaskParameters(Method::Image),
              (QStringList{QStringLiteral("body"),
                           QStringLiteral("calc"),
                           QStringLiteral("max_len"),
                           QStringLiteral("min_len"),
                           QStringLiteral("numeric"),
                           QStringLiteral("phrase"),
                           QStringLiteral("pingback"),
                           QStringLiteral("regsense"),
                           QStringLiteral("textinstructions")}));
}

TEST(Validation, SwitchesAreZeroOrOne)
{
    for (const char *name : {"invisible", "enterprise"}) {
        EXPECT_EQ(refusal(with(v2(), name, QStringLiteral("0"))), "");
        EXPECT_TRUE(messageIs(refusal(with(v2(), name, QStringLiteral("true"))),
                              std::string(std::string(name) + ": \"true\" is not allowed"),
                              {"use 1"}));
    }
    for (const char *name : {"phrase", "regsense", "calc"}) {
        EXPECT_EQ(refusal(with(image(), name, QStringLiteral("1"))), "");
        EXPECT_TRUE(messageIs(refusal(with(image(), name, QStringLiteral("2"))), std::string(name) + ":"));
    }
    EXPECT_TRUE(messageIs(refusal(with(v2(), "invisible", QString(QLatin1String("")))), "invisible: is empty"));
}

TEST(Validation, ImageNumericAndLengths)
{
    EXPECT_TRUE(
        messageIs(refusal(with(image(), "numeric", QStringLiteral("5"))), "numeric: \"5\"", {"1 (digits only)"}));
    EXPECT_TRUE(messageIs(refusal(with(image(), "min_len", QStringLiteral("abc"))), "min_len: \"abc\""));
    EXPECT_TRUE(messageIs(refusal(with(image(), "max_len", QStringLiteral("21"))), "max_len: \"21\""));
    EXPECT_TRUE(messageIs(refusal(with(with(image(), "min_len", QStringLiteral("8")), "max_len", QStringLiteral("4"))),
                          "min_len: 8 is greater than max_len 4"));
    EXPECT_TRUE(messageIs(refusal(with(image(), "textinstructions", QString(141, QLatin1Char('t')))),
                          "textinstructions: 141 characters"));
}

TEST(Validation, RecaptchaV3ScoreAndAction)
{
    for (const char *ok : {"0.1", "0.3", "0.7", "0.9"}) {
        EXPECT_EQ(refusal(with(v3(), "min_score", QString::fromLatin1(ok))), "") << ok;
    }
    for (const char *bad : {"0", "0.05", "0.95", "1", "high", "0,3"}) {
        EXPECT_TRUE(
            messageIs(refusal(with(v3(), "min_score", QString::fromLatin1(bad))), "min_score:", {"from 0.1 to 0.9"}))
            << bad;
    }
    EXPECT_TRUE(messageIs(refusal(with(v3(), "action", QStringLiteral("log in"))),
                          "action: \"log in\"",
                          {"grecaptcha.execute"}));
    // Turnstile's own rule: at most 32 letters, digits, _ and -.
    EXPECT_EQ(refusal(with(turnstile(), "action", QStringLiteral("login_form-2"))), "");
    EXPECT_TRUE(messageIs(refusal(with(turnstile(), "action", QStringLiteral("any text"))),
                          "action: \"any text\" is not allowed",
                          {"turnstile.render"}));
}

TEST(Validation, ProxyNeedsItsTypeAndAForm)
{
    EXPECT_TRUE(messageIs(refusal(with(v2(), "proxy", QStringLiteral("10.0.0.1:3128"))),
                          "proxy: given without proxytype",
                          {"SOCKS5"}));
    EXPECT_TRUE(messageIs(refusal(with(v2(), "proxytype", QStringLiteral("HTTP"))), "proxytype: given without"));
    EXPECT_TRUE(
        messageIs(refusal(
                      with(with(v2(), "proxy", QStringLiteral("10.0.0.1:3128")), "proxytype", QStringLiteral("socks"))),
                  "proxytype: \"socks\"",
                  {"HTTP, HTTPS, SOCKS4, SOCKS5"}));
    EXPECT_TRUE(
        messageIs(refusal(
                      with(with(v2(), "proxy", QStringLiteral("no-port-here")), "proxytype", QStringLiteral("HTTP"))),
                  "proxy: not in the form"));
}

TEST(Validation, ImageBodyMustBeNonEmptyBase64UnderTheLimit)
{
    TaskSpec none = image();
    none.params.remove(QStringLiteral("body"));
    EXPECT_TRUE(messageIs(refusal(none), "body: missing"));
    EXPECT_TRUE(messageIs(refusal(with(image(), "body", QStringLiteral("not*base64!"))),
                          "body: is not valid base64",
                          {"base64 -w0"}));
    EXPECT_TRUE(messageIs(refusal(with(image(), "body", QStringLiteral("data:image/png;base64,iVBORw0KGgo="))),
                          "body: starts with a data: URL prefix"));
    EXPECT_TRUE(messageIs(refusal(with(image(), "body", QStringLiteral("===="))), "body:"));
    EXPECT_EQ(refusal(image(QByteArray(maxImageBytes, 'x'))), "");
    EXPECT_TRUE(messageIs(refusal(image(QByteArray(maxImageBytes + 1, 'x'))), "body: the image is 600 KB", {"Crop"}));
    // Line-wrapped base64 (as `base64` prints by default) is fine.
    const QString wrapped = QString::fromLatin1(QByteArray(300, 'y').toBase64()).insert(76, QLatin1Char('\n'));
    EXPECT_EQ(refusal(with(image(), "body", wrapped)), "");
}

TEST(Validation, PingbackIsAFullHttpAddress)
{
    EXPECT_EQ(refusal(with(v2(), "pingback", QStringLiteral("https://hooks.example.com/solved?x=1"))), "");
    EXPECT_EQ(refusal(with(image(), "pingback", QStringLiteral("http://127.0.0.1:9000/cb"))), "");
    EXPECT_TRUE(messageIs(refusal(with(turnstile(), "pingback", QStringLiteral("hooks.example.com/solved"))),
                          "pingback: \"hooks.example.com/solved\" is not a full http(s) address"));
}

TEST(Validation, ImageJobsTakeNoSitekeyOrPage)
{
    TaskSpec spec = image();
    spec.pageurl = QStringLiteral("https://example.com/");
    EXPECT_TRUE(messageIs(refusal(spec), "sitekey/pageurl: image jobs take neither"));
}

} // namespace

namespace {

// Every kind of character that could drive a terminal or split a header: C0 (ESC, CR, LF, BEL), DEL, C1 (CSI) and a
// bidirectional override.
const QStringList kControlSamples = {QStringLiteral("\x1b[2J"),
                                     QStringLiteral("\r"),
                                     QStringLiteral("\n"),
                                     QStringLiteral("\a"),
                                     QString(QChar(0x7f)),
                                     QString(QChar(0x9b)) + QStringLiteral("31m"),
                                     QString(QChar(0x202e))};

} // namespace

TEST(Validation, ControlCharactersAreRefusedInSiteKeyPageUrlAndIdempotencyKey)
{
    for (const QString &control : kControlSamples) {
        TaskSpec key = v2();
        key.sitekey.insert(5, control);
        EXPECT_TRUE(messageIs(refusal(key), "sitekey:", {"Copy the key again"})) << control.toStdString();
        TaskSpec page = v2();
        page.pageurl += QStringLiteral("?a=") + control;
        EXPECT_TRUE(messageIs(refusal(page), "pageurl: contains control characters", {"address bar"}))
            << control.toStdString();
        const Result<void> idem = validateIdempotencyKey(QStringLiteral("order-") + control + QStringLiteral("-1"));
        ASSERT_FALSE(idem.ok()) << control.toStdString();
        EXPECT_TRUE(messageIs(idem.error().message.toStdString(),
                              "idempotency key: contains control characters",
                              {"printable text"}));
    }
    EXPECT_TRUE(validateIdempotencyKey(QStringLiteral("order-2024-001 (retry)")).ok());
    EXPECT_TRUE(validateIdempotencyKey(QString()).ok());
    EXPECT_FALSE(validateIdempotencyKey(QString(maxIdempotencyKeyLength + 1, QLatin1Char('k'))).ok());
    TaskSpec longPage = v2();
    longPage.pageurl += QStringLiteral("?q=") + QString(maxPageUrlLength, QLatin1Char('a'));
    EXPECT_TRUE(messageIs(refusal(longPage), "pageurl:", {"at most 2048"}));
}

TEST(Validation, EveryTextParameterIsBoundedAndFreeOfControlCharacters)
{
    const QList<std::pair<TaskSpec, const char *>> cases = {{v3(), "userAgent"},
                                                            {v3(), "cookies"},
                                                            {v3(), "data-s"},
                                                            {v3(), "action"},
                                                            {turnstile(), "data"},
                                                            {turnstile(), "action"},
                                                            {v2(), "pingback"},
                                                            {image(), "textinstructions"}};
    for (const auto &[spec, name] : cases) {
        for (const QString &control : kControlSamples) {
            if (std::string(name) == "textinstructions"
                && (control == QStringLiteral("\r") || control == QStringLiteral("\n"))) {
                continue; // instructions may run over several lines
            }
            const std::string message = refusal(
                with(spec, name, QStringLiteral("abc") + control + QStringLiteral("d")));
            EXPECT_FALSE(message.empty()) << name << " accepted " << control.toStdString();
            EXPECT_EQ(message.rfind(std::string(name) + ":", 0), 0u) << message;
        }
        const std::string tooLong = refusal(with(spec, name, QString(maxParameterLength + 1, QLatin1Char('a'))));
        EXPECT_FALSE(tooLong.empty()) << name << " accepted " << maxParameterLength + 1 << " characters";
    }
    // Proxies: the host and port checked, the password never repeated.
    TaskSpec proxied = with(v2(), "proxytype", QStringLiteral("HTTP"));
    EXPECT_EQ(refusal(with(proxied, "proxy", QStringLiteral("user:pw@10.0.0.1:3128"))), "");
    EXPECT_EQ(refusal(with(proxied, "proxy", QStringLiteral("proxy.example.com:8080"))), "");
    EXPECT_EQ(refusal(with(proxied, "proxy", QStringLiteral("[2001:db8::1]:1080"))), "");
    EXPECT_TRUE(messageIs(refusal(with(proxied, "proxy", QStringLiteral("user:secretpw@host:99999"))),
                          "proxy: port 99999 is out of range"));
    const std::string badHost = refusal(with(proxied, "proxy", QStringLiteral("user:secretpw@ho st:80")));
    EXPECT_TRUE(messageIs(badHost, "proxy: not in the form", {"login:password@host:port"}));
    EXPECT_EQ(badHost.find("secretpw"), std::string::npos) << badHost;
    EXPECT_FALSE(refusal(with(proxied, "proxy", QStringLiteral("host:80\r\nX-Injected: 1"))).empty());
    // Formats: cookies are name:value pairs, Turnstile's cData and action its own alphabet, user agents ASCII.
    EXPECT_EQ(refusal(with(v3(), "cookies", QStringLiteral("sid:abc;theme=dark"))), "");
    EXPECT_TRUE(messageIs(refusal(with(v3(), "cookies", QStringLiteral("sid:abc;garbage"))),
                          "cookies: \"garbage\" is not a name:value pair"));
    EXPECT_TRUE(messageIs(refusal(with(turnstile(), "data", QStringLiteral("has space"))), "data (cData):"));
    EXPECT_FALSE(refusal(with(turnstile(), "data", QString(256, QLatin1Char('c')))).empty());
    EXPECT_EQ(refusal(with(v3(), "userAgent", QStringLiteral("Mozilla/5.0 (X11; Linux x86_64) Firefox/120.0"))), "");
    EXPECT_EQ(refusal(with(image(), "textinstructions", QStringLiteral("Type the red letters\r\nonly"))), "");
    EXPECT_TRUE(messageIs(refusal(with(v3(), "userAgent", QStringLiteral("Mozilla/5.0 ") + QChar(0x00e9))),
                          "userAgent:",
                          {"navigator.userAgent"}));
}

// A twenty-ninth trial: a 19-character Turnstile key passed New Job and the import preview, then failed at once with
// ERROR_BAD_PARAMETERS. The shape is 0x4 (or a test key's 1x0, 2x0, 3x0) and 20 to 40 characters in all.
TEST(Validation, ATurnstileSiteKeyHasTwentyToFortyCharacters)
{
    const auto shaped = [](const QString &key) {
        return sitekeyShapeMessage(Method::Turnstile, key).isEmpty();
    };
    EXPECT_FALSE(shaped(QStringLiteral("0x4AAAAAAATrialKey1"))) << "19 characters";
    EXPECT_TRUE(shaped(QStringLiteral("0x4AAAAAAATrialKey12"))) << "20 characters";
    EXPECT_TRUE(shaped(QStringLiteral("0x4AAAAAAAC3DHQFLr1GavRN")));
    EXPECT_TRUE(shaped(QStringLiteral("1x00000000000000000000AA")));
    EXPECT_TRUE(shaped(QStringLiteral("0x4") + QString(37, QLatin1Char('A')))) << "40 characters";
    EXPECT_FALSE(shaped(QStringLiteral("0x4") + QString(38, QLatin1Char('A')))) << "41 characters";
    EXPECT_TRUE(sitekeyShapeMessage(Method::Turnstile, QStringLiteral("0x4AAAAAAATrialKey1"))
                    .contains(QStringLiteral("20 to 40")));
}
