#include "validation.h"

#include "core/model/consoleplaces.h"
#include "core/model/hostpattern.h"
#include "core/model/proxypassword.h"
#include "core/terminaltext.h"
#include "core/translation.h"

#include <QCoreApplication>
#include <QHostAddress>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck")

namespace {

Error invalid(const QString &message)
{
    return Error{QStringLiteral("INVALID_SPEC"), message};
}

bool isPrintableAsciiWithoutSpace(const QString &s)
{
    return std::all_of(s.cbegin(), s.cend(), [](QChar c) {
        return c.unicode() > 0x20 && c.unicode() < 0x7f;
    });
}

// The 0/1 switches of in.php.
bool isSwitchParameter(const QString &name)
{
    static const QStringList switches{QStringLiteral("invisible"),
                                      QStringLiteral("enterprise"),
                                      QStringLiteral("phrase"),
                                      QStringLiteral("regsense"),
                                      QStringLiteral("calc")};
    return switches.contains(name);
}

Result<void> validateSitekey(const QString &sitekey)
{
    if (sitekey.isEmpty()) {
        return invalid(tr("sitekey: missing. Copy the site key from the page (the data-sitekey attribute of the "
                          "CAPTCHA element, or the k= parameter of its iframe URL)."));
    }
    if (sitekey.size() > maxSitekeyLength) {
        return invalid(tr("sitekey: %1 characters long, at most %2 are allowed. Copy only the key itself, not the "
                          "surrounding HTML or URL.")
                           .arg(sitekey.size())
                           .arg(maxSitekeyLength));
    }
    if (!isPrintableAsciiWithoutSpace(sitekey)) {
        return invalid(tr("sitekey: contains spaces or characters that cannot be in a site key. Copy the key again "
                          "without surrounding spaces, quotes or line breaks."));
    }
    return {};
}

Result<void> validatePageUrl(const QString &pageurl)
{
    if (pageurl.isEmpty()) {
        return invalid(tr("pageurl: missing. Give the full address of the page that shows the CAPTCHA, for example "
                          "https://example.com/login."));
    }
    if (pageurl.size() > maxPageUrlLength) {
        return invalid(tr("pageurl: %1 characters long, at most %2 are allowed. Give the page's address without "
                          "long query parameters, as the browser shows it when the CAPTCHA appears.")
                           .arg(pageurl.size())
                           .arg(maxPageUrlLength));
    }
    if (hasControlCharacters(pageurl)) {
        return invalid(tr("pageurl: contains control characters (line breaks, tabs, escapes or direction marks), "
                          "which no address has. Copy the address again from the browser's address bar."));
    }
    const QUrl url(pageurl, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || pageurl.contains(QLatin1Char(' '))) {
        return invalid(tr("pageurl: \"%1\" is not a valid address. Give the full address of the page, for example "
                          "https://example.com/login.")
                           .arg(pageurl));
    }
    if (scheme != QLatin1String("http") && scheme != QLatin1String("https")) {
        return invalid(tr("pageurl: \"%1\" must start with http:// or https://. Give the full address of the page, "
                          "for example https://example.com/login.")
                           .arg(pageurl));
    }
    if (url.host().isEmpty()) {
        return invalid(tr("pageurl: \"%1\" has no host name. Give the full address of the page, for example "
                          "https://example.com/login.")
                           .arg(pageurl));
    }
    return {};
}

Result<void> validateImageBody(const QString &body)
{
    if (body.startsWith(QLatin1String("data:"))) {
        return invalid(tr("body: starts with a data: URL prefix. Remove everything up to and including the comma "
                          "(\"data:image/png;base64,\") and keep only the base64 text."));
    }
    QByteArray compact = body.toLatin1();
    compact.replace('\n', QByteArray()).replace('\r', QByteArray());
    const auto decoded = QByteArray::fromBase64Encoding(compact, QByteArray::AbortOnBase64DecodingErrors);
    if (!decoded) {
        return invalid(tr("body: is not valid base64. Encode the image file with base64 (for example "
                          "`base64 -w0 captcha.png`) and paste the whole output."));
    }
    if (decoded.decoded.isEmpty()) {
        return invalid(tr("body: the image is empty. Give the base64 text of a non-empty image file."));
    }
    if (decoded.decoded.size() > maxImageBytes) {
        return invalid(tr("body: the image is %1 KB, more than the %2 KB the service accepts. Crop the image to the "
                          "CAPTCHA or save it as a smaller JPEG or PNG.")
                           .arg(decoded.decoded.size() / 1024)
                           .arg(maxImageBytes / 1024));
    }
    return {};
}

std::optional<int> toInt(const QString &value)
{
    bool ok = false;
    const int n = value.toInt(&ok);
    return ok ? std::optional<int>(n) : std::nullopt;
}

// Text a browser or the page hands over (user agent, cookies, data-s, proxy, ...): bounded and free of control
// characters, which no such value contains and which would reach the service and the operator's terminal.
Result<void> validateText(const QString &name, const QString &value, qsizetype maxLength)
{
    if (value.size() > maxLength) {
        return invalid(tr("%1: %2 characters long, at most %3 are allowed. Copy only the value itself.")
                           .arg(name)
                           .arg(value.size())
                           .arg(maxLength));
    }
    if (hasControlCharacters(value)) {
        return invalid(tr("%1: contains control characters (line breaks, tabs, escapes or direction marks). Copy "
                          "the value again as one line of plain text.")
                           .arg(name));
    }
    return {};
}

// Cookies as CaptchaAI takes them: name:value pairs separated by semicolons (name=value is accepted too).
Result<void> validateCookies(const QString &value)
{
    static const QRegularExpression pair(QStringLiteral("^\\s*[^\\s:=;]+\\s*[:=][^;]*$"));
    const QStringList pairs = value.split(QLatin1Char(';'), Qt::SkipEmptyParts);
    for (const QString &p : pairs) {
        if (!p.trimmed().isEmpty() && !pair.match(p).hasMatch()) {
            return invalid(tr("cookies: \"%1\" is not a name:value pair. Give the cookies as "
                              "name1:value1;name2:value2.")
                               .arg(p.trimmed().left(60)));
        }
    }
    return {};
}

// A Turnstile action or cData: Cloudflare allows letters, digits, '_' and '-' only, at most 32 characters for
// an action and 255 for cData.
Result<void> validateTurnstileToken(const QString &name, const QString &value, int maxLength)
{
    static const QRegularExpression allowed(QStringLiteral("^[A-Za-z0-9_-]+$"));
    if (value.size() > maxLength || !allowed.match(value).hasMatch()) {
        return invalid(tr("%1: \"%2\" is not allowed; Cloudflare Turnstile takes at most %3 letters, digits, _ and "
                          "- here. Use the value the page passes to turnstile.render.")
                           .arg(name, value.left(60))
                           .arg(maxLength));
    }
    return {};
}

bool isLoopbackHost(const QString &canonicalHost)
{
    if (canonicalHost == QLatin1String("localhost")) {
        return true;
    }
    const QHostAddress address(canonicalHost);
    return !address.isNull() && address.isLoopback();
}

// Where the service posts a solved token (pingback): a full http(s) address whose host the URL shows plainly (no user
// info before it, no backslash or percent-encoding in it: HostPattern::hostOfUrl finds it), and https unless it is
// this machine, so the token does not cross the network in clear. Whether the host is authorised is
// validatePingbackHost's question (it needs the store's list).
Result<void> validatePingbackAddress(const QString &value)
{
    const QUrl url(value, QUrl::StrictMode);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || url.host().isEmpty()
        || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
        return invalid(tr("pingback: \"%1\" is not a full http(s) address. Give the URL the service should call "
                          "when the job is solved, for example https://example.com/solved, or leave it out.")
                           .arg(value));
    }
    const QString authority = value.section(QStringLiteral("://"), 1).section(QLatin1Char('/'), 0, 0);
    if (!url.userInfo().isEmpty() || authority.contains(QLatin1Char('@'))) {
        // Not repeated: the user info may be a password.
        return invalid(tr("pingback: the address has user information (a name or password before '@'), which would "
                          "travel with every solved token and can hide the real host. Give the address without it, "
                          "for example https://%1/solved.")
                           .arg(url.host()));
    }
    const QString host = HostPattern::hostOfUrl(value);
    if (host.isEmpty()) {
        return invalid(tr("pingback: the host of \"%1\" cannot be read the same way by every program (a backslash, "
                          "percent-encoding or an invalid name). Give a plain address such as "
                          "https://example.com/solved.")
                           .arg(value));
    }
    if (scheme != QLatin1String("https") && !isLoopbackHost(host)) {
        return invalid(tr("pingback: \"%1\" is plain http, so solved tokens would cross the network unencrypted. "
                          "Use https:// (plain http is accepted only for this machine: 127.0.0.1, ::1, localhost).")
                           .arg(value));
    }
    return {};
}

Result<void> validateParameter(const QString &name, const QString &value, const TaskSpec &spec)
{
    if (value.isEmpty()) {
        return invalid(tr("%1: is empty. Give it a value or leave the parameter out.").arg(name));
    }
    if (name != QLatin1String("body")) {
        // Every text parameter: bounded, one line, no control characters (the image body has its own limits).
        // Instructions for the solver may run over several lines.
        QString checked = value;
        if (name == QLatin1String("textinstructions")) {
            checked.remove(QLatin1Char('\r')).remove(QLatin1Char('\n'));
        }
        if (auto r = validateText(name, checked, maxParameterLength); !r) {
            return r;
        }
    }
    if (name == QLatin1String("userAgent")) {
        // A browser's User-Agent header: printable ASCII, a few hundred characters.
        constexpr qsizetype kMaxUserAgent = 1024;
        const bool printable = std::all_of(value.cbegin(), value.cend(), [](QChar c) {
            return c.unicode() >= 0x20 && c.unicode() < 0x7f;
        });
        if (!printable || value.size() > kMaxUserAgent) {
            return invalid(tr("userAgent: not a browser's user agent (at most %1 printable ASCII characters). Copy "
                              "it from the browser (navigator.userAgent in its console).")
                               .arg(kMaxUserAgent));
        }
        return {};
    }
    if (name == QLatin1String("cookies")) {
        return validateCookies(value);
    }
    if (name == QLatin1String("data-s")) {
        // Google's data-s token: a few hundred characters of printable ASCII.
        constexpr qsizetype kMaxDataS = 8192;
        const bool printable = std::all_of(value.cbegin(), value.cend(), [](QChar c) {
            return c.unicode() >= 0x20 && c.unicode() < 0x7f;
        });
        if (!printable || value.size() > kMaxDataS) {
            return invalid(tr("data-s: is not a data-s token (at most %1 printable ASCII characters). Copy the "
                              "data-s attribute of the reCAPTCHA element as it is.")
                               .arg(kMaxDataS));
        }
        return {};
    }
    if (name == QLatin1String("data")) {
        return validateTurnstileToken(QStringLiteral("data (cData)"), value, 255);
    }
    if (name == QLatin1String("action") && spec.method == Method::Turnstile) {
        return validateTurnstileToken(name, value, 32);
    }
    if (isSwitchParameter(name)) {
        if (value != QLatin1String("0") && value != QLatin1String("1")) {
            return invalid(tr("%1: \"%2\" is not allowed; use 1 to turn it on or 0 to turn it off.").arg(name, value));
        }
        return {};
    }
    if (name == QLatin1String("numeric")) {
        // 2captcha/CaptchaAI: 0 any, 1 digits only, 2 letters only, 3 digits or letters, 4 digits and letters.
        const auto n = toInt(value);
        if (!n || *n < 0 || *n > 4) {
            return invalid(tr("numeric: \"%1\" is not allowed; use 0 (any characters), 1 (digits only), 2 (letters "
                              "only), 3 (digits or letters) or 4 (both digits and letters).")
                               .arg(value));
        }
        return {};
    }
    if (name == QLatin1String("min_len") || name == QLatin1String("max_len")) {
        // 2captcha documents 1..20 (0 = no limit).
        const auto n = toInt(value);
        if (!n || *n < 0 || *n > 20) {
            return invalid(
                tr("%1: \"%2\" is not allowed; use a whole number from 1 to 20, or 0 for no limit.").arg(name, value));
        }
        if (name == QLatin1String("max_len") && *n > 0) {
            const auto minLen = toInt(spec.params.value(QStringLiteral("min_len")));
            if (minLen && *minLen > *n) {
                return invalid(tr("min_len: %1 is greater than max_len %2. Swap them or correct one of them.")
                                   .arg(*minLen)
                                   .arg(*n));
            }
        }
        return {};
    }
    if (name == QLatin1String("min_score")) {
        bool ok = false;
        const double score = value.toDouble(&ok);
        // Google's score steps are 0.1; CaptchaAI and 2captcha accept 0.1..0.9 (0.3, 0.7 and 0.9 are typical).
        if (!ok || score < 0.1 - 1e-9 || score > 0.9 + 1e-9) {
            return invalid(
                tr("min_score: \"%1\" is not allowed; use a number from 0.1 to 0.9, for example 0.3.").arg(value));
        }
        return {};
    }
    if (name == QLatin1String("action")) {
        // reCAPTCHA actions may contain only alphanumerics, slashes and underscores (Google's v3 documentation).
        static const QRegularExpression actionPattern(QStringLiteral("^[A-Za-z0-9/_]{1,100}$"));
        if (spec.method == Method::RecaptchaV3 && !actionPattern.match(value).hasMatch()) {
            return invalid(tr("action: \"%1\" is not a reCAPTCHA action; use the value the page passes to "
                              "grecaptcha.execute (letters, digits, / and _ only), for example verify or login.")
                               .arg(value));
        }
        return {};
    }
    if (name == QLatin1String("proxytype")) {
        static const QStringList types{QStringLiteral("HTTP"),
                                       QStringLiteral("HTTPS"),
                                       QStringLiteral("SOCKS4"),
                                       QStringLiteral("SOCKS5")};
        if (!types.contains(value)) {
            return invalid(
                tr("proxytype: \"%1\" is not allowed; use one of %2.").arg(value, types.join(QStringLiteral(", "))));
        }
        if (!spec.params.contains(QStringLiteral("proxy"))) {
            return invalid(tr("proxytype: given without a proxy. Add the proxy (login:password@host:port or "
                              "host:port) or remove proxytype."));
        }
        return {};
    }
    if (name == QLatin1String("proxy")) {
        static const QRegularExpression proxyPattern(
            QStringLiteral("^(?:[^\\s@]+@)?([A-Za-z0-9.-]+|\\[[0-9A-Fa-f:.]+\\]):([0-9]{1,5})$"));
        const QRegularExpressionMatch match = proxyPattern.match(value);
        // Not repeated: the value may hold the proxy's password.
        if (!match.hasMatch()) {
            return invalid(tr("proxy: not in the form login:password@host:port or host:port (a host name or IP "
                              "address, then a port). Check for spaces and a missing port."));
        }
        const int port = match.captured(2).toInt();
        if (port < 1 || port > 65535) {
            return invalid(tr("proxy: port %1 is out of range; use a port from 1 to 65535.").arg(port));
        }
        if (!spec.params.contains(QStringLiteral("proxytype"))) {
            return invalid(tr("proxy: given without proxytype. Add proxytype (HTTP, HTTPS, SOCKS4 or SOCKS5)."));
        }
        if (ProxyPassword::passwordOf(value) == ProxyPassword::mask()) {
            // An export written without the passwords (the default): the job would fail at the proxy.
            return invalid(tr("proxy: the password reads %1, which is how an export masks it. Export again with "
                              "--include-proxy-passwords, or give the proxy's real password.")
                               .arg(ProxyPassword::mask()));
        }
        return {};
    }
    if (name == QLatin1String("body")) {
        return validateImageBody(value);
    }
    if (name == QLatin1String("pingback")) {
        return validatePingbackAddress(value);
    }
    if (name == QLatin1String("textinstructions") && value.size() > maxTextInstructionsLength) {
        return invalid(tr("textinstructions: %1 characters long, at most %2 are allowed. Shorten the instructions.")
                           .arg(value.size())
                           .arg(maxTextInstructionsLength));
    }
    return {};
}

} // namespace

Result<void> validateIdempotencyKey(const QString &key)
{
    if (key.size() > maxIdempotencyKeyLength) {
        return invalid(tr("idempotency key: %1 characters long, at most %2 are allowed. Use a short identifier, "
                          "such as a UUID or your own row id.")
                           .arg(key.size())
                           .arg(maxIdempotencyKeyLength));
    }
    if (hasControlCharacters(key)) {
        return invalid(tr("idempotency key: contains control characters (line breaks, tabs, escapes or direction "
                          "marks). Use printable text only, such as a UUID or your own row id."));
    }
    return {};
}

Result<void> validatePingbackHost(const TaskSpec &spec, const QList<HostPattern> &authorised)
{
    const QString pingback = spec.params.value(QStringLiteral("pingback"));
    if (pingback.isEmpty()) {
        return {};
    }
    const QString host = HostPattern::hostOfUrl(pingback);
    const bool allowed = !host.isEmpty()
                      && std::any_of(authorised.cbegin(), authorised.cend(), [&host](const HostPattern &p) {
                             return p.matchesHost(host);
                         });
    if (allowed) {
        return {};
    }
    return invalid(tr("pingback: the host %1 is not an authorised target, so the service would post solved tokens to "
                      "a site nobody authorised. Leave pingback out, or, if you own %1 or may receive tokens there, "
                      "%2, then add the job again.")
                       .arg(host.isEmpty() ? QStringLiteral("(none)") : host,
                            ConsolePlaces::authoriseHostHint(host.isEmpty() ? QStringLiteral("HOST") : host)));
}

bool hasSitekeyShape(Method method, const QString &sitekey)
{
    static const QRegularExpression recaptcha(QStringLiteral("^6L[0-9A-Za-z_-]{38}$"));
    // 20 to 40 characters in all, as the service's emulators take them: a 19-character key the console let through
    // failed at once with ERROR_BAD_PARAMETERS (a twenty-ninth trial).
    static const QRegularExpression turnstile(QStringLiteral("^(0x4|[123]x0)[0-9A-Za-z_-]{17,37}$"));
    switch (method) {
    case Method::RecaptchaV2:
    case Method::RecaptchaV3:
        return recaptcha.match(sitekey).hasMatch();
    case Method::Turnstile:
        return turnstile.match(sitekey).hasMatch();
    default:
        return true;
    }
}

QString sitekeyShapeMessage(Method method, const QString &sitekey)
{
    if (sitekey.isEmpty() || hasSitekeyShape(method, sitekey)) {
        return {};
    }
    const QString shown = sitekey.left(50);
    if (method == Method::Turnstile) {
        return tr("sitekey: \"%1\" does not look like a Turnstile site key, which starts with 0x4 and is 20 to 40 "
                  "letters, digits, - or _ (for example 0x4AAAAAAAC3DHQFLr1GavRN). Copy it from the page: the "
                  "data-sitekey attribute of the CAPTCHA element.")
            .arg(shown);
    }
    return tr("sitekey: \"%1\" (length %2) does not look like a reCAPTCHA site key, which is 40 letters, digits, - or "
              "_ starting with 6L (for example 6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-). Copy it from the page: the "
              "data-sitekey attribute of the CAPTCHA element.")
        .arg(shown)
        .arg(sitekey.size());
}

bool hasApiKeyShape(const QString &key)
{
    return key.size() == 32 && std::all_of(key.cbegin(), key.cend(), [](QChar c) {
               return (c >= QLatin1Char('0') && c <= QLatin1Char('9'))
                   || (c >= QLatin1Char('a') && c <= QLatin1Char('f'))
                   || (c >= QLatin1Char('A') && c <= QLatin1Char('F'));
           });
}

QStringList allowedTaskParameters(Method method)
{
    // The one list of optional parameters per method: protocol/requestbuilder.cpp sends exactly these. pingback (a
    // callback URL) is common to every in.php method; proxies are not
    // offered for images, which the client uploads itself.
    const QStringList proxy{QStringLiteral("proxy"), QStringLiteral("proxytype"), QStringLiteral("pingback")};
    QStringList names;
    switch (method) {
    case Method::RecaptchaV2:
        names = QStringList{QStringLiteral("invisible"),
                            QStringLiteral("enterprise"),
                            QStringLiteral("data-s"),
                            QStringLiteral("userAgent"),
                            QStringLiteral("cookies")}
              + proxy;
        break;
    case Method::RecaptchaV3:
        names = QStringList{QStringLiteral("invisible"),
                            QStringLiteral("enterprise"),
                            QStringLiteral("data-s"),
                            QStringLiteral("userAgent"),
                            QStringLiteral("cookies"),
                            QStringLiteral("action"),
                            QStringLiteral("min_score")}
              + proxy;
        break;
    case Method::Turnstile:
        names = QStringList{QStringLiteral("action"), QStringLiteral("data"), QStringLiteral("userAgent")} + proxy;
        break;
    case Method::Image:
        names = QStringList{QStringLiteral("body"),
                            QStringLiteral("phrase"),
                            QStringLiteral("regsense"),
                            QStringLiteral("numeric"),
                            QStringLiteral("min_len"),
                            QStringLiteral("max_len"),
                            QStringLiteral("calc"),
                            QStringLiteral("textinstructions"),
                            QStringLiteral("pingback")};
        break;
    }
    names.sort();
    return names;
}

Result<void> validateTaskSpec(const TaskSpec &spec)
{
    const QStringList allowed = allowedTaskParameters(spec.method);
    for (auto it = spec.params.cbegin(); it != spec.params.cend(); ++it) {
        if (!allowed.contains(it.key())) {
            return invalid(tr("%1: not a parameter of %2 jobs. Remove it or check its spelling; allowed: %3.")
                               .arg(it.key(), methodName(spec.method), allowed.join(QStringLiteral(", "))));
        }
    }
    if (spec.method == Method::Image) {
        if (!spec.sitekey.isEmpty() || !spec.pageurl.isEmpty()) {
            return invalid(tr("sitekey/pageurl: image jobs take neither. Leave them empty and put the image in "
                              "the body parameter (base64)."));
        }
        if (!spec.params.contains(QStringLiteral("body"))) {
            return invalid(tr("body: missing. Image jobs need the image as base64 text in the body parameter."));
        }
    } else {
        if (auto r = validateSitekey(spec.sitekey); !r) {
            return r;
        }
        if (auto r = validatePageUrl(spec.pageurl); !r) {
            return r;
        }
    }
    for (auto it = spec.params.cbegin(); it != spec.params.cend(); ++it) {
        if (auto r = validateParameter(it.key(), it.value(), spec); !r) {
            return r;
        }
    }
    // A label is shown in tables and terminals: one line of printable text, short enough to read.
    constexpr qsizetype kMaxLabel = 200;
    if (spec.label.size() > kMaxLabel) {
        return invalid(tr("label: %1 characters; at most %2. Shorten it.").arg(spec.label.size()).arg(kMaxLabel));
    }
    if (std::any_of(spec.label.cbegin(), spec.label.cend(), [](QChar c) {
            return c.category() == QChar::Other_Control;
        })) {
        return invalid(tr("label: contains control characters (line breaks, tabs, escapes). Use plain text."));
    }
    return {};
}

} // namespace SolveDeck
