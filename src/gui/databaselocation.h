#pragma once

#include <QString>

namespace SolveDeck {

// Where the console's jobs live: a SQLite file on this computer, or a team database on a PostgreSQL server
// (postgresql://user@host:port/dbname). Pure helpers shared by the Job Database dialog and ConsoleSession: no I/O,
// no widgets. The password of a team database never appears in a location: it is kept in the keychain under
// databaseKeychainEntry(location).

// Where the location a console opens came from, in the order ConsoleSession asks: --db, then the choice saved by
// the Job Database dialog, then the default file.
enum class DatabaseSource {
    CommandLine,
    Settings,
    Default,
};

struct DatabaseChoice
{
    QString location;
    DatabaseSource source = DatabaseSource::Default;

    bool operator==(const DatabaseChoice &) const = default;
};

// --db (file or URL) over the saved choice over the default file; blank values count as absent.
DatabaseChoice chooseDatabase(const QString &commandLine, const QString &saved, const QString &defaultFile);

// The QSettings key of the saved choice (a file path or a URL, never a password).
QString databaseLocationSetting();

// The keychain entry (in KeyVault::applicationService()) that holds a team database's password.
QString databaseKeychainEntry(const QString &location);

// Whether `location` is meant as a team database: it starts with postgresql:// or postgres://, well formed or not
// (PostgresLocation::isPostgresUrl, the store's own test).
bool isTeamDatabaseLocation(const QString &location);

// A team database address, checked. `location` is its one spelling (postgresql://, the port written out, the user
// and database name percent-encoded), so the dialog, --db and the keychain entry agree whatever form was typed.
struct TeamDatabaseAddress
{
    QString location; // set when the address is usable
    QString problem;  // what is wrong and how a good address looks; empty when usable. Never repeats a password.

    bool ok() const { return problem.isEmpty(); }
};

// The store's rules (PostgresLocation::parse, so what is accepted here opens there): one host (a name, an address,
// [IPv6], or ?host=/socket/dir), an optional port 1-65535 (default 5432), a database name, and only the parameters
// sslmode, connect_timeout and host. A password (user:secret@ or ?password=) is refused with words of its own: it
// belongs in the password field, which goes to the keychain.
TeamDatabaseAddress checkTeamDatabaseAddress(const QString &input);

// How the status bar and About name a database: a file with ~ for the home folder, an address as it is.
QString databaseDisplayName(const QString &location);

} // namespace SolveDeck
