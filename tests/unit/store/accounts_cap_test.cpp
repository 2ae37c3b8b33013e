// The account's shared cap (issue 37): with no cap set, the plan's threads are the cap every engine of the account
// claims against; schema 11 clears the old built-in default of 5 that consoles and `serve` saved as if chosen.
#include "core/store/accounts.h"
#include "core/store/auditlog.h"
#include "core/store/claims.h"
#include "core/store/leases.h"
#include "core/store/storeschema.h"
#include "storefixture.h"
#include "support/testhosts.h"

#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class AccountsCapTest : public BackendStoreTest
{
protected:
    void SetUp() override
    {
        BackendStoreTest::SetUp();
        QString error;
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store, &error)) << error.toStdString();
    }

    const QString account = QStringLiteral("acct-test");

    // Reopens the database as an older SolveDeck left it (schema 9: before the plan was the default cap) with the
    // account's cap at `cap`.
    void reopenFromSchemaNine(int cap)
    {
        ASSERT_TRUE(Accounts(store).setPlan(account, 20).ok());
        store.close();
        {
            RawConnection raw(*db);
            ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
            ASSERT_TRUE(raw.exec(QStringLiteral("UPDATE accounts SET thread_cap = %1").arg(cap)));
            ASSERT_TRUE(raw.exec(QStringLiteral("DELETE FROM schema_version WHERE version = 11")));
        }
        ASSERT_TRUE(store.open(location).ok());
        EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    }
};

TEST_P(AccountsCapTest, WithNoCapSetThePlanIsTheCap)
{
    AccountCapacity capacity;
    EXPECT_EQ(capacity.effectiveCap(), 0) << "nothing known";
    capacity.planThreads = 20;
    EXPECT_EQ(capacity.effectiveCap(), 20);
    capacity.threadCap = 5;
    EXPECT_EQ(capacity.effectiveCap(), 5);
    capacity.threadCap = 30;
    EXPECT_EQ(capacity.effectiveCap(), 20) << "never beyond the plan";
    capacity.planThreads = 0;
    EXPECT_EQ(capacity.effectiveCap(), 30);
}

// The shared cap row still holds across engines: with nobody's cap set, the plan bounds every engine together.
TEST_P(AccountsCapTest, ClaimsOfAllEnginesStayWithinThePlanWhenNoCapIsSet)
{
    ASSERT_TRUE(Accounts(store).setPlan(account, 6).ok());
    for (int i = 0; i < 10; ++i) {
        enqueueOne(QStringLiteral("k%1").arg(i));
    }
    EngineInfo other;
    other.id = QStringLiteral("other-engine");
    other.host = QStringLiteral("elsewhere");
    other.pid = 1;
    other.account = account;
    ASSERT_TRUE(Leases(store).registerEngine(other).ok());
    ClaimRequest theirs;
    theirs.engineId = other.id;
    theirs.account = account;
    theirs.limit = 4;
    theirs.dueAtMs = clock.nowMs();
    const auto taken = Claims(store).claimDue(theirs);
    ASSERT_TRUE(taken.ok()) << taken.error().message.toStdString();
    ASSERT_EQ(taken->size(), 4);

    ClaimRequest mine;
    mine.engineId = QStringLiteral("this-engine");
    mine.account = account;
    mine.limit = 6; // this engine's own count says the whole plan is free
    mine.dueAtMs = clock.nowMs();
    const auto claimed = Claims(store).claimDue(mine);
    ASSERT_TRUE(claimed.ok()) << claimed.error().message.toStdString();
    EXPECT_EQ(claimed->size(), 2) << "6 plan threads, 4 held by the other engine";
}

TEST_P(AccountsCapTest, SchemaElevenClearsTheOldDefaultNobodyChose)
{
    // authoriseTestHosts left hosts.allow entries in the audit log: those are no cap choice.
    reopenFromSchemaNine(5);
    EXPECT_EQ(Accounts(store).capacity(account).threadCap, 0);
    EXPECT_EQ(Accounts(store).capacity(account).effectiveCap(), 20);
}

TEST_P(AccountsCapTest, SchemaElevenKeepsACapAnOperatorChose)
{
    ASSERT_TRUE(AuditLog(store).record(QStringLiteral("threads.cap"), QStringLiteral("5 (run --threads)")).ok());
    reopenFromSchemaNine(5);
    EXPECT_EQ(Accounts(store).capacity(account).threadCap, 5) << "the audit log shows a cap was chosen";
}

TEST_P(AccountsCapTest, SchemaElevenKeepsACapOtherThanTheOldDefault)
{
    reopenFromSchemaNine(3);
    EXPECT_EQ(Accounts(store).capacity(account).threadCap, 3);
}

INSTANTIATE_TEST_SUITE_P(Backends, AccountsCapTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
