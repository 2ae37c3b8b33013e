#pragma once

#include "core/result.h"

#include <QString>

namespace SolveDeck::FileSafety {

// The checks that keep a job database file the user's own: it holds solved tokens and the account fingerprint's
// secret, and SolveDeck trusts what it reads there. Each failure is an Error with code DB_OPEN_FAILED and a message
// that says what is wrong and what to do. POSIX only (lstat/stat); elsewhere every check passes.

// A database location that looks like a URL ("scheme://...") but is not a PostgreSQL address, or an SQLite URI
// (below): refused instead of becoming a file path such as ./mysql:/host/db.
Result<void> checkNotAUrl(const QString &location);

// An SQLite URI filename ("file:/path?mode=ro", "jobs.sqlite?vfs=unix-none"): refused, naming the plain path to give
// instead. checkNotAUrl runs it too.
Result<void> checkNotAnSqliteUri(const QString &location);

// The folder the database lives in: refused when anyone may create files there (world-writable) without the
// sticky bit, which would let another user replace the database or plant its -wal and -shm files.
Result<void> checkFolder(const QString &folder);

// What to do about a database file that other users may read (it holds solved tokens).
enum class ReadableByOthers {
    Tighten,           // chmod 600; a failure to do so is an error
    TightenIfPossible, // chmod 600; a failure (a read-only file system) is logged: the caller only reads
};

// An existing file of the database (`path`, or its -wal/-shm/-journal beside it): refused when it is a symbolic
// link, not a regular file, owned by another user, or writable by the group or others. A file readable by others
// is restricted to 0600 as `readable` says. A missing file passes (SQLite creates it, 0600 like the database).
Result<void> checkExistingFile(const QString &path, ReadableByOthers readable = ReadableByOthers::Tighten);

// checkExistingFile for the database and for each of its -wal, -shm and -journal files.
Result<void> checkDatabaseFiles(const QString &databasePath, ReadableByOthers readable = ReadableByOthers::Tighten);

} // namespace SolveDeck::FileSafety
