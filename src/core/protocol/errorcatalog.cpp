#include "errorcatalog.h"

#include "core/model/consoleplaces.h"

#include <QCoreApplication>
#include <QHash>
#include <QRegularExpression>

namespace SolveDeck {

namespace {

QString tr(const char *text)
{
    return QCoreApplication::translate("ErrorCatalog", text);
}

struct CatalogEntry
{
    ErrorClass errorClass;
    const char *cause;
    const char *fix;
};

// The table from shared/design/PROTOCOL.md ("Error codes and what the client does"), plus our transport codes.
// Texts are marked for lupdate with QT_TRANSLATE_NOOP and translated when described.
const QHash<QString, CatalogEntry> &catalog()
{
    static const QHash<QString, CatalogEntry> entries = {
        {QStringLiteral("CAPCHA_NOT_READY"),
         {ErrorClass::NotReady,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The task is still being solved."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Nothing to do: SolveDeck polls again later.")}},

        // Capacity: never a job failure by itself.
        {QStringLiteral("ERROR_ZERO_BALANCE"),
         {ErrorClass::Capacity,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "No free solving thread on your plan right now (CaptchaAI reports this "
                            "as ERROR_ZERO_BALANCE)."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Nothing to do: the job waits and is retried when a thread frees up. "
                            "If it happens all the time, lower the thread cap or upgrade the plan.")}},
        {QStringLiteral("ERROR_NO_SLOT_AVAILABLE"),
         {ErrorClass::Capacity,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service's queue is full."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Nothing to do: the job waits and is retried with back-off.")}},
        {QStringLiteral("MAX_USER_TURN"),
         {ErrorClass::Capacity,
          QT_TRANSLATE_NOOP("ErrorCatalog", "Too many requests in a short time for this account."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Nothing to do: the job waits and is retried with back-off. Lower the "
                            "thread cap if it persists.")}},

        // Transient, from the provider.
        {QStringLiteral("ERROR_SERVER_ERROR"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service reported an internal error."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Nothing to do: the request is retried after a pause.")}},
        {QStringLiteral("ERROR_INTERNAL_SERVER_ERROR"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service reported an internal error."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Nothing to do: the request is retried after a pause.")}},

        // Transient, ours (the transport).
        {QStringLiteral("HTML_RESPONSE"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The service answered with a web page instead of an API answer (often a "
                            "maintenance or gateway page)."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Nothing to do: the request is retried after a pause. If it persists, "
                            "check the API address in the settings.")}},
        {QStringLiteral("BAD_RESPONSE"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service's answer was empty, cut off or could not be understood."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Nothing to do: the request is retried after a pause. If it persists, "
                            "check that the API address points to a CaptchaAI-compatible service.")}},
        {QStringLiteral("TIMEOUT"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service did not answer in time."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Nothing to do: the request is retried after a pause. Check your "
                            "network connection if it persists.")}},
        {QStringLiteral("CONNECTION_REFUSED"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service refused the connection."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The request is retried after a pause. Check the API address and that "
                            "the service is up.")}},
        {QStringLiteral("CONNECTION_RESET"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The connection was closed before the answer arrived."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Nothing to do: the request is retried after a pause.")}},
        {QStringLiteral("NETWORK_ERROR"),
         {ErrorClass::Transient,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The service could not be reached (network, DNS, proxy or TLS "
                            "problem)."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The request is retried after a pause. Check your network connection "
                            "and the API address.")}},

        // Auth: pause the queue, never retry-loop (repeated bad keys lead to IP_BANNED).
        {QStringLiteral("ERROR_WRONG_USER_KEY"),
         {ErrorClass::AuthPause,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The API key is malformed."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The queue is paused. Enter the API key again (copy it from your "
                            "CaptchaAI dashboard), then resume.")}},
        {QStringLiteral("ERROR_KEY_DOES_NOT_EXIST"),
         {ErrorClass::AuthPause,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The API key is not known to the service, or the account has no "
                            "threads."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The queue is paused. Check the key and your plan on the CaptchaAI "
                            "dashboard, enter the key again, then resume.")}},
        {QStringLiteral("NO_API_KEY"),
         {ErrorClass::AuthPause,
          QT_TRANSLATE_NOOP("ErrorCatalog", "No API key is set."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Enter your API key in the settings (it is kept in the system "
                            "keychain), then resume.")}},

        {QStringLiteral("IP_BANNED"),
         {ErrorClass::BanPause,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The service blocked this address after too many requests with a bad "
                            "key."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "All traffic stops for 5 minutes. Fix the API key meanwhile.")}},

        // The job's parameters are wrong.
        {QStringLiteral("ERROR_PAGEURL"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The page URL is missing or invalid."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Give the full address of the page that shows the CAPTCHA, starting "
                            "with https://.")}},
        {QStringLiteral("ERROR_GOOGLEKEY"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The site key is missing or invalid."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Copy the site key from the page (the data-sitekey attribute or the "
                            "k= parameter of the reCAPTCHA iframe).")}},
        {QStringLiteral("ERROR_WRONG_GOOGLEKEY"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The site key is missing or invalid."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Copy the site key from the page (the data-sitekey attribute or the "
                            "k= parameter of the reCAPTCHA iframe).")}},
        {QStringLiteral("ERROR_BAD_PARAMETERS"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "A required parameter is missing or has a wrong value."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Check the job's method, site key and page URL, and the optional "
                            "parameters, then retry.")}},
        {QStringLiteral("ERROR_BAD_TOKEN_OR_PAGEURL"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The site key and page URL do not belong together."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Use the page URL where this site key is actually used, then retry.")}},
        {QStringLiteral("ERROR_DOMAIN_NOT_ALLOWED"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service does not accept tasks for this domain."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Check the page URL; contact the provider if the domain should be "
                            "allowed.")}},

        // Image problems.
        {QStringLiteral("ERROR_ZERO_CAPTCHA_FILESIZE"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The image is empty or too small."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Check the image file (at least 100 bytes) and its base64 "
                            "encoding.")}},
        {QStringLiteral("ERROR_TOO_BIG_CAPTCHA_FILESIZE"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The image is too large."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Use an image under 100 kB (crop or compress it).")}},
        {QStringLiteral("ERROR_WRONG_FILE_EXTENSION"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The image format is not accepted."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Use a JPG, JPEG, GIF or PNG image.")}},
        {QStringLiteral("ERROR_IMAGE_TYPE_NOT_SUPPORTED"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The image type could not be recognised."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Use a JPG, JPEG, GIF or PNG image and check its base64 encoding.")}},
        {QStringLiteral("ERROR_UPLOAD"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The image could not be read from the request."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Check the image's base64 encoding, then retry.")}},

        // Proxy problems.
        {QStringLiteral("ERROR_BAD_PROXY"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The proxy was rejected."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Check the proxy address (login:password@host:port) and type, or "
                            "submit without a proxy.")}},
        {QStringLiteral("ERROR_PROXY_CONNECTION_FAILED"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service could not connect through the proxy."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Check that the proxy is up and reachable from the internet, or "
                            "submit without a proxy.")}},

        {QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The workers could not solve this CAPTCHA."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Retry the job (it is sent as a new task); check its parameters if "
                            "it keeps failing.")}},

        // SolveDeck's own endings of a job (never an answer of the service): the detail says how long and what.
        {QStringLiteral("DEADLINE_EXCEEDED"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "SolveDeck stopped waiting: the task had no answer by its deadline."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Retry the job (it is sent as a new task). If many jobs end this way, the provider "
                            "is overloaded: try again later.")}},
        {QStringLiteral("CAPACITY_WAIT_EXCEEDED"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog", "SolveDeck gave up waiting for a free thread of the plan."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Lower the number of jobs other programs run on this key, or add threads to the "
                            "plan, then retry the job.")}},
        {QStringLiteral("SUBMIT_ANSWERS_LOST"),
         {ErrorClass::JobFailure,
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "The provider accepted this job's submits but their answers were lost; each may "
                            "have made a paid task."),
          QT_TRANSLATE_NOOP("ErrorCatalog", "Retry the job once the provider answers again.")}},

        // Our bugs: fail the job and log loudly.
        {QStringLiteral("ERROR_WRONG_CAPTCHA_ID"),
         {ErrorClass::ClientBug,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The service does not know this task id (it may have expired)."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Retry the job. If it happens again, please report it with the "
                            "log.")}},
        {QStringLiteral("ERROR_WRONG_ID_FORMAT"),
         {ErrorClass::ClientBug,
          QT_TRANSLATE_NOOP("ErrorCatalog", "The task id sent to the service has a wrong format."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Retry the job. This is a SolveDeck bug: please report it with the "
                            "log.")}},
        {QStringLiteral("ERROR_EMPTY_ACTION"),
         {ErrorClass::ClientBug,
          QT_TRANSLATE_NOOP("ErrorCatalog", "A request to the service had no action."),
          QT_TRANSLATE_NOOP("ErrorCatalog",
                            "Retry the job. This is a SolveDeck bug: please report it with the "
                            "log.")}},
    };
    return entries;
}

} // namespace

QString errorClassName(ErrorClass c)
{
    switch (c) {
    case ErrorClass::NotReady:
        return QStringLiteral("not_ready");
    case ErrorClass::Transient:
        return QStringLiteral("transient");
    case ErrorClass::Capacity:
        return QStringLiteral("capacity");
    case ErrorClass::AuthPause:
        return QStringLiteral("auth_pause");
    case ErrorClass::BanPause:
        return QStringLiteral("ban_pause");
    case ErrorClass::EndpointPause:
        return QStringLiteral("endpoint_pause");
    case ErrorClass::JobFailure:
        return QStringLiteral("job_failure");
    case ErrorClass::ClientBug:
        return QStringLiteral("client_bug");
    }
    return QStringLiteral("job_failure");
}

ErrorInfo describeError(const QString &code)
{
    ErrorInfo info;
    info.code = code;

    const auto &entries = catalog();
    const auto it = entries.constFind(code);
    if (it != entries.constEnd()) {
        info.errorClass = it->errorClass;
        info.cause = tr(it->cause);
        info.fix = tr(it->fix);
        return info;
    }

    // HTTP_<status>: any status other than 200 is a transport error (the API answers errors with 200).
    static const QRegularExpression httpStatus(QStringLiteral("^HTTP_(\\d{3})$"));
    if (const auto match = httpStatus.match(code); match.hasMatch()) {
        const int status = match.captured(1).toInt();
        // A redirect (never followed: the key would travel on), an authentication wall, a missing page or a
        // refused method: this address is not the API, and retrying will not change that.
        if ((status >= 300 && status < 400) || status == 401 || status == 403 || status == 404 || status == 405) {
            info.errorClass = ErrorClass::EndpointPause;
            info.cause = QCoreApplication::translate("ErrorCatalog",
                                                     "The address answered with HTTP status %1: this endpoint does "
                                                     "not speak the CaptchaAI API.")
                             .arg(status);
            info.fix = tr(QT_TRANSLATE_NOOP("ErrorCatalog",
                                            "Check the API address (--endpoint, or the console's %1): it must be "
                                            "the provider's base URL, such as https://ocr.captchaai.com/. The queue "
                                            "stays paused and no job fails meanwhile."))
                           .arg(ConsolePlaces::path(ConsolePlaces::Place::PreferencesAccount));
            return info;
        }
        info.errorClass = ErrorClass::Transient;
        info.cause = QCoreApplication::translate("ErrorCatalog",
                                                 "The service answered with HTTP status %1 instead "
                                                 "of an API answer.")
                         .arg(match.captured(1));
        info.fix = tr(QT_TRANSLATE_NOOP("ErrorCatalog",
                                        "Nothing to do: the request is retried after a pause. If "
                                        "it persists, check the API address in the settings."));
        return info;
    }

    info.errorClass = ErrorClass::JobFailure;
    info.known = false;
    info.cause = QCoreApplication::translate("ErrorCatalog",
                                             "The service answered with a code SolveDeck does not "
                                             "know: %1")
                     .arg(code.isEmpty() ? QStringLiteral("(empty)") : code);
    info.fix = tr(QT_TRANSLATE_NOOP("ErrorCatalog",
                                    "The job is failed. Check its parameters and retry it; look the "
                                    "code up in the provider's documentation if it persists."));
    return info;
}

QString errorDetailBeyondCatalogue(const QString &code, const QString &detail)
{
    const ErrorInfo info = describeError(code);
    QString rest = detail.trimmed();
    auto strip = [&rest](const QString &prefix) {
        if (!prefix.isEmpty() && rest.startsWith(prefix)) {
            rest = rest.mid(prefix.size()).trimmed();
            return true;
        }
        return false;
    };
    // The old combined form: "CODE: cause fix (extra)", possibly with the code repeated by a second layer.
    bool strippedCode = true;
    while (strippedCode) {
        strippedCode = strip(code + QLatin1Char(':'));
    }
    const bool strippedCause = strip(info.cause);
    const bool strippedFix = strip(info.fix);
    if ((strippedCause || strippedFix) && rest.startsWith(QLatin1Char('(')) && rest.endsWith(QLatin1Char(')'))) {
        rest = rest.mid(1, rest.size() - 2).trimmed();
    }
    if (rest == code || rest == info.cause || rest == info.fix) {
        return {};
    }
    return rest;
}

} // namespace SolveDeck
