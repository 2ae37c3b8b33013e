#include "nativeapi.h"

#include "core/io/jobimport.h"
#include "core/io/jobjson.h"
#include "core/io/jobjsonlreader.h"
#include "core/protocol/errorcatalog.h"
#include "core/store/batchenqueue.h"
#include "core/store/enqueuebatcher.h"
#include "core/store/jobstore.h"
#include "core/store/ownedjobs.h"
#include "gateway/eventhub.h"
#include "gateway/gatewayengine.h"
#include "gateway/hostrefusal.h"
#include "gateway/jsonbody.h"
#include "gateway/requestlog.h"

#include <QDeadlineTimer>
#include <QRegularExpression>

namespace SolveDeck::Gateway {

namespace {

constexpr int kMaxWaitSeconds = 60;

GatewayReply notFound()
{
    return GatewayReply::error(404,
                               QStringLiteral("not_found"),
                               QStringLiteral("There is no such job."),
                               QStringLiteral("Use the id POST /v1/solve answered with."));
}

GatewayReply methodNotAllowed(const QByteArray &allow)
{
    return GatewayReply::error(405,
                               QStringLiteral("method_not_allowed"),
                               QStringLiteral("This path does not take that method."),
                               QStringLiteral("Use %1.").arg(QString::fromLatin1(allow)))
        .withHeader("Allow", allow);
}

// "line 1: message" from the import line parser, without the line: a request body is not a file.
QString withoutLine(const QString &message)
{
    static const QRegularExpression line(QStringLiteral("^line \\d+: "));
    return QString(message).remove(line);
}

GatewayReply unprocessable(const Error &error)
{
    return GatewayReply::error(422,
                               error.code.isEmpty() ? QStringLiteral("invalid_job") : error.code,
                               withoutLine(error.message),
                               QStringLiteral("Correct the field named and send the job again; the fields are those "
                                              "of an import line (docs/gateway.md)."));
}

} // namespace

NativeApi::NativeApi(JobStore &store, EnqueueBatcher &batcher, EventHub &hub, GatewayEngine *engine, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_batcher(batcher)
    , m_hub(hub)
    , m_engine(engine)
    , m_clients(store)
{
}

std::optional<GatewayClient> NativeApi::authenticate(const GatewayRequest &request)
{
    const QByteArray authorization = request.header("authorization").trimmed();
    if (!authorization.startsWith("Bearer ") && !authorization.startsWith("bearer ")) {
        return std::nullopt;
    }
    std::optional<GatewayClient> client = m_clients.authenticate(QString::fromLatin1(authorization.mid(7).trimmed()));
    if (client && m_log) {
        m_log->identify(client->name);
    }
    return client;
}

void NativeApi::handle(const GatewayRequest &request, const GatewayExchange &exchange)
{
    const QString &path = request.path;
    if (!path.startsWith(QLatin1String("/v1/"))) {
        exchange.answer(GatewayReply::error(404,
                                            QStringLiteral("not_found"),
                                            QStringLiteral("There is nothing at %1.").arg(path),
                                            QStringLiteral("The API lives under /v1/ (docs/gateway.md).")));
        return;
    }
    const std::optional<GatewayClient> client = authenticate(request);
    if (!client) {
        exchange.answer(GatewayReply::error(401,
                                            QStringLiteral("unauthorized"),
                                            QStringLiteral("The request has no valid client token."),
                                            QStringLiteral("Send 'Authorization: Bearer TOKEN' with the token "
                                                           "'solvedeck-cli clients add NAME' printed; a revoked "
                                                           "client needs a new one."))
                            .withHeader("WWW-Authenticate", "Bearer"));
        return;
    }
    touch(*client);
    const QByteArray &method = request.method;
    if (path == QLatin1String("/v1/solve")) {
        if (method != "POST") {
            exchange.answer(methodNotAllowed("POST"));
            return;
        }
        solve(*client, request, exchange);
        return;
    }
    if (path.startsWith(QLatin1String("/v1/solve/"))) {
        bool ok = false;
        const qint64 id = path.mid(10).toLongLong(&ok);
        if (!ok || id <= 0) {
            exchange.answer(notFound());
            return;
        }
        if (method == "GET") {
            job(*client, id, request, exchange);
        } else if (method == "DELETE") {
            cancel(*client, id, exchange);
        } else {
            exchange.answer(methodNotAllowed("GET, DELETE"));
        }
        return;
    }
    if (path == QLatin1String("/v1/capacity") || path == QLatin1String("/v1/events")) {
        if (method != "GET") {
            exchange.answer(methodNotAllowed("GET"));
            return;
        }
        if (path == QLatin1String("/v1/capacity")) {
            capacity(*client, exchange);
        } else {
            events(*client, request, exchange);
        }
        return;
    }
    exchange.answer(GatewayReply::error(404,
                                        QStringLiteral("not_found"),
                                        QStringLiteral("There is nothing at %1.").arg(path),
                                        QStringLiteral("See docs/gateway.md for the API's paths.")));
}

void NativeApi::answerHeldNow()
{
    m_hub.stop();
}

void NativeApi::touch(const GatewayClient &client)
{
    const qint64 now = m_store.clock().nowMs();
    qint64 &last = m_touchedAtMs[client.id];
    if (now - last >= 60'000) {
        last = now;
        m_batcher.touch(client.id, now);
    }
}

void NativeApi::solve(const GatewayClient &client, const GatewayRequest &request, const GatewayExchange &exchange)
{
    const Result<QJsonObject> object = JsonBody::parseObject(request.body);
    if (!object) {
        exchange.answer(GatewayReply::badJson(object.error()));
        return;
    }
    if (object->contains(QStringLiteral("state"))) {
        exchange.answer(unprocessable(
            Error{QStringLiteral("invalid_job"), QStringLiteral("\"state\" is not a field of a new job.")}));
        return;
    }
    const Result<std::optional<ImportedJob>> parsed = JsonlJobReader::parseObject(1, request.body);
    if (!parsed) {
        exchange.answer(unprocessable(parsed.error()));
        return;
    }
    const ImportedJob &job = **parsed;
    // Both the database's authorised targets and the client's narrowing of them.
    if (const std::optional<HostRefusal> refusal = refuseHost(m_store, client, job.spec.pageurl)) {
        exchange.answer(
            GatewayReply::error(403, QStringLiteral("host_not_authorised"), refusal->message, refusal->fix));
        return;
    }
    QString key = QString::fromUtf8(request.header("idempotency-key")).trimmed();
    if (key.isEmpty()) {
        key = job.idempotencyKey;
    }
    EnqueueRequest enqueue{client.id, client.jobCreator(), job.spec, key};
    const qint64 owner = client.id;
    GatewayExchange held = exchange;
    m_batcher.submit(std::move(enqueue), this, [this, held, owner](const EnqueueOutcome &outcome) {
        switch (outcome.kind) {
        case EnqueueOutcome::Kind::Created:
            held.answer(GatewayReply::json(202,
                                           QJsonObject{{QStringLiteral("id"), outcome.jobId},
                                                       {QStringLiteral("state"), QStringLiteral("queued")}})
                            .withHeader("Location", "/v1/solve/" + QByteArray::number(outcome.jobId)));
            return;
        case EnqueueOutcome::Kind::Existing:
            held.answer(currentJob(outcome.jobId, owner));
            return;
        case EnqueueOutcome::Kind::OverLimit:
            held.answer(GatewayReply::error(429,
                                            QStringLiteral("too_many_jobs"),
                                            QStringLiteral("The client has %1 jobs not yet finished, its limit.")
                                                .arg(outcome.limit),
                                            QStringLiteral("Wait for a job to finish (GET /v1/events tells when), "
                                                           "then send this one again."))
                            .withHeader("Retry-After", QByteArray::number(kRetryAfterSeconds)));
            return;
        case EnqueueOutcome::Kind::Revoked:
            held.answer(GatewayReply::error(401,
                                            QStringLiteral("unauthorized"),
                                            QStringLiteral("The client was revoked."),
                                            QStringLiteral("Ask an operator for a new client token."))
                            .withHeader("WWW-Authenticate", "Bearer"));
            return;
        case EnqueueOutcome::Kind::Invalid:
            held.answer(unprocessable(outcome.error));
            return;
        case EnqueueOutcome::Kind::Failed:
            held.answer(GatewayReply::error(503,
                                            QStringLiteral("unavailable"),
                                            outcome.error.message,
                                            QStringLiteral("Send the job again in a moment."))
                            .withHeader("Retry-After", "1"));
            return;
        }
    });
}

GatewayReply NativeApi::currentJob(qint64 id, qint64 owner, int status) const
{
    const std::optional<Job> job = OwnedJobs(m_store).job(id, owner);
    if (!job) {
        return notFound();
    }
    return GatewayReply::json(status, jobJson(*job, owner));
}

void NativeApi::job(const GatewayClient &client,
                    qint64 id,
                    const GatewayRequest &request,
                    const GatewayExchange &exchange)
{
    int waitSeconds = 0;
    if (request.hasQueryItem(QStringLiteral("wait"))) {
        bool ok = false;
        waitSeconds = request.queryValue(QStringLiteral("wait")).toInt(&ok);
        if (!ok || waitSeconds <= 0 || waitSeconds > kMaxWaitSeconds) {
            exchange.answer(GatewayReply::error(400,
                                                QStringLiteral("bad_wait"),
                                                QStringLiteral("wait must be a whole number of seconds, 1 to %1.")
                                                    .arg(kMaxWaitSeconds),
                                                QStringLiteral("Send ?wait=30, for example, and ask again when the "
                                                               "answer is not final yet.")));
            return;
        }
    }
    const std::optional<Job> found = OwnedJobs(m_store).job(id, client.id);
    if (!found) {
        exchange.answer(notFound());
        return;
    }
    if (waitSeconds == 0 || isTerminal(found->state)) {
        exchange.answer(GatewayReply::json(200, jobJson(*found, client.id)));
        return;
    }
    const qint64 owner = client.id;
    GatewayExchange held = exchange;
    m_hub.holdPoll(id, QDeadlineTimer(qint64(waitSeconds) * 1000).deadline(), exchange, [this, held, id, owner] {
        held.answer(currentJob(id, owner));
    });
}

void NativeApi::cancel(const GatewayClient &client, qint64 id, const GatewayExchange &exchange)
{
    const std::optional<Job> found = OwnedJobs(m_store).job(id, client.id);
    if (!found) {
        exchange.answer(notFound());
        return;
    }
    if (isTerminal(found->state)) {
        exchange.answer(GatewayReply::json(409, jobJson(*found, client.id)));
        return;
    }
    if (!m_engine) {
        exchange.answer(GatewayReply::error(503,
                                            QStringLiteral("unavailable"),
                                            QStringLiteral("No engine runs here."),
                                            QStringLiteral("Try again when the gateway's engine is running."))
                            .withHeader("Retry-After", "5"));
        return;
    }
    const qint64 owner = client.id;
    GatewayExchange held = exchange;
    m_engine->cancelJob(id, this, [this, held, id, owner](const Result<void> &done) {
        held.answer(currentJob(id, owner, done ? 200 : 409));
    });
}

void NativeApi::capacity(const GatewayClient &client, const GatewayExchange &exchange)
{
    const Result<OwnedCapacity> counts = OwnedJobs(m_store).capacity(client.id);
    if (!counts) {
        exchange.answer(GatewayReply::error(503,
                                            QStringLiteral("unavailable"),
                                            counts.error().message,
                                            QStringLiteral("Ask again in a moment."))
                            .withHeader("Retry-After", "1"));
        return;
    }
    const GatewayEngine::Snapshot engine = m_engine ? m_engine->snapshot() : GatewayEngine::Snapshot{};
    const int planThreads = engine.planThreads;
    const int cap = engine.effectiveCap;
    const int inUse = engine.accountInFlight;
    exchange.answer(
        GatewayReply::json(200,
                           QJsonObject{{QStringLiteral("plan_threads"), planThreads},
                                       {QStringLiteral("cap"), cap},
                                       {QStringLiteral("in_use"), inUse},
                                       {QStringLiteral("queued"), counts->queued},
                                       {QStringLiteral("client"),
                                        QJsonObject{{QStringLiteral("limit"), client.maxInFlight},
                                                    {QStringLiteral("in_flight"), counts->clientInFlight}}}}));
}

void NativeApi::events(const GatewayClient &client, const GatewayRequest &request, const GatewayExchange &exchange)
{
    QString last = QString::fromLatin1(request.header("last-event-id")).trimmed();
    if (last.isEmpty()) {
        last = request.queryValue(QStringLiteral("last_event_id"));
    }
    qint64 lastEventId = 0;
    if (!last.isEmpty()) {
        bool ok = false;
        lastEventId = last.toLongLong(&ok);
        if (!ok || lastEventId < 0) {
            exchange.answer(GatewayReply::error(400,
                                                QStringLiteral("bad_last_event_id"),
                                                QStringLiteral("Last-Event-ID must be an event's id."),
                                                QStringLiteral("Send the id of the last event received, or none.")));
            return;
        }
    }
    const GatewayStream stream = exchange.startStream(
        {{QByteArrayLiteral("Cache-Control"), QByteArrayLiteral("no-store")}});
    if (!stream.isOpen()) {
        return;
    }
    m_hub.addStream(client.id, lastEventId, stream);
}

QJsonObject NativeApi::jobJson(const Job &job, qint64 owner)
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
