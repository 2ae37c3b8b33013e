// RequestFramer: Boost.Beast's parser fed from our buffers, one request at a time. Every refusal and limit, the
// facts the layer needs, pipelining (only the current request's bytes are taken), and the same requests whatever
// the bytes' split.
#include "gateway/http/requestframer.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;
using namespace Qt::StringLiterals;

namespace {

using Step = RequestFramer::Step;

GatewayLimits smallLimits()
{
    GatewayLimits limits;
    limits.maxHeadBytes = 256;
    limits.maxBodyBytes = 64;
    limits.maxHeaderFields = 4;
    return limits;
}

// What a connection does with the framer: the socket's unread bytes are presented, what the framer took is
// dropped, the rest stays for the next call.
struct Fed
{
    QList<GatewayRequest> requests;
    QList<RequestFacts> facts;
    Refusal refusal;
    int heads = 0;
    QByteArray left; // bytes not taken
};

// Feeds `bytes` in pieces of `piece` bytes (0: all at once), as they would arrive.
Fed feedAll(RequestFramer &framer, const QByteArray &bytes, qsizetype piece = 0)
{
    Fed fed;
    QByteArray buffer;
    qsizetype at = 0;
    const qsizetype step = piece <= 0 ? bytes.size() : piece;
    bool refused = false;
    while (!refused) {
        if (at < bytes.size()) {
            buffer += bytes.mid(at, step);
            at += step;
        }
        while (true) {
            qsizetype consumed = 0;
            const Step result = framer.feed(buffer, consumed);
            EXPECT_LE(consumed, buffer.size());
            buffer.remove(0, consumed);
            if (result == Step::Head) {
                ++fed.heads;
                continue;
            }
            if (result == Step::Request) {
                fed.requests.append(framer.request());
                fed.facts.append(framer.facts());
                framer.reset();
                continue;
            }
            if (result == Step::Refused) {
                fed.refusal = framer.refusal();
                refused = true;
            }
            break;
        }
        if (at >= bytes.size()) {
            break;
        }
    }
    fed.left = buffer;
    return fed;
}

int refusalOf(const QByteArray &bytes, const GatewayLimits &limits = smallLimits())
{
    RequestFramer framer(limits);
    return feedAll(framer, bytes).refusal.status;
}

TEST(RequestFramer, ACompleteGetIsAHeadThenARequest)
{
    RequestFramer framer(GatewayLimits{});
    const QByteArray bytes = "GET /v1/solve/%31%32?a=1&b=x+y&c=%2B HTTP/1.1\r\nHost: 127.0.0.1:8787\r\n"
                             "X-Custom-Thing: Some Value\r\nAuthorization: Bearer t\r\n\r\n";
    qsizetype consumed = 0;
    ASSERT_EQ(framer.feed(bytes, consumed), Step::Head);
    EXPECT_EQ(consumed, bytes.size());
    EXPECT_FALSE(framer.isInBody());
    ASSERT_EQ(framer.feed({}, consumed), Step::Request);
    EXPECT_EQ(consumed, 0);
    const GatewayRequest &request = framer.request();
    EXPECT_EQ(request.method, "GET");
    EXPECT_EQ(request.path, u"/v1/solve/12"_s);
    EXPECT_EQ(request.rawQuery, "a=1&b=x+y&c=%2B");
    EXPECT_EQ(request.queryValue(u"b"_s), u"x y"_s);
    EXPECT_EQ(request.queryValue(u"c"_s), u"+"_s);
    EXPECT_EQ(request.header("x-custom-thing"), "Some Value");
    EXPECT_EQ(request.header("AUTHORIZATION"), "Bearer t");
    for (const auto &[name, value] : request.headers) {
        EXPECT_EQ(name, name.toLower());
    }
    EXPECT_TRUE(request.body.isEmpty());
    const RequestFacts &facts = framer.facts();
    EXPECT_TRUE(facts.keepAlive);
    EXPECT_FALSE(facts.http10);
    EXPECT_TRUE(facts.hasHost);
    EXPECT_EQ(facts.host, "127.0.0.1:8787");
    EXPECT_FALSE(facts.isHead);
    EXPECT_EQ(facts.contentLength, 0);
}

TEST(RequestFramer, ABodyIsTakenByItsLengthAndNotMistakenForAHead)
{
    RequestFramer framer(GatewayLimits{});
    const QByteArray body = "GET /x HTTP/1.1\r\n\r\n";
    const Fed fed = feedAll(framer,
                            "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: " + QByteArray::number(body.size())
                                + "\r\n\r\n" + body);
    ASSERT_EQ(fed.requests.size(), 1);
    EXPECT_EQ(fed.requests[0].body, body);
    EXPECT_EQ(fed.facts[0].contentLength, body.size());
    EXPECT_TRUE(fed.left.isEmpty());
}

TEST(RequestFramer, OnlyTheCurrentRequestsBytesAreTaken)
{
    RequestFramer framer(GatewayLimits{});
    const QByteArray first = "POST /a HTTP/1.1\r\nHost: h\r\nContent-Length: 5\r\n\r\nhello";
    const QByteArray second = "GET /b HTTP/1.1\r\nHost: h\r\n\r\n";
    const QByteArray both = first + second;
    qsizetype consumed = 0;
    ASSERT_EQ(framer.feed(both, consumed), Step::Head);
    const qsizetype head = consumed;
    ASSERT_EQ(framer.feed(QByteArrayView(both).sliced(head), consumed), Step::Request);
    // The pipelined request is left where it was: in the socket, and so in the kernel.
    EXPECT_EQ(head + consumed, first.size());
    EXPECT_EQ(framer.request().body, "hello");
    framer.reset();
    EXPECT_EQ(framer.feed(second, consumed), Step::Head);
    EXPECT_EQ(consumed, second.size());
    EXPECT_EQ(framer.feed({}, consumed), Step::Request);
    EXPECT_EQ(framer.request().path, u"/b"_s);
}

TEST(RequestFramer, PipelinedRequestsComeOutTheSameWhateverTheSplit)
{
    const QByteArray bytes = "\r\nPOST /in.php?key=k HTTP/1.1\r\nHost: h\r\nContent-Length: 7\r\n\r\nmethod="
                             "GET /res.php?id=1 HTTP/1.0\r\nConnection: keep-alive\r\n\r\n"
                             "PUT /p HTTP/1.1\r\nHost: h\r\nContent-Length: 3\r\nConnection: close\r\n\r\nabc";
    RequestFramer whole(GatewayLimits{});
    const Fed reference = feedAll(whole, bytes);
    ASSERT_EQ(reference.requests.size(), 3);
    EXPECT_FALSE(reference.refusal.isRefused());
    EXPECT_EQ(reference.requests[0].body, "method=");
    EXPECT_TRUE(reference.facts[1].http10);
    EXPECT_TRUE(reference.facts[1].keepAlive);
    EXPECT_FALSE(reference.facts[2].keepAlive);
    for (qsizetype piece = 1; piece <= 9; ++piece) {
        RequestFramer framer(GatewayLimits{});
        const Fed fed = feedAll(framer, bytes, piece);
        ASSERT_EQ(fed.requests.size(), 3) << piece;
        EXPECT_EQ(fed.heads, 3) << piece;
        for (int i = 0; i < 3; ++i) {
            EXPECT_EQ(fed.requests[i].method, reference.requests[i].method) << piece;
            EXPECT_EQ(fed.requests[i].path, reference.requests[i].path) << piece;
            EXPECT_EQ(fed.requests[i].body, reference.requests[i].body) << piece;
            EXPECT_EQ(fed.requests[i].headers, reference.requests[i].headers) << piece;
        }
    }
    // Two pieces, split at every byte.
    for (qsizetype split = 1; split < bytes.size(); ++split) {
        RequestFramer framer(GatewayLimits{});
        Fed fed = feedAll(framer, bytes.left(split));
        const QByteArray rest = fed.left + bytes.mid(split);
        const Fed more = feedAll(framer, rest);
        EXPECT_EQ(fed.requests.size() + more.requests.size(), 3) << split;
        EXPECT_FALSE(more.refusal.isRefused()) << split;
    }
}

TEST(RequestFramer, EmptyLinesBeforeARequestAreSkipped)
{
    RequestFramer framer(GatewayLimits{});
    const Fed fed = feedAll(framer, "\r\n\r\n\nGET / HTTP/1.1\r\nHost: h\r\n\r\n");
    ASSERT_EQ(fed.requests.size(), 1);
    EXPECT_EQ(fed.requests[0].path, u"/"_s);
}

TEST(RequestFramer, KeepAliveFollowsTheVersionAndTheConnectionHeader)
{
    RequestFramer framer(GatewayLimits{});
    const Fed fed = feedAll(framer,
                            "GET / HTTP/1.1\r\nHost: h\r\nConnection: close\r\n\r\n"
                            "GET / HTTP/1.0\r\n\r\n"
                            "GET / HTTP/1.0\r\nConnection: Keep-Alive\r\n\r\n"
                            "GET / HTTP/1.1\r\nHost: h\r\nConnection: keep-alive, Upgrade\r\n\r\n");
    ASSERT_EQ(fed.facts.size(), 4);
    EXPECT_FALSE(fed.facts[0].keepAlive);
    EXPECT_FALSE(fed.facts[1].keepAlive);
    EXPECT_TRUE(fed.facts[1].http10);
    EXPECT_TRUE(fed.facts[2].keepAlive);
    EXPECT_TRUE(fed.facts[3].keepAlive);
}

TEST(RequestFramer, TheFactsOfExpectUpgradeAndHead)
{
    RequestFramer framer(GatewayLimits{});
    const Fed fed = feedAll(framer,
                            "POST / HTTP/1.1\r\nHost: h\r\nExpect: 100-continue\r\nContent-Length: 1\r\n\r\nx"
                            "GET /v1/events HTTP/1.1\r\nHost: h\r\nConnection: Upgrade\r\nUpgrade: WebSocket\r\n\r\n"
                            "HEAD /x HTTP/1.1\r\nHost: h\r\n\r\n");
    ASSERT_EQ(fed.facts.size(), 3);
    EXPECT_TRUE(fed.facts[0].expectContinue);
    EXPECT_TRUE(fed.facts[1].upgradeWebSocket);
    EXPECT_FALSE(fed.facts[0].upgradeWebSocket);
    EXPECT_TRUE(fed.facts[2].isHead);
    EXPECT_EQ(fed.requests[2].method, "HEAD");
}

TEST(RequestFramer, AnAbsoluteTargetNamesTheHost)
{
    RequestFramer framer(GatewayLimits{});
    const Fed fed = feedAll(framer, "GET http://evil.example:80/v1/capacity?x=1 HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n");
    ASSERT_EQ(fed.requests.size(), 1);
    EXPECT_EQ(fed.requests[0].path, u"/v1/capacity"_s);
    EXPECT_EQ(fed.requests[0].rawQuery, "x=1");
    EXPECT_EQ(fed.facts[0].host, "evil.example:80"); // RFC 9112 3.2.2: the target's authority wins
}

TEST(RequestFramer, AQueryThatCannotBeDecodedIsStillAFramedRequest)
{
    GatewayLimits limits;
    RequestFramer framer(limits);
    QByteArray query;
    for (int i = 0; i < 300; ++i) {
        query += "f" + QByteArray::number(i) + "=1&";
    }
    const Fed fed = feedAll(framer, "GET /?" + query + " HTTP/1.1\r\nHost: h\r\n\r\n");
    ASSERT_EQ(fed.requests.size(), 1);
    EXPECT_FALSE(fed.facts[0].queryError.isEmpty());
}

TEST(RequestFramer, AHeadAtTheLimitPassesAndOneByteMoreIsRefused431)
{
    const QByteArray start = "GET / HTTP/1.1\r\nHost: h\r\nX-Pad: ";
    const QByteArray end = "\r\n\r\n";
    const qsizetype pad = smallLimits().maxHeadBytes - start.size() - end.size();
    const QByteArray atLimit = start + QByteArray(pad, 'a') + end;
    ASSERT_EQ(atLimit.size(), smallLimits().maxHeadBytes);
    EXPECT_EQ(refusalOf(atLimit), 0);
    const QByteArray over = start + QByteArray(pad + 1, 'a') + end;
    EXPECT_EQ(refusalOf(over), 431);
    // Byte by byte, the count holds across feeds (Beast counts per call).
    for (const QByteArray &bytes : {atLimit, over}) {
        RequestFramer framer(smallLimits());
        const Fed fed = feedAll(framer, bytes, 1);
        EXPECT_EQ(fed.refusal.status, bytes == over ? 431 : 0);
        EXPECT_EQ(fed.requests.size(), bytes == over ? 0 : 1);
    }
    // Empty lines before the request line count too.
    EXPECT_EQ(refusalOf(QByteArray(300, '\n')), 431);
}

TEST(RequestFramer, MoreHeaderFieldsThanTheLimitAre431)
{
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\n\r\n"), 0);
    EXPECT_EQ(refusalOf("GET / HTTP/1.1\r\nHost: h\r\nA: 1\r\nB: 2\r\nC: 3\r\nD: 4\r\n\r\n"), 431);
}

TEST(RequestFramer, AnOversizeBodyIsRefused413AtTheHeadBeforeItsBytes)
{
    RequestFramer framer(smallLimits());
    const QByteArray head = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 65\r\n\r\n";
    qsizetype consumed = 0;
    EXPECT_EQ(framer.feed(QByteArray(head + QByteArray(65, 'x')), consumed), Step::Refused);
    EXPECT_EQ(framer.refusal().status, 413);
    EXPECT_EQ(framer.refusal().code, "body_too_large");
    EXPECT_LE(consumed, head.size());
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 64\r\n\r\n" + QByteArray(64, 'x')), 0);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 99999999999999999999999\r\n\r\n"), 400);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 999999999999\r\n\r\n"), 413);
}

TEST(RequestFramer, TransferEncodingIsRefused411)
{
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: chunked\r\n\r\n5\r\nhello\r\n0\r\n\r\n"),
              411);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nTransfer-Encoding: gzip\r\nContent-Length: 1\r\n\r\nx"), 411);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nTransfer-Encoding: chunked\r\n\r\nx"), 411);
    // Refused at its field, before the head is complete.
    RequestFramer framer(smallLimits());
    qsizetype consumed = 0;
    EXPECT_EQ(framer.feed("GET / HTTP/1.1\r\nTransfer-Encoding: chunked\r\nHost:", consumed), Step::Refused);
}

TEST(RequestFramer, MalformedHeadsAreRefused400)
{
    const QList<QByteArray> malformed{
        "GET / HTTP/1.1\r\nHost: h\r\nContent-Length : 5\r\n\r\nhello", // space before the colon
        "GET / HTTP/1.1\r\nHost: h\r\nX-Folded: a\r\n b\r\n\r\n",       // obsolete line folding
        "GET / HTTP/1.1\r\nHost: h\r\nX-Folded:\r\n b\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\r\nX-Bell: a\x07z\r\n\r\n", // a control character
        "GET / HTTP/1.1\nHost: h\n\n",                         // bare LF
        "GET / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nx",
        "GET / HTTP/1.1\r\nHost: h\r\nContent-Length: -1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: h\r\nNo colon here\r\n\r\n",
        "GET / HTTP/1.1\r\n\r\n",                       // HTTP/1.1 without Host
        "GET / HTTP/1.1\r\nHost: a\r\nHost: b\r\n\r\n", // two Hosts
        "GET /a b HTTP/1.1\r\nHost: h\r\n\r\n",
        "GET nowhere HTTP/1.1\r\nHost: h\r\n\r\n",
        "G@T / HTTP/1.1\r\nHost: h\r\n\r\n",
        "GET / HTTQ/1.1\r\nHost: h\r\n\r\n",
        "GET / HTTP/1.1 extra\r\nHost: h\r\n\r\n",
    };
    for (const QByteArray &bytes : malformed) {
        EXPECT_EQ(refusalOf(bytes), 400) << bytes.constData();
    }
    // HTTP/1.0 may omit Host; equal Content-Lengths are one.
    EXPECT_EQ(refusalOf("GET / HTTP/1.0\r\n\r\n"), 0);
    EXPECT_EQ(refusalOf("POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 1\r\nContent-Length: 1\r\n\r\nx"), 0);
}

TEST(RequestFramer, OtherVersionsAre505)
{
    EXPECT_EQ(refusalOf("GET / HTTP/2.0\r\nHost: h\r\n\r\n"), 505);
    EXPECT_EQ(refusalOf("GET / HTTP/1.2\r\nHost: h\r\n\r\n"), 505);
    EXPECT_EQ(refusalOf("GET / HTTP/0.9\r\nHost: h\r\n\r\n"), 505);
}

TEST(RequestFramer, ATlsHandshakeOnThePlainPortIsNamed)
{
    RequestFramer framer(smallLimits());
    const Fed fed = feedAll(framer, QByteArray("\x16\x03\x01\x02\x00\x01\x00\x01\xfc\x03\x03", 11));
    EXPECT_EQ(fed.refusal.status, 400);
    EXPECT_TRUE(fed.refusal.message.contains("TLS"));
}

TEST(RequestFramer, ARefusedFramerStaysRefused)
{
    RequestFramer framer(smallLimits());
    qsizetype consumed = 0;
    ASSERT_EQ(framer.feed("BAD\x01 / HTTP/1.1\r\n\r\n", consumed), Step::Refused);
    EXPECT_EQ(framer.feed("GET / HTTP/1.1\r\nHost: h\r\n\r\n", consumed), Step::Refused);
    EXPECT_EQ(consumed, 0);
}

TEST(RequestFramer, InsideARequestFromItsFirstByteUntilItIsComplete)
{
    RequestFramer framer(GatewayLimits{});
    qsizetype consumed = 0;
    EXPECT_FALSE(framer.isInsideRequest());
    EXPECT_EQ(framer.feed({}, consumed), Step::NeedMore);
    EXPECT_FALSE(framer.isInsideRequest());
    EXPECT_EQ(framer.feed("P", consumed), Step::NeedMore);
    EXPECT_TRUE(framer.isInsideRequest());
    RequestFramer body(GatewayLimits{});
    const QByteArray head = "POST / HTTP/1.1\r\nHost: h\r\nContent-Length: 4\r\n\r\n";
    ASSERT_EQ(body.feed(head, consumed), Step::Head);
    EXPECT_TRUE(body.isInBody());
    EXPECT_EQ(body.bodyRemaining(), 4);
    EXPECT_EQ(body.feed("ab", consumed), Step::NeedMore);
    EXPECT_EQ(body.bodyRemaining(), 2);
    EXPECT_EQ(body.feed("cdGET", consumed), Step::Request);
    EXPECT_EQ(consumed, 2);
    EXPECT_FALSE(body.isInsideRequest());
    EXPECT_EQ(body.request().body, "abcd");
    body.reset();
    EXPECT_FALSE(body.isInsideRequest());
    EXPECT_TRUE(body.request().body.isEmpty());
    EXPECT_TRUE(body.request().headers.isEmpty());
    EXPECT_EQ(body.headBytes(), 0);
}

} // namespace
