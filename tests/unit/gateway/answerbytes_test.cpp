// AnswerBytes: the layer writes the framing (Content-Length, Connection) itself and leaves out what a handler must
// not set or could use to forge a header.
#include "gateway/http/answerbytes.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;

namespace {

QByteArray bytesOf(const GatewayReply &reply, const AnswerBytes::Framing &framing = {})
{
    QByteArray out;
    AnswerBytes::append(out, reply, framing);
    return out;
}

TEST(AnswerBytes, AnAnswerHasItsLengthAndItsBody)
{
    GatewayReply reply = GatewayReply::text(202, "hello");
    reply.headers.append({QByteArray("Location"), QByteArray("/v1/solve/5")});
    EXPECT_EQ(bytesOf(reply),
              "HTTP/1.1 202 Accepted\r\nContent-Type: text/plain; charset=utf-8\r\nLocation: /v1/solve/5\r\n"
              "Content-Length: 5\r\n\r\nhello");
}

TEST(AnswerBytes, ConnectionIsSaidWhenItMatters)
{
    const GatewayReply reply = GatewayReply::text(200, "x");
    EXPECT_TRUE(bytesOf(reply, {true, false, false}).contains("\r\nConnection: close\r\n"));
    EXPECT_TRUE(bytesOf(reply, {false, true, false}).contains("\r\nConnection: keep-alive\r\n"));
    EXPECT_FALSE(bytesOf(reply).contains("Connection:"));
}

TEST(AnswerBytes, TheAnswerToHeadHasTheLengthButNoBody)
{
    const QByteArray out = bytesOf(GatewayReply::text(200, "12345"), {false, false, true});
    EXPECT_TRUE(out.contains("Content-Length: 5\r\n"));
    EXPECT_TRUE(out.endsWith("\r\n\r\n"));
}

TEST(AnswerBytes, FramingHeadersAndLineBreaksFromAHandlerAreLeftOut)
{
    GatewayReply reply = GatewayReply::text(200, "ok");
    reply.headers.append({QByteArray("X-Evil"), QByteArray("a\r\nSet-Cookie: x=1")});
    reply.headers.append({QByteArray("X-Evil\nName"), QByteArray("b")});
    reply.headers.append({QByteArray("content-length"), QByteArray("999")});
    reply.headers.append({QByteArray("Transfer-Encoding"), QByteArray("chunked")});
    reply.headers.append({QByteArray("Connection"), QByteArray("upgrade")});
    const QByteArray out = bytesOf(reply);
    EXPECT_FALSE(out.contains("Set-Cookie"));
    EXPECT_FALSE(out.contains("X-Evil"));
    EXPECT_FALSE(out.contains("999"));
    EXPECT_FALSE(out.contains("chunked"));
    EXPECT_FALSE(out.contains("upgrade"));
    EXPECT_TRUE(out.contains("Content-Length: 2\r\n"));
}

TEST(AnswerBytes, AStatusWithoutAReasonIsSentAs500)
{
    EXPECT_TRUE(bytesOf(GatewayReply::text(299, "x")).startsWith("HTTP/1.1 500 Internal Server Error\r\n"));
    EXPECT_TRUE(bytesOf(GatewayReply::text(101, "x")).startsWith("HTTP/1.1 500 "));
    EXPECT_TRUE(bytesOf(GatewayReply::text(421, "x")).startsWith("HTTP/1.1 421 Misdirected Request\r\n"));
}

TEST(AnswerBytes, ARefusalClosesAndMaySayWhenToComeBack)
{
    const QByteArray out = AnswerBytes::refusal({503, "busy", "too busy", "later"}, 5);
    EXPECT_TRUE(out.startsWith("HTTP/1.1 503 Service Unavailable\r\n"));
    EXPECT_TRUE(out.contains("\r\nRetry-After: 5\r\n"));
    EXPECT_TRUE(out.contains("\r\nConnection: close\r\n"));
    EXPECT_TRUE(out.contains(R"("error":"busy")"));
    EXPECT_FALSE(AnswerBytes::refusal({400, "bad_request", "m", "f"}).contains("Retry-After"));
}

TEST(AnswerBytes, AStreamHeadHasNoLength)
{
    QByteArray out;
    AnswerBytes::appendStreamHead(out, {{"X-Stream", "yes"}, {"Content-Length", "5"}});
    EXPECT_EQ(out,
              "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-store\r\n"
              "X-Accel-Buffering: no\r\nX-Stream: yes\r\n\r\n");
}

} // namespace
