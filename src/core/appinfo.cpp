#include "appinfo.h"

#include <QCoreApplication>

namespace SolveDeck {

void setApplicationIdentity()
{
    QCoreApplication::setOrganizationName(organizationName());
    QCoreApplication::setApplicationName(applicationName());
    QCoreApplication::setApplicationVersion(applicationVersion());
}

} // namespace SolveDeck
