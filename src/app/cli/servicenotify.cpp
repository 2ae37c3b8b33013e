#include "servicenotify.h"

#include "clilogging.h"

#include <systemd/sd-daemon.h>

namespace SolveDeck::Cli::ServiceNotify {

namespace {

void notify(const QString &state)
{
    // 0: keep NOTIFY_SOCKET, so that STOPPING=1 can follow READY=1. Without a service manager it returns 0.
    const int sent = sd_notify(0, state.toUtf8().constData());
    if (sent < 0) {
        qCWarning(lcCli) << "could not notify the service manager:" << sent;
    }
}

QString statusLine(const QString &status)
{
    QString line = status;
    line.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return QStringLiteral("STATUS=") + line;
}

} // namespace

void ready(const QString &status)
{
    notify(QStringLiteral("READY=1\n") + statusLine(status));
}

void stopping(const QString &status)
{
    notify(QStringLiteral("STOPPING=1\n") + statusLine(status));
}

void status(const QString &status)
{
    notify(statusLine(status));
}

} // namespace SolveDeck::Cli::ServiceNotify
