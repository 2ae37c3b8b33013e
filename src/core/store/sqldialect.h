#pragma once

#include <QString>
#include <QStringList>

namespace SolveDeck {

// Everything that differs between the SQL engines the store runs on, in one place: SQLite (one console, the
// default) and PostgreSQL (team mode). All other SQL in the store is written to run unchanged on both:
// positional bound values, LIMIT/OFFSET, INSERT ... ON CONFLICT (SQLite >= 3.24, PostgreSQL >= 9.5) and
// RETURNING (SQLite >= 3.35, PostgreSQL >= 8.2); Debian 12 ships SQLite 3.40.
class SqlDialect
{
public:
    enum class Kind {
        Sqlite,
        PostgreSql,
    };

    explicit SqlDialect(Kind kind = Kind::Sqlite)
        : m_kind(kind)
    {
    }

    Kind kind() const { return m_kind; }

    // The Qt driver name: "QSQLITE" or "QPSQL".
    QString driverName() const;

    // Column definition of a surrogate key that is never reused: SQLite's AUTOINCREMENT keeps the rowid of a deleted
    // job from coming back (job ids are shown to users and typed into the CLI); PostgreSQL uses an identity column.
    QString autoIncrementPrimaryKey() const;

    // Statements run once on every new connection, before any transaction: journal mode, durability, foreign keys,
    // lock waiting.
    QStringList connectionSetup() const;

    // Starts a transaction that will write. SQLite: BEGIN IMMEDIATE takes the write lock up front, so two processes
    // writing at once queue on busy_timeout instead of one failing with SQLITE_BUSY when it upgrades a read lock.
    QString beginWriteTransaction() const;

    // INSERT that does nothing when `conflictColumn` (a UNIQUE column) already holds the value, and returns the new
    // row's id otherwise (no row when it did nothing). Placeholders: one positional '?' per column, in order.
    QString insertOrIgnoreReturningId(const QString &table,
                                      const QStringList &columns,
                                      const QString &conflictColumn) const;

    // " LIMIT ? OFFSET ?" and its variants; binds: the limit (when limit >= 0), then the offset (when offset > 0).
    QString limitOffset(int limit, int offset) const;

    // Appended to a SELECT inside a write transaction: " FOR UPDATE" on PostgreSQL (the rows stay locked until the
    // transaction ends, so concurrent claimers queue on them); empty on SQLite, whose write transaction already
    // holds the whole database.
    QString lockRows() const;
    // " FOR UPDATE SKIP LOCKED" on PostgreSQL: rows another transaction holds are passed over, not waited for, so
    // engines claiming at once take different jobs; empty on SQLite.
    QString lockRowsSkipLocked() const;

    // Sets how long a statement waits for another connection's lock: SQLite's busy_timeout (the write lock), or
    // PostgreSQL's lock_timeout (row and table locks). Past it the statement fails, and the caller says so.
    QString busyTimeout(int ms) const;

    // A query whose rows name the problems it finds, or say "ok". SQLite: integrity_check over the whole file.
    // PostgreSQL keeps its own files consistent (WAL, checksums), so it checks what a damaged or half-dropped
    // SolveDeck database would lack: each of `tables` must exist.
    QString integrityCheck(const QStringList &tables) const;

    // Run first in the migration transaction, so that two processes migrating one new database at once take turns
    // and the second finds the schema made: PostgreSQL takes a transaction-level advisory lock (released at COMMIT or
    // ROLLBACK); empty on SQLite, whose BEGIN IMMEDIATE already holds the write lock.
    QString migrationLock() const;

    // The change feed (ChangeFeed, JobStore::setWatchChanges). PostgreSQL: schema statements for triggers on jobs and
    // job_events that NOTIFY `changeChannel` with the changed job ids ("12,13,14", chunks under NOTIFY's 8000-byte
    // payload limit) inside the writing transaction, so every listener hears each commit, whichever process or machine
    // made it. Empty on SQLite, where a watching store reads dataVersionQuery() instead.
    QStringList changeFeedSchema() const;
    static constexpr char changeChannel[] = "solvedeck_jobs";

    // SQLite: PRAGMA data_version, a number that moves when another connection commits. Empty on PostgreSQL.
    QString dataVersionQuery() const;

    // How long a connection waits for another one's write lock before giving up. The other writer (the GUI or the
    // CLI) holds it for one short transaction, milliseconds even with synchronous=FULL; 5 s rides out a slow fsync on
    // a loaded disk and still fails visibly, with a message, instead of hanging the caller.
    static constexpr int busyTimeoutMs = 5000;

private:
    Kind m_kind;
};

} // namespace SolveDeck
