#include "leasepolicy.h"

#include <cerrno>
#include <csignal>

namespace SolveDeck {

EngineInfo LeasePolicy::identity(const QString &host, qint64 pid, qint64 nowWallMs, int sequence)
{
    EngineInfo info;
    info.host = host;
    info.pid = pid;
    info.startedAtMs = nowWallMs;
    info.heartbeatAtMs = nowWallMs;
    info.id = QStringLiteral("%1/%2/%3/%4").arg(host).arg(pid).arg(nowWallMs).arg(sequence);
    return info;
}

bool LeasePolicy::isLapsed(const EngineInfo &engine,
                           qint64 nowWallMs,
                           const QString &thisHost,
                           const std::function<bool(qint64 pid)> &pidAlive) const
{
    if (nowWallMs - engine.heartbeatAtMs > ttlMs) {
        return true;
    }
    return engine.host == thisHost && engine.pid > 0 && pidAlive && !pidAlive(engine.pid);
}

bool LeasePolicy::processAlive(qint64 pid)
{
    if (pid <= 0) {
        return false;
    }
    // EPERM: it exists but belongs to someone else.
    return ::kill(static_cast<pid_t>(pid), 0) == 0 || errno == EPERM;
}

} // namespace SolveDeck
