#pragma once

// One event loop with everything real: the in-process simulator on 127.0.0.1, a JobStore on a fresh database
// (a temporary SQLite file, or a PostgreSQL database for the suites run on both backends: EngineOnBackends),
// the ApiClient and the Engine, with time scaled down (TimingPolicy and simulator alike) so a 15 s first poll
// takes 300 ms. Waits are bounded and driven by the event loop, never by sleeping.

#include "core/engine/engine.h"
#include "core/engine/errorpolicy.h"
#include "core/net/apiclient.h"
#include "core/store/jobstore.h"
#include "sim/simulator.h"
#include "support/testdatabase.h"
#include "support/testhosts.h"
#include "support/testutil.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <memory>

namespace SolveDeckTest {

// The simulator's built-in key (SimConfig::kDefaultKey): a test value, not a secret.
inline const QString kSimKey = QStringLiteral("0123456789abcdef0123456789abcdef");

class EngineFixture : public ::testing::Test
{
protected:
    // Engine and simulator time scale: 0.02 turns the 120 s deadline into 2.4 s.
    static constexpr double kScale = 0.02;

    void SetUp() override { startSimulator({}); }

    // Applies `config` over profile "fast" at kScale and a fixed seed, opens the store and builds the engine.
    void startSimulator(const QJsonObject &config)
    {
        QJsonObject merged{{QStringLiteral("profile"), QStringLiteral("fast")},
                           {QStringLiteral("timeScale"), kScale},
                           {QStringLiteral("threads"), 5},
                           {QStringLiteral("seed"), 7}};
        for (auto it = config.begin(); it != config.end(); ++it) {
            merged.insert(it.key(), it.value());
        }
        QString error;
        ASSERT_TRUE(sim.applyConfig(merged, &error)) << error.toStdString();
        if (sim.baseUrl().port() <= 0) {
            ASSERT_NE(sim.listen(0), 0);
        }
        if (!store.isOpen()) {
            database = std::make_unique<TestDatabase>(backend());
            ASSERT_TRUE(database->ready()) << database->error().toStdString();
            const auto opened = store.open(database->location());
            ASSERT_TRUE(opened.ok()) << opened.error().message.toStdString();
            QString hostsError;
            ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store, &hostsError)) << hostsError.toStdString();
        }
        ASSERT_TRUE(client.setEndpoint(sim.baseUrl()).ok());
        client.setApiKey(kSimKey);
        engine = std::make_unique<SolveDeck::Engine>(&store, &client);
        engine->setTimingPolicy(SolveDeck::TimingPolicy::defaults().scaled(kScale));
    }

    void TearDown() override
    {
        if (engine) {
            engine->stop();
        }
    }

    // The database the suite runs on; EngineOnBackends runs a suite on both.
    virtual Backend backend() const { return Backend::Sqlite; }

    // Where the store is, for a second connection (another process's, in a test).
    QString databaseLocation() const { return database ? database->location() : QString(); }

    static SolveDeck::TaskSpec spec(SolveDeck::Method method, int n = 0)
    {
        SolveDeck::TaskSpec s;
        s.method = method;
        if (method == SolveDeck::Method::Image) {
            // GIF magic padded past the simulator's 100-byte minimum: it checks size and type, not pixels.
            const QByteArray image = QByteArray("GIF89a") + QByteArray(200, char(n % 100));
            s.params.insert(QStringLiteral("body"), QString::fromLatin1(image.toBase64()));
        } else {
            // Cloudflare's documented test site key for Turnstile; a 40-character key for reCAPTCHA.
            s.sitekey = method == SolveDeck::Method::Turnstile
                          ? QStringLiteral("1x00000000000000000000AA")
                          : QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
            s.pageurl = QStringLiteral("https://example.test/login/%1").arg(n);
            if (method == SolveDeck::Method::RecaptchaV3) {
                s.params.insert(QStringLiteral("action"), QStringLiteral("login"));
                s.params.insert(QStringLiteral("min_score"), QStringLiteral("0.3"));
            }
        }
        return s;
    }

    qint64 enqueue(SolveDeck::Method method, int n = 0, const QString &key = {})
    {
        const auto r = store.enqueue(spec(method, n), key);
        EXPECT_TRUE(r.ok()) << (r.ok() ? std::string() : r.error().message.toStdString());
        return r.ok() ? r.value().jobId : 0;
    }

    QList<qint64> enqueueMany(int count, SolveDeck::Method method = SolveDeck::Method::Turnstile)
    {
        QList<qint64> ids;
        for (int i = 0; i < count; ++i) {
            ids.append(enqueue(method, i));
        }
        return ids;
    }

    SolveDeck::Job job(qint64 id) const { return store.job(id).value_or(SolveDeck::Job{}); }

    bool allTerminal(const QList<qint64> &ids) const
    {
        for (qint64 id : ids) {
            const auto j = store.job(id);
            if (!j || !SolveDeck::isTerminal(j->state)) {
                return false;
            }
        }
        return true;
    }

    int countInState(const QList<qint64> &ids, SolveDeck::JobState state) const
    {
        int n = 0;
        for (qint64 id : ids) {
            const auto j = store.job(id);
            n += (j && j->state == state) ? 1 : 0;
        }
        return n;
    }

    bool hasEvent(qint64 id, const char *kind) const
    {
        for (const SolveDeck::JobEvent &e : store.events(id)) {
            if (e.kind == QLatin1String(kind)) {
                return true;
            }
        }
        return false;
    }

    QJsonObject keyStats() const
    {
        return sim.stats().value(QStringLiteral("keys")).toObject().value(kSimKey).toObject();
    }

    int requests(const QString &name) const
    {
        return sim.stats().value(QStringLiteral("requests")).toObject().value(name).toInt();
    }

    QTemporaryDir dir;
    std::unique_ptr<TestDatabase> database;
    SolveDeckSim::Simulator sim;
    SolveDeck::JobStore store;
    SolveDeck::ApiClient client;
    std::unique_ptr<SolveDeck::Engine> engine;
};

// A suite run on SQLite and on PostgreSQL: TEST_P(Suite, ...) with
//   class Suite : public EngineOnBackends {};
//   INSTANTIATE_TEST_SUITE_P(Backends, Suite, allBackends(), backendName);
class EngineOnBackends
    : public EngineFixture
    , public ::testing::WithParamInterface<Backend>
{
protected:
    Backend backend() const override { return GetParam(); }
};

} // namespace SolveDeckTest
