#include "sqlitereader.h"

#include <QSqlDriver>
#include <QVariant>

#include <dlfcn.h>

namespace SolveDeck {

namespace {

// The few entry points used, as sqlite3.h declares them (a stable C API since SQLite 3.0; sqlite3_prepare_v2 since
// 3.3.9). Declared here rather than from sqlite3.h: the header is not a build dependency (see the class comment).
constexpr int kSqliteOk = 0;
constexpr int kSqliteRow = 100;
constexpr int kSqliteDone = 101;
using Destructor = void (*)(void *);
// SQLITE_TRANSIENT: SQLite copies the bound bytes before the bind call returns.
const Destructor kTransient = reinterpret_cast<Destructor>(static_cast<intptr_t>(-1));

struct Api
{
    int (*prepare)(sqlite3 *, const char *, int, sqlite3_stmt **, const char **) = nullptr;
    int (*finalize)(sqlite3_stmt *) = nullptr;
    int (*reset)(sqlite3_stmt *) = nullptr;
    int (*clearBindings)(sqlite3_stmt *) = nullptr;
    int (*bindInt64)(sqlite3_stmt *, int, qint64) = nullptr;
    int (*bindDouble)(sqlite3_stmt *, int, double) = nullptr;
    int (*bindText)(sqlite3_stmt *, int, const char *, int, Destructor) = nullptr;
    int (*bindNull)(sqlite3_stmt *, int) = nullptr;
    int (*step)(sqlite3_stmt *) = nullptr;
    const unsigned char *(*columnText)(sqlite3_stmt *, int) = nullptr;
    const void *(*columnText16)(sqlite3_stmt *, int) = nullptr;
    int (*columnBytes)(sqlite3_stmt *, int) = nullptr;
    int (*columnBytes16)(sqlite3_stmt *, int) = nullptr;
    qint64 (*columnInt64)(sqlite3_stmt *, int) = nullptr;
    const char *(*errmsg)(sqlite3 *) = nullptr;
    int (*getAutocommit)(sqlite3 *) = nullptr; // optional: only inTransaction() needs it
    bool loaded = false;
};

template<typename F>
bool resolve(void *library, const char *name, F &function)
{
    function = reinterpret_cast<F>(dlsym(library, name));
    return function != nullptr;
}

const Api &api()
{
    static const Api loaded = [] {
        Api a;
        // RTLD_NOLOAD: only a library already in the process (Qt's driver's), never one loaded for us.
        void *library = dlopen("libsqlite3.so.0", RTLD_NOW | RTLD_NOLOAD);
        if (!library) {
            return a;
        }
        a.loaded = resolve(library, "sqlite3_prepare_v2", a.prepare) && resolve(library, "sqlite3_finalize", a.finalize)
                && resolve(library, "sqlite3_reset", a.reset)
                && resolve(library, "sqlite3_clear_bindings", a.clearBindings)
                && resolve(library, "sqlite3_bind_int64", a.bindInt64)
                && resolve(library, "sqlite3_bind_double", a.bindDouble)
                && resolve(library, "sqlite3_bind_text", a.bindText)
                && resolve(library, "sqlite3_bind_null", a.bindNull) && resolve(library, "sqlite3_step", a.step)
                && resolve(library, "sqlite3_column_text", a.columnText)
                && resolve(library, "sqlite3_column_text16", a.columnText16)
                && resolve(library, "sqlite3_column_bytes", a.columnBytes)
                && resolve(library, "sqlite3_column_bytes16", a.columnBytes16)
                && resolve(library, "sqlite3_column_int64", a.columnInt64)
                && resolve(library, "sqlite3_errmsg", a.errmsg);
        resolve(library, "sqlite3_get_autocommit", a.getAutocommit);
        // The handle stays open (the library is Qt's driver's and stays loaded as long as the process runs).
        return a;
    }();
    return loaded;
}

} // namespace

sqlite3 *SqliteReader::connectionOf(const QSqlDriver *driver)
{
    if (!driver || driver->dbmsType() != QSqlDriver::SQLite || !api().loaded) {
        return nullptr;
    }
    const QVariant handle = driver->handle();
    // What Qt's documentation of QSqlDriver::handle() checks for the SQLite driver.
    if (!handle.isValid() || qstrcmp(handle.typeName(), "sqlite3*") != 0) {
        return nullptr;
    }
    return *static_cast<sqlite3 *const *>(handle.constData());
}

std::optional<bool> SqliteReader::inTransaction(const QSqlDriver *driver)
{
    sqlite3 *const db = connectionOf(driver);
    if (!db || !api().getAutocommit) {
        return std::nullopt;
    }
    return api().getAutocommit(db) == 0;
}

SqliteReader::SqliteReader(sqlite3 *db, const QString &sql)
    : m_db(db)
{
    if (!db || !api().loaded) {
        m_error = QStringLiteral("no SQLite connection");
        return;
    }
    const QByteArray text = sql.toUtf8();
    if (api().prepare(db, text.constData(), int(text.size()), &m_stmt, nullptr) != kSqliteOk) {
        setError("prepare");
        api().finalize(m_stmt);
        m_stmt = nullptr;
    }
}

SqliteReader::~SqliteReader()
{
    if (m_stmt) {
        api().finalize(m_stmt);
    }
}

void SqliteReader::setError(const char *what)
{
    m_error = QStringLiteral("%1: %2").arg(QLatin1String(what), QString::fromUtf8(api().errmsg(m_db)));
}

bool SqliteReader::bind(const QVariantList &values)
{
    if (!m_stmt) {
        return false;
    }
    m_error.clear();
    api().reset(m_stmt);
    api().clearBindings(m_stmt);
    for (qsizetype i = 0; i < values.size(); ++i) {
        const QVariant &v = values[i];
        const int index = int(i) + 1;
        int rc = kSqliteOk;
        switch (v.typeId()) {
        case QMetaType::Int:
        case QMetaType::UInt:
        case QMetaType::LongLong:
        case QMetaType::Long:
        case QMetaType::Bool:
            rc = api().bindInt64(m_stmt, index, v.toLongLong());
            break;
        case QMetaType::ULongLong:
        case QMetaType::ULong:
            rc = api().bindInt64(m_stmt, index, qint64(v.toULongLong()));
            break;
        case QMetaType::Double:
            rc = api().bindDouble(m_stmt, index, v.toDouble());
            break;
        default:
            if (v.isNull() && v.typeId() != QMetaType::QString) {
                rc = api().bindNull(m_stmt, index);
            } else {
                // As JobStore::exec: a null QString binds as '' (text columns are NOT NULL with '' for "absent").
                const QByteArray utf8 = v.toString().toUtf8();
                rc = api().bindText(m_stmt, index, utf8.constData(), int(utf8.size()), kTransient);
            }
            break;
        }
        if (rc != kSqliteOk) {
            setError("bind");
            return false;
        }
    }
    return true;
}

bool SqliteReader::next()
{
    if (!m_stmt) {
        return false;
    }
    const int rc = api().step(m_stmt);
    if (rc == kSqliteRow) {
        return true;
    }
    if (rc != kSqliteDone) {
        setError("step");
    }
    // Ends the statement's read of the database now, so that no read stays open between pages.
    api().reset(m_stmt);
    return false;
}

void SqliteReader::finish()
{
    if (m_stmt) {
        api().reset(m_stmt);
    }
}

QByteArrayView SqliteReader::text(int column) const
{
    const auto *data = reinterpret_cast<const char *>(api().columnText(m_stmt, column));
    const int size = api().columnBytes(m_stmt, column); // after column_text, as SQLite's documentation asks
    return data ? QByteArrayView(data, size) : QByteArrayView();
}

QString SqliteReader::textAsQt(int column) const
{
    // What Qt's QSQLITE driver does for a text value (QSQLiteResultPrivate::fetchNext).
    const auto *data = static_cast<const QChar *>(api().columnText16(m_stmt, column));
    const int bytes = api().columnBytes16(m_stmt, column);
    return data ? QString(data, bytes / int(sizeof(QChar))) : QString();
}

qint64 SqliteReader::integer(int column) const
{
    return api().columnInt64(m_stmt, column);
}

} // namespace SolveDeck
