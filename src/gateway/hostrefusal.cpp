#include "hostrefusal.h"

#include "core/model/hostpattern.h"
#include "core/store/authorisedhosts.h"
#include "core/store/clientregistry.h"
#include "core/store/jobstore.h"

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
    if (authorised) {
        return HostRefusal{QStringLiteral("The host %1 is outside the hosts client %2 may use.").arg(host, client.name),
                           QStringLiteral("An operator adds the client again with --hosts naming it "
                                          "(solvedeck-cli clients add NAME --hosts %1).")
                               .arg(host)};
    }
    return HostRefusal{QStringLiteral("The host %1 is not an authorised target.").arg(host),
                       QStringLiteral("If you own the site or are authorised to test it, an operator authorises it "
                                      "with `solvedeck-cli hosts allow %1` or Tools > Authorised Targets.")
                           .arg(host)};
}

} // namespace SolveDeck::Gateway
