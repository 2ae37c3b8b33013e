// DatabaseWorker, the console's one pattern for database work off the window's thread: jobs in order on a thread
// of their own with a connection of their own, answers in the owner's thread, and a stop between small steps that
// lets the owner go without waiting for a whole run.
#include "core/store/jobstore.h"
#include "gui/databaseworker.h"
#include "support/testutil.h"

#include <QFile>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QThread>

#include <atomic>
#include <memory>

using namespace SolveDeck;
using namespace std::chrono_literals;

TEST(DatabaseWorker, RunsJobsInOrderOnItsOwnThreadWithItsOwnConnection)
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.sqlite"));
    JobStore window;
    ASSERT_TRUE(window.openSqlite(path).ok());
    DatabaseWorker worker(QStringLiteral("test"));
    worker.setDatabase(path, {});
    QList<int> answered;
    const QThread *jobThread = nullptr;
    bool answeredOnOwnerThread = true;
    for (int n = 0; n < 3; ++n) {
        worker.run([&, n](DatabaseWorker::Context &context) {
            const Result<JobStore *> store = context.store();
            ASSERT_TRUE(store.ok());
            EXPECT_NE(store.value(), &window);
            jobThread = QThread::currentThread();
            const int count = int(store.value()->jobs().size());
            worker.answer([&, n, count] {
                answeredOnOwnerThread = answeredOnOwnerThread && QThread::currentThread() == worker.thread();
                EXPECT_EQ(count, 0);
                answered << n;
            });
        });
    }
    EXPECT_EQ(worker.pendingJobs(), 3);
    QSignalSpy drained(&worker, &DatabaseWorker::drained);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(drained));
    EXPECT_EQ(answered, (QList<int>{0, 1, 2}));
    EXPECT_NE(jobThread, nullptr);
    EXPECT_NE(jobThread, QThread::currentThread());
    EXPECT_TRUE(answeredOnOwnerThread);
    EXPECT_EQ(worker.pendingJobs(), 0);
}

TEST(DatabaseWorker, ADatabaseThatDoesNotOpenIsAnErrorForTheJob)
{
    QTemporaryDir dir;
    QFile blocker(dir.filePath(QStringLiteral("blocker")));
    ASSERT_TRUE(blocker.open(QIODevice::WriteOnly));
    DatabaseWorker worker(QStringLiteral("test"));
    worker.setDatabase(dir.filePath(QStringLiteral("blocker/jobs.sqlite")), {});
    QString problem;
    worker.run([&](DatabaseWorker::Context &context) {
        const Result<JobStore *> store = context.store();
        const QString message = store ? QString() : store.error().message;
        worker.answer([&, message] {
            problem = message;
        });
    });
    QSignalSpy drained(&worker, &DatabaseWorker::drained);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(drained));
    EXPECT_FALSE(problem.isEmpty());
}

// Quitting waits for the step under way, not for the run: a job that would never end on its own stops at once.
TEST(DatabaseWorker, GoingAwayStopsARunningJobAfterItsStepAndDropsTheRest)
{
    auto worker = std::make_unique<DatabaseWorker>(QStringLiteral("test"));
    auto started = std::make_shared<std::atomic<bool>>(false);
    auto steps = std::make_shared<std::atomic<int>>(0);
    auto stopped = std::make_shared<std::atomic<bool>>(false);
    auto laterRan = std::make_shared<std::atomic<bool>>(false);
    bool answered = false;
    DatabaseWorker *raw = worker.get();
    worker->run([=, &answered](DatabaseWorker::Context &context) {
        started->store(true);
        while (!context.stopping()) {
            steps->fetch_add(1);
            QThread::yieldCurrentThread();
        }
        stopped->store(true);
        // Posted while the owner goes: dropped, never run.
        raw->answer([&answered] {
            answered = true;
        });
    });
    worker->run([=](DatabaseWorker::Context &) {
        laterRan->store(true);
    });
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return started->load() && steps->load() > 0;
    }));
    worker.reset();
    EXPECT_TRUE(stopped->load());
    EXPECT_FALSE(laterRan->load());
    QCoreApplication::processEvents();
    EXPECT_FALSE(answered);
}

TEST(DatabaseWorker, CancelStopsTheJobsGivenBeforeItAndNotTheOnesAfter)
{
    DatabaseWorker worker(QStringLiteral("test"));
    auto started = std::make_shared<std::atomic<bool>>(false);
    worker.run([=](DatabaseWorker::Context &context) {
        started->store(true);
        while (!context.stopping()) {
            QThread::yieldCurrentThread();
        }
    });
    bool queuedBeforeSawStop = false;
    bool queuedAfterSawStop = true;
    worker.run([&](DatabaseWorker::Context &context) {
        const bool stopping = context.stopping();
        worker.answer([&, stopping] {
            queuedBeforeSawStop = stopping;
        });
    });
    ASSERT_TRUE(SolveDeckTest::waitUntil([&] {
        return started->load();
    }));
    worker.cancel();
    worker.run([&](DatabaseWorker::Context &context) {
        const bool stopping = context.stopping();
        worker.answer([&, stopping] {
            queuedAfterSawStop = stopping;
        });
    });
    QSignalSpy drained(&worker, &DatabaseWorker::drained);
    ASSERT_TRUE(SolveDeckTest::waitForSignals(drained));
    EXPECT_TRUE(queuedBeforeSawStop);
    EXPECT_FALSE(queuedAfterSawStop);
}
