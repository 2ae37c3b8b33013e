// main() for GUI tests: a QApplication on the offscreen platform unless QT_QPA_PLATFORM is set, so the tests
// (and gtest's test listing) run on machines without a display. QWidget::grab() renders the same pixels
// offscreen as under Xvfb.
#include "support/testutil.h"

#include <QApplication>
#include <QLocale>
#include <QStandardPaths>
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
    const auto settingsDir = SolveDeckTest::useSettingsOfThisProcess();
    // Times people read follow the locale (core/timetext.h): the tests expect the C locale's, whatever LANG says.
    QLocale::setDefault(QLocale::c());
    return RUN_ALL_TESTS();
}
