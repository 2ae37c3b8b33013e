#pragma once

#include "core/model/job.h"

#include <QString>

namespace SolveDeck {

// Why a job has not started (queued) or what it waits for (submitting, submitted), for people and scripts: a stable
// name (scripts may rely on it: docs/cli.md) and a translated text. Empty name: not waiting (solved,
// failed, canceled).
struct WaitingReason
{
    QString name;
    QString text;

    bool isNull() const { return name.isEmpty(); }
};

// What the reason is computed from: the job's stored facts, the queue's pause (stored), and what is known of the
// engine (the console's own engine, or for the CLI what the database says: live engines, the account's row).
struct WaitingFacts
{
    qint64 nowMs = 0; // wall clock, UTC ms

    // The job.
    JobState state = JobState::Queued;
    qint64 nextAttemptAtMs = 0; // queued: not before this
    QString backoffCause;       // the detail of its latest back-off event (an error code and words), if any
    qint64 submittedAtMs = 0;
    qint64 nextPollAtMs = 0; // submitted: when the engine polls it next (0: not known here)
    // The job's target host is authorised for this database (AuthorisedHostSet::allows; default: yes).
    bool hostAuthorised = true;
    QString targetHost; // the job's host (HostPattern::hostOfUrl), named in the text; empty: the URL has none

    // The operator's pause (QueueControl).
    bool queuePaused = false;
    QString queuePausedBy;
    qint64 queuePausedAtMs = 0;

    // The engine. engineKnown false: nothing but the database is known (the CLI's list and show).
    bool engineKnown = false;
    enum class Engine {
        Running,
        PausedForKey,
        Banned,
        EndpointProblem,
        StoreError,
        Stopped,
    };
    Engine engine = Engine::Running;
    qint64 banUntilMs = 0;
    int liveEngines = -1; // engines registered on the database (-1: not known)

    // Capacity: this engine's (or, for the CLI, the account's) solves in flight against the effective cap, and the
    // account as threadsinfo said (working -1: not known).
    int inFlight = 0;
    int effectiveCap = 0; // 0: not known
    int planThreads = 0;
    int accountWorking = -1;
};

// The one mapping from facts to a reason; pure, so every cause is unit-tested (tests/unit/waitingreason).
// Order: an unauthorised target (a resume alone would not submit it), the operator's pause, the engine's pauses (key,
// ban, endpoint, database), a back-off, no engine running, the cap full, the account's threads busy, next in line.
WaitingReason waitingReason(const WaitingFacts &facts);

// localTimeText (core/timetext.h): the locale's time with seconds, with its date when not today.
QString waitingTimeText(qint64 utcMs, qint64 nowMs);

} // namespace SolveDeck
