#include "gatewayrouter.h"

#include "gateway/nativeapi.h"

namespace SolveDeck::Gateway {

GatewayRouter::GatewayRouter(NativeApi &native, Compat::CompatDesk &desk)
    : m_native(native)
    , m_compat(desk)
{
}

void GatewayRouter::handle(const GatewayRequest &request, const GatewayExchange &exchange)
{
    if (Compat::CompatHandler::handles(request)) {
        m_compat.handle(request, [exchange](const GatewayReply &reply) {
            exchange.answer(reply);
        });
        return;
    }
    m_native.handle(request, exchange);
}

void GatewayRouter::answerHeldNow()
{
    m_native.answerHeldNow();
}

} // namespace SolveDeck::Gateway
