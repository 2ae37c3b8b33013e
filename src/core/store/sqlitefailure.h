#pragma once

#include <QSqlError>
#include <QString>

namespace SolveDeck {

// What to do about an SQLite error met while opening or preparing a database file, in words for people: a full disk
// says "free space there", a read-only file system or file says so, and only a file that is not a database (or is
// damaged) gets "move it away". The kind is read from the error's SQLite result code (QSqlError::nativeErrorCode);
// a disk I/O error on a file system with no space left counts as a full disk (SQLite reports a full disk that way
// when it cannot size its -shm file).
class SqliteFailure
{
public:
    enum class Kind {
        DiskFull,     // SQLITE_FULL, or SQLITE_IOERR with no space left where the database lies
        ReadOnly,     // SQLITE_READONLY
        CannotOpen,   // SQLITE_CANTOPEN, SQLITE_PERM, SQLITE_AUTH
        NotADatabase, // SQLITE_NOTADB, SQLITE_CORRUPT
        DiskError,    // another SQLITE_IOERR
        Busy,         // SQLITE_BUSY, SQLITE_LOCKED
        Other,
    };

    // `folder`: where the database file lies (for the free-space check and the advice's words).
    static Kind kindOf(const QSqlError &error, const QString &folder);

    // One or two sentences: what to do (translated, context "JobStore").
    static QString advice(const QSqlError &error, const QString &folder);

    // The SQLite primary result code of `error` (its native code's low byte); -1 when it has none.
    static int resultCode(const QSqlError &error);
};

} // namespace SolveDeck
