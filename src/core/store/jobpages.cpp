#include "jobpages.h"

#include "core/store/jobstore.h"
#include "core/store/jobtextindex.h"
#include "core/store/storelogging.h"

#include <QSqlError>

#include <algorithm>

namespace SolveDeck {

namespace {

QString placeholders(qsizetype count)
{
    QStringList marks;
    marks.reserve(count);
    for (qsizetype i = 0; i < count; ++i) {
        marks << QStringLiteral("?");
    }
    return marks.join(QStringLiteral(", "));
}

// LIKE pattern for "contains `text`", with '!' as the escape character.
QString containsPattern(const QString &text)
{
    QString escaped = text;
    escaped.replace(QLatin1Char('!'), QStringLiteral("!!"));
    escaped.replace(QLatin1Char('%'), QStringLiteral("!%"));
    escaped.replace(QLatin1Char('_'), QStringLiteral("!_"));
    return QLatin1Char('%') + escaped + QLatin1Char('%');
}

constexpr int maxIdsPerQuery = 500;

} // namespace

JobPages::JobPages(const JobStore &store, JobView view)
    : m_store(store)
    , m_view(std::move(view))
{
}

bool JobPages::isMutable(JobSortKey key)
{
    switch (key) {
    case JobSortKey::State:
    case JobSortKey::Elapsed:
    case JobSortKey::TokenExpiry:
    case JobSortKey::Error:
        return true;
    case JobSortKey::Id:
    case JobSortKey::Method:
    case JobSortKey::Site:
    case JobSortKey::PageUrl:
    case JobSortKey::Created:
        return false;
    }
    return true;
}

bool JobPages::filterIsMutable() const
{
    // The text filter looks at the error code, which a failure sets and a retry clears.
    return !m_view.states.isEmpty() || !m_view.text.isEmpty();
}

QString JobPages::keyExpression() const
{
    const bool postgres = m_store.dialect().kind() == SqlDialect::Kind::PostgreSql;
    // Text keys compare byte-wise on both engines (PostgreSQL's database collation would sort by locale), matching
    // the indexes made in schema 6.
    auto text = [postgres](const char *column) {
        const QString name = QString::fromLatin1(column);
        return postgres ? QStringLiteral("%1 COLLATE \"C\"").arg(name) : name;
    };
    switch (m_view.sortKey) {
    case JobSortKey::Id:
        return {};
    case JobSortKey::State:
        return text("state");
    case JobSortKey::Method:
        return text("method");
    case JobSortKey::Site:
        return text("sitekey");
    case JobSortKey::PageUrl:
        return text("pageurl");
    case JobSortKey::Created:
        return QStringLiteral("created_at");
    case JobSortKey::Elapsed:
        // The clock value is a number this process made, not input: written in, so every use needs no bind.
        return QStringLiteral("((CASE WHEN finished_at > 0 THEN finished_at ELSE %1 END) - created_at)")
            .arg(m_view.nowMs);
    case JobSortKey::TokenExpiry:
        return QStringLiteral("token_expires_at");
    case JobSortKey::Error:
        return text("error_code");
    }
    return {};
}

QVariant JobPages::sortValue(const Job &job) const
{
    switch (m_view.sortKey) {
    case JobSortKey::Id:
        return job.id;
    case JobSortKey::State:
        return jobStateName(job.state);
    case JobSortKey::Method:
        return methodName(job.spec.method);
    case JobSortKey::Site:
        return job.spec.sitekey;
    case JobSortKey::PageUrl:
        return job.spec.pageurl;
    case JobSortKey::Created:
        return job.createdAtMs;
    case JobSortKey::Elapsed:
        return (job.finishedAtMs > 0 ? job.finishedAtMs : m_view.nowMs) - job.createdAtMs;
    case JobSortKey::TokenExpiry:
        return job.tokenExpiresAtMs;
    case JobSortKey::Error:
        return job.errorCode;
    }
    return {};
}

QString JobPages::orderBy() const
{
    const QString dir = m_view.descending ? QStringLiteral(" DESC") : QString();
    const QString key = keyExpression();
    if (key.isEmpty()) {
        return QStringLiteral(" ORDER BY id") + dir;
    }
    return QStringLiteral(" ORDER BY %1%2, id%2").arg(key, dir);
}

JobPages::Sql JobPages::filter(bool scanInOrder) const
{
    QStringList conditions;
    Sql sql;
    if (!m_view.states.isEmpty()) {
        conditions << QStringLiteral("state IN (%1)").arg(placeholders(m_view.states.size()));
        for (JobState s : m_view.states) {
            sql.binds << jobStateName(s);
        }
    }
    if (!m_view.createdBy.isEmpty()) {
        conditions << QStringLiteral("created_by = ?");
        sql.binds << m_view.createdBy;
    }
    if (!m_view.text.isEmpty()) {
        // SQLite's LIKE ignores the case of ASCII letters; PostgreSQL's ILIKE does the same for every letter.
        const QString like = m_store.dialect().kind() == SqlDialect::Kind::PostgreSql ? QStringLiteral("ILIKE")
                                                                                      : QStringLiteral("LIKE");
        QStringList likes;
        QVariantList likeBinds;
        for (const char *column : {"pageurl", "sitekey", "error_code", "CAST(id AS TEXT)"}) {
            likes << QStringLiteral("%1 %2 ? ESCAPE '!'").arg(QLatin1String(column), like);
            likeBinds << containsPattern(m_view.text);
        }
        QStringList any;
        if (JobTextIndex::covers(m_store.dialect(), m_view.text)) {
            // The trigram index finds the same rows as the LIKEs, without reading every row; the LIKEs look only at
            // the jobs added since it was last brought up to date (a range of ids). One IN list of ids, not an OR
            // of the two, so the planner keeps reading the matching rows by id.
            // With scanInOrder, "+id" keeps the planner from reading the rows by id: it walks the order's index and
            // checks each id against the list instead (the same rows; faster when the text matches many jobs).
            any << QStringLiteral("%1id IN (SELECT rowid FROM jobs_text WHERE jobs_text MATCH ?"
                                  " UNION ALL SELECT id FROM jobs WHERE %2 AND (%3))")
                       .arg(scanInOrder ? QStringLiteral("+") : QString(),
                            JobTextIndex::newerCondition(),
                            likes.join(QStringLiteral(" OR ")));
            sql.binds << JobTextIndex::matchQuery(m_view.text);
        } else {
            any << likes;
        }
        sql.binds += likeBinds;
        if (!m_view.textMethods.isEmpty()) {
            any << QStringLiteral("method IN (%1)").arg(placeholders(m_view.textMethods.size()));
            for (Method m : m_view.textMethods) {
                sql.binds << methodName(m);
            }
        }
        conditions << QStringLiteral("(%1)").arg(any.join(QStringLiteral(" OR ")));
    }
    sql.text = conditions.join(QStringLiteral(" AND "));
    return sql;
}

JobPages::Sql JobPages::whereClause() const
{
    Sql sql = filter();
    if (!sql.text.isEmpty()) {
        sql.text.prepend(QStringLiteral(" WHERE "));
    }
    return sql;
}

bool JobPages::textIndexAlone() const
{
    return m_view.states.isEmpty() && m_view.createdBy.isEmpty() && m_view.textMethods.isEmpty()
        && JobTextIndex::covers(m_store.dialect(), m_view.text);
}

JobPages::Sql JobPages::newerThanIndex() const
{
    Sql sql;
    QStringList likes;
    for (const char *column : {"pageurl", "sitekey", "error_code", "CAST(id AS TEXT)"}) {
        likes << QStringLiteral("%1 LIKE ? ESCAPE '!'").arg(QLatin1String(column));
        sql.binds << containsPattern(m_view.text);
    }
    sql.text = QStringLiteral("%1 AND (%2)").arg(JobTextIndex::newerCondition(), likes.join(QStringLiteral(" OR ")));
    return sql;
}

bool JobPages::textMatchesMany() const
{
    if (!textIndexAlone()) {
        return false;
    }
    // More than 1 job in 20 (the index's count against the highest id, both without reading the jobs): walking the
    // order's index finds a page of them sooner than reading and sorting every match.
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs_text WHERE jobs_text MATCH ?) * 20"
                                       " > (SELECT COALESCE(MAX(id), 0) FROM jobs)"),
                        {JobTextIndex::matchQuery(m_view.text)})
        || !q.next()) {
        return false;
    }
    return q.value(0).toBool();
}

JobPages::Sql JobPages::elapsedParts(const QString &finishedTail, const QString &unfinishedTail, bool scanInOrder) const
{
    // Finished jobs' elapsed time never changes (indexed as finished_at - created_at, jobs_view_elapsed); the
    // unfinished ones' counts up to the view's clock (jobs_view_unfinished, few rows). Each part is read in the
    // view's order from its index; ORDER BY on the UNION ALL merges them.
    const Sql where = filter(scanInOrder);
    const QString also = where.text.isEmpty() ? QString() : QStringLiteral(" AND ") + where.text;
    Sql sql;
    sql.text = QStringLiteral("SELECT id, (finished_at - created_at) FROM jobs WHERE finished_at > 0%1%2"
                              " UNION ALL "
                              "SELECT id, (%3 - created_at) FROM jobs WHERE finished_at <= 0%1%4")
                   .arg(also, finishedTail)
                   .arg(m_view.nowMs)
                   .arg(unfinishedTail);
    sql.binds = where.binds;
    return sql;
}

qint64 JobPages::count() const
{
    if (!m_store.isOpen()) {
        return 0;
    }
    QSqlQuery q = m_store.readQuery();
    bool ok = false;
    if (textIndexAlone()) {
        // The index's own count (no job row read), plus the newer jobs that match by LIKE (a range of ids).
        const Sql newer = newerThanIndex();
        QVariantList binds{JobTextIndex::matchQuery(m_view.text)};
        binds += newer.binds;
        ok = JobStore::exec(q,
                            QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs_text WHERE jobs_text MATCH ?)"
                                           " + (SELECT COUNT(*) FROM jobs WHERE %1)")
                                .arg(newer.text),
                            binds);
    } else {
        const Sql where = whereClause();
        ok = JobStore::exec(q, QStringLiteral("SELECT COUNT(*) FROM jobs") + where.text, where.binds);
    }
    if (!ok || !q.next()) {
        qCWarning(lcStore) << "counting the job view failed:" << q.lastError().text();
        return -1;
    }
    return q.value(0).toLongLong();
}

qint64 JobPages::maxId() const
{
    if (!m_store.isOpen()) {
        return 0;
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, QStringLiteral("SELECT COALESCE(MAX(id), 0) FROM jobs")) || !q.next()) {
        qCWarning(lcStore) << "reading the newest job id failed:" << q.lastError().text();
        return 0;
    }
    return q.value(0).toLongLong();
}

QList<qint64> JobPages::idsAt(qint64 offset, int limit) const
{
    QList<qint64> ids;
    if (!m_store.isOpen() || limit <= 0 || offset < 0) {
        return ids;
    }
    QString sql;
    QVariantList binds;
    const QString dir = m_view.descending ? QStringLiteral(" DESC") : QString();
    if (m_view.sortKey == JobSortKey::Id && textIndexAlone()) {
        // Straight from the index in rowid (= id) order, merged with the newer jobs: no indexed job row is read.
        const Sql newer = newerThanIndex();
        sql = QStringLiteral("SELECT rowid FROM jobs_text WHERE jobs_text MATCH ?"
                             " UNION ALL SELECT id FROM jobs WHERE %1 ORDER BY 1%2 LIMIT ? OFFSET ?")
                  .arg(newer.text, dir);
        binds << JobTextIndex::matchQuery(m_view.text);
        binds += newer.binds;
        binds << limit << offset;
    } else if (m_view.sortKey == JobSortKey::Elapsed) {
        const Sql parts = elapsedParts({}, {}, textMatchesMany());
        sql = parts.text + QStringLiteral(" ORDER BY 2%1, 1%1 LIMIT ? OFFSET ?").arg(dir);
        binds = parts.binds + parts.binds;
        binds << limit << offset;
    } else {
        const Sql where = whereClause();
        sql = QStringLiteral("SELECT id FROM jobs%1%2 LIMIT ? OFFSET ?").arg(where.text, orderBy());
        binds = where.binds;
        binds << limit << offset;
    }
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, sql, binds)) {
        qCWarning(lcStore) << "reading a page of the job view failed:" << q.lastError().text();
        return ids;
    }
    ids.reserve(limit);
    while (q.next()) {
        ids << q.value(0).toLongLong();
    }
    return ids;
}

QList<Job> JobPages::jobsAt(qint64 offset, int limit) const
{
    const QList<qint64> ids = idsAt(offset, limit);
    return ids.isEmpty() ? QList<Job>{} : m_store.jobsByIds(ids);
}

qint64 JobPages::positionOf(qint64 id) const
{
    if (!m_store.isOpen()) {
        return -1;
    }
    if (m_view.sortKey == JobSortKey::Id && textIndexAlone()) {
        return positionInTextIndex(id);
    }
    const Sql where = whereClause();
    const QString key = keyExpression();
    // The job's own key, and whether the filter takes it at all.
    QSqlQuery q = m_store.readQuery();
    const QString inView = where.text.isEmpty() ? QStringLiteral(" WHERE id = ?")
                                                : where.text + QStringLiteral(" AND id = ?");
    QVariantList binds = where.binds;
    binds << id;
    if (!JobStore::exec(q,
                        QStringLiteral("SELECT %1 FROM jobs%2").arg(key.isEmpty() ? QStringLiteral("id") : key, inView),
                        binds)) {
        qCWarning(lcStore) << "finding a job in the view failed:" << q.lastError().text();
        return -1;
    }
    if (!q.next()) {
        return -1;
    }
    const QVariant value = q.value(0);
    q.finish();

    const QString before = m_view.descending ? QStringLiteral(">") : QStringLiteral("<");
    if (m_view.sortKey == JobSortKey::Elapsed) {
        // Each part counts on its own index (the finished jobs' by a range of jobs_view_elapsed).
        const Sql parts = elapsedParts(QStringLiteral(" AND ((finished_at - created_at), id) %1 (?, ?)").arg(before),
                                       QStringLiteral(" AND ((%1 - created_at), id) %2 (?, ?)")
                                           .arg(m_view.nowMs)
                                           .arg(before));
        binds = parts.binds;
        binds << value << id;
        binds += parts.binds;
        binds << value << id;
        QSqlQuery c = m_store.readQuery();
        if (!JobStore::exec(c, QStringLiteral("SELECT COUNT(*) FROM (%1) AS before_it").arg(parts.text), binds)
            || !c.next()) {
            qCWarning(lcStore) << "finding a job in the view failed:" << c.lastError().text();
            return -1;
        }
        return c.value(0).toLongLong();
    }
    binds = where.binds;
    QString condition;
    if (key.isEmpty()) {
        condition = QStringLiteral("id %1 ?").arg(before);
        binds << id;
    } else {
        condition = QStringLiteral("(%1, id) %2 (?, ?)").arg(key, before);
        binds << value << id;
    }
    const QString sql = QStringLiteral("SELECT COUNT(*) FROM jobs")
                      + (where.text.isEmpty() ? QStringLiteral(" WHERE ") : where.text + QStringLiteral(" AND "))
                      + condition;
    QSqlQuery c = m_store.readQuery();
    if (!JobStore::exec(c, sql, binds) || !c.next()) {
        qCWarning(lcStore) << "finding a job in the view failed:" << c.lastError().text();
        return -1;
    }
    return c.value(0).toLongLong();
}

qint64 JobPages::positionInTextIndex(qint64 id) const
{
    // Asked of the index with a rowid condition (FTS5 seeks to it) rather than through an IN list of every match.
    const Sql newer = newerThanIndex();
    const QString sql = QStringLiteral("SELECT (SELECT COUNT(*) FROM jobs_text WHERE jobs_text MATCH ? AND rowid %1 ?)"
                                       " + (SELECT COUNT(*) FROM jobs WHERE %2 AND id %1 ?)");
    QVariantList binds{JobTextIndex::matchQuery(m_view.text), id};
    binds += newer.binds;
    binds << id;
    QSqlQuery q = m_store.readQuery();
    if (!JobStore::exec(q, sql.arg(QStringLiteral("="), newer.text), binds) || !q.next()) {
        qCWarning(lcStore) << "finding a job in the view failed:" << q.lastError().text();
        return -1;
    }
    if (q.value(0).toLongLong() == 0) {
        return -1;
    }
    q.finish();
    const QString before = m_view.descending ? QStringLiteral(">") : QStringLiteral("<");
    if (!JobStore::exec(q, sql.arg(before, newer.text), binds) || !q.next()) {
        qCWarning(lcStore) << "finding a job in the view failed:" << q.lastError().text();
        return -1;
    }
    return q.value(0).toLongLong();
}

QSet<qint64> JobPages::matchingInTextIndex(const QList<qint64> &ids) const
{
    // The index's matches within the ids' range (FTS5 seeks to it), kept when asked for; and the newer jobs by LIKE.
    QSet<qint64> found;
    const Sql newer = newerThanIndex();
    for (qsizetype start = 0; start < ids.size(); start += maxIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, maxIdsPerQuery);
        const QSet<qint64> asked(chunk.cbegin(), chunk.cend());
        const auto [lowest, highest] = std::minmax_element(chunk.cbegin(), chunk.cend());
        QVariantList binds{JobTextIndex::matchQuery(m_view.text), *lowest, *highest};
        binds += newer.binds;
        for (qint64 id : chunk) {
            binds << id;
        }
        QSqlQuery q = m_store.readQuery();
        if (!JobStore::exec(q,
                            QStringLiteral(
                                "SELECT rowid FROM jobs_text WHERE jobs_text MATCH ? AND rowid BETWEEN ? AND ?"
                                " UNION ALL SELECT id FROM jobs WHERE %1 AND id IN (%2)")
                                .arg(newer.text, placeholders(chunk.size())),
                            binds)) {
            qCWarning(lcStore) << "checking jobs against the view failed:" << q.lastError().text();
            continue;
        }
        while (q.next()) {
            if (const qint64 id = q.value(0).toLongLong(); asked.contains(id)) {
                found.insert(id);
            }
        }
    }
    return found;
}

QSet<qint64> JobPages::matching(const QList<qint64> &ids) const
{
    QSet<qint64> found;
    if (!m_store.isOpen() || ids.isEmpty()) {
        return found;
    }
    if (textIndexAlone()) {
        return matchingInTextIndex(ids);
    }
    const Sql where = whereClause();
    for (qsizetype start = 0; start < ids.size(); start += maxIdsPerQuery) {
        const QList<qint64> chunk = ids.mid(start, maxIdsPerQuery);
        QVariantList binds = where.binds;
        for (qint64 id : chunk) {
            binds << id;
        }
        const QString sql = QStringLiteral("SELECT id FROM jobs")
                          + (where.text.isEmpty() ? QStringLiteral(" WHERE ") : where.text + QStringLiteral(" AND "))
                          + QStringLiteral("id IN (%1)").arg(placeholders(chunk.size()));
        QSqlQuery q = m_store.readQuery();
        if (!JobStore::exec(q, sql, binds)) {
            qCWarning(lcStore) << "checking jobs against the view failed:" << q.lastError().text();
            continue;
        }
        while (q.next()) {
            found.insert(q.value(0).toLongLong());
        }
    }
    return found;
}

} // namespace SolveDeck
