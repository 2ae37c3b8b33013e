#pragma once

#include "core/io/exportsink.h"
#include "core/io/isotimeformatter.h"
#include "core/io/jobexport.h"
#include "core/model/job.h"

#include <QByteArray>
#include <QByteArrayView>
#include <QHash>
#include <QList>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace SolveDeck {

class JobStore;

// Writes an export's bytes (JobExporter's formats): the header or JSON metadata, the rows, the end; into an
// ExportSink flushed to the device a megabyte at a time. Two ways to give it rows, byte for byte the same output:
// page() takes whole Jobs (the reference path, JobExporter::writeReference), row() one row as stored (SqliteRows or
// QueryRows, the fast path): no Job built, params copied when already in the exported form, times from a day cache,
// text copied when it needs no escaping.
class ExportWriter
{
public:
    ExportWriter(QIODevice &out, const ExportOptions &options);

    // False when the device refused a write (errorString()).
    bool begin(const JobStore &store);
    // Whole jobs, with their timelines when the options ask for them (`events` by job id).
    bool page(const QList<Job> &jobs, const QHash<qint64, QList<JobEvent>> &events);
    // The row the rows' cursor is on; `events`: its "events" JSON text when asked for.
    template<typename Rows>
    bool row(Rows &r, QByteArrayView events);
    bool end();

    IsoTimeFormatter &times() { return m_times; }

    qint64 count() const { return m_count; }

    QString errorString() const;

private:
    // Stored state and method names -> the names a Job would give back (an unknown one reads as the Job's default,
    // an alias such as "userrecaptcha" as its stable name). Few distinct values: a short list, compared in order.
    struct ResolvedName
    {
        QByteArray stored;
        QByteArray name; // UTF-8
        bool queued = false;
    };

    class NameCache
    {
    public:
        template<typename Resolve>
        const ResolvedName &get(QByteArrayView stored, Resolve resolve)
        {
            for (const ResolvedName &entry : m_entries) {
                if (entry.stored == stored) {
                    return entry;
                }
            }
            if (m_entries.size() >= 32) {
                m_entries.clear(); // never for real data (a handful of names); bounds memory for odd databases
            }
            m_entries.append(resolve(stored));
            return m_entries.constLast();
        }

    private:
        QList<ResolvedName> m_entries;
    };

    static ResolvedName resolveState(QByteArrayView stored);
    static ResolvedName resolveMethod(QByteArrayView stored);

    bool flushIfFull() { return m_buffer.size() < kExportFlushBytes || flush(); }

    void textOrNull(QByteArrayView text);
    bool flush();

    QIODevice &m_out;
    const ExportOptions &m_options;
    ExportSink m_buffer{kExportFlushBytes + 65536};
    qint64 m_count = 0;
    QByteArray m_scratch; // a row's params
    IsoTimeFormatter m_times;
    NameCache m_states;
    NameCache m_methods;
};

} // namespace SolveDeck
