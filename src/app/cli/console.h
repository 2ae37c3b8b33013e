#pragma once

#include <QString>

#include <functional>

class QJsonDocument;

namespace SolveDeck::Cli {

// stdout and stderr of solvedeck-cli, in UTF-8. Results go to stdout (for scripts); notes, warnings and the
// progress line go to stderr. quiet silences notes and progress, never results or errors. Control characters in
// what is printed are escaped (terminalSafe), so no job field, answer or message can drive the terminal; stderr
// never shows a run of the API key.
class Console
{
public:
    static void out(const QString &text);
    // A --json result: the document, indented, on stdout.
    static void outJson(const QJsonDocument &document);
    static void error(const QString &text); // always shown
    static void note(const QString &text);  // skipped when quiet
    // The progress line on a terminal: returns to the start of the line, erases it and writes `text` (one line,
    // escaped) there, then a line feed when `endLine`. Skipped when quiet.
    static void redrawLine(const QString &text, bool endLine = false);

    static void setQuiet(bool quiet);
    static bool quiet();

    // Where error() and note() go instead of stderr (serve --log-format json: one JSON object a line), with the
    // text already redacted; `isError` for error(). Unset: stderr, as above. quiet still silences notes.
    static void setMessageSink(std::function<void(bool isError, const QString &text)> sink);

    // True when stderr is a terminal: the progress line then redraws in place.
    static bool stderrIsTerminal();

    // Reads the first line of stdin, trimmed (for 'key set'). On a terminal the typing is not echoed.
    static QString readSecretLine();
};

} // namespace SolveDeck::Cli
