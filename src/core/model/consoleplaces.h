#pragma once

#include <QList>
#include <QString>

namespace SolveDeck {

// The places in the console that messages send people to (menus, their commands, the Preferences pages, the Gateway
// page's buttons) and the CLI commands that do the same, in one source (issue 39, item 9): the console names its
// menus, commands, pages and buttons with label(), and every message that points at one builds the path with path()
// or one of the hints below, so a message cannot name a place that does not exist. tests/gui/places walks every
// Place in a real console window.
//
// Language::Console: the words as the console shows them (translated, like its menus). Language::English: the same
// in English, for what programs and logs read (the gateway's answers, the CLI), whatever the console's language.
namespace ConsolePlaces {

enum class Language {
    Console,
    English,
};

// A menu, command, page or button, as the console labels it.
enum class Label {
    FileMenu,
    EditMenu,
    ViewMenu,
    JobsMenu,
    ToolsMenu,
    HelpMenu,
    SetApiKey,   // File
    JobDatabase, // File
    ImportJobs,  // File
    ExportJobs,  // File
    Preferences, // Edit
    OnlyMyJobs,  // View
    FollowNewest,
    NewJob,         // Jobs
    SolveAgain,     // Jobs
    Gateway,        // Tools
    AuditLog,       // Tools
    AccountPage,    // a page of Preferences
    TargetsPage,    // a page of Preferences
    AppearancePage, // a page of Preferences
    AddClient,      // a button of the Gateway page
};

// Where a message sends the operator: a path of labels from the menu bar.
enum class Place {
    SetApiKey,             // File > Set API Key…
    JobDatabase,           // File > Job Database…
    ImportJobs,            // File > Import Jobs…
    Preferences,           // Edit > Preferences…
    PreferencesAccount,    // Edit > Preferences… > Account
    PreferencesTargets,    // Edit > Preferences… > Targets
    PreferencesAppearance, // Edit > Preferences… > Appearance
    OnlyMyJobs,            // View > Only My Jobs
    FollowNewest,          // View > Follow Newest
    NewJob,                // Jobs > New Job…
    SolveAgain,            // Jobs > Solve Again
    Gateway,               // Tools > Gateway…
    GatewayAddClient,      // Tools > Gateway… > Add Client…
    AuditLog,              // Tools > Audit Log…
};

// Every place, for tests that walk them.
QList<Place> allPlaces();

// The label as the console's widget shows it, with its mnemonic ("&Preferences…").
QString label(Label label, Language language = Language::Console);
// The labels from the menu bar to `place`.
QList<Label> steps(Place place);
// "Edit > Preferences… > Targets": the steps' labels without their mnemonics.
QString path(Place place, Language language = Language::Console);
// A label without its mnemonic marker ("&&" stays one "&").
QString withoutMnemonic(const QString &text);

// The CLI commands messages name (always English: a command line is typed as it is).
enum class Command {
    HostsAllow,      // solvedeck-cli hosts allow HOST
    ClientsAdd,      // solvedeck-cli clients add NAME
    KeySet,          // solvedeck-cli key set
    Run,             // solvedeck-cli run
    EnqueueFile,     // solvedeck-cli enqueue --file FILE
    ClientsSetHosts, // solvedeck-cli clients set NAME --hosts PATTERNS
};
// The command line; `argument` replaces its placeholder (HOST, NAME, FILE) when given. It carries
// `--db LOCATION` when this program's database is not the one solvedeck-cli opens by default (cliDatabase()).
QString cliCommand(Command command, const QString &argument = {});
// What every such command starts with: "solvedeck-cli", with its --db when cliDatabase() is set.
QString cliProgram();

// The database this program has open, when solvedeck-cli would not open it by default (a demo's temporary file,
// another file chosen in the console, a team database): the commands messages name then carry --db, so they act on
// the database the message is about (a fifteenth trial ran a demo's "solvedeck-cli hosts allow HOST", which went to
// the default database while the gateway kept refusing the host). Empty (the default): no --db. Set by the console
// and the CLI as they open their database; read from any thread.
void setCliDatabase(const QString &location);
QString cliDatabase();

// Sentences that name both ways, for messages of every interface:
// "authorise it in the console (Edit > Preferences… > Targets) or with solvedeck-cli hosts allow shop.example"
QString authoriseHostHint(const QString &host, Language language = Language::Console);
// "ask the operator for a client token: the console's Tools > Gateway… > Add Client…, or solvedeck-cli clients add
// NAME (each prints the token once)"
QString clientTokenHint(Language language = Language::Console);

} // namespace ConsolePlaces

} // namespace SolveDeck
