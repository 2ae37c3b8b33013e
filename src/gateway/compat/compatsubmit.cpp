#include "compatsubmit.h"

#include "core/model/validation.h"
#include "gateway/compat/compatfields.h"

namespace SolveDeck::Gateway::Compat {

namespace {

// The first value given among a parameter's names (the documented one first, then aliases libraries send); empty and
// "undefined" values count as not given (compatfields.h).
QString firstOf(const FormFields &fields, std::initializer_list<const char *> names)
{
    for (const char *name : names) {
        const QString value = presentValue(fields, QString::fromLatin1(name));
        if (!value.isEmpty()) {
            return value;
        }
    }
    return {};
}

// Aliases of optional parameters, by the name TaskSpec::params uses (allowedTaskParameters()).
const char *const *aliasesOf(const QString &name)
{
    static const char *const minScore[] = {"min_score", "minScore", "minscore", nullptr};
    static const char *const userAgent[] = {"userAgent", "useragent", "user_agent", nullptr};
    static const char *const dataS[] = {"data-s", "datas", "data_s", nullptr};
    static const char *const textInstructions[] = {"textinstructions", "textInstructions", nullptr};
    static const char *const minLen[] = {"min_len", "minLen", nullptr};
    static const char *const maxLen[] = {"max_len", "maxLen", nullptr};
    if (name == QLatin1String("min_score")) {
        return minScore;
    }
    if (name == QLatin1String("userAgent")) {
        return userAgent;
    }
    if (name == QLatin1String("data-s")) {
        return dataS;
    }
    if (name == QLatin1String("textinstructions")) {
        return textInstructions;
    }
    if (name == QLatin1String("min_len")) {
        return minLen;
    }
    if (name == QLatin1String("max_len")) {
        return maxLen;
    }
    return nullptr;
}

// The in.php parameters that are switches: the core stores them as 0 or 1, libraries send 1/0 or true/false.
bool isSwitch(const QString &name)
{
    return name == QLatin1String("invisible") || name == QLatin1String("enterprise") || name == QLatin1String("phrase")
        || name == QLatin1String("regsense") || name == QLatin1String("calc");
}

Error refuse(const char *code, const QString &message)
{
    return Error{QString::fromLatin1(code), message};
}

Result<void> copyOptional(const FormFields &fields, TaskSpec &spec)
{
    for (const QString &name : allowedTaskParameters(spec.method)) {
        if (name == QLatin1String("body")) {
            continue; // the image, read above
        }
        QString value;
        if (const char *const *aliases = aliasesOf(name)) {
            for (; *aliases != nullptr && value.isEmpty(); ++aliases) {
                value = presentValue(fields, QString::fromLatin1(*aliases));
            }
        } else {
            value = presentValue(fields, name);
        }
        if (value.isEmpty()) {
            continue;
        }
        if (name == QLatin1String("proxytype")) {
            value = value.toUpper(); // libraries send "http" as often as "HTTP"
        }
        if (isSwitch(name)) {
            const std::optional<bool> on = readSwitch(value);
            if (!on) {
                return refuse("ERROR_BAD_PARAMETERS",
                              QStringLiteral(
                                  "%1: \"%2\" is not a switch. Send 1 or 0 (true and false are read too), or "
                                  "leave it out.")
                                  .arg(name, value.left(40)));
            }
            value = *on ? QStringLiteral("1") : QStringLiteral("0");
        }
        spec.params.insert(name, value);
    }
    return {};
}

Result<void> readImage(const FormFields &fields, bool upload, TaskSpec &spec)
{
    QByteArray base64;
    if (upload) {
        const FormFile *file = fields.file(QStringLiteral("file"));
        if (file == nullptr) {
            return refuse("ERROR_UPLOAD",
                          QStringLiteral(
                              "file: missing. method=post takes the image as a multipart/form-data part named "
                              "\"file\"; or send method=base64 with the image in body."));
        }
        if (file->bytes.isEmpty()) {
            return refuse("ERROR_ZERO_CAPTCHA_FILESIZE", QStringLiteral("file: the image is empty."));
        }
        if (file->bytes.size() > maxImageBytes) {
            return refuse("ERROR_TOO_BIG_CAPTCHA_FILESIZE",
                          QStringLiteral("file: %1 bytes; the largest image accepted is %2 bytes.")
                              .arg(file->bytes.size())
                              .arg(maxImageBytes));
        }
        base64 = file->bytes.toBase64();
    } else {
        const ImageText image = readImageText(presentValue(fields, QStringLiteral("body")));
        switch (image.verdict) {
        case ImageText::Verdict::Ok:
            break;
        case ImageText::Verdict::Empty:
            return refuse("ERROR_ZERO_CAPTCHA_FILESIZE",
                          QStringLiteral(
                              "body: missing or empty. method=base64 takes the image as base64 text in body."));
        case ImageText::Verdict::NotBase64:
            return refuse("ERROR_UPLOAD", QStringLiteral("body: not base64 text. Encode the image's bytes as base64."));
        case ImageText::Verdict::TooBig:
            return refuse("ERROR_TOO_BIG_CAPTCHA_FILESIZE",
                          QStringLiteral("body: %1 bytes once decoded; the largest image accepted is %2 bytes.")
                              .arg(image.decodedSize)
                              .arg(maxImageBytes));
        }
        base64 = image.base64.toLatin1();
    }
    spec.params.insert(QStringLiteral("body"), QString::fromLatin1(base64));
    return {};
}

} // namespace

QStringList submitMethods()
{
    return {QStringLiteral("userrecaptcha"),
            QStringLiteral("turnstile"),
            QStringLiteral("base64"),
            QStringLiteral("post")};
}

Result<TaskSpec> readSubmit(const FormFields &fields)
{
    const QString method = presentValue(fields, QStringLiteral("method")).toLower();
    TaskSpec spec;
    if (method == QLatin1String("userrecaptcha")) {
        const QString version = presentValue(fields, QStringLiteral("version")).toLower();
        spec.method = (version == QLatin1String("v3") || version == QLatin1String("3")) ? Method::RecaptchaV3
                                                                                        : Method::RecaptchaV2;
        spec.sitekey = firstOf(fields, {"googlekey", "sitekey", "k"});
        if (spec.sitekey.isEmpty()) {
            return refuse("ERROR_GOOGLEKEY",
                          QStringLiteral("googlekey: missing. Send the page's reCAPTCHA site key (its data-sitekey) as "
                                         "googlekey."));
        }
    } else if (method == QLatin1String("turnstile")) {
        spec.method = Method::Turnstile;
        spec.sitekey = firstOf(fields, {"sitekey", "googlekey"});
        if (spec.sitekey.isEmpty()) {
            return refuse("ERROR_BAD_PARAMETERS",
                          QStringLiteral("sitekey: missing. Send the page's Turnstile site key (its data-sitekey) as "
                                         "sitekey."));
        }
    } else if (method == QLatin1String("base64") || method == QLatin1String("post")) {
        spec.method = Method::Image;
        // A client may send base64 text with method=post or a file with method=base64: take what came.
        const bool hasBody = !presentValue(fields, QStringLiteral("body")).isEmpty();
        const bool upload = !hasBody
                         && (method == QLatin1String("post") || fields.file(QStringLiteral("file")) != nullptr);
        if (auto read = readImage(fields, upload, spec); !read) {
            return read.error();
        }
    } else {
        return refuse("ERROR_NO_SUCH_METHOD",
                      method.isEmpty() ? QStringLiteral("method: missing. SolveDeck solves method=%1.")
                                             .arg(submitMethods().join(QStringLiteral(", method=")))
                                       : QStringLiteral("method=%1: SolveDeck does not solve it. It solves method=%2.")
                                             .arg(method.left(40), submitMethods().join(QStringLiteral(", method="))));
    }
    if (spec.method != Method::Image) {
        spec.pageurl = firstOf(fields, {"pageurl", "pageUrl", "page_url"});
        if (spec.pageurl.isEmpty()) {
            return refuse("ERROR_PAGEURL",
                          QStringLiteral(
                              "pageurl: missing. Send the full address of the page that shows the CAPTCHA."));
        }
    }
    if (auto copied = copyOptional(fields, spec); !copied) {
        return copied.error();
    }
    return spec;
}

} // namespace SolveDeck::Gateway::Compat
