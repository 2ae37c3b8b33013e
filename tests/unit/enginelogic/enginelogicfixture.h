#pragma once

// The fixture of the engine logic tests: an engine on a SQLite store, a FakeApi and a ManualScheduler.

#include "core/engine/engine.h"
#include "core/engine/scheduler.h"
#include "core/store/jobstore.h"
#include "fakeapi.h"
#include "support/testhosts.h"

#include <QSqlDatabase>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <QUuid>
#include <gtest/gtest.h>

#include <functional>
#include <memory>

// A second connection to the database file, as another process would hold it.
class OtherConnection
{
public:
    explicit OtherConnection(const QString &path)
        : m_name(QStringLiteral("other.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
        db.setDatabaseName(path);
        db.open();
    }

    ~OtherConnection()
    {
        {
            QSqlDatabase db = QSqlDatabase::database(m_name, false);
            db.close();
        }
        QSqlDatabase::removeDatabase(m_name);
    }

    bool exec(const QString &sql) const
    {
        QSqlQuery q(QSqlDatabase::database(m_name, false));
        return q.exec(sql);
    }

private:
    QString m_name;
};

class EngineLogic : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        path = dir.filePath(QStringLiteral("jobs.sqlite"));
        ASSERT_TRUE(store.openSqlite(path).ok());
        ASSERT_TRUE(SolveDeckTest::authoriseTestHosts(store));
        makeEngine();
    }

    void TearDown() override
    {
        if (engine) {
            engine->stop();
        }
    }

    void makeEngine()
    {
        engine.reset();
        engine = std::make_unique<SolveDeck::Engine>(&store, &api, &scheduler, clock);
        engine->setTimingPolicy(policy);
    }

    // Starts and answers the first threadsinfo with a plan of `threads`, none busy.
    void startWithPlan(int threads, int cap = 5)
    {
        engine->setThreadCap(cap);
        engine->start();
        scheduler.runDue();
        ASSERT_TRUE(api.answerThreadsInfo(threads, 0));
        scheduler.runDue();
    }

    qint64 enqueue(SolveDeck::Method method = SolveDeck::Method::Turnstile, int n = 0)
    {
        SolveDeck::TaskSpec s;
        s.method = method;
        s.sitekey = method == SolveDeck::Method::Turnstile ? QStringLiteral("1x00000000000000000000AA")
                                                           : QStringLiteral("6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-");
        s.pageurl = QStringLiteral("https://example.test/login/%1").arg(n);
        const auto r = store.enqueue(s);
        EXPECT_TRUE(r.ok());
        return r.ok() ? r.value().jobId : 0;
    }

    SolveDeck::Job job(qint64 id) const { return store.job(id).value_or(SolveDeck::Job{}); }

    // Advances in small steps until `condition` holds, at most `limitMs` of engine time.
    bool advanceUntil(const std::function<bool()> &condition, qint64 limitMs, qint64 stepMs = 100)
    {
        for (qint64 t = 0; t <= limitMs; t += stepMs) {
            if (condition()) {
                return true;
            }
            scheduler.advance(stepMs);
        }
        return condition();
    }

    SolveDeck::TimingPolicy policy = SolveDeck::TimingPolicy::defaults();
    SolveDeck::ManualClock clock;
    SolveDeck::ManualScheduler scheduler{clock};
    QTemporaryDir dir;
    QString path;
    SolveDeck::JobStore store{clock};
    SolveDeckTest::FakeApi api;
    std::unique_ptr<SolveDeck::Engine> engine;
};
