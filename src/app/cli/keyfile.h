#pragma once

#include "core/result.h"

#include <QString>

namespace SolveDeck::Cli {

// The API key from a file, for a service that has no keychain (issue 37): `--key-file FILE`, or the systemd
// credential solvedeck-api-key ($CREDENTIALS_DIRECTORY/solvedeck-api-key, LoadCredential= in the unit). Neither
// puts the key in argv or in the environment a `ps e` shows. A refusal never repeats what the file holds.
namespace KeyFile {

// The credential's name in the unit (LoadCredential=solvedeck-api-key...).
inline QString credentialName()
{
    return QStringLiteral("solvedeck-api-key");
}

// $CREDENTIALS_DIRECTORY/solvedeck-api-key when systemd passed that credential to this process; empty otherwise.
QString credentialPath();

enum class Trust {
    // A file the user names: a regular file, owned by this user (or root), with no permission for the group or
    // others (chmod 600); anything else is refused with the command that fixes it.
    OwnFile,
    // The service manager's credential: its directory is private to the service and the file read-only; systemd
    // may grant the service's user read access through an ACL (shown as group bits), so only its kind is checked.
    Credential,
};

// Reads the key: one line (a trailing newline and surrounding blanks ignored), at most 4 KiB, no control characters.
// `what` names the source in messages ("--key-file /etc/solvedeck/key", "the systemd credential ...").
Result<QString> read(const QString &path, Trust trust, const QString &what);

} // namespace KeyFile

} // namespace SolveDeck::Cli
