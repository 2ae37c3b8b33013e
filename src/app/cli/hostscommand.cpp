#include "hostscommand.h"

#include "console.h"
#include "core/model/hostpattern.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "jobformatter.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMap>

namespace SolveDeck::Cli {

namespace {

QString allowHint(const QString &host)
{
    return QStringLiteral("if you own it or are authorised to test it: solvedeck-cli hosts allow %1 [--note TEXT]")
        .arg(host);
}

} // namespace

int HostsCommand::execute(JobStore &store, const Invocation &inv)
{
    switch (inv.command) {
    case Invocation::Command::HostsList:
        return list(store, inv);
    case Invocation::Command::HostsAllow:
        return allow(store, inv);
    case Invocation::Command::HostsRevoke:
        return revoke(store, inv);
    case Invocation::Command::HostsEnforcement:
        return enforcement(store, inv);
    default:
        break;
    }
    return ExitUsage;
}

int HostsCommand::list(const JobStore &store, const Invocation &inv)
{
    const AuthorisedHosts hosts(store);
    const Result<QList<AuthorisedHost>> rows = hosts.list();
    if (!rows) {
        Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(rows.error().message));
        return ExitConfiguration;
    }
    const bool enforced = hosts.isEnforced();
    if (inv.json) {
        QJsonArray array;
        for (const AuthorisedHost &h : *rows) {
            array.append(QJsonObject{{QStringLiteral("pattern"), h.pattern},
                                     {QStringLiteral("added_by"), h.addedBy},
                                     {QStringLiteral("added_at"), JobFormatter::isoTime(h.addedAtMs)},
                                     {QStringLiteral("note"), h.note}});
        }
        Console::outJson(
            QJsonDocument(QJsonObject{{QStringLiteral("enforced"), enforced}, {QStringLiteral("hosts"), array}}));
        return ExitOk;
    }
    TextTable t({QStringLiteral("HOST"), QStringLiteral("ADDED BY"), QStringLiteral("ADDED"), QStringLiteral("NOTE")});
    for (const AuthorisedHost &h : *rows) {
        t.addRow({h.pattern, h.addedBy, JobFormatter::isoTime(h.addedAtMs), h.note});
    }
    Console::out(t.render());
    if (!enforced) {
        Console::note(QStringLiteral("solvedeck-cli: note: enforcement is off: jobs for any host are submitted "
                                     "('solvedeck-cli hosts enforcement on' turns it on)\n"));
    }
    return ExitOk;
}

int HostsCommand::allow(JobStore &store, const Invocation &inv)
{
    AuthorisedHosts hosts(store);
    const Result<AuthorisedHosts::Allowed> allowed = hosts.allow(inv.host, inv.note);
    if (!allowed) {
        Console::error(
            QStringLiteral("solvedeck-cli: %1 was not authorised: %2\n").arg(inv.host, allowed.error().message));
        return allowed.error().code == QLatin1String("INVALID_HOST_PATTERN") ? ExitUsage : ExitOperationFailed;
    }
    Console::out(allowed->host.pattern + QLatin1Char('\n'));
    if (allowed->created) {
        Console::note(QStringLiteral("solvedeck-cli: authorised %1; its queued jobs are submitted at the next run\n")
                          .arg(allowed->host.pattern));
    } else {
        Console::note(
            QStringLiteral("solvedeck-cli: %1 was authorised already (by %2 at %3)\n")
                .arg(allowed->host.pattern, allowed->host.addedBy, JobFormatter::isoTime(allowed->host.addedAtMs)));
    }
    return ExitOk;
}

int HostsCommand::revoke(JobStore &store, const Invocation &inv)
{
    AuthorisedHosts hosts(store);
    const Result<void> revoked = hosts.revoke(inv.host);
    if (!revoked) {
        Console::error(
            QStringLiteral("solvedeck-cli: %1 was not revoked: %2\n").arg(inv.host, revoked.error().message));
        return revoked.error().code == QLatin1String("INVALID_HOST_PATTERN") ? ExitUsage : ExitOperationFailed;
    }
    Console::note(QStringLiteral("solvedeck-cli: revoked %1; jobs for it that are not submitted yet wait\n")
                      .arg(HostPattern::parse(inv.host)->text()));
    return ExitOk;
}

int HostsCommand::enforcement(JobStore &store, const Invocation &inv)
{
    AuthorisedHosts hosts(store);
    if (const Result<void> set = hosts.setEnforced(inv.enforce); !set) {
        Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(set.error().message));
        return ExitOperationFailed;
    }
    Console::note(inv.enforce ? QStringLiteral("solvedeck-cli: enforcement is on: only jobs for authorised hosts are "
                                               "submitted\n")
                              : QStringLiteral("solvedeck-cli: enforcement is off: jobs for any host are submitted; "
                                               "the audit log records this\n"));
    return ExitOk;
}

void HostsCommand::warnIfNotAuthorised(JobStore &store, const QList<std::pair<qint64, QString>> &idAndPageUrl)
{
    const Result<AuthorisedHostSet> hosts = AuthorisedHosts(store).snapshot();
    if (!hosts) {
        return;
    }
    QMap<QString, QStringList> waiting; // host -> job ids
    for (const auto &[id, pageUrl] : idAndPageUrl) {
        if (!hosts->allows(pageUrl)) {
            waiting[HostPattern::hostOfUrl(pageUrl)] << QString::number(id);
        }
    }
    for (auto it = waiting.cbegin(); it != waiting.cend(); ++it) {
        const QString host = it.key().isEmpty() ? QStringLiteral("(no host)") : it.key();
        Console::error(QStringLiteral("solvedeck-cli: warning: the target host %1 is not authorised: job(s) %2 are "
                                      "stored but not submitted until it is (%3)\n")
                           .arg(host, it.value().join(QStringLiteral(", ")), allowHint(host)));
    }
}

} // namespace SolveDeck::Cli
