// The JSON task protocol's answers: the envelope (HTTP 200 always, errorId 0 or 1, errorCode, errorDescription),
// createTask's integer taskId, getTaskResult for every job state and method (the solution's fields, cost, ip, times,
// solveCount, a failed job's code shared with res.php), getBalance, the reports, and the desk's errors.
#include "gateway/compat/compatresult.h"
#include "gateway/tasks/taskanswer.h"
#include "gateway/tasks/taskcodes.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::Gateway;
using namespace SolveDeck::Gateway::Tasks;
using namespace Qt::StringLiterals;

namespace {

Job jobOf(Method method, JobState state)
{
    Job job;
    job.id = 41;
    job.spec.method = method;
    if (method != Method::Image) {
        job.spec.sitekey = u"k1"_s;
        job.spec.pageurl = u"https://a.test/"_s;
    }
    job.state = state;
    job.attempts = 1;
    job.createdAtMs = 1'700'000'000'250;
    if (state == JobState::Solved) {
        job.token = method == Method::Image ? u"w7kq"_s : u"03AGdBq24-token"_s;
        job.collectedAtMs = 1'700'000'012'900;
        job.finishedAtMs = 1'700'000'013'100;
    }
    return job;
}

// The reply as a client reads it.
QJsonObject sent(const TaskAnswer &answer)
{
    const GatewayReply reply = encode(answer);
    EXPECT_EQ(reply.status, 200);
    EXPECT_TRUE(reply.header("content-type").startsWith("application/json"))
        << reply.header("content-type").toStdString();
    return QJsonDocument::fromJson(reply.body).object();
}

void expectError(const TaskAnswer &answer, const char *code)
{
    const QJsonObject body = sent(answer);
    EXPECT_EQ(body.value(u"errorId"_s).toInt(), 1);
    EXPECT_TRUE(body.value(u"errorId"_s).isDouble());
    EXPECT_EQ(body.value(u"errorCode"_s).toString(), QString::fromLatin1(code));
    EXPECT_FALSE(body.value(u"errorDescription"_s).toString().isEmpty());
    EXPECT_FALSE(answer.ok());
    EXPECT_EQ(answer.errorCode(), QString::fromLatin1(code));
}

} // namespace

TEST(TasksAnswer, CreateTaskAnswersTheJobIdAsAnInteger)
{
    const QJsonObject body = sent(taskCreated(9'000'000'123));
    EXPECT_EQ(body.value(u"errorId"_s).toInt(-1), 0);
    EXPECT_TRUE(body.value(u"taskId"_s).isDouble());
    EXPECT_EQ(body.value(u"taskId"_s).toInteger(), 9'000'000'123);
    EXPECT_FALSE(body.contains(u"errorCode"_s));
    // Written as an integer, never 9000000123.0 or a string.
    EXPECT_TRUE(encode(taskCreated(17)).body.contains("\"taskId\":17"));
}

TEST(TasksAnswer, ProcessingWhileQueuedOrBeingSolved)
{
    for (const JobState state : {JobState::Queued, JobState::Submitting, JobState::Submitted}) {
        const QJsonObject body = sent(taskResult(jobOf(Method::Turnstile, state), {}));
        EXPECT_EQ(body.value(u"errorId"_s).toInt(-1), 0);
        EXPECT_EQ(body.value(u"status"_s).toString(), u"processing"_s) << jobStateName(state).toStdString();
        EXPECT_FALSE(body.contains(u"solution"_s));
    }
}

TEST(TasksAnswer, ReadyWithTheSolutionFieldsOfEachMethod)
{
    const QJsonObject v2 = sent(taskResult(jobOf(Method::RecaptchaV2, JobState::Solved), {}));
    EXPECT_EQ(v2.value(u"status"_s).toString(), u"ready"_s);
    const QJsonObject v2Solution = v2.value(u"solution"_s).toObject();
    EXPECT_EQ(v2Solution.value(u"gRecaptchaResponse"_s).toString(), u"03AGdBq24-token"_s);
    EXPECT_EQ(v2Solution.value(u"token"_s).toString(), u"03AGdBq24-token"_s);
    EXPECT_FALSE(v2Solution.contains(u"userAgent"_s));

    const QJsonObject
        v3Solution = sent(taskResult(jobOf(Method::RecaptchaV3, JobState::Solved), {})).value(u"solution"_s).toObject();
    EXPECT_EQ(v3Solution.value(u"gRecaptchaResponse"_s).toString(), u"03AGdBq24-token"_s);

    Job turnstile = jobOf(Method::Turnstile, JobState::Solved);
    turnstile.spec.params.insert(u"userAgent"_s, u"Mozilla/5.0 test"_s);
    const QJsonObject tSolution = sent(taskResult(turnstile, {})).value(u"solution"_s).toObject();
    EXPECT_EQ(tSolution.value(u"token"_s).toString(), u"03AGdBq24-token"_s);
    EXPECT_FALSE(tSolution.contains(u"gRecaptchaResponse"_s));
    EXPECT_EQ(tSolution.value(u"userAgent"_s).toString(), u"Mozilla/5.0 test"_s);

    const QJsonObject
        iSolution = sent(taskResult(jobOf(Method::Image, JobState::Solved), {})).value(u"solution"_s).toObject();
    EXPECT_EQ(iSolution.value(u"text"_s).toString(), u"w7kq"_s);
    EXPECT_FALSE(iSolution.contains(u"token"_s));
}

TEST(TasksAnswer, ReadyCarriesCostIpTimesAndSolveCount)
{
    Job job = jobOf(Method::RecaptchaV2, JobState::Solved);
    job.attempts = 2;
    const QJsonObject body = sent(taskResult(job, {}));
    EXPECT_EQ(body.value(u"cost"_s).toString(), u"0"_s);
    EXPECT_TRUE(body.value(u"cost"_s).isString());
    EXPECT_EQ(body.value(u"ip"_s).toString(), u"127.0.0.1"_s);
    EXPECT_EQ(body.value(u"createTime"_s).toInteger(), 1'700'000'000);
    EXPECT_EQ(body.value(u"endTime"_s).toInteger(), 1'700'000'013);
    EXPECT_EQ(body.value(u"solveCount"_s).toInt(), 2);

    const QJsonObject given = sent(taskResult(job, {u"10.1.2.3"_s, u"0.00299"_s}));
    EXPECT_EQ(given.value(u"ip"_s).toString(), u"10.1.2.3"_s);
    EXPECT_EQ(given.value(u"cost"_s).toString(), u"0.00299"_s);

    // A job stored before finishedAt was written ends when its token was collected.
    job.finishedAtMs = 0;
    EXPECT_EQ(sent(taskResult(job, {})).value(u"endTime"_s).toInteger(), 1'700'000'012);
}

TEST(TasksAnswer, AFailedJobKeepsItsUpstreamCodeAndSolveDecksEndingsAreUnsolvable)
{
    Job upstream = jobOf(Method::RecaptchaV2, JobState::Failed);
    upstream.errorCode = u"ERROR_BAD_TOKEN_OR_PAGEURL"_s;
    upstream.errorDetail = u"the service could not load the page"_s;
    const QJsonObject body = sent(taskResult(upstream, {}));
    EXPECT_EQ(body.value(u"errorId"_s).toInt(), 1);
    EXPECT_EQ(body.value(u"errorCode"_s).toString(), u"ERROR_BAD_TOKEN_OR_PAGEURL"_s);
    EXPECT_EQ(body.value(u"errorDescription"_s).toString(), u"the service could not load the page"_s);

    Job ours = jobOf(Method::Turnstile, JobState::Failed);
    ours.errorCode = u"DEADLINE_PASSED"_s;
    ours.errorDetail = u"not solved within 600 s"_s;
    const QJsonObject deadline = sent(taskResult(ours, {}));
    EXPECT_EQ(deadline.value(u"errorCode"_s).toString(), QString::fromLatin1(Code::CaptchaUnsolvable));
    EXPECT_TRUE(deadline.value(u"errorDescription"_s).toString().contains(u"DEADLINE_PASSED"_s));

    expectError(taskResult(jobOf(Method::Image, JobState::Canceled), {}), Code::CaptchaUnsolvable);

    // The same code res.php answers for the same job: one mapping for both protocols.
    for (const Job &job : {upstream, ours, jobOf(Method::Image, JobState::Canceled)}) {
        EXPECT_EQ(sent(taskResult(job, {})).value(u"errorCode"_s).toString(), Compat::resultOf(job).request);
    }
}

TEST(TasksAnswer, AnUnknownOrForeignTaskIsNoSuchCaptchaId)
{
    expectError(taskResult(std::nullopt, {}), Code::NoSuchCaptchaId);
}

TEST(TasksAnswer, BalanceIsANumber)
{
    const QJsonObject body = sent(balance(12.345));
    EXPECT_EQ(body.value(u"errorId"_s).toInt(-1), 0);
    EXPECT_TRUE(body.value(u"balance"_s).isDouble());
    EXPECT_DOUBLE_EQ(body.value(u"balance"_s).toDouble(), 12.345);
    EXPECT_TRUE(encode(balance(0)).body.contains("\"balance\":0"));
}

TEST(TasksAnswer, ReportsGoAheadForSolvedJobsOnly)
{
    EXPECT_FALSE(reportRefusal(jobOf(Method::RecaptchaV2, JobState::Solved)).has_value());
    const QJsonObject recorded = sent(reportRecorded());
    EXPECT_EQ(recorded.value(u"errorId"_s).toInt(-1), 0);
    EXPECT_EQ(recorded.value(u"status"_s).toString(), u"success"_s);

    const auto unknown = reportRefusal(std::nullopt);
    ASSERT_TRUE(unknown.has_value());
    expectError(*unknown, Code::NoSuchCaptchaId);
    const auto pending = reportRefusal(jobOf(Method::Image, JobState::Submitted));
    ASSERT_TRUE(pending.has_value());
    expectError(*pending, Code::NoSuchCaptchaId);
    EXPECT_TRUE(pending->body.value(u"errorDescription"_s).toString().contains(u"submitted"_s));
}

TEST(TasksAnswer, TheDesksErrorsEachHaveTheirCode)
{
    expectError(keyDoesNotExist(), Code::KeyDoesNotExist);
    expectError(noSlotAvailable(), Code::NoSlotAvailable);
    expectError(zeroBalance(), Code::ZeroBalance);
    expectError(internalError(u"disk full."_s), Code::InternalServerError);
    const TaskAnswer host = domainNotAllowed(u"The host shop.test is not an authorised target. Run hosts allow."_s);
    expectError(host, Code::DomainNotAllowed);
    EXPECT_TRUE(host.body.value(u"errorDescription"_s).toString().contains(u"shop.test"_s));
}

TEST(TasksAnswer, RefusalsKeepTheProtocolsCodesAndTheCoresBecomeBadParameters)
{
    expectError(refused(Error{QString::fromLatin1(Code::TaskAbsent), u"task: missing."_s}), Code::TaskAbsent);
    const TaskAnswer core = refused(Error{u"INVALID_SPEC"_s, u"min_score: \"2\" is not allowed"_s});
    expectError(core, Code::BadParameters);
    EXPECT_EQ(core.body.value(u"errorDescription"_s).toString(), u"min_score: \"2\" is not allowed"_s);
    const TaskAnswer body = badBody(Error{u"bad_json"_s, u"line 1 column 2: illegal value"_s});
    expectError(body, Code::BadParameters);
    EXPECT_TRUE(body.body.value(u"errorDescription"_s).toString().contains(u"line 1 column 2"_s));
}
