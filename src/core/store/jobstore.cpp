#include "jobstore.h"

#include "core/model/hostpattern.h"
#include "core/model/validation.h"
#include "core/store/authorisedhosts.h"
#include "core/store/filesafety.h"
#include "core/store/jobtextindex.h"
#include "core/store/postgreslocation.h"
#include "core/store/queuecontrol.h"
#include "core/store/sqldialect.h"
#include "core/store/storelogging.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QMessageAuthenticationCode>
#include <QRandomGenerator>
#include <QSet>
#include <QSqlDatabase>
#include <QSqlDriver>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>
#include <QSysInfo>
#include <QThread>
#include <QTimer>
#include <QUuid>
#include <QVariant>

#include <atomic>
#include <functional>
#include <limits>

namespace SolveDeck {

namespace {

// Every job column, in the order jobFromQuery() reads them.
const char
    jobColumns[] = "id, idempotency_key, method, sitekey, pageurl, params, state, task_id, attempts, created_at, "
                   "submitted_at, ready_at, collected_at, finished_at, next_attempt_at, error_code, "
                   "error_detail, token, token_expires_at, label, created_by, claimed_by";

// Placeholders for IN lists are built from the count only; the values themselves are always bound. Chunks stay well
// under SQLite's bound-parameter limit (32766 since 3.32, 999 before) and PostgreSQL's (65535).
constexpr int maxIdsPerQuery = 500;

QString placeholders(qsizetype count)
{
    QStringList marks;
    marks.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

QString paramsToJson(const QMap<QString, QString> &params)
{
    QJsonObject object;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        object.insert(it.key(), it.value());
    }
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> paramsFromJson(const QString &json, qint64 jobId)
{
    QMap<QString, QString> params;
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toUtf8(), &error);
    if (!doc.isObject()) {
        qCWarning(lcStore) << "job" << jobId << "has unreadable params:" << error.errorString();
        return params;
    }
    const QJsonObject object = doc.object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        params.insert(it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
    }
    return params;
}

Job jobFromQuery(const QSqlQuery &q)
{
    Job job;
    job.id = q.value(0).toLongLong();
    job.idempotencyKey = q.value(1).toString();
    if (const auto method = methodFromName(q.value(2).toString())) {
        job.spec.method = *method;
    } else {
        qCWarning(lcStore) << "job" << job.id << "has an unknown method" << q.value(2).toString();
    }
    job.spec.sitekey = q.value(3).toString();
    job.spec.pageurl = q.value(4).toString();
    job.spec.params = paramsFromJson(q.value(5).toString(), job.id);
    if (const auto state = jobStateFromName(q.value(6).toString())) {
        job.state = *state;
    } else {
        qCWarning(lcStore) << "job" << job.id << "has an unknown state" << q.value(6).toString();
    }
    job.taskId = q.value(7).toString();
    job.attempts = q.value(8).toInt();
    job.createdAtMs = q.value(9).toLongLong();
    job.submittedAtMs = q.value(10).toLongLong();
    job.readyAtMs = q.value(11).toLongLong();
    job.collectedAtMs = q.value(12).toLongLong();
    job.finishedAtMs = q.value(13).toLongLong();
    job.nextAttemptAtMs = q.value(14).toLongLong();
    job.errorCode = q.value(15).toString();
    job.errorDetail = q.value(16).toString();
    job.token = q.value(17).toString();
    job.tokenExpiresAtMs = q.value(18).toLongLong();
    job.spec.label = q.value(19).toString();
    job.createdBy = q.value(20).toString();
    job.claimedBy = q.value(21).toString();
    return job;
}

QString stateList(const QList<JobState> &states)
{
    QStringList names;
    for (JobState s : states) {
        names << jobStateName(s);
    }
    return names.join(QStringLiteral(" or "));
}

// 32 random bytes from the system's source, hex: the fingerprint secret of a new database.
QByteArray randomSecretHex()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return bytes.toHex();
}

// "operator@machine" for this process: the login name and the host name.
QString defaultCreatedBy()
{
    QString login = qEnvironmentVariable("USER");
    if (login.isEmpty()) {
        login = qEnvironmentVariable("LOGNAME");
    }
    if (login.isEmpty()) {
        login = QStringLiteral("unknown");
    }
    return login + QLatin1Char('@') + QSysInfo::machineHostName();
}

struct Migration
{
    int version;
    QStringList statements;
};

// Schema 6: the console's job table reads pages of a million jobs by indexed SQL (JobPages): one index per column
// it filters or sorts by, each ending with the id, which breaks ties in the same direction. Text columns sort
// byte-wise on PostgreSQL too (COLLATE "C"), as JobPages orders them. created_at is indexed since schema 1 (SQLite
// keeps the rowid, the id, in every index; PostgreSQL gets (created_at, id) here).
QStringList jobViewIndexes(const SqlDialect &dialect)
{
    const bool postgres = dialect.kind() == SqlDialect::Kind::PostgreSql;
    auto text = [postgres](const QString &column) {
        return postgres ? column + QStringLiteral(" COLLATE \"C\"") : column;
    };
    QStringList statements{
        QStringLiteral("CREATE INDEX jobs_view_state ON jobs (%1, id)").arg(text(QStringLiteral("state"))),
        QStringLiteral("CREATE INDEX jobs_view_created_by ON jobs (created_by, id)"),
        QStringLiteral("CREATE INDEX jobs_view_method ON jobs (%1, id)").arg(text(QStringLiteral("method"))),
        QStringLiteral("CREATE INDEX jobs_view_sitekey ON jobs (%1, id)").arg(text(QStringLiteral("sitekey"))),
        QStringLiteral("CREATE INDEX jobs_view_pageurl ON jobs (%1, id)").arg(text(QStringLiteral("pageurl"))),
        QStringLiteral("CREATE INDEX jobs_view_error ON jobs (%1, id)").arg(text(QStringLiteral("error_code"))),
        QStringLiteral("CREATE INDEX jobs_view_token_expires ON jobs (token_expires_at, id)"),
    };
    if (postgres) {
        statements << QStringLiteral("CREATE INDEX jobs_view_created ON jobs (created_at, id)");
    }
    return statements;
}

// Schema 8: the console's text filter and Elapsed sort on a million jobs. The trigram index of the searched text
// (JobTextIndex, SQLite only), and the Elapsed order in two indexed parts (JobPages): finished jobs by their fixed
// finished_at - created_at, and the few unfinished ones, whose elapsed time counts up with the clock, by creation.
QStringList schemaEight(const SqlDialect &dialect)
{
    QStringList statements = JobTextIndex::schema(dialect);
    statements << QStringLiteral("CREATE INDEX jobs_view_elapsed ON jobs ((finished_at - created_at), id)"
                                 " WHERE finished_at > 0")
               << QStringLiteral("CREATE INDEX jobs_view_unfinished ON jobs (created_at, id) WHERE finished_at <= 0");
    return statements;
}

// The schema, one entry per version, applied in order inside one transaction. Never edit a released entry: add a
// new version (the state list in the CHECK is spelled out for that reason; a new state is a new migration).
QList<Migration> migrations(const SqlDialect &dialect)
{
    const QString pk = dialect.autoIncrementPrimaryKey();
    QList<Migration> all{
        {1,
         {
             // Times are UTC ms since the epoch; 0 means "not yet" (as in model/job.h). Strings are '' rather than
             // NULL when absent, so the model needs no optional fields.
             QStringLiteral("CREATE TABLE jobs ("
                            " id %1,"
                            " idempotency_key TEXT NOT NULL UNIQUE,"
                            " method TEXT NOT NULL,"
                            " sitekey TEXT NOT NULL DEFAULT '',"
                            " pageurl TEXT NOT NULL DEFAULT '',"
                            " params TEXT NOT NULL DEFAULT '{}',"
                            " state TEXT NOT NULL CHECK (state IN ('queued', 'submitting', 'submitted', 'solved',"
                            " 'failed', 'canceled')),"
                            " task_id TEXT NOT NULL DEFAULT '',"
                            " attempts INTEGER NOT NULL DEFAULT 0,"
                            " created_at BIGINT NOT NULL,"
                            " submitted_at BIGINT NOT NULL DEFAULT 0,"
                            " ready_at BIGINT NOT NULL DEFAULT 0,"
                            " collected_at BIGINT NOT NULL DEFAULT 0,"
                            " finished_at BIGINT NOT NULL DEFAULT 0,"
                            " next_attempt_at BIGINT NOT NULL DEFAULT 0,"
                            " error_code TEXT NOT NULL DEFAULT '',"
                            " error_detail TEXT NOT NULL DEFAULT '',"
                            " token TEXT NOT NULL DEFAULT '',"
                            " token_expires_at BIGINT NOT NULL DEFAULT 0)")
                 .arg(pk),
             QStringLiteral("CREATE TABLE job_events ("
                            " id %1,"
                            " job_id BIGINT NOT NULL REFERENCES jobs (id) ON DELETE CASCADE,"
                            " at BIGINT NOT NULL,"
                            " kind TEXT NOT NULL,"
                            " detail TEXT NOT NULL DEFAULT '')")
                 .arg(pk),
             // The dispatcher's question: which queued jobs are due, earliest first.
             QStringLiteral("CREATE INDEX jobs_state_next_attempt ON jobs (state, next_attempt_at)"),
             // History pages, newest first.
             QStringLiteral("CREATE INDEX jobs_created_at ON jobs (created_at)"),
             // One job's timeline.
             QStringLiteral("CREATE INDEX job_events_job_at ON job_events (job_id, at)"),
         }},
        {2,
         {
             // When the last submit of a job was sent (in.php may have created a task from then on). Kept when a
             // submit's fate is unknown (a lost answer, a crash mid-submit) and when a job in flight is canceled:
             // such a task may still hold a thread of the plan until its deadline, also after a restart.
             QStringLiteral("ALTER TABLE jobs ADD COLUMN submit_sent_at BIGINT NOT NULL DEFAULT 0"),
             // What the engine learned of each method's solve times (ms, oldest first, comma-separated), so the
             // next start begins from it instead of from the documented prior alone.
             QStringLiteral("CREATE TABLE learned_solve_times ("
                            " method TEXT NOT NULL PRIMARY KEY,"
                            " samples TEXT NOT NULL DEFAULT '',"
                            " updated_at BIGINT NOT NULL DEFAULT 0)"),
         }},
        {3,
         {
             // What the operator knows a job by (an image job's file name); shown, exported, never sent.
             QStringLiteral("ALTER TABLE jobs ADD COLUMN label TEXT NOT NULL DEFAULT ''"),
         }},
        {4,
         {
             // Many engines on one database (docs/architecture.md "Leases"). Each engine's lease: alive while its
             // heartbeat is recent.
             QStringLiteral("CREATE TABLE engines ("
                            " id TEXT NOT NULL PRIMARY KEY,"
                            " host TEXT NOT NULL,"
                            " pid BIGINT NOT NULL,"
                            " operator TEXT NOT NULL DEFAULT '',"
                            " account TEXT NOT NULL DEFAULT '',"
                            " started_at BIGINT NOT NULL,"
                            " heartbeat_at BIGINT NOT NULL)"),
             // One row per account (a keyed hash of its API key, never the key): the cap every engine shares.
             QStringLiteral("CREATE TABLE accounts ("
                            " fingerprint TEXT NOT NULL PRIMARY KEY,"
                            " thread_cap INTEGER NOT NULL DEFAULT 0,"
                            " plan_threads INTEGER NOT NULL DEFAULT 0,"
                            " updated_at BIGINT NOT NULL DEFAULT 0)"),
             // The secret of the fingerprints: random per database, so the same key has unrelated fingerprints in
             // two databases, and a fingerprint alone cannot be checked against a guessed key.
             QStringLiteral("CREATE TABLE store_meta (name TEXT NOT NULL PRIMARY KEY, value TEXT NOT NULL)"),
             QStringLiteral("INSERT INTO store_meta (name, value) VALUES ('fingerprint_secret', '%1')")
                 .arg(QString::fromLatin1(randomSecretHex())),
             // The engine that claimed the job's latest submit; the account it was claimed for; who added it.
             QStringLiteral("ALTER TABLE jobs ADD COLUMN claimed_by TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE jobs ADD COLUMN account TEXT NOT NULL DEFAULT ''"),
             QStringLiteral("ALTER TABLE jobs ADD COLUMN created_by TEXT NOT NULL DEFAULT ''"),
             // The claim's question: how many of this account's jobs hold threads.
             QStringLiteral("CREATE INDEX jobs_account_state ON jobs (account, state)"),
         }},
        {5,
         {
             // The hosts the operator owns or is authorised to test (exact host, or "*.domain" for its subdomains):
             // a job for any other host is stored but never submitted. Who allowed it, when, and why.
             QStringLiteral("CREATE TABLE authorised_hosts ("
                            " pattern TEXT NOT NULL PRIMARY KEY,"
                            " added_by TEXT NOT NULL DEFAULT '',"
                            " added_at BIGINT NOT NULL,"
                            " note TEXT NOT NULL DEFAULT '')"),
             // What operators did (set a key, changed the cap, paused, allowed a host, exported...), append-only:
             // no code path updates or deletes a row except retention, which records itself. actor is
             // "user@machine", app "console" or "cli"; detail never holds the key.
             QStringLiteral("CREATE TABLE audit_log ("
                            " id %1,"
                            " at BIGINT NOT NULL,"
                            " actor TEXT NOT NULL,"
                            " app TEXT NOT NULL,"
                            " action TEXT NOT NULL,"
                            " detail TEXT NOT NULL DEFAULT '')")
                 .arg(pk),
             QStringLiteral("CREATE INDEX audit_log_at ON audit_log (at)"),
             // What each API endpoint was found to support (multi-id polling and its answer envelope), so the next
             // start need not ask again.
             QStringLiteral("CREATE TABLE endpoint_capabilities ("
                            " endpoint TEXT NOT NULL PRIMARY KEY,"
                            " multi_id TEXT NOT NULL DEFAULT '',"
                            " envelope TEXT NOT NULL DEFAULT '',"
                            " checked_at BIGINT NOT NULL DEFAULT 0)"),
         }},
        {6, jobViewIndexes(dialect)},
        {7,
         {
             // The canonical host of the job's page URL (HostPattern::hostOfUrl), so the claim can pick only jobs
             // for authorised hosts in SQL. Filled for existing rows by backfillTargetHosts, in the same transaction.
             QStringLiteral("ALTER TABLE jobs ADD COLUMN target_host TEXT NOT NULL DEFAULT ''"),
         }},
        {8, schemaEight(dialect)},
    };
    // PostgreSQL only (nothing on SQLite): the change feed's triggers, which NOTIFY the changed job ids at each commit
    // (SqlDialect::changeFeedSchema). Part of version 4 because no PostgreSQL database of an earlier version can
    // exist: SolveDeck opens PostgreSQL from this version on.
    for (Migration &m : all) {
        if (m.version == 4) {
            m.statements += dialect.changeFeedSchema();
        }
    }
    return all;
}

} // namespace

// One state change: UPDATE jobs SET <setSql> WHERE id = ? AND state IN (<from>), then its job_events row.
struct JobStore::Transition
{
    Transition(qint64 jobId, QList<JobState> fromStates, QString kind, QString eventDetail, qint64 now)
        : id(jobId)
        , from(std::move(fromStates))
        , eventKind(std::move(kind))
        , detail(std::move(eventDetail))
        , nowMs(now)
    {
    }

    qint64 id = 0;
    QList<JobState> from;
    QString eventKind;
    QString detail;
    qint64 nowMs = 0;
    JobClaim claim;        // when a guard: only while this engine holds this attempt
    QString verb;          // for the refusal message: "only a queued job can be <verb>"
    QString setSql;        // assignments with positional placeholders
    QVariantList setBinds; // their values, in order
    std::function<QString(int attempts)> detailAfterUpdate; // when the detail needs the updated attempts count
};

namespace {
// Statements the stores of this process ran (bound statements, transaction starts and ends): a benchmark figure.
std::atomic<qint64> statementCount{0};
} // namespace

struct JobStore::Private
{
    SqlDialect dialect;
    QString connectionName;
    QString path; // the file, or the PostgreSQL URL without password: how messages name the database
    QString createdBy = defaultCreatedBy();

    // The change feed (setWatchChanges).
    bool watching = false;
    QTimer *watchTimer = nullptr; // SQLite: the data_version check; a child of the store
    qint64 seenDataVersion = 0;
    qint64 seenEventId = 0;
    QMetaObject::Connection notificationConnection; // PostgreSQL: the driver's notification signal

    bool postgres() const { return dialect.kind() == SqlDialect::Kind::PostgreSql; }

    QSqlDatabase database() const { return QSqlDatabase::database(connectionName, false); }

    QSqlQuery query() const
    {
        QSqlQuery q(database());
        q.setForwardOnly(true);
        return q;
    }

    Error writeError(const QString &what, const QSqlError &error) const
    {
        qCWarning(lcStore) << "write failed:" << what << error.text();
        if (postgres()) {
            return Error{QStringLiteral("DB_WRITE_FAILED"),
                         QCoreApplication::translate("JobStore",
                                                     "Could not %1 in the job database %2: %3. Check that the "
                                                     "PostgreSQL server is running and reachable and that the "
                                                     "database role may write SolveDeck's tables; if another "
                                                     "console or script holds the jobs busy, try again.")
                             .arg(what, path, error.text())};
        }
        return Error{QStringLiteral("DB_WRITE_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "Could not %1 in the job database %2: %3. Check that the disk is "
                                                 "not full and that the file and its folder are writable; if another "
                                                 "SolveDeck window or command holds the database busy, try again.")
                         .arg(what, path, error.text())};
    }

    Error notOpenError() const
    {
        return Error{QStringLiteral("DB_WRITE_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "The job database is not open. Open it first (this is "
                                                 "a program error; please report it).")};
    }

    // Creates the account's row when missing (every engine that runs with the key may be the first).
    bool ensureAccountRow(QSqlQuery &q, const QString &account, qint64 now) const
    {
        return exec(q,
                    QStringLiteral("INSERT INTO accounts (fingerprint, thread_cap, plan_threads, updated_at)"
                                   " VALUES (?, 0, 0, ?) ON CONFLICT (fingerprint) DO NOTHING"),
                    {account, now});
    }

    bool exec(QSqlQuery &q, const QString &sql, const QVariantList &binds = {}) const
    {
        return q.prepare(sql) && run(q, binds);
    }

    // Executes an already prepared statement with these values (statements repeated in a batch are prepared once).
    static bool run(QSqlQuery &q, const QVariantList &binds)
    {
        statementCount.fetch_add(1, std::memory_order_relaxed);
        for (qsizetype i = 0; i < binds.size(); ++i) {
            const QVariant &v = binds[i];
            // A null QString binds as SQL NULL; every text column is NOT NULL with '' for "absent".
            if (v.typeId() == QMetaType::QString && v.toString().isNull()) {
                q.bindValue(int(i), QString(QLatin1String("")));
            } else {
                q.bindValue(int(i), v);
            }
        }
        return q.exec();
    }
};

// A write transaction that rolls back unless committed, so every early return leaves the database as it was.
class JobStoreTransaction
{
public:
    explicit JobStoreTransaction(const QSqlDatabase &db, const SqlDialect &dialect)
        : m_db(db)
    {
        QSqlQuery q(m_db);
        statementCount.fetch_add(1, std::memory_order_relaxed);
        m_active = q.exec(dialect.beginWriteTransaction());
        if (!m_active) {
            m_error = q.lastError();
        }
    }

    ~JobStoreTransaction()
    {
        if (m_active) {
            QSqlQuery q(m_db);
            if (!q.exec(QStringLiteral("ROLLBACK"))) {
                qCWarning(lcStore) << "rollback failed:" << q.lastError().text();
            }
        }
    }

    JobStoreTransaction(const JobStoreTransaction &) = delete;
    JobStoreTransaction &operator=(const JobStoreTransaction &) = delete;

    bool active() const { return m_active; }

    QSqlError error() const { return m_error; }

    bool commit()
    {
        statementCount.fetch_add(1, std::memory_order_relaxed);
        QSqlQuery q(m_db);
        if (!q.exec(QStringLiteral("COMMIT"))) {
            m_error = q.lastError();
            return false; // still active: the destructor rolls back
        }
        m_active = false;
        return true;
    }

private:
    QSqlDatabase m_db;
    bool m_active = false;
    QSqlError m_error;
};

JobStore::JobStore(const Clock &clock, QObject *parent)
    : QObject(parent)
    , m_clock(clock)
    , d(std::make_unique<Private>())
{
}

JobStore::~JobStore()
{
    close();
}

QString JobStore::defaultDatabasePath()
{
    return QStandardPaths::writableLocation(QStandardPaths::AppDataLocation) + QStringLiteral("/solvedeck.sqlite");
}

bool JobStore::isPostgresLocation(const QString &location)
{
    return PostgresLocation::isPostgresUrl(location);
}

bool JobStore::isPostgres() const
{
    return isOpen() && d->postgres();
}

Result<void> JobStore::open(const QString &location, const QString &password)
{
    if (isPostgresLocation(location)) {
        return openPostgres(location, password);
    }
    return openSqlite(location);
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

Result<void> JobStore::openPostgres(const QString &url, const QString &password)
{
    close();
    const Result<PostgresLocation> parsed = PostgresLocation::parse(url);
    if (!parsed) {
        qCWarning(lcStore) << "refused a PostgreSQL address:" << parsed.error().message;
        return parsed.error();
    }
    const PostgresLocation &location = parsed.value();
    d->dialect = SqlDialect(SqlDialect::Kind::PostgreSql);
    d->path = location.label();
    d->connectionName = QStringLiteral("solvedeck.store.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    auto fail = [this](const Error &error) {
        qCWarning(lcStore) << "cannot open" << d->path << ":" << error.message;
        close();
        return error;
    };
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(d->dialect.driverName(), d->connectionName);
        if (!db.isValid()) {
            db = QSqlDatabase();
            return fail(Error{QStringLiteral("DB_OPEN_FAILED"),
                              QCoreApplication::translate("JobStore",
                                                          "Qt's PostgreSQL driver (QPSQL) is not installed, so %1 "
                                                          "cannot be opened. Install it (on Debian and Ubuntu: "
                                                          "apt install libqt6sql6-psql).")
                                  .arg(d->path)});
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
    for (const QString &sql : d->dialect.connectionSetup()) {
        QSqlQuery q = d->query();
        if (!q.exec(sql)) {
            const QString reason = q.lastError().text();
            q = QSqlQuery();
            return fail(Error{QStringLiteral("DB_OPEN_FAILED"),
                              QCoreApplication::translate("JobStore", "Could not set up the connection to %1: %2.")
                                  .arg(d->path, reason)});
        }
    }
    if (auto migrated = migrate(); !migrated) {
        return fail(migrated.error());
    }
    qCInfo(lcStore) << "opened" << d->path;
    return {};
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

Result<void> JobStore::openSqlite(const QString &path)
{
    close();
    auto openError = [&path](const QString &message) {
        qCWarning(lcStore) << "cannot open" << path << ":" << message;
        return Error{QStringLiteral("DB_OPEN_FAILED"), message};
    };
    if (path.isEmpty()) {
        return openError(QCoreApplication::translate("JobStore",
                                                     "No job database path was given. Give the path of "
                                                     "a database file."));
    }
    if (isPostgresLocation(path)) {
        // Taken as a file name, it would create folders named "postgresql:" under the working directory. Not
        // logged or repeated as given: the address might hold a password.
        const Result<PostgresLocation> location = PostgresLocation::parse(path);
        const QString label = location ? location->label() : QStringLiteral("postgresql://...");
        qCWarning(lcStore) << "openSqlite was given the PostgreSQL address" << label;
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "This part of SolveDeck opens database files only, and %1 is a "
                                                 "PostgreSQL address. Use a database file here (this is a program "
                                                 "error; please report it).")
                         .arg(label)};
    }
    if (Result<void> notUrl = FileSafety::checkNotAUrl(path); !notUrl) {
        return openError(notUrl.error().message);
    }
    const QFileInfo info(path);
    const QString absolutePath = info.absoluteFilePath();
    const QString folder = info.absolutePath();
    if (!QDir().mkpath(folder)) {
        return openError(QCoreApplication::translate("JobStore",
                                                     "Could not create the folder %1 for the job "
                                                     "database. Check the permissions of its parent "
                                                     "folder or choose another database location.")
                             .arg(folder));
    }
    if (!QFileInfo(folder).isWritable()) {
        // SQLite creates its -wal and -shm files next to the database.
        return openError(QCoreApplication::translate("JobStore",
                                                     "The folder %1 is not writable, and the job "
                                                     "database needs to create files there. Make it "
                                                     "writable (chmod u+w) or choose another location.")
                             .arg(folder));
    }
    // Nobody else may plant or swap the database: the folder, the file and its -wal/-shm (filesafety.h).
    if (Result<void> safe = FileSafety::checkFolder(folder); !safe) {
        return openError(safe.error().message);
    }
    if (Result<void> safe = FileSafety::checkDatabaseFiles(absolutePath); !safe) {
        return openError(safe.error().message);
    }
    constexpr QFileDevice::Permissions ownerOnly = QFileDevice::ReadOwner | QFileDevice::WriteOwner;
    if (!info.exists()) {
        // Create the file ourselves, mode 0600 from the first byte (tokens live here), before the driver opens it.
        // NewOnly: if another SolveDeck process creates it at the same moment, theirs is used.
        QFile file(absolutePath);
        if (!file.open(QIODevice::WriteOnly | QIODevice::NewOnly, ownerOnly)) {
            if (!QFileInfo::exists(absolutePath)) {
                return openError(QCoreApplication::translate("JobStore",
                                                             "Could not create the job database %1: %2. "
                                                             "Check the folder's permissions and free disk "
                                                             "space, or choose another location.")
                                     .arg(absolutePath, file.errorString()));
            }
            // Someone else created it meanwhile: it gets the same checks as any existing file.
            if (Result<void> safe = FileSafety::checkDatabaseFiles(absolutePath); !safe) {
                return openError(safe.error().message);
            }
        }
    } else if (info.isDir()) {
        return openError(QCoreApplication::translate("JobStore",
                                                     "%1 is a folder, not a job database file. Give the "
                                                     "path of a file (for example %1/solvedeck.sqlite).")
                             .arg(absolutePath));
    }
    if (!QFileInfo(absolutePath).isWritable()) {
        return openError(QCoreApplication::translate("JobStore",
                                                     "The job database %1 is not writable (read-only, or "
                                                     "owned by another user). Make it writable with "
                                                     "chmod u+w, or choose another location.")
                             .arg(absolutePath));
    }

    d->dialect = SqlDialect(SqlDialect::Kind::Sqlite);
    d->path = absolutePath;
    d->connectionName = QStringLiteral("solvedeck.store.%1").arg(QUuid::createUuid().toString(QUuid::WithoutBraces));
    {
        QSqlDatabase db = QSqlDatabase::addDatabase(d->dialect.driverName(), d->connectionName);
        db.setDatabaseName(absolutePath);
        if (!db.open()) {
            const QString reason = db.lastError().text();
            db = QSqlDatabase();
            close();
            return openError(QCoreApplication::translate("JobStore",
                                                         "Could not open the job database %1: %2. "
                                                         "Check that the file is a SolveDeck database "
                                                         "and is writable, or choose another location.")
                                 .arg(absolutePath, reason));
        }
    }
    QStringList setup = d->dialect.connectionSetup();
    if (QFileInfo(absolutePath).size() == 0) {
        // A new, empty file gets incremental auto-vacuum before its first table (SQLite takes it only then), so
        // retention can hand the pages of purged jobs back a few at a time (PRAGMA incremental_vacuum) instead of
        // a VACUUM that rewrites the whole file under an exclusive lock. Existing files keep theirs: on a file
        // with tables the pragma would wait for the write lock and change nothing.
        setup.prepend(QStringLiteral("PRAGMA auto_vacuum=INCREMENTAL"));
    }
    for (const QString &sql : setup) {
        QSqlQuery q = d->query();
        if (!execWhileBusy(q, sql)) {
            const QString reason = q.lastError().text();
            q = QSqlQuery();
            close();
            return openError(QCoreApplication::translate("JobStore",
                                                         "Could not use %1 as a job database: %2. If "
                                                         "the file is not a SolveDeck database, move it "
                                                         "away or choose another location.")
                                 .arg(absolutePath, reason));
        }
        if (sql.contains(QLatin1String("journal_mode")) && q.next()
            && q.value(0).toString().compare(QLatin1String("wal"), Qt::CaseInsensitive) != 0) {
            // Happens on file systems without shared memory (some network mounts): works, but GUI and CLI block
            // each other more.
            qCWarning(lcStore) << "journal mode is" << q.value(0).toString() << "instead of WAL for" << absolutePath;
        }
    }
    if (auto migrated = migrate(); !migrated) {
        close();
        return migrated;
    }
    qCInfo(lcStore) << "opened" << absolutePath;
    return {};
}

Result<void> JobStore::migrate()
{
    const QList<Migration> all = migrations(d->dialect);
    const int latest = all.constLast().version;
    // Up to date: nothing to write, so no write lock to wait for. A command that only reads must open while
    // another process (the console's engine, a running script) holds the database busy.
    if (schemaVersion() == latest) {
        return {};
    }
    JobStoreTransaction tx(d->database(), d->dialect);
    auto fail = [this](const QSqlError &error) {
        if (d->postgres()) {
            return Error{QStringLiteral("DB_OPEN_FAILED"),
                         QCoreApplication::translate("JobStore",
                                                     "Could not prepare the job database %1: %2. The first "
                                                     "connection to a new database creates SolveDeck's tables: "
                                                     "that role needs the CREATE privilege on the database's "
                                                     "schema (later ones need only to read and write the "
                                                     "tables). If the database holds other tables of the same "
                                                     "names, use a database of its own for SolveDeck.")
                             .arg(d->path, error.text())};
        }
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "Could not prepare the job database %1: %2. If the file "
                                                 "is not a SolveDeck database, move it away or choose "
                                                 "another location; otherwise check disk space and "
                                                 "permissions.")
                         .arg(d->path, error.text())};
    };
    if (!tx.active()) {
        return fail(tx.error());
    }
    // Version 7's new column for the jobs already stored: the host needs HostPattern's C++ (IDN), not SQL. Errors
    // are left in q.lastError().
    auto backfillTargetHosts = [this](QSqlQuery &q) {
        if (!d->exec(q, QStringLiteral("SELECT id, pageurl FROM jobs WHERE pageurl <> ''"))) {
            return false;
        }
        QList<std::pair<qint64, QString>> rows;
        while (q.next()) {
            rows.append({q.value(0).toLongLong(), HostPattern::hostOfUrl(q.value(1).toString())});
        }
        q.finish();
        if (rows.isEmpty()) {
            return true;
        }
        if (!q.prepare(QStringLiteral("UPDATE jobs SET target_host = ? WHERE id = ?"))) {
            return false;
        }
        return std::ranges::all_of(rows, [&q](const std::pair<qint64, QString> &row) {
            return Private::run(q, {row.second, row.first});
        });
    };
    int current = 0;
    {
        QSqlQuery q = d->query();
        // Two processes opening one new database at once take turns here; the second then finds schema_version
        // made and up to date. (SQLite: BEGIN IMMEDIATE took the write lock already.)
        if (const QString lock = d->dialect.migrationLock(); !lock.isEmpty() && !q.exec(lock)) {
            return fail(q.lastError());
        }
        if (!q.exec(QStringLiteral("CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL PRIMARY KEY,"
                                   " applied_at BIGINT NOT NULL)"))) {
            return fail(q.lastError());
        }
        if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_version")) || !q.next()) {
            return fail(q.lastError());
        }
        current = q.value(0).toInt();
    }
    if (current > latest) {
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "The job database %1 was written by a newer SolveDeck "
                                                 "(schema version %2; this version knows up to %3). "
                                                 "Update SolveDeck, or choose another database location.")
                         .arg(d->path)
                         .arg(current)
                         .arg(latest)};
    }
    for (const Migration &m : all) {
        if (m.version <= current) {
            continue;
        }
        for (const QString &sql : m.statements) {
            QSqlQuery q = d->query();
            if (!q.exec(sql)) {
                return fail(q.lastError());
            }
        }
        QSqlQuery q = d->query();
        if (m.version == 7 && !backfillTargetHosts(q)) {
            return fail(q.lastError());
        }
        if (!d->exec(q,
                     QStringLiteral("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)"),
                     {m.version, m_clock.nowMs()})) {
            return fail(q.lastError());
        }
        qCInfo(lcStore) << "migrated" << d->path << "to schema version" << m.version;
    }
    if (!tx.commit()) {
        return fail(tx.error());
    }
    return {};
}

int JobStore::schemaVersion() const
{
    if (!isOpen()) {
        return 0;
    }
    QSqlQuery q = d->query();
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_version")) || !q.next()) {
        return 0;
    }
    return q.value(0).toInt();
}

void JobStore::close()
{
    if (d->connectionName.isEmpty()) {
        return;
    }
    stopWatching();
    {
        QSqlDatabase db = d->database();
        if (db.isOpen()) {
            db.close();
        }
    }
    QSqlDatabase::removeDatabase(d->connectionName);
    d->connectionName.clear();
}

bool JobStore::isOpen() const
{
    return !d->connectionName.isEmpty() && d->database().isOpen();
}

QString JobStore::connectionName() const
{
    return d->connectionName;
}

// ---- the store's sibling tables ------------------------------------------------------------------------------

const SqlDialect &JobStore::dialect() const
{
    return d->dialect;
}

QSqlQuery JobStore::readQuery() const
{
    return d->query();
}

QString JobStore::jobColumnList()
{
    return QLatin1String(jobColumns);
}

Job JobStore::jobFromRow(const QSqlQuery &q)
{
    return jobFromQuery(q);
}

bool JobStore::exec(QSqlQuery &q, const QString &sql, const QVariantList &binds)
{
    return q.prepare(sql) && Private::run(q, binds);
}

Result<void> JobStore::write(const QString &what, const std::function<bool(QSqlQuery &)> &body)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    JobStoreTransaction tx(d->database(), d->dialect);
    if (!tx.active()) {
        return d->writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!body(q)) {
        if (q.lastError().type() == QSqlError::NoError) {
            // The body chose to roll back (a bad row in an import): nothing failed here, the caller says why.
            return Error{QStringLiteral("ROLLED_BACK"),
                         QCoreApplication::translate("JobStore", "Nothing was saved (%1 was abandoned).").arg(what)};
        }
        return d->writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return d->writeError(what, tx.error());
    }
    return {};
}

QString JobStore::databasePath() const
{
    return d->path;
}

Result<void> JobStore::setWatchChanges(bool on, int intervalMs)
{
    stopWatching();
    if (!on) {
        return {};
    }
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "follow the changes of other connections");
    if (d->postgres()) {
        QSqlDriver *driver = d->database().driver();
        d->notificationConnection = connect(driver,
                                            &QSqlDriver::notification,
                                            this,
                                            [this](const QString &name,
                                                   QSqlDriver::NotificationSource source,
                                                   const QVariant &payload) {
            onNotification(name, int(source), payload);
        });
        if (!driver->subscribeToNotification(QLatin1String(SqlDialect::changeChannel))) {
            const QSqlError error = driver->lastError();
            disconnect(d->notificationConnection);
            return d->writeError(what, error);
        }
        d->watching = true;
        return {};
    }
    // Start from now: what other connections commit from here on is news.
    QSqlQuery q = d->query();
    if (!q.exec(d->dialect.dataVersionQuery()) || !q.next()) {
        return d->writeError(what, q.lastError());
    }
    d->seenDataVersion = q.value(0).toLongLong();
    q = d->query();
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM job_events")) || !q.next()) {
        return d->writeError(what, q.lastError());
    }
    d->seenEventId = q.value(0).toLongLong();
    q = QSqlQuery();
    if (!d->watchTimer) {
        d->watchTimer = new QTimer(this);
        connect(d->watchTimer, &QTimer::timeout, this, &JobStore::pollSqliteChanges);
    }
    d->watchTimer->start(std::max(10, intervalMs));
    d->watching = true;
    return {};
}

bool JobStore::watchesChanges() const
{
    return d->watching;
}

void JobStore::stopWatching()
{
    if (!d->watching) {
        return;
    }
    d->watching = false;
    if (d->watchTimer) {
        d->watchTimer->stop();
    }
    if (d->notificationConnection) {
        disconnect(d->notificationConnection);
        if (QSqlDriver *driver = d->database().driver(); driver && d->database().isOpen()) {
            driver->unsubscribeFromNotification(QLatin1String(SqlDialect::changeChannel));
        }
    }
}

void JobStore::onNotification(const QString &name, int source, const QVariant &payload)
{
    // Our own commits were announced when they were made.
    if (name != QLatin1String(SqlDialect::changeChannel) || source == int(QSqlDriver::SelfSource)) {
        return;
    }
    QList<qint64> ids;
    for (const QString &part : payload.toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
        bool ok = false;
        const qint64 id = part.trimmed().toLongLong(&ok);
        if (ok && id > 0) {
            ids.append(id);
        }
    }
    if (!ids.isEmpty()) {
        Q_EMIT jobsChanged(ids);
    }
}

void JobStore::pollSqliteChanges()
{
    if (!isOpen()) {
        return;
    }
    QSqlQuery q = d->query();
    if (!q.exec(d->dialect.dataVersionQuery()) || !q.next()) {
        qCWarning(lcStore) << "change check failed:" << q.lastError().text();
        return;
    }
    const qint64 version = q.value(0).toLongLong();
    if (version == d->seenDataVersion) {
        return; // nobody else committed: nothing to read
    }
    d->seenDataVersion = version;
    q = d->query();
    // Event ids grow in commit order on SQLite (one writer at a time), so "newer than the last seen" misses none.
    if (!d->exec(q, QStringLiteral("SELECT id, job_id FROM job_events WHERE id > ? ORDER BY id"), {d->seenEventId})) {
        qCWarning(lcStore) << "change check failed:" << q.lastError().text();
        return;
    }
    QList<qint64> ids;
    QSet<qint64> seen;
    while (q.next()) {
        d->seenEventId = q.value(0).toLongLong();
        const qint64 jobId = q.value(1).toLongLong();
        if (!seen.contains(jobId)) {
            seen.insert(jobId);
            ids.append(jobId);
        }
    }
    if (!ids.isEmpty()) {
        Q_EMIT jobsChanged(ids);
    }
}

// The statements enqueueing runs for every job, prepared once per batch.
struct JobStore::InsertStatements
{
    QSqlQuery insert;
    QSqlQuery event;
    QSqlQuery existing;
};

Result<void> JobStore::prepareInsertStatements(InsertStatements &st) const
{
    static const QStringList columns{QStringLiteral("idempotency_key"),
                                     QStringLiteral("method"),
                                     QStringLiteral("sitekey"),
                                     QStringLiteral("pageurl"),
                                     QStringLiteral("params"),
                                     QStringLiteral("state"),
                                     QStringLiteral("created_at"),
                                     QStringLiteral("next_attempt_at"),
                                     QStringLiteral("label"),
                                     QStringLiteral("created_by"),
                                     QStringLiteral("target_host")};
    st.insert = d->query();
    st.event = d->query();
    st.existing = d->query();
    const QString what = QCoreApplication::translate("JobStore", "add jobs");
    if (!st.insert.prepare(
            d->dialect.insertOrIgnoreReturningId(QStringLiteral("jobs"), columns, QStringLiteral("idempotency_key")))) {
        return d->writeError(what, st.insert.lastError());
    }
    if (!st.event.prepare(QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (?, ?, ?, ?)"))) {
        return d->writeError(what, st.event.lastError());
    }
    if (!st.existing.prepare(QStringLiteral("SELECT id FROM jobs WHERE idempotency_key = ?"))) {
        return d->writeError(what, st.existing.lastError());
    }
    return {};
}

Result<JobStore::Enqueued> JobStore::insertJob(InsertStatements &st,
                                               const TaskSpec &spec,
                                               const QString &key,
                                               qint64 nowMs)
{
    const QString what = QCoreApplication::translate("JobStore", "add a job");
    // A queued job's next_attempt_at is never 0: "due now" is stored as the time it became due, so the earliest
    // next attempt is a real time and the dispatcher serves jobs first in, first out.
    if (!Private::run(st.insert,
                      {key,
                       methodName(spec.method),
                       spec.sitekey,
                       spec.pageurl,
                       paramsToJson(spec.params),
                       jobStateName(JobState::Queued),
                       nowMs,
                       nowMs,
                       spec.label,
                       d->createdBy,
                       HostPattern::hostOfUrl(spec.pageurl)})) {
        return d->writeError(what, st.insert.lastError());
    }
    if (st.insert.next()) {
        Enqueued result{st.insert.value(0).toLongLong(), true};
        st.insert.finish();
        if (!Private::run(st.event,
                          {result.jobId, nowMs, QString::fromLatin1(EventKind::Enqueued), methodName(spec.method)})) {
            return d->writeError(what, st.event.lastError());
        }
        return result;
    }
    st.insert.finish();
    if (!Private::run(st.existing, {key}) || !st.existing.next()) {
        return d->writeError(what, st.existing.lastError());
    }
    Enqueued result{st.existing.value(0).toLongLong(), false};
    st.existing.finish();
    return result;
}

Result<JobStore::Enqueued> JobStore::enqueue(const TaskSpec &spec, const QString &idempotencyKey)
{
    auto batch = enqueueBatch({{spec, idempotencyKey}});
    if (!batch) {
        return batch.error();
    }
    return batch.value().constFirst();
}

Result<QList<JobStore::Enqueued>> JobStore::enqueueBatch(const QList<std::pair<TaskSpec, QString>> &items)
{
    for (qsizetype i = 0; i < items.size(); ++i) {
        Result<void> valid = validateTaskSpec(items[i].first);
        if (valid) {
            valid = validateIdempotencyKey(items[i].second);
        }
        if (!valid) {
            Error error = valid.error();
            if (items.size() > 1) {
                error.message = QCoreApplication::translate("JobStore", "job %1 of %2: %3")
                                    .arg(i + 1)
                                    .arg(items.size())
                                    .arg(error.message);
            }
            return error;
        }
    }
    if (!isOpen()) {
        return d->notOpenError();
    }
    QList<Enqueued> results;
    results.reserve(items.size());
    QList<qint64> created;
    {
        JobStoreTransaction tx(d->database(), d->dialect);
        if (!tx.active()) {
            return d->writeError(QCoreApplication::translate("JobStore", "add jobs"), tx.error());
        }
        InsertStatements statements;
        if (auto prepared = prepareInsertStatements(statements); !prepared) {
            return prepared.error();
        }
        const qint64 now = m_clock.nowMs();
        for (const auto &[spec, givenKey] : items) {
            const QString key = givenKey.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces) : givenKey;
            auto inserted = insertJob(statements, spec, key, now);
            if (!inserted) {
                return inserted.error();
            }
            results << inserted.value();
            if (inserted->created) {
                created << inserted->jobId;
            }
        }
        if (!tx.commit()) {
            return d->writeError(QCoreApplication::translate("JobStore", "add jobs"), tx.error());
        }
    }
    if (!created.isEmpty()) {
        Q_EMIT jobsChanged(created);
    }
    return results;
}

std::optional<Job> JobStore::job(qint64 id) const
{
    const QList<Job> found = jobsByIds({id});
    return found.isEmpty() ? std::nullopt : std::optional<Job>(found.constFirst());
}

std::optional<Job> JobStore::jobByIdempotencyKey(const QString &key) const
{
    const QList<Job> found = selectJobs(QStringLiteral("SELECT %1 FROM jobs WHERE idempotency_key = ?")
                                            .arg(QLatin1String(jobColumns)),
                                        {key});
    return found.isEmpty() ? std::nullopt : std::optional<Job>(found.constFirst());
}

QList<Job> JobStore::selectJobs(const QString &sql, const QVariantList &binds) const
{
    QList<Job> result;
    if (!isOpen()) {
        return result;
    }
    QSqlQuery q = d->query();
    if (!d->exec(q, sql, binds)) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text() << sql;
        return result;
    }
    while (q.next()) {
        result << jobFromQuery(q);
    }
    return result;
}

QList<Job> JobStore::jobs(const Query &query) const
{
    QString sql = QStringLiteral("SELECT %1 FROM jobs").arg(QLatin1String(jobColumns));
    QVariantList binds;
    if (!query.states.isEmpty()) {
        sql += QStringLiteral(" WHERE state IN (%1)").arg(placeholders(query.states.size()));
        for (JobState s : query.states) {
            binds << jobStateName(s);
        }
    }
    // Ids grow with creation, so id order is creation order without depending on clock resolution.
    sql += query.newestFirst ? QStringLiteral(" ORDER BY id DESC") : QStringLiteral(" ORDER BY id");
    sql += d->dialect.limitOffset(query.limit, query.offset);
    if (query.limit >= 0) {
        binds << query.limit;
    }
    if (query.offset > 0) {
        binds << query.offset;
    }
    return selectJobs(sql, binds);
}

QList<Job> JobStore::jobsByIds(const QList<qint64> &ids) const
{
    QHash<qint64, Job> byId;
    for (qsizetype start = 0; start < ids.size(); start += maxIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, maxIdsPerQuery);
        QVariantList binds;
        for (qint64 id : chunk) {
            binds << id;
        }
        const QString sql = QStringLiteral("SELECT %1 FROM jobs WHERE id IN (%2)")
                                .arg(QLatin1String(jobColumns), placeholders(chunk.size()));
        for (Job &j : selectJobs(sql, binds)) {
            byId.emplace(j.id, std::move(j));
        }
    }
    QList<Job> result;
    result.reserve(byId.size());
    for (qint64 id : ids) {
        if (auto it = byId.constFind(id); it != byId.constEnd()) {
            result << it.value();
        }
    }
    return result;
}

QList<Job> JobStore::dueQueued(qint64 nowMs, int limit) const
{
    return selectJobs(QStringLiteral("SELECT %1 FROM jobs WHERE state = ? AND next_attempt_at <= ?"
                                     " ORDER BY next_attempt_at, id%2")
                          .arg(QLatin1String(jobColumns), d->dialect.limitOffset(limit, 0)),
                      limit >= 0 ? QVariantList{jobStateName(JobState::Queued), nowMs, limit}
                                 : QVariantList{jobStateName(JobState::Queued), nowMs});
}

qint64 JobStore::nextQueuedAttemptAtMs() const
{
    if (!isOpen()) {
        return 0;
    }
    QSqlQuery q = d->query();
    if (!d->exec(q,
                 // Jobs waiting for their host to be authorised are not due for the engine: it would try to claim
                 // them at every wake-up.
                 QStringLiteral("SELECT MIN(next_attempt_at) FROM jobs WHERE state = ? AND %1")
                     .arg(AuthorisedHosts::sqlClaimableCondition()),
                 {jobStateName(JobState::Queued)})
        || !q.next()) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text();
        return 0;
    }
    return q.value(0).isNull() ? 0 : q.value(0).toLongLong();
}

QList<Job> JobStore::inFlight() const
{
    return selectJobs(QStringLiteral("SELECT %1 FROM jobs WHERE state IN (?, ?) ORDER BY id")
                          .arg(QLatin1String(jobColumns)),
                      {jobStateName(JobState::Submitting), jobStateName(JobState::Submitted)});
}

bool JobStore::hasJobsInFlight() const
{
    if (!isOpen()) {
        return false;
    }
    QSqlQuery q = d->query();
    if (!d->exec(q,
                 QStringLiteral("SELECT id FROM jobs WHERE state IN (?, ?) LIMIT 1"),
                 {jobStateName(JobState::Submitting), jobStateName(JobState::Submitted)})) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text();
        return true; // unknown: not idle
    }
    return q.next();
}

QMap<JobState, int> JobStore::countsByState() const
{
    QMap<JobState, int> counts;
    for (JobState s : allJobStates()) {
        counts.insert(s, 0);
    }
    if (!isOpen()) {
        return counts;
    }
    QSqlQuery q = d->query();
    if (!q.exec(QStringLiteral("SELECT state, COUNT(*) FROM jobs GROUP BY state"))) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text();
        return counts;
    }
    while (q.next()) {
        if (const auto state = jobStateFromName(q.value(0).toString())) {
            counts[*state] = q.value(1).toInt();
        }
    }
    return counts;
}

QList<JobEvent> JobStore::events(qint64 jobId) const
{
    QList<JobEvent> result;
    if (!isOpen()) {
        return result;
    }
    QSqlQuery q = d->query();
    // Ordered by id, not by `at`: one job's changes are serialized by the database, so the event id is their commit
    // order, while `at` comes from the clock of whichever process (or, in team mode, machine) wrote the event.
    if (!d->exec(q,
                 QStringLiteral("SELECT id, job_id, at, kind, detail FROM job_events WHERE job_id = ?"
                                " ORDER BY id"),
                 {jobId})) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text();
        return result;
    }
    while (q.next()) {
        result << JobEvent{q.value(0).toLongLong(),
                           q.value(1).toLongLong(),
                           q.value(2).toLongLong(),
                           q.value(3).toString(),
                           q.value(4).toString()};
    }
    return result;
}

Result<void> JobStore::transition(const Transition &t)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "save job %1 as %2").arg(t.id).arg(t.eventKind);
    {
        JobStoreTransaction tx(d->database(), d->dialect);
        if (!tx.active()) {
            return d->writeError(what, tx.error());
        }
        QSqlQuery update = d->query();
        QVariantList binds = t.setBinds;
        binds << t.id;
        for (JobState s : t.from) {
            binds << jobStateName(s);
        }
        QString guard;
        if (t.claim.isGuard()) {
            guard = QStringLiteral(" AND claimed_by = ? AND attempts = ?");
            binds << t.claim.engineId << t.claim.attempt;
        }
        if (!d->exec(update,
                     QStringLiteral("UPDATE jobs SET %1 WHERE id = ? AND state IN (%2)%3")
                         .arg(t.setSql, placeholders(t.from.size()), guard),
                     binds)) {
            return d->writeError(what, update.lastError());
        }
        if (update.numRowsAffected() == 0) {
            // Stale or wrong: say which, and change nothing (the destructor rolls back).
            QSqlQuery current = d->query();
            if (!d->exec(current,
                         QStringLiteral("SELECT state, claimed_by, attempts FROM jobs WHERE id = ?"),
                         {t.id})) {
                return d->writeError(what, current.lastError());
            }
            if (!current.next()) {
                return Error{QStringLiteral("NOT_FOUND"),
                             QCoreApplication::translate("JobStore",
                                                         "There is no job %1 in %2. Check the job id "
                                                         "(list jobs to see them).")
                                 .arg(t.id)
                                 .arg(d->path)};
            }
            const std::optional<JobState> state = jobStateFromName(current.value(0).toString());
            if (t.claim.isGuard() && state && t.from.contains(*state)) {
                return Error{QStringLiteral("INVALID_TRANSITION"),
                             QCoreApplication::translate("JobStore",
                                                         "Job %1 is no longer attempt %2 of engine %3 (now attempt "
                                                         "%4 of %5): this late answer changes nothing.")
                                 .arg(t.id)
                                 .arg(t.claim.attempt)
                                 .arg(t.claim.engineId)
                                 .arg(current.value(2).toInt())
                                 .arg(current.value(1).toString())};
            }
            return Error{QStringLiteral("INVALID_TRANSITION"),
                         QCoreApplication::translate("JobStore",
                                                     "Job %1 is %2; only a %3 job can be %4. Refresh "
                                                     "the job list and try again if still needed.")
                             .arg(t.id)
                             .arg(current.value(0).toString(), stateList(t.from), t.verb)};
        }
        QString detail = t.detail;
        if (t.detailAfterUpdate) {
            QSqlQuery after = d->query();
            if (!d->exec(after, QStringLiteral("SELECT attempts FROM jobs WHERE id = ?"), {t.id}) || !after.next()) {
                return d->writeError(what, after.lastError());
            }
            detail = t.detailAfterUpdate(after.value(0).toInt());
        }
        QSqlQuery event = d->query();
        if (!d->exec(event,
                     QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (?, ?, ?, ?)"),
                     {t.id, t.nowMs, t.eventKind, detail})) {
            return d->writeError(what, event.lastError());
        }
        if (!tx.commit()) {
            return d->writeError(what, tx.error());
        }
    }
    Q_EMIT jobsChanged({t.id});
    return {};
}

Result<void> JobStore::markSubmitting(qint64 id, const QString &engineId, const QString &account)
{
    Transition t(id, {JobState::Queued}, QString::fromLatin1(EventKind::Submitting), {}, m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "submitted");
    t.setSql = QStringLiteral("state = ?, attempts = attempts + 1, submit_sent_at = ?, claimed_by = ?, account = ?");
    t.setBinds = {jobStateName(JobState::Submitting), t.nowMs, engineId, account};
    t.detailAfterUpdate = [](int attempts) {
        return QCoreApplication::translate("JobStore", "attempt %1").arg(attempts);
    };
    return transition(t);
}

Result<void> JobStore::markSubmitted(qint64 id, const QString &taskId, const JobClaim &claim)
{
    Transition t(id,
                 {JobState::Submitting},
                 QString::fromLatin1(EventKind::Submitted),
                 QCoreApplication::translate("JobStore", "task id %1").arg(taskId),
                 m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "marked submitted");
    t.claim = claim;
    t.setSql = QStringLiteral("state = ?, task_id = ?, submitted_at = ?");
    t.setBinds = {jobStateName(JobState::Submitted), taskId, t.nowMs};
    return transition(t);
}

Result<void> JobStore::requeue(
    qint64 id, qint64 nextAttemptAtMs, const QString &eventKind, const QString &detail, const JobClaim &claim)
{
    // Not from submitted: a stored task id means a task exists, and submitting the job again would make a second.
    Transition t(id,
                 {JobState::Submitting},
                 eventKind.isEmpty() ? QString::fromLatin1(EventKind::Backoff) : eventKind,
                 detail,
                 m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "queued again");
    t.claim = claim;
    // An uncertain submit keeps submit_sent_at: the task it may have created can hold a thread until its deadline.
    const bool uncertain = t.eventKind == QLatin1String(EventKind::UncertainSubmit);
    t.setSql = uncertain ? QStringLiteral("state = ?, task_id = '', submitted_at = 0, next_attempt_at = ?")
                         : QStringLiteral("state = ?, task_id = '', submitted_at = 0, next_attempt_at = ?,"
                                          " submit_sent_at = 0");
    // 0 ("as soon as possible") is stored as now; see insertJob.
    t.setBinds = {jobStateName(JobState::Queued), nextAttemptAtMs > 0 ? nextAttemptAtMs : t.nowMs};
    return transition(t);
}

Result<void> JobStore::markSolved(qint64 id, const QString &token, qint64 tokenExpiresAtMs, const JobClaim &claim)
{
    // The detail never carries the token: the timeline is shown and exported.
    Transition t(id, {JobState::Submitted}, QString::fromLatin1(EventKind::Solved), {}, m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "marked solved");
    t.claim = claim;
    t.setSql = QStringLiteral("state = ?, token = ?, token_expires_at = ?, ready_at = ?, collected_at = ?,"
                              " finished_at = ?, error_code = '', error_detail = '', submit_sent_at = 0");
    t.setBinds = {jobStateName(JobState::Solved), token, tokenExpiresAtMs, t.nowMs, t.nowMs, t.nowMs};
    return transition(t);
}

Result<void> JobStore::markFailed(qint64 id, const QString &code, const QString &detail, const JobClaim &claim)
{
    // An engine fails only the jobs it holds; a queued job has no claimant.
    Transition t(id,
                 claim.isGuard() ? QList<JobState>{JobState::Submitting, JobState::Submitted}
                                 : QList<JobState>{JobState::Queued, JobState::Submitting, JobState::Submitted},
                 QString::fromLatin1(EventKind::Failed),
                 detail.isEmpty() ? code : code + QStringLiteral(": ") + detail,
                 m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "marked failed");
    t.claim = claim;
    t.setSql = QStringLiteral("state = ?, error_code = ?, error_detail = ?, finished_at = ?");
    t.setBinds = {jobStateName(JobState::Failed), code, detail, t.nowMs};
    return transition(t);
}

Result<void> JobStore::cancel(qint64 id)
{
    Transition t(id,
                 {JobState::Queued, JobState::Submitting, JobState::Submitted},
                 QString::fromLatin1(EventKind::Canceled),
                 {},
                 m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "canceled");
    t.setSql = QStringLiteral("state = ?, finished_at = ?");
    t.setBinds = {jobStateName(JobState::Canceled), t.nowMs};
    return transition(t);
}

Result<void> JobStore::retry(qint64 id)
{
    Transition t(id,
                 {JobState::Failed, JobState::Canceled},
                 QString::fromLatin1(EventKind::Retried),
                 {},
                 m_clock.nowMs());
    t.verb = QCoreApplication::translate("JobStore", "retried");
    // A new task from scratch: the old task id, token, error and times no longer describe this job. attempts is
    // kept (it counts every submit ever sent); next_attempt_at = now means "due at once" (see insertJob).
    t.setSql = QStringLiteral("state = ?, task_id = '', token = '', token_expires_at = 0, error_code = '',"
                              " error_detail = '', submitted_at = 0, ready_at = 0, collected_at = 0,"
                              " finished_at = 0, next_attempt_at = ?");
    t.setBinds = {jobStateName(JobState::Queued), t.nowMs};
    return transition(t);
}

Result<void> JobStore::recordEvent(qint64 id, const QString &kind, const QString &detail)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "record an event for job %1").arg(id);
    {
        QSqlQuery q = d->query();
        // One statement: an autocommit transaction of its own. The SELECT makes a missing job insert nothing.
        if (!d->exec(q,
                     QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail)"
                                    " SELECT id, ?, ?, ? FROM jobs WHERE id = ?"),
                     {m_clock.nowMs(), kind, detail, id})) {
            return d->writeError(what, q.lastError());
        }
        if (q.numRowsAffected() == 0) {
            return Error{QStringLiteral("NOT_FOUND"),
                         QCoreApplication::translate("JobStore",
                                                     "There is no job %1 in %2. Check the job id (list "
                                                     "jobs to see them).")
                             .arg(id)
                             .arg(d->path)};
        }
    }
    Q_EMIT jobsChanged({id});
    return {};
}

Result<int> JobStore::recordEventForState(JobState state, const QString &kind, const QString &detail)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "record an event for the %1 jobs")
                             .arg(jobStateName(state));
    QList<qint64> ids;
    {
        QSqlQuery q = d->query();
        if (!d->exec(q, QStringLiteral("SELECT id FROM jobs WHERE state = ? ORDER BY id"), {jobStateName(state)})) {
            return d->writeError(what, q.lastError());
        }
        while (q.next()) {
            ids.append(q.value(0).toLongLong());
        }
    }
    if (ids.isEmpty()) {
        return 0;
    }
    {
        QSqlQuery q = d->query();
        // One statement, so one autocommit transaction: every job of that state gets the event, or none.
        if (!d->exec(q,
                     QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail)"
                                    " SELECT id, ?, ?, ? FROM jobs WHERE state = ?"),
                     {m_clock.nowMs(), kind, detail, jobStateName(state)})) {
            return d->writeError(what, q.lastError());
        }
    }
    Q_EMIT jobsChanged(ids);
    return int(ids.size());
}

Result<int> JobStore::recoverAfterRestart()
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "recover interrupted submits");
    const qint64 now = m_clock.nowMs();
    QList<qint64> ids;
    {
        JobStoreTransaction tx(d->database(), d->dialect);
        if (!tx.active()) {
            return d->writeError(what, tx.error());
        }
        {
            QSqlQuery q = d->query();
            if (!d->exec(q,
                         QStringLiteral("SELECT id FROM jobs WHERE state = ? ORDER BY id"),
                         {jobStateName(JobState::Submitting)})) {
                return d->writeError(what, q.lastError());
            }
            while (q.next()) {
                ids << q.value(0).toLongLong();
            }
        }
        for (qint64 id : ids) {
            QSqlQuery update = d->query();
            if (!d->exec(update,
                         QStringLiteral("UPDATE jobs SET state = ?, task_id = '', next_attempt_at = ?"
                                        " WHERE id = ? AND state = ?"),
                         {jobStateName(JobState::Queued), now, id, jobStateName(JobState::Submitting)})) {
                return d->writeError(what, update.lastError());
            }
            QSqlQuery event = d->query();
            if (!d->exec(event,
                         QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (?, ?, ?, ?)"),
                         {id,
                          now,
                          QString::fromLatin1(EventKind::UncertainSubmit),
                          QCoreApplication::translate("JobStore",
                                                      "found submitting at start-up: the submit may or "
                                                      "may not have reached the service; queued again")})) {
                return d->writeError(what, event.lastError());
            }
        }
        if (!tx.commit()) {
            return d->writeError(what, tx.error());
        }
    }
    if (!ids.isEmpty()) {
        qCInfo(lcStore) << "requeued" << ids.size() << "jobs found submitting at start-up";
        Q_EMIT jobsChanged(ids);
    }
    return static_cast<int>(ids.size());
}

QList<JobStore::MaybeAliveTask> JobStore::tasksMaybeAlive(qint64 sentSinceMs, const QString &claimedBy) const
{
    QList<MaybeAliveTask> tasks;
    if (!isOpen()) {
        return tasks;
    }
    QSqlQuery q = d->query();
    QVariantList binds{sentSinceMs, jobStateName(JobState::Queued), jobStateName(JobState::Canceled)};
    if (!claimedBy.isEmpty()) {
        binds << claimedBy;
    }
    if (!d->exec(q,
                 QStringLiteral("SELECT id, method, submit_sent_at FROM jobs"
                                " WHERE submit_sent_at >= ? AND submit_sent_at > 0 AND state IN (?, ?)%1 ORDER BY id")
                     .arg(claimedBy.isEmpty() ? QString() : QStringLiteral(" AND claimed_by = ?")),
                 binds)) {
        qCWarning(lcStore) << "tasksMaybeAlive failed:" << q.lastError().text();
        return tasks;
    }
    while (q.next()) {
        MaybeAliveTask task;
        task.jobId = q.value(0).toLongLong();
        task.method = methodFromName(q.value(1).toString()).value_or(Method::RecaptchaV2);
        task.submitSentAtMs = q.value(2).toLongLong();
        tasks.append(task);
    }
    return tasks;
}

Result<void> JobStore::setBusyTimeout(int ms)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    QSqlQuery q = d->query();
    if (!q.exec(d->dialect.busyTimeout(ms))) {
        return d->writeError(QCoreApplication::translate("JobStore", "set the busy timeout"), q.lastError());
    }
    return {};
}

Result<void> JobStore::probeWrite()
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "write");
    JobStoreTransaction tx(d->database(), d->dialect);
    if (!tx.active()) {
        return d->writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!d->exec(q, QStringLiteral("UPDATE schema_version SET version = version"))) {
        return d->writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return d->writeError(what, tx.error());
    }
    return {};
}

QMap<Method, QList<qint64>> JobStore::learnedSolveTimes() const
{
    QMap<Method, QList<qint64>> learned;
    if (!isOpen()) {
        return learned;
    }
    QSqlQuery q = d->query();
    if (!d->exec(q, QStringLiteral("SELECT method, samples FROM learned_solve_times"))) {
        qCWarning(lcStore) << "learnedSolveTimes failed:" << q.lastError().text();
        return learned;
    }
    while (q.next()) {
        const std::optional<Method> method = methodFromName(q.value(0).toString());
        if (!method) {
            continue;
        }
        QList<qint64> samples;
        for (const QString &part : q.value(1).toString().split(QLatin1Char(','), Qt::SkipEmptyParts)) {
            bool ok = false;
            const qint64 ms = part.toLongLong(&ok);
            if (ok && ms >= 0) {
                samples.append(ms);
            }
        }
        learned.insert(*method, samples);
    }
    return learned;
}

Result<void> JobStore::saveLearnedSolveTimes(const QMap<Method, QList<qint64>> &samples)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "save the learned solve times");
    JobStoreTransaction tx(d->database(), d->dialect);
    if (!tx.active()) {
        return d->writeError(what, tx.error());
    }
    const qint64 now = m_clock.nowMs();
    for (auto it = samples.cbegin(); it != samples.cend(); ++it) {
        QStringList parts;
        parts.reserve(it.value().size());
        for (qint64 ms : it.value()) {
            parts.append(QString::number(ms));
        }
        QSqlQuery q = d->query();
        if (!d->exec(q, QStringLiteral("DELETE FROM learned_solve_times WHERE method = ?"), {methodName(it.key())})) {
            return d->writeError(what, q.lastError());
        }
        if (!d->exec(q,
                     QStringLiteral("INSERT INTO learned_solve_times (method, samples, updated_at) VALUES (?, ?, ?)"),
                     {methodName(it.key()), parts.join(QLatin1Char(',')), now})) {
            return d->writeError(what, q.lastError());
        }
    }
    if (!tx.commit()) {
        return d->writeError(what, tx.error());
    }
    return {};
}

Result<void> JobStore::checkIntegrity() const
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString sql = d->dialect.integrityCheck({QStringLiteral("schema_version"),
                                                   QStringLiteral("jobs"),
                                                   QStringLiteral("job_events"),
                                                   QStringLiteral("learned_solve_times"),
                                                   QStringLiteral("engines"),
                                                   QStringLiteral("accounts"),
                                                   QStringLiteral("store_meta"),
                                                   QStringLiteral("authorised_hosts"),
                                                   QStringLiteral("audit_log"),
                                                   QStringLiteral("endpoint_capabilities")});
    QSqlQuery q = d->query();
    if (!q.exec(sql)) {
        return Error{QStringLiteral("DB_OPEN_FAILED"), q.lastError().text()};
    }
    QStringList problems;
    while (q.next()) {
        if (q.value(0).toString() != QLatin1String("ok")) {
            problems << q.value(0).toString();
        }
    }
    if (!problems.isEmpty()) {
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "The job database %1 is damaged: %2. Restore it from a "
                                                 "backup or move it away to start a new one.")
                         .arg(d->path, problems.join(QStringLiteral("; ")))};
    }
    return {};
}

// ---- many engines, one database ------------------------------------------------------------------------------

qint64 JobStore::statementsRun()
{
    return statementCount.load(std::memory_order_relaxed);
}

void JobStore::setCreatedBy(const QString &operatorAtMachine)
{
    d->createdBy = operatorAtMachine.isEmpty() ? defaultCreatedBy() : operatorAtMachine;
}

QString JobStore::createdBy() const
{
    return d->createdBy;
}

QString JobStore::accountFingerprint(const QString &apiKey) const
{
    if (!isOpen()) {
        return {};
    }
    QSqlQuery q = d->query();
    if (!d->exec(q,
                 QStringLiteral("SELECT value FROM store_meta WHERE name = ?"),
                 {QStringLiteral("fingerprint_secret")})
        || !q.next()) {
        qCWarning(lcStore) << "no fingerprint secret:" << q.lastError().text();
        return {};
    }
    const QByteArray secret = q.value(0).toString().toLatin1();
    // 128 bits of the HMAC are plenty to tell accounts apart and name them in a row; "acct-" keeps it recognisable.
    return QStringLiteral("acct-")
         + QString::fromLatin1(
               QMessageAuthenticationCode::hash(apiKey.toUtf8(), secret, QCryptographicHash::Sha256).toHex().left(32));
}

Result<void> JobStore::registerEngine(const EngineInfo &engine)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "register engine %1").arg(engine.id);
    const qint64 now = m_clock.nowMs();
    JobStoreTransaction tx(d->database(), d->dialect);
    if (!tx.active()) {
        return d->writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!d->exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {engine.id})
        || !d->exec(q,
                    QStringLiteral("INSERT INTO engines (id, host, pid, operator, account, started_at, heartbeat_at)"
                                   " VALUES (?, ?, ?, ?, ?, ?, ?)"),
                    {engine.id,
                     engine.host,
                     engine.pid,
                     engine.operatorName,
                     engine.account,
                     engine.startedAtMs > 0 ? engine.startedAtMs : now,
                     now})) {
        return d->writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return d->writeError(what, tx.error());
    }
    return {};
}

Result<void> JobStore::heartbeat(const QString &engineId, const QString &account)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    QSqlQuery q = d->query();
    // One statement: its own short write transaction.
    if (!d->exec(q,
                 QStringLiteral("UPDATE engines SET heartbeat_at = ?, account = ? WHERE id = ?"),
                 {m_clock.nowMs(), account, engineId})) {
        return d->writeError(QCoreApplication::translate("JobStore", "renew the lease of engine %1").arg(engineId),
                             q.lastError());
    }
    if (q.numRowsAffected() == 0) {
        return Error{QStringLiteral("NOT_FOUND"),
                     QCoreApplication::translate("JobStore",
                                                 "Engine %1 is no longer registered: its lease lapsed and "
                                                 "another engine took over its jobs.")
                         .arg(engineId)};
    }
    return {};
}

Result<void> JobStore::unregisterEngine(const QString &engineId)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    QSqlQuery q = d->query();
    if (!d->exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {engineId})) {
        return d->writeError(QCoreApplication::translate("JobStore", "unregister engine %1").arg(engineId),
                             q.lastError());
    }
    return {};
}

QList<EngineInfo> JobStore::engines() const
{
    QList<EngineInfo> result;
    if (!isOpen()) {
        return result;
    }
    QSqlQuery q = d->query();
    if (!q.exec(QStringLiteral("SELECT id, host, pid, operator, account, started_at, heartbeat_at FROM engines"
                               " ORDER BY started_at, id"))) {
        qCWarning(lcStore) << "engines query failed:" << q.lastError().text();
        return result;
    }
    while (q.next()) {
        EngineInfo e;
        e.id = q.value(0).toString();
        e.host = q.value(1).toString();
        e.pid = q.value(2).toLongLong();
        e.operatorName = q.value(3).toString();
        e.account = q.value(4).toString();
        e.startedAtMs = q.value(5).toLongLong();
        e.heartbeatAtMs = q.value(6).toLongLong();
        result << e;
    }
    return result;
}

Result<JobStore::Reaped> JobStore::reapEngines(const QString &engineId, const QStringList &deadEngineIds)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "take over the jobs of stopped engines");
    const qint64 now = m_clock.nowMs();
    Reaped reaped;
    QList<qint64> adoptedIds;
    QList<qint64> changed;
    {
        JobStoreTransaction tx(d->database(), d->dialect);
        if (!tx.active()) {
            return d->writeError(what, tx.error());
        }
        QSqlQuery q = d->query();
        for (const QString &dead : deadEngineIds) {
            if (dead == engineId) {
                continue;
            }
            if (!d->exec(q, QStringLiteral("DELETE FROM engines WHERE id = ?"), {dead})) {
                return d->writeError(what, q.lastError());
            }
        }

        // Jobs whose claimant has no row: a dead engine reaped just now or earlier, one that stopped, or a job
        // from before leases (claimed_by ''). The row locks of PostgreSQL and the write lock of SQLite make two
        // engines reaping at once take each job once: the second finds claimed_by already a live engine.
        struct Orphan
        {
            qint64 id;
            JobState state;
            QString claimant;
        };

        QList<Orphan> orphans;
        if (!d->exec(q,
                     QStringLiteral("SELECT id, state, claimed_by FROM jobs WHERE (state IN (?, ?)"
                                    " OR (state IN (?, ?) AND submit_sent_at > 0))"
                                    " AND claimed_by <> ? AND claimed_by NOT IN (SELECT id FROM engines)"
                                    " ORDER BY id%1")
                         .arg(d->dialect.lockRows()),
                     {jobStateName(JobState::Submitting),
                      jobStateName(JobState::Submitted),
                      jobStateName(JobState::Queued),
                      jobStateName(JobState::Canceled),
                      engineId})) {
            return d->writeError(what, q.lastError());
        }
        while (q.next()) {
            orphans << Orphan{q.value(0).toLongLong(),
                              jobStateFromName(q.value(1).toString()).value_or(JobState::Failed),
                              q.value(2).toString()};
        }
        q.finish();
        QSqlQuery update = d->query();
        QSqlQuery event = d->query();
        if (!event.prepare(QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail) VALUES (?, ?, ?, ?)"))) {
            return d->writeError(what, event.lastError());
        }
        const QString gone = QCoreApplication::translate("JobStore", "engine %1 stopped or its lease lapsed");
        for (const Orphan &o : orphans) {
            const QString claimant = o.claimant.isEmpty() ? QCoreApplication::translate("JobStore", "an earlier run")
                                                          : o.claimant;
            if (o.state == JobState::Submitting) {
                if (!d->exec(update,
                             QStringLiteral("UPDATE jobs SET state = ?, task_id = '', next_attempt_at = ?,"
                                            " claimed_by = ? WHERE id = ? AND state = ? AND claimed_by = ?"),
                             {jobStateName(JobState::Queued),
                              now,
                              engineId,
                              o.id,
                              jobStateName(JobState::Submitting),
                              o.claimant})) {
                    return d->writeError(what, update.lastError());
                }
                if (update.numRowsAffected() == 1) {
                    if (!Private::run(event,
                                      {o.id,
                                       now,
                                       QString::fromLatin1(EventKind::UncertainSubmit),
                                       QString(gone.arg(claimant)
                                               + QCoreApplication::translate("JobStore",
                                                                             " while submitting: the submit may or "
                                                                             "may not have reached the service; "
                                                                             "queued again"))})) {
                        return d->writeError(what, event.lastError());
                    }
                    reaped.requeued << o.id;
                    changed << o.id;
                }
                continue;
            }
            if (!d->exec(update,
                         QStringLiteral("UPDATE jobs SET claimed_by = ? WHERE id = ? AND state = ? AND claimed_by = ?"),
                         {engineId, o.id, jobStateName(o.state), o.claimant})) {
                return d->writeError(what, update.lastError());
            }
            if (update.numRowsAffected() == 1 && o.state == JobState::Submitted) {
                if (!Private::run(event,
                                  {o.id,
                                   now,
                                   QString::fromLatin1(EventKind::Adopted),
                                   QString(
                                       gone.arg(claimant)
                                       + QCoreApplication::translate("JobStore", "; polled by engine %1 from now on")
                                             .arg(engineId))})) {
                    return d->writeError(what, event.lastError());
                }
                adoptedIds << o.id;
                changed << o.id;
            }
        }
        if (!tx.commit()) {
            return d->writeError(what, tx.error());
        }
    }
    reaped.adopted = jobsByIds(adoptedIds);
    if (!changed.isEmpty()) {
        qCInfo(lcStore) << "engine" << engineId << "requeued" << reaped.requeued.size() << "and adopted"
                        << reaped.adopted.size() << "jobs of stopped engines";
        Q_EMIT jobsChanged(changed);
    }
    return reaped;
}

Result<void> JobStore::setAccountCap(const QString &account, int threadCap)
{
    return writeAccount(account,
                        QCoreApplication::translate("JobStore", "save the thread cap"),
                        QStringLiteral("thread_cap"),
                        std::max(1, threadCap));
}

Result<void> JobStore::setAccountPlan(const QString &account, int planThreads)
{
    return writeAccount(account,
                        QCoreApplication::translate("JobStore", "save the plan's threads"),
                        QStringLiteral("plan_threads"),
                        std::max(0, planThreads));
}

Result<void> JobStore::writeAccount(const QString &account, const QString &what, const QString &column, int value)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    const qint64 now = m_clock.nowMs();
    JobStoreTransaction tx(d->database(), d->dialect);
    if (!tx.active()) {
        return d->writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!d->ensureAccountRow(q, account, now)
        || !d->exec(q,
                    QStringLiteral("UPDATE accounts SET %1 = ?, updated_at = ? WHERE fingerprint = ? AND %1 <> ?")
                        .arg(column),
                    {value, now, account, value})) {
        return d->writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return d->writeError(what, tx.error());
    }
    return {};
}

AccountCapacity JobStore::accountCapacity(const QString &account) const
{
    AccountCapacity capacity;
    if (!isOpen()) {
        return capacity;
    }
    QSqlQuery q = d->query();
    if (d->exec(q, QStringLiteral("SELECT thread_cap, plan_threads FROM accounts WHERE fingerprint = ?"), {account})
        && q.next()) {
        capacity.threadCap = q.value(0).toInt();
        capacity.planThreads = q.value(1).toInt();
    }
    q = d->query();
    if (d->exec(q,
                QStringLiteral("SELECT COUNT(*) FROM jobs WHERE account = ? AND state IN (?, ?)"),
                {account, jobStateName(JobState::Submitting), jobStateName(JobState::Submitted)})
        && q.next()) {
        capacity.busy = q.value(0).toInt();
    }
    q = d->query();
    if (d->exec(q, QStringLiteral("SELECT COUNT(*) FROM engines WHERE account = ?"), {account}) && q.next()) {
        capacity.liveEngines = q.value(0).toInt();
    }
    return capacity;
}

int JobStore::accountBusy(const QString &account, const QString &engineId, qint64 maybeAliveSinceMs) const
{
    if (!isOpen()) {
        return 0;
    }
    QSqlQuery q = d->query();
    if (!d->exec(q,
                 QStringLiteral("SELECT COUNT(*) FROM jobs WHERE account = ? AND (state IN (?, ?)"
                                " OR (state IN (?, ?) AND submit_sent_at > 0 AND submit_sent_at >= ?))"
                                " AND claimed_by <> ?"),
                 {account,
                  jobStateName(JobState::Submitting),
                  jobStateName(JobState::Submitted),
                  jobStateName(JobState::Queued),
                  jobStateName(JobState::Canceled),
                  maybeAliveSinceMs,
                  engineId})
        || !q.next()) {
        qCWarning(lcStore) << "accountBusy failed:" << q.lastError().text();
        return std::numeric_limits<int>::max() / 2; // unknown: claim nothing
    }
    return q.value(0).toInt();
}

Result<QList<Job>> JobStore::claimDue(const ClaimRequest &r)
{
    if (!isOpen()) {
        return d->notOpenError();
    }
    if (r.limit <= 0) {
        return QList<Job>{};
    }
    const QString what = QCoreApplication::translate("JobStore", "claim jobs to submit");
    const qint64 now = m_clock.nowMs();
    QList<qint64> ids;
    {
        JobStoreTransaction tx(d->database(), d->dialect);
        if (!tx.active()) {
            return d->writeError(what, tx.error());
        }
        QSqlQuery q = d->query();
        // The operator's pause (QueueControl) holds every engine on the database: nothing is claimed while it lasts.
        bool paused = false;
        if (!QueueControl::readPaused(q, paused)) {
            return d->writeError(what, q.lastError());
        }
        if (paused) {
            return QList<Job>{};
        }
        if (!d->ensureAccountRow(q, r.account, now)) {
            return d->writeError(what, q.lastError());
        }
        // Claimers of one account queue here (PostgreSQL: the row lock; SQLite: the write lock already held), so
        // each counts the others' claims once they are committed.
        int cap = 0;
        if (!d->exec(q,
                     QStringLiteral("SELECT thread_cap, plan_threads FROM accounts WHERE fingerprint = ?%1")
                         .arg(d->dialect.lockRows()),
                     {r.account})
            || !q.next()) {
            return d->writeError(what, q.lastError());
        }
        {
            AccountCapacity capacity;
            capacity.threadCap = q.value(0).toInt();
            capacity.planThreads = q.value(1).toInt();
            cap = capacity.effectiveCap();
        }
        q.finish();
        int room = r.limit;
        if (!r.beyondAccountCap && cap > 0) {
            room = std::min(room, cap - r.ownBusy - accountBusy(r.account, r.engineId, r.maybeAliveSinceMs));
        }
        if (room <= 0) {
            return QList<Job>{};
        }
        if (!d->exec(q,
                     // Only jobs for authorised hosts (AuthorisedHosts): the others stay queued, never submitted.
                     QStringLiteral("SELECT id FROM jobs WHERE state = ? AND next_attempt_at <= ? AND %2"
                                    " ORDER BY next_attempt_at, id LIMIT ?%1")
                         .arg(d->dialect.lockRowsSkipLocked(), AuthorisedHosts::sqlClaimableCondition()),
                     {jobStateName(JobState::Queued), r.dueAtMs, room})) {
            return d->writeError(what, q.lastError());
        }
        while (q.next()) {
            ids << q.value(0).toLongLong();
        }
        q.finish();
        QSqlQuery update = d->query();
        QSqlQuery event = d->query();
        if (!update.prepare(QStringLiteral("UPDATE jobs SET state = ?, attempts = attempts + 1, submit_sent_at = ?,"
                                           " claimed_by = ?, account = ? WHERE id = ? AND state = ?"))
            || !event.prepare(QStringLiteral("INSERT INTO job_events (job_id, at, kind, detail)"
                                             " SELECT id, ?, ?, ? FROM jobs WHERE id = ?"))) {
            return d->writeError(what, update.lastError().isValid() ? update.lastError() : event.lastError());
        }
        const QString detail = QCoreApplication::translate("JobStore", "attempt %1");
        QList<qint64> claimed;
        for (qint64 id : std::as_const(ids)) {
            if (!Private::run(update,
                              {jobStateName(JobState::Submitting),
                               now,
                               r.engineId,
                               r.account,
                               id,
                               jobStateName(JobState::Queued)})) {
                return d->writeError(what, update.lastError());
            }
            if (update.numRowsAffected() != 1) {
                continue;
            }
            QSqlQuery attempts = d->query();
            if (!d->exec(attempts, QStringLiteral("SELECT attempts FROM jobs WHERE id = ?"), {id})
                || !attempts.next()) {
                return d->writeError(what, attempts.lastError());
            }
            if (!Private::run(event,
                              {now,
                               QString::fromLatin1(EventKind::Submitting),
                               detail.arg(attempts.value(0).toInt()),
                               id})) {
                return d->writeError(what, event.lastError());
            }
            claimed << id;
        }
        ids = claimed;
        if (!tx.commit()) {
            return d->writeError(what, tx.error());
        }
    }
    if (ids.isEmpty()) {
        return QList<Job>{};
    }
    Q_EMIT jobsChanged(ids);
    return jobsByIds(ids);
}

} // namespace SolveDeck
