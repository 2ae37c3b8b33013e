#include "terminaltext.h"

namespace SolveDeck {

namespace {

bool isBidiControl(char16_t u)
{
    return (u >= 0x202A && u <= 0x202E) || (u >= 0x2066 && u <= 0x2069);
}

// Characters a reader cannot see but a program or a terminal acts on: JavaScript's line terminators U+2028 and
// U+2029 (a log line or a JSON-in-HTML value breaks on them), and the zero-width ones (U+200B-U+200F, U+2060-U+2064,
// U+FEFF, U+061C, U+180E), which make two different texts look alike.
bool isInvisible(char16_t u)
{
    return u == 0x2028 || u == 0x2029 || (u >= 0x200B && u <= 0x200F) || (u >= 0x2060 && u <= 0x2064) || u == 0xFEFF
        || u == 0x061C || u == 0x180E;
}

bool needsEscape(char16_t u, TerminalText mode)
{
    if (mode == TerminalText::Lines && (u == u'\n' || u == u'\t')) {
        return false;
    }
    return u < 0x20 || (u >= 0x7F && u <= 0x9F) || isBidiControl(u) || isInvisible(u);
}

} // namespace

QString terminalSafe(const QString &text, TerminalText mode)
{
    qsizetype first = 0;
    while (first < text.size() && !needsEscape(text.at(first).unicode(), mode)) {
        ++first;
    }
    if (first == text.size()) {
        return text;
    }
    QString out = text.left(first);
    out.reserve(text.size() + 16);
    for (qsizetype i = first; i < text.size(); ++i) {
        const char16_t u = text.at(i).unicode();
        if (!needsEscape(u, mode)) {
            out += text.at(i);
        } else if (u == u'\n') {
            out += QLatin1String("\\n");
        } else if (u == u'\r') {
            out += QLatin1String("\\r");
        } else if (u == u'\t') {
            out += QLatin1String("\\t");
        } else {
            out += QStringLiteral("\\u%1").arg(uint(u), 4, 16, QLatin1Char('0'));
        }
    }
    return out;
}

bool hasControlCharacters(const QString &text)
{
    for (const QChar c : text) {
        if (needsEscape(c.unicode(), TerminalText::Field)) {
            return true;
        }
    }
    return false;
}

} // namespace SolveDeck
