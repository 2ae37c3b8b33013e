#pragma once

#include "invocation.h"

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// 'clients add|set|list|revoke': the programs that may call the gateway (ClientRegistry). add prints the new client's
// token alone on stdout, once (it is never stored, only a salted hash); each change is in the audit log with the
// actor.
class ClientsCommand
{
public:
    static int execute(JobStore &store, const Invocation &inv);

private:
    static int add(JobStore &store, const Invocation &inv);
    static int list(JobStore &store, const Invocation &inv);
    static int revoke(JobStore &store, const Invocation &inv);
    static int set(JobStore &store, const Invocation &inv);
};

} // namespace SolveDeck::Cli
