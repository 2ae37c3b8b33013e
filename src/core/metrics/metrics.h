#pragma once

#include "core/engine/enginestatus.h"
#include "core/model/job.h"

#include <QByteArray>
#include <QMap>
#include <QString>

#include <functional>
#include <memory>

namespace SolveDeck {

struct ApiFailure;
class JobStore;

// The figures `serve` exposes at GET /metrics (docs/service.md), in the Prometheus text format, through
// prometheus-cpp's registry and TextSerializer (the core library only: the gateway serves the text itself).
//
// Every method may be called from any thread (the engine records from its own, the gateway from another, the scrape
// from a third): prometheus-cpp's metrics are atomic and its families lock. Whoever owns the registry (serve, the
// console's session) must keep it alive until the engine host and the gateway have stopped.
//
// Labels never carry a token, a key, a page URL or an id: a client is named by its name, a route by the route
// table's pattern, an upstream request by its path and action, an outcome by a small fixed set of words.
class Metrics
{
public:
    Metrics();
    ~Metrics();
    Metrics(const Metrics &) = delete;
    Metrics &operator=(const Metrics &) = delete;

    // ---- the engine (recorded where it records its statistics) -------------------------------------------------

    // One request to the provider ended: solvedeck_upstream_requests_total{endpoint, outcome}. `path` and `action`
    // as ApiClient names them ("in.php" with the provider's method; "res.php" with get, threadsinfo, getbalance,
    // reportgood, reportbad); `failure` null when it was answered as asked.
    void countUpstreamRequest(const QString &path, const QString &action, const ApiFailure *failure);
    // The endpoint label: "in.php", or "res.php/" + a known action ("res.php/other" for any other).
    static QString upstreamEndpoint(const QString &path, const QString &action);
    // The outcome label: ok, not_ready, transient, no_thread, key_rejected, banned, endpoint_refused, job_failed,
    // client_bug (the error catalogue's classes of an answered error code), or transport (no API answer: a
    // timeout, a reset, a non-200 page or garbage).
    static QString upstreamOutcome(const ApiFailure *failure);

    // A token collected: solvedeck_solve_duration_seconds{method} (in.php answered with the task to token collected,
    // measured) and solvedeck_delivery_seconds (the token ready at the provider to collected, estimated: the middle of
    // the time in which it became ready, between the last moment the task was known solving and the poll that found
    // it).
    void observeSolve(Method method, qint64 submitToTokenMs, qint64 readyToCollectedMs);

    // The engine's status (EngineHost::statusChanged): solvedeck_plan_threads, solvedeck_threads_cap (0 until known:
    // the plan's threads when nobody set a cap), solvedeck_threads_cap_set_by_operator (0/1),
    // solvedeck_threads_in_use (this engine's solves in flight), solvedeck_account_working_threads (threadsinfo's
    // working_threads, every client of the key; unset until read).
    void setEngineStatus(const EngineStatus &status);

    // ---- the database, at scrape time --------------------------------------------------------------------------

    // solvedeck_jobs{state} over the whole database, every state (0 where none). A failed count: the gauges keep
    // their last values and solvedeck_database_up says 0.
    void setJobCounts(const QMap<JobState, int> &counts);
    void setDatabaseUp(bool up);
    // Both from one grouped COUNT on `store`'s connection (the caller's thread): the collector of a gateway.
    void readJobCounts(const JobStore &store);

    // ---- the gateway -------------------------------------------------------------------------------------------

    // solvedeck_gateway_requests_total{protocol, route, status}: `protocol` "native", "compat", ...; `route` the
    // route table's pattern ("/v1/solve/{id}"), never the path as sent; `status` the HTTP status answered.
    void countGatewayRequest(const QString &protocol, const QString &route, int status);
    // solvedeck_event_streams{client}: the event streams the client has open now (set, or moved by +1/-1).
    void setEventStreams(const QString &client, int open);
    void addEventStreams(const QString &client, int delta);
    // solvedeck_jobs_enqueued_total{client}: jobs the client added (a repeated idempotency key adds none).
    void countJobsEnqueued(const QString &client, int jobs = 1);

    // ---- the scrape --------------------------------------------------------------------------------------------

    struct Exposition
    {
        QByteArray body;
        QByteArray contentType; // "text/plain; version=0.0.4; charset=utf-8"
    };

    // Called first by every expose(), on the scraping thread, to fill what is read at scrape time (the job counts).
    void setCollector(std::function<void(Metrics &)> collector);
    // The text format of every family, as prometheus::TextSerializer writes it.
    Exposition expose();
    static QByteArray contentType();

private:
    struct Families;
    std::unique_ptr<Families> d;
};

} // namespace SolveDeck
