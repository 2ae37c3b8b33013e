#include "gui/gatewaycontrol.h"

#include <QHostAddress>

namespace SolveDeck {

QString GatewayControl::addressProblem(const QString &address, QString *host, quint16 *port)
{
    const QString text = address.trimmed();
    const qsizetype colon = text.lastIndexOf(QLatin1Char(':'));
    if (text.isEmpty() || colon <= 0) {
        return tr("Write the address as host:port, for example 127.0.0.1:8787.");
    }
    QString hostPart = text.left(colon);
    if (hostPart.startsWith(QLatin1Char('[')) && hostPart.endsWith(QLatin1Char(']'))) {
        hostPart = hostPart.mid(1, hostPart.size() - 2);
    }
    bool ok = false;
    const uint number = text.mid(colon + 1).toUInt(&ok);
    if (!ok || number > 65535) {
        return tr("The port must be a number from 0 to 65535 (0 picks a free one).");
    }
    if (hostPart.compare(QLatin1String("localhost"), Qt::CaseInsensitive) == 0) {
        hostPart = QStringLiteral("127.0.0.1");
    }
    if (QHostAddress(hostPart).isNull()) {
        return tr("%1 is not an IP address: use 127.0.0.1 (this computer only) or an address of this computer.")
            .arg(hostPart);
    }
    if (host) {
        *host = hostPart;
    }
    if (port) {
        *port = quint16(number);
    }
    return {};
}

} // namespace SolveDeck
