#include "desk.h"

#include "core/engine/enginecontrol.h"
#include "core/metrics/metrics.h"
#include "core/model/validation.h"
#include "core/net/keyredaction.h"
#include "core/store/enqueuebatcher.h"
#include "core/store/jobstore.h"
#include "core/store/ownedjobs.h"
#include "core/thread/mailbox.h"
#include "gateway/eventhub.h"
#include "gateway/requestlog.h"

namespace SolveDeck::Gateway {

namespace {

// last_used_at moves at most once a minute per client: "last used" is read in minutes, and a write per request would
// cost a commit each.
constexpr qint64 kStampIntervalMs = 60'000;

ClientLimits limitsOf(const GatewayClient &client)
{
    return ClientLimits{client.maxConnections, client.maxStreams, client.maxWaits};
}

} // namespace

Desk::Desk(JobStore &store, EnqueueBatcher &batcher, EventHub &hub, EngineControl *engine, QObject *parent)
    : QObject(parent)
    , m_store(store)
    , m_batcher(batcher)
    , m_hub(hub)
    , m_engine(engine)
    , m_clients(store)
    , m_answers(Mailbox::open(this))
{
}

Desk::~Desk()
{
    m_answers->close();
}

QString Desk::bearerToken(const GatewayRequest &request)
{
    const QByteArray authorization = request.header("authorization").trimmed();
    if (authorization.size() < 7 || authorization.left(7).compare("bearer ", Qt::CaseInsensitive) != 0) {
        return {};
    }
    return QString::fromLatin1(authorization.mid(7).trimmed());
}

Desk::Authentication Desk::authenticate(const QString &token,
                                        const GatewayExchange &exchange,
                                        GatewayClient::Scope scope)
{
    Authentication result;
    std::optional<GatewayClient> client = m_clients.authenticate(token);
    if (!client) {
        return result; // Unknown
    }
    if (!m_registeredTokens.contains(client->id)) {
        // A real token from now on stays out of every log line of this process, Qt's own categories included.
        registerSecret(token);
        m_registeredTokens.insert(client->id);
    }
    if (m_log != nullptr) {
        m_log->identify(client->name);
    }
    m_clientNames.insert(client->id, client->name);
    if (client->scope != scope) {
        result.refusal = Refusal::WrongScope;
        return result;
    }
    if (!exchange.identify(client->id, limitsOf(*client))) {
        result.refusal = Refusal::AnsweredByLayer;
        return result;
    }
    stamp(*client);
    result.client = std::move(client);
    return result;
}

void Desk::stamp(const GatewayClient &client)
{
    const qint64 now = m_store.clock().nowMs();
    qint64 &last = m_stampedAtMs[client.id];
    if (now - last >= kStampIntervalMs) {
        last = now;
        m_batcher.touch(client.id, now);
    }
}

std::optional<HostRefusal> Desk::refuseHost(const GatewayClient &client, const QString &pageUrl) const
{
    return Gateway::refuseHost(m_store, client, pageUrl);
}

void Desk::enqueue(const GatewayClient &client,
                   const TaskSpec &spec,
                   const QString &idempotencyKey,
                   std::function<void(const EnqueueOutcome &)> done)
{
    // A site key without its method's documented shape fails at the service a minute later; the console's New Job
    // dialog refuses it, and so does every protocol here (a trial's "sitekey":"bad" was queued and failed).
    if (!spec.sitekey.isEmpty() && !hasSitekeyShape(spec.method, spec.sitekey)) {
        EnqueueOutcome refused;
        refused.kind = EnqueueOutcome::Kind::Invalid;
        refused.error = Error{QStringLiteral("INVALID_SPEC"),
                              sitekeyShapeMessage(spec.method, spec.sitekey)}; // English on this thread
        done(refused);
        return;
    }
    if (m_metrics != nullptr) {
        done = [metrics = m_metrics, name = client.name, done = std::move(done)](const EnqueueOutcome &outcome) {
            if (outcome.kind == EnqueueOutcome::Kind::Created) {
                metrics->countJobsEnqueued(name);
            }
            done(outcome);
        };
    }
    m_batcher.submit(EnqueueRequest{client.id, client.jobCreator(), spec, idempotencyKey}, m_answers, std::move(done));
}

std::optional<Job> Desk::job(const GatewayClient &client, qint64 id) const
{
    return OwnedJobs(m_store).job(id, client.id);
}

QList<std::optional<Job>> Desk::jobs(const GatewayClient &client, const QList<qint64> &ids) const
{
    return OwnedJobs(m_store).jobs(ids, client.id);
}

void Desk::cancel(const GatewayClient &client,
                  qint64 id,
                  std::function<void(const std::optional<Job> &, const Result<void> &)> done)
{
    const std::optional<Job> found = job(client, id);
    if (!found) {
        done(std::nullopt, Error{QStringLiteral("NOT_FOUND"), QStringLiteral("There is no such job.")});
        return;
    }
    if (isTerminal(found->state)) {
        done(found, Error{QStringLiteral("FINISHED"), QStringLiteral("The job had finished already.")});
        return;
    }
    if (m_engine == nullptr) {
        done(found, Error{QStringLiteral("NOT_OPEN"), QStringLiteral("No engine runs here.")});
        return;
    }
    const qint64 owner = client.id;
    m_engine->cancelJob(id, m_answers, [this, id, owner, done = std::move(done)](const Result<void> &canceled) {
        done(OwnedJobs(m_store).job(id, owner), canceled);
    });
}

Result<void> Desk::report(const GatewayClient &client, const Job &job, bool good)
{
    Q_UNUSED(client)
    if (m_engine == nullptr) {
        return Error{QStringLiteral("NO_ENGINE"), QStringLiteral("The gateway runs without an engine here.")};
    }
    if (m_reported.contains(job.id)) {
        return {}; // reported already: upstream hears of a task once
    }
    for (const JobEvent &event : m_store.events(job.id)) {
        if (event.kind.startsWith(QLatin1String("reported_"))) {
            m_reported.insert(job.id);
            return {};
        }
    }
    m_reported.insert(job.id);
    m_engine->reportAnswer(job.id, job.taskId, good);
    return {};
}

Result<Desk::Capacity> Desk::capacity(const GatewayClient &client) const
{
    const Result<OwnedCapacity> counts = OwnedJobs(m_store).capacity(client.id);
    if (!counts) {
        return counts.error();
    }
    const EngineStatus status = m_engine != nullptr ? m_engine->snapshot() : EngineStatus{};
    Capacity capacity;
    capacity.planThreads = status.planThreads;
    capacity.cap = status.effectiveCap;
    capacity.inUse = status.accountInFlight;
    capacity.queued = counts->queued;
    capacity.inFlight = counts->clientInFlight;
    return capacity;
}

Desk::Account Desk::accountOf(const EngineStatus &status)
{
    Account account;
    account.balanceKnown = status.balanceAtMs > 0;
    account.balance = status.balance;
    account.outOfBalance = status.accountAtMs > 0 && status.accountThreads == 0 && account.balanceKnown
                        && status.balance <= 0;
    return account;
}

Desk::Account Desk::account() const
{
    return m_engine != nullptr ? accountOf(m_engine->snapshot()) : Account{};
}

bool Desk::waitForJob(const GatewayClient &client,
                      qint64 id,
                      qint64 deadlineMs,
                      const GatewayExchange &exchange,
                      std::function<void(const std::optional<Job> &, bool)> answer)
{
    if (!exchange.hold()) {
        return false;
    }
    const qint64 owner = client.id;
    m_hub.holdPoll(id, owner, deadlineMs, exchange, [this, id, owner, answer = std::move(answer)](bool revoked) {
        // A revoke may end the job (its queued jobs are canceled) before the revocation is seen here, and a job in
        // flight may be solved after it: asked again, so a revoked client never gets a job, and no token.
        const std::optional<GatewayClient> still = m_clients.byId(owner);
        if (revoked || (still && still->isRevoked())) {
            answer(std::nullopt, true);
            return;
        }
        answer(OwnedJobs(m_store).job(id, owner), false);
    });
    return true;
}

void Desk::openStream(const GatewayClient &client,
                      std::optional<qint64> lastEventId,
                      const GatewayExchange &exchange,
                      const QList<std::pair<QByteArray, QByteArray>> &headers)
{
    const GatewayStream stream = exchange.startStream(headers);
    if (!stream.isOpen()) {
        return; // the HTTP layer answered (a stream limit, the stop)
    }
    m_hub.addStream(client.id, lastEventId, stream);
}

void Desk::checkRevocations()
{
    // Every revoked client's id (the clients table is small): compared as a set, not by time, so a revoke written by
    // a machine whose clock is behind is not missed in team mode.
    const QList<std::pair<qint64, qint64>> revoked = m_clients.revokedAfter(0);
    const bool first = !m_revokedRead;
    m_revokedRead = true;
    for (const auto &[id, atMs] : revoked) {
        Q_UNUSED(atMs)
        if (m_revoked.contains(id)) {
            continue;
        }
        m_revoked.insert(id);
        if (!first) {
            m_hub.endClient(id);
        }
    }
}

void Desk::answerHeldNow()
{
    m_hub.stop();
}

} // namespace SolveDeck::Gateway
