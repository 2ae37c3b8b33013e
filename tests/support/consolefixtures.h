#pragma once

// Fixtures shared by the console's GUI suites (header-only: support/ builds without the console's libraries).

#include "app/consolesession.h"
#include "core/engine/enginehost.h"
#include "core/store/jobstore.h"
#include "gui/jobtablemodel.h"
#include "gui/mainwindow.h"
#include "gui/messagebox.h"
#include "support/testutil.h"

#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>

#include <memory>

namespace SolveDeckTest {

// A job database of its own for a window, and an engine's thread that writes to it as the console's does: opened on
// the same file and never started (it stores and changes jobs, and sends nothing). Settings and the scripted
// answers of MessageBox start empty.
class WindowOnAStore : public ::testing::Test
{
protected:
    void SetUp() override
    {
        using namespace std::chrono_literals;
        ASSERT_TRUE(dir.isValid());
        ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
        QSettings().clear();
        SolveDeck::MessageBox::clearLast();
        QSignalSpy opened(&writer, &SolveDeck::EngineHost::opened);
        SolveDeck::EngineHost::Config config;
        config.databaseLocation = dir.filePath(QStringLiteral("jobs.sqlite"));
        writer.open(config);
        ASSERT_TRUE(waitForSignals(opened, 1, 30s));
        ASSERT_TRUE(opened.at(0).at(0).toBool()) << opened.at(0).at(1).toString().toStdString();
        QObject::connect(&writer, &SolveDeck::EngineHost::jobsChanged, &store, &SolveDeck::JobStore::announceChanges);
    }

    void TearDown() override { QSettings().clear(); }

    // A window on the store and the writer, shown at `size`; changes reach its table at once (no coalescing).
    std::unique_ptr<SolveDeck::MainWindow> openWindow(bool demo = false, QSize size = {1200, 760})
    {
        SolveDeck::MainWindow::Options options;
        options.demo = demo;
        options.endpointLabel = QStringLiteral("http://127.0.0.1:1/ (a long endpoint label that must give way "
                                               "before the engine state and the badge do)");
        auto window = std::make_unique<SolveDeck::MainWindow>(options);
        window->jobModel()->setCoalesceInterval(0);
        window->attach(&store, &writer);
        window->resize(size);
        window->show();
        EXPECT_TRUE(QTest::qWaitForWindowExposed(window.get()));
        return window;
    }

    qint64 enqueue(const SolveDeck::TaskSpec &spec)
    {
        const auto added = store.enqueue(spec);
        EXPECT_TRUE(added.ok());
        return added ? added->jobId : 0;
    }

    QTemporaryDir dir;
    SolveDeck::JobStore store;
    SolveDeck::EngineHost writer; // declared after the store: it goes first
};

// A whole console in demo mode (the built-in simulator, a store, the engine, the window), started and shown.
class DemoConsole : public ::testing::Test
{
protected:
    // Call from SetUp (ASSERTs inside).
    void startDemo(const SolveDeck::ConsoleSession::Options &options, QSize size = {})
    {
        using namespace std::chrono_literals;
        session = std::make_unique<SolveDeck::ConsoleSession>(options);
        SolveDeck::MainWindow::Options windowOptions;
        windowOptions.demo = true;
        window = std::make_unique<SolveDeck::MainWindow>(windowOptions);
        ASSERT_TRUE(session->start(window.get()));
        // The engine's worker opens the database, then the window's connection: the window is painted meanwhile.
        ASSERT_TRUE(waitUntil(
            [&] {
            return session->store() != nullptr;
            },
            30s));
        if (size.isValid()) {
            window->resize(size);
        }
    }

    void showWindow()
    {
        window->show();
        ASSERT_TRUE(QTest::qWaitForWindowExposed(window.get()));
    }

    void TearDown() override
    {
        window.reset();
        session.reset();
    }

    std::unique_ptr<SolveDeck::ConsoleSession> session;
    std::unique_ptr<SolveDeck::MainWindow> window;
};

} // namespace SolveDeckTest
