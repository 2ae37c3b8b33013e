#pragma once

#include "core/result.h"
#include "invocation.h"

namespace SolveDeck::Cli {

class CommandArguments;

// The parse functions of the commands on the job queue (the command table's entries point here): enqueue, list, show,
// cancel and retry by job id (by filter: historyarguments.h), pause, resume.
namespace JobArguments {

Result<Invocation> parseEnqueue(const CommandArguments &arguments);
Result<Invocation> parseList(const CommandArguments &arguments);
Result<Invocation> parseShow(const CommandArguments &arguments);
Result<Invocation> parseCancel(const CommandArguments &arguments);
Result<Invocation> parseRetry(const CommandArguments &arguments);
Result<Invocation> parsePause(const CommandArguments &arguments);
Result<Invocation> parseResume(const CommandArguments &arguments);

} // namespace JobArguments

} // namespace SolveDeck::Cli
