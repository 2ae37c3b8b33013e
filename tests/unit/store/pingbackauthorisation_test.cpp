// A pingback goes only to an authorised host (issue 27 item 3), whichever way a job comes in: JobStore::enqueue and
// enqueueBatch (the CLI, the console, the gateway) and the streaming import (enqueue --file, the console's import),
// on both backends, whatever the enforcement switch says. Nothing of a refused batch or file is stored.
#include "core/io/jobimport.h"
#include "core/store/authorisedhosts.h"
#include "storefixture.h"

#include <QBuffer>

namespace SolveDeckStoreTest {
namespace {

class PingbackAuthorisationTest : public BackendStoreTest
{
protected:
    TaskSpec withPingback(const QString &pingback)
    {
        TaskSpec spec = recaptchaSpec(QStringLiteral("https://shop.example.com/login"));
        spec.params.insert(QStringLiteral("pingback"), pingback);
        return spec;
    }

    int jobCount() { return int(store.jobs().size()); }

    Result<ImportSummary> importJsonl(const QByteArray &text)
    {
        QBuffer buffer;
        buffer.setData(text);
        buffer.open(QIODevice::ReadOnly);
        return importJobs(store, buffer, JobFileFormat::Jsonl);
    }
};

INSTANTIATE_TEST_SUITE_P(Backends, PingbackAuthorisationTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);

TEST_P(PingbackAuthorisationTest, EnqueueRefusesAPingbackToAHostNotAuthorised)
{
    const auto refused = store.enqueue(withPingback(QStringLiteral("https://attacker.example/steal")));
    ASSERT_FALSE(refused.ok());
    EXPECT_EQ(refused.error().code, QStringLiteral("INVALID_SPEC"));
    EXPECT_TRUE(refused.error().message.contains(QStringLiteral("attacker.example is not an authorised target")))
        << refused.error().message.toStdString();
    // Turning enforcement off lets jobs run for any page; it does not send tokens anywhere.
    ASSERT_TRUE(AuthorisedHosts(store).setEnforced(false).ok());
    EXPECT_FALSE(store.enqueue(withPingback(QStringLiteral("https://attacker.example/steal"))).ok());
    ASSERT_TRUE(AuthorisedHosts(store).setEnforced(true).ok());
    // A batch is all or nothing, and names the job.
    const auto batch = store.enqueueBatch(
        {{recaptchaSpec(), QString()}, {withPingback(QStringLiteral("https://attacker.example/steal")), QString()}});
    ASSERT_FALSE(batch.ok());
    EXPECT_TRUE(batch.error().message.startsWith(QStringLiteral("job 2 of 2: pingback:")))
        << batch.error().message.toStdString();
    EXPECT_EQ(jobCount(), 0);

    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("*.hooks.example.net")).ok());
    const auto allowed = store.enqueue(withPingback(QStringLiteral("https://a.hooks.example.net/solved")));
    ASSERT_TRUE(allowed.ok()) << allowed.error().message.toStdString();
    EXPECT_EQ(store.job(allowed->jobId)->spec.params.value(QStringLiteral("pingback")),
              QStringLiteral("https://a.hooks.example.net/solved"));
}

TEST_P(PingbackAuthorisationTest, AnImportWithAPingbackToAHostNotAuthorisedStoresNothing)
{
    ASSERT_TRUE(AuthorisedHosts(store).allow(QStringLiteral("hooks.example.net")).ok());
    const QByteArray
        good = R"({"method":"turnstile","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
               R"("pageurl":"https://shop.example.com/","params":{"pingback":"https://hooks.example.net/s"}})"
               "\n";
    for (const char *pingback : {"https://attacker.example/steal", "https://169.254.169.254/x"}) {
        SCOPED_TRACE(pingback);
        const QByteArray bad = R"({"method":"turnstile","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
                               R"("pageurl":"https://shop.example.com/","params":{"pingback":")"
                             + QByteArray(pingback) + "\"}}\n";
        const auto r = importJsonl(good + bad);
        ASSERT_FALSE(r.ok());
        EXPECT_TRUE(r.error().message.startsWith(QStringLiteral("line 2: pingback: the host ")))
            << r.error().message.toStdString();
        EXPECT_EQ(jobCount(), 0) << "all or nothing";
    }
    // Plain http to another machine and user info are refused by the row's own checks.
    const QByteArray userInfo = R"({"method":"turnstile","sitekey":"0x4AAAAAAABS7vwvV6VFfMcD",)"
                                R"("pageurl":"https://shop.example.com/","params":)"
                                R"({"pingback":"https://u:pw@hooks.example.net/s"}})"
                                "\n";
    const auto withUser = importJsonl(userInfo);
    ASSERT_FALSE(withUser.ok());
    EXPECT_TRUE(withUser.error().message.contains(QStringLiteral("user information")));
    const auto ok = importJsonl(good);
    ASSERT_TRUE(ok.ok()) << ok.error().message.toStdString();
    EXPECT_EQ(jobCount(), 1);
}

} // namespace
} // namespace SolveDeckStoreTest
