#pragma once

#include "core/result.h"
#include "core/store/jobstore.h"
#include "gateway/gatewaylimits.h"
#include "gateway/tlsfiles.h"

#include <QHostAddress>
#include <QObject>
#include <QPointer>
#include <QTimer>
#include <QUrl>

#include <memory>

namespace SolveDeck {
class EnqueueBatcher;
}

namespace SolveDeck::Gateway {

class EventHub;
class GatewayEngine;
class RequestLog;
class GatewayRouter;
class HttpServer;

namespace Compat {
class ServiceDesk;
}
class NativeApi;

// The gateway as one object, for `solvedeck-cli serve` and the console: a connection of its own for reads, the
// group-commit enqueue on its own thread (EnqueueBatcher), the event hub, the native API, the compat in.php /
// res.php protocol (GatewayRouter, Compat::ServiceDesk) and the HTTP server, all
// living on the thread that made the service (serve: the main thread; the console: a worker thread), with the
// engine woken when jobs are stored and asked to cancel through a GatewayEngine (HostedEngine over the EngineHost:
// callable from the service's thread whichever thread the host lives in).
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
    };

    // `engine` is not owned and may be null (no cancel, capacity zero); it must outlive the service.
    explicit GatewayService(GatewayEngine *engine, QObject *parent = nullptr);
    ~GatewayService() override;

    // Opens the connections and listens; the URL clients use ("http://127.0.0.1:8787"). Errors with a message
    // for the operator: the database, "tls_required", "tls_files", "listen_failed".
    Result<QUrl> start(const Config &config);

    // Graceful stop (HttpServer::stop): the listeners close, held long-polls are answered, streams end, the
    // answers in progress are written; then the group commit finishes what it holds, and stopped() is sent.
    void stop();

    QUrl url() const { return m_url; }

    HttpServer *http() const { return m_http.get(); }

    NativeApi *api() const { return m_api.get(); }

    EventHub *hub() const { return m_hub.get(); }

    EnqueueBatcher *batcher() const { return m_batcher.get(); }

    // The most recent requests (method, path, client, status), readable from any thread, also after the service is
    // gone (the console's Gateway page keeps the pointer).
    std::shared_ptr<RequestLog> requestLog() const { return m_requests; }

Q_SIGNALS:
    void stopped();

private:
    void checkClients();
    void finishStop();

    GatewayEngine *m_engine;
    JobStore m_store;
    std::unique_ptr<EnqueueBatcher> m_batcher;
    std::unique_ptr<EventHub> m_hub;
    std::unique_ptr<NativeApi> m_api;
    std::unique_ptr<Compat::ServiceDesk> m_desk; // in.php / res.php (issue 25)
    std::unique_ptr<GatewayRouter> m_router;     // /in.php and /res.php to the desk, the rest to m_api
    std::unique_ptr<HttpServer> m_http;
    std::shared_ptr<RequestLog> m_requests;
    QTimer m_clientCheck;
    QUrl m_url;
    bool m_stopping = false;
};

} // namespace SolveDeck::Gateway
