#pragma once

#include "core/result.h"
#include "invocation.h"

namespace SolveDeck::Cli {

class CommandArguments;

// The parse functions of the commands that work with the solving service or its key: run, threads, balance, report,
// key.
namespace ServiceArguments {

Result<Invocation> parseRun(const CommandArguments &arguments);
Result<Invocation> parseThreads(const CommandArguments &arguments);
Result<Invocation> parseBalance(const CommandArguments &arguments);
Result<Invocation> parseReport(const CommandArguments &arguments);
Result<Invocation> parseKey(const CommandArguments &arguments);

// Why `key set KEY`, --key and their kind are refused: the key would be visible in the process list and the shell's
// history. Pipe it to 'key set' instead.
QString keyRefusal();

} // namespace ServiceArguments

} // namespace SolveDeck::Cli
