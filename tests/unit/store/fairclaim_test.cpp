// The fair claim on both backends (Claims::claimDue with owners): a client's single job is claimed at the next free
// thread whatever another client has queued, weights follow the clients' limits, no client passes its own limit,
// the account's cap still holds for all of them together, and within one owner an uncertain re-send goes first.
#include "core/store/batchenqueue.h"
#include "core/store/claims.h"
#include "core/store/clientregistry.h"
#include "storefixture.h"
#include "support/testhosts.h"

#include <QHash>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class FairClaimTest : public BackendStoreTest
{
protected:
    void SetUp() override
    {
        BackendStoreTest::SetUp();
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store));
    }

    GatewayClient addClient(const QString &name, int limit = 0)
    {
        auto added = ClientRegistry(store).add(name, limit, {});
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->client : GatewayClient{};
    }

    QList<qint64> enqueueFor(const GatewayClient &client, int count)
    {
        QList<EnqueueRequest> requests;
        for (int i = 0; i < count; ++i) {
            requests << EnqueueRequest{client.id, client.jobCreator(), recaptchaSpec(), {}};
        }
        QList<qint64> ids;
        for (const EnqueueOutcome &outcome : BatchEnqueue(store).commit(requests)) {
            EXPECT_EQ(outcome.kind, EnqueueOutcome::Kind::Created);
            ids << outcome.jobId;
        }
        return ids;
    }

    ClaimRequest request(int limit, int ownBusy = 0)
    {
        ClaimRequest r;
        r.engineId = QStringLiteral("host/1/1/1");
        r.account = QStringLiteral("acct-fair");
        r.dueAtMs = clock.nowMs() + 1;
        r.limit = limit;
        r.ownBusy = ownBusy;
        return r;
    }

    QList<qint64> claim(int limit, int ownBusy = 0)
    {
        const auto claimed = Claims(store).claimDue(request(limit, ownBusy));
        EXPECT_TRUE(claimed.ok()) << (claimed.ok() ? std::string() : claimed.error().message.toStdString());
        QList<qint64> ids;
        for (const Job &job : claimed.ok() ? claimed.value() : QList<Job>{}) {
            ids << job.id;
        }
        return ids;
    }

    void setCap(int cap)
    {
        RawConnection raw(*db);
        ASSERT_TRUE(raw.ok());
        ASSERT_TRUE(raw.exec(QStringLiteral("INSERT INTO accounts (fingerprint, thread_cap, plan_threads, updated_at)"
                                            " VALUES ('acct-fair', %1, %1, 0)")
                                 .arg(cap)))
            << raw.lastError().toStdString();
    }

    // Whose jobs `ids` are.
    QHash<qint64, int> owners(const QList<qint64> &ids)
    {
        RawConnection raw(*db);
        QHash<qint64, int> counts;
        for (qint64 id : ids) {
            ++counts[raw.scalar(QStringLiteral("SELECT owner FROM jobs WHERE id = %1").arg(id)).toLongLong()];
        }
        return counts;
    }
};

TEST_P(FairClaimTest, OneJobOfAClientGoesFirstPastAnotherClientsImportThatHoldsEveryThread)
{
    setCap(5);
    const GatewayClient import = addClient(QStringLiteral("import"));
    const GatewayClient single = addClient(QStringLiteral("single"));
    enqueueFor(import, 200);
    const QList<qint64> first = claim(5);
    EXPECT_EQ(owners(first).value(import.id), 5);
    clock.advanceMs(1000);
    const qint64 mine = enqueueFor(single, 1).constFirst();
    // One of the import's solves ends: the freed thread goes to the single job, not to the import's next one.
    const qint64 finished = first.constFirst();
    ASSERT_TRUE(store.markSubmitted(finished, QStringLiteral("T")).ok());
    ASSERT_TRUE(store.markSolved(finished, QStringLiteral("tok"), clock.nowMs() + 60'000).ok());
    EXPECT_EQ(claim(1, 4), QList<qint64>{mine});
}

TEST_P(FairClaimTest, TheOperatorAndClientsShareByWeight)
{
    setCap(8);
    const GatewayClient small = addClient(QStringLiteral("small"), 2);
    const GatewayClient big = addClient(QStringLiteral("big"));
    enqueueFor(small, 2); // its limit: open jobs
    enqueueFor(big, 20);
    for (int i = 0; i < 20; ++i) {
        enqueueOne();
    }
    const QHash<qint64, int> counts = owners(claim(8));
    // Weights 2 (the small client's limit), 8 and 8 (the unlimited client and the operator weigh the cap): 8 threads
    // split about 0.9, 3.6 and 3.6, the operator first on ties.
    EXPECT_EQ(counts.value(small.id), 1);
    EXPECT_EQ(counts.value(big.id), 3);
    EXPECT_EQ(counts.value(0), 4);
}

TEST_P(FairClaimTest, AClientNeverPassesItsLimitAndTheCapHoldsForAll)
{
    setCap(4);
    const GatewayClient limited = addClient(QStringLiteral("limited"), 3);
    enqueueFor(limited, 3);
    const QList<qint64> first = claim(10);
    EXPECT_EQ(first.size(), 3);
    EXPECT_TRUE(claim(10).isEmpty()); // at its limit, and nobody else has work
    for (int i = 0; i < 5; ++i) {
        enqueueOne();
    }
    // The cap of 4 with 3 of the client's in flight (counted by this engine): one more, the operator's.
    const QList<qint64> more = claim(10, 3);
    ASSERT_EQ(more.size(), 1);
    EXPECT_EQ(owners(more).value(0), 1);
}

TEST_P(FairClaimTest, WithinAnOwnerAnUncertainResendGoesFirst)
{
    setCap(10);
    const qint64 older = enqueueOne();
    clock.advanceMs(10);
    const qint64 uncertain = enqueueOne();
    clock.advanceMs(10);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, uncertain).ok());
    ASSERT_TRUE(
        store.requeue(uncertain, 0, QString::fromLatin1(EventKind::UncertainSubmit), QStringLiteral("lost")).ok());
    clock.advanceMs(10);
    EXPECT_EQ(claim(1), QList<qint64>{uncertain});
    EXPECT_EQ(claim(1), QList<qint64>{older});
}

TEST_P(FairClaimTest, OnlyTheOperatorClaimsInDueOrderAsBefore)
{
    setCap(10);
    const qint64 a = enqueueOne();
    clock.advanceMs(5);
    const qint64 b = enqueueOne();
    clock.advanceMs(5);
    const qint64 c = enqueueOne();
    EXPECT_EQ(claim(2), (QList<qint64>{a, b}));
    EXPECT_EQ(claim(2), QList<qint64>{c});
}

TEST_P(FairClaimTest, JobsForUnauthorisedHostsWait)
{
    setCap(10);
    const GatewayClient client = addClient(QStringLiteral("c"));
    EnqueueRequest unauthorised{client.id,
                                client.jobCreator(),
                                recaptchaSpec(QStringLiteral("https://evil.invalid/")),
                                {}};
    const qint64 held = BatchEnqueue(store).commit({unauthorised}).constFirst().jobId;
    const qint64 due = enqueueFor(client, 1).constFirst();
    EXPECT_EQ(claim(10), QList<qint64>{due});
    EXPECT_EQ(store.job(held)->state, JobState::Queued);
}

INSTANTIATE_TEST_SUITE_P(Backends, FairClaimTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
