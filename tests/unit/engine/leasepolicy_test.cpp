// LeasePolicy: when another engine on the database counts as gone, so that its jobs may be taken over.
#include "core/engine/leasepolicy.h"

#include <QCoreApplication>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

EngineInfo engineOn(const QString &host, qint64 pid, qint64 heartbeatAtMs)
{
    EngineInfo e = LeasePolicy::identity(host, pid, heartbeatAtMs - 1000, 1);
    e.heartbeatAtMs = heartbeatAtMs;
    return e;
}

const auto everyPidAlive = [](qint64) {
    return true;
};
const auto noPidAlive = [](qint64) {
    return false;
};

} // namespace

TEST(LeasePolicy, IdsAreUniquePerProcessStartAndSequence)
{
    const EngineInfo a = LeasePolicy::identity(QStringLiteral("box"), 42, 1000, 1);
    const EngineInfo b = LeasePolicy::identity(QStringLiteral("box"), 42, 1000, 2);
    const EngineInfo c = LeasePolicy::identity(QStringLiteral("box"), 43, 1000, 1);
    EXPECT_EQ(a.id, QStringLiteral("box/42/1000/1"));
    EXPECT_NE(a.id, b.id);
    EXPECT_NE(a.id, c.id);
    EXPECT_EQ(a.heartbeatAtMs, 1000);
}

TEST(LeasePolicy, ARecentHeartbeatOnAnotherHostIsAlive)
{
    LeasePolicy policy;
    const qint64 now = 1'000'000;
    // Another host: its pid means nothing here, so only the heartbeat counts.
    EXPECT_FALSE(policy.isLapsed(engineOn(QStringLiteral("far"), 7, now - policy.ttlMs),
                                 now,
                                 QStringLiteral("here"),
                                 noPidAlive));
    EXPECT_TRUE(policy.isLapsed(engineOn(QStringLiteral("far"), 7, now - policy.ttlMs - 1),
                                now,
                                QStringLiteral("here"),
                                everyPidAlive));
}

TEST(LeasePolicy, ADeadProcessOnThisHostIsGoneAtOnce)
{
    LeasePolicy policy;
    const qint64 now = 1'000'000;
    const EngineInfo fresh = engineOn(QStringLiteral("here"), 7, now);
    EXPECT_TRUE(policy.isLapsed(fresh, now, QStringLiteral("here"), noPidAlive));
    EXPECT_FALSE(policy.isLapsed(fresh, now, QStringLiteral("here"), everyPidAlive));
    // A reused pid keeps a dead engine looking alive only until its lease runs out.
    EXPECT_TRUE(policy.isLapsed(engineOn(QStringLiteral("here"), 7, now - policy.ttlMs - 1),
                                now,
                                QStringLiteral("here"),
                                everyPidAlive));
}

TEST(LeasePolicy, ProcessAliveAsksTheSystem)
{
    EXPECT_TRUE(LeasePolicy::processAlive(QCoreApplication::applicationPid()));
    EXPECT_TRUE(LeasePolicy::processAlive(1)); // init: another user's process counts as alive
    EXPECT_FALSE(LeasePolicy::processAlive(0));
    EXPECT_FALSE(LeasePolicy::processAlive(-5));
    // pid_max is at most 2^22 on Linux: a pid above it never exists.
    EXPECT_FALSE(LeasePolicy::processAlive(qint64(1) << 23));
}

TEST(LeasePolicy, TheLeaseOutlivesSeveralMissedRenewals)
{
    const LeasePolicy policy;
    EXPECT_GE(policy.ttlMs, 5 * policy.heartbeatMs);
}
