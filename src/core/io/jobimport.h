#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QList>
#include <QString>

QT_BEGIN_NAMESPACE
class QIODevice;
QT_END_NAMESPACE

namespace SolveDeck {

// One job read from a job file, with the line it starts on (for messages).
struct ImportedJob
{
    int line = 0;
    TaskSpec spec;
    QString idempotencyKey; // empty: the store makes one
};

// Reads a job file for `solvedeck-cli enqueue --file F`, chosen by extension: .csv, or .jsonl / .ndjson.
// All or nothing: the first bad row fails the whole file with Error.message "line N: <what is wrong and how to fix
// it>" (code INVALID_JOB_FILE, or INVALID_SPEC when the row parsed but the job is not valid), so that nothing from a
// half-wrong file gets queued. Every job is checked with validateTaskSpec; an idempotency key used twice in one file
// is an error naming both lines. Text is UTF-8 (a BOM is skipped).
Result<QList<ImportedJob>> parseJobFile(const QString &path);

// CSV per RFC 4180 (quoted fields with "" escapes, commas and line breaks inside quotes, CRLF or LF). A header row is
// required with method, sitekey and pageurl; optional idempotency_key; every other column is a parameter by its
// CaptchaAI name (an empty cell leaves the parameter out). Blank lines are skipped.
Result<QList<ImportedJob>> parseJobCsv(QIODevice &in);

// One JSON object per line: {"method":..,"sitekey":..,"pageurl":..,"idempotency_key":..,"params":{..}}; parameters
// may also be top-level keys. Parameter values may be strings, numbers or booleans (true/false become 1/0). Blank
// lines are skipped.
Result<QList<ImportedJob>> parseJobJsonl(QIODevice &in);

} // namespace SolveDeck
