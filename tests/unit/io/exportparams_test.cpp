// The export's params: its check for stored params text that can be copied as it is, and the form it writes.
#include "core/io/exportparams.h"

#include <QMap>
#include <gtest/gtest.h>

namespace {

using namespace SolveDeck;

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
    EXPECT_TRUE(ExportParams::isCanonical("{}"));
    EXPECT_TRUE(ExportParams::isCanonical(exported(
        {{QStringLiteral("action"), QStringLiteral("login")}, {QStringLiteral("invisible"), QStringLiteral("1")}})));
    EXPECT_TRUE(ExportParams::isCanonical(R"({"a":"\"\\\n\r\t\b\f\u0001\u001f","b":"é 😀"})"));
    EXPECT_TRUE(ExportParams::isCanonical(R"({"":"x","a":""})"));

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
        EXPECT_FALSE(ExportParams::isCanonical(QByteArray(other))) << other;
    }
}

TEST(CanonicalParams, WhatTheExportWritesIsCanonicalAndCopiedAsStored)
{
    const QMap<QString, QString> params{{QStringLiteral("action"), QStringLiteral("login")},
                                        {QStringLiteral("data-s"), QStringLiteral("\"q\" \\ \u0001 caf\u00e9")}};
    const QByteArray json = ExportParams::json(params);
    EXPECT_TRUE(ExportParams::isCanonical(json));
    QByteArray scratch;
    EXPECT_EQ(ExportParams::exported(json, scratch).data(), json.data()); // copied, not written again
    // Another shape of the same object is written again in the exported form.
    EXPECT_EQ(ExportParams::exported(R"({"data-s": "\"q\" \\ \u0001 café", "action": "login"})", scratch).toByteArray(),
              json);
    EXPECT_EQ(ExportParams::exported("not json", scratch).toByteArray(), QByteArray("{}"));
}

} // namespace
