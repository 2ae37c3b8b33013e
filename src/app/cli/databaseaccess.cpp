#include "databaseaccess.h"

#include "clilogging.h"
#include "core/secrets/databasepasswordentry.h"
#include "core/secrets/keyvault.h"
#include "core/store/jobstore.h"
#include "core/store/postgreslocation.h"

#include <QTimer>

#include <utility>

namespace SolveDeck::Cli {

namespace {

// Why the keychain gave no password, for the message of a database that did not open. KeyVault's own messages speak
// of the API key; this is about the database's password.
QString keychainProblem(const KeyVault::Result &answer)
{
    switch (answer.status) {
    case KeyVault::Status::Ok:
    case KeyVault::Status::NotFound:
        return {};
    case KeyVault::Status::NoKeychain:
        return QStringLiteral("no system keychain is reachable on this session, so the password the console keeps "
                              "for this database could not be read");
    case KeyVault::Status::AccessDenied:
        return QStringLiteral("the system keychain refused to give the password the console keeps for this database "
                              "(unlock your login keyring and try again)");
    case KeyVault::Status::TimedOut:
        return QStringLiteral("the system keychain did not answer in time, so the password the console keeps for "
                              "this database could not be read (it may wait for an unlock prompt)");
    case KeyVault::Status::Failed:
        break;
    }
    return QStringLiteral("the password the console keeps for this database could not be read: %1").arg(answer.message);
}

} // namespace

DatabaseAccess::DatabaseAccess(const QString &location)
    : m_location(location.isEmpty() ? JobStore::defaultDatabasePath() : location)
{
}

void DatabaseAccess::prepare(const QString &location,
                             QObject *context,
                             std::function<void(const DatabaseAccess &)> ready)
{
    DatabaseAccess access(location);
    const Result<PostgresLocation> address = PostgresLocation::isPostgresUrl(access.m_location)
                                               ? PostgresLocation::parse(access.m_location)
                                               : Result<PostgresLocation>(Error{});
    if (!address) {
        // A file (or an address the command line already refused): nothing to ask.
        QTimer::singleShot(0, context, [access, ready = std::move(ready)] {
            ready(access);
        });
        return;
    }
    // The vault stays with `context` until it goes: QtKeychain's libsecret backend calls into a job that was deleted
    // while it waited, and a timed-out job may still be waiting.
    auto *vault = new KeyVault(KeyVault::applicationService(),
                               databasePasswordEntry(teamDatabaseAddress(address.value())),
                               context);
    // SOLVEDECK_API_KEY stands in for the API key, never for a database's password.
    vault->setUseEnvironment(false);
    vault->readKey([access, ready = std::move(ready)](const KeyVault::Result &answer) mutable {
        if (answer.ok()) {
            qCDebug(lcCli) << "the database password comes from the system keychain";
            access.m_password = answer.key;
        } else {
            qCDebug(lcCli) << "no database password from the system keychain:" << answer.status;
            access.m_keychainAnswer = keychainProblem(answer);
        }
        ready(access);
    });
}

Result<void> DatabaseAccess::open(JobStore &store, StoreAccess access) const
{
    const Result<void> opened = store.open(m_location, m_password, access);
    if (opened) {
        return {};
    }
    QString message = QStringLiteral("cannot open the job database %1: %2").arg(m_location, opened.error().message);
    if (!m_keychainAnswer.isEmpty()) {
        message += QStringLiteral("\nsolvedeck-cli: note: ") + m_keychainAnswer;
    }
    return Error{opened.error().code, message};
}

} // namespace SolveDeck::Cli
