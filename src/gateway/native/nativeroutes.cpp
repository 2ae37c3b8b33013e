#include "nativeroutes.h"

#include "core/io/jobimport.h"
#include "core/io/jobjson.h"
#include "core/io/jobjsonlreader.h"
#include "core/protocol/errorcatalog.h"
#include "core/store/batchenqueue.h"
#include "core/store/clientregistry.h"
#include "gateway/desk.h"
#include "gateway/gatewaymessages.h"
#include "gateway/jsonbody.h"
#include "gateway/retryafter.h"

#include <QDeadlineTimer>
#include <QRegularExpression>

namespace SolveDeck::Gateway {

namespace {

const QByteArray protocol = QByteArrayLiteral("native");

GatewayReply notFound()
{
    return GatewayReply::error(404,
                               QStringLiteral("not_found"),
                               QStringLiteral("There is no such job."),
                               QStringLiteral("Use the id POST /v1/solve answered with."));
}

// "line 1: message" from the import line parser, without the line: a request body is not a file.
QString withoutLine(const QString &message)
{
    static const QRegularExpression line(QStringLiteral("^line \\d+: "));
    return QString(message).remove(line);
}

GatewayReply unprocessable(const Error &error)
{
    // One code for programs: the core's own (INVALID_SPEC, INVALID_JOB_FILE from the import line parser) named no
    // file a request has, and neither was documented (a third trial).
    return GatewayReply::error(422,
                               QStringLiteral("invalid_job"),
                               withoutLine(error.message),
                               QStringLiteral("Correct the field named and send the job again; the fields are those "
                                              "of an import line (docs/gateway.md)."));
}

GatewayReply unauthorized(const QString &message)
{
    return GatewayReply::error(401, QStringLiteral("unauthorized"), message, Messages::howToGetAToken())
        .withHeader("WWW-Authenticate", "Bearer");
}

GatewayReply unavailable(const QString &message, int retryAfter)
{
    return GatewayReply::error(503, QStringLiteral("unavailable"), message, QStringLiteral("Ask again in a moment."))
        .withHeader("Retry-After", RetryAfter::value(retryAfter));
}

GatewayReply currentJob(const std::optional<Job> &job, qint64 owner, int status = 200)
{
    if (!job) {
        return notFound();
    }
    return GatewayReply::json(status, NativeRoutes::jobJson(*job, owner));
}

} // namespace

NativeRoutes::NativeRoutes(Desk &desk)
    : m_desk(desk)
{
}

void NativeRoutes::addTo(RouteTable &table)
{
    table.add(protocol, "POST", QStringLiteral("/v1/solve"), [this](const RouteCall &call) {
        solve(call);
    });
    table.add(protocol, "GET", QStringLiteral("/v1/solve/{id}"), [this](const RouteCall &call) {
        job(call);
    });
    table.add(protocol, "DELETE", QStringLiteral("/v1/solve/{id}"), [this](const RouteCall &call) {
        cancel(call);
    });
    table.add(protocol, "GET", QStringLiteral("/v1/capacity"), [this](const RouteCall &call) {
        capacity(call);
    });
    table.add(protocol, "GET", QStringLiteral("/v1/events"), [this](const RouteCall &call) {
        events(call);
    });
}

std::optional<GatewayClient> NativeRoutes::client(const RouteCall &call)
{
    const Desk::Authentication asker = m_desk.authenticate(Desk::bearerToken(call.request), call.exchange);
    if (asker) {
        return asker.client;
    }
    switch (asker.refusal) {
    case Desk::Refusal::Unknown:
        call.exchange.answer(unauthorized(QStringLiteral("The request has no valid client token.")));
        break;
    case Desk::Refusal::WrongScope:
        call.exchange.answer(GatewayReply::error(403,
                                                 QStringLiteral("forbidden"),
                                                 QStringLiteral("This token may only read GET /metrics."),
                                                 Messages::howToGetAToken()));
        break;
    case Desk::Refusal::AnsweredByLayer:
        break;
    }
    return std::nullopt;
}

void NativeRoutes::solve(const RouteCall &call)
{
    const std::optional<GatewayClient> asker = client(call);
    if (!asker) {
        return;
    }
    const Result<QJsonObject> object = JsonBody::parseObject(call.request.body);
    if (!object) {
        call.exchange.answer(GatewayReply::badJson(object.error()));
        return;
    }
    if (object->contains(QStringLiteral("state"))) {
        call.exchange.answer(unprocessable(
            Error{QStringLiteral("invalid_job"), QStringLiteral("\"state\" is not a field of a new job.")}));
        return;
    }
    const Result<std::optional<ImportedJob>> parsed = JsonlJobReader::fromObject(1, *object);
    if (!parsed) {
        call.exchange.answer(unprocessable(parsed.error()));
        return;
    }
    const ImportedJob &job = **parsed;
    // Both the database's authorised targets and the client's narrowing of them.
    if (const std::optional<HostRefusal> refusal = m_desk.refuseHost(*asker, job.spec.pageurl)) {
        call.exchange.answer(
            GatewayReply::error(403, QStringLiteral("host_not_authorised"), refusal->message, refusal->fix));
        return;
    }
    QString key = QString::fromUtf8(call.request.header("idempotency-key")).trimmed();
    if (key.isEmpty()) {
        key = job.idempotencyKey;
    }
    const GatewayClient client = *asker;
    const GatewayExchange held = call.exchange;
    Desk *desk = &m_desk;
    m_desk.enqueue(client, job.spec, key, [desk, held, client](const EnqueueOutcome &outcome) {
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
            held.answer(GatewayReply::json(202,
                                           QJsonObject{{QStringLiteral("id"), outcome.jobId},
                                                       {QStringLiteral("state"), QStringLiteral("queued")}})
                            .withHeader("Location", "/v1/solve/" + QByteArray::number(outcome.jobId)));
            return;
        case EnqueueOutcome::Kind::Existing:
            held.answer(currentJob(desk->job(client, outcome.jobId), client.id));
            return;
        case EnqueueOutcome::Kind::OverLimit:
            held.answer(GatewayReply::error(429,
                                            QStringLiteral("too_many_jobs"),
                                            QStringLiteral("The client has %1 jobs not yet finished, its limit.")
                                                .arg(outcome.limit),
                                            QStringLiteral("Wait for a job to finish (GET /v1/events tells when), "
                                                           "then send this one again."))
                            .withHeader("Retry-After", RetryAfter::value(RetryAfter::atClientLimit)));
            return;
        case EnqueueOutcome::Kind::Revoked:
            held.answer(unauthorized(QStringLiteral("The client was revoked.")));
            return;
        case EnqueueOutcome::Kind::Invalid:
            held.answer(unprocessable(outcome.error));
            return;
        case EnqueueOutcome::Kind::Failed:
            held.answer(unavailable(outcome.error.message, RetryAfter::storeBusy));
            return;
        }
    });
}

void NativeRoutes::job(const RouteCall &call)
{
    const std::optional<GatewayClient> asker = client(call);
    if (!asker) {
        return;
    }
    int waitSeconds = 0;
    if (call.request.hasQueryItem(QStringLiteral("wait"))) {
        bool ok = false;
        waitSeconds = call.request.queryValue(QStringLiteral("wait")).toInt(&ok);
        if (!ok || waitSeconds <= 0 || waitSeconds > kMaxWaitSeconds) {
            call.exchange.answer(GatewayReply::error(400,
                                                     QStringLiteral("bad_wait"),
                                                     QStringLiteral("wait must be a whole number of seconds, 1 to %1.")
                                                         .arg(kMaxWaitSeconds),
                                                     QStringLiteral("Send ?wait=30, for example, and ask again when "
                                                                    "the answer is not final yet.")));
            return;
        }
    }
    const std::optional<Job> found = m_desk.job(*asker, call.id);
    if (!found) {
        call.exchange.answer(notFound());
        return;
    }
    if (waitSeconds == 0 || isTerminal(found->state)) {
        call.exchange.answer(GatewayReply::json(200, jobJson(*found, asker->id)));
        return;
    }
    const qint64 owner = asker->id;
    const GatewayExchange held = call.exchange;
    m_desk.waitForJob(*asker,
                      call.id,
                      QDeadlineTimer(qint64(waitSeconds) * 1000).deadline(),
                      call.exchange,
                      [held, owner](const std::optional<Job> &job, bool revoked) {
        if (revoked) {
            held.answer(unauthorized(QStringLiteral("The client was revoked.")));
            return;
        }
        held.answer(currentJob(job, owner));
    });
}

void NativeRoutes::cancel(const RouteCall &call)
{
    const std::optional<GatewayClient> asker = client(call);
    if (!asker) {
        return;
    }
    const qint64 owner = asker->id;
    const GatewayExchange held = call.exchange;
    m_desk.cancel(*asker, call.id, [held, owner](const std::optional<Job> &job, const Result<void> &canceled) {
        if (!job) {
            held.answer(notFound());
            return;
        }
        if (!canceled && canceled.error().code == QLatin1String("NOT_OPEN")) {
            held.answer(unavailable(QStringLiteral("No engine runs here."), RetryAfter::unavailable));
            return;
        }
        held.answer(currentJob(job, owner, canceled ? 200 : 409));
    });
}

void NativeRoutes::capacity(const RouteCall &call)
{
    const std::optional<GatewayClient> asker = client(call);
    if (!asker) {
        return;
    }
    const Result<Desk::Capacity> counts = m_desk.capacity(*asker);
    if (!counts) {
        call.exchange.answer(unavailable(counts.error().message, RetryAfter::storeBusy));
        return;
    }
    call.exchange.answer(
        GatewayReply::json(200,
                           QJsonObject{{QStringLiteral("plan_threads"), counts->planThreads},
                                       {QStringLiteral("cap"), counts->cap},
                                       {QStringLiteral("in_use"), counts->inUse},
                                       {QStringLiteral("queued"), counts->queued},
                                       {QStringLiteral("client"),
                                        QJsonObject{{QStringLiteral("limit"), asker->maxInFlight},
                                                    {QStringLiteral("in_flight"), counts->inFlight}}}}));
}

void NativeRoutes::events(const RouteCall &call)
{
    const std::optional<GatewayClient> asker = client(call);
    if (!asker) {
        return;
    }
    QString last = QString::fromLatin1(call.request.header("last-event-id")).trimmed();
    if (last.isEmpty()) {
        last = call.request.queryValue(QStringLiteral("last_event_id"));
    }
    std::optional<qint64> lastEventId;
    if (!last.isEmpty()) {
        bool ok = false;
        lastEventId = last.toLongLong(&ok);
        if (!ok || *lastEventId < 0) {
            call.exchange.answer(GatewayReply::error(400,
                                                     QStringLiteral("bad_last_event_id"),
                                                     QStringLiteral("Last-Event-ID must be an event's id."),
                                                     QStringLiteral("Send the id of the last event received, 0 for "
                                                                    "every event from the first, or none.")));
            return;
        }
    }
    m_desk.openStream(*asker,
                      lastEventId,
                      call.exchange,
                      {{QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")}});
}

QJsonObject NativeRoutes::jobJson(const Job &job, qint64 owner)
{
    QJsonObject json = JobJson::toJson(job);
    json.insert(QStringLiteral("idempotency_key"), BatchEnqueue::unscopedKey(owner, job.idempotencyKey));
    json.remove(QStringLiteral("claimed_by"));
    if (job.state == JobState::Failed) {
        const ErrorInfo info = describeError(job.errorCode);
        json.insert(QStringLiteral("error"),
                    QJsonObject{{QStringLiteral("code"), job.errorCode},
                                {QStringLiteral("cause"), info.cause},
                                {QStringLiteral("fix"), info.fix},
                                {QStringLiteral("detail"), job.errorDetail}});
    }
    return json;
}

} // namespace SolveDeck::Gateway
