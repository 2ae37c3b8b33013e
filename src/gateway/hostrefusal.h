#pragma once

#include <QString>

#include <optional>

namespace SolveDeck {
class JobStore;
struct GatewayClient;
} // namespace SolveDeck

namespace SolveDeck::Gateway {

// Why a client may not have a job for a page: its host is not an authorised target of the database, or it is one
// but outside the hosts the client was narrowed to (clients add --hosts). Both gateway protocols ask here (the
// native API answers 403, in.php ERROR_DOMAIN_NOT_ALLOWED), so they refuse exactly the same jobs, naming the host.
struct HostRefusal
{
    QString message; // names the host (and the client when it was narrowed)
    QString fix;     // what an operator does about it
};

// nullopt when the page's host may be used; an image job (no page) always may.
std::optional<HostRefusal> refuseHost(const JobStore &store, const GatewayClient &client, const QString &pageUrl);

} // namespace SolveDeck::Gateway
