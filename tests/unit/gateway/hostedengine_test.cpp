// HostedEngine: the gateway's view of an EngineHost, called from another thread (the console runs the gateway on a
// worker thread, the engine's host lives on the GUI thread).
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "gateway/hostedengine.h"
#include "support/testutil.h"

#include <QMutex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

// A thread with an object living in it, to call from and to be answered in.
class OtherThread
{
public:
    OtherThread()
    {
        thread.setObjectName(QStringLiteral("other"));
        receiver.moveToThread(&thread);
        thread.start();
    }

    ~OtherThread()
    {
        thread.quit();
        thread.wait();
    }

    // Runs `fn` in the other thread and waits for it (the caller's events are processed meanwhile).
    void run(std::function<void()> fn)
    {
        std::atomic<bool> ran = false;
        QMetaObject::invokeMethod(
            &receiver,
            [&] {
            fn();
            ran = true;
            },
            Qt::QueuedConnection);
        EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
            return ran.load();
        }));
    }

    QThread thread;
    QObject receiver;
};

TaskSpec aSpec()
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://site.example/");
    return spec;
}

class HostedEngineTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("jobs.sqlite"));
        host = std::make_unique<EngineHost>();
        QSignalSpy opened(host.get(), &EngineHost::opened);
        EngineHost::Config config;
        config.databaseLocation = path;
        host->open(config); // opened, never started: it changes jobs and sends nothing anywhere
        ASSERT_TRUE(SolveDeckTest::waitForSignals(opened, 1, 30s));
        ASSERT_TRUE(opened.at(0).at(0).toBool()) << opened.at(0).at(1).toString().toStdString();
    }

    qint64 enqueue()
    {
        qint64 id = 0;
        host->enqueue(aSpec(), QString(), [&id](const Result<JobStore::Enqueued> &added) {
            id = added ? added->jobId : -1;
        });
        EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
            return id != 0;
        }));
        return id;
    }

    // What a cancel asked from `other` answered, and in which thread.
    struct CancelAnswer
    {
        QThread *answeredIn = nullptr;
        QString code; // "ok", or the refusal's code
    };

    static CancelAnswer cancelFrom(OtherThread &other, Gateway::HostedEngine &engine, qint64 id)
    {
        QMutex mutex;
        CancelAnswer answer;
        other.run([&] {
            engine.cancelJob(id, &other.receiver, [&](const Result<void> &done) {
                const QMutexLocker lock(&mutex);
                answer.answeredIn = QThread::currentThread();
                answer.code = done ? QStringLiteral("ok") : done.error().code;
            });
        });
        EXPECT_TRUE(SolveDeckTest::waitUntil([&] {
            const QMutexLocker lock(&mutex);
            return !answer.code.isEmpty();
        }));
        const QMutexLocker lock(&mutex);
        return answer;
    }

    QTemporaryDir dir;
    QString path;
    std::unique_ptr<EngineHost> host;
};

} // namespace

TEST_F(HostedEngineTest, ACancelFromAnotherThreadIsAnsweredInThatThread)
{
    const qint64 id = enqueue();
    ASSERT_GT(id, 0);
    Gateway::HostedEngine engine(host.get());
    OtherThread other;

    const CancelAnswer answer = cancelFrom(other, engine, id);
    ASSERT_FALSE(answer.code.isEmpty());
    EXPECT_EQ(answer.answeredIn, &other.thread);
    EXPECT_EQ(answer.code, QStringLiteral("ok"));
    JobStore store;
    ASSERT_TRUE(store.openSqlite(path).ok());
    EXPECT_EQ(store.job(id)->state, JobState::Canceled);
}

TEST_F(HostedEngineTest, ACancelRefusedByTheEngineSaysSoInTheCallersThread)
{
    Gateway::HostedEngine engine(host.get());
    OtherThread other;
    const CancelAnswer answer = cancelFrom(other, engine, 424242);
    ASSERT_FALSE(answer.code.isEmpty());
    EXPECT_EQ(answer.answeredIn, &other.thread);
    EXPECT_NE(answer.code, QStringLiteral("ok"));
}

TEST_F(HostedEngineTest, WithTheHostGoneACancelAnswersNotOpen)
{
    Gateway::HostedEngine engine(host.get());
    host.reset();
    OtherThread other;
    const CancelAnswer answer = cancelFrom(other, engine, 1);
    ASSERT_FALSE(answer.code.isEmpty());
    EXPECT_EQ(answer.code, QStringLiteral("NOT_OPEN"));
}

TEST_F(HostedEngineTest, TheSnapshotFollowsTheHostsSignalsAndReadsFromAnotherThread)
{
    Gateway::HostedEngine engine(host.get());
    OtherThread other;
    Gateway::GatewayEngine::Snapshot before;
    other.run([&] {
        before = engine.snapshot();
    });
    EXPECT_EQ(before.planThreads, host->planThreads());
    EXPECT_EQ(before.effectiveCap, host->effectiveCap());

    EngineStatus status;
    status.balance = 12.5;
    status.balanceAtMs = 1000;
    status.accountThreads = 7;
    Q_EMIT host->capacityChanged(1, 3, 7);
    Q_EMIT host->accountChanged(2, 1);
    Q_EMIT host->statusChanged(status);

    Gateway::GatewayEngine::Snapshot after;
    other.run([&] {
        after = engine.snapshot();
    });
    EXPECT_EQ(after.planThreads, 7);
    EXPECT_EQ(after.effectiveCap, 3);
    EXPECT_EQ(after.accountInFlight, 2);
    EXPECT_EQ(after.status.balance, 12.5);
    EXPECT_EQ(after.status.accountThreads, 7);
}

TEST_F(HostedEngineTest, JobsChangedReachesAReceiverInAnotherThreadThere)
{
    Gateway::HostedEngine engine(host.get());
    OtherThread other;
    std::atomic<QThread *> heardIn = nullptr;
    QObject::connect(&engine, &Gateway::GatewayEngine::jobsChanged, &other.receiver, [&] {
        heardIn = QThread::currentThread();
    });
    Q_EMIT host->jobsChanged({1});
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return heardIn.load() != nullptr;
    }));
    EXPECT_EQ(heardIn.load(), &other.thread);
}
