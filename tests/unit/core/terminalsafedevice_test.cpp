// TerminalSafeDevice (issue 27 item 1): an export to the CLI's stdout cannot drive a terminal, in any format, and a
// JSON export through it is still the same JSON.
#include "core/terminalsafedevice.h"
#include "core/terminaltext.h"

#include <QBuffer>
#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// ESC (an OSC title and a CSI clear), BEL, DEL, a C1 CSI (U+009B), a right-to-left override (U+202E), an isolate
// (U+2066) and a lone CR.
const QString kHostile = QStringLiteral("\x1b]0;PWNED\x07\x1b[2J\x7f") + QChar(0x9b) + QStringLiteral("31m")
                       + QChar(0x202e) + QStringLiteral("gpj.exe") + QChar(0x2066) + QStringLiteral("\rover");

// A byte sequence a terminal would act on: C0 other than LF, TAB and the CR of a CRLF; DEL; C1 (UTF-8 C2 80..9F);
// bidi controls (E2 80 AA..AE, E2 81 A6..A9).
::testing::AssertionResult inert(const QByteArray &bytes)
{
    for (qsizetype i = 0; i < bytes.size(); ++i) {
        const auto b = static_cast<uchar>(bytes[i]);
        const auto next = i + 1 < bytes.size() ? static_cast<uchar>(bytes[i + 1]) : 0;
        const auto third = i + 2 < bytes.size() ? static_cast<uchar>(bytes[i + 2]) : 0;
        const bool c0 = b < 0x20 && b != '\n' && b != '\t' && !(b == '\r' && next == '\n');
        const bool c1 = b == 0xC2 && next >= 0x80 && next <= 0x9F;
        const bool bidi = b == 0xE2
                       && ((next == 0x80 && third >= 0xAA && third <= 0xAE)
                           || (next == 0x81 && third >= 0xA6 && third <= 0xA9));
        if (c0 || b == 0x7F || c1 || bidi) {
            return ::testing::AssertionFailure()
                << "byte 0x" << std::hex << int(b) << " at " << std::dec << i << " in " << bytes.toStdString();
        }
    }
    return ::testing::AssertionSuccess();
}

QByteArray throughDevice(const QList<QByteArray> &writes)
{
    QBuffer target;
    target.open(QIODevice::WriteOnly);
    {
        TerminalSafeDevice safe(target);
        for (const QByteArray &w : writes) {
            EXPECT_EQ(safe.write(w), w.size());
        }
        EXPECT_TRUE(safe.finish());
    }
    return target.data();
}

TEST(TerminalSafeDevice, EscapesWhatTerminalsActOnAndKeepsLineEnds)
{
    const QByteArray in = kHostile.toUtf8() + "\r\nnext\tline\nend";
    const QByteArray out = throughDevice({in});
    EXPECT_TRUE(inert(out));
    EXPECT_FALSE(inert(in)) << "the sample itself must be hostile";
    EXPECT_EQ(QString::fromUtf8(out),
              QStringLiteral("\\u001b]0;PWNED\\u0007\\u001b[2J\\u007f\\u009b31m\\u202egpj.exe\\u2066\\rover\r\nnext\t"
                             "line\nend"));
    // The same escapes as terminalSafe's, line ends aside.
    EXPECT_EQ(QString::fromUtf8(out).remove(QStringLiteral("\r\nnext\tline\nend")), terminalSafe(kHostile));
    EXPECT_EQ(TerminalSafeDevice::escaped(in), out);
}

TEST(TerminalSafeDevice, ACharacterSplitAcrossWritesIsJudgedWhole)
{
    const QByteArray in = kHostile.toUtf8() + QStringLiteral("Zürich 東京\r\n").toUtf8() + "\r";
    const QByteArray whole = throughDevice({in});
    // Every split point: a C1, a bidi control, a plain multi-byte character or a CRLF cut in two.
    for (qsizetype cut = 1; cut < in.size(); ++cut) {
        SCOPED_TRACE(cut);
        EXPECT_EQ(throughDevice({in.left(cut), in.mid(cut)}), whole);
    }
    EXPECT_TRUE(whole.endsWith("\r\n\\r")) << "a last lone CR is escaped at the end: " << whole.toStdString();
    EXPECT_TRUE(whole.contains(QStringLiteral("Zürich 東京").toUtf8()));
}

TEST(TerminalSafeDevice, JsonThroughItIsTheSameJson)
{
    const QJsonObject object{{QStringLiteral("error_detail"), kHostile}, {QStringLiteral("n"), 1}};
    const QByteArray json = QJsonDocument(object).toJson(QJsonDocument::Compact) + '\n';
    const QByteArray out = throughDevice({json});
    EXPECT_TRUE(inert(out));
    QJsonParseError error;
    const QJsonDocument back = QJsonDocument::fromJson(out, &error);
    ASSERT_EQ(error.error, QJsonParseError::NoError) << out.toStdString();
    EXPECT_EQ(back.object(), object) << "the escapes are JSON's own";
}

} // namespace
