#pragma once

#include <QString>

namespace SolveDeck::ProcessHardening {

// Keeps the API key and solved tokens out of core files and away from other processes of the same user: no core
// dump (RLIMIT_CORE 0, soft and hard) and not dumpable (PR_SET_DUMPABLE 0, which also stops ptrace attaches by
// unprivileged processes of the same user and makes /proc/PID/mem and environ root-only). Call first thing in main.
// Returns an empty string, or what could not be done (for a warning; the program still runs).
QString disableCoreDumps();

// Takes the value of `name` out of the environment: returns it (trimmed), overwrites its bytes in place (so
// /proc/PID/environ and the process's memory no longer hold it) and unsets it, so that no child process
// inherits it. Null when unset.
QString takeEnvironmentVariable(const char *name);

} // namespace SolveDeck::ProcessHardening
