#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "support/testutil.h"

#include <QAction>
#include <QHeaderView>
#include <QLabel>
#include <QStatusBar>
#include <QTableView>

using SolveDeck::JobTableModel;
using SolveDeck::MainWindow;

TEST(MainWindow, ShowsTheJobTableColumnsWithNoRows)
{
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    auto *table = window.findChild<QTableView *>(QStringLiteral("jobTable"));
    ASSERT_NE(table, nullptr);
    // The table pages, filters and sorts in SQL: the view shows the model itself, with no proxy between.
    EXPECT_EQ(table->model(), window.jobModel());
    EXPECT_EQ(table->model()->rowCount(), 0);
    ASSERT_EQ(table->model()->columnCount(), JobTableModel::ColumnCount);
    EXPECT_EQ(table->model()->headerData(JobTableModel::StateColumn, Qt::Horizontal).toString(),
              QStringLiteral("State"));
    EXPECT_EQ(table->model()->headerData(JobTableModel::PageUrlColumn, Qt::Horizontal).toString(),
              QStringLiteral("Page URL"));
    EXPECT_FALSE(table->isHidden());
}

TEST(MainWindow, DemoModeShowsTheBadgeAndTitle)
{
    MainWindow::Options options;
    options.demo = true;
    options.endpointLabel = QStringLiteral("built-in simulator");
    MainWindow window(options);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));

    EXPECT_TRUE(window.demoBadge()->isVisible());
    EXPECT_TRUE(window.windowTitle().contains(QStringLiteral("demo"), Qt::CaseInsensitive));
    EXPECT_TRUE(window.connectionLabel()->text().contains(QStringLiteral("built-in simulator")));
}

TEST(MainWindow, NormalModeHidesTheDemoBadge)
{
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    EXPECT_FALSE(window.demoBadge()->isVisible());
}

TEST(MainWindow, CtrlQClosesTheWindow)
{
    MainWindow window(MainWindow::Options{});
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    auto *quit = window.findChild<QAction *>(QStringLiteral("quitAction"));
    ASSERT_NE(quit, nullptr);
    EXPECT_EQ(quit->shortcut(), QKeySequence(QKeySequence::fromString(QStringLiteral("Ctrl+Q"))));
    quit->trigger();
    EXPECT_FALSE(window.isVisible());
}

TEST(MainWindow, RendersToANonEmptyImage)
{
    MainWindow window(MainWindow::Options{});
    window.resize(1000, 600);
    window.show();
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&window));
    const QImage image = window.grab().toImage();
    ASSERT_FALSE(image.isNull());
    EXPECT_EQ(image.width(), window.width() * int(image.devicePixelRatio()));
    // A real rendering has more than one colour in it (not a blank surface).
    const QRgb first = image.pixel(0, 0);
    bool varied = false;
    for (int y = 0; y < image.height() && !varied; y += 7) {
        for (int x = 0; x < image.width(); x += 7) {
            if (image.pixel(x, y) != first) {
                varied = true;
                break;
            }
        }
    }
    EXPECT_TRUE(varied);
}
