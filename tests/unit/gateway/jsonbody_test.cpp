// JsonBody and the uniform error answers: a bad JSON body is a 400 that says where and what.
#include "gateway/gatewayreply.h"
#include "gateway/jsonbody.h"
#include "support/testutil.h"

#include <QJsonDocument>
#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;
using namespace Qt::StringLiterals;

namespace {

QString errorOf(const QByteArray &body)
{
    const auto result = JsonBody::parseObject(body);
    EXPECT_FALSE(result.ok());
    return result.ok() ? QString() : result.error().message;
}

TEST(JsonBody, AnObjectIsRead)
{
    const auto result = JsonBody::parseObject(R"({"method":"turnstile","sitekey":"0x4AAA"})");
    ASSERT_TRUE(result.ok());
    EXPECT_EQ(result->value(u"method"_s).toString(), u"turnstile"_s);
}

TEST(JsonBody, AByteOrderMarkIsSkipped)
{
    EXPECT_TRUE(JsonBody::parseObject("\xEF\xBB\xBF{\"a\":1}").ok());
}

TEST(JsonBody, AnErrorNamesTheLineAndColumnAndWhat)
{
    const QString message = errorOf("{\n  \"method\": \"turnstile\",\n  \"sitekey\": tru\n}");
    // The bad token "tru" is on line 3, from column 14 ("  \"sitekey\": " is 13 characters).
    EXPECT_TRUE(message.startsWith(u"line 3 column 1"_s)) << message.toStdString();
    EXPECT_TRUE(message.contains(u"illegal value"_s)) << message.toStdString();
    EXPECT_TRUE(errorOf("{\"a\": }").startsWith(u"line 1 column 7: "_s)) << errorOf("{\"a\": }").toStdString();
    EXPECT_GT(message.size(), QStringLiteral("line 3 column 1: ").size()) << "says what is wrong too";
    EXPECT_TRUE(errorOf("{\"a\": \"unterminated}").startsWith(u"line 1 column "_s));
}

TEST(JsonBody, ColumnsCountCharactersNotBytes)
{
    EXPECT_EQ(JsonBody::lineAndColumn("ab\ncd", 4), std::make_pair(2, 2));
    EXPECT_EQ(JsonBody::lineAndColumn("\xC3\xA4\xC3\xA4x", 4), std::make_pair(1, 3)); // "ääx": x is column 3
    EXPECT_EQ(JsonBody::lineAndColumn("abc", 99), std::make_pair(1, 4));              // clamped
}

TEST(JsonBody, EmptyBodiesArraysAndScalarsAreRefusedWithTheirOwnWords)
{
    EXPECT_TRUE(errorOf("").contains(u"empty"_s));
    EXPECT_TRUE(errorOf("  \n").contains(u"empty"_s));
    EXPECT_TRUE(errorOf("[1,2]").contains(u"array"_s));
    EXPECT_FALSE(errorOf("42").isEmpty());
    EXPECT_EQ(JsonBody::parseObject("{").error().code, u"bad_json"_s);
}

TEST(GatewayReply, ErrorsHaveOneShape)
{
    const GatewayReply reply = GatewayReply::badJson(JsonBody::parseObject("{\"a\":}").error());
    EXPECT_EQ(reply.status, 400);
    EXPECT_EQ(reply.header("content-type"), "application/json");
    const QJsonObject body = QJsonDocument::fromJson(reply.body).object();
    EXPECT_EQ(body.value(u"error"_s).toString(), u"bad_json"_s);
    EXPECT_TRUE(body.value(u"message"_s).toString().startsWith(u"line 1 column"_s));
    EXPECT_FALSE(body.value(u"fix"_s).toString().isEmpty());
    EXPECT_EQ(body.size(), 3);
}

TEST(GatewayReply, WithHeaderReplacesAHeaderOfTheSameName)
{
    GatewayReply reply = GatewayReply::text(200, "x");
    reply.withHeader("content-type", "text/csv").withHeader("Retry-After", "5");
    EXPECT_EQ(reply.header("Content-Type"), "text/csv");
    EXPECT_EQ(reply.headers.size(), 2);
    EXPECT_TRUE(GatewayReply::isKnownStatus(429));
    EXPECT_FALSE(GatewayReply::isKnownStatus(299));
}

} // namespace
