#include "jobrecordrestore.h"

#include "core/io/jobfilefields.h"
#include "core/io/jobjson.h"
#include "core/terminaltext.h"
#include "core/translation.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

#include <initializer_list>
#include <utility>

namespace SolveDeck {

SOLVEDECK_FILE_TR("SolveDeck")

namespace {

// A value SolveDeck shows in tables, `show` and terminals and compares as an identifier: one line of printable text,
// as a label is. No export of SolveDeck holds otherwise (the server's answers are refused with control characters
// in them), so a file that does was made or changed by someone else.
Result<void> plainText(int line, const QString &name, const QString &value)
{
    if (!hasControlCharacters(value)) {
        return {};
    }
    return JobFileFields::lineError(line,
                                    tr("%1: contains control characters (line breaks, tabs, escapes or direction "
                                       "marks), which SolveDeck never exports there. Check where the file comes "
                                       "from; remove the characters or the row.")
                                        .arg(name));
}

} // namespace

// Parses an export's record fields (times, counts, events) into job.record; the spec and key are already set.
Result<void> restoreRecord(ImportedJob &job,
                           const QString &stateName,
                           const std::function<QJsonValue(const QString &)> &field)
{
    const int line = job.line;
    const std::optional<JobState> state = jobStateFromName(stateName.trimmed());
    if (!state) {
        return JobFileFields::
            lineError(line,
                      tr("state: \"%1\" is not known. Use queued, submitting, submitted, solved, failed or "
                         "canceled (or leave the state column out to queue every row anew).")
                          .arg(stateName));
    }
    Job &r = job.record;
    r.spec = job.spec;
    r.idempotencyKey = job.idempotencyKey;
    r.state = *state;
    auto text = [&](const QString &name) {
        const QJsonValue v = field(name);
        return v.isString() ? v.toString() : QString();
    };
    auto time = [&](const QString &name, qint64 &out) -> Result<void> {
        const QJsonValue v = field(name);
        if (v.isNull() || v.isUndefined() || (v.isString() && v.toString().isEmpty())) {
            out = 0;
            return {};
        }
        const std::optional<qint64> ms = v.isString() ? JobJson::parseIsoTime(v.toString()) : std::nullopt;
        if (!ms) {
            return JobFileFields::
                lineError(line,
                          tr("%1: \"%2\" is not a time. Write ISO 8601 such as 2026-01-31T12:00:00.000Z, or "
                             "leave it empty.")
                              .arg(name, v.toVariant().toString()));
        }
        out = *ms;
        return {};
    };
    for (const auto &[name, target] :
         std::initializer_list<std::pair<QString, qint64 *>>{{QStringLiteral("created_at"), &r.createdAtMs},
                                                             {QStringLiteral("submitted_at"), &r.submittedAtMs},
                                                             {QStringLiteral("ready_at"), &r.readyAtMs},
                                                             {QStringLiteral("collected_at"), &r.collectedAtMs},
                                                             {QStringLiteral("finished_at"), &r.finishedAtMs},
                                                             {QStringLiteral("next_attempt_at"), &r.nextAttemptAtMs},
                                                             {QStringLiteral("token_expires_at"),
                                                              &r.tokenExpiresAtMs}}) {
        if (auto ok = time(name, *target); !ok) {
            return ok.error();
        }
    }
    const QJsonValue attempts = field(QStringLiteral("attempts"));
    if (attempts.isDouble()) {
        r.attempts = attempts.toInt();
    } else if (attempts.isString() && !attempts.toString().isEmpty()) {
        bool ok = false;
        r.attempts = attempts.toString().toInt(&ok);
        if (!ok || r.attempts < 0) {
            return JobFileFields::lineError(line,
                                            tr("attempts: \"%1\" is not a whole number.").arg(attempts.toString()));
        }
    }
    r.taskId = text(QStringLiteral("task_id"));
    r.errorCode = text(QStringLiteral("error_code"));
    r.errorDetail = text(QStringLiteral("error_detail"));
    r.token = text(QStringLiteral("token"));
    r.createdBy = text(QStringLiteral("created_by"));
    r.claimedBy = text(QStringLiteral("claimed_by"));
    r.spec.label = text(QStringLiteral("label"));
    job.spec.label = r.spec.label;
    for (const auto &[name, value] :
         std::initializer_list<std::pair<QString, const QString *>>{{QStringLiteral("task_id"), &r.taskId},
                                                                    {QStringLiteral("error_code"), &r.errorCode},
                                                                    {QStringLiteral("token"), &r.token},
                                                                    {QStringLiteral("created_by"), &r.createdBy},
                                                                    {QStringLiteral("claimed_by"), &r.claimedBy}}) {
        if (auto ok = plainText(line, name, *value); !ok) {
            return ok.error();
        }
    }
    if (r.state == JobState::Submitting || r.state == JobState::Submitted) {
        // Its task lives with the other database's engine: queue it here, from the start.
        r.state = JobState::Queued;
        r.taskId.clear();
        r.submittedAtMs = 0;
        r.claimedBy.clear();
    }
    if (r.state != JobState::Queued) {
        r.nextAttemptAtMs = 0;
    }
    QJsonValue events = field(JobFileFields::events);
    if (events.isString() && !events.toString().isEmpty()) {
        events = QJsonDocument::fromJson(events.toString().toUtf8()).array();
    }
    if (events.isArray()) {
        for (const QJsonValue &value : events.toArray()) {
            const QJsonObject e = value.toObject();
            JobEvent event;
            const std::optional<qint64> at = JobJson::parseIsoTime(e.value(QStringLiteral("at")).toString());
            if (!value.isObject() || !at || !e.value(QStringLiteral("kind")).isString()) {
                return JobFileFields::
                    lineError(line,
                              tr("events: each event must be an object with \"at\" (an ISO 8601 time) and "
                                 "\"kind\", as SolveDeck exports them."));
            }
            event.atMs = *at;
            event.kind = e.value(QStringLiteral("kind")).toString();
            event.detail = e.value(QStringLiteral("detail")).toString();
            if (auto ok = plainText(line, QStringLiteral("events: kind"), event.kind); !ok) {
                return ok.error();
            }
            if (auto ok = plainText(line, QStringLiteral("events: detail"), event.detail); !ok) {
                return ok.error();
            }
            job.events.append(event);
        }
    }
    job.restored = true;
    return {};
}

} // namespace SolveDeck
