#include "databaselocation.h"

#include "core/secrets/databasepasswordentry.h"
#include "core/store/postgreslocation.h"

#include <QCoreApplication>
#include <QDir>
#include <QRegularExpression>
#include <QStringList>
#include <QUrl>

#include <algorithm>

namespace SolveDeck {

namespace {

const QString schemeLong = QStringLiteral("postgresql://");
const QString schemeShort = QStringLiteral("postgres://");
const QString example = QStringLiteral("postgresql://user@host:5432/solvedeck");

QString tr(const char *text)
{
    // lupdate files the tr() calls of free functions in namespace SolveDeck under the context "SolveDeck": look
    // them up there, or the catalogues' translations never apply.
    return QCoreApplication::translate("SolveDeck", text);
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

// The scheme's length when `text` starts with postgresql:// or postgres://, else 0.
qsizetype schemeLength(const QString &text)
{
    for (const QString &scheme : {schemeLong, schemeShort}) {
        if (text.startsWith(scheme)) {
            return scheme.size();
        }
    }
    return 0;
}

// "user:secret@" (any ':' before the first '@': a secret holding '/', '?' or '#' would end the authority early under
// URL rules, so the whole text counts) or ?password=, as the store's parser judges it.
bool holdsPassword(const QString &text)
{
    const qsizetype start = schemeLength(text);
    if (const qsizetype at = text.indexOf(QLatin1Char('@'), start);
        at >= 0 && text.mid(start, at - start).contains(QLatin1Char(':'))) {
        return true;
    }
    const qsizetype q = text.indexOf(QLatin1Char('?'), start);
    if (q < 0) {
        return false;
    }
    const QStringList pairs = text.mid(q + 1).split(QLatin1Char('&'), Qt::SkipEmptyParts);
    return std::ranges::any_of(pairs, [](const QString &pair) {
        return decoded(pair.section(QLatin1Char('='), 0, 0)) == QLatin1String("password");
    });
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
    return databasePasswordEntry(location);
}

bool isTeamDatabaseLocation(const QString &location)
{
    return PostgresLocation::isPostgresUrl(location);
}

TeamDatabaseAddress checkTeamDatabaseAddress(const QString &input)
{
    const QString text = input.trimmed();
    if (text.isEmpty()) {
        return problem(tr("Enter the team database's address, for example %1.").arg(example));
    }
    if (!PostgresLocation::isPostgresUrl(text)) {
        if (const qsizetype colon = text.indexOf(QStringLiteral("://")); colon > 0) {
            return problem(tr("%1 is not a PostgreSQL address: a team database address starts with postgresql://, "
                              "for example %2.")
                               .arg(text.left(colon + 3), example));
        }
        return problem(tr("A team database address starts with postgresql://, for example %1.").arg(example));
    }
    // The store's parser refuses a password too; here the words say where it goes instead.
    if (holdsPassword(text)) {
        return passwordInside();
    }
    // One parser for the dialog, --db and the store: what is accepted here opens there.
    const Result<PostgresLocation> parsed = PostgresLocation::parse(text);
    if (!parsed) {
        return problem(parsed.error().message);
    }
    return TeamDatabaseAddress{teamDatabaseAddress(parsed.value()), {}};
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
