#include "jobjson.h"

#include <QDateTime>

namespace SolveDeck {

namespace {

QJsonValue timeValue(qint64 utcMs)
{
    if (utcMs <= 0) {
        return QJsonValue::Null;
    }
    return JobJson::isoTime(utcMs);
}

QJsonValue textOrNull(const QString &text)
{
    return text.isEmpty() ? QJsonValue(QJsonValue::Null) : QJsonValue(text);
}

} // namespace

QString JobJson::isoTime(qint64 utcMs)
{
    if (utcMs <= 0) {
        return {};
    }
    return QDateTime::fromMSecsSinceEpoch(utcMs, Qt::UTC).toString(Qt::ISODateWithMs);
}

std::optional<qint64> JobJson::parseIsoTime(const QString &text)
{
    if (text.isEmpty()) {
        return qint64(0);
    }
    QDateTime time = QDateTime::fromString(text, Qt::ISODateWithMs);
    if (!time.isValid()) {
        return std::nullopt;
    }
    if (time.timeSpec() == Qt::LocalTime) {
        time.setTimeSpec(Qt::UTC);
    }
    return time.toMSecsSinceEpoch();
}

const QStringList &JobJson::fieldNames()
{
    static const QStringList names{
        QStringLiteral("id"),          QStringLiteral("state"),
        QStringLiteral("method"),      QStringLiteral("label"),
        QStringLiteral("sitekey"),     QStringLiteral("pageurl"),
        QStringLiteral("params"),      QStringLiteral("idempotency_key"),
        QStringLiteral("task_id"),     QStringLiteral("attempts"),
        QStringLiteral("created_at"),  QStringLiteral("submitted_at"),
        QStringLiteral("ready_at"),    QStringLiteral("collected_at"),
        QStringLiteral("finished_at"), QStringLiteral("next_attempt_at"),
        QStringLiteral("error_code"),  QStringLiteral("error_detail"),
        QStringLiteral("token"),       QStringLiteral("token_expires_at"),
        QStringLiteral("created_by"),  QStringLiteral("claimed_by"),
    };
    return names;
}

QJsonObject JobJson::toJson(const Job &job, Token token)
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
        {QStringLiteral("token"), token == Token::Include ? textOrNull(job.token) : QJsonValue()},
        {QStringLiteral("token_expires_at"), timeValue(job.tokenExpiresAtMs)},
        // Team mode: who added the job, and which engine claimed its latest submit.
        {QStringLiteral("created_by"), textOrNull(job.createdBy)},
        {QStringLiteral("claimed_by"), textOrNull(job.claimedBy)},
    };
}

QJsonObject JobJson::toJson(const JobEvent &event)
{
    return QJsonObject{
        {QStringLiteral("id"), event.id},
        {QStringLiteral("at"), timeValue(event.atMs)},
        {QStringLiteral("kind"), event.kind},
        {QStringLiteral("detail"), event.detail},
    };
}

} // namespace SolveDeck
