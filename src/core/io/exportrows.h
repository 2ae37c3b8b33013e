#pragma once

#include "core/io/exportsink.h"
#include "core/io/isotimeformatter.h"
#include "core/io/sqlitereader.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QList>
#include <QSqlError>
#include <QSqlQuery>
#include <QString>
#include <QVariantList>

#include <algorithm>
#include <array>

namespace SolveDeck {

// Where the fast export path reads its rows (JobRow's columns, text as UTF-8 bytes): SqliteRows on the connection
// Qt's SQLite driver opened, QueryRows through QSqlQuery (PostgreSQL, or SQLite when SqliteReader cannot be used).
// Both give the same bytes for the same row. Inline: they run for every field of every row.

// Rows read straight from SQLite (SqliteReader): ASCII text as SQLite holds it, other text through the UTF-16
// value QSqlQuery would give (so that the bytes are exactly what the QSqlQuery path writes, odd stored bytes
// included).
class SqliteRows
{
public:
    SqliteRows(sqlite3 *db, const QString &sql)
        : m_reader(db, sql)
    {
    }

    bool isValid() const { return m_reader.isValid(); }

    QString errorString() const { return m_reader.errorString(); }

    bool bind(const QVariantList &values) { return m_reader.bind(values); }

    bool next() { return m_reader.next(); }

    bool failed() const { return m_reader.failed(); }

    void finish() { m_reader.finish(); }

    QByteArrayView text(int column)
    {
        const QByteArrayView bytes = m_reader.text(column);
        if (ExportBytes::isAscii(bytes)) {
            return bytes;
        }
        QByteArray &copy = m_scratch[size_t(column)];
        copy = m_reader.textAsQt(column).toUtf8();
        return copy;
    }

    qint64 integer(int column) const { return m_reader.integer(column); }

private:
    SqliteReader m_reader;
    std::array<QByteArray, JobRow::ColumnCount> m_scratch;
};

// Rows through QSqlQuery (PostgreSQL; SQLite when SqliteReader cannot be used): each text value converted to UTF-8.
class QueryRows
{
public:
    // `whole`: the result is fetched whole when executed. Qt's PostgreSQL driver reads a forward-only result a row
    // at a time and loses it when another query runs on the connection meanwhile, so the cursor stepped along with
    // the rows (the timelines, one page's worth) is read whole there.
    QueryRows(JobStore &store, const QString &sql, bool whole = false)
        : m_query(store.readQuery())
    {
        m_query.setForwardOnly(!whole);
        m_valid = m_query.prepare(sql);
    }

    bool isValid() const { return m_valid; }

    QString errorString() const { return m_query.lastError().text(); }

    bool bind(const QVariantList &values)
    {
        m_query.finish();
        for (qsizetype i = 0; i < values.size(); ++i) {
            const QVariant &v = values[i];
            // As JobStore::exec: a null QString binds as '' (text columns are NOT NULL with '' for "absent").
            const bool nullText = v.typeId() == QMetaType::QString && v.toString().isNull();
            m_query.bindValue(int(i), nullText ? QVariant(QString(QLatin1String(""))) : v);
        }
        m_failed = !m_query.exec();
        return !m_failed;
    }

    bool next()
    {
        if (m_query.next()) {
            return true;
        }
        m_failed = m_failed || m_query.lastError().isValid();
        m_query.finish();
        return false;
    }

    bool failed() const { return m_failed; }

    void finish() { m_query.finish(); }

    QByteArrayView text(int column)
    {
        QByteArray &copy = m_scratch[size_t(column)];
        copy = m_query.value(column).toString().toUtf8();
        return copy;
    }

    qint64 integer(int column) const { return m_query.value(column).toLongLong(); }

private:
    QSqlQuery m_query;
    bool m_valid = false;
    bool m_failed = false;
    std::array<QByteArray, JobRow::ColumnCount> m_scratch;
};

// The timelines ("events") of the jobs an export writes, from a cursor over job_events ordered by job (job_id, id, at,
// kind, detail) stepped along with the rows' cursor: of() is asked for each row in increasing id order and skips
// the events of jobs not written. A job's events come out in id order as JobHistory::eventsOf gives them; the
// cursor is ordered by job only (SQLite then follows its (job_id, at) index without a sort), so a job whose events
// are not already in id order is sorted here.
template<typename Rows>
class ExportTimelines
{
public:
    explicit ExportTimelines(Rows &events)
        : m_events(events)
    {
    }

    bool start(const QVariantList &binds)
    {
        m_has = m_events.bind(binds) && m_events.next();
        return !m_events.failed();
    }

    QByteArrayView of(qint64 job, IsoTimeFormatter &times)
    {
        while (m_has && m_events.integer(0) < job) {
            m_has = m_events.next();
        }
        m_text.clear();
        m_spans.clear();
        m_text += '[';
        bool inOrder = true;
        while (m_has && m_events.integer(0) == job) {
            if (!m_spans.isEmpty()) {
                m_text += ',';
            }
            const qint64 id = m_events.integer(1);
            inOrder = inOrder && (m_spans.isEmpty() || id > m_spans.constLast().id);
            const qsizetype begin = m_text.size();
            m_text += "{\"at\":";
            ExportBytes::appendEventTime(m_text, times, m_events.integer(2));
            m_text += ",\"detail\":";
            ExportBytes::appendJsonBytes(m_text, m_events.text(4));
            m_text += ",\"id\":";
            ExportBytes::appendNumber(m_text, id);
            m_text += ",\"kind\":";
            ExportBytes::appendJsonBytes(m_text, m_events.text(3));
            m_text += '}';
            m_spans.append(Span{id, begin, m_text.size()});
            m_has = m_events.next();
        }
        m_text += ']';
        if (inOrder) {
            return m_text.view();
        }
        std::sort(m_spans.begin(), m_spans.end(), [](const Span &a, const Span &b) {
            return a.id < b.id;
        });
        m_sorted.clear();
        m_sorted += '[';
        for (const Span &span : m_spans) {
            if (m_sorted.size() > 1) {
                m_sorted += ',';
            }
            m_sorted += m_text.view(span.begin, span.end);
        }
        m_sorted += ']';
        return m_sorted.view();
    }

    bool failed() const { return m_events.failed(); }

    QString errorString() const { return m_events.errorString(); }

    // Ends the cursor's read (the rest of a page's range is not needed).
    void finish() { m_events.finish(); }

private:
    struct Span
    {
        qint64 id = 0;
        qsizetype begin = 0;
        qsizetype end = 0;
    };

    Rows &m_events;
    bool m_has = false;
    ExportSink m_text;
    ExportSink m_sorted;
    QList<Span> m_spans;
};

} // namespace SolveDeck
