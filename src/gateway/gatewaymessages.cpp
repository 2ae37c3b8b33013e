#include "gatewaymessages.h"

namespace SolveDeck::Gateway::Messages {

QString howToGetAToken()
{
    return QStringLiteral("Send 'Authorization: Bearer TOKEN' with a client token. An operator makes one with "
                          "`solvedeck-cli clients add NAME`, or in the console with Tools > Gateway… > Add Client…; "
                          "a revoked client needs a new one.");
}

QString howToAuthoriseAHost(const QString &host)
{
    return QStringLiteral("If you own the site or are authorised to test it, an operator authorises it with "
                          "`solvedeck-cli hosts allow %1`, or in the console with Edit > Preferences > Targets > "
                          "Authorise….")
        .arg(host);
}

QString howToWidenAClient(const QString &clientName, const QString &host)
{
    return QStringLiteral("An operator lets the client use it with `solvedeck-cli clients set %1 --hosts PATTERNS` "
                          "naming %2 among its hosts.")
        .arg(clientName, host);
}

} // namespace SolveDeck::Gateway::Messages
