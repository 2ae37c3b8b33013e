#include "gatewayrouter.h"

#include "core/terminaltext.h"
#include "gateway/desk.h"
#include "gateway/requestlog.h"

#include <QDateTime>

namespace SolveDeck::Gateway {

GatewayRouter::GatewayRouter(Desk &desk)
    : m_desk(desk)
{
}

void GatewayRouter::handle(const GatewayRequest &request, const GatewayExchange &exchange)
{
    if (m_log) {
        m_log->dispatching(exchange.id(), request.method, request.path, QDateTime::currentMSecsSinceEpoch());
    }
    const RouteTable::Found found = m_routes.find(request.method, request.path);
    if (m_dispatchObserver) {
        static const QByteArray none = QByteArrayLiteral("none");
        if (found.route != nullptr) {
            m_dispatchObserver(exchange.id(), found.route->protocol, found.route->pattern);
        } else {
            m_dispatchObserver(exchange.id(), none, QString::fromLatin1(none));
        }
    }
    if (found.route != nullptr) {
        found.route->handler(RouteCall{request, exchange, found.id});
    } else if (!found.allow.isEmpty()) {
        exchange.answer(GatewayReply::error(405,
                                            QStringLiteral("method_not_allowed"),
                                            QStringLiteral("%1 does not take %2.")
                                                .arg(terminalSafe(request.path.left(200)),
                                                     QString::fromLatin1(request.method.left(20))),
                                            QStringLiteral("Use %1.").arg(QString::fromLatin1(found.allow)))
                            .withHeader("Allow", found.allow));
    } else {
        exchange.answer(
            GatewayReply::error(404,
                                QStringLiteral("not_found"),
                                QStringLiteral("There is nothing at %1.").arg(terminalSafe(request.path.left(200))),
                                QStringLiteral("The native API lives under /v1/, the 2captcha-style "
                                               "protocol at /in.php and /res.php (docs/gateway.md).")));
    }
    if (m_log) {
        m_log->dispatched();
    }
}

void GatewayRouter::answerHeldNow()
{
    m_desk.answerHeldNow();
}

} // namespace SolveDeck::Gateway
