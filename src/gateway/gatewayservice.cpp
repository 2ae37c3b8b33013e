#include "gatewayservice.h"

#include "core/store/clientregistry.h"
#include "core/store/enqueuebatcher.h"
#include "gateway/compat/servicedesk.h"
#include "gateway/eventhub.h"
#include "gateway/gatewayengine.h"
#include "gateway/gatewayrouter.h"
#include "gateway/http/httpserver.h"
#include "gateway/nativeapi.h"
#include "gateway/requestlog.h"

namespace SolveDeck::Gateway {

GatewayService::GatewayService(GatewayEngine *engine, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_requests(std::make_shared<RequestLog>())
{
    // A revoked client's streams end within a second, whichever process revoked it.
    m_clientCheck.setInterval(1000);
    connect(&m_clientCheck, &QTimer::timeout, this, &GatewayService::checkClients);
}

GatewayService::~GatewayService()
{
    // The HTTP server first (it calls the API), then the API and the hub, then the writer.
    m_http.reset();
    m_router.reset();
    m_desk.reset();
    m_api.reset();
    m_hub.reset();
    if (m_batcher) {
        m_batcher->stop();
    }
}

Result<QUrl> GatewayService::start(const Config &config)
{
    if (Result<void> opened = m_store.open(config.databaseLocation, config.databasePassword); !opened) {
        return opened.error();
    }
    m_batcher = std::make_unique<EnqueueBatcher>();
    if (Result<void> opened = m_batcher->open(config.databaseLocation, config.databasePassword); !opened) {
        return opened.error();
    }
    m_hub = std::make_unique<EventHub>(m_store);
    QString hubError;
    if (!m_hub->start(&hubError)) {
        return Error{QStringLiteral("DB_READ_FAILED"), hubError};
    }
    m_api = std::make_unique<NativeApi>(m_store, *m_batcher, *m_hub, m_engine);
    m_desk = std::make_unique<Compat::ServiceDesk>(m_store, *m_batcher, m_engine, this);
    m_router = std::make_unique<GatewayRouter>(*m_api, *m_desk);
    m_http = std::make_unique<HttpServer>(m_router.get(), config.limits);
    RequestLog *log = m_requests.get();
    m_api->setRequestLog(log);
    m_desk->setRequestLog(log);
    m_router->setRequestLog(log);
    m_http->setAnswerObserver([log](quint64 exchangeId, int status) {
        log->answered(exchangeId, status);
    });
    connect(m_http.get(), &HttpServer::exchangeClosed, m_hub.get(), &EventHub::forget);
    connect(m_http.get(), &HttpServer::stopped, this, &GatewayService::finishStop);
    // New jobs: the engine claims them at once, and their "enqueued" events go out.
    EventHub *hub = m_hub.get();
    GatewayEngine *engine = m_engine;
    connect(m_batcher.get(), &EnqueueBatcher::committed, this, [engine, hub](const QList<qint64> &created) {
        if (!created.isEmpty() && engine) {
            engine->wake();
        }
        hub->wake();
    });
    if (m_engine) {
        // Queued when the engine lives in another thread (the console): the hub wakes in the service's thread.
        connect(m_engine, &GatewayEngine::jobsChanged, hub, &EventHub::wake);
    }
    const Result<quint16> port = m_http->listen(config.address, config.port, config.tls);
    if (!port) {
        return port.error();
    }
    m_url = m_http->url();
    m_clientCheck.start();
    return m_url;
}

void GatewayService::stop()
{
    if (m_stopping) {
        return;
    }
    m_stopping = true;
    m_clientCheck.stop();
    if (!m_http) {
        QMetaObject::invokeMethod(this, &GatewayService::finishStop, Qt::QueuedConnection);
        return;
    }
    m_http->stop();
}

void GatewayService::finishStop()
{
    if (m_hub) {
        m_hub->stop();
    }
    if (m_batcher) {
        m_batcher->stop();
    }
    Q_EMIT stopped();
}

void GatewayService::checkClients()
{
    if (!m_hub || m_hub->streamCount() == 0) {
        return;
    }
    const ClientRegistry clients(m_store);
    m_hub->closeStreamsUnless([&clients](qint64 owner) {
        const std::optional<GatewayClient> client = clients.byId(owner);
        // A failed read keeps the stream: the next request's authentication decides.
        return !client || !client->isRevoked();
    });
}

} // namespace SolveDeck::Gateway
