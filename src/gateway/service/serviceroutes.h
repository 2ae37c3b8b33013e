#pragma once

#include "core/service/health.h"
#include "gateway/routetable.h"

#include <functional>

namespace SolveDeck {
class Metrics;
}

namespace SolveDeck::Gateway {

class Desk;

// What a service manager and a scraper ask of `serve` (issue 37, docs/service.md), as a route table over the desk:
// GET /healthz (no token: the answer holds no job data, only a fixed sentence per cause) and GET /metrics (the
// Prometheus text format, for a scrape-only token: `clients add NAME --metrics`; 401 without a token, 403 for a
// job token).
class ServiceRoutes
{
public:
    // `facts` is asked at each /healthz; `metrics` may be null (the console's gateway keeps none: /metrics is 404).
    ServiceRoutes(Desk &desk, std::function<HealthFacts()> facts, Metrics *metrics);

    void addTo(RouteTable &table);

private:
    void health(const RouteCall &call);
    void metrics(const RouteCall &call);
    void postToMetrics(const RouteCall &call);

    Desk &m_desk;
    std::function<HealthFacts()> m_facts;
    Metrics *m_metrics;
};

} // namespace SolveDeck::Gateway
