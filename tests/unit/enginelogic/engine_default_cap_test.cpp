// The plan as the default cap (issue 37, item 4): until an operator sets a cap, the cap is the plan's threads, and
// the first threadsinfo decides before any submit; a cap an operator set is kept and shown as such.
#include "core/store/accounts.h"
#include "enginelogicfixture.h"

using namespace SolveDeck;
using Kind = SolveDeckTest::FakeApi::Kind;

namespace {

constexpr int kPlan = 20;

} // namespace

TEST_F(EngineLogic, WithNoCapSetTheFirstThreadsinfoDecidesAndEveryPlanThreadIsUsed)
{
    for (int i = 0; i < 30; ++i) {
        enqueue(Method::Turnstile, i);
    }
    engine->start(); // no setThreadCap: nobody chose a cap
    scheduler.runDue();
    ASSERT_EQ(api.count(Kind::ThreadsInfo), 1);
    EXPECT_EQ(api.count(Kind::Submit), 0) << "no submit goes before the plan is known";
    EXPECT_FALSE(engine->status().capSetByOperator);

    ASSERT_TRUE(api.answerThreadsInfo(kPlan, 0));
    scheduler.runDue();
    EXPECT_EQ(api.count(Kind::Submit), kPlan) << "the first dispatch fills every thread of the plan, not 5";
    const EngineStatus status = engine->status();
    EXPECT_EQ(status.effectiveCap, kPlan);
    EXPECT_EQ(status.planThreads, kPlan);
    EXPECT_FALSE(status.capSetByOperator);
    EXPECT_EQ(engine->threadCap(), kPlan);
    // The plan is not written as anybody's choice: the account's row keeps "no cap set".
    const AccountCapacity account = Accounts(store).capacity(QString());
    EXPECT_EQ(account.threadCap, 0);
    EXPECT_EQ(account.planThreads, kPlan);
    EXPECT_EQ(account.effectiveCap(), kPlan);
}

TEST_F(EngineLogic, AnOperatorsCapIsKeptAndShownAsSuch)
{
    for (int i = 0; i < 10; ++i) {
        enqueue(Method::Turnstile, i);
    }
    startWithPlan(kPlan, 3);
    EXPECT_EQ(api.count(Kind::Submit), 3);
    const EngineStatus status = engine->status();
    EXPECT_EQ(status.effectiveCap, 3);
    EXPECT_TRUE(status.capSetByOperator);
    EXPECT_EQ(Accounts(store).capacity(QString()).threadCap, 3);
}

TEST_F(EngineLogic, ACapSetForTheAccountElsewhereIsFollowedAsAnOperatorsCap)
{
    ASSERT_TRUE(Accounts(store).setCap(QString(), 4).ok());
    for (int i = 0; i < 10; ++i) {
        enqueue(Method::Turnstile, i);
    }
    engine->start();
    scheduler.runDue();
    ASSERT_TRUE(api.answerThreadsInfo(kPlan, 0));
    scheduler.runDue();
    EXPECT_EQ(api.count(Kind::Submit), 4);
    EXPECT_EQ(engine->threadCap(), 4);
    EXPECT_TRUE(engine->status().capSetByOperator);
    EXPECT_EQ(Accounts(store).capacity(QString()).threadCap, 4) << "following a cap does not rewrite it";
}

TEST_F(EngineLogic, WithNoCapSetTheCapFollowsAPlanThatGrows)
{
    engine->start();
    scheduler.runDue();
    ASSERT_TRUE(api.answerThreadsInfo(8, 0));
    scheduler.runDue();
    EXPECT_EQ(engine->status().effectiveCap, 8);
    scheduler.advance(policy.idleReadingsMs + 1);
    ASSERT_TRUE(api.answerThreadsInfo(12, 0));
    scheduler.runDue();
    EXPECT_EQ(engine->status().effectiveCap, 12);
    EXPECT_FALSE(engine->status().capSetByOperator);
}
