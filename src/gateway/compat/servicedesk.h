#pragma once

#include "core/store/clientregistry.h"
#include "gateway/compat/compatdesk.h"

#include <QHash>
#include <QPointer>
#include <QSet>

class QObject;

namespace SolveDeck {
class EnqueueBatcher;
struct EngineStatus;
class JobStore;
} // namespace SolveDeck

namespace SolveDeck::Gateway {
class GatewayEngine;
class RequestLog;
} // namespace SolveDeck::Gateway

namespace SolveDeck::Gateway::Compat {

// The compat protocol's desk over what the gateway service holds: the clients table, the allowlist (the same
// refusal as the native API's, hostrefusal.h), the group commit, owner-filtered reads, and the engine's last status
// and its report call. Lives on the gateway's thread.
class ServiceDesk : public CompatDesk
{
public:
    // None is owned; all must outlive the desk. `context` receives the batcher's answers (the gateway's thread).
    // `engine` may be null: balance unknown, reports refused.
    ServiceDesk(JobStore &store, EnqueueBatcher &batcher, GatewayEngine *engine, QObject *context);

    // Names each authenticated request's client in `log` (not owned; null: none).
    void setRequestLog(RequestLog *log) { m_log = log; }

    std::optional<CompatClient> authenticate(const QString &token) override;
    QString hostRefusal(const CompatClient &client, const TaskSpec &spec) override;
    void enqueue(const CompatClient &client,
                 const TaskSpec &spec,
                 std::function<void(const CompatEnqueued &)> done) override;
    std::optional<Job> job(qint64 id, const CompatClient &client) override;
    CompatAccount account() override;
    Result<void> report(const Job &job, bool good) override;

    // The account as the compat protocol reads an EngineStatus: out of balance when threadsinfo showed no threads
    // and getbalance no money (a thread plan shows threads; a pay-per-solve account shows money).
    static CompatAccount accountOf(const EngineStatus &status);

private:
    JobStore &m_store;
    EnqueueBatcher &m_batcher;
    GatewayEngine *m_engine;
    RequestLog *m_log = nullptr;
    QObject *m_context;
    ClientRegistry m_clients;
    QHash<qint64, GatewayClient> m_seen; // the last authenticated row of each client (its --hosts)
    QHash<qint64, qint64> m_touchedAtMs; // last_used_at written at most once a minute per client
    QSet<qint64> m_reported;             // jobs whose report went to the service (once per job)
};

} // namespace SolveDeck::Gateway::Compat
