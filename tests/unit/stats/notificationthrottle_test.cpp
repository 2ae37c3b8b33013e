// The notifications' throttle with manual time: at most one message per 10 s, a digest of what came meanwhile, and
// each kind switchable.
#include "core/notify/notificationthrottle.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

TEST(NotificationThrottle, TheFirstEventShowsAtOnceTheNextWaitForADigest)
{
    NotificationThrottle t(10'000);
    const Notification first = t.offer(NotificationKind::JobFailed, QStringLiteral("Job 1 failed"), 1'000);
    EXPECT_EQ(first.events, 1);
    EXPECT_EQ(first.title, QStringLiteral("A job failed"));
    EXPECT_EQ(first.text, QStringLiteral("Job 1 failed"));
    EXPECT_TRUE(first.textSaysItAll) << "one failed job's text names the job and its error";

    for (int i = 2; i <= 4; ++i) {
        EXPECT_EQ(t.offer(NotificationKind::JobFailed, QStringLiteral("Job %1 failed").arg(i), 2'000 + i).events, 0);
    }
    EXPECT_EQ(t.offer(NotificationKind::QueueDrained, QStringLiteral("done"), 5'000).events, 0);
    EXPECT_EQ(t.nextDueAtMs(), 11'000);
    EXPECT_EQ(t.due(10'999).events, 0);
    const Notification digest = t.due(11'000);
    EXPECT_EQ(digest.events, 4);
    EXPECT_EQ(digest.text, QStringLiteral("3 job(s) failed; the queue drained"));
    EXPECT_FALSE(digest.textSaysItAll) << "a digest needs its title";
    EXPECT_EQ(t.nextDueAtMs(), 0);
    EXPECT_EQ(t.due(30'000).events, 0);
}

TEST(NotificationThrottle, AtMostOnePerInterval)
{
    NotificationThrottle t(10'000);
    int shown = 0;
    for (qint64 now = 0; now < 60'000; now += 500) {
        shown += t.offer(NotificationKind::JobFailed, QStringLiteral("x"), now).events > 0 ? 1 : 0;
        shown += t.due(now).events > 0 ? 1 : 0;
    }
    EXPECT_EQ(shown, 6);
}

TEST(NotificationThrottle, AKindSwitchedOffIsDropped)
{
    NotificationThrottle t;
    t.setEnabled(NotificationKind::Banned, false);
    EXPECT_FALSE(t.isEnabled(NotificationKind::Banned));
    EXPECT_EQ(t.offer(NotificationKind::Banned, QStringLiteral("ban"), 0).events, 0);
    EXPECT_EQ(t.nextDueAtMs(), 0);
    EXPECT_EQ(t.offer(NotificationKind::KeyRejected, QStringLiteral("key"), 0).events, 1);
    EXPECT_EQ(notificationKindName(NotificationKind::QueueDrained), QStringLiteral("queue_drained"));
}

// A drained queue that has work again before its digest is due is not drained any more: withdrawn, not shown late.
TEST(NotificationThrottle, AWithdrawnEventIsNotShownLater)
{
    NotificationThrottle t(10'000);
    EXPECT_EQ(t.offer(NotificationKind::JobFailed, QStringLiteral("Job 1"), 0).events, 1);
    EXPECT_EQ(t.offer(NotificationKind::QueueDrained, QStringLiteral("done"), 1'000).events, 0);
    t.withdraw(NotificationKind::QueueDrained);
    EXPECT_EQ(t.nextDueAtMs(), 0);
    EXPECT_EQ(t.due(20'000).events, 0);
    EXPECT_EQ(t.offer(NotificationKind::JobFailed, QStringLiteral("Job 2"), 21'000).events, 1);
}

} // namespace
