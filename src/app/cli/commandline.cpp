#include "commandline.h"

#include "core/appinfo.h"
#include "core/io/jobexport.h"
#include "core/net/apiclient.h"
#include "core/net/keyredaction.h"
#include "core/store/jobfilter.h"
#include "core/store/postgreslocation.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QDateTime>
#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <optional>

namespace SolveDeck::Cli {

namespace {

using Command = Invocation::Command;

// Option names, as typed after "--".
const QString optDb = QStringLiteral("db");
const QString optEndpoint = QStringLiteral("endpoint");
const QString optTimeScale = QStringLiteral("time-scale");
const QString optQuiet = QStringLiteral("quiet");
const QString optHelp = QStringLiteral("help");
const QString optVersion = QStringLiteral("version");
const QString optMethod = QStringLiteral("method");
const QString optSitekey = QStringLiteral("sitekey");
const QString optPageurl = QStringLiteral("pageurl");
const QString optIdempotencyKey = QStringLiteral("idempotency-key");
const QString optParam = QStringLiteral("param");
const QString optFile = QStringLiteral("file");
const QString optThreads = QStringLiteral("threads");
const QString optUntilIdle = QStringLiteral("until-idle");
const QString optNoMultiId = QStringLiteral("no-multi-id");
const QString optState = QStringLiteral("state");
const QString optJson = QStringLiteral("json");
// History (issue 11).
const QString optFormat = QStringLiteral("format");
const QString optOut = QStringLiteral("out");
const QString optSince = QStringLiteral("since");
const QString optUntil = QStringLiteral("until");
const QString optEvents = QStringLiteral("events");
const QString optIncludeTokens = QStringLiteral("include-tokens");
const QString optBom = QStringLiteral("bom");
const QString optDryRun = QStringLiteral("dry-run");
const QString optAllMatching = QStringLiteral("all-matching");
const QString optOlderThan = QStringLiteral("older-than");
const QString optKeep = QStringLiteral("keep");
const QString optNote = QStringLiteral("note");

// --time-scale's range. Below 0.001 the protocol's intervals (a 5 s poll interval, a 30 s HTTP timeout) fall to
// a few milliseconds and the run measures the machine, not the protocol; above 10 a single solve waits for hours.
constexpr double kMinTimeScale = 0.001;
constexpr double kMaxTimeScale = 10.0;

// One line of usage per command; the help text and every usage error print these.
const QMap<QString, QString> &commandUsages()
{
    static const QMap<QString, QString> usages = {
        {QStringLiteral("enqueue"),
         QStringLiteral("enqueue --method M --sitekey S --pageurl U [--idempotency-key K] [--param NAME=VALUE]...\n"
                        "  enqueue --file F.csv|F.jsonl")},
        {QStringLiteral("run"), QStringLiteral("run [--threads N] [--until-idle] [--no-multi-id]")},
        {QStringLiteral("list"), QStringLiteral("list [--state S]... [--json]")},
        {QStringLiteral("show"), QStringLiteral("show ID [--json]")},
        {QStringLiteral("cancel"),
         QStringLiteral("cancel ID... [--dry-run]\n"
                        "  cancel --state S... [--since T] [--until T] [--dry-run]   (or --all-matching)")},
        {QStringLiteral("retry"),
         QStringLiteral("retry ID... [--dry-run]\n"
                        "  retry --state S... [--since T] [--until T] [--dry-run]    (or --all-matching)")},
        {QStringLiteral("delete"),
         QStringLiteral("delete ID... [--dry-run]   (finished jobs only)\n"
                        "  delete --state S... [--since T] [--until T] [--dry-run]   (or --all-matching)")},
        {QStringLiteral("export"),
         QStringLiteral("export --format csv|json|ndjson [--out FILE] [--state S]... [--since T] [--until T]\n"
                        "         [--events] [--include-tokens] [--bom]")},
        {QStringLiteral("purge"), QStringLiteral("purge --older-than 30d [--keep N] [--dry-run]   (finished jobs)")},
        {QStringLiteral("report"), QStringLiteral("report ID good|bad")},
        {QStringLiteral("threads"), QStringLiteral("threads [--json]")},
        {QStringLiteral("balance"), QStringLiteral("balance [--json]")},
        {QStringLiteral("key"), QStringLiteral("key set   (reads the key from stdin)\n  key clear")},
        {QStringLiteral("pause"), QStringLiteral("pause   (no new submits by any engine on the database)")},
        {QStringLiteral("resume"), QStringLiteral("resume")},
        {QStringLiteral("hosts"),
         QStringLiteral("hosts list [--json]\n  hosts allow HOST [--note TEXT]\n  hosts revoke HOST\n"
                        "  hosts enforcement on|off")},
        {QStringLiteral("audit"), QStringLiteral("audit [--since T] [--json]")},
        {QStringLiteral("help"), QStringLiteral("help [COMMAND]")},
    };
    return usages;
}

// Which command options each command accepts (the common options are accepted everywhere).
const QMap<QString, QSet<QString>> &commandOptions()
{
    static const QMap<QString, QSet<QString>> options = {
        {QStringLiteral("enqueue"), {optMethod, optSitekey, optPageurl, optIdempotencyKey, optParam, optFile}},
        {QStringLiteral("run"), {optThreads, optUntilIdle, optNoMultiId}},
        {QStringLiteral("list"), {optState, optJson}},
        {QStringLiteral("show"), {optJson}},
        {QStringLiteral("cancel"), {optState, optSince, optUntil, optAllMatching, optDryRun}},
        {QStringLiteral("retry"), {optState, optSince, optUntil, optAllMatching, optDryRun}},
        {QStringLiteral("delete"), {optState, optSince, optUntil, optAllMatching, optDryRun}},
        {QStringLiteral("export"),
         {optFormat, optOut, optState, optSince, optUntil, optEvents, optIncludeTokens, optBom}},
        {QStringLiteral("purge"), {optOlderThan, optKeep, optDryRun}},
        {QStringLiteral("report"), {}},
        {QStringLiteral("threads"), {optJson}},
        {QStringLiteral("balance"), {optJson}},
        {QStringLiteral("key"), {}},
        {QStringLiteral("pause"), {}},
        {QStringLiteral("resume"), {}},
        {QStringLiteral("hosts"), {optNote, optJson}},
        {QStringLiteral("audit"), {optSince, optJson}},
        {QStringLiteral("help"), {}},
    };
    return options;
}

const QSet<QString> &commonOptions()
{
    static const QSet<QString> options = {optDb, optEndpoint, optTimeScale, optQuiet, optHelp, optVersion};
    return options;
}

Error usageError(const QString &problem, const QString &command = {})
{
    QString text = QStringLiteral("solvedeck-cli: ") + problem + QLatin1Char('\n');
    if (commandUsages().contains(command)) {
        text += QStringLiteral("usage: solvedeck-cli ") + commandUsages().value(command) + QLatin1Char('\n');
    } else {
        text += QStringLiteral("usage: solvedeck-cli [--db FILE|URL] [--endpoint URL] [--time-scale F] [--quiet] "
                               "COMMAND ...\n");
    }
    text += QStringLiteral("Run 'solvedeck-cli --help' for every command and option.\n");
    return Error{QStringLiteral("USAGE"), text};
}

// The key must never travel in argv: every user of the machine can read it in ps and the shell keeps it in its
// history. Recognise the ways people try, so the refusal says why and what to do instead.
bool looksLikeKeyOption(const QString &argument)
{
    static const QStringList spellings = {QStringLiteral("--key"),
                                          QStringLiteral("--api-key"),
                                          QStringLiteral("--apikey"),
                                          QStringLiteral("--client-key")};
    return std::ranges::any_of(spellings, [&argument](const QString &s) {
        return argument == s || argument.startsWith(s + QLatin1Char('='));
    });
}

QString keyRefusal()
{
    return QStringLiteral("the API key is never taken from the command line (other users can read it in the process "
                          "list, and the shell keeps it in its history). Pipe it to 'key set' instead, for example: "
                          "solvedeck-cli key set < keyfile, or set SOLVEDECK_API_KEY in the environment");
}

Result<qint64> parseJobId(const QString &text, const QString &command)
{
    bool ok = false;
    const qint64 id = text.toLongLong(&ok);
    if (!ok || id <= 0) {
        return usageError(QStringLiteral("bad job id '%1': a job id is a positive whole number, as shown by "
                                         "'solvedeck-cli list'")
                              .arg(text),
                          command);
    }
    return id;
}

Result<QList<JobState>> parseStates(const QStringList &values, const QString &command)
{
    QList<JobState> states;
    for (const QString &value : values) {
        // --state queued,submitted and --state queued --state submitted both work.
        for (const QString &name : value.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            const std::optional<JobState> state = jobStateFromName(name.trimmed());
            if (!state) {
                return usageError(QStringLiteral("unknown state '%1': use queued, submitting, submitted, solved, "
                                                 "failed or canceled")
                                      .arg(name),
                                  command);
            }
            if (!states.contains(*state)) {
                states.append(*state);
            }
        }
    }
    return states;
}

// export, purge, delete, and cancel / retry by filter (issue 11); kept in one place so other commands' parsing
// stays as it was.
Result<Invocation> parseHistoryCommand(Invocation inv,
                                       const QCommandLineParser &parser,
                                       const QString &command,
                                       const QStringList &positional)
{
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    if (auto states = parseStates(parser.values(optState), command); !states) {
        return states.error();
    } else {
        inv.states = states.value();
    }
    for (const auto &[option, target] :
         {std::pair<QString, qint64 *>{optSince, &inv.sinceMs}, std::pair<QString, qint64 *>{optUntil, &inv.untilMs}}) {
        if (parser.isSet(option)) {
            const Result<qint64> time = JobFilter::parseTime(parser.value(option), now);
            if (!time) {
                return usageError(QStringLiteral("--%1: %2").arg(option, time.error().message), command);
            }
            *target = time.value();
        }
    }
    inv.dryRun = parser.isSet(optDryRun);

    if (command == QLatin1String("export")) {
        inv.command = Command::Export;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        if (!parser.isSet(optFormat)) {
            return usageError(QStringLiteral("export needs --format csv, json or ndjson"), command);
        }
        inv.format = parser.value(optFormat).trimmed().toLower();
        if (!exportFormatFromName(inv.format)) {
            return usageError(QStringLiteral("unknown format '%1': use csv, json or ndjson")
                                  .arg(parser.value(optFormat)),
                              command);
        }
        inv.out = parser.value(optOut);
        if (parser.isSet(optOut) && inv.out.isEmpty()) {
            return usageError(QStringLiteral("--out needs a file name (or leave it out to write to stdout)"), command);
        }
        inv.events = parser.isSet(optEvents);
        inv.includeTokens = parser.isSet(optIncludeTokens);
        inv.bom = parser.isSet(optBom);
        if (inv.bom && *exportFormatFromName(inv.format) != ExportFormat::Csv) {
            return usageError(QStringLiteral("--bom is for --format csv only (JSON is read without one)"), command);
        }
        return inv;
    }

    if (command == QLatin1String("purge")) {
        inv.command = Command::Purge;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        if (!parser.isSet(optOlderThan) && !parser.isSet(optKeep)) {
            return usageError(QStringLiteral("purge needs --older-than DURATION (such as 30d) and/or --keep N"),
                              command);
        }
        if (parser.isSet(optOlderThan)) {
            const Result<qint64> age = JobFilter::parseDuration(parser.value(optOlderThan));
            if (!age || age.value() <= 0) {
                return usageError(QStringLiteral("--older-than expects a duration such as 30d, 12h or 90m, not '%1'")
                                      .arg(parser.value(optOlderThan)),
                                  command);
            }
            inv.olderThanMs = age.value();
        }
        if (parser.isSet(optKeep)) {
            bool ok = false;
            inv.keep = parser.value(optKeep).toInt(&ok);
            if (!ok || inv.keep < 0) {
                return usageError(QStringLiteral("--keep expects a whole number of jobs (0 or more), not '%1'")
                                      .arg(parser.value(optKeep)),
                                  command);
            }
        }
        return inv;
    }

    // cancel / retry / delete: by ids or by filter, never both.
    inv.command = command == QLatin1String("cancel") ? Command::Cancel
                : command == QLatin1String("retry")  ? Command::Retry
                                                     : Command::Delete;
    inv.byFilter = parser.isSet(optAllMatching) || parser.isSet(optState) || parser.isSet(optSince)
                || parser.isSet(optUntil);
    if (inv.byFilter && !positional.isEmpty()) {
        return usageError(QStringLiteral("give job ids or a filter (--state, --since, --until, --all-matching), "
                                         "not both"),
                          command);
    }
    if (!inv.byFilter && positional.isEmpty()) {
        return usageError(QStringLiteral("'%1' needs job ids, or --state S / --all-matching to act on every job that "
                                         "matches")
                              .arg(command),
                          command);
    }
    for (const QString &text : positional) {
        Result<qint64> id = parseJobId(text, command);
        if (!id) {
            return id.error();
        }
        if (!inv.ids.contains(*id)) {
            inv.ids.append(*id);
        }
    }
    return inv;
}

// "2026-12-03T07:00:00Z", "2026-12-03" (midnight UTC), or an age: "90s", "30m", "12h", "7d" before now.
std::optional<qint64> parseSince(const QString &text)
{
    static const QRegularExpression age(QStringLiteral("^(\\d+)([smhd])$"));
    if (const QRegularExpressionMatch m = age.match(text); m.hasMatch()) {
        const qint64 n = m.captured(1).toLongLong();
        const QChar unit = m.captured(2).at(0);
        const qint64 unitMs = unit == QLatin1Char('s') ? 1000
                            : unit == QLatin1Char('m') ? 60 * 1000
                            : unit == QLatin1Char('h') ? 3600 * 1000
                                                       : 24 * 3600 * 1000;
        return QDateTime::currentMSecsSinceEpoch() - n * unitMs;
    }
    QDateTime at = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!at.isValid()) {
        const QDate day = QDate::fromString(text, Qt::ISODate);
        if (day.isValid()) {
            at = day.startOfDay(Qt::UTC);
        }
    }
    if (!at.isValid()) {
        return std::nullopt;
    }
    if (at.timeSpec() == Qt::LocalTime && !text.contains(QLatin1Char('+'))) {
        at.setTimeSpec(Qt::UTC); // no zone given: UTC, as the CLI prints every time
    }
    return at.toMSecsSinceEpoch();
}

// hosts list|allow|revoke|enforcement, audit.
Result<Invocation> parseHostsOrAudit(Invocation inv,
                                     const QString &command,
                                     QStringList positional,
                                     const QString &note,
                                     bool noteSet,
                                     const QString &since,
                                     bool sinceSet)
{
    if (command == QLatin1String("audit")) {
        inv.command = Command::Audit;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        if (sinceSet) {
            const std::optional<qint64> at = parseSince(since);
            if (!at) {
                return usageError(QStringLiteral("--since expects a time such as 2026-12-03T07:00:00Z or "
                                                 "2026-12-03, or an age such as 30m, 12h or 7d; not '%1'")
                                      .arg(since),
                                  command);
            }
            inv.sinceMs = *at;
        }
        return inv;
    }
    if (positional.isEmpty()) {
        return usageError(QStringLiteral("'hosts' needs 'list', 'allow HOST', 'revoke HOST' or 'enforcement on|off'"),
                          command);
    }
    const QString sub = positional.takeFirst();
    if (noteSet && sub != QLatin1String("allow")) {
        return usageError(QStringLiteral("--note applies to 'hosts allow' only"), command);
    }
    if (sub == QLatin1String("list")) {
        inv.command = Command::HostsList;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("'hosts list' takes no argument"), command);
        }
        return inv;
    }
    if (inv.json) {
        return usageError(QStringLiteral("--json applies to 'hosts list' only"), command);
    }
    if (sub == QLatin1String("allow") || sub == QLatin1String("revoke")) {
        inv.command = sub == QLatin1String("allow") ? Command::HostsAllow : Command::HostsRevoke;
        if (positional.size() != 1) {
            return usageError(QStringLiteral("'hosts %1' needs one host, such as shop.example.com or *.example.com")
                                  .arg(sub),
                              command);
        }
        inv.host = positional.first();
        inv.note = note;
        return inv;
    }
    if (sub == QLatin1String("enforcement")) {
        inv.command = Command::HostsEnforcement;
        if (positional.size() != 1
            || (positional.first() != QLatin1String("on") && positional.first() != QLatin1String("off"))) {
            return usageError(QStringLiteral("'hosts enforcement' needs 'on' or 'off'"), command);
        }
        inv.enforce = positional.first() == QLatin1String("on");
        return inv;
    }
    return usageError(QStringLiteral("unknown 'hosts' action '%1': use list, allow, revoke or enforcement").arg(sub),
                      command);
}

} // namespace

QString CommandLine::usageOf(const QString &command)
{
    return commandUsages().value(command);
}

QString CommandLine::versionText()
{
    return QStringLiteral("solvedeck-cli ") + applicationVersion() + QLatin1Char('\n');
}

QString CommandLine::help(const QString &topic)
{
    if (!topic.isEmpty() && commandUsages().contains(topic)) {
        return QStringLiteral("usage: solvedeck-cli [common options] ") + commandUsages().value(topic)
             + QStringLiteral("\nRun 'solvedeck-cli --help' for the common options and exit codes.\n");
    }
    QString text = QStringLiteral(
        "usage: solvedeck-cli [common options] COMMAND [options]\n"
        "Headless SolveDeck: queue, run and inspect CAPTCHA solve jobs in the console's database.\n"
        "\n"
        "Common options (anywhere on the line):\n"
        "  --db FILE|URL      the job database: a file (default: the console's, under the app data folder), or\n"
        "                     postgresql://USER@HOST:PORT/DATABASE (team mode; the password comes from\n"
        "                     PGPASSWORD or ~/.pgpass, never from the address)\n"
        "  --endpoint URL     the in.php/res.php host (default https://ocr.captchaai.com; http only to loopback)\n"
        "  --time-scale F     multiply every protocol interval by F, 0.001 to 10; only with a loopback --endpoint\n"
        "  -q, --quiet        no progress or notes on stderr\n"
        "  -h, --help         this help;  -v, --version  the version\n"
        "\n"
        "Commands:\n");
    for (auto it = commandUsages().cbegin(); it != commandUsages().cend(); ++it) {
        text += QStringLiteral("  ") + it.value() + QLatin1Char('\n');
    }
    text += QStringLiteral(
        "\n"
        "The API key comes from SOLVEDECK_API_KEY or the system keychain ('key set' stores it there, reading stdin).\n"
        "\n"
        "Exit codes: 0 done (run --until-idle: every job solved); 1 usage error; 2 run --until-idle: some job failed\n"
        "or was canceled, or waits for its target host to be authorised ('hosts allow'); 3 key or configuration\n"
        "error; 4 the operation failed or was refused; 130 SIGINT; 143 SIGTERM.\n");
    return text;
}

Result<Invocation> CommandLine::parse(const QStringList &arguments)
{
    for (const QString &arg : arguments.mid(1)) {
        if (arg == QLatin1String("--")) {
            break;
        }
        if (looksLikeKeyOption(arg)) {
            return usageError(keyRefusal(), QStringLiteral("key"));
        }
    }

    // One parser knows every option of every command, so the values of options are never mistaken for the
    // command; afterwards each command refuses the options that are not its own.
    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    parser.addOptions({
        {optDb, QString(), QStringLiteral("FILE|URL")},
        {optEndpoint, QString(), QStringLiteral("URL")},
        {optTimeScale, QString(), QStringLiteral("F")},
        {{QStringLiteral("q"), optQuiet}, QString()},
        {{QStringLiteral("h"), optHelp}, QString()},
        {{QStringLiteral("v"), optVersion}, QString()},
        {optMethod, QString(), QStringLiteral("M")},
        {optSitekey, QString(), QStringLiteral("S")},
        {optPageurl, QString(), QStringLiteral("U")},
        {optIdempotencyKey, QString(), QStringLiteral("K")},
        {optParam, QString(), QStringLiteral("NAME=VALUE")},
        {optFile, QString(), QStringLiteral("F")},
        {optThreads, QString(), QStringLiteral("N")},
        {optUntilIdle, QString()},
        {optNoMultiId, QString()},
        {optState, QString(), QStringLiteral("S")},
        {optJson, QString()},
        {optFormat, QString(), QStringLiteral("F")},
        {optOut, QString(), QStringLiteral("FILE")},
        {optSince, QString(), QStringLiteral("T")},
        {optUntil, QString(), QStringLiteral("T")},
        {optEvents, QString()},
        {optIncludeTokens, QString()},
        {optBom, QString()},
        {optDryRun, QString()},
        {optAllMatching, QString()},
        {optOlderThan, QString(), QStringLiteral("DURATION")},
        {optKeep, QString(), QStringLiteral("N")},
        {optNote, QString(), QStringLiteral("TEXT")},
    });
    if (!parser.parse(arguments)) {
        return usageError(parser.errorText().trimmed());
    }

    Invocation inv;
    QStringList positional = parser.positionalArguments();

    if (parser.isSet(optVersion)) {
        inv.command = Command::Version;
        return inv;
    }
    if (parser.isSet(optHelp) || positional.isEmpty()) {
        if (positional.isEmpty() && !parser.isSet(optHelp)) {
            return usageError(QStringLiteral("no command given"));
        }
        inv.command = Command::Help;
        inv.helpTopic = positional.value(0);
        return inv;
    }

    const QString command = positional.takeFirst();
    if (!commandOptions().contains(command)) {
        return usageError(QStringLiteral("unknown command '%1'").arg(command));
    }
    for (const QString &name : parser.optionNames()) {
        // optionNames() reports what was typed: map the short forms to the long ones.
        if (name == QLatin1String("q") || name == QLatin1String("h") || name == QLatin1String("v")
            || commonOptions().contains(name)) {
            continue;
        }
        if (!commandOptions().value(command).contains(name)) {
            return usageError(QStringLiteral("option --%1 does not apply to '%2'").arg(name, command), command);
        }
    }
    for (const QString &single : {optDb,
                                  optEndpoint,
                                  optTimeScale,
                                  optMethod,
                                  optSitekey,
                                  optPageurl,
                                  optIdempotencyKey,
                                  optFile,
                                  optThreads,
                                  optFormat,
                                  optOut,
                                  optSince,
                                  optUntil,
                                  optOlderThan,
                                  optKeep,
                                  optNote}) {
        if (parser.values(single).size() > 1) {
            return usageError(QStringLiteral("option --%1 given more than once").arg(single), command);
        }
    }

    // Common options.
    inv.databasePath = parser.value(optDb);
    if (parser.isSet(optDb) && inv.databasePath.isEmpty()) {
        return usageError(QStringLiteral("--db needs a file name or a postgresql:// address"), command);
    }
    // A PostgreSQL address is checked for form here, like every option value; a password in it is refused before
    // anything connects (argv is visible to every user, and it stays in the shell's history). The message never
    // repeats the address.
    if (PostgresLocation::isPostgresUrl(inv.databasePath)) {
        if (const Result<PostgresLocation> location = PostgresLocation::parse(inv.databasePath); !location) {
            return usageError(QStringLiteral("--db: ") + location.error().message, command);
        }
    }
    inv.endpoint = parser.isSet(optEndpoint) ? parser.value(optEndpoint) : QString::fromLatin1(defaultEndpoint);
    if (parser.isSet(optTimeScale)) {
        bool ok = false;
        inv.timeScale = parser.value(optTimeScale).toDouble(&ok);
        if (!ok || !std::isfinite(inv.timeScale) || inv.timeScale <= 0) {
            return usageError(QStringLiteral("--time-scale expects a positive number (1 = real time), not '%1'")
                                  .arg(parser.value(optTimeScale)),
                              command);
        }
        // Scaled intervals would poll the real service far faster (or slower) than its documented schedule: the
        // option is for the simulator only, whatever the command.
        if (!ApiClient::isLoopback(QUrl(inv.endpoint.trimmed(), QUrl::StrictMode))) {
            const QString
                where = parser.isSet(optEndpoint)
                          ? QStringLiteral("--endpoint %1 is not on this machine").arg(redactKeyShaped(inv.endpoint))
                          : QStringLiteral("without --endpoint the endpoint is the real service, %1").arg(inv.endpoint);
            return usageError(QStringLiteral("--time-scale is for simulator runs, and %1. Use it with a loopback "
                                             "--endpoint such as http://127.0.0.1:PORT/, and a value between %2 and "
                                             "%3; or drop --time-scale to run in real time")
                                  .arg(where)
                                  .arg(kMinTimeScale)
                                  .arg(kMaxTimeScale),
                              command);
        }
        if (inv.timeScale < kMinTimeScale || inv.timeScale > kMaxTimeScale) {
            return usageError(QStringLiteral("--time-scale must be between %1 and %2 (1 = real time), not '%3'")
                                  .arg(kMinTimeScale)
                                  .arg(kMaxTimeScale)
                                  .arg(parser.value(optTimeScale)),
                              command);
        }
    }
    inv.quiet = parser.isSet(optQuiet);
    inv.json = parser.isSet(optJson);

    if (command == QLatin1String("help")) {
        inv.command = Command::Help;
        inv.helpTopic = positional.value(0);
        return inv;
    }

    if (command == QLatin1String("enqueue")) {
        inv.command = Command::Enqueue;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        inv.file = parser.value(optFile);
        if (parser.isSet(optFile)) {
            if (inv.file.isEmpty()) {
                return usageError(QStringLiteral("--file needs a file name"), command);
            }
            for (const QString &other : {optMethod, optSitekey, optPageurl, optIdempotencyKey, optParam}) {
                if (parser.isSet(other)) {
                    return usageError(QStringLiteral("--file cannot be combined with --%1: the file gives every field")
                                          .arg(other),
                                      command);
                }
            }
            return inv;
        }
        if (!parser.isSet(optMethod)) {
            return usageError(QStringLiteral("enqueue needs --method (recaptcha_v2, recaptcha_v3, turnstile, image) "
                                             "or --file"),
                              command);
        }
        inv.method = parser.value(optMethod);
        const std::optional<Method> method = methodFromName(inv.method);
        if (!method) {
            return usageError(QStringLiteral("unknown method '%1': use recaptcha_v2, recaptcha_v3, turnstile or image")
                                  .arg(inv.method),
                              command);
        }
        inv.sitekey = parser.value(optSitekey);
        inv.pageurl = parser.value(optPageurl);
        if (*method != Method::Image) {
            if (inv.sitekey.isEmpty()) {
                return usageError(QStringLiteral("enqueue --method %1 needs --sitekey").arg(inv.method), command);
            }
            if (inv.pageurl.isEmpty()) {
                return usageError(QStringLiteral("enqueue --method %1 needs --pageurl").arg(inv.method), command);
            }
        }
        inv.idempotencyKey = parser.value(optIdempotencyKey);
        if (parser.isSet(optIdempotencyKey) && inv.idempotencyKey.isEmpty()) {
            return usageError(QStringLiteral("--idempotency-key needs a value"), command);
        }
        for (const QString &param : parser.values(optParam)) {
            const qsizetype eq = param.indexOf(QLatin1Char('='));
            if (eq <= 0) {
                return usageError(QStringLiteral("--param expects NAME=VALUE, not '%1'").arg(param), command);
            }
            inv.params.append({param.left(eq), param.mid(eq + 1)});
        }
        return inv;
    }

    if (command == QLatin1String("run")) {
        inv.command = Command::Run;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        if (parser.isSet(optThreads)) {
            bool ok = false;
            inv.threads = parser.value(optThreads).toInt(&ok);
            if (!ok || inv.threads <= 0) {
                return usageError(QStringLiteral("--threads expects a positive whole number, not '%1'")
                                      .arg(parser.value(optThreads)),
                                  command);
            }
        }
        inv.untilIdle = parser.isSet(optUntilIdle);
        inv.multiIdPolling = !parser.isSet(optNoMultiId);
        return inv;
    }

    if (command == QLatin1String("pause") || command == QLatin1String("resume")) {
        inv.command = command == QLatin1String("pause") ? Command::Pause : Command::Resume;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        return inv;
    }

    if (command == QLatin1String("list")) {
        inv.command = Command::List;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        if (auto states = parseStates(parser.values(optState), command); !states) {
            return states.error();
        } else {
            inv.states = states.value();
        }
        return inv;
    }

    if (command == QLatin1String("export") || command == QLatin1String("purge") || command == QLatin1String("delete")
        || ((command == QLatin1String("cancel") || command == QLatin1String("retry"))
            && (parser.isSet(optState) || parser.isSet(optSince) || parser.isSet(optUntil)
                || parser.isSet(optAllMatching) || parser.isSet(optDryRun)))) {
        return parseHistoryCommand(inv, parser, command, positional);
    }

    if (command == QLatin1String("show") || command == QLatin1String("cancel") || command == QLatin1String("retry")) {
        inv.command = command == QLatin1String("show")   ? Command::Show
                    : command == QLatin1String("cancel") ? Command::Cancel
                                                         : Command::Retry;
        if (positional.isEmpty()) {
            return usageError(QStringLiteral("'%1' needs a job id").arg(command), command);
        }
        if (inv.command == Command::Show && positional.size() > 1) {
            return usageError(QStringLiteral("'show' takes one job id"), command);
        }
        for (const QString &text : positional) {
            Result<qint64> id = parseJobId(text, command);
            if (!id) {
                return id.error();
            }
            if (!inv.ids.contains(*id)) {
                inv.ids.append(*id);
            }
        }
        return inv;
    }

    if (command == QLatin1String("report")) {
        inv.command = Command::Report;
        if (positional.size() != 2) {
            return usageError(QStringLiteral("'report' needs a job id and 'good' or 'bad'"), command);
        }
        Result<qint64> id = parseJobId(positional.at(0), command);
        if (!id) {
            return id.error();
        }
        inv.ids = {*id};
        const QString &verdict = positional.at(1);
        if (verdict != QLatin1String("good") && verdict != QLatin1String("bad")) {
            return usageError(QStringLiteral("'%1' is not a verdict: use 'good' (the answer was correct) or 'bad' "
                                             "(it was wrong)")
                                  .arg(verdict),
                              command);
        }
        inv.reportGood = verdict == QLatin1String("good");
        return inv;
    }

    if (command == QLatin1String("threads") || command == QLatin1String("balance")) {
        inv.command = command == QLatin1String("threads") ? Command::Threads : Command::Balance;
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("unexpected argument '%1'").arg(positional.first()), command);
        }
        return inv;
    }

    if (command == QLatin1String("hosts") || command == QLatin1String("audit")) {
        return parseHostsOrAudit(inv,
                                 command,
                                 positional,
                                 parser.value(optNote),
                                 parser.isSet(optNote),
                                 parser.value(optSince),
                                 parser.isSet(optSince));
    }

    // key set | key clear
    if (positional.isEmpty()) {
        return usageError(QStringLiteral("'key' needs 'set' or 'clear'"), command);
    }
    const QString sub = positional.takeFirst();
    if (sub == QLatin1String("set")) {
        if (!positional.isEmpty()) {
            return usageError(keyRefusal(), command);
        }
        inv.command = Command::KeySet;
        return inv;
    }
    if (sub == QLatin1String("clear")) {
        if (!positional.isEmpty()) {
            return usageError(QStringLiteral("'key clear' takes no argument"), command);
        }
        inv.command = Command::KeyClear;
        return inv;
    }
    // Not echoed: a mistyped line here may well be the key itself.
    return usageError(QStringLiteral("unknown 'key' action: use 'key set' or 'key clear'"), command);
}

} // namespace SolveDeck::Cli
