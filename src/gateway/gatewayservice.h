#pragma once

#include "core/result.h"
#include "core/service/health.h"
#include "core/store/jobstore.h"
#include "gateway/gatewaylimits.h"
#include "gateway/tlsfiles.h"

#include <QHash>
#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QSet>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace SolveDeck {
class EngineControl;
class EnqueueBatcher;
class Metrics;
} // namespace SolveDeck

namespace SolveDeck::Gateway {

class Desk;
class EventHub;
class RequestLog;
class GatewayRouter;
class HttpServer;
class NativeRoutes;

namespace Compat {
class CompatRoutes;
}

namespace Tasks {
class TaskRoutes;
}
class ServiceRoutes;

// The gateway as one object, for `solvedeck-cli serve` and the console: a connection of its own for reads, the
// group-commit enqueue on its own thread (EnqueueBatcher), the event hub, the desk every protocol uses, the
// protocols' route tables (the native API, in.php / res.php, the JSON task protocol) in one router, and the HTTP
// server, all living on the thread that made the service (serve: the main thread; the console: a thread of its own),
// with the engine reached through EngineControl (callable from this thread whichever thread owns the engine's host).
// Everything the gateway makes for programs is in English (ProgramLanguage), whatever the console's language.
class GatewayService : public QObject
{
    Q_OBJECT

public:
    struct Config
    {
        QString databaseLocation; // as JobStore::open takes it
        QString databasePassword;
        QHostAddress address = QHostAddress::LocalHost;
        quint16 port = 8787; // 0: a free port
        TlsFiles tls;        // required for a non-loopback address
        GatewayLimits limits;
        // /metrics' registry (issue 37): the gateway counts its requests, streams and enqueued jobs into it and
        // serves it to scrape-only tokens. Null (the console): /metrics is 404. Not owned; outlives the service.
        Metrics *metrics = nullptr;
    };

    // `engine` is not owned and may be null (no cancel, capacity zero); it must outlive the service.
    explicit GatewayService(EngineControl *engine, QObject *parent = nullptr);
    ~GatewayService() override;

    // Opens the connections and listens; the URL clients use ("http://127.0.0.1:8787"). Errors with a message
    // for the operator: the database, "tls_required", "tls_files", "listen_failed".
    Result<QUrl> start(const Config &config);

    // Graceful stop (HttpServer::stop): the listeners close, held long-polls are answered, streams end, the
    // answers in progress are written; then the group commit finishes what it holds, and stopped() is sent.
    void stop();

    QUrl url() const { return m_url; }

    HttpServer *http() const { return m_http.get(); }

    Desk *desk() const { return m_desk.get(); }

    EventHub *hub() const { return m_hub.get(); }

    EnqueueBatcher *batcher() const { return m_batcher.get(); }

    // The most recent requests (method, path, client, status), readable from any thread, also after the service is
    // gone (the console's Gateway page keeps the pointer).
    std::shared_ptr<RequestLog> requestLog() const { return m_requests; }

Q_SIGNALS:
    void stopped();

private:
    void checkClients();
    HealthFacts healthFacts() const;
    void collectMetrics(Metrics &metrics);
    void finishStop();

    EngineControl *m_engine;
    JobStore m_store;
    std::unique_ptr<EnqueueBatcher> m_batcher;
    std::unique_ptr<EventHub> m_hub;
    std::unique_ptr<Desk> m_desk;
    std::unique_ptr<NativeRoutes> m_native;
    std::unique_ptr<Compat::CompatRoutes> m_compat;
    std::unique_ptr<Tasks::TaskRoutes> m_tasks;
    std::unique_ptr<ServiceRoutes> m_service;
    std::unique_ptr<GatewayRouter> m_router;
    std::unique_ptr<HttpServer> m_http;
    std::shared_ptr<RequestLog> m_requests;
    QTimer m_clientCheck;
    QUrl m_url;
    bool m_stopping = false;
    Metrics *m_metrics = nullptr;
    // Each request's route until it is answered (solvedeck_gateway_requests_total's labels), by exchange.
    QHash<quint64, std::pair<QByteArray, QString>> m_routeOf;
    QSet<qint64> m_streamClientsSeen; // clients whose event-stream gauge was set (set to 0 once they have none)
};

} // namespace SolveDeck::Gateway
