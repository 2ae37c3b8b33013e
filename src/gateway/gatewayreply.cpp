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
    // The statuses the gateway uses; QtHttpServer 6.4 writes a status line only for the codes it knows, and these
    // are among them.
    switch (status) {
    case 100:
        return "Continue";
    case 200:
        return "OK";
    case 201:
        return "Created";
    case 202:
        return "Accepted";
    case 204:
        return "No Content";
    case 301:
        return "Moved Permanently";
    case 302:
        return "Found";
    case 304:
        return "Not Modified";
    case 400:
        return "Bad Request";
    case 401:
        return "Unauthorized";
    case 403:
        return "Forbidden";
    case 404:
        return "Not Found";
    case 405:
        return "Method Not Allowed";
    case 408:
        return "Request Timeout";
    case 409:
        return "Conflict";
    case 410:
        return "Gone";
    case 411:
        return "Length Required";
    case 413:
        return "Request Entity Too Large";
    case 415:
        return "Unsupported Media Type";
    case 422:
        return "Unprocessable Entity";
    case 429:
        return "Too Many Requests";
    case 431:
        return "Request Header Fields Too Large";
    case 500:
        return "Internal Server Error";
    case 501:
        return "Not Implemented";
    case 502:
        return "Bad Gateway";
    case 503:
        return "Service Unavailable";
    case 504:
        return "Gateway Timeout";
    case 505:
        return "HTTP Version Not Supported";
    default:
        break;
    }
    return {};
}

} // namespace SolveDeck::Gateway
