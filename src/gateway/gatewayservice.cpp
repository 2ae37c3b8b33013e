#include "gatewayservice.h"

#include "core/engine/enginecontrol.h"
#include "core/metrics/metrics.h"
#include "core/programlanguage.h"
#include "core/store/enqueuebatcher.h"
#include "gateway/compat/compatroutes.h"
#include "gateway/desk.h"
#include "gateway/eventhub.h"
#include "gateway/gatewayrouter.h"
#include "gateway/http/httpserver.h"
#include "gateway/native/nativeroutes.h"
#include "gateway/requestlog.h"
#include "gateway/service/serviceroutes.h"
#include "gateway/tasks/taskroutes.h"

namespace SolveDeck::Gateway {

GatewayService::GatewayService(EngineControl *engine, QObject *parent)
    : QObject(parent)
    , m_engine(engine)
    , m_requests(std::make_shared<RequestLog>())
{
    // A revoked client's waiting requests and streams end within a quarter second, whichever process revoked it: one
    // read of the small clients table, only while anyone waits or listens.
    m_clientCheck.setInterval(250);
    connect(&m_clientCheck, &QTimer::timeout, this, &GatewayService::checkClients);
}

GatewayService::~GatewayService()
{
    // The HTTP server first (no request reaches a handler after it), then the group commit (stopped before the
    // handlers go: what it still commits is answered to the desk's mailbox, which drops it once the desk is gone),
    // then the protocols, the desk and the hub.
    if (m_metrics != nullptr) {
        m_metrics->setCollector({}); // a scrape after this reads nothing of the service's
    }
    m_http.reset();
    if (m_batcher) {
        m_batcher->stop();
    }
    m_router.reset();
    m_service.reset();
    m_tasks.reset();
    m_compat.reset();
    m_native.reset();
    m_desk.reset();
    m_hub.reset();
}

Result<QUrl> GatewayService::start(const Config &config)
{
    // What programs read is English, whatever language the console speaks to its operator.
    ProgramLanguage::useEnglishOnThisThread();
    if (Result<void> opened = m_store.open(config.databaseLocation, config.databasePassword); !opened) {
        return opened.error();
    }
    m_batcher = std::make_unique<EnqueueBatcher>();
    if (Result<void> opened = m_batcher->open(config.databaseLocation, config.databasePassword, true); !opened) {
        return opened.error();
    }
    m_hub = std::make_unique<EventHub>(m_store);
    QString hubError;
    if (!m_hub->start(&hubError)) {
        return Error{QStringLiteral("DB_READ_FAILED"), hubError};
    }
    m_desk = std::make_unique<Desk>(m_store, *m_batcher, *m_hub, m_engine);
    m_desk->checkRevocations(); // the clients revoked before now
    Desk *desk = m_desk.get();
    m_hub->setBeforeDelivery([desk] {
        desk->checkRevocations();
    });
    m_router = std::make_unique<GatewayRouter>(*m_desk);
    m_native = std::make_unique<NativeRoutes>(*m_desk);
    m_native->addTo(m_router->routes());
    m_compat = std::make_unique<Compat::CompatRoutes>(*m_desk);
    m_compat->addTo(m_router->routes());
    m_tasks = std::make_unique<Tasks::TaskRoutes>(*m_desk);
    m_tasks->addTo(m_router->routes());
    m_service = std::make_unique<ServiceRoutes>(
        *m_desk,
        [this] {
        return healthFacts();
        },
        config.metrics);
    m_service->addTo(m_router->routes());
    m_http = std::make_unique<HttpServer>(m_router.get(), config.limits);
    RequestLog *log = m_requests.get();
    m_desk->setRequestLog(log);
    m_router->setRequestLog(log);
    m_metrics = config.metrics;
    if (m_metrics != nullptr) {
        m_desk->setMetrics(m_metrics);
        m_router->setDispatchObserver([this](quint64 exchangeId, const QByteArray &protocol, const QString &route) {
            m_routeOf.insert(exchangeId, {protocol, route});
        });
        m_metrics->setCollector([this](Metrics &metrics) {
            collectMetrics(metrics);
        });
    }
    m_http->setAnswerObserver([this, log](quint64 exchangeId, int status) {
        log->answered(exchangeId, status);
        if (m_metrics != nullptr) {
            const auto route = m_routeOf.take(exchangeId);
            // Refused by the HTTP layer before any route (a 4xx of the framer, a 503 of the stop): "http".
            m_metrics->countGatewayRequest(route.first.isEmpty() ? QStringLiteral("http")
                                                                 : QString::fromLatin1(route.first),
                                           route.first.isEmpty() ? QStringLiteral("none") : route.second,
                                           status);
        }
    });
    connect(m_http.get(), &HttpServer::exchangeClosed, m_hub.get(), &EventHub::forget);
    connect(m_http.get(), &HttpServer::exchangeClosed, this, [this](quint64 exchangeId) {
        m_routeOf.remove(exchangeId); // closed before it was answered: not counted
    });
    connect(m_http.get(), &HttpServer::stopped, this, &GatewayService::finishStop);
    // New jobs: the engine claims them at once, and their "enqueued" events go out. The batcher sends this from its
    // own thread: queued to this one.
    EventHub *hub = m_hub.get();
    EngineControl *engine = m_engine;
    connect(m_batcher.get(), &EnqueueBatcher::committed, this, [engine, hub](const QList<qint64> &created) {
        if (!created.isEmpty() && engine) {
            engine->wake();
        }
        hub->wake();
    });
    if (m_engine) {
        // Sent in the engine's thread: queued to this one, never through the thread that owns the engine's host.
        connect(m_engine, &EngineControl::jobsChangedInEngine, hub, &EventHub::wake);
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

HealthFacts GatewayService::healthFacts() const
{
    HealthFacts facts;
    facts.stopping = m_stopping;
    // The engine's host hands the gateway its engine once the engine's database is open (serve starts the gateway
    // only then); its state is the last it reported.
    facts.engineOpen = m_engine != nullptr;
    if (m_engine != nullptr) {
        facts.engineState = Engine::State(m_engine->snapshot().state);
    }
    facts.databaseReachable = bool(pingStore(m_store));
    return facts;
}

void GatewayService::collectMetrics(Metrics &metrics)
{
    metrics.readJobCounts(m_store);
    if (!m_hub || !m_desk) {
        return;
    }
    const QHash<qint64, int> open = m_hub->streamsByOwner();
    for (auto it = open.cbegin(); it != open.cend(); ++it) {
        m_streamClientsSeen.insert(it.key());
    }
    for (const qint64 client : std::as_const(m_streamClientsSeen)) {
        const QString name = m_desk->clientName(client);
        if (!name.isEmpty()) {
            metrics.setEventStreams(name, open.value(client));
        }
    }
}

void GatewayService::checkClients()
{
    if (!m_desk || !m_hub || (m_hub->streamCount() == 0 && m_hub->pollCount() == 0)) {
        return;
    }
    m_desk->checkRevocations();
}

} // namespace SolveDeck::Gateway
