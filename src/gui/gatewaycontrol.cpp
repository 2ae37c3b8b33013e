#include "gui/gatewaycontrol.h"

#include <QHostAddress>

namespace SolveDeck {

QString GatewayControl::addressProblem(const QString &address)
{
    return addressProblem(ListenAddress::parse(address));
}

QString GatewayControl::addressProblem(const ListenAddress &address)
{
    switch (address.problem) {
    case ListenAddress::Problem::None:
        return {};
    case ListenAddress::Problem::Shape:
        return tr("Write the address as host:port, for example 127.0.0.1:8787.");
    case ListenAddress::Problem::Port:
        return tr("The port must be a number from 0 to 65535 (0 picks a free one).");
    case ListenAddress::Problem::Host:
        return tr("%1 is not an IP address: use 127.0.0.1 (this computer only) or an address of this computer.")
            .arg(address.host);
    }
    return {};
}

} // namespace SolveDeck
