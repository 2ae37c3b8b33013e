// RequestGuard: the simulator's limits on a connection's bytes, judged before anything is buffered.
#include "sim/requestguard.h"

#include <QString> // with QT_USE_QSTRINGBUILDER, the "..." + QByteArray operators come with it
#include <gtest/gtest.h>

using SolveDeckSim::RequestGuard;

namespace {

QByteArray post(qsizetype length)
{
    return "POST /in.php HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Length: " + QByteArray::number(length) + "\r\n\r\n";
}

TEST(RequestGuard, ABodyOverTheLimitIsRefusedFromItsHead)
{
    RequestGuard guard;
    EXPECT_EQ(guard.feed(post(RequestGuard::maxBodyBytes + 1)).status, 413);
    // And stays refused.
    EXPECT_EQ(guard.feed("more").status, 413);
}

TEST(RequestGuard, KeptAliveRequestsAreFollowedByTheirLengths)
{
    RequestGuard guard;
    const QByteArray body(1000, 'b');
    // A body that itself looks like a head must not be read as one.
    const QByteArray tricky = "X-Not-A-Header: " + QByteArray(RequestGuard::maxHeadBytes * 2, 'h');
    QByteArray stream = post(body.size()) + body + post(tricky.size()) + tricky + post(0);
    // Byte by byte and all at once give the same verdict.
    RequestGuard oneByOne;
    for (const char c : stream) {
        ASSERT_EQ(oneByOne.feed(QByteArray(1, c)).status, 0);
    }
    EXPECT_EQ(guard.feed(stream).status, 0);
    // Then a head that never ends.
    EXPECT_EQ(guard.feed("GET /res.php HTTP/1.1\r\nX-Flood: " + QByteArray(RequestGuard::maxHeadBytes, 'x')).status,
              431);
}

TEST(RequestGuard, ChunkedAndContradictoryLengthsAreRefused)
{
    RequestGuard chunked;
    EXPECT_EQ(chunked.feed("POST /in.php HTTP/1.1\r\nTransfer-Encoding: chunked\r\n\r\n").status, 411);
    RequestGuard twoLengths;
    EXPECT_EQ(twoLengths.feed("POST /in.php HTTP/1.1\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n").status, 400);
    RequestGuard negative;
    EXPECT_EQ(negative.feed("POST /in.php HTTP/1.1\r\nContent-Length: -1\r\n\r\n").status, 400);
    RequestGuard fine;
    EXPECT_EQ(fine.feed("GET /res.php?action=getbalance HTTP/1.1\r\nHost: x\r\n\r\n").status, 0);
}

} // namespace
