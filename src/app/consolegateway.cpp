#include "consolegateway.h"

#include "gateway/gatewayservice.h"
#include "gateway/hostedengine.h"
#include "gateway/requestlog.h"

#include <QTimer>

namespace SolveDeck {

namespace {

// In the gateway's thread: stops its service gracefully; once stopped, the service is deleted and the thread ends.
// Without a service (a start that failed) the thread just ends.
void stopIn(QObject *context)
{
    auto *service = context->findChild<Gateway::GatewayService *>();
    if (!service) {
        QThread::currentThread()->quit();
        return;
    }
    service->stop();
}

} // namespace

ConsoleGateway::ConsoleGateway(EngineHost *engine, QString databaseLocation, QString databasePassword, QObject *parent)
    : GatewayControl(parent)
    , m_engine(engine)
    , m_location(std::move(databaseLocation))
    , m_password(std::move(databasePassword))
    , m_hosted(std::make_unique<Gateway::HostedEngine>(engine))
{
}

ConsoleGateway::~ConsoleGateway()
{
    if (!m_thread) {
        return;
    }
    // Queued after the start (events run in order), so it stops what the start made; then the thread ends. The wait is
    // bounded by the gateway's stop grace (GatewayLimits::stopGraceMs). The context lives until the thread has been
    // joined (it is deleted here, not in the thread), so asking an ended thread is harmless: nothing runs it.
    askToStop();
    m_thread->wait();
    delete m_context.data();
}

void ConsoleGateway::start(const QString &address)
{
    if (m_state != State::Off) {
        return;
    }
    QString host;
    quint16 port = 0;
    if (const QString problem = addressProblem(address, &host, &port); !problem.isEmpty()) {
        m_problem = problem;
        Q_EMIT stateChanged(m_state);
        return;
    }
    m_problem.clear();
    m_stopAfterStart = false;
    m_thread = std::make_unique<QThread>();
    m_thread->setObjectName(QStringLiteral("gateway"));
    m_context = new QObject;
    m_context->moveToThread(m_thread.get());
    // The service (the context's child) ends in the thread that made it; the context itself is deleted here once
    // the thread is joined, so it is valid whenever m_thread is set.
    connect(m_thread.get(), &QThread::finished, this, &ConsoleGateway::threadFinished);
    m_thread->start();
    setState(State::Starting);

    Gateway::GatewayService::Config config;
    config.databaseLocation = m_location;
    config.databasePassword = m_password;
    config.address = QHostAddress(host);
    config.port = port;
    Gateway::GatewayEngine *engine = m_hosted.get();
    QObject *context = m_context.data();
    QPointer<ConsoleGateway> self(this);
    QMetaObject::invokeMethod(
        context,
        [context, engine, config, self] {
        // In the gateway's thread: the service and everything it makes live here.
        auto *service = new Gateway::GatewayService(engine, context);
        const Result<QUrl> url = service->start(config);
        if (!url) {
            delete service;
            QThread::currentThread()->quit();
        } else {
            QObject::connect(service, &Gateway::GatewayService::stopped, context, [service] {
                // Not inside the service's own signal: deleted from the event loop, then the thread ends.
                QTimer::singleShot(0, service->parent(), [service] {
                    delete service;
                    QThread::currentThread()->quit();
                });
            });
        }
        const QUrl shown = url ? *url : QUrl();
        const QString code = url ? QString() : url.error().code;
        const QString message = url ? QString() : url.error().message;
        std::shared_ptr<Gateway::RequestLog> log = url ? service->requestLog() : nullptr;
        QMetaObject::invokeMethod(
            self.get(),
            [self, shown, code, message, log] {
            if (self) {
                self->m_requests = log;
                self->started(shown, code, message);
            }
            },
            Qt::QueuedConnection);
        },
        Qt::QueuedConnection);
}

void ConsoleGateway::started(const QUrl &url, const QString &code, const QString &message)
{
    if (!url.isValid() || url.isEmpty()) {
        if (code == QLatin1String("tls_required")) {
            m_problem = tr("Only this computer may reach a gateway without TLS, and the console does not set up TLS. "
                           "Listen on 127.0.0.1, or run solvedeck-cli serve with --tls-cert and --tls-key.");
        } else if (code == QLatin1String("listen_failed")) {
            m_problem = tr("The gateway could not listen: %1. Another program may use the port: choose another one "
                           "(0 picks a free one), or stop that program.")
                            .arg(message);
        } else {
            m_problem = tr("The gateway could not start: %1").arg(message);
        }
        // threadFinished() turns it off.
        return;
    }
    m_url = url;
    setState(State::Listening);
    if (m_stopAfterStart) {
        stop();
    }
}

void ConsoleGateway::stop()
{
    if (m_state == State::Starting) {
        m_stopAfterStart = true;
        return;
    }
    if (m_state != State::Listening) {
        return;
    }
    setState(State::Stopping);
    askToStop();
}

void ConsoleGateway::askToStop()
{
    QObject *context = m_context.data();
    QMetaObject::invokeMethod(
        context,
        [context] {
        stopIn(context);
        },
        Qt::QueuedConnection);
}

void ConsoleGateway::threadFinished()
{
    if (m_thread) {
        m_thread->wait();
        m_thread.reset();
    }
    delete m_context.data();
    m_context = nullptr;
    m_url.clear();
    m_requests.reset();
    setState(State::Off);
}

void ConsoleGateway::setState(State state)
{
    m_state = state;
    Q_EMIT stateChanged(state);
}

QList<GatewayControl::Request> ConsoleGateway::recentRequests() const
{
    QList<Request> out;
    if (!m_requests) {
        return out;
    }
    for (const Gateway::LoggedRequest &entry : m_requests->recent()) {
        out << Request{entry.atMs, entry.clientName, QString::fromLatin1(entry.method), entry.path, entry.status};
    }
    return out;
}

} // namespace SolveDeck
