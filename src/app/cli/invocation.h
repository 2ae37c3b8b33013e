#pragma once

#include "core/model/job.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <optional>

namespace SolveDeck::Cli {

// What the user asked solvedeck-cli to do, parsed and checked for form (not yet for meaning: the endpoint, the
// key and the job's fields are checked by the command that uses them). One struct for every command: each command's
// parse function (the command table, commandtable.cpp) fills the fields its command reads.
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
        Pause,
        Resume,

        Export, // issue 11: history
        Purge,
        Delete,
        HostsList,
        HostsAllow,
        HostsRevoke,
        HostsEnforcement,
        Audit,

        Serve, // issue 24: the gateway
        ClientsAdd,
        ClientsList,
        ClientsRevoke,
        ClientsSet,
    };

    Command command = Command::Help;
    QString helpTopic; // "help enqueue": the command whose usage to print; empty = all

    // Common options.
    QString databaseLocation; // --db: a file or a postgresql:// address; empty: the console's default file
    QString endpoint;         // as typed; ApiClient::setEndpoint decides whether it is acceptable
    double timeScale = 1.0;
    bool quiet = false;
    bool json = false;
    // --key-file FILE (run, serve, threads, balance, report): the API key from a file only this user can read; empty:
    // the systemd credential, SOLVEDECK_API_KEY or the keychain (ApiAccess).
    QString keyFile;

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
    bool multiIdPolling = true; // --no-multi-id: single res.php polls only, no ids= probe

    // list
    QList<JobState> states; // empty: every state

    // show, cancel, retry, report
    QList<qint64> ids;

    // report: true for "good" (reportgood), false for "bad" (reportbad)
    bool reportGood = false;

    // History (issue 11): export; cancel / retry / delete by filter; purge. audit's --since too.
    QString format;      // export: csv, json or ndjson
    QString out;         // export --out FILE; empty: stdout
    qint64 sinceMs = 0;  // --since T: jobs created (audit: entries made) at or after, UTC ms; 0 or less: none
    qint64 untilMs = 0;  // --until T: jobs created before, UTC ms; 0: none
    bool events = false; // export --events
    bool includeTokens = false;
    bool includeProxyPasswords = false; // export, list, show: the proxy's password in clear (ProxyPassword)
    bool bom = false;
    bool byFilter = false;  // cancel / retry / delete with --state/--since/--until/--all-matching instead of ids
    bool dryRun = false;    // only count
    qint64 olderThanMs = 0; // purge --older-than
    int keep = -1;          // purge --keep N; -1: none

    // hosts allow|revoke HOST [--note TEXT]; hosts enforcement on|off
    QString host;
    QString note;
    bool enforce = true;

    // serve [--listen HOST:PORT] [--tls-cert F --tls-key F] [--max-streams N] (and run's --threads)
    QString listenHost = QStringLiteral("127.0.0.1");
    int listenPort = 8787;
    QString tlsCert;
    QString tlsKey;
    int maxStreams = 0;       // 0: GatewayLimits' default
    int maxConnections = 0;   // 0: GatewayLimits' default
    QStringList allowedHosts; // --allow-host NAME (repeatable): Host header names besides the address and loopback
    // serve --log-format: text (the default: messages as the other commands print them) or json (one object a line,
    // for a service manager's journal; clilogging.h).
    enum class LogFormat {
        Text,
        Json
    };
    LogFormat logFormat = LogFormat::Text;

    // clients add NAME [--max-in-flight N] [--hosts P,...] [--max-connections N] [--max-streams N] [--max-waits N]
    // [--metrics]; clients set NAME (the same but --metrics); clients revoke NAME. Unset: not given.
    QString clientName;
    std::optional<int> maxInFlight;
    std::optional<QString> clientHosts;
    std::optional<int> clientMaxConnections;
    std::optional<int> clientMaxStreams;
    std::optional<int> clientMaxWaits;
    bool clientMetrics = false;
};

} // namespace SolveDeck::Cli
