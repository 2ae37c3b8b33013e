#pragma once

// A fresh database per test, on either backend the store runs on, for suites parameterised over both:
//
//   class MyTest : public ::testing::TestWithParam<SolveDeckTest::Backend> { ... };
//   INSTANTIATE_TEST_SUITE_P(Backends, MyTest, SolveDeckTest::allBackends(), SolveDeckTest::backendName);
//
// SQLite: a file in a temporary folder (the folder itself is not created yet). PostgreSQL: a new database with a
// random name on the server SOLVEDECK_TEST_PG_URL names (scripts/test starts a throwaway one on 127.0.0.1 and sets
// it), dropped again when the TestDatabase goes. Without that server the PostgreSQL cases fail and say so: they are
// never skipped.

#include <QSqlDatabase>
#include <QString>
#include <QTemporaryDir>
#include <QVariant>
#include <gtest/gtest.h>

#include <memory>
#include <ostream>
#include <string>

namespace SolveDeckTest {

enum class Backend {
    Sqlite,
    PostgreSql,
};

// Both backends, for INSTANTIATE_TEST_SUITE_P.
inline auto allBackends()
{
    return ::testing::Values(Backend::Sqlite, Backend::PostgreSql);
}

// "Sqlite" / "PostgreSql": test names such as Backends/JobStoreTest.Enqueue/PostgreSql.
std::string backendName(const ::testing::TestParamInfo<Backend> &info);
void PrintTo(Backend backend, std::ostream *os);

class TestDatabase
{
public:
    explicit TestDatabase(Backend backend);
    ~TestDatabase();

    TestDatabase(const TestDatabase &) = delete;
    TestDatabase &operator=(const TestDatabase &) = delete;

    Backend backend() const { return m_backend; }

    bool isPostgres() const { return m_backend == Backend::PostgreSql; }

    // False when the database could not be made; error() says why and what to do. Use as
    //   ASSERT_TRUE(db.ready()) << db.error().toStdString();
    bool ready() const { return m_error.isEmpty(); }

    QString error() const { return m_error; }

    // What JobStore::open takes: the SQLite file's path, or postgresql://user@host:port/dbname.
    QString location() const { return m_location; }

    // SQLite: the temporary folder the file lives in (for other files a test needs); empty for PostgreSQL.
    QString folder() const;

    // A connection to the same database outside JobStore, configured but not opened, under `connectionName`
    // (QSQLITE on the file, or QPSQL). Call it in the thread that will use the connection.
    QSqlDatabase addConnection(const QString &connectionName) const;

    // The PostgreSQL server tests create their databases on (SOLVEDECK_TEST_PG_URL), or an error saying to run
    // scripts/test when it is unset.
    static QString serverUrl(QString *error);

private:
    Backend m_backend;
    QString m_location;
    QString m_error;
    std::unique_ptr<QTemporaryDir> m_dir; // SQLite
    QString m_databaseName;               // PostgreSQL: the database this object created (and drops)
};

// A plain connection outside JobStore: to look at the schema, or to play another writer. Opened at construction
// (ok() says whether it worked), closed and removed at destruction. Use it in the thread that made it.
class RawConnection
{
public:
    explicit RawConnection(const TestDatabase &database);
    // A QSQLITE connection on this file.
    explicit RawConnection(const QString &sqlitePath);
    ~RawConnection();

    RawConnection(const RawConnection &) = delete;
    RawConnection &operator=(const RawConnection &) = delete;

    bool ok() const;

    QString lastError() const { return m_lastError; }

    QSqlDatabase db() const;
    // Runs one statement; false (and lastError()) when it fails.
    bool exec(const QString &sql);
    // The first column of the first row; an invalid QVariant when the query fails or returns nothing.
    QVariant scalar(const QString &sql);

private:
    QString m_name;
    QString m_lastError;
};

} // namespace SolveDeckTest
