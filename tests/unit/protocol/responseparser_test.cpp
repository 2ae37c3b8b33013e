#include "core/protocol/responseparser.h"

#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::ResponseParser;

namespace {

HttpAnswer ok200(const QByteArray &body, const QByteArray &contentType = QByteArrayLiteral("application/json"))
{
    return HttpAnswer{200, contentType, body};
}

HttpAnswer plain(const QByteArray &body)
{
    return HttpAnswer{200, QByteArrayLiteral("text/plain"), body};
}

template<typename T>
void expectTransport(const ApiResult<T> &r, const char *code)
{
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QString::fromLatin1(code));
    EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient);
    EXPECT_TRUE(r.failure.uncertain) << "the server answered: it did receive the request";
    EXPECT_FALSE(r.failure.detail.isEmpty());
}

template<typename T>
void expectCode(const ApiResult<T> &r, const char *code, ErrorClass errorClass)
{
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.failure.code, QString::fromLatin1(code));
    EXPECT_EQ(r.failure.errorClass, errorClass);
    EXPECT_FALSE(r.failure.uncertain);
}

} // namespace

// --- submit (in.php) ---

TEST(ResponseParserSubmit, JsonStringId)
{
    const auto r = parseSubmit(ok200(R"({"status":1,"request":"72345678901"})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("72345678901"));
}

TEST(ResponseParserSubmit, JsonNumericIdKeepsEveryDigit)
{
    // Above 2^53 a double would round it; large ids must not come out in exponent form either.
    const auto r = parseSubmit(ok200(R"({"status":1,"request":9007199254740993})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("9007199254740993"));
    const auto small = parseSubmit(ok200(R"({ "status" : 1 , "request" : 123 })"));
    ASSERT_TRUE(small.ok());
    EXPECT_EQ(small.value->taskId, QStringLiteral("123"));
}

TEST(ResponseParserSubmit, StatusAsString)
{
    const auto r = parseSubmit(ok200(R"({"status":"1","request":"55"})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("55"));
}

TEST(ResponseParserSubmit, PlainOk)
{
    const auto r = parseSubmit(plain("OK|2122988149\n"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("2122988149"));
}

TEST(ResponseParserSubmit, JsonError)
{
    expectCode(parseSubmit(ok200(R"({"status":0,"request":"ERROR_ZERO_BALANCE","error_text":"no threads"})")),
               "ERROR_ZERO_BALANCE",
               ErrorClass::Capacity);
    expectCode(parseSubmit(ok200(R"({"status":0,"request":"ERROR_PAGEURL"})")),
               "ERROR_PAGEURL",
               ErrorClass::JobFailure);
}

TEST(ResponseParserSubmit, BarePlainCodes)
{
    expectCode(parseSubmit(plain("ERROR_WRONG_USER_KEY")), "ERROR_WRONG_USER_KEY", ErrorClass::AuthPause);
    expectCode(parseSubmit(plain("IP_BANNED")), "IP_BANNED", ErrorClass::BanPause);
    expectCode(parseSubmit(plain("MAX_USER_TURN")), "MAX_USER_TURN", ErrorClass::Capacity);
    expectCode(parseSubmit(plain("ERROR_NO_SLOT_AVAILABLE")), "ERROR_NO_SLOT_AVAILABLE", ErrorClass::Capacity);
    expectCode(parseSubmit(plain("ERROR_SERVER_ERROR")), "ERROR_SERVER_ERROR", ErrorClass::Transient);
}

TEST(ResponseParserSubmit, UnknownCodeIsAJobFailureWithTheCode)
{
    expectCode(parseSubmit(plain("ERROR_BRAND_NEW")), "ERROR_BRAND_NEW", ErrorClass::JobFailure);
}

TEST(ResponseParserSubmit, MalformedAnswersAreTransport)
{
    expectTransport(parseSubmit(ok200("")), "BAD_RESPONSE");
    expectTransport(parseSubmit(ok200("   \r\n")), "BAD_RESPONSE");
    expectTransport(parseSubmit(ok200(R"({"status":1,"requ)")), "BAD_RESPONSE"); // truncated
    expectTransport(parseSubmit(ok200(R"({"status":1})")), "BAD_RESPONSE");      // no id
    expectTransport(parseSubmit(ok200(R"({"status":1,"request":""})")), "BAD_RESPONSE");
    expectTransport(parseSubmit(ok200(R"({"status":1,"request":"12 34"})")), "BAD_RESPONSE");
    expectTransport(parseSubmit(ok200(R"({"request":"55"})")), "BAD_RESPONSE"); // no status
    expectTransport(parseSubmit(ok200(R"({"status":0})")), "BAD_RESPONSE");
    expectTransport(parseSubmit(ok200("[1,2]")), "BAD_RESPONSE");
    expectTransport(parseSubmit(plain("hello world")), "BAD_RESPONSE");
    expectTransport(parseSubmit(plain("\x01\x02garbage\xff")), "BAD_RESPONSE");
    expectTransport(parseSubmit(plain("OK|")), "BAD_RESPONSE");
    // A res.php answer to a submit.
    expectTransport(parseSubmit(plain("CAPCHA_NOT_READY")), "BAD_RESPONSE");
}

TEST(ResponseParserSubmit, NonOkStatusIsTransportEvenWithAnApiBody)
{
    expectTransport(parseSubmit(HttpAnswer{502, "text/html", "<html>Bad gateway</html>"}), "HTTP_502");
    expectTransport(parseSubmit(HttpAnswer{500, "application/json", R"({"status":1,"request":"1"})"}), "HTTP_500");
}

TEST(ResponseParserSubmit, WrongAddressStatusesPauseTheEndpoint)
{
    for (const int status : {301, 302, 307, 401, 403, 404, 405}) {
        const auto r = parseSubmit(HttpAnswer{status, "text/html", "<html>Not here</html>"});
        ASSERT_FALSE(r.ok()) << status;
        EXPECT_EQ(r.failure.code, QStringLiteral("HTTP_%1").arg(status));
        EXPECT_EQ(r.failure.errorClass, ErrorClass::EndpointPause) << status;
    }
    // Statuses of a struggling but real service stay transient.
    for (const int status : {429, 500, 502, 503, 504}) {
        EXPECT_EQ(parseSubmit(HttpAnswer{status, {}, {}}).failure.errorClass, ErrorClass::Transient) << status;
    }
}

TEST(ResponseParserSubmit, HtmlIsTransport)
{
    expectTransport(parseSubmit(ok200("<!DOCTYPE html><html><body>Maintenance</body></html>", "text/html")),
                    "HTML_RESPONSE");
    // HTML without the content type.
    expectTransport(parseSubmit(ok200("\n  <html>cloudflare</html>", "application/octet-stream")), "HTML_RESPONSE");
    // A text/html label with a page that is not an API answer.
    expectTransport(parseSubmit(ok200("Service Unavailable - try later", "text/html; charset=UTF-8")), "HTML_RESPONSE");
}

TEST(ResponseParserSubmit, ApiAnswerLabelledTextHtmlIsStillAccepted)
{
    // PHP's default content type is text/html: a real OK|id must not be thrown away for it.
    const auto r = parseSubmit(ok200("OK|42", "text/html; charset=UTF-8"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->taskId, QStringLiteral("42"));
    expectCode(parseSubmit(ok200("ERROR_ZERO_BALANCE", "text/html")), "ERROR_ZERO_BALANCE", ErrorClass::Capacity);
}

// --- poll (res.php action=get) ---

TEST(ResponseParserPoll, NotReadyInBothForms)
{
    for (const QByteArray &body : {QByteArrayLiteral(R"({"status":0,"request":"CAPCHA_NOT_READY"})"),
                                   QByteArrayLiteral("CAPCHA_NOT_READY"),
                                   QByteArrayLiteral("CAPCHA_NOT_READY\r\n")}) {
        const auto r = parsePoll(ok200(body));
        ASSERT_TRUE(r.ok()) << body.constData();
        EXPECT_FALSE(r.value->ready);
        EXPECT_TRUE(r.value->token.isEmpty());
    }
}

TEST(ResponseParserPoll, JsonToken)
{
    const auto r = parsePoll(ok200(R"({"status":1,"request":"03AGdBq24PBCbwiDRaS_MJ7Z..."})"));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value->ready);
    EXPECT_EQ(r.value->token, QStringLiteral("03AGdBq24PBCbwiDRaS_MJ7Z..."));
}

TEST(ResponseParserPoll, PlainTokenSplitsOnTheFirstBarOnly)
{
    const auto r = parsePoll(plain("OK|abc|def|ghi"));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value->ready);
    EXPECT_EQ(r.value->token, QStringLiteral("abc|def|ghi"));
}

TEST(ResponseParserPoll, NumericImageAnswer)
{
    const auto r = parsePoll(ok200(R"({"status":1,"request":4021})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->token, QStringLiteral("4021"));
}

TEST(ResponseParserPoll, Errors)
{
    expectCode(parsePoll(ok200(R"({"status":0,"request":"ERROR_CAPTCHA_UNSOLVABLE"})")),
               "ERROR_CAPTCHA_UNSOLVABLE",
               ErrorClass::JobFailure);
    expectCode(parsePoll(plain("ERROR_WRONG_CAPTCHA_ID")), "ERROR_WRONG_CAPTCHA_ID", ErrorClass::ClientBug);
    expectCode(parsePoll(plain("ERROR_KEY_DOES_NOT_EXIST")), "ERROR_KEY_DOES_NOT_EXIST", ErrorClass::AuthPause);
    expectTransport(parsePoll(ok200(R"({"status":1,"request":""})")), "BAD_RESPONSE");
    expectTransport(parsePoll(plain("")), "BAD_RESPONSE");
    expectTransport(parsePoll(HttpAnswer{503, {}, "CAPCHA_NOT_READY"}), "HTTP_503");
}

// --- ids= ---

TEST(ResponseParserPollMany, PlainInOrder)
{
    const auto r = parsePollMany(plain("OK|tok1|CAPCHA_NOT_READY|ERROR_CAPTCHA_UNSOLVABLE"), 3);
    ASSERT_EQ(r.size(), 3);
    ASSERT_TRUE(r[0].ok());
    EXPECT_TRUE(r[0].value->ready);
    EXPECT_EQ(r[0].value->token, QStringLiteral("tok1"));
    ASSERT_TRUE(r[1].ok());
    EXPECT_FALSE(r[1].value->ready);
    expectCode(r[2], "ERROR_CAPTCHA_UNSOLVABLE", ErrorClass::JobFailure);
}

TEST(ResponseParserPollMany, JsonRequestString)
{
    const auto r = parsePollMany(ok200(R"({"status":1,"request":"a|b"})"), 2);
    ASSERT_EQ(r.size(), 2);
    ASSERT_TRUE(r[0].ok() && r[1].ok());
    EXPECT_EQ(r[0].value->token, QStringLiteral("a"));
    EXPECT_EQ(r[1].value->token, QStringLiteral("b"));
}

TEST(ResponseParserPollMany, CountMismatchIsBadResponseForEveryId)
{
    for (const auto &answer : {plain("OK|a|b"), plain("OK|a|b|c|d"), ok200(R"({"status":1,"request":"a"})")}) {
        const auto r = parsePollMany(answer, 3);
        ASSERT_EQ(r.size(), 3);
        for (const auto &one : r) {
            expectTransport(one, "BAD_RESPONSE");
        }
    }
}

TEST(ResponseParserPollMany, WholeRequestCodesApplyToAll)
{
    auto r = parsePollMany(plain("ERROR_WRONG_USER_KEY"), 2);
    ASSERT_EQ(r.size(), 2);
    expectCode(r[0], "ERROR_WRONG_USER_KEY", ErrorClass::AuthPause);
    expectCode(r[1], "ERROR_WRONG_USER_KEY", ErrorClass::AuthPause);
    r = parsePollMany(ok200(R"({"status":0,"request":"CAPCHA_NOT_READY"})"), 2);
    ASSERT_EQ(r.size(), 2);
    EXPECT_TRUE(r[0].ok() && !r[0].value->ready);
    r = parsePollMany(HttpAnswer{502, {}, {}}, 4);
    ASSERT_EQ(r.size(), 4);
    expectTransport(r[3], "HTTP_502");
}

TEST(ResponseParserPollMany, PlainWithoutOkPrefixAndJsonStatusZeroLists)
{
    // 2captcha's plain multi-get has no "OK|"; a json list of errors may come with status 0.
    auto r = parsePollMany(plain("tok1|CAPCHA_NOT_READY|ERROR_CAPTCHA_UNSOLVABLE"), 3);
    ASSERT_EQ(r.size(), 3);
    ASSERT_TRUE(r[0].ok());
    EXPECT_EQ(r[0].value->token, QStringLiteral("tok1"));
    ASSERT_TRUE(r[1].ok());
    EXPECT_FALSE(r[1].value->ready);
    expectCode(r[2], "ERROR_CAPTCHA_UNSOLVABLE", ErrorClass::JobFailure);
    r = parsePollMany(ok200(R"({"status":0,"request":"ERROR_CAPTCHA_UNSOLVABLE|CAPCHA_NOT_READY"})"), 2);
    ASSERT_EQ(r.size(), 2);
    expectCode(r[0], "ERROR_CAPTCHA_UNSOLVABLE", ErrorClass::JobFailure);
    EXPECT_TRUE(r[1].ok() && !r[1].value->ready);
    // Garbage stays garbage: no '|' and no code.
    r = parsePollMany(plain("hello world"), 2);
    expectTransport(r[0], "BAD_RESPONSE");
}

// --- threadsinfo ---

TEST(ResponseParserThreads, FlatEnvelope)
{
    const auto r = parseThreadsInfo(ok200(R"({"status":1,"threads":5,"working_threads":2,"free_threads":3})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->threads, 5);
    EXPECT_EQ(r.value->workingThreads, 2);
    EXPECT_EQ(r.value->freeThreads, 3);
}

TEST(ResponseParserThreads, FlatWithoutStatus)
{
    const auto r = parseThreadsInfo(ok200(R"({"threads":15,"working_threads":0,"free_threads":15})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->threads, 15);
}

TEST(ResponseParserThreads, ObjectInsideRequest)
{
    const auto r = parseThreadsInfo(
        ok200(R"({"status":1,"request":{"threads":"15","working_threads":"4","free_threads":"11"}})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->threads, 15);
    EXPECT_EQ(r.value->workingThreads, 4);
    EXPECT_EQ(r.value->freeThreads, 11);
}

TEST(ResponseParserThreads, JsonStringInsideRequest)
{
    const auto r = parseThreadsInfo(
        ok200(R"({"status":1,"request":"{\"threads\":5,\"working_threads\":5,\"free_threads\":0}"})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->threads, 5);
    EXPECT_EQ(r.value->workingThreads, 5);
    EXPECT_EQ(r.value->freeThreads, 0);
}

TEST(ResponseParserThreads, PlainOkWithJson)
{
    const auto r = parseThreadsInfo(plain(R"(OK|{"threads":5,"working_threads":1})"));
    ASSERT_TRUE(r.ok());
    EXPECT_EQ(r.value->threads, 5);
    EXPECT_EQ(r.value->freeThreads, 4) << "missing free_threads is derived";
}

TEST(ResponseParserThreads, KnownCountsAreMarkedKnown)
{
    const auto r = parseThreadsInfo(ok200(R"({"status":1,"threads":5,"working_threads":0,"free_threads":5})"));
    ASSERT_TRUE(r.ok());
    EXPECT_TRUE(r.value->workingThreadsKnown) << "0 working is a real answer";
    EXPECT_TRUE(r.value->freeThreadsKnown);
    EXPECT_EQ(r.value->workingThreads, 0);
}

TEST(ResponseParserThreads, UnusableWorkingThreadsIsUnknownNeverZero)
{
    // Every envelope, and every way the field can be unusable: missing, null, not a number, not a whole count.
    const QList<QByteArray> workingValues = {
        QByteArray(),
        "null",
        R"("abc")",
        "2.5",
        "-1",
        R"("")",
        "true",
        "[]",
        "{}",
        "1e12",
    };
    for (const QByteArray &working : workingValues) {
        const QByteArray field = working.isNull() ? QByteArray() : R"(,"working_threads":)" + working;
        const QByteArray escaped = QByteArray(field).replace('"', R"(\")");
        const QList<HttpAnswer> answers = {
            ok200(R"({"status":1,"threads":5)" + field + "}"),
            ok200(R"({"threads":5)" + field + "}"),
            ok200(R"({"status":1,"request":{"threads":5)" + field + "}}"),
            ok200(R"({"status":1,"request":"{\"threads\":5)" + escaped + R"(}"})"),
            plain(R"(OK|{"threads":5)" + field + "}"),
        };
        for (const HttpAnswer &answer : answers) {
            const auto r = parseThreadsInfo(answer);
            ASSERT_TRUE(r.ok()) << answer.body.toStdString() << " -> " << r.failure.detail.toStdString();
            EXPECT_EQ(r.value->threads, 5) << answer.body.toStdString();
            EXPECT_FALSE(r.value->workingThreadsKnown) << answer.body.toStdString();
            EXPECT_EQ(r.value->workingThreads, 0) << answer.body.toStdString();
            EXPECT_FALSE(r.value->freeThreadsKnown)
                << "nothing to derive free threads from: " << answer.body.toStdString();
        }
    }
}

TEST(ResponseParserThreads, FreeThreadsAnsweredEvenWhenWorkingIsUnknown)
{
    const auto r = parseThreadsInfo(ok200(R"({"status":1,"threads":5,"working_threads":"abc","free_threads":2})"));
    ASSERT_TRUE(r.ok());
    EXPECT_FALSE(r.value->workingThreadsKnown);
    EXPECT_TRUE(r.value->freeThreadsKnown);
    EXPECT_EQ(r.value->freeThreads, 2);
}

TEST(ResponseParserThreads, UnusableFreeThreadsFallsBackOnlyWhenWorkingIsKnown)
{
    const auto derived = parseThreadsInfo(ok200(R"({"status":1,"threads":5,"working_threads":2,"free_threads":null})"));
    ASSERT_TRUE(derived.ok());
    EXPECT_TRUE(derived.value->freeThreadsKnown);
    EXPECT_EQ(derived.value->freeThreads, 3);

    const auto unknown = parseThreadsInfo(ok200(R"({"status":1,"threads":5,"free_threads":"x"})"));
    ASSERT_TRUE(unknown.ok());
    EXPECT_FALSE(unknown.value->freeThreadsKnown);
    EXPECT_EQ(unknown.value->freeThreads, 0);
}

TEST(ResponseParserThreads, UnusablePlanSizeIsABadResponseNotAPlanOfZero)
{
    for (const QByteArray &body : {QByteArray(R"({"status":1,"working_threads":2})"),
                                   QByteArray(R"({"status":1,"threads":null,"working_threads":2})"),
                                   QByteArray(R"({"status":1,"threads":"abc","working_threads":2})"),
                                   QByteArray(R"({"status":1,"threads":2.5})"),
                                   QByteArray(R"({"status":1,"request":{"working_threads":2}})")}) {
        expectTransport(parseThreadsInfo(ok200(body)), "BAD_RESPONSE");
    }
    expectTransport(parseThreadsInfo(plain(R"(OK|{"working_threads":2})")), "BAD_RESPONSE");
}

TEST(ResponseParserThreads, Failures)
{
    expectCode(parseThreadsInfo(ok200(R"({"status":0,"request":"ERROR_KEY_DOES_NOT_EXIST"})")),
               "ERROR_KEY_DOES_NOT_EXIST",
               ErrorClass::AuthPause);
    expectTransport(parseThreadsInfo(ok200(R"({"status":1,"request":"5"})")), "BAD_RESPONSE");
    expectTransport(parseThreadsInfo(ok200(R"({"status":1,"threads":-1})")), "BAD_RESPONSE");
    expectTransport(parseThreadsInfo(ok200(R"({"status":1,"threads":5,)")), "BAD_RESPONSE");
}

// --- getbalance ---

TEST(ResponseParserBalance, EveryForm)
{
    const struct
    {
        QByteArray body;
        double expected;
    } cases[] = {
        {R"({"status":1,"request":"12.345"})", 12.345},
        {R"({"status":1,"request":7.5})", 7.5},
        {R"({"status":1,"request":0})", 0.0},
        {"0", 0.0},
        {"3.14\n", 3.14},
        {"OK|2.5", 2.5},
    };

    for (const auto &c : cases) {
        const auto r = parseBalance(ok200(c.body));
        ASSERT_TRUE(r.ok()) << c.body.constData();
        EXPECT_DOUBLE_EQ(*r.value, c.expected) << c.body.constData();
    }
}

TEST(ResponseParserBalance, Failures)
{
    expectCode(parseBalance(plain("ERROR_WRONG_USER_KEY")), "ERROR_WRONG_USER_KEY", ErrorClass::AuthPause);
    expectTransport(parseBalance(plain("1,5")), "BAD_RESPONSE");
    expectTransport(parseBalance(ok200(R"({"status":1,"request":"abc"})")), "BAD_RESPONSE");
    expectTransport(parseBalance(plain("")), "BAD_RESPONSE");
}

// --- reportgood / reportbad ---

TEST(ResponseParserReport, EveryAcceptedForm)
{
    for (const QByteArray &body : {QByteArray(),
                                   QByteArrayLiteral("\n"),
                                   QByteArrayLiteral("OK_REPORT_RECORDED"),
                                   QByteArrayLiteral(R"({"status":1,"request":"OK_REPORT_RECORDED"})"),
                                   QByteArrayLiteral(R"({"status":0,"request":"OK_REPORT_RECORDED"})")}) {
        const auto r = parseReport(ok200(body));
        ASSERT_TRUE(r.ok()) << body.constData();
        EXPECT_TRUE(*r.value);
    }
}

TEST(ResponseParserReport, Failures)
{
    expectCode(parseReport(plain("ERROR_WRONG_CAPTCHA_ID")), "ERROR_WRONG_CAPTCHA_ID", ErrorClass::ClientBug);
    expectTransport(parseReport(HttpAnswer{500, {}, {}}), "HTTP_500");
    expectTransport(parseReport(ok200("<html></html>")), "HTML_RESPONSE");
}

// --- helpers ---

TEST(ResponseParserHelpers, TransportCodes)
{
    for (const char *code : {"HTTP_500",
                             "HTTP_502",
                             "HTML_RESPONSE",
                             "BAD_RESPONSE",
                             "TIMEOUT",
                             "CONNECTION_REFUSED",
                             "CONNECTION_RESET",
                             "NETWORK_ERROR"}) {
        EXPECT_TRUE(isTransportCode(QString::fromLatin1(code))) << code;
        EXPECT_EQ(describeError(QString::fromLatin1(code)).errorClass, ErrorClass::Transient) << code;
    }
    EXPECT_FALSE(isTransportCode(QStringLiteral("ERROR_SERVER_ERROR")));
    EXPECT_FALSE(isTransportCode(QStringLiteral("HTTP_5")));
}

TEST(ResponseParserHelpers, FailureForCodeUsesTheCatalogue)
{
    const auto f = failureForCode(QStringLiteral("ERROR_ZERO_BALANCE"));
    EXPECT_EQ(f.errorClass, ErrorClass::Capacity);
    EXPECT_FALSE(f.uncertain);
    EXPECT_FALSE(f.detail.isEmpty());
}
