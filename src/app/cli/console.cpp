#include "console.h"

#include <QFile>

#include <termios.h>
#include <unistd.h>

#include <cstdio>

namespace SolveDeck::Cli {

namespace {

bool s_quiet = false;

void write(FILE *stream, const QString &text)
{
    const QByteArray bytes = text.toUtf8();
    std::fwrite(bytes.constData(), 1, size_t(bytes.size()), stream);
    std::fflush(stream);
}

} // namespace

void Console::out(const QString &text)
{
    write(stdout, text);
}

void Console::error(const QString &text)
{
    write(stderr, text);
}

void Console::note(const QString &text)
{
    if (!s_quiet) {
        write(stderr, text);
    }
}

void Console::setQuiet(bool quiet)
{
    s_quiet = quiet;
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
        write(stderr, QStringLiteral("API key (input hidden): "));
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
        write(stderr, QStringLiteral("\n"));
    }
    return QString::fromUtf8(line).trimmed();
}

} // namespace SolveDeck::Cli
