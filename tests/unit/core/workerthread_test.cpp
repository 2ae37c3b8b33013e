// The worker-thread helper and its mailboxes: order, the end of a worker, answers to an asker that went away.
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"

#include <QCoreApplication>
#include <QElapsedTimer>
#include <QThread>
#include <gtest/gtest.h>

#include <atomic>
#include <memory>
#include <vector>

using namespace SolveDeck;

namespace {

// Runs this thread's events until `done` holds (or 10 s pass, then false).
template<typename Predicate>
bool spinUntil(Predicate done)
{
    QElapsedTimer clock;
    clock.start();
    while (!done()) {
        if (clock.elapsed() > 10'000) {
            return false;
        }
        QCoreApplication::processEvents(QEventLoop::AllEvents, 10);
    }
    return true;
}

TEST(WorkerThreadTest, RunsClosuresInItsThreadInTheOrderPosted)
{
    WorkerThread worker(QStringLiteral("test-worker"));
    EXPECT_FALSE(worker.post([] {})) << "nothing runs before start()";
    worker.start();
    std::vector<int> order;
    std::atomic<QThread *> ranIn{nullptr};
    for (int i = 0; i < 100; ++i) {
        ASSERT_TRUE(worker.post([&order, &ranIn, i] {
            order.push_back(i);
            ranIn = QThread::currentThread();
        }));
    }
    const std::optional<int> size = worker.call<int>([&order] {
        return int(order.size());
    });
    ASSERT_TRUE(size.has_value());
    EXPECT_EQ(*size, 100);
    EXPECT_EQ(ranIn.load(), worker.thread());
    for (int i = 0; i < 100; ++i) {
        EXPECT_EQ(order[std::size_t(i)], i);
    }
}

TEST(WorkerThreadTest, StopRunsItsLastClosureAfterEverythingPostedBeforeAndNothingAfter)
{
    WorkerThread worker(QStringLiteral("test-worker"));
    worker.start();
    // What lives in the worker is made there and destroyed by stop()'s closure.
    auto made = std::make_shared<std::unique_ptr<std::vector<int>>>();
    worker.post([made] {
        *made = std::make_unique<std::vector<int>>();
    });
    std::atomic<int> ranBeforeLast{0};
    for (int i = 0; i < 50; ++i) {
        worker.post([made, &ranBeforeLast] {
            (*made)->push_back(1);
            ++ranBeforeLast;
        });
    }
    std::atomic<int> seenByLast{-1};
    worker.stop([made, &seenByLast] {
        seenByLast = int((*made)->size());
        made->reset();
    });
    EXPECT_EQ(seenByLast.load(), 50);
    EXPECT_EQ(ranBeforeLast.load(), 50);
    EXPECT_FALSE(worker.isRunning());
    EXPECT_TRUE(worker.thread()->isFinished());
    // After stop() nothing runs: the destroyed object cannot be reached.
    EXPECT_FALSE(worker.post([made] {
        (*made)->push_back(2);
    }));
    worker.stop(); // idempotent
}

TEST(WorkerThreadTest, PostsFromManyThreadsWhileStoppingNeverRunAfterTheLastClosure)
{
    for (int round = 0; round < 20; ++round) {
        WorkerThread worker(QStringLiteral("test-worker"));
        worker.start();
        std::atomic<bool> ended{false};
        std::atomic<int> afterEnd{0};
        std::atomic<bool> go{true};
        std::atomic<int> posts{0};
        std::vector<std::unique_ptr<QThread>> posters;
        for (int t = 0; t < 4; ++t) {
            posters.emplace_back(QThread::create([&] {
                while (go) {
                    ++posts;
                    worker.post([&] {
                        if (ended) {
                            ++afterEnd;
                        }
                    });
                }
            }));
            posters.back()->start();
        }
        while (posts < 1000) {
            QThread::yieldCurrentThread(); // the posters are under way before the stop
        }
        worker.stop([&ended] {
            ended = true;
        });
        go = false;
        for (auto &poster : posters) {
            poster->wait();
        }
        EXPECT_EQ(afterEnd.load(), 0) << "round " << round;
    }
}

TEST(MailboxTest, ClosuresRunInTheReceiversThreadUntilClosed)
{
    const std::shared_ptr<Mailbox> mailbox = Mailbox::open();
    WorkerThread worker(QStringLiteral("test-worker"));
    worker.start();
    std::atomic<int> ran{0};
    QThread *mine = QThread::currentThread();
    std::atomic<bool> inMyThread{true};
    for (int i = 0; i < 10; ++i) {
        worker.post([mailbox, &ran, &inMyThread, mine] {
            mailbox->post([&ran, &inMyThread, mine] {
                inMyThread = inMyThread && QThread::currentThread() == mine;
                ++ran;
            });
        });
    }
    ASSERT_TRUE(spinUntil([&ran] {
        return ran == 10;
    }));
    EXPECT_TRUE(inMyThread);

    // Posted but not yet run when the mailbox closes: never runs.
    std::atomic<bool> posted{false};
    worker.post([mailbox, &ran, &posted] {
        mailbox->post([&ran] {
            ++ran;
        });
        posted = true;
    });
    while (!posted.load()) {
        QThread::yieldCurrentThread(); // no events processed here: the closure is posted, not run
    }
    mailbox->close();
    QCoreApplication::processEvents();
    QCoreApplication::sendPostedEvents();
    EXPECT_EQ(ran.load(), 10);
    EXPECT_FALSE(mailbox->post([] {}));
    worker.stop();
}

TEST(MailboxTest, TheOwnersEndClosesIt)
{
    auto owner = std::make_unique<QObject>();
    const std::shared_ptr<Mailbox> mailbox = Mailbox::open(owner.get());
    bool ran = false;
    ASSERT_TRUE(mailbox->post([&ran] {
        ran = true;
    }));
    owner.reset();
    EXPECT_TRUE(mailbox->isClosed());
    QCoreApplication::sendPostedEvents();
    QCoreApplication::processEvents();
    EXPECT_FALSE(ran);
}

} // namespace
