#pragma once

#include "commandspec.h"

#include <QList>

namespace SolveDeck::Cli {

// Every command of solvedeck-cli, in the order the help lists them (by name).
const QList<CommandSpec> &commandTable();

// The command named `name`; nullptr when there is none.
const CommandSpec *findCommand(const QString &name);

// The options every command accepts: --db, --endpoint, --time-scale, --quiet, --help, --version.
const QList<CommandOption> &commonOptions();

} // namespace SolveDeck::Cli
