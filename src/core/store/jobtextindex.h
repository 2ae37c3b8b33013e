#pragma once

#include "core/result.h"
#include "core/store/sqldialect.h"

#include <QString>
#include <QStringList>

namespace SolveDeck {

class JobStore;

// The console's text filter on a million jobs (issue 11): an index of every trigram (three characters in a row) of
// the columns the filter searches, so "contains this text" reads the index instead of every row.
//
// SQLite (schema 8): jobs_text, a contentless FTS5 table with the trigram tokenizer, one row per job (rowid = id)
// holding the page URL, site key and error code ASCII-lowercased (SQLite's LOWER) and the id as text. A phrase query
// for the ASCII-lowercased text finds exactly the rows that `column LIKE '%text%'` (case-insensitive for ASCII
// letters only, as SQLite's LIKE) finds in one of the columns: the same semantics, no row read.
//
// The index covers the jobs up to an id (jobs_text_upto); newer ones are matched by LIKE on a range of ids, so adding
// jobs costs nothing here (a trigger on insert would make every INSERT keep a statement journal, doubling the CPU of
// `enqueue --file`). catchUp() indexes the newer jobs in bulk; the console runs it on a worker thread (HistoryConsole).
// Triggers keep the covered part exact on delete (bulk delete, retention) and on updates of the indexed columns (a
// failure's error code, a retry clearing it). Ids only grow (AUTOINCREMENT), so a new job is never below the mark.
// Texts shorter than three characters have no trigram: they stay a LIKE scan. PostgreSQL: no index (ILIKE scan).
class JobTextIndex
{
public:
    // The schema 8 statements that make the index and fill it from the jobs already stored (empty on PostgreSQL).
    static QStringList schema(const SqlDialect &dialect);

    // Whether the index can answer "contains `text`" on this engine (SQLite, three or more characters).
    static bool covers(const SqlDialect &dialect, const QString &text);

    // The FTS5 MATCH argument for "one of the indexed columns contains `text`": a quoted phrase of the
    // ASCII-lowercased text, which holds no query syntax (a '"' is doubled). Use with covers() true.
    static QString matchQuery(const QString &text);

    // A-Z to a-z, every other character unchanged: what SQLite's LOWER does and what its LIKE ignores.
    static QString asciiLower(const QString &text);

    // "id IN (the indexed jobs matching ?)", bind: matchQuery().
    static QString indexedCondition();
    // "id > (the last indexed id)": the jobs the index does not cover yet, to be matched by LIKE.
    static QString newerCondition();

    // How many jobs the index does not cover yet: a read (a range of ids), for deciding whether to catch up. 0 on
    // PostgreSQL.
    static Result<qint64> pending(const JobStore &store);

    // Indexes up to `maxRows` of the jobs added since the last call, in one write transaction; returns how many
    // jobs the index still does not cover. Nothing to do (0) on PostgreSQL.
    static Result<qint64> catchUp(JobStore &store, qint64 maxRows = 50'000);
};

} // namespace SolveDeck
