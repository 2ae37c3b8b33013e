#pragma once

#include "core/io/jobimport.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QList>
#include <QStringList>

#include <optional>

namespace SolveDeck {

class JobFileSource;

// A CSV job file (RFC 4180: quoted fields with "" escapes, commas and line breaks inside quotes, CRLF, LF or a lone
// CR; blank lines skipped), one record at a time. The header row names the columns: method, sitekey and pageurl are
// required, idempotency_key optional, every other column a parameter by its CaptchaAI name (an empty cell leaves it
// out). A header with a "state" column is an export (JobExporter's columns): its rows are restored
// (restoreRecord), and each cell's formula guard (one leading ') removed.
class CsvJobReader
{
    // The messages' translation context, kept from when this was JobFileReader's.
    Q_DECLARE_TR_FUNCTIONS(SolveDeck::JobFileReader::Private)

public:
    explicit CsvJobReader(JobFileSource &source);

    // The next row's job (the header is read first); nullopt at the end of the input. An error names the line.
    Result<std::optional<ImportedJob>> next();

private:
    Result<void> readHeader();
    // One record's fields as bytes; nullopt at the end. `recordLine` is the line it starts on.
    Result<std::optional<QList<QByteArray>>> readRecord(int &recordLine);

    JobFileSource &m_source;
    bool m_started = false;
    QStringList m_columns;
    QList<qsizetype> m_limits;
    bool m_exportColumns = false;
};

} // namespace SolveDeck
