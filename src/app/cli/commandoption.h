#pragma once

#include <QString>

namespace SolveDeck::Cli {

// One option of solvedeck-cli's command line, as the command table lists it (commandtable.cpp).
struct CommandOption
{
    QString name;            // as typed after "--"
    QString valueName;       // its value in usage texts ("N", "FILE"); empty: a switch, which takes no value
    bool repeatable = false; // may be given more than once (--state, --param); any other value option may not
    QString shortName;       // "q" for -q; empty: none

    bool takesValue() const { return !valueName.isEmpty(); }

    // A switch, which takes no value.
    static CommandOption flag(const QString &name, const QString &shortName = {})
    {
        CommandOption option;
        option.name = name;
        option.shortName = shortName;
        return option;
    }

    // An option with a value, given at most once.
    static CommandOption withValue(const QString &name, const QString &valueName)
    {
        CommandOption option;
        option.name = name;
        option.valueName = valueName;
        return option;
    }

    // An option with a value, given as often as wanted.
    static CommandOption repeatableValue(const QString &name, const QString &valueName)
    {
        CommandOption option = withValue(name, valueName);
        option.repeatable = true;
        return option;
    }
};

// Every option, named once, so that each option's name and value read the same in every command that takes it.
namespace Options {

// Common options: accepted anywhere on the line, by every command.
inline const CommandOption db = CommandOption::withValue(QStringLiteral("db"), QStringLiteral("FILE|URL"));
inline const CommandOption endpoint = CommandOption::withValue(QStringLiteral("endpoint"), QStringLiteral("URL"));
inline const CommandOption timeScale = CommandOption::withValue(QStringLiteral("time-scale"), QStringLiteral("F"));
inline const CommandOption quiet = CommandOption::flag(QStringLiteral("quiet"), QStringLiteral("q"));
inline const CommandOption help = CommandOption::flag(QStringLiteral("help"), QStringLiteral("h"));
inline const CommandOption version = CommandOption::flag(QStringLiteral("version"), QStringLiteral("v"));

// enqueue
inline const CommandOption method = CommandOption::withValue(QStringLiteral("method"), QStringLiteral("M"));
inline const CommandOption sitekey = CommandOption::withValue(QStringLiteral("sitekey"), QStringLiteral("S"));
inline const CommandOption pageurl = CommandOption::withValue(QStringLiteral("pageurl"), QStringLiteral("U"));
inline const CommandOption idempotencyKey = CommandOption::withValue(QStringLiteral("idempotency-key"),
                                                                     QStringLiteral("K"));
inline const CommandOption param = CommandOption::repeatableValue(QStringLiteral("param"),
                                                                  QStringLiteral("NAME=VALUE"));
inline const CommandOption file = CommandOption::withValue(QStringLiteral("file"), QStringLiteral("F"));

// run
inline const CommandOption threads = CommandOption::withValue(QStringLiteral("threads"), QStringLiteral("N"));
inline const CommandOption untilIdle = CommandOption::flag(QStringLiteral("until-idle"));
inline const CommandOption noMultiId = CommandOption::flag(QStringLiteral("no-multi-id"));

// The commands that use the API key (run, serve, threads, balance, report): a file that holds it (a service has no
// keychain; the key never goes in argv).
inline const CommandOption keyFile = CommandOption::withValue(QStringLiteral("key-file"), QStringLiteral("FILE"));

// serve
inline const CommandOption logFormat = CommandOption::withValue(QStringLiteral("log-format"),
                                                                QStringLiteral("text|json"));
inline const CommandOption listen = CommandOption::withValue(QStringLiteral("listen"), QStringLiteral("HOST:PORT"));
inline const CommandOption tlsCert = CommandOption::withValue(QStringLiteral("tls-cert"), QStringLiteral("FILE"));
inline const CommandOption tlsKey = CommandOption::withValue(QStringLiteral("tls-key"), QStringLiteral("FILE"));
inline const CommandOption maxStreams = CommandOption::withValue(QStringLiteral("max-streams"), QStringLiteral("N"));
inline const CommandOption maxConnections = CommandOption::withValue(QStringLiteral("max-connections"),
                                                                     QStringLiteral("N"));
inline const CommandOption allowHost = CommandOption::repeatableValue(QStringLiteral("allow-host"),
                                                                      QStringLiteral("NAME"));

// clients
inline const CommandOption maxInFlight = CommandOption::withValue(QStringLiteral("max-in-flight"), QStringLiteral("N"));
inline const CommandOption clientHosts = CommandOption::withValue(QStringLiteral("hosts"),
                                                                  QStringLiteral("PATTERN,..."));
inline const CommandOption maxWaits = CommandOption::withValue(QStringLiteral("max-waits"), QStringLiteral("N"));
inline const CommandOption metrics = CommandOption::flag(QStringLiteral("metrics"));

// Output and the job filter (list, export, cancel / retry / delete by filter, audit).
inline const CommandOption json = CommandOption::flag(QStringLiteral("json"));
inline const CommandOption state = CommandOption::repeatableValue(QStringLiteral("state"), QStringLiteral("S"));
inline const CommandOption since = CommandOption::withValue(QStringLiteral("since"), QStringLiteral("T"));
inline const CommandOption until = CommandOption::withValue(QStringLiteral("until"), QStringLiteral("T"));
inline const CommandOption allMatching = CommandOption::flag(QStringLiteral("all-matching"));
inline const CommandOption dryRun = CommandOption::flag(QStringLiteral("dry-run"));

// export
inline const CommandOption format = CommandOption::withValue(QStringLiteral("format"), QStringLiteral("F"));
inline const CommandOption out = CommandOption::withValue(QStringLiteral("out"), QStringLiteral("FILE"));
inline const CommandOption events = CommandOption::flag(QStringLiteral("events"));
inline const CommandOption includeTokens = CommandOption::flag(QStringLiteral("include-tokens"));
// export, list, show: a job's proxy password in clear (masked otherwise)
inline const CommandOption includeProxyPasswords = CommandOption::flag(QStringLiteral("include-proxy-passwords"));
inline const CommandOption bom = CommandOption::flag(QStringLiteral("bom"));

// purge
inline const CommandOption olderThan = CommandOption::withValue(QStringLiteral("older-than"),
                                                                QStringLiteral("DURATION"));
inline const CommandOption keep = CommandOption::withValue(QStringLiteral("keep"), QStringLiteral("N"));

// hosts allow
inline const CommandOption note = CommandOption::withValue(QStringLiteral("note"), QStringLiteral("TEXT"));

} // namespace Options

} // namespace SolveDeck::Cli
