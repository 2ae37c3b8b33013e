// A whole console session in demo mode: the built-in simulator on 127.0.0.1, a store, the engine and the
// main window, driven through the window as a user would.
#include "app/consolesession.h"
#include "core/engine/engine.h"
#include "core/engine/enginehost.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobstore.h"
#include "gui/jobdetailwidget.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/tokenclipboard.h"
#include "support/consolefixtures.h"
#include "support/testhosts.h"
#include "support/testutil.h"

#include <QAction>
#include <QApplication>
#include <QClipboard>
#include <QLabel>
#include <QListWidget>
#include <QMimeData>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <QTreeWidget>

#include <algorithm>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

// The first solved job with a token (image answers are text that never expires, and with learned polling they
// are often the first solved).
std::optional<Job> firstSolved(const JobTableModel *model)
{
    for (int row = 0; row < model->rowCount(); ++row) {
        auto job = model->jobAt(row);
        if (job && job->state == JobState::Solved && job->spec.method != Method::Image) {
            return job;
        }
    }
    return std::nullopt;
}

class DemoConsoleTest : public SolveDeckTest::DemoConsole
{
protected:
    void SetUp() override
    {
        ConsoleSession::Options options;
        options.demo = true;
        // Fifty times faster than life: a reCAPTCHA v2 of ~37 s solves in under a second.
        options.demoTimeScale = 0.02;
        options.demoJobs = 8;
        startDemo(options);
        if (HasFatalFailure()) {
            return;
        }
        // The demo authorises its own hosts; the jobs these tests add name the tests' ones.
        QString error;
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(*session->store(), &error)) << error.toStdString();
        showWindow();
    }
};

} // namespace

TEST_F(DemoConsoleTest, SolvesSeededJobsAndShowsTheirTokens)
{
    EXPECT_TRUE(window->demoBadge()->isVisible());
    // The seeded jobs are stored by the engine's thread; the table shows them as they land.
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window->jobModel()->rowCount() >= 8;
        },
        10s))
        << window->jobModel()->rowCount();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return firstSolved(window->jobModel()).has_value();
        },
        60s))
        << "no demo job was solved";
    const Job solved = *firstSolved(window->jobModel());
    EXPECT_FALSE(solved.token.isEmpty());
    EXPECT_GT(solved.tokenExpiresAtMs, solved.collectedAtMs);

    // The sidebar counts follow the store (read on their worker).
    auto *states = window->findChild<QListWidget *>(QStringLiteral("stateList"));
    ASSERT_NE(states, nullptr);
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return !states->item(3)->text().endsWith(QStringLiteral("(0)"));
        },
        10s))
        << states->item(3)->text().toStdString();

    // Selecting it shows the token in the detail pane, with its timeline.
    window->selectJob(solved.id);
    ASSERT_EQ(window->detailWidget()->shownJobId(), std::optional<qint64>(solved.id));
    EXPECT_TRUE(window->detailWidget()->copyButton()->isEnabled());
    EXPECT_TRUE(window->detailWidget()->countdownText().startsWith(QStringLiteral("Valid for")))
        << window->detailWidget()->countdownText().toStdString();
    EXPECT_GE(window->detailWidget()->timeline()->topLevelItemCount(), 3);

    // The engine works on a thread of its own: nothing it waits for can freeze the window.
    const QThread *engineThread = session->engine()->workerThread();
    EXPECT_TRUE(engineThread->isRunning());
    EXPECT_NE(engineThread, QThread::currentThread());

    // The capacity gauge never shows more than the cap.
    EXPECT_LE(session->engine()->inFlight(), session->engine()->effectiveCap());
}

TEST_F(DemoConsoleTest, CopyingATokenMarksItSecretAndClearsOnlyOurCopy)
{
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return firstSolved(window->jobModel()).has_value();
        },
        60s));
    const Job solved = *firstSolved(window->jobModel());
    window->selectJob(solved.id);
    auto *copy = window->findChild<QAction *>(QStringLiteral("copyTokenAction"));
    ASSERT_NE(copy, nullptr);
    ASSERT_TRUE(copy->isEnabled());
    copy->trigger();

    QClipboard *clipboard = QApplication::clipboard();
    EXPECT_EQ(clipboard->text(), solved.token);
    ASSERT_NE(clipboard->mimeData(), nullptr);
    EXPECT_EQ(clipboard->mimeData()->data(QStringLiteral("x-kde-passwordManagerHint")), QByteArray("secret"));

    window->tokenClipboard()->clearIfOurs();
    EXPECT_TRUE(clipboard->text().isEmpty());

    // Something the user copied afterwards is never wiped.
    copy->trigger();
    clipboard->setText(QStringLiteral("the user's own text"));
    window->tokenClipboard()->clearIfOurs();
    EXPECT_EQ(clipboard->text(), QStringLiteral("the user's own text"));
}

// 18. Jobs > Report Wrong Answer reaches the service (the built-in simulator) and lands in the job's timeline.
TEST_F(DemoConsoleTest, ReportingAnAnswerIsRecordedInTheTimeline)
{
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return firstSolved(window->jobModel()).has_value();
        },
        60s));
    const Job solved = *firstSolved(window->jobModel());
    window->selectJob(solved.id);
    auto *report = window->findChild<QAction *>(QStringLiteral("reportWrongAction"));
    ASSERT_NE(report, nullptr);
    ASSERT_TRUE(report->isEnabled());
    report->trigger();
    EXPECT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        const QList<JobEvent> events = session->store()->events(solved.id);
        return std::ranges::any_of(events, [](const JobEvent &e) {
            return e.kind == QLatin1String("reported_bad");
        });
        },
        10s))
        << "no reported_bad event";
}

TEST_F(DemoConsoleTest, NewJobsQueuedFromTheWindowAreSolved)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAAWindowTest");
    spec.pageurl = QStringLiteral("https://window.example/new");
    QSignalSpy answered(window.get(), &MainWindow::jobQueueAnswered);
    ASSERT_TRUE(window->enqueue(spec, QStringLiteral("window-test-1")));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(answered, 1, 10s));
    EXPECT_TRUE(answered.at(0).at(0).toBool());
    const auto job = session->store()->jobByIdempotencyKey(QStringLiteral("window-test-1"));
    ASSERT_TRUE(job.has_value());
    EXPECT_NE(window->jobModel()->rowOfJob(job->id), -1);
    // The demo makes 5 % of tasks unsolvable (ConsoleSession): that ending is the engine's work done too.
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        const auto shown = window->jobModel()->jobById(job->id);
        return shown && (shown->state == JobState::Solved || shown->state == JobState::Failed);
        },
        60s));
    const auto shown = window->jobModel()->jobById(job->id);
    if (shown->state == JobState::Failed) {
        EXPECT_EQ(shown->errorCode, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    } else {
        EXPECT_FALSE(shown->token.isEmpty());
    }
}

// The window writes only through the engine's thread: its actions answer once the engine did the work.
TEST(ConsoleWithAnIdleEngine, CancelAndRetryThroughTheWindowActions)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.sqlite"));
    JobStore store;
    ASSERT_TRUE(store.openSqlite(path).ok());
    // Opened, never started: it stores and changes jobs, and sends nothing anywhere.
    EngineHost engine;
    QSignalSpy opened(&engine, &EngineHost::opened);
    EngineHost::Config config;
    config.databaseLocation = path;
    engine.open(config);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(opened, 1, 30s));
    ASSERT_TRUE(opened.at(0).at(0).toBool()) << opened.at(0).at(1).toString().toStdString();
    QObject::connect(&engine, &EngineHost::jobsChanged, &store, &JobStore::announceChanges);
    MainWindow window(MainWindow::Options{});
    window.attach(&store, &engine);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://site.example/");
    QSignalSpy answered(&window, &MainWindow::jobQueueAnswered);
    ASSERT_TRUE(window.enqueue(spec));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(answered, 1, 10s));
    const QList<Job> jobs = store.jobs();
    ASSERT_EQ(jobs.size(), 1);
    const qint64 id = jobs.first().id;
    EXPECT_EQ(window.selectedJobIds(), QList<qint64>{id});

    auto *cancel = window.findChild<QAction *>(QStringLiteral("cancelJobAction"));
    auto *retry = window.findChild<QAction *>(QStringLiteral("retryJobAction"));
    ASSERT_TRUE(cancel->isEnabled());
    EXPECT_FALSE(retry->isEnabled());
    cancel->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return store.job(id)->state == JobState::Canceled && retry->isEnabled();
        },
        5s));
    retry->trigger();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return store.job(id)->state == JobState::Queued;
        },
        5s));
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return window.jobModel()->jobById(id) && window.jobModel()->jobById(id)->state == JobState::Queued;
        },
        5s));
}

// Without an engine (no database open yet) the window writes nothing: the commands that write are off.
TEST(ConsoleWithoutEngine, CommandsThatWriteAreOff)
{
    QTemporaryDir dir;
    JobStore store;
    ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
    const qint64 id = store
                          .enqueue([] {
                              TaskSpec spec;
                              spec.method = Method::Turnstile;
                              spec.sitekey = QStringLiteral("0x4AAAAAAAnoEngine00");
                              spec.pageurl = QStringLiteral("https://site.example/");
                              return spec;
                          }())
                          ->jobId;
    MainWindow window(MainWindow::Options{});
    window.attach(&store, nullptr);
    window.selectJob(id);
    EXPECT_FALSE(window.findChild<QAction *>(QStringLiteral("cancelJobAction"))->isEnabled());
    EXPECT_FALSE(window.findChild<QAction *>(QStringLiteral("newJobAction"))->isEnabled());
    TaskSpec spec = store.job(id)->spec;
    EXPECT_FALSE(window.enqueue(spec));
    EXPECT_EQ(store.jobs().size(), 1);
}

// A live start with no desktop session bus: the console explains the missing keychain instead of asking it
// (which would autolaunch a D-Bus session and a keyring daemon that outlive the app).
TEST(ConsoleLive, WithoutASessionBusExplainsTheKeychainAndStartsNothing)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QByteArray busBefore = qgetenv("DBUS_SESSION_BUS_ADDRESS");
    const QByteArray runtimeBefore = qgetenv("XDG_RUNTIME_DIR");
    const QByteArray keyBefore = qgetenv("SOLVEDECK_API_KEY");
    qunsetenv("DBUS_SESSION_BUS_ADDRESS");
    qputenv("XDG_RUNTIME_DIR", dir.path().toLocal8Bit());
    qunsetenv("SOLVEDECK_API_KEY");

    ConsoleSession::Options options;
    options.databaseLocation = dir.filePath(QStringLiteral("jobs.sqlite"));
    ConsoleSession session(options);
    MainWindow window(MainWindow::Options{});
    const bool started = session.start(&window);
    // The key is looked for once the database is open (asynchronously): the environment stays bare until then.
    const bool opened = SolveDeckTest::waitUntil(
        [&] {
        return session.store() != nullptr;
        },
        30s);

    for (const auto &[name, value] : {std::pair{"DBUS_SESSION_BUS_ADDRESS", busBefore},
                                      std::pair{"XDG_RUNTIME_DIR", runtimeBefore},
                                      std::pair{"SOLVEDECK_API_KEY", keyBefore}}) {
        if (value.isEmpty()) {
            qunsetenv(name);
        } else {
            qputenv(name, value);
        }
    }
    ASSERT_TRUE(started);
    ASSERT_TRUE(opened);
    const QString banner = window.banner()->text();
    EXPECT_TRUE(banner.contains(QStringLiteral("SOLVEDECK_API_KEY"))) << banner.toStdString();
    EXPECT_TRUE(banner.contains(QStringLiteral("keychain"))) << banner.toStdString();
    EXPECT_EQ(session.engine()->state(), Engine::State::Stopped);
}

// The twenty-fourth trial: View > Only My Jobs showed every demo job (the demo's feed was recorded as the operator),
// and the sidebar did not say "(filtered)". The demo's jobs are its own; the operator's are theirs.
TEST_F(DemoConsoleTest, OnlyMyJobsShowsTheOperatorsJobsNotTheDemos)
{
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() >= 8;
    }));
    QSignalSpy answered(window.get(), &MainWindow::jobQueueAnswered);
    TaskSpec mine;
    mine.method = Method::RecaptchaV2;
    mine.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    mine.pageurl = QStringLiteral("https://shop.example/mine");
    ASSERT_TRUE(window->enqueue(mine));
    ASSERT_TRUE(SolveDeckTest::waitForSignals(answered));
    auto *onlyMine = window->findChild<QAction *>(QStringLiteral("onlyMineAction"));
    ASSERT_NE(onlyMine, nullptr);
    onlyMine->setChecked(true);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->jobModel()->rowCount() == 1;
    })) << window->jobModel()->rowCount()
        << " rows with Only My Jobs on";
    const QModelIndex page = window->jobModel()->index(0, JobTableModel::PageUrlColumn);
    EXPECT_TRUE(page.data(Qt::ToolTipRole).toString().contains(QStringLiteral("shop.example/mine")))
        << page.data(Qt::ToolTipRole).toString().toStdString();
    const QString all = window->findChild<QListWidget *>(QStringLiteral("stateList"))->item(0)->text();
    EXPECT_TRUE(all.endsWith(QStringLiteral("(filtered)"))) << all.toStdString();
    onlyMine->setChecked(false);
}

// A thirty-eighth first-hour run read "Added by root@vm" for the demo's own hosts, in Targets and in the audit log:
// the demo authorises them, and says so as it says it added its jobs; what the operator does stays theirs.
TEST_F(DemoConsoleTest, TheDemosHostsAreAddedByTheDemo)
{
    // The demo's hosts (the fixture adds the tests' own, as the operator).
    static const QRegularExpression demoHost(QStringLiteral("^shop[0-3]\\.example\\b"));
    const Result<QList<AuthorisedHost>> hosts = AuthorisedHosts(*session->store()).list();
    ASSERT_TRUE(hosts.ok());
    int demo = 0;
    for (const AuthorisedHost &host : hosts.value()) {
        if (demoHost.match(host.pattern).hasMatch()) {
            EXPECT_EQ(host.addedBy, QStringLiteral("demo@SolveDeck")) << host.pattern.toStdString();
            ++demo;
        }
    }
    EXPECT_EQ(demo, 4);
    const Result<QList<AuditEntry>> entries = AuditLog(*session->store()).entries(AuditQuery{});
    ASSERT_TRUE(entries.ok());
    int allowed = 0;
    for (const AuditEntry &entry : entries.value()) {
        if (entry.action == QLatin1String("hosts.allow") && demoHost.match(entry.detail).hasMatch()) {
            EXPECT_EQ(entry.actor, QStringLiteral("demo@SolveDeck")) << entry.detail.toStdString();
            ++allowed;
        }
    }
    EXPECT_EQ(allowed, 4);
    EXPECT_NE(session->store()->createdBy(), QStringLiteral("demo@SolveDeck"))
        << "the operator's name was not restored";
}
