// The CLI commands messages name carry --db when the program's database is not solvedeck-cli's default (a fifteenth
// trial ran a demo's "solvedeck-cli hosts allow HOST", which went to the default database).
#include "core/model/consoleplaces.h"

#include <QProcess>
#include <gtest/gtest.h>

using namespace SolveDeck;
using ConsolePlaces::Command;

namespace {

// The words a POSIX shell reads in `line` (one per output line of printf).
QStringList shellWords(const QString &line)
{
    QProcess shell;
    shell.start(QStringLiteral("/bin/sh"), {QStringLiteral("-c"), QStringLiteral("printf '%s\\n' ") + line});
    if (!shell.waitForFinished(10'000) || shell.exitCode() != 0) {
        return {};
    }
    return QString::fromUtf8(shell.readAllStandardOutput()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
}

// Leaves the process-wide setting as it found it (empty), also when an expectation fails.
struct CliDatabase
{
    explicit CliDatabase(const QString &location) { ConsolePlaces::setCliDatabase(location); }

    ~CliDatabase() { ConsolePlaces::setCliDatabase(QString()); }

    CliDatabase(const CliDatabase &) = delete;
    CliDatabase &operator=(const CliDatabase &) = delete;
};

TEST(ConsolePlacesCli, TheDefaultDatabaseNeedsNoDb)
{
    EXPECT_EQ(ConsolePlaces::cliCommand(Command::HostsAllow, QStringLiteral("shop.example")),
              QStringLiteral("solvedeck-cli hosts allow shop.example"));
    EXPECT_EQ(ConsolePlaces::cliCommand(Command::KeySet), QStringLiteral("solvedeck-cli key set"));
    EXPECT_EQ(ConsolePlaces::cliCommand(Command::ClientsSetHosts, QStringLiteral("ci")),
              QStringLiteral("solvedeck-cli clients set ci --hosts PATTERNS"));
}

TEST(ConsolePlacesCli, AnotherDatabaseIsNamedWithDbAndReadsBackAsOneWord)
{
    for (const QString &location : {QStringLiteral("/tmp/SolveDeck-abc/demo.sqlite"),
                                    QStringLiteral("/home/ana/My Jobs/it's.sqlite"),
                                    QStringLiteral("postgresql://ana@db.lan:5432/solvedeck")}) {
        const CliDatabase database(location);
        for (const Command command : {Command::HostsAllow,
                                      Command::ClientsAdd,
                                      Command::KeySet,
                                      Command::Run,
                                      Command::EnqueueFile,
                                      Command::ClientsSetHosts}) {
            const QString line = ConsolePlaces::cliCommand(command, QStringLiteral("x"));
            const QStringList words = shellWords(line);
            ASSERT_GE(words.size(), 4) << line.toStdString();
            EXPECT_EQ(words.mid(0, 3), (QStringList{QStringLiteral("solvedeck-cli"), QStringLiteral("--db"), location}))
                << line.toStdString();
        }
        EXPECT_TRUE(ConsolePlaces::authoriseHostHint(QStringLiteral("shop.example"), ConsolePlaces::Language::English)
                        .contains(QStringLiteral(" hosts allow shop.example")));
        // An argument that reads like the program stays an argument: one --db, the name last.
        const QStringList named = shellWords(
            ConsolePlaces::cliCommand(Command::ClientsAdd, QStringLiteral("solvedeck-cli")));
        EXPECT_EQ(named.count(QStringLiteral("--db")), 1) << named.join(QLatin1Char(' ')).toStdString();
        EXPECT_EQ(named.value(named.size() - 1), QStringLiteral("solvedeck-cli"));
    }
}

} // namespace
