// Authorised targets in the store, on both backends: allow/list/revoke with who, when and a note, each with its
// audit row in the same transaction; the claim never picks a job for a host not authorised (and picks it once it
// is); the SQL rule and the C++ rule agree; the enforcement switch is audited; schema 7 fills the host of jobs stored
// before it.
#include "core/io/jobimport.h"
#include "core/model/hostpattern.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/claims.h"
#include "core/store/storeschema.h"
#include "storefixture.h"

#include <QBuffer>
#include <QDateTime>
#include <gtest/gtest.h>

using namespace SolveDeckStoreTest;

namespace {

class AuthorisedHostsTest : public BackendStoreTest
{
protected:
    ClaimRequest claimAll() const
    {
        ClaimRequest r;
        r.engineId = QStringLiteral("engine-1");
        r.account = QStringLiteral("acct-hosts-test");
        r.dueAtMs = clock.nowMs();
        r.limit = 100;
        return r;
    }

    QList<qint64> claimedIds()
    {
        const auto claimed = Claims(store).claimDue(claimAll());
        EXPECT_TRUE(claimed.ok()) << (claimed.ok() ? std::string() : claimed.error().message.toStdString());
        QList<qint64> ids;
        for (const Job &j : claimed.ok() ? claimed.value() : QList<Job>{}) {
            ids << j.id;
        }
        return ids;
    }

    qint64 enqueueFor(const QString &pageurl)
    {
        const auto added = store.enqueue(recaptchaSpec(pageurl));
        EXPECT_TRUE(added.ok()) << (added.ok() ? std::string() : added.error().message.toStdString());
        return added.ok() ? added->jobId : 0;
    }

    QStringList auditActions()
    {
        QStringList actions;
        // Held in a local: a range-for over value() of a temporary Result would outlive it.
        const QList<AuditEntry> entries = AuditLog(store).entries().value();
        for (const AuditEntry &e : entries) {
            actions << e.action;
        }
        return actions;
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, AuthorisedHostsTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(AuthorisedHostsTest, AllowListRevokeKeepWhoWhenAndNoteAndAuditEach)
{
    store.setCreatedBy(QStringLiteral("ana@lab-3"));
    AuthorisedHosts hosts(store);
    const auto allowed = hosts.allow(QStringLiteral("Shop.Example.COM."), QStringLiteral("  staging  "));
    ASSERT_TRUE(allowed.ok()) << allowed.error().message.toStdString();
    EXPECT_TRUE(allowed->created);
    EXPECT_EQ(allowed->host.pattern, QStringLiteral("shop.example.com"));

    // Again, in another spelling: the first row stays, nothing more is recorded.
    const auto again = hosts.allow(QStringLiteral("https://shop.example.com:8443/login"), QStringLiteral("other"));
    ASSERT_TRUE(again.ok());
    EXPECT_FALSE(again->created);
    EXPECT_EQ(again->host.note, QStringLiteral("staging"));

    ASSERT_TRUE(hosts.allow(QStringLiteral("*.example.org")).ok());
    const auto rows = hosts.list();
    ASSERT_TRUE(rows.ok());
    ASSERT_EQ(rows->size(), 2);
    EXPECT_EQ(rows->at(0).pattern, QStringLiteral("*.example.org"));
    EXPECT_EQ(rows->at(1).pattern, QStringLiteral("shop.example.com"));
    EXPECT_EQ(rows->at(1).addedBy, QStringLiteral("ana@lab-3"));
    EXPECT_EQ(rows->at(1).note, QStringLiteral("staging"));
    EXPECT_GT(rows->at(1).addedAtMs, 0);

    ASSERT_TRUE(hosts.revoke(QStringLiteral("SHOP.example.com")).ok());
    const auto missing = hosts.revoke(QStringLiteral("shop.example.com"));
    ASSERT_FALSE(missing.ok());
    EXPECT_EQ(missing.error().code, QStringLiteral("NOT_FOUND"));
    EXPECT_TRUE(missing.error().message.contains(QStringLiteral("*.example.org")));

    const auto bad = hosts.allow(QStringLiteral("*.com"));
    ASSERT_FALSE(bad.ok());
    EXPECT_EQ(bad.error().code, QStringLiteral("INVALID_HOST_PATTERN"));

    EXPECT_EQ(auditActions(),
              (QStringList{QStringLiteral("hosts.allow"),
                           QStringLiteral("hosts.allow"),
                           QStringLiteral("hosts.revoke")}));
    const auto entries = AuditLog(store).entries().value();
    EXPECT_EQ(entries.at(0).actor, QStringLiteral("ana@lab-3"));
    EXPECT_EQ(entries.at(0).detail, QStringLiteral("shop.example.com (note: staging)"));
    EXPECT_EQ(entries.at(2).detail, QStringLiteral("shop.example.com"));
}

TEST_P(AuthorisedHostsTest, ClaimNeverPicksAJobForAHostNotAuthorised)
{
    const qint64 evil = enqueueFor(QStringLiteral("https://allowed.example@evil.example/login"));
    const qint64 sub = enqueueFor(QStringLiteral("https://a.b.shop.example:8443/"));
    const qint64 apex = enqueueFor(QStringLiteral("https://shop.example/"));

    EXPECT_TRUE(claimedIds().isEmpty());
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), 0) << "nothing claimable is due";
    AuthorisedHosts hosts(store);
    EXPECT_EQ(hosts.waitingJobIds().value(), (QList<qint64>{evil, sub, apex}));

    ASSERT_TRUE(hosts.allow(QStringLiteral("allowed.example")).ok());
    ASSERT_TRUE(hosts.allow(QStringLiteral("*.shop.example")).ok());
    EXPECT_EQ(claimedIds(), QList<qint64>{sub});
    EXPECT_EQ(store.job(evil)->state, JobState::Queued);
    EXPECT_EQ(store.job(evil)->attempts, 0);
    EXPECT_EQ(hosts.waitingJobIds().value(), (QList<qint64>{evil, apex}));

    ASSERT_TRUE(hosts.allow(QStringLiteral("evil.example")).ok());
    EXPECT_EQ(store.nextQueuedAttemptAtMs(), store.job(evil)->nextAttemptAtMs);
    EXPECT_EQ(claimedIds(), QList<qint64>{evil});
    EXPECT_EQ(hosts.waitingJobIds().value(), QList<qint64>{apex});

    // Revoking stops what is not claimed yet.
    ASSERT_TRUE(hosts.revoke(QStringLiteral("*.shop.example")).ok());
    const qint64 later = enqueueFor(QStringLiteral("https://x.shop.example/"));
    EXPECT_TRUE(claimedIds().isEmpty());
    EXPECT_EQ(store.job(later)->state, JobState::Queued);
}

TEST_P(AuthorisedHostsTest, ImageJobsWithoutAPageAreNotHeldBack)
{
    TaskSpec image;
    image.method = Method::Image;
    image.params.insert(QStringLiteral("body"),
                        QStringLiteral("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"));
    const auto added = store.enqueue(image);
    ASSERT_TRUE(added.ok()) << added.error().message.toStdString();
    EXPECT_EQ(claimedIds(), QList<qint64>{added->jobId});
}

TEST_P(AuthorisedHostsTest, SqlAndCppRulesAgree)
{
    AuthorisedHosts hosts(store);
    for (const QString &p : {QStringLiteral("exact.example"),
                             QStringLiteral("*.wild.example"),
                             QStringLiteral("bücher.example"),
                             QStringLiteral("10.1.2.3")}) {
        ASSERT_TRUE(hosts.allow(p).ok());
    }
    const QStringList urls{QStringLiteral("https://exact.example/"),
                           QStringLiteral("https://EXACT.example.:444/"),
                           QStringLiteral("https://x.exact.example/"),
                           QStringLiteral("https://wild.example/"),
                           QStringLiteral("https://a.wild.example/"),
                           QStringLiteral("https://a.b.wild.example/"),
                           QStringLiteral("https://awild.example/"),
                           QStringLiteral("https://bücher.example/"),
                           QStringLiteral("https://xn--bcher-kva.example/"),
                           QStringLiteral("http://10.1.2.3:8080/"),
                           QStringLiteral("http://10.1.2.4/"),
                           QStringLiteral("https://exact.example@evil.example/"),
                           QStringLiteral("https://user@exact.example/")};
    const AuthorisedHostSet set = hosts.snapshot().value();
    QList<qint64> expected;
    for (const QString &url : urls) {
        const qint64 id = enqueueFor(url);
        if (set.allows(url)) {
            expected << id;
        }
    }
    EXPECT_EQ(expected.size(), 8) << "the table above has 8 authorised URLs";
    EXPECT_EQ(claimedIds(), expected);
}

TEST_P(AuthorisedHostsTest, EnforcementSwitchIsAuditedAndLetsEveryHostThrough)
{
    AuthorisedHosts hosts(store);
    EXPECT_TRUE(hosts.isEnforced());
    const qint64 id = enqueueFor(QStringLiteral("https://anywhere.example/"));
    EXPECT_TRUE(claimedIds().isEmpty());
    EXPECT_FALSE(hosts.isAuthorised(QStringLiteral("https://anywhere.example/")));

    ASSERT_TRUE(hosts.setEnforced(false).ok());
    ASSERT_TRUE(hosts.setEnforced(false).ok()); // no change: not recorded again
    EXPECT_FALSE(hosts.isEnforced());
    EXPECT_TRUE(hosts.isAuthorised(QStringLiteral("https://anywhere.example/")));
    EXPECT_EQ(claimedIds(), QList<qint64>{id});

    ASSERT_TRUE(hosts.setEnforced(true).ok());
    EXPECT_TRUE(hosts.isEnforced());
    enqueueFor(QStringLiteral("https://anywhere.example/2"));
    EXPECT_TRUE(claimedIds().isEmpty());

    EXPECT_EQ(auditActions(), (QStringList{QStringLiteral("hosts.enforcement"), QStringLiteral("hosts.enforcement")}));
    const auto entries = AuditLog(store).entries().value();
    EXPECT_EQ(entries.at(0).detail, QStringLiteral("off"));
    EXPECT_EQ(entries.at(1).detail, QStringLiteral("on"));
}

TEST_P(AuthorisedHostsTest, SchemaSevenFillsTheHostOfJobsStoredBefore)
{
    const qint64 id = enqueueFor(QStringLiteral("https://Old.Example.:8443/login"));
    store.close();
    {
        // Back to version 6: no target_host column yet (and none of schema 8).
        RawConnection raw(*db);
        ASSERT_TRUE(raw.ok()) << raw.lastError().toStdString();
        ASSERT_TRUE(downgradeToSchemaSeven(raw, backend())) << raw.lastError().toStdString();
        ASSERT_TRUE(raw.exec(QStringLiteral("ALTER TABLE jobs DROP COLUMN target_host")))
            << raw.lastError().toStdString();
        ASSERT_TRUE(raw.exec(QStringLiteral("DELETE FROM schema_version WHERE version = 7")));
    }
    ASSERT_TRUE(store.open(location).ok());
    EXPECT_EQ(StoreSchema::version(store), kLatestSchema);
    {
        RawConnection raw(*db);
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT target_host FROM jobs WHERE id = %1").arg(id)).toString(),
                  QStringLiteral("old.example"));
    }
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("old.example")).ok());
    EXPECT_EQ(claimedIds(), QList<qint64>{id});
}

// The streaming import writes its own INSERT (issue 11): it must store each job's host as JobStore's insert does,
// or the claim could never match it (nor tell it apart). A restored export row (state, times) is one row too.
TEST_P(AuthorisedHostsTest, ImportedJobsAreClaimedOnlyForAuthorisedHosts)
{
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("*.allowed.example")).ok());
    QBuffer csv;
    csv.setData("method,sitekey,pageurl,idempotency_key\n"
                "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://Shop.Allowed.Example:8443/login,ok\n"
                "recaptcha_v2,6Le-wvkSAAAAAPBMRTvw0Q4Muexq9bi0DJwx_mJ-,https://allowed.example@evil.example/,evil\n");
    ASSERT_TRUE(csv.open(QIODevice::ReadOnly));
    QBuffer ids;
    ASSERT_TRUE(ids.open(QIODevice::ReadWrite));
    const auto imported = importJobs(store, csv, JobFileFormat::Csv, &ids);
    ASSERT_TRUE(imported.ok()) << imported.error().message.toStdString();
    ASSERT_EQ(imported->created, 2);
    const QList<QByteArray> lines = ids.data().trimmed().split('\n');
    ASSERT_EQ(lines.size(), 2);
    const qint64 allowedId = lines.at(0).toLongLong();
    const qint64 evilId = lines.at(1).toLongLong();
    {
        RawConnection raw(*db);
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT target_host FROM jobs WHERE id = %1").arg(allowedId)).toString(),
                  QStringLiteral("shop.allowed.example"));
        EXPECT_EQ(raw.scalar(QStringLiteral("SELECT target_host FROM jobs WHERE id = %1").arg(evilId)).toString(),
                  QStringLiteral("evil.example"));
    }
    EXPECT_EQ(AuthorisedHosts(store).waitingJobIds().value(), QList<qint64>{evilId});
    // The import stamps its jobs with the wall clock, not the fixture's clock: claim what is due by then.
    ClaimRequest request = claimAll();
    request.dueAtMs = QDateTime::currentMSecsSinceEpoch() + 60'000;
    auto claimIds = [&] {
        const auto claimed = Claims(store).claimDue(request);
        EXPECT_TRUE(claimed.ok());
        QList<qint64> claimedNow;
        for (const Job &j : claimed.ok() ? claimed.value() : QList<Job>{}) {
            claimedNow << j.id;
        }
        return claimedNow;
    };
    EXPECT_EQ(claimIds(), QList<qint64>{allowedId});
    EXPECT_TRUE(claimIds().isEmpty()) << "the job for the unauthorised host was claimed";

    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("evil.example")).ok());
    EXPECT_EQ(claimIds(), QList<qint64>{evilId});
}

} // namespace
