#pragma once

#include "core/model/hostpattern.h"
#include "core/result.h"

#include <QList>
#include <QString>

namespace SolveDeck {

struct AuthorisedHostSet;

// A gateway client's narrowing of the authorised targets (`clients add --hosts PATTERN,...`): the client may only
// enqueue jobs for these hosts, and each of them must lie inside the database's authorised targets, so a client's
// list narrows the allowlist and never widens it. Empty: the whole allowlist. Pure.
class ClientHosts
{
public:
    ClientHosts() = default;

    // "shop.example.com,*.test.example.com" (spaces around the commas allowed; '' = none). INVALID_HOST_PATTERN for
    // a pattern HostPattern does not take, naming it.
    static Result<ClientHosts> parse(const QString &commaSeparated);

    // Every pattern must be covered by `allowlist`'s patterns (whatever its enforcement switch says: the switch may
    // be turned on later, and the narrowing must still hold then). HOST_NOT_AUTHORISED naming the first pattern
    // outside it and the command that authorises it.
    Result<void> checkWithin(const AuthorisedHostSet &allowlist) const;

    // Whether a job for this page URL passes the narrowing: no narrowing, a job without a page URL (an image), or
    // a pattern that covers its host.
    bool allows(const QString &pageUrl) const;

    bool isEmpty() const { return m_patterns.isEmpty(); }

    const QList<HostPattern> &patterns() const { return m_patterns; }

    // The canonical spelling, comma-separated: what the clients table keeps.
    QString text() const;

    // Whether every host `inner` matches is matched by `outer` too.
    static bool covers(const HostPattern &outer, const HostPattern &inner);

private:
    QList<HostPattern> m_patterns;
};

} // namespace SolveDeck
