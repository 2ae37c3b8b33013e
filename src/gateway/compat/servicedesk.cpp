#include "servicedesk.h"

#include "core/engine/enginestatus.h"
#include "core/store/batchenqueue.h"
#include "core/store/enqueuebatcher.h"
#include "core/store/jobstore.h"
#include "core/store/ownedjobs.h"
#include "gateway/gatewayengine.h"
#include "gateway/hostrefusal.h"
#include "gateway/requestlog.h"

namespace SolveDeck::Gateway::Compat {

ServiceDesk::ServiceDesk(JobStore &store, EnqueueBatcher &batcher, GatewayEngine *engine, QObject *context)
    : m_store(store)
    , m_batcher(batcher)
    , m_engine(engine)
    , m_context(context)
    , m_clients(store)
{
}

std::optional<CompatClient> ServiceDesk::authenticate(const QString &token)
{
    const std::optional<GatewayClient> client = m_clients.authenticate(token);
    if (!client) {
        return std::nullopt;
    }
    m_seen.insert(client->id, *client);
    if (m_log) {
        m_log->identify(client->name);
    }
    const qint64 now = m_store.clock().nowMs();
    qint64 &last = m_touchedAtMs[client->id];
    if (now - last >= 60'000) {
        last = now;
        m_batcher.touch(client->id, now);
    }
    return CompatClient{client->id, client->name, client->maxInFlight};
}

QString ServiceDesk::hostRefusal(const CompatClient &client, const TaskSpec &spec)
{
    GatewayClient row = m_seen.value(client.id);
    row.id = client.id;
    row.name = client.name;
    const std::optional<HostRefusal> refusal = refuseHost(m_store, row, spec.pageurl);
    return refusal ? refusal->message + QLatin1Char(' ') + refusal->fix : QString();
}

void ServiceDesk::enqueue(const CompatClient &client,
                          const TaskSpec &spec,
                          std::function<void(const CompatEnqueued &)> done)
{
    // in.php has no idempotency key: every submit is a new job, as upstream makes a new task.
    EnqueueRequest request{client.id, QStringLiteral("client:") + client.name, spec, QString()};
    m_batcher.submit(std::move(request), m_context, [done = std::move(done)](const EnqueueOutcome &outcome) {
        CompatEnqueued enqueued;
        enqueued.jobId = outcome.jobId;
        enqueued.error = outcome.error;
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
        case EnqueueOutcome::Kind::Existing:
            enqueued.kind = CompatEnqueued::Kind::Queued;
            break;
        case EnqueueOutcome::Kind::OverLimit:
            enqueued.kind = CompatEnqueued::Kind::OverLimit;
            break;
        case EnqueueOutcome::Kind::Revoked:
            enqueued.kind = CompatEnqueued::Kind::Revoked;
            break;
        case EnqueueOutcome::Kind::Invalid:
            enqueued.kind = CompatEnqueued::Kind::Refused;
            break;
        case EnqueueOutcome::Kind::Failed:
            enqueued.kind = CompatEnqueued::Kind::Failed;
            break;
        }
        done(enqueued);
    });
}

std::optional<Job> ServiceDesk::job(qint64 id, const CompatClient &client)
{
    return OwnedJobs(m_store).job(id, client.id);
}

CompatAccount ServiceDesk::accountOf(const EngineStatus &status)
{
    CompatAccount account;
    account.balanceKnown = status.balanceAtMs > 0;
    account.balance = status.balance;
    account.outOfBalance = status.accountAtMs > 0 && status.accountThreads == 0 && account.balanceKnown
                        && status.balance <= 0;
    return account;
}

CompatAccount ServiceDesk::account()
{
    return m_engine ? accountOf(m_engine->snapshot().status) : CompatAccount{};
}

Result<void> ServiceDesk::report(const Job &job, bool good)
{
    if (!m_engine) {
        return Error{QStringLiteral("NO_ENGINE"), QStringLiteral("The gateway runs without an engine here.")};
    }
    if (m_reported.contains(job.id)) {
        return {}; // reported already: upstream hears of a task once
    }
    for (const JobEvent &event : m_store.events(job.id)) {
        if (event.kind.startsWith(QLatin1String("reported_"))) {
            m_reported.insert(job.id);
            return {};
        }
    }
    m_reported.insert(job.id);
    m_engine->reportAnswer(job.id, job.taskId, good);
    return {};
}

} // namespace SolveDeck::Gateway::Compat
