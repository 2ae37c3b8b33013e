#pragma once

#include "core/model/job.h"
#include "core/protocol/apiresult.h"
#include "core/protocol/responseparser.h"

#include <QList>
#include <QString>
#include <QStringList>

#include <chrono>
#include <functional>

namespace SolveDeck {

// What the engine needs of the solving API: ApiClient implements it over HTTP; engine tests implement it in
// memory and answer each request when the test says so. Every call answers exactly once through its callback,
// later (never from inside the call), unless aborted.
class ApiService
{
public:
    using RequestId = quint64;

    virtual ~ApiService() = default;

    virtual RequestId submit(const TaskSpec &spec, std::function<void(const ApiResult<SubmitOk> &)> done) = 0;
    virtual RequestId poll(const QString &taskId, std::function<void(const ApiResult<PollOk> &)> done) = 0;
    // 2captcha's classic docs cap ids= at 100 per request (not confirmed for CaptchaAI): pollMany sends larger
    // batches in chunks of this many, each one res.php request.
    static constexpr int kMaxIdsPerRequest = 100;
    // res.php ids= when multiIdPoll(), else one poll per id; answers in the same order.
    virtual RequestId pollMany(const QStringList &taskIds,
                               std::function<void(const QList<ApiResult<PollOk>> &)> done) = 0;
    virtual RequestId threadsInfo(std::function<void(const ApiResult<ThreadsInfo> &)> done) = 0;

    // res.php getbalance. A service that does not offer it returns 0 and never answers (the default).
    virtual RequestId balance(std::function<void(const ApiResult<double> &)> done)
    {
        Q_UNUSED(done)
        return 0;
    }

    virtual void abort(RequestId id) = 0; // its callback is never called
    virtual void abortAll() = 0;
    virtual bool multiIdPoll() const = 0;
    // Whether pollMany uses res.php ids= (the engine's MultiIdDetector switches it once the provider is known).
    virtual void setMultiIdPoll(bool enabled) = 0;
    // The multi-id probe: res.php action=get&ids=<taskIds> with the raw HTTP answer, uninterpreted (the caller
    // reads it with MultiIdProbe::classify); a failure only when no HTTP answer came (timeout, network, no key).
    virtual RequestId probeMultiId(const QStringList &taskIds,
                                   std::function<void(const ApiResult<HttpAnswer> &)> done) = 0;
    virtual void setTransferTimeout(std::chrono::milliseconds timeout) = 0;
    // res.php's (polls, threadsinfo, the multi-id probe): no longer than the transfer timeout. Until set, the same.
    virtual void setReadTimeout(std::chrono::milliseconds timeout) = 0;
    // For people: where requests go ("https://ocr.captchaai.com/"), never with the key.
    virtual QString endpointLabel() const = 0;

    // Told once per request that ended (answered or failed; not one aborted), in the service's thread, before the
    // request's callback: its path ("in.php", "res.php"), action and failure (null when answered as asked). For the
    // metrics (issue 37); a service in memory need not tell.
    using RequestObserver = std::function<void(const QString &path, const QString &action, const ApiFailure *failure)>;

    virtual void setRequestObserver(RequestObserver observer) { Q_UNUSED(observer) }
};

} // namespace SolveDeck
