#include "routetable.h"

namespace SolveDeck::Gateway {

namespace {

const QString idSlot = QStringLiteral("{id}");

} // namespace

void RouteTable::add(const QByteArray &protocol, const QByteArray &method, const QString &pattern, RouteHandler handler)
{
    m_routes.append(Route{protocol, method, pattern, std::move(handler)});
}

bool RouteTable::matches(const QString &pattern, const QString &path, qint64 *id)
{
    const qsizetype slot = pattern.indexOf(idSlot);
    if (slot < 0) {
        return pattern == path;
    }
    const QStringView prefix = QStringView(pattern).left(slot);
    const QStringView suffix = QStringView(pattern).mid(slot + idSlot.size());
    if (!path.startsWith(prefix) || !path.endsWith(suffix) || path.size() <= prefix.size() + suffix.size()) {
        return false;
    }
    const QStringView digits = QStringView(path).mid(prefix.size(), path.size() - prefix.size() - suffix.size());
    for (const QChar c : digits) {
        if (c < QLatin1Char('0') || c > QLatin1Char('9')) {
            return false;
        }
    }
    bool ok = false;
    const qint64 value = digits.toLongLong(&ok);
    if (!ok || value <= 0) {
        return false;
    }
    if (id != nullptr) {
        *id = value;
    }
    return true;
}

RouteTable::Found RouteTable::find(QByteArrayView method, const QString &path) const
{
    Found found;
    for (const Route &route : m_routes) {
        qint64 id = 0;
        if (!matches(route.pattern, path, &id)) {
            continue;
        }
        if (route.method == method) {
            found.route = &route;
            found.id = id;
            found.allow.clear();
            return found;
        }
        if (!found.allow.contains(route.method)) {
            found.allow += (found.allow.isEmpty() ? "" : ", ") + route.method;
        }
    }
    return found;
}

} // namespace SolveDeck::Gateway
