#include "keycommand.h"

#include "console.h"
#include "core/model/validation.h"
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
            if (KeyVault::environmentKey()) {
                Console::note(QStringLiteral("solvedeck-cli: note: %1 is set in this environment and still "
                                             "provides a key\n")
                                  .arg(KeyVault::environmentVariable()));
            }
            recordInAuditLogAndFinish(QStringLiteral("key.clear"), QStringLiteral("removed from the system keychain"));
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
    // Checked before any keychain is asked: a wrong paste is reported as such, whatever the keychain's state.
    if (!hasApiKeyShape(key)) {
        Console::error(QStringLiteral("solvedeck-cli: stdin did not give a CaptchaAI API key: a key is exactly 32 "
                                      "characters, 0-9 and a-f, and the first line had %1 character(s)%2. Nothing "
                                      "was stored. Copy the key again from your CaptchaAI account page, for example "
                                      "into a file, and run: solvedeck-cli key set < keyfile\n")
                           .arg(key.size())
                           .arg(key.size() == 32 ? QStringLiteral(" (not all of them hexadecimal)") : QString()));
        finish(ExitNotAKey);
        return;
    }
    m_vault->writeKey(key, [this](const KeyVault::Result &written) {
        if (!written.ok()) {
            Console::error(QStringLiteral("solvedeck-cli: the key was not stored: %1\n").arg(written.message));
            finish(ExitConfiguration);
            return;
        }
        Console::note(QStringLiteral("solvedeck-cli: the API key is stored in the system keychain\n"));
        if (KeyVault::environmentKey()) {
            Console::note(QStringLiteral("solvedeck-cli: note: %1 is set in this environment and overrides the "
                                         "stored key\n")
                              .arg(KeyVault::environmentVariable()));
        }
        recordInAuditLogAndFinish(QStringLiteral("key.set"), QStringLiteral("stored in the system keychain"));
    });
}

void KeyCommand::recordInAuditLogAndFinish(const QString &action, const QString &detail)
{
    // The keychain is per user, the audit log per database: the change is recorded in the database this command
    // names (--db, else the console's). Never the key itself. A team database's password is asked of the keychain
    // only now, after the key's own change (the command table starts this command without it).
    DatabaseAccess::prepare(m_database.location(), this, [this, action, detail](const DatabaseAccess &database) {
        JobStore store;
        const Result<void> opened = database.open(store);
        if (!opened) {
            Console::error(QStringLiteral("solvedeck-cli: warning: the key change was made but not recorded in the "
                                          "audit log: %1\n")
                               .arg(opened.error().message));
        } else if (const Result<void> recorded = AuditLog(store).record(action, detail); !recorded) {
            Console::error(QStringLiteral("solvedeck-cli: warning: the key change was made but not recorded in the "
                                          "audit log of %1: %2\n")
                               .arg(database.location(), recorded.error().message));
        }
        finish(ExitOk);
    });
}

void KeyCommand::finish(int exitCode)
{
    QTimer::singleShot(0, this, [this, exitCode] {
        Q_EMIT finished(exitCode);
    });
}

} // namespace SolveDeck::Cli
