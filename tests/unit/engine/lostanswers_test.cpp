// LostAnswers (issue 38): a job's bound of lost submit answers depends on how the other jobs' recent submits fared,
// and most recent submits lost pause submits (issue 26). Pure bookkeeping, plain numbers.
#include "core/engine/lostanswers.h"

#include <QHash>
#include <gtest/gtest.h>

#include <algorithm>

using namespace SolveDeck;

namespace {

constexpr qint64 kJob = 1;

// Other jobs' submits, `answered` of them answered and `lost` lost, oldest first (answered ones first).
void othersFared(LostAnswers &lost, int answered, int lostCount, quint64 apiAnswers = 100)
{
    qint64 other = 100;
    for (int i = 0; i < answered; ++i) {
        lost.noteAnswered(other++);
    }
    for (int i = 0; i < lostCount; ++i) {
        lost.noteLost(other++, apiAnswers);
    }
}

} // namespace

TEST(LostAnswers, AJobWithThreeLostAnswersOnAMostlyHealthyProviderMayGoAgain)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, 12, 3); // one in five lost, as issue 38's outside emulator
    for (int i = 0; i < policy.maxUncertainSubmitsPerJob; ++i) {
        lost.noteLost(kJob, 100);
    }
    EXPECT_TRUE(lost.othersMostlyAnswered(kJob));
    EXPECT_EQ(lost.boundFor(kJob), policy.maxUncertainSubmitsPerJobWhenHealthy);
    EXPECT_FALSE(lost.atBound(kJob)) << "three lost answers on a mostly healthy provider are bad luck";
}

TEST(LostAnswers, EvenOnAHealthyProviderAJobStopsAtTheHigherBound)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, 15, 0);
    for (int i = 0; i < policy.maxUncertainSubmitsPerJobWhenHealthy - 1; ++i) {
        lost.noteLost(kJob, 100);
        ASSERT_FALSE(lost.atBound(kJob)) << i + 1;
    }
    lost.noteLost(kJob, 100);
    EXPECT_TRUE(lost.atBound(kJob));
}

TEST(LostAnswers, MostRecentSubmitsLostKeepTheLowerBound)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, 6, 8);
    for (int i = 0; i < policy.maxUncertainSubmitsPerJob; ++i) {
        lost.noteLost(kJob, 100);
    }
    EXPECT_FALSE(lost.othersMostlyAnswered(kJob));
    EXPECT_EQ(lost.boundFor(kJob), policy.maxUncertainSubmitsPerJob);
    EXPECT_TRUE(lost.atBound(kJob));
}

TEST(LostAnswers, TooFewOtherSubmitsToTellKeepTheLowerBound)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, policy.minAnsweredForHealthy - 1, 0);
    // The job's own answered submits say nothing of its lost ones: they are not evidence for it.
    lost.noteAnswered(kJob);
    lost.noteAnswered(kJob);
    for (int i = 0; i < policy.maxUncertainSubmitsPerJob; ++i) {
        lost.noteLost(kJob, 100);
    }
    EXPECT_FALSE(lost.othersMostlyAnswered(kJob));
    EXPECT_TRUE(lost.atBound(kJob));
    // One more answered submit of another job makes the evidence enough.
    lost.noteAnswered(200);
    EXPECT_TRUE(lost.othersMostlyAnswered(kJob));
    EXPECT_FALSE(lost.atBound(kJob));
}

TEST(LostAnswers, OnlyTheLastWindowOfSubmitsIsEvidence)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, policy.window, 0);
    EXPECT_TRUE(lost.othersMostlyAnswered(kJob));
    // A provider that starts losing every answer: once the window holds more lost than answered, the bound is low.
    othersFared(lost, 0, policy.window / 2);
    EXPECT_FALSE(lost.othersMostlyAnswered(kJob)) << "half lost is not mostly answered";
    EXPECT_EQ(lost.recentSubmits(), policy.window);
}

TEST(LostAnswers, AHarmlessLostSubmitDoesNotCountAndForgetStartsAfresh)
{
    LostAnswers lost;
    lost.noteLost(kJob, 10);
    lost.noteLost(kJob, 11);
    lost.noteHarmless(kJob);
    EXPECT_EQ(lost.lostSubmits(kJob), 1);
    lost.forget(kJob);
    EXPECT_EQ(lost.lostSubmits(kJob), 0);
}

TEST(LostAnswers, MostSubmitsLostWhileOtherRequestsWereAnsweredPause)
{
    const LostAnswerPolicy policy;
    LostAnswers lost(policy);
    othersFared(lost, policy.window - policy.pauseAt, policy.pauseAt, 50);
    EXPECT_EQ(lost.recentLost(), policy.pauseAt);
    EXPECT_FALSE(lost.mostlyLost(50)) << "nothing answered since the first of those losses: an outage";
    EXPECT_TRUE(lost.mostlyLost(51));
    lost.forgetRecent();
    EXPECT_FALSE(lost.mostlyLost(51));
}

// A provider that answered every submit and then loses every answer (each may be a paid task): the evidence turns
// as the losses fill the window, and no job gets more than four submits before it ends (issue 38's limit for 50
// minutes of lost answers). Five jobs in flight, each re-sent as soon as it loses its answer.
TEST(LostAnswers, AProviderThatStartsLosingEveryAnswerCostsAJobAtMostFourSubmits)
{
    for (int inFlight : {5, 15}) {
        LostAnswers lost;
        othersFared(lost, lost.policy().window, 0);
        QHash<qint64, int> submits;
        QList<qint64> jobs;
        for (qint64 id = 1; id <= inFlight; ++id) {
            jobs.append(id);
        }
        qint64 next = qint64(inFlight) + 1;
        for (int round = 0; round < 40; ++round) {
            QList<qint64> still;
            for (qint64 id : std::as_const(jobs)) {
                ++submits[id];
                lost.noteLost(id, 100);
                if (lost.atBound(id)) {
                    still.append(next++); // it ends; the next queued job takes its thread
                } else {
                    still.append(id);
                }
            }
            jobs = still;
        }
        int most = 0;
        for (int n : std::as_const(submits)) {
            most = std::max(most, n);
        }
        EXPECT_LE(most, 4) << inFlight << " in flight";
    }
}
