// The store half of the job importer: importJobs streams JobFileReader's records into one transaction. Kept apart
// from jobimport.cpp so that the reader (parsing untrusted bytes) builds without the store, as the fuzz target does.
#include "core/io/jobfilefields.h"
#include "core/model/hostpattern.h"
#include "core/model/validation.h"
#include "core/store/auditlog.h"
#include "core/store/authorisedhosts.h"
#include "core/store/jobeventwriter.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"
#include "core/translation.h"
#include "jobimport.h"

#include <QCoreApplication>
#include <QDateTime>
#include <QIODevice>
#include <QSet>
#include <QSqlError>
#include <QSqlQuery>
#include <QUuid>

#include <optional>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck")

namespace {

// SQLite keeps the import's statement journals in memory for its duration (PRAGMA temp_store=MEMORY), then goes
// back to the connection's setting. Each INSERT inside the one big transaction opens a statement journal (so that a
// failing row can be undone alone), and with temp_store at its default these are files: about 30 pwrite calls per
// row, most of the import's system time (18 s of 65 s CPU for a million rows). A statement journal holds only the
// pages one row's insert changes and is emptied after it, so memory does not grow with the file.
class StatementJournalsInMemory
{
public:
    explicit StatementJournalsInMemory(JobStore &store)
        : m_store(store)
    {
        if (store.isPostgres()) {
            return;
        }
        QSqlQuery q = store.readQuery();
        if (q.exec(QStringLiteral("PRAGMA temp_store")) && q.next()) {
            m_previous = q.value(0).toInt();
            q.finish();
            if (!q.exec(QStringLiteral("PRAGMA temp_store=MEMORY"))) {
                m_previous = -1; // left as it was: slower, not wrong
            }
        }
    }

    ~StatementJournalsInMemory()
    {
        if (m_previous >= 0) {
            QSqlQuery q = m_store.readQuery();
            q.exec(QStringLiteral("PRAGMA temp_store=%1").arg(m_previous));
        }
    }

    StatementJournalsInMemory(const StatementJournalsInMemory &) = delete;
    StatementJournalsInMemory &operator=(const StatementJournalsInMemory &) = delete;

private:
    JobStore &m_store;
    int m_previous = -1;
};

} // namespace

Result<ImportSummary> importJobFile(JobStore &store, const QString &path, QIODevice *ids, const TaskSpec &sharedSpec)
{
    const Result<JobFileFormat> format = jobFileFormatOf(path);
    if (!format) {
        return format.error();
    }
    Result<std::unique_ptr<QIODevice>> file = openJobFile(path);
    if (!file) {
        return file.error();
    }
    return importJobs(store, *file.value(), format.value(), ids, sharedSpec, path);
}

Result<ImportSummary> importJobs(JobStore &store,
                                 QIODevice &in,
                                 JobFileFormat format,
                                 QIODevice *ids,
                                 const TaskSpec &sharedSpec,
                                 const QString &source)
{
    JobFileReader reader(in, format);
    reader.setSharedSpec(sharedSpec);
    ImportSummary summary;
    std::optional<Error> failure;
    QList<qint64> created;
    // Announced after the commit when few enough for listeners to re-read; a bigger import is seen by the
    // consoles' change feed and their next page reads.
    constexpr qsizetype kMaxAnnounced = 100000;
    const QString createdBy = store.createdBy();
    const qint64 now = QDateTime::currentMSecsSinceEpoch();
    std::optional<AuthorisedHostSet> authorised;
    std::optional<StatementJournalsInMemory> journals(std::in_place, store); // outside the transaction, as it must be
    const Result<void> written = store.write(tr("import jobs"), [&](QSqlQuery &audit) {
        QSqlQuery insert = store.readQuery();
        QSqlQuery existing = store.readQuery();
        JobEventWriter events(store);
        if (!insert.prepare(store.dialect().insertOrIgnoreReturningId(QStringLiteral("jobs"),
                                                                      JobRow::storedColumns(),
                                                                      QStringLiteral("idempotency_key")))
            || !existing.prepare(QStringLiteral("SELECT id FROM jobs WHERE idempotency_key = ?"))) {
            failure = Error{QStringLiteral("DB_WRITE_FAILED"), insert.lastError().text() + existing.lastError().text()};
            return false;
        }
        // A key found again belongs to a job of this list when its id is newer than every job before the import:
        // "repeated in the list", not "already in the database" (a twenty-third trial read 4 already there where 3
        // were).
        QSqlQuery newest = store.readQuery();
        if (!JobStore::exec(newest, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM jobs")) || !newest.next()) {
            failure = Error{QStringLiteral("DB_WRITE_FAILED"), newest.lastError().text()};
            return false;
        }
        const qint64 newestBefore = newest.value(0).toLongLong();
        newest.finish();
        auto dbFailure = [&](const QSqlError &error) {
            failure = Error{QStringLiteral("DB_WRITE_FAILED"),
                            tr("Could not store the jobs in %1: %2. Nothing from the file was stored.")
                                .arg(store.label(), error.text())};
            return false;
        };
        while (true) {
            auto next = reader.next();
            if (!next) {
                failure = next.error();
                return false;
            }
            if (!next->has_value()) {
                // The operator's import, recorded with it (all or nothing, as the jobs).
                QString detail = QStringLiteral("%1: %2 queued, %3 already in the database (not added again)")
                                     .arg(source.isEmpty() ? QStringLiteral("a job list") : source,
                                          auditCount(summary.created, "job"))
                                     .arg(summary.existed - summary.repeated);
                if (summary.repeated > 0) {
                    detail += QStringLiteral(", %1 repeated in the list (added once)").arg(summary.repeated);
                }
                if (!AuditLog(store).append(audit, QStringLiteral("jobs.import"), detail)) {
                    return dbFailure(audit.lastError());
                }
                return true;
            }
            const ImportedJob &job = **next;
            // As JobStore's enqueue: a pingback goes only to an authorised host (the list read once, when needed).
            if (job.spec.params.contains(QStringLiteral("pingback"))) {
                if (!authorised) {
                    Result<AuthorisedHostSet> read = AuthorisedHosts(std::as_const(store)).snapshot();
                    if (!read) {
                        failure = read.error();
                        return false;
                    }
                    authorised = std::move(read).value();
                }
                if (Result<void> allowed = validatePingbackHost(job.spec, authorised->patterns); !allowed) {
                    failure = JobFileFields::lineError(job.line, allowed.error().message, allowed.error().code);
                    return false;
                }
            }
            Job r = job.restored ? job.record : Job{};
            if (!job.restored) {
                r.spec = job.spec;
                r.state = JobState::Queued;
                r.createdAtMs = now;
                // A queued job's next_attempt_at is never 0 (see Enqueuer).
                r.nextAttemptAtMs = now;
                r.createdBy = createdBy;
            } else if (r.state == JobState::Queued && r.nextAttemptAtMs <= 0) {
                r.nextAttemptAtMs = now;
            }
            if (r.createdAtMs <= 0) {
                r.createdAtMs = now;
            }
            const QString key = job.idempotencyKey.isEmpty() ? QUuid::createUuid().toString(QUuid::WithoutBraces)
                                                             : job.idempotencyKey;
            r.idempotencyKey = key;
            // A key already stored is looked up before the insert: an insert its conflict refuses still takes an id
            // from SQLite's AUTOINCREMENT and PostgreSQL's sequence, and the next job's id would skip one.
            if (!JobStore::run(existing, {key})) {
                return dbFailure(existing.lastError());
            }
            qint64 jobId = existing.next() ? existing.value(0).toLongLong() : 0;
            existing.finish();
            bool inserted = false;
            if (jobId == 0) {
                // As JobStore's enqueue: the claim picks only jobs whose host is authorised.
                if (!JobStore::run(insert, JobRow::storedValues(r, HostPattern::hostOfUrl(r.spec.pageurl)))) {
                    return dbFailure(insert.lastError());
                }
                inserted = insert.next();
            }
            ++summary.rows;
            if (inserted) {
                jobId = insert.value(0).toLongLong();
                insert.finish();
                ++summary.created;
                if (created.size() < kMaxAnnounced) {
                    created << jobId;
                }
                QList<JobEvent> timeline = job.events;
                if (timeline.isEmpty()) {
                    JobEvent e;
                    e.atMs = job.restored ? r.createdAtMs : now;
                    e.kind = QString::fromLatin1(EventKind::Enqueued);
                    e.detail = job.restored ? tr("imported") : methodName(r.spec.method);
                    timeline << e;
                }
                for (const JobEvent &e : timeline) {
                    if (!events.append(jobId, e.atMs, e.kind, e.detail)) {
                        return dbFailure(events.lastError());
                    }
                }
            } else {
                insert.finish();
                if (jobId == 0) {
                    // Refused by a job another database client committed meanwhile (PostgreSQL).
                    if (!JobStore::run(existing, {key}) || !existing.next()) {
                        return dbFailure(existing.lastError());
                    }
                    jobId = existing.value(0).toLongLong();
                    existing.finish();
                }
                ++summary.existed;
                if (jobId > newestBefore) {
                    ++summary.repeated;
                }
                if (summary.existing.size() < 1000) {
                    summary.existing.append({job.line, jobId, key});
                }
            }
            if (ids && ids->write(QByteArray::number(jobId) + '\n') < 0) {
                failure = Error{QStringLiteral("IMPORT_WRITE_FAILED"),
                                tr("Could not keep the new job ids: %1. Check free space in the temporary folder.")
                                    .arg(ids->errorString())};
                return false;
            }
        }
    });
    journals.reset();
    if (failure) {
        return *failure;
    }
    if (!written) {
        return written.error();
    }
    if (!created.isEmpty()) {
        store.announceChanges(created);
    }
    return summary;
}

} // namespace SolveDeck
