// The console in team mode: the jobs of several operators in one database ("Only My Jobs"), the account's
// shared cap set by another console or script, and the gauge that shows this console's share beside the account's
// total.
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "support/testutil.h"

#include <QAction>
#include <QLabel>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>

using namespace SolveDeck;

namespace {

TaskSpec turnstile(int n)
{
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("0x4AAAAAAAteamGui0000");
    spec.pageurl = QStringLiteral("https://team.test/%1").arg(n);
    return spec;
}

class TeamGuiTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("team.sqlite"))).ok());
        QSettings().clear();
    }

    void TearDown() override { QSettings().clear(); }

    std::unique_ptr<MainWindow> openWindow()
    {
        MainWindow::Options options;
        options.endpointLabel = QStringLiteral("http://127.0.0.1:1/");
        auto window = std::make_unique<MainWindow>(options);
        window->jobModel()->setCoalesceInterval(0);
        window->attach(&store, nullptr);
        window->resize(1200, 760);
        window->show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        return window;
    }

    static QAction *onlyMine(MainWindow &window)
    {
        return window.findChild<QAction *>(QStringLiteral("onlyMineAction"));
    }

    QTemporaryDir dir;
    JobStore store;
};

} // namespace

TEST_F(TeamGuiTest, OnlyMyJobsHidesTheJobsOfOtherOperators)
{
    // Two operators add jobs to one database, each through a store of their own.
    JobStore other;
    ASSERT_TRUE(other.openSqlite(dir.filePath(QStringLiteral("team.sqlite"))).ok());
    other.setCreatedBy(QStringLiteral("bob@laptop"));
    store.setCreatedBy(QStringLiteral("alice@desk"));
    ASSERT_TRUE(store.enqueue(turnstile(1)).ok());
    ASSERT_TRUE(other.enqueue(turnstile(2)).ok());
    ASSERT_TRUE(other.enqueue(turnstile(3)).ok());
    EXPECT_EQ(store.jobs().constFirst().createdBy, QStringLiteral("alice@desk"));

    auto window = openWindow();
    ASSERT_NE(onlyMine(*window), nullptr);
    EXPECT_FALSE(onlyMine(*window)->isChecked()) << "everyone's jobs by default";
    EXPECT_EQ(window->jobModel()->rowCount(), 3);
    EXPECT_EQ(onlyMine(*window)->shortcut(), QKeySequence(QStringLiteral("Ctrl+Shift+M")));

    onlyMine(*window)->trigger();
    EXPECT_EQ(window->jobModel()->rowCount(), 1);
    EXPECT_TRUE(window->matchLabel()->text().contains(QStringLiteral("1")))
        << window->matchLabel()->text().toStdString();
    onlyMine(*window)->trigger();
    EXPECT_EQ(window->jobModel()->rowCount(), 3);
}

TEST_F(TeamGuiTest, TheGaugeShowsThisConsolesShareBesideTheAccountsTotal)
{
    EngineHost engine; // never opened: the test speaks for the engine through its signals
    auto window = openWindow();
    window->attach(&store, &engine);
    // The window reads every capacity figure from the engine's status (one reading), as the engine sends it.
    EngineStatus status;
    status.state = int(Engine::State::Running);
    status.inFlight = 2;
    status.effectiveCap = 3;
    status.capSetByOperator = true; // below the plan: an operator's
    status.planThreads = 5;
    status.accountInFlight = 2;
    status.engines = 1;
    Q_EMIT engine.statusChanged(status);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->capacityLabel()->text().contains(QStringLiteral("2 thread"));
    })) << window->capacityLabel()->text().toStdString();
    EXPECT_FALSE(window->capacityLabel()->text().contains(QStringLiteral("account")))
        << "alone on the account, one count says it all: " << window->capacityLabel()->text().toStdString();
    status.accountInFlight = 3;
    status.engines = 2;
    Q_EMIT engine.statusChanged(status);
    // The threads in use are shown with the counts of a read after the status came (CapacityConsole, ShownThreads).
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return window->capacityLabel()->text().contains(QStringLiteral("3 on the account"));
    })) << window->capacityLabel()->text().toStdString();
    const QString text = window->capacityLabel()->text();
    EXPECT_TRUE(text.contains(QStringLiteral("2 here"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("3 on the account"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("2 engines"))) << text.toStdString();
    EXPECT_TRUE(text.contains(QStringLiteral("cap 3 (set by operator; plan 5)"))) << text.toStdString();
}

TEST_F(TeamGuiTest, ACapSetByAnotherConsoleShowsInTheThreadBox)
{
    EngineHost engine;
    auto window = openWindow();
    window->attach(&store, &engine);
    window->threadCapSpin()->setValue(8);
    Q_EMIT engine.threadCapChanged(4);
    EXPECT_EQ(window->threadCapSpin()->value(), 4);
}
