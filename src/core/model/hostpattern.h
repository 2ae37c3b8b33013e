#pragma once

#include "core/result.h"

#include <QCoreApplication>
#include <QString>

namespace SolveDeck {

// One authorised target as the operator names it: an exact host ("shop.example.com") or every subdomain of a
// domain ("*.example.com": a.example.com and a.b.example.com, not example.com itself). Pure: parsing and matching
// only; the store keeps the list (AuthorisedHosts) and the claim filters by it in SQL with the same rule
// (sqlMatchCondition below).
//
// Hosts are compared in one canonical form: lowercase ASCII (IDN labels as punycode through QUrl::toAce), without
// the trailing dot of a fully qualified name, without brackets around an IPv6 address. Ports are not part of a
// target: authorising a host authorises it on every port (the site is the host; a port is not a different owner).
// Refused as patterns (each with what to type instead): a public suffix or a wildcard over one ("com", "*.co.uk",
// "*.github.io": anyone can have a site there; checked against the Public Suffix List through QtNetwork), invalid
// punycode ("xn--zz": a label must decode and encode back to itself) and an IPv6 scope id ("fe80::1%eth0").
// A page URL's host is the one QUrl parses after any user info, so "https://allowed.example@evil.example/" is a page
// on evil.example; an authority QUrl and browsers may read differently (a backslash in it) has no host at all, and
// no pattern matches it.
class HostPattern
{
    Q_DECLARE_TR_FUNCTIONS(HostPattern)

public:
    HostPattern() = default;

    // What the operator typed: a host, "*.domain", or a whole URL (its host is taken; port, path and user info are
    // dropped). INVALID_HOST_PATTERN with what is wrong and how to write it instead (translated, context
    // "HostPattern").
    static Result<HostPattern> parse(const QString &text);

    // The canonical host of a page URL ("" when it has none or is not a URL): what patterns are matched against,
    // and what JobStore keeps as the job's target_host.
    static QString hostOfUrl(const QString &url);

    // A host in canonical form, "" when it is not a valid host name or address.
    static QString canonicalHost(const QString &host);

    // The canonical spelling: "example.com" or "*.example.com". Empty for a default-constructed pattern.
    QString text() const { return m_wildcard ? QStringLiteral("*.") + m_host : m_host; }

    bool isWildcard() const { return m_wildcard; }

    bool isValid() const { return !m_host.isEmpty(); }

    // Whether this pattern covers a canonical host (hostOfUrl / canonicalHost).
    bool matchesHost(const QString &canonical) const;

    // Whether this pattern covers the host of a page URL.
    bool matchesUrl(const QString &url) const { return matchesHost(hostOfUrl(url)); }

    // The same rule in SQL, for a query over `hostColumn` (a canonical host) and a pattern column: true when the
    // pattern is that host, or a "*.domain" that the host ends with after at least one label of its own. Plain
    // SQL that SQLite and PostgreSQL run alike (substr, length).
    static QString sqlMatchCondition(const QString &hostColumn, const QString &patternColumn);

    friend bool operator==(const HostPattern &a, const HostPattern &b) = default;

private:
    HostPattern(QString host, bool wildcard)
        : m_host(std::move(host))
        , m_wildcard(wildcard)
    {
    }

    QString m_host; // canonical, without "*."
    bool m_wildcard = false;
};

} // namespace SolveDeck
