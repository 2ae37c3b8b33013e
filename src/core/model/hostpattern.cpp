#include "core/model/hostpattern.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QNetworkCookie>
#include <QNetworkCookieJar>
#include <QRegularExpression>
#include <QUrl>

namespace SolveDeck {

namespace {

Error invalid(const QString &message)
{
    return Error{QStringLiteral("INVALID_HOST_PATTERN"), message};
}

// A literal IPv4 address in dotted-quad form, or an IPv6 address: compared in QHostAddress's spelling. The short
// IPv4 forms inet_aton accepts ("127.1") are not addresses here; they fail the label check as well, being all
// digits in the last label.
QString canonicalAddress(const QString &host)
{
    static const QRegularExpression dottedQuad(QStringLiteral("^\\d{1,3}(\\.\\d{1,3}){3}$"));
    if (!host.contains(QLatin1Char(':')) && !dottedQuad.match(host).hasMatch()) {
        return {};
    }
    QHostAddress address;
    // A scope id ("fe80::1%eth0") names an interface of one machine, not a host: no address of a page has one.
    if (!address.setAddress(host) || !address.scopeId().isEmpty()) {
        return {};
    }
    return address.toString().toLower();
}

// The Public Suffix List as Qt's cookie jar applies it (QNetworkCookieJar::validateCookie refuses a cookie for a
// public suffix such as co.uk or github.io). Qt 6 has no public function for the list itself (QUrl::topLevelDomain
// is gone; qIsEffectiveTLD is private), but the jar's check is public API and reads the same data: the list built
// into QtNetwork, or the system's /usr/share/publicsuffix when Qt was built to prefer it (Debian's is).
class PublicSuffixes : public QNetworkCookieJar
{
public:
    // Whether `domain` (canonical, not an address) is a public suffix: a name under which anyone may register.
    bool contains(const QString &domain) const
    {
        QNetworkCookie cookie(QByteArrayLiteral("n"), QByteArrayLiteral("v"));
        cookie.setDomain(QLatin1Char('.') + domain);
        // The jar accepts a cookie for a parent domain of the page's host unless that domain is a public suffix.
        return !validateCookie(cookie, QUrl(QStringLiteral("http://x.") + domain + QLatin1Char('/')));
    }
};

// Punycode labels ("xn--...") must be real ones: they decode to Unicode and that encodes back to the same label.
// "xn--zz" decodes to nothing, so two programs could read it as different names.
bool isValidAceLabel(const QString &label)
{
    if (!label.startsWith(QLatin1String("xn--"))) {
        return true;
    }
    const QString decoded = QUrl::fromAce(label.toLatin1(), QUrl::IgnoreIDNWhitelist);
    return !decoded.isEmpty() && !decoded.startsWith(QLatin1String("xn--"), Qt::CaseInsensitive)
        && QString::fromLatin1(QUrl::toAce(decoded, QUrl::IgnoreIDNWhitelist)).toLower() == label;
}

bool isAddress(const QString &canonical)
{
    return !canonicalAddress(canonical).isEmpty();
}

// co.uk, github.io, com: names under which anyone may register a site of their own, so neither the name nor
// "*." before it is one owner's. Addresses have no suffix.
Result<void> notAPublicSuffix(const QString &typed, const QString &host, bool wildcard)
{
    if (isAddress(host) || !PublicSuffixes().contains(host)) {
        return {};
    }
    if (wildcard) {
        return invalid(HostPattern::tr("\"%1\" would authorise every site registered under the public suffix \"%2\" "
                                       "(anyone can have a site there). Name your own domain instead, for example "
                                       "*.example.%2.")
                           .arg(typed, host));
    }
    return invalid(HostPattern::tr("\"%1\" is a public suffix, under which anyone can have a site, not one site. Name "
                                   "the host you own, for example example.%2.")
                       .arg(typed, host));
}

} // namespace

QString HostPattern::canonicalHost(const QString &host)
{
    QString h = host.trimmed();
    if (h.startsWith(QLatin1Char('[')) && h.endsWith(QLatin1Char(']'))) {
        h = h.mid(1, h.size() - 2);
    }
    if (const QString address = canonicalAddress(h); !address.isEmpty()) {
        return address;
    }
    // "example.com." is the fully qualified spelling of "example.com": the same host.
    if (h.endsWith(QLatin1Char('.'))) {
        h.chop(1);
    }
    if (h.isEmpty() || h.size() > 253) {
        return {};
    }
    // IDN: compare the ASCII (punycode) form, so "bücher.example" and "xn--bcher-kva.example" are one host. toAce
    // also folds case; it returns nothing for a name that cannot be a host.
    const QString ace = QString::fromLatin1(QUrl::toAce(h)).toLower();
    if (ace.isEmpty() || ace.size() > 253) {
        return {};
    }
    // Letters, digits, '-' and '_' (seen in real host names), 1 to 63 per label, no empty label.
    static const QRegularExpression label(QStringLiteral("^[a-z0-9_]([a-z0-9_-]{0,61}[a-z0-9_])?$"));
    const QStringList labels = ace.split(QLatin1Char('.'));
    for (const QString &l : labels) {
        if (!label.match(l).hasMatch() || !isValidAceLabel(l)) {
            return {};
        }
    }
    // A name whose last label is all digits would be read as an address by some resolvers ("127.1").
    static const QRegularExpression digits(QStringLiteral("^[0-9]+$"));
    if (digits.match(labels.constLast()).hasMatch()) {
        return {};
    }
    return ace;
}

QString HostPattern::hostOfUrl(const QString &url)
{
    const QString trimmed = url.trimmed();
    const qsizetype schemeEnd = trimmed.indexOf(QStringLiteral("://"));
    if (schemeEnd <= 0) {
        return {};
    }
    // The authority as a browser reads it ends at the first '/', '\', '?' or '#'; QUrl does not stop at '\'.
    // "https://evil.example\@allowed.example/" would be allowed.example to QUrl and evil.example to a browser: such
    // an authority has no host we can trust.
    const qsizetype authorityStart = schemeEnd + 3;
    qsizetype authorityEnd = trimmed.size();
    for (qsizetype i = authorityStart; i < trimmed.size(); ++i) {
        const QChar c = trimmed.at(i);
        if (c == QLatin1Char('/') || c == QLatin1Char('?') || c == QLatin1Char('#')) {
            authorityEnd = i;
            break;
        }
        if (c == QLatin1Char('\\')) {
            return {};
        }
    }
    if (trimmed.mid(authorityStart, authorityEnd - authorityStart).contains(QLatin1Char('%'))) {
        // A percent-encoded host ("%65vil.example") is decoded by some parsers and not by others.
        return {};
    }
    const QUrl parsed(trimmed, QUrl::StrictMode);
    if (!parsed.isValid()) {
        return {};
    }
    const QString scheme = parsed.scheme().toLower();
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https")) {
        return {};
    }
    return canonicalHost(parsed.host(QUrl::FullyEncoded));
}

Result<HostPattern> HostPattern::parse(const QString &text)
{
    QString t = text.trimmed();
    if (t.isEmpty()) {
        return invalid(tr("No host given. Type a host name such as shop.example.com, or *.example.com for every "
                          "subdomain of example.com."));
    }
    if (t.contains(QStringLiteral("://"))) {
        const QUrl url(t, QUrl::StrictMode);
        if (!url.userInfo().isEmpty()
            || t.section(QStringLiteral("://"), 1).section(QLatin1Char('/'), 0, 0).contains(QLatin1Char('@'))) {
            return invalid(tr("\"%1\" has user information before its host (the part before '@'), which hides the "
                              "real host. Type the host alone, for example %2.")
                               .arg(t, url.host().isEmpty() ? QStringLiteral("shop.example.com") : url.host()));
        }
        const QString host = hostOfUrl(t);
        if (host.isEmpty()) {
            return invalid(tr("\"%1\" is not an http or https address with a host name. Type the host alone, for "
                              "example shop.example.com.")
                               .arg(t));
        }
        if (Result<void> own = notAPublicSuffix(t, host, false); !own) {
            return own.error();
        }
        return HostPattern(host, false);
    }
    if (t.contains(QLatin1Char('@'))) {
        return invalid(tr("\"%1\" has user information before its host (the part before '@'), which hides the real "
                          "host. Type the host alone, for example %2.")
                           .arg(t, t.section(QLatin1Char('@'), -1)));
    }
    // "example.com/login": the page's path does not matter, only its host.
    t = t.section(QLatin1Char('/'), 0, 0);
    // A port does not matter either: "example.com:8443" is example.com. "[::1]:8080" and bare IPv6 ("::1") too.
    static const QRegularExpression bracketed(QStringLiteral("^(\\[[^\\]]*\\])(:\\d+)?$"));
    static const QRegularExpression withPort(QStringLiteral("^([^:]*):\\d+$"));
    if (const QRegularExpressionMatch m = bracketed.match(t); m.hasMatch()) {
        t = m.captured(1);
    } else if (const QRegularExpressionMatch p = withPort.match(t); p.hasMatch()) {
        t = p.captured(1);
    }
    bool wildcard = false;
    if (t.startsWith(QStringLiteral("*."))) {
        wildcard = true;
        t = t.mid(2);
    }
    if (t.contains(QLatin1Char('*'))) {
        return invalid(tr("\"%1\": '*' may only stand for the subdomains of a domain, as the first label: "
                          "*.example.com.")
                           .arg(text.trimmed()));
    }
    const QString host = canonicalHost(t);
    if (host.isEmpty()) {
        return invalid(tr("\"%1\" is not a valid host name. Use letters, digits and hyphens in labels separated by "
                          "dots, for example shop.example.com (international names such as bücher.example are "
                          "fine).")
                           .arg(text.trimmed()));
    }
    if (wildcard && isAddress(host)) {
        return invalid(tr("\"%1\": an IP address has no subdomains. Authorise the address itself, without '*.'.")
                           .arg(text.trimmed()));
    }
    if (wildcard && !host.contains(QLatin1Char('.'))) {
        return invalid(tr("\"%1\" would authorise every site under the top-level domain \"%2\". Name your own "
                          "domain instead, for example *.example.%2.")
                           .arg(text.trimmed(), host));
    }
    if (Result<void> own = notAPublicSuffix(text.trimmed(), host, wildcard); !own) {
        return own.error();
    }
    return HostPattern(host, wildcard);
}

bool HostPattern::matchesHost(const QString &canonical) const
{
    if (m_host.isEmpty() || canonical.isEmpty()) {
        return false;
    }
    if (!m_wildcard) {
        return canonical == m_host;
    }
    // At least one label of its own before ".domain".
    return canonical.size() > m_host.size() + 1 && canonical.endsWith(m_host)
        && canonical.at(canonical.size() - m_host.size() - 1) == QLatin1Char('.');
}

QString HostPattern::sqlMatchCondition(const QString &hostColumn, const QString &patternColumn)
{
    // p = "*.example.com" (length n): substr(p, 2) = ".example.com" (n - 1 characters), which the host must end
    // with, after at least one character of its own: length(h) > n - 1. Canonical hosts never hold '*', so an exact
    // match of a wildcard row cannot happen.
    return QStringLiteral("(%2 = %1 OR (substr(%2, 1, 2) = '*.' AND length(%1) > length(%2) - 1"
                          " AND substr(%1, length(%1) - length(%2) + 2) = substr(%2, 2)))")
        .arg(hostColumn, patternColumn);
}

} // namespace SolveDeck
