#include "historyarguments.h"

#include "commandarguments.h"
#include "core/io/jobexport.h"
#include "timeargument.h"

#include <QDateTime>

namespace SolveDeck::Cli::HistoryArguments {

namespace {

using Command = Invocation::Command;

// The job filter every history command shares: --state, --since, --until; and --dry-run.
Result<Invocation> withFilter(const CommandArguments &arguments, Command command)
{
    Invocation inv = arguments.invocation();
    inv.command = command;
    const Result<QList<JobState>> states = arguments.states();
    if (!states) {
        return states.error();
    }
    inv.states = *states;
    const qint64 nowMs = QDateTime::currentMSecsSinceEpoch();
    const Result<qint64> since = arguments.time(Options::since, nowMs);
    if (!since) {
        return since.error();
    }
    inv.sinceMs = *since;
    const Result<qint64> until = arguments.time(Options::until, nowMs);
    if (!until) {
        return until.error();
    }
    inv.untilMs = *until;
    inv.dryRun = arguments.isSet(Options::dryRun);
    return inv;
}

} // namespace

Result<Invocation> parseExport(const CommandArguments &arguments)
{
    Result<Invocation> filtered = withFilter(arguments, Command::Export);
    if (!filtered) {
        return filtered;
    }
    Invocation &inv = filtered.value();
    if (const Result<void> none = arguments.refuseArguments(); !none) {
        return none.error();
    }
    if (!arguments.isSet(Options::format)) {
        return arguments.usageError(QStringLiteral("export needs --format csv, json or ndjson"));
    }
    inv.format = arguments.value(Options::format).trimmed().toLower();
    const std::optional<ExportFormat> format = exportFormatFromName(inv.format);
    if (!format) {
        return arguments.usageError(
            QStringLiteral("unknown format '%1': use csv, json or ndjson").arg(arguments.value(Options::format)));
    }
    inv.out = arguments.value(Options::out);
    if (arguments.isSet(Options::out) && inv.out.isEmpty()) {
        return arguments.usageError(QStringLiteral("--out needs a file name (or leave it out to write to stdout)"));
    }
    inv.events = arguments.isSet(Options::events);
    inv.includeTokens = arguments.isSet(Options::includeTokens);
    inv.includeProxyPasswords = arguments.isSet(Options::includeProxyPasswords);
    inv.bom = arguments.isSet(Options::bom);
    if (inv.bom && *format != ExportFormat::Csv) {
        return arguments.usageError(QStringLiteral("--bom is for --format csv only (JSON is read without one)"));
    }
    return filtered;
}

Result<Invocation> parsePurge(const CommandArguments &arguments)
{
    Result<Invocation> parsed = arguments.withoutArguments(Command::Purge);
    if (!parsed) {
        return parsed;
    }
    Invocation &inv = parsed.value();
    inv.dryRun = arguments.isSet(Options::dryRun);
    if (!arguments.isSet(Options::olderThan) && !arguments.isSet(Options::keep)) {
        return arguments.usageError(QStringLiteral("purge needs --older-than DURATION (such as 30d) and/or --keep N"));
    }
    if (arguments.isSet(Options::olderThan)) {
        const QString text = arguments.value(Options::olderThan);
        const Result<qint64> age = TimeArgument::parseAge(text);
        if (!age && age.error().code == QLatin1String("AGE_TOO_LARGE")) {
            return arguments.usageError(QStringLiteral("--older-than: ") + age.error().message);
        }
        if (!age || age.value() <= 0) {
            return arguments.usageError(
                QStringLiteral("--older-than expects a duration such as 30d, 12h or 90m, not '%1'").arg(text));
        }
        inv.olderThanMs = age.value();
    }
    if (arguments.isSet(Options::keep)) {
        bool ok = false;
        inv.keep = arguments.value(Options::keep).toInt(&ok);
        if (!ok || inv.keep < 0) {
            return arguments.usageError(QStringLiteral("--keep expects a whole number of jobs (0 or more), not '%1'")
                                            .arg(arguments.value(Options::keep)));
        }
    }
    return inv;
}

Result<Invocation> parseDelete(const CommandArguments &arguments)
{
    return parseBulk(arguments, Command::Delete);
}

Result<Invocation> parseBulk(const CommandArguments &arguments, Command command)
{
    Result<Invocation> filtered = withFilter(arguments, command);
    if (!filtered) {
        return filtered;
    }
    Invocation &inv = filtered.value();
    inv.byFilter = arguments.isSet(Options::allMatching) || arguments.isSet(Options::state)
                || arguments.isSet(Options::since) || arguments.isSet(Options::until);
    if (inv.byFilter && !arguments.positional().isEmpty()) {
        return arguments.usageError(
            QStringLiteral("give job ids or a filter (--state, --since, --until, --all-matching), not both"));
    }
    if (!inv.byFilter && arguments.positional().isEmpty()) {
        return arguments.usageError(
            QStringLiteral("'%1' needs job ids, or --state S / --all-matching to act on every job that matches")
                .arg(arguments.command()));
    }
    const Result<QList<qint64>> ids = arguments.jobIds(arguments.positional());
    if (!ids) {
        return ids.error();
    }
    inv.ids = *ids;
    return filtered;
}

} // namespace SolveDeck::Cli::HistoryArguments
