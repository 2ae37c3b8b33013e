#pragma once

#include "core/model/job.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QList>
#include <QString>

namespace SolveDeck::Cli {

// How solvedeck-cli shows jobs: the --json field names are a documented contract (docs/cli.md),
// so add fields but never rename or drop one. Times are ISO 8601 UTC with milliseconds, or null when not yet.
class JobFormatter
{
public:
    static QJsonObject toJson(const Job &job);
    static QJsonObject toJson(const JobEvent &event);
    static QJsonArray toJson(const QList<Job> &jobs);
    static QJsonObject toJson(const Job &job, const QList<JobEvent> &events); // show --json: the job + "events"

    static QString table(const QList<Job> &jobs);                          // list
    static QString details(const Job &job, const QList<JobEvent> &events); // show

    static QString isoTime(qint64 utcMs); // "" for 0
};

} // namespace SolveDeck::Cli
