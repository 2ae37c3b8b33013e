#pragma once

#include "core/net/apiclient.h"
#include "core/result.h"
#include "core/secrets/keyvault.h"

#include <QObject>

#include <functional>

namespace SolveDeck {
class JobStore;
} // namespace SolveDeck

namespace SolveDeck::Cli {

// What every command that talks to the API needs before its first request: an acceptable endpoint and the key.
// Each failure is a configuration error (exit 3) whose message says what is wrong and how to fix it.
class ApiAccess : public QObject
{
    Q_OBJECT

public:
    // `keyFile`: --key-file as given (empty: none).
    explicit ApiAccess(const QString &keyFile = {}, QObject *parent = nullptr);

    ApiClient *client() const { return m_client; }

    // endpointText as typed after --endpoint; transferTimeoutMs from the (scaled) TimingPolicy.
    Result<void> configure(const QString &endpointText, qint64 transferTimeoutMs);

    // Reads the key into the client, from the first of: --key-file, the systemd credential solvedeck-api-key
    // ($CREDENTIALS_DIRECTORY), SOLVEDECK_API_KEY, the keychain (KeyFile: a service has no keychain); reports exactly
    // once. An endpoint that holds minKeyFragment (8) or more consecutive characters of the key is refused here
    // (BAD_ENDPOINT, exit 3): configure() cannot tell before the key is known.
    void loadKey(std::function<void(const Result<void> &)> done);

    // The account of the loaded key in `store` (Accounts::fingerprint): engines of one key share its cap.
    QString accountFingerprint(const JobStore &store) const;

    // The loaded key, for an engine on another thread (serve's EngineHost); never printed.
    QString key() const { return m_key; }

    // "How to set a key", for every message about a missing or rejected key.
    static QString howToSetKey();

private:
    // BAD_ENDPOINT when the configured endpoint holds a run of minKeyFragment of the key's characters.
    Result<void> checkEndpointHasNoPartOf(const QString &key) const;
    // The key read: checked against the endpoint, then given to the client.
    Result<void> accept(const QString &key);

    QString m_keyFile;      // --key-file; empty: none
    QString m_endpointText; // as typed after --endpoint (checked against the key once it is read)
    ApiClient *m_client = nullptr;
    KeyVault *m_vault = nullptr;
    QString m_key; // kept for the fingerprint only; never printed
};

} // namespace SolveDeck::Cli
