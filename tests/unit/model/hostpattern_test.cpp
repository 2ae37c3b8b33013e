// HostPattern: what an operator may type as an authorised target, and which page URLs each pattern covers: exact
// hosts, "*.domain", ports, IDN, trailing dots, case, and URLs that put another host's name in front of the real one.
#include "core/model/hostpattern.h"

#include <gtest/gtest.h>

using SolveDeck::HostPattern;

namespace {

HostPattern pattern(const QString &text)
{
    const auto parsed = HostPattern::parse(text);
    EXPECT_TRUE(parsed.ok()) << text.toStdString() << ": "
                             << (parsed.ok() ? std::string() : parsed.error().message.toStdString());
    return parsed.ok() ? parsed.value() : HostPattern();
}

std::string refusal(const QString &text)
{
    const auto parsed = HostPattern::parse(text);
    EXPECT_FALSE(parsed.ok()) << text.toStdString() << " was accepted as " << parsed->text().toStdString();
    if (parsed.ok()) {
        return {};
    }
    EXPECT_EQ(parsed.error().code, QStringLiteral("INVALID_HOST_PATTERN"));
    return parsed.error().message.toStdString();
}

TEST(HostPatternTest, ExactHostMatchesOnlyThatHost)
{
    const HostPattern p = pattern(QStringLiteral("shop.example.com"));
    EXPECT_FALSE(p.isWildcard());
    EXPECT_EQ(p.text(), QStringLiteral("shop.example.com"));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://shop.example.com/login")));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("http://shop.example.com")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://a.shop.example.com/")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://example.com/")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://shop.example.com.evil.example/")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://evilshop.example.com/")));
}

TEST(HostPatternTest, WildcardMatchesSubdomainsAtAnyDepthButNotTheDomainItself)
{
    const HostPattern p = pattern(QStringLiteral("*.example.com"));
    EXPECT_TRUE(p.isWildcard());
    EXPECT_EQ(p.text(), QStringLiteral("*.example.com"));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://a.example.com/")));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://a.b.example.com/x")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://example.com/")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://badexample.com/")));
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://example.com.evil.example/")));
}

TEST(HostPatternTest, PortsDoNotMatter)
{
    const HostPattern p = pattern(QStringLiteral("example.com:8443"));
    EXPECT_EQ(p.text(), QStringLiteral("example.com"));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://example.com:8443/login")));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://example.com:443/")));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("http://example.com:8080/")));
    EXPECT_EQ(pattern(QStringLiteral("https://example.com:8443/login?x=1")).text(), QStringLiteral("example.com"));
    EXPECT_EQ(pattern(QStringLiteral("[::1]:8080")).text(), QStringLiteral("::1"));
    EXPECT_TRUE(pattern(QStringLiteral("[::1]")).matchesUrl(QStringLiteral("http://[::1]:8080/")));
}

TEST(HostPatternTest, CaseAndTrailingDotsAreOneHost)
{
    EXPECT_EQ(pattern(QStringLiteral("Shop.Example.COM.")).text(), QStringLiteral("shop.example.com"));
    EXPECT_TRUE(pattern(QStringLiteral("shop.example.com")).matchesUrl(QStringLiteral("https://SHOP.example.com./")));
    EXPECT_TRUE(pattern(QStringLiteral("*.Example.com.")).matchesUrl(QStringLiteral("https://A.EXAMPLE.COM./")));
    EXPECT_FALSE(HostPattern::parse(QStringLiteral("example.com..")).ok());
}

TEST(HostPatternTest, InternationalNamesCompareInPunycode)
{
    const HostPattern p = pattern(QStringLiteral("bücher.example"));
    EXPECT_EQ(p.text(), QStringLiteral("xn--bcher-kva.example"));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://xn--bcher-kva.example/")));
    EXPECT_TRUE(p.matchesUrl(QStringLiteral("https://BÜCHER.example/")));
    EXPECT_TRUE(pattern(QStringLiteral("xn--bcher-kva.example")).matchesUrl(QStringLiteral("https://bücher.example/")));
    EXPECT_TRUE(pattern(QStringLiteral("*.bücher.example")).matchesUrl(QStringLiteral("https://shop.bücher.example/")));
    // A look-alike in another script is another host.
    EXPECT_FALSE(p.matchesUrl(QStringLiteral("https://bücher.examp\u0142e/")));
}

TEST(HostPatternTest, UserInfoNeverPassesForTheHost)
{
    const HostPattern allowed = pattern(QStringLiteral("allowed.example"));
    EXPECT_EQ(HostPattern::hostOfUrl(QStringLiteral("https://allowed.example@evil.example/")),
              QStringLiteral("evil.example"));
    EXPECT_FALSE(allowed.matchesUrl(QStringLiteral("https://allowed.example@evil.example/")));
    EXPECT_FALSE(allowed.matchesUrl(QStringLiteral("https://allowed.example:pw@evil.example/")));
    EXPECT_FALSE(allowed.matchesUrl(QStringLiteral("https://user@evil.example/allowed.example")));
    EXPECT_TRUE(allowed.matchesUrl(QStringLiteral("https://user@allowed.example/")));
    // Parsers disagree about these; none of them is trusted to be allowed.example.
    EXPECT_EQ(HostPattern::hostOfUrl(QStringLiteral("https://evil.example\\@allowed.example/")), QString());
    EXPECT_EQ(HostPattern::hostOfUrl(QStringLiteral("https://%61llowed.example/")), QString());
    EXPECT_FALSE(allowed.matchesUrl(QStringLiteral("https://evil.example#@allowed.example/")));
    EXPECT_FALSE(allowed.matchesUrl(QStringLiteral("https://evil.example?@allowed.example/")));
    // Typed as a pattern, user info is refused rather than silently authorising the host after '@'.
    EXPECT_NE(refusal(QStringLiteral("https://allowed.example@evil.example/")).find("user information"),
              std::string::npos);
    EXPECT_NE(refusal(QStringLiteral("allowed.example@evil.example")).find("user information"), std::string::npos);
}

TEST(HostPatternTest, NotAHostIsRefusedWithHowToWriteIt)
{
    EXPECT_NE(refusal(QString()).find("shop.example.com"), std::string::npos);
    EXPECT_NE(refusal(QStringLiteral("*.com")).find("top-level domain"), std::string::npos);
    EXPECT_NE(refusal(QStringLiteral("*")).find("'*'"), std::string::npos);
    EXPECT_NE(refusal(QStringLiteral("shop.*.example")).find("first label"), std::string::npos);
    EXPECT_NE(refusal(QStringLiteral("*.10.0.0.1")).find("IP address"), std::string::npos);
    refusal(QStringLiteral("exa mple.com"));
    refusal(QStringLiteral("-bad-.example"));
    refusal(QStringLiteral("ftp://example.com/"));
    refusal(QStringLiteral("127.1"));
}

TEST(HostPatternTest, AddressesAreExactHosts)
{
    EXPECT_TRUE(pattern(QStringLiteral("127.0.0.1")).matchesUrl(QStringLiteral("http://127.0.0.1:9000/")));
    EXPECT_FALSE(pattern(QStringLiteral("127.0.0.1")).matchesUrl(QStringLiteral("http://127.0.0.2/")));
}

TEST(HostPatternTest, PageUrlsWithoutAHostHaveNone)
{
    EXPECT_EQ(HostPattern::hostOfUrl(QString()), QString());
    EXPECT_EQ(HostPattern::hostOfUrl(QStringLiteral("example.com/login")), QString());
    EXPECT_EQ(HostPattern::hostOfUrl(QStringLiteral("file:///etc/passwd")), QString());
    EXPECT_FALSE(pattern(QStringLiteral("example.com")).matchesUrl(QStringLiteral("example.com/login")));
}

} // namespace

namespace {

// Issue 27 item 4: patterns that name no one owner, or no name at all.
TEST(HostPatternTest, PublicSuffixesAndWildcardsOverThemAreRefused)
{
    // Wildcards over a public suffix of the ICANN section and of the private one (github.io, blogspot.com).
    for (const char *text : {"*.co.uk", "*.github.io", "*.blogspot.com", "*.com.au", "*.s3.amazonaws.com"}) {
        SCOPED_TRACE(text);
        const std::string message = refusal(QString::fromLatin1(text));
        EXPECT_NE(message.find("public suffix"), std::string::npos) << message;
        EXPECT_NE(message.find("*.example."), std::string::npos) << "says what to type instead: " << message;
    }
    // A bare public suffix, typed or as a URL's host.
    for (const char *text : {"com", "co.uk", "github.io", "https://co.uk/login", "COM."}) {
        SCOPED_TRACE(text);
        EXPECT_NE(refusal(QString::fromLatin1(text)).find("public suffix"), std::string::npos);
    }
    // One label below a public suffix is someone's domain.
    EXPECT_EQ(pattern(QStringLiteral("*.example.co.uk")).text(), QStringLiteral("*.example.co.uk"));
    EXPECT_EQ(pattern(QStringLiteral("*.myname.github.io")).text(), QStringLiteral("*.myname.github.io"));
    EXPECT_EQ(pattern(QStringLiteral("myname.github.io")).text(), QStringLiteral("myname.github.io"));
    EXPECT_EQ(pattern(QStringLiteral("example.co.uk")).text(), QStringLiteral("example.co.uk"));
    // Names outside the list (a machine's own, a private TLD) and addresses stay allowed.
    EXPECT_EQ(pattern(QStringLiteral("localhost")).text(), QStringLiteral("localhost"));
    EXPECT_EQ(pattern(QStringLiteral("*.corp.internal")).text(), QStringLiteral("*.corp.internal"));
    EXPECT_EQ(pattern(QStringLiteral("127.0.0.1")).text(), QStringLiteral("127.0.0.1"));
}

TEST(HostPatternTest, InvalidPunycodeIsRefused)
{
    for (const char *text : {"xn--zz", "xn--zz.example.com", "*.xn--zz.example", "shop.xn--a.example", "xn--"}) {
        SCOPED_TRACE(text);
        EXPECT_NE(refusal(QString::fromLatin1(text)).find("not a valid host name"), std::string::npos);
        EXPECT_TRUE(HostPattern::canonicalHost(QString::fromLatin1(text)).isEmpty());
    }
    // Real punycode, and the Unicode it stands for, are one host.
    EXPECT_EQ(pattern(QStringLiteral("xn--bcher-kva.example")).text(), QStringLiteral("xn--bcher-kva.example"));
    EXPECT_EQ(pattern(QStringLiteral("*.XN--BCHER-KVA.example")).text(), QStringLiteral("*.xn--bcher-kva.example"));
    EXPECT_EQ(pattern(QStringLiteral("bücher.example")).text(), QStringLiteral("xn--bcher-kva.example"));
}

TEST(HostPatternTest, AnIpv6ScopeIdIsRefused)
{
    for (const char *text : {"fe80::1%eth0", "[fe80::1%eth0]", "[fe80::1%25eth0]:8080", "fe80::1%1"}) {
        SCOPED_TRACE(text);
        EXPECT_NE(refusal(QString::fromLatin1(text)).find("not a valid host name"), std::string::npos);
    }
    EXPECT_TRUE(HostPattern::hostOfUrl(QStringLiteral("http://[fe80::1%25eth0]/")).isEmpty());
    EXPECT_EQ(pattern(QStringLiteral("fe80::1")).text(), QStringLiteral("fe80::1"));
    EXPECT_EQ(pattern(QStringLiteral("[::1]:8080")).text(), QStringLiteral("::1"));
}

} // namespace
