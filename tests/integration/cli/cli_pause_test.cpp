// `solvedeck-cli pause` / `resume` against solvedeck-sim, the independent witness of every in.php submit: a paused
// queue sends no submit from any engine on the database while tasks already at the service are still polled and
// collected; `list --json` names the pause as each queued job's waiting reason; a resume from another process makes
// the running engine submit within 2 s, and `run --until-idle` (which does not take a paused queue for idle) ends
// with exit 0 and every job solved. On SQLite and PostgreSQL, with several methods and thread counts.
#include "clirunner.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "mixedjobs.h"
#include "simprocess.h"
#include "support/testdatabase.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <iostream>
#include <memory>
#include <tuple>

using namespace SolveDeckTest;

namespace {

struct PauseCase
{
    int threads = 1;
    int jobs = 4;
    double timeScale = 0.02; // the CLI's --time-scale: 1 = the protocol's real intervals
};

using PauseParam = std::tuple<Backend, PauseCase>;

class CliPauseTest : public ::testing::TestWithParam<PauseParam>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QString::number(pauseCase().threads)}, &error))
            << error.toStdString();
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->authoriseTestHosts(); // the engine submits only jobs for authorised hosts
        runner->setApiKey(SimProcess::goodKey());
        runner->setTimeScale(pauseCase().timeScale);
    }

    static PauseCase pauseCase() { return std::get<1>(GetParam()); }

    void enqueueMixed(int count, const QString &prefix)
    {
        const QString path = dir.filePath(prefix + QStringLiteral(".jsonl"));
        QFile file(path);
        ASSERT_TRUE(file.open(QIODevice::WriteOnly));
        for (int i = 0; i < count; ++i) {
            file.write(mixedJobLine(i, prefix));
        }
        file.close();
        const CliOutcome r = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), path});
        ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
    }

    QJsonArray listJson()
    {
        const CliOutcome r = runner->run({QStringLiteral("list"), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        EXPECT_TRUE(r.json().isArray()) << r.out.toStdString();
        return r.json().array();
    }

    // threadsinfo requests the simulator answered: the engine asks at its start, and again on its own schedule
    // (TimingPolicy::threadsInfoIntervalMs, scaled) for as long as it runs.
    int simThreadsInfos() const
    {
        return sim.stats()
            .value(QStringLiteral("requests"))
            .toObject()
            .value(QStringLiteral("res.php:threadsinfo"))
            .toInt();
    }

    // Waits until the running engine has asked threadsinfo `more` times after now: it got its answers and went through
    // its dispatch (which follows each answer) and its store checks in between.
    bool engineWentOn(int more, std::chrono::seconds timeout)
    {
        const int from = simThreadsInfos();
        return waitUntil(
            [this, from, more] {
            return simThreadsInfos() >= from + more;
            },
            timeout);
    }

    // True when no job is being submitted: every claimed job's in.php has been answered.
    bool noSubmitInFlight()
    {
        for (const auto &v : listJson()) {
            if (v.toObject().value(QStringLiteral("state")).toString() == QLatin1String("submitting")) {
                return false;
            }
        }
        return true;
    }

    int simSubmits() const
    {
        return sim.stats()
            .value(QStringLiteral("keys"))
            .toObject()
            .value(SimProcess::goodKey())
            .toObject()
            .value(QStringLiteral("submits"))
            .toInt();
    }

    void runCli(const QString &command)
    {
        const CliOutcome r = runner->run({command});
        ASSERT_TRUE(r.finished);
        ASSERT_EQ(r.exitCode, 0) << command.toStdString() << ": " << r.err.toStdString();
    }

    QStringList auditActions()
    {
        SolveDeck::JobStore store;
        EXPECT_TRUE(bool(store.open(db.location())));
        QStringList actions;
        const auto entries = SolveDeck::AuditLog(store).entries();
        EXPECT_TRUE(bool(entries));
        if (entries) {
            for (const SolveDeck::AuditEntry &entry : *entries) {
                actions << entry.action;
            }
        }
        return actions;
    }

    TestDatabase db{std::get<0>(GetParam())};
    QTemporaryDir dir;
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

std::string pauseParamName(const ::testing::TestParamInfo<PauseParam> &info)
{
    const PauseCase c = std::get<1>(info.param);
    return backendName(::testing::TestParamInfo<Backend>(std::get<0>(info.param), info.index)) + "_threads"
         + std::to_string(c.threads) + "_jobs" + std::to_string(c.jobs)
         + (c.timeScale == 1.0 ? "_realtime" : "_scaled");
}

// The external check: queued, paused, run in the background: nothing submitted and every queued job says why;
// resumed from another process: submits within 2 s, exit 0, every job solved.
TEST_P(CliPauseTest, APausedQueueSubmitsNothingUntilResumedFromAnotherProcess)
{
    const PauseCase c = pauseCase();
    enqueueMixed(c.jobs, QStringLiteral("paused"));
    runCli(QStringLiteral("pause"));

    auto run = runner->startProcess({QStringLiteral("run"), QStringLiteral("--until-idle")});
    ASSERT_TRUE(run->waitForStarted(10000));
    // An unpaused engine submits as soon as its first threadsinfo answer is in. Two answers mean it had that chance
    // and a whole threadsinfo interval of store checks after it (10 s at real time, 0.2 s at the scaled one).
    ASSERT_TRUE(engineWentOn(2, 60s)) << "the engine never asked threadsinfo twice: "
                                      << run->readAllStandardError().toStdString();
    ASSERT_EQ(run->state(), QProcess::Running)
        << "run --until-idle took a paused queue for idle: " << run->readAllStandardError().toStdString();
    EXPECT_EQ(simSubmits(), 0) << "a submit reached the service while the queue was paused";

    const QJsonArray paused = listJson();
    ASSERT_EQ(paused.size(), c.jobs);
    for (const auto &v : paused) {
        const QJsonObject job = v.toObject();
        SCOPED_TRACE(::testing::Message() << "job " << job.value(QStringLiteral("id")).toInteger());
        EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
        const QJsonObject reason = job.value(QStringLiteral("waiting_reason")).toObject();
        EXPECT_EQ(reason.value(QStringLiteral("name")).toString(), QStringLiteral("paused"));
        EXPECT_TRUE(reason.value(QStringLiteral("text")).toString().startsWith(QStringLiteral("paused")))
            << reason.value(QStringLiteral("text")).toString().toStdString();
    }

    // Timed from the moment the resume is stored (the resume command has exited): the running engine's reaction,
    // not the start-up of a second process, which on a loaded machine alone can take seconds.
    ASSERT_NO_FATAL_FAILURE(runCli(QStringLiteral("resume"))); // exit 0: the resume is committed
    QElapsedTimer sinceResume;
    sinceResume.start();
    ASSERT_TRUE(waitUntil(
        [this] {
        return simSubmits() > 0;
        },
        10s))
        << "no submit after the resume";
    // The requirement (issue 10): the running engine notices a resume by another process within 2 s.
    const qint64 resumeToSubmitMs = sinceResume.elapsed();
    RecordProperty("resume_to_first_submit_ms", int(resumeToSubmitMs));
    std::cout << "resume to the first submit at the service: " << resumeToSubmitMs << " ms\n";
    EXPECT_LT(resumeToSubmitMs, 2000);

    ASSERT_TRUE(run->waitForFinished(c.timeScale == 1.0 ? 180000 : 60000));
    EXPECT_EQ(run->exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(run->exitCode(), 0) << run->readAllStandardError().toStdString();
    const QJsonArray done = listJson();
    ASSERT_EQ(done.size(), c.jobs);
    for (const auto &v : done) {
        const QJsonObject job = v.toObject();
        EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
        EXPECT_TRUE(job.value(QStringLiteral("waiting_reason")).isNull());
    }
    EXPECT_EQ(simSubmits(), c.jobs) << "every job submitted exactly once";
    const QStringList actions = auditActions();
    EXPECT_EQ(actions.count(QStringLiteral("queue.pause")), 1) << actions.join(u',').toStdString();
    EXPECT_EQ(actions.count(QStringLiteral("queue.resume")), 1) << actions.join(u',').toStdString();
}

// Paused mid-run: tasks already at the service are polled and collected; no new submit goes out; the queued jobs
// wait with the pause as their reason; the resume lets the rest through.
class CliPauseMidRunTest : public CliPauseTest
{
};

TEST_P(CliPauseMidRunTest, PauseStopsSubmitsButNotPolls)
{
    const PauseCase c = pauseCase();
    const int jobs = c.threads * 4;
    enqueueMixed(jobs, QStringLiteral("midrun"));
    auto run = runner->startProcess({QStringLiteral("run"), QStringLiteral("--until-idle")});
    ASSERT_TRUE(run->waitForStarted(10000));
    ASSERT_TRUE(waitUntil(
        [this] {
        return simSubmits() > 0;
        },
        20s));
    runCli(QStringLiteral("pause"));
    // A claim committed just before the pause may still have its in.php on the way: count once every claimed job's
    // in.php has its answer (no claim is committed after the pause: the claim reads it in its transaction).
    ASSERT_TRUE(waitUntil(
        [this] {
        return noSubmitInFlight();
        },
        30s));
    const int submittedBeforePause = simSubmits();
    ASSERT_LT(submittedBeforePause, jobs) << "every job was submitted before the pause: the test proves nothing";

    // Whatever was at the service is collected while paused.
    ASSERT_TRUE(waitUntil(
        [this] {
        for (const auto &v : listJson()) {
            const QString state = v.toObject().value(QStringLiteral("state")).toString();
            if (state == QLatin1String("submitting") || state == QLatin1String("submitted")) {
                return false;
            }
        }
        return true;
        },
        30s))
        << "tasks at the service were not collected while the queue was paused";
    // Room for a submit that should not come: two more threadsinfo rounds, each followed by a dispatch.
    ASSERT_TRUE(engineWentOn(2, 30s)) << "the engine stopped asking threadsinfo";
    EXPECT_EQ(simSubmits(), submittedBeforePause) << "a submit went out while the queue was paused";
    int solved = 0;
    int queued = 0;
    for (const auto &v : listJson()) {
        const QJsonObject job = v.toObject();
        const QString state = job.value(QStringLiteral("state")).toString();
        if (state == QLatin1String("solved")) {
            ++solved;
        } else if (state == QLatin1String("queued")) {
            ++queued;
            EXPECT_EQ(job.value(QStringLiteral("waiting_reason")).toObject().value(QStringLiteral("name")).toString(),
                      QStringLiteral("paused"));
        }
    }
    EXPECT_EQ(solved, submittedBeforePause);
    EXPECT_EQ(queued, jobs - submittedBeforePause);
    EXPECT_EQ(run->state(), QProcess::Running);

    runCli(QStringLiteral("resume"));
    ASSERT_TRUE(run->waitForFinished(60000));
    EXPECT_EQ(run->exitCode(), 0) << run->readAllStandardError().toStdString();
    EXPECT_EQ(simSubmits(), jobs);
}

INSTANTIATE_TEST_SUITE_P(Backends,
                         CliPauseTest,
                         ::testing::Values(PauseParam{Backend::Sqlite, PauseCase{1, 4, 0.02}},
                                           PauseParam{Backend::Sqlite, PauseCase{5, 12, 0.02}},
                                           PauseParam{Backend::PostgreSql, PauseCase{1, 4, 0.02}},
                                           PauseParam{Backend::PostgreSql, PauseCase{5, 12, 0.02}},
                                           PauseParam{Backend::Sqlite, PauseCase{3, 3, 1.0}}),
                         pauseParamName);

// At the scaled time only: at real time the rounds take minutes.
INSTANTIATE_TEST_SUITE_P(Backends,
                         CliPauseMidRunTest,
                         ::testing::Values(PauseParam{Backend::Sqlite, PauseCase{2, 8, 0.02}},
                                           PauseParam{Backend::PostgreSql, PauseCase{2, 8, 0.02}}),
                         pauseParamName);

} // namespace
