// Many engines on one database, as an operator with a script beside the window or a team has them: three
// `solvedeck-cli run` processes work one queue against one 5-thread plan with a shared cap of 3. Every job is
// solved, none is submitted twice, and the simulator never sees more than 3 threads busy; with one of the three
// killed mid-run, the others take over its submitted tasks (polling them, never submitting them again) and its
// interrupted submits. The real solvedeck-cli and solvedeck-sim run as child processes on 127.0.0.1. Every case runs
// on an SQLite file and on a PostgreSQL database (support/testdatabase.h; scripts/test starts the server).
#include "clirunner.h"
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "mixedjobs.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>
#include <QTemporaryDir>

#include <csignal>
#include <iostream>
#include <memory>
#include <optional>
#include <vector>

using namespace SolveDeckTest;
using SolveDeck::JobStore;

namespace {

constexpr double kTimeScale = 0.05;
constexpr int kPlanThreads = 5;
constexpr int kSharedCap = 3;
constexpr int kJobCount = 40;

// The pid inside an engine id (host/pid/start/sequence); 0 when it is not one.
qint64 pidOfEngine(const QString &engineId)
{
    const QStringList parts = engineId.split(QLatin1Char('/'));
    return parts.size() == 4 ? parts.at(1).toLongLong() : 0;
}

class TeamTest : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"),
                               QString::number(kPlanThreads),
                               QStringLiteral("--time-scale"),
                               QString::number(kTimeScale)},
                              &error))
            << error.toStdString();
        // Solves of 10-30 s (0.5-1.5 s scaled): long enough that tasks are in flight when a run is killed.
        const QJsonObject uniform{{QStringLiteral("dist"), QStringLiteral("uniform")},
                                  {QStringLiteral("min"), 10},
                                  {QStringLiteral("max"), 30}};
        ASSERT_TRUE(sim.configure({{QStringLiteral("unsolvableRate"), 0},
                                   {QStringLiteral("solveTimes"),
                                    QJsonObject{{QStringLiteral("recaptcha_v2"), uniform},
                                                {QStringLiteral("recaptcha_v3"), uniform},
                                                {QStringLiteral("turnstile"), uniform},
                                                {QStringLiteral("image"), uniform}}}}));
        runner = std::make_unique<CliRunner>(location(), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
        runner->setTimeScale(kTimeScale);
        QByteArray lines;
        for (int i = 0; i < kJobCount; ++i) {
            lines += mixedJobLine(i, QStringLiteral("team"));
        }
        QFile file(dir.filePath(QStringLiteral("jobs.jsonl")));
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        file.write(lines);
        file.close();
        const CliOutcome r = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), file.fileName()});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }

    void TearDown() override
    {
        for (auto &p : runs) {
            if (p->state() != QProcess::NotRunning) {
                p->kill();
                p->waitForFinished(5000);
            }
        }
    }

    QString location() const { return db.location(); }

    void startRuns(int count)
    {
        for (int i = 0; i < count; ++i) {
            runs.push_back(runner->startProcess({QStringLiteral("run"),
                                                 QStringLiteral("--threads"),
                                                 QString::number(kSharedCap),
                                                 QStringLiteral("--until-idle")}));
            ASSERT_TRUE(runs.back()->waitForStarted(10000));
        }
    }

    bool waitForAllRuns(std::chrono::milliseconds timeout)
    {
        return waitUntil(
            [this] {
            for (auto &p : runs) {
                if (p->state() != QProcess::NotRunning) {
                    return false;
                }
            }
            return true;
            },
            timeout);
    }

    QList<SolveDeck::Job> jobs() const
    {
        JobStore store;
        EXPECT_TRUE(store.open(location()).ok());
        return store.jobs();
    }

    QJsonObject keyStats() const
    {
        return sim.stats().value(QStringLiteral("keys")).toObject().value(SimProcess::goodKey()).toObject();
    }

    // Tasks the simulator created per token job (by pageurl); image tasks have none and are counted together.
    QHash<QString, int> tasksPerPageurl() const
    {
        QHash<QString, int> perUrl;
        for (const auto &v : sim.stats().value(QStringLiteral("tasks")).toArray()) {
            const QString url = v.toObject().value(QStringLiteral("pageurl")).toString();
            perUrl[url.isEmpty() ? QStringLiteral("(image)") : url] += 1;
        }
        return perUrl;
    }

    TestDatabase db{GetParam()}; // the SQLite file, or a PostgreSQL database of this test's own
    QTemporaryDir dir;           // the job file
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
    std::vector<std::unique_ptr<QProcess>> runs;
};

INSTANTIATE_TEST_SUITE_P(Backends, TeamTest, allBackends(), backendName);

} // namespace

TEST_P(TeamTest, ThreeRunsOnOneDatabaseShareOneCapAndSubmitEachJobOnce)
{
    ASSERT_NO_FATAL_FAILURE(startRuns(3));
    ASSERT_TRUE(waitForAllRuns(180s)) << "the runs did not end";
    for (auto &p : runs) {
        EXPECT_EQ(p->exitStatus(), QProcess::NormalExit);
        EXPECT_EQ(p->exitCode(), 0) << p->readAllStandardError().toStdString();
    }

    QSet<QString> engines;
    for (const SolveDeck::Job &job : jobs()) {
        SCOPED_TRACE(job.id);
        EXPECT_EQ(job.state, SolveDeck::JobState::Solved);
        EXPECT_EQ(job.attempts, 1) << "submitted more than once";
        engines.insert(job.claimedBy);
    }
    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(QStringLiteral("submits")).toInt(), kJobCount);
    EXPECT_LE(stats.value(QStringLiteral("maxBusyThreads")).toInt(), kSharedCap);
    EXPECT_EQ(stats.value(QStringLiteral("refusedNoThread")).toInt(), 0);
    const QHash<QString, int> perUrl = tasksPerPageurl();
    EXPECT_EQ(perUrl.size(), kJobCount - kJobCount / 4 + 1) << "every token job's pageurl, and the images";
    for (auto it = perUrl.cbegin(); it != perUrl.cend(); ++it) {
        if (it.key() != QLatin1String("(image)")) {
            EXPECT_EQ(it.value(), 1) << it.key().toStdString();
        }
    }
    // Each run alone may have 3 solves at the server and the plan has 5: without the shared cap, two runs would
    // have put up to 5 threads to work. (Which run solves what is not fixed: one that frees a thread claims the next
    // job at once, before the others look.)
    EXPECT_FALSE(engines.contains(QString())) << "a job was solved by no engine";
    std::cout << "3 runs, cap " << kSharedCap << " of " << kPlanThreads << ": " << engines.size()
              << " engines solved jobs; max busy " << stats.value(QStringLiteral("maxBusyThreads")).toInt() << '\n';
}

TEST_P(TeamTest, KillingOneOfThreeRunsHandsItsTasksToTheOthersAndSubmitsNoneAgain)
{
    ASSERT_NO_FATAL_FAILURE(startRuns(3));
    // Wait until some engine holds at least two submitted tasks, then kill that one.
    qint64 victimPid = 0;
    QString victim;
    QHash<qint64, SolveDeck::Job> heldByVictim;
    ASSERT_TRUE(waitUntil(
        [&] {
        QHash<QString, int> submittedBy;
        const QList<SolveDeck::Job> all = jobs();
        for (const SolveDeck::Job &job : all) {
            if (job.state == SolveDeck::JobState::Submitted) {
                submittedBy[job.claimedBy] += 1;
            }
        }
        for (auto it = submittedBy.cbegin(); it != submittedBy.cend(); ++it) {
            if (it.value() >= 2) {
                victim = it.key();
                victimPid = pidOfEngine(victim);
                for (const SolveDeck::Job &job : all) {
                    if (job.state == SolveDeck::JobState::Submitted && job.claimedBy == victim) {
                        heldByVictim.insert(job.id, job);
                    }
                }
                return true;
            }
        }
        return false;
        },
        60s))
        << "no run held two submitted tasks";
    QProcess *victimProcess = nullptr;
    for (auto &p : runs) {
        if (p->processId() == victimPid) {
            victimProcess = p.get();
        }
    }
    ASSERT_NE(victimProcess, nullptr) << "engine " << victim.toStdString() << " is none of the three runs";
    ASSERT_EQ(::kill(pid_t(victimPid), SIGKILL), 0);
    ASSERT_TRUE(victimProcess->waitForFinished(10000));

    ASSERT_TRUE(waitForAllRuns(180s)) << "the other runs did not end";
    for (auto &p : runs) {
        if (p.get() != victimProcess) {
            EXPECT_EQ(p->exitCode(), 0) << p->readAllStandardError().toStdString();
        }
    }
    int uncertain = 0;
    JobStore store;
    ASSERT_TRUE(store.open(location()).ok());
    for (const SolveDeck::Job &job : store.jobs()) {
        SCOPED_TRACE(job.id);
        EXPECT_EQ(job.state, SolveDeck::JobState::Solved);
        EXPECT_NE(job.claimedBy, victim) << "a job stayed with the killed engine";
        if (heldByVictim.contains(job.id)) {
            // Taken over and polled: the same task, the same attempt, never submitted again.
            EXPECT_EQ(job.taskId, heldByVictim.value(job.id).taskId);
            EXPECT_EQ(job.attempts, heldByVictim.value(job.id).attempts);
            bool adopted = false;
            for (const SolveDeck::JobEvent &e : store.events(job.id)) {
                adopted = adopted || e.kind == QLatin1String(SolveDeck::EventKind::Adopted);
            }
            EXPECT_TRUE(adopted);
        }
        for (const SolveDeck::JobEvent &e : store.events(job.id)) {
            uncertain += e.kind == QLatin1String(SolveDeck::EventKind::UncertainSubmit) ? 1 : 0;
        }
    }
    ASSERT_FALSE(heldByVictim.isEmpty());
    const QJsonObject stats = keyStats();
    // Only a submit the killed run had in flight may have gone out twice, and then its timeline says so.
    EXPECT_EQ(stats.value(QStringLiteral("submits")).toInt(), kJobCount + uncertain);
    EXPECT_LE(stats.value(QStringLiteral("maxBusyThreads")).toInt(), kSharedCap);
    std::cout << "killed " << victim.toStdString() << " holding " << heldByVictim.size()
              << " submitted tasks; uncertain resubmits " << uncertain << "; max busy "
              << stats.value(QStringLiteral("maxBusyThreads")).toInt() << '\n';
}

// The console's engine (EngineHost, on its worker thread, as the window runs it) and a script's `run` on one
// database: one cap between them, every job solved once.
TEST_P(TeamTest, TheConsolesEngineAndARunShareOneCap)
{
    SolveDeck::EngineHost console;
    SolveDeck::EngineHost::Config config;
    config.databaseLocation = location();
    config.endpoint = sim.baseUrl();
    config.apiKey = SimProcess::goodKey();
    config.policy = SolveDeck::TimingPolicy::defaults().scaled(kTimeScale);
    config.threadCap = kSharedCap;
    std::optional<QString> openProblem;
    QObject::connect(&console, &SolveDeck::EngineHost::opened, &console, [&](bool ok, const QString &message) {
        openProblem = ok ? QString() : message;
    });
    console.open(config);
    ASSERT_TRUE(waitUntil(
        [&] {
        return openProblem.has_value();
        },
        30s));
    ASSERT_TRUE(openProblem->isEmpty()) << openProblem->toStdString();
    console.start();
    ASSERT_NO_FATAL_FAILURE(startRuns(1));
    ASSERT_TRUE(waitUntil(
        [this] {
        for (const SolveDeck::Job &job : jobs()) {
            if (!SolveDeck::isTerminal(job.state)) {
                return false;
            }
        }
        return true;
        },
        180s))
        << "not every job ended";
    ASSERT_TRUE(waitForAllRuns(60s)) << "the run did not end";
    EXPECT_EQ(runs.front()->exitCode(), 0) << runs.front()->readAllStandardError().toStdString();
    const QString consoleEngine = console.engineId();
    console.stop();

    QHash<QString, int> solvedBy;
    for (const SolveDeck::Job &job : jobs()) {
        SCOPED_TRACE(job.id);
        EXPECT_EQ(job.state, SolveDeck::JobState::Solved);
        EXPECT_EQ(job.attempts, 1);
        solvedBy[job.claimedBy == consoleEngine ? QStringLiteral("console") : QStringLiteral("run")] += 1;
    }
    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(QStringLiteral("submits")).toInt(), kJobCount);
    EXPECT_LE(stats.value(QStringLiteral("maxBusyThreads")).toInt(), kSharedCap);
    std::cout << "console solved " << solvedBy.value(QStringLiteral("console")) << ", run solved "
              << solvedBy.value(QStringLiteral("run")) << "; max busy "
              << stats.value(QStringLiteral("maxBusyThreads")).toInt() << '\n';
}
