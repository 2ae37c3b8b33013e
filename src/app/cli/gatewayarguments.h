#pragma once

#include "core/result.h"
#include "invocation.h"

namespace SolveDeck::Cli {

class CommandArguments;

// The command lines of the gateway's commands: serve and clients (issue 24).
namespace GatewayArguments {

Result<Invocation> parseServe(const CommandArguments &arguments);
Result<Invocation> parseClients(const CommandArguments &arguments);

} // namespace GatewayArguments

} // namespace SolveDeck::Cli
