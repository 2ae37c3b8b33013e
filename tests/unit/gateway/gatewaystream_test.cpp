// The Server-Sent Events framing of GatewayStream.
#include "gateway/gatewayexchange.h"
#include "support/testutil.h"

#include <gtest/gtest.h>

using namespace SolveDeck::Gateway;

namespace {

TEST(GatewayStream, EventsAreFramedAndLineBreaksCannotForgeFields)
{
    EXPECT_EQ(GatewayStream::eventText("17", "solved", R"({"job":3})"), "id: 17\nevent: solved\ndata: {\"job\":3}\n\n");
    EXPECT_EQ(GatewayStream::eventText("", "", "a\r\nb\rc\nd"), "data: a\ndata: b\ndata: c\ndata: d\n\n");
    EXPECT_EQ(GatewayStream::eventText("1\nevent: x", "y\r\n", "z"), "id: 1 event: x\nevent: y  \ndata: z\n\n");
    EXPECT_EQ(GatewayStream::commentText("keep-alive"), ": keep-alive\n\n");
}

} // namespace
