// The cap in words (issue 37): whose cap it is, the same for the console and solvedeck-cli.
#include "core/engine/engine.h"
#include "core/stats/capdescription.h"

#include <gtest/gtest.h>

using namespace SolveDeck;

TEST(CapDescription, SaysWhetherTheCapIsAnOperatorsOrThePlans)
{
    EngineStatus s;
    EXPECT_TRUE(capDescription(s).isEmpty()) << "an engine that has not started says nothing";
    s.state = int(Engine::State::Running);
    s.effectiveCap = 5; // the governor's placeholder before the plan is known: not shown as a cap
    EXPECT_EQ(capDescription(s), QStringLiteral("cap: the plan's threads (not read yet)"));
    s.planThreads = 20;
    s.effectiveCap = 20;
    EXPECT_EQ(capDescription(s), QStringLiteral("cap 20 (plan)"));
    s.capSetByOperator = true;
    s.effectiveCap = 8;
    EXPECT_EQ(capDescription(s), QStringLiteral("cap 8 (set by operator; plan 20)"));
    s.planThreads = 0;
    EXPECT_EQ(capDescription(s), QStringLiteral("cap 8 (set by operator; plan not read yet)"));
}
