#pragma once

#include <QString>

namespace SolveDeck {

// How much layout a text may keep when it is printed to a terminal.
enum class TerminalText {
    Lines, // keeps line feeds and tabs (whole messages, multi-line output)
    Field, // one line: line feeds and tabs are escaped too (table cells, one field's value)
};

// Text that cannot drive a terminal: every C0 control (U+0000-U+001F, ESC among them, and CR, which would let a
// value overwrite the line it is on), DEL, every C1 control (U+0080-U+009F, which some terminals take as CSI or
// OSC), the bidirectional overrides and isolates (U+202A-U+202E, U+2066-U+2069, which reorder what the reader
// sees), the line and paragraph separators U+2028 and U+2029 and the zero-width characters (U+200B-U+200F,
// U+2060-U+2064, U+FEFF, U+061C, U+180E) are written as escapes: \n, \r, \t for those, \uXXXX for the others. The
// escapes are valid inside a JSON string, so JSON output stays JSON. Everything else is returned as is.
QString terminalSafe(const QString &text, TerminalText mode = TerminalText::Field);

// True when `text` holds any character terminalSafe would escape in Field mode.
bool hasControlCharacters(const QString &text);

} // namespace SolveDeck
