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

bool isMatchedExactly(const QString &code)
{
    // CAPCHA_NOT_READY: poll again. ERROR_NO_SLOT_AVAILABLE / ERROR_ZERO_BALANCE: wait and re-submit. The key
    // errors: stop. Libraries test these with ==, so a suffix would turn "wait" into "fail".
    static const QStringList exact{QStringLiteral("CAPCHA_NOT_READY"),
                                   QStringLiteral("ERROR_NO_SLOT_AVAILABLE"),
                                   QStringLiteral("ERROR_ZERO_BALANCE"),
                                   QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
                                   QStringLiteral("ERROR_WRONG_USER_KEY"),
                                   QStringLiteral("ERROR_WRONG_CAPTCHA_ID"),
                                   QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE")};
    return exact.contains(code);
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
        } else if (!answer.ok && !answer.errorText.isEmpty() && !isMatchedExactly(answer.request)) {
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
