#include "jobtextindex.h"

namespace SolveDeck {

namespace {

// The columns the console's filter searches (JobPages), ASCII-lowercased as `prefix` names them (new. or old. in a
// trigger, nothing in the backfill). Same order as the FTS5 table's columns.
QString indexedValues(const QString &prefix)
{
    return QStringLiteral("%1id, LOWER(%1pageurl), LOWER(%1sitekey), LOWER(%1error_code), CAST(%1id AS TEXT)")
        .arg(prefix);
}

} // namespace

QStringList JobTextIndex::schema(const SqlDialect &dialect)
{
    if (dialect.kind() != SqlDialect::Kind::Sqlite) {
        return {};
    }
    const QString columns = QStringLiteral("rowid, pageurl, sitekey, error_code, id_text");
    return {
        // Contentless (content=''): the index only, the text stays in jobs. case_sensitive 1: the values are
        // lowercased here as SQLite's LIKE compares (ASCII letters only), not by the tokenizer's Unicode folding.
        QStringLiteral("CREATE VIRTUAL TABLE jobs_text USING fts5(pageurl, sitekey, error_code, id_text, content='', "
                       "tokenize='trigram case_sensitive 1')"),
        QStringLiteral("INSERT INTO jobs_text (%1) SELECT %2 FROM jobs").arg(columns, indexedValues(QString())),
        QStringLiteral("CREATE TRIGGER jobs_text_insert AFTER INSERT ON jobs BEGIN "
                       "INSERT INTO jobs_text (%1) VALUES (%2); END")
            .arg(columns, indexedValues(QStringLiteral("new."))),
        // A contentless table forgets a row by being told the values it indexed: the old row's, lowercased alike.
        QStringLiteral("CREATE TRIGGER jobs_text_delete AFTER DELETE ON jobs BEGIN "
                       "INSERT INTO jobs_text (jobs_text, %1) VALUES ('delete', %2); END")
            .arg(columns, indexedValues(QStringLiteral("old."))),
        // Only when an indexed value changes (a failure sets the error code, a retry clears it): the engine's
        // state changes touch other columns and cost nothing here.
        QStringLiteral("CREATE TRIGGER jobs_text_update AFTER UPDATE OF id, pageurl, sitekey, error_code ON jobs "
                       "WHEN old.id IS NOT new.id OR old.pageurl IS NOT new.pageurl OR old.sitekey IS NOT new.sitekey "
                       "OR old.error_code IS NOT new.error_code BEGIN "
                       "INSERT INTO jobs_text (jobs_text, %1) VALUES ('delete', %2); "
                       "INSERT INTO jobs_text (%1) VALUES (%3); END")
            .arg(columns, indexedValues(QStringLiteral("old.")), indexedValues(QStringLiteral("new."))),
    };
}

bool JobTextIndex::covers(const SqlDialect &dialect, const QString &text)
{
    // Characters, not UTF-16 units: the tokenizer makes a trigram of three code points.
    return dialect.kind() == SqlDialect::Kind::Sqlite && text.toUcs4().size() >= 3;
}

QString JobTextIndex::asciiLower(const QString &text)
{
    QString lower = text;
    for (QChar &c : lower) {
        if (c >= QLatin1Char('A') && c <= QLatin1Char('Z')) {
            c = QChar(c.unicode() + ('a' - 'A'));
        }
    }
    return lower;
}

QString JobTextIndex::matchQuery(const QString &text)
{
    QString phrase = asciiLower(text);
    phrase.replace(QLatin1Char('"'), QStringLiteral("\"\""));
    return QLatin1Char('"') + phrase + QLatin1Char('"');
}

QString JobTextIndex::idCondition()
{
    return QStringLiteral("id IN (SELECT rowid FROM jobs_text WHERE jobs_text MATCH ?)");
}

QString JobTextIndex::countSql()
{
    return QStringLiteral("SELECT COUNT(*) FROM jobs_text WHERE jobs_text MATCH ?");
}

QString JobTextIndex::idsSql(bool descending)
{
    return QStringLiteral("SELECT rowid FROM jobs_text WHERE jobs_text MATCH ? ORDER BY rowid%1 LIMIT ? OFFSET ?")
        .arg(descending ? QStringLiteral(" DESC") : QString());
}

} // namespace SolveDeck
