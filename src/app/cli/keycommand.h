#pragma once

#include "databaseaccess.h"
#include "invocation.h"

#include <QObject>

namespace SolveDeck {
class KeyVault;
}

namespace SolveDeck::Cli {

// 'key set' (reads the key from stdin, never from argv) and 'key clear': the system keychain entry the console
// also uses. A keychain failure is a configuration error (exit 3); a line on stdin that is not shaped like a key
// (hasApiKeyShape) is refused with exit 2 before any keychain is asked (the database's password too: read only for
// the audit entry, after the change).
class KeyCommand : public QObject
{
    Q_OBJECT

public:
    KeyCommand(Invocation inv, DatabaseAccess database, QObject *parent = nullptr);

    void start();

Q_SIGNALS:
    void finished(int exitCode);

private:
    void finish(int exitCode);
    // Appends the key change to the database's audit log, then finishes with exit 0; a failure to record is a
    // warning (the keychain already changed).
    void recordInAuditLogAndFinish(const QString &action, const QString &detail);

    Invocation m_inv;
    DatabaseAccess m_database; // where the change is recorded
    KeyVault *m_vault = nullptr;
};

} // namespace SolveDeck::Cli
