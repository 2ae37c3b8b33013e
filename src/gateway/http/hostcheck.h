#pragma once

#include <QByteArray>
#include <QByteArrayView>
#include <QHostAddress>
#include <QList>

namespace SolveDeck::Gateway {

// Whether a request's Host names this gateway. A web page can make a browser send requests to 127.0.0.1 under a
// name the page's own DNS points there (DNS rebinding); such a request carries that foreign name in Host, so it is
// refused (421) before any handler runs. Accepted, with any port or none: a loopback name (localhost, an address in
// 127.0.0.0/8, [::1]), the address the client connected to (the connection's local address), and the names a
// reverse proxy uses (GatewayLimits::allowedHosts, `serve --allow-host NAME`). An empty Host (RFC 9112: a target
// without an authority) names nothing foreign and passes; whether a Host is required is the framer's rule. Pure.
class HostCheck
{
public:
    explicit HostCheck(const QList<QByteArray> &allowedHosts = {});

    bool allows(QByteArrayView host, const QHostAddress &localAddress) const;

    // "NAME" or "NAME:PORT" (IPv6 in brackets) split into its name (without brackets), or false when the value is
    // not of that form (a port out of range, an unbracketed IPv6 address, ...).
    static bool splitHost(QByteArrayView host, QByteArrayView *name);

private:
    QList<QByteArray> m_allowed; // lower-cased
};

} // namespace SolveDeck::Gateway
