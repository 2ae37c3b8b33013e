#include "servecommand.h"

#include "apiaccess.h"
#include "clilogging.h"
#include "console.h"
#include "core/engine/enginehost.h"
#include "core/metrics/metrics.h"
#include "core/stats/capdescription.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "exitcode.h"
#include "gateway/gatewayservice.h"
#include "servicenotify.h"
#include "terminationwatcher.h"

#include <QTimer>

#include <csignal>
#include <cstdio>

namespace SolveDeck::Cli {

ServeCommand::ServeCommand(Invocation inv, DatabaseAccess database, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
    , m_database(std::move(database))
    , m_policy(TimingPolicy::defaults().scaled(m_inv.timeScale))
    , m_metrics(std::make_unique<Metrics>())
{
}

ServeCommand::~ServeCommand()
{
    m_gateway.reset();
    m_engine.reset();
}

void ServeCommand::start()
{
    if (m_inv.logFormat == Invocation::LogFormat::Json) {
        JsonLog::install();
    }
    m_watcher = new TerminationWatcher(this);
    connect(m_watcher, &TerminationWatcher::terminationRequested, this, &ServeCommand::onTermination);

    m_api = std::make_unique<ApiAccess>(m_inv.keyFile);
    if (Result<void> configured = m_api->configure(m_inv.endpoint, m_policy.httpTimeoutMs); !configured) {
        finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + configured.error().message);
        return;
    }
    m_api->loadKey([this](const Result<void> &loaded) {
        if (m_finishing) {
            return;
        }
        if (!loaded) {
            finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + loaded.error().message);
            return;
        }
        startEngine();
    });
}

void ServeCommand::startEngine()
{
    m_engine = std::make_unique<EngineHost>();
    EngineHost::Config config;
    config.databaseLocation = m_database.location();
    config.databasePassword = m_database.password();
    config.endpoint = m_api->client()->endpoint();
    config.apiKey = m_api->key();
    config.policy = m_policy;
    // Without --threads the engine follows the account's cap on the database (set by a console or `run
    // --threads`), or uses the plan's threads when nobody set one (0).
    config.threadCap = m_inv.threads;
    if (m_inv.threads > 0) {
        recordThreadCap();
    }
    config.metrics = m_metrics.get();
    connect(m_engine.get(), &EngineHost::statusChanged, this, &ServeCommand::onEngineStatus);
    connect(m_engine.get(), &EngineHost::opened, this, [this](bool ok, const QString &message) {
        if (m_finishing) {
            return;
        }
        if (!ok) {
            finish(ExitConfiguration,
                   QStringLiteral("solvedeck-cli: cannot open the job database %1: %2")
                       .arg(m_database.location(), message));
            return;
        }
        m_engine->start();
        startGateway();
    });
    connect(m_engine.get(), &EngineHost::stateChanged, this, [](Engine::State state, const QString &reason) {
        // The gateway keeps taking jobs while the engine waits: they are solved once the cause is fixed.
        if (state == Engine::State::PausedForKey || state == Engine::State::EndpointProblem
            || state == Engine::State::StoreError || state == Engine::State::Banned) {
            Console::error(QStringLiteral("solvedeck-cli: engine: %1\n").arg(reason));
            ServiceNotify::status(QStringLiteral("engine waiting: %1").arg(reason));
        }
    });
    m_engine->open(config);
}

void ServeCommand::startGateway()
{
    m_gateway = std::make_unique<Gateway::GatewayService>(m_engine.get());
    Gateway::GatewayService::Config config;
    config.databaseLocation = m_database.location();
    config.databasePassword = m_database.password();
    config.address = QHostAddress(m_inv.listenHost);
    config.port = quint16(m_inv.listenPort);
    config.tls = Gateway::TlsFiles{m_inv.tlsCert, m_inv.tlsKey};
    if (m_inv.maxStreams > 0) {
        config.limits.maxStreams = m_inv.maxStreams;
    }
    if (m_inv.maxConnections > 0) {
        config.limits.maxConnections = m_inv.maxConnections;
    }
    for (const QString &name : std::as_const(m_inv.allowedHosts)) {
        config.limits.allowedHosts.append(name.toLatin1());
    }
    config.metrics = m_metrics.get();
    if (m_inv.timeScale > 0 && m_inv.timeScale < 1.0) {
        // Scaled runs (tests): the keep-alive comments come sooner too.
        config.limits.streamKeepAliveMs = std::max<qint64>(50,
                                                           qint64(config.limits.streamKeepAliveMs * m_inv.timeScale));
    }
    const Result<QUrl> url = m_gateway->start(config);
    if (!url) {
        QString message = url.error().message;
        if (url.error().code == QLatin1String("tls_required")) {
            message += QStringLiteral("\nListen on 127.0.0.1 (the default), or give --tls-cert FILE --tls-key FILE.");
        }
        finish(ExitConfiguration, QStringLiteral("solvedeck-cli: ") + message);
        return;
    }
    connect(m_gateway.get(), &Gateway::GatewayService::stopped, this, [this] {
        if (m_engine) {
            m_engine->stop();
        }
        QTimer::singleShot(0, this, [this] {
            Q_EMIT finished(m_exitCode);
        });
    });
    const QString listening = QStringLiteral("listening on %1").arg(url->toString(QUrl::StripTrailingSlash));
    Console::out(listening + QLatin1Char('\n'));
    std::fflush(stdout);
    if (m_inv.logFormat == Invocation::LogFormat::Json) {
        Console::note(listening); // stdout keeps the line scripts read; the journal's JSON has it too
    }
    ServiceNotify::ready(listening);
    qCDebug(lcCli) << "serving; endpoint" << m_api->client()->endpoint().toString();
}

void ServeCommand::onTermination(int signalNumber)
{
    const QString name = signalNumber == SIGINT ? QStringLiteral("SIGINT") : QStringLiteral("SIGTERM");
    if (m_finishing) {
        return; // the graceful stop runs already (bounded by the gateway's stop grace)
    }
    ServiceNotify::stopping(QStringLiteral("stopping gracefully on %1").arg(name));
    Console::note(QStringLiteral("solvedeck-cli: stopping on %1: answering what was read, then exiting; unfinished "
                                 "jobs continue at the next start\n")
                      .arg(name));
    // A stop asked for is a success: service managers and container runtimes read 130/143 as a failure
    // (Restart=on-failure would restart a gateway the operator stopped).
    finish(ExitOk);
}

void ServeCommand::recordThreadCap()
{
    // An operator's cap, in the audit log as `run --threads` records it (schema 11 read the log to tell a chosen cap
    // from the old default). The engine's own open reports a database that does not open.
    JobStore store;
    if (m_database.open(store)) {
        if (const Result<void> recorded = AuditLog(store)
                                              .record(QStringLiteral("threads.cap"),
                                                      QStringLiteral("%1 (serve --threads)").arg(m_inv.threads));
            !recorded) {
            Console::error(QStringLiteral("solvedeck-cli: warning: %1\n").arg(recorded.error().message));
        }
    }
}

void ServeCommand::onEngineStatus(const EngineStatus &status)
{
    m_metrics->setEngineStatus(status);
    // Once the plan is known (before it, a cap nobody set is not known either).
    const QString cap = status.planThreads > 0 ? capDescription(status) : QString();
    if (!cap.isEmpty() && cap != m_capShown) {
        m_capShown = cap;
        Console::note(QStringLiteral("solvedeck-cli: %1\n").arg(cap));
    }
}

void ServeCommand::finish(int exitCode, const QString &message)
{
    if (m_finishing) {
        return;
    }
    m_finishing = true;
    m_exitCode = exitCode;
    if (!message.isEmpty()) {
        Console::error(message + QLatin1Char('\n'));
    }
    if (m_gateway && m_gateway->http() != nullptr) {
        m_gateway->stop(); // then stopped(): the engine stops and the command ends
        return;
    }
    QTimer::singleShot(0, this, [this, exitCode] {
        m_gateway.reset();
        if (m_engine) {
            m_engine->stop();
        }
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
