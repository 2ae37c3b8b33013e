#pragma once

#include <QByteArrayView>
#include <QString>
#include <QVariantList>

#include <optional>

QT_BEGIN_NAMESPACE
class QSqlDriver;
QT_END_NAMESPACE

struct sqlite3;
struct sqlite3_stmt;

namespace SolveDeck {

// Reads SQLite rows as SQLite holds them (UTF-8 bytes, 64-bit integers) on the connection Qt's QSQLITE driver
// opened, for exports of a million rows: going through QSqlQuery costs a QVariant and a UTF-16 QString per column
// (SQLite converts each text value to UTF-16, the export converts it back), which was most of an export's time.
//
// The SQLite functions are looked up at run time in the libsqlite3.so.0 the process already has loaded, and only
// there (dlopen with RTLD_NOLOAD): SolveDeck does not link SQLite itself, so a loaded libsqlite3.so.0 is the one
// Qt's driver uses (Debian's libqsqlite.so links it) and the handle Qt gives belongs to it. A Qt built with its own
// copy of SQLite inside the driver leaves no such library loaded: available() is then false and callers use
// QSqlQuery as before. Read-only use: no statement here writes.
class SqliteReader
{
public:
    // The connection under a QSQLITE driver, or nullptr (another driver, or no usable libsqlite3.so.0).
    static sqlite3 *connectionOf(const QSqlDriver *driver);

    // Whether the SQLite connection under `driver` is inside a transaction (sqlite3_get_autocommit): SQLite ends one
    // itself when a statement in it fails for want of disk or memory. nullopt when that cannot be asked (another
    // driver, no libsqlite3.so.0 loaded).
    static std::optional<bool> inTransaction(const QSqlDriver *driver);

    // A prepared statement on `db`; check isValid() (errorString() says why not).
    SqliteReader(sqlite3 *db, const QString &sql);
    ~SqliteReader();
    SqliteReader(const SqliteReader &) = delete;
    SqliteReader &operator=(const SqliteReader &) = delete;

    bool isValid() const { return m_stmt != nullptr; }

    QString errorString() const { return m_error; }

    // Binds `values` to ?1..?n as JobStore::exec does (a null QString as '', integers as integers, text as UTF-8)
    // after resetting the statement; false (errorString()) when SQLite refuses.
    bool bind(const QVariantList &values);
    // The next row: true while there is one; at the end or on an error false (check failed()).
    bool next();

    bool failed() const { return !m_error.isEmpty(); }

    // Ends the statement's read of the database before its last row (the next bind() starts it again).
    void finish();

    // Column values of the current row. text(): the UTF-8 bytes as stored, valid until the next call for this
    // statement; empty for NULL. textAsQt(): the value as QSqlQuery gives it (through SQLite's UTF-16 conversion),
    // for values that are not plain ASCII, so that odd stored bytes come out exactly as the QSqlQuery path writes
    // them. integer(): as sqlite3_column_int64 (0 for NULL).
    QByteArrayView text(int column) const;
    QString textAsQt(int column) const;
    qint64 integer(int column) const;

private:
    void setError(const char *what);

    sqlite3 *m_db = nullptr;
    sqlite3_stmt *m_stmt = nullptr;
    QString m_error;
};

} // namespace SolveDeck
