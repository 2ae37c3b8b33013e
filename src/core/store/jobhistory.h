#pragma once

#include "core/clock.h"
#include "core/model/job.h"
#include "core/result.h"
#include "core/store/jobfilter.h"

#include <QHash>
#include <QList>
#include <QSqlQuery>
#include <QString>

#include <functional>

namespace SolveDeck {

class JobStore;

// Job history on a JobStore's connection: filtered counts, pages read in id order without holding the result in
// memory (exports), and bulk actions on many jobs at once. Uses the store's seam (readQuery, write), so it lives on
// the store's thread; a worker thread opens a JobStore of its own.
class JobHistory
{
public:
    explicit JobHistory(JobStore &store, const Clock &clock = Clock::system());

    // How many jobs match. DB_READ_FAILED when the database cannot be read.
    Result<qint64> count(const JobFilter &filter) const;

    // Calls `page` with the matching jobs, oldest (lowest id) first, at most pageSize at a time: each page is one
    // keyset query (id > the last one seen), so memory stays one page whatever the row count, and no read
    // transaction is held open between pages (the engine keeps writing). A job changed between pages is read as it
    // is when its page is read. `page` returns false to stop: the result is then CANCELED. Returns the rows read.
    Result<qint64> forEachPage(const JobFilter &filter,
                               int pageSize,
                               const std::function<bool(const QList<Job> &)> &page) const;

    // The timelines of these jobs (oldest event first), in one query per few hundred ids.
    Result<QHash<qint64, QList<JobEvent>>> eventsOf(const QList<qint64> &ids) const;

    // ---- bulk actions ----------------------------------------------------------------------------------------

    enum class BulkAction {
        Cancel, // queued, submitting or submitted -> canceled
        Retry,  // failed or canceled -> queued
        Delete, // solved, failed or canceled: the job and its timeline go
    };
    static QList<JobState> allowedStates(BulkAction action);
    static QString actionName(BulkAction action); // "cancel", "retry", "delete" (the audit action is "jobs.<name>")

    // The ids the action would act on now (the filter's jobs in an allowed state), in id order: what a
    // confirmation counts, and what apply() is then given.
    Result<QList<qint64>> eligible(BulkAction action, const JobFilter &filter) const;

    struct BulkOutcome
    {
        QList<qint64> acted;   // changed (or deleted), in id order
        QList<qint64> skipped; // given, but no longer in an allowed state (or gone) when the action ran
    };

    // Acts on exactly these jobs, in one write transaction: each one still in an allowed state is changed and gets
    // its timeline event (as JobStore::cancel / retry do); the others are left alone and reported as skipped. One
    // audit entry "jobs.<action>" with the counts and `about` (the filter in words) is written in the same
    // transaction. Listeners of the store hear about the changed jobs.
    Result<BulkOutcome> apply(BulkAction action, const QList<qint64> &ids, const QString &about);

    // Counts and acts in one write transaction: the jobs matching the filter in an allowed state at that moment
    // (on PostgreSQL their rows are locked first; on SQLite the write lock holds off every other writer), so the
    // count reported is the count changed, whatever the engines do meanwhile.
    Result<BulkOutcome> applyMatching(BulkAction action, const JobFilter &filter);

private:
    // One write transaction: `pick` selects the ids to act on (with q), then they are changed, their events and the
    // audit entry written. `given`: the ids the caller asked for (empty for a filter).
    Result<BulkOutcome> act(BulkAction action,
                            const QString &about,
                            const std::function<bool(QSqlQuery &, QList<qint64> &)> &pick,
                            const QList<qint64> &given);

    JobStore &m_store;
    const Clock &m_clock;
};

} // namespace SolveDeck
