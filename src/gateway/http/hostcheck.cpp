#include "hostcheck.h"

#include <QString>

namespace SolveDeck::Gateway {

HostCheck::HostCheck(const QList<QByteArray> &allowedHosts)
{
    for (const QByteArray &name : allowedHosts) {
        QByteArrayView bare;
        // An allowed name may be given with a port ("proxy.example:443"); the port is not what is judged.
        m_allowed.append((splitHost(name, &bare) ? bare : QByteArrayView(name)).toByteArray().toLower());
    }
}

bool HostCheck::splitHost(QByteArrayView host, QByteArrayView *name)
{
    QByteArrayView port;
    if (host.startsWith('[')) {
        const qsizetype close = host.indexOf(']');
        if (close < 0) {
            return false;
        }
        *name = host.sliced(1, close - 1);
        if (name->isEmpty()) {
            return false; // "[]": found by fuzz/regressions/gateway_request
        }
        const QByteArrayView rest = host.sliced(close + 1);
        if (rest.isEmpty()) {
            return true;
        }
        if (rest[0] != ':') {
            return false;
        }
        port = rest.sliced(1);
    } else {
        const qsizetype colon = host.indexOf(':');
        if (colon < 0) {
            *name = host;
            return !host.isEmpty();
        }
        if (host.indexOf(':', colon + 1) >= 0) {
            return false; // an IPv6 address must be in brackets
        }
        *name = host.first(colon);
        port = host.sliced(colon + 1);
    }
    if (port.isEmpty() || port.size() > 5) {
        return false;
    }
    int value = 0;
    for (const char c : port) {
        if (c < '0' || c > '9') {
            return false;
        }
        value = value * 10 + (c - '0');
    }
    return value <= 65535 && !name->isEmpty();
}

bool HostCheck::allows(QByteArrayView host, const QHostAddress &localAddress) const
{
    if (host.isEmpty()) {
        return true;
    }
    QByteArrayView name;
    if (!splitHost(host, &name)) {
        return false;
    }
    if (name == "127.0.0.1" || name.compare("localhost", Qt::CaseInsensitive) == 0
        || name.compare("localhost.", Qt::CaseInsensitive) == 0) {
        return true;
    }
    for (const QByteArray &allowed : m_allowed) {
        if (name.compare(allowed, Qt::CaseInsensitive) == 0) {
            return true;
        }
    }
    // An address literal: loopback, or the address this connection came in on.
    const char first = name[0];
    if ((first >= '0' && first <= '9') || name.contains(':')) {
        QHostAddress address;
        if (address.setAddress(QString::fromLatin1(name))) {
            if (address.isLoopback()) {
                return true;
            }
            bool ok = false;
            const quint32 v4 = localAddress.toIPv4Address(&ok); // a v4-mapped local address compares as v4
            return address.isEqual(localAddress)
                || (ok && address.protocol() == QAbstractSocket::IPv4Protocol && address.toIPv4Address() == v4);
        }
    }
    return false;
}

} // namespace SolveDeck::Gateway
