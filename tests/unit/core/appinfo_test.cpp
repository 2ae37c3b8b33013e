#include "core/appinfo.h"
#include "support/testutil.h"

#include <QCoreApplication>

TEST(AppInfo, SetsTheIdentityEveryProgramShares)
{
    SolveDeck::setApplicationIdentity();
    EXPECT_EQ(QCoreApplication::applicationName(), QStringLiteral("SolveDeck"));
    EXPECT_EQ(QCoreApplication::organizationName(), QStringLiteral("SolveDeck"));
    EXPECT_EQ(QCoreApplication::applicationVersion(), QStringLiteral(SOLVEDECK_VERSION));
    EXPECT_FALSE(SolveDeck::applicationVersion().isEmpty());
}
