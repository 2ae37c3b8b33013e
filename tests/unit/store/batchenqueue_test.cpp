// The gateway's group commit on both backends: BatchEnqueue (one transaction per batch: limits counted once per
// client, idempotency keys scoped to the client, revoked clients refused) and EnqueueBatcher (its own thread and
// connection; every request answered once, on the caller's thread; requests that arrive while a commit runs share
// the next one).
#include "core/store/batchenqueue.h"
#include "core/store/clientregistry.h"
#include "core/store/enqueuebatcher.h"
#include "core/thread/mailbox.h"
#include "storefixture.h"
#include "support/testutil.h"

#include <QSignalSpy>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;
using namespace std::chrono_literals;

namespace {

class BatchEnqueueTest : public BackendStoreTest
{
protected:
    GatewayClient addClient(const QString &name, int limit = 0)
    {
        auto added = ClientRegistry(store).add(name, limit, {});
        EXPECT_TRUE(added.ok());
        return added.ok() ? added->client : GatewayClient{};
    }

    static EnqueueRequest request(const GatewayClient &client, const QString &key = {})
    {
        return EnqueueRequest{client.id, client.jobCreator(), recaptchaSpec(), key};
    }

    static QList<EnqueueOutcome::Kind> kinds(const QList<EnqueueOutcome> &outcomes)
    {
        QList<EnqueueOutcome::Kind> out;
        for (const EnqueueOutcome &o : outcomes) {
            out << o.kind;
        }
        return out;
    }
};

using Kind = EnqueueOutcome::Kind;

TEST_P(BatchEnqueueTest, StoresEachJobWithItsOwnerAndCreator)
{
    const GatewayClient client = addClient(QStringLiteral("owner"));
    const QList<EnqueueOutcome> outcomes = BatchEnqueue(store).commit({request(client), request(client)});
    ASSERT_EQ(kinds(outcomes), (QList<Kind>{Kind::Created, Kind::Created}));
    EXPECT_NE(outcomes[0].jobId, outcomes[1].jobId);
    const std::optional<Job> job = store.job(outcomes[0].jobId);
    ASSERT_TRUE(job.has_value());
    EXPECT_EQ(job->state, JobState::Queued);
    EXPECT_EQ(job->createdBy, QStringLiteral("client:owner"));
    EXPECT_EQ(eventKinds(store.events(job->id)), QStringList{QStringLiteral("enqueued")});
    RawConnection raw(*db);
    EXPECT_EQ(raw.scalar(QStringLiteral("SELECT owner FROM jobs WHERE id = %1").arg(job->id)).toLongLong(), client.id);
}

TEST_P(BatchEnqueueTest, ARepeatedKeyAnswersTheFirstJobAndKeysOfTwoClientsNeverMeet)
{
    const GatewayClient a = addClient(QStringLiteral("a"));
    const GatewayClient b = addClient(QStringLiteral("b"));
    const QList<EnqueueOutcome> first = BatchEnqueue(store).commit(
        {request(a, QStringLiteral("k1")), request(a, QStringLiteral("k1"))});
    ASSERT_EQ(kinds(first), (QList<Kind>{Kind::Created, Kind::Existing}));
    EXPECT_EQ(first[0].jobId, first[1].jobId);
    const QList<EnqueueOutcome> again = BatchEnqueue(store).commit(
        {request(a, QStringLiteral("k1")), request(b, QStringLiteral("k1"))});
    ASSERT_EQ(kinds(again), (QList<Kind>{Kind::Existing, Kind::Created}));
    EXPECT_EQ(again[0].jobId, first[0].jobId);
    EXPECT_NE(again[1].jobId, first[0].jobId);
    EXPECT_EQ(store.job(first[0].jobId)->idempotencyKey, BatchEnqueue::scopedKey(a.id, QStringLiteral("k1")));
    EXPECT_EQ(BatchEnqueue::unscopedKey(a.id, store.job(first[0].jobId)->idempotencyKey), QStringLiteral("k1"));
    EXPECT_EQ(BatchEnqueue::unscopedKey(b.id, store.job(first[0].jobId)->idempotencyKey), QString());
}

TEST_P(BatchEnqueueTest, TheLimitCountsOpenJobsAndARepeatIsAnsweredAtTheLimit)
{
    const GatewayClient client = addClient(QStringLiteral("limited"), 2);
    const QList<EnqueueOutcome> outcomes = BatchEnqueue(store).commit(
        {request(client, QStringLiteral("x")), request(client), request(client), request(client, QStringLiteral("x"))});
    ASSERT_EQ(kinds(outcomes), (QList<Kind>{Kind::Created, Kind::Created, Kind::OverLimit, Kind::Existing}));
    EXPECT_EQ(outcomes[2].limit, 2);
    // A finished job frees its place.
    ASSERT_TRUE(store.cancel(outcomes[1].jobId).ok());
    EXPECT_EQ(kinds(BatchEnqueue(store).commit({request(client), request(client)})),
              (QList<Kind>{Kind::Created, Kind::OverLimit}));
}

TEST_P(BatchEnqueueTest, ARevokedClientStoresNothingAndAnInvalidRequestCostsTheOthersNothing)
{
    const GatewayClient gone = addClient(QStringLiteral("gone"));
    const GatewayClient fine = addClient(QStringLiteral("fine"));
    ASSERT_TRUE(ClientRegistry(store).revoke(QStringLiteral("gone")).ok());
    EnqueueRequest invalid = request(fine);
    invalid.spec.sitekey.clear();
    const QList<EnqueueOutcome> outcomes = BatchEnqueue(store).commit({request(gone), invalid, request(fine)});
    ASSERT_EQ(kinds(outcomes), (QList<Kind>{Kind::Revoked, Kind::Invalid, Kind::Created}));
    EXPECT_EQ(outcomes[1].error.code, QStringLiteral("INVALID_SPEC"));
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 1);
}

TEST_P(BatchEnqueueTest, TouchesMoveLastUsedForward)
{
    const GatewayClient client = addClient(QStringLiteral("touched"));
    EXPECT_TRUE(BatchEnqueue(store).commit({}, {{client.id, 5000}}).isEmpty());
    EXPECT_EQ(ClientRegistry(store).byId(client.id)->lastUsedAtMs, 5000);
    BatchEnqueue(store).commit({}, {{client.id, 4000}});
    EXPECT_EQ(ClientRegistry(store).byId(client.id)->lastUsedAtMs, 5000);
}

TEST_P(BatchEnqueueTest, TheBatcherAnswersEveryRequestOnceOnTheCallersThreadAndGroupsCommits)
{
    const GatewayClient client = addClient(QStringLiteral("batched"));
    EnqueueBatcher batcher;
    ASSERT_TRUE(batcher.open(location).ok());
    QSignalSpy committed(&batcher, &EnqueueBatcher::committed);
    QObject context;
    const std::shared_ptr<Mailbox> answers = Mailbox::open(&context);
    constexpr int kRequests = 300;
    int answered = 0;
    QList<qint64> ids;
    bool onThisThread = true;
    for (int i = 0; i < kRequests; ++i) {
        batcher.submit(request(client, QStringLiteral("key-%1").arg(i % 250)),
                       answers,
                       [&](const EnqueueOutcome &outcome) {
            ++answered;
            onThisThread = onThisThread && QThread::currentThread() == context.thread();
            if (outcome.kind == Kind::Created) {
                ids << outcome.jobId;
            }
        });
    }
    ASSERT_TRUE(SolveDeckTest::waitUntil(
        [&] {
        return answered == kRequests;
        },
        30s));
    EXPECT_TRUE(onThisThread);
    EXPECT_EQ(ids.size(), 250);
    EXPECT_EQ(batcher.requests(), kRequests);
    // Handed in faster than one commit takes: far fewer commits than requests.
    EXPECT_LT(batcher.batches(), kRequests / 2);
    EXPECT_GE(committed.size(), 1);
    batcher.stop();
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 250);

    // After the stop: answered at once, as failed.
    bool refused = false;
    batcher.submit(request(client), answers, [&](const EnqueueOutcome &outcome) {
        refused = outcome.kind == Kind::Failed;
    });
    EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
        return refused;
    }));
}

TEST_P(BatchEnqueueTest, AnAnswerToAClosedMailboxIsDroppedAndTheJobStillStored)
{
    const GatewayClient client = addClient(QStringLiteral("gone"));
    EnqueueBatcher batcher;
    ASSERT_TRUE(batcher.open(location).ok());
    bool answered = false;
    {
        auto context = std::make_unique<QObject>();
        const std::shared_ptr<Mailbox> answers = Mailbox::open(context.get());
        batcher.submit(request(client, QStringLiteral("asker-went")), answers, [&answered](const EnqueueOutcome &) {
            answered = true;
        });
        context.reset(); // the asker goes before its answer: its mailbox closes with it
    }
    batcher.stop(); // commits what was handed in
    QCoreApplication::processEvents();
    EXPECT_FALSE(answered);
    EXPECT_EQ(store.countsByState().value(JobState::Queued), 1);
}

INSTANTIATE_TEST_SUITE_P(Backends, BatchEnqueueTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

} // namespace
