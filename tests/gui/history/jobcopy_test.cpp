// The table's copy variants (issue 11), as JobCopy builds them from one job; and that neither a copy nor the detail
// pane shows a proxy's password (issue 27).
#include "core/io/jobjson.h"
#include "gui/jobcopy.h"
#include "gui/jobdetailwidget.h"
#include "support/testutil.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QTreeWidget>

using namespace SolveDeck;

namespace {

Job solvedJob(Method method)
{
    Job job;
    job.id = 42;
    job.idempotencyKey = QStringLiteral("key-42");
    job.spec.method = method;
    job.spec.sitekey = QStringLiteral("site-key-1");
    job.spec.pageurl = QStringLiteral("https://shop.example/login");
    job.state = JobState::Solved;
    // A quote, a backslash and a line break: the snippet must keep them inside its string literal.
    job.token = QStringLiteral("03AG\"tok\\en\n</script>");
    job.createdAtMs = 1'767'225'600'000;
    job.collectedAtMs = 1'767'225'660'000;
    job.tokenExpiresAtMs = 1'767'225'780'000;
    return job;
}

} // namespace

TEST(JobCopy, TokenJsonHoldsTheSixFields)
{
    const Job job = solvedJob(Method::RecaptchaV2);
    const QJsonObject object = QJsonDocument::fromJson(JobCopy::tokenJson(job).toUtf8()).object();
    EXPECT_EQ(object.size(), 6);
    EXPECT_EQ(object.value(QStringLiteral("token")).toString(), job.token);
    EXPECT_EQ(object.value(QStringLiteral("method")).toString(), QStringLiteral("recaptcha_v2"));
    EXPECT_EQ(object.value(QStringLiteral("sitekey")).toString(), job.spec.sitekey);
    EXPECT_EQ(object.value(QStringLiteral("pageurl")).toString(), job.spec.pageurl);
    EXPECT_EQ(object.value(QStringLiteral("received_at")).toString(), QStringLiteral("2026-01-01T00:01:00.000Z"));
    EXPECT_EQ(object.value(QStringLiteral("expires_at")).toString(), QStringLiteral("2026-01-01T00:03:00.000Z"));
}

TEST(JobCopy, SnippetFillsTheFieldOfTheMethodWithTheTokenEscaped)
{
    const QString recaptcha = JobCopy::fillSnippet(solvedJob(Method::RecaptchaV2));
    EXPECT_TRUE(recaptcha.contains(QStringLiteral("[name=\"g-recaptcha-response\"]"))) << recaptcha.toStdString();
    EXPECT_FALSE(recaptcha.contains(QStringLiteral("cf-turnstile-response")));
    // JSON escaping: the quote, backslash and line break stay inside the literal.
    EXPECT_TRUE(recaptcha.contains(QStringLiteral("const token = \"03AG\\\"tok\\\\en\\n</script>\";")))
        << recaptcha.toStdString();

    const QString turnstile = JobCopy::fillSnippet(solvedJob(Method::Turnstile));
    EXPECT_TRUE(turnstile.contains(QStringLiteral("[name=\"cf-turnstile-response\"]"))) << turnstile.toStdString();
    EXPECT_FALSE(turnstile.contains(QStringLiteral("g-recaptcha-response")));

    EXPECT_FALSE(JobCopy::applies(JobCopy::Variant::FillSnippet, solvedJob(Method::Image)));
    EXPECT_TRUE(JobCopy::text(JobCopy::Variant::FillSnippet, solvedJob(Method::Image)).isEmpty());
}

TEST(JobCopy, TokenVariantsNeedASolvedJobWithAToken)
{
    Job job = solvedJob(Method::Turnstile);
    EXPECT_EQ(JobCopy::text(JobCopy::Variant::Token, job), job.token);
    job.state = JobState::Failed;
    for (auto variant : {JobCopy::Variant::Token, JobCopy::Variant::TokenJson, JobCopy::Variant::FillSnippet}) {
        EXPECT_FALSE(JobCopy::applies(variant, job));
        EXPECT_TRUE(JobCopy::text(variant, job).isEmpty());
    }
    // The job itself can always be copied.
    EXPECT_TRUE(JobCopy::applies(JobCopy::Variant::JobJson, job));
}

TEST(JobCopy, JobJsonIsTheListJsonShapeWithTheToken)
{
    const Job job = solvedJob(Method::RecaptchaV3);
    const QJsonObject object = QJsonDocument::fromJson(JobCopy::jobJson(job).toUtf8()).object();
    EXPECT_EQ(object, JobJson::toJson(job, JobJson::Token::Include));
    EXPECT_EQ(object.value(QStringLiteral("token")).toString(), job.token);
}

// Issue 27: a copied job keeps its token (what it is copied for) but never its proxy's password.
TEST(JobCopy, JobJsonMasksTheProxyPassword)
{
    Job job = solvedJob(Method::RecaptchaV2);
    job.spec.params.insert(QStringLiteral("proxy"), QStringLiteral("alice:S3cretPw@1.2.3.4:8080"));
    job.spec.params.insert(QStringLiteral("proxytype"), QStringLiteral("HTTP"));
    const QString copied = JobCopy::jobJson(job);
    EXPECT_FALSE(copied.contains(QStringLiteral("S3cretPw"))) << copied.toStdString();
    const QJsonObject object = QJsonDocument::fromJson(copied.toUtf8()).object();
    const QJsonObject params = object.value(QStringLiteral("params")).toObject();
    EXPECT_EQ(params.value(QStringLiteral("proxy")).toString(), QStringLiteral("alice:****@1.2.3.4:8080"));
    EXPECT_EQ(object.value(QStringLiteral("token")).toString(), job.token);
}

// Issue 27: the detail pane's Parameters tab shows a proxy without its password.
TEST(JobDetail, TheParametersTabMasksTheProxyPassword)
{
    Job job = solvedJob(Method::RecaptchaV2);
    job.spec.params.insert(QStringLiteral("proxy"), QStringLiteral("alice:S3cretPw@1.2.3.4:8080"));
    JobDetailWidget detail;
    detail.showJob(job);
    const auto *parameters = detail.findChild<QTreeWidget *>(QStringLiteral("parameters"));
    ASSERT_NE(parameters, nullptr);
    bool sawProxy = false;
    for (int i = 0; i < parameters->topLevelItemCount(); ++i) {
        const QTreeWidgetItem *item = parameters->topLevelItem(i);
        EXPECT_FALSE(item->text(1).contains(QStringLiteral("S3cretPw")));
        EXPECT_FALSE(item->toolTip(1).contains(QStringLiteral("S3cretPw")));
        sawProxy = sawProxy || item->text(1).contains(QStringLiteral("alice:****@1.2.3.4:8080"));
    }
    EXPECT_TRUE(sawProxy) << "the proxy row, masked";
}
