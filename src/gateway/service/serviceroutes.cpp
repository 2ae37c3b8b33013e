#include "serviceroutes.h"

#include "core/metrics/metrics.h"
#include "core/store/clientregistry.h"
#include "gateway/desk.h"

namespace SolveDeck::Gateway {

namespace {

const QByteArray protocol = QByteArrayLiteral("service");

} // namespace

ServiceRoutes::ServiceRoutes(Desk &desk, std::function<HealthFacts()> facts, Metrics *metrics)
    : m_desk(desk)
    , m_facts(std::move(facts))
    , m_metrics(metrics)
{
}

void ServiceRoutes::addTo(RouteTable &table)
{
    table.add(protocol, "GET", QStringLiteral("/healthz"), [this](const RouteCall &call) {
        health(call);
    });
    table.add(protocol, "GET", QStringLiteral("/metrics"), [this](const RouteCall &call) {
        metrics(call);
    });
    // A scrape-only token reads and never writes: its POST is 403, as on every job route.
    table.add(protocol, "POST", QStringLiteral("/metrics"), [this](const RouteCall &call) {
        postToMetrics(call);
    });
}

void ServiceRoutes::health(const RouteCall &call)
{
    const Health health = assessHealth(m_facts ? m_facts() : HealthFacts{});
    GatewayReply reply = GatewayReply::text(health.httpStatus, health.json(), Health::contentType());
    reply.withHeader("Cache-Control", "no-store");
    call.exchange.answer(reply);
}

void ServiceRoutes::postToMetrics(const RouteCall &call)
{
    const Desk::Authentication asker = m_desk.authenticate(Desk::bearerToken(call.request),
                                                           call.exchange,
                                                           GatewayClient::Scope::Metrics);
    if (asker) {
        call.exchange.answer(GatewayReply::error(403,
                                                 QStringLiteral("forbidden"),
                                                 QStringLiteral("A scrape-only token may only read GET /metrics."),
                                                 QStringLiteral("Send GET /metrics.")));
        return;
    }
    if (asker.refusal == Desk::Refusal::AnsweredByLayer) {
        return;
    }
    call.exchange.answer(GatewayReply::error(405,
                                             QStringLiteral("method_not_allowed"),
                                             QStringLiteral("/metrics does not take POST."),
                                             QStringLiteral("Use GET with a scrape-only token."))
                             .withHeader("Allow", "GET"));
}

void ServiceRoutes::metrics(const RouteCall &call)
{
    const Desk::Authentication asker = m_desk.authenticate(Desk::bearerToken(call.request),
                                                           call.exchange,
                                                           GatewayClient::Scope::Metrics);
    if (!asker) {
        switch (asker.refusal) {
        case Desk::Refusal::Unknown:
            call.exchange.answer(
                GatewayReply::error(401,
                                    QStringLiteral("unauthorized"),
                                    QStringLiteral("/metrics needs a scrape-only client token."),
                                    QStringLiteral("Make one with `solvedeck-cli clients add NAME --metrics` and send "
                                                   "it as \"Authorization: Bearer TOKEN\"."))
                    .withHeader("WWW-Authenticate", "Bearer"));
            break;
        case Desk::Refusal::WrongScope:
            call.exchange.answer(
                GatewayReply::error(403,
                                    QStringLiteral("forbidden"),
                                    QStringLiteral("This client's token is for jobs; /metrics takes a scrape-only "
                                                   "token."),
                                    QStringLiteral("Make one with `solvedeck-cli clients add NAME --metrics`.")));
            break;
        case Desk::Refusal::AnsweredByLayer:
            break;
        }
        return;
    }
    if (m_metrics == nullptr) {
        call.exchange.answer(GatewayReply::error(404,
                                                 QStringLiteral("not_found"),
                                                 QStringLiteral("This gateway keeps no metrics."),
                                                 QStringLiteral("Scrape `solvedeck-cli serve`; the console's gateway "
                                                                "has none.")));
        return;
    }
    const Metrics::Exposition exposition = m_metrics->expose();
    GatewayReply reply = GatewayReply::text(200, exposition.body, exposition.contentType);
    reply.withHeader("Cache-Control", "no-store");
    call.exchange.answer(reply);
}

} // namespace SolveDeck::Gateway
