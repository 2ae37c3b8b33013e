#include "enginefixture.h"
#include "support/teststore.h"

using namespace SolveDeck;
using namespace SolveDeckTest;

namespace {
constexpr auto kRunTimeout = std::chrono::seconds(60);

QJsonObject slowTurnstile(double seconds)
{
    return {{QStringLiteral("solveTimes"),
             QJsonObject{{QStringLiteral("turnstile"),
                          QJsonObject{{QStringLiteral("dist"), QStringLiteral("fixed")},
                                      {QStringLiteral("seconds"), seconds}}}}}};
}
} // namespace

class EngineLifecycle : public EngineOnBackends
{
};

TEST_P(EngineLifecycle, DeadlineFailsTheJobWithANamedError)
{
    startSimulator(slowTurnstile(100000));
    const qint64 id = enqueue(Method::Turnstile);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    const Job j = job(id);
    EXPECT_EQ(j.state, JobState::Failed);
    EXPECT_EQ(j.errorCode, QStringLiteral("DEADLINE_EXCEEDED"));
    // Not before the deadline (120 s scaled).
    EXPECT_GE(j.finishedAtMs - j.submittedAtMs, TimingPolicy::defaults().scaled(kScale).deadlineMs);
}

TEST_P(EngineLifecycle, CancelQueuedAndInFlightThenRetry)
{
    startSimulator(slowTurnstile(60)); // 1.2 s at this scale
    engine->setThreadCap(1);
    const qint64 inFlight = enqueue(Method::Turnstile, 1);
    const qint64 queued = enqueue(Method::Turnstile, 2);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return job(inFlight).state == JobState::Submitted;
        },
        kRunTimeout));
    const QString firstTask = job(inFlight).taskId;
    ASSERT_TRUE(engine->cancelJob(inFlight).ok());
    ASSERT_TRUE(engine->cancelJob(queued).ok());
    EXPECT_EQ(job(inFlight).state, JobState::Canceled);
    EXPECT_EQ(job(queued).state, JobState::Canceled);
    EXPECT_FALSE(engine->cancelJob(queued).ok()); // already canceled
    EXPECT_FALSE(engine->cancelJob(999999).ok());
    // The canceled task still occupies its thread at the server: it keeps counting.
    EXPECT_EQ(engine->status().inFlight, 1);

    ASSERT_TRUE(engine->retryJob(inFlight).ok());
    ASSERT_TRUE(engine->retryJob(queued).ok());
    EXPECT_FALSE(engine->retryJob(queued).ok()); // queued now: nothing to retry
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({inFlight, queued});
        },
        kRunTimeout));
    EXPECT_EQ(job(inFlight).state, JobState::Solved);
    EXPECT_EQ(job(queued).state, JobState::Solved);
    EXPECT_NE(job(inFlight).taskId, firstTask); // a new task
    EXPECT_TRUE(hasEvent(inFlight, EventKind::Canceled));
    EXPECT_TRUE(hasEvent(inFlight, EventKind::Retried));
    EXPECT_EQ(keyStats().value(QStringLiteral("submits")).toInt(), 3);
    EXPECT_LE(keyStats().value(QStringLiteral("maxBusyThreads")).toInt(), 1);
}

TEST_P(EngineLifecycle, RetryOfAFailedJobSubmitsANewTask)
{
    startSimulator({{QStringLiteral("unsolvableRate"), 1.0}});
    const qint64 id = enqueue(Method::Image);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    ASSERT_EQ(job(id).state, JobState::Failed);
    QString error;
    ASSERT_TRUE(sim.applyConfig({{QStringLiteral("unsolvableRate"), 0.0}}, &error));
    ASSERT_TRUE(engine->retryJob(id).ok());
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({id});
        },
        kRunTimeout));
    EXPECT_EQ(job(id).state, JobState::Solved);
    EXPECT_EQ(job(id).attempts, 2);
}

TEST_P(EngineLifecycle, RestartResumesSubmittedJobsAndRequeuesThoseCaughtMidSubmit)
{
    // Left behind by a killed process: one job mid-submit, one submitted with its task id committed.
    const qint64 midSubmit = enqueue(Method::Turnstile, 1);
    const qint64 submitted = enqueue(Method::Turnstile, 2);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, midSubmit).ok());
    ASSERT_TRUE(SolveDeckTest::claimJob(store, submitted).ok());
    QString taskId;
    client.submit(spec(Method::Turnstile, 2), [&](const ApiResult<SubmitOk> &r) {
        if (r.ok()) {
            taskId = r.value->taskId;
        }
    });
    ASSERT_TRUE(waitUntil(
        [&] {
        return !taskId.isEmpty();
        },
        std::chrono::seconds(5)));
    ASSERT_TRUE(store.markSubmitted(submitted, taskId).ok());

    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal({midSubmit, submitted});
        },
        kRunTimeout));
    EXPECT_EQ(job(midSubmit).state, JobState::Solved);
    EXPECT_EQ(job(submitted).state, JobState::Solved);
    EXPECT_TRUE(hasEvent(midSubmit, EventKind::UncertainSubmit));
    EXPECT_EQ(job(submitted).taskId, taskId); // polled, not submitted again
    EXPECT_EQ(keyStats().value(QStringLiteral("submits")).toInt(), 2);
}

TEST_P(EngineLifecycle, StopLeavesStateRecoverableAndStartResumes)
{
    startSimulator(slowTurnstile(30));
    const QList<qint64> ids = enqueueMany(6);
    engine->setThreadCap(3);
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return countInState(ids, JobState::Submitted) >= 1;
        },
        kRunTimeout));
    engine->stop();
    EXPECT_EQ(engine->state(), Engine::State::Stopped);
    // A second engine on the same store takes over, as after a restart.
    engine = std::make_unique<Engine>(&store, &client);
    engine->setTimingPolicy(TimingPolicy::defaults().scaled(kScale));
    engine->start();
    ASSERT_TRUE(waitUntil(
        [&] {
        return allTerminal(ids);
        },
        kRunTimeout));
    EXPECT_EQ(countInState(ids, JobState::Solved), 6);
}

INSTANTIATE_TEST_SUITE_P(Backends, EngineLifecycle, allBackends(), backendName);
