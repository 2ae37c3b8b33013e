#include "simulator.h"

#include "captchaservice.h"
#include "httpfront.h"
#include "requestguard.h"
#include "simlogging.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QMetaObject>
#include <QThread>

namespace SolveDeckSim {

namespace {

using namespace Qt::StringLiterals;

// Bodies above this are refused before any parsing: an image is at most 100 kB (x4/3 as base64), so 8 MiB
// leaves room for every legitimate request and keeps a runaway client from filling memory twice over.
// The same limit HttpFront's RequestGuard applies while a request arrives; checked here too for requests handed in
// directly (tests, in process).
constexpr qsizetype kMaxBodyBytes = RequestGuard::maxBodyBytes;

HttpReplyData jsonReply(const QJsonObject &object, int status = 200)
{
    return HttpReplyData::json(QJsonDocument(object).toJson(QJsonDocument::Compact), status);
}

// What the control endpoints show of an API key: enough to tell keys apart (first and last four characters),
// never the key itself, so a stats page pasted into a bug report or a log does not carry one.
QString keyLabel(const QString &key)
{
    return key.size() <= 12 ? u"..."_s : key.left(4) + u"..."_s + key.right(4);
}

// /__stats and /__config with every key replaced by its label: the "keys" object's names or the "keys" list, and
// each task's "key".
QJsonObject withKeysMasked(QJsonObject object)
{
    const QJsonValue keys = object.value(u"keys"_s);
    if (keys.isObject()) {
        QJsonObject masked;
        const QJsonObject byKey = keys.toObject();
        for (auto it = byKey.begin(); it != byKey.end(); ++it) {
            masked.insert(keyLabel(it.key()), it.value());
        }
        object.insert(u"keys"_s, masked);
    } else if (keys.isArray()) {
        QJsonArray masked;
        for (const QJsonValue &key : keys.toArray()) {
            masked.append(keyLabel(key.toString()));
        }
        object.insert(u"keys"_s, masked);
    }
    if (object.value(u"tasks"_s).isArray()) {
        QJsonArray tasks;
        for (const QJsonValue &value : object.value(u"tasks"_s).toArray()) {
            QJsonObject task = value.toObject();
            if (task.contains(u"key"_s)) {
                task.insert(u"key"_s, keyLabel(task.value(u"key"_s).toString()));
            }
            tasks.append(task);
        }
        object.insert(u"tasks"_s, tasks);
    }
    return object;
}

} // namespace

Simulator::Simulator(QObject *parent)
    : QObject(parent)
    , m_service(std::make_unique<CaptchaService>())
    , m_front(new HttpFront(this))
{
    m_front->setHandler([this](const HttpRequestData &request) {
        return handle(request);
    });
}

Simulator::~Simulator() = default;

bool Simulator::applyConfig(const QJsonObject &config, QString *error)
{
    {
        std::lock_guard lock(m_mutex);
        SimConfig next = m_service->config();
        if (!next.merge(config, error)) {
            return false;
        }
        m_service->setConfig(next);
    }
    syncDownMode();
    return true;
}

bool Simulator::applyProfile(const QString &name, QString *error)
{
    return applyConfig(QJsonObject{{u"profile"_s, name}}, error);
}

quint16 Simulator::listen(quint16 port)
{
    const quint16 bound = m_front->listenApi(port);
    syncDownMode();
    if (bound) {
        qCDebug(lcSim) << "simulator listening on" << baseUrl().toString();
    }
    return bound;
}

quint16 Simulator::listenControl(quint16 port)
{
    return m_front->listenControl(port);
}

QUrl Simulator::baseUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/"_s.arg(m_front->apiPort()));
}

QUrl Simulator::controlUrl() const
{
    return QUrl(u"http://127.0.0.1:%1/"_s.arg(m_front->controlPort()));
}

QJsonObject Simulator::stats() const
{
    std::lock_guard lock(m_mutex);
    return m_service->stats();
}

QJsonObject Simulator::config() const
{
    std::lock_guard lock(m_mutex);
    return m_service->config().toJson();
}

void Simulator::reset()
{
    std::lock_guard lock(m_mutex);
    m_service->reset();
}

void Simulator::syncDownMode()
{
    // The sockets belong to this object's thread: a config change from another thread is applied there.
    if (QThread::currentThread() != thread()) {
        QMetaObject::invokeMethod(
            this,
            [this] {
            syncDownMode();
            },
            Qt::QueuedConnection);
        return;
    }
    DownMode down = DownMode::Up;
    {
        std::lock_guard lock(m_mutex);
        down = m_service->config().down;
    }
    switch (down) {
    case DownMode::Up:
        m_front->setDown(HttpFront::Down::Up);
        break;
    case DownMode::Refuse:
        m_front->setDown(HttpFront::Down::Refuse);
        break;
    case DownMode::Reset:
        m_front->setDown(HttpFront::Down::Reset);
        break;
    }
}

HttpReplyData Simulator::handle(const HttpRequestData &request)
{
    // As --help says: the control port serves only the /__ endpoints; once there is one, the API port serves only
    // the API (without one, the API port serves both, as the tests and scripts that need no faults-free port use).
    const bool control = request.path.startsWith("/__"_L1);
    if (request.viaControlPort) {
        return control ? handleControl(request)
                       : HttpReplyData::text("Not Found: the control port serves only the /__ endpoints", 404);
    }
    if (control) {
        if (m_front->controlPort() != 0) {
            return HttpReplyData::text("Not Found: the /__ endpoints are on the control port", 404);
        }
        return handleControl(request);
    }
    if (request.path != "/in.php"_L1 && request.path != "/res.php"_L1) {
        return HttpReplyData::text("Not Found", 404);
    }
    if (request.method != "GET" && request.method != "POST") {
        return HttpReplyData::text("Method Not Allowed", 405);
    }
    if (request.body.size() > kMaxBodyBytes) {
        return HttpReplyData::text("Payload Too Large", 413);
    }
    std::lock_guard lock(m_mutex);
    return m_service->handleApi(request);
}

HttpReplyData Simulator::handleControl(const HttpRequestData &request)
{
    if (request.path == "/__stats"_L1 && request.method == "GET") {
        return jsonReply(withKeysMasked(stats()));
    }
    if (request.path == "/__config"_L1 && request.method == "GET") {
        return jsonReply(withKeysMasked(config()));
    }
    if (request.path == "/__reset"_L1 && request.method == "POST") {
        reset();
        return jsonReply({{u"status"_s, 1}});
    }
    if (request.path == "/__config"_L1 && request.method == "POST") {
        QJsonParseError parseError;
        const QJsonDocument doc = QJsonDocument::fromJson(request.body, &parseError);
        if (!doc.isObject()) {
            const QString error = u"body is not a JSON object: "_s + parseError.errorString();
            return jsonReply({{u"status"_s, 0}, {u"error"_s, error}}, 400);
        }
        QString error;
        if (!applyConfig(doc.object(), &error)) {
            return jsonReply({{u"status"_s, 0}, {u"error"_s, error}}, 400);
        }
        return jsonReply({{u"status"_s, 1}, {u"config"_s, withKeysMasked(config())}});
    }
    return HttpReplyData::text("Not Found", 404);
}

} // namespace SolveDeckSim
