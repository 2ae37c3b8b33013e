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
    double idealMs = 0;       // the ideal run's length (simulator ms, scaled)
    double idealSumMs = 0;    // the solve times over the threads, a lower bound of the ideal
    int jobsWithTask = 0;     // jobs whose answering task is at the simulator
    int tasks = 0;            // tasks the simulator created
    int duplicates = 0;       // tasks beyond one per job (lost submits re-sent, ghosts)
    int neverCollected = 0;   // tasks nobody read the result of
    int capExceeded = 0;      // the simulator's tasks started beyond the plan (0 while it enforces the plan)
    double minPollGapMs = -1; // the shortest gap between two polls of one task (simulator ms); -1 = none
};

// `jobTaskIds` in queue order (job id order): each job's stored task id ('' = none).
inline FaultReport faultReport(const QJsonObject &simStats,
                               const QString &key,
                               const QStringList &jobTaskIds,
                               int threads)
{
    FaultReport r;
    const QJsonArray tasks = simStats.value(QStringLiteral("tasks")).toArray();
    QHash<QString, double> solveMsOf;
    for (const auto &v : tasks) {
        const QJsonObject t = v.toObject();
        ++r.tasks;
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
