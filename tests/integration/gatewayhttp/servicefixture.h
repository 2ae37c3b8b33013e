#pragma once

// The whole gateway (GatewayService: the store, the group commit, the desk, every protocol's routes, the HTTP layer)
// on 127.0.0.1 (a free port) over a temporary SQLite database, in front of a fake engine: the protocols are tried as
// programs meet them, over real sockets, with the engine's part scripted.

#include "core/engine/enginecontrol.h"
#include "core/store/authorisedhosts.h"
#include "core/store/clientregistry.h"
#include "core/store/jobstore.h"
#include "core/thread/mailbox.h"
#include "gateway/gatewayservice.h"
#include "httptestclient.h"
#include "support/testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QMutex>
#include <QSqlQuery>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <memory>

namespace SolveDeckTest {

// The engine as the gateway sees it, scripted: cancels succeed (the job is canceled in the store), the status is what
// the test sets, reports are recorded.
class FakeEngine : public SolveDeck::EngineControl
{
public:
    explicit FakeEngine(SolveDeck::JobStore &store)
        : m_store(store)
    {
    }

    void wake() override { ++wakes; }

    void cancelJob(qint64 id,
                   const std::shared_ptr<SolveDeck::Mailbox> &answers,
                   std::function<void(const SolveDeck::Result<void> &)> done) override
    {
        const SolveDeck::Result<void> canceled = m_store.cancel(id);
        answers->post([done = std::move(done), canceled] {
            done(canceled);
        });
    }

    SolveDeck::EngineStatus snapshot() const override
    {
        const QMutexLocker lock(&m_mutex);
        return status;
    }

    void setStatus(const SolveDeck::EngineStatus &next)
    {
        const QMutexLocker lock(&m_mutex);
        status = next;
    }

    void reportAnswer(qint64 jobId, const QString &, bool good) override { reports.append({jobId, good}); }

    int wakes = 0;
    QList<std::pair<qint64, bool>> reports;

private:
    SolveDeck::JobStore &m_store;
    mutable QMutex m_mutex;
    SolveDeck::EngineStatus status;
};

class GatewayServiceTest : public ::testing::Test
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(dir.isValid());
        location = dir.filePath(QStringLiteral("jobs.sqlite"));
        ASSERT_TRUE(store.openSqlite(location).ok());
        ASSERT_TRUE(SolveDeck::AuthorisedHosts(store).allow(QStringLiteral("*.shop.test")).ok());
    }

    void TearDown() override { service.reset(); }

    SolveDeck::Metrics *metrics = nullptr; // given to the service by start(); null: no /metrics

    void start(const SolveDeck::Gateway::GatewayLimits &limits = {})
    {
        service = std::make_unique<SolveDeck::Gateway::GatewayService>(&engine);
        SolveDeck::Gateway::GatewayService::Config config;
        config.databaseLocation = location;
        config.port = 0;
        config.limits = limits;
        config.metrics = metrics;
        const auto url = service->start(config);
        ASSERT_TRUE(url.ok()) << url.error().message.toStdString();
        port = quint16(url->port());
    }

    // A new client's token.
    QString addClient(const QString &name, const SolveDeck::ClientSettings &settings = {})
    {
        const auto added = SolveDeck::ClientRegistry(store).add(name, settings);
        EXPECT_TRUE(added.ok()) << (added.ok() ? std::string() : added.error().message.toStdString());
        return added.ok() ? added->token : QString();
    }

    // One request on a connection of its own, its answer (status 0 when none came).
    HttpAnswer request(const QByteArray &bytes)
    {
        HttpTestClient client(port);
        if (!client.waitConnected()) {
            return {};
        }
        client.send(bytes);
        return client.nextAnswer().value_or(HttpAnswer{});
    }

    static QByteArray bearer(const QString &token) { return "Authorization: Bearer " + token.toLatin1() + "\r\n"; }

    static QJsonObject json(const HttpAnswer &answer) { return QJsonDocument::fromJson(answer.body).object(); }

    // The job solved, as the engine would store it (another connection, as the engine has its own).
    void solve(qint64 id, const QString &token)
    {
        QSqlQuery q = store.readQuery();
        ASSERT_TRUE(q.exec(QStringLiteral("UPDATE jobs SET state = 'solved', token = '%1', finished_at = 1,"
                                          " collected_at = 1 WHERE id = %2")
                               .arg(token)
                               .arg(id)));
    }

    QTemporaryDir dir;
    QString location;
    SolveDeck::JobStore store;
    FakeEngine engine{store};
    std::unique_ptr<SolveDeck::Gateway::GatewayService> service;
    quint16 port = 0;
};

} // namespace SolveDeckTest
