#pragma once

#include <QString>

namespace SolveDeck {

// Names shared by every executable: QSettings, QStandardPaths and the keychain service derive from these.
inline QString organizationName()
{
    return QStringLiteral("SolveDeck");
}

inline QString applicationName()
{
    return QStringLiteral("SolveDeck");
}

inline QString applicationVersion()
{
    return QStringLiteral(SOLVEDECK_VERSION);
}

// Sets the QCoreApplication names; call once in every main() before anything reads settings or paths.
void setApplicationIdentity();

} // namespace SolveDeck
