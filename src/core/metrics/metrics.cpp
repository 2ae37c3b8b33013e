#include "core/metrics/metrics.h"

#include "core/protocol/apiresult.h"
#include "core/protocol/responseparser.h"
#include "core/store/jobstore.h"

#include <QMutex>
#include <QSqlQuery>

#include <prometheus/counter.h>
#include <prometheus/family.h>
#include <prometheus/gauge.h>
#include <prometheus/histogram.h>
#include <prometheus/registry.h>
#include <prometheus/text_serializer.h>

#include <algorithm>
#include <sstream>

namespace SolveDeck {

namespace {

std::string utf8(const QString &text)
{
    return text.toStdString();
}

// Submit to token: a Turnstile or an image in seconds, a reCAPTCHA in tens of seconds, a slow provider in minutes.
const prometheus::Histogram::BucketBoundaries kSolveBuckets{1, 2.5, 5, 7.5, 10, 15, 20, 30, 45, 60, 90, 120, 180, 300};
// Ready to collected: polls are at least 5 s apart per task, so most tokens wait a few seconds at most.
const prometheus::Histogram::BucketBoundaries kDeliveryBuckets{0.1, 0.25, 0.5, 1, 2, 3, 5, 7.5, 10, 15, 30};

double seconds(qint64 ms)
{
    return double(std::max<qint64>(0, ms)) / 1000.0;
}

} // namespace

struct Metrics::Families
{
    using Gauges = prometheus::Family<prometheus::Gauge>;
    using Counters = prometheus::Family<prometheus::Counter>;
    using Histograms = prometheus::Family<prometheus::Histogram>;

    prometheus::Registry registry;

    template<typename T>
    prometheus::Family<T> &family(const char *name, const char *help)
    {
        return prometheus::detail::Builder<T>().Name(name).Help(help).Register(registry);
    }

    Gauges &jobs = family<prometheus::Gauge>("solvedeck_jobs", "Jobs in the database by state, at the scrape");
    Gauges &databaseUp = family<prometheus::Gauge>("solvedeck_database_up",
                                                   "1 when the scrape could read the job counts");
    Gauges &planThreads = family<prometheus::Gauge>("solvedeck_plan_threads",
                                                    "The plan's threads as threadsinfo last said (0: not read yet)");
    Gauges &threadsCap = family<prometheus::Gauge>("solvedeck_threads_cap",
                                                   "The cap in force: an operator's within the plan, else the plan's "
                                                   "threads (0: not known yet)");
    Gauges &
        capSetByOperator = family<prometheus::Gauge>("solvedeck_threads_cap_set_by_operator",
                                                     "1 when an operator set the cap, 0 when it is the plan's threads");
    Gauges &threadsInUse = family<prometheus::Gauge>("solvedeck_threads_in_use",
                                                     "This engine's solves in flight at the provider");
    Gauges &accountWorking = family<
        prometheus::Gauge>("solvedeck_account_working_threads",
                           "Working threads of the key as threadsinfo last said (every client of the key)");
    Counters &upstream = family<prometheus::Counter>("solvedeck_upstream_requests_total",
                                                     "Requests to the provider by endpoint and outcome");
    Histograms &solveDuration = family<prometheus::Histogram>("solvedeck_solve_duration_seconds",
                                                              "Submit (in.php answered) to token collected, by method");
    Histograms &delivery = family<prometheus::Histogram>("solvedeck_delivery_seconds",
                                                         "Token ready at the provider to collected (estimated: the "
                                                         "middle of the window in which it became ready)");
    Counters &gatewayRequests = family<
        prometheus::Counter>("solvedeck_gateway_requests_total",
                             "Gateway requests answered, by protocol, route pattern and status");
    Gauges &eventStreams = family<prometheus::Gauge>("solvedeck_event_streams", "Event streams open, by client");
    Counters &enqueued = family<prometheus::Counter>("solvedeck_jobs_enqueued_total",
                                                     "Jobs added through the gateway, by client");
    prometheus::Histogram &deliveryAll = delivery.Add({}, kDeliveryBuckets);

    QMutex collectorMutex;
    std::function<void(Metrics &)> collector;
};

Metrics::Metrics()
    : d(std::make_unique<Families>())
{
    // Present from the first scrape, so that a query over them has a series before anything happened.
    for (JobState state : allJobStates()) {
        d->jobs.Add({{"state", utf8(jobStateName(state))}});
    }
    d->databaseUp.Add({});
    d->planThreads.Add({});
    d->threadsCap.Add({});
    d->capSetByOperator.Add({});
    d->threadsInUse.Add({});
}

Metrics::~Metrics() = default;

QString Metrics::upstreamEndpoint(const QString &path, const QString &action)
{
    if (path != QLatin1String("res.php")) {
        return path == QLatin1String("in.php") ? path : QStringLiteral("other");
    }
    static const QStringList known{QStringLiteral("get"),
                                   QStringLiteral("threadsinfo"),
                                   QStringLiteral("getbalance"),
                                   QStringLiteral("reportgood"),
                                   QStringLiteral("reportbad")};
    return QStringLiteral("res.php/") + (known.contains(action) ? action : QStringLiteral("other"));
}

QString Metrics::upstreamOutcome(const ApiFailure *failure)
{
    if (!failure) {
        return QStringLiteral("ok");
    }
    if (ResponseParser::isTransportCode(failure->code)) {
        return QStringLiteral("transport");
    }
    switch (failure->errorClass) {
    case ErrorClass::NotReady:
        return QStringLiteral("not_ready");
    case ErrorClass::Transient:
        return QStringLiteral("transient");
    case ErrorClass::Capacity:
        return QStringLiteral("no_thread");
    case ErrorClass::AuthPause:
        return QStringLiteral("key_rejected");
    case ErrorClass::BanPause:
        return QStringLiteral("banned");
    case ErrorClass::EndpointPause:
        return QStringLiteral("endpoint_refused");
    case ErrorClass::JobFailure:
        return QStringLiteral("job_failed");
    case ErrorClass::ClientBug:
        return QStringLiteral("client_bug");
    }
    return QStringLiteral("transient");
}

void Metrics::countUpstreamRequest(const QString &path, const QString &action, const ApiFailure *failure)
{
    d->upstream.Add({{"endpoint", utf8(upstreamEndpoint(path, action))}, {"outcome", utf8(upstreamOutcome(failure))}})
        .Increment();
}

void Metrics::observeSolve(Method method, qint64 submitToTokenMs, qint64 readyToCollectedMs)
{
    d->solveDuration.Add({{"method", utf8(methodName(method))}}, kSolveBuckets).Observe(seconds(submitToTokenMs));
    d->deliveryAll.Observe(seconds(readyToCollectedMs));
}

void Metrics::setEngineStatus(const EngineStatus &status)
{
    d->planThreads.Add({}).Set(std::max(0, status.planThreads));
    const bool capKnown = status.capSetByOperator || status.planThreads > 0;
    d->threadsCap.Add({}).Set(capKnown ? std::max(0, status.effectiveCap) : 0);
    d->capSetByOperator.Add({}).Set(status.capSetByOperator ? 1 : 0);
    d->threadsInUse.Add({}).Set(std::max(0, status.inFlight));
    if (status.accountWorking >= 0) {
        d->accountWorking.Add({}).Set(status.accountWorking);
    }
}

void Metrics::setJobCounts(const QMap<JobState, int> &counts)
{
    for (JobState state : allJobStates()) {
        d->jobs.Add({{"state", utf8(jobStateName(state))}}).Set(counts.value(state, 0));
    }
    setDatabaseUp(true);
}

void Metrics::readJobCounts(const JobStore &store)
{
    if (!store.isOpen()) {
        setDatabaseUp(false);
        return;
    }
    QSqlQuery q = store.readQuery();
    if (!q.exec(QStringLiteral("SELECT state, COUNT(*) FROM jobs GROUP BY state"))) {
        setDatabaseUp(false);
        return;
    }
    QMap<JobState, int> counts;
    while (q.next()) {
        if (const auto state = jobStateFromName(q.value(0).toString())) {
            counts.insert(*state, q.value(1).toInt());
        }
    }
    setJobCounts(counts);
}

void Metrics::setDatabaseUp(bool up)
{
    d->databaseUp.Add({}).Set(up ? 1 : 0);
}

void Metrics::countGatewayRequest(const QString &protocol, const QString &route, int status)
{
    d->gatewayRequests.Add({{"protocol", utf8(protocol)}, {"route", utf8(route)}, {"status", std::to_string(status)}})
        .Increment();
}

void Metrics::setEventStreams(const QString &client, int open)
{
    d->eventStreams.Add({{"client", utf8(client)}}).Set(std::max(0, open));
}

void Metrics::addEventStreams(const QString &client, int delta)
{
    prometheus::Gauge &gauge = d->eventStreams.Add({{"client", utf8(client)}});
    gauge.Increment(delta);
    if (gauge.Value() < 0) {
        gauge.Set(0);
    }
}

void Metrics::countJobsEnqueued(const QString &client, int jobs)
{
    if (jobs > 0) {
        d->enqueued.Add({{"client", utf8(client)}}).Increment(jobs);
    }
}

void Metrics::setCollector(std::function<void(Metrics &)> collector)
{
    const QMutexLocker lock(&d->collectorMutex);
    d->collector = std::move(collector);
}

Metrics::Exposition Metrics::expose()
{
    std::function<void(Metrics &)> collector;
    {
        const QMutexLocker lock(&d->collectorMutex);
        collector = d->collector;
    }
    if (collector) {
        collector(*this);
    }
    std::ostringstream out;
    prometheus::TextSerializer().Serialize(out, d->registry.Collect());
    const std::string text = out.str();
    return {QByteArray(text.data(), qsizetype(text.size())), contentType()};
}

QByteArray Metrics::contentType()
{
    return QByteArrayLiteral("text/plain; version=0.0.4; charset=utf-8");
}

} // namespace SolveDeck
