#pragma once

#include "invocation.h"

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The commands that only touch the database: they run synchronously and return the process exit code
// (exitcode.h). Results go to stdout, notes and errors to stderr.
class JobCommands
{
public:
    // Opens the database (--db, else the console's) and runs the command; a database that cannot be opened is a
    // configuration error (exit 3).
    static int execute(const Invocation &inv);

    static int enqueue(JobStore &store, const Invocation &inv);
    static int list(const JobStore &store, const Invocation &inv);
    static int show(const JobStore &store, const Invocation &inv);
    static int cancel(JobStore &store, const Invocation &inv);
    static int retry(JobStore &store, const Invocation &inv);
    // pause / resume: the queue of every engine on the database (QueueControl; recorded in the audit log).
    static int pauseOrResume(JobStore &store, bool pause);

private:
    static int enqueueOne(JobStore &store, const Invocation &inv);
    static int enqueueFile(JobStore &store, const Invocation &inv);
};

} // namespace SolveDeck::Cli
