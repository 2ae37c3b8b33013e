// /metrics (issue 37): the registry's text parsed back: every family's name and type, the label sets, the
// histograms' buckets, and no label carrying a token, a key or a page URL.
#include "core/metrics/metrics.h"
#include "core/protocol/apiresult.h"
#include "core/protocol/responseparser.h"
#include "core/store/jobstore.h"

#include <QMap>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QThread>
#include <gtest/gtest.h>

#include <vector>

using namespace SolveDeck;

namespace {

struct Sample
{
    QString name;
    QMap<QString, QString> labels;
    double value = 0;
};

// The Prometheus text format (version 0.0.4), as far as these tests need: # TYPE lines and samples.
struct Exposition
{
    QMap<QString, QString> types; // family -> counter, gauge, histogram
    QMap<QString, QString> help;
    std::vector<Sample> samples;
    QStringList errors;

    explicit Exposition(const QByteArray &text)
    {
        static const QRegularExpression sampleLine(
            QStringLiteral(R"(^([a-zA-Z_:][a-zA-Z0-9_:]*)(\{(.*)\})? (\S+)( \d+)?$)"));
        static const QRegularExpression labelPair(
            QStringLiteral(R"re(([a-zA-Z_][a-zA-Z0-9_]*)="((?:[^"\\]|\\.)*)")re"));
        for (const QString &line : QString::fromUtf8(text).split(QLatin1Char('\n'), Qt::SkipEmptyParts)) {
            if (line.startsWith(QLatin1String("# TYPE "))) {
                const QStringList parts = line.split(QLatin1Char(' '));
                types.insert(parts.value(2), parts.value(3));
                continue;
            }
            if (line.startsWith(QLatin1String("# HELP "))) {
                const QStringList parts = line.split(QLatin1Char(' '));
                help.insert(parts.value(2), parts.mid(3).join(QLatin1Char(' ')));
                continue;
            }
            const QRegularExpressionMatch m = sampleLine.match(line);
            if (!m.hasMatch()) {
                errors << line;
                continue;
            }
            Sample s;
            s.name = m.captured(1);
            auto pairs = labelPair.globalMatch(m.captured(3));
            while (pairs.hasNext()) {
                const QRegularExpressionMatch p = pairs.next();
                s.labels.insert(p.captured(1), p.captured(2));
            }
            bool ok = false;
            s.value = m.captured(4) == QLatin1String("+Inf") ? qInf() : m.captured(4).toDouble(&ok);
            if (!ok && m.captured(4) != QLatin1String("+Inf")) {
                errors << line;
            }
            samples.push_back(s);
        }
    }

    std::vector<Sample> of(const QString &name) const
    {
        std::vector<Sample> found;
        for (const Sample &s : samples) {
            if (s.name == name) {
                found.push_back(s);
            }
        }
        return found;
    }

    // The value of the one sample of `name` whose labels include `labels`; NaN when there is none.
    double value(const QString &name, const QMap<QString, QString> &labels = {}) const
    {
        for (const Sample &s : of(name)) {
            bool all = true;
            for (auto it = labels.cbegin(); it != labels.cend(); ++it) {
                all = all && s.labels.value(it.key()) == it.value();
            }
            if (all) {
                return s.value;
            }
        }
        return qQNaN();
    }
};

Exposition scrape(Metrics &metrics)
{
    const Metrics::Exposition out = metrics.expose();
    EXPECT_EQ(out.contentType, QByteArrayLiteral("text/plain; version=0.0.4; charset=utf-8"));
    Exposition parsed(out.body);
    EXPECT_TRUE(parsed.errors.isEmpty()) << parsed.errors.join(QLatin1Char('\n')).toStdString();
    return parsed;
}

ApiFailure failureOf(const QString &code)
{
    return ResponseParser::failureForCode(code);
}

QSet<QString> labelNames(const std::vector<Sample> &samples)
{
    QSet<QString> names;
    for (const Sample &s : samples) {
        for (auto it = s.labels.cbegin(); it != s.labels.cend(); ++it) {
            names.insert(it.key());
        }
    }
    return names;
}

} // namespace

TEST(Metrics, EveryFamilyHasItsNameTypeAndHelp)
{
    Metrics metrics;
    metrics.countUpstreamRequest(QStringLiteral("in.php"), QStringLiteral("turnstile"), nullptr);
    metrics.observeSolve(Method::Turnstile, 6'000, 1'000);
    metrics.countGatewayRequest(QStringLiteral("native"), QStringLiteral("/v1/solve"), 202);
    metrics.setEventStreams(QStringLiteral("ci-suite"), 1);
    metrics.countJobsEnqueued(QStringLiteral("ci-suite"));
    EngineStatus status;
    status.accountWorking = 3;
    metrics.setEngineStatus(status);
    const Exposition e = scrape(metrics);
    const QMap<QString, QString> expected{
        {QStringLiteral("solvedeck_jobs"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_database_up"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_plan_threads"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_threads_cap"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_threads_cap_set_by_operator"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_threads_in_use"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_account_working_threads"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_upstream_requests_total"), QStringLiteral("counter")},
        {QStringLiteral("solvedeck_solve_duration_seconds"), QStringLiteral("histogram")},
        {QStringLiteral("solvedeck_delivery_seconds"), QStringLiteral("histogram")},
        {QStringLiteral("solvedeck_gateway_requests_total"), QStringLiteral("counter")},
        {QStringLiteral("solvedeck_event_streams"), QStringLiteral("gauge")},
        {QStringLiteral("solvedeck_jobs_enqueued_total"), QStringLiteral("counter")},
    };
    for (auto it = expected.cbegin(); it != expected.cend(); ++it) {
        EXPECT_EQ(e.types.value(it.key()), it.value()) << it.key().toStdString();
        EXPECT_FALSE(e.help.value(it.key()).isEmpty()) << it.key().toStdString();
    }
    EXPECT_EQ(e.types.size(), expected.size()) << "no family beyond the documented ones";
}

TEST(Metrics, TheJobsGaugeHasEveryStateAndFollowsTheCount)
{
    Metrics metrics;
    Exposition e = scrape(metrics);
    EXPECT_EQ(e.of(QStringLiteral("solvedeck_jobs")).size(), allJobStates().size()) << "every state from the start";
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_database_up")), 0);

    int calls = 0;
    metrics.setCollector([&calls](Metrics &m) {
        ++calls;
        m.setJobCounts({{JobState::Queued, 7}, {JobState::Solved, 40}});
    });
    e = scrape(metrics);
    EXPECT_EQ(calls, 1) << "the collector runs at each scrape";
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("queued")}}), 7);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("solved")}}), 40);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("failed")}}), 0);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_database_up")), 1);
    EXPECT_EQ(labelNames(e.of(QStringLiteral("solvedeck_jobs"))), QSet<QString>{QStringLiteral("state")});

    metrics.setCollector([](Metrics &m) {
        m.setDatabaseUp(false); // the count failed: the last counts stay
    });
    e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_database_up")), 0);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("queued")}}), 7);
}

TEST(Metrics, TheCapGaugesSayThePlanAndWhoseCapItIs)
{
    Metrics metrics;
    EngineStatus s;
    s.effectiveCap = 5; // before threadsinfo: the engine's placeholder, not a cap in force
    metrics.setEngineStatus(s);
    Exposition e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_cap")), 0);
    EXPECT_TRUE(qIsNaN(e.value(QStringLiteral("solvedeck_account_working_threads")))) << "unset until read";

    s.planThreads = 20;
    s.effectiveCap = 20;
    s.inFlight = 17;
    s.accountWorking = 18;
    metrics.setEngineStatus(s);
    e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_plan_threads")), 20);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_cap")), 20);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_cap_set_by_operator")), 0);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_in_use")), 17);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_account_working_threads")), 18);

    s.capSetByOperator = true;
    s.effectiveCap = 4;
    metrics.setEngineStatus(s);
    e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_cap")), 4);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_threads_cap_set_by_operator")), 1);
}

TEST(Metrics, UpstreamRequestsAreCountedByEndpointAndAFixedSetOfOutcomes)
{
    EXPECT_EQ(Metrics::upstreamEndpoint(QStringLiteral("in.php"), QStringLiteral("userrecaptcha")),
              QStringLiteral("in.php"));
    EXPECT_EQ(Metrics::upstreamEndpoint(QStringLiteral("res.php"), QStringLiteral("threadsinfo")),
              QStringLiteral("res.php/threadsinfo"));
    EXPECT_EQ(Metrics::upstreamEndpoint(QStringLiteral("res.php"), QStringLiteral("something-new")),
              QStringLiteral("res.php/other"));

    const ApiFailure timeout = ResponseParser::transportFailure(QStringLiteral("TIMEOUT"),
                                                                QStringLiteral("late"),
                                                                true);
    EXPECT_EQ(Metrics::upstreamOutcome(nullptr), QStringLiteral("ok"));
    EXPECT_EQ(Metrics::upstreamOutcome(&timeout), QStringLiteral("transport"));
    const ApiFailure zeroBalance = failureOf(QStringLiteral("ERROR_NO_SLOT_AVAILABLE"));
    EXPECT_EQ(Metrics::upstreamOutcome(&zeroBalance), QStringLiteral("no_thread"));
    const ApiFailure badKey = failureOf(QStringLiteral("ERROR_WRONG_USER_KEY"));
    EXPECT_EQ(Metrics::upstreamOutcome(&badKey), QStringLiteral("key_rejected"));
    const ApiFailure banned = failureOf(QStringLiteral("IP_BANNED"));
    EXPECT_EQ(Metrics::upstreamOutcome(&banned), QStringLiteral("banned"));
    const ApiFailure unsolvable = failureOf(QStringLiteral("ERROR_CAPTCHA_UNSOLVABLE"));
    EXPECT_EQ(Metrics::upstreamOutcome(&unsolvable), QStringLiteral("job_failed"));

    Metrics metrics;
    metrics.countUpstreamRequest(QStringLiteral("in.php"), QStringLiteral("turnstile"), nullptr);
    metrics.countUpstreamRequest(QStringLiteral("in.php"), QStringLiteral("turnstile"), nullptr);
    metrics.countUpstreamRequest(QStringLiteral("in.php"), QStringLiteral("userrecaptcha"), &timeout);
    metrics.countUpstreamRequest(QStringLiteral("res.php"), QStringLiteral("get"), &zeroBalance);
    const Exposition e = scrape(metrics);
    const QString name = QStringLiteral("solvedeck_upstream_requests_total");
    EXPECT_EQ(e.value(name,
                      {{QStringLiteral("endpoint"), QStringLiteral("in.php")},
                       {QStringLiteral("outcome"), QStringLiteral("ok")}}),
              2);
    EXPECT_EQ(e.value(name,
                      {{QStringLiteral("endpoint"), QStringLiteral("in.php")},
                       {QStringLiteral("outcome"), QStringLiteral("transport")}}),
              1);
    EXPECT_EQ(e.value(name,
                      {{QStringLiteral("endpoint"), QStringLiteral("res.php/get")},
                       {QStringLiteral("outcome"), QStringLiteral("no_thread")}}),
              1);
    EXPECT_EQ(labelNames(e.of(name)), (QSet<QString>{QStringLiteral("endpoint"), QStringLiteral("outcome")}));
}

TEST(Metrics, HistogramsHaveTheirBucketsSumAndCount)
{
    Metrics metrics;
    metrics.observeSolve(Method::Turnstile, 6'000, 1'500);
    metrics.observeSolve(Method::Turnstile, 9'000, 500);
    metrics.observeSolve(Method::RecaptchaV2, 40'000, 2'500);
    const Exposition e = scrape(metrics);

    const QString bucket = QStringLiteral("solvedeck_solve_duration_seconds_bucket");
    std::vector<double> bounds;
    double previous = -1;
    for (const Sample &s : e.of(bucket)) {
        ASSERT_EQ(labelNames({s}), (QSet<QString>{QStringLiteral("method"), QStringLiteral("le")}));
        if (s.labels.value(QStringLiteral("method")) != QLatin1String("turnstile")) {
            continue;
        }
        const QString le = s.labels.value(QStringLiteral("le"));
        bounds.push_back(le == QLatin1String("+Inf") ? qInf() : le.toDouble());
        EXPECT_GE(s.value, previous) << "buckets are cumulative";
        previous = s.value;
    }
    ASSERT_GE(bounds.size(), 10U);
    EXPECT_TRUE(std::is_sorted(bounds.begin(), bounds.end()));
    EXPECT_TRUE(qIsInf(bounds.back()));
    auto turnstile = [](const QString &le) {
        return QMap<QString, QString>{{QStringLiteral("method"), QStringLiteral("turnstile")},
                                      {QStringLiteral("le"), le}};
    };
    EXPECT_EQ(e.value(bucket, turnstile(QStringLiteral("5"))), 0);
    EXPECT_EQ(e.value(bucket, turnstile(QStringLiteral("7.5"))), 1);
    EXPECT_EQ(e.value(bucket, turnstile(QStringLiteral("10"))), 2);
    EXPECT_EQ(e.value(bucket, turnstile(QStringLiteral("+Inf"))), 2);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_solve_duration_seconds_count"),
                      {{QStringLiteral("method"), QStringLiteral("turnstile")}}),
              2);
    EXPECT_DOUBLE_EQ(e.value(QStringLiteral("solvedeck_solve_duration_seconds_sum"),
                             {{QStringLiteral("method"), QStringLiteral("recaptcha_v2")}}),
                     40.0);

    const QString delivery = QStringLiteral("solvedeck_delivery_seconds_bucket");
    for (const Sample &s : e.of(delivery)) {
        EXPECT_EQ(labelNames({s}), QSet<QString>{QStringLiteral("le")}) << "no label beyond the bucket";
    }
    EXPECT_EQ(e.value(delivery, {{QStringLiteral("le"), QStringLiteral("1")}}), 1);
    EXPECT_EQ(e.value(delivery, {{QStringLiteral("le"), QStringLiteral("2")}}), 2);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_delivery_seconds_count")), 3);
    EXPECT_DOUBLE_EQ(e.value(QStringLiteral("solvedeck_delivery_seconds_sum")), 4.5);
}

TEST(Metrics, TheGatewaysFamiliesTakePlainValues)
{
    Metrics metrics;
    metrics.countGatewayRequest(QStringLiteral("native"), QStringLiteral("/v1/solve/{id}"), 200);
    metrics.countGatewayRequest(QStringLiteral("native"), QStringLiteral("/v1/solve/{id}"), 200);
    metrics.countGatewayRequest(QStringLiteral("compat"), QStringLiteral("/in.php"), 403);
    metrics.addEventStreams(QStringLiteral("ci-suite"), 1);
    metrics.addEventStreams(QStringLiteral("ci-suite"), 1);
    metrics.addEventStreams(QStringLiteral("ci-suite"), -1);
    metrics.addEventStreams(QStringLiteral("nightly"), -1); // never below 0
    metrics.countJobsEnqueued(QStringLiteral("ci-suite"), 25);
    metrics.countJobsEnqueued(QStringLiteral("ci-suite"), 0);
    const Exposition e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_gateway_requests_total"),
                      {{QStringLiteral("protocol"), QStringLiteral("native")},
                       {QStringLiteral("route"), QStringLiteral("/v1/solve/{id}")},
                       {QStringLiteral("status"), QStringLiteral("200")}}),
              2);
    EXPECT_EQ(labelNames(e.of(QStringLiteral("solvedeck_gateway_requests_total"))),
              (QSet<QString>{QStringLiteral("protocol"), QStringLiteral("route"), QStringLiteral("status")}));
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_event_streams"),
                      {{QStringLiteral("client"), QStringLiteral("ci-suite")}}),
              1);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_event_streams"),
                      {{QStringLiteral("client"), QStringLiteral("nightly")}}),
              0);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs_enqueued_total"),
                      {{QStringLiteral("client"), QStringLiteral("ci-suite")}}),
              25);
}

// What the engine and the gateway record from their threads while a scrape reads: nothing is lost.
TEST(Metrics, RecordingFromSeveralThreadsWhileScrapingLosesNothing)
{
    Metrics metrics;
    constexpr int kPerThread = 5'000;
    std::unique_ptr<QThread> engine(QThread::create([&metrics] {
        for (int i = 0; i < kPerThread; ++i) {
            metrics.countUpstreamRequest(QStringLiteral("res.php"), QStringLiteral("get"), nullptr);
            metrics.observeSolve(Method::Turnstile, 5'000, 1'000);
        }
    }));
    std::unique_ptr<QThread> gateway(QThread::create([&metrics] {
        for (int i = 0; i < kPerThread; ++i) {
            metrics.countGatewayRequest(QStringLiteral("native"), QStringLiteral("/v1/solve"), 202);
            metrics.countJobsEnqueued(QStringLiteral("client-%1").arg(i % 7));
        }
    }));
    engine->start();
    gateway->start();
    while (!engine->isFinished() || !gateway->isFinished()) {
        scrape(metrics);
    }
    engine->wait();
    gateway->wait();
    const Exposition e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_upstream_requests_total"),
                      {{QStringLiteral("endpoint"), QStringLiteral("res.php/get")}}),
              kPerThread);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_gateway_requests_total")), kPerThread);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_solve_duration_seconds_count")), kPerThread);
    double enqueued = 0;
    for (const Sample &s : e.of(QStringLiteral("solvedeck_jobs_enqueued_total"))) {
        enqueued += s.value;
    }
    EXPECT_EQ(enqueued, kPerThread);
}

// Label values are escaped as the format says: a client name with a quote or a backslash cannot end its label.
TEST(Metrics, LabelValuesAreEscaped)
{
    Metrics metrics;
    metrics.countJobsEnqueued(QStringLiteral("odd\"name\\x"));
    const QByteArray body = metrics.expose().body;
    EXPECT_TRUE(body.contains(R"(client="odd\"name\\x")")) << body.toStdString();
    EXPECT_TRUE(Exposition(body).errors.isEmpty());
}

// The collector a gateway sets: one grouped COUNT on its own connection; a closed database says so.
TEST(Metrics, JobCountsAreReadFromTheStore)
{
    QTemporaryDir dir;
    JobStore store;
    Metrics metrics;
    metrics.readJobCounts(store);
    EXPECT_EQ(scrape(metrics).value(QStringLiteral("solvedeck_database_up")), 0);

    ASSERT_TRUE(store.openSqlite(dir.filePath(QStringLiteral("jobs.sqlite"))).ok());
    TaskSpec spec;
    spec.method = Method::Turnstile;
    spec.sitekey = QStringLiteral("1x00000000000000000000AA");
    spec.pageurl = QStringLiteral("https://example.com/login");
    for (int i = 0; i < 3; ++i) {
        ASSERT_TRUE(store.enqueue(spec, QStringLiteral("k%1").arg(i)).ok());
    }
    const qint64 canceled = store.enqueue(spec, QStringLiteral("k9"))->jobId;
    ASSERT_TRUE(store.cancel(canceled).ok());
    metrics.setCollector([&store](Metrics &m) {
        m.readJobCounts(store);
    });
    const Exposition e = scrape(metrics);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("queued")}}), 3);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_jobs"), {{QStringLiteral("state"), QStringLiteral("canceled")}}), 1);
    EXPECT_EQ(e.value(QStringLiteral("solvedeck_database_up")), 1);
}
