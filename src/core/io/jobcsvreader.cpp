#include "jobcsvreader.h"

#include "core/io/jobfilefields.h"
#include "core/io/jobfilesource.h"
#include "core/io/jobjson.h"
#include "core/io/jobrecordrestore.h"
#include "core/model/validation.h"

#include <QHash>
#include <QJsonDocument>
#include <QJsonObject>
#include <QJsonValue>

namespace SolveDeck {

CsvJobReader::CsvJobReader(JobFileSource &source)
    : m_source(source)
{
}

Result<std::optional<QList<QByteArray>>> CsvJobReader::readRecord(int &recordLine)
{
    while (true) {
        recordLine = m_source.line();
        QList<QByteArray> fields;
        QByteArray field;
        qsizetype recordBytes = 0;
        bool inQuotes = false;
        bool quoted = false;
        int quoteLine = 0;
        int c = m_source.get();
        if (c < 0) {
            return std::optional<QList<QByteArray>>{};
        }
        auto limitOf = [&](qsizetype index) {
            return index < m_limits.size() ? m_limits[index] : ImportLimits::maxFieldBytes;
        };
        auto nameOf = [&](qsizetype index) {
            return index < m_columns.size() ? m_columns[index] : tr("column %1").arg(index + 1);
        };
        while (true) {
            if (c < 0) {
                if (inQuotes) {
                    return JobFileFields::
                        lineError(quoteLine, tr("a quoted field is never closed. Add the closing double quote."));
                }
                break;
            }
            if (++recordBytes > ImportLimits::maxRecordBytes) {
                return JobFileFields::
                    lineError(recordLine,
                              tr("the row is longer than %1, the most one job may take. Check that this is a "
                                 "CSV job file; a field with a line break must be in double quotes.")
                                  .arg(JobFileFields::sizeText(ImportLimits::maxRecordBytes)));
            }
            if (inQuotes) {
                if (c == '"') {
                    if (m_source.peek() == '"') {
                        m_source.get();
                        field += '"';
                    } else {
                        inQuotes = false;
                    }
                } else {
                    if (c == '\n' || (c == '\r' && m_source.peek() != '\n')) {
                        m_source.nextLine();
                    }
                    field += char(c);
                }
            } else if (c == ',') {
                fields << field;
                field.clear();
                quoted = false;
            } else if (c == '\r' || c == '\n') {
                if (c == '\r' && m_source.peek() == '\n') {
                    m_source.get();
                }
                m_source.nextLine();
                break;
            } else if (c == '"') {
                if (!field.isEmpty() || quoted) {
                    return JobFileFields::
                        lineError(m_source.line(),
                                  tr("a double quote in the middle of a field. Put the whole field in double "
                                     "quotes and write each quote inside it twice (\"\")."));
                }
                inQuotes = true;
                quoted = true;
                quoteLine = m_source.line();
            } else {
                if (quoted) {
                    return JobFileFields::
                        lineError(m_source.line(),
                                  tr("text after the closing double quote of a field. Put the whole field in "
                                     "double quotes and write each quote inside it twice (\"\")."));
                }
                field += char(c);
            }
            if (field.size() > limitOf(fields.size())) {
                return JobFileFields::tooLong(recordLine, nameOf(fields.size()), limitOf(fields.size()));
            }
            c = m_source.get();
        }
        fields << field;
        if (fields.size() == 1 && fields[0].isEmpty() && !quoted) {
            if (c < 0) {
                return std::optional<QList<QByteArray>>{};
            }
            continue; // a blank line
        }
        return std::optional<QList<QByteArray>>{fields};
    }
}

Result<void> CsvJobReader::readHeader()
{
    int recordLine = 0;
    auto record = readRecord(recordLine);
    if (!record) {
        return record.error();
    }
    if (!record->has_value()) {
        return JobFileFields::
            lineError(1,
                      tr("the file is empty. The first row must name the columns: method,sitekey,pageurl "
                         "(then optional idempotency_key and parameter columns)."));
    }
    for (const QByteArray &bytes : **record) {
        const std::optional<QString> decoded = JobFileFields::decodeUtf8(bytes);
        if (!decoded) {
            return JobFileFields::notUtf8(recordLine, tr("the header"));
        }
        const QString column = decoded->trimmed();
        if (column.isEmpty()) {
            return JobFileFields::lineError(recordLine,
                                            tr("the header has an empty column name (column %1). Name every column, "
                                               "or remove the empty one.")
                                                .arg(m_columns.size() + 1));
        }
        if (m_columns.contains(column)) {
            return JobFileFields::lineError(recordLine,
                                            tr("the column \"%1\" appears twice in the header. Remove one of them.")
                                                .arg(column));
        }
        m_columns << column;
        m_limits << JobFileFields::limitOf(column);
    }
    for (const QString &required : {JobFileFields::method, JobFileFields::sitekey, JobFileFields::pageurl}) {
        if (!m_columns.contains(required)) {
            return JobFileFields::lineError(recordLine,
                                            tr("the header row has no \"%1\" column. The first row must name the "
                                               "columns: method,sitekey,pageurl (then optional idempotency_key and "
                                               "parameter columns).")
                                                .arg(required));
        }
    }
    m_exportColumns = m_columns.contains(JobFileFields::state);
    return {};
}

Result<std::optional<ImportedJob>> CsvJobReader::next()
{
    if (!m_started) {
        m_started = true;
        m_source.skipBom();
        if (auto header = readHeader(); !header) {
            return header.error();
        }
    }
    int recordLine = 0;
    auto record = readRecord(recordLine);
    if (!record) {
        return record.error();
    }
    if (!record->has_value()) {
        return std::optional<ImportedJob>{};
    }
    const QList<QByteArray> &fields = **record;
    if (fields.size() != m_columns.size()) {
        return JobFileFields::lineError(recordLine,
                                        tr("%1 fields, but the header has %2 columns. Check for a missing or "
                                           "extra comma; put fields that contain commas in double quotes.")
                                            .arg(fields.size())
                                            .arg(m_columns.size()));
    }
    ImportedJob job;
    job.line = recordLine;
    QHash<QString, QString> exportFields;
    for (qsizetype c = 0; c < m_columns.size(); ++c) {
        const QString &column = m_columns[c];
        const std::optional<QString> decoded = JobFileFields::decodeUtf8(fields[c]);
        if (!decoded) {
            return JobFileFields::notUtf8(recordLine, tr("column %1 (%2)").arg(c + 1).arg(column));
        }
        // An export's cells carry the formula guard (JobExporter::neutraliseFormula): one leading ' to remove.
        const QString value = m_exportColumns && decoded->startsWith(QLatin1Char('\'')) ? decoded->mid(1) : *decoded;
        if (column == JobFileFields::method) {
            auto method = JobFileFields::parseMethod(recordLine, value);
            if (!method) {
                return method.error();
            }
            job.spec.method = method.value();
        } else if (column == JobFileFields::sitekey) {
            job.spec.sitekey = value.trimmed();
        } else if (column == JobFileFields::pageurl) {
            job.spec.pageurl = value.trimmed();
        } else if (column == JobFileFields::idempotencyKey) {
            job.idempotencyKey = value.trimmed();
        } else if (m_exportColumns && column == JobFileFields::params) {
            if (!value.isEmpty()) {
                QJsonParseError error{};
                const QJsonDocument doc = QJsonDocument::fromJson(value.toUtf8(), &error);
                if (!doc.isObject()) {
                    return JobFileFields::lineError(recordLine,
                                                    tr("params: must be a JSON object such as {\"invisible\":\"1\"}."));
                }
                const QJsonObject object = doc.object();
                for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
                    bool ok = false;
                    const QString text = JobFileFields::parameterText(it.value(), &ok);
                    if (!ok) {
                        return JobFileFields::lineError(recordLine,
                                                        tr("%1: must be a string, a number or true/false.")
                                                            .arg(it.key()));
                    }
                    job.spec.params.insert(it.key(), text);
                }
            }
        } else if (m_exportColumns && JobJson::fieldNames().contains(column)) {
            exportFields.insert(column, value);
        } else if (m_exportColumns && column == JobFileFields::events) {
            exportFields.insert(column, value);
        } else if (!value.isEmpty()) {
            job.spec.params.insert(column, value);
        }
    }
    if (m_exportColumns) {
        auto restored = restoreRecord(job, exportFields.value(JobFileFields::state), [&](const QString &name) {
            return exportFields.contains(name) ? QJsonValue(exportFields.value(name)) : QJsonValue();
        });
        if (!restored) {
            return restored.error();
        }
    }
    if (auto valid = validateTaskSpec(job.spec); !valid) {
        return JobFileFields::lineError(recordLine, valid.error().message, valid.error().code);
    }
    if (auto valid = validateIdempotencyKey(job.idempotencyKey); !valid) {
        return JobFileFields::lineError(recordLine, valid.error().message, valid.error().code);
    }
    return std::optional<ImportedJob>{std::move(job)};
}

} // namespace SolveDeck
