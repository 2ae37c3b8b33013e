#pragma once

#include <QMetaType>
#include <QString>
#include <QtGlobal>

namespace SolveDeck {

// What the engine knows that people want at a glance (the capacity dock, the tray, the waiting reasons), as one
// value: sent with Engine::statusChanged whenever something in it changed (EngineHost caches the last one).
// Times are wall clock (UTC ms); 0 = not known / not applicable.
struct EngineStatus
{
    int state = 0;    // Engine::State
    QString reason;   // Engine::stateReason
    int inFlight = 0; // this engine's solves in flight (the gauge)
    int effectiveCap = 0;
    // The cap is one an operator set (this engine's user, or another console or script of the account: the
    // account's row); false: nobody set one and the cap is the plan's threads (effectiveCap means nothing until
    // planThreads is known).
    bool capSetByOperator = false;
    int planThreads = 0;     // 0 until threadsinfo answered
    int accountInFlight = 0; // every engine of this account on the database
    int engines = 0;
    // threadsinfo as last answered: threads 0 = never
    int accountThreads = 0;
    int accountWorking = -1; // -1: not known
    qint64 accountAtMs = 0;
    // What the engines of this database may have held at the service while that threadsinfo was asked: this
    // engine's tasks and submits (speculative ones too, and those it let go of meanwhile) and the other engines' count.
    // Working threads beyond it belong to another client of the key. -1: not known.
    int databaseThreadsAtReading = -1;
    // getbalance as last answered
    double balance = 0;
    qint64 balanceAtMs = 0;
    // The operator's pause of the queue (QueueControl), as last read from the database.
    bool queuePaused = false;
    QString queuePausedBy;
    qint64 queuePausedAtMs = 0;
    // Due queued jobs wait for a free thread (the cap or the account is full) since then.
    qint64 waitingForThreadSinceMs = 0;
    qint64 banUntilMs = 0;

    bool operator==(const EngineStatus &other) const = default;
};

// Requests sent since Engine::start(), for benchmarks, tests and diagnostics. The engine's parts count into it.
struct EngineStats
{
    int submits = 0;             // in.php, every attempt (speculative ones included)
    int speculativeSubmits = 0;  // sent while every counted thread was believed busy
    int speculativeRefusals = 0; // of those, refused for want of a thread (expected; no back-off)
    int polls = 0;               // res.php get (a multi-id poll counts once)
    int threadsInfoRequests = 0; // res.php threadsinfo
    int batchedPolls = 0;        // of the polls, res.php ids= requests
    qint64 batchedTasks = 0;     // the tasks they asked about, together
    // Engine time from when a poll was due (planned) to when it was sent, and from sent to answered: a timer or
    // event loop that falls behind shows in the first, requests queueing inside Qt or at the server in the second
    // (less the server's own latency).
    qint64 pollLateMaxMs = 0;
    qint64 pollLateTotalMs = 0;
    qint64 pollRoundTripMaxMs = 0;
    qint64 pollRoundTripTotalMs = 0;
    int pollsAnswered = 0;
};

} // namespace SolveDeck

Q_DECLARE_METATYPE(SolveDeck::EngineStatus)
