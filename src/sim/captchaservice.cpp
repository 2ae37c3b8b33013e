#include "captchaservice.h"

#include "formdata.h"
#include "tokenfactory.h"

#include <QCryptographicHash>
#include <QDateTime>
#include <QJsonArray>
#include <QJsonDocument>
#include <QUrl>

#include <algorithm>

namespace SolveDeckSim {

namespace {

using namespace Qt::StringLiterals;

// The stats keep at most this many tasks (oldest first out) so a long demo or soak run stays bounded.
constexpr qsizetype kMaxRememberedTasks = 50000;
// 2captcha's classic limits for image captchas: under 100 bytes is "empty", over 100 kB is too big.
constexpr qsizetype kMinImageBytes = 100;
constexpr qsizetype kMaxImageBytes = qsizetype(100) * 1024;

QString errorText(const QByteArray &code)
{
    static const QHash<QByteArray, QString> texts = {
        {"ERROR_WRONG_USER_KEY", u"The key is not 32 characters long."_s},
        {"ERROR_KEY_DOES_NOT_EXIST", u"The key does not exist."_s},
        {"ERROR_ZERO_BALANCE", u"You don't have free threads."_s},
        {"ERROR_NO_SLOT_AVAILABLE", u"No slot available: too many tasks in the queue."_s},
        {"ERROR_PAGEURL", u"pageurl is missing or not a URL."_s},
        {"ERROR_GOOGLEKEY", u"googlekey is missing."_s},
        {"ERROR_WRONG_GOOGLEKEY", u"googlekey is malformed."_s},
        {"ERROR_BAD_PARAMETERS", u"Required parameters are missing or have a wrong format."_s},
        {"ERROR_ZERO_CAPTCHA_FILESIZE", u"The image is smaller than 100 bytes."_s},
        {"ERROR_TOO_BIG_CAPTCHA_FILESIZE", u"The image is bigger than 100 kB."_s},
        {"ERROR_WRONG_FILE_EXTENSION", u"The image file extension is not supported."_s},
        {"ERROR_IMAGE_TYPE_NOT_SUPPORTED", u"The image type is not recognised."_s},
        {"ERROR_BAD_PROXY", u"The proxy or its type is malformed."_s},
        {"ERROR_CAPTCHA_UNSOLVABLE", u"Workers could not solve the captcha."_s},
        {"ERROR_WRONG_CAPTCHA_ID", u"The task id is unknown or its result expired."_s},
        {"ERROR_WRONG_ID_FORMAT", u"The task id has a wrong format."_s},
        {"ERROR_EMPTY_ACTION", u"The action is missing or unknown."_s},
        {"IP_BANNED", u"Your IP is banned for too many requests with a wrong key."_s},
    };
    return texts.value(code, QString::fromLatin1(code));
}

// Plain answers carry PHP's default content type, text/html, as the real endpoints do: a client must tell an
// API answer from an HTML error page by its text, not by this header.
HttpReplyData plainReply(const QByteArray &body)
{
    HttpReplyData r = HttpReplyData::text(body);
    r.contentType = "text/html; charset=UTF-8";
    return r;
}

// Plain "OK|value", json {"status":1,"request":value}.
HttpReplyData okReply(bool json, const QJsonValue &value)
{
    if (json) {
        return HttpReplyData::json(
            QJsonDocument(QJsonObject{{u"status"_s, 1}, {u"request"_s, value}}).toJson(QJsonDocument::Compact));
    }
    const QString text = value.isDouble() ? QString::number(qint64(value.toDouble())) : value.toString();
    return plainReply("OK|" + text.toUtf8());
}

// A success answer without the "OK|" prefix in plain mode (getbalance, reports).
HttpReplyData bareReply(bool json, const QByteArray &value)
{
    if (json) {
        return HttpReplyData::json(
            QJsonDocument(QJsonObject{{u"status"_s, 1}, {u"request"_s, QString::fromUtf8(value)}})
                .toJson(QJsonDocument::Compact));
    }
    return plainReply(value);
}

// Plain bare code, json {"status":0,"request":code,"error_text":...} (2captcha adds error_text).
HttpReplyData errorReply(bool json, const QByteArray &code)
{
    if (json) {
        QJsonObject o{{u"status"_s, 0}, {u"request"_s, QString::fromLatin1(code)}};
        if (code != "CAPCHA_NOT_READY") {
            o.insert(u"error_text"_s, errorText(code));
        }
        return HttpReplyData::json(QJsonDocument(o).toJson(QJsonDocument::Compact));
    }
    return plainReply(code);
}

bool isUrlSafe(const QString &s)
{
    return std::all_of(s.begin(), s.end(), [](QChar c) {
        return c.unicode() < 128 && (c.isLetterOrNumber() || c == u'_' || c == u'-');
    });
}

// reCAPTCHA site keys are 40 URL-safe characters ("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-").
bool validGoogleKey(const QString &key)
{
    return key.size() == 40 && isUrlSafe(key);
}

// Turnstile site keys: "0x4AAAAAAA..." (and the documented test keys "1x00000000000000000000AA").
bool validTurnstileKey(const QString &key)
{
    return key.size() >= 20 && key.size() <= 40 && key.at(0).isDigit() && key.at(1) == u'x' && isUrlSafe(key);
}

bool validPageurl(const QString &pageurl)
{
    const QUrl url(pageurl, QUrl::StrictMode);
    return url.isValid() && (url.scheme() == "http"_L1 || url.scheme() == "https"_L1) && !url.host().isEmpty();
}

bool knownImageType(const QByteArray &data)
{
    return data.startsWith("\x89PNG\r\n\x1a\n") || data.startsWith("\xff\xd8\xff") || data.startsWith("GIF87a")
        || data.startsWith("GIF89a") || data.startsWith("BM") || (data.startsWith("RIFF") && data.mid(8, 4) == "WEBP");
}

// Returns the error code for a bad image, or an empty array when it is acceptable.
QByteArray checkImage(const QByteArray &data)
{
    if (data.size() < kMinImageBytes) {
        return "ERROR_ZERO_CAPTCHA_FILESIZE";
    }
    if (data.size() > kMaxImageBytes) {
        return "ERROR_TOO_BIG_CAPTCHA_FILESIZE";
    }
    if (!knownImageType(data)) {
        return "ERROR_IMAGE_TYPE_NOT_SUPPORTED";
    }
    return {};
}

// proxy: [login:password@]host:port; proxytype HTTP, HTTPS, SOCKS4 or SOCKS5 (HTTP when absent).
bool validProxy(const QString &proxy, const QString &type)
{
    static const QStringList types{u"HTTP"_s, u"HTTPS"_s, u"SOCKS4"_s, u"SOCKS5"_s};
    if (!type.isEmpty() && !types.contains(type.toUpper())) {
        return false;
    }
    const QString hostPort = proxy.section(u'@', -1);
    const qsizetype colon = hostPort.lastIndexOf(u':');
    if (colon <= 0) {
        return false;
    }
    bool ok = false;
    const int port = hostPort.mid(colon + 1).toInt(&ok);
    return ok && port > 0 && port < 65536;
}

QJsonValue msOrNull(std::optional<qint64> ms)
{
    return ms ? QJsonValue(double(*ms)) : QJsonValue();
}

} // namespace

CaptchaService::CaptchaService()
{
    m_clock.start();
    m_epochBase = QDateTime::currentMSecsSinceEpoch();
    m_config = SimConfig::defaults();
    reset();
}

void CaptchaService::setConfig(const SimConfig &config)
{
    const bool reseed = config.seed && config.seed != m_config.seed;
    m_config = config;
    if (reseed) {
        m_random.seed(quint32(*m_config.seed ^ (*m_config.seed >> 32)));
    }
}

void CaptchaService::reset()
{
    if (m_config.seed) {
        m_random.seed(quint32(*m_config.seed ^ (*m_config.seed >> 32)));
    } else {
        m_random.seed(QRandomGenerator::global()->generate());
    }
    m_tasks.clear();
    m_taskOrder.clear();
    m_keys.clear();
    m_peers.clear();
    m_requests.clear();
    m_faults.clear();
    m_seenPageurls.clear();
    m_repeatedPageurlSubmits = 0;
    m_startedAt = nowMs();
    // 2captcha-style ids are 11-digit numbers; start somewhere random so ids differ between runs and resets.
    m_nextId = 72000000000LL + qint64(m_random.bounded(900000000U)) * 10;
}

qint64 CaptchaService::nextTaskId()
{
    // Gaps between consecutive ids, as other customers' tasks take the numbers in between on the real service.
    m_nextId += 1 + m_random.bounded(7);
    return m_nextId;
}

HttpReplyData CaptchaService::handleApi(const HttpRequestData &request)
{
    const bool isSubmit = request.path == "/in.php"_L1;
    const QString endpoint = isSubmit ? u"in.php"_s : u"res.php"_s;
    const qint64 now = nowMs();
    releaseFinished(now);
    count(endpoint);

    FormData form;
    QString parseError;
    const bool parsed = FormData::parse(request, &form, &parseError);
    if (parsed) {
        if (isSubmit) {
            const QString method = form.value(u"method"_s);
            static const QStringList methods{u"userrecaptcha"_s, u"turnstile"_s, u"base64"_s, u"post"_s};
            count(u"in.php:"_s + (methods.contains(method) ? method : u"unknown"_s));
        } else {
            const QString action = form.value(u"action"_s);
            static const QStringList actions{u"get"_s,
                                             u"getbalance"_s,
                                             u"threadsinfo"_s,
                                             u"reportbad"_s,
                                             u"reportgood"_s};
            count(u"res.php:"_s + (actions.contains(action) ? action : u"unknown"_s));
        }
    }

    // Faults that happen in front of the application (a proxy or load balancer failing) strike before the request
    // is processed, so a submit creates no task; the others after it (the task exists, the answer is lost).
    const EndpointFaults faults = m_config.faultsFor(endpoint);
    QString fault;
    if (faults.exclusiveTotal() > 0) {
        double roll = m_random.generateDouble();
        const std::pair<const char *, double> kinds[] = {{"reset", faults.reset},
                                                         {"hang", faults.hang},
                                                         {"http500", faults.http500},
                                                         {"http502html", faults.http502html},
                                                         {"emptyBody", faults.emptyBody},
                                                         {"truncated", faults.truncated},
                                                         {"malformedJson", faults.malformedJson},
                                                         // Last, so that configurations without them keep their draws.
                                                         {"http500AfterCreate", faults.http500AfterCreate},
                                                         {"malformedJsonNoTask", faults.malformedJsonNoTask}};
        for (const auto &[name, p] : kinds) {
            if (roll < p) {
                fault = QString::fromLatin1(name);
                break;
            }
            roll -= p;
        }
    }
    bool processed = true;
    if (!fault.isEmpty()) {
        // Drawn only for a fault, and only when lostAfterCreate places them: other configurations keep their draws.
        processed = faults.placesEveryFault() ? m_random.generateDouble() < faults.lostAfterCreate
                                              : fault != "reset"_L1 && fault != "http500"_L1
                                                    && fault != "http502html"_L1 && fault != "malformedJsonNoTask"_L1;
    }
    const bool delayed = faults.delayMs > 0 && faults.delayProbability > 0
                      && m_random.generateDouble() < faults.delayProbability;
    if (!fault.isEmpty()) {
        ++m_faults[endpoint + u':' + fault];
        if (processed) {
            ++m_faults[endpoint + u":afterProcessing"_s];
        }
    }
    if (delayed) {
        ++m_faults[endpoint + u":delay"_s];
    }
    const int delayMs = delayed ? int(m_config.scaledMs(faults.delayMs / 1000.0)) : 0;

    HttpReplyData reply;
    const bool replacesAnswer = fault == "reset"_L1 || fault == "http500"_L1 || fault == "http500AfterCreate"_L1
                             || fault == "http502html"_L1;
    if (!parsed && !replacesAnswer) {
        reply = HttpReplyData::text("Bad Request: " + parseError.toUtf8(), 400);
    } else {
        if (parsed && processed) {
            // The request takes effect (a submit creates its task); a fault below loses the answer.
            const bool json = form.value(u"json"_s) == "1"_L1;
            const QString peer = request.peer.toString();
            reply = isSubmit ? submit(form, peer, json, now) : result(form, peer, json, now);
        } else {
            // Not processed: what a failing application would have begun to send (the client never reads it whole).
            reply = HttpReplyData::json(R"({"status":0,"request":"ERROR_INTERNAL_SERVER_ERROR"})");
        }
        applyFault(fault, &reply);
    }
    reply.delayMs = delayMs;
    return reply;
}

void CaptchaService::applyFault(const QString &fault, HttpReplyData *reply)
{
    if (fault == "reset"_L1) {
        reply->action = HttpReplyData::Action::Reset;
    } else if (fault == "http500"_L1 || fault == "http500AfterCreate"_L1) {
        *reply = HttpReplyData::text("Internal Server Error", 500);
    } else if (fault == "http502html"_L1) {
        *reply = HttpReplyData::text("<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n"
                                     "<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx</center>\r\n"
                                     "</body>\r\n</html>\r\n",
                                     502);
        reply->contentType = "text/html";
    } else if (fault == "hang"_L1) {
        reply->action = HttpReplyData::Action::Hang;
    } else if (fault == "emptyBody"_L1) {
        reply->body.clear();
    } else if (fault == "truncated"_L1) {
        reply->action = HttpReplyData::Action::Truncate;
    } else if (fault == "malformedJson"_L1 || fault == "malformedJsonNoTask"_L1) {
        // Unterminated JSON followed by junk: neither a JSON nor a plain client can read it.
        reply->body = R"({"status":1,"request":")" + reply->body.left(reply->body.size() / 2) + "\n<!-- -->";
    }
}

std::optional<HttpReplyData> CaptchaService::checkAccess(const QString &key, const QString &peer, bool json, qint64 now)
{
    PeerState &state = m_peers[peer];
    if (state.bannedUntil > now) {
        return errorReply(json, "IP_BANNED");
    }
    QByteArray code;
    if (key.size() != 32) {
        code = "ERROR_WRONG_USER_KEY";
    } else if (!m_config.acceptAnyKey && !m_config.keys.contains(key)) {
        code = "ERROR_KEY_DOES_NOT_EXIST";
    }
    if (code.isEmpty()) {
        state.badKeysInARow = 0;
        return std::nullopt;
    }
    ++state.badKeysInARow;
    if (m_config.banAfterBadKeys > 0 && state.badKeysInARow >= m_config.banAfterBadKeys) {
        state.badKeysInARow = 0;
        state.bannedUntil = now + m_config.scaledMs(m_config.banSeconds);
    }
    return errorReply(json, code);
}

HttpReplyData CaptchaService::submit(const FormData &form, const QString &peer, bool json, qint64 now)
{
    const QString key = form.value(u"key"_s);
    if (auto denied = checkAccess(key, peer, json, now)) {
        return *denied;
    }

    Task task;
    QByteArray image; // an image task's picture, for a preset answer
    const QString method = form.value(u"method"_s);
    if (method == "userrecaptcha"_L1) {
        const QString googlekey = form.value(u"googlekey"_s);
        if (googlekey.isEmpty()) {
            return errorReply(json, "ERROR_GOOGLEKEY");
        }
        if (!validGoogleKey(googlekey)) {
            return errorReply(json, "ERROR_WRONG_GOOGLEKEY");
        }
        const QString version = form.value(u"version"_s).toLower();
        if (version == "v3"_L1) {
            task.method = u"recaptcha_v3"_s;
            if (form.contains(u"min_score"_s)) {
                bool ok = false;
                const double score = form.value(u"min_score"_s).toDouble(&ok);
                if (!ok || score < 0.1 || score > 0.9) {
                    return errorReply(json, "ERROR_BAD_PARAMETERS");
                }
            }
        } else if (version.isEmpty() || version == "v2"_L1) {
            task.method = u"recaptcha_v2"_s;
        } else {
            return errorReply(json, "ERROR_BAD_PARAMETERS");
        }
        task.pageurl = form.value(u"pageurl"_s);
        if (!validPageurl(task.pageurl)) {
            return errorReply(json, "ERROR_PAGEURL");
        }
    } else if (method == "turnstile"_L1) {
        if (!validTurnstileKey(form.value(u"sitekey"_s))) {
            return errorReply(json, "ERROR_BAD_PARAMETERS");
        }
        task.method = u"turnstile"_s;
        task.pageurl = form.value(u"pageurl"_s);
        if (!validPageurl(task.pageurl)) {
            return errorReply(json, "ERROR_PAGEURL");
        }
    } else if (method == "base64"_L1) {
        QByteArray encoded = form.value(u"body"_s).toLatin1();
        encoded.replace('\n', QByteArray()).replace('\r', QByteArray());
        if (encoded.isEmpty()) {
            return errorReply(json, "ERROR_ZERO_CAPTCHA_FILESIZE");
        }
        const auto decoded = QByteArray::fromBase64Encoding(encoded, QByteArray::AbortOnBase64DecodingErrors);
        if (!decoded) {
            return errorReply(json, "ERROR_IMAGE_TYPE_NOT_SUPPORTED");
        }
        if (const QByteArray code = checkImage(decoded.decoded); !code.isEmpty()) {
            return errorReply(json, code);
        }
        task.method = u"image"_s;
        image = decoded.decoded;
    } else if (method == "post"_L1) {
        if (!form.files().contains(u"file"_s)) {
            return errorReply(json, "ERROR_ZERO_CAPTCHA_FILESIZE");
        }
        const UploadedFile &file = form.files().value(u"file"_s);
        static const QStringList extensions{u"jpg"_s, u"jpeg"_s, u"png"_s, u"gif"_s, u"bmp"_s, u"webp"_s};
        const QString extension = file.fileName.section(u'.', -1).toLower();
        if (!file.fileName.contains(u'.') || !extensions.contains(extension)) {
            return errorReply(json, "ERROR_WRONG_FILE_EXTENSION");
        }
        if (const QByteArray code = checkImage(file.data); !code.isEmpty()) {
            return errorReply(json, code);
        }
        task.method = u"image"_s;
        image = file.data;
    } else {
        return errorReply(json, "ERROR_BAD_PARAMETERS");
    }
    if (form.contains(u"proxy"_s) && !validProxy(form.value(u"proxy"_s), form.value(u"proxytype"_s))) {
        return errorReply(json, "ERROR_BAD_PROXY");
    }

    // Thread plans: every thread busy means no new task, whatever the balance.
    KeyState &keyState = m_keys[key];
    if (busyThreads(key, now) >= m_config.threadsFor(key)) {
        if (m_config.enforcePlan) {
            ++keyState.refusedNoThread;
            return errorReply(json, m_config.zeroBalanceCode.toLatin1());
        }
        // A task beyond the plan: the witness of a client that runs more than its plan allows.
        ++keyState.capExceeded;
    }

    task.id = nextTaskId();
    task.key = key;
    task.submittedAt = now;
    const SolveTimeDistribution dist = m_config.solveTimes.value(task.method, SolveTimeDistribution::uniform(0.2, 1.0));
    task.readyAt = now + m_config.scaledMs(dist.sampleSeconds(m_random));
    task.unsolvable = m_random.generateDouble() < m_config.unsolvableRate;
    const QByteArray idText = QByteArray::number(task.id);
    if (task.method == "turnstile"_L1) {
        task.answer = TokenFactory::turnstileToken(idText, m_random);
    } else if (task.method == "image"_L1
               && m_config.imageAnswers.contains(QCryptographicHash::hash(image, QCryptographicHash::Sha256).toHex())) {
        // A picture whose text the configuration gives (a demo's drawn CAPTCHA): read as a person would read it.
        task.answer = m_config.imageAnswers.value(QCryptographicHash::hash(image, QCryptographicHash::Sha256).toHex())
                          .toUtf8();
    } else if (task.method == "image"_L1) {
        const int minLen = form.contains(u"min_len"_s) ? form.value(u"min_len"_s).toInt() : 4;
        const int maxLen = form.contains(u"max_len"_s) ? form.value(u"max_len"_s).toInt() : 6;
        task.answer = TokenFactory::imageAnswer(form.value(u"numeric"_s).toInt(), minLen, maxLen, m_random);
    } else {
        task.answer = TokenFactory::recaptchaToken(idText, m_random);
    }

    if (!task.pageurl.isEmpty()) {
        if (m_seenPageurls.contains(task.pageurl)) {
            ++m_repeatedPageurlSubmits;
        } else {
            m_seenPageurls.insert(task.pageurl);
        }
    }
    ++keyState.submits;
    keyState.activeTaskIds.append(task.id);
    m_tasks.insert(task.id, task);
    m_taskOrder.append(task.id);
    keyState.maxBusyThreads = std::max(keyState.maxBusyThreads, busyThreads(key, now));
    forgetOldTasks();

    if (m_config.numericIds) {
        return okReply(json, QJsonValue(double(task.id)));
    }
    return okReply(json, QString::fromLatin1(idText));
}

HttpReplyData CaptchaService::result(const FormData &form, const QString &peer, bool json, qint64 now)
{
    const QString key = form.value(u"key"_s);
    if (auto denied = checkAccess(key, peer, json, now)) {
        return *denied;
    }
    const QString action = form.value(u"action"_s);
    if (action == "get"_L1) {
        if (!form.contains(u"id"_s) && form.contains(u"ids"_s)) {
            if (!m_config.multiIds) {
                // CaptchaAI documents no ids=; answer as a server that ignores it and misses id.
                return errorReply(json, "ERROR_WRONG_ID_FORMAT");
            }
            return getMany(key, form.value(u"ids"_s), json, now);
        }
        return getOne(key, form.value(u"id"_s), json, now);
    }
    if (action == "getbalance"_L1) {
        // Thread plans have no money balance: the real service answers 0.
        return bareReply(json, "0");
    }
    if (action == "threadsinfo"_L1) {
        return threadsInfo(key, json, now);
    }
    if (action == "reportbad"_L1 || action == "reportgood"_L1) {
        return report(form, key, action == "reportbad"_L1, json, now);
    }
    return errorReply(json, "ERROR_EMPTY_ACTION");
}

bool CaptchaService::isExpired(const Task &task, qint64 now) const
{
    return task.readyAt + m_config.scaledMs(m_config.resultTtlSeconds) <= now;
}

CaptchaService::Task *CaptchaService::findTask(const QString &key, const QString &id, qint64 now)
{
    bool ok = false;
    const qint64 number = id.toLongLong(&ok);
    auto it = m_tasks.find(number);
    if (!ok || it == m_tasks.end() || it->key != key || isExpired(*it, now)) {
        return nullptr;
    }
    return &*it;
}

QByteArray CaptchaService::pollAnswer(const QString &key, const QString &id, qint64 now, bool *ok)
{
    *ok = false;
    const bool wellFormed = !id.isEmpty() && id.size() <= 20 && std::all_of(id.begin(), id.end(), [](QChar c) {
        return c.isDigit();
    });
    if (!wellFormed) {
        return "ERROR_WRONG_ID_FORMAT";
    }
    Task *task = findTask(key, id, now);
    if (!task) {
        return "ERROR_WRONG_CAPTCHA_ID";
    }
    ++task->polls;
    if (task->lastPolledAt > 0) {
        const qint64 gap = now - task->lastPolledAt;
        task->minPollGapMs = task->minPollGapMs < 0 ? gap : std::min(task->minPollGapMs, gap);
    }
    task->lastPolledAt = now;
    if (task->readyAt > now) {
        if (!task->firstCollectedAt) {
            ++task->pollsBeforeCollection;
        }
        return "CAPCHA_NOT_READY";
    }
    if (!task->firstCollectedAt) {
        task->firstCollectedAt = now;
    }
    if (task->unsolvable) {
        return "ERROR_CAPTCHA_UNSOLVABLE";
    }
    *ok = true;
    return task->answer;
}

HttpReplyData CaptchaService::getOne(const QString &key, const QString &id, bool json, qint64 now)
{
    bool ok = false;
    const QByteArray answer = pollAnswer(key, id, now, &ok);
    return ok ? okReply(json, QString::fromLatin1(answer)) : errorReply(json, answer);
}

HttpReplyData CaptchaService::getMany(const QString &key, const QString &ids, bool json, qint64 now)
{
    // 2captcha's multi-get: one answer per id, in order, joined by '|' (no "OK|" prefix).
    if (m_config.multiIdsGarbage) {
        // A provider whose ids= is broken: text that is neither a code nor one result per id. Nothing is polled.
        return plainReply("Internal error: ids not supported here");
    }
    QByteArrayList answers;
    for (const QString &id : ids.split(u',')) {
        bool ok = false;
        answers.append(pollAnswer(key, id.trimmed(), now, &ok));
    }
    return bareReply(json, answers.join('|'));
}

HttpReplyData CaptchaService::threadsInfo(const QString &key, bool json, qint64 now)
{
    Q_UNUSED(json) // CaptchaAI answers threadsinfo as JSON whatever json= says
    const int threads = m_config.threadsFor(key);
    const int working = busyThreads(key, now);
    const QJsonObject info{{u"threads"_s, threads},
                           {u"working_threads"_s, working},
                           {u"free_threads"_s, std::max(0, threads - working)}};
    QJsonObject body;
    if (m_config.threadsInfoEnvelope == "request"_L1) {
        body = {{u"status"_s, 1}, {u"request"_s, info}};
    } else {
        body = info;
        body.insert(u"status"_s, 1);
    }
    return HttpReplyData::json(QJsonDocument(body).toJson(QJsonDocument::Compact));
}

HttpReplyData CaptchaService::report(const FormData &form, const QString &key, bool bad, bool json, qint64 now)
{
    const QString id = form.value(u"id"_s);
    if (id.isEmpty()) {
        return errorReply(json, "ERROR_WRONG_ID_FORMAT");
    }
    Task *task = findTask(key, id, now);
    if (!task) {
        return errorReply(json, "ERROR_WRONG_CAPTCHA_ID");
    }
    task->report = bad ? u"bad"_s : u"good"_s;
    if (m_config.emptyReports) {
        return plainReply({});
    }
    return bareReply(json, "OK_REPORT_RECORDED");
}

void CaptchaService::releaseFinished(qint64 now)
{
    for (KeyState &state : m_keys) {
        state.activeTaskIds.removeIf([&](qint64 id) {
            const auto task = m_tasks.constFind(id);
            if (task == m_tasks.cend()) {
                return true;
            }
            if (task->readyAt > now) {
                return false;
            }
            state.releasedBusyMs += task->readyAt - task->submittedAt;
            return true;
        });
    }
}

int CaptchaService::busyThreads(const QString &key, qint64 now) const
{
    const auto state = m_keys.constFind(key);
    if (state == m_keys.cend()) {
        return 0;
    }
    return int(std::count_if(state->activeTaskIds.begin(), state->activeTaskIds.end(), [&](qint64 id) {
        const auto task = m_tasks.constFind(id);
        return task != m_tasks.cend() && task->readyAt > now;
    }));
}

void CaptchaService::forgetOldTasks()
{
    while (m_taskOrder.size() > kMaxRememberedTasks) {
        const qint64 id = m_taskOrder.takeFirst();
        const auto task = m_tasks.constFind(id);
        if (task != m_tasks.cend()) {
            // A forgotten task still counts its whole busy time.
            KeyState &state = m_keys[task->key];
            if (state.activeTaskIds.removeOne(id)) {
                state.releasedBusyMs += task->readyAt - task->submittedAt;
            }
            m_tasks.erase(task);
        }
    }
}

QString CaptchaService::outcome(const Task &task, qint64 now) const
{
    if (task.readyAt > now) {
        return u"pending"_s;
    }
    if (!task.firstCollectedAt && isExpired(task, now)) {
        return u"expired"_s;
    }
    return task.unsolvable ? u"unsolvable"_s : u"solved"_s;
}

QJsonObject CaptchaService::stats() const
{
    const qint64 now = nowMs();
    QJsonObject requests;
    for (auto it = m_requests.begin(); it != m_requests.end(); ++it) {
        requests.insert(it.key(), double(*it));
    }
    QJsonObject faults;
    for (auto it = m_faults.begin(); it != m_faults.end(); ++it) {
        faults.insert(it.key(), double(*it));
    }

    QStringList keyNames = m_config.keys;
    for (auto it = m_keys.begin(); it != m_keys.end(); ++it) {
        if (!keyNames.contains(it.key())) {
            keyNames.append(it.key());
        }
    }
    QJsonObject keys;
    for (const QString &key : keyNames) {
        const KeyState state = m_keys.value(key);
        qint64 busyMs = state.releasedBusyMs;
        for (const qint64 id : state.activeTaskIds) {
            const auto task = m_tasks.constFind(id);
            if (task != m_tasks.cend()) {
                busyMs += std::min(now, task->readyAt) - task->submittedAt;
            }
        }
        keys.insert(key,
                    QJsonObject{{u"threads"_s, m_config.threadsFor(key)},
                                {u"maxBusyThreads"_s, state.maxBusyThreads},
                                {u"busyThreads"_s, busyThreads(key, now)},
                                {u"refusedNoThread"_s, state.refusedNoThread},
                                {u"capExceeded"_s, state.capExceeded},
                                {u"busyThreadMs"_s, double(busyMs)},
                                {u"submits"_s, state.submits}});
    }

    QJsonArray tasks;
    for (const qint64 id : m_taskOrder) {
        const Task &task = m_tasks[id];
        const bool ready = task.readyAt <= now;
        tasks.append(QJsonObject{{u"id"_s, QString::number(task.id)},
                                 {u"key"_s, task.key},
                                 {u"method"_s, task.method},
                                 {u"pageurl"_s, task.pageurl},
                                 {u"submittedAtMs"_s, double(task.submittedAt)},
                                 {u"readyAtMs"_s, msOrNull(ready ? std::optional(task.readyAt) : std::nullopt)},
                                 {u"firstCollectedAtMs"_s, msOrNull(task.firstCollectedAt)},
                                 {u"pollsBeforeCollection"_s, task.pollsBeforeCollection},
                                 {u"polls"_s, task.polls},
                                 {u"minPollGapMs"_s,
                                  msOrNull(task.minPollGapMs >= 0 ? std::optional(task.minPollGapMs) : std::nullopt)},
                                 {u"outcome"_s, outcome(task, now)},
                                 {u"report"_s, task.report}});
    }

    return {{u"requests"_s, requests},
            {u"faults"_s, faults},
            {u"keys"_s, keys},
            {u"tasks"_s, tasks},
            {u"repeatedPageurlSubmits"_s, double(m_repeatedPageurlSubmits)},
            {u"startedAtMs"_s, double(m_startedAt)},
            {u"nowMs"_s, double(now)}};
}

} // namespace SolveDeckSim
