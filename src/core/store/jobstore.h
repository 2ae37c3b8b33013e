#pragma once

#include "core/clock.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/sqldialect.h"
#include "core/store/storeconnection.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <functional>
#include <memory>
#include <optional>
#include <utility>

namespace SolveDeck {

struct StoreConnection;

// Which jobs JobStore::jobs() returns (spelled JobStore::Query).
struct JobStoreQuery
{
    QList<JobState> states; // empty: every state
    int limit = -1;         // -1: no limit
    int offset = 0;
    bool newestFirst = false;
};

// Who holds a job's latest submit, and which attempt it is: given to a transition by the engine that claimed the
// job (Claims::claimDue), it makes the change happen only while that engine still holds that attempt. A late answer
// of an earlier attempt, or of an engine whose lease lapsed and whose job another engine took over, changes nothing
// (INVALID_TRANSITION). An empty engine id: no guard (people acting on a job: cancel, retry).
struct JobClaim
{
    QString engineId;
    int attempt = 0;

    bool isGuard() const { return !engineId.isEmpty(); }
};

// The durable job store: every job and its timeline (job_events) in one SQL database (SQLite by default,
// PostgreSQL in team mode). Each state change is one transaction that updates the job row only if it is in an allowed
// from-state and appends its event; a stale transition changes nothing and returns INVALID_TRANSITION. Two stores (GUI
// and CLI processes) may open the same file at once. Not thread-safe: use a JobStore from the thread that opened it.
//
// The store's other rooms work on its connection through the seam below: StoreConnection (opening), StoreSchema
// (migrations), Enqueuer (new jobs), Claims, Leases and Accounts (many engines on one database), LearnedSolveTimes,
// ChangeFeed (other connections' changes), JobRow (the row mapping), JobEventWriter (the timeline's one writer), and
// the history's classes (JobHistory, JobPages, Retention, AuditLog, ...).
class JobStore : public QObject
{
    Q_OBJECT

public:
    explicit JobStore(const Clock &clock = Clock::system(), QObject *parent = nullptr);
    ~JobStore() override;

    // ---- opening ----------------------------------------------------------------------------------------------

    // A database as the user names it: a file path (SQLite) or postgresql://user@host:port/dbname (team mode, QPSQL;
    // see PostgresLocation for the accepted form). The password, when the server wants one, is `password` (from the
    // caller's keychain), else what libpq finds in PGPASSWORD or ~/.pgpass; never one written in the URL, which is
    // refused. Codes: DB_LOCATION_INVALID (a malformed URL, or one with a password), DB_OPEN_FAILED (the server is
    // not reachable, refused the login, has no such database, or the schema could not be made); Error.message says
    // what is wrong and what to do. Migrates a new or older database (StoreSchema).
    // StoreAccess::Reading (a command that only reads): a file that cannot be written is opened read-only
    // (isReadOnly(); StoreConnection::openSqlite says when), and an older schema is then not migrated but refused.
    Result<void> open(const QString &location,
                      const QString &password = {},
                      StoreAccess access = StoreAccess::ReadWrite);
    // A database file only: creates the parent directory and the file (mode 0600), then migrates.
    Result<void> openSqlite(const QString &path);
    // QStandardPaths::AppDataLocation + "/solvedeck.sqlite"
    static QString defaultDatabasePath();
    static bool isPostgresLocation(const QString &location);
    // True when the open database is PostgreSQL (false when closed).
    bool isPostgres() const;
    void close();
    bool isOpen() const;

    // Opened read-only (see open()): every write fails (DB_WRITE_FAILED), so a command that would record something
    // (an export's audit entry) says instead that it could not.
    bool isReadOnly() const { return m_readOnly; }

    // What opens this database again, as open() takes it (a worker thread's own connection: an export, a purge):
    // the absolute path of the file, or the PostgreSQL address with every connection option it was opened with
    // (sslmode, connect_timeout, a socket's host; PostgresLocation::url()), never a password.
    QString location() const;
    // What people see the database as (titles, messages): the absolute path of the file, or
    // postgresql://user@host:port/dbname (PostgresLocation::label()).
    QString label() const;

    // ---- jobs ---------------------------------------------------------------------------------------------------

    struct Enqueued
    {
        qint64 jobId = 0;
        bool created = false; // created=false: the idempotency key existed; jobId is that job
    };

    // Validates the spec; an empty key becomes a new UUID (Enqueuer).
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
    // Earliest next_attempt_at among queued jobs an engine may claim (authorised hosts); 0 if none.
    qint64 nextQueuedAttemptAtMs() const;
    // The jobs submitting or submitted, by any engine, in id order.
    QList<Job> jobsInFlight() const;
    // Whether any job is submitting or submitted, by any engine (one indexed lookup).
    bool hasJobsInFlight() const;
    // Every state present, 0 where none.
    QMap<JobState, int> countsByState() const;
    // Oldest first, in commit order (the same as time order unless the writers' clocks differ).
    QList<JobEvent> events(qint64 jobId) const;

    // Transitions: one transaction each, appends its event (EventKind names from model/job.h), stamps times from
    // the Clock. A job not in an allowed from-state is left alone: INVALID_TRANSITION (NOT_FOUND if no such job).
    // queued -> submitting is Claims::claimDue's alone.

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
    // queued|submitting|submitted -> canceled. An operator's action from any interface (the console, the CLI, a
    // gateway client's DELETE): recorded in the audit log ("jobs.cancel") in the same transaction.
    Result<void> cancel(qint64 id);
    // failed|canceled -> queued; clears task_id, token, error, next_attempt_at. Audited as "jobs.retry".
    Result<void> retry(qint64 id);
    Result<void> recordEvent(qint64 id, const QString &kind, const QString &detail);
    // The same event on every job now in `state` (e.g. "paused" on the queued jobs); returns how many.
    Result<int> recordEventForState(JobState state, const QString &kind, const QString &detail);

    // Who adds jobs through this store ("operator@machine"); stored as each new job's created_by. Defaults to the
    // login name and the host name.
    void setCreatedBy(const QString &operatorAtMachine);
    QString createdBy() const;

    // The clock every write of this store (and of the classes on its connection) stamps its times from.
    const Clock &clock() const { return m_clock; }

    // ---- the connection -----------------------------------------------------------------------------------------

    // How long a write waits for another connection's lock before it fails (default SqlDialect::busyTimeoutMs).
    // Tests shorten it to see a held lock fail fast.
    Result<void> setBusyTimeout(int ms);

    // A small real write (a no-op update in a write transaction): whether the database takes writes again after a
    // failure (disk full, a lock held past the busy timeout).
    Result<void> probeWrite();

    // Statements every store of this process has run so far (bound statements, transaction starts and commits;
    // a few fixed queries are not counted): for benchmarks.
    static qint64 statementsRun();
    // Counts a statement run other than through exec() or run() (a transaction's BEGIN and COMMIT).
    static void countStatement();

    // The live change feed: while on, this store also emits jobsChanged for the changes other connections commit
    // (another process, another machine, the engine's worker connection in this process), within a second, through
    // a ChangeFeed of its own (see there; on SQLite it looks every intervalMs). This store's own writes are
    // announced as always. Meant for read connections such as the console window's. Turned off by close().
    // DB_WRITE_FAILED when closed or when the server refuses LISTEN.
    Result<void> setWatchChanges(bool on, int intervalMs = 250);
    bool watchesChanges() const;

    // ---- the seam: for the classes that keep the store's other tables on this connection ------------------------

    // The QSqlDatabase connection name of this store (unique per instance); empty when closed. For tests and tools.
    QString connectionName() const;
    // The SQL differences of the open database.
    const SqlDialect &dialect() const;
    // A forward-only query on this store's connection, for reads (from the store's thread).
    QSqlQuery readQuery() const;
    // Prepares `sql` on q and runs it with these positional values (a null QString binds as '', as every text
    // column is NOT NULL); counted in statementsRun().
    static bool exec(QSqlQuery &q, const QString &sql, const QVariantList &binds = {});
    // Runs the statement already prepared on q with these values, as exec() binds them: a statement repeated in a
    // batch is prepared once.
    static bool run(QSqlQuery &q, const QVariantList &binds);
    // Runs `body` in one write transaction: it returns false on failure, with the cause in q.lastError(). Rolled
    // back unless body succeeds and the commit does; DB_WRITE_FAILED names `what` ("allow host x.example"), the
    // database, the cause and the fix.
    Result<void> write(const QString &what, const std::function<bool(QSqlQuery &q)> &body);

    // DB_WRITE_FAILED for a failed write of `what`, naming the database, the cause and the fix: the words every
    // write on this connection fails with.
    Error writeError(const QString &what, const QSqlError &error) const;
    // DB_WRITE_FAILED for a write on a closed store (a program error).
    Error notOpenError() const;

    // Another connection (the engine's worker, another process) or a class on this one changed these jobs: tell
    // this store's listeners.
    void announceChanges(const QList<qint64> &ids) { Q_EMIT jobsChanged(ids); }

Q_SIGNALS:
    void jobsChanged(const QList<qint64> &ids); // emitted after each committed change (the engine batches for the GUI)

private:
    struct Private;
    struct Transition;
    Result<void> finishOpening(const Result<StoreConnection> &connection, bool logFailure);
    Result<void> transition(const Transition &t);
    QList<Job> selectJobs(const QString &sql, const QVariantList &binds) const;

    const Clock &m_clock;
    std::unique_ptr<Private> d;
    bool m_readOnly = false;
};

} // namespace SolveDeck
