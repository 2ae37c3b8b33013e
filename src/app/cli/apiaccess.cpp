#include "apiaccess.h"

#include "core/net/keyredaction.h"
#include "core/store/accounts.h"
#include "core/store/jobstore.h"
#include "keyfile.h"

#include <QUrl>

#include <chrono>
#include <utility>

namespace SolveDeck::Cli {

ApiAccess::ApiAccess(const QString &keyFile, QObject *parent)
    : QObject(parent)
    , m_keyFile(keyFile)
    , m_client(new ApiClient(this))
    , m_vault(new KeyVault(this))
{
}

QString ApiAccess::howToSetKey()
{
    return QStringLiteral(
        "Store your CaptchaAI key with 'solvedeck-cli key set' (it reads the key from stdin, e.g. "
        "'solvedeck-cli key set < keyfile'), or set SOLVEDECK_API_KEY in the environment; a service "
        "reads it from its systemd credential solvedeck-api-key or --key-file FILE (docs/service.md).");
}

Result<void> ApiAccess::configure(const QString &endpointText, qint64 transferTimeoutMs)
{
    const QUrl url(endpointText.trimmed(), QUrl::StrictMode);
    // Echoed without anything shaped like a key: a user may have pasted a URL with the key in it.
    const QString shown = redactKeyShaped(endpointText);
    if (!url.isValid() || url.scheme().isEmpty() || url.host().isEmpty()) {
        const QString why = url.isValid() ? QStringLiteral("it needs a scheme and a host") : url.errorString();
        return Error{QStringLiteral("BAD_ENDPOINT"),
                     QStringLiteral("bad --endpoint '%1': %2. Give a URL such as https://ocr.captchaai.com or, for "
                                    "the simulator, http://127.0.0.1:PORT.")
                         .arg(shown, redactKeyShaped(why))};
    }
    if (Result<void> set = m_client->setEndpoint(url); !set) {
        return Error{set.error().code, QStringLiteral("bad --endpoint '%1': %2").arg(shown, set.error().message)};
    }
    m_endpointText = endpointText;
    m_client->setTransferTimeout(std::chrono::milliseconds(transferTimeoutMs));
    return {};
}

Result<void> ApiAccess::accept(const QString &key)
{
    if (Result<void> apart = checkEndpointHasNoPartOf(key); !apart) {
        return apart;
    }
    m_key = key;
    m_client->setApiKey(m_key); // registered with the redaction from here on
    return {};
}

void ApiAccess::loadKey(std::function<void(const Result<void> &)> done)
{
    // A file first: the one the command line names, else the credential the service manager passed. Answered from
    // the event loop, as the keychain's answer is.
    QString path = m_keyFile;
    KeyFile::Trust trust = KeyFile::Trust::OwnFile;
    QString what = QStringLiteral("--key-file %1").arg(m_keyFile);
    if (path.isEmpty()) {
        path = KeyFile::credentialPath();
        trust = KeyFile::Trust::Credential;
        what = QStringLiteral("the systemd credential %1 (%2)").arg(KeyFile::credentialName(), path);
    }
    if (!path.isEmpty()) {
        Result<void> outcome;
        if (Result<QString> key = KeyFile::read(path, trust, what); key) {
            outcome = accept(*key);
        } else {
            outcome = Error{QStringLiteral("NO_API_KEY"), key.error().message};
        }
        QMetaObject::invokeMethod(
            this,
            [done = std::move(done), outcome] {
            done(outcome);
            },
            Qt::QueuedConnection);
        return;
    }
    m_vault->readKey([this, done = std::move(done)](const KeyVault::Result &read) {
        if (read.ok() && !read.key.trimmed().isEmpty()) {
            done(accept(read.key.trimmed()));
            return;
        }
        QString message;
        if (read.ok() || read.status == KeyVault::Status::NotFound) {
            message = QStringLiteral("no API key is set. ") + howToSetKey();
        } else {
            message = QStringLiteral("no API key could be read: ") + read.message + QLatin1Char(' ') + howToSetKey();
        }
        done(Error{QStringLiteral("NO_API_KEY"), message});
    });
}

Result<void> ApiAccess::checkEndpointHasNoPartOf(const QString &key) const
{
    // redactKey masks every run of minKeyFragment (8) or more of the key's characters, in any case and through
    // percent-escapes: if it changes the address, the address holds a part of the key. Checked on the address as
    // typed and as it will be sent.
    const QString sent = m_client->endpoint().toString(QUrl::FullyEncoded);
    if (redactKey(m_endpointText, key) == m_endpointText && redactKey(sent, key) == sent) {
        return {};
    }
    // Neither the address nor the part is repeated: both would show the key.
    return Error{QStringLiteral("BAD_ENDPOINT"),
                 QStringLiteral("bad --endpoint: it contains %1 or more characters of the API key in a row, so the key "
                                "would travel in every request line (where proxies and access logs keep it). Give "
                                "the base address only, such as https://ocr.captchaai.com or http://127.0.0.1:PORT "
                                "for the simulator; the key stays in the keychain or SOLVEDECK_API_KEY.")
                     .arg(minKeyFragment)};
}

QString ApiAccess::accountFingerprint(const JobStore &store) const
{
    return Accounts(store).fingerprint(m_key);
}

} // namespace SolveDeck::Cli
