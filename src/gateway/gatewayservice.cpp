#include "gatewayservice.h"

#include "core/engine/enginecontrol.h"
#include "core/programlanguage.h"
#include "core/store/enqueuebatcher.h"
#include "gateway/compat/compatroutes.h"
#include "gateway/desk.h"
#include "gateway/eventhub.h"
#include "gateway/gatewayrouter.h"
#include "gateway/httpgateway.h"
#include "gateway/native/nativeroutes.h"
#include "gateway/requestlog.h"
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
    m_http.reset();
    if (m_batcher) {
        m_batcher->stop();
    }
    m_router.reset();
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
    m_http = std::make_unique<HttpGateway>(m_router.get(), config.limits);
    RequestLog *log = m_requests.get();
    m_desk->setRequestLog(log);
    m_router->setRequestLog(log);
    m_http->setAnswerObserver([log](quint64 exchangeId, int status) {
        log->answered(exchangeId, status);
    });
    connect(m_http.get(), &HttpGateway::exchangeClosed, m_hub.get(), &EventHub::forget);
    connect(m_http.get(), &HttpGateway::stopped, this, &GatewayService::finishStop);
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

void GatewayService::checkClients()
{
    if (!m_desk || !m_hub || (m_hub->streamCount() == 0 && m_hub->pollCount() == 0)) {
        return;
    }
    m_desk->checkRevocations();
}

} // namespace SolveDeck::Gateway
