#include "errorcatalog.h"

#include <QCoreApplication>

namespace SolveDeck {

QString errorClassName(ErrorClass c)
{
    switch (c) {
    case ErrorClass::NotReady:
        return QStringLiteral("not_ready");
    case ErrorClass::Transient:
        return QStringLiteral("transient");
    case ErrorClass::Capacity:
        return QStringLiteral("capacity");
    case ErrorClass::AuthPause:
        return QStringLiteral("auth_pause");
    case ErrorClass::BanPause:
        return QStringLiteral("ban_pause");
    case ErrorClass::JobFailure:
        return QStringLiteral("job_failure");
    case ErrorClass::ClientBug:
        return QStringLiteral("client_bug");
    }
    return QStringLiteral("job_failure");
}

ErrorInfo describeError(const QString &code)
{
    ErrorInfo info;
    info.code = code;
    info.known = false;
    info.cause = QCoreApplication::translate("ErrorCatalog", "The service answered with an unknown code: %1").arg(code);
    info.fix = QCoreApplication::translate("ErrorCatalog", "Check the job's parameters; retry the job if it persists.");
    return info;
}

} // namespace SolveDeck
