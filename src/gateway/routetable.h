#pragma once

#include "gateway/gatewayexchange.h"
#include "gateway/gatewayrequest.h"

#include <QByteArray>
#include <QList>
#include <QString>

#include <functional>

namespace SolveDeck::Gateway {

// One request on its way to a route's handler: the request, the exchange to answer through, and the number a
// pattern's "{id}" matched (0 when the pattern has none).
struct RouteCall
{
    const GatewayRequest &request;
    const GatewayExchange &exchange;
    qint64 id = 0;
};

using RouteHandler = std::function<void(const RouteCall &)>;

// A protocol's routes as a table (qBittorrent's per-area controllers): each entry a method, a path pattern
// ("/v1/solve/{id}", where {id} matches a positive decimal number) and its handler, with the protocol's name and the
// pattern as the request's names in logs and metrics (never the raw path, which may hold an id). The router asks every
// protocol's table in turn; a path that matches with another method is a 405 with the methods it takes.
class RouteTable
{
public:
    struct Route
    {
        QByteArray protocol; // "native", "compat", "tasks", "service"
        QByteArray method;   // "GET", "POST", ...
        QString pattern;
        RouteHandler handler;
    };

    struct Found
    {
        const Route *route = nullptr; // null: nothing at that method and path
        qint64 id = 0;
        QByteArray allow; // route null but the path matched: the methods it takes ("GET, DELETE")
    };

    void add(const QByteArray &protocol, const QByteArray &method, const QString &pattern, RouteHandler handler);

    Found find(QByteArrayView method, const QString &path) const;

    const QList<Route> &routes() const { return m_routes; }

    // Whether `path` fits `pattern`; *id gets what {id} matched.
    static bool matches(const QString &pattern, const QString &path, qint64 *id);

private:
    QList<Route> m_routes;
};

} // namespace SolveDeck::Gateway
