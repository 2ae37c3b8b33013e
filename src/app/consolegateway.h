#pragma once

#include "gui/gatewaycontrol.h"

#include <memory>

namespace SolveDeck {

class EngineHost;
class Mailbox;
class WorkerThread;

namespace Gateway {
class GatewayService;
class RequestLog;
} // namespace Gateway

// The console's gateway: GatewayService on a WorkerThread of its own ("gateway"), reaching the console's engine
// through EngineHost's EngineControl calls, which never wait on the GUI thread. Made by ConsoleSession once the
// database is open, in the GUI thread; the page drives it through GatewayControl. Every start makes a new worker and
// service; a stop is graceful (listeners closed, held requests answered, streams ended, the group commit drained),
// then the service is deleted in its thread and the worker finishes itself. Destroying it stops a running gateway the
// same way and joins its thread (bounded by the gateway's stop grace): quitting the console stops the gateway
// gracefully.
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
    // Posts a graceful stop of the service to the gateway's worker; the worker finishes itself once it is done.
    void askToStop();
    // In the worker: the service stopped (or never started): delete it and end the worker.
    void endInWorker();
    void workerFinished();
    void setState(State state);

    EngineHost *m_engine;
    QString m_location;
    QString m_password;
    std::shared_ptr<Mailbox> m_answers; // the GUI thread's: what the worker tells this object
    std::unique_ptr<WorkerThread> m_worker;
    Gateway::GatewayService *m_service = nullptr;    // made, used and deleted in the worker only
    std::shared_ptr<Gateway::RequestLog> m_requests; // the running service's (read under its mutex)
    State m_state = State::Off;
    QUrl m_url;
    QString m_problem;
    bool m_stopAfterStart = false; // stop() came while starting
};

} // namespace SolveDeck
