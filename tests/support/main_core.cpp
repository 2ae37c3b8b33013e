// main() for unit and integration tests: a QCoreApplication, so signals, timers and the network work.
#include "support/testutil.h"

#include <QCoreApplication>
#include <QLocale>
#include <QStandardPaths>
#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    testing::InitGoogleTest(&argc, argv);
    QCoreApplication app(argc, argv);
    // Tests never touch the user's settings or data: QStandardPaths points at ~/.qttest, and the organisation
    // name keeps even that apart from a real SolveDeck.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SolveDeckTests"));
    QCoreApplication::setApplicationName(QStringLiteral("SolveDeckTests"));
    const auto settingsDir = SolveDeckTest::useSettingsOfThisProcess();
    // Times people read follow the locale (core/timetext.h): the tests expect the C locale's, whatever LANG says.
    QLocale::setDefault(QLocale::c());
    return RUN_ALL_TESTS();
}
