#pragma once

namespace SolveDeck::Cli {

// The process exit codes of solvedeck-cli. Scripts depend on them: docs/cli.md documents each one, keep both in
// step.
enum ExitCode : int {
    ExitOk = 0,
    ExitUsage = 1,           // the command line is wrong: unknown command or option, missing value, bad job id
    ExitJobsUnsolved = 2,    // run --until-idle: some job in the database ended failed or canceled
    ExitNotAKey = 2,         // key set: what stdin gave is not shaped like an API key (no keychain was touched)
    ExitConfiguration = 3,   // no API key, key rejected, bad --endpoint, database or keychain unusable
    ExitOperationFailed = 4, // the request was refused or failed: bad job or file, unknown job, network error
    ExitInterrupted = 130,   // SIGINT (128 + 2, the shell convention)
    ExitTerminated = 143,    // SIGTERM (128 + 15)
};

} // namespace SolveDeck::Cli
