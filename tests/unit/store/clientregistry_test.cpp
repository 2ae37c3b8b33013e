// The gateway's clients on both backends: a token shown once and never stored (only a keyed lookup and a salted
// hash), authentication by one read that a revoke in any connection ends, names reused after a revoke, --hosts that
// narrow the authorised targets and never widen them, revoke cancelling the queued jobs only, and the audit rows.
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/batchenqueue.h"
#include "core/store/clientregistry.h"
#include "core/store/clienttoken.h"
#include "storefixture.h"
#include "support/testhosts.h"

#include <QRegularExpression>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class ClientRegistryTest : public BackendStoreTest
{
protected:
    ClientRegistry::Added addClient(const QString &name, int limit = 0, const QString &hosts = {})
    {
        auto added = ClientRegistry(store).add(name, limit, hosts);
        EXPECT_TRUE(added.ok()) << (added.ok() ? std::string() : added.error().message.toStdString());
        return added.ok() ? added.value() : ClientRegistry::Added{};
    }

    qint64 enqueueFor(const GatewayClient &client, const QString &key = {})
    {
        EnqueueRequest request{client.id, client.jobCreator(), recaptchaSpec(), key};
        const QList<EnqueueOutcome> outcomes = BatchEnqueue(store).commit({request});
        EXPECT_EQ(outcomes.size(), 1);
        return outcomes.value(0).jobId;
    }

    QStringList auditDetails(const QString &action)
    {
        QStringList out;
        const auto entries = AuditLog(store).entries();
        for (const AuditEntry &e : entries.value()) {
            if (e.action == action) {
                out << e.actor + QStringLiteral(" ") + e.detail;
            }
        }
        return out;
    }
};

TEST_P(ClientRegistryTest, TheTokenIs32LowercaseHexShownOnceAndNeverStored)
{
    const ClientRegistry::Added added = addClient(QStringLiteral("ci-runner"), 4);
    EXPECT_TRUE(QRegularExpression(QStringLiteral("^[0-9a-f]{32}$")).match(added.token).hasMatch())
        << (added.token).toStdString();
    EXPECT_GT(added.client.id, 0);
    EXPECT_EQ(added.client.maxInFlight, 4);

    RawConnection raw(*db);
    ASSERT_TRUE(raw.ok());
    const QString row = raw.scalar(QStringLiteral("SELECT name || '|' || token_lookup || '|' || token_salt || '|' ||"
                                                  " token_hash FROM clients"))
                            .toString();
    EXPECT_FALSE(row.contains(added.token, Qt::CaseInsensitive)) << (row).toStdString();
    // Nor half of it: neither column is the token in another spelling.
    EXPECT_FALSE(row.contains(added.token.left(16), Qt::CaseInsensitive)) << (row).toStdString();
    const QString audit = auditDetails(QStringLiteral("client.add")).join(QLatin1Char(' '));
    EXPECT_TRUE(audit.contains(QStringLiteral("ci-runner"))) << (audit).toStdString();
    EXPECT_FALSE(audit.contains(added.token.left(8))) << (audit).toStdString();
}

TEST_P(ClientRegistryTest, TwoTokensDiffer)
{
    const QString first = addClient(QStringLiteral("a")).token;
    const QString second = addClient(QStringLiteral("b")).token;
    EXPECT_NE(first, second);
}

TEST_P(ClientRegistryTest, AuthenticatesItsTokenAndNothingElse)
{
    const ClientRegistry::Added added = addClient(QStringLiteral("pytest"));
    const ClientRegistry registry(store);
    const std::optional<GatewayClient> found = registry.authenticate(added.token);
    ASSERT_TRUE(found.has_value());
    EXPECT_EQ(found->id, added.client.id);
    EXPECT_EQ(found->name, QStringLiteral("pytest"));

    QString wrong = added.token;
    wrong[31] = wrong[31] == QLatin1Char('0') ? QLatin1Char('1') : QLatin1Char('0');
    EXPECT_FALSE(registry.authenticate(wrong).has_value());
    EXPECT_FALSE(registry.authenticate(added.token.toUpper()).has_value());
    EXPECT_FALSE(registry.authenticate(added.token.left(31)).has_value());
    EXPECT_FALSE(registry.authenticate(QString()).has_value());
    EXPECT_FALSE(registry.authenticate(QStringLiteral("' OR 1=1 --")).has_value());
}

TEST_P(ClientRegistryTest, ARevokeInAnotherConnectionEndsTheTokenAtTheNextRead)
{
    const ClientRegistry::Added added = addClient(QStringLiteral("nightly"));
    JobStore other;
    ASSERT_TRUE(other.open(location).ok());
    const ClientRegistry gateway(other);
    ASSERT_TRUE(gateway.authenticate(added.token).has_value());

    store.setCreatedBy(QStringLiteral("ops@lab"));
    ASSERT_TRUE(ClientRegistry(store).revoke(QStringLiteral("nightly")).ok());
    EXPECT_FALSE(gateway.authenticate(added.token).has_value());
    EXPECT_EQ(auditDetails(QStringLiteral("client.revoke")),
              QStringList{QStringLiteral("ops@lab nightly (0 queued job(s) canceled)")});
}

TEST_P(ClientRegistryTest, ANameIsFreeAgainAfterItsRevokeAndTheOldTokenStaysDead)
{
    const ClientRegistry::Added first = addClient(QStringLiteral("suite"));
    const auto clash = ClientRegistry(store).add(QStringLiteral("suite"), 0, {});
    ASSERT_FALSE(clash.ok());
    EXPECT_EQ(clash.error().code, QStringLiteral("CLIENT_EXISTS"));
    EXPECT_TRUE(clash.error().message.contains(QStringLiteral("clients revoke suite")))
        << (clash.error().message).toStdString();

    ASSERT_TRUE(ClientRegistry(store).revoke(QStringLiteral("suite")).ok());
    const ClientRegistry::Added second = addClient(QStringLiteral("suite"));
    EXPECT_NE(second.client.id, first.client.id);
    EXPECT_FALSE(ClientRegistry(store).authenticate(first.token).has_value());
    EXPECT_TRUE(ClientRegistry(store).authenticate(second.token).has_value());

    const auto list = ClientRegistry(store).list();
    ASSERT_TRUE(list.ok());
    ASSERT_EQ(list->size(), 2);
    EXPECT_FALSE(list->at(0).client.isRevoked()); // active ones first
    EXPECT_TRUE(list->at(1).client.isRevoked());
}

TEST_P(ClientRegistryTest, NamesAndLimitsAreChecked)
{
    for (const QString &bad : {QString(),
                               QStringLiteral("has space"),
                               QString(65, QLatin1Char('a')),
                               QStringLiteral("semi;colon"),
                               QStringLiteral("\x1b[31m")}) {
        const auto added = ClientRegistry(store).add(bad, 0, {});
        ASSERT_FALSE(added.ok()) << bad.toStdString();
        EXPECT_EQ(added.error().code, QStringLiteral("INVALID_CLIENT"));
    }
    EXPECT_EQ(ClientRegistry(store).add(QStringLiteral("x"), -1, {}).error().code, QStringLiteral("INVALID_CLIENT"));
    EXPECT_TRUE(ClientRegistry(store).add(QString(64, QLatin1Char('a')), 0, {}).ok());
}

TEST_P(ClientRegistryTest, HostsNarrowTheAllowlistAndNeverWidenIt)
{
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("*.example.com")).ok());
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("shop.test")).ok());

    const ClientRegistry::Added narrow = addClient(QStringLiteral("narrow"),
                                                   0,
                                                   QStringLiteral("a.example.com, *.b.example.com,shop.test"));
    EXPECT_EQ(narrow.client.hosts.text(), QStringLiteral("a.example.com,*.b.example.com,shop.test"));
    EXPECT_TRUE(narrow.client.hosts.allows(QStringLiteral("https://x.b.example.com/")));
    EXPECT_FALSE(narrow.client.hosts.allows(QStringLiteral("https://c.example.com/")));
    EXPECT_TRUE(narrow.client.hosts.allows(QString())); // an image job names no page

    for (const QString &outside : {QStringLiteral("example.com"),
                                   QStringLiteral("*.com.example"),
                                   QStringLiteral("other.test"),
                                   QStringLiteral("*.shop.test")}) {
        const auto added = ClientRegistry(store).add(QStringLiteral("wide"), 0, outside);
        ASSERT_FALSE(added.ok()) << outside.toStdString();
        EXPECT_EQ(added.error().code, QStringLiteral("HOST_NOT_AUTHORISED")) << outside.toStdString();
        EXPECT_TRUE(added.error().message.contains(QStringLiteral("hosts allow")))
            << (added.error().message).toStdString();
    }
    const auto malformed = ClientRegistry(store).add(QStringLiteral("bad"), 0, QStringLiteral("*.*"));
    ASSERT_FALSE(malformed.ok());
    EXPECT_EQ(malformed.error().code, QStringLiteral("INVALID_HOST_PATTERN"));
}

TEST_P(ClientRegistryTest, TheGatewayBoundsAndTheScopeAreStoredAndReadBack)
{
    ClientSettings settings;
    settings.maxInFlight = 3;
    settings.maxConnections = 8;
    settings.maxStreams = 2;
    settings.maxWaits = 4;
    const auto added = ClientRegistry(store).add(QStringLiteral("bounded"), settings);
    ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    ClientSettings scrape;
    scrape.scope = GatewayClient::Scope::Metrics;
    const auto metrics = ClientRegistry(store).add(QStringLiteral("prometheus"), scrape);
    ASSERT_TRUE(metrics.ok());

    const std::optional<GatewayClient> read = ClientRegistry(store).authenticate(added->token);
    ASSERT_TRUE(read.has_value());
    EXPECT_EQ(read->maxInFlight, 3);
    EXPECT_EQ(read->maxConnections, 8);
    EXPECT_EQ(read->maxStreams, 2);
    EXPECT_EQ(read->maxWaits, 4);
    EXPECT_EQ(read->scope, GatewayClient::Scope::Jobs);
    const std::optional<GatewayClient> scraper = ClientRegistry(store).authenticate(metrics->token);
    ASSERT_TRUE(scraper.has_value());
    EXPECT_EQ(scraper->scope, GatewayClient::Scope::Metrics);
    EXPECT_EQ(scraper->maxConnections, 0) << "0: the gateway's default";

    ClientSettings negative;
    negative.maxWaits = -1;
    const auto refused = ClientRegistry(store).add(QStringLiteral("negative"), negative);
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("INVALID_CLIENT"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("--max-waits")));
    const QStringList audit = auditDetails(QStringLiteral("client.add"));
    ASSERT_EQ(audit.size(), 2);
    EXPECT_TRUE(audit[0].contains(QStringLiteral("connections 8, streams 2, waits 4"))) << audit[0].toStdString();
    EXPECT_TRUE(audit[1].contains(QStringLiteral("metrics only"))) << audit[1].toStdString();
}

TEST_P(ClientRegistryTest, SetChangesOnlyWhatIsGivenAndKeepsTheToken)
{
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("*.example.com")).ok());
    const ClientRegistry::Added client = addClient(QStringLiteral("suite"), 5, QStringLiteral("a.example.com"));
    ClientSettings changes;
    changes.maxStreams = 7;
    changes.hosts = QString(); // the narrowing cleared
    const Result<GatewayClient> changed = ClientRegistry(store).set(QStringLiteral("suite"), changes);
    ASSERT_TRUE(changed.ok()) << changed.error().message.toStdString();
    const std::optional<GatewayClient> read = ClientRegistry(store).authenticate(client.token);
    ASSERT_TRUE(read.has_value()) << "the token stays";
    EXPECT_EQ(read->maxInFlight, 5);
    EXPECT_EQ(read->maxStreams, 7);
    EXPECT_TRUE(read->hosts.isEmpty());
    EXPECT_EQ(auditDetails(QStringLiteral("client.set")).size(), 1);

    ClientSettings outside;
    outside.hosts = QStringLiteral("other.test");
    EXPECT_EQ(ClientRegistry(store).set(QStringLiteral("suite"), outside).error().code,
              QStringLiteral("HOST_NOT_AUTHORISED"));
    const auto missing = ClientRegistry(store).set(QStringLiteral("nobody"), changes);
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_TRUE(missing.error().message.contains(QStringLiteral("suite"))) << "names the active clients";
}

TEST_P(ClientRegistryTest, RevokeCancelsTheQueuedJobsAndLetsThoseInFlightFinish)
{
    const GatewayClient client = addClient(QStringLiteral("bulk")).client;
    const GatewayClient other = addClient(QStringLiteral("bystander")).client;
    const qint64 queued = enqueueFor(client);
    const qint64 inFlight = enqueueFor(client);
    const qint64 othersJob = enqueueFor(other);
    const qint64 operatorsJob = enqueueOne();
    ASSERT_TRUE(SolveDeckTest::claimJob(store, inFlight).ok());

    const auto revoked = ClientRegistry(store).revoke(QStringLiteral("bulk"));
    ASSERT_TRUE(revoked.ok());
    EXPECT_EQ(revoked->canceledJobIds, QList<qint64>{queued});
    EXPECT_EQ(store.job(queued)->state, JobState::Canceled);
    EXPECT_EQ(eventKinds(store.events(queued)).constLast(), QStringLiteral("canceled"));
    EXPECT_EQ(store.events(queued).constLast().detail, QStringLiteral("client bulk revoked"));
    EXPECT_EQ(store.job(inFlight)->state, JobState::Submitting);
    EXPECT_EQ(store.job(othersJob)->state, JobState::Queued);
    EXPECT_EQ(store.job(operatorsJob)->state, JobState::Queued);
    // Its job in flight finishes into history.
    ASSERT_TRUE(store.markSubmitted(inFlight, QStringLiteral("T1")).ok());
    ASSERT_TRUE(store.markSolved(inFlight, QStringLiteral("tok"), clock.nowMs() + 60'000).ok());

    const auto again = ClientRegistry(store).revoke(QStringLiteral("bulk"));
    ASSERT_FALSE(again.ok());
    EXPECT_EQ(again.error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_TRUE(again.error().message.contains(QStringLiteral("bystander"))) << (again.error().message).toStdString();
}

TEST_P(ClientRegistryTest, ListCountsEachClientsJobs)
{
    const GatewayClient client = addClient(QStringLiteral("counted"), 7).client;
    enqueueFor(client);
    const qint64 solved = enqueueFor(client);
    ASSERT_TRUE(SolveDeckTest::claimJob(store, solved).ok());
    ASSERT_TRUE(store.markSubmitted(solved, QStringLiteral("T")).ok());
    ASSERT_TRUE(store.markSolved(solved, QStringLiteral("tok"), clock.nowMs() + 60'000).ok());
    const auto list = ClientRegistry(store).list();
    ASSERT_TRUE(list.ok());
    ASSERT_EQ(list->size(), 1);
    EXPECT_EQ(list->at(0).client.name, QStringLiteral("counted"));
    EXPECT_EQ(list->at(0).client.maxInFlight, 7);
    EXPECT_EQ(list->at(0).inFlight, 1);
    EXPECT_EQ(list->at(0).solves, 1);
}

INSTANTIATE_TEST_SUITE_P(Backends, ClientRegistryTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST(ClientTokenTest, ShapeHashAndConstantTimeCompare)
{
    const QString token = ClientToken::generate();
    EXPECT_TRUE(ClientToken::hasShape(token));
    EXPECT_FALSE(ClientToken::hasShape(token.toUpper()));
    EXPECT_FALSE(ClientToken::hasShape(QString(token + QLatin1Char('0'))));
    const QString salt = ClientToken::newSalt();
    EXPECT_EQ(salt.size(), 32);
    const QString hash = ClientToken::hashOf(salt, token);
    EXPECT_TRUE(ClientToken::matches(token, salt, hash));
    EXPECT_FALSE(ClientToken::matches(token, ClientToken::newSalt(), hash));
    EXPECT_FALSE(ClientToken::matches(ClientToken::generate(), salt, hash));
    EXPECT_FALSE(ClientToken::matches(token, salt, hash.left(63)));
    EXPECT_EQ(ClientToken::lookupOf(token, "secret"), ClientToken::lookupOf(token, "secret"));
    EXPECT_NE(ClientToken::lookupOf(token, "secret"), ClientToken::lookupOf(token, "other"));
    EXPECT_EQ(ClientToken::lookupOf(token, "secret").size(), 32);
}

TEST(ClientHostsTest, CoversOnlyWhatIsInside)
{
    auto p = [](const char *text) {
        return HostPattern::parse(QString::fromLatin1(text)).value();
    };
    EXPECT_TRUE(ClientHosts::covers(p("*.example.com"), p("a.example.com")));
    EXPECT_TRUE(ClientHosts::covers(p("*.example.com"), p("*.a.example.com")));
    EXPECT_TRUE(ClientHosts::covers(p("*.example.com"), p("*.example.com")));
    EXPECT_TRUE(ClientHosts::covers(p("shop.test"), p("shop.test")));
    EXPECT_FALSE(ClientHosts::covers(p("*.example.com"), p("example.com")));
    EXPECT_FALSE(ClientHosts::covers(p("*.a.example.com"), p("*.example.com")));
    EXPECT_FALSE(ClientHosts::covers(p("shop.test"), p("*.shop.test")));
    EXPECT_FALSE(ClientHosts::covers(p("a.example.com"), p("b.example.com")));
}

} // namespace
