#pragma once

#include "gateway/gatewaybackend.h"
#include "gateway/routetable.h"

namespace SolveDeck::Gateway {

class Desk;
class RequestLog;

// The gateway's one backend: every protocol's routes in one table (the native /v1 API, in.php / res.php, and the
// protocols after them), each request recorded in the request log as it is dispatched (method and path, never the
// query or the body), 404 for a path no protocol has and 405 (with Allow) for one it has with another method.
class GatewayRouter : public GatewayBackend
{
public:
    explicit GatewayRouter(Desk &desk);

    RouteTable &routes() { return m_routes; }

    // Records each request dispatched; null: none. Not owned.
    void setRequestLog(RequestLog *log) { m_log = log; }

    // Told, before its handler runs, which route a request takes: its protocol and pattern ("native",
    // "/v1/solve/{id}"), or "none" for a 404 or 405. The names in metrics, never the path as sent.
    using DispatchObserver = std::function<void(quint64 exchangeId, const QByteArray &protocol, const QString &route)>;

    void setDispatchObserver(DispatchObserver observer) { m_dispatchObserver = std::move(observer); }

    void handle(const GatewayRequest &request, const GatewayExchange &exchange) override;
    void answerHeldNow() override;

private:
    Desk &m_desk;
    RouteTable m_routes;
    RequestLog *m_log = nullptr;
    DispatchObserver m_dispatchObserver;
};

} // namespace SolveDeck::Gateway
