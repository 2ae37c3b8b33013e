// pingback (issue 27 item 3): where the service posts solved tokens. Its form (https unless this machine, no user
// info, a host every program reads alike) is validateTaskSpec's; its host must be an authorised target
// (validatePingbackHost, run by the store on every enqueue and import).
#include "core/model/hostpattern.h"
#include "core/model/validation.h"

#include <gtest/gtest.h>

#include <string>

using namespace SolveDeck;

namespace {

TaskSpec withPingback(const QString &pingback)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAABS7vwvV6VFfMcD");
    spec.pageurl = QStringLiteral("https://shop.example.com/login");
    spec.params.insert(QStringLiteral("pingback"), pingback);
    return spec;
}

std::string refusal(const Result<void> &r)
{
    if (r.ok()) {
        return "(accepted)";
    }
    EXPECT_EQ(r.error().code, QStringLiteral("INVALID_SPEC"));
    return r.error().message.toStdString();
}

bool contains(const std::string &text, const char *part)
{
    return text.find(part) != std::string::npos;
}

QList<HostPattern> authorised(std::initializer_list<const char *> texts)
{
    QList<HostPattern> patterns;
    for (const char *text : texts) {
        patterns << HostPattern::parse(QString::fromLatin1(text)).value();
    }
    return patterns;
}

TEST(Pingback, PlainHttpOnlyToThisMachine)
{
    EXPECT_TRUE(validateTaskSpec(withPingback(QStringLiteral("https://hooks.example.com/solved"))).ok());
    for (const char *local :
         {"http://127.0.0.1:9000/cb", "http://localhost/cb", "http://[::1]:8080/cb", "http://127.8.9.10/cb"}) {
        SCOPED_TRACE(local);
        EXPECT_TRUE(validateTaskSpec(withPingback(QString::fromLatin1(local))).ok());
    }
    for (const char *remote : {"http://attacker.example/steal", "http://169.254.169.254/x", "http://10.0.0.1/cb"}) {
        SCOPED_TRACE(remote);
        const std::string message = refusal(validateTaskSpec(withPingback(QString::fromLatin1(remote))));
        EXPECT_TRUE(contains(message, "pingback:")) << message;
        EXPECT_TRUE(contains(message, "https://")) << message;
    }
}

TEST(Pingback, UserInfoIsRefusedWithoutRepeatingIt)
{
    for (const char *url : {"https://user:S3cretPw@hooks.example.com/cb",
                            "https://hooks.example.com@attacker.example/",
                            "https://token@hooks.example.com/"}) {
        SCOPED_TRACE(url);
        const std::string message = refusal(validateTaskSpec(withPingback(QString::fromLatin1(url))));
        EXPECT_TRUE(contains(message, "user information")) << message;
        EXPECT_FALSE(contains(message, "S3cretPw")) << message;
    }
}

TEST(Pingback, AHostProgramsReadDifferentlyIsRefused)
{
    for (const char *url : {"https://attacker.example\\@hooks.example.com/", "https://%68ooks.example.com/"}) {
        SCOPED_TRACE(url);
        EXPECT_TRUE(contains(refusal(validateTaskSpec(withPingback(QString::fromLatin1(url)))), "pingback:"));
    }
}

TEST(Pingback, TheHostMustBeAnAuthorisedTarget)
{
    const QList<HostPattern> allowed = authorised({"shop.example.com", "*.hooks.example.net", "127.0.0.1"});
    EXPECT_TRUE(validatePingbackHost(withPingback(QStringLiteral("https://shop.example.com/cb")), allowed).ok());
    EXPECT_TRUE(validatePingbackHost(withPingback(QStringLiteral("https://a.hooks.example.net/cb")), allowed).ok());
    EXPECT_TRUE(validatePingbackHost(withPingback(QStringLiteral("http://127.0.0.1:9000/cb")), allowed).ok());
    TaskSpec none = withPingback(QString());
    none.params.clear();
    EXPECT_TRUE(validatePingbackHost(none, {}).ok()) << "no pingback, nothing to authorise";

    const std::string message = refusal(
        validatePingbackHost(withPingback(QStringLiteral("https://attacker.example/steal")), allowed));
    EXPECT_TRUE(contains(message, "pingback: the host attacker.example is not an authorised target")) << message;
    EXPECT_TRUE(contains(message, "solvedeck-cli hosts allow attacker.example")) << message;
    EXPECT_FALSE(validatePingbackHost(withPingback(QStringLiteral("https://hooks.example.net/cb")), allowed).ok())
        << "*.domain is the subdomains, not the domain";
    EXPECT_FALSE(validatePingbackHost(withPingback(QStringLiteral("https://169.254.169.254/x")), allowed).ok());
    EXPECT_FALSE(validatePingbackHost(withPingback(QStringLiteral("https://shop.example.com/cb")), {}).ok())
        << "an empty list authorises nothing";
}

} // namespace
