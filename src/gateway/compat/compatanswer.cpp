#include "compatanswer.h"

#include <QJsonObject>

namespace SolveDeck::Gateway::Compat {

CompatAnswer CompatAnswer::value(const QString &value, Plain plain)
{
    return CompatAnswer{true, value, plain, {}};
}

CompatAnswer CompatAnswer::error(const QString &code, const QString &text)
{
    return CompatAnswer{false, code, Plain::Bare, text};
}

bool carriesTextInPlain(const QString &code)
{
    static const QStringList withText{QStringLiteral("ERROR_DOMAIN_NOT_ALLOWED"),
                                      QStringLiteral("ERROR_BAD_PARAMETERS"),
                                      QStringLiteral("ERROR_NO_SUCH_METHOD"),
                                      QStringLiteral("ERROR_EMPTY_ACTION")};
    return withText.contains(code);
}

GatewayReply encode(const CompatAnswer &answer, bool json, bool allowAnyOrigin)
{
    GatewayReply reply;
    if (json) {
        QJsonObject object{{QStringLiteral("status"), answer.ok ? 1 : 0}, {QStringLiteral("request"), answer.request}};
        if (!answer.ok && !answer.errorText.isEmpty()) {
            object.insert(QStringLiteral("error_text"), answer.errorText);
        }
        reply = GatewayReply::json(200, object);
    } else {
        QString text = answer.request;
        if (answer.ok && answer.plain == CompatAnswer::Plain::Prefixed) {
            text = QStringLiteral("OK|") + text;
        } else if (!answer.ok && !answer.errorText.isEmpty() && carriesTextInPlain(answer.request)) {
            text += QLatin1Char('|') + answer.errorText;
        }
        reply = GatewayReply::text(200, text.toUtf8());
    }
    if (allowAnyOrigin) {
        reply.withHeader(QByteArrayLiteral("Access-Control-Allow-Origin"), QByteArrayLiteral("*"));
    }
    return reply;
}

} // namespace SolveDeck::Gateway::Compat
