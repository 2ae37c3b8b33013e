#include "tlsfiles.h"

#include "gatewaylogging.h"

#include <QDateTime>
#include <QFile>
#include <QSslCertificate>
#include <QSslKey>
#include <QSslSocket>

namespace SolveDeck::Gateway {

namespace {

Error tlsError(const QString &message)
{
    return {QStringLiteral("tls_files"), message};
}

Result<QByteArray> readFile(const QString &path, const QString &flag)
{
    if (path.isEmpty()) {
        return tlsError(QStringLiteral("%1 is missing: TLS needs both --tls-cert FILE and --tls-key FILE").arg(flag));
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        return tlsError(QStringLiteral("cannot read %1 %2: %3").arg(flag, path, file.errorString()));
    }
    // Certificates and keys are a few KiB; anything far larger is the wrong file.
    return file.read(qint64(1024) * 1024);
}

} // namespace

Result<QSslConfiguration> TlsFiles::load() const
{
    if (!QSslSocket::supportsSsl()) {
        return tlsError(QStringLiteral("this Qt has no working TLS backend (%1); install OpenSSL 3 (libssl3)")
                            .arg(QSslSocket::sslLibraryVersionString()));
    }
    const Result<QByteArray> certificateBytes = readFile(certificatePath, QStringLiteral("--tls-cert"));
    if (!certificateBytes) {
        return certificateBytes.error();
    }
    const Result<QByteArray> keyBytes = readFile(keyPath, QStringLiteral("--tls-key"));
    if (!keyBytes) {
        return keyBytes.error();
    }

    QList<QSslCertificate> chain = QSslCertificate::fromData(*certificateBytes, QSsl::Pem);
    if (chain.isEmpty()) {
        chain = QSslCertificate::fromData(*certificateBytes, QSsl::Der);
    }
    if (chain.isEmpty() || chain.first().isNull()) {
        return tlsError(QStringLiteral("--tls-cert %1 holds no certificate (expected PEM: "
                                       "\"-----BEGIN CERTIFICATE-----\")")
                            .arg(certificatePath));
    }

    QSslKey key;
    for (const QSsl::EncodingFormat format : {QSsl::Pem, QSsl::Der}) {
        for (const QSsl::KeyAlgorithm algorithm : {QSsl::Rsa, QSsl::Ec}) {
            if (key.isNull()) {
                key = QSslKey(*keyBytes, algorithm, format, QSsl::PrivateKey);
            }
        }
    }
    if (key.isNull()) {
        return tlsError(QStringLiteral("--tls-key %1 holds no unencrypted RSA or EC private key (a key protected "
                                       "by a passphrase must be decrypted first: openssl pkey -in KEY -out PLAIN)")
                            .arg(keyPath));
    }
    if (chain.first().expiryDate() < QDateTime::currentDateTimeUtc()) {
        qCWarning(lcGatewayHttp).noquote()
            << "the TLS certificate" << certificatePath << "expired on"
            << chain.first().expiryDate().toString(Qt::ISODate) << "- clients will refuse it";
    }

    QSslConfiguration configuration = QSslConfiguration::defaultConfiguration();
    configuration.setLocalCertificateChain(chain);
    configuration.setPrivateKey(key);
    configuration.setProtocol(QSsl::TlsV1_2OrLater);
    configuration.setPeerVerifyMode(QSslSocket::VerifyNone); // clients prove themselves with tokens, not certificates
    return configuration;
}

} // namespace SolveDeck::Gateway
