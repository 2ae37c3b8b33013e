#include "gui/commandline.h"

#include "core/model/consoleplaces.h"

namespace SolveDeck {

namespace {

bool isWholeCommand(const QString &text)
{
    using ConsolePlaces::Command;
    const QChar mark(0x1);
    for (Command command : {Command::HostsAllow,
                            Command::ClientsAdd,
                            Command::KeySet,
                            Command::Run,
                            Command::EnqueueFile,
                            Command::ClientsSetHosts}) {
        const QString shape = ConsolePlaces::cliCommand(command, QString(mark));
        const qsizetype at = shape.indexOf(mark);
        if (at < 0) {
            if (text == shape) {
                return true;
            }
            continue;
        }
        const QString before = shape.left(at);
        const QString after = shape.mid(at + 1);
        if (text.size() > before.size() + after.size() && text.startsWith(before) && text.endsWith(after)) {
            const QString argument = text.mid(before.size(), text.size() - before.size() - after.size());
            if (!argument.contains(QLatin1Char(' ')) && !argument.contains(QLatin1Char('\n'))) {
                return true;
            }
        }
    }
    return false;
}

} // namespace

QString messageWithCommandLine(const QString &plain, CommandWrap wrap)
{
    auto escaped = [](const QString &text) {
        return text.toHtmlEscaped().replace(QLatin1Char('\n'), QLatin1String("<br>"));
    };
    const QString program = ConsolePlaces::cliProgram() + QLatin1Char(' ');
    const qsizetype start = plain.lastIndexOf(program);
    if (start < 0) {
        return escaped(plain);
    }
    QString command = plain.mid(start).trimmed();
    // The sentence's full stop is not part of what is typed.
    while (command.endsWith(QLatin1Char('.'))) {
        command.chop(1);
    }
    // Only a whole command of ConsolePlaces' moves: a command the sentence goes on after stays in it (a word of the
    // sentence would otherwise move onto the command's line).
    if (!isWholeCommand(command)) {
        return escaped(plain);
    }
    const QString style = wrap == CommandWrap::Never ? QStringLiteral("white-space:pre; ") : QString();
    return QStringLiteral("<p style=\"margin:0\">%1</p><p style=\"%2margin-top:6px; margin-bottom:0\">%3</p>")
        .arg(escaped(plain.left(start).trimmed()), style, command.toHtmlEscaped());
}

} // namespace SolveDeck
