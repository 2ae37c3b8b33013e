// ConnectionLimits: the per-connection judge of raw request bytes and of the connection's deadlines, driven with
// explicit times.
#include "gateway/connectionlimits.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;
using namespace Qt::StringLiterals;

namespace {

using Expiry = ConnectionLimits::Expiry;

GatewayLimits smallLimits()
{
    GatewayLimits limits;
    limits.maxHeadBytes = 128;
    limits.maxBodyBytes = 64;
    limits.maxHeaderFields = 4;
    limits.headTimeoutMs = 100;
    limits.bodyTimeoutMs = 200;
    limits.idleTimeoutMs = 300;
    limits.answerTimeoutMs = 400;
    return limits;
}

ConnectionLimits::Fed feedAll(ConnectionLimits &limits, const QByteArray &bytes, qint64 nowMs = 0)
{
    return limits.feed(QByteArrayView(bytes), nowMs);
}

int refusalOf(const QByteArray &head)
{
    ConnectionLimits limits(smallLimits(), 0);
    return feedAll(limits, head).refusal.status;
}

TEST(ConnectionLimits, ACompleteGetIsOneHeadWaitingForItsAnswer)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const auto fed = feedAll(limits, "GET /v1/capacity HTTP/1.1\r\nHost: x\r\n\r\n");
    ASSERT_EQ(fed.heads.size(), 1);
    EXPECT_FALSE(fed.refusal.isRefused());
    EXPECT_EQ(fed.heads[0].method, "GET");
    EXPECT_TRUE(fed.heads[0].keepAlive);
    EXPECT_FALSE(fed.heads[0].http10);
    EXPECT_EQ(limits.unanswered(), 1);
    EXPECT_FALSE(limits.isInsideRequest());
}

TEST(ConnectionLimits, AHeadArrivingByteByByteEndsExactlyAtItsBlankLine)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const QByteArray head = "POST /in.php HTTP/1.1\r\nContent-Length: 3\r\n\r\nabc";
    int heads = 0;
    for (qsizetype i = 0; i < head.size(); ++i) {
        const auto fed = limits.feed(QByteArrayView(head).sliced(i, 1), i);
        heads += int(fed.heads.size());
        if (i < head.indexOf("\r\n\r\n") + 3) {
            EXPECT_EQ(heads, 0) << i;
        }
        EXPECT_EQ(limits.unanswered(), i == head.size() - 1 ? 1 : 0) << i;
    }
    EXPECT_EQ(heads, 1);
}

TEST(ConnectionLimits, BareLineFeedsAndLeadingBlankLinesAreAcceptedAsQtHttpServerDoes)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const auto fed = feedAll(limits, "\r\n\r\nGET / HTTP/1.1\nHost: x\n\nGET /2 HTTP/1.1\n\n");
    EXPECT_EQ(fed.heads.size(), 2);
    EXPECT_FALSE(fed.refusal.isRefused());
    EXPECT_EQ(limits.unanswered(), 2);
}

TEST(ConnectionLimits, PipelinedRequestsWithBodiesAreCountedInOrder)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const auto fed = feedAll(limits,
                             "POST /a HTTP/1.1\r\nContent-Length: 5\r\n\r\nhelloPOST /b HTTP/1.0\r\n"
                             "Content-Length: 2\r\nConnection: keep-alive\r\n\r\nhiGET /c HTTP/1.1\r\n\r\n");
    ASSERT_EQ(fed.heads.size(), 3);
    EXPECT_EQ(fed.heads[0].contentLength, 5);
    EXPECT_TRUE(fed.heads[1].http10);
    EXPECT_TRUE(fed.heads[1].keepAlive);
    EXPECT_EQ(fed.heads[2].method, "GET");
    EXPECT_EQ(limits.unanswered(), 3);
}

TEST(ConnectionLimits, TheBodyOfARequestIsNotMistakenForAHead)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    // The body itself looks like a request head: it is body, by the length.
    const QByteArray body = "GET /x HTTP/1.1\r\n\r\n";
    auto fed = feedAll(limits, "POST /a HTTP/1.1\r\nContent-Length: " + QByteArray::number(body.size()) + "\r\n\r\n");
    EXPECT_EQ(fed.heads.size(), 1);
    EXPECT_EQ(limits.unanswered(), 0);
    EXPECT_TRUE(limits.isInsideRequest());
    fed = feedAll(limits, body);
    EXPECT_EQ(fed.heads.size(), 0);
    EXPECT_EQ(limits.unanswered(), 1);
}

TEST(ConnectionLimits, KeepAliveFollowsTheVersionAndTheConnectionHeader)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const auto fed = feedAll(limits,
                             "GET / HTTP/1.1\r\nConnection: close\r\n\r\n"
                             "GET / HTTP/1.0\r\n\r\n"
                             "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"
                             "GET / HTTP/1.1\r\nConnection: keep-alive, Upgrade\r\n\r\n");
    ASSERT_EQ(fed.heads.size(), 4);
    EXPECT_FALSE(fed.heads[0].keepAlive);
    EXPECT_FALSE(fed.heads[1].keepAlive);
    EXPECT_TRUE(fed.heads[2].keepAlive);
    EXPECT_TRUE(fed.heads[3].keepAlive);
}

TEST(ConnectionLimits, AHeadAtTheLimitPassesAndOneByteMoreIsRefused431)
{
    const QByteArray start = "GET / HTTP/1.1\r\nX: ";
    const QByteArray end = "\r\n\r\n";
    const QByteArray exact = start + QByteArray(128 - start.size() - end.size(), 'a') + end;
    ASSERT_EQ(exact.size(), 128);
    EXPECT_EQ(refusalOf(exact), 0);
    const QByteArray over = start + QByteArray(129 - start.size() - end.size(), 'a') + end;
    EXPECT_EQ(refusalOf(over), 431);
    // A head that never ends is refused as soon as it passes the limit, not buffered on.
    ConnectionLimits limits(smallLimits(), 0);
    EXPECT_EQ(feedAll(limits, "GET / HTTP/1.1\r\nX: " + QByteArray(100, 'a')).refusal.status, 0);
    EXPECT_EQ(feedAll(limits, QByteArray(100, 'a')).refusal.status, 431);
    EXPECT_TRUE(limits.isRefused());
}

TEST(ConnectionLimits, TooManyHeaderFieldsAreRefused431)
{
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n"), 0);
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\nE: 5\r\n\r\n"), 431);
}

TEST(ConnectionLimits, ABodyOverTheLimitIsRefused413BeforeAnyOfItArrives)
{
    ConnectionLimits limits(smallLimits(), 0);
    const auto fed = feedAll(limits, "POST / HTTP/1.1\r\nContent-Length: 65\r\n\r\n");
    EXPECT_EQ(fed.refusal.status, 413);
    EXPECT_EQ(fed.refusal.code, "body_too_large");
    EXPECT_TRUE(fed.refusal.message.contains("65 bytes")) << fed.refusal.message.constData();
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 64\r\n\r\n"), 0);
    // Lengths past any integer are refused the same way, not overflowed.
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 99999999999999999999999999\r\n\r\n"), 413);
}

TEST(ConnectionLimits, ChunkedBodiesAreRefused411)
{
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n"), 411);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 3\r\nTransfer-Encoding: gzip, chunked\r\n\r\n"), 411);
}

TEST(ConnectionLimits, MalformedHeadsAreRefused400)
{
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: abc\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: -1\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 1, 1\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nContent-Length: 0\r\nContent-Length: 0\r\n\r\n"), 0);
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nno colon here\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nContent-Length : 5\r\n\r\n"), 400); // smuggling shape
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nA: 1\r\n folded\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nA: \x01\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("GET /\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("GET / FTP/1.1\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("G(T / HTTP/1.1\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("GET / HTTP/2.0\r\n\r\n"), 505);
}

TEST(ConnectionLimits, ATlsHandshakeOnThePlainPortIsToldWhatItIs)
{
    ConnectionLimits limits(GatewayLimits{}, 0);
    const auto fed = feedAll(limits, QByteArray::fromHex("160301020001"));
    EXPECT_EQ(fed.refusal.status, 400);
    EXPECT_TRUE(fed.refusal.message.contains("TLS")) << fed.refusal.message.constData();
    EXPECT_TRUE(fed.refusal.fix.contains("--tls-cert")) << fed.refusal.fix.constData();
}

TEST(ConnectionLimits, AfterARefusalNothingMoreIsJudged)
{
    ConnectionLimits limits(smallLimits(), 0);
    EXPECT_EQ(feedAll(limits, "GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").refusal.status, 411);
    const auto later = feedAll(limits, "GET / HTTP/1.1\r\n\r\n");
    EXPECT_FALSE(later.refusal.isRefused());
    EXPECT_TRUE(later.heads.isEmpty());
    EXPECT_TRUE(limits.isRefused());
    EXPECT_EQ(limits.deadline().expiry, Expiry::None);
}

TEST(ConnectionLimits, RequestsBeforeARefusalInTheSameBytesAreStillReported)
{
    ConnectionLimits limits(smallLimits(), 0);
    const auto fed = feedAll(limits, "GET /ok HTTP/1.1\r\n\r\nGET / HTTP/1.1\r\nbroken\r\n\r\n");
    EXPECT_EQ(fed.heads.size(), 1);
    EXPECT_EQ(fed.refusal.status, 400);
}

TEST(ConnectionLimits, HundredContinueIsOfferedOnlyWhenTheClientWaitsForIt)
{
    const QByteArray head = "POST / HTTP/1.1\r\nExpect: 100-continue\r\nContent-Length: 4\r\n\r\n";
    {
        ConnectionLimits limits(GatewayLimits{}, 0);
        EXPECT_TRUE(feedAll(limits, head).continueNow);
    }
    {
        ConnectionLimits limits(GatewayLimits{}, 0);
        EXPECT_FALSE(feedAll(limits, head + "da").continueNow); // the body is coming anyway
    }
    {
        ConnectionLimits limits(GatewayLimits{}, 0);
        // An answer is still owed on this connection: a 100 would land inside it.
        EXPECT_FALSE(feedAll(limits, "GET / HTTP/1.1\r\n\r\n" + head).continueNow);
    }
    {
        ConnectionLimits limits(GatewayLimits{}, 0);
        EXPECT_FALSE(feedAll(limits, "POST / HTTP/1.1\r\nContent-Length: 4\r\n\r\n").continueNow);
    }
}

TEST(ConnectionLimits, ANewConnectionMustSendAWholeHeadWithinTheHeadTime)
{
    ConnectionLimits limits(smallLimits(), 1000);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Head);
    EXPECT_EQ(limits.deadline().atMs, 1100);
    EXPECT_FALSE(limits.isInsideRequest()); // nothing to answer if it expires now
    // Leading blank lines do not start a head, nor move the deadline.
    (void)feedAll(limits, "\r\n", 1050);
    EXPECT_EQ(limits.deadline().atMs, 1100);
}

TEST(ConnectionLimits, AHeadMustEndWithinTheHeadTimeOfItsFirstByte)
{
    ConnectionLimits limits(smallLimits(), 0);
    EXPECT_TRUE(feedAll(limits, "GET / HT", 50).heads.isEmpty());
    EXPECT_EQ(limits.deadline().expiry, Expiry::Head);
    EXPECT_EQ(limits.deadline().atMs, 150);
    EXPECT_TRUE(limits.isInsideRequest());
    const auto refusal = limits.refuseForTimeout(Expiry::Head);
    EXPECT_EQ(refusal.status, 408);
    EXPECT_TRUE(limits.isRefused());
}

TEST(ConnectionLimits, ABodyMustEndWithinTheBodyTimeOfItsHead)
{
    ConnectionLimits limits(smallLimits(), 0);
    (void)feedAll(limits, "POST / HTTP/1.1\r\nContent-Length: 10\r\n\r\nabc", 20);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Body);
    EXPECT_EQ(limits.deadline().atMs, 220);
    EXPECT_EQ(limits.refuseForTimeout(Expiry::Body).status, 408);
}

TEST(ConnectionLimits, AWaitingRequestHasAnAnswerDeadlineThenTheConnectionIsIdle)
{
    ConnectionLimits limits(smallLimits(), 0);
    (void)feedAll(limits, "GET / HTTP/1.1\r\n\r\n", 10);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Answer);
    EXPECT_EQ(limits.deadline().atMs, 410);
    limits.answered(30);
    EXPECT_EQ(limits.unanswered(), 0);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Idle);
    EXPECT_EQ(limits.deadline().atMs, 330);
    // The next head's first byte starts the head deadline, which comes before the idle one would have.
    (void)feedAll(limits, "GET", 100);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Head);
    EXPECT_EQ(limits.deadline().atMs, 200);
}

TEST(ConnectionLimits, TheOldestUnansweredRequestSetsTheAnswerDeadline)
{
    ConnectionLimits limits(smallLimits(), 0);
    (void)feedAll(limits, "GET /1 HTTP/1.1\r\n\r\n", 10);
    (void)feedAll(limits, "GET /2 HTTP/1.1\r\n\r\n", 50);
    EXPECT_EQ(limits.deadline().atMs, 410);
    limits.answered(60);
    EXPECT_EQ(limits.deadline().expiry, Expiry::Answer);
    EXPECT_EQ(limits.deadline().atMs, 450);
}

TEST(ConnectionLimits, AnEventStreamHasNoDeadline)
{
    ConnectionLimits limits(smallLimits(), 0);
    (void)feedAll(limits, "GET /v1/events HTTP/1.1\r\n\r\n", 10);
    limits.streamStarted();
    EXPECT_TRUE(limits.isStream());
    EXPECT_EQ(limits.unanswered(), 0);
    EXPECT_EQ(limits.deadline().expiry, Expiry::None);
}

} // namespace
