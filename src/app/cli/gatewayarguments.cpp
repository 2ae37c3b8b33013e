#include "gatewayarguments.h"

#include "commandarguments.h"
#include "commandoption.h"
#include "core/net/listenaddress.h"

#include <QHostAddress>
#include <QRegularExpression>

namespace SolveDeck::Cli::GatewayArguments {

using Command = Invocation::Command;

namespace {

// A positive whole number of an option, or a usage error naming it.
Result<int> positive(const CommandArguments &arguments, const CommandOption &option, bool zeroAllowed = false)
{
    bool ok = false;
    const int value = arguments.value(option).toInt(&ok);
    if (!ok || value < (zeroAllowed ? 0 : 1)) {
        return arguments.usageError(QStringLiteral("--%1 expects a %2 whole number, not '%3'")
                                        .arg(option.name,
                                             zeroAllowed ? QStringLiteral("non-negative") : QStringLiteral("positive"),
                                             arguments.value(option)));
    }
    return value;
}

} // namespace

Result<Invocation> parseServe(const CommandArguments &arguments)
{
    Result<Invocation> parsed = arguments.withoutArguments(Command::Serve);
    if (!parsed) {
        return parsed;
    }
    Invocation &inv = parsed.value();
    if (arguments.isSet(Options::listen)) {
        const QString text = arguments.value(Options::listen);
        const ListenAddress address = ListenAddress::parse(text);
        if (address.problem != ListenAddress::Problem::None) {
            return arguments.usageError(
                QStringLiteral("--listen expects HOST:PORT with an IP address, such as 127.0.0.1:8787 or "
                               "[::1]:0 (port 0 picks a free one), not '%1'")
                    .arg(text));
        }
        inv.listenHost = address.host;
        inv.listenPort = address.port;
    }
    inv.tlsCert = arguments.value(Options::tlsCert);
    inv.tlsKey = arguments.value(Options::tlsKey);
    if (inv.tlsCert.isEmpty() != inv.tlsKey.isEmpty()) {
        return arguments.usageError(QStringLiteral("--tls-cert and --tls-key go together"));
    }
    if (arguments.isSet(Options::threads)) {
        const Result<int> threads = positive(arguments, Options::threads);
        if (!threads) {
            return threads.error();
        }
        inv.threads = *threads;
    }
    if (arguments.isSet(Options::maxStreams)) {
        const Result<int> streams = positive(arguments, Options::maxStreams);
        if (!streams) {
            return streams.error();
        }
        inv.maxStreams = *streams;
    }
    if (arguments.isSet(Options::maxConnections)) {
        const Result<int> connections = positive(arguments, Options::maxConnections);
        if (!connections) {
            return connections.error();
        }
        inv.maxConnections = *connections;
    }
    // The names a reverse proxy in front of the gateway sends as Host: a host name or an IP address, with no port,
    // no scheme and no path (the gateway compares names, and allows any port with them).
    static const QRegularExpression hostName(QStringLiteral("^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$"));
    for (const QString &name : arguments.values(Options::allowHost)) {
        const QString trimmed = name.trimmed().toLower();
        if (!hostName.match(trimmed).hasMatch() && QHostAddress(trimmed).isNull()) {
            return arguments.usageError(QStringLiteral("--allow-host expects a host name such as gateway.ci.example "
                                                       "(no scheme, port or path), not '%1'")
                                            .arg(name));
        }
        inv.allowedHosts << trimmed;
    }
    if (arguments.isSet(Options::logFormat)) {
        const QString format = arguments.value(Options::logFormat);
        if (format == QLatin1String("json")) {
            inv.logFormat = Invocation::LogFormat::Json;
        } else if (format != QLatin1String("text")) {
            return arguments.usageError(QStringLiteral("--log-format is text or json, not '%1'").arg(format));
        }
    }
    return parsed;
}

Result<Invocation> parseClients(const CommandArguments &arguments)
{
    Invocation inv = arguments.invocation();
    QStringList positional = arguments.positional();
    if (positional.isEmpty()) {
        return arguments.usageError(QStringLiteral("'clients' needs 'add NAME', 'set NAME', 'list' or 'revoke NAME'"));
    }
    const QString action = positional.takeFirst();
    const bool adding = action == QLatin1String("add");
    const bool setting = action == QLatin1String("set");
    const bool anySetting = arguments.isSet(Options::maxInFlight) || arguments.isSet(Options::clientHosts)
                         || arguments.isSet(Options::maxConnections) || arguments.isSet(Options::maxStreams)
                         || arguments.isSet(Options::maxWaits);
    if (!adding && !setting && (anySetting || arguments.isSet(Options::metrics))) {
        return arguments.usageError(QStringLiteral("--max-in-flight, --hosts, --max-connections, --max-streams, "
                                                   "--max-waits and --metrics apply to 'clients add' and 'clients "
                                                   "set' only"));
    }
    if (setting && arguments.isSet(Options::metrics)) {
        return arguments.usageError(QStringLiteral("--metrics is chosen when a client is added: add a new client "
                                                   "with 'clients add NAME --metrics'"));
    }
    if (action == QLatin1String("list")) {
        if (!positional.isEmpty()) {
            return arguments.usageError(QStringLiteral("'clients list' takes no argument"));
        }
        inv.command = Command::ClientsList;
        return inv;
    }
    if (inv.json) {
        return arguments.usageError(QStringLiteral("--json applies to 'clients list' only"));
    }
    if (!adding && !setting && action != QLatin1String("revoke")) {
        return arguments.usageError(
            QStringLiteral("unknown 'clients' action '%1': use add, set, list or revoke").arg(action));
    }
    if (positional.size() != 1) {
        return arguments.usageError(QStringLiteral("'clients %1' needs one client name, such as ci-suite").arg(action));
    }
    if (setting && !anySetting) {
        return arguments.usageError(QStringLiteral("'clients set' needs at least one of --max-in-flight, --hosts, "
                                                   "--max-connections, --max-streams, --max-waits"));
    }
    inv.command = adding ? Command::ClientsAdd : setting ? Command::ClientsSet : Command::ClientsRevoke;
    inv.clientName = positional.first();
    const std::pair<const CommandOption &, std::optional<int> &> limits[] = {
        {Options::maxInFlight, inv.maxInFlight},
        {Options::maxConnections, inv.clientMaxConnections},
        {Options::maxStreams, inv.clientMaxStreams},
        {Options::maxWaits, inv.clientMaxWaits},
    };
    for (const auto &[option, value] : limits) {
        if (arguments.isSet(option)) {
            const Result<int> limit = positive(arguments, option, true);
            if (!limit) {
                return limit.error();
            }
            value = *limit;
        }
    }
    if (arguments.isSet(Options::clientHosts)) {
        inv.clientHosts = arguments.value(Options::clientHosts);
    }
    inv.clientMetrics = arguments.isSet(Options::metrics);
    return inv;
}

} // namespace SolveDeck::Cli::GatewayArguments
