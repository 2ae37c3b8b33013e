#include "hostrefusal.h"

#include "core/model/hostpattern.h"
#include "core/store/authorisedhosts.h"
#include "core/store/clientregistry.h"
#include "core/store/jobstore.h"
#include "core/terminaltext.h"
#include "gateway/gatewaymessages.h"

namespace SolveDeck::Gateway {

std::optional<HostRefusal> refuseHost(const JobStore &store, const GatewayClient &client, const QString &pageUrl)
{
    if (pageUrl.isEmpty()) {
        return std::nullopt;
    }
    const AuthorisedHosts hosts(store);
    const bool authorised = hosts.isAuthorised(pageUrl);
    if (authorised && client.hosts.allows(pageUrl)) {
        return std::nullopt;
    }
    const QString host = HostPattern::hostOfUrl(pageUrl);
    if (host.isEmpty()) {
        // Not a URL with a host SolveDeck can read: say so rather than name an empty host.
        return HostRefusal{QStringLiteral("The page URL %1 has no host SolveDeck can read.")
                               .arg(terminalSafe(pageUrl.left(200))),
                           QStringLiteral("Send the page's full address, such as https://shop.example/login.")};
    }
    if (authorised) {
        return HostRefusal{QStringLiteral("The host %1 is outside the hosts client %2 may use.").arg(host, client.name),
                           Messages::howToWidenAClient(client.name, host)};
    }
    if (!client.hosts.allows(pageUrl)) {
        // Both refusals at once: a fix naming only the first would be followed by the second (a third trial).
        return HostRefusal{QStringLiteral("The host %1 is not an authorised target, and it is outside the hosts client "
                                          "%2 may use.")
                               .arg(host, client.name),
                           Messages::howToAuthoriseAHost(host) + QLatin1Char(' ')
                               + Messages::howToWidenAClient(client.name, host)};
    }
    return HostRefusal{QStringLiteral("The host %1 is not an authorised target.").arg(host),
                       Messages::howToAuthoriseAHost(host)};
}

} // namespace SolveDeck::Gateway
