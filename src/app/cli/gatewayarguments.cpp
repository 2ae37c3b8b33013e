#include "gatewayarguments.h"

#include "commandarguments.h"
#include "commandoption.h"

#include <QHostAddress>

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
        const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
        QString host = colon > 0 ? text.left(colon) : QString();
        if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'))) {
            host = host.mid(1, host.size() - 2);
        }
        bool ok = false;
        const int port = colon > 0 ? text.mid(colon + 1).toInt(&ok) : -1;
        if (host == QLatin1String("localhost")) {
            host = QStringLiteral("127.0.0.1");
        }
        if (!ok || port < 0 || port > 65535 || QHostAddress(host).isNull()) {
            return arguments.usageError(
                QStringLiteral("--listen expects HOST:PORT with an IP address, such as 127.0.0.1:8787 or "
                               "[::1]:0 (port 0 picks a free one), not '%1'")
                    .arg(text));
        }
        inv.listenHost = host;
        inv.listenPort = port;
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
        return arguments.usageError(QStringLiteral("'clients' needs 'add NAME', 'list' or 'revoke NAME'"));
    }
    const QString action = positional.takeFirst();
    const bool adding = action == QLatin1String("add");
    if (!adding && (arguments.isSet(Options::maxInFlight) || arguments.isSet(Options::clientHosts))) {
        return arguments.usageError(QStringLiteral("--max-in-flight and --hosts apply to 'clients add' only"));
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
    if (adding || action == QLatin1String("revoke")) {
        if (positional.size() != 1) {
            return arguments.usageError(
                QStringLiteral("'clients %1' needs one client name, such as ci-suite").arg(action));
        }
        inv.command = adding ? Command::ClientsAdd : Command::ClientsRevoke;
        inv.clientName = positional.first();
        if (arguments.isSet(Options::maxInFlight)) {
            const Result<int> limit = positive(arguments, Options::maxInFlight, true);
            if (!limit) {
                return limit.error();
            }
            inv.maxInFlight = *limit;
        }
        inv.clientHosts = arguments.value(Options::clientHosts);
        return inv;
    }
    return arguments.usageError(QStringLiteral("unknown 'clients' action '%1': use add, list or revoke").arg(action));
}

} // namespace SolveDeck::Cli::GatewayArguments
