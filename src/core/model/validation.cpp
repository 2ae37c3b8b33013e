#include "validation.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QUrl>

#include <algorithm>

namespace SolveDeck {

namespace {

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions in namespace SolveDeck under the context "SolveDeck": look
    // them up there, or the catalogues' translations never apply.
    return QCoreApplication::translate("SolveDeck", text);
}

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

Result<void> validateParameter(const QString &name, const QString &value, const TaskSpec &spec)
{
    if (value.isEmpty()) {
        return invalid(tr("%1: is empty. Give it a value or leave the parameter out.").arg(name));
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
        static const QRegularExpression proxyPattern(QStringLiteral("^([^\\s@]+@)?[^\\s@:]+:[0-9]{1,5}$"));
        if (!proxyPattern.match(value).hasMatch()) {
            return invalid(tr("proxy: \"%1\" is not in the form login:password@host:port or host:port.").arg(value));
        }
        if (!spec.params.contains(QStringLiteral("proxytype"))) {
            return invalid(tr("proxy: given without proxytype. Add proxytype (HTTP, HTTPS, SOCKS4 or SOCKS5)."));
        }
        return {};
    }
    if (name == QLatin1String("body")) {
        return validateImageBody(value);
    }
    if (name == QLatin1String("pingback")) {
        const QUrl url(value, QUrl::StrictMode);
        const QString scheme = url.scheme().toLower();
        if (!url.isValid() || url.host().isEmpty()
            || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))) {
            return invalid(tr("pingback: \"%1\" is not a full http(s) address. Give the URL the service should call "
                              "when the job is solved, for example https://example.com/solved, or leave it out.")
                               .arg(value));
        }
        return {};
    }
    if (name == QLatin1String("textinstructions") && value.size() > maxTextInstructionsLength) {
        return invalid(tr("textinstructions: %1 characters long, at most %2 are allowed. Shorten the instructions.")
                           .arg(value.size())
                           .arg(maxTextInstructionsLength));
    }
    return {};
}

} // namespace

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
