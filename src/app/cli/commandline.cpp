#include "commandline.h"

#include "commandarguments.h"
#include "commandtable.h"
#include "console.h"
#include "core/appinfo.h"
#include "core/net/apiclient.h"
#include "core/net/keyredaction.h"
#include "core/store/filesafety.h"
#include "core/store/postgreslocation.h"
#include "exitcode.h"
#include "servicearguments.h"
#include "usageerror.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QSet>
#include <QUrl>

#include <algorithm>
#include <cmath>

namespace SolveDeck::Cli {

namespace {

using Command = Invocation::Command;

// --time-scale's range. Below 0.001 the protocol's intervals (a 5 s poll interval, a 30 s HTTP timeout) fall to
// a few milliseconds and the run measures the machine, not the protocol; above 10 a single solve waits for hours.
constexpr double kMinTimeScale = 0.001;
constexpr double kMaxTimeScale = 10.0;

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

// The common options and every command's, each once. One parser knows them all, so the value of an option is never
// mistaken for the command; afterwards each command refuses the options that are not its own.
QList<CommandOption> everyOption()
{
    QList<CommandOption> options = commonOptions();
    for (const CommandSpec &command : commandTable()) {
        for (const CommandOption &option : command.options) {
            if (std::ranges::none_of(options, [&option](const CommandOption &known) {
                    return known.name == option.name;
                })) {
                options.append(option);
            }
        }
    }
    return options;
}

QCommandLineOption qtOption(const CommandOption &option)
{
    QStringList names;
    if (!option.shortName.isEmpty()) {
        names << option.shortName;
    }
    names << option.name;
    return {names, QString(), option.valueName};
}

bool isCommonOption(const QString &typedName)
{
    return std::ranges::any_of(commonOptions(), [&typedName](const CommandOption &option) {
        return option.name == typedName || (!option.shortName.isEmpty() && option.shortName == typedName);
    });
}

// --db, --endpoint, --time-scale, --quiet and --json into the Invocation every command starts from; a refusal ends
// with `usage`, the command's.
Result<Invocation> commonInvocation(const QCommandLineParser &parser, const QString &usage)
{
    Invocation inv;
    inv.databaseLocation = parser.value(Options::db.name);
    if (parser.isSet(Options::db.name) && inv.databaseLocation.isEmpty()) {
        return usageError(QStringLiteral("--db needs a file name or a postgresql:// address"), usage);
    }
    // A PostgreSQL address is checked for form here, like every option value; a password in it is refused before
    // anything connects (argv is visible to every user, and it stays in the shell's history). The message never
    // repeats the address.
    if (PostgresLocation::isPostgresUrl(inv.databaseLocation)) {
        if (const Result<PostgresLocation> location = PostgresLocation::parse(inv.databaseLocation); !location) {
            return usageError(QStringLiteral("--db: ") + location.error().message, usage);
        }
    } else if (const Result<void> path = FileSafety::checkNotAUrl(inv.databaseLocation); !path) {
        // Another kind of URL, or an SQLite URI ("file:/path?mode=ro"): not a path, and never made into a file.
        return usageError(QStringLiteral("--db: ") + path.error().message, usage);
    }
    const bool endpointSet = parser.isSet(Options::endpoint.name);
    inv.endpoint = endpointSet ? parser.value(Options::endpoint.name)
                               : QString::fromLatin1(CommandLine::defaultEndpoint);
    if (parser.isSet(Options::timeScale.name)) {
        const QString scale = parser.value(Options::timeScale.name);
        bool ok = false;
        inv.timeScale = scale.toDouble(&ok);
        if (!ok || !std::isfinite(inv.timeScale) || inv.timeScale <= 0) {
            return usageError(QStringLiteral("--time-scale expects a positive number (1 = real time), not '%1'")
                                  .arg(scale),
                              usage);
        }
        // Scaled intervals would poll the real service far faster (or slower) than its documented schedule: the
        // option is for the simulator only, whatever the command.
        if (!ApiClient::isLoopback(QUrl(inv.endpoint.trimmed(), QUrl::StrictMode))) {
            const QString
                where = endpointSet
                          ? QStringLiteral("--endpoint %1 is not on this machine").arg(redactKeyShaped(inv.endpoint))
                          : QStringLiteral("without --endpoint the endpoint is the real service, %1").arg(inv.endpoint);
            return usageError(QStringLiteral("--time-scale is for simulator runs, and %1. Use it with a loopback "
                                             "--endpoint such as http://127.0.0.1:PORT/, and a value between %2 and "
                                             "%3; or drop --time-scale to run in real time")
                                  .arg(where)
                                  .arg(kMinTimeScale)
                                  .arg(kMaxTimeScale),
                              usage);
        }
        if (inv.timeScale < kMinTimeScale || inv.timeScale > kMaxTimeScale) {
            return usageError(QStringLiteral("--time-scale must be between %1 and %2 (1 = real time), not '%3'")
                                  .arg(kMinTimeScale)
                                  .arg(kMaxTimeScale)
                                  .arg(scale),
                              usage);
        }
    }
    inv.quiet = parser.isSet(Options::quiet.name);
    inv.json = parser.isSet(Options::json.name);
    // Only the commands that list --key-file accept it (the others refuse it as not their own).
    inv.keyFile = parser.value(Options::keyFile.name);
    if (parser.isSet(Options::keyFile.name) && inv.keyFile.isEmpty()) {
        return usageError(QStringLiteral("--key-file needs the name of a file that holds the API key"), usage);
    }
    return inv;
}

int printVersion(const Invocation & /*inv*/)
{
    Console::out(CommandLine::versionText());
    return ExitOk;
}

} // namespace

QString CommandLine::usageOf(const QString &command)
{
    const CommandSpec *spec = findCommand(command);
    return spec ? spec->usage : QString();
}

QString CommandLine::versionText()
{
    return QStringLiteral("solvedeck-cli ") + applicationVersion() + QLatin1Char('\n');
}

QString CommandLine::help(const QString &topic)
{
    if (const CommandSpec *command = topic.isEmpty() ? nullptr : findCommand(topic)) {
        return QStringLiteral("usage: solvedeck-cli [common options] ") + command->usage
             + QStringLiteral("\nRun 'solvedeck-cli --help' for the common options and exit codes.\n");
    }
    QString text = QStringLiteral(
        "usage: solvedeck-cli [common options] COMMAND [options]\n"
        "Headless SolveDeck: queue, run and inspect CAPTCHA solve jobs in the console's database.\n"
        "\n"
        "Common options (anywhere on the line):\n"
        "  --db FILE|URL      the job database: a file (default: the console's, under the app data folder), or\n"
        "                     postgresql://USER@HOST:PORT/DATABASE (team mode; the password comes from the system\n"
        "                     keychain, where the console keeps it, else PGPASSWORD or ~/.pgpass; never from the\n"
        "                     address)\n"
        "  --endpoint URL     the in.php/res.php host (default https://ocr.captchaai.com; http only to loopback)\n"
        "  --time-scale F     multiply every protocol interval by F, 0.001 to 10; only with a loopback --endpoint\n"
        "  -q, --quiet        no progress or notes on stderr\n"
        "  -h, --help         this help;  -v, --version  the version\n"
        "\n"
        "Commands:\n");
    for (const CommandSpec &command : commandTable()) {
        text += QStringLiteral("  ") + command.usage + QLatin1Char('\n');
    }
    text += QStringLiteral(
        "\n"
        "The API key comes from --key-file FILE (yours, mode 600), the systemd credential solvedeck-api-key\n"
        "($CREDENTIALS_DIRECTORY), SOLVEDECK_API_KEY or the system keychain ('key set' stores it there, reading\n"
        "stdin), in that order.\n"
        "\n"
        "Exit codes: 0 done (run --until-idle: every job solved); 1 usage error; 2 run --until-idle: some job failed\n"
        "or was canceled, or waits for its target host to be authorised ('hosts allow'); 3 key or configuration\n"
        "error; 4 the operation failed or was refused; 130 SIGINT; 143 SIGTERM.\n");
    return text;
}

Result<Invocation> CommandLine::parseHelp(const CommandArguments &arguments)
{
    Invocation inv = arguments.invocation();
    inv.command = Command::Help;
    inv.helpTopic = arguments.positional().value(0);
    return inv;
}

int CommandLine::printHelp(const Invocation &inv)
{
    Console::out(help(inv.helpTopic));
    return ExitOk;
}

Result<CommandLine::Parsed> CommandLine::parse(const QStringList &arguments)
{
    for (const QString &arg : arguments.mid(1)) {
        if (arg == QLatin1String("--")) {
            break;
        }
        if (looksLikeKeyOption(arg)) {
            return usageError(ServiceArguments::keyRefusal(), CommandLine::usageOf(QStringLiteral("key")));
        }
    }

    QCommandLineParser parser;
    parser.setSingleDashWordOptionMode(QCommandLineParser::ParseAsLongOptions);
    for (const CommandOption &option : everyOption()) {
        parser.addOption(qtOption(option));
    }
    if (!parser.parse(arguments)) {
        return usageError(parser.errorText().trimmed());
    }
    QStringList positional = parser.positionalArguments();

    if (parser.isSet(Options::version.name)) {
        Invocation inv;
        inv.command = Command::Version;
        return Parsed{inv, withoutDatabase(&printVersion)};
    }
    if (parser.isSet(Options::help.name) || positional.isEmpty()) {
        if (positional.isEmpty() && !parser.isSet(Options::help.name)) {
            return usageError(QStringLiteral("no command given"));
        }
        Invocation inv;
        inv.command = Command::Help;
        inv.helpTopic = positional.value(0);
        return Parsed{inv, withoutDatabase(&printHelp)};
    }

    const QString name = positional.takeFirst();
    const CommandSpec *command = findCommand(name);
    if (!command) {
        return usageError(QStringLiteral("unknown command '%1'").arg(name));
    }
    // optionNames() reports the names as typed, short forms included.
    for (const QString &typed : parser.optionNames()) {
        if (!isCommonOption(typed) && !command->takes(typed)) {
            return usageError(QStringLiteral("option --%1 does not apply to '%2'").arg(typed, name), command->usage);
        }
    }
    for (const QList<CommandOption> &options : {commonOptions(), command->options}) {
        for (const CommandOption &option : options) {
            if (option.takesValue() && !option.repeatable && parser.values(option.name).size() > 1) {
                return usageError(QStringLiteral("option --%1 given more than once").arg(option.name), command->usage);
            }
        }
    }

    const Result<Invocation> common = commonInvocation(parser, command->usage);
    if (!common) {
        return common.error();
    }
    const Result<Invocation> inv = command->parse(CommandArguments(parser, *command, positional, *common));
    if (!inv) {
        return inv.error();
    }
    return Parsed{*inv, command->run};
}

} // namespace SolveDeck::Cli
