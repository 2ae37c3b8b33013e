#include "commandtable.h"

#include "accountcommand.h"
#include "auditcommand.h"
#include "clientscommand.h"
#include "commandline.h"
#include "gatewayarguments.h"
#include "historyarguments.h"
#include "hostsarguments.h"
#include "hostscommand.h"
#include "jobarguments.h"
#include "jobcommands.h"
#include "keycommand.h"
#include "reportcommand.h"
#include "runcommand.h"
#include "servecommand.h"
#include "servicearguments.h"

#include <algorithm>

namespace SolveDeck::Cli {

bool CommandSpec::takes(const QString &optionName) const
{
    return std::ranges::any_of(options, [&optionName](const CommandOption &option) {
        return option.name == optionName;
    });
}

const QList<CommandSpec> &commandTable()
{
    using namespace Options;
    // Each command: its name, usage (for --help and its usage errors), options, parse function and where it runs.
    static const QList<CommandSpec> table = [] {
        QList<CommandSpec> commands = {
            {QStringLiteral("audit"),
             QStringLiteral("audit [--since T] [--json]"),
             {since, json},
             &HostsArguments::parseAudit,
             onOpenDatabase(&AuditCommand::execute)},
            {QStringLiteral("balance"),
             QStringLiteral("balance [--json] [--key-file FILE]"),
             {json, keyFile},
             &ServiceArguments::parseBalance,
             onEventLoop<AccountCommand>()},
            {QStringLiteral("cancel"),
             QStringLiteral("cancel ID... [--dry-run]\n"
                            "  cancel --state S... [--since T] [--until T] [--dry-run]   (or --all-matching)"),
             {state, since, until, allMatching, dryRun},
             &JobArguments::parseCancel,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("clients"),
             QStringLiteral("clients add NAME [--max-in-flight N] [--hosts PATTERN,...] [--max-connections N]\n"
                            "      [--max-streams N] [--max-waits N] [--metrics]   (prints the token once)\n"
                            "  clients set NAME [--max-in-flight N] [--hosts PATTERN,...] [--max-connections N]\n"
                            "      [--max-streams N] [--max-waits N]\n"
                            "  clients list [--json]\n  clients revoke NAME"),
             {maxInFlight, clientHosts, maxConnections, maxStreams, maxWaits, metrics, json},
             &GatewayArguments::parseClients,
             onOpenDatabase(&ClientsCommand::execute)},
            {QStringLiteral("delete"),
             QStringLiteral("delete ID... [--dry-run]   (finished jobs only)\n"
                            "  delete --state S... [--since T] [--until T] [--dry-run]   (or --all-matching)"),
             {state, since, until, allMatching, dryRun},
             &HistoryArguments::parseDelete,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("enqueue"),
             QStringLiteral("enqueue --method M --sitekey S --pageurl U [--idempotency-key K] [--param NAME=VALUE]...\n"
                            "  enqueue --file F.csv|F.jsonl"),
             {method, sitekey, pageurl, idempotencyKey, param, file},
             &JobArguments::parseEnqueue,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("export"),
             QStringLiteral("export --format csv|json|ndjson [--out FILE] [--state S]... [--since T] [--until T]\n"
                            "         [--events] [--include-tokens] [--include-proxy-passwords] [--bom]"),
             {format, out, state, since, until, events, includeTokens, includeProxyPasswords, bom},
             &HistoryArguments::parseExport,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("help"),
             QStringLiteral("help [COMMAND]"),
             {},
             &CommandLine::parseHelp,
             withoutDatabase(&CommandLine::printHelp)},
            {QStringLiteral("hosts"),
             QStringLiteral("hosts list [--json]\n  hosts allow HOST [--note TEXT]\n  hosts revoke HOST\n"
                            "  hosts enforcement on|off"),
             {note, json},
             &HostsArguments::parseHosts,
             onOpenDatabase(&HostsCommand::execute)},
            {QStringLiteral("key"),
             QStringLiteral("key set   (reads the key from stdin)\n  key clear"),
             {},
             &ServiceArguments::parseKey,
             onEventLoopWithDatabase<KeyCommand>(false)},
            {QStringLiteral("list"),
             QStringLiteral("list [--state S]... [--json] [--include-proxy-passwords]"),
             {state, json, includeProxyPasswords},
             &JobArguments::parseList,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("pause"),
             QStringLiteral("pause   (no new submits by any engine on the database)"),
             {},
             &JobArguments::parsePause,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("purge"),
             QStringLiteral("purge --older-than 30d [--keep N] [--dry-run]   (finished jobs)"),
             {olderThan, keep, dryRun},
             &HistoryArguments::parsePurge,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("report"),
             QStringLiteral("report ID good|bad [--key-file FILE]"),
             {keyFile},
             &ServiceArguments::parseReport,
             onEventLoopWithDatabase<ReportCommand>()},
            {QStringLiteral("resume"),
             QStringLiteral("resume"),
             {},
             &JobArguments::parseResume,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("retry"),
             QStringLiteral("retry ID... [--dry-run]\n"
                            "  retry --state S... [--since T] [--until T] [--dry-run]    (or --all-matching)"),
             {state, since, until, allMatching, dryRun},
             &JobArguments::parseRetry,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("run"),
             QStringLiteral("run [--threads N] [--until-idle] [--no-multi-id] [--key-file FILE]"),
             {threads, untilIdle, noMultiId, keyFile},
             &ServiceArguments::parseRun,
             onEventLoopWithDatabase<RunCommand>()},
            {QStringLiteral("serve"),
             QStringLiteral("serve [--listen HOST:PORT] [--tls-cert FILE --tls-key FILE] [--threads N]\n"
                            "        [--max-streams N] [--max-connections N] [--allow-host NAME]...\n"
                            "        [--key-file FILE] [--log-format text|json]"),
             {listen, tlsCert, tlsKey, threads, maxStreams, maxConnections, allowHost, keyFile, logFormat},
             &GatewayArguments::parseServe,
             onEventLoopWithDatabase<ServeCommand>()},
            {QStringLiteral("show"),
             QStringLiteral("show ID [--json] [--include-proxy-passwords]"),
             {json, includeProxyPasswords},
             &JobArguments::parseShow,
             onOpenDatabase(&JobCommands::execute)},
            {QStringLiteral("threads"),
             QStringLiteral("threads [--json] [--key-file FILE]"),
             {json, keyFile},
             &ServiceArguments::parseThreads,
             onEventLoop<AccountCommand>()},
        };
        std::ranges::sort(commands, {}, &CommandSpec::name);
        return commands;
    }();
    return table;
}

const CommandSpec *findCommand(const QString &name)
{
    const QList<CommandSpec> &table = commandTable();
    const auto found = std::ranges::find(table, name, &CommandSpec::name);
    return found == table.cend() ? nullptr : &*found;
}

const QList<CommandOption> &commonOptions()
{
    static const QList<CommandOption> options =
        {Options::db, Options::endpoint, Options::timeScale, Options::quiet, Options::help, Options::version};
    return options;
}

} // namespace SolveDeck::Cli
