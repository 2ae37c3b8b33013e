#pragma once

#include "invocation.h"

#include <QObject>

namespace SolveDeck {
class KeyVault;
}

namespace SolveDeck::Cli {

// 'key set' (reads the key from stdin, never from argv) and 'key clear': the system keychain entry the console
// also uses. A keychain failure is a configuration error (exit 3).
class KeyCommand : public QObject
{
    Q_OBJECT

public:
    explicit KeyCommand(Invocation inv, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void finish(int exitCode);
    // Appends the key change to the database's audit log; a failure is a warning (the keychain already changed).
    void recordInAuditLog(const QString &action, const QString &detail);

    Invocation m_inv;
    KeyVault *m_vault = nullptr;
};

} // namespace SolveDeck::Cli
