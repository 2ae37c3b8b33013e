#pragma once

#include <QCoreApplication>
#include <QString>

namespace SolveDeck {

// The audit log in the console's language. Its entries are kept in English (the CLI and every operator read the same
// record, whatever language wrote it); the console words the interface and the details it knows in its own
// language when it shows them, and shows the others as they were kept.
class AuditWords
{
    Q_DECLARE_TR_FUNCTIONS(AuditWords)

public:
    // "console" -> "Konsole", "cli" -> "Kommandozeile".
    static QString interfaceName(const QString &app);
    // "submits allowed again", "job 51 (was queued)", "5 jobs of 7 matching: ...", ... in the console's language.
    static QString detail(const QString &action, const QString &detail);
};

} // namespace SolveDeck
