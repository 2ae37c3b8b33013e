// The engine while the database does not take writes (issue 27 item 8): a task id it could not store is held,
// its task polled on, and its job never submitted again; stopping names what it still holds.
#include "enginelogicfixture.h"

#include <QCoreApplication>

#include <algorithm>

using namespace SolveDeck;
using namespace SolveDeckTest;

namespace {

using Kind = FakeApi::Kind;

} // namespace

// Issue 27 item 8: a task id the database cannot take (a full disk; here a lock held past the busy timeout, which
// fails the write the same way) is held in memory, its task polled on through StoreError, and written with the token
// once the database takes writes: the job is never submitted again. The state reason names the held ids.
TEST_F(EngineLogic, ATaskIdTheDatabaseCannotTakeIsHeldAndPolledAndItsJobNeverSubmittedAgain)
{
    engine->setMultiIdPolling(false);
    startWithPlan(5);
    ASSERT_TRUE(store.setBusyTimeout(20).ok());
    const qint64 id = enqueue();
    engine->wake();
    scheduler.runDue();
    ASSERT_EQ(api.count(Kind::Submit), 1);
    {
        OtherConnection other(path);
        ASSERT_TRUE(other.exec(QStringLiteral("BEGIN IMMEDIATE")));
        ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T1")));
        ASSERT_EQ(engine->unstoredTaskIds().size(), 1);
        EXPECT_EQ(engine->unstoredTaskIds().at(0).jobId, id);
        EXPECT_EQ(engine->unstoredTaskIds().at(0).taskId, QStringLiteral("T1"));
        EXPECT_EQ(job(id).state, JobState::Submitting) << "the database has not taken the task id";
        scheduler.advance(policy.storeErrorAfterMs + policy.storeRetryMs);
        ASSERT_EQ(engine->state(), Engine::State::StoreError);
        EXPECT_TRUE(engine->stateReason().contains(QStringLiteral("1 task id(s)")))
            << engine->stateReason().toStdString();
        EXPECT_TRUE(engine->stateReason().contains(QStringLiteral("still polled")));
        // Polls go on while the database refuses writes (FakeApi counts the polls waiting for an answer: one not
        // ready, then the next one comes); the answers are kept with the task id.
        ASSERT_TRUE(advanceUntil(
            [&] {
            return api.count(Kind::Poll) > 0;
            },
            120'000))
            << "no poll while the database refuses writes";
        ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), false));
        ASSERT_EQ(engine->state(), Engine::State::StoreError);
        ASSERT_TRUE(advanceUntil(
            [&] {
            return api.count(Kind::Poll) > 0;
            },
            120'000))
            << "no poll during StoreError";
        ASSERT_EQ(engine->state(), Engine::State::StoreError);
        ASSERT_TRUE(api.answerPoll(QStringLiteral("T1"), true, QStringLiteral("held-token")));
        scheduler.runDue();
        EXPECT_EQ(engine->pendingStoreWrites(), 2) << "the task id, then the token";
        EXPECT_EQ(api.submits, 1) << "submits sent";
        EXPECT_FALSE(engine->isIdle());
        ASSERT_TRUE(other.exec(QStringLiteral("ROLLBACK")));
    }
    scheduler.advance(policy.storeRetryMs);
    EXPECT_EQ(engine->pendingStoreWrites(), 0);
    EXPECT_TRUE(engine->unstoredTaskIds().isEmpty());
    EXPECT_EQ(engine->state(), Engine::State::Running);
    EXPECT_EQ(job(id).state, JobState::Solved);
    EXPECT_EQ(job(id).taskId, QStringLiteral("T1"));
    EXPECT_EQ(job(id).token, QStringLiteral("held-token"));
    scheduler.advance(60'000);
    EXPECT_EQ(api.submits, 1) << "never submitted again";
}

// Stopping while a task id is held: the engine names it (the CLI prints it on stderr) and the log says so.
TEST_F(EngineLogic, StoppingWhileHoldingATaskIdNamesItInTheLog)
{
    startWithPlan(5);
    ASSERT_TRUE(store.setBusyTimeout(20).ok());
    const qint64 id = enqueue();
    engine->wake();
    scheduler.runDue();
    OtherConnection other(path);
    ASSERT_TRUE(other.exec(QStringLiteral("BEGIN IMMEDIATE")));
    ASSERT_TRUE(api.acceptSubmit(QStringLiteral("T9")));
    static QStringList logged;
    logged.clear();
    const QtMessageHandler previous = qInstallMessageHandler(
        [](QtMsgType, const QMessageLogContext &, const QString &m) {
        logged << m;
    });
    engine->stop();
    qInstallMessageHandler(previous);
    ASSERT_EQ(engine->unstoredTaskIds().size(), 1);
    EXPECT_EQ(engine->unstoredTaskIds().at(0).taskId, QStringLiteral("T9"));
    const QString expected = QStringLiteral("job %1 task T9").arg(id);
    EXPECT_TRUE(std::any_of(logged.cbegin(), logged.cend(), [&expected](const QString &m) {
        return m.contains(QStringLiteral("stopping with task ids")) && m.contains(expected);
    })) << logged.join(QLatin1Char('\n')).toStdString();
    ASSERT_TRUE(other.exec(QStringLiteral("ROLLBACK")));
}
