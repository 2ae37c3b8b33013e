#include "postgreslocation.h"

#include "core/translation.h"

#include <QCoreApplication>
#include <QSet>
#include <QStringList>
#include <QUrl>

#include <algorithm>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck::PostgresLocation", "SolveDeck")

namespace {

const QString schemeLong = QStringLiteral("postgresql://");
const QString schemeShort = QStringLiteral("postgres://");

Error invalid(const QString &what)
{
    return Error{QStringLiteral("DB_LOCATION_INVALID"),
                 tr("The database address is not usable: %1. Write it as postgresql://USER@HOST:PORT/DATABASE "
                    "(the port may be left out; ?sslmode=... and ?connect_timeout=SECONDS are accepted).")
                     .arg(what)};
}

Error passwordGiven()
{
    return Error{QStringLiteral("DB_LOCATION_INVALID"),
                 tr("The database address contains a password (USER:PASSWORD@ or ?password=). SolveDeck does not "
                    "take passwords in addresses: command lines, settings and logs are visible to others. Remove "
                    "it (write postgresql://USER@HOST:PORT/DATABASE; an '@' in the database name is written %40) "
                    "and give the password through the keychain (the console asks for it), the PGPASSWORD "
                    "environment variable or ~/.pgpass.")};
}

QString decoded(const QString &part)
{
    return QUrl::fromPercentEncoding(part.toUtf8());
}

bool hasWhitespace(const QString &s)
{
    return std::ranges::any_of(s, [](QChar c) {
        return c.isSpace();
    });
}

const QStringList sslModes{QStringLiteral("disable"),
                           QStringLiteral("allow"),
                           QStringLiteral("prefer"),
                           QStringLiteral("require"),
                           QStringLiteral("verify-ca"),
                           QStringLiteral("verify-full")};

} // namespace

bool PostgresLocation::isPostgresUrl(const QString &location)
{
    const QString trimmed = location.trimmed();
    return trimmed.startsWith(schemeLong) || trimmed.startsWith(schemeShort);
}

Result<PostgresLocation> PostgresLocation::parse(const QString &url)
{
    const QString text = url.trimmed();
    QString rest;
    if (text.startsWith(schemeLong)) {
        rest = text.mid(schemeLong.size());
    } else if (text.startsWith(schemeShort)) {
        rest = text.mid(schemeShort.size());
    } else {
        return invalid(tr("it does not start with postgresql:// or postgres://"));
    }

    // Look for a password before anything else, so that no message below repeats one. "user:secret@" is the URL
    // form; a secret holding '/', '?' or '#' unencoded would end the authority early under URL rules, so any ':'
    // before the first '@' counts (a legal address has its ':' before an '@' only when the database name holds a
    // raw '@', which must be written %40).
    if (const qsizetype at = rest.indexOf(QLatin1Char('@')); at >= 0 && rest.left(at).contains(QLatin1Char(':'))) {
        return passwordGiven();
    }
    QString query;
    if (const qsizetype q = rest.indexOf(QLatin1Char('?')); q >= 0) {
        query = rest.mid(q + 1);
        rest.truncate(q);
    }
    QString path;
    bool hasPath = false;
    if (const qsizetype slash = rest.indexOf(QLatin1Char('/')); slash >= 0) {
        path = rest.mid(slash + 1);
        rest.truncate(slash);
        hasPath = true;
    }
    const QString authority = rest;
    QString userInfo;
    QString hostPort = authority;
    if (const qsizetype at = authority.lastIndexOf(QLatin1Char('@')); at >= 0) {
        userInfo = authority.left(at);
        hostPort = authority.mid(at + 1);
    }
    QList<std::pair<QString, QString>> params;
    if (!query.isEmpty()) {
        for (const QString &pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
            const qsizetype eq = pair.indexOf(QLatin1Char('='));
            const QString key = decoded(eq >= 0 ? pair.left(eq) : pair);
            const QString value = eq >= 0 ? decoded(pair.mid(eq + 1)) : QString();
            if (key == QLatin1String("password")) {
                return passwordGiven();
            }
            params.append({key, value});
        }
    }

    if (text.contains(QLatin1Char('#'))) {
        return invalid(tr("it has a '#' part, which a database address cannot have"));
    }

    PostgresLocation location;
    location.user = decoded(userInfo);
    if (hasWhitespace(location.user)) {
        return invalid(tr("the user name '%1' contains spaces").arg(location.user));
    }

    QString portText;
    bool hasPort = false;
    if (hostPort.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0) {
            return invalid(tr("the IPv6 address '%1' has no closing ']'").arg(hostPort));
        }
        location.host = hostPort.mid(1, close - 1);
        const QString after = hostPort.mid(close + 1);
        if (after.startsWith(QLatin1Char(':'))) {
            portText = after.mid(1);
            hasPort = true;
        } else if (!after.isEmpty()) {
            return invalid(tr("'%1' follows the IPv6 address; only :PORT may").arg(after));
        }
        if (location.host.isEmpty()) {
            return invalid(tr("the brackets hold no IPv6 address"));
        }
    } else {
        if (hostPort.count(QLatin1Char(':')) > 1) {
            return invalid(tr("the host '%1' has more than one ':' (an IPv6 address goes in brackets: "
                              "[::1]:5432)")
                               .arg(hostPort));
        }
        const qsizetype colon = hostPort.indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            portText = hostPort.mid(colon + 1);
            hasPort = true;
            location.host = decoded(hostPort.left(colon));
        } else {
            location.host = decoded(hostPort);
        }
    }
    if (location.host.contains(QLatin1Char(','))) {
        return invalid(tr("it names several hosts (%1); SolveDeck connects to one").arg(location.host));
    }
    if (hasWhitespace(location.host)) {
        return invalid(tr("the host '%1' contains spaces").arg(location.host));
    }
    if (hasPort) {
        bool ok = false;
        const int port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535 || portText.startsWith(QLatin1Char('+'))) {
            return invalid(tr("the port '%1' is not a number from 1 to 65535").arg(portText));
        }
        location.port = port;
    }

    location.database = decoded(path);
    if (!hasPath || location.database.isEmpty()) {
        return invalid(tr("it names no database (add /DATABASE after the host)"));
    }
    if (path.contains(QLatin1Char('/'))) {
        return invalid(tr("'%1' is not one database name (nothing may follow the name but ?parameters)").arg(path));
    }

    QSet<QString> seen;
    for (const auto &[key, value] : std::as_const(params)) {
        if (seen.contains(key)) {
            return invalid(tr("the parameter '%1' is given twice").arg(key));
        }
        seen.insert(key);
        if (key == QLatin1String("sslmode")) {
            if (!sslModes.contains(value)) {
                return invalid(tr("sslmode '%1' is not one of %2").arg(value, sslModes.join(QStringLiteral(", "))));
            }
            location.sslMode = value;
        } else if (key == QLatin1String("connect_timeout")) {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 1 || seconds > 3600 || value.startsWith(QLatin1Char('+'))) {
                return invalid(tr("connect_timeout '%1' is not a whole number of seconds from 1 to 3600").arg(value));
            }
            location.connectTimeoutSeconds = seconds;
        } else if (key == QLatin1String("host")) {
            if (!location.host.isEmpty()) {
                return invalid(tr("the host is given twice (before the database name and as ?host=)"));
            }
            if (value.isEmpty() || hasWhitespace(value)) {
                return invalid(tr("?host= needs a host name or a socket directory without spaces"));
            }
            location.host = value;
        } else {
            return invalid(tr("the parameter '%1' is not one SolveDeck passes on (it accepts sslmode, "
                              "connect_timeout and host)")
                               .arg(key));
        }
    }
    if (location.host.isEmpty()) {
        return invalid(tr("it names no host (write the server's name or address after '//' or '@')"));
    }
    return location;
}

QString PostgresLocation::label() const
{
    const QString who = user.isEmpty() ? QString()
                                       : QString::fromUtf8(QUrl::toPercentEncoding(user)) + QLatin1Char('@');
    const QString db = QString::fromUtf8(QUrl::toPercentEncoding(database));
    if (host.startsWith(QLatin1Char('/'))) {
        // A Unix socket directory.
        return QStringLiteral("postgresql://%1:%2/%3?host=%4").arg(who, QString::number(port), db, host);
    }
    const QString shownHost = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    return QStringLiteral("postgresql://%1%2:%3/%4").arg(who, shownHost, QString::number(port), db);
}

QString PostgresLocation::url() const
{
    QStringList options;
    if (!sslMode.isEmpty()) {
        options << QStringLiteral("sslmode=%1").arg(sslMode);
    }
    if (connectTimeoutSeconds > 0) {
        options << QStringLiteral("connect_timeout=%1").arg(connectTimeoutSeconds);
    }
    QString address = label();
    if (!options.isEmpty()) {
        // A socket's label already has its ?host=.
        address += (address.contains(QLatin1Char('?')) ? QLatin1Char('&') : QLatin1Char('?'))
                 + options.join(QLatin1Char('&'));
    }
    return address;
}

QString PostgresLocation::connectOptions() const
{
    QStringList options;
    options << QStringLiteral("connect_timeout=%1")
                   .arg(connectTimeoutSeconds > 0 ? connectTimeoutSeconds : defaultConnectTimeoutSeconds);
    if (!sslMode.isEmpty()) {
        options << QStringLiteral("sslmode=%1").arg(sslMode);
    }
    // Shown in pg_stat_activity, so a DBA sees which connections are SolveDeck's.
    options << QStringLiteral("application_name=solvedeck");
    return options.join(QLatin1Char(';'));
}

} // namespace SolveDeck
