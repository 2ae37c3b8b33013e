// solvedeck-cli's command line through the command table: one --since / --until grammar in every command that takes
// them (audit and export alike), a number too large for an age refused with a clear usage error, the usage texts and
// help drawn from the table, and the table itself consistent (names, options, parse functions, where each runs).
#include "cli/commandline.h"
#include "cli/commandtable.h"
#include "cli/timeargument.h"
#include "support/testutil.h"

#include <QDateTime>
#include <QSet>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Cli;

namespace {

Result<CommandLine::Parsed> parse(const QStringList &arguments)
{
    return CommandLine::parse(QStringList{QStringLiteral("solvedeck-cli")} + arguments);
}

QString refusal(const QStringList &arguments)
{
    const Result<CommandLine::Parsed> parsed = parse(arguments);
    EXPECT_FALSE(parsed.ok()) << arguments.join(QLatin1Char(' ')).toStdString() << " was accepted";
    if (parsed) {
        return {};
    }
    EXPECT_EQ(parsed.error().code, QStringLiteral("USAGE"));
    return parsed.error().message;
}

// The commands that take --since, with what each needs beside it, and whether they take --until too.
struct TimedCommand
{
    QStringList arguments;
    bool takesUntil = true;
};

const QList<TimedCommand> &timedCommands()
{
    static const QList<TimedCommand> commands = {
        {{QStringLiteral("audit")}, false},
        {{QStringLiteral("export"), QStringLiteral("--format"), QStringLiteral("csv")}},
        {{QStringLiteral("cancel")}},
        {{QStringLiteral("retry")}},
        {{QStringLiteral("delete")}},
    };
    return commands;
}

// Every form of the grammar (TimeArgument), as a user might type it.
const QStringList &everyTimeForm()
{
    static const QStringList forms = {QStringLiteral("90s"),
                                      QStringLiteral("30m"),
                                      QStringLiteral("12h"),
                                      QStringLiteral("7d"),
                                      QStringLiteral("30"),
                                      QStringLiteral(" 7d "),
                                      QStringLiteral("999999d"),
                                      QStringLiteral("2026-12-03"),
                                      QStringLiteral("2026-12-03T07:00:00Z"),
                                      QStringLiteral("2026-12-03T07:00:00"),
                                      QStringLiteral("2026-12-03T07:00:00.250Z"),
                                      QStringLiteral("2026-12-03T09:00:00+02:00")};
    return forms;
}

TEST(CommandLineTest, SinceAndUntilTakeEveryFormOfOneGrammarInEveryCommand)
{
    for (const TimedCommand &command : timedCommands()) {
        for (const QString &option : {QStringLiteral("since"), QStringLiteral("until")}) {
            if (option == QLatin1String("until") && !command.takesUntil) {
                continue;
            }
            for (const QString &form : everyTimeForm()) {
                const QStringList arguments = command.arguments + QStringList{QStringLiteral("--") + option, form};
                SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
                const qint64 before = QDateTime::currentMSecsSinceEpoch();
                const Result<CommandLine::Parsed> parsed = parse(arguments);
                const qint64 after = QDateTime::currentMSecsSinceEpoch();
                ASSERT_TRUE(parsed.ok()) << parsed.error().message.toStdString();
                const Invocation &inv = parsed->invocation;
                const qint64 got = option == QLatin1String("since") ? inv.sinceMs : inv.untilMs;
                // An age counts back from the moment of parsing: between the two readings of the clock.
                EXPECT_GE(got, TimeArgument::parseTime(form, before).value());
                EXPECT_LE(got, TimeArgument::parseTime(form, after).value());
                EXPECT_EQ(option == QLatin1String("since") ? inv.untilMs : inv.sinceMs, 0);
            }
        }
    }
}

TEST(CommandLineTest, AuditTakesABareNumberOfDaysAsExportDoes)
{
    const Result<CommandLine::Parsed> audit = parse(
        {QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("30")});
    const Result<CommandLine::Parsed> exported = parse({QStringLiteral("export"),
                                                        QStringLiteral("--format"),
                                                        QStringLiteral("csv"),
                                                        QStringLiteral("--since"),
                                                        QStringLiteral("30")});
    ASSERT_TRUE(audit.ok()) << audit.error().message.toStdString();
    ASSERT_TRUE(exported.ok()) << exported.error().message.toStdString();
    EXPECT_EQ(audit->invocation.command, Invocation::Command::Audit);
    EXPECT_NEAR(double(audit->invocation.sinceMs), double(exported->invocation.sinceMs), 60'000.0);
    EXPECT_NEAR(double(QDateTime::currentMSecsSinceEpoch() - audit->invocation.sinceMs), 30.0 * 86'400'000, 60'000.0);
}

TEST(CommandLineTest, AnAgeTooLargeIsAUsageErrorThatSaysSoInEveryCommand)
{
    for (const TimedCommand &command : timedCommands()) {
        for (const QString &age :
             {QStringLiteral("99999999999999999999d"), QStringLiteral("9999999999999d"), QStringLiteral("1000000d")}) {
            const QStringList arguments = command.arguments + QStringList{QStringLiteral("--since"), age};
            SCOPED_TRACE(arguments.join(QLatin1Char(' ')).toStdString());
            const QString message = refusal(arguments);
            EXPECT_TRUE(message.startsWith(QStringLiteral("solvedeck-cli: --since: \"%1\" is too large").arg(age)))
                << message.toStdString();
            EXPECT_TRUE(message.contains(QStringLiteral("at most 999999 days"))) << message.toStdString();
            EXPECT_TRUE(message.contains(QStringLiteral("usage: solvedeck-cli ") + command.arguments.first()))
                << message.toStdString();
        }
    }
    const QString purge = refusal(
        {QStringLiteral("purge"), QStringLiteral("--older-than"), QStringLiteral("1000000d")});
    EXPECT_TRUE(purge.startsWith(QStringLiteral("solvedeck-cli: --older-than: \"1000000d\" is too large")))
        << purge.toStdString();
}

TEST(CommandLineTest, WhatIsNotATimeIsRefusedAlikeByAuditAndExport)
{
    const QString expected = QStringLiteral(
        "solvedeck-cli: --since: \"yesterday\" is not a time. Write an ISO 8601 date or time in UTC, such as "
        "2026-01-31 or 2026-01-31T12:00:00Z, or a duration before now, such as 7d.\n");
    EXPECT_TRUE(refusal({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("yesterday")})
                    .startsWith(expected));
    EXPECT_TRUE(refusal({QStringLiteral("export"),
                         QStringLiteral("--format"),
                         QStringLiteral("json"),
                         QStringLiteral("--since"),
                         QStringLiteral("yesterday")})
                    .startsWith(expected));
}

TEST(CommandLineTest, UsageErrorsEndWithTheCommandsUsageFromTheTable)
{
    EXPECT_EQ(refusal({QStringLiteral("show")}),
              QStringLiteral("solvedeck-cli: 'show' needs a job id\n"
                             "usage: solvedeck-cli show ID [--json] [--include-proxy-passwords]\n"
                             "Run 'solvedeck-cli --help' for every command and option.\n"));
    EXPECT_EQ(refusal({QStringLiteral("list"), QStringLiteral("--dry-run")}),
              QStringLiteral("solvedeck-cli: option --dry-run does not apply to 'list'\n"
                             "usage: solvedeck-cli list [--state S]... [--json] [--include-proxy-passwords]\n"
                             "Run 'solvedeck-cli --help' for every command and option.\n"));
    EXPECT_EQ(refusal({QStringLiteral("frobnicate")}),
              QStringLiteral("solvedeck-cli: unknown command 'frobnicate'\n"
                             "usage: solvedeck-cli [--db FILE|URL] [--endpoint URL] [--time-scale F] [--quiet] "
                             "COMMAND ...\n"
                             "Run 'solvedeck-cli --help' for every command and option.\n"));
    EXPECT_TRUE(refusal({QStringLiteral("run"),
                         QStringLiteral("--threads"),
                         QStringLiteral("1"),
                         QStringLiteral("--threads"),
                         QStringLiteral("2")})
                    .startsWith(QStringLiteral("solvedeck-cli: option --threads given more than once\n"
                                               "usage: solvedeck-cli run [--threads N]")));
    const QString key = refusal({QStringLiteral("list"), QStringLiteral("--api-key=0123456789abcdef0123456789abcdef")});
    EXPECT_TRUE(key.contains(QStringLiteral("never taken from the command line"))) << key.toStdString();
    EXPECT_TRUE(key.contains(QStringLiteral("usage: solvedeck-cli key set"))) << key.toStdString();
    EXPECT_FALSE(key.contains(QStringLiteral("0123456789abcdef"))) << "the refusal never repeats the key";
}

TEST(CommandLineTest, HelpListsEveryCommandOfTheTableByName)
{
    const QString help = CommandLine::help();
    qsizetype previous = -1;
    for (const CommandSpec &command : commandTable()) {
        const qsizetype at = help.indexOf(QStringLiteral("\n  ") + command.usage + QLatin1Char('\n'));
        EXPECT_GT(at, previous) << command.name.toStdString() << " missing or out of order";
        previous = at;
        EXPECT_EQ(CommandLine::help(command.name),
                  QStringLiteral("usage: solvedeck-cli [common options] ") + command.usage
                      + QStringLiteral("\nRun 'solvedeck-cli --help' for the common options and exit codes.\n"));
    }
    EXPECT_EQ(CommandLine::help(QStringLiteral("no-such-command")), help);
    for (const QString &line : {QStringLiteral("--help"), QStringLiteral("-h")}) {
        const Result<CommandLine::Parsed> parsed = parse({line, QStringLiteral("export")});
        ASSERT_TRUE(parsed.ok());
        EXPECT_EQ(parsed->invocation.command, Invocation::Command::Help);
        EXPECT_EQ(parsed->invocation.helpTopic, QStringLiteral("export"));
        EXPECT_FALSE(parsed->run.usesDatabase);
    }
}

TEST(CommandTableTest, NamesAreUniqueAndSortedAndEachEntryIsComplete)
{
    QStringList names;
    for (const CommandSpec &command : commandTable()) {
        SCOPED_TRACE(command.name.toStdString());
        names << command.name;
        EXPECT_TRUE(command.usage.startsWith(command.name + QLatin1Char(' ')) || command.usage == command.name)
            << command.usage.toStdString();
        EXPECT_NE(command.parse, nullptr);
        EXPECT_TRUE(bool(command.run.start));
        EXPECT_EQ(findCommand(command.name), &command);
    }
    QStringList sorted = names;
    sorted.sort();
    EXPECT_EQ(names, sorted);
    EXPECT_EQ(QSet<QString>(names.cbegin(), names.cend()).size(), names.size());
    EXPECT_EQ(findCommand(QStringLiteral("no-such-command")), nullptr);
}

TEST(CommandTableTest, AnOptionReadsTheSameInEveryCommandAndNoneHidesACommonOne)
{
    QMap<QString, CommandOption> seen;
    for (const CommandOption &common : commonOptions()) {
        seen.insert(common.name, common);
    }
    for (const CommandSpec &command : commandTable()) {
        for (const CommandOption &option : command.options) {
            SCOPED_TRACE(QString(command.name + QStringLiteral(" --") + option.name).toStdString());
            EXPECT_FALSE(std::ranges::any_of(commonOptions(), [&option](const CommandOption &common) {
                return common.name == option.name;
            }));
            if (const auto known = seen.constFind(option.name); known != seen.cend()) {
                EXPECT_EQ(known->valueName, option.valueName);
                EXPECT_EQ(known->repeatable, option.repeatable);
                EXPECT_EQ(known->shortName, option.shortName);
            }
            seen.insert(option.name, option);
        }
    }
}

TEST(CommandTableTest, EveryCommandThatTouchesTheDatabaseReadsItsPasswordFirst)
{
    // key reads a team database's password itself, after the key's shape was checked and the keychain changed: no
    // keychain may be asked before a malformed key is refused (issue 27).
    const QSet<QString> withoutDatabase = {QStringLiteral("balance"),
                                           QStringLiteral("help"),
                                           QStringLiteral("key"),
                                           QStringLiteral("threads")};
    for (const CommandSpec &command : commandTable()) {
        EXPECT_EQ(command.run.usesDatabase, !withoutDatabase.contains(command.name)) << command.name.toStdString();
    }
}

} // namespace
