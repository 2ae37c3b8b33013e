#pragma once

#include "core/result.h"
#include "core/store/clienthosts.h"

#include <QByteArray>
#include <QList>
#include <QSqlQuery>
#include <QString>

#include <optional>

namespace SolveDeck {

class JobStore;

// A program that calls the gateway's API (the clients table), as the gateway and `clients list` see it. Never the
// token.
struct GatewayClient
{
    qint64 id = 0; // the jobs' owner; 0 is the operator, never a client
    QString name;
    int maxInFlight = 0; // its jobs not yet finished (queued, submitting, submitted) at most; 0 = no limit
    ClientHosts hosts;   // its narrowing of the authorised targets; empty = the whole allowlist
    qint64 createdAtMs = 0;
    QString createdBy;
    qint64 lastUsedAtMs = 0; // updated at most once a minute by the gateway
    qint64 revokedAtMs = 0;  // 0 = active
    QString revokedBy;
    // The gateway's bounds on what the client may hold open at once (0: the gateway's default; docs/gateway.md).
    int maxConnections = 0;
    int maxStreams = 0;
    int maxWaits = 0; // long-polls held for it
    // What its token may do: the APIs, or read GET /metrics and nothing else.
    enum class Scope {
        Jobs,
        Metrics
    };
    Scope scope = Scope::Jobs;

    bool isRevoked() const { return revokedAtMs > 0; }

    // "client:NAME": the created_by of the jobs it enqueues (the console's "only my jobs" tells them apart).
    QString jobCreator() const { return QStringLiteral("client:") + name; }
};

// What `clients add` gives a new client, and `clients set` changes (unset optionals stay as they are).
struct ClientSettings
{
    std::optional<int> maxInFlight;
    std::optional<QString> hosts; // "" clears the narrowing
    std::optional<int> maxConnections;
    std::optional<int> maxStreams;
    std::optional<int> maxWaits;
    GatewayClient::Scope scope = GatewayClient::Scope::Jobs; // add only
};

// One line of `clients list`.
struct ClientListing
{
    GatewayClient client;
    int inFlight = 0;    // queued, submitting or submitted now
    int solves = 0;      // solved, ever
    int solvesSince = 0; // solved at or after list()'s `solvedSinceMs` (the console's "solves today")
};

// The gateway's clients (the clients table; docs/gateway.md): adding one makes its token, shown once and never
// stored (ClientToken: a keyed lookup and a salted hash are kept); revoking one refuses its next request, cancels
// its queued jobs and lets its jobs in flight finish into history. Both are recorded in the audit log with the
// actor, in the same transaction (never the token). The gateway authenticates each request here with one indexed
// read, so a revoke in any process is seen at the next request.
class ClientRegistry
{
public:
    explicit ClientRegistry(JobStore &store);

    // 1 to 64 of [A-Za-z0-9._-]: printed in tables and logs as it is.
    static Result<void> checkName(const QString &name);

    struct Added
    {
        GatewayClient client;
        QString token; // shown once; only its lookup and salted hash are stored
    };

    // Codes: INVALID_CLIENT (name, limit), INVALID_HOST_PATTERN, HOST_NOT_AUTHORISED (a --hosts pattern outside the
    // authorised targets), CLIENT_EXISTS (an active client has the name), DB_WRITE_FAILED. Audit "client.add".
    Result<Added> add(const QString &name, const ClientSettings &settings);
    Result<Added> add(const QString &name, int maxInFlight, const QString &hosts);

    // Changes an active client's limits or host narrowing (its token and scope stay). NOT_FOUND, INVALID_CLIENT,
    // INVALID_HOST_PATTERN, HOST_NOT_AUTHORISED, DB_WRITE_FAILED. Audit "client.set" with what changed.
    Result<GatewayClient> set(const QString &name, const ClientSettings &changes);

    struct Revoked
    {
        GatewayClient client;
        QList<qint64> canceledJobIds; // its queued jobs, canceled with the event "client revoked"
    };

    // NOT_FOUND (naming the active clients) when no active client has the name. Audit "client.revoke".
    Result<Revoked> revoke(const QString &name);

    // "limit 5, hosts all authorised[, connections …][, metrics only]": a client's settings in words, never its token.
    static QString describeSettings(const GatewayClient &client);

    // Every client, active ones first then revoked, each by name; solvesSince counts the solves finished at or after
    // `solvedSinceMs` (0: left 0). DB_READ_FAILED.
    Result<QList<ClientListing>> list(qint64 solvedSinceMs = 0) const;

    // The active client whose token this is; nullopt for anything else (malformed, unknown, revoked, a failed read:
    // the caller answers 401 to all alike). Also false when the store is closed.
    std::optional<GatewayClient> authenticate(const QString &token) const;

    // Clients revoked after `afterMs` (revoked_at), with when: (id, revoked_at) pairs. One read of the small clients
    // table; a failed read gives none (the next look finds them).
    QList<std::pair<qint64, qint64>> revokedAfter(qint64 afterMs) const;

    // The client of an id (revoked ones too); nullopt when there is none.
    std::optional<GatewayClient> byId(qint64 id) const;

    // Inside the caller's write transaction: last_used_at = atMs when it is older. False with q.lastError().
    static bool markUsed(QSqlQuery &q, qint64 clientId, qint64 atMs);

private:
    QByteArray lookupSecret() const;
    Result<ClientHosts> checkHosts(const QString &hosts) const;
    Error notFound(const QString &name) const;

    JobStore &m_store;
    mutable QByteArray m_secret; // store_meta client_token_secret, read once
};

} // namespace SolveDeck
