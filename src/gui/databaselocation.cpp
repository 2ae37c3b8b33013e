#include "databaselocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QList>
#include <QRegularExpression>
#include <QSet>
#include <QStringList>
#include <QUrl>

#include <algorithm>
#include <utility>

namespace SolveDeck {

namespace {

const QString schemeLong = QStringLiteral("postgresql://");
const QString schemeShort = QStringLiteral("postgres://");
const QString example = QStringLiteral("postgresql://user@host:5432/solvedeck");

QString tr(const char *text)
{
    return QCoreApplication::translate("DatabaseLocation", text);
}

TeamDatabaseAddress problem(const QString &text)
{
    return TeamDatabaseAddress{{}, text};
}

TeamDatabaseAddress passwordInside()
{
    return problem(tr("The address contains a password. Put the password in the password field; it is kept in the "
                      "keychain."));
}

QString decoded(const QString &part)
{
    return QUrl::fromPercentEncoding(part.toUtf8());
}

QString encoded(const QString &part, const QByteArray &keep = {})
{
    return QString::fromUtf8(QUrl::toPercentEncoding(part, keep));
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

// The scheme's length when `text` starts with postgresql:// or postgres:// (in any case), else 0.
qsizetype schemeLength(const QString &text)
{
    for (const QString &scheme : {schemeLong, schemeShort}) {
        if (text.startsWith(scheme, Qt::CaseInsensitive)) {
            return scheme.size();
        }
    }
    return 0;
}

// An address as typed, with any password in it replaced by ***: names an unusable address without repeating a secret.
QString withoutPassword(const QString &text)
{
    QString shown = text;
    const qsizetype start = schemeLength(shown);
    const qsizetype at = shown.indexOf(QLatin1Char('@'), start);
    const qsizetype colon = shown.indexOf(QLatin1Char(':'), start);
    if (at >= 0 && colon >= 0 && colon < at) {
        shown.replace(colon + 1, at - colon - 1, QStringLiteral("***"));
    }
    static const QRegularExpression passwordParameter(QStringLiteral("([?&]password=)[^&#]*"));
    shown.replace(passwordParameter, QStringLiteral("\\1***"));
    return shown;
}

} // namespace

DatabaseChoice chooseDatabase(const QString &commandLine, const QString &saved, const QString &defaultFile)
{
    if (const QString given = commandLine.trimmed(); !given.isEmpty()) {
        return {given, DatabaseSource::CommandLine};
    }
    if (const QString remembered = saved.trimmed(); !remembered.isEmpty()) {
        return {remembered, DatabaseSource::Settings};
    }
    return {defaultFile, DatabaseSource::Default};
}

QString databaseLocationSetting()
{
    return QStringLiteral("database/location");
}

QString databaseKeychainEntry(const QString &location)
{
    return QStringLiteral("database:") + location;
}

bool isTeamDatabaseLocation(const QString &location)
{
    return schemeLength(location.trimmed()) > 0;
}

TeamDatabaseAddress checkTeamDatabaseAddress(const QString &input)
{
    const QString text = input.trimmed();
    if (text.isEmpty()) {
        return problem(tr("Enter the team database's address, for example %1.").arg(example));
    }
    const qsizetype schemeSize = schemeLength(text);
    if (schemeSize == 0) {
        if (const qsizetype colon = text.indexOf(QStringLiteral("://")); colon > 0) {
            return problem(tr("%1 is not a PostgreSQL address: a team database address starts with postgresql://, "
                              "for example %2.")
                               .arg(text.left(colon + 3), example));
        }
        return problem(tr("A team database address starts with postgresql://, for example %1.").arg(example));
    }
    QString rest = text.mid(schemeSize);

    // A password first, so that no message below repeats one: any ':' before the first '@' is "user:secret@" (a
    // secret holding '/', '?' or '#' would end the authority early under URL rules, so the whole text counts).
    if (const qsizetype at = rest.indexOf(QLatin1Char('@')); at >= 0 && rest.left(at).contains(QLatin1Char(':'))) {
        return passwordInside();
    }
    QString query;
    if (const qsizetype q = rest.indexOf(QLatin1Char('?')); q >= 0) {
        query = rest.mid(q + 1);
        rest.truncate(q);
    }
    QList<std::pair<QString, QString>> params;
    for (const QString &pair : query.split(QLatin1Char('&'), Qt::SkipEmptyParts)) {
        const qsizetype eq = pair.indexOf(QLatin1Char('='));
        const QString key = decoded(eq >= 0 ? pair.left(eq) : pair);
        if (key == QLatin1String("password")) {
            return passwordInside();
        }
        params.append({key, eq >= 0 ? decoded(pair.mid(eq + 1)) : QString()});
    }
    if (text.contains(QLatin1Char('#'))) {
        return problem(tr("A database address cannot have a '#' part. Remove it (write %1).").arg(example));
    }

    QString path;
    bool hasPath = false;
    if (const qsizetype slash = rest.indexOf(QLatin1Char('/')); slash >= 0) {
        path = rest.mid(slash + 1);
        rest.truncate(slash);
        hasPath = true;
    }
    QString userInfo;
    QString hostPort = rest;
    if (const qsizetype at = rest.lastIndexOf(QLatin1Char('@')); at >= 0) {
        userInfo = rest.left(at);
        hostPort = rest.mid(at + 1);
    }
    const QString user = decoded(userInfo);
    if (hasWhitespace(user)) {
        return problem(
            tr("The user name '%1' contains spaces; a PostgreSQL role name in an address has none.").arg(user));
    }

    QString host;
    QString portText;
    bool hasPort = false;
    if (hostPort.startsWith(QLatin1Char('['))) {
        const qsizetype close = hostPort.indexOf(QLatin1Char(']'));
        if (close < 0) {
            return problem(tr("The IPv6 address '%1' has no closing ']' (write it as [::1]:5432).").arg(hostPort));
        }
        host = hostPort.mid(1, close - 1);
        const QString after = hostPort.mid(close + 1);
        if (after.startsWith(QLatin1Char(':'))) {
            portText = after.mid(1);
            hasPort = true;
        } else if (!after.isEmpty()) {
            return problem(tr("'%1' follows the IPv6 address; only :PORT may (write [::1]:5432).").arg(after));
        }
        if (host.isEmpty()) {
            return problem(tr("The brackets hold no IPv6 address (write [::1]:5432)."));
        }
    } else {
        if (hostPort.count(QLatin1Char(':')) > 1) {
            return problem(
                tr("The host '%1' has more than one ':'. An IPv6 address goes in brackets: [::1]:5432.").arg(hostPort));
        }
        const qsizetype colon = hostPort.indexOf(QLatin1Char(':'));
        if (colon >= 0) {
            portText = hostPort.mid(colon + 1);
            hasPort = true;
            host = decoded(hostPort.left(colon));
        } else {
            host = decoded(hostPort);
        }
    }
    if (host.contains(QLatin1Char(','))) {
        return problem(tr("The address names several servers (%1); SolveDeck connects to one.").arg(host));
    }
    if (hasWhitespace(host)) {
        return problem(tr("The host '%1' contains spaces.").arg(host));
    }
    int port = 5432;
    if (hasPort) {
        bool ok = false;
        port = portText.toInt(&ok);
        if (!ok || port < 1 || port > 65535 || portText.startsWith(QLatin1Char('+'))) {
            return problem(
                tr("The port '%1' is not a number from 1 to 65535 (PostgreSQL's usual port is 5432).").arg(portText));
        }
    }
    const QString database = decoded(path);
    if (!hasPath || database.isEmpty()) {
        return problem(
            tr("The address names no database: add /DATABASE after the host and port, as in %1.").arg(example));
    }
    if (path.contains(QLatin1Char('/'))) {
        return problem(tr("'%1' is not one database name: nothing may follow the name but ?parameters.").arg(path));
    }

    QSet<QString> seen;
    QString socketHost;
    QStringList kept;
    for (const auto &[key, value] : std::as_const(params)) {
        if (seen.contains(key)) {
            return problem(tr("The parameter '%1' is given twice.").arg(key));
        }
        seen.insert(key);
        if (key == QLatin1String("sslmode")) {
            if (!sslModes.contains(value)) {
                return problem(tr("sslmode '%1' is not one of %2.").arg(value, sslModes.join(QStringLiteral(", "))));
            }
        } else if (key == QLatin1String("connect_timeout")) {
            bool ok = false;
            const int seconds = value.toInt(&ok);
            if (!ok || seconds < 1 || seconds > 3600 || value.startsWith(QLatin1Char('+'))) {
                return problem(tr("connect_timeout '%1' is not a whole number of seconds from 1 to 3600.").arg(value));
            }
        } else if (key == QLatin1String("host")) {
            if (!host.isEmpty()) {
                return problem(tr("The host is given twice (before the database name and as ?host=)."));
            }
            if (value.isEmpty() || hasWhitespace(value)) {
                return problem(tr("?host= needs a host name or a socket folder without spaces."));
            }
            socketHost = value;
        } else {
            return problem(tr("The parameter '%1' is not one SolveDeck passes on; it accepts sslmode, connect_timeout "
                              "and host.")
                               .arg(key));
        }
        kept << key + QLatin1Char('=') + encoded(value, "/");
    }
    if (host.isEmpty() && socketHost.isEmpty()) {
        return problem(
            tr("The address names no server: write its name or IP address after the '@', as in %1.").arg(example));
    }

    const QString who = user.isEmpty() ? QString() : encoded(user) + QLatin1Char('@');
    const QString shownHost = host.contains(QLatin1Char(':')) ? QLatin1Char('[') + host + QLatin1Char(']') : host;
    QString location = QStringLiteral("postgresql://%1%2:%3/%4")
                           .arg(who, shownHost, QString::number(port), encoded(database));
    if (!kept.isEmpty()) {
        location += QLatin1Char('?') + kept.join(QLatin1Char('&'));
    }
    return TeamDatabaseAddress{location, {}};
}

QString databaseDisplayName(const QString &location)
{
    if (isTeamDatabaseLocation(location)) {
        const TeamDatabaseAddress address = checkTeamDatabaseAddress(location);
        return address.ok() ? address.location : withoutPassword(location.trimmed());
    }
    const QString path = QDir::cleanPath(location.trimmed());
    const QString home = QDir::homePath();
    if (path.startsWith(home + QLatin1Char('/'))) {
        return QDir::toNativeSeparators(QStringLiteral("~") + path.mid(home.size()));
    }
    return QDir::toNativeSeparators(path);
}

} // namespace SolveDeck
