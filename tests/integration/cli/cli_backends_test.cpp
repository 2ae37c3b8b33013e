// solvedeck-cli on either database: `--db FILE` and `--db postgresql://USER@HOST:PORT/DATABASE` (the throwaway server
// scripts/test starts; support/testdatabase.h makes a database of this test's own on it). Every command works the
// same on both, the jobs really are in that database, a change the CLI makes reaches a watching store (the console's
// window) in this process within a second, and an address with a password or a server that is not there is refused
// with the documented exit code. A role that needs a password gets it from the keychain entry the console keeps
// (scripts/test's throwaway keyring), else from PGPASSWORD or ~/.pgpass.
#include "clirunner.h"
#include "core/secrets/keyvault.h"
#include "core/store/jobstore.h"
#include "core/store/postgreslocation.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QSignalSpy>
#include <QTcpServer>
#include <QTemporaryDir>
#include <QUuid>
#include <gtest/gtest.h>

#include <memory>
#include <optional>

using namespace SolveDeckTest;
using SolveDeck::Job;
using SolveDeck::JobState;
using SolveDeck::JobStore;

namespace {

const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");

constexpr int kExitUsage = 1;
constexpr int kExitConfiguration = 3;

class CliBackendTest : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("5")}, &error)) << error.toStdString();
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
    }

    qint64 enqueue(const QString &pageurl, const QStringList &extra = {})
    {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("enqueue"),
                                                     QStringLiteral("--method"),
                                                     QStringLiteral("recaptcha_v2"),
                                                     QStringLiteral("--sitekey"),
                                                     recaptchaKey,
                                                     QStringLiteral("--pageurl"),
                                                     pageurl}
                                         + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        bool ok = false;
        const qint64 id = r.out.trimmed().toLongLong(&ok);
        EXPECT_TRUE(ok) << "enqueue printed: " << r.out.toStdString() << r.err.toStdString();
        return ok ? id : 0;
    }

    QJsonArray listJson(const QStringList &extra = {})
    {
        const CliOutcome r = runner->run(QStringList{QStringLiteral("list"), QStringLiteral("--json")} + extra);
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.json().isArray()) << r.out.toStdString();
        return r.json().array();
    }

    TestDatabase db{GetParam()};
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

INSTANTIATE_TEST_SUITE_P(Backends, CliBackendTest, allBackends(), backendName);

TEST_P(CliBackendTest, EnqueueListShowCancelAndRetryWorkOnTheDatabase)
{
    const qint64 first = enqueue(QStringLiteral("https://shop.test/a"),
                                 {QStringLiteral("--idempotency-key"), QStringLiteral("order-1")});
    const qint64 second = enqueue(QStringLiteral("https://shop.test/b"));
    ASSERT_GT(first, 0);
    ASSERT_GT(second, 0);
    EXPECT_NE(first, second);
    // The same idempotency key: the same job, nothing new.
    EXPECT_EQ(enqueue(QStringLiteral("https://shop.test/a"),
                      {QStringLiteral("--idempotency-key"), QStringLiteral("order-1")}),
              first);

    const QJsonArray jobs = listJson();
    ASSERT_EQ(jobs.size(), 2);
    EXPECT_EQ(jobs.at(0).toObject().value(QStringLiteral("id")).toInteger(), first);
    EXPECT_EQ(jobs.at(0).toObject().value(QStringLiteral("pageurl")).toString(), QStringLiteral("https://shop.test/a"));
    EXPECT_EQ(jobs.at(0).toObject().value(QStringLiteral("idempotency_key")).toString(), QStringLiteral("order-1"));
    EXPECT_EQ(jobs.at(1).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("queued"));

    const CliOutcome table = runner->run({QStringLiteral("list")});
    EXPECT_EQ(table.exitCode, 0) << table.err.toStdString();
    EXPECT_TRUE(table.out.contains(QStringLiteral("https://shop.test/b"))) << table.out.toStdString();

    const CliOutcome cancel = runner->run({QStringLiteral("cancel"), QString::number(second)});
    EXPECT_EQ(cancel.exitCode, 0) << cancel.err.toStdString();
    const CliOutcome show = runner->run({QStringLiteral("show"), QString::number(second), QStringLiteral("--json")});
    ASSERT_EQ(show.exitCode, 0) << show.err.toStdString();
    EXPECT_EQ(show.json().object().value(QStringLiteral("state")).toString(), QStringLiteral("canceled"));
    EXPECT_EQ(show.json().object().value(QStringLiteral("events")).toArray().size(), 2);
    const CliOutcome retry = runner->run({QStringLiteral("retry"), QString::number(second)});
    EXPECT_EQ(retry.exitCode, 0) << retry.err.toStdString();
    EXPECT_EQ(listJson({QStringLiteral("--state"), QStringLiteral("queued")}).size(), 2);
    const CliOutcome refused = runner->run({QStringLiteral("retry"), QString::number(second)});
    EXPECT_EQ(refused.exitCode, 4) << refused.err.toStdString();

    // The jobs are in the database the address names, as any other client sees them.
    RawConnection raw(db);
    ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT COUNT(*) FROM jobs")).toInt(), 2);
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT pageurl FROM jobs WHERE idempotency_key = 'order-1'")).toString(),
              QStringLiteral("https://shop.test/a"));
}

TEST_P(CliBackendTest, RunSolvesTheQueueAndReportWritesTheTimeline)
{
    QList<qint64> ids;
    for (int i = 0; i < 3; ++i) {
        ids << enqueue(QStringLiteral("https://shop.test/run/%1").arg(i));
    }
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    ASSERT_TRUE(run.finished);
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    for (const auto &v : listJson()) {
        EXPECT_EQ(v.toObject().value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
        EXPECT_FALSE(v.toObject().value(QStringLiteral("token")).toString().isEmpty());
    }
    const CliOutcome report = runner->run(
        {QStringLiteral("report"), QString::number(ids.at(0)), QStringLiteral("good")});
    EXPECT_EQ(report.exitCode, 0) << report.err.toStdString();
    JobStore store;
    ASSERT_TRUE(store.open(db.location()).ok());
    EXPECT_EQ(store.events(ids.at(0)).constLast().kind, QStringLiteral("reported_good"));
    // The simulator saw each job once.
    EXPECT_EQ(sim.stats()
                  .value(QStringLiteral("keys"))
                  .toObject()
                  .value(SimProcess::goodKey())
                  .toObject()
                  .value(QStringLiteral("submits")),
              3);
}

// The console's window keeps a watching store: what a script adds in another process shows within a second.
TEST_P(CliBackendTest, AJobTheCliAddsReachesAWatchingStoreWithinASecond)
{
    JobStore console;
    ASSERT_TRUE(console.open(db.location()).ok());
    ASSERT_TRUE(console.setWatchChanges(true).ok());
    QSignalSpy changed(&console, &JobStore::jobsChanged);

    const qint64 id = enqueue(QStringLiteral("https://shop.test/from-a-script"));
    ASSERT_GT(id, 0);
    // Counted from the moment the other process has finished (its commit is before that).
    QElapsedTimer waited;
    waited.start();
    auto heard = [&changed, id] {
        for (const QList<QVariant> &args : changed) {
            if (args.at(0).value<QList<qint64>>().contains(id)) {
                return true;
            }
        }
        return false;
    };
    while (!heard() && waited.elapsed() < 1000) {
        changed.wait(int(std::max<qint64>(1, 1000 - waited.elapsed())));
    }
    EXPECT_TRUE(heard()) << "not heard within 1 s";
    ASSERT_TRUE(console.job(id).has_value());
    EXPECT_EQ(console.job(id)->state, JobState::Queued);
}

// ---- what is refused, with no server needed ----------------------------------------------------------------------

TEST(CliPostgresAddressTest, AnAddressWithAPasswordIsRefusedAsUsageAndNeverEchoed)
{
    const CliRunner runner{QString(), QString()};
    for (const QString &address : {QStringLiteral("postgresql://ops:hunter2@127.0.0.1:5432/jobs"),
                                   QStringLiteral("postgres://ops@127.0.0.1/jobs?password=hunter2")}) {
        SCOPED_TRACE(address.toStdString());
        const CliOutcome r = runner.runBare({QStringLiteral("--db"), address, QStringLiteral("list")});
        EXPECT_EQ(r.exitCode, kExitUsage);
        EXPECT_TRUE(r.err.contains(QStringLiteral("contains a password"))) << r.err.toStdString();
        EXPECT_TRUE(r.err.contains(QStringLiteral("PGPASSWORD"))) << r.err.toStdString();
        EXPECT_FALSE(r.err.contains(QStringLiteral("hunter2"))) << r.err.toStdString();
        EXPECT_FALSE(r.out.contains(QStringLiteral("hunter2")));
    }
}

TEST(CliPostgresAddressTest, AMalformedAddressIsAUsageErrorThatSaysWhatIsWrong)
{
    const CliRunner runner{QString(), QString()};
    const CliOutcome r = runner.runBare(
        {QStringLiteral("list"), QStringLiteral("--db"), QStringLiteral("postgresql://ops@db")});
    EXPECT_EQ(r.exitCode, kExitUsage);
    EXPECT_TRUE(r.err.contains(QStringLiteral("names no database"))) << r.err.toStdString();
}

TEST(CliPostgresAddressTest, AServerThatIsNotThereIsAConfigurationError)
{
    quint16 port = 0;
    {
        QTcpServer probe; // a port nothing listens on: bound a moment ago, released now
        ASSERT_TRUE(probe.listen(QHostAddress::LocalHost, 0));
        port = probe.serverPort();
    }
    const CliRunner runner{QString(), QString()};
    const CliOutcome r = runner.runBare({QStringLiteral("--db"),
                                         QStringLiteral("postgresql://ops@127.0.0.1:%1/jobs").arg(port),
                                         QStringLiteral("list")});
    EXPECT_EQ(r.exitCode, kExitConfiguration);
    EXPECT_TRUE(r.err.contains(QStringLiteral("Could not reach the PostgreSQL server at 127.0.0.1:%1").arg(port)))
        << r.err.toStdString();
}

// ---- a role that must give a password ----------------------------------------------------------------------------

// scripts/test's server asks this role (and only it) for a password (scram-sha-256). Like an operator's role in the
// README's team set-up, it may only read and write the tables.
const QString kPasswordRole = QStringLiteral("solvedeck_password_test");

class CliPostgresPasswordTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        {
            JobStore owner; // the first open makes the tables, as their owner
            const SolveDeck::Result<void> opened = owner.open(db.location());
            ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
        }
        RawConnection raw(db);
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        // Roles belong to the whole server, and the tests of this suite run side by side: the first makes the role
        // with its one password, the others find it made (and change nothing of it).
        ASSERT_TRUE(raw.exec(QStringLiteral("DO $$ BEGIN CREATE ROLE %1 LOGIN PASSWORD '%2'; EXCEPTION WHEN"
                                            " duplicate_object OR unique_violation THEN NULL; END $$")
                                 .arg(kPasswordRole, password)))
            << raw.lastError().toStdString();
        ASSERT_TRUE(raw.exec(QStringLiteral("GRANT USAGE ON SCHEMA public TO %1").arg(kPasswordRole)));
        ASSERT_TRUE(raw.exec(QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1")
                                 .arg(kPasswordRole)));
        auto location = SolveDeck::PostgresLocation::parse(db.location());
        ASSERT_TRUE(location.ok());
        SolveDeck::PostgresLocation asRole = location.value();
        asRole.user = kPasswordRole;
        address = asRole.label();
        port = asRole.port;
        // Nothing of the developer's own: no password from the environment or their ~/.pgpass.
        qunsetenv("PGPASSWORD");
        qputenv("PGPASSFILE", QFile::encodeName(dir.filePath(QStringLiteral("none.pgpass"))));
    }

    TestDatabase db{Backend::PostgreSql};
    QTemporaryDir dir;
    const QString password = QStringLiteral("not-a-real-secret-7f3a");
    QString address;
    int port = 0;
};

TEST_F(CliPostgresPasswordTest, ThePasswordComesFromTheKeychainArgumentAndALoginWithoutItIsExplained)
{
    JobStore store;
    SolveDeck::Result<void> opened = store.open(address);
    ASSERT_FALSE(opened.ok());
    EXPECT_EQ(opened.error().code, QStringLiteral("DB_OPEN_FAILED"));
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("refused the login of user %1").arg(kPasswordRole)))
        << opened.error().message.toStdString();
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("~/.pgpass"))) << opened.error().message.toStdString();

    opened = store.open(address, QStringLiteral("wrong"));
    ASSERT_FALSE(opened.ok());
    EXPECT_TRUE(opened.error().message.contains(QStringLiteral("refused the login")))
        << opened.error().message.toStdString();
    EXPECT_FALSE(opened.error().message.contains(QStringLiteral("wrong")));

    opened = store.open(address, password); // as the console passes the one from the keychain
    ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    EXPECT_EQ(store.label(), address);
    // Reading and writing the tables is all the role may do, and all it needs.
    SolveDeck::TaskSpec spec;
    spec.method = SolveDeck::Method::RecaptchaV2;
    spec.sitekey = recaptchaKey;
    spec.pageurl = QStringLiteral("https://shop.test/keychain");
    const auto added = store.enqueue(spec);
    ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    EXPECT_TRUE(store.cancel(added->jobId).ok());
}

TEST_F(CliPostgresPasswordTest, TheCliTakesThePasswordFromPgpasswordOrPgpass)
{
    auto list = [this](const CliRunner &runner) {
        return runner.runBare({QStringLiteral("--db"), address, QStringLiteral("list"), QStringLiteral("--json")});
    };
    CliRunner withoutPassword{QString(), QString()};
    withoutPassword.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), QString());
    withoutPassword.setEnvironmentVariable(QStringLiteral("PGPASSFILE"), dir.filePath(QStringLiteral("none.pgpass")));
    const CliOutcome refused = list(withoutPassword);
    EXPECT_EQ(refused.exitCode, kExitConfiguration);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("refused the login"))) << refused.err.toStdString();

    CliRunner wrong = withoutPassword;
    wrong.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), QStringLiteral("not-it"));
    EXPECT_EQ(list(wrong).exitCode, kExitConfiguration);

    CliRunner fromEnvironment = withoutPassword;
    fromEnvironment.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), password);
    const CliOutcome listed = list(fromEnvironment);
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_TRUE(listed.json().isArray());

    const QString pgpass = dir.filePath(QStringLiteral("pgpass"));
    {
        QFile file(pgpass);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(QStringLiteral("127.0.0.1:%1:*:%2:%3\n").arg(port).arg(kPasswordRole, password).toUtf8());
    }
    ASSERT_TRUE(QFile::setPermissions(pgpass, QFileDevice::ReadOwner | QFileDevice::WriteOwner)); // libpq insists
    CliRunner fromPgpass = withoutPassword;
    fromPgpass.setEnvironmentVariable(QStringLiteral("PGPASSFILE"), pgpass);
    const CliOutcome enqueued = fromPgpass.runBare({QStringLiteral("--db"),
                                                    address,
                                                    QStringLiteral("enqueue"),
                                                    QStringLiteral("--method"),
                                                    QStringLiteral("recaptcha_v2"),
                                                    QStringLiteral("--sitekey"),
                                                    recaptchaKey,
                                                    QStringLiteral("--pageurl"),
                                                    QStringLiteral("https://shop.test/pgpass")});
    EXPECT_EQ(enqueued.exitCode, 0) << enqueued.err.toStdString();
}

// The console keeps a team database's password in the system keychain: service KeyVault::applicationService() (here
// one of this test's own, through SOLVEDECK_KEYCHAIN_SERVICE), entry "database:" and the address in the console's one
// spelling. solvedeck-cli reads that entry before libpq looks for its own (PGPASSWORD, ~/.pgpass), whatever form of the
// address it is given; a keychain it cannot reach is no error when libpq has the password, and when nothing gives one
// the refusal says what the keychain answered.
TEST_F(CliPostgresPasswordTest, TheCliTakesThePasswordTheConsoleKeptInTheKeychainFirst)
{
    const QString service = QStringLiteral("SolveDeckTest-cli-dbpassword-")
                          + QUuid::createUuid().toString(QUuid::WithoutBraces);
    const QString database = SolveDeck::PostgresLocation::parse(db.location()).value().database;
    // As the Job Database dialog saves it (gui/databaselocation.h: postgresql://, the port written out, the
    // parameters after it); the CLI below is given another spelling of the same address.
    const QString entry = QStringLiteral("database:postgresql://%1@127.0.0.1:%2/%3?connect_timeout=10")
                              .arg(kPasswordRole, QString::number(port), database);
    const QString typed = QStringLiteral("postgres://%1@127.0.0.1:%2/%3?connect_timeout=10")
                              .arg(kPasswordRole, QString::number(port), database);
    auto keychain = [&service, &entry](bool write, const QString &secret) {
        SolveDeck::KeyVault vault(service, entry);
        vault.setUseEnvironment(false);
        std::optional<SolveDeck::KeyVault::Result> answer;
        auto done = [&answer](const SolveDeck::KeyVault::Result &result) {
            answer = result;
        };
        write ? vault.writeKey(secret, done) : vault.clearKey(done);
        waitUntil(
            [&answer] {
            return answer.has_value();
            },
            30s);
        return answer && answer->ok();
    };
    ASSERT_TRUE(keychain(true, password)) << "the test keyring (scripts/test) did not take the password";

    struct ClearEntry
    {
        std::function<bool(bool, const QString &)> keychain;

        ~ClearEntry() { keychain(false, {}); }
    } clearAtEnd{keychain};

    CliRunner withKeychain{QString(), QString()};
    withKeychain.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), QString());
    withKeychain.setEnvironmentVariable(QStringLiteral("PGPASSFILE"), dir.filePath(QStringLiteral("none.pgpass")));
    withKeychain.setEnvironmentVariable(QStringLiteral("SOLVEDECK_KEYCHAIN_SERVICE"), service);
    auto run = [&typed](const CliRunner &runner, const QStringList &command) {
        return runner.runBare(QStringList{QStringLiteral("--db"), typed} + command);
    };

    const CliOutcome enqueued = run(withKeychain,
                                    {QStringLiteral("enqueue"),
                                     QStringLiteral("--method"),
                                     QStringLiteral("recaptcha_v2"),
                                     QStringLiteral("--sitekey"),
                                     recaptchaKey,
                                     QStringLiteral("--pageurl"),
                                     QStringLiteral("https://shop.test/keychain")});
    EXPECT_EQ(enqueued.exitCode, 0) << enqueued.err.toStdString();
    const CliOutcome listed = run(withKeychain, {QStringLiteral("list"), QStringLiteral("--json")});
    EXPECT_EQ(listed.exitCode, 0) << listed.err.toStdString();
    EXPECT_EQ(listed.json().array().size(), 1) << listed.out.toStdString();
    // A command on the event loop that opens the database itself: 'key clear' records itself in the audit log there.
    const CliOutcome keyCleared = run(withKeychain, {QStringLiteral("key"), QStringLiteral("clear")});
    EXPECT_EQ(keyCleared.exitCode, 0) << keyCleared.err.toStdString();
    EXPECT_FALSE(keyCleared.err.contains(QStringLiteral("warning"))) << keyCleared.err.toStdString();
    EXPECT_TRUE(run(withKeychain, {QStringLiteral("audit")}).out.contains(QStringLiteral("key.clear")));

    // The keychain comes first: a wrong PGPASSWORD beside it changes nothing.
    CliRunner wrongPgpassword = withKeychain;
    wrongPgpassword.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), QStringLiteral("not-it"));
    const CliOutcome keychainFirst = run(wrongPgpassword, {QStringLiteral("list")});
    EXPECT_EQ(keychainFirst.exitCode, 0) << keychainFirst.err.toStdString();

    // No keychain on this session: libpq's password serves, without a word about the keychain.
    CliRunner noKeychain = withKeychain;
    noKeychain.setNoKeychain();
    noKeychain.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), password);
    const CliOutcome fromLibpq = run(noKeychain, {QStringLiteral("list")});
    EXPECT_EQ(fromLibpq.exitCode, 0) << fromLibpq.err.toStdString();
    EXPECT_TRUE(fromLibpq.err.isEmpty()) << fromLibpq.err.toStdString();

    // Nothing gives a password: the refusal is the server's, and says that the keychain could not be asked.
    noKeychain.setEnvironmentVariable(QStringLiteral("PGPASSWORD"), QString());
    const CliOutcome refused = run(noKeychain, {QStringLiteral("list")});
    EXPECT_EQ(refused.exitCode, kExitConfiguration);
    EXPECT_TRUE(refused.err.contains(QStringLiteral("refused the login"))) << refused.err.toStdString();
    EXPECT_TRUE(refused.err.contains(QStringLiteral("no system keychain is reachable"))) << refused.err.toStdString();

    // The entry gone (nothing stored is no keychain problem): refused, with no note about the keychain.
    ASSERT_TRUE(keychain(false, {}));
    const CliOutcome notStored = run(withKeychain, {QStringLiteral("list")});
    EXPECT_EQ(notStored.exitCode, kExitConfiguration);
    EXPECT_TRUE(notStored.err.contains(QStringLiteral("refused the login"))) << notStored.err.toStdString();
    EXPECT_FALSE(notStored.err.contains(QStringLiteral("note:"))) << notStored.err.toStdString();
}

} // namespace
