#include "jobformatter.h"

#include "core/io/jobjson.h"
#include "core/protocol/errorcatalog.h"
#include "core/terminaltext.h"
#include "texttable.h"

#include <QDateTime>

namespace SolveDeck::Cli {

QString JobFormatter::isoTime(qint64 utcMs)
{
    return JobJson::isoTime(utcMs);
}

// The fields are JobJson's (core), shared with the exports.
QJsonObject JobFormatter::toJson(const Job &job)
{
    return JobJson::toJson(job);
}

QJsonObject JobFormatter::toJson(const JobEvent &event)
{
    return JobJson::toJson(event);
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
