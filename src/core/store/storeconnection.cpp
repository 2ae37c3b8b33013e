#include "storeconnection.h"

#include "core/store/filesafety.h"
#include "core/store/postgreslocation.h"
#include "core/store/sqlitefailure.h"
#include "core/store/sqliteprocess.h"
#include "core/store/storelogging.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStorageInfo>
#include <QThread>
#include <QUrl>
#include <QUuid>

namespace SolveDeck {

namespace {

// Unique per connection: every store (a window's, the engine's worker's, an export's) has its own.
QString newConnectionName()
{
    return QStringLiteral("solvedeck.store.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
}

} // namespace

void StoreConnection::close(const QString &name)
{
    if (name.isEmpty()) {
        return;
    }
    {
        QSqlDatabase db = QSqlDatabase::database(name, false);
        if (db.isOpen()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(name);
}

namespace {

// What went wrong when connecting to a PostgreSQL server, in words that say what to do. libpq's message is kept at
// the end: it names the address it tried, and its exact words help a database administrator.
Error postgresConnectError(const PostgresLocation &location, const QString &reason)
{
    const QString text = reason.toLower();
    const QString server = location.host.startsWith(QLatin1Char('/'))
                             ? QCoreApplication::translate("JobStore", "the socket in %1").arg(location.host)
                             : QStringLiteral("%1:%2").arg(location.host).arg(location.port);
    const QString user = location.user.isEmpty() ? QCoreApplication::translate("JobStore", "your login name")
                                                 : location.user;
    auto error = [](const QString &message) {
        return Error{QStringLiteral("DB_OPEN_FAILED"), message};
    };
    if (text.contains(QLatin1String("password authentication failed"))
        || text.contains(QLatin1String("no password supplied"))
        || text.contains(QLatin1String("authentication failed"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "The PostgreSQL server at %1 refused the login of user %2 (%3). "
                                                 "Check the user name in the address, and give the right password "
                                                 "through the keychain, the PGPASSWORD environment variable or "
                                                 "~/.pgpass (a line host:port:database:user:password, mode 0600).")
                         .arg(server, user, reason));
    }
    if (text.contains(QLatin1String("role")) && text.contains(QLatin1String("does not exist"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "The PostgreSQL server at %1 has no user (role) %2 (%3). Correct the "
                                                 "user name in the address, or ask the database administrator to "
                                                 "create it (CREATE ROLE ... LOGIN).")
                         .arg(server, user, reason));
    }
    if (text.contains(QLatin1String("database")) && text.contains(QLatin1String("does not exist"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "The PostgreSQL server at %1 has no database %2 (%3). Correct the "
                                                 "name in the address, or create the database first (createdb, or "
                                                 "CREATE DATABASE %2 as a role allowed to): SolveDeck makes its "
                                                 "tables itself but not the database.")
                         .arg(server, location.database, reason));
    }
    if (text.contains(QLatin1String("pg_hba.conf"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "The PostgreSQL server at %1 does not accept connections from this "
                                                 "machine for user %2 and database %3 (%4). Ask the database "
                                                 "administrator to allow them in pg_hba.conf.")
                         .arg(server, user, location.database, reason));
    }
    if (text.contains(QLatin1String("ssl"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "Could not set up the encrypted connection to the PostgreSQL server "
                                                 "at %1 (%2). Check ?sslmode= in the address against what the "
                                                 "server offers.")
                         .arg(server, reason));
    }
    if (text.contains(QLatin1String("could not connect")) || text.contains(QLatin1String("connection refused"))
        || text.contains(QLatin1String("could not translate host name"))
        || text.contains(QLatin1String("timeout expired")) || text.contains(QLatin1String("no route to host"))
        || text.contains(QLatin1String("network is unreachable"))
        || text.contains(QLatin1String("server closed the connection"))) {
        return error(QCoreApplication::translate("JobStore",
                                                 "Could not reach the PostgreSQL server at %1 (%2). Check that the "
                                                 "server is running and accepts connections there (its "
                                                 "listen_addresses and port, a firewall), and the host name and port "
                                                 "in the address.")
                         .arg(server, reason));
    }
    return error(QCoreApplication::translate("JobStore",
                                             "Could not connect to the PostgreSQL database %1: %2. Check the "
                                             "address and that the server is running.")
                     .arg(location.label(), reason));
}

} // namespace

Result<StoreConnection> StoreConnection::openPostgres(const QString &url, const QString &password)
{
    const Result<PostgresLocation> parsed = PostgresLocation::parse(url);
    if (!parsed) {
        qCWarning(lcStore) << "refused a PostgreSQL address:" << parsed.error().message;
        return parsed.error();
    }
    const PostgresLocation &location = parsed.value();
    StoreConnection connection;
    connection.dialect = SqlDialect(SqlDialect::Kind::PostgreSql);
    connection.location = location.url();
    connection.label = location.label();
    connection.name = newConnectionName();
    auto fail = [&connection](const Error &error) {
        qCWarning(lcStore) << "cannot open" << connection.label << ":" << error.message;
        close(connection.name);
        return error;
    };
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(connection.dialect.driverName(), connection.name);
        if (!db.isValid()) {
            db = QSqlDatabase();
            return fail(Error{QStringLiteral("DB_OPEN_FAILED"),
                              QCoreApplication::translate("JobStore",
                                                          "Qt's PostgreSQL driver (QPSQL) is not installed, so %1 "
                                                          "cannot be opened. Install it (on Debian and Ubuntu: "
                                                          "apt install libqt6sql6-psql).")
                                  .arg(connection.label)});
        }
        db.setHostName(location.host);
        db.setPort(location.port);
        db.setUserName(location.user);
        db.setDatabaseName(location.database);
        if (!password.isEmpty()) {
            db.setPassword(password);
        }
        db.setConnectOptions(location.connectOptions());
        if (!db.open()) {
            QString reason = db.lastError().databaseText().trimmed();
            if (reason.isEmpty()) {
                reason = db.lastError().text();
            }
            db = QSqlDatabase();
            return fail(postgresConnectError(location, reason.simplified()));
        }
    }
    for (const QString &sql : connection.dialect.connectionSetup()) {
        QSqlQuery q(QSqlDatabase::database(connection.name, false));
        q.setForwardOnly(true);
        if (!q.exec(sql)) {
            const QString reason = q.lastError().text();
            q = QSqlQuery();
            return fail(Error{QStringLiteral("DB_OPEN_FAILED"),
                              QCoreApplication::translate("JobStore", "Could not set up the connection to %1: %2.")
                                  .arg(connection.label, reason)});
        }
    }
    return connection;
}

namespace {

// Runs a connection set-up statement, trying again while another connection holds the lock it needs. SQLite does
// not call its busy handler where waiting could deadlock, and switching a new file to WAL is such a place: a
// second process opening a new database while the first creates its tables would fail at once with "database is
// locked". The first one's migration is short, so this waits for it (up to the busy timeout), as a write would.
bool execWhileBusy(QSqlQuery &q, const QString &sql)
{
    QElapsedTimer waited;
    waited.start();
    while (!q.exec(sql)) {
        // SQLITE_BUSY (5), SQLITE_LOCKED (6)
        const QString code = q.lastError().nativeErrorCode();
        if ((code != QLatin1String("5") && code != QLatin1String("6"))
            || waited.elapsed() > SqlDialect::busyTimeoutMs) {
            return false;
        }
        QThread::msleep(10);
    }
    return true;
}

} // namespace

namespace {

Error openFailed(const QString &message)
{
    return Error{QStringLiteral("DB_OPEN_FAILED"), message};
}

// What every database file location must be before anything is made of it: a path, not a URL of any kind.
Result<void> checkFileLocation(const QString &path)
{
    if (path.isEmpty()) {
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "No job database path was given. Give the path of "
                                                      "a database file."));
    }
    if (PostgresLocation::isPostgresUrl(path)) {
        // Taken as a file name, it would create folders named "postgresql:" under the working directory. Not
        // logged or repeated as given: the address might hold a password.
        const Result<PostgresLocation> location = PostgresLocation::parse(path);
        const QString label = location ? location->label() : QStringLiteral("postgresql://...");
        qCWarning(lcStore) << "openSqlite was given the PostgreSQL address" << label;
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "This part of SolveDeck opens database files only, and %1 is a "
                                                      "PostgreSQL address. Use a database file here (this is a program "
                                                      "error; please report it).")
                              .arg(label));
    }
    return FileSafety::checkNotAUrl(path);
}

// The file at `path` for reading and writing (StoreConnection::openSqlite's ReadWrite).
Result<StoreConnection> openReadWrite(const QString &path)
{
    const QFileInfo info(path);
    const QString absolutePath = info.absoluteFilePath();
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder)) {
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "Could not create the folder %1 for the job "
                                                      "database. Check the permissions of its parent "
                                                      "folder or choose another database location.")
                              .arg(folder));
    }
    if (!QFileInfo(folder).isWritable()) {
        if (QStorageInfo(folder).isReadOnly()) {
            // chmod cannot help there: the whole file system takes no writes.
            return openFailed(QCoreApplication::translate("JobStore",
                                                          "The folder %1 is on a read-only file system, so the job "
                                                          "database cannot be changed there. Commands that only read "
                                                          "(list, show, export, audit, hosts list) still work; to "
                                                          "change anything, mount it writable or copy the database "
                                                          "to a writable folder.")
                                  .arg(folder));
        }
        // SQLite creates its -wal and -shm files next to the database.
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "The folder %1 is not writable, and the job "
                                                      "database needs to create files there. Make it "
                                                      "writable (chmod u+w) or choose another location.")
                              .arg(folder));
    }
    // Nobody else may plant or swap the database: the folder, the file and its -wal/-shm (filesafety.h).
    if (Result<void> safe = FileSafety::checkFolder(folder); !safe) {
        return safe.error();
    }
    if (Result<void> safe = FileSafety::checkDatabaseFiles(absolutePath); !safe) {
        return safe.error();
    }
    constexpr QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (!info.exists()) {
        // Create the file ourselves, mode 0600 from the first byte (tokens live here), before the driver opens it.
        // NewOnly: if another SolveDeck process creates it at the same moment, theirs is used.
        QFile file(absolutePath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, ownerOnly)) {
            if (!QFileInfo::exists(absolutePath)) {
                return openFailed(QCoreApplication::translate("JobStore",
                                                              "Could not create the job database %1: %2. "
                                                              "Check the folder's permissions and free disk "
                                                              "space, or choose another location.")
                                      .arg(absolutePath, file.errorString()));
            }
            // Someone else created it meanwhile: it gets the same checks as any existing file.
            if (Result<void> safe = FileSafety::checkDatabaseFiles(absolutePath); !safe) {
                return safe.error();
            }
        }
    } else if (info.isDir()) {
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "%1 is a folder, not a job database file. Give the "
                                                      "path of a file (for example %1/solvedeck.sqlite).")
                              .arg(absolutePath));
    }
    if (!QFileInfo(absolutePath).isWritable()) {
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "The job database %1 is not writable (read-only, or "
                                                      "owned by another user). Make it writable with "
                                                      "chmod u+w, or choose another location.")
                              .arg(absolutePath));
    }

    StoreConnection connection;
    connection.dialect = SqlDialect(SqlDialect::Kind::Sqlite);
    connection.location = absolutePath;
    connection.label = absolutePath;
    connection.name = newConnectionName();
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(connection.dialect.driverName(), connection.name);
        db.setDatabaseName(absolutePath);
        if (!db.open()) {
            const QSqlError error = db.lastError();
            db = QSqlDatabase();
            StoreConnection::close(connection.name);
            return openFailed(QCoreApplication::translate("JobStore", "Could not open the job database %1: %2. %3")
                                  .arg(absolutePath, error.text(), SqliteFailure::advice(error, folder)));
        }
    }
    QStringList setup = connection.dialect.connectionSetup();
    if (QFileInfo(absolutePath).size() == 0) {
        // A new, empty file gets incremental auto-vacuum before its first table (SQLite takes it only then), so
        // retention can hand the pages of purged jobs back a few at a time (PRAGMA incremental_vacuum) instead of
        // a VACUUM that rewrites the whole file under an exclusive lock. Existing files keep theirs: on a file
        // with tables the pragma would wait for the write lock and change nothing.
        setup.prepend(QStringLiteral("PRAGMA auto_vacuum=INCREMENTAL"));
    }
    for (const QString &sql : setup) {
        QSqlQuery q(QSqlDatabase::database(connection.name, false));
        q.setForwardOnly(true);
        if (!execWhileBusy(q, sql)) {
            const QSqlError error = q.lastError();
            q = QSqlQuery();
            StoreConnection::close(connection.name);
            // A full disk, a read-only mount and a file that is no database each get their own advice: only the
            // last one is to be moved away.
            return openFailed(QCoreApplication::translate("JobStore", "Could not use %1 as a job database: %2. %3")
                                  .arg(absolutePath, error.text(), SqliteFailure::advice(error, folder)));
        }
        if (sql.contains(QLatin1String("journal_mode")) && q.next()
            && q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            // Happens on file systems without shared memory (some network mounts): works, but GUI and CLI block
            // each other more.
            qCWarning(lcStore) << "journal mode is" << q.value(0).toString() << "instead of WAL for" << absolutePath;
        }
    }
    return connection;
}

// Opens connection `name` on `databaseName` with the driver's `options` and reads the schema (which makes SQLite
// open the -wal and -shm files too). False with the error in `failure`; the connection is then removed.
bool openForReading(const QString &name, const QString &databaseName, const QString &options, QSqlError *failure)
{
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), name);
        db.setDatabaseName(databaseName);
        db.setConnectOptions(options);
        if (db.open()) {
            QSqlQuery q(db);
            q.setForwardOnly(true);
            if (q.exec(SqlDialect(SqlDialect::Kind::Sqlite).busyTimeout(SqlDialect::busyTimeoutMs))
                && q.exec(QStringLiteral("SELECT count(*) FROM sqlite_master")) && q.next()) {
                return true;
            }
            *failure = q.lastError();
        } else {
            *failure = db.lastError();
        }
    }
    StoreConnection::close(name);
    return false;
}

// The file at `absolutePath`, which exists, for reading only (StoreConnection::openSqlite's Reading, when it cannot
// be opened for writing). First as SQLite's read-only connection, which still needs the -shm file beside it (made if
// missing); where that cannot be had (a read-only mount, a full disk) as an immutable file, which reads the database
// file alone: only when no -wal file holds changes not yet in it, since those would be missed.
Result<StoreConnection> openReadOnly(const QString &absolutePath)
{
    const QString folder = QFileInfo(absolutePath).absolutePath();
    if (Result<void> safe = FileSafety::checkFolder(folder); !safe) {
        return safe.error();
    }
    if (Result<void> safe = FileSafety::checkDatabaseFiles(absolutePath,
                                                           FileSafety::ReadableByOthers::TightenIfPossible);
        !safe) {
        return safe.error();
    }
    StoreConnection connection;
    connection.dialect = SqlDialect(SqlDialect::Kind::Sqlite);
    connection.location = absolutePath;
    connection.label = absolutePath;
    connection.readOnly = true;
    connection.name = newConnectionName();
    QSqlError failure;
    if (openForReading(connection.name, absolutePath, QStringLiteral("QSQLITE_OPEN_READONLY"), &failure)) {
        return connection;
    }
    const QFileInfo wal(absolutePath + QStringLiteral("-wal"));
    if (wal.exists() && wal.size() > 0) {
        return openFailed(QCoreApplication::translate("JobStore",
                                                      "Could not open the job database %1 for reading: %2. Its -wal "
                                                      "file holds changes that SQLite can read only with a -shm file "
                                                      "it cannot make there. %3 Or copy %1 and %1-wal together to a "
                                                      "writable folder and open the copy.")
                              .arg(absolutePath, failure.text(), SqliteFailure::advice(failure, folder)));
    }
    QString uri = QUrl::fromLocalFile(absolutePath).toString(QUrl::FullyEncoded) + QStringLiteral("?immutable=1");
    if (openForReading(connection.name, uri, QStringLiteral("QSQLITE_OPEN_READONLY;QSQLITE_OPEN_URI"), &failure)) {
        qCInfo(lcStore) << "reading" << absolutePath << "as an immutable file (no -shm could be made beside it)";
        return connection;
    }
    return openFailed(QCoreApplication::translate("JobStore", "Could not open the job database %1 for reading: %2. %3")
                          .arg(absolutePath, failure.text(), SqliteFailure::advice(failure, folder)));
}

Result<StoreConnection> openFile(const QString &path, StoreAccess access)
{
    if (Result<void> location = checkFileLocation(path); !location) {
        return location.error();
    }
    const QFileInfo info(path);
    if (access == StoreAccess::ReadWrite || !info.isFile()) {
        return openReadWrite(path); // a missing file is made, as for any command
    }
    const QString absolutePath = info.absoluteFilePath();
    if (!info.isWritable() || !QFileInfo(info.absolutePath()).isWritable()) {
        return openReadOnly(absolutePath);
    }
    Result<StoreConnection> writable = openReadWrite(path);
    if (writable) {
        return writable;
    }
    // A full disk (SQLite cannot size its -shm file), a lock held past the busy timeout: reading may still work.
    Result<StoreConnection> readable = openReadOnly(absolutePath);
    return readable ? readable : writable;
}

} // namespace

Result<StoreConnection> StoreConnection::openSqlite(const QString &path, StoreAccess access)
{
    configureSqliteOnce();
    Result<StoreConnection> opened = openFile(path, access);
    if (!opened) {
        qCWarning(lcStore) << "cannot open" << path << ":" << opened.error().message;
    } else if (opened->readOnly) {
        qCInfo(lcStore) << "opened" << opened->label << "read-only";
    }
    return opened;
}

} // namespace SolveDeck
