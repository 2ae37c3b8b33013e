// The export's hand-written ISO times and its check for params text that can be copied as stored.
#include "core/io/isotimeformatter.h"
#include "core/io/jobexport.h"
#include "core/io/jobjson.h"

#include <QMap>
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

QByteArray exported(const QMap<QString, QString> &params)
{
    // What the export writes for params (the reference path's writer), reproduced through JSON string rules.
    QByteArray out = "{";
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        if (out.size() > 1) {
            out += ',';
        }
        out += '"' + it.key().toUtf8() + "\":\"" + it.value().toUtf8() + '"';
    }
    return out + '}';
}

TEST(CanonicalParams, AcceptsTheExportedFormOnly)
{
    EXPECT_TRUE(JobExporter::isCanonicalParams("{}"));
    EXPECT_TRUE(JobExporter::isCanonicalParams(exported(
        {{QStringLiteral("action"), QStringLiteral("login")}, {QStringLiteral("invisible"), QStringLiteral("1")}})));
    EXPECT_TRUE(JobExporter::isCanonicalParams(R"({"a":"\"\\\n\r\t\b\f\u0001\u001f","b":"é 😀"})"));
    EXPECT_TRUE(JobExporter::isCanonicalParams(R"({"":"x","a":""})"));

    for (const char *other : {"",
                              "{",
                              "}",
                              "{} ",
                              " {}",
                              "[]",
                              R"({"b":"1","a":"2"})",
                              R"({"a":"1","a":"2"})",
                              R"({"a": "x"})",
                              R"({"a":"x" })",
                              R"({"a":1})",
                              R"({"a":null})",
                              R"({"a":{}})",
                              R"({"a":"\u0041"})",
                              R"({"a":"\/"})",
                              R"({"a":"\u001F"})",
                              R"({"a":"\u000a"})",
                              R"({"a":"\u0009"})",
                              R"({"a":"\x"})",
                              R"({"é":"x"})",
                              R"({"a\"b":"x"})",
                              R"({"a":"x",})",
                              R"({"a":"x"}{})",
                              "{\"a\":\"x\ty\"}",
                              R"({"a":"x)",
                              R"({"a")",
                              R"({"a":)",
                              R"({"a":"\u00)"}) {
        EXPECT_FALSE(JobExporter::isCanonicalParams(QByteArray(other))) << other;
    }
}

} // namespace
