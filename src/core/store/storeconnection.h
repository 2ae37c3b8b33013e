#pragma once

#include "core/result.h"
#include "core/store/sqldialect.h"

#include <QString>

namespace SolveDeck {

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

    // The file at `path`: its folder and the file (mode 0600) made when missing, after FileSafety's checks of the
    // folder, the file and its -wal/-shm; WAL, synchronous=FULL, foreign keys and the busy timeout set. A new file
    // gets incremental auto-vacuum. DB_OPEN_FAILED saying what to do; a PostgreSQL address is refused (it would
    // otherwise become folders named "postgresql:").
    static Result<StoreConnection> openSqlite(const QString &path);
    // The server at `url` (PostgresLocation's form) through QPSQL, with `password` when given (else libpq's
    // PGPASSWORD or ~/.pgpass). DB_LOCATION_INVALID for a malformed address; DB_OPEN_FAILED explaining an unreachable
    // server, a refused login, a missing role or database, pg_hba.conf and SSL failures.
    static Result<StoreConnection> openPostgres(const QString &url, const QString &password);

    // Closes the connection `name` and removes it from QSqlDatabase's list; nothing when empty.
    static void close(const QString &name);
};

} // namespace SolveDeck
