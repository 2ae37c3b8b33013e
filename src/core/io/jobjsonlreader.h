#pragma once

#include "core/io/jobimport.h"
#include "core/result.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QJsonObject>

#include <optional>

namespace SolveDeck {

class JobFileSource;

// A JSONL job file (also an NDJSON export), one line at a time: one JSON object per line,
// {"method":..,"sitekey":..,"pageurl":..,"idempotency_key":..,"params":{..}}; parameters may also be top-level keys,
// their values strings, numbers or booleans (true/false become 1/0). Blank lines are skipped. An object with
// "state" is an export's line (the fields of `list --json`): restored (restoreRecord).
class JsonlJobReader
{
    // The messages' translation context, kept from when this was JobFileReader's.
    Q_DECLARE_TR_FUNCTIONS(SolveDeck::JobFileReader::Private)

public:
    explicit JsonlJobReader(JobFileSource &source);

    // The next line's job; nullopt at the end of the input. An error names the line.
    Result<std::optional<ImportedJob>> next();

    // One line's object, as next() reads it.
    static Result<std::optional<ImportedJob>> parseObject(int lineNumber, const QByteArray &bytes);
    // The same from an object parsed already (the gateway's POST /v1/solve body, parsed once: one job has one
    // grammar).
    static Result<std::optional<ImportedJob>> fromObject(int lineNumber, const QJsonObject &object);

private:
    JobFileSource &m_source;
    bool m_started = false;
};

} // namespace SolveDeck
