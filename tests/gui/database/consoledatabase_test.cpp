// A live console session and its job database: --db over the saved choice over the default file, a team database's
// password read from the keychain before the store opens, and a database that cannot be opened: said in a banner
// that offers the Job Database dialog, with no other database opened in its place.
#include "app/consolesession.h"
#include "core/engine/enginehost.h"
#include "core/secrets/keyvault.h"
#include "core/store/jobstore.h"
#include "core/store/postgreslocation.h"
#include "gui/databasedialog.h"
#include "gui/databaselocation.h"
#include "gui/mainwindow.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QAction>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QMenu>
#include <QPointer>
#include <QPushButton>
#include <QSettings>
#include <QStatusBar>
#include <QTcpServer>
#include <QTcpSocket>
#include <QTemporaryDir>
#include <QTimer>
#include <QUuid>

#include <optional>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

class ConsoleDatabaseTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        QSettings().clear();
        // No key: the engine waits, nothing is sent anywhere.
        keyBefore = qgetenv("SOLVEDECK_API_KEY");
        qunsetenv("SOLVEDECK_API_KEY");
    }

    void TearDown() override
    {
        settle();
        window.reset();
        session.reset();
        QSettings().clear();
        if (!keyBefore.isEmpty()) {
            qputenv("SOLVEDECK_API_KEY", keyBefore);
        }
    }

    // `show`: false leaves the window hidden, so no event is processed before the caller looks; true shows it and
    // waits for the open to end (it is asynchronous: the engine's worker connects and migrates first).
    void start(const QString &commandLine, bool show = true)
    {
        ConsoleSession::Options options;
        options.databaseLocation = commandLine;
        options.keychainService = service;
        session = std::make_unique<ConsoleSession>(options);
        MainWindow::Options windowOptions;
        windowOptions.endpointLabel = QStringLiteral("http://127.0.0.1:1/");
        windowOptions.keychainService = service;
        window = std::make_unique<MainWindow>(windowOptions);
        ASSERT_TRUE(session->start(window.get()));
        if (show) {
            window->show();
            ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
            ASSERT_TRUE(waitForOpenToEnd());
        }
    }

    bool waitForOpenToEnd()
    {
        return SolveDeckTest::waitUntil(
            [&] {
            return window->databaseState() != MainWindow::DatabaseState::Opening;
            },
            30s);
    }

    // With a database open the session reads the API key next (none is stored: the banner then asks for one). A
    // keychain job must not be deleted while it waits (QtKeychain's libsecret backend calls into it later), so a test
    // lets that read end before the session goes.
    void settle()
    {
        if (session && session->store()) {
            EXPECT_TRUE(SolveDeckTest::waitUntil(
                [&] {
                return window->bannerKind() == MainWindow::BannerKind::NoKey;
                },
                30s));
        }
    }

    QString file(const char *name) const { return dir.filePath(QString::fromLatin1(name)); }

    // A path whose parent folder cannot be created: a regular file sits where the folder should be (works as root,
    // where permissions would not stop anything).
    QString unopenablePath()
    {
        QFile blocker(file("blocker"));
        EXPECT_TRUE(blocker.open(QIODevice::WriteOnly));
        return file("blocker/jobs.sqlite");
    }

    bool storeWritesKeychain(const QString &entry, const QString &secret)
    {
        KeyVault vault(service, entry);
        vault.setUseEnvironment(false);
        std::optional<KeyVault::Result> result;
        vault.writeKey(secret, [&](const KeyVault::Result &r) {
            result = r;
        });
        SolveDeckTest::waitUntil(
            [&] {
            return result.has_value();
            },
            30s);
        return result && result->ok();
    }

    void clearKeychain(const QString &entry)
    {
        KeyVault vault(service, entry);
        vault.setUseEnvironment(false);
        bool done = false;
        vault.clearKey([&](const KeyVault::Result &) {
            done = true;
        });
        SolveDeckTest::waitUntil(
            [&] {
            return done;
            },
            30s);
    }

    QTemporaryDir dir;
    QByteArray keyBefore;
    const QString service = QStringLiteral("SolveDeck-test-") + QUuid::createUuid().toString(QUuid::WithoutBraces);
    std::unique_ptr<ConsoleSession> session;
    std::unique_ptr<MainWindow> window;
};

} // namespace

TEST_F(ConsoleDatabaseTest, OpensTheSavedChoiceWhenNoDbIsGiven)
{
    QSettings().setValue(databaseLocationSetting(), file("saved.sqlite"));
    start({});
    ASSERT_NE(session->store(), nullptr);
    EXPECT_EQ(session->databaseChoice().source, DatabaseSource::Settings);
    EXPECT_EQ(QFileInfo(session->store()->label()).fileName(), QStringLiteral("saved.sqlite"));
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Open);
    const QString connection = window->connectionLabel()->text();
    EXPECT_TRUE(connection.contains(QStringLiteral("Database: "))
                && connection.contains(QStringLiteral("saved.sqlite")))
        << connection.toStdString();
    EXPECT_TRUE(connection.contains(QStringLiteral("Endpoint: http://127.0.0.1:1/"))) << connection.toStdString();
}

TEST_F(ConsoleDatabaseTest, DbComesBeforeTheSavedChoice)
{
    QSettings().setValue(databaseLocationSetting(), file("saved.sqlite"));
    start(file("cli.sqlite"));
    ASSERT_NE(session->store(), nullptr);
    EXPECT_EQ(session->databaseChoice().source, DatabaseSource::CommandLine);
    EXPECT_EQ(QFileInfo(session->store()->label()).fileName(), QStringLiteral("cli.sqlite"));
    EXPECT_FALSE(QFileInfo::exists(file("saved.sqlite")));
}

TEST_F(ConsoleDatabaseTest, AFailureSaysWhatIsWrongOffersTheDialogAndOpensNothingElse)
{
    const QString defaultFile = JobStore::defaultDatabasePath();
    const bool defaultExisted = QFileInfo::exists(defaultFile);
    QSettings().setValue(databaseLocationSetting(), file("saved.sqlite"));
    start(unopenablePath());

    EXPECT_EQ(session->store(), nullptr) << "no other database in its place";
    EXPECT_FALSE(QFileInfo::exists(file("saved.sqlite")));
    if (!defaultExisted) {
        EXPECT_FALSE(QFileInfo::exists(defaultFile));
    }
    EXPECT_EQ(window->bannerKind(), MainWindow::BannerKind::DatabaseProblem);
    EXPECT_TRUE(window->bannerFrame()->isVisible());
    const QString banner = window->banner()->text();
    EXPECT_TRUE(banner.contains(QStringLiteral("could not be opened"))) << banner.toStdString();
    EXPECT_TRUE(banner.contains(QStringLiteral("Could not create the folder"))) << banner.toStdString();
    EXPECT_TRUE(window->banner()->toolTip().contains(QStringLiteral("no other database"))) << banner.toStdString();
    EXPECT_EQ(window->bannerButton(0)->text(), QStringLiteral("Job Database…"));
    EXPECT_EQ(window->bannerButton(1)->text(), QStringLiteral("Try Again"));
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Failed);
    EXPECT_TRUE(window->connectionLabel()->text().contains(QStringLiteral("Database not open")))
        << window->connectionLabel()->text().toStdString();
    EXPECT_EQ(window->engineLabel()->text(), QStringLiteral("No job database open"));

    // "Job Database…" opens the dialog, which says the choice opens at once (nothing is open).
    window->bannerButton(0)->click();
    auto *dialog = window->findChild<DatabaseDialog *>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->isVisible());
    EXPECT_TRUE(dialog->noteLabel()->text().contains(QStringLiteral("at once")))
        << dialog->noteLabel()->text().toStdString();
    dialog->reject();

    // A choice saved there is opened now, without a restart.
    Q_EMIT window->databaseChosen(file("chosen.sqlite"));
    ASSERT_TRUE(waitForOpenToEnd());
    ASSERT_NE(session->store(), nullptr);
    EXPECT_EQ(QFileInfo(session->store()->label()).fileName(), QStringLiteral("chosen.sqlite"));
    EXPECT_FALSE(window->bannerFrame()->isVisible());
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Open);
}

TEST_F(ConsoleDatabaseTest, TryAgainOpensTheSameDatabaseOnceTheProblemIsFixed)
{
    const QString path = unopenablePath();
    start(path);
    ASSERT_EQ(session->store(), nullptr);
    ASSERT_TRUE(QFile::remove(file("blocker")));
    ASSERT_TRUE(QDir(dir.path()).mkdir(QStringLiteral("blocker")));
    window->bannerButton(1)->click();
    ASSERT_TRUE(waitForOpenToEnd());
    ASSERT_NE(session->store(), nullptr);
    EXPECT_EQ(QFileInfo(session->store()->label()).absoluteFilePath(), QFileInfo(path).absoluteFilePath());
    EXPECT_EQ(session->databaseChoice().source, DatabaseSource::CommandLine);
    EXPECT_FALSE(window->bannerFrame()->isVisible());
}

TEST_F(ConsoleDatabaseTest, ATeamDatabaseReadsItsPasswordFromTheKeychainFirst)
{
    // Nothing listens on port 1: the open fails fast, whichever PostgreSQL support the store has.
    const QString address = QStringLiteral("postgresql://solvedeck@127.0.0.1:1/solvedeck?connect_timeout=2");
    const QString password = QStringLiteral("team-Pa55-word");
    ASSERT_TRUE(storeWritesKeychain(databaseKeychainEntry(checkTeamDatabaseAddress(address).location), password));
    QSettings().setValue(databaseLocationSetting(), address);

    start({}, false);
    // The keychain answers later, from the event loop: the window is usable meanwhile and says what it waits for.
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Opening);
    EXPECT_TRUE(window->statusBar()->currentMessage().contains(QStringLiteral("keychain")))
        << window->statusBar()->currentMessage().toStdString();
    EXPECT_TRUE(window->connectionLabel()->text().contains(QStringLiteral("opening")))
        << window->connectionLabel()->text().toStdString();
    EXPECT_EQ(window->engineLabel()->text(), QStringLiteral("Opening the job database…"));
    window->show();

    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->databaseState() != MainWindow::DatabaseState::Opening;
        },
        30s));
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Failed);
    EXPECT_EQ(session->store(), nullptr);
    EXPECT_EQ(window->bannerKind(), MainWindow::BannerKind::DatabaseProblem);
    EXPECT_TRUE(window->statusBar()->currentMessage().isEmpty());
    // The password never shows.
    for (const QString &text :
         {window->banner()->text(), window->banner()->toolTip(), window->connectionLabel()->text()}) {
        EXPECT_FALSE(text.contains(password)) << text.toStdString();
    }
    EXPECT_TRUE(window->connectionLabel()->text().contains(QStringLiteral("127.0.0.1:1/solvedeck")))
        << window->connectionLabel()->text().toStdString();
    clearKeychain(databaseKeychainEntry(checkTeamDatabaseAddress(address).location));
}

// On scripts/test's PostgreSQL server, with the role that must give a password (as an operator's role in the README's
// team set-up: it may only read and write the tables): refused without the keychain's password, opened with it, and
// the engine's connection gets it too (a job queued through the window lands in PostgreSQL).
TEST_F(ConsoleDatabaseTest, ATeamDatabaseOpensWithThePasswordFromTheKeychain)
{
    SolveDeckTest::TestDatabase db{SolveDeckTest::Backend::PostgreSql};
    ASSERT_TRUE(db.ready()) << db.error().toStdString();
    {
        JobStore owner; // the first open makes the tables, as their owner
        const Result<void> opened = owner.open(db.location());
        ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
    }
    const QString role = QStringLiteral("solvedeck_password_test");
    const QString password = QStringLiteral("not-a-real-secret-7f3a");
    SolveDeckTest::RawConnection raw(db);
    ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
    // Roles belong to the whole server and other suites run beside this one: the first makes the role with this
    // password, the others find it made.
    ASSERT_TRUE(raw.exec(QStringLiteral("DO $$ BEGIN CREATE ROLE %1 LOGIN PASSWORD '%2'; EXCEPTION WHEN"
                                        " duplicate_object OR unique_violation THEN NULL; END $$")
                             .arg(role, password)))
        << raw.lastError().toStdString();
    ASSERT_TRUE(raw.exec(QStringLiteral("GRANT USAGE ON SCHEMA public TO %1").arg(role)));
    ASSERT_TRUE(raw.exec(
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO %1").arg(role)));
    ASSERT_TRUE(raw.exec(QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA public TO %1").arg(role)));
    PostgresLocation asRole = PostgresLocation::parse(db.location()).value();
    asRole.user = role;
    const QString address = asRole.label();
    // Nothing of the developer's own: no password from the environment or their ~/.pgpass.
    const QByteArray pgPasswordBefore = qgetenv("PGPASSWORD");
    const QByteArray pgPassFileBefore = qgetenv("PGPASSFILE");
    qunsetenv("PGPASSWORD");
    qputenv("PGPASSFILE", QFile::encodeName(file("none.pgpass")));
    QSettings().setValue(databaseLocationSetting(), address);

    // No password in the keychain: the server's refusal, and the keychain's part in it.
    start({});
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->databaseState() != MainWindow::DatabaseState::Opening;
        },
        30s));
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Failed);
    EXPECT_TRUE(window->banner()->text().contains(QStringLiteral("refused the login")))
        << window->banner()->text().toStdString();
    EXPECT_TRUE(window->banner()->text().contains(QStringLiteral("No password for this database is stored")))
        << window->banner()->text().toStdString();

    // Stored (as the Job Database dialog does), then Try Again: open, the engine too.
    ASSERT_TRUE(storeWritesKeychain(databaseKeychainEntry(address), password));
    window->bannerButton(1)->click();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->databaseState() != MainWindow::DatabaseState::Opening;
        },
        30s));
    ASSERT_EQ(window->databaseState(), MainWindow::DatabaseState::Open) << window->banner()->text().toStdString();
    ASSERT_NE(session->store(), nullptr);
    EXPECT_EQ(session->store()->label(), address);
    EXPECT_TRUE(session->store()->isPostgres());
    ASSERT_NE(session->engine(), nullptr);
    EXPECT_TRUE(session->engine()->isOpen());
    EXPECT_TRUE(window->connectionLabel()->text().startsWith(QStringLiteral("Team database: ") + address))
        << window->connectionLabel()->text().toStdString();
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAAteamGui0000");
    spec.pageurl = QStringLiteral("https://team.test/keychain");
    ASSERT_TRUE(window->enqueue(spec));
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return raw.scalar(QStringLiteral("SELECT count(*) FROM jobs")).toInt() == 1;
    }));

    settle();
    window.reset();
    session.reset();
    clearKeychain(databaseKeychainEntry(address));
    pgPasswordBefore.isNull() ? qunsetenv("PGPASSWORD") : qputenv("PGPASSWORD", pgPasswordBefore);
    pgPassFileBefore.isNull() ? qunsetenv("PGPASSFILE") : qputenv("PGPASSFILE", pgPassFileBefore);
}

// A team database whose server does not answer (it accepts the connection and says nothing, as a host behind a
// stalled VPN does): the window keeps running its event loop, says it is opening the database, and Cancel gives up
// at once, leaving the database banner with Try Again. Nothing is opened in its place.
TEST_F(ConsoleDatabaseTest, ASlowTeamDatabaseOpensWithoutBlockingAndCancelGivesUp)
{
    QTcpServer silent;
    ASSERT_TRUE(silent.listen(QHostAddress::LocalHost));
    const QString address = QStringLiteral("postgresql://solvedeck@127.0.0.1:%1/solvedeck?connect_timeout=60")
                                .arg(silent.serverPort());
    start(address, false);
    window->show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->bannerKind() == MainWindow::BannerKind::DatabaseOpening;
        },
        30s))
        << window->banner()->text().toStdString();
    EXPECT_TRUE(window->bannerFrame()->isVisible());
    EXPECT_EQ(window->banner()->text(), QStringLiteral("Opening the team database…"));
    EXPECT_EQ(window->bannerButton(0)->text(), QStringLiteral("Cancel"));
    EXPECT_TRUE(window->bannerButton(0)->isVisible());
    EXPECT_FALSE(window->bannerButton(1)->isVisible());
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Opening);
    EXPECT_EQ(window->engineLabel()->text(), QStringLiteral("Opening the job database…"));
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return silent.hasPendingConnections();
        },
        30s))
        << "the engine's worker never connected";

    // The window's thread is free while the worker waits for the server: timers fire, and it paints.
    int ticks = 0;
    QTimer tick;
    QObject::connect(&tick, &QTimer::timeout, &tick, [&] {
        ++ticks;
    });
    tick.start(10);
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return ticks >= 20;
        },
        10s));
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Opening);
    EXPECT_EQ(session->store(), nullptr);

    window->bannerButton(0)->click();
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Failed);
    EXPECT_EQ(window->bannerKind(), MainWindow::BannerKind::DatabaseProblem);
    EXPECT_TRUE(window->banner()->text().contains(QStringLiteral("canceled")))
        << window->banner()->text().toStdString();
    EXPECT_EQ(window->bannerButton(1)->text(), QStringLiteral("Try Again"));
    EXPECT_EQ(session->store(), nullptr);
    EXPECT_EQ(session->engine(), nullptr);
    EXPECT_EQ(window->engineLabel()->text(), QStringLiteral("No job database open"));

    // The server goes: the abandoned worker's connect fails at once and its host goes with it; its late answer
    // changes nothing on the window.
    silent.close();
    while (QTcpSocket *socket = silent.nextPendingConnection()) {
        socket->abort();
        delete socket;
    }
    auto *abandoned = session->findChild<EngineHost *>();
    if (abandoned != nullptr) {
        const QPointer<EngineHost> watch(abandoned);
        EXPECT_TRUE(SolveDeckTest::waitUntil(
            [&] {
            return watch.isNull();
            },
            30s));
    }
    EXPECT_EQ(window->databaseState(), MainWindow::DatabaseState::Failed);
    EXPECT_EQ(window->bannerKind(), MainWindow::BannerKind::DatabaseProblem);
    EXPECT_TRUE(window->banner()->text().contains(QStringLiteral("canceled")))
        << window->banner()->text().toStdString();
}

TEST_F(ConsoleDatabaseTest, AnAddressWithAPasswordIsRefusedWithoutShowingIt)
{
    start(QStringLiteral("postgresql://ops:hunter2@127.0.0.1:1/solvedeck"));
    EXPECT_EQ(session->store(), nullptr);
    EXPECT_EQ(window->bannerKind(), MainWindow::BannerKind::DatabaseProblem);
    EXPECT_TRUE(window->banner()->text().contains(QStringLiteral("kept in the keychain")))
        << window->banner()->text().toStdString();
    for (const QString &text :
         {window->banner()->text(), window->banner()->toolTip(), window->connectionLabel()->text()}) {
        EXPECT_FALSE(text.contains(QStringLiteral("hunter2"))) << text.toStdString();
    }
}

TEST_F(ConsoleDatabaseTest, FileMenuOffersTheDialogBeforeQuit)
{
    start(file("jobs.sqlite"));
    auto *action = window->findChild<QAction *>(QStringLiteral("jobDatabaseAction"));
    ASSERT_NE(action, nullptr);
    EXPECT_EQ(action->text().remove(QLatin1Char('&')), QStringLiteral("Job Database…"));
    auto *quit = window->findChild<QAction *>(QStringLiteral("quitAction"));
    auto *fileMenu = window->findChild<QMenu *>(QStringLiteral("fileMenu"));
    ASSERT_NE(fileMenu, nullptr);
    const QList<QAction *> actions = fileMenu->actions();
    EXPECT_LT(actions.indexOf(action), actions.indexOf(quit));
    action->trigger();
    auto *dialog = window->findChild<DatabaseDialog *>();
    ASSERT_NE(dialog, nullptr);
    EXPECT_TRUE(dialog->noteLabel()->text().contains(QStringLiteral("without --db")))
        << dialog->noteLabel()->text().toStdString();
    const auto *current = dialog->findChild<QLabel *>(QStringLiteral("currentDatabaseLabel"));
    ASSERT_NE(current, nullptr);
    EXPECT_TRUE(current->text().startsWith(QStringLiteral("Open now: "))) << current->text().toStdString();
    dialog->reject();
}
