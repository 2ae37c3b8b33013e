#include "keycommand.h"

#include "console.h"
#include "core/secrets/keyvault.h"
#include "core/store/auditlog.h"
#include "core/store/jobstore.h"
#include "exitcode.h"

#include <QTimer>

#include <utility>

namespace SolveDeck::Cli {

KeyCommand::KeyCommand(Invocation inv, DatabaseAccess database, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
    , m_database(std::move(database))
    , m_vault(new KeyVault(this))
{
}

void KeyCommand::start()
{
    if (m_inv.command == Invocation::Command::KeyClear) {
        m_vault->clearKey([this](const KeyVault::Result &cleared) {
            if (!cleared.ok()) {
                Console::error(QStringLiteral("solvedeck-cli: the key was not cleared: %1\n").arg(cleared.message));
                finish(ExitConfiguration);
                return;
            }
            Console::note(QStringLiteral("solvedeck-cli: the API key was removed from the system keychain\n"));
            recordInAuditLog(QStringLiteral("key.clear"), QStringLiteral("removed from the system keychain"));
            if (KeyVault::environmentKey()) {
                Console::note(QStringLiteral("solvedeck-cli: note: %1 is set in this environment and still "
                                             "provides a key\n")
                                  .arg(KeyVault::environmentVariable()));
            }
            finish(ExitOk);
        });
        return;
    }

    const QString key = Console::readSecretLine();
    if (key.isEmpty()) {
        Console::error(QStringLiteral("solvedeck-cli: no key on stdin. Pipe it in, for example: "
                                      "solvedeck-cli key set < keyfile\n"));
        finish(ExitUsage);
        return;
    }
    m_vault->writeKey(key, [this](const KeyVault::Result &written) {
        if (!written.ok()) {
            Console::error(QStringLiteral("solvedeck-cli: the key was not stored: %1\n").arg(written.message));
            finish(ExitConfiguration);
            return;
        }
        Console::note(QStringLiteral("solvedeck-cli: the API key is stored in the system keychain\n"));
        recordInAuditLog(QStringLiteral("key.set"), QStringLiteral("stored in the system keychain"));
        if (KeyVault::environmentKey()) {
            Console::note(QStringLiteral("solvedeck-cli: note: %1 is set in this environment and overrides the "
                                         "stored key\n")
                              .arg(KeyVault::environmentVariable()));
        }
        finish(ExitOk);
    });
}

void KeyCommand::recordInAuditLog(const QString &action, const QString &detail)
{
    // The keychain is per user, the audit log per database: the change is recorded in the database this command
    // names (--db, else the console's). Never the key itself.
    JobStore store;
    const Result<void> opened = m_database.open(store);
    if (!opened) {
        Console::error(QStringLiteral("solvedeck-cli: warning: the key change was made but not recorded in the audit "
                                      "log: %1\n")
                           .arg(opened.error().message));
        return;
    }
    if (const Result<void> recorded = AuditLog(store).record(action, detail); !recorded) {
        Console::error(QStringLiteral("solvedeck-cli: warning: the key change was made but not recorded in the audit "
                                      "log of %1: %2\n")
                           .arg(m_database.location(), recorded.error().message));
    }
}

void KeyCommand::finish(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
