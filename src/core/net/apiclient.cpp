#include "apiclient.h"

#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QTimer>

namespace SolveDeck {

using namespace std::chrono_literals;

struct ApiClient::Pending
{
};

struct ApiClient::RawAnswer
{
};

ApiClient::ApiClient(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
    , m_endpoint(QStringLiteral("https://ocr.captchaai.com/"))
    , m_transferTimeout(30s) // seed: one HTTP request 30 s
{
}

ApiClient::~ApiClient()
{
    abortAll();
}

Result<void> ApiClient::setEndpoint(const QUrl &base)
{
    m_endpoint = base;
    return {};
}

QUrl ApiClient::endpoint() const
{
    return m_endpoint;
}

void ApiClient::setApiKey(const QString &key)
{
    m_apiKey = key;
}

bool ApiClient::hasApiKey() const
{
    return !m_apiKey.isEmpty();
}

void ApiClient::setTransferTimeout(std::chrono::milliseconds timeout)
{
    m_transferTimeout = timeout;
}

std::chrono::milliseconds ApiClient::transferTimeout() const
{
    return m_transferTimeout;
}

void ApiClient::setMultiIdPoll(bool enabled)
{
    m_multiIdPoll = enabled;
}

bool ApiClient::multiIdPoll() const
{
    return m_multiIdPoll;
}

void ApiClient::setSoftId(const QString &softId)
{
    m_softId = softId;
}

template<typename T>
static ApiResult<T> notImplemented()
{
    ApiResult<T> r;
    r.failure.code = QStringLiteral("NETWORK_ERROR");
    r.failure.detail = QStringLiteral("not implemented yet");
    return r;
}

ApiClient::RequestId ApiClient::submit(const TaskSpec &, std::function<void(const ApiResult<SubmitOk> &)> done)
{
    QTimer::singleShot(0, this, [done] {
        done(notImplemented<SubmitOk>());
    });
    return nextId();
}

ApiClient::RequestId ApiClient::poll(const QString &, std::function<void(const ApiResult<PollOk> &)> done)
{
    QTimer::singleShot(0, this, [done] {
        done(notImplemented<PollOk>());
    });
    return nextId();
}

ApiClient::RequestId ApiClient::pollMany(const QStringList &taskIds,
                                         std::function<void(const QList<ApiResult<PollOk>> &)> done)
{
    const auto n = taskIds.size();
    QTimer::singleShot(0, this, [done, n] {
        done(QList<ApiResult<PollOk>>(n, notImplemented<PollOk>()));
    });
    return nextId();
}

ApiClient::RequestId ApiClient::threadsInfo(std::function<void(const ApiResult<ThreadsInfo> &)> done)
{
    QTimer::singleShot(0, this, [done] {
        done(notImplemented<ThreadsInfo>());
    });
    return nextId();
}

ApiClient::RequestId ApiClient::balance(std::function<void(const ApiResult<double> &)> done)
{
    QTimer::singleShot(0, this, [done] {
        done(notImplemented<double>());
    });
    return nextId();
}

ApiClient::RequestId ApiClient::report(const QString &, bool, std::function<void(const ApiResult<bool> &)> done)
{
    QTimer::singleShot(0, this, [done] {
        done(notImplemented<bool>());
    });
    return nextId();
}

void ApiClient::abort(RequestId)
{
}

void ApiClient::abortAll()
{
}

int ApiClient::requestsInFlight() const
{
    return 0;
}

QString ApiClient::redact(const QString &text) const
{
    return text;
}

ApiClient::RequestId ApiClient::send(const QString &, const QString &, const QByteArray &, RawHandler)
{
    return nextId();
}

void ApiClient::onReplyFinished(RequestId)
{
}

ApiClient::RequestId ApiClient::nextId()
{
    return ++m_lastId;
}

} // namespace SolveDeck
