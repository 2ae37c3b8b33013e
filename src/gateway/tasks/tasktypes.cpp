#include "tasktypes.h"

#include "core/model/validation.h"
#include "gateway/compat/compatfields.h"
#include "gateway/tasks/taskcodes.h"

#include <QJsonValue>
#include <QUrl>

namespace SolveDeck::Gateway::Tasks {

namespace {

enum class Kind {
    RecaptchaV2,
    RecaptchaV3,
    Turnstile,
    Image,
};

struct TaskType
{
    const char *name; // the spelling named in messages; matched ignoring case
    Kind kind;
    bool enterprise; // a reCAPTCHA Enterprise type: enterprise=1
    bool proxy;      // takes the proxy fields
};

// Anti-Captcha's names, the older NoCaptcha ones CapMonster Cloud still uses, and CapSolver's (its ReCaptcha... and
// ...ProxyLess spellings match these ignoring case; AntiTurnstileTaskProxyLess is its own name).
constexpr TaskType taskTypes[] = {
    {"RecaptchaV2TaskProxyless", Kind::RecaptchaV2, false, false},
    {"RecaptchaV2Task", Kind::RecaptchaV2, false, true},
    {"NoCaptchaTaskProxyless", Kind::RecaptchaV2, false, false},
    {"NoCaptchaTask", Kind::RecaptchaV2, false, true},
    {"RecaptchaV2EnterpriseTaskProxyless", Kind::RecaptchaV2, true, false},
    {"RecaptchaV2EnterpriseTask", Kind::RecaptchaV2, true, true},
    {"RecaptchaV3TaskProxyless", Kind::RecaptchaV3, false, false},
    {"RecaptchaV3Task", Kind::RecaptchaV3, false, true},
    {"RecaptchaV3EnterpriseTaskProxyless", Kind::RecaptchaV3, true, false},
    {"RecaptchaV3EnterpriseTask", Kind::RecaptchaV3, true, true},
    {"TurnstileTaskProxyless", Kind::Turnstile, false, false},
    {"TurnstileTask", Kind::Turnstile, false, true},
    {"AntiTurnstileTaskProxyLess", Kind::Turnstile, false, false},
    {"ImageToTextTask", Kind::Image, false, false},
};

const TaskType *findType(const QString &name)
{
    for (const TaskType &type : taskTypes) {
        if (name.compare(QLatin1String(type.name), Qt::CaseInsensitive) == 0) {
            return &type;
        }
    }
    return nullptr;
}

// Reads the fields of one task object, keeping the first thing it could not read. A field is found by its name as
// the protocol writes it, else ignoring case (CapMonster's client sends "Case", some send "websiteUrl").
class TaskReader
{
public:
    explicit TaskReader(const QJsonObject &task)
        : m_task(task)
    {
    }

    QJsonValue find(const char *name) const
    {
        const QLatin1String key(name);
        if (m_task.contains(key)) {
            return m_task.value(key);
        }
        for (auto it = m_task.constBegin(); it != m_task.constEnd(); ++it) {
            if (it.key().compare(key, Qt::CaseInsensitive) == 0) {
                return it.value();
            }
        }
        return QJsonValue(QJsonValue::Undefined);
    }

    // Text (a string, or a number written in decimal); "" when not given.
    QString text(const char *name) { return textOf(name, find(name)); }

    QString textOf(const char *name, const QJsonValue &value)
    {
        if (value.isString()) {
            return Compat::isAbsent(value.toString()) ? QString() : value.toString().trimmed();
        }
        if (value.isDouble()) {
            return decimal(value.toDouble());
        }
        if (value.isNull() || value.isUndefined()) {
            return {};
        }
        fail(Code::BadParameters,
             QStringLiteral("task.%1: a JSON %2; send text.").arg(QLatin1String(name), kindName(value)));
        return {};
    }

    // A switch: nullopt when not given.
    std::optional<bool> flag(const char *name)
    {
        const QJsonValue value = find(name);
        if (value.isNull() || value.isUndefined() || (value.isString() && Compat::isAbsent(value.toString()))) {
            return std::nullopt;
        }
        const std::optional<bool> on = Compat::readSwitch(value);
        if (!on) {
            fail(Code::BadParameters,
                 QStringLiteral("task.%1: %2 is not a switch; send true or false (1 and 0 are read too), or leave it "
                                "out.")
                     .arg(QLatin1String(name), shown(value)));
        }
        return on;
    }

    // A number, as a number or numeric text: its decimal text, "" when not given.
    QString number(const char *name)
    {
        const QJsonValue value = find(name);
        if (value.isDouble()) {
            return decimal(value.toDouble());
        }
        const QString text = textOf(name, value);
        if (text.isEmpty()) {
            return {};
        }
        bool ok = false;
        const double parsed = text.toDouble(&ok);
        if (!ok) {
            fail(Code::BadParameters,
                 QStringLiteral("task.%1: \"%2\" is not a number.").arg(QLatin1String(name), text.left(40)));
            return {};
        }
        return decimal(parsed);
    }

    void fail(const char *code, const QString &message)
    {
        if (!m_failed) {
            m_failed = true;
            m_error = Error{QString::fromLatin1(code), message};
        }
    }

    bool failed() const { return m_failed; }

    const Error &error() const { return m_error; }

    static QString decimal(double number)
    {
        const auto whole = static_cast<qint64>(number);
        return static_cast<double>(whole) == number ? QString::number(whole) : QString::number(number, 'g', 15);
    }

private:
    static QString kindName(const QJsonValue &value)
    {
        if (value.isArray()) {
            return QStringLiteral("array");
        }
        if (value.isObject()) {
            return QStringLiteral("object");
        }
        if (value.isBool()) {
            return QStringLiteral("true/false");
        }
        return QStringLiteral("value");
    }

    static QString shown(const QJsonValue &value)
    {
        if (value.isString()) {
            return QLatin1Char('"') + value.toString().left(40) + QLatin1Char('"');
        }
        if (value.isDouble()) {
            return decimal(value.toDouble());
        }
        return QStringLiteral("a JSON ") + kindName(value);
    }

    const QJsonObject &m_task;
    bool m_failed = false;
    Error m_error;
};

void put(TaskSpec &spec, const char *param, const QString &value)
{
    if (!value.isEmpty()) {
        spec.params.insert(QString::fromLatin1(param), value);
    }
}

void putSwitch(TaskSpec &spec, const char *param, std::optional<bool> on)
{
    if (on) {
        spec.params.insert(QString::fromLatin1(param), *on ? QStringLiteral("1") : QStringLiteral("0"));
    }
}

// Cookies as Anti-Captcha documents them ("name1=value1; name2=value2"), or as an object of name: value pairs.
void readCookies(TaskReader &reader, TaskSpec &spec)
{
    const QJsonValue value = reader.find("cookies");
    if (value.isObject()) {
        QStringList pairs;
        const QJsonObject cookies = value.toObject();
        for (auto it = cookies.constBegin(); it != cookies.constEnd(); ++it) {
            pairs.append(it.key() + QLatin1Char('=') + reader.textOf("cookies", it.value()));
        }
        put(spec, "cookies", pairs.join(QStringLiteral("; ")));
        return;
    }
    put(spec, "cookies", reader.text("cookies"));
}

struct Proxy
{
    QString type;
    QString address;
    QString port;
    QString login;
    QString password;
};

// CapSolver's one-string proxy: "socks5:host:port:login:password", "host:port[:login:password]" or
// "http://login:password@host:port".
Proxy parseProxyText(const QString &text)
{
    Proxy proxy;
    if (text.contains(QLatin1String("://"))) {
        const QUrl url(text);
        proxy.type = url.scheme();
        proxy.address = url.host();
        proxy.port = url.port() > 0 ? QString::number(url.port()) : QString();
        proxy.login = url.userName();
        proxy.password = url.password();
        return proxy;
    }
    QStringList parts = text.split(QLatin1Char(':'));
    static const QStringList types{QStringLiteral("http"),
                                   QStringLiteral("https"),
                                   QStringLiteral("socks4"),
                                   QStringLiteral("socks5")};
    if (!parts.isEmpty() && types.contains(parts.first().toLower())) {
        proxy.type = parts.takeFirst();
    }
    proxy.address = parts.value(0);
    proxy.port = parts.value(1);
    proxy.login = parts.value(2);
    proxy.password = parts.mid(3).join(QLatin1Char(':'));
    return proxy;
}

void readProxy(TaskReader &reader, TaskSpec &spec)
{
    Proxy proxy{reader.text("proxyType"),
                reader.text("proxyAddress"),
                reader.number("proxyPort"),
                reader.text("proxyLogin"),
                reader.text("proxyPassword")};
    if (proxy.address.isEmpty()) {
        const QString text = reader.text("proxy");
        if (text.isEmpty()) {
            return; // a proxy type sent without its proxy: solved without one
        }
        proxy = parseProxyText(text);
        if (proxy.address.isEmpty()) {
            reader.fail(Code::BadParameters,
                        QStringLiteral("task.proxy: not a proxy SolveDeck can read. Send proxyType, proxyAddress, "
                                       "proxyPort (and proxyLogin, proxyPassword), or proxy as "
                                       "type:host:port:login:password."));
            return;
        }
    }
    if (proxy.port.isEmpty()) {
        reader.fail(Code::BadParameters,
                    QStringLiteral("task.proxyPort: missing. A proxy needs proxyAddress and proxyPort."));
        return;
    }
    const QString type = proxy.type.isEmpty() ? QStringLiteral("HTTP") : proxy.type.toUpper();
    static const QStringList types{QStringLiteral("HTTP"),
                                   QStringLiteral("HTTPS"),
                                   QStringLiteral("SOCKS4"),
                                   QStringLiteral("SOCKS5")};
    if (!types.contains(type)) {
        reader.fail(Code::BadParameters,
                    QStringLiteral("task.proxyType: \"%1\" is not a proxy type; send http, https, socks4 or socks5.")
                        .arg(proxy.type.left(20)));
        return;
    }
    QString address = proxy.address;
    if (address.contains(QLatin1Char(':')) && !address.startsWith(QLatin1Char('['))) {
        address = QLatin1Char('[') + address + QLatin1Char(']'); // an IPv6 address, as host:port needs it
    }
    QString credentials;
    if (!proxy.login.isEmpty()) {
        credentials = proxy.login + (proxy.password.isEmpty() ? QString() : QLatin1Char(':') + proxy.password)
                    + QLatin1Char('@');
    }
    spec.params.insert(QStringLiteral("proxy"), credentials + address + QLatin1Char(':') + proxy.port);
    spec.params.insert(QStringLiteral("proxytype"), type);
}

void readRecaptcha(TaskReader &reader, const TaskType &type, TaskSpec &spec)
{
    putSwitch(spec, "invisible", reader.flag("isInvisible"));
    QString dataS = reader.text("recaptchaDataSValue");
    const QJsonValue payload = reader.find("enterprisePayload");
    if (dataS.isEmpty() && payload.isObject()) {
        // Anti-Captcha's enterprisePayload carries the page's "s" value; SolveDeck sends it as data-s.
        dataS = reader.textOf("enterprisePayload.s", payload.toObject().value(QLatin1String("s")));
    }
    put(spec, "data-s", dataS);
    put(spec, "userAgent", reader.text("userAgent"));
    readCookies(reader, spec);
    std::optional<bool> enterprise = reader.flag("isEnterprise");
    if (type.enterprise) {
        enterprise = true;
    }
    if (enterprise.value_or(false)) {
        spec.params.insert(QStringLiteral("enterprise"), QStringLiteral("1"));
    }
    if (type.kind == Kind::RecaptchaV3) {
        put(spec, "min_score", reader.number("minScore"));
        put(spec, "action", reader.text("pageAction"));
    }
}

void readTurnstile(TaskReader &reader, TaskSpec &spec)
{
    const QString cloudflareType = reader.text("cloudflareTaskType");
    const bool challengePage = cloudflareType.compare(QLatin1String("cf_clearance"), Qt::CaseInsensitive) == 0
                            || !reader.text("pageData").isEmpty() || !reader.text("chlPageData").isEmpty()
                            || !reader.text("htmlPageBase64").isEmpty();
    if (challengePage) {
        reader.fail(Code::TaskNotSupported,
                    QStringLiteral("task: Turnstile on a Cloudflare challenge page (cloudflareTaskType cf_clearance, "
                                   "pageData, chlPageData or htmlPageBase64) is not solved here. SolveDeck solves the "
                                   "Turnstile widget: send websiteURL and websiteKey, with action and cData if the "
                                   "page sets them."));
        return;
    }
    QString action = reader.text("action");
    if (action.isEmpty()) {
        action = reader.text("pageAction");
    }
    QString data = reader.text("cData");
    if (data.isEmpty()) {
        data = reader.text("data");
    }
    const QJsonValue metadata = reader.find("metadata");
    if (metadata.isObject()) {
        // CapSolver's AntiTurnstileTaskProxyLess: {"metadata": {"action": ..., "cdata": ...}}.
        const QJsonObject object = metadata.toObject();
        if (action.isEmpty()) {
            action = reader.textOf("metadata.action", object.value(QLatin1String("action")));
        }
        if (data.isEmpty()) {
            data = reader.textOf("metadata.cdata",
                                 object.contains(QLatin1String("cdata")) ? object.value(QLatin1String("cdata"))
                                                                         : object.value(QLatin1String("cData")));
        }
    }
    put(spec, "action", action);
    put(spec, "data", data);
    put(spec, "userAgent", reader.text("userAgent"));
}

void readImage(TaskReader &reader, TaskSpec &spec)
{
    const QJsonValue body = reader.find("body");
    if (!body.isString() && !body.isNull() && !body.isUndefined()) {
        reader.fail(Code::BadParameters, QStringLiteral("task.body: send the image as base64 text."));
        return;
    }
    const Compat::ImageText image = Compat::readImageText(body.toString());
    switch (image.verdict) {
    case Compat::ImageText::Verdict::Ok:
        spec.params.insert(QStringLiteral("body"), image.base64);
        break;
    case Compat::ImageText::Verdict::Empty:
        reader.fail(Code::ZeroCaptchaFilesize,
                    QStringLiteral("task.body: missing or empty. Send the image's bytes as base64 text."));
        return;
    case Compat::ImageText::Verdict::NotBase64:
        reader.fail(Code::BadParameters,
                    QStringLiteral("task.body: not base64 text. Send the image's bytes as base64 (a data: URL "
                                   "prefix is accepted)."));
        return;
    case Compat::ImageText::Verdict::TooBig:
        reader.fail(Code::TooBigCaptchaFilesize,
                    QStringLiteral("task.body: %1 bytes once decoded; the largest image accepted is %2 bytes.")
                        .arg(image.decodedSize)
                        .arg(maxImageBytes));
        return;
    }
    putSwitch(spec, "phrase", reader.flag("phrase"));
    putSwitch(spec, "regsense", reader.flag("case"));
    putSwitch(spec, "calc", reader.flag("math"));
    put(spec, "numeric", reader.number("numeric"));
    put(spec, "min_len", reader.number("minLength"));
    put(spec, "max_len", reader.number("maxLength"));
    put(spec, "textinstructions", reader.text("comment"));
}

QString typesSolved()
{
    return supportedTaskTypes().join(QStringLiteral(", "));
}

} // namespace

QStringList supportedTaskTypes()
{
    QStringList names;
    for (const TaskType &type : taskTypes) {
        names.append(QString::fromLatin1(type.name));
    }
    return names;
}

Result<TaskSpec> specOfTask(const QJsonObject &task)
{
    TaskReader reader(task);
    const QString typeName = reader.text("type");
    const TaskType *type = findType(typeName);
    if (type == nullptr) {
        return Error{QString::fromLatin1(Code::TaskNotSupported),
                     typeName.isEmpty() ? QStringLiteral("task.type: missing. SolveDeck solves %1.").arg(typesSolved())
                                        : QStringLiteral("task.type \"%1\": SolveDeck does not solve it. It solves %2.")
                                              .arg(typeName.left(60), typesSolved())};
    }
    TaskSpec spec;
    switch (type->kind) {
    case Kind::RecaptchaV2:
        spec.method = Method::RecaptchaV2;
        break;
    case Kind::RecaptchaV3:
        spec.method = Method::RecaptchaV3;
        break;
    case Kind::Turnstile:
        spec.method = Method::Turnstile;
        break;
    case Kind::Image:
        spec.method = Method::Image;
        break;
    }
    if (type->kind != Kind::Image) {
        spec.pageurl = reader.text("websiteURL");
        spec.sitekey = reader.text("websiteKey");
        if (!reader.failed() && spec.pageurl.isEmpty()) {
            reader.fail(Code::BadParameters,
                        QStringLiteral("task.websiteURL: missing. Send the full address of the page that shows the "
                                       "CAPTCHA."));
        }
        if (!reader.failed() && spec.sitekey.isEmpty()) {
            reader.fail(Code::RecaptchaInvalidSitekey,
                        QStringLiteral("task.websiteKey: missing. Send the page's site key (the data-sitekey "
                                       "attribute of the CAPTCHA element)."));
        }
        if (type->proxy) {
            readProxy(reader, spec);
        }
    }
    switch (type->kind) {
    case Kind::RecaptchaV2:
    case Kind::RecaptchaV3:
        readRecaptcha(reader, *type, spec);
        break;
    case Kind::Turnstile:
        readTurnstile(reader, spec);
        break;
    case Kind::Image:
        readImage(reader, spec);
        break;
    }
    if (reader.failed()) {
        return reader.error();
    }
    return spec;
}

} // namespace SolveDeck::Gateway::Tasks
