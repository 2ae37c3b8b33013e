#include "core/engine/requestallowance.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

TEST(RequestAllowance, ABurstAtOnceThenOnePerInterval)
{
    RequestAllowance allowance(2.0);
    allowance.reset(1'000);
    EXPECT_EQ(allowance.availableAtMs(1'000, 10'000), 1'000);
    allowance.spend(1'000, 10'000);
    EXPECT_EQ(allowance.availableAtMs(1'000, 10'000), 1'000) << "the second of the burst";
    allowance.spend(1'000, 10'000);
    // Empty: the next request's worth accrues over one interval.
    EXPECT_EQ(allowance.availableAtMs(1'000, 10'000), 11'000);
    EXPECT_EQ(allowance.availableAtMs(6'000, 10'000), 11'000);
    EXPECT_DOUBLE_EQ(allowance.tokensAt(6'000, 10'000), 0.5);
}

TEST(RequestAllowance, NeverMoreThanTheBurstKeptAndForcedRequestsAreSpentToo)
{
    RequestAllowance allowance(2.0);
    allowance.reset(0);
    // An hour idle keeps two, not 360.
    EXPECT_DOUBLE_EQ(allowance.tokensAt(3'600'000, 10'000), 2.0);
    allowance.spend(0, 10'000);
    allowance.spend(0, 10'000);
    allowance.spend(0, 10'000); // forced (an endpoint re-check): below zero
    EXPECT_DOUBLE_EQ(allowance.tokensAt(0, 10'000), -1.0);
    EXPECT_EQ(allowance.availableAtMs(0, 10'000), 20'000);
    // Over a long run the average is one per interval: 2 + 100 requests in 1,000 s.
    RequestAllowance steady(2.0);
    steady.reset(0);
    int sent = 0;
    for (qint64 t = 0; t <= 1'000'000; t += 100) {
        if (steady.availableAtMs(t, 10'000) <= t) {
            steady.spend(t, 10'000);
            ++sent;
        }
    }
    EXPECT_EQ(sent, 102);
}
