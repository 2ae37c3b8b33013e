#pragma once

#include "core/io/jobimport.h"
#include "core/result.h"

#include <QJsonValue>
#include <QString>

#include <functional>

namespace SolveDeck {

// A row of a SolveDeck export (it has a "state"), made back into the job it was: `field` gives each export field
// by name (created_at, attempts, token, events, ...) as the CSV cell or JSON value it was written as. Sets
// job.record from them and job.restored; job.spec and job.idempotencyKey are already read. A job that was in
// flight where it was exported (submitting, submitted) comes back queued, without its task id: the task belongs to
// the other database's engine. INVALID_JOB_FILE naming the line and the field when a value cannot be read.
Result<void> restoreRecord(ImportedJob &job,
                           const QString &stateName,
                           const std::function<QJsonValue(const QString &)> &field);

} // namespace SolveDeck
