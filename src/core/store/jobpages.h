#pragma once

#include "core/model/job.h"

#include <QList>
#include <QSet>
#include <QString>
#include <QVariant>
#include <QVariantList>

namespace SolveDeck {

class JobStore;

// What the job table orders by: one per column of the console's table. Every key is a stored column (indexed with
// the id since schema 6) except Elapsed, whose unfinished jobs count up to a time frozen when the order is chosen
// (since schema 8 read in two indexed parts: finished jobs by finished_at - created_at, unfinished ones by creation).
enum class JobSortKey {
    Id,
    State,
    Method,
    Site,
    PageUrl,
    Created,
    Elapsed,
    TokenExpiry,
    Error,
};

// Which jobs the table shows, and in which order. Equal keys are ordered by id in the same direction, so every
// order is total and a row's position is well defined.
struct JobView
{
    QList<JobState> states; // empty: every state
    // Case-insensitive (ASCII letters; every letter on PostgreSQL) substring of the page URL, site key, error code or
    // id; empty: no text filter. On SQLite a text of three or more characters is looked up in the trigram index
    // (JobTextIndex), a shorter one scans every row.
    QString text;
    // Methods whose shown name contains `text` (the caller's translated labels); they match as well.
    QList<Method> textMethods;
    QString createdBy; // only the jobs added by "operator@machine"; empty: everyone's
    JobSortKey sortKey = JobSortKey::Id;
    bool descending = false;
    qint64 nowMs = 0; // Elapsed: unfinished jobs end at this time

    bool operator==(const JobView &) const = default;
};

// The job table's reads (issue 11: a million rows that stay fluid): how many jobs a view holds, the ids of one page
// of it, where one job sits in it, all as indexed SQL on the store's read connection (JobStore::readQuery), never by
// loading the table. Pages are read by offset, so jumping to row 700,000 reads one page, not the 700,000 before it.
// Use from the store's thread, like the store.
class JobPages
{
public:
    explicit JobPages(const JobStore &store, JobView view = {});

    const JobView &view() const { return m_view; }

    void setView(const JobView &view) { m_view = view; }

    // Jobs in the view; -1 when the query failed (logged).
    qint64 count() const;
    // The ids of rows [offset, offset + limit) in the view's order.
    QList<qint64> idsAt(qint64 offset, int limit) const;
    // The jobs of those rows, in order (ids, then one read by id).
    QList<Job> jobsAt(qint64 offset, int limit) const;
    // The row of job `id` in the view (how many jobs come before it); -1 when it is not in the view.
    qint64 positionOf(qint64 id) const;
    // Which of `ids` the view's filter accepts now.
    QSet<qint64> matching(const QList<qint64> &ids) const;
    // The highest job id in the database (any view); 0 when empty.
    qint64 maxId() const;

    // The value the view orders `job` by, as the SQL compares it (for telling whether a change moved a job).
    QVariant sortValue(const Job &job) const;
    // Whether a job's sort value can change after it is created (its state, error, token or end time).
    static bool isMutable(JobSortKey key);
    // Whether a job can enter or leave the view after it is created (a state or text filter).
    bool filterIsMutable() const;

private:
    struct Sql
    {
        QString text;
        QVariantList binds;
    };

    // The filter's condition (empty when none) and its binds; scanInOrder: the text's id list is not used to read
    // rows by id (see textMatchesMany).
    Sql filter(bool scanInOrder = false) const;
    // Whether the text alone is the filter and matches more than 1 job in 20.
    bool textMatchesMany() const;
    // " WHERE ..." (empty when no filter) and its binds.
    Sql whereClause() const;
    // Whether the text is the whole filter and the trigram index answers it (SQLite, three or more characters).
    bool textIndexAlone() const;
    // The condition on the jobs newer than the index that match the text (by LIKE), and its binds.
    Sql newerThanIndex() const;
    // positionOf (id order) and matching when textIndexAlone().
    qint64 positionInTextIndex(qint64 id) const;
    QSet<qint64> matchingInTextIndex(const QList<qint64> &ids) const;
    // The Elapsed order's two parts as one UNION ALL of (id, elapsed) rows, each part's filter followed by its
    // tail; binds: the filter's once (the caller repeats them for the second part, with the tails' own).
    Sql elapsedParts(const QString &finishedTail, const QString &unfinishedTail, bool scanInOrder = false) const;
    // The key's SQL expression (empty for Id: the order is the id alone).
    QString keyExpression() const;
    QString orderBy() const;

    const JobStore &m_store;
    JobView m_view;
};

} // namespace SolveDeck
