#pragma once

#include "core/protocol/errorcatalog.h"

#include <QString>

namespace SolveDeck {

// Which request met the error.
enum class RequestKind {
    Submit,      // in.php
    Poll,        // res.php action=get (one task or an ids= batch)
    ThreadsInfo, // res.php action=threadsinfo
};

// What the engine does about it. One table (errorAction) decides for every error class and request kind, so the
// reaction to a code is read in one place instead of in one switch per request.
enum class ErrorAction {
    PollAgain,     // the task is still solving: next poll as planned
    RetryLater,    // back off (with jitter) and send the same request again; the job keeps its place
    WaitForThread, // the plan has no free thread: back off, count towards the capacity give-up
    PauseForKey,   // the key is wrong: stop all traffic until the user sets another
    PauseForBan,   // the IP is banned: stop all traffic for the ban's length
    PauseEndpoint, // the address is not the API: stop all traffic, re-check it now and then
    FailJob,       // the job itself cannot be solved as it is: fail it with the cause and fix
    FailJobLoudly, // as FailJob, and log it as our bug
};

ErrorAction errorAction(ErrorClass errorClass, RequestKind kind);

// Stable lowercase names, for logs and tests.
QString errorActionName(ErrorAction action);

} // namespace SolveDeck
