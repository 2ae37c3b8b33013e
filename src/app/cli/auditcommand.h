#pragma once

#include "invocation.h"

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// 'audit [--since T] [--json]': the operator audit log of the database, oldest first (synchronous, on the open
// database; results on stdout, errors on stderr; exit codes as exitcode.h).
class AuditCommand
{
public:
    static int execute(JobStore &store, const Invocation &inv);
};

} // namespace SolveDeck::Cli
