#pragma once

#include "core/store/leases.h"

#include <QString>
#include <QtGlobal>

#include <functional>

namespace SolveDeck {

// When another engine on the database counts as gone, so that its jobs may be taken over (see
// docs/architecture.md "Leases"). Pure: the caller supplies the time, this machine's name and a way to ask whether
// a process id is alive here.
struct LeasePolicy
{
    // How often an engine renews its lease, and how long a lease outlives its last renewal. Real time, never
    // scaled with the rest of the timing: a lease guards against a process that is slow (a loaded machine, a
    // stopped debugger, a laptop lid), and a scaled lease would lapse under a live engine in a fast test. Six
    // missed renewals before another engine takes over; on one machine a dead process is noticed at the next
    // renewal of any other engine, through its process id.
    qint64 heartbeatMs = 5'000;
    qint64 ttlMs = 30'000;

    // A unique id for an engine started now by this process: host/pid/start ms/sequence.
    static EngineInfo identity(const QString &host, qint64 pid, qint64 nowWallMs, int sequence);

    // Gone: its last renewal is older than ttlMs by `nowWallMs` (the clocks of team machines must agree to within
    // a few seconds, as NTP keeps them), or it ran on this host under a process id that no longer exists.
    bool isLapsed(const EngineInfo &engine,
                  qint64 nowWallMs,
                  const QString &thisHost,
                  const std::function<bool(qint64 pid)> &pidAlive) const;

    // Whether a process with this id exists on this machine (kill(pid, 0)); a process of another user counts.
    static bool processAlive(qint64 pid);
};

} // namespace SolveDeck
