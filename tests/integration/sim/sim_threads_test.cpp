// Thread plans: a task holds a thread from submit until it is solved server-side, not until it is collected.
#include "simclient.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>

using namespace SimTest;
using namespace Qt::StringLiterals;
using namespace std::chrono_literals;

namespace {

QJsonObject fixedSolve(double seconds)
{
    const QJsonObject fixed{{u"dist"_s, u"fixed"_s}, {u"seconds"_s, seconds}};
    return {{u"recaptcha_v2"_s, fixed}, {u"recaptcha_v3"_s, fixed}, {u"turnstile"_s, fixed}, {u"image"_s, fixed}};
}

} // namespace

class SimThreadsTest : public SimulatorTest
{
protected:
    QJsonObject keyStats() const
    {
        return sim->stats().value(u"keys"_s).toObject().value(QString::fromLatin1(kKey)).toObject();
    }

    QByteArray submitBody(const QString &pageurl, bool json = false)
    {
        Params params{{u"key"_s, QString::fromLatin1(kKey)},
                      {u"method"_s, u"userrecaptcha"_s},
                      {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
                      {u"pageurl"_s, pageurl}};
        if (json) {
            params.append({u"json"_s, u"1"_s});
        }
        return client->postForm(u"in.php"_s, params).body;
    }
};

TEST_F(SimThreadsTest, SubmitsBeyondThePlanAnswerZeroBalance)
{
    configure({{u"threads"_s, 2}, {u"solveTimes"_s, fixedSolve(100)}});
    EXPECT_TRUE(submitBody(u"https://a.example/"_s).startsWith("OK|"));
    EXPECT_TRUE(submitBody(u"https://b.example/"_s).startsWith("OK|"));
    EXPECT_EQ(submitBody(u"https://c.example/"_s), QByteArray("ERROR_ZERO_BALANCE"));
    EXPECT_EQ(QJsonDocument::fromJson(submitBody(u"https://c.example/"_s, true))
                  .object()
                  .value(u"request"_s)
                  .toString(),
              u"ERROR_ZERO_BALANCE"_s);

    configure({{u"zeroBalanceCode"_s, u"ERROR_NO_SLOT_AVAILABLE"_s}});
    EXPECT_EQ(submitBody(u"https://d.example/"_s), QByteArray("ERROR_NO_SLOT_AVAILABLE"));

    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(u"threads"_s).toInt(), 2);
    EXPECT_EQ(stats.value(u"busyThreads"_s).toInt(), 2);
    EXPECT_EQ(stats.value(u"maxBusyThreads"_s).toInt(), 2);
    EXPECT_EQ(stats.value(u"refusedNoThread"_s).toInt(), 3);
    EXPECT_EQ(stats.value(u"submits"_s).toInt(), 2);
}

TEST_F(SimThreadsTest, WithThePlanNotEnforcedSubmitsBeyondItAreAcceptedAndCounted)
{
    configure({{u"threads"_s, 2}, {u"solveTimes"_s, fixedSolve(100)}, {u"enforcePlan"_s, false}});
    EXPECT_TRUE(submitBody(u"https://a.example/"_s).startsWith("OK|"));
    EXPECT_TRUE(submitBody(u"https://b.example/"_s).startsWith("OK|"));
    EXPECT_EQ(keyStats().value(u"capExceeded"_s).toInt(), 0) << "within the plan";
    EXPECT_TRUE(submitBody(u"https://c.example/"_s).startsWith("OK|"));
    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(u"capExceeded"_s).toInt(), 1);
    EXPECT_EQ(stats.value(u"maxBusyThreads"_s).toInt(), 3);
    EXPECT_EQ(stats.value(u"refusedNoThread"_s).toInt(), 0);

    configure({{u"enforcePlan"_s, true}});
    EXPECT_EQ(submitBody(u"https://d.example/"_s), QByteArray("ERROR_ZERO_BALANCE"));
    EXPECT_EQ(keyStats().value(u"capExceeded"_s).toInt(), 1);
}

TEST_F(SimThreadsTest, ThreadIsFreedAtSolveTimeEvenIfNeverCollected)
{
    // 3 s at time scale 0.1: each task holds its thread for 300 ms.
    configure({{u"threads"_s, 1}, {u"solveTimes"_s, fixedSolve(3)}});
    const QByteArray first = submitBody(u"https://a.example/"_s);
    ASSERT_TRUE(first.startsWith("OK|"));
    EXPECT_EQ(submitBody(u"https://b.example/"_s), QByteArray("ERROR_ZERO_BALANCE"));

    // Nobody polls the first task; the thread comes back anyway once it is solved.
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return submitBody(u"https://b.example/"_s).startsWith("OK|");
    }));
    const QJsonArray tasks = sim->stats().value(u"tasks"_s).toArray();
    const QJsonObject task = tasks.at(0).toObject();
    EXPECT_EQ(task.value(u"outcome"_s).toString(), u"solved"_s);
    EXPECT_TRUE(task.value(u"firstCollectedAtMs"_s).isNull());
    const double held = task.value(u"readyAtMs"_s).toDouble() - task.value(u"submittedAtMs"_s).toDouble();
    EXPECT_NEAR(held, 300, 5);

    const QJsonObject stats = keyStats();
    EXPECT_EQ(stats.value(u"maxBusyThreads"_s).toInt(), 1);
    EXPECT_GE(stats.value(u"refusedNoThread"_s).toInt(), 1);
    EXPECT_GE(stats.value(u"busyThreadMs"_s).toDouble(), 300) << "the first task's full 300 ms at least";
}

TEST_F(SimThreadsTest, ThreadsInfoFollowsSolvesNotCollections)
{
    configure({{u"threads"_s, 3}, {u"solveTimes"_s, fixedSolve(2)}});
    ASSERT_TRUE(submitBody(u"https://a.example/"_s).startsWith("OK|"));
    ASSERT_TRUE(submitBody(u"https://b.example/"_s).startsWith("OK|"));
    const Params params{{u"key"_s, QString::fromLatin1(kKey)}, {u"action"_s, u"threadsinfo"_s}, {u"json"_s, u"1"_s}};
    EXPECT_EQ(client->get(u"res.php"_s, params).json().value(u"working_threads"_s).toInt(), 2);
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return client->get(u"res.php"_s, params).json().value(u"free_threads"_s).toInt() == 3;
    }));
}

TEST_F(SimThreadsTest, PerKeyPlansAreIndependent)
{
    const QString small = u"abcdefabcdefabcdefabcdefabcdef12"_s;
    configure({{u"keys"_s, QJsonArray{QString::fromLatin1(kKey), small}},
               {u"keyThreads"_s, QJsonObject{{small, 1}}},
               {u"solveTimes"_s, fixedSolve(100)}});
    EXPECT_FALSE(client->submitRecaptcha(u"https://a.example/"_s, small).isEmpty());
    const Reply refused = client->postForm(u"in.php"_s,
                                           {{u"key"_s, small},
                                            {u"method"_s, u"userrecaptcha"_s},
                                            {u"googlekey"_s, QString::fromLatin1(kGoogleKey)},
                                            {u"pageurl"_s, u"https://b.example/"_s}});
    EXPECT_EQ(refused.body, QByteArray("ERROR_ZERO_BALANCE"));
    EXPECT_TRUE(submitBody(u"https://c.example/"_s).startsWith("OK|")) << "the other key has its 5 threads";
}

TEST_F(SimThreadsTest, ResultsExpireIntoWrongCaptchaId)
{
    // Solved after 100 ms, readable for 300 ms more.
    configure({{u"solveTimes"_s, fixedSolve(1)}, {u"resultTtlSeconds"_s, 3}});
    const QString collected = client->submitRecaptcha(u"https://a.example/"_s);
    const QString forgotten = client->submitRecaptcha(u"https://b.example/"_s);
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return client->poll(collected).body.startsWith("OK|");
    }));
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return client->poll(collected).body == QByteArray("ERROR_WRONG_CAPTCHA_ID");
    }));
    // The second task was never read: it expires on its own (watched through the stats, since a poll would
    // collect it).
    const auto outcomeOf = [&](int i) {
        return sim->stats().value(u"tasks"_s).toArray().at(i).toObject().value(u"outcome"_s).toString();
    };
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return outcomeOf(1) == u"expired"_s;
    }));
    EXPECT_EQ(client->poll(forgotten).body, QByteArray("ERROR_WRONG_CAPTCHA_ID"));
    EXPECT_EQ(outcomeOf(0), u"solved"_s) << "collected before expiry";
}

TEST_F(SimThreadsTest, UnsolvableTasksAnswerCaptchaUnsolvable)
{
    configure({{u"unsolvableRate"_s, 1.0}, {u"solveTimes"_s, fixedSolve(0.5)}});
    const QString id = client->submitRecaptcha();
    Reply r;
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        r = client->poll(id, true);
        return r.json().value(u"request"_s).toString() != u"CAPCHA_NOT_READY"_s;
    }));
    EXPECT_EQ(r.json().value(u"status"_s).toInt(), 0);
    EXPECT_EQ(r.json().value(u"request"_s).toString(), u"ERROR_CAPTCHA_UNSOLVABLE"_s);
    EXPECT_EQ(sim->stats().value(u"tasks"_s).toArray().at(0).toObject().value(u"outcome"_s).toString(),
              u"unsolvable"_s);
}

TEST_F(SimThreadsTest, TimeScaleMultipliesSolveTimes)
{
    configure({{u"timeScale"_s, 0.01}, {u"solveTimes"_s, fixedSolve(37)}});
    client->submitRecaptcha();
    const QJsonObject task = sim->stats().value(u"tasks"_s).toArray().at(0).toObject();
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return !sim->stats().value(u"tasks"_s).toArray().at(0).toObject().value(u"readyAtMs"_s).isNull();
    }));
    const QJsonObject done = sim->stats().value(u"tasks"_s).toArray().at(0).toObject();
    EXPECT_NEAR(done.value(u"readyAtMs"_s).toDouble() - done.value(u"submittedAtMs"_s).toDouble(), 370, 2);
    EXPECT_TRUE(task.value(u"readyAtMs"_s).isNull()) << "readyAtMs stays null while the task is pending";
}
