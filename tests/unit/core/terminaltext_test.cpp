// terminalSafe: nothing printed by the CLI can drive the terminal.
#include "core/terminaltext.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <gtest/gtest.h>

using namespace SolveDeck;

namespace {

// True when `text` holds a character a terminal would act on.
bool drivesTerminal(const QString &text, bool linesAllowed)
{
    for (const QChar c : text) {
        const char16_t u = c.unicode();
        if (linesAllowed && (u == u'\n' || u == u'\t')) {
            continue;
        }
        if (u < 0x20 || (u >= 0x7f && u <= 0x9f) || (u >= 0x202a && u <= 0x202e) || (u >= 0x2066 && u <= 0x2069)) {
            return true;
        }
    }
    return false;
}

TEST(TerminalText, EscapesC0C1EscDelAndBidiControls)
{
    const QString hostile = QStringLiteral("a\x1b]0;pwned\x07 b\x1b[2J\r\x7f") + QChar(0x9b) + QStringLiteral("31m")
                          + QChar(0x202e) + QStringLiteral("txt.exe\nnext\tcol");
    const QString field = terminalSafe(hostile, TerminalText::Field);
    EXPECT_FALSE(drivesTerminal(field, false)) << field.toStdString();
    EXPECT_EQ(field,
              QStringLiteral("a\\u001b]0;pwned\\u0007 b\\u001b[2J\\r\\u007f\\u009b31m\\u202etxt.exe\\nnext\\tcol"));
    const QString lines = terminalSafe(hostile, TerminalText::Lines);
    EXPECT_FALSE(drivesTerminal(lines, true)) << lines.toStdString();
    EXPECT_TRUE(lines.contains(QStringLiteral("txt.exe\nnext\tcol"))) << "line feeds and tabs kept in Lines mode";
}

TEST(TerminalText, LeavesOrdinaryTextAloneIncludingNonAscii)
{
    const QString text = QStringLiteral("Zürich — 東京 ✓ https://example.com/a?b=c&d=e");
    EXPECT_EQ(terminalSafe(text), text);
    EXPECT_FALSE(hasControlCharacters(text));
    EXPECT_TRUE(hasControlCharacters(QStringLiteral("a\x1b")));
}

TEST(TerminalText, EscapedJsonIsStillTheSameJson)
{
    // The CLI passes its JSON output through terminalSafe too: the escapes it writes are JSON's own.
    const QString value = QStringLiteral("id\x1b[31m") + QChar(0x9b) + QChar(0x202e) + QChar(0x7f);
    const QByteArray json = QJsonDocument(QJsonObject{{QStringLiteral("k"), value}}).toJson();
    const QString safe = terminalSafe(QString::fromUtf8(json), TerminalText::Lines);
    EXPECT_FALSE(drivesTerminal(safe, true)) << safe.toStdString();
    const QJsonDocument back = QJsonDocument::fromJson(safe.toUtf8());
    ASSERT_TRUE(back.isObject()) << safe.toStdString();
    EXPECT_EQ(back.object().value(QStringLiteral("k")).toString(), value);
}

} // namespace
