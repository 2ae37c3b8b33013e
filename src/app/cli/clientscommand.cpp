#include "clientscommand.h"

#include "console.h"
#include "core/store/clientregistry.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "jobformatter.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace SolveDeck::Cli {

int ClientsCommand::execute(JobStore &store, const Invocation &inv)
{
    switch (inv.command) {
    case Invocation::Command::ClientsAdd:
        return add(store, inv);
    case Invocation::Command::ClientsList:
        return list(store, inv);
    case Invocation::Command::ClientsRevoke:
        return revoke(store, inv);
    case Invocation::Command::ClientsSet:
        return set(store, inv);
    default:
        break;
    }
    return ExitUsage;
}

namespace {

ClientSettings settingsOf(const Invocation &inv)
{
    ClientSettings settings;
    settings.maxInFlight = inv.maxInFlight;
    settings.hosts = inv.clientHosts;
    settings.maxConnections = inv.clientMaxConnections;
    settings.maxStreams = inv.clientMaxStreams;
    settings.maxWaits = inv.clientMaxWaits;
    settings.scope = inv.clientMetrics ? GatewayClient::Scope::Metrics : GatewayClient::Scope::Jobs;
    return settings;
}

int failed(const Error &error)
{
    Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(error.message));
    return error.code.startsWith(QLatin1String("DB_")) ? ExitConfiguration : ExitOperationFailed;
}

} // namespace

int ClientsCommand::add(JobStore &store, const Invocation &inv)
{
    const Result<ClientRegistry::Added> added = ClientRegistry(store).add(inv.clientName, settingsOf(inv));
    if (!added) {
        return failed(added.error());
    }
    // The token alone on stdout, so a script can capture it: TOKEN=$(solvedeck-cli clients add ci).
    Console::out(added->token + QLatin1Char('\n'));
    Console::note(QStringLiteral("solvedeck-cli: client %1 added (%2); its token is shown once, keep it now: it is "
                                 "not stored\n")
                      .arg(added->client.name, ClientRegistry::describeSettings(added->client)));
    return ExitOk;
}

int ClientsCommand::set(JobStore &store, const Invocation &inv)
{
    const Result<GatewayClient> changed = ClientRegistry(store).set(inv.clientName, settingsOf(inv));
    if (!changed) {
        return failed(changed.error());
    }
    Console::note(QStringLiteral("solvedeck-cli: client %1 now has %2; a running gateway applies it to the "
                                 "client's next request\n")
                      .arg(changed->name, ClientRegistry::describeSettings(*changed)));
    return ExitOk;
}

int ClientsCommand::list(JobStore &store, const Invocation &inv)
{
    const Result<QList<ClientListing>> rows = ClientRegistry(store).list();
    if (!rows) {
        Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(rows.error().message));
        return ExitConfiguration;
    }
    if (inv.json) {
        QJsonArray array;
        for (const ClientListing &row : *rows) {
            const GatewayClient &c = row.client;
            array.append(QJsonObject{{QStringLiteral("name"), c.name},
                                     {QStringLiteral("max_in_flight"), c.maxInFlight},
                                     {QStringLiteral("max_connections"), c.maxConnections},
                                     {QStringLiteral("max_streams"), c.maxStreams},
                                     {QStringLiteral("max_waits"), c.maxWaits},
                                     {QStringLiteral("scope"),
                                      c.scope == GatewayClient::Scope::Metrics ? QStringLiteral("metrics")
                                                                               : QStringLiteral("jobs")},
                                     {QStringLiteral("hosts"), c.hosts.text()},
                                     {QStringLiteral("in_flight"), row.inFlight},
                                     {QStringLiteral("solves"), row.solves},
                                     {QStringLiteral("created_at"), JobFormatter::isoTime(c.createdAtMs)},
                                     {QStringLiteral("created_by"), c.createdBy},
                                     {QStringLiteral("last_used_at"), JobFormatter::isoTime(c.lastUsedAtMs)},
                                     {QStringLiteral("revoked_at"), JobFormatter::isoTime(c.revokedAtMs)},
                                     {QStringLiteral("revoked_by"), c.revokedBy}});
        }
        Console::outJson(QJsonDocument(array));
        return ExitOk;
    }
    TextTable t({QStringLiteral("NAME"),
                 QStringLiteral("LIMIT"),
                 QStringLiteral("IN FLIGHT"),
                 QStringLiteral("SOLVES"),
                 QStringLiteral("HOSTS"),
                 QStringLiteral("LAST USED"),
                 QStringLiteral("STATUS")});
    for (const ClientListing &row : *rows) {
        const GatewayClient &c = row.client;
        t.addRow({c.name,
                  c.maxInFlight > 0 ? QString::number(c.maxInFlight) : QStringLiteral("-"),
                  QString::number(row.inFlight),
                  QString::number(row.solves),
                  c.hosts.isEmpty() ? QStringLiteral("(all authorised)") : c.hosts.text(),
                  c.lastUsedAtMs > 0 ? JobFormatter::isoTime(c.lastUsedAtMs) : QStringLiteral("never"),
                  c.isRevoked()
                      ? QStringLiteral("revoked %1 by %2").arg(JobFormatter::isoTime(c.revokedAtMs), c.revokedBy)
                  : c.scope == GatewayClient::Scope::Metrics ? QStringLiteral("active (metrics only)")
                                                             : QStringLiteral("active")});
    }
    Console::out(t.render());
    return ExitOk;
}

int ClientsCommand::revoke(JobStore &store, const Invocation &inv)
{
    const Result<ClientRegistry::Revoked> revoked = ClientRegistry(store).revoke(inv.clientName);
    if (!revoked) {
        return failed(revoked.error());
    }
    Console::note(QStringLiteral("solvedeck-cli: client %1 revoked; %2 queued job(s) canceled, jobs in flight "
                                 "finish\n")
                      .arg(revoked->client.name)
                      .arg(revoked->canceledJobIds.size()));
    return ExitOk;
}

} // namespace SolveDeck::Cli
