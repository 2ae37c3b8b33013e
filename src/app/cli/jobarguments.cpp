#include "jobarguments.h"

#include "commandarguments.h"
#include "historyarguments.h"

namespace SolveDeck::Cli::JobArguments {

namespace {

using Command = Invocation::Command;

// show, cancel and retry by job id.
Result<Invocation> parseJobIds(const CommandArguments &arguments, Command command)
{
    Invocation inv = arguments.invocation();
    inv.command = command;
    if (arguments.positional().isEmpty()) {
        return arguments.usageError(QStringLiteral("'%1' needs a job id").arg(arguments.command()));
    }
    if (command == Command::Show && arguments.positional().size() > 1) {
        return arguments.usageError(QStringLiteral("'show' takes one job id"));
    }
    const Result<QList<qint64>> ids = arguments.jobIds(arguments.positional());
    if (!ids) {
        return ids.error();
    }
    inv.ids = *ids;
    return inv;
}

// cancel and retry act on a filter (or only count, --dry-run) as soon as one of its options is given.
bool asksForFilter(const CommandArguments &arguments)
{
    return arguments.isSet(Options::state) || arguments.isSet(Options::since) || arguments.isSet(Options::until)
        || arguments.isSet(Options::allMatching) || arguments.isSet(Options::dryRun);
}

} // namespace

Result<Invocation> parseEnqueue(const CommandArguments &arguments)
{
    Result<Invocation> parsed = arguments.withoutArguments(Command::Enqueue);
    if (!parsed) {
        return parsed;
    }
    Invocation &inv = parsed.value();
    inv.file = arguments.value(Options::file);
    if (arguments.isSet(Options::file)) {
        if (inv.file.isEmpty()) {
            return arguments.usageError(QStringLiteral("--file needs a file name"));
        }
        for (const CommandOption &other :
             {Options::method, Options::sitekey, Options::pageurl, Options::idempotencyKey, Options::param}) {
            if (arguments.isSet(other)) {
                return arguments.usageError(
                    QStringLiteral("--file cannot be combined with --%1: the file gives every field").arg(other.name));
            }
        }
        return inv;
    }
    if (!arguments.isSet(Options::method)) {
        return arguments.usageError(
            QStringLiteral("enqueue needs --method (recaptcha_v2, recaptcha_v3, turnstile, image) or --file"));
    }
    inv.method = arguments.value(Options::method);
    const std::optional<Method> method = methodFromName(inv.method);
    if (!method) {
        return arguments.usageError(
            QStringLiteral("unknown method '%1': use recaptcha_v2, recaptcha_v3, turnstile or image").arg(inv.method));
    }
    inv.sitekey = arguments.value(Options::sitekey);
    inv.pageurl = arguments.value(Options::pageurl);
    if (*method != Method::Image) {
        if (inv.sitekey.isEmpty()) {
            return arguments.usageError(QStringLiteral("enqueue --method %1 needs --sitekey").arg(inv.method));
        }
        if (inv.pageurl.isEmpty()) {
            return arguments.usageError(QStringLiteral("enqueue --method %1 needs --pageurl").arg(inv.method));
        }
    }
    inv.idempotencyKey = arguments.value(Options::idempotencyKey);
    if (arguments.isSet(Options::idempotencyKey) && inv.idempotencyKey.isEmpty()) {
        return arguments.usageError(QStringLiteral("--idempotency-key needs a value"));
    }
    for (const QString &param : arguments.values(Options::param)) {
        const qsizetype eq = param.indexOf(QLatin1Char('='));
        if (eq <= 0) {
            return arguments.usageError(QStringLiteral("--param expects NAME=VALUE, not '%1'").arg(param));
        }
        inv.params.append({param.left(eq), param.mid(eq + 1)});
    }
    return inv;
}

Result<Invocation> parseList(const CommandArguments &arguments)
{
    Result<Invocation> inv = arguments.withoutArguments(Command::List);
    if (!inv) {
        return inv;
    }
    const Result<QList<JobState>> states = arguments.states();
    if (!states) {
        return states.error();
    }
    inv.value().states = *states;
    inv.value().includeProxyPasswords = arguments.isSet(Options::includeProxyPasswords);
    return inv;
}

Result<Invocation> parseShow(const CommandArguments &arguments)
{
    Result<Invocation> inv = parseJobIds(arguments, Command::Show);
    if (inv) {
        inv.value().includeProxyPasswords = arguments.isSet(Options::includeProxyPasswords);
    }
    return inv;
}

Result<Invocation> parseCancel(const CommandArguments &arguments)
{
    return asksForFilter(arguments) ? HistoryArguments::parseBulk(arguments, Command::Cancel)
                                    : parseJobIds(arguments, Command::Cancel);
}

Result<Invocation> parseRetry(const CommandArguments &arguments)
{
    return asksForFilter(arguments) ? HistoryArguments::parseBulk(arguments, Command::Retry)
                                    : parseJobIds(arguments, Command::Retry);
}

Result<Invocation> parsePause(const CommandArguments &arguments)
{
    return arguments.withoutArguments(Command::Pause);
}

Result<Invocation> parseResume(const CommandArguments &arguments)
{
    return arguments.withoutArguments(Command::Resume);
}

} // namespace SolveDeck::Cli::JobArguments
