#include "operatoridentity.h"

#include <QSysInfo>

#include <pwd.h>
#include <unistd.h>

namespace SolveDeck {

QString operatorAtThisMachine()
{
    QString login = qEnvironmentVariable("USER");
    if (login.isEmpty()) {
        login = qEnvironmentVariable("LOGNAME");
    }
    if (login.isEmpty()) {
        // No $USER or $LOGNAME (a service, a container, `env -i`): the account the process runs as.
        if (const passwd *account = ::getpwuid(::geteuid()); account != nullptr && account->pw_name != nullptr) {
            login = QString::fromLocal8Bit(account->pw_name);
        }
    }
    if (login.isEmpty()) {
        login = QStringLiteral("uid%1").arg(::geteuid());
    }
    return login + QLatin1Char('@') + QSysInfo::machineHostName();
}

} // namespace SolveDeck
