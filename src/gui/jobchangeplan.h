#pragma once

#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <functional>

namespace SolveDeck {

class JobRowCache;

// What the job table does with one tick's changed jobs (JobTableModel::refreshJobs), decided before any row moves:
// a loaded job still shown with the same sort key is updated in place; one that left the view is removed from its
// row; one whose sort key changed is moved (updated, then placed like a new one); a job newer than any seen is
// inserted where the order puts it. A change the table cannot place (a job that is not loaded, under a filter or an
// order it may affect, or a deleted one) asks for one re-layout instead. Pure: tested without a database
// (tests/gui/jobtable/jobchangeplan_test.cpp).
struct JobChangePlan
{
    QList<int> updatedRows; // ascending
    QList<int> removedRows;
    QSet<qint64> moved;    // ids among `inserted` that are already loaded (a move, not an insert)
    QList<Job> inserted;   // new and moving jobs, to be placed by their position in the view
    bool relayout = false; // one job cannot be placed: re-read the whole layout instead

    struct Input
    {
        QList<qint64> ids;           // the changed jobs, each once
        QHash<qint64, Job> fresh;    // their rows as read now (a deleted job is missing)
        QSet<qint64> shown;          // those of them the view's filter shows
        qint64 maxId = 0;            // the newest job the table has seen
        bool sortKeyMutable = false; // the order's key can change on a job (JobPages::isMutable)
        bool filterMutable = false;  // the filter can change its verdict on a job (JobPages::filterIsMutable)
        // The order's key of a job differs between its loaded and its fresh row.
        std::function<bool(const Job &loaded, const Job &fresh)> sortKeyChanged;
    };

    static JobChangePlan make(const Input &input, const JobRowCache &rows);
};

} // namespace SolveDeck
