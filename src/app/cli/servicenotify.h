#pragma once

#include <QString>

namespace SolveDeck::Cli {

// The service manager's readiness protocol (systemd's Type=notify, through libsystemd's sd_notify): `serve` says
// READY=1 once the gateway listens and STOPPING=1 when its graceful stop begins, each with a STATUS= line that
// `systemctl status` shows. Outside a service ($NOTIFY_SOCKET unset) every call does nothing.
namespace ServiceNotify {

void ready(const QString &status);
void stopping(const QString &status);
void status(const QString &status);

} // namespace ServiceNotify

} // namespace SolveDeck::Cli
