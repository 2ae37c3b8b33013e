#pragma once

#include "core/result.h"
#include "core/store/sqldialect.h"

#include <QString>

namespace SolveDeck {

// How a caller means to use a database file.
enum class StoreAccess {
    ReadWrite, // the console, the engine, every command that changes something: the file is made when missing
    // A command that only reads (list, show, export, audit, hosts list; an export's audit entry is written when the
    // database takes it): opened for writing when it can be, else read-only (the file or its folder is not writable:
    // a read-only file or mount; or opening for writing failed: a full disk). PostgreSQL is opened as ReadWrite.
    Reading,
};

// The QSqlDatabase connection under a JobStore, opened for a database file (SQLite) or a PostgreSQL server, with
// each one's checks, set-up and words for what went wrong. JobStore::open connects through it, then migrates
// (StoreSchema).
struct StoreConnection
{
    QString name; // the QSqlDatabase connection name, unique per connection
    SqlDialect dialect;
    // What opens the same database again (a worker thread's own connection): the absolute path of the file, or the
    // PostgreSQL address with every connection option it was given (PostgresLocation::url(); never a password).
    QString location;
    // What people see (titles, messages): the file path, or postgresql://user@host:port/dbname.
    QString label;
    // Opened read-only (StoreAccess::Reading when writing was not possible): every write fails.
    bool readOnly = false;

    // The file at `path`: its folder and the file (mode 0600) made when missing, after FileSafety's checks of the
    // folder, the file and its -wal/-shm; WAL, synchronous=FULL, foreign keys and the busy timeout set. A new file
    // gets incremental auto-vacuum. DB_OPEN_FAILED saying what to do (SqliteFailure: a full disk, a read-only file
    // system, a file that is no database); a PostgreSQL address, another URL or an SQLite URI ("file:...?mode=ro") is
    // refused (it would otherwise become a file or folders of that name). With StoreAccess::Reading an existing file
    // that cannot be opened for writing is opened read-only: SQLite's read-only mode, else (no -shm can be made: a
    // read-only mount, a full disk) as an immutable file when no -wal file holds unread changes.
    static Result<StoreConnection> openSqlite(const QString &path, StoreAccess access = StoreAccess::ReadWrite);
    // The server at `url` (PostgresLocation's form) through QPSQL, with `password` when given (else libpq's
    // PGPASSWORD or ~/.pgpass). DB_LOCATION_INVALID for a malformed address; DB_OPEN_FAILED explaining an unreachable
    // server, a refused login, a missing role or database, pg_hba.conf and SSL failures.
    static Result<StoreConnection> openPostgres(const QString &url, const QString &password);

    // Closes the connection `name` and removes it from QSqlDatabase's list; nothing when empty.
    static void close(const QString &name);
};

} // namespace SolveDeck
