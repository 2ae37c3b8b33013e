// A hostile endpoint's answers (issue 27 item 1): a token, task id or error code with control characters is a
// malformed answer (BAD_RESPONSE), never a value the engine stores, and the failure's detail shows it escaped.
#include "core/protocol/responseparser.h"
#include "core/terminaltext.h"

#include <gtest/gtest.h>

using namespace SolveDeck;
using namespace SolveDeck::ResponseParser;

namespace {

HttpAnswer json(const QByteArray &body)
{
    return HttpAnswer{200, QByteArrayLiteral("application/json"), body};
}

HttpAnswer plain(const QByteArray &body)
{
    return HttpAnswer{200, QByteArrayLiteral("text/plain"), body};
}

// A BAD_RESPONSE that names the control characters, and whose code and detail hold none.
template<typename T>
::testing::AssertionResult refusedForControls(const ApiResult<T> &r)
{
    if (r.ok()) {
        return ::testing::AssertionFailure() << "accepted";
    }
    if (r.failure.code != QLatin1String("BAD_RESPONSE")) {
        return ::testing::AssertionFailure() << "code " << r.failure.code.toStdString();
    }
    if (!r.failure.detail.contains(QLatin1String("control characters"))) {
        return ::testing::AssertionFailure() << "detail " << r.failure.detail.toStdString();
    }
    if (hasControlCharacters(r.failure.detail) || hasControlCharacters(r.failure.code)) {
        return ::testing::AssertionFailure() << "raw control characters in the failure";
    }
    return ::testing::AssertionSuccess();
}

// ESC (an OSC title), BEL, a C1 CSI, a right-to-left override, DEL and a line break: one of each per answer.
const QList<QByteArray> kControls = {QByteArrayLiteral("\\u001b]0;PWNED\\u0007"),
                                     QByteArrayLiteral("\\u009b2J"),
                                     QByteArrayLiteral("\\u202egpj.exe"),
                                     QByteArrayLiteral("\\u007f"),
                                     QByteArrayLiteral("a\\nb")};

TEST(HostileAnswers, ATokenWithControlCharactersIsAMalformedAnswer)
{
    for (const QByteArray &control : kControls) {
        SCOPED_TRACE(control.toStdString());
        const auto r = parsePoll(json(R"({"status":1,"request":"03AGdBq)" + control + R"(tail"})"));
        EXPECT_TRUE(refusedForControls(r));
        EXPECT_TRUE(r.failure.uncertain);
        EXPECT_EQ(r.failure.errorClass, ErrorClass::Transient) << "polled again, never stored";
    }
    // Raw bytes in a plain answer, and a C1 as raw UTF-8.
    EXPECT_TRUE(refusedForControls(parsePoll(plain("OK|tok\x1b]0;x\x07"))));
    EXPECT_TRUE(refusedForControls(parsePoll(plain("OK|tok\xc2\x9b"
                                                   "2J"))));
    EXPECT_TRUE(refusedForControls(parsePoll(plain("OK|tok\xe2\x80\xae"
                                                   "txt"))));
    // The detail shows what came, escaped.
    const auto shown = parsePoll(json(R"({"status":1,"request":"\u001b]0;PWNED\u0007"})"));
    EXPECT_TRUE(shown.failure.detail.contains(QLatin1String("\\u001b]0;PWNED\\u0007")))
        << shown.failure.detail.toStdString();
    // An ordinary token is still a token.
    const auto good = parsePoll(json(R"({"status":1,"request":"03AGdBq24_tok-en.x+y/z="})"));
    ASSERT_TRUE(good.ok());
    EXPECT_EQ(good.value->token, QStringLiteral("03AGdBq24_tok-en.x+y/z="));
}

TEST(HostileAnswers, EveryTokenOfAManyIdAnswerIsChecked)
{
    const auto many = parsePollMany(plain("tok1|tok\x1b[2J|CAPCHA_NOT_READY"), 3);
    ASSERT_EQ(many.size(), 3);
    ASSERT_TRUE(many[0].ok());
    EXPECT_EQ(many[0].value->token, QStringLiteral("tok1"));
    EXPECT_TRUE(refusedForControls(many[1]));
    ASSERT_TRUE(many[2].ok());
    EXPECT_FALSE(many[2].value->ready);
}

TEST(HostileAnswers, ATaskIdWithControlCharactersIsAMalformedAnswer)
{
    for (const QByteArray &control : kControls) {
        SCOPED_TRACE(control.toStdString());
        const auto r = parseSubmit(json(R"({"status":1,"request":"7234)" + control + R"("})"));
        EXPECT_TRUE(refusedForControls(r));
        EXPECT_TRUE(r.failure.uncertain) << "a task may exist: the job is requeued as an uncertain submit";
    }
    EXPECT_TRUE(refusedForControls(parseSubmit(plain("OK|7234\x1b[31m"))));
}

TEST(HostileAnswers, AnErrorCodeWithControlCharactersIsAMalformedAnswer)
{
    for (const QByteArray &control : kControls) {
        SCOPED_TRACE(control.toStdString());
        const HttpAnswer answer = json(R"({"status":0,"request":"ERROR_)" + control + R"("})");
        EXPECT_TRUE(refusedForControls(parseSubmit(answer)));
        EXPECT_TRUE(refusedForControls(parsePoll(answer)));
        EXPECT_TRUE(refusedForControls(parseThreadsInfo(answer)));
        EXPECT_TRUE(refusedForControls(parseBalance(answer)));
        EXPECT_TRUE(refusedForControls(parseReport(answer)));
        for (const auto &one : parsePollMany(answer, 2)) {
            EXPECT_TRUE(refusedForControls(one));
        }
    }
    // A code of a kilobyte is no code either; an ordinary one is classed as before.
    const auto huge = parseSubmit(json(R"({"status":0,"request":")" + QByteArray(1000, 'E') + R"("})"));
    ASSERT_FALSE(huge.ok());
    EXPECT_EQ(huge.failure.code, QStringLiteral("BAD_RESPONSE"));
    const auto known = parseSubmit(json(R"({"status":0,"request":"ERROR_ZERO_BALANCE"})"));
    ASSERT_FALSE(known.ok());
    EXPECT_EQ(known.failure.code, QStringLiteral("ERROR_ZERO_BALANCE"));
}

TEST(HostileAnswers, ADetailQuotingABadAnswerIsEscaped)
{
    // Any malformed answer's detail quotes its start: escaped, since it is stored as the job's error detail.
    const auto html = parseSubmit(HttpAnswer{200, QByteArrayLiteral("text/html"), "<html>\x1b]0;t\x07</html>"});
    ASSERT_FALSE(html.ok());
    EXPECT_FALSE(hasControlCharacters(html.failure.detail)) << html.failure.detail.toStdString();
    const auto garbage = parseBalance(plain("not a balance \xe2\x80\xae\x1b[2J"));
    ASSERT_FALSE(garbage.ok());
    EXPECT_FALSE(hasControlCharacters(garbage.failure.detail)) << garbage.failure.detail.toStdString();
}

} // namespace
