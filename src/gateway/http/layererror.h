#pragma once

#include "gateway/gatewayreply.h"

#include <QByteArray>
#include <QString>

namespace SolveDeck::Gateway {

// A refusal or an answer of the HTTP layer itself: the gateway's error body, with Retry-After when given.
inline GatewayReply layerError(
    int status, const char *code, const QString &message, const char *fix, int retryAfterSeconds = 0)
{
    GatewayReply reply = GatewayReply::error(status, QString::fromLatin1(code), message, QString::fromUtf8(fix));
    if (retryAfterSeconds > 0) {
        reply.withHeader("Retry-After", QByteArray::number(retryAfterSeconds));
    }
    return reply;
}

} // namespace SolveDeck::Gateway
