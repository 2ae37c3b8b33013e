// ConnectionPool: admission and the eviction order, per-client caps, the body budget and every deadline, with
// explicit times and a fake "bytes waiting" probe.
#include "gateway/http/connectionpool.h"

#include <gtest/gtest.h>

#include <set>

using namespace SolveDeck::Gateway;

namespace {

using Phase = ConnectionPool::Phase;
using Expiry = ConnectionPool::Expiry;
using Verdict = ConnectionPool::Verdict;

// Long after every connection of a test went idle (GatewayLimits::idleBeforeEvictionMs has passed for all).
constexpr qint64 later = 1'000'000;

GatewayLimits smallLimits()
{
    GatewayLimits limits;
    limits.maxConnections = 6;
    limits.maxAnonymousConnections = 3;
    limits.maxStreams = 4;
    limits.clientConnections = 2;
    limits.clientStreams = 2;
    limits.clientWaits = 2;
    limits.headTimeoutMs = 1000;
    limits.anonymousHeadTimeoutMs = 100;
    limits.idleTimeoutMs = 2000;
    limits.anonymousIdleTimeoutMs = 200;
    limits.bodyTimeoutMs = 3000;
    limits.answerTimeoutMs = 4000;
    limits.closeLingerMs = 500;
    limits.bodyBudgetBytes = 1000;
    limits.anonymousBodyBudgetBytes = 400;
    return limits;
}

// A request on `id` answered at `now`: the connection is idle afterwards.
void serve(ConnectionPool &pool, quint64 id, qint64 now, qint64 client = 0)
{
    pool.requestStarted(id, now);
    pool.requestComplete(id, now);
    if (client != 0) {
        ASSERT_EQ(pool.identify(id, client, {}, later).verdict, Verdict::Allowed);
    }
    pool.answered(id, now, true);
    pool.touch(id);
}

TEST(ConnectionPool, NewConnectionsAreAnonymousAndCounted)
{
    ConnectionPool pool(smallLimits());
    EXPECT_TRUE(pool.admit(1, 0).admitted);
    EXPECT_TRUE(pool.admit(2, 0).admitted);
    EXPECT_EQ(pool.connectionCount(), 2);
    EXPECT_EQ(pool.anonymousCount(), 2);
    EXPECT_EQ(pool.phase(1), Phase::Silent);
    EXPECT_EQ(pool.clientOf(1), 0);
    pool.remove(1);
    pool.remove(1); // twice: nothing more
    EXPECT_EQ(pool.connectionCount(), 1);
    EXPECT_EQ(pool.anonymousCount(), 1);
    EXPECT_FALSE(pool.contains(1));
}

TEST(ConnectionPool, AFullAnonymousShareClosesTheOldestSilentOneFromAnEarlierBurst)
{
    ConnectionPool pool(smallLimits());
    pool.beginBurst();
    for (quint64 id = 1; id <= 3; ++id) {
        ASSERT_TRUE(pool.admit(id, qint64(id)).admitted);
    }
    // In the same burst nothing can go: the new one is turned away.
    const auto sameBurst = pool.admit(4, 4);
    EXPECT_FALSE(sameBurst.admitted);
    EXPECT_EQ(pool.turnedAwayCount(), 1);
    pool.beginBurst();
    const auto next = pool.admit(5, 5);
    EXPECT_TRUE(next.admitted);
    EXPECT_EQ(next.evicted, 1u);
    EXPECT_FALSE(pool.contains(1));
    EXPECT_EQ(pool.anonymousCount(), 3);
    EXPECT_EQ(pool.evictedCount(), 1);
}

TEST(ConnectionPool, SilentAnonymousGoFirstThenThoseMidRequestOldestFirst)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    ASSERT_TRUE(pool.admit(2, 1).admitted);
    ASSERT_TRUE(pool.admit(3, 2).admitted);
    pool.requestStarted(1, 10); // mid-head
    pool.requestStarted(2, 11);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(4, 20).evicted, 3u); // the silent one, though the youngest
    pool.requestStarted(4, 21);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(5, 22).evicted, 1u); // all are mid-request: the oldest
    pool.beginBurst();
    EXPECT_EQ(pool.admit(6, 23).evicted, 5u); // 5 is silent: before 2 and 4, which are mid-request
}

TEST(ConnectionPool, ASilentConnectionWithARequestWaitingIsNeverClosedForANewcomer)
{
    ConnectionPool pool(smallLimits());
    std::set<quint64> waiting{1};
    pool.setUnreadProbe([&waiting](quint64 id) {
        return waiting.count(id) != 0;
    });
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    ASSERT_TRUE(pool.admit(2, 1).admitted);
    ASSERT_TRUE(pool.admit(3, 2).admitted);
    pool.requestStarted(3, 3);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(4, 5).evicted, 2u);
    waiting.insert(4);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(5, 6).evicted, 3u); // mid-request before those about to send
    waiting.insert(5);
    pool.beginBurst();
    EXPECT_FALSE(pool.admit(6, 7).admitted); // all have a request waiting: the newcomer is turned away
    EXPECT_TRUE(pool.contains(1));
}

TEST(ConnectionPool, AFullPoolClosesClosingThenAnonymousThenIdleIdentifiedButNeverOneBeingAnswered)
{
    GatewayLimits limits = smallLimits();
    limits.maxConnections = 4;
    limits.maxAnonymousConnections = 4;
    ConnectionPool pool(limits);
    for (quint64 id = 1; id <= 4; ++id) {
        ASSERT_TRUE(pool.admit(id, 0).admitted);
    }
    serve(pool, 1, 1, 7);      // identified, idle
    serve(pool, 2, 2, 8);      // identified, idle
    pool.requestStarted(3, 3); // being answered
    pool.requestComplete(3, 3);
    pool.closing(4, 4); // closing
    EXPECT_EQ(pool.connectionCount(), 4);
    EXPECT_EQ(pool.anonymousCount(), 1);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(5, 10).evicted, 4u);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(6, 11).evicted, 5u); // the anonymous silent one before identified idle ones
    pool.beginBurst();
    EXPECT_EQ(pool.admit(7, 12).evicted, 6u);
    serve(pool, 7, 13, 9); // now every connection is identified
    pool.beginBurst();
    // Idle for less than idleBeforeEvictionMs (1000): likely about to carry their clients' next requests.
    EXPECT_FALSE(pool.admit(8, 1000).admitted);
    pool.beginBurst();
    EXPECT_EQ(pool.admit(9, 1001).evicted, 1u); // the oldest idle, idle since 1
    pool.requestStarted(9, 1002);
    pool.requestComplete(9, 1002);
    pool.requestStarted(2, 1002);
    pool.requestComplete(2, 1002);
    pool.requestStarted(7, 1002);
    pool.requestComplete(7, 1002);
    pool.beginBurst();
    EXPECT_FALSE(pool.admit(10, later).admitted); // all four are being answered
    EXPECT_TRUE(pool.contains(3));
}

TEST(ConnectionPool, AForcedAdmissionTakesEveryConnection)
{
    GatewayLimits limits = smallLimits();
    limits.maxConnections = 1;
    ConnectionPool pool(limits);
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    const auto forced = pool.admit(2, 0, true);
    EXPECT_TRUE(forced.admitted);
    EXPECT_EQ(forced.evicted, 0u);
    EXPECT_EQ(pool.connectionCount(), 2);
}

TEST(ConnectionPool, IdentifyingMovesAConnectionOutOfTheAnonymousShare)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    pool.requestStarted(1, 0);
    pool.requestComplete(1, 0);
    EXPECT_EQ(pool.identify(1, 7, {}, later).verdict, Verdict::Allowed);
    EXPECT_EQ(pool.clientOf(1), 7);
    EXPECT_EQ(pool.anonymousCount(), 0);
    EXPECT_EQ(pool.clientCounts(7).connections, 1);
    EXPECT_EQ(pool.identify(1, 7, {}, later).verdict, Verdict::Allowed); // again: no change
    EXPECT_EQ(pool.clientCounts(7).connections, 1);
    pool.remove(1);
    EXPECT_EQ(pool.clientCounts(7).connections, 0);
}

TEST(ConnectionPool, AtItsConnectionCapAClientsOwnOldestIdleConnectionMakesRoom)
{
    GatewayLimits limits = smallLimits(); // two connections per client
    limits.maxAnonymousConnections = 6;
    ConnectionPool pool(limits);
    for (quint64 id = 1; id <= 4; ++id) {
        ASSERT_TRUE(pool.admit(id, 0).admitted);
    }
    serve(pool, 1, 1, 7);
    serve(pool, 2, 2, 7);
    serve(pool, 3, 3, 8); // another client's idle connection is never taken
    pool.requestStarted(4, 4);
    pool.requestComplete(4, 4);
    EXPECT_EQ(pool.identify(4, 7, {}, 1000).verdict, Verdict::OverClientCap); // its idle ones are idle just now
    EXPECT_EQ(pool.clientOf(4), 0);
    const auto third = pool.identify(4, 7, {}, later);
    EXPECT_EQ(third.verdict, Verdict::Allowed);
    EXPECT_EQ(third.evicted, 1u);
    EXPECT_EQ(pool.clientCounts(7).connections, 2);
    EXPECT_TRUE(pool.contains(3));
    // Both of client 7's are busy now: a third is refused and stays anonymous.
    pool.requestStarted(2, 5);
    pool.requestComplete(2, 5);
    ASSERT_TRUE(pool.admit(5, 6).admitted);
    pool.requestStarted(5, 6);
    pool.requestComplete(5, 6);
    EXPECT_EQ(pool.identify(5, 7, {}, later).verdict, Verdict::OverClientCap);
    EXPECT_EQ(pool.clientOf(5), 0);
    // A client row's own cap replaces the default.
    EXPECT_EQ(pool.identify(5, 7, ClientLimits{3, 0, 0}, later).verdict, Verdict::Allowed);
    EXPECT_EQ(pool.capsOf(7).maxConnections, 3);
    EXPECT_EQ(pool.capsOf(7).maxStreams, 2);
}

TEST(ConnectionPool, StreamsLeaveTheConnectionCountsAndHaveCapsOfTheirOwn)
{
    GatewayLimits limits = smallLimits(); // two streams per client, four in all
    limits.maxAnonymousConnections = 6;
    ConnectionPool pool(limits);
    for (quint64 id = 1; id <= 6; ++id) {
        ASSERT_TRUE(pool.admit(id, 0).admitted);
        pool.requestStarted(id, 0);
        pool.requestComplete(id, 0);
    }
    for (quint64 id = 1; id <= 3; ++id) {
        ASSERT_EQ(pool.identify(id, 7, ClientLimits{5, 0, 0}, later).verdict, Verdict::Allowed);
    }
    EXPECT_EQ(pool.startStream(1), Verdict::Allowed);
    EXPECT_EQ(pool.startStream(2), Verdict::Allowed);
    EXPECT_EQ(pool.startStream(3), Verdict::OverClientCap);
    EXPECT_EQ(pool.streamCount(), 2);
    EXPECT_EQ(pool.connectionCount(), 4);
    EXPECT_EQ(pool.clientCounts(7).streams, 2);
    EXPECT_EQ(pool.clientCounts(7).connections, 1);
    EXPECT_EQ(pool.phase(1), Phase::Stream);
    // Anonymous streams have only the process-wide cap.
    EXPECT_EQ(pool.startStream(4), Verdict::Allowed);
    EXPECT_EQ(pool.startStream(5), Verdict::Allowed);
    EXPECT_EQ(pool.startStream(6), Verdict::OverGlobalCap);
    pool.remove(1);
    EXPECT_EQ(pool.streamCount(), 3);
    EXPECT_EQ(pool.clientCounts(7).streams, 1);
    pool.closing(2, 1); // a closing stream counts as a closing connection until it is gone
    EXPECT_EQ(pool.streamCount(), 2);
    EXPECT_EQ(pool.clientCounts(7).streams, 0);
    EXPECT_EQ(pool.connectionCount(), 3);
}

TEST(ConnectionPool, HeldRequestsHaveAPerClientCapAndAreReleasedWhenAnsweredOrGone)
{
    ConnectionPool pool(smallLimits()); // two waits per client
    for (quint64 id = 1; id <= 3; ++id) {
        ASSERT_TRUE(pool.admit(id, 0).admitted);
        pool.requestStarted(id, 0);
        pool.requestComplete(id, 0);
        ASSERT_EQ(pool.identify(id, 7, ClientLimits{5, 0, 0}, later).verdict, Verdict::Allowed);
    }
    EXPECT_EQ(pool.hold(1), Verdict::Allowed);
    EXPECT_EQ(pool.hold(1), Verdict::Allowed); // the same one twice counts once
    EXPECT_EQ(pool.hold(2), Verdict::Allowed);
    EXPECT_EQ(pool.hold(3), Verdict::OverClientCap);
    EXPECT_EQ(pool.clientCounts(7).waits, 2);
    EXPECT_TRUE(pool.isHeld(1));
    pool.answered(1, 1, true);
    EXPECT_FALSE(pool.isHeld(1));
    EXPECT_EQ(pool.hold(3), Verdict::Allowed);
    pool.remove(2);
    EXPECT_EQ(pool.clientCounts(7).waits, 1);
    EXPECT_EQ(pool.heldCount(), 1);
}

TEST(ConnectionPool, BodiesCountAgainstTheBudgetAndAnonymousOnesAgainstTheirShare)
{
    GatewayLimits limits = smallLimits(); // 1000 bytes in all, 400 for anonymous connections
    limits.maxAnonymousConnections = 6;
    ConnectionPool pool(limits);
    for (quint64 id = 1; id <= 4; ++id) {
        ASSERT_TRUE(pool.admit(id, 0).admitted);
    }
    serve(pool, 3, 0, 7);
    serve(pool, 4, 0, 8);
    pool.requestStarted(1, 1);
    EXPECT_TRUE(pool.reserveBody(1, 300));
    pool.requestStarted(2, 1);
    EXPECT_FALSE(pool.reserveBody(2, 101)); // past the anonymous share
    EXPECT_TRUE(pool.reserveBody(2, 100));
    EXPECT_EQ(pool.anonymousBodyBytesReserved(), 400);
    pool.requestStarted(3, 1);
    EXPECT_TRUE(pool.reserveBody(3, 600)); // identified: only the whole budget
    pool.requestStarted(4, 1);
    EXPECT_FALSE(pool.reserveBody(4, 1));
    EXPECT_TRUE(pool.reserveBody(4, 0));
    EXPECT_EQ(pool.bodyBytesReserved(), 1000);
    // Released when answered (the handler is done with it) or when the connection goes.
    pool.requestComplete(1, 2);
    pool.answered(1, 2, true);
    pool.remove(3);
    EXPECT_EQ(pool.bodyBytesReserved(), 100);
    EXPECT_EQ(pool.anonymousBodyBytesReserved(), 100);
    // Identified after its body was reserved: it leaves the anonymous share when released.
    pool.requestComplete(2, 3);
    ASSERT_EQ(pool.identify(2, 9, {}, later).verdict, Verdict::Allowed);
    pool.answered(2, 3, true);
    EXPECT_EQ(pool.anonymousBodyBytesReserved(), 0);
    EXPECT_EQ(pool.bodyBytesReserved(), 0);
}

TEST(ConnectionPool, DeadlinesFollowThePhaseAndAnonymousOnesAreShorter)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 1000).admitted);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Head);
    EXPECT_EQ(pool.deadline(1).atMs, 1100); // anonymous: its first head within 100 ms of the accept
    pool.requestStarted(1, 1050);
    EXPECT_EQ(pool.deadline(1).atMs, 1100); // trickling buys no time
    pool.headReceived(1, 1060);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Body);
    EXPECT_EQ(pool.deadline(1).atMs, 4060);
    pool.requestComplete(1, 1070);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Answer);
    EXPECT_EQ(pool.deadline(1).atMs, 5070);
    pool.answered(1, 1080, false);
    EXPECT_EQ(pool.phase(1), Phase::Writing);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Idle);
    EXPECT_EQ(pool.deadline(1).atMs, 1280);
    pool.flushed(1, 1090);
    EXPECT_EQ(pool.phase(1), Phase::Silent);
    EXPECT_EQ(pool.deadline(1).atMs, 1290); // anonymous idle
    pool.requestStarted(1, 1100);
    pool.requestComplete(1, 1100);
    ASSERT_EQ(pool.identify(1, 7, {}, later).verdict, Verdict::Allowed);
    pool.answered(1, 1200, true);
    EXPECT_EQ(pool.deadline(1).atMs, 3200); // identified idle
    pool.requestStarted(1, 1300);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Head);
    EXPECT_EQ(pool.deadline(1).atMs, 2300); // identified: from the head's first byte
    pool.closing(1, 1400);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::Linger);
    EXPECT_EQ(pool.deadline(1).atMs, 1900);
}

TEST(ConnectionPool, ExpiredDeadlinesAreReportedOnceAtTheirTime)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    ASSERT_TRUE(pool.admit(2, 0).admitted);
    serve(pool, 2, 10, 7); // identified idle: 2010
    EXPECT_EQ(pool.nextWakeMs(), 100);
    EXPECT_TRUE(pool.takeExpired(99).empty());
    auto expired = pool.takeExpired(100);
    ASSERT_EQ(expired.size(), 1u);
    EXPECT_EQ(expired[0], std::make_pair(quint64(1), Expiry::Head));
    pool.remove(1);
    // Connection 2's first deadline (its first head, 100) has moved on: re-armed, reported at 2010.
    EXPECT_TRUE(pool.takeExpired(2009).empty());
    EXPECT_EQ(pool.nextWakeMs(), 2010);
    expired = pool.takeExpired(2010);
    ASSERT_EQ(expired.size(), 1u);
    EXPECT_EQ(expired[0], std::make_pair(quint64(2), Expiry::Idle));
    EXPECT_TRUE(pool.takeExpired(5000).empty()); // once
    pool.closing(2, 2010);
    pool.touch(2);
    expired = pool.takeExpired(2510);
    ASSERT_EQ(expired.size(), 1u);
    EXPECT_EQ(expired[0].second, Expiry::Linger);
}

TEST(ConnectionPool, ADeadlineThatMovesEarlierIsArmedAgain)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    serve(pool, 1, 0, 7);  // idle until 2000
    pool.takeExpired(100); // the first head's entry (100) re-armed at 2000
    EXPECT_EQ(pool.nextWakeMs(), 2000);
    pool.requestStarted(1, 150); // head until 1150
    pool.touch(1);
    EXPECT_EQ(pool.nextWakeMs(), 1150);
    const auto expired = pool.takeExpired(1150);
    ASSERT_EQ(expired.size(), 1u);
    EXPECT_EQ(expired[0].second, Expiry::Head);
}

TEST(ConnectionPool, StreamsHaveNoDeadline)
{
    ConnectionPool pool(smallLimits());
    ASSERT_TRUE(pool.admit(1, 0).admitted);
    pool.requestStarted(1, 0);
    pool.requestComplete(1, 0);
    ASSERT_EQ(pool.startStream(1), Verdict::Allowed);
    pool.touch(1);
    EXPECT_EQ(pool.deadline(1).expiry, Expiry::None);
    EXPECT_TRUE(pool.takeExpired(1'000'000).empty());
}

} // namespace
