// The export's hand-written ISO times.
#include "core/io/isotimeformatter.h"
#include "core/io/jobjson.h"

#include <QRandomGenerator>
#include <gtest/gtest.h>

namespace {

using namespace SolveDeck;

TEST(IsoTimeFormatter, WritesWhatIsoTimeWritesAcrossDaysInAnyOrder)
{
    IsoTimeFormatter formatter;
    QList<qint64> times{1,
                        999,
                        1000,
                        59'999,
                        3'599'999,
                        86'399'999,
                        86'400'000,
                        951'782'400'000 /* 2000-02-29 */,
                        1'764'720'000'000,
                        1'764'806'399'999,
                        253'402'300'799'999};
    QRandomGenerator random(11);
    for (int i = 0; i < 20'000; ++i) {
        times << qint64(random.bounded(quint64(253'402'300'799'999))) + 1;
    }
    // Runs of nearby times as an export sees them (the cached day reused), then jumps back and forth.
    for (int i = 0; i < 2'000; ++i) {
        times << 1'764'720'000'000 + i * 97'531;
    }
    for (qint64 t : times) {
        ASSERT_EQ(formatter.format(t), JobJson::isoTime(t).toLatin1()) << t;
    }
    EXPECT_TRUE(formatter.format(0).isEmpty());
    EXPECT_TRUE(formatter.format(-1).isEmpty());
}

} // namespace
