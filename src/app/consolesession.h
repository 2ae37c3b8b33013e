#pragma once

#include "core/engine/engine.h"
#include "gui/databaselocation.h"

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
class OperatorTools;

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
        // --db: a file or postgresql://user@host:port/dbname. Empty: the choice saved by the Job Database dialog, else
        // JobStore::defaultDatabasePath() (demo: a temporary file).
        QString databasePath;
        // The keychain service of a team database's password; empty: KeyVault::applicationService(). Tests use their
        // own.
        QString keychainService;
        // Demo clocks run faster than life so a reCAPTCHA v2 (~37 s) solves in a few seconds on screen;
        // the simulator and the engine share the factor, so every ratio stays realistic.
        double demoTimeScale = 0.2;
        int demoJobs = 24;
    };

    explicit ConsoleSession(Options options, QObject *parent = nullptr);
    ~ConsoleSession() override;

    // Opens everything and attaches it to the window. A team database's password is read from the keychain first,
    // asynchronously (the status bar says so); the store and the engine are attached when it has answered. A database
    // that cannot be opened is reported in a banner that offers the Job Database dialog and Try Again; no other
    // database is opened in its place. Returns false (after telling the user) only when demo mode cannot start.
    bool start(MainWindow *window);

    // The database this run uses (or tries to) and where that choice came from.
    DatabaseChoice databaseChoice() const { return m_choice; }

    JobStore *store() const { return m_store.get(); }

    EngineHost *engine() const { return m_engine.get(); }

    QString endpointLabel() const;

    // Tells the service whether a solved job's answer was right (res.php reportgood / reportbad) and records it in
    // the job's timeline; the window's Report actions call this. Answers later, through the window's status bar.
    void reportAnswer(qint64 jobId, bool good);

private:
    bool startDemo();
    // Live mode: reads a team database's password from the keychain (asynchronously), then openLive().
    void openDatabase(const DatabaseChoice &choice);
    // The window's read connection and the engine's host (not started) on `location`.
    Result<void> openStore(const QString &location, const QString &password);
    void openLive(const QString &location, const QString &password, const QString &keychainNote);
    void databaseFailed(const QString &location, const QString &message);
    void databaseChosen(const QString &location);
    void startLive();
    void seedDemoJobs(int count);
    void addDemoJob();
    void setKey(const QString &key);
    // A key now in the keychain goes to the engine (the queue starts or resumes).
    void applyKey(const QString &key);
    void engineStateChanged(Engine::State state);
    void startDemoProcess();

    Options m_options;
    MainWindow *m_window = nullptr;
    QTemporaryDir m_demoDir;
    std::unique_ptr<SolveDeckSim::Simulator> m_simulator;
    DatabaseChoice m_choice;
    QString m_databasePath;     // the open database's location (a file or an address without password)
    QString m_databasePassword; // a team database's password from the keychain; never logged or stored
    std::unique_ptr<KeyVault> m_databaseVault;
    quint64 m_openAttempt = 0;         // a keychain answer for an earlier attempt is dropped
    std::unique_ptr<JobStore> m_store; // the window's read connection
    std::unique_ptr<EngineHost> m_engine;
    std::unique_ptr<KeyVault> m_vault;
    std::unique_ptr<ApiClient> m_reportClient; // reportgood / reportbad only
    QTimer m_demoFeed;
    OperatorTools *m_tools = nullptr; // a child of the window
    int m_demoCounter = 0;
    bool m_pausedForKey = false;
};

} // namespace SolveDeck
