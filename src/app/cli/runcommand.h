#pragma once

#include "core/engine/engine.h"
#include "core/engine/timingpolicy.h"
#include "databaseaccess.h"
#include "invocation.h"

#include <QObject>

#include <memory>

class QTimer;

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

class ApiAccess;
class ProgressLine;
class TerminationWatcher;

// 'run': the engine, headless, over the shared database. Without --until-idle it runs until SIGINT/SIGTERM;
// with it, until nothing is queued or in flight. SIGINT/SIGTERM stop the engine cleanly (every job stays
// recoverable: one caught mid-submit is requeued as an uncertain submit at the next start) and exit 130/143.
// A rejected key exits 3 with the engine's reason: a headless run has nobody to type a new key.
class RunCommand : public QObject
{
    Q_OBJECT

public:
    RunCommand(Invocation inv, DatabaseAccess database, QObject *parent = nullptr);
    ~RunCommand() override;

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void startEngine();
    void onEngineStateChanged(Engine::State state, const QString &reason);
    void onCapacityChanged(int inFlight, int effectiveCap, int planThreads);
    void onTermination(int signalNumber);
    void finishIfIdle();
    void finish(int exitCode, const QString &message = {});
    void complete(int exitCode, const QString &message);

    Invocation m_inv;
    DatabaseAccess m_database;
    TimingPolicy m_policy;
    // Destroyed in reverse order: the engine before the client and the store it uses.
    std::unique_ptr<JobStore> m_store;
    std::unique_ptr<ApiAccess> m_api;
    std::unique_ptr<Engine> m_engine;
    TerminationWatcher *m_watcher = nullptr;
    ProgressLine *m_progress = nullptr;
    QTimer *m_idleCheck = nullptr;
    bool m_finished = false;
    QString m_capShown; // capDescription as last printed
};

} // namespace SolveDeck::Cli
