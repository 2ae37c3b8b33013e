#include "gatewayrouter.h"

#include "gateway/nativeapi.h"
#include "gateway/requestlog.h"

#include <QDateTime>

namespace SolveDeck::Gateway {

GatewayRouter::GatewayRouter(NativeApi &native, Compat::CompatDesk &desk)
    : m_native(native)
    , m_compat(desk)
{
}

void GatewayRouter::handle(const GatewayRequest &request, const GatewayExchange &exchange)
{
    if (m_log) {
        m_log->dispatching(exchange.id(), request.method, request.path, QDateTime::currentMSecsSinceEpoch());
    }
    if (Compat::CompatHandler::handles(request)) {
        m_compat.handle(request, [exchange](const GatewayReply &reply) {
            exchange.answer(reply);
        });
    } else {
        m_native.handle(request, exchange);
    }
    if (m_log) {
        m_log->dispatched();
    }
}

void GatewayRouter::answerHeldNow()
{
    m_native.answerHeldNow();
}

} // namespace SolveDeck::Gateway
