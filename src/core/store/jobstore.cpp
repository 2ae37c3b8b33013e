#include "jobstore.h"

#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/changefeed.h"
#include "core/store/enqueuer.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobrow.h"
#include "core/store/operatoridentity.h"
#include "core/store/postgreslocation.h"
#include "core/store/sqldialect.h"
#include "core/store/storeconnection.h"
#include "core/store/storelogging.h"
#include "core/store/storeschema.h"
#include "core/store/storetransaction.h"

#include <QCoreApplication>
#include <QHash>
#include <QSqlDatabase>
#include <QSqlError>
#include <QSqlQuery>
#include <QStandardPaths>

#include <atomic>
#include <functional>

namespace SolveDeck {

namespace {

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

QString stateList(const QList<JobState> &states)
{
    QStringList names;
    for (JobState s : states) {
        names << jobStateName(s);
    }
    return names.join(QStringLiteral(" or "));
}

// Statements the stores of this process ran (bound statements, transaction starts and ends): a benchmark figure.
std::atomic<qint64> statementCount{0};

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
    QString auditAction; // an operator's action: its audit_log entry ("jobs.cancel") in the same transaction
};

struct JobStore::Private
{
    SqlDialect dialect;
    QString connectionName;
    QString location; // what opens the database again (StoreConnection::location)
    QString label;    // what messages name the database by (StoreConnection::label)
    QString createdBy = operatorAtThisMachine();
    ChangeFeed *feed = nullptr; // setWatchChanges: a child of the store while it watches

    bool postgres() const { return dialect.kind() == SqlDialect::Kind::PostgreSql; }

    QSqlDatabase database() const { return QSqlDatabase::database(connectionName, false); }

    QSqlQuery query() const
    {
        QSqlQuery q(database());
        q.setForwardOnly(true);
        return q;
    }
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

// ---- opening ----------------------------------------------------------------------------------------------------

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

Result<void> JobStore::open(const QString &location, const QString &password, StoreAccess access)
{
    close();
    if (isPostgresLocation(location)) {
        return finishOpening(StoreConnection::openPostgres(location, password), true);
    }
    return finishOpening(StoreConnection::openSqlite(location, access), false);
}

Result<void> JobStore::openSqlite(const QString &path)
{
    close();
    return finishOpening(StoreConnection::openSqlite(path), false);
}

Result<void> JobStore::finishOpening(const Result<StoreConnection> &connection, bool logFailure)
{
    if (!connection) {
        return connection.error();
    }
    d->dialect = connection->dialect;
    d->connectionName = connection->name;
    d->location = connection->location;
    d->label = connection->label;
    m_readOnly = connection->readOnly;
    if (Result<void> migrated = StoreSchema::migrate(*this); !migrated) {
        if (logFailure) {
            qCWarning(lcStore) << "cannot open" << d->label << ":" << migrated.error().message;
        }
        close();
        return migrated;
    }
    qCInfo(lcStore) << "opened" << d->label;
    return {};
}

void JobStore::close()
{
    if (d->connectionName.isEmpty()) {
        return;
    }
    // The feed unsubscribes on the connection, so it goes first.
    delete d->feed;
    d->feed = nullptr;
    StoreConnection::close(d->connectionName);
    d->connectionName.clear();
    m_readOnly = false;
}

bool JobStore::isOpen() const
{
    return !d->connectionName.isEmpty() && d->database().isOpen();
}

QString JobStore::location() const
{
    return d->location;
}

QString JobStore::label() const
{
    return d->label;
}

// ---- the seam ---------------------------------------------------------------------------------------------------

QString JobStore::connectionName() const
{
    return d->connectionName;
}

const SqlDialect &JobStore::dialect() const
{
    return d->dialect;
}

QSqlQuery JobStore::readQuery() const
{
    return d->query();
}

bool JobStore::exec(QSqlQuery &q, const QString &sql, const QVariantList &binds)
{
    return q.prepare(sql) && run(q, binds);
}

bool JobStore::run(QSqlQuery &q, const QVariantList &binds)
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

qint64 JobStore::statementsRun()
{
    return statementCount.load(std::memory_order_relaxed);
}

void JobStore::countStatement()
{
    statementCount.fetch_add(1, std::memory_order_relaxed);
}

Result<void> JobStore::write(const QString &what, const std::function<bool(QSqlQuery &)> &body)
{
    if (!isOpen()) {
        return notOpenError();
    }
    StoreTransaction tx(*this);
    if (!tx.active()) {
        return writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!body(q)) {
        if (q.lastError().type() == QSqlError::NoError) {
            // The body chose to roll back (a bad row in an import): nothing failed here, the caller says why.
            return Error{QStringLiteral("ROLLED_BACK"),
                         QCoreApplication::translate("JobStore", "Nothing was saved (%1 was abandoned).").arg(what)};
        }
        return writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return writeError(what, tx.error());
    }
    return {};
}

Error JobStore::writeError(const QString &what, const QSqlError &error) const
{
    qCWarning(lcStore) << "write failed:" << what << error.text();
    if (d->postgres()) {
        return Error{QStringLiteral("DB_WRITE_FAILED"),
                     QCoreApplication::translate("JobStore",
                                                 "Could not %1 in the job database %2: %3. Check that the "
                                                 "PostgreSQL server is running and reachable and that the "
                                                 "database role may write SolveDeck's tables; if another "
                                                 "console or script holds the jobs busy, try again.")
                         .arg(what, d->label, error.text())};
    }
    return Error{QStringLiteral("DB_WRITE_FAILED"),
                 QCoreApplication::translate("JobStore",
                                             "Could not %1 in the job database %2: %3. Check that the disk is "
                                             "not full and that the file and its folder are writable; if another "
                                             "SolveDeck window or command holds the database busy, try again.")
                     .arg(what, d->label, error.text())};
}

Error JobStore::notOpenError() const
{
    return Error{QStringLiteral("DB_WRITE_FAILED"),
                 QCoreApplication::translate("JobStore",
                                             "The job database is not open. Open it first (this is "
                                             "a program error; please report it).")};
}

Result<void> JobStore::setWatchChanges(bool on, int intervalMs)
{
    delete d->feed;
    d->feed = nullptr;
    if (!on) {
        return {};
    }
    if (!isOpen()) {
        return notOpenError();
    }
    auto *feed = new ChangeFeed(*this, this);
    connect(feed, &ChangeFeed::jobsChanged, this, &JobStore::jobsChanged);
    if (Result<void> started = feed->start(intervalMs); !started) {
        delete feed;
        return started;
    }
    d->feed = feed;
    return {};
}

bool JobStore::watchesChanges() const
{
    return d->feed != nullptr;
}

// ---- jobs -------------------------------------------------------------------------------------------------------

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
    return Enqueuer(*this).enqueue(items);
}

std::optional<Job> JobStore::job(qint64 id) const
{
    const QList<Job> found = jobsByIds({id});
    return found.isEmpty() ? std::nullopt : std::optional<Job>(found.constFirst());
}

std::optional<Job> JobStore::jobByIdempotencyKey(const QString &key) const
{
    const QList<Job> found = selectJobs(QStringLiteral("SELECT %1 FROM jobs WHERE idempotency_key = ?")
                                            .arg(JobRow::columns()),
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
    if (!exec(q, sql, binds)) {
        qCWarning(lcStore) << "query failed:" << q.lastError().text() << sql;
        return result;
    }
    while (q.next()) {
        result << JobRow::fromQuery(q);
    }
    return result;
}

QList<Job> JobStore::jobs(const Query &query) const
{
    QString sql = QStringLiteral("SELECT %1 FROM jobs").arg(JobRow::columns());
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
                                .arg(JobRow::columns(), placeholders(chunk.size()));
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

qint64 JobStore::nextQueuedAttemptAtMs() const
{
    if (!isOpen()) {
        return 0;
    }
    QSqlQuery q = d->query();
    if (!exec(q,
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

QList<Job> JobStore::jobsInFlight() const
{
    return selectJobs(QStringLiteral("SELECT %1 FROM jobs WHERE state IN (?, ?) ORDER BY id").arg(JobRow::columns()),
                      {jobStateName(JobState::Submitting), jobStateName(JobState::Submitted)});
}

bool JobStore::hasJobsInFlight() const
{
    if (!isOpen()) {
        return false;
    }
    QSqlQuery q = d->query();
    if (!exec(q,
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
    if (!exec(q,
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
        return notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "save job %1 as %2").arg(t.id).arg(t.eventKind);
    {
        StoreTransaction tx(*this);
        if (!tx.active()) {
            return writeError(what, tx.error());
        }
        // An operator's action is recorded with the state it changed ("job 12 (was submitted)").
        QString before;
        if (!t.auditAction.isEmpty()) {
            QSqlQuery current = d->query();
            if (!exec(current, QStringLiteral("SELECT state FROM jobs WHERE id = ?"), {t.id})) {
                return writeError(what, current.lastError());
            }
            before = current.next() ? current.value(0).toString() : QString();
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
        if (!exec(update,
                  QStringLiteral("UPDATE jobs SET %1 WHERE id = ? AND state IN (%2)%3")
                      .arg(t.setSql, placeholders(t.from.size()), guard),
                  binds)) {
            return writeError(what, update.lastError());
        }
        if (update.numRowsAffected() == 0) {
            // Stale or wrong: say which, and change nothing (the destructor rolls back).
            QSqlQuery current = d->query();
            if (!exec(current, QStringLiteral("SELECT state, claimed_by, attempts FROM jobs WHERE id = ?"), {t.id})) {
                return writeError(what, current.lastError());
            }
            if (!current.next()) {
                return Error{QStringLiteral("NOT_FOUND"),
                             QCoreApplication::translate("JobStore",
                                                         "There is no job %1 in %2. Check the job id "
                                                         "(list jobs to see them).")
                                 .arg(t.id)
                                 .arg(d->label)};
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
            if (!exec(after, QStringLiteral("SELECT attempts FROM jobs WHERE id = ?"), {t.id}) || !after.next()) {
                return writeError(what, after.lastError());
            }
            detail = t.detailAfterUpdate(after.value(0).toInt());
        }
        JobEventWriter events(*this);
        if (!events.append(t.id, t.nowMs, t.eventKind, detail)) {
            return writeError(what, events.lastError());
        }
        if (!t.auditAction.isEmpty()) {
            QSqlQuery audit = d->query();
            if (!AuditLog(*this).append(audit,
                                        t.auditAction,
                                        QStringLiteral("job %1 (was %2)").arg(t.id).arg(before))) {
                return writeError(what, audit.lastError());
            }
        }
        if (!tx.commit()) {
            return writeError(what, tx.error());
        }
    }
    Q_EMIT jobsChanged({t.id});
    return {};
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
    t.auditAction = QStringLiteral("jobs.cancel");
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
    t.auditAction = QStringLiteral("jobs.retry");
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
        return notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "record an event for job %1").arg(id);
    {
        QSqlQuery q = d->query();
        // One statement: an autocommit transaction of its own. The SELECT makes a missing job insert nothing.
        if (!JobEventWriter::appendToJobs(q, QStringLiteral("id = ?"), {id}, m_clock.nowMs(), kind, detail)) {
            return writeError(what, q.lastError());
        }
        if (q.numRowsAffected() == 0) {
            return Error{QStringLiteral("NOT_FOUND"),
                         QCoreApplication::translate("JobStore",
                                                     "There is no job %1 in %2. Check the job id (list "
                                                     "jobs to see them).")
                             .arg(id)
                             .arg(d->label)};
        }
    }
    Q_EMIT jobsChanged({id});
    return {};
}

Result<int> JobStore::recordEventForState(JobState state, const QString &kind, const QString &detail)
{
    if (!isOpen()) {
        return notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "record an event for the %1 jobs")
                             .arg(jobStateName(state));
    QList<qint64> ids;
    {
        QSqlQuery q = d->query();
        if (!exec(q, QStringLiteral("SELECT id FROM jobs WHERE state = ? ORDER BY id"), {jobStateName(state)})) {
            return writeError(what, q.lastError());
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
        if (!JobEventWriter::appendToJobs(q,
                                          QStringLiteral("state = ?"),
                                          {jobStateName(state)},
                                          m_clock.nowMs(),
                                          kind,
                                          detail)) {
            return writeError(what, q.lastError());
        }
    }
    Q_EMIT jobsChanged(ids);
    return int(ids.size());
}

Result<void> JobStore::setBusyTimeout(int ms)
{
    if (!isOpen()) {
        return notOpenError();
    }
    QSqlQuery q = d->query();
    if (!q.exec(d->dialect.busyTimeout(ms))) {
        return writeError(QCoreApplication::translate("JobStore", "set the busy timeout"), q.lastError());
    }
    return {};
}

Result<void> JobStore::probeWrite()
{
    if (!isOpen()) {
        return notOpenError();
    }
    const QString what = QCoreApplication::translate("JobStore", "write");
    StoreTransaction tx(*this);
    if (!tx.active()) {
        return writeError(what, tx.error());
    }
    QSqlQuery q = d->query();
    if (!exec(q, QStringLiteral("UPDATE schema_version SET version = version"))) {
        return writeError(what, q.lastError());
    }
    if (!tx.commit()) {
        return writeError(what, tx.error());
    }
    return {};
}

void JobStore::setCreatedBy(const QString &operatorAtMachine)
{
    d->createdBy = operatorAtMachine.isEmpty() ? operatorAtThisMachine() : operatorAtMachine;
}

QString JobStore::createdBy() const
{
    return d->createdBy;
}

} // namespace SolveDeck
