#include "keycommand.h"

#include "console.h"
#include "core/secrets/keyvault.h"
#include "exitcode.h"

#include <QTimer>

#include <utility>

namespace SolveDeck::Cli {

KeyCommand::KeyCommand(Invocation inv, QObject *parent)
    : QObject(parent)
    , m_inv(std::move(inv))
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
        if (KeyVault::environmentKey()) {
            Console::note(QStringLiteral("solvedeck-cli: note: %1 is set in this environment and overrides the "
                                         "stored key\n")
                              .arg(KeyVault::environmentVariable()));
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
