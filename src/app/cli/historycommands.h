#pragma once

#include "invocation.h"

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The history commands (issue 11): export, purge, and cancel / retry / delete by filter or with --dry-run. They
// run synchronously on an open store and return the exit code (exitcode.h). Counts go to stdout (one number), the
// same in words to stderr.
class HistoryCommands
{
public:
    static int exportJobs(JobStore &store, const Invocation &inv);
    static int purge(JobStore &store, const Invocation &inv);
    // cancel / retry / delete: by ids or by the filter, or only counted with --dry-run.
    static int bulk(JobStore &store, const Invocation &inv);
};

} // namespace SolveDeck::Cli
