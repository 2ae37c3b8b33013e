#include "auditcommand.h"

#include "console.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "jobformatter.h"
#include "texttable.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace SolveDeck::Cli {

int AuditCommand::execute(JobStore &store, const Invocation &inv)
{
    AuditQuery query;
    query.sinceMs = inv.sinceMs;
    const Result<QList<AuditEntry>> entries = AuditLog(store).entries(query);
    if (!entries) {
        Console::error(QStringLiteral("solvedeck-cli: %1\n").arg(entries.error().message));
        return ExitConfiguration;
    }
    if (inv.json) {
        QJsonArray array;
        for (const AuditEntry &e : *entries) {
            array.append(QJsonObject{{QStringLiteral("id"), e.id},
                                     {QStringLiteral("at"), JobFormatter::isoTime(e.atMs)},
                                     {QStringLiteral("actor"), e.actor},
                                     {QStringLiteral("app"), e.app},
                                     {QStringLiteral("action"), e.action},
                                     {QStringLiteral("detail"), e.detail}});
        }
        Console::outJson(QJsonDocument(array));
        return ExitOk;
    }
    TextTable t({QStringLiteral("AT"),
                 QStringLiteral("ACTOR"),
                 QStringLiteral("APP"),
                 QStringLiteral("ACTION"),
                 QStringLiteral("DETAIL")});
    for (const AuditEntry &e : *entries) {
        t.addRow({JobFormatter::isoTime(e.atMs), e.actor, e.app, e.action, e.detail});
    }
    Console::out(t.render());
    return ExitOk;
}

} // namespace SolveDeck::Cli
