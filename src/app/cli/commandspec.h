#pragma once

#include "commandoption.h"
#include "commandrun.h"
#include "core/result.h"
#include "invocation.h"

#include <QList>
#include <QString>

namespace SolveDeck::Cli {

class CommandArguments;

// One command of solvedeck-cli, as the command table holds it (commandtable.cpp): all that the command line, the help
// and main() know of it. A new command is one entry there and its parse function.
struct CommandSpec
{
    // Checks the form of the command's arguments and options (not their meaning: an endpoint, a key or a job's fields
    // are checked by the command that uses them) and fills the Invocation, or fails with a usage error.
    using Parse = Result<Invocation> (*)(const CommandArguments &arguments);

    QString name;                 // as typed: "enqueue", "hosts"
    QString usage;                // the usage lines after "solvedeck-cli ", for --help and every usage error
    QList<CommandOption> options; // what it takes beside the common options
    Parse parse = nullptr;
    CommandRun run; // where it runs

    bool takes(const QString &optionName) const;
};

} // namespace SolveDeck::Cli
