#include "gatewayreply.h"

#include <QJsonDocument>

namespace SolveDeck::Gateway {

GatewayReply GatewayReply::json(int status, const QJsonObject &object)
{
    GatewayReply reply;
    reply.status = status;
    reply.headers.append({QByteArrayLiteral("Content-Type"), QByteArrayLiteral("application/json")});
    reply.body = QJsonDocument(object).toJson(QJsonDocument::Compact);
    return reply;
}

GatewayReply GatewayReply::text(int status, const QByteArray &body, const QByteArray &contentType)
{
    GatewayReply reply;
    reply.status = status;
    reply.headers.append({QByteArrayLiteral("Content-Type"), contentType});
    reply.body = body;
    return reply;
}

GatewayReply GatewayReply::error(int status, const QString &code, const QString &message, const QString &fix)
{
    return json(status,
                QJsonObject{{QStringLiteral("error"), code},
                            {QStringLiteral("message"), message},
                            {QStringLiteral("fix"), fix}});
}

GatewayReply GatewayReply::badJson(const Error &parseError)
{
    return error(400,
                 parseError.code,
                 parseError.message,
                 QStringLiteral("send one JSON object with the request's fields (Content-Type: application/json), "
                                "and check the text at the place named"));
}

GatewayReply &GatewayReply::withHeader(const QByteArray &name, const QByteArray &value)
{
    headers.removeIf([&name](const auto &header) {
        return header.first.compare(name, Qt::CaseInsensitive) == 0;
    });
    headers.append({name, value});
    return *this;
}

QByteArray GatewayReply::header(QByteArrayView name) const
{
    for (const auto &field : headers) {
        if (name.compare(field.first, Qt::CaseInsensitive) == 0) {
            return field.second;
        }
    }
    return {};
}

bool GatewayReply::isKnownStatus(int status)
{
    return !reasonPhrase(status).isEmpty();
}

QByteArray GatewayReply::reasonPhrase(int status)
{
    // The statuses the gateway uses (static data: no allocation per answer).
    switch (status) {
    case 100:
        return QByteArrayLiteral("Continue");
    case 200:
        return QByteArrayLiteral("OK");
    case 201:
        return QByteArrayLiteral("Created");
    case 202:
        return QByteArrayLiteral("Accepted");
    case 204:
        return QByteArrayLiteral("No Content");
    case 301:
        return QByteArrayLiteral("Moved Permanently");
    case 302:
        return QByteArrayLiteral("Found");
    case 304:
        return QByteArrayLiteral("Not Modified");
    case 400:
        return QByteArrayLiteral("Bad Request");
    case 401:
        return QByteArrayLiteral("Unauthorized");
    case 403:
        return QByteArrayLiteral("Forbidden");
    case 404:
        return QByteArrayLiteral("Not Found");
    case 405:
        return QByteArrayLiteral("Method Not Allowed");
    case 408:
        return QByteArrayLiteral("Request Timeout");
    case 409:
        return QByteArrayLiteral("Conflict");
    case 410:
        return QByteArrayLiteral("Gone");
    case 411:
        return QByteArrayLiteral("Length Required");
    case 413:
        return QByteArrayLiteral("Request Entity Too Large");
    case 415:
        return QByteArrayLiteral("Unsupported Media Type");
    case 421:
        return QByteArrayLiteral("Misdirected Request");
    case 422:
        return QByteArrayLiteral("Unprocessable Entity");
    case 429:
        return QByteArrayLiteral("Too Many Requests");
    case 431:
        return QByteArrayLiteral("Request Header Fields Too Large");
    case 500:
        return QByteArrayLiteral("Internal Server Error");
    case 501:
        return QByteArrayLiteral("Not Implemented");
    case 502:
        return QByteArrayLiteral("Bad Gateway");
    case 503:
        return QByteArrayLiteral("Service Unavailable");
    case 504:
        return QByteArrayLiteral("Gateway Timeout");
    case 505:
        return QByteArrayLiteral("HTTP Version Not Supported");
    default:
        break;
    }
    return {};
}

} // namespace SolveDeck::Gateway
