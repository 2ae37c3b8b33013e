#include "clientregistry.h"

#include "core/model/job.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/clienttoken.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobstore.h"
#include "core/store/storelogging.h"

#include <QRegularExpression>
#include <QSqlError>
#include <QStringList>

#include <limits>

namespace SolveDeck {

namespace {

constexpr auto kColumns = "id, name, max_in_flight, hosts, created_at, created_by, last_used_at, revoked_at,"
                          " revoked_by, max_connections, max_streams, max_waits, scope";
// The columns above, for the ones a query selects after them.
constexpr int kColumnCount = 13;

QString scopeName(GatewayClient::Scope scope)
{
    return scope == GatewayClient::Scope::Metrics ? QStringLiteral("metrics") : QStringLiteral("jobs");
}

GatewayClient clientFromRow(const QSqlQuery &q, int first = 0)
{
    GatewayClient client;
    client.id = q.value(first).toLongLong();
    client.name = q.value(first + 1).toString();
    client.maxInFlight = q.value(first + 2).toInt();
    // Stored in canonical form by add(): it parses again.
    if (const Result<ClientHosts> hosts = ClientHosts::parse(q.value(first + 3).toString()); hosts) {
        client.hosts = hosts.value();
    }
    client.createdAtMs = q.value(first + 4).toLongLong();
    client.createdBy = q.value(first + 5).toString();
    client.lastUsedAtMs = q.value(first + 6).toLongLong();
    client.revokedAtMs = q.value(first + 7).toLongLong();
    client.revokedBy = q.value(first + 8).toString();
    client.maxConnections = q.value(first + 9).toInt();
    client.maxStreams = q.value(first + 10).toInt();
    client.maxWaits = q.value(first + 11).toInt();
    client.scope = q.value(first + 12).toString() == QLatin1String("metrics") ? GatewayClient::Scope::Metrics
                                                                              : GatewayClient::Scope::Jobs;
    return client;
}

Error readError(const JobStore &store, const QSqlQuery &q)
{
    return Error{QStringLiteral("DB_READ_FAILED"),
                 QStringLiteral("Could not read the gateway's clients in %1: %2. Check that the database is reachable "
                                "and readable, then try again.")
                     .arg(store.label(), q.lastError().text())};
}

} // namespace

ClientRegistry::ClientRegistry(JobStore &store)
    : m_store(store)
{
}

Result<void> ClientRegistry::checkName(const QString &name)
{
    static const QRegularExpression shape(QStringLiteral("^[A-Za-z0-9._-]{1,64}$"));
    if (!shape.match(name).hasMatch()) {
        return Error{QStringLiteral("INVALID_CLIENT"),
                     QStringLiteral("a client's name is 1 to 64 letters, digits, '.', '_' or '-' (such as ci-runner "
                                    "or playwright.nightly)")};
    }
    return {};
}

QByteArray ClientRegistry::lookupSecret() const
{
    if (!m_secret.isEmpty()) {
        return m_secret;
    }
    QSqlQuery q = m_store.readQuery();
    if (JobStore::exec(q,
                       QStringLiteral("SELECT value FROM store_meta WHERE name = ?"),
                       {QStringLiteral("client_token_secret")})
        && q.next()) {
        m_secret = q.value(0).toString().toLatin1();
    } else {
        qCWarning(lcStore) << "no client token secret:" << q.lastError().text();
    }
    return m_secret;
}

namespace {

// The checks of a client's numbers, named as the command line spells them.
Result<void> checkLimits(const ClientSettings &settings)
{
    const std::pair<const std::optional<int> &, const char *> limits[] = {
        {settings.maxInFlight, "--max-in-flight"},
        {settings.maxConnections, "--max-connections"},
        {settings.maxStreams, "--max-streams"},
        {settings.maxWaits, "--max-waits"},
    };
    for (const auto &[value, option] : limits) {
        if (value && *value < 0) {
            return Error{QStringLiteral("INVALID_CLIENT"),
                         QStringLiteral("%1 is a whole number, 0 or more (0: %2)")
                             .arg(QLatin1String(option),
                                  QLatin1String(option) == QLatin1String("--max-in-flight")
                                      ? QStringLiteral("no limit of its own")
                                      : QStringLiteral("the gateway's default"))};
        }
    }
    return {};
}

QString limitText(int value, const QString &zero)
{
    return value > 0 ? QString::number(value) : zero;
}

// How the audit log and the CLI describe a client's settings (never its token).
QString describe(const GatewayClient &client)
{
    QString text = QStringLiteral("limit %1, hosts %2")
                       .arg(limitText(client.maxInFlight, QStringLiteral("none")),
                            client.hosts.isEmpty() ? QStringLiteral("all authorised") : client.hosts.text());
    if (client.maxConnections > 0 || client.maxStreams > 0 || client.maxWaits > 0) {
        text += QStringLiteral(", connections %1, streams %2, waits %3")
                    .arg(limitText(client.maxConnections, QStringLiteral("default")),
                         limitText(client.maxStreams, QStringLiteral("default")),
                         limitText(client.maxWaits, QStringLiteral("default")));
    }
    if (client.scope == GatewayClient::Scope::Metrics) {
        text += QStringLiteral(", metrics only");
    }
    return text;
}

} // namespace

QString ClientRegistry::describeSettings(const GatewayClient &client)
{
    return describe(client);
}

Result<ClientHosts> ClientRegistry::checkHosts(const QString &hosts) const
{
    const Result<ClientHosts> narrowing = ClientHosts::parse(hosts);
    if (!narrowing) {
        return narrowing.error();
    }
    if (!narrowing->isEmpty()) {
        const Result<AuthorisedHostSet> allowlist = AuthorisedHosts(std::as_const(m_store)).snapshot();
        if (!allowlist) {
            return allowlist.error();
        }
        if (Result<void> within = narrowing->checkWithin(*allowlist); !within) {
            return within.error();
        }
    }
    return narrowing;
}

Result<ClientRegistry::Added> ClientRegistry::add(const QString &name, int maxInFlight, const QString &hosts)
{
    ClientSettings settings;
    settings.maxInFlight = maxInFlight;
    settings.hosts = hosts;
    return add(name, settings);
}

Result<ClientRegistry::Added> ClientRegistry::add(const QString &name, const ClientSettings &settings)
{
    if (Result<void> valid = checkName(name); !valid) {
        return valid.error();
    }
    if (Result<void> valid = checkLimits(settings); !valid) {
        return valid.error();
    }
    const Result<ClientHosts> narrowing = checkHosts(settings.hosts.value_or(QString()));
    if (!narrowing) {
        return narrowing.error();
    }
    const QByteArray secret = lookupSecret();
    if (secret.isEmpty()) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     QStringLiteral("The database %1 has no client token secret (schema 9 makes one): open it with "
                                    "this version of SolveDeck first.")
                         .arg(m_store.label())};
    }
    Added added;
    added.token = ClientToken::generate();
    GatewayClient &client = added.client;
    client.name = name;
    client.maxInFlight = settings.maxInFlight.value_or(0);
    client.hosts = *narrowing;
    client.maxConnections = settings.maxConnections.value_or(0);
    client.maxStreams = settings.maxStreams.value_or(0);
    client.maxWaits = settings.maxWaits.value_or(0);
    client.scope = settings.scope;
    client.createdAtMs = m_store.clock().nowMs();
    client.createdBy = m_store.createdBy();
    const QString salt = ClientToken::newSalt();
    bool exists = false;
    const AuditLog audit(m_store);
    const Result<void> written = m_store.write(QStringLiteral("add the gateway client %1").arg(name),
                                               [&](QSqlQuery &q) {
        if (!JobStore::exec(q, QStringLiteral("SELECT id FROM clients WHERE name = ? AND revoked_at = 0"), {name})) {
            return false;
        }
        exists = q.next();
        q.finish();
        if (exists) {
            return true;
        }
        if (!JobStore::exec(q,
                            QStringLiteral("INSERT INTO clients (name, token_lookup, token_salt, token_hash,"
                                           " max_in_flight, hosts, created_at, created_by, max_connections,"
                                           " max_streams, max_waits, scope) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?,"
                                           " ?) RETURNING id"),
                            {name,
                             ClientToken::lookupOf(added.token, secret),
                             salt,
                             ClientToken::hashOf(salt, added.token),
                             client.maxInFlight,
                             client.hosts.text(),
                             client.createdAtMs,
                             client.createdBy,
                             client.maxConnections,
                             client.maxStreams,
                             client.maxWaits,
                             scopeName(client.scope)})
            || !q.next()) {
            return false;
        }
        client.id = q.value(0).toLongLong();
        q.finish();
        return audit.append(q, QStringLiteral("client.add"), QStringLiteral("%1 (%2)").arg(name, describe(client)));
    });
    if (!written) {
        return written.error();
    }
    if (exists) {
        return Error{QStringLiteral("CLIENT_EXISTS"),
                     QStringLiteral("a client named %1 exists already: choose another name, or revoke it first "
                                    "('solvedeck-cli clients revoke %1') to give the name a new token")
                         .arg(name)};
    }
    return added;
}

Result<GatewayClient> ClientRegistry::set(const QString &name, const ClientSettings &changes)
{
    if (Result<void> valid = checkLimits(changes); !valid) {
        return valid.error();
    }
    std::optional<ClientHosts> narrowing;
    if (changes.hosts) {
        const Result<ClientHosts> checked = checkHosts(*changes.hosts);
        if (!checked) {
            return checked.error();
        }
        narrowing = *checked;
    }
    GatewayClient client;
    bool found = false;
    const AuditLog audit(m_store);
    const Result<void> written = m_store.write(QStringLiteral("change the gateway client %1").arg(name),
                                               [&](QSqlQuery &q) {
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT %1 FROM clients WHERE name = ? AND revoked_at = 0%2")
                                .arg(QLatin1String(kColumns), m_store.dialect().lockRows()),
                            {name})) {
            return false;
        }
        found = q.next();
        if (!found) {
            return true;
        }
        client = clientFromRow(q);
        q.finish();
        client.maxInFlight = changes.maxInFlight.value_or(client.maxInFlight);
        client.hosts = narrowing.value_or(client.hosts);
        client.maxConnections = changes.maxConnections.value_or(client.maxConnections);
        client.maxStreams = changes.maxStreams.value_or(client.maxStreams);
        client.maxWaits = changes.maxWaits.value_or(client.maxWaits);
        if (!JobStore::exec(q,
                            QStringLiteral("UPDATE clients SET max_in_flight = ?, hosts = ?, max_connections = ?,"
                                           " max_streams = ?, max_waits = ? WHERE id = ?"),
                            {client.maxInFlight,
                             client.hosts.text(),
                             client.maxConnections,
                             client.maxStreams,
                             client.maxWaits,
                             client.id})) {
            return false;
        }
        return audit.append(q, QStringLiteral("client.set"), QStringLiteral("%1 (%2)").arg(name, describe(client)));
    });
    if (!written) {
        return written.error();
    }
    if (!found) {
        return notFound(name);
    }
    return client;
}

Error ClientRegistry::notFound(const QString &name) const
{
    QStringList active;
    if (const Result<QList<ClientListing>> all = list(); all) {
        for (const ClientListing &listing : all.value()) {
            if (!listing.client.isRevoked()) {
                active << listing.client.name;
            }
        }
    }
    return Error{QStringLiteral("NOT_FOUND"),
                 active.isEmpty() ? QStringLiteral("no active client is named %1: there are none").arg(name)
                                  : QStringLiteral("no active client is named %1; active clients: %2")
                                        .arg(name, active.join(QStringLiteral(", ")))};
}

Result<ClientRegistry::Revoked> ClientRegistry::revoke(const QString &name)
{
    Revoked revoked;
    bool found = false;
    const qint64 now = m_store.clock().nowMs();
    const AuditLog audit(m_store);
    const Result<void> written = m_store.write(QStringLiteral("revoke the gateway client %1").arg(name),
                                               [&](QSqlQuery &q) {
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT %1 FROM clients WHERE name = ? AND revoked_at = 0%2")
                                .arg(QLatin1String(kColumns), m_store.dialect().lockRows()),
                            {name})) {
            return false;
        }
        found = q.next();
        if (!found) {
            return true;
        }
        revoked.client = clientFromRow(q);
        q.finish();
        revoked.client.revokedAtMs = now;
        revoked.client.revokedBy = m_store.createdBy();
        if (!JobStore::exec(q,
                            QStringLiteral("UPDATE clients SET revoked_at = ?, revoked_by = ? WHERE id = ?"),
                            {now, revoked.client.revokedBy, revoked.client.id})) {
            return false;
        }
        // Its queued jobs (locked on PostgreSQL, so no engine claims one meanwhile); those in flight finish.
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT id FROM jobs WHERE owner = ? AND state = ? ORDER BY id%1")
                                .arg(m_store.dialect().lockRows()),
                            {revoked.client.id, jobStateName(JobState::Queued)})) {
            return false;
        }
        while (q.next()) {
            revoked.canceledJobIds << q.value(0).toLongLong();
        }
        q.finish();
        if (!revoked.canceledJobIds.isEmpty()) {
            const QString which = QStringLiteral("owner = ? AND state = ?");
            const QVariantList binds{revoked.client.id, jobStateName(JobState::Queued)};
            if (!JobEventWriter::appendToJobs(q,
                                              which,
                                              binds,
                                              now,
                                              QString::fromLatin1(EventKind::Canceled),
                                              QStringLiteral("client %1 revoked").arg(name))) {
                return false;
            }
            if (!JobStore::exec(q,
                                QStringLiteral("UPDATE jobs SET state = ?, finished_at = ? WHERE %1").arg(which),
                                QVariantList{jobStateName(JobState::Canceled), now} + binds)) {
                return false;
            }
        }
        return audit
            .append(q,
                    QStringLiteral("client.revoke"),
                    QStringLiteral("%1 (%2 queued job(s) canceled)").arg(name).arg(revoked.canceledJobIds.size()));
    });
    if (!written) {
        return written.error();
    }
    if (!found) {
        return notFound(name);
    }
    if (!revoked.canceledJobIds.isEmpty()) {
        m_store.announceChanges(revoked.canceledJobIds);
    }
    return revoked;
}

Result<QList<ClientListing>> ClientRegistry::list(qint64 solvedSinceMs) const
{
    QSqlQuery q = m_store.readQuery();
    const QString solved = jobStateName(JobState::Solved);
    // One pass over the owner index for every client's counts.
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1,"
                                       " (SELECT COUNT(*) FROM jobs WHERE jobs.owner = clients.id AND jobs.state IN"
                                       " (%2)),"
                                       " (SELECT COUNT(*) FROM jobs WHERE jobs.owner = clients.id AND jobs.state = ?),"
                                       " (SELECT COUNT(*) FROM jobs WHERE jobs.owner = clients.id AND jobs.state = ?"
                                       " AND jobs.finished_at >= ?)"
                                       " FROM clients ORDER BY CASE WHEN revoked_at = 0 THEN 0 ELSE 1 END, name, id")
                            .arg(QLatin1String(kColumns), openJobStatesSql()),
                        {solved, solved, solvedSinceMs > 0 ? solvedSinceMs : std::numeric_limits<qint64>::max()})) {
        return readError(m_store, q);
    }
    QList<ClientListing> listings;
    while (q.next()) {
        ClientListing listing;
        listing.client = clientFromRow(q);
        listing.inFlight = q.value(kColumnCount).toInt();
        listing.solves = q.value(kColumnCount + 1).toInt();
        listing.solvesSince = q.value(kColumnCount + 2).toInt();
        listings << listing;
    }
    return listings;
}

std::optional<GatewayClient> ClientRegistry::authenticate(const QString &token) const
{
    if (!ClientToken::hasShape(token) || !m_store.isOpen()) {
        return std::nullopt;
    }
    const QByteArray secret = lookupSecret();
    if (secret.isEmpty()) {
        return std::nullopt;
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1, token_salt, token_hash FROM clients WHERE token_lookup = ?")
                            .arg(QLatin1String(kColumns)),
                        {ClientToken::lookupOf(token, secret)})
        || !q.next()) {
        return std::nullopt;
    }
    if (!ClientToken::matches(token, q.value(kColumnCount).toString(), q.value(kColumnCount + 1).toString())) {
        return std::nullopt;
    }
    GatewayClient client = clientFromRow(q);
    if (client.isRevoked()) {
        return std::nullopt;
    }
    return client;
}

QList<std::pair<qint64, qint64>> ClientRegistry::revokedAfter(qint64 afterMs) const
{
    QList<std::pair<qint64, qint64>> revoked;
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT id, revoked_at FROM clients WHERE revoked_at > ?"), {afterMs})) {
        return revoked;
    }
    while (q.next()) {
        revoked.append({q.value(0).toLongLong(), q.value(1).toLongLong()});
    }
    return revoked;
}

std::optional<GatewayClient> ClientRegistry::byId(qint64 id) const
{
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT %1 FROM clients WHERE id = ?").arg(QLatin1String(kColumns)), {id})
        || !q.next()) {
        return std::nullopt;
    }
    return clientFromRow(q);
}

bool ClientRegistry::markUsed(QSqlQuery &q, qint64 clientId, qint64 atMs)
{
    return JobStore::exec(q,
                          QStringLiteral("UPDATE clients SET last_used_at = ? WHERE id = ? AND last_used_at < ?"),
                          {atMs, clientId, atMs});
}

} // namespace SolveDeck
