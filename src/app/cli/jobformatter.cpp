#include "jobformatter.h"

#include "core/protocol/errorcatalog.h"
#include "core/terminaltext.h"
#include "texttable.h"

#include <QDateTime>

namespace SolveDeck::Cli {

namespace {

QJsonValue timeValue(qint64 utcMs)
{
    if (utcMs <= 0) {
        return QJsonValue::Null;
    }
    return JobFormatter::isoTime(utcMs);
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

QString JobFormatter::isoTime(qint64 utcMs)
{
    if (utcMs <= 0) {
        return {};
    }
    return QDateTime::fromMSecsSinceEpoch(utcMs, Qt::UTC).toString(Qt::ISODateWithMs);
}

QJsonObject JobFormatter::toJson(const Job &job)
{
    QJsonObject params;
    for (auto it = job.spec.params.cbegin(); it != job.spec.params.cend(); ++it) {
        params.insert(it.key(), it.value());
    }
    return QJsonObject{
        {QStringLiteral("id"), job.id},
        {QStringLiteral("state"), jobStateName(job.state)},
        {QStringLiteral("method"), methodName(job.spec.method)},
        {QStringLiteral("label"), textOrNull(job.spec.label)},
        {QStringLiteral("sitekey"), job.spec.sitekey},
        {QStringLiteral("pageurl"), job.spec.pageurl},
        {QStringLiteral("params"), params},
        {QStringLiteral("idempotency_key"), textOrNull(job.idempotencyKey)},
        {QStringLiteral("task_id"), textOrNull(job.taskId)},
        {QStringLiteral("attempts"), job.attempts},
        {QStringLiteral("created_at"), timeValue(job.createdAtMs)},
        {QStringLiteral("submitted_at"), timeValue(job.submittedAtMs)},
        {QStringLiteral("ready_at"), timeValue(job.readyAtMs)},
        {QStringLiteral("collected_at"), timeValue(job.collectedAtMs)},
        {QStringLiteral("finished_at"), timeValue(job.finishedAtMs)},
        // Only a queued job waits for a next attempt; for the others the stored value means nothing.
        {QStringLiteral("next_attempt_at"),
         job.state == JobState::Queued ? timeValue(job.nextAttemptAtMs) : QJsonValue()},
        {QStringLiteral("error_code"), textOrNull(job.errorCode)},
        {QStringLiteral("error_detail"), textOrNull(job.errorDetail)},
        {QStringLiteral("token"), textOrNull(job.token)},
        {QStringLiteral("token_expires_at"), timeValue(job.tokenExpiresAtMs)},
        // Team mode: who added the job, and which engine claimed its latest submit.
        {QStringLiteral("created_by"), textOrNull(job.createdBy)},
        {QStringLiteral("claimed_by"), textOrNull(job.claimedBy)},
    };
}

QJsonObject JobFormatter::toJson(const JobEvent &event)
{
    return QJsonObject{
        {QStringLiteral("id"), event.id},
        {QStringLiteral("at"), timeValue(event.atMs)},
        {QStringLiteral("kind"), event.kind},
        {QStringLiteral("detail"), event.detail},
    };
}

QJsonArray JobFormatter::toJson(const QList<Job> &jobs)
{
    QJsonArray array;
    for (const Job &job : jobs) {
        array.append(toJson(job));
    }
    return array;
}

QJsonObject JobFormatter::toJson(const Job &job, const QList<JobEvent> &events)
{
    QJsonObject object = toJson(job);
    QJsonArray timeline;
    for (const JobEvent &event : events) {
        timeline.append(toJson(event));
    }
    object.insert(QStringLiteral("events"), timeline);
    return object;
}

QString JobFormatter::table(const QList<Job> &jobs)
{
    TextTable t({QStringLiteral("ID"),
                 QStringLiteral("STATE"),
                 QStringLiteral("METHOD"),
                 QStringLiteral("SITE KEY"),
                 QStringLiteral("PAGE URL"),
                 QStringLiteral("CREATED"),
                 QStringLiteral("ERROR")});
    for (const Job &job : jobs) {
        t.addRow({QString::number(job.id),
                  jobStateName(job.state),
                  methodName(job.spec.method),
                  job.spec.sitekey,
                  job.spec.pageurl,
                  isoTime(job.createdAtMs),
                  job.errorCode});
    }
    return t.render();
}

QString JobFormatter::details(const Job &job, const QList<JobEvent> &events)
{
    QString text;
    auto field = [&text](const QString &name, const QString &value) {
        if (!value.isEmpty()) {
            // One line per field: a value's control characters are escaped, never passed to the terminal.
            text += QString(name + QLatin1Char(':')).leftJustified(18) + terminalSafe(value, TerminalText::Field)
                  + QLatin1Char('\n');
        }
    };
    field(QStringLiteral("Job"), QString::number(job.id));
    field(QStringLiteral("State"), jobStateName(job.state));
    field(QStringLiteral("Label"), job.spec.label);
    field(QStringLiteral("Method"), methodName(job.spec.method));
    field(QStringLiteral("Site key"), job.spec.sitekey);
    field(QStringLiteral("Page URL"), job.spec.pageurl);
    for (auto it = job.spec.params.cbegin(); it != job.spec.params.cend(); ++it) {
        // An image body is kilobytes of base64: say how big it is rather than flood the terminal.
        const QString value = it.key() == QLatin1String("body") && it.value().size() > 64
                                ? QStringLiteral("(%1 characters of base64)").arg(it.value().size())
                                : it.value();
        field(QStringLiteral("Param ") + it.key(), value);
    }
    field(QStringLiteral("Idempotency key"), job.idempotencyKey);
    field(QStringLiteral("Task id"), job.taskId);
    field(QStringLiteral("Attempts"), QString::number(job.attempts));
    field(QStringLiteral("Created"), isoTime(job.createdAtMs));
    field(QStringLiteral("Submitted"), isoTime(job.submittedAtMs));
    field(QStringLiteral("Ready"), isoTime(job.readyAtMs));
    field(QStringLiteral("Collected"), isoTime(job.collectedAtMs));
    field(QStringLiteral("Finished"), isoTime(job.finishedAtMs));
    if (job.state == JobState::Queued) {
        field(QStringLiteral("Next attempt"), isoTime(job.nextAttemptAtMs));
    }
    if (!job.errorCode.isEmpty()) {
        // Code, cause, fix and detail once each, as the console's detail pane shows them: the detail only for
        // what the catalogue does not already say.
        const ErrorInfo info = describeError(job.errorCode);
        field(QStringLiteral("Error"), job.errorCode);
        field(QStringLiteral("Cause"), info.cause);
        field(QStringLiteral("Fix"), info.fix);
        field(QStringLiteral("Error detail"), errorDetailBeyondCatalogue(job.errorCode, job.errorDetail));
    }
    field(QStringLiteral("Token"), job.token);
    field(QStringLiteral("Token expires"), isoTime(job.tokenExpiresAtMs));
    text += QStringLiteral("Timeline:\n");
    if (events.isEmpty()) {
        text += QStringLiteral("  (no events)\n");
    }
    for (const JobEvent &event : events) {
        text += QStringLiteral("  ") + isoTime(event.atMs) + QStringLiteral("  ") + event.kind.leftJustified(17);
        if (!event.detail.isEmpty()) {
            text += terminalSafe(event.detail, TerminalText::Field);
        }
        while (text.endsWith(QLatin1Char(' '))) {
            text.chop(1);
        }
        text += QLatin1Char('\n');
    }
    return text;
}

} // namespace SolveDeck::Cli
