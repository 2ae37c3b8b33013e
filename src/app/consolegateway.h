#pragma once

#include "gui/gatewaycontrol.h"

#include <QPointer>
#include <QThread>

#include <memory>

namespace SolveDeck {

class EngineHost;

namespace Gateway {
class GatewayService;
class HostedEngine;
class RequestLog;
} // namespace Gateway

// The console's gateway: GatewayService on a thread of its own ("gateway"), reaching the console's EngineHost (GUI
// thread) through HostedEngine. Made by ConsoleSession once the database is open, in the GUI thread; the page drives
// it through GatewayControl. Every start makes a new thread and service; a stop is graceful (listeners closed, held
// requests answered, streams ended, the group commit drained), then the service is deleted in its thread and the
// thread ends. Destroying it stops a running gateway the same way and waits for its thread (bounded by the
// gateway's stop grace): quitting the console stops the gateway gracefully.
class ConsoleGateway : public GatewayControl
{
    Q_OBJECT

public:
    // `engine` must outlive this object. The database is the one the console opened (a file or a PostgreSQL address
    // with its password).
    ConsoleGateway(EngineHost *engine, QString databaseLocation, QString databasePassword, QObject *parent = nullptr);
    ~ConsoleGateway() override;

    State state() const override { return m_state; }

    QUrl url() const override { return m_url; }

    QString problem() const override { return m_problem; }

    void start(const QString &address) override;
    void stop() override;
    QList<Request> recentRequests() const override;

private:
    void started(const QUrl &url, const QString &code, const QString &message);
    // Queues a graceful stop of the service into the gateway thread (m_thread must be set).
    void askToStop();
    void threadFinished();
    void setState(State state);

    EngineHost *m_engine;
    QString m_location;
    QString m_password;
    std::unique_ptr<Gateway::HostedEngine> m_hosted; // lives in the GUI thread, the engine host's
    std::unique_ptr<QThread> m_thread;
    QPointer<QObject> m_context;                  // lives in m_thread; deleted by this object once the thread is joined
    Gateway::GatewayService *m_service = nullptr; // made, used and deleted in m_thread only
    std::shared_ptr<Gateway::RequestLog> m_requests; // the running service's (read under its mutex)
    State m_state = State::Off;
    QUrl m_url;
    QString m_problem;
    bool m_stopAfterStart = false; // stop() came while starting
};

} // namespace SolveDeck
