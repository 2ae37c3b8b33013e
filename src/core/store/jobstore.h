#pragma once

#include "core/clock.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/sqldialect.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace SolveDeck {

// Which jobs JobStore::jobs() returns (spelled JobStore::Query).
struct JobStoreQuery
{
    QList<JobState> states; // empty: every state
    int limit = -1;         // -1: no limit
    int offset = 0;
    bool newestFirst = false;
};

// Who holds a job's latest submit, and which attempt it is: given to a transition by the engine that claimed the
// job, it makes the change happen only while that engine still holds that attempt. A late answer of an earlier
// attempt, or of an engine whose lease lapsed and whose job another engine took over, changes nothing
// (INVALID_TRANSITION). An empty engine id: no guard (people acting on a job: cancel, retry).
struct JobClaim
{
    QString engineId;
    int attempt = 0;

    bool isGuard() const { return !engineId.isEmpty(); }
};

// One engine (a console, a `solvedeck-cli run`) registered on the database: its lease lives while it heartbeats.
struct EngineInfo
{
    QString id; // host/pid/start ms/sequence: unique even for several engines in one process
    QString host;
    qint64 pid = 0;
    QString operatorName;
    QString account; // the fingerprint of the API key it runs with
    qint64 startedAtMs = 0;
    qint64 heartbeatAtMs = 0;
};

// The shared capacity of one account (a fingerprint of its API key): every engine on the database that runs with
// this key claims its submits against the same count.
struct AccountCapacity
{
    int threadCap = 0;   // the cap the user set last, from any console or script; 0 = none set yet
    int planThreads = 0; // the plan's threads as threadsinfo last said; 0 = not known
    int busy = 0;        // jobs of this account submitting or submitted now, by any engine
    int liveEngines = 0; // engines registered with this account (this one included)

    // min(cap, plan when known); 0 = no cap set
    int effectiveCap() const { return planThreads > 0 && threadCap > 0 ? std::min(threadCap, planThreads) : threadCap; }
};

// The durable job store: every job and its timeline (job_events) in one SQL database (SQLite by default,
// PostgreSQL in team mode). Each state change is one transaction that updates the job row only if it is in an allowed
// from-state and appends its event; a stale transition changes nothing and returns INVALID_TRANSITION. Two stores (GUI
// and CLI processes) may open the same file at once. Not thread-safe: use a JobStore from the thread that opened it.
class JobStore : public QObject
{
    Q_OBJECT

public:
    explicit JobStore(const Clock &clock = Clock::system(), QObject *parent = nullptr);
    ~JobStore() override;

    // Creates the parent directory and the file (mode 0600), then migrates; Error.message says what to do.
    Result<void> openSqlite(const QString &path);
    // QStandardPaths::AppDataLocation + "/solvedeck.sqlite"
    static QString defaultDatabasePath();

    // A database as the user names it: a file path (SQLite) or postgresql://user@host:port/dbname (team mode, QPSQL;
    // see PostgresLocation for the accepted form). The password, when the server wants one, is `password` (from the
    // caller's keychain), else what libpq finds in PGPASSWORD or ~/.pgpass; never one written in the URL, which is
    // refused. Codes: DB_LOCATION_INVALID (a malformed URL, or one with a password), DB_OPEN_FAILED (the server is
    // not reachable, refused the login, has no such database, or the schema could not be made); Error.message says
    // what is wrong and what to do. Migrates a new or older database (on PostgreSQL under an advisory lock, so two
    // consoles opening one new database at once make its schema once).
    Result<void> open(const QString &location, const QString &password = {});
    static bool isPostgresLocation(const QString &location);
    // True when the open database is PostgreSQL (false when closed).
    bool isPostgres() const;
    void close();
    bool isOpen() const;

    struct Enqueued
    {
        qint64 jobId = 0;
        bool created = false; // created=false: the idempotency key existed; jobId is that job
    };

    // Validates the spec; an empty key becomes a new UUID.
    Result<Enqueued> enqueue(const TaskSpec &spec, const QString &idempotencyKey = {});
    // One transaction: all or nothing.
    Result<QList<Enqueued>> enqueueBatch(const QList<std::pair<TaskSpec, QString>> &items);

    std::optional<Job> job(qint64 id) const;
    std::optional<Job> jobByIdempotencyKey(const QString &key) const;

    // Defined outside the class: GCC refuses `= {}` for a nested struct with member initializers used as a
    // default argument inside its own enclosing class. JobStore::Query is the name to use.
    using Query = JobStoreQuery;

    QList<Job> jobs(const Query &query = {}) const;
    QList<Job> jobsByIds(const QList<qint64> &ids) const;
    // state=queued and next_attempt_at <= now, ordered by next_attempt_at, id
    QList<Job> dueQueued(qint64 nowMs, int limit) const;
    // Earliest next_attempt_at among queued jobs; 0 if none queued.
    qint64 nextQueuedAttemptAtMs() const;
    // submitting + submitted
    QList<Job> inFlight() const;
    // Whether any job is submitting or submitted, by any engine (one indexed lookup).
    bool hasJobsInFlight() const;
    // Every state present, 0 where none.
    QMap<JobState, int> countsByState() const;
    // Oldest first, in commit order (the same as time order unless the writers' clocks differ).
    QList<JobEvent> events(qint64 jobId) const;

    // Transitions: one transaction each, appends its event (EventKind names from model/job.h), stamps times from
    // the Clock. A job not in an allowed from-state is left alone: INVALID_TRANSITION (NOT_FOUND if no such job).

    // queued -> submitting; attempts += 1. Without a claim (engines use claimDue, which also checks the account's
    // free threads); with one, the job is claimed for that engine as claimDue would.
    Result<void> markSubmitting(qint64 id, const QString &engineId = {}, const QString &account = {});
    // submitting -> submitted; submitted_at = now; task_id stored
    Result<void> markSubmitted(qint64 id, const QString &taskId, const JobClaim &claim = {});
    // submitting -> queued; clears task_id (and submitted_at); event of eventKind (empty: backoff). A submitted job
    // (its task id stored) is never queued again: it is polled to its end. nextAttemptAtMs 0 means "as soon as
    // possible" and is stored as now: a queued job's next_attempt_at is never 0, so nextQueuedAttemptAtMs() == 0
    // reliably means "nothing queued".
    Result<void> requeue(
        qint64 id, qint64 nextAttemptAtMs, const QString &eventKind, const QString &detail, const JobClaim &claim = {});
    // submitted -> solved; ready/collected/finished = now
    Result<void> markSolved(qint64 id, const QString &token, qint64 tokenExpiresAtMs, const JobClaim &claim = {});
    // queued|submitting|submitted -> failed (with a claim: submitting|submitted only)
    Result<void> markFailed(qint64 id, const QString &code, const QString &detail, const JobClaim &claim = {});
    // queued|submitting|submitted -> canceled
    Result<void> cancel(qint64 id);
    // failed|canceled -> queued; clears task_id, token, error, next_attempt_at
    Result<void> retry(qint64 id);
    Result<void> recordEvent(qint64 id, const QString &kind, const QString &detail);
    // The same event on every job now in `state` (e.g. "paused" on the queued jobs); returns how many.
    Result<int> recordEventForState(JobState state, const QString &kind, const QString &detail);
    // Every submitting job -> queued with an uncertain_submit event; returns how many. For a database only this
    // process uses (tools, tests); engines use reapEngines, which spares the jobs of engines still alive.
    Result<int> recoverAfterRestart();

    // ---- many engines, one database (see docs/architecture.md "Leases") ----------------------------------------

    // Who adds jobs through this store ("operator@machine"); stored as each new job's created_by. Defaults to the
    // login name and the host name.
    void setCreatedBy(const QString &operatorAtMachine);
    QString createdBy() const;

    // A keyed hash of the API key (HMAC-SHA-256 under a random secret of this database): names the account in the
    // database without the key, and cannot be turned back into it. Empty when closed.
    QString accountFingerprint(const QString &apiKey) const;

    // Registers (or re-registers) an engine; heartbeat_at = started_at = now.
    Result<void> registerEngine(const EngineInfo &engine);
    // The lease lives on: heartbeat_at = now, and the account it runs with. NOT_FOUND when the row is gone (another
    // engine reaped it after a lapse): the caller registers again and owns only what it claims from then on.
    Result<void> heartbeat(const QString &engineId, const QString &account);
    // A clean stop: the row goes, so other engines take over its submitted tasks at once.
    Result<void> unregisterEngine(const QString &engineId);
    QList<EngineInfo> engines() const;

    // What reapEngines did: submitting jobs queued again (their submit's fate is unknown) and submitted jobs that
    // the caller now polls (they keep their task id and attempt; they are never submitted again).
    struct Reaped
    {
        QList<qint64> requeued;
        QList<Job> adopted;
    };

    // One transaction: removes the rows of `deadEngineIds`, then every job claimed by an engine that has no row
    // (dead, stopped, or from before leases) goes to `engineId`: submitting -> queued with an uncertain_submit
    // event; submitted -> claimed_by = engineId with an adopted event; queued or canceled with a task that may still
    // be alive (submit_sent_at > 0) -> claimed_by = engineId, so that engine counts the thread it may hold.
    Result<Reaped> reapEngines(const QString &engineId, const QStringList &deadEngineIds);

    // The account's shared row: the cap (set by whichever console or script set it last) and the plan.
    Result<void> setAccountCap(const QString &account, int threadCap);
    Result<void> setAccountPlan(const QString &account, int planThreads);
    AccountCapacity accountCapacity(const QString &account) const;

    // What the other engines of `account` hold (claimDue adds the caller's own count): their jobs submitting or
    // submitted, and their tasks that may still hold a thread (a lost submit answer, a job canceled in flight:
    // submit_sent_at at or after `maybeAliveSinceMs`). Rows claimed by `engineId` are not counted: the caller counts
    // its own tasks better than the database can (it learns from threadsinfo which of them are done).
    int accountBusy(const QString &account, const QString &engineId, qint64 maybeAliveSinceMs) const;

    // One transaction: claims up to `limit` due queued jobs (earliest due first) for `engineId`, and no more than the
    // account's free threads (effective cap minus ownBusy minus accountBusy) unless `beyondAccountCap` (a
    // speculative submit: the server, not the count, is the arbiter then). Each claimed job: queued -> submitting,
    // attempts + 1, claimed_by = engineId, account, submit_sent_at = now, with its event. PostgreSQL: the account row
    // is locked (FOR UPDATE) and the jobs are picked FOR UPDATE SKIP LOCKED; SQLite: the write transaction
    // serializes.
    struct ClaimRequest
    {
        QString engineId;
        QString account;
        qint64 dueAtMs = 0;           // queued jobs with next_attempt_at <= this
        int limit = 0;                // this engine's own room
        int ownBusy = 0;              // the threads this engine counts as held by its own tasks
        qint64 maybeAliveSinceMs = 0; // see accountBusy
        bool beyondAccountCap = false;
    };

    Result<QList<Job>> claimDue(const ClaimRequest &request);

    // A task the server may still be solving although no job here waits for it: the last submit of a job that is
    // queued again after its answer was lost (or after a crash mid-submit), or of a job canceled in flight. Such a
    // task holds a thread of the plan until its deadline.
    struct MaybeAliveTask
    {
        qint64 jobId = 0;
        Method method = Method::RecaptchaV2;
        qint64 submitSentAtMs = 0;
    };

    // Those whose submit was sent at or after `sentSinceMs` (and claimed by `claimedBy`, when given).
    QList<MaybeAliveTask> tasksMaybeAlive(qint64 sentSinceMs, const QString &claimedBy = {}) const;

    // How long a write waits for another connection's lock before it fails (default SqlDialect::busyTimeoutMs).
    // Tests shorten it to see a held lock fail fast.
    Result<void> setBusyTimeout(int ms);

    // A small real write (a no-op update in a write transaction): whether the database takes writes again after a
    // failure (disk full, a lock held past the busy timeout).
    Result<void> probeWrite();

    // What the engine learned of each method's solve times (ms, oldest first); empty when nothing was saved.
    QMap<Method, QList<qint64>> learnedSolveTimes() const;
    // Replaces the saved samples of each method in `samples` (one transaction).
    Result<void> saveLearnedSolveTimes(const QMap<Method, QList<qint64>> &samples);

    // Statements every store of this process has run so far (bound statements, transaction starts and commits;
    // a few fixed queries are not counted): for benchmarks.
    static qint64 statementsRun();

    // The live change feed: while on, this store also emits jobsChanged for the changes other connections commit
    // (another process, another machine, the engine's worker connection in this process), within a second.
    //  - PostgreSQL: the database's triggers NOTIFY the channel SqlDialect::changeChannel with the changed job ids
    //    when a writing transaction commits; this store LISTENs on its own connection (QSqlDriver's notification
    //    signal, from the event loop: the store's thread needs one). intervalMs is not used.
    //  - SQLite: every intervalMs this store reads PRAGMA data_version; when another connection committed since the
    //    last look, it emits the ids of the jobs whose job_events rows were added since then (every change a user
    //    sees writes one).
    // This store's own writes are announced as always, not again through the feed (on SQLite they may be repeated
    // with a later change of another connection: listeners re-read the ids they get, so a repeat costs one read).
    // Meant for read connections such as the console window's. Turned off by close(). DB_WRITE_FAILED when closed
    // or when the server refuses LISTEN.
    Result<void> setWatchChanges(bool on, int intervalMs = 250);
    bool watchesChanges() const;

    // The columns of a job row, in the order jobFromRow reads them ("id, idempotency_key, method, ..."), and the Job
    // of the current row of a query that selected them: for the classes that read jobs on this store's connection
    // (JobHistory's pages).
    static QString jobColumnList();
    static Job jobFromRow(const QSqlQuery &q);

    // The QSqlDatabase connection name of this store (unique per instance); empty when closed. For tests and tools.
    QString connectionName() const;

    // For the classes that keep the store's other tables (AuditLog, authorised hosts, ...) on this connection.
    // The SQL differences of the open database.
    const SqlDialect &dialect() const;
    // A forward-only query on this store's connection, for reads (from the store's thread).
    QSqlQuery readQuery() const;
    // Prepares `sql` on q and runs it with these positional values (a null QString binds as '', as every text
    // column is NOT NULL); counted in statementsRun().
    static bool exec(QSqlQuery &q, const QString &sql, const QVariantList &binds = {});
    // Runs `body` in one write transaction: it returns false on failure, with the cause in q.lastError(). Rolled
    // back unless body succeeds and the commit does; DB_WRITE_FAILED names `what` ("allow host x.example"), the
    // database, the cause and the fix.
    Result<void> write(const QString &what, const std::function<bool(QSqlQuery &q)> &body);
    // The absolute path of the open database file; for PostgreSQL the URL without password
    // (postgresql://user@host:port/dbname). Also what messages name the database by.
    QString databasePath() const;
    // The schema version the open database is at; 0 when closed.
    int schemaVersion() const;
    // Checks the whole file's structure (SQLite's integrity_check; on PostgreSQL, which keeps its files consistent
    // itself, that every SolveDeck table is there): DB_OPEN_FAILED with the problems found.
    Result<void> checkIntegrity() const;

    // Another connection (the engine's worker, another process) changed these jobs: tell this store's listeners.
    void announceChanges(const QList<qint64> &ids) { Q_EMIT jobsChanged(ids); }

Q_SIGNALS:
    void jobsChanged(const QList<qint64> &ids); // emitted after each committed change (the engine batches for the GUI)

private:
    struct Private;
    struct Transition;
    Result<void> openPostgres(const QString &url, const QString &password);
    Result<void> migrate();
    // One column of the account's row (created when missing), in a write transaction of its own.
    Result<void> writeAccount(const QString &account, const QString &what, const QString &column, int value);
    void stopWatching();
    void pollSqliteChanges();
    void onNotification(const QString &name, int source, const QVariant &payload);
    Result<void> transition(const Transition &t);
    struct InsertStatements;
    Result<void> prepareInsertStatements(InsertStatements &st) const;
    Result<Enqueued> insertJob(InsertStatements &st, const TaskSpec &spec, const QString &key, qint64 nowMs);
    QList<Job> selectJobs(const QString &sql, const QVariantList &binds) const;

    const Clock &m_clock;
    std::unique_ptr<Private> d;
};

} // namespace SolveDeck
