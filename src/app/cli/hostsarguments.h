#pragma once

#include "core/result.h"
#include "invocation.h"

namespace SolveDeck::Cli {

class CommandArguments;

// The parse functions of the operator's records: hosts list|allow|revoke|enforcement, audit.
namespace HostsArguments {

Result<Invocation> parseHosts(const CommandArguments &arguments);
Result<Invocation> parseAudit(const CommandArguments &arguments);

} // namespace HostsArguments

} // namespace SolveDeck::Cli
