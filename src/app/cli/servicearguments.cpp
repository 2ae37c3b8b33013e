#include "servicearguments.h"

#include "commandarguments.h"

namespace SolveDeck::Cli::ServiceArguments {

namespace {

using Command = Invocation::Command;

} // namespace

QString keyRefusal()
{
    return QStringLiteral("the API key is never taken from the command line (other users can read it in the process "
                          "list, and the shell keeps it in its history). Pipe it to 'key set' instead, for example: "
                          "solvedeck-cli key set < keyfile; or give --key-file FILE (a file only you can read), or "
                          "set SOLVEDECK_API_KEY in the environment");
}

Result<Invocation> parseRun(const CommandArguments &arguments)
{
    Result<Invocation> parsed = arguments.withoutArguments(Command::Run);
    if (!parsed) {
        return parsed;
    }
    Invocation &inv = parsed.value();
    if (arguments.isSet(Options::threads)) {
        bool ok = false;
        inv.threads = arguments.value(Options::threads).toInt(&ok);
        if (!ok || inv.threads <= 0) {
            return arguments.usageError(QStringLiteral("--threads expects a positive whole number, not '%1'")
                                            .arg(arguments.value(Options::threads)));
        }
    }
    inv.untilIdle = arguments.isSet(Options::untilIdle);
    inv.multiIdPolling = !arguments.isSet(Options::noMultiId);
    return parsed;
}

Result<Invocation> parseThreads(const CommandArguments &arguments)
{
    return arguments.withoutArguments(Command::Threads);
}

Result<Invocation> parseBalance(const CommandArguments &arguments)
{
    return arguments.withoutArguments(Command::Balance);
}

Result<Invocation> parseReport(const CommandArguments &arguments)
{
    Invocation inv = arguments.invocation();
    inv.command = Command::Report;
    const QStringList &positional = arguments.positional();
    if (positional.size() != 2) {
        return arguments.usageError(QStringLiteral("'report' needs a job id and 'good' or 'bad'"));
    }
    const Result<qint64> id = arguments.jobId(positional.at(0));
    if (!id) {
        return id.error();
    }
    inv.ids = {*id};
    const QString &verdict = positional.at(1);
    if (verdict != QLatin1String("good") && verdict != QLatin1String("bad")) {
        return arguments.usageError(
            QStringLiteral("'%1' is not a verdict: use 'good' (the answer was correct) or 'bad' (it was wrong)")
                .arg(verdict));
    }
    inv.reportGood = verdict == QLatin1String("good");
    return inv;
}

Result<Invocation> parseKey(const CommandArguments &arguments)
{
    Invocation inv = arguments.invocation();
    QStringList positional = arguments.positional();
    if (positional.isEmpty()) {
        return arguments.usageError(QStringLiteral("'key' needs 'set' or 'clear'"));
    }
    const QString action = positional.takeFirst();
    if (action == QLatin1String("set")) {
        if (!positional.isEmpty()) {
            return arguments.usageError(keyRefusal());
        }
        inv.command = Command::KeySet;
        return inv;
    }
    if (action == QLatin1String("clear")) {
        if (!positional.isEmpty()) {
            return arguments.usageError(QStringLiteral("'key clear' takes no argument"));
        }
        inv.command = Command::KeyClear;
        return inv;
    }
    // Not echoed: a mistyped line here may well be the key itself.
    return arguments.usageError(QStringLiteral("unknown 'key' action: use 'key set' or 'key clear'"));
}

} // namespace SolveDeck::Cli::ServiceArguments
