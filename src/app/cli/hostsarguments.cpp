#include "hostsarguments.h"

#include "commandarguments.h"

#include <QDateTime>

namespace SolveDeck::Cli::HostsArguments {

using Command = Invocation::Command;

Result<Invocation> parseHosts(const CommandArguments &arguments)
{
    Invocation inv = arguments.invocation();
    QStringList positional = arguments.positional();
    if (positional.isEmpty()) {
        return arguments.usageError(
            QStringLiteral("'hosts' needs 'list', 'allow HOST', 'revoke HOST' or 'enforcement on|off'"));
    }
    const QString action = positional.takeFirst();
    if (arguments.isSet(Options::note) && action != QLatin1String("allow")) {
        return arguments.usageError(QStringLiteral("--note applies to 'hosts allow' only"));
    }
    if (action == QLatin1String("list")) {
        inv.command = Command::HostsList;
        if (!positional.isEmpty()) {
            return arguments.usageError(QStringLiteral("'hosts list' takes no argument"));
        }
        return inv;
    }
    if (inv.json) {
        return arguments.usageError(QStringLiteral("--json applies to 'hosts list' only"));
    }
    if (action == QLatin1String("allow") || action == QLatin1String("revoke")) {
        inv.command = action == QLatin1String("allow") ? Command::HostsAllow : Command::HostsRevoke;
        if (positional.size() != 1) {
            return arguments.usageError(
                QStringLiteral("'hosts %1' needs one host, such as shop.example.com or *.example.com").arg(action));
        }
        inv.host = positional.first();
        inv.note = arguments.value(Options::note);
        return inv;
    }
    if (action == QLatin1String("enforcement")) {
        inv.command = Command::HostsEnforcement;
        if (positional.size() != 1
            || (positional.first() != QLatin1String("on") && positional.first() != QLatin1String("off"))) {
            return arguments.usageError(QStringLiteral("'hosts enforcement' needs 'on' or 'off'"));
        }
        inv.enforce = positional.first() == QLatin1String("on");
        return inv;
    }
    return arguments.usageError(
        QStringLiteral("unknown 'hosts' action '%1': use list, allow, revoke or enforcement").arg(action));
}

Result<Invocation> parseAudit(const CommandArguments &arguments)
{
    Result<Invocation> parsed = arguments.withoutArguments(Command::Audit);
    if (!parsed) {
        return parsed;
    }
    const Result<qint64> since = arguments.time(Options::since, QDateTime::currentMSecsSinceEpoch());
    if (!since) {
        return since.error();
    }
    parsed.value().sinceMs = *since;
    return parsed;
}

} // namespace SolveDeck::Cli::HostsArguments
