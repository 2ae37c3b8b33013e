#pragma once

// What bench-engine_throughput reports about a run under faults (issue 26): throughput against the ideal, every job
// answered, duplicates, tasks never collected, the cap. Computed from the job database and the simulator's stats.
//
// The ideal: the plan's threads kept busy with the workload's solve times. Each job's solve time is that of the task
// that answered it (its stored task id at the simulator: submit -> ready); the jobs start in queue order on the
// first free thread, back to back, with no request time, no polling delay and no faults (list scheduling). Its
// length against the run's (the engine's start to the last job finished) is the throughput.

#include <QHash>
#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>
#include <queue>

#include <algorithm>
#include <functional>
#include <vector>

namespace SolveDeckBench {

struct FaultReport
{
    double idealMs = 0;         // the ideal run's length (simulator ms, scaled)
    double idealSumMs = 0;      // the solve times over the threads, a lower bound of the ideal
    int jobsWithTask = 0;       // jobs whose answering task is at the simulator
    int tasks = 0;              // tasks the simulator created
    int duplicates = 0;         // tasks beyond one per job (lost submits re-sent, ghosts)
    int neverCollected = 0;     // tasks nobody read the result of
    int capExceeded = 0;        // the simulator's tasks started beyond the plan (0 while it enforces the plan)
    double minPollGapMs = -1;   // the shortest gap between two polls of one task (simulator ms); -1 = none
    int mostTasksForOneJob = 0; // the most tasks the simulator made for one page (each job has its own page)
};

// Thread time of tasks nobody collected (lost submits' tasks: ghosts) within [fromMs, untilMs], summed over threads
// (simulator ms). No client can use it: issue 38 measures throughput against the ideal with it added (the ideal
// "without ghosts": the plan's threads, less what ghosts held of them during the run, kept busy).
inline double ghostThreadMsWithin(const QJsonObject &simStats, double fromMs, double untilMs)
{
    const double now = simStats.value(QStringLiteral("nowMs")).toDouble();
    double held = 0;
    for (const auto &v : simStats.value(QStringLiteral("tasks")).toArray()) {
        const QJsonObject t = v.toObject();
        if (!t.value(QStringLiteral("firstCollectedAtMs")).isNull()) {
            continue;
        }
        const double submitted = t.value(QStringLiteral("submittedAtMs")).toDouble();
        const QJsonValue ready = t.value(QStringLiteral("readyAtMs"));
        const double readyAt = ready.isNull() ? std::max(now, submitted) : ready.toDouble();
        held += std::max(0.0, std::min(readyAt, untilMs) - std::max(submitted, fromMs));
    }
    return held;
}

// Throughput against the ideal without ghosts: (ideal + ghost thread time within the run / threads) / run.
inline double throughputWithoutGhosts(double idealMs, double ghostMsInRun, double runMs, int threads)
{
    return runMs > 0 ? (idealMs + ghostMsInRun / std::max(1, threads)) / runMs : 0;
}

// Where the plan's thread time went while jobs were still to be started (from the first submit to the last submit
// of a task that answered a job): each moment's free threads are "waiting for delivery" as far as tokens were ready
// at the simulator but not yet collected (what polling costs, with faults or without), the rest "other idle" (under
// submit faults mostly a lost submit's slot still counted: a task that finished unseen, or that was never made).
// Lost submits' tasks (never collected) hold threads too: their thread time is reported beside it. All in simulator
// ms summed over threads.
struct IdleReport
{
    double deliveryIdleMs = 0; // free threads while a ready token waited to be collected
    double otherIdleMs = 0;    // free threads otherwise
    double ghostBusyMs = 0;    // thread time of tasks never collected (lost submits' tasks, abandoned ones)
};

inline IdleReport idleReport(const QJsonObject &simStats, int threads)
{
    IdleReport r;

    struct Change
    {
        double atMs;
        int busy;  // +1 a task starts holding a thread, -1 it stops
        int ready; // +1 a collected task's token is ready, -1 it is collected
    };

    std::vector<Change> changes;
    const QJsonArray tasks = simStats.value(QStringLiteral("tasks")).toArray();
    const double now = simStats.value(QStringLiteral("nowMs")).toDouble();
    double from = -1;
    double until = -1;
    for (const auto &v : tasks) {
        const QJsonObject t = v.toObject();
        const double submitted = t.value(QStringLiteral("submittedAtMs")).toDouble();
        const QJsonValue ready = t.value(QStringLiteral("readyAtMs"));
        const QJsonValue collected = t.value(QStringLiteral("firstCollectedAtMs"));
        const double readyAt = ready.isNull() ? std::max(now, submitted) : ready.toDouble();
        from = from < 0 ? submitted : std::min(from, submitted);
        changes.push_back({submitted, +1, 0});
        changes.push_back({readyAt, -1, 0});
        if (collected.isNull()) {
            r.ghostBusyMs += readyAt - submitted;
            continue;
        }
        until = std::max(until, submitted);
        if (collected.toDouble() > readyAt) {
            changes.push_back({readyAt, 0, +1});
            changes.push_back({collected.toDouble(), 0, -1});
        }
    }
    std::sort(changes.begin(), changes.end(), [](const Change &a, const Change &b) {
        return a.atMs < b.atMs;
    });
    int busy = 0;
    int waiting = 0;
    double at = from;
    for (const Change &change : changes) {
        const double end = std::min(change.atMs, until);
        if (end > at) {
            const int free = std::max(0, std::max(1, threads) - busy);
            const int delivery = std::min(free, waiting);
            r.deliveryIdleMs += delivery * (end - at);
            r.otherIdleMs += (free - delivery) * (end - at);
            at = end;
        }
        busy += change.busy;
        waiting += change.ready;
    }
    return r;
}

// `jobTaskIds` in queue order (job id order): each job's stored task id ('' = none).
inline FaultReport faultReport(const QJsonObject &simStats,
                               const QString &key,
                               const QStringList &jobTaskIds,
                               int threads)
{
    FaultReport r;
    const QJsonArray tasks = simStats.value(QStringLiteral("tasks")).toArray();
    QHash<QString, double> solveMsOf;
    QHash<QString, int> tasksOfPage;
    for (const auto &v : tasks) {
        const QJsonObject t = v.toObject();
        ++r.tasks;
        if (const QString page = t.value(QStringLiteral("pageurl")).toString(); !page.isEmpty()) {
            r.mostTasksForOneJob = std::max(r.mostTasksForOneJob, ++tasksOfPage[page]);
        }
        const QJsonValue ready = t.value(QStringLiteral("readyAtMs"));
        if (!ready.isNull()) {
            solveMsOf.insert(t.value(QStringLiteral("id")).toString(),
                             ready.toDouble() - t.value(QStringLiteral("submittedAtMs")).toDouble());
        }
        if (t.value(QStringLiteral("firstCollectedAtMs")).isNull()) {
            ++r.neverCollected;
        }
        const QJsonValue gap = t.value(QStringLiteral("minPollGapMs"));
        if (!gap.isNull() && (r.minPollGapMs < 0 || gap.toDouble() < r.minPollGapMs)) {
            r.minPollGapMs = gap.toDouble();
        }
    }
    std::priority_queue<double, std::vector<double>, std::greater<>> freeAt; // each thread's next free moment
    for (int i = 0; i < std::max(1, threads); ++i) {
        freeAt.push(0);
    }
    for (const QString &taskId : jobTaskIds) {
        const auto found = solveMsOf.constFind(taskId);
        if (taskId.isEmpty() || found == solveMsOf.cend()) {
            continue;
        }
        ++r.jobsWithTask;
        const double start = freeAt.top();
        freeAt.pop();
        freeAt.push(start + *found);
        r.idealMs = std::max(r.idealMs, start + *found);
        r.idealSumMs += *found / std::max(1, threads);
    }
    r.duplicates = std::max(0, r.tasks - r.jobsWithTask);
    r.capExceeded = simStats.value(QStringLiteral("keys"))
                        .toObject()
                        .value(key)
                        .toObject()
                        .value(QStringLiteral("capExceeded"))
                        .toInt();
    return r;
}

} // namespace SolveDeckBench
