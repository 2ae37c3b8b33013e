#pragma once

#include "gateway/compat/compathandler.h"
#include "gateway/gatewaybackend.h"

namespace SolveDeck::Gateway {

class NativeApi;
class RequestLog;

// The gateway's one backend: /in.php and /res.php go to the compat protocol (issue 25), everything else to the
// native /v1 API.
class GatewayRouter : public GatewayBackend
{
public:
    GatewayRouter(NativeApi &native, Compat::CompatDesk &desk);

    // Records each request dispatched (method and path, never the query or the body); null: none. Not owned.
    void setRequestLog(RequestLog *log) { m_log = log; }

    void handle(const GatewayRequest &request, const GatewayExchange &exchange) override;
    void answerHeldNow() override;

private:
    NativeApi &m_native;
    Compat::CompatHandler m_compat;
    RequestLog *m_log = nullptr;
};

} // namespace SolveDeck::Gateway
