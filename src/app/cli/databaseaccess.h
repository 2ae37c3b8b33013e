#pragma once

#include "core/result.h"
#include "core/store/storeconnection.h"

#include <QString>

#include <functional>

class QObject;

namespace SolveDeck {
class JobStore;
}

namespace SolveDeck::Cli {

// The job database a command names (--db FILE|URL, else the console's default file) and what opening it takes.
// A team database (postgresql://) opens with the password the console keeps for it in the system keychain (service
// KeyVault::applicationService(), entry databasePasswordEntry() of its address); without one there, libpq finds its
// own (PGPASSWORD, ~/.pgpass) or the server needs none. A keychain that cannot be asked is no error as long as the
// database opens; when it does not, the message says what the keychain answered too.
class DatabaseAccess
{
public:
    // `location` as given to --db; empty: the console's default file.
    explicit DatabaseAccess(const QString &location = {});

    // For a team database, asks the keychain for its password; `ready` is called exactly once, from the event loop,
    // with what to open. For a file, at once. `context` owns the keychain job and must outlive the answer.
    static void prepare(const QString &location, QObject *context, std::function<void(const DatabaseAccess &)> ready);

    // How messages name the database: the file, or the address as given.
    QString location() const { return m_location; }

    // The keychain's password for a team database ('' : libpq's own), for connections opened elsewhere (serve's
    // engine and gateway threads).
    QString password() const { return m_password; }

    // Opens `store`. The error's message is a whole sentence for the user: "cannot open the job database LOCATION:
    // the store's reason", and, when the keychain could not be asked, what it answered.
    // `access`: StoreAccess::Reading for a command that only reads (JobStore::open).
    Result<void> open(JobStore &store, StoreAccess access = StoreAccess::ReadWrite) const;

private:
    QString m_location;
    QString m_password;       // from the keychain; empty: libpq's own
    QString m_keychainAnswer; // why the keychain gave no password, when it failed (not when it had none)
};

} // namespace SolveDeck::Cli
