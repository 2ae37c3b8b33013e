#include "usageerror.h"

namespace SolveDeck::Cli {

Error usageError(const QString &problem, const QString &commandUsage)
{
    QString text = QStringLiteral("solvedeck-cli: ") + problem + QLatin1Char('\n');
    if (!commandUsage.isEmpty()) {
        text += QStringLiteral("usage: solvedeck-cli ") + commandUsage + QLatin1Char('\n');
    } else {
        text += QStringLiteral("usage: solvedeck-cli [--db FILE|URL] [--endpoint URL] [--time-scale F] [--quiet] "
                               "COMMAND ...\n");
    }
    text += QStringLiteral("Run 'solvedeck-cli --help' for every command and option.\n");
    return Error{QStringLiteral("USAGE"), text};
}

} // namespace SolveDeck::Cli
