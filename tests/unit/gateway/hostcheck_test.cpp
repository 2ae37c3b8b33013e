// HostCheck: the Host header must name this gateway (DNS rebinding), with the names a reverse proxy uses allowed.
#include "gateway/http/hostcheck.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;
using namespace Qt::StringLiterals;

namespace {

const QHostAddress loopback(QHostAddress::LocalHost);

TEST(HostCheck, LoopbackNamesPassWithOrWithoutAPort)
{
    const HostCheck check;
    for (const QByteArray &host : {QByteArray("127.0.0.1"),
                                   QByteArray("127.0.0.1:8787"),
                                   QByteArray("localhost"),
                                   QByteArray("LocalHost:80"),
                                   QByteArray("localhost."),
                                   QByteArray("[::1]"),
                                   QByteArray("[::1]:8787"),
                                   QByteArray("[0:0:0:0:0:0:0:1]:1"),
                                   QByteArray("127.0.0.2:9")}) {
        EXPECT_TRUE(check.allows(host, loopback)) << host.constData();
    }
}

TEST(HostCheck, ForeignNamesAreRefused)
{
    const HostCheck check;
    for (const QByteArray &host : {QByteArray("evil.example"),
                                   QByteArray("evil.example:8787"),
                                   QByteArray("localhost.evil.example"),
                                   QByteArray("127.0.0.1.evil.example"),
                                   QByteArray("192.0.2.7"),
                                   QByteArray("[2001:db8::1]:80")}) {
        EXPECT_FALSE(check.allows(host, loopback)) << host.constData();
    }
}

TEST(HostCheck, MalformedHostsAreRefused)
{
    const HostCheck check;
    for (const QByteArray &host : {QByteArray("127.0.0.1:"),
                                   QByteArray("127.0.0.1:65536"),
                                   QByteArray("127.0.0.1:80x"),
                                   QByteArray("::1"),
                                   QByteArray("[::1"),
                                   QByteArray("[::1]x"),
                                   QByteArray("[]"),
                                   QByteArray("[]:80"),
                                   QByteArray(":80")}) {
        EXPECT_FALSE(check.allows(host, loopback)) << host.constData();
    }
}

TEST(HostCheck, TheAddressTheClientConnectedToPasses)
{
    const HostCheck check;
    EXPECT_TRUE(check.allows("192.0.2.7:8443", QHostAddress(u"192.0.2.7"_s)));
    EXPECT_TRUE(check.allows("192.0.2.7", QHostAddress(u"::ffff:192.0.2.7"_s)));
    EXPECT_TRUE(check.allows("[2001:db8::1]:8443", QHostAddress(u"2001:db8:0::1"_s)));
    EXPECT_FALSE(check.allows("192.0.2.8", QHostAddress(u"192.0.2.7"_s)));
}

TEST(HostCheck, AllowedNamesPassInAnyCaseWithAnyPort)
{
    const HostCheck check({QByteArray("Gateway.Example"), QByteArray("proxy.example:443")});
    EXPECT_TRUE(check.allows("gateway.example", loopback));
    EXPECT_TRUE(check.allows("GATEWAY.EXAMPLE:8080", loopback));
    EXPECT_TRUE(check.allows("proxy.example", loopback));
    EXPECT_FALSE(check.allows("other.example", loopback));
}

TEST(HostCheck, AnEmptyHostNamesNothingForeign)
{
    EXPECT_TRUE(HostCheck().allows("", loopback));
}

} // namespace
