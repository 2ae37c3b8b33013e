// ProxyPassword (issue 27 item 2): the masking every display and export of a job's proxy goes through, and the
// refusal of a masked password as input (an export written without the passwords cannot come back as jobs).
#include "core/model/proxypassword.h"
#include "core/model/validation.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

TEST(ProxyPassword, MasksThePasswordAndKeepsTheRest)
{
    EXPECT_EQ(ProxyPassword::masked(QStringLiteral("alice:S3cretPw@1.2.3.4:8080")),
              QStringLiteral("alice:****@1.2.3.4:8080"));
    EXPECT_EQ(ProxyPassword::masked(QStringLiteral("alice:a:b:c@proxy.example:3128")),
              QStringLiteral("alice:****@proxy.example:3128"));
    EXPECT_EQ(ProxyPassword::masked(QStringLiteral("tokenonly@proxy.example:3128")),
              QStringLiteral("****@proxy.example:3128"))
        << "user info without ':' may be a token: masked whole";
    EXPECT_EQ(ProxyPassword::masked(QStringLiteral("1.2.3.4:8080")), QStringLiteral("1.2.3.4:8080"));
    EXPECT_EQ(ProxyPassword::passwordOf(QStringLiteral("alice:S3cretPw@1.2.3.4:8080")), QStringLiteral("S3cretPw"));
    EXPECT_TRUE(ProxyPassword::passwordOf(QStringLiteral("1.2.3.4:8080")).isEmpty());
}

TEST(ProxyPassword, OnlyTheProxyParameterIsMasked)
{
    const QMap<QString, QString> params{{QStringLiteral("proxy"), QStringLiteral("alice:S3cretPw@1.2.3.4:8080")},
                                        {QStringLiteral("proxytype"), QStringLiteral("HTTP")},
                                        {QStringLiteral("userAgent"), QStringLiteral("a:b@c")}};
    EXPECT_TRUE(ProxyPassword::isIn(params));
    const QMap<QString, QString> shown = ProxyPassword::maskedIn(params);
    EXPECT_EQ(shown.value(QStringLiteral("proxy")), QStringLiteral("alice:****@1.2.3.4:8080"));
    EXPECT_EQ(shown.value(QStringLiteral("proxytype")), QStringLiteral("HTTP"));
    EXPECT_EQ(shown.value(QStringLiteral("userAgent")), QStringLiteral("a:b@c"));
    EXPECT_EQ(ProxyPassword::maskedParameter(QStringLiteral("proxy"), params.value(QStringLiteral("proxy"))),
              QStringLiteral("alice:****@1.2.3.4:8080"));
    EXPECT_EQ(ProxyPassword::maskedParameter(QStringLiteral("userAgent"), QStringLiteral("a:b@c")),
              QStringLiteral("a:b@c"));
    EXPECT_FALSE(ProxyPassword::isIn({{QStringLiteral("proxy"), QStringLiteral("1.2.3.4:8080")}}));
}

TEST(ProxyPassword, AMaskedPasswordIsRefusedAsInput)
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://shop.example.com/login");
    spec.params.insert(QStringLiteral("proxytype"), QStringLiteral("HTTP"));
    spec.params.insert(QStringLiteral("proxy"), QStringLiteral("alice:****@1.2.3.4:8080"));
    const Result<void> r = validateTaskSpec(spec);
    ASSERT_FALSE(r.ok());
    EXPECT_TRUE(r.error().message.startsWith(QStringLiteral("proxy: the password reads ****")))
        << r.error().message.toStdString();
    EXPECT_TRUE(r.error().message.contains(QStringLiteral("--include-proxy-passwords")));
    spec.params.insert(QStringLiteral("proxy"), QStringLiteral("alice:S3cretPw@1.2.3.4:8080"));
    EXPECT_TRUE(validateTaskSpec(spec).ok());
}

TEST(ApiKeyShape, ThirtyTwoHexadecimalCharacters)
{
    EXPECT_TRUE(hasApiKeyShape(QStringLiteral("0123456789abcdef0123456789ABCDEF")));
    EXPECT_FALSE(hasApiKeyShape(QStringLiteral("abc")));
    EXPECT_FALSE(hasApiKeyShape(QString()));
    EXPECT_FALSE(hasApiKeyShape(QStringLiteral("0123456789abcdef0123456789abcdeg")));
    EXPECT_FALSE(hasApiKeyShape(QStringLiteral("0123456789abcdef0123456789abcdef0")));
    EXPECT_FALSE(hasApiKeyShape(QStringLiteral("0123456789abcdef 123456789abcdef")));
}

} // namespace
