#pragma once

#include "core/model/job.h"
#include "invocation.h"

#include <QJsonValue>

namespace SolveDeck {
class JobStore;
struct AuthorisedHostSet;
} // namespace SolveDeck

namespace SolveDeck::Cli {

// hosts list|allow|revoke|enforcement: the authorised target hosts of the database (synchronous, on the open
// database; results on stdout, notes and errors on stderr; exit codes as exitcode.h).
class HostsCommand
{
public:
    // Runs inv.command on `store`, the database of --db (else the console's), opened by the caller.
    static int execute(JobStore &store, const Invocation &inv);

    static int list(const JobStore &store, const Invocation &inv);
    static int allow(JobStore &store, const Invocation &inv);
    static int revoke(JobStore &store, const Invocation &inv);
    static int enforcement(JobStore &store, const Invocation &inv);

    // enqueue: warns on stderr about each job whose host is not authorised (they are stored and wait).
    static void warnIfNotAuthorised(JobStore &store, const QList<std::pair<qint64, QString>> &idAndPageUrl);
};

} // namespace SolveDeck::Cli
