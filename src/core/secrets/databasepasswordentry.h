#pragma once

#include <QString>

namespace SolveDeck {

struct PostgresLocation;

// The one spelling of a team database's address: PostgresLocation::label() (postgresql://, the port written out, the
// user and database percent-encoded, ?host= for a socket folder) followed by the parameters the store passes on
// (sslmode, connect_timeout). The console's Job Database dialog saves this form, so the keychain entry below is the
// same whichever form of the address was typed: in the dialog, to `solvedeck --db` or to `solvedeck-cli --db`.
QString teamDatabaseAddress(const PostgresLocation &location);

// The keychain entry (service KeyVault::applicationService()) that holds the password of the team database at
// `address`, its one spelling: "database:" and the address. The console stores and reads it; solvedeck-cli reads it.
QString databasePasswordEntry(const QString &address);

} // namespace SolveDeck
