#pragma once

#include "core/result.h"

#include <QString>

namespace SolveDeck {

// A PostgreSQL database as the user names it, in libpq's URL form (team mode):
//
//   postgresql://user@host:port/dbname?sslmode=require&connect_timeout=5
//
// `postgres://` is the same. The port defaults to 5432, the user to libpq's default (the login name); `host` may be
// an IPv6 address in brackets, or empty with `?host=/socket/dir` for a Unix socket. Query parameters: sslmode,
// connect_timeout and host; nothing else. A password is refused wherever it is written (`user:secret@`,
// `?password=`): an address travels through argv, settings and logs, so the password comes from the keychain,
// PGPASSWORD or ~/.pgpass instead. Pure: no I/O, no driver.
struct PostgresLocation
{
    QString user; // empty: libpq's default (the login name)
    QString host; // a host name, an IP address (IPv6 without brackets) or a socket directory
    int port = 5432;
    QString database;
    QString sslMode;               // empty: libpq's default (prefer)
    int connectTimeoutSeconds = 0; // 0: not given (the store then uses defaultConnectTimeoutSeconds)

    static constexpr int defaultPort = 5432;
    // An unreachable host fails within this time instead of the TCP stack's minutes.
    static constexpr int defaultConnectTimeoutSeconds = 10;

    // Error code "DB_LOCATION_INVALID"; the message says what is wrong and how a good address looks. It never
    // repeats a password found in the address.
    static Result<PostgresLocation> parse(const QString &url);

    // True when `location` is meant as a PostgreSQL address (it starts with postgresql:// or postgres://), whether
    // or not it is well formed.
    static bool isPostgresUrl(const QString &location);

    // postgresql://user@host:port/dbname: what the user may see (titles, messages, JobStore::label()). Never holds
    // a password, since parse() refuses addresses that carry one.
    QString label() const;

    // The address that opens this database again with every option it was given: label() with ?sslmode= and
    // ?connect_timeout= when set (JobStore::location(), what a worker thread reopens with: a team database set to
    // sslmode=verify-full must not get libpq's default there). parse(url()) gives this location back. Never holds
    // a password.
    QString url() const;

    // The libpq keywords beyond host, port, user and database, for QSqlDatabase::setConnectOptions
    // ("sslmode=require;connect_timeout=10;application_name=solvedeck").
    QString connectOptions() const;

    bool operator==(const PostgresLocation &) const = default;
};

} // namespace SolveDeck
