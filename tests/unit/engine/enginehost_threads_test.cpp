// EngineHost's EngineControl calls from another thread (the console's gateway runs on a thread of its own, the host
// lives on the GUI thread): answered in the asker's thread through its mailbox, and never waiting on the host's
// thread, which these tests keep busy without processing events while the other thread asks.
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"
#include "support/testutil.h"

#include <QElapsedTimer>
#include <QMutex>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>
#include <gtest/gtest.h>

#include <atomic>

using namespace SolveDeck;
using namespace std::chrono_literals;

namespace {

TaskSpec aSpec()
{
    TaskSpec spec;
    spec.method = Method::RecaptchaV2;
    spec.sitekey = QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
    spec.pageurl = QStringLiteral("https://site.example/");
    return spec;
}

// Spins without processing this thread's events until `done` holds (10 s at most): the host's thread is busy.
template<typename Predicate>
bool busyUntil(Predicate done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > 10'000) {
            return false;
        }
        QThread::yieldCurrentThread();
    }
    return true;
}

class EngineHostThreadsTest : public ::testing::Test
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
        config.threadCap = 3;
        host->open(config); // opened, never started: it changes jobs and sends nothing anywhere
        ASSERT_TRUE(SolveDeckTest::waitForSignals(opened, 1, 30s));
        ASSERT_TRUE(opened.at(0).at(0).toBool()) << opened.at(0).at(1).toString().toStdString();
        other.start();
        // The other thread's mailbox, made there.
        answers = *other.call<std::shared_ptr<Mailbox>>([] {
            return Mailbox::open();
        });
    }

    void TearDown() override
    {
        other.stop([this] {
            answers->close();
        });
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

    struct CancelAnswer
    {
        QThread *answeredIn = nullptr;
        QString code; // "ok", or the refusal's code
    };

    // A cancel asked from the other thread while this (the host's) thread processes no events.
    CancelAnswer cancelFromOtherThread(qint64 id)
    {
        QMutex mutex;
        CancelAnswer answer;
        EngineControl *engine = host.get();
        other.post([&, engine, id] {
            engine->cancelJob(id, answers, [&](const Result<void> &done) {
                const QMutexLocker lock(&mutex);
                answer.answeredIn = QThread::currentThread();
                answer.code = done ? QStringLiteral("ok") : done.error().code;
            });
        });
        EXPECT_TRUE(busyUntil([&] {
            const QMutexLocker lock(&mutex);
            return !answer.code.isEmpty();
        })) << "the answer must not wait for the host's thread";
        const QMutexLocker lock(&mutex);
        return answer;
    }

    QTemporaryDir dir;
    QString path;
    std::unique_ptr<EngineHost> host;
    WorkerThread other{QStringLiteral("other")};
    std::shared_ptr<Mailbox> answers;
};

} // namespace

TEST_F(EngineHostThreadsTest, ACancelFromAnotherThreadIsAnsweredThereWithoutTheHostsThread)
{
    const qint64 id = enqueue();
    ASSERT_GT(id, 0);
    const CancelAnswer answer = cancelFromOtherThread(id);
    EXPECT_EQ(answer.answeredIn, other.thread());
    EXPECT_EQ(answer.code, QStringLiteral("ok"));
    JobStore store;
    ASSERT_TRUE(store.openSqlite(path).ok());
    EXPECT_EQ(store.job(id)->state, JobState::Canceled);
}

TEST_F(EngineHostThreadsTest, ACancelTheEngineRefusesSaysSoInTheAskersThread)
{
    const CancelAnswer answer = cancelFromOtherThread(424242);
    EXPECT_EQ(answer.answeredIn, other.thread());
    EXPECT_FALSE(answer.code.isEmpty());
    EXPECT_NE(answer.code, QStringLiteral("ok"));
}

TEST_F(EngineHostThreadsTest, AfterTheHostStoppedACancelAnswersNotOpen)
{
    host->stop();
    const CancelAnswer answer = cancelFromOtherThread(1);
    EXPECT_EQ(answer.code, QStringLiteral("NOT_OPEN"));
}

TEST_F(EngineHostThreadsTest, TheSnapshotIsReadFromAnotherThreadAndSaysTheStartingCap)
{
    const std::optional<EngineStatus> status = other.call<EngineStatus>([this] {
        return host->snapshot();
    });
    ASSERT_TRUE(status.has_value());
    EXPECT_EQ(status->effectiveCap, 3);
}

TEST_F(EngineHostThreadsTest, ChangedJobsReachAReceiverInAnotherThreadWithoutTheHostsThread)
{
    std::atomic<QThread *> heardIn = nullptr;
    QObject receiver;
    receiver.moveToThread(other.thread());
    QObject::connect(host.get(), &EngineControl::jobsChangedInEngine, &receiver, [&] {
        heardIn = QThread::currentThread();
    });
    // A cancel changes a job: the engine says so in its thread, the receiver hears it in its own.
    const qint64 id = enqueue();
    ASSERT_GT(id, 0);
    cancelFromOtherThread(id);
    EXPECT_TRUE(busyUntil([&] {
        return heardIn.load() != nullptr;
    }));
    EXPECT_EQ(heardIn.load(), other.thread());
    other.call<int>([&receiver] {
        receiver.moveToThread(nullptr); // back to no thread before this stack frame ends it
        return 0;
    });
}
