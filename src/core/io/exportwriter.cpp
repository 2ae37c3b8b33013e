#include "exportwriter.h"

#include "core/appinfo.h"
#include "core/io/exportparams.h"
#include "core/io/exportrows.h"
#include "core/io/jobjson.h"
#include "core/model/proxypassword.h"
#include "core/store/jobrow.h"
#include "core/store/jobstore.h"

#include <QDateTime>
#include <QIODevice>
#include <QJsonDocument>
#include <QJsonObject>

namespace SolveDeck {

using namespace ExportBytes;

namespace {

QByteArray compact(const QJsonObject &object)
{
    return QJsonDocument(object).toJson(QJsonDocument::Compact);
}

QByteArray eventsJsonText(const QList<JobEvent> &events)
{
    QByteArray out = "[";
    for (const JobEvent &e : events) {
        if (out.size() > 1) {
            out += ',';
        }
        out += "{\"at\":";
        if (e.atMs > 0) {
            ExportBytes::appendJsonString(out, JobJson::isoTime(e.atMs));
        } else {
            out += "null";
        }
        out += ",\"detail\":";
        ExportBytes::appendJsonString(out, e.detail);
        out += ",\"id\":" + QByteArray::number(e.id) + ",\"kind\":";
        ExportBytes::appendJsonString(out, e.kind);
        out += '}';
    }
    out += ']';
    return out;
}

// One job's fields in JobJson::fieldNames() order, written straight from the Job: the same values JobJson::toJson
// gives (null where it has null), without building a QJsonObject per row (an export's main cost otherwise).
struct RowValue
{
    enum class Kind {
        Null,
        Text,
        Number,
        Json
    } kind = Kind::Null;
    QString text;
    qint64 number = 0;
    QByteArray json;
};

void rowValues(const Job &job, bool includeToken, bool includeProxyPassword, RowValue (&v)[22])
{
    auto text = [](const QString &t, bool nullWhenEmpty = true) {
        RowValue r;
        if (!(nullWhenEmpty && t.isEmpty())) {
            r.kind = RowValue::Kind::Text;
            r.text = t;
        }
        return r;
    };
    auto number = [](qint64 n) {
        RowValue r;
        r.kind = RowValue::Kind::Number;
        r.number = n;
        return r;
    };
    auto time = [&text](qint64 ms) {
        return ms > 0 ? text(JobJson::isoTime(ms)) : RowValue{};
    };
    RowValue params;
    params.kind = RowValue::Kind::Json;
    params.json = ExportParams::json(includeProxyPassword ? job.spec.params : ProxyPassword::maskedIn(job.spec.params));
    v[0] = number(job.id);
    v[1] = text(jobStateName(job.state));
    v[2] = text(methodName(job.spec.method));
    v[3] = text(job.spec.label);
    v[4] = text(job.spec.sitekey, false);
    v[5] = text(job.spec.pageurl, false);
    v[6] = params;
    v[7] = text(job.idempotencyKey);
    v[8] = text(job.taskId);
    v[9] = number(job.attempts);
    v[10] = time(job.createdAtMs);
    v[11] = time(job.submittedAtMs);
    v[12] = time(job.readyAtMs);
    v[13] = time(job.collectedAtMs);
    v[14] = time(job.finishedAtMs);
    v[15] = job.state == JobState::Queued ? time(job.nextAttemptAtMs) : RowValue{};
    v[16] = text(job.errorCode);
    v[17] = text(job.errorDetail);
    v[18] = includeToken ? text(job.token) : RowValue{};
    v[19] = time(job.tokenExpiresAtMs);
    v[20] = text(job.createdBy);
    v[21] = text(job.claimedBy);
}

} // namespace

ExportWriter::ExportWriter(QIODevice &out, const ExportOptions &options)
    : m_out(out)
    , m_options(options)
{
}

ExportWriter::ResolvedName ExportWriter::resolveState(QByteArrayView stored)
{
    const JobState state = jobStateFromName(QString::fromUtf8(stored)).value_or(Job{}.state);
    return ResolvedName{stored.toByteArray(), jobStateName(state).toUtf8(), state == JobState::Queued};
}

ExportWriter::ResolvedName ExportWriter::resolveMethod(QByteArrayView stored)
{
    const Method method = methodFromName(QString::fromUtf8(stored)).value_or(Job{}.spec.method);
    return ResolvedName{stored.toByteArray(), methodName(method).toUtf8(), false};
}

QString ExportWriter::errorString() const
{
    return m_out.errorString();
}

bool ExportWriter::begin(const JobStore &store)
{
    switch (m_options.format) {
    case ExportFormat::Csv: {
        if (m_options.bom) {
            m_buffer += "\xEF\xBB\xBF";
        }
        QStringList header = JobJson::fieldNames();
        if (m_options.includeEvents) {
            header << QStringLiteral("events");
        }
        for (qsizetype i = 0; i < header.size(); ++i) {
            if (i > 0) {
                m_buffer += ',';
            }
            m_buffer += header[i].toUtf8();
        }
        m_buffer += "\r\n";
        break;
    }
    case ExportFormat::Json: {
        // The metadata first, hand-written so the jobs can follow one by one; "count" closes the document.
        const QJsonObject meta{
            {QStringLiteral("schema"), 1},
            {QStringLiteral("format"), QStringLiteral("solvedeck-jobs")},
            {QStringLiteral("app"), QStringLiteral("SolveDeck")},
            {QStringLiteral("app_version"), applicationVersion()},
            {QStringLiteral("database"), store.isPostgres() ? QStringLiteral("postgresql") : QStringLiteral("sqlite")},
            {QStringLiteral("exported_at"), JobJson::isoTime(QDateTime::currentMSecsSinceEpoch())},
            {QStringLiteral("filter"), m_options.filter.toJson()},
            {QStringLiteral("include_tokens"), m_options.includeTokens},
            {QStringLiteral("include_proxy_passwords"), m_options.includeProxyPasswords},
            {QStringLiteral("include_events"), m_options.includeEvents},
        };
        QByteArray head = compact(meta);
        head.chop(1); // the closing brace: "jobs" and "count" follow
        m_buffer += head;
        m_buffer += ",\"jobs\":[";
        break;
    }
    case ExportFormat::Ndjson:
        break;
    }
    return flushIfFull();
}

bool ExportWriter::page(const QList<Job> &jobs, const QHash<qint64, QList<JobEvent>> &events)
{
    const QStringList &names = JobJson::fieldNames();
    RowValue values[22];
    for (const Job &job : jobs) {
        rowValues(job, m_options.includeTokens, m_options.includeProxyPasswords, values);
        const QByteArray eventsText = m_options.includeEvents ? eventsJsonText(events.value(job.id)) : QByteArray();
        if (m_options.format == ExportFormat::Csv) {
            for (int i = 0; i < 22; ++i) {
                if (i > 0) {
                    m_buffer += ',';
                }
                const RowValue &v = values[i];
                switch (v.kind) {
                case RowValue::Kind::Null:
                    break;
                case RowValue::Kind::Text:
                    m_buffer += JobExporter::csvCell(v.text);
                    break;
                case RowValue::Kind::Number:
                    m_buffer += QByteArray::number(v.number);
                    break;
                case RowValue::Kind::Json:
                    m_buffer += JobExporter::csvCell(QString::fromUtf8(v.json));
                    break;
                }
            }
            if (m_options.includeEvents) {
                m_buffer += ',';
                m_buffer += JobExporter::csvCell(QString::fromUtf8(eventsText));
            }
            m_buffer += "\r\n";
        } else {
            if (m_options.format == ExportFormat::Json && m_count > 0) {
                m_buffer += ',';
            }
            m_buffer += '{';
            for (int i = 0; i < 22; ++i) {
                if (i > 0) {
                    m_buffer += ',';
                }
                m_buffer += '"';
                m_buffer += names[i].toLatin1();
                m_buffer += "\":";
                const RowValue &v = values[i];
                switch (v.kind) {
                case RowValue::Kind::Null:
                    m_buffer += "null";
                    break;
                case RowValue::Kind::Text:
                    appendJsonString(m_buffer, v.text);
                    break;
                case RowValue::Kind::Number:
                    m_buffer += QByteArray::number(v.number);
                    break;
                case RowValue::Kind::Json:
                    m_buffer += v.json;
                    break;
                }
            }
            if (m_options.includeEvents) {
                m_buffer += ",\"events\":";
                m_buffer += eventsText;
            }
            m_buffer += '}';
            if (m_options.format == ExportFormat::Ndjson) {
                m_buffer += '\n';
            }
        }
        ++m_count;
    }
    return flushIfFull();
}

template<typename Rows>
bool ExportWriter::row(Rows &r, QByteArrayView events)
{
    const ResolvedName &state = m_states.get(r.text(JobRow::ColState), resolveState);
    const ResolvedName &method = m_methods.get(r.text(JobRow::ColMethod), resolveMethod);
    ExportSink &b = m_buffer;
    if (m_options.format == ExportFormat::Csv) {
        appendNumber(b, r.integer(JobRow::ColId));
        b += ',';
        appendCsvBytes(b, state.name);
        b += ',';
        appendCsvBytes(b, method.name);
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColLabel));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColSitekey));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColPageurl));
        b += ',';
        appendCsvJson(b,
                      ExportParams::exported(r.text(JobRow::ColParams), m_scratch, !m_options.includeProxyPasswords));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColIdempotencyKey));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColTaskId));
        b += ',';
        appendNumber(b, int(r.integer(JobRow::ColAttempts))); // an int in a Job
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColCreatedAt));
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColSubmittedAt));
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColReadyAt));
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColCollectedAt));
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColFinishedAt));
        b += ',';
        if (state.queued) {
            appendCsvTime(b, m_times, r.integer(JobRow::ColNextAttemptAt));
        }
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColErrorCode));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColErrorDetail));
        b += ',';
        if (m_options.includeTokens) {
            appendCsvBytes(b, r.text(JobRow::ColToken));
        }
        b += ',';
        appendCsvTime(b, m_times, r.integer(JobRow::ColTokenExpiresAt));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColCreatedBy));
        b += ',';
        appendCsvBytes(b, r.text(JobRow::ColClaimedBy));
        if (m_options.includeEvents) {
            b += ',';
            appendCsvJson(b, events);
        }
        b += "\r\n";
    } else {
        if (m_options.format == ExportFormat::Json && m_count > 0) {
            b += ',';
        }
        b += "{\"id\":";
        appendNumber(b, r.integer(JobRow::ColId));
        b += ",\"state\":";
        appendJsonBytes(b, state.name);
        b += ",\"method\":";
        appendJsonBytes(b, method.name);
        b += ",\"label\":";
        textOrNull(r.text(JobRow::ColLabel));
        b += ",\"sitekey\":";
        appendJsonBytes(b, r.text(JobRow::ColSitekey));
        b += ",\"pageurl\":";
        appendJsonBytes(b, r.text(JobRow::ColPageurl));
        b += ",\"params\":";
        b += ExportParams::exported(r.text(JobRow::ColParams), m_scratch, !m_options.includeProxyPasswords);
        b += ",\"idempotency_key\":";
        textOrNull(r.text(JobRow::ColIdempotencyKey));
        b += ",\"task_id\":";
        textOrNull(r.text(JobRow::ColTaskId));
        b += ",\"attempts\":";
        appendNumber(b, int(r.integer(JobRow::ColAttempts)));
        b += ",\"created_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColCreatedAt));
        b += ",\"submitted_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColSubmittedAt));
        b += ",\"ready_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColReadyAt));
        b += ",\"collected_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColCollectedAt));
        b += ",\"finished_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColFinishedAt));
        b += ",\"next_attempt_at\":";
        appendJsonTime(b, m_times, state.queued ? r.integer(JobRow::ColNextAttemptAt) : 0);
        b += ",\"error_code\":";
        textOrNull(r.text(JobRow::ColErrorCode));
        b += ",\"error_detail\":";
        textOrNull(r.text(JobRow::ColErrorDetail));
        b += ",\"token\":";
        textOrNull(m_options.includeTokens ? r.text(JobRow::ColToken) : QByteArrayView());
        b += ",\"token_expires_at\":";
        appendJsonTime(b, m_times, r.integer(JobRow::ColTokenExpiresAt));
        b += ",\"created_by\":";
        textOrNull(r.text(JobRow::ColCreatedBy));
        b += ",\"claimed_by\":";
        textOrNull(r.text(JobRow::ColClaimedBy));
        if (m_options.includeEvents) {
            b += ",\"events\":";
            b += events;
        }
        b += '}';
        if (m_options.format == ExportFormat::Ndjson) {
            b += '\n';
        }
    }
    ++m_count;
    return flushIfFull();
}

bool ExportWriter::end()
{
    if (m_options.format == ExportFormat::Json) {
        m_buffer += "],\"count\":";
        m_buffer += QByteArray::number(m_count);
        m_buffer += "}\n";
    }
    return flush();
}

void ExportWriter::textOrNull(QByteArrayView text)
{
    if (text.isEmpty()) {
        m_buffer += "null";
    } else {
        appendJsonBytes(m_buffer, text);
    }
}

bool ExportWriter::flush()
{
    if (!m_buffer.isEmpty() && m_out.write(m_buffer.view().data(), m_buffer.size()) != m_buffer.size()) {
        return false;
    }
    m_buffer.clear(); // keeps the room: no reallocation per flush
    return true;
}

// The row sources the exporter uses.
template bool ExportWriter::row<SqliteRows>(SqliteRows &r, QByteArrayView events);
template bool ExportWriter::row<QueryRows>(QueryRows &r, QByteArrayView events);

} // namespace SolveDeck
