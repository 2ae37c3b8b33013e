#pragma once

#include "core/model/job.h"
#include "core/net/apiservice.h"
#include "core/protocol/apiresult.h"
#include "core/protocol/errorcatalog.h"
#include "core/result.h"

#include <QDeadlineTimer>
#include <QObject>
#include <QString>
#include <QStringList>
#include <QUrl>

#include <chrono>
#include <functional>
#include <map>
#include <memory>
#include <optional>
#include <vector>

QT_BEGIN_NAMESPACE
class QNetworkAccessManager;
class QNetworkReply;
class QTimer;
QT_END_NAMESPACE

namespace SolveDeck {

// The one owner of network traffic to the solving API. It builds requests (protocol/), sends them as POST
// bodies, parses the answers and reports each outcome exactly once. It never retries: retry and back-off policy
// belongs to the engine, which sees every failure with its class (the client reports; the engine decides).
class ApiClient
    : public QObject
    , public ApiService
{
    Q_OBJECT

public:
    explicit ApiClient(QObject *parent = nullptr); // owns the QNetworkAccessManagers its requests go through
    ~ApiClient() override;

    // https required unless the host is loopback (127.0.0.0/8, ::1, localhost); the Error says why and what to do.
    Result<void> setEndpoint(const QUrl &base);
    QUrl endpoint() const;
    // CaptchaAI's production host, the endpoint a new client starts with.
    static QUrl defaultEndpoint();
    // True when `url` names this machine (127.0.0.0/8, ::1, localhost): a local simulator, never the service.
    static bool isLoopback(const QUrl &url);
    void setApiKey(const QString &key); // memory only
    bool hasApiKey() const;
    // Two limits of this length guard every request (default 30 s, seed: one HTTP request 30 s; the engine sets
    // its timing policy's, scaled with it). The transfer timeout is an inactivity limit (QNetworkRequest's): it
    // restarts whenever a byte moves, so a server that trickles one byte a second would keep a request alive
    // forever. The request deadline bounds the whole request, from the call until the last byte of the answer;
    // when it passes the request is aborted and answers TIMEOUT (Transient, uncertain), exactly as a transfer
    // timeout does. Values below 1 ms count as 1 ms. A change applies to requests sent afterwards.
    void setTransferTimeout(std::chrono::milliseconds timeout) override;
    void setReadTimeout(std::chrono::milliseconds timeout) override;
    void setMultiIdPoll(bool enabled) override; // use res.php ids= (only when the provider is known to support it)
    bool multiIdPoll() const override;
    QString endpointLabel() const override;
    void setRequestObserver(RequestObserver observer) override;

    // Every call answers exactly once through its callback (unless aborted), later, from the event loop.
    using RequestId = ApiService::RequestId;
    RequestId submit(const TaskSpec &spec, std::function<void(const ApiResult<SubmitOk> &)> done) override;
    RequestId poll(const QString &taskId, std::function<void(const ApiResult<PollOk> &)> done) override;
    // ids= when enabled, else one poll per id; answers in the same order.
    RequestId pollMany(const QStringList &taskIds, std::function<void(const QList<ApiResult<PollOk>> &)> done) override;
    RequestId probeMultiId(const QStringList &taskIds,
                           std::function<void(const ApiResult<HttpAnswer> &)> done) override;
    RequestId threadsInfo(std::function<void(const ApiResult<ThreadsInfo> &)> done) override;
    RequestId balance(std::function<void(const ApiResult<double> &)> done) override;
    RequestId report(const QString &taskId, bool good, std::function<void(const ApiResult<bool> &)> done);
    void abort(RequestId id) override; // its callback is never called
    void abortAll() override;

    // Network managers opened so far (each holds up to 6 connections to the endpoint): more than one only when
    // more than 6 requests were in flight at once.
    int networkManagers() const { return int(m_networks.size()); }

    int requestsInFlight() const;

    // Replaces every occurrence of the current API key in `text` (for anything that is logged or shown).
    QString redact(const QString &text) const;

private:
    struct Pending;
    struct RawAnswer;
    using RawHandler = std::function<void(const RawAnswer &)>;

    // Sends one POST; `handler` runs once with what came back (not after abort or destruction).
    RequestId send(const QString &path, const QString &action, const QByteArray &body, RawHandler handler);
    // Registers a request that fails before anything is sent (no key); it still answers later.
    RequestId failLater(const QString &path, const QString &action, const ApiFailure &failure, RawHandler handler);
    void finish(RequestId id);
    // The request's deadline passed: abort its transfer; finish() then answers TIMEOUT.
    void expire(RequestId id);
    // The deadline timer fired: expire every request past its deadline, arm for the next.
    void expireOverdue();
    void armDeadlineTimer(const QDeadlineTimer &deadline);
    // pollMany's two shapes: one ids= request, or a group of requests (single polls or ids= chunks).
    RequestId pollIds(const QStringList &taskIds, std::function<void(const QList<ApiResult<PollOk>> &)> done);
    RequestId pollInGroups(const QStringList &taskIds,
                           int idsPerRequest,
                           std::function<void(const QList<ApiResult<PollOk>> &)> done);
    // The handler for one typed call: maps the transfer to ApiResult<T> (through `parse` when an HTTP answer
    // arrived), redacts and logs it, then calls `done`.
    template<typename T>
    RawHandler deliver(const QString &path,
                       const QString &action,
                       std::function<ApiResult<T>(const HttpAnswer &)> parse,
                       std::function<void(const ApiResult<T> &)> done);
    RequestId nextId();

    // Qt opens at most 6 HTTP/1.1 connections per host and manager and queues the rest inside itself: a plan of
    // hundreds of threads polled singly over a slow link would wait in that queue. A request goes to the manager
    // with the fewest in flight, and a new manager (its own 6 connections) is added when all have 6, up to
    // kMaxNetworks. Over HTTPS, HTTP/2 is used where the server offers it (one connection, many streams).
    static constexpr int kConnectionsPerNetwork = 6;
    static constexpr int kMaxNetworks = 32;
    int pickNetwork();
    void releaseNetwork(int index);
    std::vector<QNetworkAccessManager *> m_networks;
    std::vector<int> m_networkInFlight;
    QUrl m_endpoint;
    QString m_apiKey;
    std::chrono::milliseconds m_transferTimeout; // also each request's deadline
    std::chrono::milliseconds m_readTimeout{0};  // res.php's; 0 = the transfer timeout
    bool m_multiIdPoll = false;
    RequestObserver m_observer;
    RequestId m_lastId = 0;
    std::map<RequestId, std::unique_ptr<Pending>> m_pending;
    QTimer *m_deadlineTimer;       // every request's deadline, armed for the earliest
    QDeadlineTimer m_nextDeadline; // what it is armed for
};

} // namespace SolveDeck
