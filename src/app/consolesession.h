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

class ConsoleGateway;
class EngineHost;
class GatewayPage;
class JobStore;
class KeyVault;
class MainWindow;
class OperatorTools;

// Wires one console: the engine on its worker thread (EngineHost: its own store connection and the API client), the
// window's read connection to the store and the key vault, and in demo mode the built-in simulator. Lives in its own
// library beside the executable because only it may join the GUI and the simulator.
class ConsoleSession : public QObject
{
    Q_OBJECT

public:
    struct Options
    {
        bool demo = false;
        // --db: a file or postgresql://user@host:port/dbname. Empty: the choice saved by the Job Database dialog, else
        // JobStore::defaultDatabasePath() (demo: a temporary file).
        QString databaseLocation;
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

    // Opens everything and attaches it to the window, without blocking it: a team database's password is read from
    // the keychain first (the status bar says so), then the engine's worker connects and migrates (a banner says
    // "Opening…" and offers Cancel), then the window's read connection opens on the current schema and the store and
    // the engine are attached (databaseOpened()). A database that cannot be opened, or whose opening was canceled,
    // is reported in a banner that offers the Job Database dialog and Try Again; no other database is opened in its
    // place. Returns false (after telling the user) only when demo mode cannot start its simulator.
    bool start(MainWindow *window);

    // The database this run uses (or tries to) and where that choice came from.
    DatabaseChoice databaseChoice() const { return m_choice; }

    JobStore *store() const { return m_store.get(); }

    EngineHost *engine() const { return m_engine.get(); }

    // The gateway the console runs (Tools > Gateway…), once the database is open; null before.
    ConsoleGateway *gateway() const { return m_gateway.get(); }

    QString endpointLabel() const;

    // Tells the service whether a solved job's answer was right (res.php reportgood / reportbad) through the engine's
    // worker, which records it in the job's timeline; the window's Report actions call this. Answers later, through
    // the window's status bar.
    void reportAnswer(qint64 jobId, bool good);

Q_SIGNALS:
    // The store and the engine are open and attached to the window.
    void databaseOpened();

private:
    bool startSimulator();
    void startDemo();
    // Live mode: reads a team database's password from the keychain (asynchronously), then openEngine().
    void openDatabase(const DatabaseChoice &choice);
    // Opens the engine's host on `location` on its worker (asynchronously); engineOpened() continues.
    void openEngine(const QString &location, const QString &password, const QString &keychainNote);
    void engineOpened(const QString &location, bool ok, const QString &message);
    // Lets go of an engine host that did not open (or whose database the window could not open).
    void discardEngine();
    // The "Opening…" banner with Cancel, while `attempt` is still opening.
    void showOpening(quint64 attempt);
    // The banner's Cancel: the open goes on in the background and is dropped when it answers.
    void cancelOpening();
    void abandonOpening();
    // The window's read connection (the schema is current by then: the engine's worker opened it first).
    Result<void> openWindowStore(const QString &location, const QString &password);
    void answerReported(qint64 jobId, bool good, bool accepted, const QString &errorCode);
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
    // The console's gateway on the open database, started when the settings say it ran.
    void startGateway(const QString &location);

    Options m_options;
    MainWindow *m_window = nullptr;
    QTemporaryDir m_demoDir;
    std::unique_ptr<SolveDeckSim::Simulator> m_simulator;
    DatabaseChoice m_choice;
    QString m_databaseLocation; // the open database's location (a file or an address without password)
    QString m_databasePassword; // a team database's password from the keychain; never logged or stored
    std::unique_ptr<KeyVault> m_databaseVault;
    quint64 m_openAttempt = 0; // a keychain or open answer for an earlier attempt is dropped
    // Destroyed after the window's store (members go in reverse order): the store's change feed is disconnected
    // before the engine's worker is joined.
    std::unique_ptr<EngineHost> m_engine;
    std::unique_ptr<JobStore> m_store; // the window's read connection
    // Destroyed before the engine's host: a running gateway stops gracefully and its thread is joined first.
    std::unique_ptr<ConsoleGateway> m_gateway;
    std::unique_ptr<KeyVault> m_vault;
    bool m_hasKey = false; // the engine has an API key (reports need one)
    QTimer m_demoFeed;
    OperatorTools *m_tools = nullptr;     // a child of the window
    GatewayPage *m_gatewayPage = nullptr; // a child of the window
    int m_demoCounter = 0;
    bool m_pausedForKey = false;
};

} // namespace SolveDeck
