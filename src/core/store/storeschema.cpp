#include "storeschema.h"

#include "core/model/hostpattern.h"
#include "core/store/jobstore.h"
#include "core/store/jobtextindex.h"
#include "core/store/sqldialect.h"
#include "core/store/sqlitefailure.h"
#include "core/store/storelogging.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QRandomGenerator>
#include <QSqlError>
#include <QSqlQuery>

#include <algorithm>

namespace SolveDeck {

namespace {

// 32 random bytes from the system's source, hex: the fingerprint secret of a new database.
QByteArray randomSecretHex()
{
    QByteArray bytes(32, Qt::Uninitialized);
    QRandomGenerator::system()->fillRange(reinterpret_cast<quint32 *>(bytes.data()), bytes.size() / 4);
    return bytes.toHex();
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

// Schema 9: the gateway (issue 24). Its clients (programs calling the HTTP API, each with a token of which only a
// keyed lookup and a salted hash are kept), each job's owner (0: the operator; else the client), and the indexes of
// the fair claim (Claims::claimDue picks per owner in due order; uncertain re-sends first) and of the owner-filtered
// reads. The tokens' lookup secret is random per database, as the fingerprints' is.
QStringList schemaNine(const SqlDialect &dialect)
{
    return {
        QStringLiteral("CREATE TABLE clients ("
                       " id %1,"
                       " name TEXT NOT NULL,"
                       " token_lookup TEXT NOT NULL UNIQUE,"
                       " token_salt TEXT NOT NULL,"
                       " token_hash TEXT NOT NULL,"
                       " max_in_flight INTEGER NOT NULL DEFAULT 0,"
                       " hosts TEXT NOT NULL DEFAULT '',"
                       " created_at BIGINT NOT NULL,"
                       " created_by TEXT NOT NULL DEFAULT '',"
                       " last_used_at BIGINT NOT NULL DEFAULT 0,"
                       " revoked_at BIGINT NOT NULL DEFAULT 0,"
                       " revoked_by TEXT NOT NULL DEFAULT '')")
            .arg(dialect.autoIncrementPrimaryKey()),
        // A revoked client's name may be given to a new one (a test suite's token rotated); its row stays for its
        // jobs' history.
        QStringLiteral("CREATE UNIQUE INDEX clients_active_name ON clients (name) WHERE revoked_at = 0"),
        QStringLiteral("ALTER TABLE jobs ADD COLUMN owner BIGINT NOT NULL DEFAULT 0"),
        // The fair claim's pick of one owner's due jobs, the owner-filtered reads and a client's open jobs.
        QStringLiteral("CREATE INDEX jobs_owner_queue ON jobs (owner, state, next_attempt_at, id)"),
        // The few queued jobs whose last submit's fate is unknown (re-sent before the owner's other jobs).
        QStringLiteral("CREATE INDEX jobs_uncertain_resend ON jobs (owner, next_attempt_at, id)"
                       " WHERE state = 'queued' AND submit_sent_at > 0"),
        QStringLiteral("INSERT INTO store_meta (name, value) VALUES ('client_token_secret', '%1')")
            .arg(QString::fromLatin1(randomSecretHex())),
    };
}

// Schema 10: the gateway's per-client bounds (issue 35) and scrape-only clients (issue 37). On loopback every
// program has the same address, so the gateway bounds each client token: its open connections, event streams and
// held long-polls (0: the gateway's documented default, so a default can change without a migration). A client's
// scope says what its token may do: 'jobs' (the APIs) or 'metrics' (GET /metrics and nothing else).
QStringList schemaTen()
{
    return {
        QStringLiteral("ALTER TABLE clients ADD COLUMN max_connections INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE clients ADD COLUMN max_streams INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE clients ADD COLUMN max_waits INTEGER NOT NULL DEFAULT 0"),
        QStringLiteral("ALTER TABLE clients ADD COLUMN scope TEXT NOT NULL DEFAULT 'jobs'"),
    };
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
        {9, schemaNine(dialect)},
        {10, schemaTen()},
        {11,
         {
             // The plan's threads became the cap when nobody chose one. Until now every console and `serve` saved
             // their built-in default of 5 as the account's cap at each start, indistinguishable from a choice: a 5
             // that no operator ever chose (the audit log, where every chosen cap is recorded as threads.cap,
             // has none) is that default, and is cleared so that the plan applies.
             QStringLiteral("UPDATE accounts SET thread_cap = 0 WHERE thread_cap = 5"
                            " AND NOT EXISTS (SELECT 1 FROM audit_log WHERE action = 'threads.cap')"),
         }},
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

int StoreSchema::version(const JobStore &store)
{
    if (!store.isOpen()) {
        return 0;
    }
    QSqlQuery q = store.readQuery();
    if (!q.exec(QStringLiteral("SELECT COALESCE(MAX(version), 0) FROM schema_version")) || !q.next()) {
        return 0;
    }
    return q.value(0).toInt();
}

Result<void> StoreSchema::checkIntegrity(const JobStore &store)
{
    if (!store.isOpen()) {
        return store.notOpenError();
    }
    // Every table SolveDeck keeps; SQLite checks the whole file besides.
    const QString sql = store.dialect().integrityCheck({QStringLiteral("schema_version"),
                                                        QStringLiteral("jobs"),
                                                        QStringLiteral("job_events"),
                                                        QStringLiteral("learned_solve_times"),
                                                        QStringLiteral("engines"),
                                                        QStringLiteral("accounts"),
                                                        QStringLiteral("store_meta"),
                                                        QStringLiteral("authorised_hosts"),
                                                        QStringLiteral("audit_log"),
                                                        QStringLiteral("endpoint_capabilities"),
                                                        QStringLiteral("clients")});
    QSqlQuery q = store.readQuery();
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
                         .arg(store.label(), problems.join(QStringLiteral("; ")))};
    }
    return {};
}

Result<void> StoreSchema::migrate(JobStore &store)
{
    const QList<Migration> all = migrations(store.dialect());
    const int latest = all.constLast().version;
    // Up to date: nothing to write, so no write lock to wait for. A command that only reads must open while
    // another process (the console's engine, a running script) holds the database busy.
    const int found = version(store);
    if (found == latest) {
        return {};
    }
    if (store.isReadOnly()) {
        // Opened read-only (a read-only file or mount, a full disk): a migration cannot be written here.
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     found > latest
                         ? QCoreApplication::translate("JobStore",
                                                       "The job database %1 was written by a newer SolveDeck (schema "
                                                       "version %2; this version knows up to %3). Update SolveDeck.")
                               .arg(store.label())
                               .arg(found)
                               .arg(latest)
                         : QCoreApplication::translate("JobStore",
                                                       "The job database %1 is of an older SolveDeck (schema version "
                                                       "%2, now %3) and can be opened only for reading here, so it "
                                                       "cannot be brought up to date. Open it once where it is "
                                                       "writable (any command that changes something, or the "
                                                       "console), then read it here again.")
                               .arg(store.label())
                               .arg(found)
                               .arg(latest)};
    }
    StoreTransaction tx(store);
    auto fail = [&store](const QSqlError &error) {
        if (store.isPostgres()) {
            return Error{QStringLiteral("DB_OPEN_FAILED"),
                         QCoreApplication::translate("JobStore",
                                                     "Could not prepare the job database %1: %2. The first "
                                                     "connection to a new database creates SolveDeck's tables: "
                                                     "that role needs the CREATE privilege on the database's "
                                                     "schema (later ones need only to read and write the "
                                                     "tables). If the database holds other tables of the same "
                                                     "names, use a database of its own for SolveDeck.")
                             .arg(store.label(), error.text())};
        }
        return Error{QStringLiteral("DB_OPEN_FAILED"),
                     QCoreApplication::translate("JobStore", "Could not prepare the job database %1: %2. %3")
                         .arg(store.label(),
                              error.text(),
                              SqliteFailure::advice(error, QFileInfo(store.location()).absolutePath()))};
    };
    if (!tx.active()) {
        return fail(tx.error());
    }
    // Version 7's new column for the jobs already stored: the host needs HostPattern's C++ (IDN), not SQL. Errors
    // are left in q.lastError().
    auto backfillTargetHosts = [](QSqlQuery &q) {
        if (!JobStore::exec(q, QStringLiteral("SELECT id, pageurl FROM jobs WHERE pageurl <> ''"))) {
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
            return JobStore::run(q, {row.second, row.first});
        });
    };
    int current = 0;
    {
        QSqlQuery q = store.readQuery();
        // Two processes opening one new database at once take turns here; the second then finds schema_version
        // made and up to date. (SQLite: BEGIN IMMEDIATE took the write lock already.)
        if (const QString lock = store.dialect().migrationLock(); !lock.isEmpty() && !q.exec(lock)) {
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
                         .arg(store.label())
                         .arg(current)
                         .arg(latest)};
    }
    for (const Migration &m : all) {
        if (m.version <= current) {
            continue;
        }
        for (const QString &sql : m.statements) {
            QSqlQuery q = store.readQuery();
            if (!q.exec(sql)) {
                return fail(q.lastError());
            }
        }
        QSqlQuery q = store.readQuery();
        if (m.version == 7 && !backfillTargetHosts(q)) {
            return fail(q.lastError());
        }
        if (!JobStore::exec(q,
                            QStringLiteral("INSERT INTO schema_version (version, applied_at) VALUES (?, ?)"),
                            {m.version, store.clock().nowMs()})) {
            return fail(q.lastError());
        }
        qCInfo(lcStore) << "migrated" << store.label() << "to schema version" << m.version;
    }
    if (!tx.commit()) {
        return fail(tx.error());
    }
    return {};
}

} // namespace SolveDeck
