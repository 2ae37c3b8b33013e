// The job table's pure parts, without a database: the loaded rows (JobRowCache) and what one tick's changes do
// (JobChangePlan).
#include "gui/jobchangeplan.h"
#include "gui/jobrowcache.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

Job job(qint64 id, JobState state = JobState::Queued)
{
    Job j;
    j.id = id;
    j.state = state;
    return j;
}

QList<Job> jobs(std::initializer_list<qint64> ids)
{
    QList<Job> list;
    for (qint64 id : ids) {
        list << job(id);
    }
    return list;
}

// The loaded ids by row, -1 where nothing is loaded, for rows 0..count-1.
QList<qint64> rowsOf(const JobRowCache &cache, int count)
{
    QList<qint64> ids;
    for (int row = 0; row < count; ++row) {
        const Job *j = cache.at(row);
        ids << (j ? j->id : -1);
    }
    return ids;
}

} // namespace

TEST(JobRowCache, PagesOverlapAndKeepTheirOutsideParts)
{
    JobRowCache cache;
    cache.storePage(0, jobs({10, 11, 12, 13}));
    cache.storePage(6, jobs({16, 17}));
    EXPECT_EQ(rowsOf(cache, 9), (QList<qint64>{10, 11, 12, 13, -1, -1, 16, 17, -1}));
    // A page read again over rows 2..3 replaces them and keeps rows 0..1.
    cache.storePage(2, jobs({22, 23}));
    EXPECT_EQ(rowsOf(cache, 4), (QList<qint64>{10, 11, 22, 23}));
    EXPECT_EQ(cache.loadedRows(), 6);
    EXPECT_EQ(cache.rowsById().value(22), 2);
    EXPECT_FALSE(cache.rowsById().contains(12));
}

TEST(JobRowCache, InsertRemoveAndMoveShiftTheRowsBelow)
{
    JobRowCache cache;
    cache.storePage(0, jobs({1, 2, 3}));
    cache.storePage(5, jobs({6, 7}));
    cache.insert(0, job(100));
    EXPECT_EQ(rowsOf(cache, 8), (QList<qint64>{100, 1, 2, 3, -1, -1, 6, 7}));
    cache.remove(2);
    EXPECT_EQ(rowsOf(cache, 7), (QList<qint64>{100, 1, 3, -1, -1, 6, 7}));
    cache.move(0, 2);
    EXPECT_EQ(rowsOf(cache, 7), (QList<qint64>{1, 3, 100, -1, -1, 6, 7}));
    EXPECT_EQ(cache.rowsById().value(7), 6);
    // A row inserted after a run's end joins it.
    cache.insert(3, job(200));
    EXPECT_EQ(rowsOf(cache, 8), (QList<qint64>{1, 3, 100, 200, -1, -1, 6, 7}));
}

TEST(JobRowCache, TrimDropsTheRunsFarthestFromWhereTheViewLooks)
{
    JobRowCache cache;
    cache.storePage(0, jobs({1, 2}));
    cache.storePage(100, jobs({101, 102}));
    cache.storePage(200, jobs({201, 202}));
    cache.trim(190, 4);
    EXPECT_EQ(cache.loadedRows(), 4);
    EXPECT_EQ(cache.at(0), nullptr);
    ASSERT_NE(cache.at(200), nullptr);
    EXPECT_EQ(cache.at(100)->id, 101);
}

TEST(JobRowCache, EmptyPagesAreForgottenByTheNextChange)
{
    JobRowCache cache;
    cache.markEmpty(200);
    EXPECT_TRUE(cache.knownEmpty(200));
    cache.insert(0, job(1));
    EXPECT_FALSE(cache.knownEmpty(200));
    cache.markEmpty(200);
    cache.clear();
    EXPECT_FALSE(cache.knownEmpty(200));
    EXPECT_EQ(cache.loadedRows(), 0);
}

TEST(JobChangePlan, SortsEachChangeIntoUpdateRemoveMoveInsertOrRelayout)
{
    JobRowCache cache;
    cache.storePage(0, jobs({9, 8, 7, 6}));
    JobChangePlan::Input input;
    input.maxId = 9;
    input.sortKeyMutable = true;
    input.sortKeyChanged = [](const Job &loaded, const Job &now) {
        return loaded.state != now.state;
    };
    // 9 unchanged key: updated; 8 left the view: removed; 7 changed key: moved; 12 new and shown: inserted;
    // 11 new and not shown: nothing.
    input.ids = {9, 8, 7, 12, 11};
    input.fresh = {{9, job(9)}, {8, job(8)}, {7, job(7, JobState::Canceled)}, {12, job(12)}, {11, job(11)}};
    input.shown = {9, 7, 12};
    const JobChangePlan plan = JobChangePlan::make(input, cache);
    EXPECT_FALSE(plan.relayout);
    EXPECT_EQ(plan.updatedRows, (QList<int>{0, 2}));
    EXPECT_EQ(plan.removedRows, (QList<int>{1}));
    EXPECT_EQ(plan.moved, (QSet<qint64>{7}));
    QList<qint64> inserted;
    for (const Job &j : plan.inserted) {
        inserted << j.id;
    }
    EXPECT_EQ(inserted, (QList<qint64>{7, 12}));
}

TEST(JobChangePlan, AJobThatIsNotLoadedAsksForARelayoutOnlyWhenItMayMove)
{
    JobRowCache cache;
    cache.storePage(0, jobs({9, 8}));
    JobChangePlan::Input input;
    input.maxId = 9;
    input.ids = {3};
    input.fresh = {{3, job(3)}};
    input.shown = {3};
    // Ordered by id with no filter that can change: a job below the loaded pages stays where it is.
    EXPECT_FALSE(JobChangePlan::make(input, cache).relayout);
    input.filterMutable = true;
    EXPECT_TRUE(JobChangePlan::make(input, cache).relayout);
    input.filterMutable = false;
    input.sortKeyMutable = true;
    EXPECT_TRUE(JobChangePlan::make(input, cache).relayout);
    // A deleted job (no fresh row) that was not loaded: its row is unknown.
    input.sortKeyMutable = false;
    input.fresh.clear();
    EXPECT_TRUE(JobChangePlan::make(input, cache).relayout);
}
