#include "core/engine/adaptiveoracle.h"
#include "enginefixture.h"

using namespace SolveDeck;
using namespace SolveDeckTest;

namespace {
constexpr auto kRunTimeout = std::chrono::seconds(60);
}

class EngineCapacity : public EngineOnBackends
{
};

TEST_P(EngineCapacity, CapIsNeverExceededAlsoWhileChangedLive)
{
    // Solves long enough that the cap, not the solve time, limits concurrency.
    startSimulator({{QStringLiteral("threads"), 8},
                    {QStringLiteral("solveTimes"),
                     QJsonObject{{QStringLiteral("turnstile"),
                                  QJsonObject{{QStringLiteral("dist"), QStringLiteral("uniform")},
                                              {QStringLiteral("min"), 5},
                                              {QStringLiteral("max"), 15}}}}}});
    const QList<qint64> ids = enqueueMany(40);
    engine->setThreadCap(2);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return countInState(ids, JobState::Solved) >= 8;
        },
        kRunTimeout));
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 2);
    EXPECT_LE(engine->status().inFlight, 2);

    engine->setThreadCap(5);
    EXPECT_EQ(engine->status().effectiveCap, 5);
    ASSERT_TRUE(waitUntil(
        [&] {
        return countInState(ids, JobState::Solved) >= 24;
        },
        kRunTimeout));
    const int maxAtFive = keyStats().value(QStringLiteral("maxBusyThreads")).toInt();
    EXPECT_LE(maxAtFive, 5);
    EXPECT_GE(maxAtFive, 3); // the raised cap was used

    engine->setThreadCap(3);
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 40);
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 5);
    EXPECT_EQ(keyStats().value(QStringLiteral("refusedNoThread")).toInt(), 0);
    EXPECT_EQ(keyStats().value(QStringLiteral("submits")).toInt(), 40);
}

TEST_P(EngineCapacity, UserCapIsClampedToThePlanThreads)
{
    startSimulator({{QStringLiteral("threads"), 3}});
    const QList<qint64> ids = enqueueMany(20);
    engine->setThreadCap(10);
    QSignalSpy capacity(engine.get(), &Engine::capacityChanged);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(engine->status().planThreads, 3);
    EXPECT_EQ(engine->status().effectiveCap, 3);
    EXPECT_EQ(engine->threadCap(), 10);
    EXPECT_EQ(countInState(ids, JobState::Solved), 20);
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 3);
    // With the cap at (here: above) the plan, the engine may submit speculatively when a thread is likely free;
    // the server refuses those that come too early. Every refusal is one of those, within their bound.
    const EngineStats stats = engine->stats();
    EXPECT_EQ(keyStats().value(QStringLiteral("refusedNoThread")).toInt(), stats.speculativeRefusals);
    EXPECT_LE(stats.speculativeRefusals,
              AdaptiveTuning{}.speculativeRefusalAllowance + int(AdaptiveTuning{}.speculativeRefusalsPerSolve * 20));
    EXPECT_EQ(keyStats().value(QStringLiteral("submits")).toInt(), 20); // accepted: one task per job
    EXPECT_FALSE(capacity.isEmpty());
}

TEST_P(EngineCapacity, SpeculativeSubmitsStayWithinThePlanAndTheirBudget)
{
    // The cap equals the plan and solves take long enough for the engine to predict when threads free up. Early
    // submits are refused by the server; none may exceed the plan, create a second task, back a job off for
    // long, or fail a job.
    startSimulator({{QStringLiteral("threads"), 3},
                    {QStringLiteral("solveTimes"),
                     QJsonObject{{QStringLiteral("turnstile"),
                                  QJsonObject{{QStringLiteral("dist"), QStringLiteral("lognormal")},
                                              {QStringLiteral("median"), 10},
                                              {QStringLiteral("p95"), 15}}}}}});
    const QList<qint64> ids = enqueueMany(30);
    engine->setThreadCap(3);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 30);
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 3);
    EXPECT_EQ(keyStats().value(QStringLiteral("submits")).toInt(), 30);
    const EngineStats stats = engine->stats();
    EXPECT_EQ(keyStats().value(QStringLiteral("refusedNoThread")).toInt(), stats.speculativeRefusals);
    EXPECT_LE(stats.speculativeRefusals,
              AdaptiveTuning{}.speculativeRefusalAllowance + int(AdaptiveTuning{}.speculativeRefusalsPerSolve * 30));
    EXPECT_EQ(stats.submits, 30 + stats.speculativeRefusals);
    RecordProperty("speculativeSubmits", stats.speculativeSubmits);
}

TEST_P(EngineCapacity, ThreadExhaustionBacksOffThenSucceeds)
{
    // Another program on the same key holds both threads for a while: our submits are refused with
    // ERROR_ZERO_BALANCE until they free up. It must back off and then solve everything, failing nothing.
    startSimulator({{QStringLiteral("threads"), 2},
                    {QStringLiteral("solveTimes"),
                     QJsonObject{{QStringLiteral("recaptcha_v2"),
                                  QJsonObject{{QStringLiteral("dist"), QStringLiteral("fixed")},
                                              {QStringLiteral("seconds"), 40}}}}}});
    ApiClient other;
    ASSERT_TRUE(other.setEndpoint(sim.baseUrl()).ok());
    other.setApiKey(kSimKey);
    int occupied = 0;
    for (int i = 0; i < 2; ++i) {
        other.submit(spec(Method::RecaptchaV2, 100 + i), [&](const ApiResult<SubmitOk> &r) {
            occupied += r.ok();
        });
    }
    ASSERT_TRUE(waitUntil(
        [&] {
        return occupied == 2;
        },
        std::chrono::seconds(5)));

    const QList<qint64> ids = enqueueMany(4);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 4);
    EXPECT_GT(keyStats().value(QStringLiteral("refusedNoThread")).toInt(), 0);
    bool backedOff = false;
    for (qint64 id : ids) {
        backedOff = backedOff || hasEvent(id, EventKind::Backoff);
    }
    EXPECT_TRUE(backedOff);
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 2);
}

TEST_P(EngineCapacity, CapacityWaitGivesUpWithANamedError)
{
    // Every submit is refused for want of a thread, for longer than the give-up time.
    startSimulator({{QStringLiteral("threads"), 1},
                    {QStringLiteral("solveTimes"),
                     QJsonObject{{QStringLiteral("recaptcha_v2"),
                                  QJsonObject{{QStringLiteral("dist"), QStringLiteral("fixed")},
                                              {QStringLiteral("seconds"), 100000}}}}}});
    ApiClient other;
    ASSERT_TRUE(other.setEndpoint(sim.baseUrl()).ok());
    other.setApiKey(kSimKey);
    bool occupied = false;
    other.submit(spec(Method::RecaptchaV2, 100), [&](const ApiResult<SubmitOk> &r) {
        occupied = r.ok();
    });
    ASSERT_TRUE(waitUntil(
        [&] {
        return occupied;
        },
        std::chrono::seconds(5)));

    TimingPolicy policy = TimingPolicy::defaults().scaled(kScale);
    policy.capacityGiveUpMs = 1'000; // instead of 10 min x 0.02 = 12 s
    engine->setTimingPolicy(policy);
    const qint64 id = enqueue(Method::Turnstile);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    EXPECT_EQ(job(id).state, JobState::Failed);
    EXPECT_EQ(job(id).errorCode, QStringLiteral("CAPACITY_WAIT_EXCEEDED"));
}

INSTANTIATE_TEST_SUITE_P(Backends, EngineCapacity, allBackends(), backendName);
