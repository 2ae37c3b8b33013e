#pragma once

#include "core/store/clientregistry.h"
#include "gateway/gatewaybackend.h"

#include <QHash>
#include <QObject>
#include <QPointer>

#include <optional>

namespace SolveDeck {
class EnqueueBatcher;
class JobStore;
struct Job;
} // namespace SolveDeck

namespace SolveDeck::Gateway {

class EventHub;
class GatewayEngine;
class RequestLog;

// The native API, /v1/... (docs/gateway.md): POST /v1/solve, GET and DELETE /v1/solve/{id}, GET /v1/capacity and
// GET /v1/events, each for the client its bearer token names (ClientRegistry::authenticate, one indexed read per
// request, so a revoke anywhere refuses the next request). Every read is filtered by owner in SQL (OwnedJobs):
// another client's job is answered exactly as a missing one. New jobs go through the same parsing as an import
// line (JsonlJobReader) and the same checks as every job (Enqueuer::validate, in BatchEnqueue), then the group
// commit (EnqueueBatcher). Lives on the gateway's thread; the engine is reached through a GatewayEngine.
//
// The handlers are public so a second protocol module (the compat in.php / res.php of issue 25) can reuse the
// same steps with its own request and answer shapes.
class NativeApi
    : public QObject
    , public GatewayBackend
{
    Q_OBJECT

public:
    // None is owned; all must outlive the API. `engine` may be null (tests): cancel is then refused with 503.
    NativeApi(
        JobStore &store, EnqueueBatcher &batcher, EventHub &hub, GatewayEngine *engine, QObject *parent = nullptr);

    // Names each authenticated request's client in `log` (not owned; null: none).
    void setRequestLog(RequestLog *log) { m_log = log; }

    void handle(const GatewayRequest &request, const GatewayExchange &exchange) override;
    void answerHeldNow() override;

    // The client of a request's bearer token, or nullopt (then 401).
    std::optional<GatewayClient> authenticate(const GatewayRequest &request);

    void solve(const GatewayClient &client, const GatewayRequest &request, const GatewayExchange &exchange);
    void job(const GatewayClient &client, qint64 id, const GatewayRequest &request, const GatewayExchange &exchange);
    void cancel(const GatewayClient &client, qint64 id, const GatewayExchange &exchange);
    void capacity(const GatewayClient &client, const GatewayExchange &exchange);
    void events(const GatewayClient &client, const GatewayRequest &request, const GatewayExchange &exchange);

    // A job as the API shows it: JobJson's fields, the client's own idempotency key, and for a failed job an
    // "error" object with the cause and the fix.
    static QJsonObject jobJson(const Job &job, qint64 owner);

    // Seconds a client over its limit is told to wait (Retry-After of a 429).
    static constexpr int kRetryAfterSeconds = 5;

private:
    GatewayReply currentJob(qint64 id, qint64 owner, int status = 200) const;
    void touch(const GatewayClient &client);

    JobStore &m_store;
    EnqueueBatcher &m_batcher;
    EventHub &m_hub;
    GatewayEngine *m_engine;
    RequestLog *m_log = nullptr;
    ClientRegistry m_clients;
    QHash<qint64, qint64> m_touchedAtMs; // last_used_at written at most once a minute per client
};

} // namespace SolveDeck::Gateway
