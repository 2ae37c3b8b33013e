#pragma once

#include "core/model/job.h"

#include <QList>
#include <QPair>
#include <QString>

namespace SolveDeck::Cli {

// What the user asked solvedeck-cli to do, parsed and checked for form (not yet for meaning: the endpoint, the
// key and the job's fields are checked by the command that uses them).
struct Invocation
{
    enum class Command {
        Help,
        Version,
        Enqueue,
        Run,
        List,
        Show,
        Cancel,
        Retry,
        Report,
        Threads,
        Balance,
        KeySet,
        KeyClear,
        HostsList,
        HostsAllow,
        HostsRevoke,
        HostsEnforcement,
        Audit,
    };

    Command command = Command::Help;
    QString helpTopic; // "help enqueue": the command whose usage to print; empty = all

    // Common options.
    QString databasePath; // empty: JobStore::defaultDatabasePath(), the GUI's database
    QString endpoint;     // as typed; ApiClient::setEndpoint decides whether it is acceptable
    double timeScale = 1.0;
    bool quiet = false;
    bool json = false;

    // enqueue
    QString method;
    QString sitekey;
    QString pageurl;
    QString idempotencyKey;
    QList<QPair<QString, QString>> params; // --param NAME=VALUE, in the order given
    QString file;

    // run
    int threads = 0; // 0: the plan's threads as reported by threadsinfo
    bool untilIdle = false;

    // list
    QList<JobState> states; // empty: every state

    // show, cancel, retry, report
    QList<qint64> ids;

    // report: true for "good" (reportgood), false for "bad" (reportbad)
    bool reportGood = false;

    // hosts allow|revoke HOST [--note TEXT]; hosts enforcement on|off
    QString host;
    QString note;
    bool enforce = true;

    // audit [--since T]: entries at or after this UTC time (ms); 0 = all
    qint64 sinceMs = 0;
};

} // namespace SolveDeck::Cli
