#pragma once

#include "gateway/routetable.h"

#include <QJsonObject>

#include <optional>

namespace SolveDeck {
struct GatewayClient;
struct Job;
} // namespace SolveDeck

namespace SolveDeck::Gateway {

class Desk;

// SolveDeck's own API, /v1/... (docs/gateway.md "The API"), as a route table over the desk: POST /v1/solve,
// GET and DELETE /v1/solve/{id}, GET /v1/capacity, GET /v1/events. Every request carries "Authorization: Bearer
// TOKEN"; errors have one body, {"error", "message", "fix"}. New jobs are read with the import's grammar (one job has
// one grammar) from the body parsed once.
class NativeRoutes
{
public:
    explicit NativeRoutes(Desk &desk);

    void addTo(RouteTable &table);

    // A job as the API shows it: JobJson's fields, the client's own idempotency key, and for a failed job an
    // "error" object with the cause and the fix.
    static QJsonObject jobJson(const Job &job, qint64 owner);

    // Longest ?wait= (s): a long-poll is held at most this long (GatewayLimits::answerTimeoutMs leaves room).
    static constexpr int kMaxWaitSeconds = 60;

private:
    // The client of the request's bearer token; nullopt when the request was answered (401, 403, or by the layer).
    std::optional<GatewayClient> client(const RouteCall &call);

    void solve(const RouteCall &call);
    void job(const RouteCall &call);
    void cancel(const RouteCall &call);
    void capacity(const RouteCall &call);
    void events(const RouteCall &call);

    Desk &m_desk;
};

} // namespace SolveDeck::Gateway
