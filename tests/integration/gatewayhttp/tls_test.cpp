// Listening: loopback only in clear text; TLS (QSslServer) with a throwaway self-signed certificate made here.
#include "gatewayfixture.h"
#include "support/testutil.h"

#include <QFile>
#include <QProcess>
#include <QSslSocket>
#include <QTemporaryDir>

using namespace SolveDeck::Gateway;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

class TlsTest : public GatewayTest
{
protected:
    // One certificate for the suite: an EC key (fast to make) for CN and IP 127.0.0.1, valid for two days.
    static void SetUpTestSuite()
    {
        s_dir = new QTemporaryDir;
        QProcess openssl;
        openssl.start(u"openssl"_s,
                      {u"req"_s,
                       u"-x509"_s,
                       u"-newkey"_s,
                       u"ec"_s,
                       u"-pkeyopt"_s,
                       u"ec_paramgen_curve:prime256v1"_s,
                       u"-nodes"_s,
                       u"-keyout"_s,
                       s_dir->filePath(u"key.pem"_s),
                       u"-out"_s,
                       s_dir->filePath(u"cert.pem"_s),
                       u"-days"_s,
                       u"2"_s,
                       u"-subj"_s,
                       u"/CN=127.0.0.1"_s,
                       u"-addext"_s,
                       u"subjectAltName=IP:127.0.0.1"_s});
        if (!openssl.waitForFinished(60000) || openssl.exitCode() != 0) {
            s_problem = u"openssl could not make a certificate (scripts/setup-deps installs it): "_s
                      + QString::fromLocal8Bit(openssl.readAllStandardError()) + openssl.errorString();
        }
    }

    static void TearDownTestSuite()
    {
        delete s_dir;
        s_dir = nullptr;
    }

    void SetUp() override { ASSERT_TRUE(s_problem.isEmpty()) << s_problem.toStdString(); }

    static TlsFiles files() { return {s_dir->filePath(u"cert.pem"_s), s_dir->filePath(u"key.pem"_s)}; }

    static QSslCertificate certificate() { return QSslCertificate::fromPath(s_dir->filePath(u"cert.pem"_s)).value(0); }

    void startTls()
    {
        gateway = std::make_unique<HttpServer>(&backend);
        const auto listening = gateway->listen(QHostAddress::LocalHost, 0, files());
        ASSERT_TRUE(listening.ok()) << listening.error().message.toStdString();
        port = *listening;
    }

    static QTemporaryDir *s_dir;
    static QString s_problem;
};

QTemporaryDir *TlsTest::s_dir = nullptr;
QString TlsTest::s_problem;

TEST_F(GatewayTest, ANonLoopbackAddressIsRefusedWithoutTls)
{
    gateway = std::make_unique<HttpServer>(&backend);
    for (const QHostAddress &address :
         {QHostAddress(QHostAddress::Any), QHostAddress(QHostAddress::AnyIPv6), QHostAddress(u"192.0.2.10"_s)}) {
        const auto refused = gateway->listen(address, 0);
        ASSERT_FALSE(refused.ok()) << address.toString().toStdString();
        EXPECT_EQ(refused.error().code, u"tls_required"_s);
        EXPECT_TRUE(refused.error().message.contains(u"--tls-cert"_s));
        EXPECT_TRUE(refused.error().message.contains(u"--tls-key"_s));
    }
    EXPECT_FALSE(gateway->isListening());
    // IPv6 loopback is loopback.
    const auto v6 = gateway->listen(QHostAddress::LocalHostIPv6, 0);
    if (!v6.ok()) {
        EXPECT_EQ(v6.error().code, u"listen_failed"_s) << "only a host without IPv6 may refuse ::1";
    }
}

TEST_F(GatewayTest, AnAddressInUseIsAClearError)
{
    start();
    HttpServer second(&backend);
    const auto busy = second.listen(QHostAddress::LocalHost, port);
    ASSERT_FALSE(busy.ok());
    EXPECT_EQ(busy.error().code, u"listen_failed"_s);
    EXPECT_TRUE(busy.error().message.contains(QString::number(port))) << busy.error().message.toStdString();
}

TEST_F(TlsTest, RequestsAreServedOverTls)
{
    startTls();
    EXPECT_EQ(gateway->url().scheme(), u"https"_s);
    HttpTestClient client(port, certificate());
    ASSERT_TRUE(client.waitConnected());
    for (int i = 0; i < 3; ++i) {
        client.send(HttpTestClient::post("/v1/solve", "{\"a\":1}"));
        const auto answer = client.nextAnswer();
        ASSERT_TRUE(answer) << i;
        EXPECT_EQ(answer->status, 200);
    }
    ASSERT_EQ(backend.requests.size(), 3);
    EXPECT_TRUE(backend.requests[0].secure);
    EXPECT_EQ(backend.requests[0].body, "{\"a\":1}");
}

TEST_F(TlsTest, TheLimitsHoldOverTls)
{
    startTls();
    HttpTestClient client(port, certificate());
    ASSERT_TRUE(client.waitConnected());
    client.send("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n");
    const auto answer = client.nextAnswer();
    ASSERT_TRUE(answer) << client.received().constData() << " / " << client.socket().errorString().toStdString()
                        << " / state " << int(client.socket().state());
    EXPECT_EQ(answer->status, 411);
    EXPECT_TRUE(client.waitClosed());
}

TEST_F(TlsTest, PlainHttpOnTheTlsPortGetsNothing)
{
    startTls();
    HttpTestClient client(port);
    ASSERT_TRUE(client.waitConnected());
    client.send(HttpTestClient::get("/"));
    EXPECT_TRUE(client.waitClosed());
    EXPECT_TRUE(backend.requests.isEmpty());
}

TEST_F(TlsTest, ANonLoopbackAddressIsAcceptedWithTls)
{
    // Checked without binding a real interface: the refusal comes before any socket, so a TLS configuration that
    // loads is all that differs. An address no interface has fails at bind, not at the TLS rule.
    gateway = std::make_unique<HttpServer>(&backend);
    const auto result = gateway->listen(QHostAddress(u"192.0.2.10"_s), 0, files());
    ASSERT_FALSE(result.ok());
    EXPECT_EQ(result.error().code, u"listen_failed"_s);
}

TEST_F(TlsTest, BadCertificateOrKeyFilesAreNamed)
{
    gateway = std::make_unique<HttpServer>(&backend);
    const auto missingKey = gateway->listen(QHostAddress::LocalHost, 0, {files().certificatePath, {}});
    ASSERT_FALSE(missingKey.ok());
    EXPECT_EQ(missingKey.error().code, u"tls_files"_s);
    EXPECT_TRUE(missingKey.error().message.contains(u"--tls-key"_s)) << missingKey.error().message.toStdString();

    QFile garbage(s_dir->filePath(u"garbage.pem"_s));
    ASSERT_TRUE(garbage.open(QIODevice::WriteOnly));
    garbage.write("not a certificate\n");
    garbage.close();
    const auto badCertificate = gateway->listen(QHostAddress::LocalHost, 0, {garbage.fileName(), files().keyPath});
    ASSERT_FALSE(badCertificate.ok());
    EXPECT_TRUE(badCertificate.error().message.contains(u"--tls-cert"_s));
    EXPECT_TRUE(badCertificate.error().message.contains(garbage.fileName()));

    // The certificate where the key belongs.
    const auto badKey = gateway->listen(QHostAddress::LocalHost, 0, {files().certificatePath, files().certificatePath});
    ASSERT_FALSE(badKey.ok());
    EXPECT_TRUE(badKey.error().message.contains(u"--tls-key"_s));

    const auto unreadable = gateway->listen(QHostAddress::LocalHost,
                                            0,
                                            {s_dir->filePath(u"nope.pem"_s), files().keyPath});
    ASSERT_FALSE(unreadable.ok());
    EXPECT_TRUE(unreadable.error().message.contains(u"nope.pem"_s));
    EXPECT_FALSE(gateway->isListening());
}

} // namespace
