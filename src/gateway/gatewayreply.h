#pragma once

#include "core/result.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QJsonObject>
#include <QList>
#include <QString>

#include <utility>

namespace SolveDeck::Gateway {

// One HTTP answer as handlers give it: status, headers, body. HttpServer adds Content-Length and, when the
// connection closes after it, Connection: close. Every error the gateway gives has the same JSON body:
// {"error": code, "message": what is wrong, "fix": what to do about it}.
struct GatewayReply
{
    int status = 200;
    QList<std::pair<QByteArray, QByteArray>> headers;
    QByteArray body;

    static GatewayReply json(int status, const QJsonObject &object);
    static GatewayReply text(int status,
                             const QByteArray &body,
                             const QByteArray &contentType = QByteArrayLiteral("text/plain; charset=utf-8"));
    static GatewayReply error(int status, const QString &code, const QString &message, const QString &fix);

    // 400 for a body that is not the JSON expected: `parseError` from JsonBody says where and what.
    static GatewayReply badJson(const Error &parseError);

    // Sets a header, replacing one of the same name (any case).
    GatewayReply &withHeader(const QByteArray &name, const QByteArray &value);
    QByteArray header(QByteArrayView name) const; // "" when absent

    // Whether `status` is one HttpServer can send (it has a reason phrase); others are sent as 500.
    static bool isKnownStatus(int status);
    static QByteArray reasonPhrase(int status);
};

} // namespace SolveDeck::Gateway
