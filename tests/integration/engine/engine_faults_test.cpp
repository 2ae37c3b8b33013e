#include "enginefixture.h"

using namespace SolveDeck;
using namespace SolveDeckTest;

namespace {
constexpr auto kRunTimeout = std::chrono::seconds(60);

QJsonObject faults(const QString &kind, double probability)
{
    const QJsonObject one{{kind, probability}};
    return QJsonObject{{QStringLiteral("in.php"), one}, {QStringLiteral("res.php"), one}};
}
} // namespace

class EngineFaults : public EngineOnBackends
{
};

// Every fault kind the simulator can inject: each job ends solved or failed with a named error, and the
// engine keeps going (no crash, nothing stuck).
// On SQLite only: the fault kinds are about the network, not the database.
class EngineFaultKinds
    : public EngineFixture
    , public ::testing::WithParamInterface<const char *>
{
};

TEST_P(EngineFaultKinds, EveryJobEndsSolvedOrWithANamedError)
{
    const QString kind = QString::fromLatin1(GetParam());
    startSimulator({{QStringLiteral("faults"), faults(kind, 0.25)}});
    const QList<qint64> ids = enqueueMany(12);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    int solved = 0;
    for (qint64 id : ids) {
        const Job j = job(id);
        if (j.state == JobState::Solved) {
            ++solved;
            EXPECT_FALSE(j.token.isEmpty());
        } else {
            EXPECT_EQ(j.state, JobState::Failed);
            EXPECT_FALSE(j.errorCode.isEmpty());
        }
    }
    // A quarter of requests failing slows jobs down; it must not fail most of them.
    EXPECT_GE(solved, 9) << kind.toStdString();
    EXPECT_TRUE(waitUntil(
        [&] {
        return engine->isIdle();
        },
        std::chrono::seconds(5)));
    EXPECT_EQ(engine->state(), Engine::State::Running);
}

INSTANTIATE_TEST_SUITE_P(
    Kinds,
    EngineFaultKinds,
    ::testing::Values("http500", "http502html", "malformedJson", "emptyBody", "truncated", "reset", "hang"));

TEST_P(EngineFaults, LostSubmitAnswerIsResentAndLoggedAsUncertain)
{
    startSimulator({{QStringLiteral("faults"),
                     QJsonObject{{QStringLiteral("in.php"), QJsonObject{{QStringLiteral("http500"), 0.5}}}}}});
    const QList<qint64> ids = enqueueMany(10);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    // Every job is solved, or (when three of its submits lost their answers: LostAnswerPolicy) waits for the
    // operator with the reason named, after exactly that many uncertain submits.
    int uncertain = 0;
    int solved = 0;
    for (qint64 id : ids) {
        uncertain += hasEvent(id, EventKind::UncertainSubmit) ? 1 : 0;
        const Job j = job(id);
        if (j.state == JobState::Solved) {
            ++solved;
            continue;
        }
        EXPECT_EQ(j.state, JobState::Failed);
        EXPECT_EQ(j.errorCode, QStringLiteral("SUBMIT_ANSWERS_LOST"));
        int lost = 0;
        for (const JobEvent &e : store.events(id)) {
            lost += e.kind == QLatin1String(EventKind::UncertainSubmit) ? 1 : 0;
        }
        EXPECT_GE(lost, LostAnswerPolicy{}.maxUncertainSubmitsPerJob - 1) << "the last loss fails the job instead";
    }
    EXPECT_GE(solved, 7);
    EXPECT_GT(uncertain, 0);
}

TEST_P(EngineFaults, WrongKeyPausesTheQueueWithoutFailingAnyJob)
{
    client.setApiKey(QStringLiteral("ffffffffffffffffffffffffffffffff"));
    const QList<qint64> ids = enqueueMany(5);
    QSignalSpy states(engine.get(), &Engine::stateChanged);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return engine->state() == Engine::State::PausedForKey;
        },
        kRunTimeout));
    EXPECT_FALSE(engine->stateReason().isEmpty());
    // No more traffic while paused: the request count stays put.
    const int before = requests(QStringLiteral("res.php")) + requests(QStringLiteral("in.php"));
    QSignalSpy changed(engine.get(), &Engine::jobsChanged);
    changed.wait(int(TimingPolicy::defaults().scaled(kScale).pollIntervalMs * 5));
    EXPECT_EQ(requests(QStringLiteral("res.php")) + requests(QStringLiteral("in.php")), before);
    EXPECT_EQ(countInState(ids, JobState::Queued), 5);
    EXPECT_EQ(countInState(ids, JobState::Failed), 0);
    int pausedSignals = 0;
    for (const QList<QVariant> &args : states) {
        pausedSignals += args.at(0).value<Engine::State>() == Engine::State::PausedForKey ? 1 : 0;
    }
    EXPECT_EQ(pausedSignals, 1);

    client.setApiKey(kSimKey);
    engine->resumeAfterKeyChange();
    EXPECT_EQ(engine->state(), Engine::State::Running);
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 5);
}

TEST_P(EngineFaults, IpBanStopsAllTrafficUntilItEnds)
{
    // The simulator bans after one bad-key request; the engine must then stay silent for the ban's length.
    startSimulator({{QStringLiteral("banAfterBadKeys"), 1}, {QStringLiteral("banSeconds"), 60}});
    client.setApiKey(QStringLiteral("ffffffffffffffffffffffffffffffff"));
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return engine->state() == Engine::State::PausedForKey;
        },
        kRunTimeout));
    client.setApiKey(kSimKey);
    const qint64 id = enqueue(Method::Turnstile);
    engine->resumeAfterKeyChange();
    ASSERT_TRUE(waitUntil(
        [&] {
        return engine->state() == Engine::State::Banned;
        },
        kRunTimeout));
    EXPECT_FALSE(engine->stateReason().isEmpty());
    const int before = requests(QStringLiteral("res.php")) + requests(QStringLiteral("in.php"));
    // The ban is 300 s x 0.02 = 6 s for the engine (the simulator's 60 s x 0.02 = 1.2 s is shorter): nothing
    // may be sent for the first half of it.
    QSignalSpy changed(engine.get(), &Engine::jobsChanged);
    changed.wait(int(TimingPolicy::defaults().scaled(kScale).ipBanMs / 2));
    EXPECT_EQ(requests(QStringLiteral("res.php")) + requests(QStringLiteral("in.php")), before);
    EXPECT_NE(job(id).state, JobState::Failed);
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    EXPECT_EQ(job(id).state, JobState::Solved);
    EXPECT_EQ(engine->state(), Engine::State::Running);
}

TEST_P(EngineFaults, UnsolvableTaskFailsWithTheProvidersCode)
{
    startSimulator({{QStringLiteral("unsolvableRate"), 1.0}});
    const qint64 id = enqueue(Method::Turnstile);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    EXPECT_EQ(job(id).state, JobState::Failed);
    EXPECT_EQ(job(id).errorCode, QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    EXPECT_FALSE(job(id).errorDetail.isEmpty());
}

TEST_P(EngineFaults, ServerDownThenBackRecoversEveryJob)
{
    startSimulator({{QStringLiteral("down"), QStringLiteral("refuse")}});
    const QList<qint64> ids = enqueueMany(3);
    engine->start();
    QSignalSpy changed(engine.get(), &Engine::jobsChanged);
    ASSERT_TRUE(waitUntil(
        [&] {
        return !changed.isEmpty();
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Failed), 0);
    QString error;
    ASSERT_TRUE(sim.applyConfig({{QStringLiteral("down"), false}}, &error)) << error.toStdString();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 3);
}

INSTANTIATE_TEST_SUITE_P(Backends, EngineFaults, allBackends(), backendName);
