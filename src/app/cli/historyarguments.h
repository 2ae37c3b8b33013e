#pragma once

#include "core/result.h"
#include "invocation.h"

namespace SolveDeck::Cli {

class CommandArguments;

// The parse functions of the history commands (issue 11): export, purge, delete, and cancel / retry / delete by
// filter (--state, --since, --until, --all-matching) or only counted (--dry-run).
namespace HistoryArguments {

Result<Invocation> parseExport(const CommandArguments &arguments);
Result<Invocation> parsePurge(const CommandArguments &arguments);
Result<Invocation> parseDelete(const CommandArguments &arguments);
// cancel, retry or delete (`command`): job ids or a filter, never both.
Result<Invocation> parseBulk(const CommandArguments &arguments, Invocation::Command command);

} // namespace HistoryArguments

} // namespace SolveDeck::Cli
