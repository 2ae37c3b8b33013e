#pragma once

// An ApiService in memory: every request waits in `pending` until the test answers it, so engine tests decide
// exactly what the server says and when, with no sockets.

#include "core/net/apiservice.h"
#include "core/protocol/errorcatalog.h"
#include "core/protocol/responseparser.h"

#include <QList>

#include <functional>
#include <map>

namespace SolveDeckTest {

class FakeApi final : public SolveDeck::ApiService
{
public:
    enum class Kind {
        Submit,
        Poll,
        ThreadsInfo,
        PollMany, // an ids= request (only while multiIdPoll() is on)
        Probe     // the multi-id probe
    };

    struct Request
    {
        Kind kind = Kind::Submit;
        SolveDeck::TaskSpec spec;
        QString taskId;
        std::function<void(const SolveDeck::ApiResult<SolveDeck::SubmitOk> &)> submitDone;
        std::function<void(const SolveDeck::ApiResult<SolveDeck::PollOk> &)> pollDone;
        std::function<void(const SolveDeck::ApiResult<SolveDeck::ThreadsInfo> &)> threadsDone;
        QStringList taskIds; // PollMany and Probe
        std::function<void(const QList<SolveDeck::ApiResult<SolveDeck::PollOk>> &)> manyDone;
        std::function<void(const SolveDeck::ApiResult<SolveDeck::HttpAnswer> &)> probeDone;
    };

    RequestId submit(const SolveDeck::TaskSpec &spec,
                     std::function<void(const SolveDeck::ApiResult<SolveDeck::SubmitOk> &)> done) override
    {
        ++submits;
        Request r;
        r.kind = Kind::Submit;
        r.spec = spec;
        r.submitDone = std::move(done);
        return add(std::move(r));
    }

    RequestId poll(const QString &taskId,
                   std::function<void(const SolveDeck::ApiResult<SolveDeck::PollOk> &)> done) override
    {
        ++polls;
        Request r;
        r.kind = Kind::Poll;
        r.taskId = taskId;
        r.pollDone = std::move(done);
        return add(std::move(r));
    }

    RequestId pollMany(const QStringList &taskIds,
                       std::function<void(const QList<SolveDeck::ApiResult<SolveDeck::PollOk>> &)> done) override
    {
        if (multi) {
            ++pollManys;
            Request r;
            r.kind = Kind::PollMany;
            r.taskIds = taskIds;
            r.manyDone = std::move(done);
            return add(std::move(r));
        }
        // One poll per id, as ApiClient does without ids= support; the batch answers when all have.
        auto answers = std::make_shared<QList<SolveDeck::ApiResult<SolveDeck::PollOk>>>();
        answers->resize(taskIds.size());
        auto left = std::make_shared<int>(int(taskIds.size()));
        RequestId last = 0;
        for (qsizetype i = 0; i < taskIds.size(); ++i) {
            last = poll(taskIds.at(i), [answers, left, i, done](const SolveDeck::ApiResult<SolveDeck::PollOk> &a) {
                (*answers)[i] = a;
                if (--*left == 0) {
                    done(*answers);
                }
            });
        }
        return last;
    }

    RequestId threadsInfo(std::function<void(const SolveDeck::ApiResult<SolveDeck::ThreadsInfo> &)> done) override
    {
        ++threadsInfos;
        Request r;
        r.kind = Kind::ThreadsInfo;
        r.threadsDone = std::move(done);
        return add(std::move(r));
    }

    void abort(RequestId id) override { pending.erase(id); }

    void abortAll() override { pending.clear(); }

    bool multiIdPoll() const override { return multi; }

    void setMultiIdPoll(bool enabled) override { multi = enabled; }

    RequestId probeMultiId(const QStringList &taskIds,
                           std::function<void(const SolveDeck::ApiResult<SolveDeck::HttpAnswer> &)> done) override
    {
        ++probes;
        Request r;
        r.kind = Kind::Probe;
        r.taskIds = taskIds;
        r.probeDone = std::move(done);
        return add(std::move(r));
    }

    // Answers the oldest pending probe with this HTTP body (status 200). False when none is pending.
    bool answerProbe(const QByteArray &body, int status = 200)
    {
        SolveDeck::ApiResult<SolveDeck::HttpAnswer> a;
        a.value = SolveDeck::HttpAnswer{status, "text/plain", body};
        return answer<SolveDeck::HttpAnswer>(Kind::Probe, {}, a, &Request::probeDone);
    }

    // Answers the oldest pending ids= request with one result per id, as `answerOf(taskId)` says.
    bool answerPollMany(const std::function<SolveDeck::ApiResult<SolveDeck::PollOk>(const QString &)> &answerOf)
    {
        const std::optional<RequestId> id = oldest(Kind::PollMany);
        if (!id) {
            return false;
        }
        Request r = std::move(pending.at(*id));
        pending.erase(*id);
        QList<SolveDeck::ApiResult<SolveDeck::PollOk>> answers;
        for (const QString &taskId : r.taskIds) {
            answers.append(answerOf(taskId));
        }
        r.manyDone(answers);
        return true;
    }

    // Answers the oldest pending ids= request with the same result for every id (a malformed answer: BAD_RESPONSE).
    bool answerPollManyAll(const SolveDeck::ApiResult<SolveDeck::PollOk> &a)
    {
        return answerPollMany([&a](const QString &) {
            return a;
        });
    }

    void setTransferTimeout(std::chrono::milliseconds) override {}

    void setReadTimeout(std::chrono::milliseconds) override {}

    QString endpointLabel() const override { return QStringLiteral("http://127.0.0.1:9/"); }

    int count(Kind kind) const
    {
        int n = 0;
        for (const auto &[id, r] : pending) {
            n += r.kind == kind ? 1 : 0;
        }
        return n;
    }

    // The oldest pending request of `kind` (for polls: of `taskId` when given); nullptr when none.
    std::optional<RequestId> oldest(Kind kind, const QString &taskId = {}) const
    {
        for (const auto &[id, r] : pending) {
            if (r.kind == kind && (taskId.isEmpty() || r.taskId == taskId)) {
                return id;
            }
        }
        return std::nullopt;
    }

    // Answers the oldest pending submit with task `taskId`. False when none is pending.
    bool acceptSubmit(const QString &taskId)
    {
        SolveDeck::ApiResult<SolveDeck::SubmitOk> a;
        a.value = SolveDeck::SubmitOk{taskId};
        return answer<SolveDeck::SubmitOk>(Kind::Submit, {}, a, &Request::submitDone);
    }

    bool failSubmit(const SolveDeck::ApiFailure &f)
    {
        SolveDeck::ApiResult<SolveDeck::SubmitOk> a;
        a.failure = f;
        return answer<SolveDeck::SubmitOk>(Kind::Submit, {}, a, &Request::submitDone);
    }

    bool answerPoll(const QString &taskId, bool ready, const QString &token = QStringLiteral("TOKEN"))
    {
        SolveDeck::ApiResult<SolveDeck::PollOk> a;
        a.value = SolveDeck::PollOk{ready, ready ? token : QString()};
        return answer<SolveDeck::PollOk>(Kind::Poll, taskId, a, &Request::pollDone);
    }

    bool failPoll(const QString &taskId, const SolveDeck::ApiFailure &f)
    {
        SolveDeck::ApiResult<SolveDeck::PollOk> a;
        a.failure = f;
        return answer<SolveDeck::PollOk>(Kind::Poll, taskId, a, &Request::pollDone);
    }

    bool answerThreadsInfo(int threads, int working, bool workingKnown = true)
    {
        SolveDeck::ApiResult<SolveDeck::ThreadsInfo> a;
        SolveDeck::ThreadsInfo info;
        info.threads = threads;
        info.workingThreads = workingKnown ? working : 0;
        info.workingThreadsKnown = workingKnown;
        info.freeThreads = workingKnown ? threads - working : 0;
        info.freeThreadsKnown = workingKnown;
        a.value = info;
        return answer<SolveDeck::ThreadsInfo>(Kind::ThreadsInfo, {}, a, &Request::threadsDone);
    }

    bool failThreadsInfo(const SolveDeck::ApiFailure &f)
    {
        SolveDeck::ApiResult<SolveDeck::ThreadsInfo> a;
        a.failure = f;
        return answer<SolveDeck::ThreadsInfo>(Kind::ThreadsInfo, {}, a, &Request::threadsDone);
    }

    // Fails every pending request with `f` (an outage).
    int failAll(const SolveDeck::ApiFailure &f)
    {
        int n = 0;
        while (failSubmit(f) || failThreadsInfo(f) || failAnyPoll(f)) {
            ++n;
        }
        return n;
    }

    bool failAnyPoll(const SolveDeck::ApiFailure &f) { return failPoll({}, f); }

    // A failure as ApiClient reports it: transport codes through the parser, provider codes through the catalogue.
    static SolveDeck::ApiFailure failure(const QString &code, const QString &detail = {})
    {
        if (SolveDeck::ResponseParser::isTransportCode(code)) {
            return SolveDeck::ResponseParser::transportFailure(code, detail.isEmpty() ? code : detail, false);
        }
        SolveDeck::ApiFailure f;
        f.errorClass = SolveDeck::describeError(code).errorClass;
        f.code = code;
        f.detail = detail.isEmpty() ? code : detail;
        return f;
    }

    std::map<RequestId, Request> pending;
    int submits = 0;
    int polls = 0;
    int threadsInfos = 0;
    int pollManys = 0;
    int probes = 0;
    bool multi = false;

private:
    RequestId add(Request r)
    {
        const RequestId id = ++m_lastId;
        pending.emplace(id, std::move(r));
        return id;
    }

    template<typename T, typename Member>
    bool answer(Kind kind, const QString &taskId, const SolveDeck::ApiResult<T> &a, Member member)
    {
        const std::optional<RequestId> id = oldest(kind, taskId);
        if (!id) {
            return false;
        }
        Request r = std::move(pending.at(*id));
        pending.erase(*id);
        (r.*member)(a);
        return true;
    }

    RequestId m_lastId = 0;
};

} // namespace SolveDeckTest
