#include "core/model/consoleplaces.h"

#include <QCoreApplication>
#include <QMutex>
#include <QRegularExpression>
#include <QStringList>

namespace SolveDeck::ConsolePlaces {

namespace {

// The catalogues file these under "ConsolePlaces": the console's menus and every message that names one read them
// here.
const char *sourceOf(Label label)
{
    switch (label) {
    case Label::FileMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&File");
    case Label::EditMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Edit");
    case Label::ViewMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&View");
    case Label::JobsMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Jobs");
    case Label::ToolsMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Tools");
    case Label::HelpMenu:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Help");
    case Label::SetApiKey:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Set API &Key…");
    case Label::JobDatabase:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Job &Database…");
    case Label::ImportJobs:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Import Jobs…");
    case Label::ExportJobs:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Export Jobs…");
    case Label::Preferences:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Preferences…");
    case Label::OnlyMyJobs:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Only &My Jobs");
    case Label::FollowNewest:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Follow Newest");
    case Label::NewJob:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&New Job…");
    case Label::SolveAgain:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Solve Again");
    case Label::Gateway:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Gateway…");
    case Label::AuditLog:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "&Audit Log…");
    case Label::AccountPage:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Account");
    case Label::TargetsPage:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Targets");
    case Label::AppearancePage:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "Appearance");
    case Label::AddClient:
        return QT_TRANSLATE_NOOP("ConsolePlaces", "A&dd Client…");
    }
    return "";
}

QString inLanguage(const char *source, Language language)
{
    return language == Language::English ? QString::fromUtf8(source)
                                         : QCoreApplication::translate("ConsolePlaces", source);
}

} // namespace

QList<Place> allPlaces()
{
    return {Place::SetApiKey,
            Place::JobDatabase,
            Place::ImportJobs,
            Place::Preferences,
            Place::PreferencesAccount,
            Place::PreferencesTargets,
            Place::PreferencesAppearance,
            Place::OnlyMyJobs,
            Place::FollowNewest,
            Place::NewJob,
            Place::SolveAgain,
            Place::Gateway,
            Place::GatewayAddClient,
            Place::AuditLog};
}

QString label(Label label, Language language)
{
    return inLanguage(sourceOf(label), language);
}

QList<Label> steps(Place place)
{
    switch (place) {
    case Place::SetApiKey:
        return {Label::FileMenu, Label::SetApiKey};
    case Place::JobDatabase:
        return {Label::FileMenu, Label::JobDatabase};
    case Place::ImportJobs:
        return {Label::FileMenu, Label::ImportJobs};
    case Place::Preferences:
        return {Label::EditMenu, Label::Preferences};
    case Place::PreferencesAccount:
        return {Label::EditMenu, Label::Preferences, Label::AccountPage};
    case Place::PreferencesTargets:
        return {Label::EditMenu, Label::Preferences, Label::TargetsPage};
    case Place::PreferencesAppearance:
        return {Label::EditMenu, Label::Preferences, Label::AppearancePage};
    case Place::OnlyMyJobs:
        return {Label::ViewMenu, Label::OnlyMyJobs};
    case Place::FollowNewest:
        return {Label::ViewMenu, Label::FollowNewest};
    case Place::NewJob:
        return {Label::JobsMenu, Label::NewJob};
    case Place::SolveAgain:
        return {Label::JobsMenu, Label::SolveAgain};
    case Place::Gateway:
        return {Label::ToolsMenu, Label::Gateway};
    case Place::GatewayAddClient:
        return {Label::ToolsMenu, Label::Gateway, Label::AddClient};
    case Place::AuditLog:
        return {Label::ToolsMenu, Label::AuditLog};
    }
    return {};
}

QString withoutMnemonic(const QString &text)
{
    QString out;
    out.reserve(text.size());
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text.at(i) == QLatin1Char('&') && i + 1 < text.size()) {
            ++i; // "&x" is x with a mnemonic; "&&" is one "&"
        }
        out.append(text.at(i));
    }
    return out;
}

QString path(Place place, Language language)
{
    QStringList parts;
    for (const Label step : steps(place)) {
        parts << withoutMnemonic(label(step, language));
    }
    return parts.join(QStringLiteral(" > "));
}

namespace {

QMutex &cliDatabaseMutex()
{
    static QMutex mutex;
    return mutex;
}

QString &cliDatabaseLocation()
{
    static QString location;
    return location;
}

// A location as a shell reads it: quoted when it has anything a shell would split or expand.
QString shellWord(const QString &text)
{
    static const QRegularExpression plain(QStringLiteral("^[A-Za-z0-9_./:@%+=,-]+$"));
    if (plain.match(text).hasMatch()) {
        return text;
    }
    QString quoted = text;
    quoted.replace(QLatin1Char('\''), QStringLiteral("'\\''"));
    return QLatin1Char('\'') + quoted + QLatin1Char('\'');
}

} // namespace

void setCliDatabase(const QString &location)
{
    const QMutexLocker lock(&cliDatabaseMutex());
    cliDatabaseLocation() = location;
}

QString cliDatabase()
{
    const QMutexLocker lock(&cliDatabaseMutex());
    return cliDatabaseLocation();
}

QString cliProgram()
{
    const QString database = cliDatabase();
    return database.isEmpty() ? QStringLiteral("solvedeck-cli")
                              : QStringLiteral("solvedeck-cli --db %1").arg(shellWord(database));
}

QString cliCommand(Command command, const QString &argument)
{
    const QString program = cliProgram();
    // The program, then its arguments with the placeholder filled: an argument is never read as part of the program
    // (a client named "solvedeck-cli" got a second --db when the whole line was rewritten).
    auto with = [&argument, &program](const char *arguments, const char *placeholder) {
        QString text = QString::fromLatin1(arguments);
        if (!argument.isEmpty() && *placeholder != '\0') {
            text.replace(QLatin1String(placeholder), argument);
        }
        return QStringList{program, text}.join(QLatin1Char(' '));
    };
    switch (command) {
    case Command::HostsAllow:
        return with("hosts allow HOST", "HOST");
    case Command::ClientsAdd:
        return with("clients add NAME", "NAME");
    case Command::KeySet:
        return with("key set", "");
    case Command::Run:
        return with("run", "");
    case Command::EnqueueFile:
        return with("enqueue --file FILE", "FILE");
    case Command::ClientsSetHosts:
        return with("clients set NAME --hosts PATTERNS", "NAME");
    }
    return {};
}

QString authoriseHostHint(const QString &host, Language language)
{
    return inLanguage(QT_TRANSLATE_NOOP("ConsolePlaces", "authorise it in the console (%1) or with %2"), language)
        .arg(path(Place::PreferencesTargets, language), cliCommand(Command::HostsAllow, host));
}

QString clientTokenHint(Language language)
{
    return inLanguage(QT_TRANSLATE_NOOP("ConsolePlaces",
                                        "ask the operator for a client token: the console's %1, or %2 (each shows "
                                        "the token once)"),
                      language)
        .arg(path(Place::GatewayAddClient, language), cliCommand(Command::ClientsAdd));
}

} // namespace SolveDeck::ConsolePlaces
