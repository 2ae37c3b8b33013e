#include "proxypassword.h"

namespace SolveDeck {

namespace {

const QString kProxy = QStringLiteral("proxy");

// The user info of a proxy value ("login:password" of "login:password@host:port"): everything before its last '@'
// (a password may contain '@'; a host:port never does). -1 when there is none.
qsizetype userInfoEnd(const QString &proxy)
{
    return proxy.lastIndexOf(QLatin1Char('@'));
}

} // namespace

QString ProxyPassword::masked(const QString &proxy)
{
    const qsizetype at = userInfoEnd(proxy);
    if (at < 0) {
        return proxy;
    }
    const QString userInfo = proxy.left(at);
    const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
    const QString login = colon < 0 ? QString() : userInfo.left(colon + 1);
    return login + mask() + proxy.mid(at);
}

QString ProxyPassword::maskedParameter(const QString &name, const QString &value)
{
    return name == kProxy ? masked(value) : value;
}

QMap<QString, QString> ProxyPassword::maskedIn(const QMap<QString, QString> &params)
{
    if (!isIn(params)) {
        return params;
    }
    QMap<QString, QString> out = params;
    out[kProxy] = masked(params.value(kProxy));
    return out;
}

bool ProxyPassword::isIn(const QMap<QString, QString> &params)
{
    const auto it = params.constFind(kProxy);
    return it != params.cend() && userInfoEnd(it.value()) >= 0;
}

QString ProxyPassword::passwordOf(const QString &proxy)
{
    const qsizetype at = userInfoEnd(proxy);
    if (at < 0) {
        return {};
    }
    const QString userInfo = proxy.left(at);
    const qsizetype colon = userInfo.indexOf(QLatin1Char(':'));
    return colon < 0 ? userInfo : userInfo.mid(colon + 1);
}

} // namespace SolveDeck
