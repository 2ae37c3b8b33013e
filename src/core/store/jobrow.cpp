#include "jobrow.h"

#include "core/store/storelogging.h"

#include <QJsonDocument>
#include <QJsonObject>
#include <QSqlQuery>
#include <QVariant>

namespace SolveDeck {

QString JobRow::columns(Token token)
{
    return QStringLiteral("id, idempotency_key, method, sitekey, pageurl, params, state, task_id, attempts, "
                          "created_at, submitted_at, ready_at, collected_at, finished_at, next_attempt_at, "
                          "error_code, error_detail, %1, token_expires_at, label, created_by, claimed_by")
        .arg(token == Token::Read ? QStringLiteral("token") : QStringLiteral("''"));
}

Job JobRow::fromQuery(const QSqlQuery &q)
{
    Job job;
    job.id = q.value(ColId).toLongLong();
    job.idempotencyKey = q.value(ColIdempotencyKey).toString();
    if (const auto method = methodFromName(q.value(ColMethod).toString())) {
        job.spec.method = *method;
    } else {
        qCWarning(lcStore) << "job" << job.id << "has an unknown method" << q.value(ColMethod).toString();
    }
    job.spec.sitekey = q.value(ColSitekey).toString();
    job.spec.pageurl = q.value(ColPageurl).toString();
    QString paramsError;
    job.spec.params = paramsFromJson(q.value(ColParams).toString().toUtf8(), &paramsError);
    if (!paramsError.isEmpty()) {
        qCWarning(lcStore) << "job" << job.id << "has unreadable params:" << paramsError;
    }
    if (const auto state = jobStateFromName(q.value(ColState).toString())) {
        job.state = *state;
    } else {
        qCWarning(lcStore) << "job" << job.id << "has an unknown state" << q.value(ColState).toString();
    }
    job.taskId = q.value(ColTaskId).toString();
    job.attempts = q.value(ColAttempts).toInt();
    job.createdAtMs = q.value(ColCreatedAt).toLongLong();
    job.submittedAtMs = q.value(ColSubmittedAt).toLongLong();
    job.readyAtMs = q.value(ColReadyAt).toLongLong();
    job.collectedAtMs = q.value(ColCollectedAt).toLongLong();
    job.finishedAtMs = q.value(ColFinishedAt).toLongLong();
    job.nextAttemptAtMs = q.value(ColNextAttemptAt).toLongLong();
    job.errorCode = q.value(ColErrorCode).toString();
    job.errorDetail = q.value(ColErrorDetail).toString();
    job.token = q.value(ColToken).toString();
    job.tokenExpiresAtMs = q.value(ColTokenExpiresAt).toLongLong();
    job.spec.label = q.value(ColLabel).toString();
    job.createdBy = q.value(ColCreatedBy).toString();
    job.claimedBy = q.value(ColClaimedBy).toString();
    return job;
}

QString JobRow::paramsToJson(const QMap<QString, QString> &params)
{
    QJsonObject object;
    for (auto it = params.cbegin(); it != params.cend(); ++it) {
        object.insert(it.key(), it.value());
    }
    return QString::fromUtf8(QJsonDocument(object).toJson(QJsonDocument::Compact));
}

QMap<QString, QString> JobRow::paramsFromJson(QByteArrayView json, QString *error)
{
    QMap<QString, QString> params;
    QJsonParseError parseError{};
    const QJsonDocument doc = QJsonDocument::fromJson(json.toByteArray(), &parseError);
    if (!doc.isObject()) {
        if (error) {
            *error = parseError.errorString();
        }
        return params;
    }
    const QJsonObject object = doc.object();
    for (auto it = object.constBegin(); it != object.constEnd(); ++it) {
        params.insert(it.key(), it.value().isString() ? it.value().toString() : it.value().toVariant().toString());
    }
    return params;
}

QStringList JobRow::storedColumns()
{
    return {QStringLiteral("idempotency_key"), QStringLiteral("method"),          QStringLiteral("sitekey"),
            QStringLiteral("pageurl"),         QStringLiteral("params"),          QStringLiteral("state"),
            QStringLiteral("task_id"),         QStringLiteral("attempts"),        QStringLiteral("created_at"),
            QStringLiteral("submitted_at"),    QStringLiteral("ready_at"),        QStringLiteral("collected_at"),
            QStringLiteral("finished_at"),     QStringLiteral("next_attempt_at"), QStringLiteral("error_code"),
            QStringLiteral("error_detail"),    QStringLiteral("token"),           QStringLiteral("token_expires_at"),
            QStringLiteral("label"),           QStringLiteral("created_by"),      QStringLiteral("claimed_by"),
            QStringLiteral("target_host")};
}

QVariantList JobRow::storedValues(const Job &job, const QString &targetHost)
{
    return {job.idempotencyKey,
            methodName(job.spec.method),
            job.spec.sitekey,
            job.spec.pageurl,
            paramsToJson(job.spec.params),
            jobStateName(job.state),
            job.taskId,
            job.attempts,
            job.createdAtMs,
            job.submittedAtMs,
            job.readyAtMs,
            job.collectedAtMs,
            job.finishedAtMs,
            job.nextAttemptAtMs,
            job.errorCode,
            job.errorDetail,
            job.token,
            job.tokenExpiresAtMs,
            job.spec.label,
            job.createdBy,
            job.claimedBy,
            targetHost};
}

} // namespace SolveDeck
