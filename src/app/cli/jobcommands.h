#pragma once

#include "invocation.h"

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The commands on the job queue and its history: enqueue, list, show, cancel, retry, pause, resume, and export, purge
// and delete (historycommands.h). They run synchronously on the open database and return the process exit code
// (exitcode.h). Results go to stdout, notes and errors to stderr.
class JobCommands
{
public:
    // Runs inv.command on `store`, the database of --db (else the console's), opened by the caller.
    static int execute(JobStore &store, const Invocation &inv);

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
