#include "listenaddress.h"

#include <QHostAddress>

namespace SolveDeck {

ListenAddress ListenAddress::parse(const QString &text)
{
    ListenAddress address;
    const QString trimmed = text.trimmed();
    const qsizetype colon = trimmed.lastIndexOf(QLatin1Char(':'));
    if (trimmed.isEmpty() || colon <= 0) {
        address.problem = Problem::Shape;
        return address;
    }
    QString host = trimmed.left(colon);
    if (host.startsWith(QLatin1Char('[')) && host.endsWith(QLatin1Char(']'))) {
        host = host.mid(1, host.size() - 2);
    }
    if (host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        host = QStringLiteral("127.0.0.1");
    }
    address.host = host;
    bool ok = false;
    const uint port = trimmed.mid(colon + 1).toUInt(&ok);
    if (!ok || port > 65535) {
        address.problem = Problem::Port;
        return address;
    }
    address.port = quint16(port);
    address.problem = QHostAddress(host).isNull() ? Problem::Host : Problem::None;
    return address;
}

} // namespace SolveDeck
