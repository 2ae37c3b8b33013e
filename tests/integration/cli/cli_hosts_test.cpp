// Authorised targets through solvedeck-cli against the simulator process, on both databases: a job for a host
// nobody authorised is stored, `enqueue` warns, `run` never submits it (the simulator sees no submit) and `list
// --json` says why; `hosts allow` then `run --until-idle` solves it. `hosts list|revoke|enforcement` and `audit
// [--since] [--json]` show who decided what, and the key change is in the audit log without the key.
#include "clirunner.h"
#include "simprocess.h"
#include "support/testdatabase.h"

#include <QCoreApplication>
#include <QFile>
#include <QJsonArray>
#include <QJsonObject>
#include <QMap>
#include <QTemporaryDir>
#include <gtest/gtest.h>

#include <memory>

using namespace SolveDeckTest;

namespace {

const QString recaptchaKey = QStringLiteral("6LeCliTest000000000000000000000000000000");

constexpr int kExitOk = 0;
constexpr int kExitUsage = 1;
constexpr int kExitJobsUnsolved = 2;
constexpr int kExitOperationFailed = 4;

class CliHostsTest : public ::testing::TestWithParam<Backend>
{
protected:
    void SetUp() override
    {
        ASSERT_TRUE(db.ready()) << db.error().toStdString();
        QString error;
        ASSERT_TRUE(sim.start({QStringLiteral("--threads"), QStringLiteral("5")}, &error)) << error.toStdString();
        // Deliberately no authoriseTestHosts(): these tests are about what happens without it.
        runner = std::make_unique<CliRunner>(db.location(), sim.endpoint());
        runner->setApiKey(SimProcess::goodKey());
    }

    CliOutcome enqueue(const QString &pageurl)
    {
        return runner->run({QStringLiteral("enqueue"),
                            QStringLiteral("--method"),
                            QStringLiteral("recaptcha_v2"),
                            QStringLiteral("--sitekey"),
                            recaptchaKey,
                            QStringLiteral("--pageurl"),
                            pageurl});
    }

    int simSubmits() const
    {
        return sim.stats()
            .value(QStringLiteral("keys"))
            .toObject()
            .value(SimProcess::goodKey())
            .toObject()
            .value(QStringLiteral("submits"))
            .toInt(-1);
    }

    QJsonArray json(const QStringList &args)
    {
        const CliOutcome r = runner->run(args + QStringList{QStringLiteral("--json")});
        EXPECT_EQ(r.exitCode, kExitOk) << r.err.toStdString();
        EXPECT_TRUE(r.json().isArray()) << r.out.toStdString();
        return r.json().array();
    }

    QJsonObject auditEntry(const QString &action)
    {
        for (const QJsonValue &v : json({QStringLiteral("audit")})) {
            if (v.toObject().value(QStringLiteral("action")).toString() == action) {
                return v.toObject();
            }
        }
        return {};
    }

    TestDatabase db{GetParam()};
    SimProcess sim;
    std::unique_ptr<CliRunner> runner;
};

INSTANTIATE_TEST_SUITE_P(Backends, CliHostsTest, allBackends(), backendName);

TEST_P(CliHostsTest, UnauthorisedJobWaitsUnsubmittedUntilTheHostIsAllowed)
{
    const CliOutcome added = enqueue(QStringLiteral("https://allowed.example@evil.example/login"));
    ASSERT_EQ(added.exitCode, kExitOk) << added.err.toStdString();
    EXPECT_TRUE(added.err.contains(QStringLiteral("evil.example is not authorised"))) << added.err.toStdString();
    EXPECT_TRUE(added.err.contains(QStringLiteral("hosts allow evil.example"))) << added.err.toStdString();
    const qint64 id = added.out.trimmed().toLongLong();
    ASSERT_GT(id, 0);

    // The run ends idle with the job still queued, and the simulator never saw a submit.
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    EXPECT_EQ(run.exitCode, kExitJobsUnsolved) << run.err.toStdString();
    EXPECT_TRUE(run.err.contains(QStringLiteral("not authorised"))) << run.err.toStdString();
    EXPECT_EQ(simSubmits(), 0);

    const QJsonArray jobs = json({QStringLiteral("list")});
    ASSERT_EQ(jobs.size(), 1);
    const QJsonObject job = jobs.at(0).toObject();
    EXPECT_EQ(job.value(QStringLiteral("state")).toString(), QStringLiteral("queued"));
    EXPECT_EQ(job.value(QStringLiteral("attempts")).toInt(), 0);
    const QJsonObject reason = job.value(QStringLiteral("waiting_reason")).toObject();
    EXPECT_EQ(reason.value(QStringLiteral("name")).toString(), QStringLiteral("host_not_authorised"));
    EXPECT_TRUE(reason.value(QStringLiteral("text")).toString().contains(QStringLiteral("evil.example")));

    // Allowing the host the URL only pretends to be changes nothing.
    ASSERT_EQ(runner->run({QStringLiteral("hosts"), QStringLiteral("allow"), QStringLiteral("allowed.example")})
                  .exitCode,
              kExitOk);
    EXPECT_EQ(runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000).exitCode,
              kExitJobsUnsolved);
    EXPECT_EQ(simSubmits(), 0);

    const CliOutcome allow = runner->run({QStringLiteral("hosts"),
                                          QStringLiteral("allow"),
                                          QStringLiteral("Evil.Example."),
                                          QStringLiteral("--note"),
                                          QStringLiteral("staging, ticket 42")});
    ASSERT_EQ(allow.exitCode, kExitOk) << allow.err.toStdString();
    EXPECT_EQ(allow.out.trimmed(), QStringLiteral("evil.example"));

    const CliOutcome solved = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    EXPECT_EQ(solved.exitCode, kExitOk) << solved.err.toStdString();
    EXPECT_EQ(simSubmits(), 1);
    const QJsonArray after = json({QStringLiteral("list")});
    ASSERT_EQ(after.size(), 1);
    EXPECT_EQ(after.at(0).toObject().value(QStringLiteral("state")).toString(), QStringLiteral("solved"));
    EXPECT_TRUE(after.at(0).toObject().value(QStringLiteral("waiting_reason")).isNull());

    const QJsonObject decision = auditEntry(QStringLiteral("hosts.allow"));
    EXPECT_FALSE(decision.value(QStringLiteral("actor")).toString().isEmpty());
    EXPECT_EQ(decision.value(QStringLiteral("app")).toString(), QStringLiteral("cli"));
}

// One waiting_reason per job (issue 10's shape) fed by the real check. In a paused queue a job for an unauthorised
// host says host_not_authorised (a resume alone would not submit it), an authorised one says paused; show (text
// and --json) agrees with list. An imported job's host counts the same as an enqueued one's.
TEST_P(CliHostsTest, WaitingReasonNamesTheHostBeforeThePause)
{
    ASSERT_EQ(runner->run({QStringLiteral("hosts"), QStringLiteral("allow"), QStringLiteral("good.example")}).exitCode,
              kExitOk);
    const CliOutcome good = enqueue(QStringLiteral("https://good.example/login"));
    ASSERT_EQ(good.exitCode, kExitOk) << good.err.toStdString();
    EXPECT_FALSE(good.err.contains(QStringLiteral("not authorised"))) << good.err.toStdString();
    const CliOutcome bad = enqueue(QStringLiteral("https://bad.example/login"));
    ASSERT_EQ(bad.exitCode, kExitOk) << bad.err.toStdString();
    const qint64 goodId = good.out.trimmed().toLongLong();
    const qint64 badId = bad.out.trimmed().toLongLong();

    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString file = dir.filePath(QStringLiteral("jobs.csv"));
    {
        QFile csv(file);
        ASSERT_TRUE(csv.open(QIODevice::WriteOnly));
        csv.write("method,sitekey,pageurl\nrecaptcha_v2," + recaptchaKey.toUtf8()
                  + ",https://imported.example/a\nrecaptcha_v2," + recaptchaKey.toUtf8() + ",https://good.example/b\n");
    }
    const CliOutcome imported = runner->run({QStringLiteral("enqueue"), QStringLiteral("--file"), file});
    ASSERT_EQ(imported.exitCode, kExitOk) << imported.err.toStdString();
    EXPECT_TRUE(imported.err.contains(QStringLiteral("imported.example is not authorised")))
        << imported.err.toStdString();
    const QStringList importedIds = imported.out.trimmed().split(QLatin1Char('\n'));
    ASSERT_EQ(importedIds.size(), 2);
    const qint64 importedId = importedIds.at(0).toLongLong();

    ASSERT_EQ(runner->run({QStringLiteral("pause")}).exitCode, kExitOk);
    QMap<qint64, QString> reasons;
    QMap<qint64, QString> texts;
    for (const QJsonValue &v : json({QStringLiteral("list")})) {
        const QJsonObject job = v.toObject();
        const QJsonObject reason = job.value(QStringLiteral("waiting_reason")).toObject();
        reasons.insert(job.value(QStringLiteral("id")).toInteger(), reason.value(QStringLiteral("name")).toString());
        texts.insert(job.value(QStringLiteral("id")).toInteger(), reason.value(QStringLiteral("text")).toString());
    }
    ASSERT_EQ(reasons.size(), 4);
    EXPECT_EQ(reasons.value(goodId), QStringLiteral("paused"));
    EXPECT_EQ(reasons.value(importedIds.at(1).toLongLong()), QStringLiteral("paused"));
    EXPECT_EQ(reasons.value(badId), QStringLiteral("host_not_authorised"));
    EXPECT_TRUE(texts.value(badId).contains(QStringLiteral("bad.example"))) << texts.value(badId).toStdString();
    EXPECT_EQ(reasons.value(importedId), QStringLiteral("host_not_authorised"));
    EXPECT_TRUE(texts.value(importedId).contains(QStringLiteral("imported.example")))
        << texts.value(importedId).toStdString();

    const CliOutcome shown = runner->run({QStringLiteral("show"), QString::number(badId), QStringLiteral("--json")});
    ASSERT_EQ(shown.exitCode, kExitOk) << shown.err.toStdString();
    EXPECT_EQ(shown.json()
                  .object()
                  .value(QStringLiteral("waiting_reason"))
                  .toObject()
                  .value(QStringLiteral("name"))
                  .toString(),
              QStringLiteral("host_not_authorised"));
    const CliOutcome text = runner->run({QStringLiteral("show"), QString::number(goodId)});
    ASSERT_EQ(text.exitCode, kExitOk) << text.err.toStdString();
    EXPECT_TRUE(text.out.contains(QStringLiteral("(paused)"))) << text.out.toStdString();

    // Resumed, only the jobs for authorised hosts are submitted; the others still wait for their hosts.
    ASSERT_EQ(runner->run({QStringLiteral("resume")}).exitCode, kExitOk);
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    EXPECT_EQ(run.exitCode, kExitJobsUnsolved) << run.err.toStdString();
    EXPECT_EQ(simSubmits(), 2);
    for (const QJsonValue &v : json({QStringLiteral("list")})) {
        const QJsonObject job = v.toObject();
        const qint64 id = job.value(QStringLiteral("id")).toInteger();
        const bool authorised = id != badId && id != importedId;
        EXPECT_EQ(job.value(QStringLiteral("state")).toString(),
                  authorised ? QStringLiteral("solved") : QStringLiteral("queued"))
            << "job " << id;
        EXPECT_EQ(job.value(QStringLiteral("waiting_reason")).toObject().value(QStringLiteral("name")).toString(),
                  authorised ? QString() : QStringLiteral("host_not_authorised"))
            << "job " << id;
    }
}

TEST_P(CliHostsTest, ListsAndRevokesHostsWithWhoAndWhen)
{
    ASSERT_EQ(runner
                  ->run({QStringLiteral("hosts"),
                         QStringLiteral("allow"),
                         QStringLiteral("*.shop.example"),
                         QStringLiteral("--note"),
                         QStringLiteral("our shops")})
                  .exitCode,
              kExitOk);
    ASSERT_EQ(runner
                  ->run({QStringLiteral("hosts"),
                         QStringLiteral("allow"),
                         QStringLiteral("https://bücher.example:8443/x")})
                  .exitCode,
              kExitOk);
    const CliOutcome list = runner->run({QStringLiteral("hosts"), QStringLiteral("list"), QStringLiteral("--json")});
    ASSERT_EQ(list.exitCode, kExitOk) << list.err.toStdString();
    const QJsonObject object = list.json().object();
    EXPECT_TRUE(object.value(QStringLiteral("enforced")).toBool());
    const QJsonArray hosts = object.value(QStringLiteral("hosts")).toArray();
    ASSERT_EQ(hosts.size(), 2);
    EXPECT_EQ(hosts.at(0).toObject().value(QStringLiteral("pattern")).toString(), QStringLiteral("*.shop.example"));
    EXPECT_EQ(hosts.at(0).toObject().value(QStringLiteral("note")).toString(), QStringLiteral("our shops"));
    EXPECT_TRUE(hosts.at(0).toObject().value(QStringLiteral("added_by")).toString().contains(QLatin1Char('@')));
    EXPECT_EQ(hosts.at(1).toObject().value(QStringLiteral("pattern")).toString(),
              QStringLiteral("xn--bcher-kva.example"));

    const CliOutcome bad = runner->run({QStringLiteral("hosts"), QStringLiteral("allow"), QStringLiteral("*.com")});
    EXPECT_EQ(bad.exitCode, kExitUsage);
    EXPECT_TRUE(bad.err.contains(QStringLiteral("top-level domain"))) << bad.err.toStdString();

    EXPECT_EQ(runner->run({QStringLiteral("hosts"), QStringLiteral("revoke"), QStringLiteral("*.shop.example")})
                  .exitCode,
              kExitOk);
    const CliOutcome again = runner->run(
        {QStringLiteral("hosts"), QStringLiteral("revoke"), QStringLiteral("*.shop.example")});
    EXPECT_EQ(again.exitCode, kExitOperationFailed);
    EXPECT_TRUE(again.err.contains(QStringLiteral("xn--bcher-kva.example"))) << "the refusal lists what is authorised";

    const QJsonArray audit = json({QStringLiteral("audit")});
    QStringList actions;
    for (const QJsonValue &v : audit) {
        actions << v.toObject().value(QStringLiteral("action")).toString();
    }
    EXPECT_EQ(actions,
              (QStringList{QStringLiteral("hosts.allow"),
                           QStringLiteral("hosts.allow"),
                           QStringLiteral("hosts.revoke")}));
    // --since in the future: nothing.
    EXPECT_TRUE(json({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("2999-01-01")}).isEmpty());
    EXPECT_EQ(json({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("1h")}).size(), 3);
    EXPECT_EQ(runner->run({QStringLiteral("audit"), QStringLiteral("--since"), QStringLiteral("yesterday")}).exitCode,
              kExitUsage);
}

TEST_P(CliHostsTest, EnforcementOffSubmitsAnyHostAndIsAudited)
{
    ASSERT_EQ(enqueue(QStringLiteral("https://elsewhere.example/")).exitCode, kExitOk);
    ASSERT_EQ(runner->run({QStringLiteral("hosts"), QStringLiteral("enforcement"), QStringLiteral("off")}).exitCode,
              kExitOk);
    const CliOutcome run = runner->run({QStringLiteral("run"), QStringLiteral("--until-idle")}, {}, 90000);
    EXPECT_EQ(run.exitCode, kExitOk) << run.err.toStdString();
    EXPECT_EQ(simSubmits(), 1);
    const QJsonObject switched = auditEntry(QStringLiteral("hosts.enforcement"));
    EXPECT_EQ(switched.value(QStringLiteral("detail")).toString(), QStringLiteral("off"));
    ASSERT_EQ(runner->run({QStringLiteral("hosts"), QStringLiteral("enforcement"), QStringLiteral("on")}).exitCode,
              kExitOk);
}

TEST_P(CliHostsTest, KeyChangesAreAuditedWithoutTheKey)
{
    const QString key = QStringLiteral("0123456789abcdef0123456789abcdef");
    // A keychain service of this test's own: other suites running at the same time read the default one.
    runner
        ->setEnvironmentVariable(QStringLiteral("SOLVEDECK_KEYCHAIN_SERVICE"),
                                 QStringLiteral("SolveDeckTest-cli-hosts-%1").arg(QCoreApplication::applicationPid()));
    const CliOutcome set = runner->run({QStringLiteral("key"), QStringLiteral("set")}, key.toUtf8() + '\n');
    ASSERT_EQ(set.exitCode, kExitOk) << set.err.toStdString();
    const CliOutcome cleared = runner->run({QStringLiteral("key"), QStringLiteral("clear")});
    ASSERT_EQ(cleared.exitCode, kExitOk) << cleared.err.toStdString();

    const CliOutcome audit = runner->run({QStringLiteral("audit"), QStringLiteral("--json")});
    ASSERT_EQ(audit.exitCode, kExitOk) << audit.err.toStdString();
    EXPECT_FALSE(audit.out.contains(key)) << "the audit log must never hold the key";
    const QJsonObject keySet = auditEntry(QStringLiteral("key.set"));
    ASSERT_FALSE(keySet.isEmpty()) << audit.out.toStdString();
    EXPECT_TRUE(keySet.value(QStringLiteral("actor")).toString().contains(QLatin1Char('@')));
    EXPECT_FALSE(auditEntry(QStringLiteral("key.clear")).isEmpty());
}

} // namespace
