#include "console.h"

#include "core/net/keyredaction.h"
#include "core/terminaltext.h"

#include <QFile>
#include <QJsonDocument>

#include <termios.h>
#include <unistd.h>

#include <cstdio>

namespace SolveDeck::Cli {

namespace {

bool s_quiet = false;
std::function<void(bool, const QString &)> s_sink;

void writeRaw(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

// Everything printed passes here: control characters from job fields, server answers or error text are escaped
// (they must not drive the terminal). Results on stdout are printed as stored; messages on stderr also lose any run
// of the API key (a last line of defence: ApiClient already redacts what it reports).
void write(FILE *stream, const QString &text)
{
    writeRaw(stream, terminalSafe(text, TerminalText::Lines));
}

void writeMessage(FILE *stream, const QString &text)
{
    write(stream, redactRegisteredSecrets(text));
}

} // namespace

void Console::out(const QString &text)
{
    write(stdout, text);
}

void Console::outJson(const QJsonDocument &document)
{
    out(QString::fromUtf8(document.toJson(QJsonDocument::Indented)));
}

void Console::error(const QString &text)
{
    if (s_sink) {
        s_sink(true, redactRegisteredSecrets(text));
        return;
    }
    writeMessage(stderr, text);
}

void Console::note(const QString &text)
{
    if (s_quiet) {
        return;
    }
    if (s_sink) {
        s_sink(false, redactRegisteredSecrets(text));
        return;
    }
    writeMessage(stderr, text);
}

void Console::redrawLine(const QString &text, bool endLine)
{
    if (!s_quiet) {
        // The carriage return and erase-line are ours; the text between them is escaped like any other.
        writeRaw(stderr,
                 QStringLiteral("\r\x1b[K") + terminalSafe(redactRegisteredSecrets(text), TerminalText::Field)
                     + (endLine ? QStringLiteral("\n") : QString()));
    }
}

void Console::setQuiet(bool quiet)
{
    s_quiet = quiet;
}

void Console::setMessageSink(std::function<void(bool isError, const QString &text)> sink)
{
    s_sink = std::move(sink);
}

bool Console::quiet()
{
    return s_quiet;
}

bool Console::stderrIsTerminal()
{
    return ::isatty(STDERR_FILENO) == 1;
}

QString Console::readSecretLine()
{
    const bool terminal = ::isatty(STDIN_FILENO) == 1;
    termios saved{};
    if (terminal) {
        writeRaw(stderr, QStringLiteral("API key (input hidden): "));
        ::tcgetattr(STDIN_FILENO, &saved);
        termios silent = saved;
        silent.c_lflag &= ~tcflag_t(ECHO);
        ::tcsetattr(STDIN_FILENO, TCSANOW, &silent);
    }
    QFile in;
    QByteArray line;
    if (in.open(stdin, QIODevice::ReadOnly)) {
        line = in.readLine();
    }
    if (terminal) {
        ::tcsetattr(STDIN_FILENO, TCSANOW, &saved);
        writeRaw(stderr, QStringLiteral("\n"));
    }
    return QString::fromUtf8(line).trimmed();
}

} // namespace SolveDeck::Cli
