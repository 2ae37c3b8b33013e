#pragma once

#include "core/model/job.h"
#include "core/result.h"

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QVariantList>

#include <functional>

namespace SolveDeck {

// Which jobs an export, a bulk action or a history page is about; the CLI (--state/--since/--until) and the console
// (its sidebar and filter box) both describe their choice with one. Every part narrows: an empty filter matches
// every job.
struct JobFilter
{
    QList<JobState> states; // empty: every state
    qint64 sinceMs = 0;     // created at or after (UTC ms); 0: from the start
    qint64 untilMs = 0;     // created before (UTC ms); 0: up to now
    QList<Method> methods;  // empty: every method
    QString text;           // contained (case-insensitively) in the page URL, site key, label, idempotency key or
                            // error code; empty: anything
    QList<qint64> ids;      // these jobs only (a selection); empty: no restriction

    bool isEmpty() const;
    // The filter in English words for the audit log, the CLI and export metadata, whatever the console's language:
    // "state solved or failed, created since 2026-01-01T00:00:00.000Z"; "every job" when empty.
    QString describe() const;
    // The same with the states worded by `stateName` (the console's translated state words; describe() uses the
    // stable names the CLI and the audit log show).
    QString describe(const std::function<QString(JobState)> &stateName) const;
    // The filter as export metadata ({"states": [...], "since": ..., ...}; only the parts that are set).
    QJsonObject toJson() const;

    // The SQL condition on the jobs table (without WHERE; "1=1" when empty) and its values, in order.
    QString sqlCondition(QVariantList &binds) const;

private:
    QString words(const std::function<QString(JobState)> &stateName, bool translated) const;
};

} // namespace SolveDeck
