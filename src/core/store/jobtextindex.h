#pragma once

#include "core/store/sqldialect.h"

#include <QString>
#include <QStringList>

namespace SolveDeck {

// The console's text filter on a million jobs (issue 11): an index of every trigram (three characters in a row) of
// the columns the filter searches, so "contains this text" reads the index instead of every row.
//
// SQLite (schema 8): jobs_text, a contentless FTS5 table with the trigram tokenizer, one row per job (rowid = id)
// holding the page URL, site key and error code ASCII-lowercased (SQLite's LOWER) and the id as text. Triggers on
// jobs keep it equal to the jobs table on every write (insert, delete, an update of those columns), in the writing
// transaction. A phrase query for the ASCII-lowercased text then finds exactly the rows that
// `column LIKE '%text%'` (case-insensitive for ASCII letters only, as SQLite's LIKE) finds in any of the columns:
// the same semantics, no row read. Texts shorter than three characters have no trigram: they stay a LIKE scan.
//
// PostgreSQL: no index (the filter stays an ILIKE scan there).
class JobTextIndex
{
public:
    // The schema 8 statements that make the index and fill it from the jobs already stored (empty on PostgreSQL).
    static QStringList schema(const SqlDialect &dialect);

    // Whether the index can answer "contains `text`" on this engine (SQLite, three or more characters).
    static bool covers(const SqlDialect &dialect, const QString &text);

    // The FTS5 MATCH argument for "one of the searched columns contains `text`": a quoted phrase of the
    // ASCII-lowercased text, which holds no query syntax (a '"' is doubled). Use with covers() true.
    static QString matchQuery(const QString &text);

    // A-Z to a-z, every other character unchanged: what SQLite's LOWER does and what its LIKE ignores.
    static QString asciiLower(const QString &text);

    // Condition on jobs.id for "the indexed text contains `text`" and its bind (use with covers() true).
    static QString idCondition();
    // The count and the ids in id order read from the index alone, when the text is the view's only filter.
    static QString countSql();
    static QString idsSql(bool descending);
};

} // namespace SolveDeck
