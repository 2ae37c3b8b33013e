#pragma once

#include "commandrun.h"
#include "core/result.h"
#include "invocation.h"

#include <QStringList>

namespace SolveDeck::Cli {

class CommandArguments;

// solvedeck-cli's grammar:  solvedeck-cli [common options] COMMAND [command options] [arguments]
// Common options may appear anywhere. The commands, their options and usage are the command table's
// (commandtable.cpp); this is the part every command shares: the common options, --help, --version, the refusal of a
// key in argv, unknown commands and options. parse() checks the form only; a failure's message names what is wrong
// and ends with the right usage, ready to print.
class CommandLine
{
public:
    static constexpr char defaultEndpoint[] = "https://ocr.captchaai.com";

    // A command line, parsed: what to do and where it runs.
    struct Parsed
    {
        Invocation invocation;
        CommandRun run;
    };

    // arguments: as QCoreApplication::arguments(), program name first.
    static Result<Parsed> parse(const QStringList &arguments);

    // The full help, or one command's usage ("enqueue", "run", "key", ...).
    static QString help(const QString &topic = {});
    static QString usageOf(const QString &command);
    static QString versionText();

    // The help command's entry in the command table: 'help [COMMAND]'.
    static Result<Invocation> parseHelp(const CommandArguments &arguments);
    static int printHelp(const Invocation &inv);
};

} // namespace SolveDeck::Cli
