#pragma once

#include "core/engine/engine.h"

#include <QObject>
#include <QTemporaryDir>
#include <QTimer>

#include <memory>

namespace SolveDeckSim {
class Simulator;
}

namespace SolveDeck {

class ApiClient;
class EngineHost;
class JobStore;
class KeyVault;
class MainWindow;

// Wires one console: the window's read connection to the store, the engine on its worker thread (EngineHost:
// its own store connection and the API client) and the key vault, and in demo mode the built-in simulator. Lives in the
// executable because only the executable may join the GUI and the simulator.
class ConsoleSession : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        bool demo = false;
        QString databasePath; // empty: JobStore::defaultDatabasePath() (demo: a temporary file)
        // Demo clocks run faster than life so a reCAPTCHA v2 (~37 s) solves in a few seconds on screen;
        // the simulator and the engine share the factor, so every ratio stays realistic.
        double demoTimeScale = 0.2;
        int demoJobs = 24;
    };

    explicit ConsoleSession(Options options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Opens everything and attaches it to the window. Returns false (after telling the user) when the
    // database cannot be opened.
    bool start(MainWindow *window);

    JobStore *store() const { return m_store.get(); }

    EngineHost *engine() const { return m_engine.get(); }

    QString endpointLabel() const;

    // Tells the service whether a solved job's answer was right (res.php reportgood / reportbad) and records it in
    // the job's timeline; the window's Report actions call this. Answers later, through the window's status bar.
    void reportAnswer(qint64 jobId, bool good);

private:
    bool startDemo();
    void startLive();
    void seedDemoJobs(int count);
    void addDemoJob();
    void setKey(const QString &key);
    void engineStateChanged(Engine::State state);
    void startDemoProcess();

    Options m_options;
    MainWindow *m_window = nullptr;
    QTemporaryDir m_demoDir;
    std::unique_ptr<SolveDeckSim::Simulator> m_simulator;
    QString m_databasePath;
    std::unique_ptr<JobStore> m_store; // the window's read connection
    std::unique_ptr<EngineHost> m_engine;
    std::unique_ptr<KeyVault> m_vault;
    std::unique_ptr<ApiClient> m_reportClient; // reportgood / reportbad only
    QTimer m_demoFeed;
    int m_demoCounter = 0;
    bool m_pausedForKey = false;
};

} // namespace SolveDeck
