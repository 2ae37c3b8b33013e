#pragma once

#include "core/model/job.h"
#include "invocation.h"

#include <QJsonValue>

namespace SolveDeck {
class JobStore;
struct AuthorisedHostSet;
} // namespace SolveDeck

namespace SolveDeck::Cli {

// hosts list|allow|revoke|enforcement and audit: the authorised targets and the operator audit log of the database
// (synchronous; results on stdout, notes and errors on stderr; exit codes as exitcode.h).
class HostsCommand
{
public:
    // Opens the database (--db, else the console's) and runs the command.
    static int execute(const Invocation &inv);

    static int list(const JobStore &store, const Invocation &inv);
    static int allow(JobStore &store, const Invocation &inv);
    static int revoke(JobStore &store, const Invocation &inv);
    static int enforcement(JobStore &store, const Invocation &inv);
    static int audit(JobStore &store, const Invocation &inv);

    // enqueue: warns on stderr about each job whose host is not authorised (they are stored and wait).
    static void warnIfNotAuthorised(JobStore &store, const QList<std::pair<qint64, QString>> &idAndPageUrl);
};

} // namespace SolveDeck::Cli
