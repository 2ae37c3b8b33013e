// "Another client is using N threads" appears and goes only once two threadsinfo readings in a row agree: a reading
// taken while one of our tasks was finishing never makes the note flicker.
#include "core/stats/otherclientwatch.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

TEST(OtherClientWatch, AppearsAfterTwoReadingsAndGoesAfterTwo)
{
    OtherClientWatch watch;
    EXPECT_EQ(watch.note(1000, 2), 0) << "one reading is not enough";
    EXPECT_EQ(watch.note(1000, 2), 0) << "the same reading again is not a second one";
    EXPECT_EQ(watch.note(2000, 2), 2);
    EXPECT_EQ(watch.note(3000, 1), 1) << "while shown, the count follows each reading";
    EXPECT_EQ(watch.note(4000, 0), 1) << "one reading without is not enough to go";
    EXPECT_EQ(watch.note(5000, 0), 0);
}

TEST(OtherClientWatch, AlternatingReadingsChangeNothing)
{
    OtherClientWatch watch;
    for (int i = 0; i < 10; ++i) {
        EXPECT_EQ(watch.note(1000 + i * 1000, i % 2), 0) << i;
    }
    OtherClientWatch shown;
    shown.note(1000, 3);
    shown.note(2000, 3);
    for (int i = 0; i < 10; ++i) {
        EXPECT_GT(shown.note(3000 + i * 1000, (i % 2) * 3), 0) << i;
    }
}

TEST(OtherClientWatch, UnknownReadingsAndResetChangeNothing)
{
    OtherClientWatch watch;
    watch.note(1000, 1);
    EXPECT_EQ(watch.note(2000, -1), 0) << "unknown says nothing";
    EXPECT_EQ(watch.note(3000, 1), 1) << "two known readings in a row, the unknown one between ignored";
    EXPECT_EQ(watch.note(0, 5), 1) << "no reading yet";
    watch.reset();
    EXPECT_EQ(watch.shown(), 0);
}

} // namespace
