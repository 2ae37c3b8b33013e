#pragma once

#include "core/clock.h"
#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QMap>
#include <QObject>
#include <QString>
#include <QVariantList>

#include <memory>
#include <optional>
#include <utility>

namespace SolveDeck {

// Which jobs JobStore::jobs() returns (spelled JobStore::Query).
struct JobStoreQuery
{
    QList<JobState> states; // empty: every state
    int limit = -1;         // -1: no limit
    int offset = 0;
    bool newestFirst = false;
};

// The durable job store: every job and its timeline (job_events) in one SQL database (SQLite now, PostgreSQL in
// team mode). Each state change is one transaction that updates the job row only if it is in an allowed from-state
// and appends its event; a stale transition changes nothing and returns INVALID_TRANSITION. Two stores (GUI and
// CLI processes) may open the same file at once. Not thread-safe: use a JobStore from the thread that opened it.
class JobStore : public QObject
{
    Q_OBJECT

public:
    explicit JobStore(const Clock &clock = Clock::system(), QObject *parent = nullptr);
    ~JobStore() override;

    // Creates the parent directory and the file (mode 0600), then migrates; Error.message says what to do.
    Result<void> openSqlite(const QString &path);
    // QStandardPaths::AppDataLocation + "/solvedeck.sqlite"
    static QString defaultDatabasePath();
    void close();
    bool isOpen() const;

    struct Enqueued
    {
        qint64 jobId = 0;
        bool created = false; // created=false: the idempotency key existed; jobId is that job
    };

    // Validates the spec; an empty key becomes a new UUID.
    Result<Enqueued> enqueue(const TaskSpec &spec, const QString &idempotencyKey = {});
    // One transaction: all or nothing.
    Result<QList<Enqueued>> enqueueBatch(const QList<std::pair<TaskSpec, QString>> &items);

    std::optional<Job> job(qint64 id) const;
    std::optional<Job> jobByIdempotencyKey(const QString &key) const;

    // Defined outside the class: GCC refuses `= {}` for a nested struct with member initializers used as a
    // default argument inside its own enclosing class. JobStore::Query is the name to use.
    using Query = JobStoreQuery;

    QList<Job> jobs(const Query &query = {}) const;
    QList<Job> jobsByIds(const QList<qint64> &ids) const;
    // state=queued and next_attempt_at <= now, ordered by next_attempt_at, id
    QList<Job> dueQueued(qint64 nowMs, int limit) const;
    // Earliest next_attempt_at among queued jobs; 0 if none queued.
    qint64 nextQueuedAttemptAtMs() const;
    // submitting + submitted
    QList<Job> inFlight() const;
    // Every state present, 0 where none.
    QMap<JobState, int> countsByState() const;
    // Oldest first, in commit order (the same as time order unless the writers' clocks differ).
    QList<JobEvent> events(qint64 jobId) const;

    // Transitions: one transaction each, appends its event (EventKind names from model/job.h), stamps times from
    // the Clock. A job not in an allowed from-state is left alone: INVALID_TRANSITION (NOT_FOUND if no such job).

    // queued -> submitting; attempts += 1
    Result<void> markSubmitting(qint64 id);
    // submitting -> submitted; submitted_at = now; task_id stored
    Result<void> markSubmitted(qint64 id, const QString &taskId);
    // submitting|submitted -> queued; clears task_id (and submitted_at); event of eventKind (empty: backoff).
    // nextAttemptAtMs 0 means "as soon as possible" and is stored as now: a queued job's next_attempt_at is never 0,
    // so nextQueuedAttemptAtMs() == 0 reliably means "nothing queued".
    Result<void> requeue(qint64 id, qint64 nextAttemptAtMs, const QString &eventKind, const QString &detail);
    // submitted -> solved; ready/collected/finished = now
    Result<void> markSolved(qint64 id, const QString &token, qint64 tokenExpiresAtMs);
    // queued|submitting|submitted -> failed
    Result<void> markFailed(qint64 id, const QString &code, const QString &detail);
    // queued|submitting|submitted -> canceled
    Result<void> cancel(qint64 id);
    // failed|canceled -> queued; clears task_id, token, error, next_attempt_at
    Result<void> retry(qint64 id);
    Result<void> recordEvent(qint64 id, const QString &kind, const QString &detail);
    // The same event on every job now in `state` (e.g. "paused" on the queued jobs); returns how many.
    Result<int> recordEventForState(JobState state, const QString &kind, const QString &detail);
    // Every submitting job -> queued with an uncertain_submit event; returns how many.
    Result<int> recoverAfterRestart();

    // A task the server may still be solving although no job here waits for it: the last submit of a job that is
    // queued again after its answer was lost (or after a crash mid-submit), or of a job canceled in flight. Such a
    // task holds a thread of the plan until its deadline.
    struct MaybeAliveTask
    {
        qint64 jobId = 0;
        Method method = Method::RecaptchaV2;
        qint64 submitSentAtMs = 0;
    };

    // Those whose submit was sent at or after `sentSinceMs`.
    QList<MaybeAliveTask> tasksMaybeAlive(qint64 sentSinceMs) const;

    // How long a write waits for another connection's lock before it fails (default SqlDialect::busyTimeoutMs).
    // Tests shorten it to see a held lock fail fast.
    Result<void> setBusyTimeout(int ms);

    // A small real write (a no-op update in a write transaction): whether the database takes writes again after a
    // failure (disk full, a lock held past the busy timeout).
    Result<void> probeWrite();

    // What the engine learned of each method's solve times (ms, oldest first); empty when nothing was saved.
    QMap<Method, QList<qint64>> learnedSolveTimes() const;
    // Replaces the saved samples of each method in `samples` (one transaction).
    Result<void> saveLearnedSolveTimes(const QMap<Method, QList<qint64>> &samples);

    // The QSqlDatabase connection name of this store (unique per instance); empty when closed. For tests and tools.
    QString connectionName() const;
    // The absolute path of the open database file.
    QString databasePath() const;
    // The schema version the open database is at; 0 when closed.
    int schemaVersion() const;
    // Checks the whole file's structure (SQLite's integrity_check): DB_OPEN_FAILED with the problems found.
    Result<void> checkIntegrity() const;

    // Another connection (the engine's worker, another process) changed these jobs: tell this store's listeners.
    void announceChanges(const QList<qint64> &ids) { Q_EMIT jobsChanged(ids); }

Q_SIGNALS:
    void jobsChanged(const QList<qint64> &ids); // emitted after each committed change (the engine batches for the GUI)

private:
    struct Private;
    struct Transition;
    Result<void> migrate();
    Result<void> transition(const Transition &t);
    struct InsertStatements;
    Result<void> prepareInsertStatements(InsertStatements &st) const;
    Result<Enqueued> insertJob(InsertStatements &st, const TaskSpec &spec, const QString &key, qint64 nowMs);
    QList<Job> selectJobs(const QString &sql, const QVariantList &binds) const;

    const Clock &m_clock;
    std::unique_ptr<Private> d;
};

} // namespace SolveDeck
