// main() for GUI tests: a QApplication on the offscreen platform unless QT_QPA_PLATFORM is set, so the tests
// (and gtest's test listing) run on machines without a display. QWidget::grab() renders the same pixels
// offscreen as under Xvfb.
#include <QApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <gtest/gtest.h>

int main(int argc, char *argv[])
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM")) {
        qputenv("QT_QPA_PLATFORM", "offscreen");
    }
    testing::InitGoogleTest(&argc, argv);
    QApplication app(argc, argv);
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
