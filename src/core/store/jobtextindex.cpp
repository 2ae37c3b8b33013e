#include "jobtextindex.h"

#include "core/store/jobstore.h"

#include <QCoreApplication>
#include <QSqlError>
#include <QSqlQuery>

namespace SolveDeck {

namespace {

// The indexed values of a job, in the FTS5 table's column order after the rowid, ASCII-lowercased as `prefix` names
// them (old. in a trigger, nothing in a SELECT from jobs).
QString indexedValues(const QString &prefix)
{
    return QStringLiteral("%1id, LOWER(%1pageurl), LOWER(%1sitekey), LOWER(%1error_code), CAST(%1id AS TEXT)")
        .arg(prefix);
}

const QString kColumns = QStringLiteral("rowid, pageurl, sitekey, error_code, id_text");

} // namespace

QStringList JobTextIndex::schema(const SqlDialect &dialect)
{
    if (dialect.kind() != SqlDialect::Kind::Sqlite) {
        return {};
    }
    const QString covered = QStringLiteral("old.id <= (SELECT id FROM jobs_text_upto)");
    return {
        // Contentless (content=''): the index only, the text stays in jobs. case_sensitive 1: the values are
        // lowercased here as SQLite's LIKE compares (ASCII letters only), not by the tokenizer's Unicode folding.
        QStringLiteral("CREATE VIRTUAL TABLE jobs_text USING fts5(pageurl, sitekey, error_code, id_text, content='', "
                       "tokenize='trigram case_sensitive 1')"),
        // The highest id the index covers (one row).
        QStringLiteral("CREATE TABLE jobs_text_upto (id BIGINT NOT NULL)"),
        QStringLiteral("INSERT INTO jobs_text (%1) SELECT %2 FROM jobs").arg(kColumns, indexedValues(QString())),
        QStringLiteral("INSERT INTO jobs_text_upto (id) SELECT COALESCE(MAX(id), 0) FROM jobs"),
        // A contentless table forgets a row by being told the values it indexed: the old row's, lowercased alike.
        QStringLiteral("CREATE TRIGGER jobs_text_delete AFTER DELETE ON jobs WHEN %1 BEGIN "
                       "INSERT INTO jobs_text (jobs_text, %2) VALUES ('delete', %3); END")
            .arg(covered, kColumns, indexedValues(QStringLiteral("old."))),
        // Only when an indexed value changes (a failure sets the error code, a retry clears it): the engine's
        // other state changes do not name these columns and pay nothing.
        QStringLiteral("CREATE TRIGGER jobs_text_update AFTER UPDATE OF id, pageurl, sitekey, error_code ON jobs "
                       "WHEN %1 AND (old.id IS NOT new.id OR old.pageurl IS NOT new.pageurl "
                       "OR old.sitekey IS NOT new.sitekey OR old.error_code IS NOT new.error_code) BEGIN "
                       "INSERT INTO jobs_text (jobs_text, %2) VALUES ('delete', %3); "
                       "INSERT INTO jobs_text (%2) VALUES (%4); END")
            .arg(covered, kColumns, indexedValues(QStringLiteral("old.")), indexedValues(QStringLiteral("new."))),
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

QString JobTextIndex::indexedCondition()
{
    return QStringLiteral("id IN (SELECT rowid FROM jobs_text WHERE jobs_text MATCH ?)");
}

QString JobTextIndex::newerCondition()
{
    return QStringLiteral("id > (SELECT id FROM jobs_text_upto)");
}

Result<qint64> JobTextIndex::pending(const JobStore &store)
{
    if (store.dialect().kind() != SqlDialect::Kind::Sqlite || !store.isOpen()) {
        return qint64(0);
    }
    QSqlQuery q = store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT COUNT(*) FROM jobs WHERE %1").arg(newerCondition())) || !q.next()) {
        return Error{QStringLiteral("DB_READ_FAILED"),
                     QCoreApplication::translate("SolveDeck::JobTextIndex",
                                                 "Could not read how far the text index reaches in %1: %2. The text "
                                                 "filter still works, by reading every new job.")
                         .arg(store.label(), q.lastError().text())};
    }
    return q.value(0).toLongLong();
}

Result<qint64> JobTextIndex::catchUp(JobStore &store, qint64 maxRows)
{
    if (store.dialect().kind() != SqlDialect::Kind::Sqlite || !store.isOpen()) {
        return qint64(0);
    }
    qint64 left = 0;
    const Result<void> done = store.write(QCoreApplication::translate("SolveDeck::JobTextIndex",
                                                                      "index the text of new jobs"),
                                          [&](QSqlQuery &q) {
        if (!JobStore::exec(q,
                            QStringLiteral("SELECT (SELECT id FROM jobs_text_upto), COALESCE(MAX(id), 0), "
                                           "(SELECT COUNT(*) FROM jobs WHERE id > (SELECT id FROM jobs_text_upto))"
                                           " FROM jobs"))
            || !q.next()) {
            return false;
        }
        const qint64 upTo = q.value(0).toLongLong();
        const qint64 newest = q.value(1).toLongLong();
        const qint64 newer = q.value(2).toLongLong();
        q.finish();
        if (newer == 0) {
            return true;
        }
        qint64 until = newest;
        if (newer > maxRows) {
            if (!JobStore::exec(q,
                                QStringLiteral("SELECT id FROM jobs WHERE id > ? ORDER BY id LIMIT 1 OFFSET ?"),
                                {upTo, maxRows - 1})
                || !q.next()) {
                return false;
            }
            until = q.value(0).toLongLong();
            q.finish();
            left = newer - maxRows;
        }
        return JobStore::exec(q,
                              QStringLiteral("INSERT INTO jobs_text (%1) SELECT %2 FROM jobs WHERE id > ? AND id <= ?")
                                  .arg(kColumns, indexedValues(QString())),
                              {upTo, until})
            && JobStore::exec(q, QStringLiteral("UPDATE jobs_text_upto SET id = ?"), {until});
    });
    if (!done) {
        return done.error();
    }
    return left;
}

} // namespace SolveDeck
