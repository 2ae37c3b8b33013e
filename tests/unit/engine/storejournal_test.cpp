#include "core/engine/storejournal.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// A database that fails writes while `failing` is set, and records what it stored.
struct FakeStore
{
    bool failing = false;
    QString failCode = QStringLiteral("DB_WRITE_FAILED");
    QStringList stored;
    int attempts = 0;

    StoreJournal::Write write(const QString &what)
    {
        return [this, what]() -> Result<void> {
            ++attempts;
            if (failing) {
                return Error{failCode, QStringLiteral("disk full")};
            }
            stored.append(what);
            return {};
        };
    }
};

} // namespace

TEST(StoreJournal, WriteGoesStraightThroughWhenNothingWaits)
{
    FakeStore db;
    StoreJournal j;
    EXPECT_TRUE(j.write(1, QStringLiteral("solved"), db.write(QStringLiteral("1 solved")), 1'000));
    EXPECT_EQ(db.stored, QStringList{QStringLiteral("1 solved")});
    EXPECT_FALSE(j.hasPending());
    EXPECT_EQ(j.failingSinceMs(), 0);
}

TEST(StoreJournal, FailedWriteIsKeptAndLaterWritesQueueBehindItInOrder)
{
    FakeStore db;
    StoreJournal j;
    db.failing = true;
    EXPECT_FALSE(j.write(1, QStringLiteral("submitted"), db.write(QStringLiteral("1 submitted")), 1'000));
    EXPECT_EQ(j.pending(), 1);
    EXPECT_TRUE(j.isPending(1));
    EXPECT_FALSE(j.isPending(2));
    EXPECT_EQ(j.failingSinceMs(), 1'000);
    EXPECT_EQ(j.lastError(), QStringLiteral("disk full"));

    // The database is back, but the new write must not overtake the one waiting.
    db.failing = false;
    EXPECT_FALSE(j.write(1, QStringLiteral("solved"), db.write(QStringLiteral("1 solved")), 2'000));
    EXPECT_FALSE(j.write(2, QStringLiteral("failed"), db.write(QStringLiteral("2 failed")), 2'500));
    EXPECT_TRUE(db.stored.isEmpty());
    EXPECT_EQ(j.pending(), 3);
    EXPECT_EQ(db.attempts, 1); // queued writes are not tried on arrival

    EXPECT_TRUE(j.retry(3'000));
    EXPECT_EQ(db.stored,
              (QStringList{QStringLiteral("1 submitted"), QStringLiteral("1 solved"), QStringLiteral("2 failed")}));
    EXPECT_FALSE(j.hasPending());
    EXPECT_EQ(j.failingSinceMs(), 0);
}

TEST(StoreJournal, RetryStopsAtTheFirstFailure)
{
    StoreJournal j;
    QStringList stored;
    int secondTries = 0;
    bool secondFails = true;
    const auto ok = [&stored](const QString &what) {
        return [&stored, what]() -> Result<void> {
            stored.append(what);
            return {};
        };
    };
    // The first write fails once, so all three wait.
    bool firstFails = true;
    j.write(
        1,
        QStringLiteral("a"),
        [&]() -> Result<void> {
            if (firstFails) {
                return Error{QStringLiteral("DB_WRITE_FAILED"), QStringLiteral("locked")};
            }
            stored.append(QStringLiteral("a"));
            return {};
        },
        100);
    j.write(
        2,
        QStringLiteral("b"),
        [&]() -> Result<void> {
            ++secondTries;
            if (secondFails) {
                return Error{QStringLiteral("DB_WRITE_FAILED"), QStringLiteral("still locked")};
            }
            stored.append(QStringLiteral("b"));
            return {};
        },
        200);
    j.write(3, QStringLiteral("c"), ok(QStringLiteral("c")), 300);
    ASSERT_EQ(j.pending(), 3);

    firstFails = false;
    EXPECT_FALSE(j.retry(1'000));
    EXPECT_EQ(stored, QStringList{QStringLiteral("a")});
    EXPECT_EQ(secondTries, 1);
    EXPECT_EQ(j.pending(), 2); // "b" and "c": "c" was not tried past the failure
    EXPECT_FALSE(j.isPending(1));
    EXPECT_TRUE(j.isPending(3));
    // "a" got through, so the failures since 100 ended; "b" failing again starts a new spell.
    EXPECT_EQ(j.failingSinceMs(), 1'000);
    EXPECT_EQ(j.lastError(), QStringLiteral("still locked"));

    secondFails = false;
    EXPECT_TRUE(j.retry(2'000));
    EXPECT_EQ(stored, (QStringList{QStringLiteral("a"), QStringLiteral("b"), QStringLiteral("c")}));
    EXPECT_EQ(j.failingSinceMs(), 0);
}

TEST(StoreJournal, FailingSinceKeepsTheFirstFailure)
{
    FakeStore db;
    StoreJournal j;
    db.failing = true;
    j.write(1, QStringLiteral("x"), db.write(QStringLiteral("x")), 1'000);
    EXPECT_FALSE(j.retry(2'000));
    EXPECT_FALSE(j.retry(3'000));
    EXPECT_EQ(j.failingSinceMs(), 1'000);
    EXPECT_EQ(db.attempts, 3);
}

TEST(StoreJournal, RefusedTransitionsAreDroppedAsDone)
{
    for (const QString &code : {QStringLiteral("INVALID_TRANSITION"), QStringLiteral("NOT_FOUND")}) {
        FakeStore db;
        db.failing = true;
        db.failCode = code;
        StoreJournal j;
        EXPECT_TRUE(j.write(1, QStringLiteral("solved"), db.write(QStringLiteral("1 solved")), 1'000))
            << code.toStdString();
        EXPECT_FALSE(j.hasPending()) << code.toStdString();
        EXPECT_EQ(j.failingSinceMs(), 0) << code.toStdString();
    }
}

TEST(StoreJournal, RefusedTransitionInTheQueueDoesNotBlockTheOnesBehindIt)
{
    StoreJournal j;
    QStringList stored;
    bool locked = true;
    j.write(
        1,
        QStringLiteral("a"),
        [&]() -> Result<void> {
            if (locked) {
                return Error{QStringLiteral("DB_WRITE_FAILED"), QStringLiteral("locked")};
            }
            return Error{QStringLiteral("INVALID_TRANSITION"), QStringLiteral("canceled meanwhile")};
        },
        100);
    j.write(
        2,
        QStringLiteral("b"),
        [&]() -> Result<void> {
            stored.append(QStringLiteral("b"));
            return {};
        },
        200);
    locked = false;
    EXPECT_TRUE(j.retry(300));
    EXPECT_EQ(stored, QStringList{QStringLiteral("b")});
    EXPECT_FALSE(j.hasPending());
}

TEST(StoreJournal, NoteResultTracksWritesOutsideTheJournal)
{
    StoreJournal j;
    j.noteResult(Error{QStringLiteral("DB_WRITE_FAILED"), QStringLiteral("disk full")}, 5'000);
    EXPECT_EQ(j.failingSinceMs(), 5'000);
    EXPECT_EQ(j.lastError(), QStringLiteral("disk full"));
    j.noteResult(Error{QStringLiteral("DB_WRITE_FAILED"), QStringLiteral("disk still full")}, 6'000);
    EXPECT_EQ(j.failingSinceMs(), 5'000);
    EXPECT_EQ(j.lastError(), QStringLiteral("disk still full"));
    j.noteResult(Result<void>{}, 7'000);
    EXPECT_EQ(j.failingSinceMs(), 0);
}

TEST(StoreJournal, SuccessOutsideTheJournalDoesNotClearWhileWritesWait)
{
    FakeStore db;
    db.failing = true;
    StoreJournal j;
    j.write(1, QStringLiteral("x"), db.write(QStringLiteral("x")), 1'000);
    j.noteResult(Result<void>{}, 2'000); // another write got through, but ours still waits
    EXPECT_EQ(j.failingSinceMs(), 1'000);

    j.clear();
    EXPECT_FALSE(j.hasPending());
    EXPECT_EQ(j.failingSinceMs(), 0);
    EXPECT_TRUE(j.lastError().isEmpty());
}
