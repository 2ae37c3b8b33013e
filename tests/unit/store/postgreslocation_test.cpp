// PostgresLocation: the postgresql:// addresses team mode accepts, what each part becomes, and a message that says
// what is wrong for each malformed one. A password is refused wherever it is written, and never repeated.
#include "core/store/postgreslocation.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

PostgresLocation parsed(const QString &url)
{
    const auto r = PostgresLocation::parse(url);
    EXPECT_TRUE(r.ok()) << url.toStdString() << ": " << (r.ok() ? std::string() : r.error().message.toStdString());
    return r.ok() ? r.value() : PostgresLocation{};
}

QString refusal(const QString &url)
{
    const auto r = PostgresLocation::parse(url);
    EXPECT_FALSE(r.ok()) << url.toStdString() << " was accepted";
    if (r.ok()) {
        return {};
    }
    EXPECT_EQ(r.error().code, QStringLiteral("DB_LOCATION_INVALID"));
    return r.error().message;
}

TEST(PostgresLocationTest, TheFullFormGivesEachPart)
{
    const PostgresLocation l = parsed(QStringLiteral("postgresql://ops@db.example.com:6543/solvedeck"));
    EXPECT_EQ(l.user, QStringLiteral("ops"));
    EXPECT_EQ(l.host, QStringLiteral("db.example.com"));
    EXPECT_EQ(l.port, 6543);
    EXPECT_EQ(l.database, QStringLiteral("solvedeck"));
    EXPECT_TRUE(l.sslMode.isEmpty());
    EXPECT_EQ(l.connectTimeoutSeconds, 0);
    EXPECT_EQ(l.label(), QStringLiteral("postgresql://ops@db.example.com:6543/solvedeck"));
}

TEST(PostgresLocationTest, PostgresSchemeDefaultPortAndNoUserAreAccepted)
{
    const PostgresLocation l = parsed(QStringLiteral("postgres://ops@127.0.0.1/jobs"));
    EXPECT_EQ(l.port, PostgresLocation::defaultPort);
    EXPECT_EQ(l.host, QStringLiteral("127.0.0.1"));
    EXPECT_EQ(l.label(), QStringLiteral("postgresql://ops@127.0.0.1:5432/jobs"));

    const PostgresLocation anonymous = parsed(QStringLiteral("postgresql://db/jobs"));
    EXPECT_TRUE(anonymous.user.isEmpty()); // libpq's default: the login name
    EXPECT_EQ(anonymous.label(), QStringLiteral("postgresql://db:5432/jobs"));
    EXPECT_EQ(parsed(QStringLiteral("  postgresql://ops@db/jobs \n")).database, QStringLiteral("jobs"));
}

TEST(PostgresLocationTest, QueryParametersSetSslModeAndTimeout)
{
    const PostgresLocation l = parsed(
        QStringLiteral("postgresql://ops@db:5432/jobs?sslmode=verify-full&connect_timeout=5"));
    EXPECT_EQ(l.sslMode, QStringLiteral("verify-full"));
    EXPECT_EQ(l.connectTimeoutSeconds, 5);
    EXPECT_EQ(l.connectOptions(), QStringLiteral("connect_timeout=5;sslmode=verify-full;application_name=solvedeck"));
    // The label names the database, not how to reach it.
    EXPECT_EQ(l.label(), QStringLiteral("postgresql://ops@db:5432/jobs"));
    // Without a timeout, an unreachable host still fails in bounded time.
    EXPECT_EQ(parsed(QStringLiteral("postgresql://ops@db/jobs")).connectOptions(),
              QStringLiteral("connect_timeout=%1;application_name=solvedeck")
                  .arg(PostgresLocation::defaultConnectTimeoutSeconds));
}

// url() is what a worker thread reopens the database with (JobStore::location()): every option the address was
// given comes back, so a connection made from it is the one the user asked for (a team database set to
// sslmode=verify-full must not get libpq's "prefer" on the export thread).
TEST(PostgresLocationTest, TheUrlKeepsEveryConnectionOptionAndReadsBackTheSame)
{
    const PostgresLocation l = parsed(QStringLiteral("postgres://ops@db/jobs?sslmode=disable&connect_timeout=7"));
    EXPECT_EQ(l.url(), QStringLiteral("postgresql://ops@db:5432/jobs?sslmode=disable&connect_timeout=7"));
    EXPECT_EQ(parsed(l.url()), l);
    EXPECT_EQ(parsed(l.url()).connectOptions(), l.connectOptions());

    const PostgresLocation verified = parsed(QStringLiteral("postgresql://ops@db:6543/jobs?sslmode=verify-full"));
    EXPECT_EQ(verified.url(), QStringLiteral("postgresql://ops@db:6543/jobs?sslmode=verify-full"));
    EXPECT_EQ(parsed(verified.url()).sslMode, QStringLiteral("verify-full"));

    // A socket's host is in the label already; the options follow it.
    const PostgresLocation socket = parsed(
        QStringLiteral("postgresql://ops@/jobs?host=/run/postgresql&connect_timeout=3"));
    EXPECT_EQ(socket.url(), QStringLiteral("postgresql://ops@:5432/jobs?host=/run/postgresql&connect_timeout=3"));
    EXPECT_EQ(parsed(socket.url()), socket);

    // Without options the url is the label; percent-encoded names and IPv6 hosts read back as they were.
    const PostgresLocation plain = parsed(QStringLiteral("postgresql://team%40corp@[::1]/solve%20deck"));
    EXPECT_EQ(plain.url(), plain.label());
    EXPECT_EQ(parsed(plain.url()), plain);
}

TEST(PostgresLocationTest, Ipv6SocketDirectoryAndPercentEncoding)
{
    const PostgresLocation v6 = parsed(QStringLiteral("postgresql://ops@[::1]:5433/jobs"));
    EXPECT_EQ(v6.host, QStringLiteral("::1"));
    EXPECT_EQ(v6.port, 5433);
    EXPECT_EQ(v6.label(), QStringLiteral("postgresql://ops@[::1]:5433/jobs"));

    const PostgresLocation socket = parsed(QStringLiteral("postgresql://ops@/jobs?host=/run/postgresql"));
    EXPECT_EQ(socket.host, QStringLiteral("/run/postgresql"));
    EXPECT_EQ(socket.label(), QStringLiteral("postgresql://ops@:5432/jobs?host=/run/postgresql"));

    const PostgresLocation encoded = parsed(QStringLiteral("postgresql://team%40corp@db/solve%20deck"));
    EXPECT_EQ(encoded.user, QStringLiteral("team@corp"));
    EXPECT_EQ(encoded.database, QStringLiteral("solve deck"));
    EXPECT_EQ(encoded.label(), QStringLiteral("postgresql://team%40corp@db:5432/solve%20deck"));
    EXPECT_EQ(parsed(encoded.label()), encoded); // the label reads back as the same database
}

TEST(PostgresLocationTest, APasswordIsRefusedAndNeverRepeated)
{
    for (const QString &url : {QStringLiteral("postgresql://ops:s3cr3t-pw@db:5432/jobs"),
                               QStringLiteral("postgresql://ops:@db/jobs"),
                               QStringLiteral("postgres://ops:s3cr3t-pw@[::1]/jobs?sslmode=require"),
                               QStringLiteral("postgresql://ops@db/jobs?password=s3cr3t-pw"),
                               // Characters that end the user part early under URL rules.
                               QStringLiteral("postgresql://ops:s3cr3t/pw@db/jobs"),
                               QStringLiteral("postgresql://ops:s3cr3t?pw@db/jobs"),
                               QStringLiteral("postgresql://ops:s3cr3t#pw@db/jobs"),
                               // Even when something else is wrong as well.
                               QStringLiteral("postgresql://ops:s3cr3t-pw@db:notaport/jobs#x")}) {
        SCOPED_TRACE(url.toStdString());
        const QString message = refusal(url);
        EXPECT_TRUE(message.contains(QStringLiteral("password"))) << message.toStdString();
        EXPECT_TRUE(message.contains(QStringLiteral("PGPASSWORD"))) << message.toStdString();
        EXPECT_TRUE(message.contains(QStringLiteral("~/.pgpass"))) << message.toStdString();
        EXPECT_TRUE(message.contains(QStringLiteral("keychain"))) << message.toStdString();
        EXPECT_FALSE(message.contains(QStringLiteral("s3cr3t"))) << message.toStdString();
    }
}

TEST(PostgresLocationTest, MalformedAddressesSayWhatIsWrong)
{
    struct Case
    {
        QString url;
        QString says;
    };

    const QList<Case> cases{
        {QStringLiteral("mysql://ops@db/jobs"), QStringLiteral("does not start with postgresql://")},
        {QStringLiteral("postgresql://ops@db"), QStringLiteral("names no database")},
        {QStringLiteral("postgresql://ops@db/"), QStringLiteral("names no database")},
        {QStringLiteral("postgresql://ops@/jobs"), QStringLiteral("names no host")},
        {QStringLiteral("postgresql:///jobs"), QStringLiteral("names no host")},
        {QStringLiteral("postgresql://ops@db:/jobs"), QStringLiteral("port '' is not a number")},
        {QStringLiteral("postgresql://ops@db:54x2/jobs"), QStringLiteral("port '54x2' is not a number")},
        {QStringLiteral("postgresql://ops@db:70000/jobs"), QStringLiteral("port '70000'")},
        {QStringLiteral("postgresql://ops@db:0/jobs"), QStringLiteral("port '0'")},
        {QStringLiteral("postgresql://ops@::1/jobs"), QStringLiteral("IPv6 address goes in brackets")},
        {QStringLiteral("postgresql://ops@[::1/jobs"), QStringLiteral("no closing ']'")},
        {QStringLiteral("postgresql://ops@[]:5432/jobs"), QStringLiteral("no IPv6 address")},
        {QStringLiteral("postgresql://ops@db1,db2/jobs"), QStringLiteral("several hosts")},
        {QStringLiteral("postgresql://ops@db/jobs/extra"), QStringLiteral("'jobs/extra' is not one database name")},
        {QStringLiteral("postgresql://ops@db/jobs?sslmode=always"), QStringLiteral("sslmode 'always' is not one of")},
        {QStringLiteral("postgresql://ops@db/jobs?connect_timeout=soon"),
         QStringLiteral("connect_timeout 'soon' is not a whole number")},
        {QStringLiteral("postgresql://ops@db/jobs?connect_timeout=0"), QStringLiteral("connect_timeout '0'")},
        {QStringLiteral("postgresql://ops@db/jobs?application_name=x"),
         QStringLiteral("'application_name' is not one SolveDeck passes on")},
        {QStringLiteral("postgresql://ops@db/jobs?sslmode=require&sslmode=disable"),
         QStringLiteral("'sslmode' is given twice")},
        {QStringLiteral("postgresql://ops@db/jobs?host=/run/postgresql"), QStringLiteral("host is given twice")},
        {QStringLiteral("postgresql://ops@db/jobs#main"), QStringLiteral("'#' part")},
        {QStringLiteral("postgresql://my user@db/jobs"), QStringLiteral("user name 'my user' contains spaces")},
    };
    for (const Case &c : cases) {
        SCOPED_TRACE(c.url.toStdString());
        const QString message = refusal(c.url);
        EXPECT_TRUE(message.contains(c.says)) << message.toStdString();
        // Every refusal shows the form that works.
        EXPECT_TRUE(message.contains(QStringLiteral("postgresql://USER@HOST:PORT/DATABASE"))) << message.toStdString();
    }
}

TEST(PostgresLocationTest, OnlyPostgresSchemesAreUrls)
{
    EXPECT_TRUE(PostgresLocation::isPostgresUrl(QStringLiteral("postgresql://x/y")));
    EXPECT_TRUE(PostgresLocation::isPostgresUrl(QStringLiteral("postgres://x/y")));
    EXPECT_TRUE(PostgresLocation::isPostgresUrl(QStringLiteral("postgresql://broken")));
    EXPECT_FALSE(PostgresLocation::isPostgresUrl(QStringLiteral("/home/ops/jobs.sqlite")));
    EXPECT_FALSE(PostgresLocation::isPostgresUrl(QStringLiteral("postgresql.sqlite")));
    EXPECT_FALSE(PostgresLocation::isPostgresUrl(QStringLiteral("./postgres:/x")));
}

} // namespace
