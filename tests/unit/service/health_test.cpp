// GET /healthz's judgement (issue 37): 200 while the database answers and the engine runs, 503 with a fixed cause
// otherwise; the body holds no secret and no job data.
#include "core/service/health.h"
#include "core/store/jobstore.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

using namespace SolveDeck;
using State = Engine::State;

namespace {

HealthFacts running()
{
    HealthFacts f;
    f.engineOpen = true;
    f.engineState = State::Running;
    f.databaseReachable = true;
    return f;
}

QJsonObject body(const Health &h)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(h.json(), &error);
    EXPECT_EQ(error.error, QJsonParseError::NoError) << h.json().toStdString();
    return doc.object();
}

} // namespace

TEST(Health, RunningWithTheDatabaseAnsweringIsOk)
{
    const Health h = assessHealth(running());
    EXPECT_TRUE(h.ok);
    EXPECT_EQ(h.httpStatus, 200);
    EXPECT_EQ(h.cause, QStringLiteral("ok"));
    EXPECT_EQ(body(h), (QJsonObject{{QStringLiteral("status"), QStringLiteral("ok")}}));
    EXPECT_EQ(Health::contentType(), QByteArrayLiteral("application/json"));

    HealthFacts notAsked = running();
    notAsked.databaseReachable.reset();
    EXPECT_TRUE(assessHealth(notAsked).ok) << "without a ping, the engine's state speaks for the database";
}

TEST(Health, EveryOtherStateIsUnavailableWithItsCause)
{
    struct Case
    {
        const char *name;
        HealthFacts facts;
        const char *cause;
    };

    HealthFacts stopping = running();
    stopping.stopping = true;
    HealthFacts starting = running();
    starting.engineOpen = false;
    starting.engineState = State::Stopped;
    HealthFacts noDatabase = running();
    noDatabase.databaseReachable = false;
    HealthFacts storeError = running();
    storeError.engineState = State::StoreError;
    storeError.databaseReachable.reset();
    HealthFacts badKey = running();
    badKey.engineState = State::PausedForKey;
    HealthFacts banned = running();
    banned.engineState = State::Banned;
    HealthFacts endpoint = running();
    endpoint.engineState = State::EndpointProblem;
    HealthFacts stopped = running();
    stopped.engineState = State::Stopped;
    const Case cases[] = {
        {"stopping", stopping, "stopping"},
        {"starting", starting, "starting"},
        {"ping failed", noDatabase, "database_unreachable"},
        {"store error", storeError, "database_unreachable"},
        {"key rejected", badKey, "key_rejected"},
        {"banned", banned, "ip_banned"},
        {"endpoint", endpoint, "endpoint_failing"},
        {"stopped", stopped, "engine_stopped"},
    };
    for (const Case &c : cases) {
        const Health h = assessHealth(c.facts);
        EXPECT_FALSE(h.ok) << c.name;
        EXPECT_EQ(h.httpStatus, 503) << c.name;
        EXPECT_EQ(h.cause, QString::fromLatin1(c.cause)) << c.name;
        const QJsonObject b = body(h);
        EXPECT_EQ(b.value(QStringLiteral("status")).toString(), QStringLiteral("unavailable")) << c.name;
        EXPECT_EQ(b.value(QStringLiteral("cause")).toString(), QString::fromLatin1(c.cause)) << c.name;
        EXPECT_FALSE(b.value(QStringLiteral("message")).toString().isEmpty()) << c.name;
        EXPECT_FALSE(b.value(QStringLiteral("fix")).toString().isEmpty()) << c.name;
        EXPECT_EQ(b.keys().size(), 4) << c.name << ": nothing beyond status, cause, message and fix";
    }
}

// A stop outranks everything (the service manager asked for it); a database that does not answer outranks what the
// engine says (the engine's own writes may not have failed yet).
TEST(Health, TheCausesHaveAnOrder)
{
    HealthFacts f = running();
    f.engineState = State::PausedForKey;
    f.databaseReachable = false;
    EXPECT_EQ(assessHealth(f).cause, QStringLiteral("database_unreachable"));
    f.stopping = true;
    EXPECT_EQ(assessHealth(f).cause, QStringLiteral("stopping"));
}

TEST(Health, PingAsksTheDatabase)
{
    JobStore closed;
    EXPECT_FALSE(pingStore(closed).ok());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("jobs.sqlite"));
    JobStore store;
    ASSERT_TRUE(store.openSqlite(path).ok());
    EXPECT_TRUE(pingStore(store).ok());
    store.close();
    EXPECT_FALSE(pingStore(store).ok());
}
