#include "databasepasswordentry.h"

#include "core/store/postgreslocation.h"

#include <QStringList>

namespace SolveDeck {

QString teamDatabaseAddress(const PostgresLocation &location)
{
    QString text = location.label();
    QStringList parameters;
    if (!location.sslMode.isEmpty()) {
        parameters << QStringLiteral("sslmode=") + location.sslMode;
    }
    if (location.connectTimeoutSeconds > 0) {
        parameters << QStringLiteral("connect_timeout=") + QString::number(location.connectTimeoutSeconds);
    }
    if (!parameters.isEmpty()) {
        text += (text.contains(QLatin1Char('?')) ? QLatin1Char('&') : QLatin1Char('?'))
              + parameters.join(QLatin1Char('&'));
    }
    return text;
}

QString databasePasswordEntry(const QString &address)
{
    return QStringLiteral("database:") + address;
}

} // namespace SolveDeck
