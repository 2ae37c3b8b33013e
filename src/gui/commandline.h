#pragma once

#include <QString>

namespace SolveDeck {

// How the command of messageWithCommandLine may break when its line is too narrow for it.
enum class CommandWrap {
    Never,  // one line whatever its length: in a message box, which widens for it
    AtWidth // where the view cannot widen (the detail pane), at the width, but still on a line of its own
};

// A message that ends with a solvedeck-cli command (ConsolePlaces::cliCommand), as rich text with the command on a
// line of its own. In the middle of a sentence a word-wrapped label broke it after "--" and before "db" (a
// twenty-fifth trial). A message without a command at its end comes back as escaped text only. Copying the shown
// text gives the command as it is typed.
QString messageWithCommandLine(const QString &plain, CommandWrap wrap = CommandWrap::Never);

} // namespace SolveDeck
