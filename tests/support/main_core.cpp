// main() for unit and integration tests: a QCoreApplication, so signals, timers and the network work.
#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
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
    // ctest runs test processes side by side, and ~/.qttest is one place for all of them: one process's
    // QSettings().clear() would undo another's remembered choice. Each process gets settings of its own.
    QTemporaryDir settingsDir;
    if (!settingsDir.isValid()) {
        qFatal("cannot create a temporary directory for this test's settings: %s",
               qPrintable(settingsDir.errorString()));
    }
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, settingsDir.path());
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    return RUN_ALL_TESTS();
}
