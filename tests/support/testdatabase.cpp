#include "testdatabase.h"

#include "core/store/postgreslocation.h"

#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

namespace SolveDeckTest {

using SolveDeck::PostgresLocation;

namespace {

const char serverVariable[] = "SOLVEDECK_TEST_PG_URL";

// Configures `db` for the database `location` names (parsed by the product's own parser).
bool configure(QSqlDatabase &db, const QString &url, QString *error)
{
    const auto parsed = PostgresLocation::parse(url);
    if (!parsed) {
        *error = parsed.error().message;
        return false;
    }
    db.setHostName(parsed->host);
    db.setPort(parsed->port);
    db.setUserName(parsed->user);
    db.setDatabaseName(parsed->database);
    db.setConnectOptions(parsed->connectOptions());
    return true;
}

// Runs `sql` on the server's maintenance database (the one SOLVEDECK_TEST_PG_URL names): CREATE and DROP DATABASE
// cannot run in the database they act on.
bool runOnServer(const QString &sql, QString *error)
{
    const QString serverUrl = TestDatabase::serverUrl(error);
    if (serverUrl.isEmpty()) {
        return false;
    }
    const QString name = QStringLiteral("testdatabase.admin.%1")
                             .arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    bool ok = false;
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), name);
        if (!db.isValid()) {
            *error = QStringLiteral("Qt's PostgreSQL driver (QPSQL) is missing: run scripts/setup-deps "
                                    "(libqt6sql6-psql).");
        } else if (!configure(db, serverUrl, error)) {
            *error = QStringLiteral("%1 is not a usable address: %2").arg(QLatin1String(serverVariable), *error);
        } else if (!db.open()) {
            *error = QStringLiteral("The PostgreSQL test server at %1 does not answer: %2. Run the tests through "
                                    "scripts/test, which starts a throwaway server and sets %3.")
                         .arg(serverUrl, db.lastError().text(), QLatin1String(serverVariable));
        } else {
            QSqlQuery q(db);
            ok = q.exec(sql);
            if (!ok) {
                *error = QStringLiteral("%1 failed on the PostgreSQL test server at %2: %3")
                             .arg(sql, serverUrl, q.lastError().text());
            }
        }
        db.close();
    }
    QSqlDatabase::removeDatabase(name);
    return ok;
}

} // namespace

std::string backendName(const ::testing::TestParamInfo<Backend> &info)
{
    return info.param == Backend::Sqlite ? "Sqlite" : "PostgreSql";
}

void PrintTo(Backend backend, std::ostream *os)
{
    *os << (backend == Backend::Sqlite ? "Sqlite" : "PostgreSql");
}

QString TestDatabase::serverUrl(QString *error)
{
    const QString url = qEnvironmentVariable(serverVariable);
    if (url.isEmpty()) {
        *error = QStringLiteral("%1 is not set, so there is no PostgreSQL server to test against. Run the tests "
                                "through scripts/test, which starts a throwaway server on 127.0.0.1 and sets it (or "
                                "start one yourself and set %1=postgresql://USER@127.0.0.1:PORT/postgres).")
                     .arg(QLatin1String(serverVariable));
    }
    return url;
}

TestDatabase::TestDatabase(Backend backend)
    : m_backend(backend)
{
    if (backend == Backend::Sqlite) {
        m_dir = std::make_unique<QTemporaryDir>();
        if (!m_dir->isValid()) {
            m_error = QStringLiteral("cannot create a temporary folder: %1").arg(m_dir->errorString());
            return;
        }
        m_location = m_dir->filePath(QStringLiteral("data/solvedeck.sqlite"));
        return;
    }
    QString error;
    const QString server = serverUrl(&error);
    if (server.isEmpty()) {
        m_error = error;
        return;
    }
    const auto parsed = PostgresLocation::parse(server);
    if (!parsed) {
        m_error = QStringLiteral("%1 is not a usable address: %2")
                      .arg(QLatin1String(serverVariable), parsed.error().message);
        return;
    }
    const QString name = QStringLiteral("solvedeck_test_%1")
                             .arg(QRandomGenerator::global()->generate64(), 16, 16, QLatin1Char('0'));
    if (!runOnServer(QStringLiteral("CREATE DATABASE %1").arg(name), &error)) {
        m_error = error;
        return;
    }
    m_databaseName = name;
    PostgresLocation location = parsed.value();
    location.database = name;
    m_location = location.label();
}

TestDatabase::~TestDatabase()
{
    if (!m_databaseName.isEmpty()) {
        QString error;
        // FORCE: a connection a failed test left open must not keep the database alive.
        if (!runOnServer(QStringLiteral("DROP DATABASE IF EXISTS %1 WITH (FORCE)").arg(m_databaseName), &error)) {
            ADD_FAILURE() << error.toStdString();
        }
    }
}

QString TestDatabase::folder() const
{
    return m_dir ? m_dir->path() : QString();
}

QSqlDatabase TestDatabase::addConnection(const QString &connectionName) const
{
    if (m_backend == Backend::Sqlite) {
        QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), connectionName);
        db.setDatabaseName(m_location);
        return db;
    }
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QPSQL"), connectionName);
    QString error;
    configure(db, m_location, &error);
    return db;
}

RawConnection::RawConnection(const TestDatabase &database)
    : m_name(QStringLiteral("raw.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
    QSqlDatabase db = database.addConnection(m_name);
    if (!db.open()) {
        m_lastError = db.lastError().text();
    }
}

RawConnection::RawConnection(const QString &sqlitePath)
    : m_name(QStringLiteral("raw.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces)))
{
    QSqlDatabase db = QSqlDatabase::addDatabase(QStringLiteral("QSQLITE"), m_name);
    db.setDatabaseName(sqlitePath);
    if (!db.open()) {
        m_lastError = db.lastError().text();
    }
}

RawConnection::~RawConnection()
{
    {
        QSqlDatabase db = QSqlDatabase::database(m_name, false);
        db.close();
    }
    QSqlDatabase::removeDatabase(m_name);
}

bool RawConnection::ok() const
{
    return db().isOpen();
}

QSqlDatabase RawConnection::db() const
{
    return QSqlDatabase::database(m_name, false);
}

bool RawConnection::exec(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql)) {
        m_lastError = q.lastError().text();
        return false;
    }
    return true;
}

QVariant RawConnection::scalar(const QString &sql)
{
    QSqlQuery q(db());
    if (!q.exec(sql) || !q.next()) {
        m_lastError = q.lastError().text();
        return {};
    }
    return q.value(0);
}

} // namespace SolveDeckTest
