// What a service manager and a scraper see of the gateway (issue 37), over real sockets: GET /healthz without a
// token, its cause when the engine waits; GET /metrics for a scrape-only token only (401 without, 403 for a job
// token), with the gateway's own families counted by route pattern and client name, never a token or a path.
#include "core/engine/engine.h"
#include "core/metrics/metrics.h"
#include "servicefixture.h"

using SolveDeck::ClientSettings;
using SolveDeck::Engine;
using SolveDeck::GatewayClient;
using namespace SolveDeckTest;
using namespace Qt::StringLiterals;

namespace {

const QByteArray
    aJob = R"({"method":"turnstile","sitekey":"0x4AAAAAAAC3DHQFLr1GavRN","pageurl":"https://a.shop.test/"})";

class ServiceRoutesTest : public GatewayServiceTest
{
protected:
    void setEngineState(Engine::State state)
    {
        SolveDeck::EngineStatus status;
        status.state = int(state);
        engine.setStatus(status);
    }

    QString scrapeToken()
    {
        ClientSettings scrape;
        scrape.scope = GatewayClient::Scope::Metrics;
        return addClient(u"prometheus"_s, scrape);
    }

    SolveDeck::Metrics registry;
};

TEST_F(ServiceRoutesTest, HealthzNeedsNoTokenAndNamesTheCauseWhenTheEngineWaits)
{
    start();
    setEngineState(Engine::State::Running);
    HttpAnswer answer = request(HttpTestClient::get("/healthz"));
    EXPECT_EQ(answer.status, 200) << answer.body.constData();
    EXPECT_EQ(json(answer).value(u"status"_s).toString(), u"ok"_s);

    setEngineState(Engine::State::PausedForKey);
    answer = request(HttpTestClient::get("/healthz"));
    EXPECT_EQ(answer.status, 503) << answer.body.constData();
    EXPECT_EQ(json(answer).value(u"cause"_s).toString(), u"key_rejected"_s);
    EXPECT_FALSE(json(answer).value(u"fix"_s).toString().isEmpty());

    setEngineState(Engine::State::StoreError);
    answer = request(HttpTestClient::get("/healthz"));
    EXPECT_EQ(answer.status, 503);
    EXPECT_EQ(json(answer).value(u"cause"_s).toString(), u"database_unreachable"_s);

    // Only GET: another method is the router's 405.
    EXPECT_EQ(request(HttpTestClient::post("/healthz", "{}")).status, 405);
}

TEST_F(ServiceRoutesTest, MetricsTakesOnlyAScrapeOnlyToken)
{
    metrics = &registry;
    const QString scrape = scrapeToken();
    const QString jobs = addClient(u"suite"_s);
    start();
    const HttpAnswer anonymous = request(HttpTestClient::get("/metrics"));
    EXPECT_EQ(anonymous.status, 401) << anonymous.body.constData();
    EXPECT_EQ(anonymous.header("WWW-Authenticate"), "Bearer");
    EXPECT_EQ(request(HttpTestClient::get("/metrics", bearer(u"not-a-token"_s))).status, 401);
    const HttpAnswer jobToken = request(HttpTestClient::get("/metrics", bearer(jobs)));
    EXPECT_EQ(jobToken.status, 403) << jobToken.body.constData();
    const HttpAnswer scraped = request(HttpTestClient::get("/metrics", bearer(scrape)));
    EXPECT_EQ(scraped.status, 200) << scraped.body.constData();
    EXPECT_TRUE(scraped.header("Content-Type").startsWith("text/plain; version=0.0.4"))
        << scraped.header("Content-Type").constData();
    EXPECT_TRUE(scraped.body.contains("solvedeck_database_up 1")) << scraped.body.constData();

    // It reads and never writes: its POSTs are 403, here and on the job routes.
    EXPECT_EQ(request(HttpTestClient::post("/metrics", "{}", bearer(scrape))).status, 403);
    EXPECT_EQ(request(HttpTestClient::post("/v1/solve", aJob, bearer(scrape))).status, 403);
    EXPECT_EQ(request(HttpTestClient::post("/metrics", "{}")).status, 405);
    EXPECT_EQ(store.countsByState().value(SolveDeck::JobState::Queued), 0);
}

TEST_F(ServiceRoutesTest, MetricsCountRequestsByRoutePatternAndJobsAndStreamsByClientName)
{
    metrics = &registry;
    const QString scrape = scrapeToken();
    const QString jobs = addClient(u"suite"_s);
    start();
    const HttpAnswer created = request(HttpTestClient::post("/v1/solve", aJob, bearer(jobs)));
    ASSERT_EQ(created.status, 202) << created.body.constData();
    const QByteArray id = QByteArray::number(json(created).value(u"id"_s).toInteger());
    ASSERT_EQ(request(HttpTestClient::get("/v1/solve/" + id, bearer(jobs))).status, 200);
    ASSERT_EQ(request(HttpTestClient::get("/v1/solve/999999", bearer(jobs))).status, 404);
    ASSERT_EQ(request(HttpTestClient::get("/nowhere")).status, 404);

    HttpTestClient stream(port);
    ASSERT_TRUE(stream.waitConnected());
    stream.send(HttpTestClient::get("/v1/events", bearer(jobs)));
    const auto streamHead = stream.nextAnswer(false);
    ASSERT_TRUE(streamHead.has_value());
    ASSERT_EQ(streamHead->status, 200);

    const HttpAnswer scraped = request(HttpTestClient::get("/metrics", bearer(scrape)));
    ASSERT_EQ(scraped.status, 200);
    const QByteArray &text = scraped.body;
    EXPECT_TRUE(text.contains(R"(solvedeck_jobs_enqueued_total{client="suite"} 1)")) << text.constData();
    EXPECT_TRUE(text.contains(R"(solvedeck_event_streams{client="suite"} 1)")) << text.constData();
    EXPECT_TRUE(text.contains(R"(solvedeck_jobs{state="queued"} 1)")) << text.constData();
    EXPECT_TRUE(text.contains(R"(route="/v1/solve/{id}",status="200"})")) << text.constData();
    EXPECT_TRUE(text.contains(R"(route="/v1/solve/{id}",status="404"})")) << text.constData();
    EXPECT_TRUE(text.contains(R"(protocol="none",route="none",status="404"})")) << text.constData();
    EXPECT_TRUE(text.contains(R"(protocol="native",route="/v1/solve",status="202"})")) << text.constData();
    // Never a path with an id, a token or the client's secret.
    EXPECT_FALSE(text.contains(QByteArray("/v1/solve/").append(id))) << text.constData();
    EXPECT_FALSE(text.contains(jobs.toLatin1()));
    EXPECT_FALSE(text.contains(scrape.toLatin1()));
}

TEST_F(ServiceRoutesTest, WithoutARegistryMetricsIsNotFoundButStillNeedsItsToken)
{
    const QString scrape = scrapeToken();
    start();
    EXPECT_EQ(request(HttpTestClient::get("/metrics")).status, 401);
    EXPECT_EQ(request(HttpTestClient::get("/metrics", bearer(scrape))).status, 404);
}

} // namespace
