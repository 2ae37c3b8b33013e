// The observability endpoints tests and benchmarks assert on, and the solvedeck-sim program itself.
#include "simclient.h"
#include "support/testutil.h"

#include <sim/solvetimedistribution.h>

#include <QElapsedTimer>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcess>
#include <QRandomGenerator>

#include <algorithm>

using namespace SimTest;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

class SimStatsTest : public SimulatorTest
{
};

TEST_F(SimStatsTest, CountsRequestsPerEndpointAndAction)
{
    const QString key = QString::fromLatin1(kKey);
    const QString id = client->submitRecaptcha();
    client->poll(id);
    client->poll(id);
    client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"threadsinfo"_s}});
    client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"getbalance"_s}});
    client->get(u"res.php"_s, {{u"key"_s, key}, {u"action"_s, u"nope"_s}});

    const QJsonObject stats = SimClient(sim->baseUrl()).get(u"__stats"_s, {}).json();
    const QJsonObject requests = stats.value(u"requests"_s).toObject();
    EXPECT_EQ(requests.value(u"in.php"_s).toInt(), 1);
    EXPECT_EQ(requests.value(u"in.php:userrecaptcha"_s).toInt(), 1);
    EXPECT_EQ(requests.value(u"res.php"_s).toInt(), 5);
    EXPECT_EQ(requests.value(u"res.php:get"_s).toInt(), 2);
    EXPECT_EQ(requests.value(u"res.php:threadsinfo"_s).toInt(), 1);
    EXPECT_EQ(requests.value(u"res.php:getbalance"_s).toInt(), 1);
    EXPECT_EQ(requests.value(u"res.php:unknown"_s).toInt(), 1);
    EXPECT_GT(stats.value(u"startedAtMs"_s).toDouble(), 1.6e12);
}

TEST_F(SimStatsTest, TaskRecordTracksPollsAndCollection)
{
    configure(
        {{u"solveTimes"_s, QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 3}}}}}});
    const QString id = client->submitRecaptcha(u"https://shop.example/checkout"_s);
    int notReady = 0;
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        const bool ready = client->poll(id).body.startsWith("OK|");
        notReady += ready ? 0 : 1;
        return ready;
    }));
    client->poll(id); // a second read after collection

    const QJsonObject task = sim->stats().value(u"tasks"_s).toArray().at(0).toObject();
    EXPECT_EQ(task.value(u"id"_s).toString(), id);
    EXPECT_EQ(task.value(u"method"_s).toString(), u"recaptcha_v2"_s);
    EXPECT_EQ(task.value(u"pageurl"_s).toString(), u"https://shop.example/checkout"_s);
    EXPECT_EQ(task.value(u"pollsBeforeCollection"_s).toInt(), notReady);
    EXPECT_EQ(task.value(u"polls"_s).toInt(), notReady + 2);
    EXPECT_EQ(task.value(u"outcome"_s).toString(), u"solved"_s);
    const double submitted = task.value(u"submittedAtMs"_s).toDouble();
    const double ready = task.value(u"readyAtMs"_s).toDouble();
    const double collected = task.value(u"firstCollectedAtMs"_s).toDouble();
    EXPECT_LT(submitted, ready);
    EXPECT_LE(ready, collected);
}

TEST_F(SimStatsTest, TheShortestGapBetweenTwoPollsOfATaskIsRecorded)
{
    configure({{u"solveTimes"_s,
                QJsonObject{{u"recaptcha_v2"_s, QJsonObject{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, 600}}}}}});
    const QString id = client->submitRecaptcha();
    client->poll(id);
    auto task = [this] {
        return sim->stats().value(u"tasks"_s).toArray().at(0).toObject();
    };
    EXPECT_TRUE(task().value(u"minPollGapMs"_s).isNull()) << "one poll has no gap";
    QElapsedTimer sinceFirst;
    sinceFirst.start();
    client->poll(id);
    const double gap = task().value(u"minPollGapMs"_s).toDouble(-1);
    EXPECT_GE(gap, 0);
    EXPECT_LE(gap, double(sinceFirst.elapsed()) + 1);
}

TEST_F(SimStatsTest, RepeatedPageurlsAreCounted)
{
    client->submitRecaptcha(u"https://a.example/"_s);
    client->submitRecaptcha(u"https://b.example/"_s);
    client->submitRecaptcha(u"https://a.example/"_s);
    client->submitRecaptcha(u"https://a.example/"_s);
    EXPECT_EQ(sim->stats().value(u"repeatedPageurlSubmits"_s).toInt(), 2);
}

TEST_F(SimStatsTest, ResetForgetsTasksAndStatsButKeepsConfig)
{
    configure({{u"threads"_s, 3}});
    const QString id = client->submitRecaptcha();
    const Reply r = client->postRaw(u"__reset"_s, "application/json", {});
    EXPECT_EQ(r.status, 200);
    const QJsonObject stats = sim->stats();
    EXPECT_TRUE(stats.value(u"tasks"_s).toArray().isEmpty());
    EXPECT_TRUE(stats.value(u"requests"_s).toObject().isEmpty());
    EXPECT_EQ(stats.value(u"keys"_s).toObject().value(QString::fromLatin1(kKey)).toObject().value(u"threads"_s).toInt(),
              3);
    EXPECT_EQ(client->poll(id).body, QByteArray("ERROR_WRONG_CAPTCHA_ID"));
    EXPECT_EQ(client->get(u"__config"_s, {}).json().value(u"threads"_s).toInt(), 3);
}

TEST_F(SimStatsTest, SameSeedSameIdsAndTokens)
{
    auto run = [](SolveDeckSim::Simulator &s) {
        s.applyConfig({{u"seed"_s, 1234}, {u"timeScale"_s, 0.01}});
        s.reset();
        SimClient c(s.baseUrl());
        const QString id = c.submitRecaptcha();
        Reply r;
        EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
            r = c.poll(id);
            return r.body.startsWith("OK|");
        }));
        return r.body;
    };
    SolveDeckSim::Simulator other;
    ASSERT_NE(other.listen(0), 0);
    EXPECT_EQ(run(*sim), run(other));
}

TEST(SimDistributionTest, LognormalMatchesMedianAndP95)
{
    const auto dist = SolveDeckSim::SolveTimeDistribution::logNormal(37, 58);
    QRandomGenerator random(99);
    QList<double> draws;
    for (int i = 0; i < 20000; ++i) {
        draws.append(dist.sampleSeconds(random));
    }
    std::sort(draws.begin(), draws.end());
    EXPECT_NEAR(draws.at(10000), 37, 1.0);
    EXPECT_NEAR(draws.at(19000), 58, 2.0);
    const auto uniform = SolveDeckSim::SolveTimeDistribution::uniform(0.2, 1.0);
    for (int i = 0; i < 1000; ++i) {
        const double d = uniform.sampleSeconds(random);
        EXPECT_GE(d, 0.2);
        EXPECT_LE(d, 1.0);
    }
}

TEST(SimProgramTest, PrintsItsPortServesAndStopsOnSigterm)
{
    QProcess process;
    process.setProgram(SolveDeckTest::programPath(u"solvedeck-sim"_s));
    process.setArguments({u"--port"_s,
                          u"0"_s,
                          u"--profile"_s,
                          u"fast"_s,
                          u"--threads"_s,
                          u"2"_s,
                          u"--keys"_s,
                          u"abcdefabcdefabcdefabcdefabcdef12"_s,
                          u"--time-scale"_s,
                          u"0.1"_s});
    QSignalSpy output(&process, &QProcess::readyReadStandardOutput);
    process.start();
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return process.canReadLine();
        },
        10s))
        << "no first line";
    const QByteArray line = process.readLine().trimmed();
    ASSERT_TRUE(line.startsWith("listening on http://127.0.0.1:")) << line.data();
    const QUrl base(QString::fromLatin1(line.mid(int(qstrlen("listening on ")))) + u'/');

    SimClient c(base);
    const QJsonObject info = c.get(u"res.php"_s,
                                   {{u"key"_s, u"abcdefabcdefabcdefabcdefabcdef12"_s},
                                    {u"action"_s, u"threadsinfo"_s},
                                    {u"json"_s, u"1"_s}})
                                 .json();
    EXPECT_EQ(info.value(u"threads"_s).toInt(), 2);
    EXPECT_EQ(c.get(u"__config"_s, {}).json().value(u"timeScale"_s).toDouble(), 0.1);

    QSignalSpy finished(&process, &QProcess::finished);
    process.terminate();
    ASSERT_TRUE(SolveDeckTest::waitForSignals(finished, 1, 10s));
    EXPECT_EQ(process.exitStatus(), QProcess::NormalExit);
    EXPECT_EQ(process.exitCode(), 0);
}

TEST(SimProgramTest, RefusesABadConfig)
{
    QProcess process;
    process.start(SolveDeckTest::programPath(u"solvedeck-sim"_s), {u"--profile"_s, u"bogus"_s});
    QSignalSpy finished(&process, &QProcess::finished);
    ASSERT_TRUE(process.state() == QProcess::NotRunning || SolveDeckTest::waitForSignals(finished, 1, 10s));
    EXPECT_NE(process.exitCode(), 0);
    EXPECT_TRUE(process.readAllStandardError().contains("bogus"));
}
