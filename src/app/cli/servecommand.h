#pragma once

#include "core/engine/enginestatus.h"
#include "core/engine/timingpolicy.h"
#include "databaseaccess.h"
#include "invocation.h"

#include <QObject>

#include <memory>

namespace SolveDeck {
class EngineHost;
class Metrics;

namespace Gateway {
class GatewayService;
} // namespace Gateway
} // namespace SolveDeck

namespace SolveDeck::Cli {

class ApiAccess;
class TerminationWatcher;

// 'serve': the HTTP gateway (docs/gateway.md) in front of an engine. The engine runs on its own thread
// (EngineHost), the gateway on the main thread, its group-commit writer on a third. The first stdout line is
// exactly "listening on http://HOST:PORT" ("https://" with TLS), flushed, so a script can read the port of
// --listen 127.0.0.1:0. SIGINT/SIGTERM: the gateway stops gracefully (every request read is answered, connections
// waiting to be accepted are answered 503 with Retry-After, held long-polls answered, streams ended), then the engine
// stops leaving every job for the next engine; exit 0 (a stop asked for is no failure for a service manager).
class ServeCommand : public QObject
{
    Q_OBJECT

public:
    ServeCommand(Invocation inv, DatabaseAccess database, QObject *parent = nullptr);
    ~ServeCommand() override;

    void start();

    // /metrics' registry (issue 37): the engine records into it from its thread; made before and destroyed after the
    // engine host and the gateway, which it outlives.
    Metrics *metrics() const { return m_metrics.get(); }

Q_SIGNALS:
    void finished(int exitCode);

private:
    void startEngine();
    void startGateway();
    void onTermination(int signalNumber);
    void finish(int exitCode, const QString &message = {});
    // --threads: the operator's cap, recorded in the audit log.
    void recordThreadCap();
    // The engine's status: the metrics' gauges, and the cap in words on stderr when it changes.
    void onEngineStatus(const EngineStatus &status);

    Invocation m_inv;
    DatabaseAccess m_database;
    TimingPolicy m_policy;
    std::unique_ptr<Metrics> m_metrics; // first: destroyed after everything that records into it
    std::unique_ptr<ApiAccess> m_api;
    std::unique_ptr<EngineHost> m_engine;
    std::unique_ptr<Gateway::GatewayService> m_gateway;
    TerminationWatcher *m_watcher = nullptr;
    int m_exitCode = 0;
    bool m_finishing = false;
    QString m_capShown; // capDescription as last printed
};

} // namespace SolveDeck::Cli
