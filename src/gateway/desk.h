#pragma once

#include "core/engine/enginestatus.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/batchenqueue.h"
#include "core/store/clientregistry.h"
#include "gateway/gatewayexchange.h"
#include "gateway/gatewayrequest.h"
#include "gateway/hostrefusal.h"

#include <QHash>
#include <QObject>
#include <QSet>

#include <functional>
#include <memory>
#include <optional>

namespace SolveDeck {
class EngineControl;
class EnqueueBatcher;
class JobStore;
class Mailbox;
class Metrics;
} // namespace SolveDeck

namespace SolveDeck::Gateway {

class EventHub;
class RequestLog;

// The one interface every protocol of the gateway uses (the native /v1 API, in.php / res.php, the JSON task protocol,
// the service routes): who the client is, its jobs, its events, the engine. Written once here: authentication (one
// indexed read per request, so a revoke in any process refuses the next request), last-used stamping, naming the
// request's client in the request log, keeping the token out of every log, telling the HTTP layer whose connection
// it is (its per-client bounds), owner-filtered reads, the group-commit enqueue, long-polls and event streams. A
// protocol is a route table and a mapping of its shapes onto these calls; no protocol reaches the store, the client
// registry or the engine around the desk.
//
// Lives on the gateway's thread; every callback comes back on it. The engine is reached through EngineControl, which
// never waits on another thread.
class Desk : public QObject
{
    Q_OBJECT

public:
    // None is owned; all outlive the desk. `engine` may be null (tests): cancel answers "no engine", capacity zero.
    Desk(JobStore &store, EnqueueBatcher &batcher, EventHub &hub, EngineControl *engine, QObject *parent = nullptr);
    ~Desk() override;

    void setRequestLog(RequestLog *log) { m_log = log; }

    // Counts the jobs each client adds (solvedeck_jobs_enqueued_total); null: none. Not owned.
    void setMetrics(Metrics *metrics) { m_metrics = metrics; }

    // The name of a client that authenticated here (for metrics' labels, never its token); empty when none did.
    QString clientName(qint64 clientId) const { return m_clientNames.value(clientId); }

    // ---- Who is asking.

    enum class Refusal {
        Unknown,        // no token, a malformed, unknown or revoked one: the protocol answers its own "unauthorised"
        WrongScope,     // a real client, whose token may not do this (a scrape-only token on a job route)
        AnsweredByLayer // the HTTP layer refused the connection (the client's connection limit) and has answered
    };

    struct Authentication
    {
        std::optional<GatewayClient> client; // set: the request is the client's
        Refusal refusal = Refusal::Unknown;  // why not, when client is unset

        explicit operator bool() const { return client.has_value(); }
    };

    // The active client whose token this is, for a request that needs `scope`. On success the connection counts
    // against that client's bounds from now on.
    Authentication authenticate(const QString &token,
                                const GatewayExchange &exchange,
                                GatewayClient::Scope scope = GatewayClient::Scope::Jobs);

    // The token of "Authorization: Bearer TOKEN", "" when absent.
    static QString bearerToken(const GatewayRequest &request);

    // ---- Jobs.

    // nullopt when the page's host may be used by the client (HostRefusal names the host and how to authorise it).
    std::optional<HostRefusal> refuseHost(const GatewayClient &client, const QString &pageUrl) const;

    // Stores a new job for the client through the group commit (the core's checks, the client's in-flight limit, its
    // idempotency key), then calls `done` on this thread.
    void enqueue(const GatewayClient &client,
                 const TaskSpec &spec,
                 const QString &idempotencyKey,
                 std::function<void(const EnqueueOutcome &)> done);

    // The client's job of that id; nullopt when there is none or it is another's (the same answer, by one query).
    std::optional<Job> job(const GatewayClient &client, qint64 id) const;

    // Several of the client's jobs in one query, in the order asked (nullopt where job() would say so).
    QList<std::optional<Job>> jobs(const GatewayClient &client, const QList<qint64> &ids) const;

    // Cancels the client's job through the engine; `done` gets the job as it is then and whether the cancel took.
    // nullopt: no such job of the client's.
    void cancel(const GatewayClient &client,
                qint64 id,
                std::function<void(const std::optional<Job> &job, const Result<void> &canceled)> done);

    // Tells the service whether a solved job's answer was right, once per job whatever the client repeats (recorded
    // in its timeline). An error when it cannot be sent.
    Result<void> report(const GatewayClient &client, const Job &job, bool good);

    // ---- The account and the client's share of it.

    struct Capacity
    {
        int planThreads = 0;
        int cap = 0;
        int inUse = 0;
        int queued = 0;   // the client's own queued jobs
        int inFlight = 0; // the client's jobs not finished (queued, submitting, submitted)
    };

    Result<Capacity> capacity(const GatewayClient &client) const;

    // The account as the engine last saw it.
    struct Account
    {
        bool balanceKnown = false;
        double balance = 0;
        // New work is refused upstream for want of money (threadsinfo showed no threads and getbalance no money).
        bool outOfBalance = false;
    };

    Account account() const;
    static Account accountOf(const EngineStatus &status);

    // ---- Waiting.

    // Holds the request until the client's job ends or `deadlineMs` (steady clock) passes, then calls `answer` with
    // the job as it is then (nullopt: gone). When the client is revoked meanwhile, `answer` gets `revoked` true at once
    // and no job. False when the client holds its limit of waiting requests: the HTTP layer has answered.
    bool waitForJob(const GatewayClient &client,
                    qint64 id,
                    qint64 deadlineMs,
                    const GatewayExchange &exchange,
                    std::function<void(const std::optional<Job> &job, bool revoked)> answer);

    // Turns the request into the client's event stream, resuming after `lastEventId` (nullopt: live from now; 0:
    // every event of the client's). Over the client's or the gateway's stream limit the HTTP layer answers instead.
    void openStream(const GatewayClient &client,
                    std::optional<qint64> lastEventId,
                    const GatewayExchange &exchange,
                    const QList<std::pair<QByteArray, QByteArray>> &headers);

    // Clients revoked since the last look (by any process) lose their waiting requests (answered "revoked") and their
    // streams at once. Called by the service on a short timer while anyone waits or listens, and at once after a revoke
    // in this process.
    void checkRevocations();

    // The gateway stops: every held request is answered now, every stream ends.
    void answerHeldNow();

private:
    void stamp(const GatewayClient &client);

    JobStore &m_store;
    EnqueueBatcher &m_batcher;
    EventHub &m_hub;
    EngineControl *m_engine;
    RequestLog *m_log = nullptr;
    Metrics *m_metrics = nullptr;
    QHash<qint64, QString> m_clientNames; // every client that authenticated, by id
    ClientRegistry m_clients;             // keeps the token lookup's secret once read
    std::shared_ptr<Mailbox> m_answers;   // this thread: the engine's and the batcher's answers
    QHash<qint64, qint64> m_stampedAtMs;  // last_used_at written at most once a minute per client
    QSet<qint64> m_reported;              // jobs whose report went to the service (once per job)
    QSet<qint64> m_registeredTokens;      // clients whose token is registered with the log redaction
    QSet<qint64> m_revoked;               // clients known to be revoked (their waits and streams ended)
    bool m_revokedRead = false;
};

} // namespace SolveDeck::Gateway
