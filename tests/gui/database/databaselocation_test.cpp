// Team mode's connection choice, the pure part: which database a console opens (--db over the saved choice over the
// default file) and how a team database's address is checked and spelled.
#include "gui/databaselocation.h"
#include "support/testutil.h"

#include <QDir>

using namespace SolveDeck;

namespace {

const QString defaultFile = QStringLiteral("/home/op/.local/share/SolveDeck/SolveDeck/solvedeck.sqlite");
const QString teamAddress = QStringLiteral("postgresql://ops@db.example:5432/solvedeck");

} // namespace

TEST(DatabaseChoice, CommandLineComesFirst)
{
    EXPECT_EQ(chooseDatabase(QStringLiteral("/tmp/cli.sqlite"), teamAddress, defaultFile),
              (DatabaseChoice{QStringLiteral("/tmp/cli.sqlite"), DatabaseSource::CommandLine}));
    EXPECT_EQ(chooseDatabase(teamAddress, QStringLiteral("/tmp/saved.sqlite"), defaultFile),
              (DatabaseChoice{teamAddress, DatabaseSource::CommandLine}));
}

TEST(DatabaseChoice, SavedChoiceComesBeforeTheDefault)
{
    EXPECT_EQ(chooseDatabase({}, teamAddress, defaultFile), (DatabaseChoice{teamAddress, DatabaseSource::Settings}));
    EXPECT_EQ(chooseDatabase({}, QStringLiteral("/tmp/saved.sqlite"), defaultFile),
              (DatabaseChoice{QStringLiteral("/tmp/saved.sqlite"), DatabaseSource::Settings}));
}

TEST(DatabaseChoice, DefaultFileWhenNothingElseIsGiven)
{
    EXPECT_EQ(chooseDatabase({}, {}, defaultFile), (DatabaseChoice{defaultFile, DatabaseSource::Default}));
    // Blank values are absent values: a stray space in settings does not open a file named " ".
    EXPECT_EQ(chooseDatabase(QStringLiteral("  "), QStringLiteral(" \t"), defaultFile),
              (DatabaseChoice{defaultFile, DatabaseSource::Default}));
    EXPECT_EQ(chooseDatabase(QStringLiteral(" /tmp/x.sqlite "), {}, defaultFile).location,
              QStringLiteral("/tmp/x.sqlite"));
}

TEST(DatabaseChoice, KeychainEntryAndSettingKey)
{
    EXPECT_EQ(databaseLocationSetting(), QStringLiteral("database/location"));
    EXPECT_EQ(databaseKeychainEntry(teamAddress), QStringLiteral("database:") + teamAddress);
}

TEST(TeamDatabaseAddress, AcceptsAGoodAddressAndSpellsItOneWay)
{
    const TeamDatabaseAddress good = checkTeamDatabaseAddress(teamAddress);
    EXPECT_TRUE(good.ok()) << good.problem.toStdString();
    EXPECT_EQ(good.location, teamAddress);
    // postgres://, no port and spaces around: the same database, so the same keychain entry.
    EXPECT_EQ(checkTeamDatabaseAddress(QStringLiteral("  postgres://ops@db.example/solvedeck ")).location, teamAddress);
    // No user (libpq's default), IPv6, parameters and a socket folder.
    EXPECT_EQ(checkTeamDatabaseAddress(QStringLiteral("postgresql://10.0.0.7:6543/jobs")).location,
              QStringLiteral("postgresql://10.0.0.7:6543/jobs"));
    EXPECT_EQ(checkTeamDatabaseAddress(QStringLiteral("postgresql://ops@[::1]/jobs?sslmode=require")).location,
              QStringLiteral("postgresql://ops@[::1]:5432/jobs?sslmode=require"));
    EXPECT_EQ(checkTeamDatabaseAddress(QStringLiteral("postgresql://ops@/jobs?host=/run/postgresql")).location,
              QStringLiteral("postgresql://ops@:5432/jobs?host=/run/postgresql"));
    EXPECT_TRUE(checkTeamDatabaseAddress(QStringLiteral("postgresql://ops@h/jobs?connect_timeout=5")).ok());
}

TEST(TeamDatabaseAddress, RefusesAMissingHost)
{
    for (const char *text : {"postgresql://ops@/solvedeck", "postgresql:///solvedeck", "postgresql://ops@:5432/db"}) {
        const TeamDatabaseAddress checked = checkTeamDatabaseAddress(QString::fromLatin1(text));
        EXPECT_FALSE(checked.ok()) << text;
        EXPECT_TRUE(checked.problem.contains(QStringLiteral("names no host"))) << checked.problem.toStdString();
        EXPECT_TRUE(checked.location.isEmpty());
    }
}

TEST(TeamDatabaseAddress, RefusesAPasswordInsideWithoutRepeatingIt)
{
    for (const char *text : {"postgresql://ops:hunter2@db.example:5432/solvedeck",
                             "postgresql://ops:hunter2/x@db.example/solvedeck",
                             "postgresql://ops@db.example/solvedeck?password=hunter2",
                             "postgres://ops@db.example/solvedeck?sslmode=require&password=hunter2"}) {
        const TeamDatabaseAddress checked = checkTeamDatabaseAddress(QString::fromLatin1(text));
        EXPECT_FALSE(checked.ok()) << text;
        EXPECT_TRUE(checked.problem.contains(
            QStringLiteral("Put the password in the password field; it is kept in the keychain")))
            << checked.problem.toStdString();
        EXPECT_FALSE(checked.problem.contains(QStringLiteral("hunter2")));
        // Named anywhere (status bar, About, a failure), such an address shows no password either.
        EXPECT_FALSE(databaseDisplayName(QString::fromLatin1(text)).contains(QStringLiteral("hunter2")))
            << databaseDisplayName(QString::fromLatin1(text)).toStdString();
    }
}

TEST(TeamDatabaseAddress, RefusesAWrongScheme)
{
    for (const char *text : {"mysql://ops@db.example/solvedeck",
                             "http://db.example/solvedeck",
                             "db.example/solvedeck",
                             "/var/lib/solvedeck.sqlite"}) {
        const TeamDatabaseAddress checked = checkTeamDatabaseAddress(QString::fromLatin1(text));
        EXPECT_FALSE(checked.ok()) << text;
        EXPECT_TRUE(checked.problem.contains(QStringLiteral("starts with postgresql://")))
            << checked.problem.toStdString();
    }
    EXPECT_TRUE(
        checkTeamDatabaseAddress(QStringLiteral("mysql://ops@db/x")).problem.startsWith(QStringLiteral("mysql://")));
}

TEST(TeamDatabaseAddress, RefusesOtherMistakesWithWhatToDo)
{
    const auto problemOf = [](const char *text) {
        return checkTeamDatabaseAddress(QString::fromLatin1(text)).problem;
    };
    EXPECT_TRUE(problemOf("").contains(QStringLiteral("postgresql://user@host:5432/solvedeck")));
    EXPECT_TRUE(problemOf("postgresql://ops@db.example:5432").contains(QStringLiteral("names no database")));
    EXPECT_TRUE(problemOf("postgresql://ops@db.example:5432/").contains(QStringLiteral("names no database")));
    EXPECT_TRUE(problemOf("postgresql://ops@db.example:99999/x").contains(QStringLiteral("1 to 65535")));
    EXPECT_TRUE(problemOf("postgresql://ops@db.example:port/x").contains(QStringLiteral("1 to 65535")));
    EXPECT_TRUE(problemOf("postgresql://ops@a,b/x").contains(QStringLiteral("connects to one")));
    EXPECT_TRUE(problemOf("postgresql://ops@::1/x").contains(QStringLiteral("brackets")));
    EXPECT_TRUE(problemOf("postgresql://ops@h/x?sslmode=maybe").contains(QStringLiteral("sslmode")));
    EXPECT_TRUE(problemOf("postgresql://ops@h/x?application_name=me").contains(QStringLiteral("application_name")));
    EXPECT_TRUE(problemOf("postgresql://ops@h/x/y").contains(QStringLiteral("not one database name")));
    EXPECT_TRUE(problemOf("postgresql://o ps@h/x").contains(QStringLiteral("spaces")));
}

TEST(DatabaseDisplayName, FilesUseTildeForHome)
{
    EXPECT_EQ(databaseDisplayName(QDir::homePath() + QStringLiteral("/jobs/solvedeck.sqlite")),
              QDir::toNativeSeparators(QStringLiteral("~/jobs/solvedeck.sqlite")));
    EXPECT_EQ(databaseDisplayName(QStringLiteral("/srv/jobs.sqlite")), QStringLiteral("/srv/jobs.sqlite"));
    EXPECT_EQ(databaseDisplayName(QStringLiteral("postgres://ops@db.example/solvedeck")), teamAddress);
    EXPECT_TRUE(isTeamDatabaseLocation(QStringLiteral(" postgresql://x")));
    EXPECT_FALSE(isTeamDatabaseLocation(QStringLiteral("/tmp/postgresql://x")));
    // The store's own test: an address in another case is not one it would open as PostgreSQL.
    EXPECT_FALSE(isTeamDatabaseLocation(QStringLiteral("PostgreSQL://ops@db.example/solvedeck")));
}
