#include "clienthosts.h"

#include "core/model/consoleplaces.h"
#include "core/store/authorisedhosts.h"
#include "core/translation.h"

#include <QStringList>

#include <algorithm>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::ClientHosts", "SolveDeck")

Result<ClientHosts> ClientHosts::parse(const QString &commaSeparated)
{
    ClientHosts hosts;
    for (const QString &part : commaSeparated.split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        const QString text = part.trimmed();
        if (text.isEmpty()) {
            continue;
        }
        const Result<HostPattern> pattern = HostPattern::parse(text);
        if (!pattern) {
            return pattern.error();
        }
        if (!hosts.m_patterns.contains(pattern.value())) {
            hosts.m_patterns << pattern.value();
        }
    }
    return hosts;
}

bool ClientHosts::covers(const HostPattern &outer, const HostPattern &inner)
{
    if (!inner.isWildcard()) {
        return outer.matchesHost(inner.text());
    }
    // "*.d" lies inside "*.e" when d is e or one of its subdomains; an exact pattern covers no wildcard.
    if (!outer.isWildcard()) {
        return false;
    }
    const QString domain = inner.text().mid(2);
    return outer == inner || outer.matchesHost(domain);
}

Result<void> ClientHosts::checkWithin(const AuthorisedHostSet &allowlist) const
{
    for (const HostPattern &pattern : m_patterns) {
        const bool covered = std::ranges::any_of(allowlist.patterns, [&pattern](const HostPattern &allowed) {
            return covers(allowed, pattern);
        });
        if (!covered) {
            QStringList known;
            for (const HostPattern &allowed : allowlist.patterns) {
                known << allowed.text();
            }
            // The console's place and the command for the database open here (a twenty-fourth trial followed a
            // bare "solvedeck-cli hosts allow" in demo mode: it authorised the host in another database), in the
            // console's language. The command comes last, so the console can give it a line of its own.
            return Error{QStringLiteral("HOST_NOT_AUTHORISED"),
                         tr("%1 is not inside the authorised targets (%2): a client's hosts can only narrow them. "
                            "Give a pattern inside the list; or, if you own %1 or are authorised to test it, %3.")
                             .arg(pattern.text(),
                                  known.isEmpty() ? tr("none yet") : known.join(QStringLiteral(", ")),
                                  ConsolePlaces::authoriseHostHint(pattern.text()))};
        }
    }
    return {};
}

bool ClientHosts::allows(const QString &pageUrl) const
{
    if (m_patterns.isEmpty() || pageUrl.isEmpty()) {
        return true;
    }
    const QString host = HostPattern::hostOfUrl(pageUrl);
    return std::ranges::any_of(m_patterns, [&host](const HostPattern &pattern) {
        return pattern.matchesHost(host);
    });
}

QString ClientHosts::text() const
{
    QStringList texts;
    for (const HostPattern &pattern : m_patterns) {
        texts << pattern.text();
    }
    return texts.join(QLatin1Char(','));
}

} // namespace SolveDeck
