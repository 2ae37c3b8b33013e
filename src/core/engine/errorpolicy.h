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

// Submits whose answer was lost (uncertain: the request reached the server, which may have made a task, a paid
// solve that holds a thread until it is done). LostAnswers applies these numbers.
struct LostAnswerPolicy
{
    // A job is sent at most this many times with its answer lost and not shown harmless by the account (a
    // threadsinfo that found no such task); at the bound it ends, failed with SUBMIT_ANSWERS_LOST (cause and fix in
    // the error catalogue: retry it once the provider answers again), so nothing waits on it for ever. Each lost
    // answer may be a paid task: a provider that makes the task and loses every answer got one job submitted 59
    // times in 30 s at time scale 0.01 (about 70 paid tasks an hour, for ever).
    //
    // The bound depends on the evidence. When most recent submits of other jobs were answered (at least
    // minAnsweredForHealthy of the last `window`, and more answered than lost), a job's lost answers are bad luck on
    // a mostly healthy provider and it may lose up to maxUncertainSubmitsPerJobWhenHealthy: at one lost answer in
    // five, 3 in a row befall about one job in 125 (issue 38: a job parked in one run of five), 6 in a row one in
    // 15,600. Otherwise (most answers lost, or too few to tell) maxUncertainSubmitsPerJob: at most three paid tasks
    // for a job where nothing comes back. Three answered are enough to tell: with five, a job that lost three answers
    // at a run's start, before five other submits had been answered, ended (6 runs of 48 at 5 threads; none with 3); a
    // provider that loses every answer never reaches three. Either way a job costs at most the higher bound of paid
    // tasks until the operator retries it, in an hour or any other time.
    int maxUncertainSubmitsPerJob = 3;
    int maxUncertainSubmitsPerJobWhenHealthy = 6;
    int minAnsweredForHealthy = 3;
    // Submits stop (the endpoint-problem pause, polls go on) when `pauseAt` of the last `window` submits lost their
    // answers while the service answered other requests: most answers lost is a broken provider, not bad luck. At
    // one lost answer in five, 14 of 20 comes by chance once in about 540,000 windows. (8 of 10, once in 13,000,
    // paused a 15-thread run of issue 26's in.php faults for 220 s: the trial submits that end the pause wait
    // longer after each lost one.) A provider that loses every answer is paused after 14 submits, each at most
    // one paid task.
    int window = 20;
    int pauseAt = 14;
};

// Stable lowercase names, for logs and tests.
QString errorActionName(ErrorAction action);

} // namespace SolveDeck
