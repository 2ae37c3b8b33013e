// TLS fails closed: against a server whose certificate is not trusted, the handshake fails before a byte of the
// request (and so the key) is sent, and the failure is certain (no task can exist).
#include "core/net/apiclient.h"
#include "selfsignedcert.h"
#include "support/testutil.h"

#include <QSslCertificate>
#include <QSslConfiguration>
#include <QSslKey>
#include <QSslServer>
#include <QSslSocket>

#include <optional>

using namespace SolveDeck;
using SolveDeckTest::waitUntil;

TEST(ApiClientTls, UntrustedCertificateIsRefusedBeforeTheKeyIsSent)
{
    if (!QSslSocket::supportsSsl()) {
        GTEST_SKIP() << "no TLS backend";
    }
    QSslConfiguration serverTls = QSslConfiguration::defaultConfiguration();
    serverTls.setLocalCertificate(QSslCertificate(QByteArray(kSelfSignedCertPem), QSsl::Pem));
    serverTls.setPrivateKey(QSslKey(QByteArray(kSelfSignedKeyPem), QSsl::Rsa, QSsl::Pem));
    ASSERT_FALSE(serverTls.localCertificate().isNull());
    ASSERT_FALSE(serverTls.privateKey().isNull());

    QSslServer server;
    server.setSslConfiguration(serverTls);
    QByteArray received; // application data, i.e. after a completed handshake
    int connections = 0;
    // A connection only becomes "pending" after a successful handshake, so watch the handshakes themselves.
    QObject::connect(&server, &QSslServer::startedEncryptionHandshake, &server, [&](QSslSocket *socket) {
        ++connections;
        QObject::connect(socket, &QIODevice::readyRead, socket, [&received, socket] {
            received += socket->readAll();
        });
    });
    ASSERT_TRUE(server.listen(QHostAddress::LocalHost, 0));

    ApiClient client;
    ASSERT_TRUE(client.setEndpoint(QUrl(QStringLiteral("https://127.0.0.1:%1/").arg(server.serverPort()))).ok());
    const QString key = QStringLiteral("TLSKEY0123456789abcdef0123456789");
    client.setApiKey(key);
    std::optional<ApiResult<SubmitOk>> answer;
    TaskSpec spec;
    spec.sitekey = QStringLiteral("s");
    spec.pageurl = QStringLiteral("https://example.com/");
    client.submit(spec, [&answer](const ApiResult<SubmitOk> &r) {
        answer = r;
    });
    ASSERT_TRUE(waitUntil([&] {
        return answer.has_value();
    }));

    ASSERT_FALSE(answer->ok());
    EXPECT_EQ(answer->failure.code, QStringLiteral("NETWORK_ERROR"));
    EXPECT_EQ(answer->failure.errorClass, ErrorClass::Transient);
    EXPECT_FALSE(answer->failure.uncertain) << "the handshake failed: nothing was sent";
    EXPECT_GE(connections, 1) << "the client did reach the server";
    EXPECT_FALSE(received.contains(key.toUtf8()));
    EXPECT_TRUE(received.isEmpty()) << "no request after a failed handshake";
}
