// solvedeck-cli run under signals: SIGINT/SIGTERM stop it cleanly with 130/143, and SIGKILL at random moments
// loses no job and never re-submits a job whose task id was stored. The simulator is the independent witness:
// it counts every in.php submit per pageurl, and each job's pageurl is unique.
#include "clirunner.h"
#include "simprocess.h"
#include "support/testutil.h"

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTimer>

#include <csignal>
#include <iostream>
#include <memory>

using namespace SolveDeckTest;

namespace {

const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");

class CliInterruptTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("5")}, &error)) << error.toStdString();
        runner = std::make_unique<CliRunner>(dir.filePath(QStringLiteral("jobs.sqlite")), sim.endpoint());
        runner->authoriseTestHosts();
        runner->setApiKey(SimProcess::goodKey());
    }

    void enqueueJobs(int count, const QString &prefix)
    {
        for (int i = 0; i < count; ++i) {
            const CliOutcome r = runner->run({QStringLiteral("enqueue"),
                                              QStringLiteral("--method"),
                                              QStringLiteral("recaptcha_v2"),
                                              QStringLiteral("--sitekey"),
                                              recaptchaKey,
                                              QStringLiteral("--pageurl"),
                                              QStringLiteral("https://shop.test/%1/%2").arg(prefix).arg(i)});
            ASSERT_EQ(r.exitCode, 0) << r.err.toStdString();
        }
    }

    QJsonArray listJson()
    {
        const CliOutcome r = runner->run({QStringLiteral("list"), QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, 0) << r.err.toStdString();
        return r.json().array();
    }

    QTemporaryDir dir;
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

TEST_F(CliInterruptTest, SigtermAndSigintStopCleanlyWith143And130)
{
    enqueueJobs(3, QStringLiteral("signals"));
    for (const int signalNumber : {SIGTERM, SIGINT}) {
        auto process = runner->startProcess({QStringLiteral("run")});
        process->setReadChannel(QProcess::StandardError);
        ASSERT_TRUE(process->waitForStarted(10000));
        ASSERT_TRUE(waitUntil(
            [&process] {
            return process->canReadLine() || process->state() == QProcess::NotRunning;
            },
            20s));
        ASSERT_EQ(process->state(), QProcess::Running) << process->readAllStandardError().toStdString();
        ::kill(pid_t(process->processId()), signalNumber);
        ASSERT_TRUE(process->waitForFinished(20000));
        EXPECT_EQ(process->exitStatus(), QProcess::NormalExit);
        EXPECT_EQ(process->exitCode(), signalNumber == SIGTERM ? 143 : 130)
            << process->readAllStandardError().toStdString();
    }
    // Every job is still there and a plain run finishes them.
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    EXPECT_EQ(run.exitCode, 0) << run.err.toStdString();
    EXPECT_EQ(listJson().size(), 3);
}

// Kills `run --until-idle` with SIGKILL at random moments, restarts it, and finally lets it finish.
TEST_F(CliInterruptTest, SigkillAtRandomMomentsLosesNoJobAndNeverResubmitsAStoredTask)
{
    constexpr int jobCount = 30;
    // Enough rounds that some kills land while a submit is on the wire (the uncertain-submit path) in most runs.
    constexpr int killRounds = 8;
    enqueueJobs(jobCount, QStringLiteral("kill"));

    const quint32 seed = QRandomGenerator::global()->generate();
    SCOPED_TRACE(::testing::Message() << "random seed " << seed);
    QRandomGenerator random(seed);

    int killed = 0;
    for (int round = 0; round < killRounds; ++round) {
        auto process = runner->startProcess({QStringLiteral("run"), QStringLiteral("--until-idle")});
        ASSERT_TRUE(process->waitForStarted(10000));
        QSignalSpy finished(process.get(), &QProcess::finished);
        // 30-700 ms: from start-up (~50 ms) through the first submits to the middle of the polling.
        const int delayMs = 30 + int(random.bounded(670));
        QProcess *raw = process.get();
        QTimer::singleShot(delayMs, raw, [raw] {
            if (raw->state() == QProcess::Running) {
                raw->kill();
            }
        });
        ASSERT_TRUE(waitForSignals(finished, 1, 30s));
        if (process->exitStatus() == QProcess::CrashExit) {
            ++killed;
        } else {
            // It finished on its own before the kill: nothing left to interrupt.
            EXPECT_EQ(process->exitCode(), 0) << process->readAllStandardError().toStdString();
            break;
        }
    }
    EXPECT_GT(killed, 0) << "no round was interrupted: the test proved nothing";

    const CliOutcome last = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 120000);
    ASSERT_TRUE(last.finished);
    EXPECT_TRUE(last.exitCode == 0 || last.exitCode == 2) << last.err.toStdString();

    // The witness: every in.php submit the simulator accepted, in order, per pageurl.
    const QJsonObject stats = sim.stats();
    QHash<QString, QStringList> taskIdsByPageurl;
    for (const auto &t : stats.value(QStringLiteral("tasks")).toArray()) {
        const QJsonObject task = t.toObject();
        taskIdsByPageurl[task.value(QStringLiteral("pageurl")).toString()].append(
            task.value(QStringLiteral("id")).toString());
    }

    const QJsonArray jobs = listJson();
    ASSERT_EQ(jobs.size(), jobCount);
    int uncertainTotal = 0;
    for (const auto &v : jobs) {
        const QJsonObject job = v.toObject();
        const qint64 id = job.value(QStringLiteral("id")).toInteger();
        const QString pageurl = job.value(QStringLiteral("pageurl")).toString();
        SCOPED_TRACE(::testing::Message() << "job " << id << " " << pageurl.toStdString());

        const QString state = job.value(QStringLiteral("state")).toString();
        EXPECT_TRUE(
            state == QLatin1String("solved")
            || (state == QLatin1String("failed") && !job.value(QStringLiteral("error_code")).toString().isEmpty()))
            << "state " << state.toStdString();

        const CliOutcome shown = runner->run({QStringLiteral("show"), QString::number(id), QStringLiteral("--json")});
        const QJsonArray events = shown.json().object().value(QStringLiteral("events")).toArray();
        int uncertain = 0;
        bool taskIdStored = false;
        for (const auto &e : events) {
            const QString kind = e.toObject().value(QStringLiteral("kind")).toString();
            if (kind == QLatin1String("uncertain_submit")) {
                ++uncertain;
                ++uncertainTotal;
            } else if (kind == QLatin1String("submitted")) {
                taskIdStored = true;
            } else if (kind == QLatin1String("submitting")) {
                EXPECT_FALSE(taskIdStored) << "submitted again after its task id was stored";
            }
        }

        const QStringList submits = taskIdsByPageurl.value(pageurl);
        // Every extra submit is a re-send of one caught mid-submit, and says so in the timeline.
        EXPECT_LE(submits.size(), 1 + uncertain) << submits.size() << " submits, " << uncertain << " uncertain";
        if (state == QLatin1String("solved")) {
            ASSERT_FALSE(submits.isEmpty());
            // The stored task is the last one submitted for this page: nothing went out after it was stored.
            EXPECT_EQ(job.value(QStringLiteral("task_id")).toString(), submits.last());
        }
    }
    const int submits = int(stats.value(QStringLiteral("tasks")).toArray().size());
    RecordProperty("killed_rounds", killed);
    RecordProperty("sim_submits", submits);
    RecordProperty("uncertain_submits", uncertainTotal);
    std::cout << "SIGKILL rounds " << killed << ", simulator submits " << submits << " for " << jobCount
              << " jobs, uncertain submits recorded " << uncertainTotal << "\n";
}

} // namespace
