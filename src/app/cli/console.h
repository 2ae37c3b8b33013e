#pragma once

#include <QString>

namespace SolveDeck::Cli {

// stdout and stderr of solvedeck-cli, in UTF-8. Results go to stdout (for scripts); notes, warnings and the
// progress line go to stderr. quiet silences notes and progress, never results or errors.
class Console
{
public:
    static void out(const QString &text);
    static void error(const QString &text); // always shown
    static void note(const QString &text);  // skipped when quiet

    static void setQuiet(bool quiet);
    static bool quiet();

    // True when stderr is a terminal: the progress line then redraws in place.
    static bool stderrIsTerminal();

    // Reads the first line of stdin, trimmed (for 'key set'). On a terminal the typing is not echoed.
    static QString readSecretLine();
};

} // namespace SolveDeck::Cli
