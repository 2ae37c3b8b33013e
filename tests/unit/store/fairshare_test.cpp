// The fair claim's chooser, alone: weighted round robin over in-flight share, each owner under its own limit, ties to
// uncertain re-sends, then the earliest due job, then the lower owner.
#include "core/store/fairshare.h"

#include <QHash>
#include <gtest/gtest.h>

using SolveDeck::FairShare;
using SolveDeck::OwnerDemand;

namespace {

OwnerDemand owner(qint64 id, int running, int weight, int limit = 0, qint64 due = 1000, bool resend = false)
{
    OwnerDemand d;
    d.owner = id;
    d.running = running;
    d.weight = weight;
    d.limit = limit;
    d.dueAtMs = due;
    d.resend = resend;
    return d;
}

// Takes `count` picks and says whose they were.
QList<qint64> picks(FairShare &share, int count)
{
    QList<qint64> out;
    for (int i = 0; i < count; ++i) {
        const auto next = share.next();
        if (!next) {
            break;
        }
        share.take(*next);
        out << *next;
    }
    return out;
}

TEST(FairShareTest, AClientWithOneJobGoesBeforeAnImportThatHoldsEveryThread)
{
    // The import (client 1) runs 5 of 5 threads and has 10,000 queued; client 2 has one job and nothing running.
    FairShare share({owner(1, 5, 5, 0, 100), owner(2, 0, 5, 0, 900)});
    EXPECT_EQ(share.next(), 2);
}

TEST(FairShareTest, EqualWeightsAlternate)
{
    FairShare share({owner(1, 0, 5), owner(2, 0, 5)});
    EXPECT_EQ(picks(share, 6), (QList<qint64>{1, 2, 1, 2, 1, 2}));
}

TEST(FairShareTest, WeightsShareInProportion)
{
    FairShare share({owner(1, 0, 1), owner(2, 0, 3)});
    const QList<qint64> taken = picks(share, 8);
    EXPECT_EQ(taken.count(1), 2);
    EXPECT_EQ(taken.count(2), 6);
}

TEST(FairShareTest, RunningJobsCountAgainstTheShare)
{
    FairShare share({owner(1, 3, 5), owner(2, 0, 5)});
    EXPECT_EQ(picks(share, 3), (QList<qint64>{2, 2, 2}));
    EXPECT_EQ(picks(share, 2), (QList<qint64>{1, 2}));
}

TEST(FairShareTest, AnOwnerNeverPassesItsOwnLimit)
{
    FairShare share({owner(1, 1, 2, 2), owner(2, 0, 10)});
    const QList<qint64> taken = picks(share, 6);
    EXPECT_EQ(taken.count(1), 1);
    EXPECT_EQ(taken.count(2), 5);
    FairShare full({owner(1, 2, 2, 2)});
    EXPECT_FALSE(full.next().has_value());
}

TEST(FairShareTest, AnExhaustedOwnerIsPassedOver)
{
    FairShare share({owner(1, 0, 5), owner(2, 0, 5)});
    share.exhausted(1);
    EXPECT_EQ(picks(share, 3), (QList<qint64>{2, 2, 2}));
    share.exhausted(2);
    EXPECT_FALSE(share.next().has_value());
}

TEST(FairShareTest, TiesGoToAResendThenTheEarliestDueThenTheLowerOwner)
{
    EXPECT_EQ(FairShare({owner(1, 0, 5, 0, 100), owner(2, 0, 5, 0, 900, true)}).next(), 2);
    EXPECT_EQ(FairShare({owner(1, 0, 5, 0, 900), owner(2, 0, 5, 0, 100)}).next(), 2);
    EXPECT_EQ(FairShare({owner(2, 0, 5, 0, 100), owner(1, 0, 5, 0, 100)}).next(), 1);
}

TEST(FairShareTest, AZeroWeightCountsAsOne)
{
    FairShare share({owner(1, 0, 0), owner(2, 0, 1)});
    EXPECT_EQ(picks(share, 4).count(1), 2);
}

TEST(FairShareTest, ManyOwnersEachGetATurnBeforeAnyGetsTwo)
{
    QList<OwnerDemand> owners;
    for (int i = 1; i <= 50; ++i) {
        owners << owner(i, 0, 5, 0, 1000 + i);
    }
    FairShare share(owners);
    const QList<qint64> taken = picks(share, 50);
    QHash<qint64, int> counts;
    for (qint64 o : taken) {
        ++counts[o];
    }
    EXPECT_EQ(counts.size(), 50);
    EXPECT_EQ(taken.constFirst(), 1);
}

} // namespace
