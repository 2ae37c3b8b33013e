#include "consolegateway.h"

#include "core/engine/enginehost.h"
#include "core/net/listenaddress.h"
#include "core/thread/mailbox.h"
#include "core/thread/workerthread.h"
#include "gateway/gatewayservice.h"
#include "gateway/requestlog.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QTimer>

namespace SolveDeck {

ConsoleGateway::ConsoleGateway(EngineHost *engine, QString databaseLocation, QString databasePassword, QObject *parent)
    : GatewayControl(parent)
    , m_engine(engine)
    , m_location(std::move(databaseLocation))
    , m_password(std::move(databasePassword))
    , m_answers(Mailbox::open(this))
{
}

ConsoleGateway::~ConsoleGateway()
{
    if (!m_worker) {
        return;
    }
    // Posted after the start (closures run in order), so it stops what the start made; the worker finishes itself
    // once the stop is done, bounded by the gateway's stop grace (GatewayLimits::stopGraceMs). Nothing it tells this
    // object afterwards runs: the mailbox closes with this object.
    askToStop();
    m_worker->wait();
    m_answers->close();
}

void ConsoleGateway::start(const QString &address)
{
    if (m_state != State::Off) {
        return;
    }
    const ListenAddress parsed = ListenAddress::parse(address);
    if (const QString problem = addressProblem(parsed); !problem.isEmpty()) {
        m_problem = problem;
        Q_EMIT stateChanged(m_state);
        return;
    }
    m_problem.clear();
    m_stopAfterStart = false;
    m_worker = std::make_unique<WorkerThread>(QStringLiteral("gateway"));
    m_worker->start();
    setState(State::Starting);

    Gateway::GatewayService::Config config;
    config.databaseLocation = m_location;
    config.databasePassword = m_password;
    config.address = QHostAddress(parsed.host);
    config.port = parsed.port;
    EngineControl *engine = m_engine;
    m_worker->post([this, engine, config] {
        // In the gateway's thread: the service and everything it makes live here.
        auto *service = new Gateway::GatewayService(engine);
        const Result<QUrl> url = service->start(config);
        if (!url) {
            delete service;
        } else {
            m_service = service;
            QObject::connect(service, &Gateway::GatewayService::stopped, service, [this] {
                // Not inside the service's own signal: from the event loop, then the worker ends.
                QTimer::singleShot(0, m_service, [this] {
                    endInWorker();
                });
            });
        }
        const QUrl shown = url ? *url : QUrl();
        const QString code = url ? QString() : url.error().code;
        const QString message = url ? QString() : url.error().message;
        std::shared_ptr<Gateway::RequestLog> log = url ? service->requestLog() : nullptr;
        m_answers->post([this, shown, code, message, log] {
            m_requests = log;
            started(shown, code, message);
        });
        if (!url) {
            endInWorker();
        }
    });
}

void ConsoleGateway::endInWorker()
{
    delete m_service;
    m_service = nullptr;
    m_worker->finishFromWorker();
    m_answers->post([this] {
        workerFinished();
    });
}

void ConsoleGateway::started(const QUrl &url, const QString &code, const QString &message)
{
    if (!url.isValid() || url.isEmpty()) {
        if (code == QLatin1String("tls_required")) {
            m_problem = tr("Only this computer may reach a gateway without TLS, and the console does not set up TLS. "
                           "Listen on 127.0.0.1, or run solvedeck-cli serve with --tls-cert and --tls-key.");
        } else if (code == QLatin1String("listen_failed")) {
            // The gateway words it in English for its log and the CLI ("cannot listen on A port N: why"); the
            // console in its own words, the system's reason last (a twenty-fourth trial read the English in German).
            static const QRegularExpression words(QStringLiteral("^cannot listen on (.+) port (\\d+): (.*)$"));
            const QRegularExpressionMatch m = words.match(message);
            // The system's reason is Qt's own sentence, in English on the gateway's thread (ProgramLanguage):
            // Qt's catalogue gives it in the console's language ("The bound address is already in use" in a German
            // sentence: a twenty-eighth trial).
            const QByteArray reason = m.captured(3).toUtf8();
            m_problem = m.hasMatch()
                          ? tr("The gateway could not listen on %1 port %2 (%3). Another program may use the port: "
                               "choose another one (0 picks a free one), or stop that program.")
                                .arg(m.captured(1),
                                     m.captured(2),
                                     QCoreApplication::translate("QNativeSocketEngine", reason.constData()))
                          : tr("The gateway could not listen: %1. Another program may use the port: choose another "
                               "one (0 picks a free one), or stop that program.")
                                .arg(message);
        } else {
            m_problem = tr("The gateway could not start: %1").arg(message);
        }
        // workerFinished() turns it off.
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
    m_worker->post([this] {
        if (m_service) {
            m_service->stop(); // then stopped(): endInWorker()
        }
    });
}

void ConsoleGateway::workerFinished()
{
    if (m_worker) {
        m_worker->wait();
        m_worker.reset();
    }
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
