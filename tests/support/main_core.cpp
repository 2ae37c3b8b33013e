// main() for unit and integration tests: a QCoreApplication, so signals, timers and the network work.
#include <QCoreApplication>
#include <QStandardPaths>
#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    testing::InitGoogleTest(&argc, argv);
    QCoreApplication app(argc, argv);
    // Tests never touch the user's settings or data: QStandardPaths (and QSettings through it) point at
    // ~/.qttest, and the organisation name keeps even that apart from a real SolveDeck.
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("SolveDeckTests"));
    QCoreApplication::setApplicationName(QStringLiteral("SolveDeckTests"));
    return RUN_ALL_TESTS();
}
