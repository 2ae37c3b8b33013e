#pragma once

#include "core/model/job.h"

#include <QHash>
#include <QList>
#include <QSet>

#include <map>

namespace SolveDeck {

// The loaded rows of the paged job table (JobTableModel): runs of consecutive rows keyed by their first row, which
// shift when rows are inserted or removed above them, with an index from job id to row. Plain data, no store and no
// model signals, so it is tested on its own (tests/gui/jobtable/jobrowcache_test.cpp).
class JobRowCache
{
public:
    // The job on `row` when its page is loaded.
    const Job *at(int row) const;
    Job *at(int row);

    // A page read from `start`: the runs that overlap it keep only their parts outside it.
    void storePage(int start, QList<Job> jobs);
    // A row inserted above `row` (or at it) moves the rows below it down by one; removing one moves them up.
    void insert(int row, const Job &job);
    void remove(int row);
    void move(int from, int to);
    // Over `maxRows` loaded rows: the runs farthest from `nearRow` go.
    void trim(int nearRow, int maxRows);
    void clear();

    // Where each loaded job is.
    const QHash<qint64, int> &rowsById() const;
    int loadedRows() const;

    // Pages that came back empty or short (rows past a count that shrank, a failed read) are not read again by every
    // cell of the same paint: only after the next change (any insert, remove or clear forgets them).
    bool knownEmpty(int pageStart) const { return m_emptyPages.contains(pageStart); }

    void markEmpty(int pageStart) { m_emptyPages.insert(pageStart); }

private:
    std::map<int, QList<Job>> m_runs;
    mutable QHash<qint64, int> m_rowById;
    mutable bool m_rowByIdStale = false;
    QSet<int> m_emptyPages;
};

} // namespace SolveDeck
